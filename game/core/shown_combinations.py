"""What the declarations (or projects) shown at the first trick say about the hidden hands.

Once the table has seen which team scores its combinations and what they
are, a sampled world must deal hands that would have led to exactly that:
the scoring team's players hold exactly the combinations they showed, and
nobody on the other team (nobody at all, when nothing was shown) holds a
combination that would have beaten them.  ``ShownCombinations`` reads those
facts once per sampled position and tests each drawn deal against them.  The
test gives the same answer as settling the drawn hands again and comparing
what the table would have learnt, but it mostly answers from bit tests: a
hand with no three in sequence and no counting four of a kind holds nothing,
and a hand with no counting four holds exactly its runs.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.declarations import (
    Declaration,
    DeclarationTable,
    Settlement,
    best_combinations,
    best_declarer,
    may_declare,
    run_shape,
)

_FOUR_RANKS_MASK = 0x1FFF


class ShownCombinations:
    """A test of sampled hands against the combinations the table has seen."""

    __slots__ = (
        "every_run_counts",
        "observer",
        "observer_combinations",
        "play_order",
        "played_from",
        "runs_shown",
        "shown",
        "table",
        "team",
        "trump",
    )

    def __init__(
        self,
        settlement: Settlement,
        observer: int,
        observer_hand: int,
        played_from: Sequence[int],
        play_order: Sequence[int],
        table: DeclarationTable,
        trump: int,
    ) -> None:
        """``settlement`` is the true one or what the table saw of it (only its public part is
        read); ``observer_hand`` is the observer's own hand now (it is never resampled)."""
        self.team, self.shown = settlement.public()
        self.observer = observer
        self.played_from = tuple(played_from)
        self.play_order = tuple(play_order)
        self.table = table
        self.trump = trump
        self.observer_combinations = best_combinations(
            observer_hand | played_from[observer], table, trump
        )
        self.every_run_counts = all(table.run_points[3:])
        self.runs_shown = tuple(
            run_shape(_cards_of(combinations))
            if self.every_run_counts and not any(d.is_four for d in combinations)
            else None
            for combinations in self.shown
        )

    def accepts(self, hands: Sequence[int]) -> bool:
        """Whether settling these hands would show the table exactly what it saw."""
        team = self.team
        table = self.table
        four_ranks = table.four_ranks
        by_seat: list[tuple[Declaration, ...]] = [(), (), (), ()]
        by_seat[self.observer] = self.observer_combinations
        rivals = False
        for seat in range(4):
            if seat == self.observer:
                continue
            full = hands[seat] | self.played_from[seat]
            if not may_declare(full, four_ranks):
                if team >= 0 and seat & 1 == team and self.shown[seat]:
                    return False  # a player who showed something must hold it
                continue
            if team < 0:  # nothing was shown, so nobody held anything
                if self.every_run_counts or best_combinations(full, table, self.trump):
                    return False
                continue
            if seat & 1 == team:
                expected = self.runs_shown[seat]
                if expected is not None and not _has_counting_four(full, four_ranks):
                    if run_shape(full) != expected:
                        return False
                    by_seat[seat] = self.shown[seat]
                    continue
                combinations = best_combinations(full, table, self.trump)
                if combinations != self.shown[seat]:
                    return False
                by_seat[seat] = combinations
            else:
                by_seat[seat] = best_combinations(full, table, self.trump)
                rivals = True
        if not rivals:  # the scoring team holds what it showed and no hidden rival holds anything
            return True
        best_seat = best_declarer(by_seat, self.play_order, table, self.trump)
        return best_seat >= 0 and best_seat & 1 == team


def _cards_of(combinations: tuple[Declaration, ...]) -> int:
    cards = 0
    for combination in combinations:
        cards |= combination.cards
    return cards


def _has_counting_four(hand: int, four_ranks: int) -> bool:
    m = _FOUR_RANKS_MASK
    return bool(hand & m & hand >> 13 & m & hand >> 26 & m & hand >> 39 & four_ranks)
