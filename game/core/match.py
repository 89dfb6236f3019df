"""A match: the series of deals of one game, with dealer rotation and totals.

The rules of each game (its ``GameDefinition``) say who deals next, what a deal
carries to the next (Belote's reserve, Barbu's contracts already chosen), and
when the game is over; this class only keeps the books.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core.api import DealContext, DealResult, GameDefinition, State
from game.core.cards import Card
from game.core.decks import check_deck, shuffled


class Match:
    """Totals, dealer and results of a game in progress."""

    def __init__(self, definition: GameDefinition[Any], rules: Any, first_dealer: int) -> None:
        self.definition = definition
        self.rules = rules
        self.first_dealer = first_dealer
        self.dealer = first_dealer
        self.players = 2 if definition.teams else definition.seats
        self.totals: list[int] = [0] * self.players
        self.results: list[DealResult] = []
        self.carry: Any = definition.initial_carry(rules)
        self.winner: int | str | None = None

    @property
    def is_finished(self) -> bool:
        return self.winner is not None

    def context(self) -> DealContext:
        return DealContext(
            dealer=self.dealer,
            totals=tuple(self.totals),
            deal_number=len(self.results),
            carry=self.carry,
        )

    def deal_from(self, deck: Sequence[Card] | Sequence[str]) -> State:
        """Start the next deal from a given deck order (checked)."""
        cards = check_deck(deck, self.definition.deck(self.rules))
        return self.definition.new_deal(self.rules, cards, self.context())

    def deal_shuffled(self, rng: random.Random) -> tuple[list[Card], State]:
        """Start the next deal from a seeded shuffle; returns the deck order too."""
        cards = shuffled(self.definition.deck(self.rules), rng)
        return cards, self.definition.new_deal(self.rules, cards, self.context())

    def finish_deal(self, state: State) -> DealResult:
        """Book a finished deal: totals, carry, next dealer, and the end of the game."""
        result = state.result()
        self.results.append(result)
        for i, points in enumerate(result.points):
            self.totals[i] += points
        self.carry = result.carry
        if not result.same_dealer:
            self.dealer = self.definition.next_dealer(self.rules, self.dealer)
        if result.decides_winner is not None:
            self.winner = result.decides_winner
        else:
            self.winner = self.definition.match_winner(self.rules, self.totals, self.results)
        return result
