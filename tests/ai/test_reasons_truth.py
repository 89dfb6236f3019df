"""The reasons' claims are true: each explanation is made from a world sampled from the
seat's information, and checked here against the real deal (a void claimed only when the
play proved it, a master that is one, a probability within the sampler's own estimate).
The seeded sweep of this module also serves the other reason tests."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from ai.agent import InfoState
from ai.review.explain import GENERIC, Explanation, OptionValue, all_kinds, explain
from ai.review.reasons_base import holder_shares, possible, proven_void, unseen
from game.burraco.bag import CardBag
from game.burraco.listing import list_layoffs
from game.burraco.state import BurracoState
from game.core.api import State
from game.core.cards import JOKER_INDEX, SUIT_MASKS, Card, indices_of
from game.core.trickplay import TrickPlayState
from tests.ai.positions import random_positions

GAMES = ("belote_bga", "belote_classic", "baloot", "barbu", "burraco")
PERCENT_SLACK = 20  # a share of 48 worlds against one of 400: well within this


@dataclass(frozen=True)
class Explained:
    """One explanation with the real position it was asked about."""

    state: State
    seat: int
    best: Any
    explanation: Explanation


def options_for(legal: list[Any], best: Any) -> list[OptionValue]:
    """Options with ``best`` first, the others well below it."""
    return [OptionValue(str(best), 10.0, 8.0, 12.0)] + [
        OptionValue(str(a), 0.0, -2.0, 2.0) for a in legal if a != best
    ]


@cache
def sweep(variant: str, count: int = 160, seed: int = 5) -> tuple[Explained, ...]:
    """Every legal action of ``count`` random positions of ``variant`` explained as the
    best, from the seat's information only (a sampled world, as the hint does)."""
    out = []
    for index, state in enumerate(random_positions(variant, count, seed, moves=60)):
        seat = state.to_act
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        world = InfoState.of(state, seat, random.Random(index)).own_world()
        partners = state.definition.partners_of(seat)
        for best in legal:
            found = explain(world, seat, options_for(legal, best), legal, partners, seed=index)
            out.append(Explained(state, seat, best, found))
    return tuple(out)


def all_explained() -> list[Explained]:
    return [item for variant in GAMES for item in sweep(variant)]


def wide_sweep() -> list[Explained]:
    """More positions (the rarer calls: Baloot's doubling, Barbu's contracts)."""
    return [item for variant in GAMES for item in sweep(variant, 500, 9)]


def sentences(items: list[Explained]) -> list[tuple[Explained, Explanation]]:
    return [(item, sentence) for item in items for sentence in item.explanation.sentences()]


def code_index(code: str) -> int:
    return Card.parse(code).index


def is_real_master(state: TrickPlayState, seat: int, card: int) -> bool:
    """Whether no other seat holds a card that beats ``card`` in its suit."""
    order = state.order
    assert order is not None
    held = 0
    for other in range(4):
        if other != seat:
            held |= state.hands[other]
    return not held & order.above[card] & SUIT_MASKS[card // 13]


def test_most_reasons_fire_in_the_seeded_sweep() -> None:
    fired = {sentence.kind for _, sentence in sentences(wide_sweep())}
    constructed = {  # fired by the positions built in test_reasons_calls / test_reasons_play
        "only_action",
        "all_equal",
        "last_trump",
        "bid_redeal",
        "pass_void_suit",
        "barbu_no_heart",
        "barbu_king_guarded",
        "barbu_king_bare",
        "barbu_many_high",
        "danger_with",
        "discard_all_fit",  # test_reasons_burraco
        "pile_wild",
        "claim_certain",  # tests/ai/test_ai_claims.py (the hint's claim, not explain's)
        "lead_announced",  # tests/ai/test_ai_claims.py (the hint's Akka)
        "qayd_proven",  # tests/baloot/test_proven_fouls.py (the hint's Qayd)
        "qayd_akka",
        "qayd_sawa",  # tests/baloot/test_proven_fouls.py (the computer's Qayd on a Sawa)
        "foul_played",  # tests/ai/test_review_announcements.py (the review's acts)
        "only_cards",
        "call_right",
        "call_wrong",
        "said_right",
        "said_wrong",
    }
    assert set(all_kinds()) - fired <= constructed, set(all_kinds()) - fired - constructed


def test_a_void_is_claimed_only_when_the_play_proved_it() -> None:
    claims = 0
    for item, sentence in sentences(wide_sweep()):
        state = item.state
        if sentence.kind == "lead_partner_void":
            assert isinstance(state, TrickPlayState)
            assert proven_void(state, item.seat, sentence.seat, sentence.suit)
            assert not state.hands[sentence.seat] & SUIT_MASKS[sentence.suit]
            claims += 1
        if sentence.kind in (
            "discard_void",
            "discard_lost",
            "discard_penalty",
            "discard_high",
            "pass_void_suit",
        ):
            assert isinstance(state, TrickPlayState)
            hand = state.hands[item.seat]
            if sentence.kind == "pass_void_suit":
                hand |= 1 << getattr(state, "turn_up")  # noqa: B009 - the taker's turn-up
            assert not hand & SUIT_MASKS[sentence.suit], "the seat's own void"
    assert claims >= 1


def test_masters_trumps_and_dangers_are_true_in_the_real_deal() -> None:
    for item, sentence in sentences(wide_sweep()):
        state = item.state
        if not isinstance(state, TrickPlayState) or state.order is None:
            continue
        order = state.order
        others = [s for s in range(4) if s != item.seat]
        if sentence.kind in ("master_card", "cash_master", "keep_master", "keep_for_last"):
            assert is_real_master(state, item.seat, code_index(sentence.card)), sentence
        if sentence.kind == "trumps_drawn":
            assert not any(state.hands[s] & order.trump for s in others)
        if sentence.kind == "last_trump":
            holders = [s for s in others if state.hands[s] & order.trump]
            assert holders == [sentence.seat]
        if sentence.kind in ("danger_out", "danger_with"):
            card = code_index(sentence.card)
            assert not (state.played | state.hands[item.seat]) >> card & 1
        if sentence.kind == "queens_out":
            out = unseen(state, item.seat)
            assert all(out >> code_index(code) & 1 for code in sentence.cards)
            assert len(sentence.cards) == sentence.count
        if sentence.kind in ("draw_trumps", "trumps_drawn"):
            outstanding = order.trump & ~state.played & ~state.hands[item.seat]
            assert outstanding.bit_count() == max(sentence.count, 0)


def test_a_burraco_discard_said_safe_fits_no_meld_of_the_next_side() -> None:
    checked = 0
    for item, sentence in sentences(wide_sweep()):
        if sentence.kind != "discard_safe":
            continue
        state = item.state
        assert isinstance(state, BurracoState)
        assert sentence.seat == (item.seat + 1) % 4
        card = JOKER_INDEX if sentence.card == "JO" else code_index(sentence.card)
        assert not list_layoffs(CardBag([card]), state.team_melds(sentence.seat))
        checked += 1
    assert checked >= 3


def beats_in_reality(state: TrickPlayState, other: int, card: int) -> bool:
    """Whether ``other`` really holds a card that may take the trick from ``card``."""
    order = state.order
    assert order is not None
    led = state.trick[0] // 13
    hand = state.hands[other]
    follows = hand & SUIT_MASKS[led]
    for index in indices_of(hand):
        if order.beats(index, card) and (index // 13 == led or not follows):
            return True
    return False


def test_a_partner_said_safe_cannot_be_beaten_by_those_still_to_play() -> None:
    checked = 0
    for item, sentence in sentences(wide_sweep()):
        if sentence.kind != "partner_safe":
            continue
        state = item.state
        assert isinstance(state, TrickPlayState)
        count = 3 - len(state.trick)
        later = [(item.seat + i * state.step) % 4 for i in range(1, count + 1)]
        partners = state.definition.partners_of(item.seat)
        for other in later:
            if other not in partners:
                assert not beats_in_reality(state, other, state.win_card)
        checked += 1
    assert checked >= 3


def test_a_probability_is_within_the_samplers_own_estimate() -> None:
    checked = 0
    for item, sentence in sentences(wide_sweep()):
        if sentence.percent < 0:
            continue
        state = item.state
        assert isinstance(state, TrickPlayState)
        card = code_index(sentence.card)
        world = InfoState.of(state, item.seat, random.Random(77)).own_world()
        assert isinstance(world, TrickPlayState)
        assert possible(world, item.seat, sentence.seat) >> card & 1
        shares = holder_shares(world, item.seat, card, seed=123, worlds=400)
        assert abs(100 * shares[sentence.seat] - sentence.percent) <= PERCENT_SLACK
        checked += 1
    assert checked >= 3


def test_specific_reasons_are_the_rule_in_the_sweep() -> None:
    items = all_explained()
    generic = sum(1 for item in items if item.explanation.kind in GENERIC)
    assert generic / len(items) < 0.2
