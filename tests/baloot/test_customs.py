"""baloot_customs.md, rule by rule: the options and the Kammelna preset, Sawa (§2), Akka (§3),
Kawesh (§4.1), Qayd (§5), the lock after each raise and the Sun double condition (§6), the
ace-Hokum rule (§7.1), ``partner_winning_free`` (§7.4), the record texts (§8) and the readings
of §11.

Dealer West (1): South (0) is the 1st player, East (3) 2nd, North (2) 3rd, West 4th.
South and North are team 0, West and East team 1.
"""

from __future__ import annotations

import random

import pytest

from game.baloot.customs import AKKA, SAWA, Qayd, parse_qayd
from game.baloot.definition import DEFINITION, KAMMELNA_RULES, PRESETS
from game.baloot.rules import CUSTOM_OPTIONS, SCORING_KAMMELNA, BalootRules
from game.baloot.state import DOUBLING, OVER, PLAY, BalootState
from game.core.api import DealContext
from game.core.cards import Card
from game.core.claims import CLAIM, ClaimAction
from game.core.errors import ActionTextError
from game.core.match import Match
from game.core.replaying import DealData, ReplayFaultError, replay_deal
from tests.baloot.customs_helpers import EAST, NORTH, SOUTH, WEST, bid, endgame, mask
from tests.baloot.helpers import act, baloot_state, deck_for, legal

SPEC = BalootRules(predeal_choice=False)
QAYD = BalootRules(predeal_choice=False, qayd=True)
KAMMELNA = BalootRules(predeal_choice=False, scoring=SCORING_KAMMELNA)
NO_CLAIMS = BalootRules(predeal_choice=False, claims=False)
FREE = BalootRules(predeal_choice=False, partner_winning_free=True)

# South holds the two top trumps and two aces: his team takes every trick.
MASTER = {SOUTH: "JC 9C AS AH", EAST: "7S 8S 7H 8H", NORTH: "TS KS TH KH", WEST: "9S QS 9H QH"}
# East holds the A of spades: a Sun claim by South fails.
BEATEN = {SOUTH: "KS QS AH KH", EAST: "7S 8S 7H 8H", NORTH: "TS 9S TH 9H", WEST: "AS JS QH JH"}


def said(state: BalootState, seat: int, text: str) -> None:
    """Apply a record text as said by ``seat`` (a Qayd out of turn), checking it."""
    action = state.parse_action(text)
    seated = state.seated_action(seat, action)
    if seated is not None:
        action = seated
    else:
        assert seat == state.to_act, (seat, state.to_act)
    reason = state.why_illegal(action)
    assert reason is None, f"{text}: {reason}"
    state.apply(action)


def refused(state: BalootState, seat: int, text: str) -> str:
    action = state.parse_action(text)
    seated = state.seated_action(seat, action)
    reason = state.why_illegal(seated if seated is not None else action)
    assert reason is not None, text
    return str(reason)


# --- §1 options and the preset -------------------------------------------------


def test_every_custom_defaults_to_todays_rules() -> None:
    rules = DEFINITION.parse_options({})
    assert rules.claims is True
    for name in CUSTOM_OPTIONS[1:]:
        assert getattr(rules, name) is False
    out = DEFINITION.options_to_json(rules)
    for name in CUSTOM_OPTIONS:
        assert out[name] == getattr(rules, name)
        assert DEFINITION.parse_options({name: not out[name]}) != rules


def test_the_kammelna_preset_turns_every_custom_on_with_kammelna_scoring() -> None:
    preset = PRESETS["Kammelna rules"]
    assert preset == KAMMELNA_RULES
    assert preset.scoring == SCORING_KAMMELNA
    assert all(getattr(preset, name) is True for name in CUSTOM_OPTIONS)


def test_with_the_defaults_legal_actions_offer_no_claim() -> None:
    import random

    rng = random.Random(4)
    for _ in range(10):
        match = Match(DEFINITION, DEFINITION.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            actions = state.legal_actions()
            assert not any(isinstance(a, ClaimAction | Qayd) for a in actions)
            state.apply(rng.choice(actions))


# --- §2 Sawa --------------------------------------------------------------------------


def test_sawa_is_offered_on_ones_own_lead_with_at_most_four_cards() -> None:
    state = endgame(SPEC, "hokum", MASTER, SOUTH)
    assert SAWA in state.announcements()
    assert state.why_illegal(SAWA) is None
    state.apply(state.parse_action("AS"))
    assert state.announcements() == []
    assert (
        refused(state, EAST, "sawa")
        == "may not say sawa: only on his own lead with at most 4 cards"
    )


def test_sawa_with_five_cards_is_refused_even_with_qayd_on() -> None:
    hands = {
        SOUTH: "JC 9C AS AH AD",
        EAST: "7S 8S 7H 8H 7D",
        NORTH: "TS KS TH KH 8D",
        WEST: "9S QS 9H QH 9D",
    }
    for rules in (SPEC, QAYD):
        state = endgame(rules, "hokum", hands, SOUTH)
        assert SAWA not in state.announcements()
        assert refused(state, SOUTH, "sawa").startswith("may not say sawa: only on his own lead")


def test_a_right_sawa_gives_every_card_left_and_the_last_ten_to_the_claimers_team() -> None:
    state = endgame(SPEC, "hokum", MASTER, SOUTH, won_by=EAST)
    before = state.team_card_points()
    left = state.order.trick_points(sum(mask(t) for t in MASTER.values()))
    said(state, SOUTH, "sawa")
    assert state.is_over and state.phase == OVER
    assert state.team_card_points() == (before[0] + left, before[1])
    assert state.last_trick_winner == SOUTH
    assert all(h == 0 for h in state.hands)
    assert state.result().details["sawa"] == SOUTH


def test_sawa_right_for_the_team_when_the_partner_takes_a_trick() -> None:
    # South leads his small trump; only North's A of hearts takes the hearts trick.
    hands = {SOUTH: "JC 9C 7H AS", EAST: "7S 8S 8H 9H", NORTH: "TS KS AH KH", WEST: "9S QS TH QH"}
    state = endgame(SPEC, "hokum", hands, SOUTH)
    assert state.why_illegal(SAWA) is None


def test_a_wrong_sawa_is_refused_naming_a_card_that_beats_it() -> None:
    state = endgame(SPEC, "sun", BEATEN, SOUTH)
    assert (
        refused(state, SOUTH, "sawa") == "the claim is wrong: seat 1 may still take a trick with AS"
    )


def test_sawa_in_hokum_fails_while_an_opponent_holds_the_top_trump() -> None:
    hands = dict(MASTER)
    hands[SOUTH], hands[WEST] = "9C AD AS AH", "JC QS 9H QH"
    hands[EAST] = "7S 8S 7H 8H"
    state = endgame(SPEC, "hokum", hands, SOUTH)
    assert "JC" in refused(state, SOUTH, "sawa")


def test_sawa_under_kammelna_is_a_kaboot_when_the_opponents_won_no_trick() -> None:
    state = endgame(KAMMELNA, "hokum", MASTER, SOUTH, won_by=NORTH)
    said(state, SOUTH, "sawa")
    result = state.result()
    assert result.points == (25, 0)
    other = endgame(KAMMELNA, "hokum", MASTER, SOUTH, won_by=EAST)
    said(other, SOUTH, "sawa")
    assert other.result().points != (25, 0)


def test_sawa_and_akka_are_refused_with_claims_off_and_claim_is_offered() -> None:
    state = endgame(NO_CLAIMS, "hokum", MASTER, SOUTH)
    assert state.announcements() == [CLAIM]
    assert refused(state, SOUTH, "sawa").startswith("may not say sawa: the claims option is off")
    assert refused(state, SOUTH, "akka").startswith("may not say akka")
    with_claims = endgame(SPEC, "hokum", MASTER, SOUTH)
    assert refused(with_claims, SOUTH, "claim").startswith("may not say claim")


def test_baloot_claim_plays_the_rest_out_and_scores_as_played() -> None:
    state = endgame(NO_CLAIMS, "hokum", MASTER, SOUTH, won_by=EAST)
    played = state.clone()
    said(state, SOUTH, "claim")
    assert state.is_over and state.tricks_played == 8
    for text in ("JC", "7S", "TS", "9S"):  # the same tricks, played by hand
        act(played, text)
    while not played.is_over:
        act(played, str(played.legal_actions()[0]))
    assert state.team_card_points() == played.team_card_points()
    assert state.result().points == played.result().points


def test_baloot_claim_wrong_is_refused_whatever_qayd() -> None:
    rules = BalootRules(predeal_choice=False, claims=False, qayd=True)
    state = endgame(rules, "sun", BEATEN, SOUTH)
    assert (
        refused(state, SOUTH, "claim")
        == "the claim is wrong: seat 1 may still take a trick with AS"
    )


# --- §2 with Qayd on: a wrong Sawa is let through and may be called --------------------


def test_a_wrong_sawa_with_qayd_on_stands_when_nobody_calls_it() -> None:
    state = endgame(BalootRules(predeal_choice=False, qayd=True), "sun", BEATEN, SOUTH)
    said(state, SOUTH, "sawa")
    assert state.is_over and state.sawa_wrong
    assert state.result().details["sawa"] == SOUTH


def test_qayd_sawa_on_a_wrong_claim_gives_the_hand_to_the_opponents() -> None:
    state = endgame(QAYD, "sun", BEATEN, SOUTH)
    said(state, SOUTH, "sawa")
    said(state, WEST, "qayd:sawa")
    result = state.result()
    assert state.qayd_winner == 1
    assert result.points == (0, 26)  # Sun: 130 -> 26 (spec), no projects, not doubled


def test_qayd_sawa_on_a_right_claim_penalises_the_caller() -> None:
    state = endgame(QAYD, "hokum", MASTER, SOUTH)
    said(state, SOUTH, "sawa")
    said(state, EAST, "qayd:sawa")
    assert state.qayd_winner == 0
    assert state.result().points == (16, 0)  # Hokum: 162 -> 16


def test_after_a_sawa_only_the_claimers_opponents_may_call() -> None:
    state = endgame(QAYD, "sun", BEATEN, SOUTH)
    said(state, SOUTH, "sawa")
    assert refused(state, NORTH, "qayd:sawa") == (
        "after a Sawa only the claimer's opponents may say qayd"
    )
    assert state.qayd_calls(NORTH) == []
    assert [str(q) for q in state.qayd_calls(WEST)] == ["qayd:sawa"]


# --- §3 Akka -------------------------------------------------------------------------


def test_a_right_akka_releases_the_void_partner_from_trumping() -> None:
    # North is void in spades and holds the 8 of clubs (trump): released, he may discard.
    hands = {
        SOUTH: "KS 7H 8H 9H",
        EAST: "7S JH QH KH",
        NORTH: "8C 7D 8D 9D",
        WEST: "9S JD QD KD",
    }
    plain = endgame(SPEC, "hokum", hands, SOUTH)
    act(plain, "KS", "7S")
    assert legal(plain) == ["8C"]  # the spec: a void player must trump, even over his partner
    state = endgame(SPEC, "hokum", hands, SOUTH)
    assert AKKA in state.announcements()
    said(state, SOUTH, "akka")
    assert legal(state) == ["KS"]
    act(state, "KS", "7S")
    assert sorted(legal(state)) == sorted(["8C", "7D", "8D", "9D"])
    act(state, "7D")
    assert state.playable(WEST) == mask("9S")
    act(state, "9S")
    assert not state.released(NORTH)  # cleared when the trick ends


def test_the_opponents_are_not_released_by_an_akka() -> None:
    hands = {
        SOUTH: "KS 7H 8H 9H",
        EAST: "8C JH QH KH",
        NORTH: "7S 7D 8D 9D",
        WEST: "9S JD QD KD",
    }
    state = endgame(SPEC, "hokum", hands, SOUTH)
    said(state, SOUTH, "akka")
    act(state, "KS")
    assert legal(state) == ["8C"]  # West, void in spades, must still trump


def test_akka_is_refused_in_sun_with_claims_off_and_after_the_lead() -> None:
    sun = endgame(SPEC, "sun", MASTER, SOUTH)
    assert AKKA not in sun.announcements()
    assert refused(sun, SOUTH, "akka").startswith("may not say akka: only in Hokum")
    state = endgame(SPEC, "hokum", MASTER, SOUTH)
    act(state, "AS")
    assert refused(state, EAST, "akka").startswith("may not say akka: only in Hokum")


def test_akka_without_a_top_card_is_refused_at_once_with_qayd_off() -> None:
    hands = {SOUTH: "QS 7H 8H 9H", EAST: "7S JH QH KH", NORTH: "KS 7D 8D 9D", WEST: "9S JD QD KD"}
    state = endgame(SPEC, "hokum", hands, SOUTH)  # the K of spades is out: the Q is no Akka
    assert refused(state, SOUTH, "akka") == (
        "may not say akka: no card to lead is the top unplayed card of its suit"
    )


def test_an_ace_and_a_trump_are_never_an_akka_card() -> None:
    state = endgame(SPEC, "hokum", MASTER, SOUTH)  # South: JC 9C AS AH
    assert state.akka_cards(SOUTH) == 0
    assert refused(state, SOUTH, "akka").endswith("top unplayed card of its suit")


def test_after_akka_only_the_card_that_makes_it_right_may_be_led() -> None:
    hands = {SOUTH: "KS 7S 8H 9H", EAST: "8S JH QH KH", NORTH: "9S 7D 8D 9D", WEST: "QS JD QD KD"}
    state = endgame(SPEC, "hokum", hands, SOUTH)
    said(state, SOUTH, "akka")
    assert legal(state) == ["KS"]
    assert refused(state, SOUTH, "7S").startswith("after akka the lead must be the top unplayed")


def test_a_wrong_akka_with_qayd_on_is_let_through_and_may_be_called() -> None:
    hands = {SOUTH: "QS 7H 8H 9H", EAST: "7S JH QH KH", NORTH: "KS 7D 8D 9D", WEST: "9S JD QD KD"}
    state = endgame(QAYD, "hokum", hands, SOUTH)
    said(state, SOUTH, "akka")
    assert refused(state, WEST, "qayd:akka:5") == "may not say qayd between akka and its card"
    act(state, "QS")
    assert state.akkas == ((5, SOUTH, True),)
    assert refused(state, NORTH, "qayd:akka:5").startswith("may not say qayd:akka")
    said(state, WEST, "qayd:akka:5")
    assert state.qayd_winner == 1 and state.result().points == (0, 16)


def test_a_qayd_on_a_right_akka_loses_the_callers_team_the_hand() -> None:
    hands = {SOUTH: "KS 7H 8H 9H", EAST: "7S JH QH KH", NORTH: "8S 7D 8D 9D", WEST: "9S JD QD KD"}
    state = endgame(QAYD, "hokum", hands, SOUTH)
    said(state, SOUTH, "akka")
    act(state, "KS", "7S")
    said(state, WEST, "qayd:akka:5")
    assert state.qayd_winner == 0 and state.result().points == (16, 0)


# --- §5 Qayd on card fouls ---------------------------------------------------------------


REVOKE = {SOUTH: "AS AH AD 7C", EAST: "7S 8H 8D 8C", NORTH: "TS TH TD 9C", WEST: "KS KH KD JC"}


def test_with_qayd_off_a_qayd_is_refused() -> None:
    state = endgame(SPEC, "hokum", REVOKE, SOUTH)
    act(state, "AS")
    assert refused(state, WEST, "qayd:revoke:5:8H") == "may not say qayd: the option is off"


def test_with_qayd_on_an_illegal_card_is_let_through_and_a_right_qayd_wins_the_hand() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    act(state, "AS")
    assert legal(state) == ["7S"]  # legal_actions stay the fair cards
    act(state, "8H")  # West holds the 7 of spades: a revoke
    assert state.card_log[-1][:4] == (Card.parse("8H").index, 5, EAST, "revoke")
    said(state, NORTH, "qayd:revoke:5:8H")
    assert state.is_over and state.qayd_winner == 0
    assert state.result().points == (16, 0)


def test_a_qayd_citing_the_wrong_type_is_wrong() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    act(state, "AS", "8H")
    said(state, NORTH, "qayd:trump:5:8H")
    assert state.qayd_winner == 1  # the caller's side loses
    assert state.result().points == (0, 16)


def test_a_qayd_on_a_legal_card_is_wrong() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    act(state, "AS", "7S")
    said(state, SOUTH, "qayd:revoke:5:7S")
    assert state.qayd_winner == 1


def test_qayds_that_cannot_be_judged_are_refused() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    state.played = 0  # as if no card had been played in the hand
    assert refused(state, EAST, "qayd:revoke:1:AS").startswith("may not say qayd: only once")
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    act(state, "AS", "8H")
    assert refused(state, EAST, "qayd:revoke:5:8H") == (
        "may not say qayd: 8H was not played in trick 5 by an opponent"
    )
    assert refused(state, NORTH, "qayd:revoke:4:8H").endswith(
        "not played in trick 4 by an opponent"
    )
    assert refused(state, NORTH, "qayd:locked:5:8H") == (
        "may not say qayd:locked: not a foul in a locked trump"
    )
    assert (
        refused(state, NORTH, "qayd:sawa") == "may not say qayd:sawa: no Sawa said by an opponent"
    )
    said(state, NORTH, "qayd:revoke:5:8H")
    assert refused(state, WEST, "qayd:revoke:5:AS").startswith("may not say qayd: only once")


def test_trump_overtrump_and_akka_are_not_qayd_types_in_sun() -> None:
    state = endgame(QAYD, "sun", REVOKE, SOUTH)
    act(state, "AS", "8H")
    assert refused(state, NORTH, "qayd:trump:5:8H") == "may not say qayd:trump: not a foul in Sun"
    assert refused(state, NORTH, "qayd:akka:5").startswith("may not say qayd:akka: not a foul")
    said(state, NORTH, "qayd:revoke:5:8H")
    assert state.result().points == (26, 0)


def test_the_trump_and_overtrump_fouls() -> None:
    hands = {SOUTH: "AS AH AD 7C", EAST: "8C 8H 8D 9H", NORTH: "TS TH TD 9C", WEST: "KS KH KD JC"}
    state = endgame(QAYD, "hokum", hands, SOUTH)
    act(state, "AS", "8H")  # West is void in spades with the 8 of clubs: must trump
    assert state.card_log[-1][3] == "trump"
    act(state, "TS")
    act(state, "JC")  # East ruffs with the jack
    state2 = endgame(QAYD, "hokum", hands, SOUTH)
    act(state2, "7C", "8C")  # trump led: West must beat the 7 with... the 8 beats it: legal
    assert state2.card_log[-1][3] == ""
    act(state2, "TS")  # North holds the 9 of clubs: must follow trumps
    assert state2.card_log[-1][3] == "revoke"
    state3 = endgame(QAYD, "hokum", hands, SOUTH)
    act(state3, "7C", "8C", "9C", "JC")
    assert [entry[3] for entry in state3.card_log] == ["", "", "", ""]


def test_overtrump_foul_is_a_lower_trump_when_a_higher_one_was_required() -> None:
    hands = {SOUTH: "9C AH AD AS", EAST: "JC 7C 8D 9H", NORTH: "TS TH TD 8C", WEST: "KS KH KD QC"}
    state = endgame(QAYD, "hokum", hands, SOUTH)
    act(state, "9C", "7C")  # trump led, West holds the jack: must beat the 9
    assert state.card_log[-1][3] == "overtrump"
    said(state, NORTH, "qayd:overtrump:5:7C")
    assert state.qayd_winner == 0


def test_locked_foul_is_a_trump_led_while_locked_holding_another_suit() -> None:
    hands = {SOUTH: "JC AH AD AS", EAST: "7C 8H 8D 9H", NORTH: "TS TH TD 8C", WEST: "KS KH KD QC"}
    state = endgame(QAYD, "hokum", hands, SOUTH, closed=True)
    assert state.locked
    act(state, "JC")
    assert state.card_log[-1][3] == "locked"
    said(state, EAST, "qayd:locked:5:JC")
    assert state.qayd_winner == 1
    assert state.result().points == (0, 32)  # doubled: 16 x 2


def test_a_qayd_may_be_called_after_the_last_card_and_the_replayer_accepts_it() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    act(state, "AS", "8H", "TS", "KS")
    while not state.is_over:
        act(state, str(state.legal_actions()[0]))
    assert state.is_over and state.qayd is None
    normal = state.result().points
    said(state, SOUTH, "qayd:revoke:5:8H")
    assert state.result().points == (16, 0) != normal


def test_qayd_under_kammelna_adds_ws_projects_and_multiplies_by_the_factor() -> None:
    rules = BalootRules(predeal_choice=False, qayd=True, scoring=SCORING_KAMMELNA)
    state = endgame(rules, "hokum", REVOKE, SOUTH, closed=True)
    state.settlement = state.resettle(
        [mask("AS KS QS JS"), mask("7H 8H 9H"), mask("TD"), mask("7D")]
    )
    assert state.settlement.team_points(0) == 50  # South's fifty (A K Q J of spades)
    act(state, "AH", "8D")  # West holds the 8 of hearts: a revoke
    said(state, NORTH, "qayd:revoke:5:8D")
    assert state.result().points == ((16 + 5) * 2, 0)


def test_qayd_in_a_gahwa_hand_wins_the_game() -> None:
    state = endgame(QAYD, "hokum", REVOKE, SOUTH)
    state.gahwa = True
    act(state, "AS", "8H")
    said(state, NORTH, "qayd:revoke:5:8H")
    result = state.result()
    assert result.points == (0, 0) and result.decides_winner == 0


def test_announced_baloot_stays_with_its_side_after_a_qayd() -> None:
    hands = {SOUTH: "AS AH KC QC", EAST: "7S 8H 8D 8C", NORTH: "TS TH TD 9C", WEST: "KS KH KD JC"}
    state = endgame(QAYD, "hokum", hands, SOUTH)
    act(state, "KC", "8C", "9C", "JC")  # trump led: each beats when able; West's jack wins
    act(state, "KS", "AS", "7S", "TS")  # South's ace wins
    act(state, "QC")  # South plays the second of K/Q of trump: Baloot
    assert state.baloot == [1, 0]
    said(state, WEST, "qayd:revoke:5:9C")  # wrong: North's 9 was legal
    assert state.qayd_winner == 0
    assert state.result().points == (16 + 2, 0)


# --- §4.1 Kawesh -----------------------------------------------------------------------


def kawesh_deck() -> list[str]:
    return deck_for(
        {
            0: "7S 8S 9S 7H 8H AS AH AD",
            3: "KS QS JS TH 9H KC QC 7D",
            2: "TS JH QH KH TD 8D 9D JD",
            1: "QD KD JC TC 9C 8C 7C AC",
        },
        "AC",
        1,
    )


@pytest.mark.parametrize("same", [False, True])
def test_after_a_kawesh_the_next_deal_is_dealt_by_the_same_dealer_with_the_option(
    same: bool,
) -> None:
    rules = BalootRules(predeal_choice=False, kawesh_same_dealer=same)
    match = Match(DEFINITION, rules, 1)
    state = match.deal_from(kawesh_deck())
    assert "redeal" in legal(state)  # type: ignore[arg-type]
    state.apply(state.parse_action("redeal"))
    match.finish_deal(state)
    assert match.dealer == (1 if same else DEFINITION.next_dealer(rules, 1))
    all_pass = match.deal_from(kawesh_deck())
    for _ in range(8):
        all_pass.apply(all_pass.parse_action("pass"))
    assert all_pass.is_over
    dealer = match.dealer
    match.finish_deal(all_pass)
    assert match.dealer == DEFINITION.next_dealer(rules, dealer)  # qash: the deal passes on


# --- §6 the lock and the Sun double --------------------------------------------------------


@pytest.mark.parametrize("follows", [False, True])
def test_triple_and_gahwa_unlock_when_the_lock_follows_each_raise(follows: bool) -> None:
    rules = BalootRules(predeal_choice=False, lock_follows_raise=follows)
    state = baloot_state(deck_sun(), rules)
    act(state, "hokum", "pass", "pass", "pass", "hokum", "double:closed")
    assert state.locked
    act(state, "triple")
    assert state.locked is not follows
    act(state, "four:closed")
    assert state.locked
    act(state, "gahwa")
    assert state.locked is not follows
    assert state.phase == PLAY


def test_four_open_unlocks_only_when_the_lock_follows_the_raise() -> None:
    for follows in (False, True):
        rules = BalootRules(predeal_choice=False, lock_follows_raise=follows)
        state = baloot_state(deck_sun(), rules)
        act(state, "hokum", "pass", "pass", "pass", "hokum", "double:closed", "triple", "four")
        assert state.locked is not follows


def deck_sun() -> list[str]:
    return deck_for(
        {
            0: "7C AS AH AD AC 7S 8D 9D",
            3: "KS QS JS 8H 9H KC QC 7D",
            2: "TS 9S 8S TH JH QH KH TD",
            1: "JD QD KD JC TC 9C 8C 7H",
        },
        "7C",
        0,
    )


@pytest.mark.parametrize(
    ("totals", "spec", "regulation"),
    [
        ((101, 100), True, True),  # takers above 100, doublers at 100
        ((100, 101), True, False),  # takers at 100, doublers above: only the spec's reading
        ((0, 0), False, False),
        ((120, 130), False, False),
    ],
)
def test_the_sun_double_condition(totals: tuple[int, int], spec: bool, regulation: bool) -> None:
    for rule, expected in ((False, spec), (True, regulation)):
        rules = BalootRules(predeal_choice=False, sun_double_regulation=rule)
        state = baloot_state(deck_sun(), rules, totals=totals)
        act(state, "sun")  # South (team 0) takes Sun
        assert (state.phase == DOUBLING) is expected, (totals, rule)


# --- §7.1 Hokum on an ace ---------------------------------------------------------------


def ace_deck() -> list[str]:
    return deck_for(
        {
            0: "7C AS AH AD KC 7S 8D 9D",
            3: "KS QS JS 8H 9H AC QC 7D",
            2: "TS 9S 8S TH JH QH KH TD",
            1: "JD QD KD JC TC 9C 8C 7H",
        },
        "AC",
        3,
    )


@pytest.mark.parametrize("rule", [False, True])
def test_a_hokum_on_an_ace_goes_to_sun_only_by_the_first_player(rule: bool) -> None:
    rules = BalootRules(predeal_choice=False, ace_hokum_sun=rule)
    state = baloot_state(ace_deck(), rules)
    act(state, "pass", "hokum")  # East (2nd) bids Hokum on the ace of clubs
    assert state.to_act == SOUTH and legal(state) == ["pass", "sun"]  # the 1st player
    act(state, "pass")
    assert state.to_act == NORTH
    if rule:
        assert legal(state) == ["pass"]
        assert refused(state, NORTH, "sun") == (
            "a Hokum on an ace may be taken over to Sun only by the 1st player (ace_hokum_sun)"
        )
    else:
        assert legal(state) == ["pass", "sun"]
    act(state, "pass")
    assert state.to_act == WEST and legal(state) == (["pass"] if rule else ["pass", "sun"])
    act(state, "pass")
    assert state.to_act == EAST and legal(state) == ["hokum", "sun"]  # the bidder's own switch


# --- §7.4 partner_winning_free ----------------------------------------------------------


def test_partner_winning_free_a_void_player_may_discard_when_his_partner_wins() -> None:
    hands = {SOUTH: "AS 7H 8H 9H", EAST: "7S JH QH KH", NORTH: "8C 7D 8D 9D", WEST: "9S JD QD KD"}
    spec = endgame(SPEC, "hokum", hands, SOUTH)
    act(spec, "AS", "7S")
    assert legal(spec) == ["8C"]
    free = endgame(FREE, "hokum", hands, SOUTH)
    act(free, "AS", "7S")
    assert sorted(legal(free)) == sorted(["8C", "7D", "8D", "9D"])


@pytest.mark.parametrize(
    ("west", "spec", "free"),
    [
        ("JC 7C TD KD", ["7C", "JC"], ["JC"]),  # a higher trump held: over-trump
        ("7C 8C TD KD", ["7C", "8C"], ["7C", "8C"]),  # only lower trumps: still trump
    ],
)
def test_partner_winning_free_must_overtrump_an_opponents_ruff_when_able(
    west: str, spec: list[str], free: list[str]
) -> None:
    south = "8C 7H 8H AD" if "JC" in west else "JC 7H 8H AD"
    hands = {EAST: "AH KH QH JH", NORTH: "9C 7D 8D 9D", WEST: west, SOUTH: south}
    for rules, expected in ((SPEC, spec), (FREE, free)):
        state = endgame(rules, "hokum", hands, EAST)
        act(state, "AH")
        assert legal(state) == ["9C"]  # North, void, the opponent winning: must trump
        act(state, "9C")
        assert sorted(legal(state)) == sorted(expected), rules


def test_partner_winning_free_the_partner_of_the_winner_is_free() -> None:
    hands = {EAST: "AH KH QH JH", NORTH: "7D 8D 9D TD", WEST: "JC 7C KD AD", SOUTH: "8C 7H 8H 9H"}
    state = endgame(FREE, "hokum", hands, EAST)
    act(state, "AH", "7D")
    assert sorted(legal(state)) == sorted(["JC", "7C", "KD", "AD"])
    spec = endgame(SPEC, "hokum", hands, EAST)
    act(spec, "AH", "7D")
    assert sorted(legal(spec)) == sorted(["JC", "7C"])


# --- §8 record texts and the replayer ---------------------------------------------------


def test_qayd_texts_are_read_exactly() -> None:
    assert str(parse_qayd("qayd:revoke:3:7C")) == "qayd:revoke:3:7C"
    assert str(parse_qayd("qayd:locked:5:JH")) == "qayd:locked:5:JH"
    assert str(parse_qayd("qayd:sawa")) == "qayd:sawa"
    assert str(parse_qayd("qayd:akka:4")) == "qayd:akka:4"
    for bad in (
        "qayd:revoke:9:7C",
        "qayd:revoke:0:7C",
        "qayd:revoke:3:7c",
        "qayd:foo:3:7C",
        "qayd:akka",
        "qayd:sawa:1",
        "qayd:revoke:03:7C",
        "qayd:revoke:3:10C",
    ):
        with pytest.raises(ActionTextError):
            parse_qayd(bad)
    state = bid(SPEC, "hokum")
    assert state.parse_action("sawa") == SAWA and state.parse_action("akka") == AKKA
    assert state.parse_action("claim") == CLAIM


def play_record(rules: BalootRules, actions: list[tuple[int, str]]) -> BalootState:
    deck = deck_sun()
    match = Match(DEFINITION, rules, 1)
    state = match.deal_from(deck)
    replayed = replay_deal(match, state, DealData(deck, actions))
    end = replayed.end
    assert isinstance(end, BalootState)
    return end


OPENING = [
    (0, "hokum"),
    (3, "pass"),
    (2, "pass"),
    (1, "pass"),
    (0, "hokum"),
    (3, "pass"),
    (1, "pass"),
]


def test_the_replayer_accepts_a_qayd_out_of_turn_and_after_the_deal() -> None:
    rules = BalootRules(predeal_choice=False, qayd=True)
    # South leads AS; East (2nd) plays 7D though he holds spades: a revoke; West calls it.
    end = play_record(rules, [*OPENING, (0, "AS"), (3, "7D"), (2, "qayd:revoke:1:7D")])
    assert end.is_over and end.qayd_winner == 0  # North's side: East revoked
    points = end.result().points
    assert points[1] == 0 and points[0] >= 16
    wrong = play_record(rules, [*OPENING, (0, "AS"), (3, "JS"), (2, "qayd:revoke:1:JS")])
    assert wrong.qayd_winner == 1


def test_the_replayer_refuses_a_qayd_with_the_option_off_in_one_line() -> None:
    with pytest.raises(ReplayFaultError) as fault:
        play_record(SPEC, [*OPENING, (0, "AS"), (2, "qayd:revoke:1:AS")])
    assert str(fault.value) == ("deal 1, action 9: seat 2: may not say qayd: the option is off")
    with pytest.raises(ReplayFaultError) as fault:
        play_record(SPEC, [*OPENING, (0, "sawa")])
    assert str(fault.value) == (
        "deal 1, action 8: seat 0: may not say sawa: only on his own lead with at most 4 cards"
    )
    with pytest.raises(ReplayFaultError) as fault:
        play_record(SPEC, [*OPENING, (0, "qayd:revoke:1:XX")])
    assert fault.value.kind == "unreadable"


def test_a_deal_ended_by_a_qayd_takes_no_further_action() -> None:
    rules = BalootRules(predeal_choice=False, qayd=True)
    with pytest.raises(ReplayFaultError) as fault:
        play_record(rules, [*OPENING, (0, "AS"), (3, "7D"), (2, "qayd:revoke:1:7D"), (0, "AH")])
    assert fault.value.kind == "extra"
    with pytest.raises(ReplayFaultError) as fault:
        play_record(
            rules,
            [*OPENING, (0, "AS"), (3, "7D"), (2, "qayd:revoke:1:7D"), (0, "qayd:sawa")],
        )
    assert str(fault.value).endswith(
        "may not say qayd: only once, during the play, after its first card"
    )


def test_state_knows_its_game_for_custom_rules() -> None:
    state = DEFINITION.new_deal(
        KAMMELNA_RULES, [Card.parse(c) for c in deck_sun()], DealContext(1, (0, 0), 0, None)
    )
    assert state.rules == KAMMELNA_RULES and state.phase != OVER


# --- the defaults: records written before the customs replay unchanged --------------------


@pytest.mark.parametrize("variant", ["baloot", "belote_bga", "belote_classic"])
def test_golden_records_without_the_new_options_replay_to_the_same_summary(variant: str) -> None:
    import json
    from pathlib import Path

    from game.session.record import parse_record
    from game.session.replay import replay

    folder = Path(__file__).resolve().parents[1] / "golden"
    for path in sorted(folder.glob(f"{variant}-*.json")):
        stored = json.loads(path.read_text(encoding="utf-8"))
        data = stored["record"]
        data["options"] = {k: v for k, v in data["options"].items() if k not in CUSTOM_OPTIONS}
        for deal in data["deals"]:
            deal.pop("code", None)  # the options' count is part of a deal code
        assert replay(parse_record(data)).summary() == stored["summary"], path.name


# --- more worked consequences -------------------------------------------------------------


def test_a_sawa_by_the_team_that_won_every_trick_gives_it_162_card_points() -> None:
    state = endgame(SPEC, "hokum", MASTER, SOUTH, won_by=NORTH)
    said(state, SOUTH, "sawa")
    assert state.team_card_points()[0] + 10 == 162 and state.team_card_points()[1] == 0
    sun = endgame(SPEC, "sun", MASTER, SOUTH, won_by=SOUTH)
    said(sun, SOUTH, "sawa")
    assert sun.team_card_points()[0] + 10 == 130


def test_the_claim_search_plays_by_the_lock() -> None:
    hands = {SOUTH: "JC AS", EAST: "9C 7H", NORTH: "8H 9H", WEST: "7S TH"}
    open_trump = endgame(SPEC, "hokum", hands, SOUTH)
    assert open_trump.why_illegal(SAWA) is None  # the jack first draws East's trump
    locked = endgame(SPEC, "hokum", hands, SOUTH, closed=True)
    assert refused(locked, SOUTH, "sawa") == (
        "the claim is wrong: seat 3 may still take a trick with 9C"
    )


def test_a_wrong_akka_still_releases_the_partner() -> None:
    hands = {SOUTH: "QS 7H 8H 9H", EAST: "7S JH QH KH", NORTH: "8C 7D 8D 9D", WEST: "KS JD QD KD"}
    state = endgame(QAYD, "hokum", hands, SOUTH)  # the K of spades is out: no right Akka
    said(state, SOUTH, "akka")
    act(state, "QS", "7S")
    assert state.akkas == ((5, SOUTH, True),)
    assert sorted(legal(state)) == sorted(["8C", "7D", "8D", "9D"])


def test_after_a_sawa_an_earlier_foul_of_the_claimers_side_may_be_called() -> None:
    hands = {
        SOUTH: "JC 9C AS AH 7D",
        EAST: "7S 8S 7H 8H 8D",
        NORTH: "TS KS TH KH 9D",
        WEST: "9S QS 9H QH TD",
    }
    state = endgame(QAYD, "hokum", hands, SOUTH)
    act(state, "7D", "8D", "TS", "TD")  # North holds the 9 of diamonds: a revoke
    assert state.card_log[2][3] == "revoke" and state.to_act == WEST
    act(state, "9S", "AS", "7S", "KS")  # South takes the trick with the ace
    said(state, SOUTH, "sawa")
    assert not state.sawa_wrong
    said(state, EAST, "qayd:revoke:4:TS")
    assert state.qayd_winner == 1 and state.result().points == (0, 16)


def test_a_sampled_world_judges_the_fouls_on_its_own_hands() -> None:
    state = baloot_state(deck_sun(), QAYD)
    for seat, text in OPENING:
        said(state, seat, text)
    act(state, "AS", "7D")  # East revokes: he holds three spades
    again = state.clone()
    again.rejudge()
    assert again.card_log == state.card_log  # the true hands give the true verdicts
    verdicts = set()
    for seed in range(40):
        world = state.determinize(NORTH, random.Random(seed))
        verdicts.add(world.card_log[-1].foul)
    # North's worlds read the card as legal, as they would had it been: the foul is hidden
    # from North (whether a card was a foul must not change what a seat's worlds assume)
    assert verdicts == {""}
