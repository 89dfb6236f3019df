"""Barbu's rule-based player and greedy rollouts in set situations."""

from __future__ import annotations

import random

from ai.agent import InfoState
from ai.games.barbu.bot import TOTALS, advantage, bot_action
from ai.games.barbu.rollout import greedy_playout
from game.barbu.actions import Contract
from game.barbu.state import TRICKS, BarbuState
from game.core.cards import SUIT_MASKS, Card, mask_of
from tests.ai.positions import random_positions


def hand(text: str) -> int:
    return mask_of(Card.parse(code) for code in text.split())


def negative_positions(count: int) -> list[BarbuState]:
    out = []
    for state in random_positions("barbu", 600, seed=41):
        assert isinstance(state, BarbuState)
        if state.phase == TRICKS and state.order is not None and not state.order.trump:
            out.append(state)
        if len(out) == count:
            break
    return out


def test_void_in_the_led_suit_the_bot_dumps_its_worst_penalty_card() -> None:
    checked = 0
    for state in negative_positions(200):
        seat = state.to_act
        if not state.trick:
            continue
        led = state.trick[0] // 13
        held = state.hands[seat]
        assert state.order is not None
        points = state.order.points
        if held & SUIT_MASKS[led] or not any(points[c] for c in range(52) if held >> c & 1):
            continue
        info = InfoState.of(state, seat, random.Random(1))
        card = bot_action(state, seat, list(info.legal_actions))
        worst = max(points[c] for c in range(52) if held >> c & 1)
        assert points[card.index] == worst
        checked += 1
    assert checked > 0


def test_a_long_strong_suit_makes_trumps_the_best_contract() -> None:
    strong = hand("AS KS QS JS TS 9S 8S AH KH AD KD AC 2C")
    options = [Contract("trumps", suit=s) for s in range(4)] + [Contract("no-queens")]
    best = max(options, key=lambda c: advantage(c, strong))
    assert best == Contract("trumps", suit=0)


def test_a_greedy_barbu_playout_leaves_the_state_and_scores_the_whole_contract() -> None:
    for index, state in enumerate(negative_positions(6)):
        before = (state.hands[:], state.card_points[:], state.tricks_taken[:])
        scores = greedy_playout(state, random.Random(index))
        assert (state.hands, state.card_points, state.tricks_taken) == before
        assert state.contract is not None
        assert sum(scores) == TOTALS[state.contract.kind]
