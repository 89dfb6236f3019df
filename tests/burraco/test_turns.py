"""The deal, the turn, the one-card pile, pots, closing and the ends of a hand."""

from __future__ import annotations

import random
import re

import pytest

from game.burraco.actions import Discard, Layoff, Meld
from game.burraco.bag import CardBag
from game.burraco.definition import DEFINITION, BurracoRules
from game.burraco.melds import CARD_POINTS
from game.burraco.state import PLAY_PHASE, BurracoState
from game.core.api import DealContext, EventKind
from game.core.cards import Card, card_at, parse_cards
from game.core.decks import TWO_DECKS_108, shuffled
from game.core.errors import ActionTextError
from tests.burraco.helpers import act, burraco_state, codes, hand_codes, put_meld, refused

# --- dealing ----------------------------------------------------------------


def test_the_deal_follows_the_spec_from_a_deck() -> None:
    deck = shuffled(TWO_DECKS_108, random.Random(3))
    state = DEFINITION.new_deal(BurracoRules(), deck, DealContext(dealer=1, totals=(0, 0)))
    assert isinstance(state, BurracoState)
    order = [c.index for c in deck]
    for i in range(44):
        seat = (1 + 1 + i) % 4  # one at a time, clockwise from the dealer's left
        assert state.hands[seat].count(order[i]) >= 1
    for seat in range(4):
        assert sorted(state.hands[seat].indices()) == sorted(
            order[i] for i in range(44) if (2 + i) % 4 == seat
        )
    assert state.pots == [order[55:66], order[44:55]]  # pot B lies on top: taken first
    assert state.pile == [order[66]]
    assert state.stock == order[67:] and len(state.stock) == 41
    assert state.to_act == 2  # the dealer's left
    assert DEFINITION.next_dealer(BurracoRules(), 1) == 2
    assert sorted(state.cards_in_play()) == sorted(c.index for c in TWO_DECKS_108)


# --- the turn ---------------------------------------------------------------


def test_a_turn_is_draw_or_pickup_then_melds_then_a_discard() -> None:
    state = burraco_state({0: "5S 5H 5D 9C TC JC 3H 7D 8S KD QH"}, pile="4C", stock="6C")
    assert [str(a) for a in state.legal_actions()] == ["draw", "pickup"]
    assert "draw from the stock or pick up" in refused(state, "discard:5S")
    act(state, "draw")
    assert "already drawn" in refused(state, "pickup")
    act(state, "meld:5S,5H,5D", "meld:9C,TC,JC")
    act(state, "discard:3H")
    assert state.to_act == 1
    assert [m.text() for m in state.melds[0]] == ["5S,5H,5D", "9C,TC,JC"]
    assert state.pile[-1] == Card.parse("3H").index


def test_pickup_takes_the_whole_pile_and_the_cards_stay_known() -> None:
    state = burraco_state({0: "5S 9C", 1: "KD 4S QH"}, pile="7H")
    act(state, "draw", "discard:9C", "pickup")
    assert state.hands[1].count(Card.parse("9C").index) == 1
    assert [card_at(c).code for c in state.known[1].indices()] == ["7H", "9C"]
    world = state.determinize(0, random.Random(1))
    assert world.hands[1].count(Card.parse("9C").index) >= 1  # known cards stay put
    act(state, "discard:KD")
    act(state, "draw", "discard:" + hand_codes(state, 2)[0])
    act(state, "draw", "discard:" + hand_codes(state, 3)[0])
    act(state, "pickup")  # seat 0 takes the pile: seat 1's cards are still known
    assert [card_at(c).code for c in state.known[1].indices()] == ["7H", "9C"]


def test_the_one_card_pile_may_not_be_discarded_in_the_same_turn() -> None:
    state = burraco_state({0: "5S 9C 3H"}, pile="KD")
    act(state, "pickup")
    assert "one-card pile" in refused(state, "discard:KD")
    assert "discard:KD" not in [str(a) for a in state.legal_actions()]


def test_an_identical_copy_of_the_one_card_pile_may_be_discarded() -> None:
    state = burraco_state({0: "5S 9C 3H KD"}, pile="KD")
    act(state, "pickup", "discard:KD")
    assert state.hands[0].count(Card.parse("KD").index) == 1
    assert [card_at(c).code for c in state.known[0].indices()] == ["KD"]


def test_after_melding_the_picked_up_card_its_twin_may_be_discarded() -> None:
    state = burraco_state({0: "JD QD KD 9C 4S"}, pile="KD")
    act(state, "pickup", "meld:JD,QD,KD", "discard:KD")


def test_a_multi_card_pile_has_no_such_rule() -> None:
    state = burraco_state({0: "5S 9C 3H", 1: "8H"}, pile="KD")
    act(state, "draw", "discard:9C")
    act(state, "pickup", "discard:9C")


def test_one_set_per_rank_per_team() -> None:
    state = burraco_state({0: "5S 5H 5D 5C 5S JO 9C"}, stock="8D")
    act(state, "draw", "meld:5S,5H,5D")
    assert "already has a set of 5s" in refused(state, "meld:5S,5C,JO")
    assert "layoff:1:5S,5C" in [str(a) for a in state.legal_actions()]


def test_why_illegal_answers_texts_that_are_not_listed() -> None:
    state = burraco_state({0: "5S 5H 5D 2C JO 9C TC"})
    act(state, "draw")
    assert refused(state, "meld:5S,5H,JO,2C") == "a set may hold only one wild card"
    assert refused(state, "meld:AS,AH,AD") == "you do not hold AS"
    assert refused(state, "meld:5S,5S,5H") == "you hold only 1 5S, not 2"
    assert "no meld 3" in refused(state, "layoff:3:5C")
    assert "2s" in refused(state, "meld:2C,JO,5S") or "wild" in refused(state, "meld:2C,JO,5S")


def test_the_choice_of_end_is_required_where_it_exists() -> None:
    state = burraco_state({0: "5S 6S 7S JO 9C TC KD 8S 3D 4D 8H"})
    act(state, "draw", "meld:5S,6S,7S")
    assert "either end" in refused(state, "layoff:1:JO")
    assert "no choice of end" in refused(state, "layoff:1:8S:low")
    act(state, "layoff:1:JO:high")
    assert state.melds[0][0].text() == "5S,6S,7S,JO"


def test_the_actions_read_and_write_the_record_texts() -> None:
    parse = DEFINITION.parse_action
    rules = BurracoRules()
    assert str(parse(rules, "draw")) == "draw"
    assert str(parse(rules, "PICKUP")) == "pickup"
    assert str(parse(rules, "meld:10h,jh,jo")) == "meld:TH,JH,JO"
    assert parse(rules, "layoff:2:7S,5S:low") == Layoff(2, (3, 5), "low")
    assert str(parse(rules, "layoff:2:7S,5S:low")) == "layoff:2:5S,7S:low"
    assert parse(rules, "discard:QC") == Discard(Card.parse("QC").index)
    assert parse(rules, "meld:5S,5H,5D") == Meld(
        tuple(Card.parse(c).index for c in codes("5S 5H 5D"))
    )
    for bad in ("hello", "meld:", "meld:XX", "layoff:x:5S", "discard:5S,6S"):
        with pytest.raises(ValueError):
            parse(rules, bad)


@pytest.mark.parametrize("number", ["1" * 5000, "-1", "12345"])
def test_a_layoff_names_its_meld_in_a_few_ascii_digits(number: str) -> None:
    with pytest.raises(ActionTextError, match="write a lay-off as"):
        DEFINITION.parse_action(BurracoRules(), f"layoff:{number}:5S")


@pytest.mark.parametrize(("number", "code"), [("\u00b2", "U+00B2"), ("\u0663", "U+0663")])
def test_a_layoff_in_digits_that_are_not_ascii_is_refused(number: str, code: str) -> None:
    with pytest.raises(ActionTextError, match=re.escape(f"not plain ASCII ({code})")):
        DEFINITION.parse_action(BurracoRules(), f"layoff:{number}:5S")


# --- the pot ----------------------------------------------------------------

HAND_FOR_POT = "AS AH AD AC 3S 3H 3D 3C 7H 7D 5S"


def test_pot_by_discarding_is_hidden_until_the_partners_turn_ends() -> None:
    state = burraco_state({0: HAND_FOR_POT}, pot_b="KS KS KH KH KD KD KC KC QS QS QH", stock="7C")
    act(state, "draw", "meld:AS,AH,AD,AC", "meld:3S,3H,3D,3C", "meld:7H,7D,7C", "discard:5S")
    assert state.pot_taken == [True, False]
    assert len(state.hands[0]) == 0 and state.unseen[0] is not None
    assert state.view(0).unseen_pots == (11, 0, 0, 0)
    world = state.determinize(0, random.Random(2))
    assert sorted(world.unseen[0] or []) != sorted(state.unseen[0])  # not yet seen: resampled
    for seat in (1, 2):
        act(state, "draw", "discard:" + hand_codes(state, seat)[0])
        assert len(state.hands[0]) == (0 if seat == 1 else 11)
    assert sorted(hand_codes(state, 0)) == sorted(codes("KS KS KH KH KD KD KC KC QS QS QH"))
    world = state.determinize(0, random.Random(2))
    assert world.hands[0] == state.hands[0]  # seen: his own hand now


def test_pot_in_flight_is_taken_at_once_and_the_turn_goes_on() -> None:
    state = burraco_state({0: "AS AH AD AC 3S 3H 3D 3C 7H 7D 7S"}, pot_b="KS " * 2, stock="7C")
    act(state, "draw", "meld:AS,AH,AD,AC", "meld:3S,3H,3D,3C")
    events = act(state, "meld:7S,7H,7D,7C")
    assert any(e.kind is EventKind.POT for e in events)  # type: ignore[attr-defined]
    assert len(state.hands[0]) == 11 and state.phase == PLAY_PHASE and state.to_act == 0
    assert state.pots and len(state.pots) == 1
    act(state, "discard:KS")
    assert state.to_act == 1


def test_each_team_takes_one_pot_pot_b_first() -> None:
    state = burraco_state(
        {0: HAND_FOR_POT, 1: HAND_FOR_POT},
        pot_a="QD",
        pot_b="KS",
        stock="7C 7S",
    )
    act(state, "draw", "meld:AS,AH,AD,AC", "meld:3S,3H,3D,3C", "meld:7H,7D,7C", "discard:5S")
    assert Card.parse("KS").index in (state.unseen[0] or [])
    act(state, "draw", "meld:AS,AH,AD,AC", "meld:3S,3H,3D,3C", "meld:7S,7H,7D", "discard:5S")
    assert Card.parse("QD").index in (state.unseen[1] or [])
    assert state.pots == [] and state.pot_taken == [True, True]


# --- closing ----------------------------------------------------------------

CLOSING_HAND = "KS KH KD QS QH QD 4S 4H 4D 4C 8C"


def closing_position(burraco: bool) -> BurracoState:
    state = burraco_state({0: CLOSING_HAND}, stock="9C")
    state.pots.pop(0)
    state.pot_taken[0] = True
    put_meld(state, 0, "5C 6C 7C")
    if burraco:
        put_meld(state, 0, "5H 6H 7H 8H 9H TH JH")
    act(state, "draw", "meld:KS,KH,KD", "meld:QS,QH,QD", "meld:4S,4H,4D,4C")
    return state


def test_closing_allowed_with_the_pot_and_a_burraco() -> None:
    state = closing_position(burraco=True)
    act(state, "layoff:1:8C", "discard:9C")
    assert state.is_over and state.end == "closed" and state.closer == 0
    scores = state.team_scores()
    assert scores[0].closing == 100 and scores[1].closing == 0
    # 5C-8C 25, the clean burraco 55, KKK 30, QQQ 30, 4444 20; North's cards count against
    north = sum(CARD_POINTS[c] for c in state.hands[2].indices())
    assert scores[0].total == 200 + 100 + 160 - north
    assert state.result().points[0] == 460 - north


def test_closing_refused_without_a_burraco() -> None:
    state = closing_position(burraco=False)
    assert "cannot close yet" in refused(state, "layoff:1:8C")
    act(state, "discard:8C")  # keeps one card: no close
    assert not state.is_over and len(state.hands[0]) == 1


def test_a_team_with_its_pot_never_melds_down_to_zero() -> None:
    state = closing_position(burraco=True)
    assert "may not meld down to zero" in refused(state, "layoff:1:8C,9C")


def test_the_last_card_may_not_be_wild() -> None:
    state = burraco_state({0: "KS KH KD QS QH QD 4S 4H 4D 4C JO"}, stock="8C")
    state.pots.pop(0)
    state.pot_taken[0] = True
    put_meld(state, 0, "5C 6C 7C")
    put_meld(state, 0, "5H 6H 7H 8H 9H TH JH")
    act(state, "draw", "meld:KS,KH,KD", "meld:QS,QH,QD", "meld:4S,4H,4D,4C")
    assert "may not be wild" in refused(state, "layoff:1:8C")
    state.hands[0] = CardBag([Card.parse("JO").index])
    assert refused(state, "discard:JO") == "the closing discard may not be a wild card"


def test_before_the_pot_a_player_may_meld_down_to_one_and_discard_it() -> None:
    state = burraco_state({0: HAND_FOR_POT}, stock="7C")
    act(state, "draw", "meld:AS,AH,AD,AC", "meld:3S,3H,3D,3C", "meld:7H,7D,7C")
    assert [str(a) for a in state.legal_actions()][-1] == "discard:5S"


# --- the other ends of a hand ---------------------------------------------


def test_stock_low_ends_the_hand_after_that_turn() -> None:
    state = burraco_state({})
    draws = 0
    while len(state.stock) > 3:
        act(state, "draw", "discard:" + hand_codes(state, state.to_act)[0])
        draws += 1
    assert not state.is_over
    seat = state.to_act
    act(state, "draw")
    assert len(state.stock) == 2 and state.view(seat).last_turn and not state.is_over
    act(state, "discard:" + hand_codes(state, seat)[0])
    assert state.is_over and state.end == "stock low" and draws == 38


def test_stalemate_after_four_one_card_pickups_in_a_row() -> None:
    state = burraco_state({})
    for _ in range(4):
        assert not state.is_over
        act(state, "pickup")
        card = next(c for c in hand_codes(state, state.to_act) if c != card_at(state.pinned).code)
        act(state, "discard:" + card)
    assert state.is_over and state.end == "stalemate"


def test_a_draw_breaks_the_stalemate_count() -> None:
    state = burraco_state({})
    # the pickup after a draw takes a two-card pile: it does not count either
    for text in ("pickup", "pickup", "draw", "pickup", "pickup", "pickup", "pickup"):
        act(state, text)
        pinned = card_at(state.pinned).code if state.pinned >= 0 else ""
        act(state, "discard:" + next(c for c in hand_codes(state, state.to_act) if c != pinned))
    assert not state.is_over
    act(state, "pickup")
    pinned = card_at(state.pinned).code
    act(state, "discard:" + next(c for c in hand_codes(state, state.to_act) if c != pinned))
    assert state.is_over and state.end == "stalemate"


# --- information --------------------------------------------------------------


def test_determinize_keeps_what_the_seat_knows_and_hides_the_partner() -> None:
    state = burraco_state({0: "5S 9C", 1: "KD 4S QH"}, pile="7H")
    act(state, "draw", "discard:9C", "pickup", "discard:KD")
    for seed in range(5):
        world = state.determinize(0, random.Random(seed))
        assert world.hands[0] == state.hands[0]
        assert world.hands[1].count(Card.parse("9C").index) >= 1
        assert world.info_key(0) == state.info_key(0)
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    partners = {tuple(state.determinize(0, random.Random(s)).hands[2].indices()) for s in range(5)}
    assert len(partners) > 1  # the partner's hand is not known


def test_sampled_worlds_keep_every_fact_in_random_play() -> None:
    rng = random.Random(8)
    match_state = burraco_state({})
    for _ in range(3):
        state = match_state.clone()
        while not state.is_over:
            for seat in range(4):
                world = state.determinize(seat, rng)
                assert world.hands[seat] == state.hands[seat]
                for other in range(4):
                    assert world.hands[other].holds(state.known[other].indices())
                    assert len(world.hands[other]) == len(state.hands[other])
                    assert len(world.unseen[other] or ()) == len(state.unseen[other] or ())
                assert world.melds == state.melds and world.pile == state.pile
                assert len(world.stock) == len(state.stock)
                assert [len(p) for p in world.pots] == [len(p) for p in state.pots]
            state.apply(rng.choice(state.legal_actions()))
        match_state = burraco_state({}, dealer=rng.randrange(4))


def test_the_wild_movements_through_record_texts() -> None:
    state = burraco_state({0: "JH 4S 8D 2D 6D KC QC 9S 3H 7C 5H"})
    put_meld(state, 0, "9H TH JO QH")
    put_meld(state, 0, "3D 4D 5D")
    act(state, "draw")
    assert "either end" in refused(state, "layoff:1:JH")
    assert [str(a) for a in state.options_with(parse_cards("JH"))] == [
        "layoff:1:JH:low",
        "layoff:1:JH:high",
    ]
    act(state, "layoff:1:JH:low")
    assert state.melds[0][0].text() == "JO,9H,TH,JH,QH"
    assert "do not extend" in refused(state, "layoff:2:8D")
    act(state, "layoff:2:2D:low", "layoff:2:6D")
    assert state.melds[0][1].text() == "2D,3D,4D,5D,6D"
    act(state, "layoff:2:8D")  # the natural 2 becomes the wild for the 7
    assert state.melds[0][1].text() == "3D,4D,5D,6D,2D,8D"
