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
and a hand with no counting four holds exactly its runs.  Some of the facts
are card facts too (``forbidden_cards``): a player known to hold no run
cannot hold a card that would make one with two cards he is known to hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.core.cards import SEVEN
from game.core.declarations import (
    Declaration,
    DeclarationTable,
    Settlement,
    best_combinations,
    best_declarer,
    runs,
)
from game.core.trickplay import HiddenFacts
from game.core.tricks import TrickOrder

_SUIT = 0x1FFF
_RUN_STARTS = sum(((1 << 6) - 1) << (13 * suit + SEVEN) for suit in range(4))
"""The cards that can start three in sequence (7 to Q in each suit)."""
_HOLDS_NOTHING = "holds nothing"  # nobody showed, or his partner showed and he did not
_SHOWED = "showed"
_RIVAL = "rival"  # on the team that did not score


class Declaring(Protocol):
    """A trick-play state whose combinations are settled and shown at the first trick (Classic
    Belote's declarations, Baloot's projects): what the two helpers below read and set."""

    settlement: Settlement
    shown: bool
    hands: list[int]
    played_from: list[int]
    order: TrickOrder | None

    def full_hands(self) -> list[int]: ...

    def resettle(self, full_hands: Sequence[int]) -> Settlement: ...

    def facts_seen_by(self, seat: int) -> HiddenFacts: ...


def shown_test(
    state: Declaring, seat: int, play_order: Sequence[int], table: DeclarationTable
) -> ShownCombinations | None:
    """The ``hands_test`` of a declaring game: the shown combinations' test once they are shown
    (``None`` before: every draw agrees)."""
    if not state.shown or state.order is None:
        return None
    return ShownCombinations(
        state.settlement,
        seat,
        state.hands[seat],
        state.played_from,
        play_order,
        table,
        state.order.trump_suit,
    )


def settle_world(state: Declaring, world: Declaring, seat: int) -> None:
    """Give ``world``, drawn from ``state`` for ``seat``, the settlement its table saw: once shown,
    only what was shown (the other team's combinations stay hidden, as the draw's test read
    them); before that, the settlement of the world's own hands."""
    if state.shown:
        test = state.facts_seen_by(seat).test  # the facts the draw read (kept with the state)
        shown = test.seen if isinstance(test, ShownCombinations) else None
        world.settlement = shown or state.settlement.as_shown()
    else:
        world.settlement = world.resettle(world.full_hands())


class ShownCombinations:
    """A test of sampled hands against the combinations the table has seen."""

    __slots__ = (
        "checks",
        "every_run_counts",
        "observer",
        "observer_combinations",
        "play_order",
        "played_from",
        "runs_shown",
        "seen",
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
        self.seen = settlement.as_shown()
        self.team, self.shown = self.seen.team, self.seen.by_seat
        self.observer = observer
        self.played_from = tuple(played_from)
        self.play_order = tuple(play_order)
        self.table = table
        self.trump = trump
        self.observer_combinations = best_combinations(
            observer_hand | played_from[observer], table, trump
        )
        self.every_run_counts = all(table.run_points[3:])
        # The cards in runs each seat showed, when those runs are all it holds in sequence.
        self.runs_shown = tuple(
            _cards_of(combinations)
            if self.every_run_counts and not any(d.is_four for d in combinations)
            else None
            for combinations in self.shown
        )
        self.checks = tuple(
            (seat, self.played_from[seat], self._role(seat), _or_minus_one(self.runs_shown[seat]))
            for seat in range(4)
            if seat != observer
        )

    def _role(self, seat: int) -> str:
        if self.team < 0 or (seat & 1 == self.team and not self.shown[seat]):
            return _HOLDS_NOTHING
        return _SHOWED if seat & 1 == self.team else _RIVAL

    def accepts(self, hands: Sequence[int]) -> bool:
        """Whether settling these hands would show the table exactly what it saw."""
        four_ranks = self.table.four_ranks
        rivals = []
        for seat, played, role, expected in self.checks:
            full = hands[seat] | played
            starts = full & full >> 1 & full >> 2 & _RUN_STARTS
            four = full & full >> 13 & full >> 26 & full >> 39 & four_ranks
            if not starts and not four:  # nothing to declare
                if role is _SHOWED:
                    return False  # a player who showed something must hold it
                continue
            if role is _RIVAL:
                rivals.append((seat, full, four))
            elif role is _HOLDS_NOTHING:
                if self.every_run_counts or self.combinations(full):
                    return False
            elif expected >= 0 and not four:  # he holds exactly his runs: those shown?
                if starts | starts << 1 | starts << 2 != expected:
                    return False
            elif self.combinations(full) != self.shown[seat]:
                return False
        if not rivals:  # the scoring team holds what it showed and no hidden rival holds anything
            return True
        return self.rivals_beaten(rivals)

    def combinations(self, full: int) -> tuple[Declaration, ...]:
        return best_combinations(full, self.table, self.trump)

    def rivals_beaten(self, rivals: list[tuple[int, int, int]]) -> bool:
        """Whether the scoring team still holds the best combination with these rivals'
        hands (seat, dealt hand, counting fours)."""
        table = self.table
        strength = table.strength
        trump = self.trump
        by_seat = list(self.shown)
        by_seat[self.observer] = self.observer_combinations
        for seat, full, four in rivals:
            if four or not self.every_run_counts:
                by_seat[seat] = self.combinations(full)
            else:  # no four of a kind: he holds all his runs, and only the strongest counts
                by_seat[seat] = (max(runs(full, table), key=lambda d: strength(d, trump)),)
        best_seat = best_declarer(by_seat, self.play_order, table, trump)
        return best_seat >= 0 and best_seat & 1 == self.team

    def forbidden_cards(self, seat: int, held: int) -> int:
        """Cards ``seat`` cannot hold, given the cards it is known to have held.

        A player whose runs are all known (nobody showed anything, or his
        team showed and he showed only runs) cannot hold a card that would
        make three in sequence with two known cards outside those runs (or
        lengthen one of them); one known to hold nothing at all cannot hold
        the last card of a counting four of which he is known to hold three.
        A rival of the scoring team is left to ``accepts``.
        """
        if not self.every_run_counts:
            return 0
        shown: tuple[Declaration, ...] = ()
        if self.team >= 0:
            if seat & 1 != self.team:
                return 0
            shown = self.shown[seat]
            if self.runs_shown[seat] is None:
                return 0
        starts_at = held >> 1 & held >> 2 & _RUN_STARTS  # the two cards above are held
        middles = held & held >> 2 & _RUN_STARTS  # the cards below and above are held
        ends = held & held >> 1 & _RUN_STARTS  # the two cards below are held
        cards = starts_at | middles << 1 | ends << 2
        if not shown:
            s, h, d, c = held & _SUIT, held >> 13 & _SUIT, held >> 26 & _SUIT, held >> 39 & _SUIT
            threes = (s & h & (d | c) | (s | h) & d & c) & self.table.four_ranks
            cards |= threes | threes << 13 | threes << 26 | threes << 39
        return cards & ~held


def _or_minus_one(cards: int | None) -> int:
    return -1 if cards is None else cards


def _cards_of(combinations: tuple[Declaration, ...]) -> int:
    cards = 0
    for combination in combinations:
        cards |= combination.cards
    return cards
