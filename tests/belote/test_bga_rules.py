"""belote_bga.md, rule by rule, and the seed's worked examples."""

from __future__ import annotations

import random

import pytest

from game.belote.bga import DEFINITION, BgaRules
from game.belote.bids import Bid
from game.belote.scoring import score_bga_hand
from game.core.api import EventKind
from game.core.cards import Card, cards_of, mask_of, parse_cards
from game.core.decks import PIQUET_32
from game.core.errors import OptionError
from game.core.match import Match
from game.core.seats import Direction
from tests.belote.helpers import act, bga_deck, bga_state

CCW = Direction.COUNTERCLOCKWISE
CW = Direction.CLOCKWISE

# The seed's play example: A, B, C, D sit counterclockwise (A=0, B=3, C=2, D=1),
# D deals, B takes spades (the turn-up QS).
EXAMPLE_HANDS = {
    0: "AH KH 9S 8S AD TD KD QD",  # A
    3: "TH KS JS AC TC QS KC QC",  # B, QS is the turn-up he takes
    2: "AS TS 7S 7H JD 9D 8D 7D",  # C
    1: "QH JH 9H 8H 7C JC 9C 8C",  # D
}


def example_state():
    deck = bga_deck(dealer=1, direction=CCW, hands=EXAMPLE_HANDS, turn_up="QS", taker=3)
    state = bga_state(deck, dealer=1)
    act(state, "pass", "pass", "take")  # D, A, B
    return state


def hand(state, seat):
    return " ".join(sorted(c.code for c in cards_of(state.hands[seat])))


def legal_codes(state):
    return sorted(str(a) for a in state.legal_actions())


def sorted_codes(text):
    return sorted(text.split())


# --- dealing ---------------------------------------------------------------


@pytest.mark.parametrize("direction", [CCW, CW])
def test_deal_three_then_two_from_the_player_after_the_dealer(direction):
    deck = [c.code for c in PIQUET_32]
    state = bga_state(deck, dealer=0, rules=BgaRules(direction=direction))
    first = direction.next(0)
    order = direction.order_from(first)
    expected = {
        seat: deck[3 * i : 3 * i + 3] + deck[12 + 2 * i : 14 + 2 * i]
        for i, seat in enumerate(order)
    }
    for seat in range(4):
        assert hand(state, seat) == " ".join(sorted(expected[seat]))
    assert state.turn_up == Card.parse(deck[20]).index
    assert len(state.stock) == 11


@pytest.mark.parametrize("direction", [CCW, CW])
def test_after_the_take_the_taker_gets_the_turn_up_and_two_others_three(direction):
    deck = [c.code for c in PIQUET_32]
    state = bga_state(deck, dealer=0, rules=BgaRules(direction=direction))
    taker = state.to_act  # the dealer bids first
    act(state, "take")
    order = direction.order_from(direction.next(0))
    position = 21
    for seat in order:
        size = 2 if seat == taker else 3
        for code in deck[position : position + size]:
            assert state.hands[seat] >> Card.parse(code).index & 1
        position += size
    assert state.hands[taker] >> Card.parse(deck[20]).index & 1
    assert all(h.bit_count() == 8 for h in state.hands)


# --- bidding ---------------------------------------------------------------


@pytest.mark.parametrize("direction", [CCW, CW])
def test_bidding_starts_with_the_dealer_and_follows_the_direction(direction):
    state = bga_state([c.code for c in PIQUET_32], dealer=2, rules=BgaRules(direction=direction))
    seen = []
    for _ in range(4):
        seen.append(state.to_act)
        act(state, "pass")
    assert seen == list(direction.order_from(2))
    assert state.bid_round == 2 and state.to_act == 2


def test_seed_bidding_example_1_take_ends_the_bidding():
    # A, B, C, D bid in that order: A deals (bidding starts with the dealer).
    deck = [c.code for c in PIQUET_32]
    state = bga_state(deck, dealer=0)
    a, b, c = 0, 3, 2
    assert state.to_act == a
    act(state, "pass", "pass", "take")
    assert state.declarer == c
    assert state.order is not None and state.order.trump_suit == state.turn_up // 13
    assert state.phase == 1  # the play starts: nobody else is asked
    assert state.to_act == b  # the player after the dealer leads


def test_seed_bidding_example_2_second_round_names_another_suit():
    deck = [c.code for c in PIQUET_32]
    state = bga_state(deck, dealer=0)
    turned = state.turn_up // 13
    act(state, "pass", "pass", "pass", "pass")
    assert state.bid_round == 2
    legal = [str(b) for b in state.legal_actions()]
    assert f"trump:{'SHDC'[turned]}" not in legal
    assert len(legal) == 4
    act(state, "pass", "pass", "pass")
    other = next(s for s in range(4) if s != turned)
    act(state, f"trump:{'SHDC'[other]}")
    assert state.declarer == 1  # D
    assert state.order is not None and state.order.trump_suit == other


def test_second_round_refuses_the_turn_up_suit_with_a_reason():
    state = bga_state([c.code for c in PIQUET_32], dealer=0)
    act(state, "pass", "pass", "pass", "pass")
    turned = "SHDC"[state.turn_up // 13]
    reason = state.why_illegal(Bid("trump", "SHDC".index(turned)))
    assert reason is not None and "turn-up" in str(reason)
    assert state.why_illegal(Bid("take")) is not None


def test_round_one_offers_only_pass_and_take():
    state = bga_state([c.code for c in PIQUET_32], dealer=0)
    assert [str(b) for b in state.legal_actions()] == ["pass", "take"]
    assert state.why_illegal(Bid("all-trump")) is not None


def test_two_rounds_passed_throw_the_hand_in_without_the_option():
    state = bga_state([c.code for c in PIQUET_32], dealer=0)
    events = act(state, *["pass"] * 8)
    assert state.is_over and state.thrown_in
    assert any(e.kind is EventKind.THROWN_IN for e in events)
    assert state.result().points == (0, 0)


def test_third_round_with_the_option_offers_all_trump_and_no_trump():
    rules = BgaRules(all_trump_no_trump=True)
    state = bga_state([c.code for c in PIQUET_32], dealer=0, rules=rules)
    act(state, *["pass"] * 8)
    assert not state.is_over and state.bid_round == 3
    assert [str(b) for b in state.legal_actions()] == ["pass", "all-trump", "no-trump"]
    act(state, *["pass"] * 4)
    assert state.is_over and state.thrown_in


@pytest.mark.parametrize("bid", ["all-trump", "no-trump"])
def test_third_round_bid_sets_the_mode(bid):
    rules = BgaRules(all_trump_no_trump=True)
    state = bga_state([c.code for c in PIQUET_32], dealer=0, rules=rules)
    act(state, *["pass"] * 9, bid)
    assert state.declarer == 3  # dealer 0 bids first, then 3 (counterclockwise)
    assert state.order is not None and state.order.trump_suit == -1
    assert state.order.name == bid


def test_a_card_is_refused_during_the_bidding():
    state = bga_state([c.code for c in PIQUET_32], dealer=0)
    assert str(state.why_illegal(Card.parse("AS"))) == "the bidding is not over: bid first"


# --- play obligations -------------------------------------------------------


def test_seed_play_example_forced_cards():
    state = example_state()
    a, b, c, d = 0, 3, 2, 1
    assert state.to_act == a  # the player after the dealer D leads
    act(state, "AH", "TH", "7H", "QH")
    assert state.last_trick_winner == a
    act(state, "KH", "KS")  # B is void in hearts and must trump
    assert state.to_act == c
    assert legal_codes(state) == ["AS", "TS"]  # never 7S
    assert "overtrump" in str(state.why_illegal(Card.parse("7S")))
    act(state, "AS", "JH")
    assert state.last_trick_winner == c
    act(state, "TS")
    assert state.to_act == d
    assert legal_codes(state) == sorted_codes("9H 8H 7C JC 9C 8C")  # void, no trump: free
    act(state, "7C")
    assert state.to_act == a
    assert legal_codes(state) == ["9S"]  # over the partner's TS: must overtrump on a trump lead
    act(state, "9S", "JS")
    assert state.last_trick_winner == b


def test_must_follow_suit_when_holding_it():
    state = example_state()
    act(state, "AH")
    assert legal_codes(state) == ["TH"]
    reason = state.why_illegal(Card.parse("KS"))
    assert reason is not None and str(reason).startswith("must follow suit in hearts")


def french(hand: str, trick: str, mode: str) -> list[str]:
    """Legal cards of ``hand`` after ``trick`` (cards in play order) under ``mode``."""
    from game.belote.orders import ALL_TRUMP_ORDER, NO_TRUMP_ORDER, SUIT_TRUMP_ORDERS
    from game.core.tricks import french_legal

    order = {"all-trump": ALL_TRUMP_ORDER, "no-trump": NO_TRUMP_ORDER}.get(mode)
    if order is None:
        order = SUIT_TRUMP_ORDERS["SHDC".index(mode)]
    played = parse_cards(trick)
    led, winner, position = -1, -1, -1
    for i, card in enumerate(played):
        if i == 0 or order.beats(card.index, winner):
            winner, position = card.index, i
    if played:
        led = played[0].suit
    partner = bool(played) and position == len(played) - 2
    return sorted(
        c.code
        for c in cards_of(french_legal(mask_of(parse_cards(hand)), led, winner, partner, order))
    )


def test_leading_is_free():
    assert french("AH 7S 9C", "", "S") == ["7S", "9C", "AH"]


def test_trump_lead_must_overtrump_even_over_the_partner():
    assert french("9S 8S KD", "TS 7C", "S") == ["9S"]  # partner led TS
    assert french("QS 8S KD", "TS 7C", "S") == ["8S", "QS"]  # cannot beat TS: any trump


def test_void_with_opponent_winning_must_trump_even_lower():
    assert french("8S 9H AD", "AC", "S") == ["8S"]
    assert french("7S 8S 9H AD", "AC KS", "S") == ["7S", "8S"]  # cannot overtrump: any trump
    assert french("JS QS 9H", "AC KS", "S") == ["JS"]  # must overtrump


def test_void_without_trump_plays_any_card():
    assert french("9C AD 7H", "KS", "H") == ["7H"]
    assert french("9C AD", "AH", "S") == ["9C", "AD"]


def test_partner_winning_leaves_the_player_free():
    assert french("8S AD 9C", "AH 7H", "S") == ["8S", "9C", "AD"]


def test_trumping_over_the_partners_trump_must_beat_it_when_able():
    # Partner (first card) trumped nothing: partner led; here the partner trumped a lead.
    assert french("JS 7S AD", "AH KS 7H", "S") == ["AD", "JS"]
    assert french("7S 8S AD", "AH KS 7H", "S") == ["7S", "8S", "AD"]  # no higher: free


def test_all_trump_must_follow_and_beat_void_free():
    assert french("KH 8H 7S", "QH", "all-trump") == ["KH"]
    assert french("8H 7H AS", "QH", "all-trump") == ["7H", "8H"]  # cannot beat: follow
    assert french("AS 7C", "QH", "all-trump") == ["7C", "AS"]
    assert french("AS 7C", "QH TH", "all-trump") == ["7C", "AS"]


def test_no_trump_follows_without_obligation_to_beat():
    assert french("KH 8H 7S", "QH", "no-trump") == ["8H", "KH"]
    assert french("AS 7C", "QH", "no-trump") == ["7C", "AS"]


def test_winner_highest_trump_else_highest_of_led_suit():
    state = example_state()
    act(state, "AH", "TH", "7H", "QH")
    assert state.last_trick_winner == 0  # no trump: the highest heart
    act(state, "KH", "KS", "AS", "JH")
    assert state.last_trick_winner == 2  # the highest trump


def test_no_trump_follow_suit_without_obligation_to_win():
    rules = BgaRules(all_trump_no_trump=True)
    deck = [c.code for c in PIQUET_32]
    state = bga_state(deck, dealer=0, rules=rules)
    act(state, *["pass"] * 8, "no-trump")
    leader = state.to_act
    lead = min(cards_of(state.hands[leader]), key=lambda c: c.index)
    act(state, lead.code)
    follower = state.to_act
    follow = state.hands[follower] & (0x1FFF << (13 * lead.suit))
    expected = follow or state.hands[follower]
    assert mask_of(state.legal_actions()) == expected


# --- bonuses and belote ----------------------------------------------------


def test_belote_and_rebelote_are_announced_and_score_for_the_holder_even_if_tricks_are_lost():
    state = example_state()  # B holds KS and QS (the turn-up)
    act(state, "AH", "TH", "7H", "QH")
    events = act(state, "KH", "KS")
    announce = [e for e in events if e.kind is EventKind.ANNOUNCE]
    assert [(e.seat, e.text) for e in announce] == [(3, "belote")]
    assert state.known[3] >> Card.parse("QS").index & 1  # the queen is now public
    act(state, "AS", "JH")  # C wins B's king
    act(state, "TS", "7C", "9S", "JS")
    events = act(state, "QS")
    assert [(e.seat, e.text) for e in events if e.kind is EventKind.ANNOUNCE] == [(3, "rebelote")]
    assert state.belote == [0, 20]


def test_playing_one_of_the_pair_without_belote_proves_the_other_is_elsewhere():
    hands = dict(EXAMPLE_HANDS)
    hands[3] = "TH KS JS AC TC 8D KC QC"  # B: the king of trumps without the queen
    hands[2] = "AS TS 7S 7H JD 9D QS 7D"  # C holds the queen
    deck = bga_deck(dealer=1, direction=CCW, hands=hands, turn_up="JS", taker=3)
    state = bga_state(deck, dealer=1)
    act(state, "pass", "pass", "take", "AH", "TH", "7H", "QH", "KH")
    events = act(state, "KS")
    assert not [e for e in events if e.kind is EventKind.ANNOUNCE]
    queen = Card.parse("QS").bit
    assert state.forbidden[3] & queen
    rng = random.Random(8)
    for _ in range(200):
        assert not state.determinize(0, rng).hands[3] & queen


def test_no_belote_in_no_trump():
    rules = BgaRules(all_trump_no_trump=True)
    state = bga_state([c.code for c in PIQUET_32], dealer=0, rules=rules)
    act(state, *["pass"] * 8, "no-trump")
    rng = random.Random(3)
    events = []
    while not state.is_over:
        events.extend(state.apply(rng.choice(state.legal_actions())))
    assert not [e for e in events if e.kind is EventKind.ANNOUNCE]
    assert state.belote == [0, 0]


def test_all_trump_belote_in_every_suit():
    rules = BgaRules(all_trump_no_trump=True)
    hands = {
        0: "KS QS KH QH 7C 8C 9C TC",
        3: "KD QD KC QC 7D 8D 9D TD",
        2: "AS TS JS 9S AH TH JH 9H",
        1: "8S 7S 8H 7H AD JD AC JC",
    }
    deck = bga_deck(dealer=1, direction=CCW, hands=hands, turn_up="AC", taker=1)
    state = bga_state(deck, dealer=1, rules=rules)
    act(state, *["pass"] * 11, "all-trump")
    rng = random.Random(5)
    texts = []
    while not state.is_over:
        for e in state.apply(rng.choice(state.legal_actions())):
            if e.kind is EventKind.ANNOUNCE:
                texts.append((e.seat, e.text))
    assert texts.count((0, "rebelote")) == 2 and texts.count((3, "rebelote")) == 2
    assert state.belote == [40, 40]


def test_card_points_total_152_in_every_mode():
    from game.belote.orders import ALL_TRUMP_ORDER, NO_TRUMP_ORDER, SUIT_TRUMP_ORDERS

    every = mask_of(PIQUET_32)
    for order in (*SUIT_TRUMP_ORDERS, ALL_TRUMP_ORDER, NO_TRUMP_ORDER):
        assert order.trick_points(every) == 152


def test_capot_scores_252_and_dix_de_der_goes_to_the_last_trick():
    hands = {
        0: "JS 9S AS TS KS QS 8S 7S",
        3: "AH TH KH QH JH 9H 8H 7H",
        2: "AD TD KD QD JD 9D 8D 7D",
        1: "AC TC KC QC JC 9C 8C 7C",
    }
    deck = bga_deck(dealer=1, direction=CCW, hands=hands, turn_up="7S", taker=0)
    state = bga_state(deck, dealer=1)
    act(state, "pass", "take")
    while not state.is_over:
        state.apply(state.legal_actions()[-1] if state.to_act == 0 else state.legal_actions()[0])
    result = state.result()
    assert state.tricks_taken[0] == 8
    assert result.points == (152 + 10 + 90 + 20, 0)
    assert result.details["capot_team"] == 0


# --- scoring: the seed's examples --------------------------------------------


def test_seed_score_made_83_79():
    score = score_bga_hand(0, (83, 79), (0, 0), None, 0)
    assert score.points == (83, 79) and score.reserve == 0


def test_seed_score_failed_0_162():
    score = score_bga_hand(1, (94, 68), (0, 0), None, 0)
    assert score.points == (162, 0)


def test_seed_score_tie_91_91_then_next_hand_takes_the_reserve():
    tie = score_bga_hand(0, (91, 91), (0, 20), None, 0)
    assert tie.points == (0, 91) and tie.reserve == 91
    # The next hand is made by team 1's contract: it scores its points plus the reserve.
    after = score_bga_hand(1, (60, 102), (0, 0), None, tie.reserve)
    assert after.points == (60, 102 + 91) and after.reserve == 0
    # Or the defence wins it (the contract fails): the reserve goes to the defence.
    failed = score_bga_hand(1, (100, 62), (0, 0), None, tie.reserve)
    assert failed.points == (162 + 91, 0)


def test_a_second_tie_loses_the_older_reserve():
    second = score_bga_hand(1, (81, 81), (0, 0), None, 91)
    assert second.points == (81, 0) and second.reserve == 81


def test_failed_contract_keeps_its_belote_and_defence_capot_scores_252():
    score = score_bga_hand(0, (20, 252), (20, 0), 1, 0)
    assert score.points == (20, 252)


def test_tie_with_the_contract_belote_scores_20_and_reserves_the_rest():
    score = score_bga_hand(0, (91, 91), (20, 0), None, 0)
    assert score.points == (20, 91) and score.reserve == 71


# --- the match ---------------------------------------------------------------


def test_thrown_in_hand_passes_the_deal_and_keeps_the_reserve():
    match = Match(DEFINITION, BgaRules(), first_dealer=0)
    match.carry = 91
    state = match.deal_from([c.code for c in PIQUET_32])
    act(state, *["pass"] * 8)
    result = match.finish_deal(state)
    assert result.thrown_in and result.points == (0, 0)
    assert match.carry == 91
    assert match.dealer == 3  # counterclockwise


@pytest.mark.parametrize(("direction", "nxt"), [(CCW, 3), (CW, 1)])
def test_the_deal_passes_in_the_play_direction(direction, nxt):
    assert DEFINITION.next_dealer(BgaRules(direction=direction), 0) == nxt


def test_game_ends_at_the_target_with_the_higher_total_and_continues_on_equal_totals():
    rules = BgaRules(target=500)
    assert DEFINITION.match_winner(rules, [499, 300], []) is None
    assert DEFINITION.match_winner(rules, [510, 520], []) == 1
    assert DEFINITION.match_winner(rules, [600, 100], []) == 0
    assert DEFINITION.match_winner(rules, [520, 520], []) is None


# --- options ------------------------------------------------------------------


def test_options_default_and_both_ways():
    assert DEFINITION.parse_options({}) == BgaRules()
    rules = DEFINITION.parse_options(
        {"direction": "clockwise", "target": 1500, "all_trump_no_trump": True}
    )
    assert rules == BgaRules(Direction.CLOCKWISE, 1500, True)
    assert DEFINITION.options_to_json(rules)["direction"] == "clockwise"


@pytest.mark.parametrize(
    "raw",
    [{"direction": "left"}, {"target": 0}, {"target": "1000"}, {"all_trump_no_trump": 1}, {"x": 1}],
)
def test_bad_options_are_reported(raw):
    with pytest.raises(OptionError):
        DEFINITION.parse_options(raw)


def test_parse_action_texts():
    state = example_state()
    assert str(state.parse_action("trump:H")) == "trump:H"
    assert state.parse_action("10h") is Card.parse("TH")
    assert parse_cards("AS,TS")[1] is Card.parse("TS")
