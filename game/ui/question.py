"""One question put to the decision service by an overlay, answered without blocking.

The card-reading panel and the "why did they play that?" panel each ask the service one
thing when they open (a reading, an explained hint), poll for the answer each frame while
the window keeps drawing, and drop the question if they close before it comes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar


class Polled(Protocol):
    """A decision service's tickets: poll one for its answer, or cancel it."""

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


ServiceT = TypeVar("ServiceT", bound=Polled)


class Question(Generic[ServiceT]):
    """``ask`` put to ``service`` once (``start``); ``poll`` takes the answer when it came;
    ``cancel`` drops it while in flight.  No service: never asked, never answered."""

    def __init__(self, service: ServiceT | None, ask: Callable[[ServiceT], int]) -> None:
        self.service = service
        self.ask = ask
        self.ticket: int | None = None
        self.answered = False
        self.answer: Any = None

    def start(self) -> None:
        if self.service is not None and self.ticket is None and not self.answered:
            self.ticket = self.ask(self.service)

    def poll(self) -> bool:
        """Whether the answer came just now (then it is ``answer``)."""
        if self.service is None or self.ticket is None:
            return False
        done, answer = self.service.poll(self.ticket)
        if done:
            self.ticket = None
            self.answered = True
            self.answer = answer
        return done

    def cancel(self) -> None:
        if self.service is not None and self.ticket is not None:
            self.service.cancel(self.ticket)
        self.ticket = None
