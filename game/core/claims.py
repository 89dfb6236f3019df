"""Claiming the remaining tricks: the exact check shared by Belote's claim and Baloot's Sawa.

A claim is right when the claimer's team can play so that it wins every trick still to
be played *whatever legal cards the opponents play* (every hand in view): the claimer
leads, his team chooses its cards, each opponent may play any card the play rules in
force allow.  ``claim_check`` searches that game tree exactly (memoised on the position);
with at most eight cards a hand it stays small because every line in which an opponent
takes a trick is cut at once.  It returns the card that refutes a wrong claim (an
opponent's card that takes a trick whatever the team does first), for the refusal.

``ClaimAction`` is the spoken claim (``claim``, Baloot's ``sawa`` and ``akka``): a decision
whose record text is its kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from game.core.actions import ActionKind, Wording
from game.core.api import Event
from game.core.cards import indices_of
from game.core.reasons import reason_kind
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

Legal = Callable[[int, int, int, int, bool], int]
"""The playable cards of ``seat`` holding ``hand`` in a trick whose led suit is ``led`` (-1
when leading) and whose winning card is ``winner``, ``partner`` telling whether his partner
is winning it: ``legal(seat, hand, led, winner, partner)``."""

CLAIM_NOT_LEAD: Final = reason_kind(
    "claim.not_lead", "a claim is made only on one's own lead, before the trick's first card"
)
CLAIM_WRONG: Final = reason_kind(
    "claim.wrong", "the claim is wrong: seat {seat} may still take a trick with {card}"
)


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """A claim said instead of a card (``claim``, ``sawa``) or before one (``akka``)."""

    kind: str

    action_kind: ClassVar[ActionKind] = ActionKind.DECISION

    def __str__(self) -> str:
        return self.kind

    def wording(self) -> Wording:
        return Wording(self.kind)

    @property
    def words(self) -> str:
        return self.kind


CLAIM: Final = ClaimAction("claim")


@dataclass(frozen=True, slots=True)
class Refutation:
    """Why a claim is wrong: the opponent and his card that takes a trick."""

    seat: int
    card: int


class ClaimSearch:
    """The exact search of one claim: the team ``team`` (0 or 1) must win every trick still
    to be played, each hand in view, whatever legal cards the opponents play."""

    def __init__(self, team: int, step: int, order: TrickOrder, legal: Legal) -> None:
        self.team = team
        self.step = step
        self.order = order
        self.legal = legal
        self.memo: dict[tuple[int, ...], Refutation | None] = {}

    def winner(self, trick: tuple[int, ...], seat: int) -> tuple[int, int]:
        """The card winning ``trick`` and its seat, ``seat`` being the one to play next."""
        step, order = self.step, self.order
        win_card, win_seat = trick[0], (seat - step * len(trick)) % 4
        for i, card in enumerate(trick[1:], 1):
            if order.beats(card, win_card):
                win_card, win_seat = card, (seat - step * (len(trick) - i)) % 4
        return win_card, win_seat

    def choices(self, held: tuple[int, ...], trick: tuple[int, ...], seat: int) -> list[int]:
        """The cards ``seat`` may play now, strongest first."""
        if trick:
            led = trick[0] // 13
            win_card, win_seat = self.winner(trick, seat)
        else:
            led, win_card, win_seat = -1, -1, -1
        cards = self.legal(seat, held[seat], led, win_card, win_seat == seat ^ 2)
        strength = self.order.strength
        ranked = sorted(indices_of(cards), key=lambda c: -strength[c])
        # Only who takes each trick matters: two cards of one suit with no card of another
        # hand (or of the trick) between them play alike, so the weaker is not tried.
        others = 0
        for other in range(4):
            if other != seat:
                others |= held[other]
        for card in trick:
            others |= 1 << card
        kept: list[int] = []
        for card in ranked:
            if kept:
                last = kept[-1]
                if last // 13 == card // 13 and not others & self.between(card, last):
                    continue
            kept.append(card)
        return kept

    def top_trump(self, held: tuple[int, ...]) -> Refutation | None:
        """The strongest trump still held, and its holder."""
        trump = self.order.trump
        best: Refutation | None = None
        strength = self.order.strength
        for seat in range(4):
            for card in indices_of(held[seat] & trump):
                if best is None or strength[card] > strength[best.card]:
                    best = Refutation(seat, card)
        return best

    def between(self, low: int, high: int) -> int:
        """The cards of ``low``'s suit stronger than ``low`` and weaker than ``high``."""
        above = self.order.above
        return above[low] & ~above[high] & ~(1 << high)

    def after(
        self, held: tuple[int, ...], trick: tuple[int, ...], seat: int, card: int
    ) -> Refutation | None:
        """The outcome once ``seat`` has played ``card``."""
        now = list(held)
        now[seat] &= ~(1 << card)
        after = tuple(now)
        if len(trick) < 3:
            return self.search(after, (*trick, card), (seat + self.step) % 4)
        win_card, win_seat = self.winner((*trick, card), (seat + self.step) % 4)
        if win_seat & 1 != self.team:
            return Refutation(win_seat, win_card)
        return self.search(after, (), win_seat)

    def search(self, held: tuple[int, ...], trick: tuple[int, ...], seat: int) -> Refutation | None:
        """``None`` when the team wins every trick from here, else a refutation."""
        if not trick and not held[seat]:
            return None
        key = (*held, *trick, seat)
        memo = self.memo
        if key in memo:
            return memo[key]
        if not trick and self.order.trump:  # the top trump takes whatever trick it falls in
            top = self.top_trump(held)
            if top is not None and top.seat & 1 != self.team:
                memo[key] = top
                return top
        ours = seat & 1 == self.team
        first: Refutation | None = None
        result: Refutation | None = None
        for card in self.choices(held, trick, seat):
            outcome = self.after(held, trick, seat, card)
            if ours and outcome is None:
                break
            if not ours and outcome is not None:
                result = outcome
                break
            if first is None:
                first = outcome
        else:
            result = first if ours else None
        memo[key] = result
        return result

    def team_card(self, held: tuple[int, ...], trick: tuple[int, ...], seat: int) -> int:
        """A card of the team's seat ``seat`` that keeps every trick won (the position must
        be won: the first such card, strongest first)."""
        cards = self.choices(held, trick, seat)
        return next((c for c in cards if self.after(held, trick, seat, c) is None), cards[0])


def claim_check(
    hands: list[int],
    claimer: int,
    step: int,
    order: TrickOrder,
    legal: Legal,
) -> Refutation | None:
    """``None`` when the claimer's team (``claimer`` and ``claimer ^ 2``) wins every remaining
    trick whatever the opponents play, the claimer leading an empty trick; else a refutation.
    ``hands`` are the four card sets still held (equal sizes)."""
    return ClaimSearch(claimer & 1, step, order, legal).search(tuple(hands), (), claimer)


def play_out_claim(state: TrickPlayState[Any], search: ClaimSearch) -> list[Event]:
    """Play the rest of a right claim at once: the claiming team by a line that wins every
    trick, each opponent his strongest legal card; the cards go through ``play_card``, so
    they are scored (and announced) as if played one by one."""
    events: list[Event] = []
    while state.in_play:
        seat = state.to_act
        held = tuple(state.hands)
        trick = tuple(state.trick)
        if seat & 1 == search.team:
            card = search.team_card(held, trick, seat)
        else:
            card = search.choices(held, trick, seat)[0]
        events.extend(state.play_card(card))
    return events
