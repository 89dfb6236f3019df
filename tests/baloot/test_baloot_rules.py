"""baloot.md, rule by rule: options, pre-deal choice, bidding, doubling, play, projects, scoring.

Dealer West (1): South (0) is the 1st player, East (3) 2nd, North (2) 3rd, West 4th.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.baloot.calls import Call
from game.baloot.definition import DEFINITION
from game.baloot.rules import BalootRules
from game.baloot.scoring import hokum_game_points, score_baloot_hand, sun_game_points
from game.baloot.state import DOUBLING, OVER, PLAY, PREDEAL, BalootState
from game.core.cards import Card, cards_of, mask_of, parse_cards
from game.core.errors import OptionError
from game.core.match import Match
from tests.baloot.helpers import (
    FIRST,
    FOURTH,
    HANDS,
    SECOND,
    THIRD,
    act,
    baloot_state,
    deck_for,
    legal,
)

DECK = deck_for(HANDS, "7C", FOURTH)  # turn-up 7C (West's)
NO_PREDEAL = BalootRules(predeal_choice=False)


def mask(text: str) -> int:
    return mask_of(parse_cards(text))


def codes(cards: int) -> list[str]:
    return sorted(c.code for c in cards_of(cards))


# --- options -----------------------------------------------------------------


def test_options_defaults_and_every_value() -> None:
    assert DEFINITION.parse_options({}) == BalootRules(True, False, True, True, 152)
    for name in ("ashkal_on_ace", "french_play", "compare_with_projects", "predeal_choice"):
        for value in (True, False):
            rules = DEFINITION.parse_options({name: value})
            assert getattr(rules, name) is value
            assert DEFINITION.options_to_json(rules)[name] is value
    assert DEFINITION.parse_options({"target": 100}).target == 100
    with pytest.raises(OptionError):
        DEFINITION.parse_options({"direction": "clockwise"})
    with pytest.raises(OptionError):
        DEFINITION.parse_options({"french_play": "yes"})


# --- before the deal ---------------------------------------------------------


def test_the_dealers_left_chooses_before_anything_is_dealt() -> None:
    state = baloot_state(DECK, BalootRules())
    assert state.phase == PREDEAL and state.to_act == 2  # North, the dealer's left
    assert legal(state) == ["cut", "none", "flip", "give3"]
    assert all(h == 0 for h in state.hands)
    assert state.why_illegal(Card.parse("AS")) is not None
    assert state.why_illegal(Call("pass")) is not None
    act(state, "none")
    assert state.to_act == FIRST and [h.bit_count() for h in state.hands] == [5, 5, 5, 5]


def test_cut_and_none_deal_the_given_deck_unchanged() -> None:
    hands = []
    for choice in ("cut", "none"):
        state = baloot_state(DECK, BalootRules())
        act(state, choice)
        hands.append(state.hands[:])
    plain = baloot_state(DECK, NO_PREDEAL)
    assert hands[0] == hands[1] == plain.hands


def test_give3_the_bottom_three_cards_are_the_partners_first_three() -> None:
    state = baloot_state(DECK, BalootRules())
    act(state, "give3")
    bottom = mask(" ".join(DECK[-3:]))
    # South (the chooser's partner) gets the bottom three, is skipped in the 3-card
    # round, and gets 2 cards as usual
    assert state.received[FIRST][0] == bottom
    order = (SECOND, THIRD, FOURTH)
    for i, seat in enumerate(order):
        assert state.received[seat][0] == mask(" ".join(DECK[3 * i : 3 * i + 3]))
    two = 9
    for seat in (FIRST, SECOND, THIRD, FOURTH):
        assert state.received[seat][1] == mask(" ".join(DECK[two : two + 2]))
        two += 2
    assert state.turn_up == Card.parse(DECK[17]).index
    assert sorted(state.cards_in_play()) == sorted(Card.parse(c).index for c in DECK)


def test_flip_shows_the_top_card_which_is_then_dealt_as_usual() -> None:
    state = baloot_state(DECK, BalootRules())
    act(state, "flip")
    top = Card.parse(DECK[0])
    assert state.hands[FIRST] >> top.index & 1
    for seat in range(4):
        assert top in state.view(seat).known[FIRST]
    rng = random.Random(1)
    for seat in (1, 2, 3):
        assert state.determinize(seat, rng).hands[FIRST] >> top.index & 1


def test_without_the_predeal_choice_the_deal_starts_at_once() -> None:
    state = baloot_state(DECK, NO_PREDEAL)
    assert state.to_act == FIRST and "cut" not in legal(state)


# --- round 1 -----------------------------------------------------------------


def test_round_one_calls() -> None:
    state = baloot_state(DECK)
    assert legal(state) == ["pass", "hokum", "sun", "ashkal"]
    act(state, "pass", "pass")
    assert state.to_act == THIRD and "ashkal" in legal(state)


def test_hokum_every_other_player_may_take_over_with_sun_then_keep() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "hokum")  # East (2nd) says hokum
    assert state.to_act == FIRST and legal(state) == ["pass", "sun"]
    act(state, "pass")
    assert state.to_act == THIRD
    act(state, "pass")
    assert state.to_act == FOURTH
    act(state, "pass")
    assert state.to_act == SECOND and legal(state) == ["hokum", "sun"]
    act(state, "hokum")
    assert state.taker == SECOND and not state.sun
    assert state.order is not None and state.order.trump_suit == Card.parse("7C").suit
    assert state.phase == DOUBLING


def test_hokum_bidder_may_switch_to_sun() -> None:
    state = baloot_state(DECK)
    act(state, "hokum", "pass", "pass", "pass", "sun")
    assert state.taker == FIRST and state.sun


def test_a_sun_takes_a_hokum_over_and_ends_the_bidding() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "hokum")  # North
    act(state, "pass", "sun")  # South passes, East takes it over
    assert state.taker == SECOND and state.sun and state.phase in (PLAY, DOUBLING)
    assert state.why_illegal(Call("ashkal")) is not None


def test_ashkal_is_not_a_take_over_of_hokum() -> None:
    state = baloot_state(DECK)
    act(state, "hokum")
    reason = state.why_illegal(Call("ashkal"))
    assert reason is not None and "ashkal" in str(reason)


def test_after_sun_only_the_players_before_may_take_it_over() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "sun")  # North, 3rd
    assert state.to_act == FIRST and legal(state) == ["pass", "sun"]
    act(state, "pass")
    assert state.to_act == SECOND
    act(state, "pass")
    assert state.taker == THIRD and state.sun  # West (4th) was never asked


def test_an_earlier_player_takes_a_sun_over() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "pass", "sun")  # West, 4th
    act(state, "pass", "sun")  # East takes it over
    assert state.taker == SECOND and state.sun


def test_sun_by_the_first_player_ends_the_bidding_at_once() -> None:
    state = baloot_state(DECK)
    act(state, "sun")
    assert state.taker == FIRST and state.sun and state.phase == PLAY


def test_ashkal_by_the_third_gives_the_turn_up_to_his_partner() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "ashkal")  # North
    assert state.to_act == FIRST
    act(state, "pass", "pass")
    assert state.taker == FIRST and state.sun  # South, North's partner
    assert state.hands[FIRST] >> state.turn_up & 1


def test_ashkal_by_the_fourth_and_the_partner_may_say_sun() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "pass", "ashkal")  # West: East would take
    act(state, "pass", "sun")  # East says sun himself: the same Sun, East takes
    assert state.taker == SECOND and state.sun
    other = baloot_state(DECK)
    act(other, "pass", "pass", "pass", "ashkal", "pass", "pass", "pass")
    assert other.taker == SECOND and other.sun


@pytest.mark.parametrize("position", [0, 1])
def test_ashkal_by_the_first_or_second_counts_as_sun(position: int) -> None:
    state = baloot_state(deck_for(HANDS, "AC", FIRST), BalootRules(False, predeal_choice=False))
    act(state, *["pass"] * position)
    act(state, "ashkal")  # accepted even on an ace with ashkal_on_ace off
    if position == 1:
        act(state, "pass")  # the 1st player may take it over
    assert state.taker == (FIRST, SECOND)[position] and state.sun


def test_ashkal_on_an_ace_for_the_third_and_fourth_both_ways() -> None:
    deck = deck_for(HANDS, "AC", FIRST)
    off = baloot_state(deck, BalootRules(ashkal_on_ace=False, predeal_choice=False))
    act(off, "pass", "pass")
    assert "ashkal" not in legal(off)
    reason = off.why_illegal(Call("ashkal"))
    assert reason is not None and "ace" in str(reason)
    act(off, "pass")
    assert "ashkal" not in legal(off)
    on = baloot_state(deck, BalootRules(ashkal_on_ace=True, predeal_choice=False))
    act(on, "pass", "pass", "ashkal", "pass", "pass")
    assert on.taker == FIRST and on.sun


REDEAL_HANDS = {
    0: "AS AH AD AC 7S KS QS JS",
    3: "7D 8H 9H 8D 9D KC QC TD",  # East's first five: all 7s, 8s and 9s
    2: "TS 9S 8S TH JH QH KH 7H",
    1: "JD QD KD JC TC 9C 8C 7C",
}


def test_redeal_for_five_sevens_eights_and_nines() -> None:
    match = Match(DEFINITION, NO_PREDEAL, first_dealer=1)
    state = match.deal_from(deck_for(REDEAL_HANDS, "7C", FOURTH))
    assert isinstance(state, BalootState)
    assert "redeal" not in legal(state)  # South's hand is high
    reason = state.why_illegal(Call("redeal"))
    assert reason is not None and "7s, 8s and 9s" in str(reason)
    act(state, "pass")
    assert "redeal" in legal(state)
    act(state, "redeal")
    assert state.is_over and state.phase == OVER
    result = match.finish_deal(state)
    assert result.thrown_in and result.points == (0, 0) and match.dealer == 0


def test_no_redeal_once_someone_has_bid_nor_in_round_two() -> None:
    state = baloot_state(deck_for(REDEAL_HANDS, "7C", FOURTH))
    act(state, "hokum")
    assert state.why_illegal(Call("redeal")) is not None
    state = baloot_state(deck_for(REDEAL_HANDS, "7C", FOURTH))
    act(state, "pass", "pass", "pass", "pass", "pass")
    assert state.to_act == SECOND and "redeal" not in legal(state)


# --- round 2 -----------------------------------------------------------------


def test_round_two_calls_and_sun_ends_at_once() -> None:
    state = baloot_state(DECK)
    act(state, *["pass"] * 4)
    assert state.bid_round == 2 and state.to_act == FIRST
    assert legal(state) == ["pass", "sun", "hokum:S", "hokum:H", "hokum:D"]
    reason = state.why_illegal(Call("hokum", 3))
    assert reason is not None and "turn-up" in str(reason)
    assert state.why_illegal(Call("ashkal")) is not None
    act(state, "pass", "sun")
    assert state.taker == SECOND and state.sun


def test_round_two_hokum_only_later_players_may_take_over() -> None:
    state = baloot_state(DECK)
    act(state, *["pass"] * 4)
    act(state, "pass", "hokum:H")  # East
    assert state.to_act == THIRD
    act(state, "pass", "pass")  # North, West; South already had his turn
    assert state.to_act == SECOND and legal(state) == ["hokum", "sun"]
    act(state, "hokum")
    assert state.taker == SECOND and state.order is not None and state.order.trump_suit == 1


def test_round_two_all_pass_throws_the_hand_in() -> None:
    state = baloot_state(DECK)
    act(state, *["pass"] * 8)
    assert state.is_over and state.thrown_in and state.result().points == (0, 0)


def test_the_taker_gets_the_turn_up_and_two_cards_the_others_three() -> None:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    for seat, text in HANDS.items():
        assert codes(state.hands[seat]) == sorted(text.split())
    assert state.known[FOURTH] == mask("7C")


# --- doubling ----------------------------------------------------------------


def hokum_by_west() -> BalootState:
    state = baloot_state(DECK)
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    return state


def test_the_doubling_ladder_up_to_gahwa() -> None:
    state = hokum_by_west()
    assert state.to_act == FIRST  # the opponents, from the 1st player
    assert legal(state) == ["pass", "double", "double:closed"]
    act(state, "pass")
    assert state.to_act == THIRD
    act(state, "double")
    assert state.factor == 2 and state.to_act == FOURTH and legal(state) == ["pass", "triple"]
    act(state, "triple")
    assert state.factor == 3 and state.to_act == THIRD
    assert legal(state) == ["pass", "four", "four:closed"]
    act(state, "four")
    assert state.factor == 4 and state.to_act == FOURTH and legal(state) == ["pass", "gahwa"]
    act(state, "gahwa")
    assert state.gahwa and state.phase == PLAY and state.to_act == FIRST and not state.locked


def test_a_pass_stops_the_ladder() -> None:
    state = hokum_by_west()
    act(state, "double", "pass")
    assert state.factor == 2 and state.phase == PLAY
    state = hokum_by_west()
    act(state, "pass", "pass")
    assert state.factor == 1 and state.phase == PLAY


def test_a_closed_double_locks_the_trump_for_the_rest_of_the_hand() -> None:
    state = hokum_by_west()
    act(state, "double:closed", "triple", "four")  # a plain four does not unlock it
    assert state.locked
    act(state, "pass")
    # South leads: holds AC (trump) and other suits: no trump lead
    assert "AC" not in legal(state)
    reason = state.why_illegal(Card.parse("AC"))
    assert reason is not None and "locked" in str(reason)


def test_four_closed_locks_too() -> None:
    state = hokum_by_west()
    act(state, "double", "triple", "four:closed", "pass")
    assert state.locked and state.factor == 4


def test_the_lock_holds_under_french_play_too() -> None:
    state = baloot_state(DECK, BalootRules(french_play=True, predeal_choice=False))
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    act(state, "double:closed", "pass")
    assert "AC" not in legal(state)


def test_a_locked_leader_with_only_trumps_leads_one() -> None:
    state = hokum_by_west()
    act(state, "double:closed", "pass")
    state.hands[FIRST] = mask("AC")
    assert legal(state) == ["AC"]


@pytest.mark.parametrize(
    ("totals", "open_"),
    [((0, 0), False), ((120, 40), True), ((40, 101), True), ((101, 120), False), ((100, 0), False)],
)
def test_sun_doubling_only_across_the_100_line(totals: tuple[int, int], open_: bool) -> None:
    state = baloot_state(DECK, totals=totals)
    act(state, "sun")  # South
    if not open_:
        assert state.phase == PLAY
        return
    assert state.phase == DOUBLING and state.to_act == SECOND
    assert legal(state) == ["pass", "double"]
    assert state.why_illegal(Call("double", closed=True)) is not None
    act(state, "pass", "double")
    assert state.factor == 2 and state.phase == PLAY


# --- play --------------------------------------------------------------------


def clubs_trump_play(**hands: str) -> BalootState:
    """Hokum in clubs by West, no double, South to lead, with the hands given."""
    state = hokum_by_west()
    act(state, "pass", "pass")
    for seat, name in enumerate(("south", "west", "north", "east")):
        state.hands[seat] = mask(hands[name])
    return state


def test_saudi_void_must_trump() -> None:
    state = hokum_by_west()  # clubs trump
    act(state, "pass", "pass")
    act(state, "7H", "9H", "KH")  # North is winning; West is void in hearts
    assert all(c.endswith("C") for c in legal(state))
    reason = state.why_illegal(Card.parse("JD"))
    assert reason is not None and "must trump" in str(reason)


def test_saudi_trump_lead_must_beat_the_winning_card_if_able() -> None:
    state = clubs_trump_play(south="QC 8H", east="KC 8C", north="AC 7C", west="JC TH")
    act(state, "QC")
    assert legal(state) == ["KC"]
    assert "beat" in str(state.why_illegal(Card.parse("8C")))
    act(state, "KC")
    assert legal(state) == ["AC"]
    act(state, "AC")
    assert legal(state) == ["JC"]
    unable = clubs_trump_play(south="JC 8H", east="KC 8C", north="AC 7C", west="9C TH")
    act(unable, "JC")
    assert legal(unable) == ["8C", "KC"]  # cannot beat the jack: any trump


def test_saudi_no_overtrump_duty_on_a_plain_lead() -> None:
    state = clubs_trump_play(south="8D 7H", east="KC 8H", north="TH JH", west="JC 7C")
    act(state, "8D")
    assert legal(state) == ["KC"]  # void in diamonds: must trump
    act(state, "KC", "TH")  # North: void, no trump: any card
    assert legal(state) == ["7C", "JC"]  # no duty to beat East's king


def test_french_play_frees_the_player_whose_partner_wins() -> None:
    for french, expected in ((False, ["7C"]), (True, ["QD", "KD", "7C"])):
        state = baloot_state(DECK, BalootRules(french_play=french, predeal_choice=False))
        act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
        act(state, "pass", "pass")  # clubs trump, South leads
        state.hands[0] = mask("AH 8D")
        state.hands[3] = mask("9H 9D")
        state.hands[2] = mask("7C KD QD")
        state.hands[1] = mask("8H JC")
        act(state, "AH", "9H")  # South (North's partner) is winning
        assert legal(state) == expected
        if not french:
            reason = state.why_illegal(Card.parse("KD"))
            assert reason is not None and "must trump" in str(reason)


def test_trick_points_and_last_trick() -> None:
    state = hokum_by_west()
    act(state, "pass", "pass")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    details = state.result().details
    assert sum(details["card_points"]) == 152  # 162 with the last trick


# --- projects and baloot -----------------------------------------------------


def test_projects_hokum_the_strongest_team_scores_all_its_projects() -> None:
    state = hokum_by_west()
    # West's five clubs (100) beat South's four aces (100 in Hokum)
    assert state.settlement.team == 1
    assert state.settlement.team_points(1) == 100 + 20 + 20  # + East's and West's siras


def test_projects_sun_four_aces_are_400_and_shown_after_the_first_trick() -> None:
    state = baloot_state(deck_for(HANDS, "7H", FIRST))
    act(state, "sun")
    assert state.settlement.team == 0 and state.settlement.team_points(0) == 400 + 50 + 20
    assert state.view(1).projects == ()
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    shown = state.view(1).projects
    assert [seat for seat, _ in shown] == [FIRST, THIRD, THIRD]
    assert state.known[THIRD] == mask("TS 9S 8S TH JH QH KH") & state.hands[THIRD]
    rng = random.Random(3)
    for _ in range(20):
        world = state.determinize(SECOND, rng)
        assert world.resettle(world.full_hands()).public() == state.settlement.public()


def play_out(state: BalootState) -> None:
    while not state.is_over:
        state.apply(state.legal_actions()[0])


def test_baloot_counts_two_for_the_holder() -> None:
    state = hokum_by_west()  # clubs trump: East holds KC QC outside any project
    act(state, "pass", "pass")
    play_out(state)
    assert state.baloot == [0, 1]
    assert state.result().details["baloot"] == (0, 1)


def test_no_baloot_when_the_pair_is_in_a_scoring_project() -> None:
    # Spades trump taken by East: his K Q J of spades is a sira and his team
    # (West's five clubs) holds the strongest project.
    state = baloot_state(deck_for(HANDS, "JS", SECOND))
    act(state, "pass", "hokum", "pass", "pass", "pass", "hokum", "pass", "pass")
    assert state.settlement.team == 1
    play_out(state)
    assert state.baloot == [0, 0]


def test_baloot_counts_when_the_pairs_project_does_not_score() -> None:
    # Hearts trump: North's K Q of hearts are in his fifty, but West's five clubs
    # are stronger, so North's projects do not score and baloot counts.
    state = baloot_state(deck_for(HANDS, "TH", THIRD))
    act(state, "pass", "pass", "hokum", "pass", "pass", "pass", "hokum", "pass", "pass")
    assert state.settlement.team == 1
    play_out(state)
    assert state.baloot == [1, 0]


def test_no_baloot_in_sun() -> None:
    state = baloot_state(deck_for(HANDS, "7C", FOURTH))
    act(state, "pass", "pass", "pass", "sun", "pass", "pass", "pass")
    play_out(state)
    assert state.baloot == [0, 0]


# --- scoring -----------------------------------------------------------------


def test_game_point_conversion_worked_values() -> None:
    assert hokum_game_points(85) == 8
    assert hokum_game_points(86) == 9
    assert hokum_game_points(162) == 16
    assert sun_game_points(65) == 14
    assert sun_game_points(64) == 12
    assert sun_game_points(130) == 26


def test_a_400_project_counts_40_outside_the_sun_doubling() -> None:
    assert sun_game_points(400 + 65, four_aces=1) == 14 + 40
    score = score_baloot_hand(True, 0, (465, 65), (465, 65), (1, 0), 1, False, (0, 0))
    assert score.points == (54, 14)
    doubled = score_baloot_hand(True, 0, (465, 65), (465, 65), (1, 0), 2, False, (0, 0))
    assert doubled.points == ((54 + 14) * 2, 0)  # a double multiplies it


def test_made_contract_and_equal_points_each_team_scores_its_own() -> None:
    score = score_baloot_hand(False, 0, (86, 76), (86, 76), (0, 0), 1, False, (0, 0))
    assert score.points == (9, 8) and score.outcome == "made"  # 86 -> 9, 76 -> 8
    equal = score_baloot_hand(False, 1, (81, 81), (81, 81), (0, 0), 1, False, (0, 0))
    assert equal.points == (8, 8) and equal.outcome == "made"


def test_failed_contract_the_opponents_score_both_teams_points() -> None:
    score = score_baloot_hand(False, 0, (60, 102), (60, 102), (0, 0), 1, False, (1, 0))
    assert score.points == (2, 6 + 10) and score.outcome == "failed"  # baloot never given away
    sun = score_baloot_hand(True, 1, (75, 55), (75, 55), (0, 0), 1, False, (0, 0))
    assert sun.points == (16 + 12, 0)


def test_a_doubled_hand_goes_to_the_stronger_team_times_the_factor() -> None:
    for factor in (2, 3, 4):
        score = score_baloot_hand(False, 0, (100, 62), (100, 62), (0, 0), factor, False, (0, 1))
        assert score.points == ((10 + 6) * factor, 2)  # baloot is never multiplied
        lost = score_baloot_hand(False, 0, (62, 100), (62, 100), (0, 0), factor, False, (0, 0))
        assert lost.points == (0, 16 * factor)
    tie = score_baloot_hand(False, 1, (81, 81), (81, 81), (0, 0), 2, False, (0, 0))
    assert tie.points == (0, 32)  # equal: the bidding team


def test_compare_with_projects_both_ways() -> None:
    raw = (70 + 50, 92)
    tricks_only = (70, 92)
    with_projects = score_baloot_hand(False, 0, raw, raw, (0, 0), 1, False, (0, 0))
    assert with_projects.outcome == "made" and with_projects.points == (12, 9)
    without = score_baloot_hand(False, 0, raw, tricks_only, (0, 0), 1, False, (0, 0))
    assert without.outcome == "failed" and without.points == (0, 21)


def test_compare_with_projects_off_in_a_played_hand() -> None:
    for compare in (True, False):
        rules = BalootRules(compare_with_projects=compare, predeal_choice=False)
        state = baloot_state(DECK, rules)
        act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
        act(state, "pass", "pass")
        play_out(state)
        cards = state.team_card_points()
        last = state.last_trick_winner & 1
        tricks = [cards[0] + 10 * (last == 0), cards[1] + 10 * (last == 1)]
        raw = [tricks[0], tricks[1] + 140]
        compared = raw if compare else tricks
        bidding = 1
        expected = "made" if compared[bidding] >= compared[0] else "failed"
        assert state.result().details["outcome"] == expected


def test_gahwa_ends_the_game_for_the_stronger_team() -> None:
    score = score_baloot_hand(False, 0, (60, 102), (60, 102), (0, 0), 4, True, (1, 0))
    assert score.points == (0, 0) and score.decides_winner == 1
    tie = score_baloot_hand(False, 0, (81, 81), (81, 81), (0, 0), 4, True, (0, 0))
    assert tie.decides_winner == 0


def test_gahwa_in_a_match_finishes_the_game_with_totals_unchanged() -> None:
    match = Match(DEFINITION, NO_PREDEAL, first_dealer=1)
    match.totals = [40, 120]
    state = match.deal_from(DECK)
    assert isinstance(state, BalootState)
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    act(state, "double", "triple", "four", "gahwa")
    play_out(state)
    result = match.finish_deal(state)
    assert result.points == (0, 0) and match.totals == [40, 120]
    assert match.is_finished and match.winner == result.details["winner"]


# --- end of the game ---------------------------------------------------------


@pytest.mark.parametrize(
    ("totals", "winner"),
    [((151, 20), None), ((152, 20), 0), ((100, 160), 1), ((170, 160), 0), ((160, 160), None)],
)
def test_end_of_the_game_at_152(totals: tuple[int, int], winner: object) -> None:
    assert DEFINITION.match_winner(BalootRules(), totals, []) == winner


def test_a_whole_game_replays() -> None:
    from game.session.replay import replay
    from game.session.simulate import simulate_game

    for options in ({}, {"french_play": True, "predeal_choice": False}):
        game = simulate_game("baloot", options, seed=3)
        assert game.match.is_finished
        replayed = replay(game.record)
        assert replayed.match.totals == game.match.totals
        assert replayed.match.winner == game.match.winner


def test_the_replayer_names_the_broken_rule() -> None:
    from game.session.record import GameRecord, RecordedDeal
    from game.session.replay import ReplayError, replay

    deck = deck_for(HANDS, "AC", FIRST)
    record = GameRecord("baloot", {"ashkal_on_ace": False}, 1)
    record.deals.append(RecordedDeal(deck, [(2, "none"), (0, "pass"), (3, "pass"), (2, "ashkal")]))
    with pytest.raises(ReplayError) as error:
        replay(record)
    message = str(error.value)
    assert message.startswith("deal 1, action 4: seat 2 may not say 'ashkal'")
    assert "ace" in message


def test_the_target_option() -> None:
    rules = DEFINITION.parse_options({"target": 100})
    assert DEFINITION.match_winner(rules, (100, 40), []) == 0
    assert DEFINITION.match_winner(BalootRules(), (100, 40), []) is None


@given(st.integers(0, 600))
def test_hokum_rounding_keeps_within_five_down_and_four_up(raw: int) -> None:
    game = hokum_game_points(raw)
    assert 10 * game - 4 <= raw <= 10 * game + 5


@given(st.integers(0, 600), st.integers(0, 1))
def test_sun_rounding_is_double_the_nearest_ten_with_five_up(raw: int, aces: int) -> None:
    game = sun_game_points(raw + 400 * aces, aces)
    tens = (game - 40 * aces) // 2
    assert game % 2 == 0 and 10 * tens - 5 <= raw <= 10 * tens + 4


@given(
    st.booleans(),
    st.integers(0, 1),
    st.integers(0, 162),
    st.integers(0, 200),
    st.sampled_from((1, 2, 3, 4)),
    st.tuples(st.integers(0, 1), st.integers(0, 1)),
)
def test_a_hand_never_creates_or_loses_game_points_but_baloot(
    sun: bool, bidding: int, tricks: int, projects: int, factor: int, baloot: tuple[int, int]
) -> None:
    total = 130 if sun else 162
    tricks = min(tricks, total)
    raw = (tricks + projects, total - tricks)
    score = score_baloot_hand(sun, bidding, raw, raw, (0, 0), factor, False, baloot)
    game = sum(score.game_points)
    assert sum(score.points) == game * factor + 2 * sum(baloot)
    assert min(score.points) >= 0
