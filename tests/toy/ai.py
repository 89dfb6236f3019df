"""The toy's AI entry, as a game's AI package declares it: a rule-based player, its pieces
and its hand review.

The generic searches of every level are built from these pieces; nothing in
``ai`` needs to know the game.  Its review marks by tricks (a deal has two, a point
each): giving one away is a blunder.
"""

from __future__ import annotations

import random
from typing import Any

from ai.game_ai import GameAI
from ai.review import MarkScale, Strength
from ai.review.spec import ReviewGame, pimc_sampler
from ai.search.api_solver import solve_api
from ai.search.pieces import GamePieces
from ai.search.utility import final_points
from game.core.api import State
from game.core.cards import card_at, indices_of
from game.core.trickplay import TrickPlayState
from tests.toy.game import TOY_ORDER, ToyState


def weakest(cards: int) -> int:
    return min(indices_of(cards), key=lambda card: TOY_ORDER.strength[card])


def strongest(cards: int) -> int:
    return max(indices_of(cards), key=lambda card: TOY_ORDER.strength[card])


def toy_card(world: ToyState, seat: int) -> int:
    """Lead the strongest card; follow with a card that takes the trick from the opponents,
    else the weakest (never over the partner)."""
    cards = world.playable(seat)
    if not world.trick:
        return strongest(cards)
    if world.win_seat % 2 == seat % 2:
        return weakest(cards)
    winning = [card for card in indices_of(cards) if TOY_ORDER.beats(card, world.win_card)]
    return winning[0] if winning else weakest(cards)


def toy_bot(world: State, seat: int, legal: list[Any]) -> Any:
    if isinstance(world, ToyState) and world.in_play:
        card = card_at(toy_card(world, seat))
        if card in legal:
            return card
    return legal[0]


def toy_finish(world: State, rng: random.Random) -> tuple[int, ...]:
    """The rule-based player in every seat to the end of the deal."""
    while not world.is_over:
        world.apply(toy_bot(world, world.to_act, world.legal_actions()))
    return final_points(world)


def toy_in_play(world: State) -> bool:
    return isinstance(world, TrickPlayState) and world.in_play


TOY_REVIEW = ReviewGame(
    Strength(worlds=8, rollouts=1, solve_cards=8),
    MarkScale(good=0.25, inaccuracy=0.5, mistake=1.0, blunder=2.0),
    pimc_sampler,
    seconds_a_deal=0.5,
)

TOY_AI = GameAI(
    GamePieces(toy_bot, toy_finish, toy_in_play, solve_api, point_tricks=False),
    review=TOY_REVIEW,
)
