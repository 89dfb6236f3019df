"""The rating in the player's words, shared by the statistics screen and the progress page:
the rating's shape as the decision service hands it (``ai.rating``, read through protocols:
the interface never imports the AI), the service that rates stored rows, and the sentences
("about hard −0.4 ± 0.3").  No scene: both scenes import it, neither imports the other."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from game.session.progress import ProgressBook
from game.ui.app import App
from game.ui.i18n import has_text, tr

SCALE = ("random", "easy", "medium", "hard", "expert")  # the rating's levels, 0 to 4


class Placement(Protocol):
    """A rating on the levels' scale (``ai.rating.Placement``)."""

    @property
    def level(self) -> float: ...

    @property
    def low(self) -> float: ...

    @property
    def high(self) -> float: ...


class KindLoss(Protocol):
    """The decisions of one kind and their loss (``ai.rating.KindLoss``)."""

    @property
    def kind(self) -> str: ...

    @property
    def decisions(self) -> int: ...

    @property
    def mean_loss(self) -> float: ...

    @property
    def total_loss(self) -> float: ...


class Rating(Protocol):
    """A rating over reviewed decisions (``ai.rating.Rating``)."""

    @property
    def decisions(self) -> int: ...

    @property
    def mean_loss(self) -> float: ...

    @property
    def se(self) -> float: ...

    @property
    def placement(self) -> Placement | None: ...

    @property
    def kinds(self) -> Sequence[KindLoss]: ...


@runtime_checkable
class Rater(Protocol):
    """The decision service's rating of stored rows (``ai.service.DecisionService.rate``)."""

    def rate(self, variant: str, rows: list[dict[str, Any]], deals: int = 0) -> Any: ...


def rater_of(app: App) -> Rater | None:
    decider = app.decider
    return decider if isinstance(decider, Rater) else None


def say_level(level: float) -> str:
    """ "about hard −0.4", "about easy": the nearest level and how far from it."""
    nearest = min(max(round(level), 0), len(SCALE) - 1)
    name = tr(f"level.{SCALE[nearest]}")
    offset = level - nearest
    if abs(offset) < 0.05:
        return tr("progress.about", level=name)
    return tr("progress.about_off", level=name, offset=f"{offset:+.1f}".replace("-", "\u2212"))


def say_rating(rating: Rating | None) -> str:
    """A rating in a few words with its interval ("about hard −0.4 ± 0.3"), a dash without
    decisions, the mean loss alone without anchors."""
    if rating is None or rating.decisions == 0:
        return "–"
    placement = rating.placement
    if placement is None:
        return tr("progress.loss_only", loss=f"{rating.mean_loss:.2f}")
    spread = (placement.high - placement.low) / 2
    return f"{say_level(placement.level)} ± {spread:.1f}"


def say_kind(kind: str) -> str:
    """A kind of decision in the player's words (its own name when it has none)."""
    key = f"progress.kind.{kind.replace(' ', '_').replace(',', '')}"
    return tr(key) if has_text(key) else kind


def rate_book(app: App, variant: str, book: ProgressBook) -> Rating | None:
    rater = rater_of(app)
    if rater is None or not book.hands:
        return None
    rating: Rating = rater.rate(variant, book.rows(), len(book.hands))
    return rating
