"""Scoring a hand item by item, the end of the game, and the replayer's words."""

from __future__ import annotations

import pytest

from game.burraco.bag import CardBag
from game.burraco.definition import DEFINITION, BurracoRules
from game.burraco.melds import CARD_POINTS
from game.burraco.state import BurracoState
from game.core.api import DealResult
from game.core.cards import Card, parse_cards
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import ReplayError, replay
from tests.burraco.helpers import burraco_deck, burraco_state, put_meld


def bag(text: str) -> CardBag:
    return CardBag(c.index for c in parse_cards(text))


CODES = ("JO", "2H", "AS", "KD", "8C", "7S", "3D")


def test_card_points() -> None:
    points = {code: CARD_POINTS[Card.parse(code).index] for code in CODES}
    assert points == {"JO": 30, "2H": 20, "AS": 15, "KD": 10, "8C": 10, "7S": 5, "3D": 5}


def finished_position() -> BurracoState:
    state = burraco_state({})
    state.melds = [[], []]
    put_meld(state, 0, "5H 6H 7H 8H 9H TH JH")  # clean burraco: 55 points of cards
    put_meld(state, 0, "4D 5D 6D JO 8D 9D TD")  # dirty burraco: 75
    put_meld(state, 0, "KS KH KD")  # 30
    put_meld(state, 1, "AS AH AD")  # 45
    state.hands = [bag(""), bag("JO 7S"), bag("QS 2C"), bag("KH KD 5C")]
    state.pot_taken = [True, False]
    state.closer = 0
    state.end = "closed"
    return state


def test_a_full_hand_scored_by_hand() -> None:
    state = finished_position()
    team0, team1 = state.team_scores()
    # team 0: 200 + 100 burracos, 100 closing, 55 + 75 + 30 melded, pot taken, QS 2C left (-30)
    assert (team0.burracos, team0.closing, team0.melded, team0.pot, team0.in_hand) == (
        300,
        100,
        160,
        0,
        -30,
    )
    assert team0.total == 530
    # team 1: 45 melded, no pot (-100), JO 7S and KH KD 5C left (-60)
    assert (team1.burracos, team1.closing, team1.melded, team1.pot, team1.in_hand) == (
        0,
        0,
        45,
        -100,
        -60,
    )
    assert state.result().points == (530, -115)


def test_an_unseen_pot_counts_at_its_points_and_spares_the_minus_100() -> None:
    state = finished_position()
    state.pot_taken = [True, True]
    state.unseen[1] = [c.index for c in parse_cards("KS KS KH KH KD KD KC KC QS QS QH")]
    team1 = state.team_scores()[1]
    assert team1.pot == 0 and team1.in_hand == -60 - 110
    assert team1.total == 45 - 170


@pytest.mark.parametrize(
    ("totals", "winner"),
    [((2005, 1990), 0), ((1500, 2100), 1), ((2010, 2010), "draw"), ((2004, 100), None)],
)
def test_the_game_goes_to_the_target(totals: tuple[int, int], winner: object) -> None:
    rules = BurracoRules()
    assert DEFINITION.match_winner(rules, totals, [DealResult((0, 0))]) == winner
    assert DEFINITION.match_winner(BurracoRules(target=500), (600, 0), []) == 0
    assert DEFINITION.parse_options({}) == rules
    assert DEFINITION.options_to_json(DEFINITION.parse_options({"target": 1000})) == {
        "target": 1000
    }


def test_the_replayer_names_the_burraco_rule_broken() -> None:
    deck = burraco_deck(3, {0: "5S 5H 5D 2C JO 9C TC"})
    record = GameRecord(
        "burraco", {}, 3, [RecordedDeal(deck, [(0, "draw"), (0, "meld:5S,5H,JO,2C")])]
    )
    with pytest.raises(ReplayError) as error:
        replay(record)
    assert str(error.value) == (
        "deal 1, action 2: seat 0 may not meld 5S,5H,JO,2C: a set may hold only one wild card"
    )
    record.deals[0].actions[1] = (1, "draw")
    with pytest.raises(
        ReplayError, match="seat 1 may not draw from the stock: it is seat 0's turn"
    ):
        replay(record)


def test_a_record_in_progress_replays() -> None:
    deck = burraco_deck(3, {0: "5S 5H 5D 2C JO 9C TC"})
    record = GameRecord(
        "burraco",
        {},
        3,
        [RecordedDeal(deck, [(0, "draw"), (0, "meld:5S,5H,5D"), (0, "discard:9C")])],
    )
    result = replay(record)
    assert result.unfinished is not None and result.summary()["in_progress"] is True
