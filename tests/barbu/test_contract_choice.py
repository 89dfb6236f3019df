"""barbu.md: options, dealing, the declarer and the choice of contract, record texts."""

from __future__ import annotations

import pytest

from game.barbu.actions import KINDS, Contract, Double, parse_barbu_action
from game.barbu.definition import DEFINITION
from game.barbu.rules import BarbuRules
from game.barbu.state import CHOOSING, DOMINOES, DOUBLING, TRICKS
from game.core.api import DealContext
from game.core.cards import Card
from game.core.decks import FULL_52
from game.core.errors import ActionTextError, OptionError
from tests.barbu.helpers import PARLETT, STANDARD, act, barbu_state, hand, reason

# Every suit split so that each seat holds a bit of each (dealer 0).
HANDS = {
    0: "AS KS QS JS TS AH KH 2H 3H AD KD AC KC",
    1: "9S 8S 7S QH JH TH QD JD TD 9D QC JC TC",
    2: "6S 5S 4S 9H 8H 7H 8D 7D 6D 9C 8C 7C 6C",
    3: "3S 2S 6H 5H 4H 5D 4D 3D 2D 5C 4C 3C 2C",
}


def test_options_default_to_standard_and_reject_unknown_values() -> None:
    assert DEFINITION.parse_options({}) == BarbuRules("standard")
    assert DEFINITION.parse_options({"variant": "parlett"}).parlett
    assert DEFINITION.options_to_json(PARLETT) == {"variant": "parlett", "rounds": 7}
    with pytest.raises(OptionError, match="variant"):
        DEFINITION.parse_options({"variant": "ravage"})
    with pytest.raises(OptionError, match="unknown option"):
        DEFINITION.parse_options({"target": 100})
    assert not DEFINITION.teams
    assert list(DEFINITION.deck(STANDARD)) == list(FULL_52)


@pytest.mark.parametrize("dealer", range(4))
def test_cards_are_dealt_one_at_a_time_clockwise_from_the_dealers_left(dealer: int) -> None:
    state = DEFINITION.new_deal(STANDARD, FULL_52, DealContext(dealer, (0,) * 4, 0, (0,) * 4))
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        expected = " ".join(sorted(FULL_52[i].code for i in range(k, 52, 4)))
        assert hand(state, seat) == expected


def test_the_deal_passes_clockwise() -> None:
    assert [DEFINITION.next_dealer(STANDARD, d) for d in range(4)] == [1, 2, 3, 0]


@pytest.mark.parametrize("dealer", range(4))
def test_the_dealer_declares_in_standard_his_left_in_parlett(dealer: int) -> None:
    standard = barbu_state(HANDS, dealer)
    assert standard.declarer == standard.to_act == dealer and standard.phase == CHOOSING
    parlett = barbu_state(HANDS, dealer, PARLETT)
    assert parlett.declarer == parlett.to_act == (dealer + 1) % 4


def test_a_fresh_declarer_may_choose_every_contract_with_trump_or_start_rank() -> None:
    texts = [str(a) for a in barbu_state(HANDS).legal_actions()]
    assert texts == [
        "contract:no-tricks",
        "contract:no-queens",
        "contract:no-last-two",
        "contract:no-hearts",
        "contract:no-king-of-hearts",
        "contract:trumps:S",
        "contract:trumps:H",
        "contract:trumps:D",
        "contract:trumps:C",
        *(f"contract:domino:{r}" for r in "23456789TJQKA"),
    ]


def test_in_parlett_dominoes_has_no_start_rank_to_name() -> None:
    texts = [str(a) for a in barbu_state(HANDS, rules=PARLETT).legal_actions()]
    assert texts[-1] == "contract:domino" and len(texts) == 10
    assert "first card sets the start rank" in reason(
        barbu_state(HANDS, rules=PARLETT), "contract:domino:7"
    )
    assert "must name the start rank" in reason(barbu_state(HANDS), "contract:domino")


def test_a_declarer_chooses_only_contracts_he_has_not_declared() -> None:
    declared = 1 << KINDS.index("trumps") | 1 << KINDS.index("no-queens")
    state = barbu_state(HANDS, dealer=2, declared=(0, 0, declared, 0))
    texts = [str(a) for a in state.legal_actions()]
    assert not any(t.startswith("contract:trumps") for t in texts)
    assert "contract:no-queens" not in texts and len(texts) == 4 + 13
    assert reason(state, "contract:trumps:H") == "seat 2 has already declared Trumps"
    assert reason(state, "contract:no-queens") == "seat 2 has already declared No queens"
    domino = barbu_state(HANDS, dealer=2, declared=(0, 0, 1 << KINDS.index("domino"), 0))
    assert reason(domino, "contract:domino:7") == "seat 2 has already declared Dominoes"
    # Another seat's declarations do not limit him.
    other = barbu_state(HANDS, dealer=1, declared=(0, 0, declared, 0))
    assert "contract:trumps:H" in [str(a) for a in other.legal_actions()]


def test_choosing_then_doubling_then_play() -> None:
    state = barbu_state(HANDS, dealer=3)
    act(state, "contract:trumps:H")
    assert state.phase == DOUBLING and state.to_act == 0
    assert reason(state, "contract:no-tricks") == "the contract is already chosen"
    assert reason(state, "AS") == "the doubling is not over"
    act(state, "double:none", "double:none", "double:none", "double:none")
    assert state.phase == TRICKS and state.to_act == 3
    assert state.order is not None and state.order.trump_suit == 1
    view = state.view(1)
    assert (view.contract_text, view.contract_name, view.phase) == (
        "contract:trumps:H",
        "Trumps (hearts)",
        "tricks",
    )


def test_in_parlett_the_play_starts_at_once() -> None:
    state = barbu_state(HANDS, dealer=3, rules=PARLETT)
    act(state, "contract:domino")
    assert state.phase == DOMINOES and state.to_act == 0
    assert reason(state, "double:none") == "there is no doubling in parlett"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("contract:no-tricks", Contract("no-tricks")),
        ("contract:no-queens", Contract("no-queens")),
        ("contract:no-last-two", Contract("no-last-two")),
        ("contract:no-hearts", Contract("no-hearts")),
        ("contract:no-king-of-hearts", Contract("no-king-of-hearts")),
        ("contract:trumps:S", Contract("trumps", suit=0)),
        ("contract:trumps:c", Contract("trumps", suit=3)),
        ("contract:domino:7", Contract("domino", rank=5)),
        ("contract:domino:10", Contract("domino", rank=8)),
        ("contract:domino:T", Contract("domino", rank=8)),
        ("contract:domino", Contract("domino")),
        ("double:none", Double(())),
        ("double:1,3", Double((1, 3))),
        ("double:3,0", Double((0, 3))),
        ("pass", parse_barbu_action("pass")),
        ("10h", Card.parse("TH")),
    ],
)
def test_record_texts_read_and_write(text: str, action: object) -> None:
    parsed = DEFINITION.parse_action(STANDARD, text)
    assert parsed == action
    if text in ("contract:trumps:c", "contract:domino:10", "double:3,0", "10h"):
        return
    assert str(parsed) == text


@pytest.mark.parametrize(
    "text",
    [
        "contract:trumps",
        "contract:trumps:X",
        "contract:domino:1",
        "contract:barbu",
        "double:4",
        "double:1,1",
        "double:",
        "take",
        "ZZ",
        "contract:no-tricks:S",
    ],
)
def test_bad_action_texts_are_refused_with_a_message(text: str) -> None:
    with pytest.raises(ActionTextError, match="not a"):
        DEFINITION.parse_action(STANDARD, text)
