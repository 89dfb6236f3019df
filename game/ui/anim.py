"""The animation queue: the table turns the events ``apply`` returns into tweens.

A *step* is a group of tweens that run together (with their own delays) and
an optional callback run when the step ends; a *hold* is a step that keeps the table
as it is until the player clicks (``release``) or its pause ends (a finished trick
stays in view).  Steps run one after another;
while the queue is busy the table does not rebuild its sprites or ask the
next seat, so what is drawn always catches up with the model.  Time comes
from the caller (``update(dt)``), so the tests drive it with a fake clock.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


class Movable(Protocol):
    x: float
    y: float


def ease_out(t: float) -> float:
    """Fast start, gentle landing (cubic)."""
    return 1 - (1 - t) ** 3


@dataclass(slots=True)
class Tween:
    """Move ``target`` from where it is when the tween starts to ``to``."""

    target: Movable
    to: tuple[float, float]
    duration: float
    delay: float = 0.0
    start: tuple[float, float] | None = None
    on_start: Callable[[], None] | None = None

    def advance(self, elapsed: float) -> bool:
        """Place the target for ``elapsed`` seconds into the step; True once finished."""
        t = elapsed - self.delay
        if t < 0:
            return False
        if self.start is None:
            self.start = (self.target.x, self.target.y)
            if self.on_start is not None:
                self.on_start()
        if self.duration <= 0 or t >= self.duration:
            self.target.x, self.target.y = self.to
            return True
        k = ease_out(t / self.duration)
        sx, sy = self.start
        self.target.x = sx + (self.to[0] - sx) * k
        self.target.y = sy + (self.to[1] - sy) * k
        return False


@dataclass(slots=True)
class Step:
    tweens: list[Tween] = field(default_factory=list)
    pause: float = 0.0  # the step lasts at least this long (a banner, a beat)
    then: Callable[[], None] | None = None
    elapsed: float = 0.0
    hold: bool = False  # a hold: it also ends when released
    released: bool = False


class Animator:
    """Runs steps in order; ``speed`` scales every duration (0 = instant)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._steps: deque[Step] = deque()

    @property
    def idle(self) -> bool:
        return not self._steps

    def add(
        self,
        tweens: list[Tween],
        pause: float = 0.0,
        then: Callable[[], None] | None = None,
    ) -> None:
        for tween in tweens:
            tween.duration *= self.speed
            tween.delay *= self.speed
        self._steps.append(Step(tweens, pause * self.speed, then))

    def hold(self, seconds: float | None) -> None:
        """Keep what is drawn until ``release`` (a click), or until ``seconds`` (scaled by the
        speed) have passed; None waits for the click alone."""
        pause = math.inf if seconds is None else seconds * self.speed
        self._steps.append(Step([], pause, hold=True))

    @property
    def waiting(self) -> bool:
        """Whether a hold is what the queue is at (a click would let it go on)."""
        return bool(self._steps) and self._steps[0].hold

    def release(self) -> bool:
        """End the hold the queue is at; answers whether there was one."""
        if not self.waiting:
            return False
        self._steps[0].released = True
        self.update(0.0)
        return True

    def update(self, dt: float) -> None:
        while self._steps:
            step = self._steps[0]
            step.elapsed += dt
            finished = [tween.advance(step.elapsed) for tween in step.tweens]
            if not all(finished) or (step.elapsed < step.pause and not step.released):
                return
            self._steps.popleft()
            if step.then is not None:
                step.then()
            dt = 0.0  # the next step starts on the next frame's time

    def finish(self) -> None:
        """Run everything to its end now (a resize or a scene change), holds included."""
        while self._steps:
            self._steps[0].released = True
            self.update(1e9)

    def clear(self) -> None:
        self._steps.clear()
