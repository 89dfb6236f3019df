"""Burraco's reasons in positions built for them: what the pile gives, and what a discard
risks giving the next player's side."""

from __future__ import annotations

import random
from typing import Any

from ai.games.burraco.reasons import pile_fit
from ai.review.explain import Explanation, explain
from game.burraco.actions import DRAW, PICKUP, Discard
from game.burraco.bag import CardBag
from game.burraco.melds import TableMeld, read_meld
from game.burraco.state import PLAY_PHASE, BurracoState
from game.catalog import get_game
from game.core.cards import JOKER_INDEX, Card
from game.core.match import Match
from tests.ai.test_reasons_truth import options_for


def start(seed: int = 2) -> BurracoState:
    definition = get_game("burraco")
    match = Match(definition, definition.parse_options({}), 0)
    _, state = match.deal_shuffled(random.Random(seed))
    assert isinstance(state, BurracoState)
    return state


def indices(*codes: str) -> list[int]:
    return [JOKER_INDEX if code == "JO" else Card.parse(code).index for code in codes]


def meld(*codes: str) -> TableMeld:
    found = read_meld(tuple(indices(*codes)))
    assert isinstance(found, TableMeld)
    return found


def why(state: BurracoState, best: Any) -> Explanation:
    seat = state.to_act
    legal = state.legal_actions()
    return explain(state, seat, options_for(legal, best), legal, state.definition.partners_of(seat))


def test_the_pile_is_taken_for_the_cards_that_meld_with_the_hand() -> None:
    state = start()
    seat = state.to_act
    state.hands[seat] = CardBag(indices("5S", "6S", "KD", "9C"))
    state.pile = indices("7S", "QH")
    assert pile_fit(state, seat) == indices("7S")
    said = why(state, PICKUP)
    assert said.kind == "pile_gives" and said.cards == ("7S",) and said.count == 2


def test_a_pile_that_fits_nothing_or_holds_a_wild_card() -> None:
    state = start()
    seat = state.to_act
    state.hands[seat] = CardBag(indices("5S", "9H", "KD", "3C"))
    state.pile = indices("QH", "8D", "4C")
    said = why(state, DRAW)
    assert said.kind == "pile_useless" and said.count == 3
    assert why(state, PICKUP).kind == "pile_many"
    state.hands[seat] = CardBag(indices("9H"))
    state.pile = indices("JO")
    said = why(state, PICKUP)
    assert said.kind == "pile_wild" and said.cards == ("JO",)


def test_a_discard_is_safe_when_no_meld_of_the_next_side_takes_it() -> None:
    state = start()
    seat = state.to_act
    state.apply(DRAW)
    assert state.phase == PLAY_PHASE
    following = (seat + 1) % 4
    state.melds[following & 1] = [meld("5S", "6S", "7S")]
    state.hands[seat] = CardBag(indices("8S", "KD", "KD", "9C"))
    said = why(state, Discard(indices("9C")[0]))
    assert said.kind == "discard_safe" and said.seat == following and said.card == "9C"
    assert why(state, Discard(indices("8S")[0])).kind != "discard_safe"


def test_when_every_discard_helps_the_next_side_the_cheapest_is_said() -> None:
    state = start()
    seat = state.to_act
    state.apply(DRAW)
    following = (seat + 1) % 4
    state.melds[following & 1] = [meld("5S", "6S", "7S")]
    state.hands[seat] = CardBag(indices("2C", "JO"))
    said = why(state, Discard(indices("2C")[0]))
    assert said.kind == "discard_all_fit" and said.seat == following
