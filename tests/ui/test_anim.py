"""The animation queue with a fake clock."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.anim import Animator, Tween


@dataclass
class Point:
    x: float = 0.0
    y: float = 0.0


def test_steps_run_in_order_and_land_exactly() -> None:
    a, b = Point(), Point()
    done: list[str] = []
    animator = Animator(speed=1.0)
    animator.add([Tween(a, (100, 0), 0.5)], then=lambda: done.append("a"))
    animator.add([Tween(b, (0, 50), 0.5, delay=0.1)], then=lambda: done.append("b"))
    animator.update(0.25)
    assert 50 < a.x < 100 and b.y == 0
    animator.update(0.3)
    assert a.x == 100 and done == ["a"] and b.y == 0
    animator.update(0.3)
    assert 0 < b.y < 50
    animator.update(1.0)
    assert b.y == 50 and done == ["a", "b"] and animator.idle


def test_instant_speed_finishes_at_once() -> None:
    p = Point()
    animator = Animator(speed=0.0)
    animator.add([Tween(p, (10, 10), 0.4)], pause=1.0)
    animator.update(0.0)
    assert (p.x, p.y) == (10, 10) and animator.idle


def test_finish_runs_everything() -> None:
    p = Point()
    animator = Animator()
    for x in range(5):
        animator.add([Tween(p, (x, x), 0.3)])
    animator.finish()
    assert (p.x, p.y) == (4, 4) and animator.idle
