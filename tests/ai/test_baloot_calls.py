"""The Baloot rule bot climbs the doubling ladder to Gahwa and says Ashkal only with the hands
that justify it, always legally, and the searches' rollouts now meet its Gahwa."""

from __future__ import annotations

import random

import pytest

from ai.agent import InfoState
from ai.games.baloot.bot import (
    DOUBLE_THRESHOLD,
    FOUR_THRESHOLD,
    GAHWA_THRESHOLD,
    TAKE_THRESHOLD,
    bot_action,
)
from ai.games.baloot.entry import baloot_finish
from ai.games.belote.bot import TAKE_THRESHOLD as BELOTE_TAKE_THRESHOLD
from ai.games.belote.bot import suit_value
from ai.search.utility import deciding_points
from game.baloot.calls import ASHKAL, DOUBLE, FOUR, GAHWA, PASS, SUN, TRIPLE, Call
from game.baloot.state import BIDDING, BalootState
from game.core.cards import Card, mask_of
from tests.ai.positions import random_positions
from tests.baloot.helpers import FIRST, FOURTH, SECOND, THIRD, act, baloot_state, deck_for

HEARTS = 1
# West (4th) takes Hokum in hearts; South (1st) and East (2nd) defend.
MONSTER = "JH 9H AH TH AS QH KH AD"  # the six best hearts and two aces
MODEST = "JH 8H 7H KC 9S QH 7S 8C"  # a jack of trump and little else
RICH_DEFENDER = "9H AH TH KH AS TS AD TD"  # South: trumps under the jack, aces and tens
MIDDLE_DEFENDER = "9H AH TH KH AS TS 7D 9C"  # enough to double, not to answer a triple
POOR_DEFENDER = "7D 8D 9D 8S QD 9C 7C JD"


def filled(chosen: dict[int, str]) -> dict[int, str]:
    """``chosen`` hands, the other seats dealt the remaining cards in a fixed order."""
    used = {code for text in chosen.values() for code in text.split()}
    rest = [c for s in "SHDC" for c in (r + s for r in "AKQJT987") if c not in used]
    hands = dict(chosen)
    for seat in (FIRST, SECOND, THIRD, FOURTH):
        if seat not in hands:
            hands[seat], rest = " ".join(rest[:8]), rest[8:]
    return hands


def hokum_for_west(
    west: str, south: str | None = None, totals: tuple[int, int] = (0, 0)
) -> BalootState:
    """West's Hokum in hearts (turned-up queen), at the first doubling question."""
    chosen = {FOURTH: west} if south is None else {FOURTH: west, FIRST: south}
    state = baloot_state(deck_for(filled(chosen), "QH", FOURTH), totals=totals)
    act(state, "pass", "pass", "pass", "hokum", "pass", "pass", "pass", "hokum")
    return state


def bot_says(state: BalootState) -> Call:
    action = bot_action(state, state.to_act, state.legal_actions())
    assert isinstance(action, Call)
    return action


def value(hand: str) -> int:
    return suit_value(mask_of(Card.parse(code) for code in hand.split()), HEARTS)


def test_the_hands_sit_on_the_right_side_of_the_thresholds() -> None:
    assert value(MONSTER) >= GAHWA_THRESHOLD > value(MODEST)
    assert value(RICH_DEFENDER) >= FOUR_THRESHOLD > value(MIDDLE_DEFENDER)
    assert value(MIDDLE_DEFENDER) >= DOUBLE_THRESHOLD > value(POOR_DEFENDER)


def test_a_defender_doubles_with_a_rich_hand_and_passes_a_poor_one() -> None:
    rich = hokum_for_west(MODEST, RICH_DEFENDER)
    assert rich.to_act == FIRST and bot_says(rich) == DOUBLE
    poor = hokum_for_west(MODEST, POOR_DEFENDER)
    assert poor.to_act == FIRST and bot_says(poor) == PASS


def test_the_bot_never_locks_the_trump() -> None:
    state = hokum_for_west(MODEST, RICH_DEFENDER)
    assert not bot_says(state).closed


def test_a_monster_triples_and_says_gahwa_after_a_four() -> None:
    state = hokum_for_west(MONSTER)
    act(state, "double")
    assert state.to_act == FOURTH and bot_says(state) == TRIPLE
    act(state, "triple", "four")
    assert bot_says(state) == GAHWA


def test_a_modest_taker_neither_triples_nor_says_gahwa() -> None:
    state = hokum_for_west(MODEST)
    act(state, "double")
    assert bot_says(state) == PASS
    act(state, "triple", "four")
    assert bot_says(state) == PASS


def test_no_gahwa_when_winning_at_four_already_wins_the_game() -> None:
    state = hokum_for_west(MONSTER, totals=(40, 100))
    act(state, "double", "triple", "four")
    assert bot_says(state) == PASS


def test_a_doubler_says_four_only_with_a_hand_that_beats_a_triple() -> None:
    state = hokum_for_west(MODEST, RICH_DEFENDER)
    act(state, "double", "triple")
    assert state.to_act == FIRST and bot_says(state) == FOUR
    weaker = hokum_for_west(MODEST, MIDDLE_DEFENDER)
    assert bot_says(weaker) == DOUBLE
    act(weaker, "double", "triple")
    assert bot_says(weaker) == PASS


# Ashkal: South (1st) and East (2nd) pass; North (3rd) holds the Sun hand; South would take.
SUN_FIVE = "AS AH AD KC 8S"  # three aces in the first five cards


def north_to_speak(north_five: str, turn_up: str) -> BalootState:
    """North's first call (South and East passed); South would take the turn-up."""
    north = f"{north_five} 7S 9S JS"
    others = [c for c in filled({THIRD: north})[FIRST].split() if c != turn_up]
    hands = filled({THIRD: north, FIRST: " ".join([turn_up, *others[:7]])})
    state = baloot_state(deck_for(hands, turn_up, FIRST))
    act(state, "pass", "pass")
    assert state.to_act == THIRD
    return state


def test_a_sun_hand_gives_a_low_turn_up_to_its_partner_with_ashkal() -> None:
    state = north_to_speak(SUN_FIVE, "7D")
    assert bot_says(state) == ASHKAL
    act(state, "ashkal")
    while state.phase == BIDDING:
        state.apply(bot_action(state, state.to_act, state.legal_actions()))
    assert state.taker == FIRST and state.sun


@pytest.mark.parametrize("turn_up", ["TD", "AC"])
def test_a_turned_up_ace_or_ten_is_taken_with_sun(turn_up: str) -> None:
    assert bot_says(north_to_speak(SUN_FIVE, turn_up)) == SUN


def test_no_ashkal_without_a_sun_hand_of_ones_own() -> None:
    assert bot_says(north_to_speak("AS AH TS 8D 9C", "7D")) != ASHKAL


def test_the_first_and_second_players_say_sun_not_ashkal() -> None:
    hands = filled({FIRST: f"{SUN_FIVE} 7D 9S JS"})
    state = baloot_state(deck_for(hands, "7D", FIRST))
    assert ASHKAL in state.legal_actions() and bot_says(state) == SUN


def test_a_middling_hokum_hand_takes_in_baloot_though_it_would_pass_in_belote() -> None:
    five = "JH KH 7S 9C 8C"  # with the turned-up queen: jack, king, queen of trump
    assert BELOTE_TAKE_THRESHOLD > value(f"QH {five}") >= TAKE_THRESHOLD
    hands = filled({FIRST: f"QH {five} 7D 8D"})
    state = baloot_state(deck_for(hands, "QH", FIRST))
    said = bot_says(state)
    assert said.kind == "hokum" and said.suit < 0  # the turned-up suit


def test_a_weak_hand_passes() -> None:
    five = "JH 7S 9C 8C 7D"
    assert value(f"QH {five}") < TAKE_THRESHOLD
    state = baloot_state(deck_for(filled({FIRST: f"QH {five} 8D 9D"}), "QH", FIRST))
    assert bot_says(state) == PASS


def test_the_bot_is_always_legal() -> None:
    for state in random_positions("baloot", 400, seed=20, moves=12):
        assert isinstance(state, BalootState)
        action = bot_action(state, state.to_act, state.legal_actions())
        assert state.why_illegal(action) is None, (action, state.history)


def test_a_rollout_after_a_four_can_meet_the_takers_gahwa() -> None:
    """South (the doubler) weighs a four: in some of its sampled worlds West holds a Gahwa
    hand, and the rollout's West says it, so the four is judged against a lost game."""
    state = hokum_for_west(MONSTER, POOR_DEFENDER)
    act(state, "double", "triple")
    info = InfoState.of(state, FIRST, random.Random(1))
    outcomes = []
    for seed in range(40):
        world = info.sample_world(random.Random(seed))
        assert isinstance(world, BalootState)
        world.apply(FOUR)
        points = baloot_finish(world, random.Random(seed))
        if world.gahwa:
            assert points in (deciding_points(world, 0), deciding_points(world, 1))
        outcomes.append(world.gahwa)
    assert any(outcomes) and not all(outcomes)
