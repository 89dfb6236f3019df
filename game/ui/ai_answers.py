"""What the table and the review screen read of the AI's answers, as protocols.

The table's layer knows no AI (``main.py`` hands it the decision service), so the answers
the service sends back from its worker (``ai.review``: a hint with its reason, a hand's
review) are read here by their fields only, with the shapes of ``ai.review.model`` and
``ai.review.jobs``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class Option(Protocol):
    """One option's mean value over the sampled worlds and its 95% interval."""

    @property
    def action(self) -> str: ...

    @property
    def value(self) -> float: ...

    @property
    def low(self) -> float: ...

    @property
    def high(self) -> float: ...


class Stage(Protocol):
    """Where in the deal a decision falls: a phase, or ``trick`` or ``turn`` with a number."""

    @property
    def phase(self) -> str: ...

    @property
    def number(self) -> int: ...


class Mark(Protocol):
    """A decision's mark (``best``, ``mistake``...), by its name."""

    @property
    def value(self) -> str: ...


class Decision(Protocol):
    """One reviewed decision: the options weighed, what was played and its cost."""

    @property
    def action_index(self) -> int: ...

    @property
    def stage(self) -> Stage: ...

    @property
    def played(self) -> str: ...

    @property
    def best(self) -> str: ...

    @property
    def loss(self) -> float: ...

    @property
    def mark(self) -> Mark: ...

    @property
    def options(self) -> Sequence[Option]: ...

    @property
    def worlds(self) -> int: ...

    @property
    def played_value(self) -> float: ...

    @property
    def close_call(self) -> bool: ...

    @property
    def explanation(self) -> Explanation | None: ...

    @property
    def lead(self) -> Option | None: ...


class DealReview(Protocol):
    """Every decision of one seat in one deal."""

    @property
    def decisions(self) -> Sequence[Decision]: ...

    @property
    def expected_loss(self) -> float: ...

    def worst_stage(self) -> tuple[Stage, float] | None: ...


class OpenBest(Protocol):
    """The best result possible with every card visible, against the one reached."""

    @property
    def best(self) -> float: ...

    @property
    def actual(self) -> float: ...

    @property
    def stage(self) -> Stage: ...


class HandReview(Protocol):
    """One seat's review of one hand, as the review screen shows it."""

    @property
    def review(self) -> DealReview: ...

    @property
    def open_best(self) -> OpenBest | None: ...


class Explanation(Protocol):
    """One sentence's facts: its template key and the values that fill it."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...

    @property
    def card(self) -> str: ...

    @property
    def suit(self) -> int: ...

    @property
    def points(self) -> float: ...

    @property
    def cards(self) -> Sequence[str]: ...

    @property
    def count(self) -> int: ...

    @property
    def percent(self) -> int: ...

    @property
    def contract(self) -> str: ...

    @property
    def more(self) -> Sequence[Explanation]: ...


class Advice(Protocol):
    """A hint: the best options of a decision, the contract's chance and why the best."""

    @property
    def options(self) -> Sequence[Option]: ...

    @property
    def best(self) -> Any: ...

    @property
    def explanation(self) -> Explanation: ...

    @property
    def contract_chance(self) -> float | None: ...

    @property
    def close_call(self) -> bool: ...

    @property
    def chance_ours(self) -> bool | None: ...

    @property
    def all_options(self) -> Sequence[Option]: ...

    @property
    def close(self) -> Sequence[str]: ...

    @property
    def lead(self) -> Option | None: ...
