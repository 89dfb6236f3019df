"""The facts behind an explained hint, in positions built for each, and every explanation's
template in both languages."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest

from ai.review.explain import OptionValue, all_kinds, explain, restriction, trick_facts
from ai.review.jobs import advise
from ai.service import DecisionService
from game.core.cards import Card, card_at, indices_of
from game.core.trickplay import TrickPlayState
from tests.ai.positions import random_positions

LOCALE = Path(__file__).resolve().parents[2] / "assets" / "locale"


def play_positions(variant: str, count: int = 400, seed: int = 7) -> list[TrickPlayState]:
    out = []
    for state in random_positions(variant, count, seed):
        if isinstance(state, TrickPlayState) and state.in_play:
            out.append(state)
    return out


def options_for(cards: list[Card], best: Card) -> list[OptionValue]:
    """Options with ``best`` first and the others well below it."""
    rest = [c for c in cards if c != best]
    return [OptionValue(str(best), 10.0, 8.0, 12.0)] + [
        OptionValue(str(c), 0.0, -2.0, 2.0) for c in rest
    ]


def test_must_overtrump_names_the_winner_and_his_trump() -> None:
    found = 0
    for state in play_positions("belote_bga"):
        seat = state.to_act
        legal = state.legal_actions()
        partners = state.definition.partners_of(seat)
        explanation = explain(state, seat, options_for(legal, legal[0]), legal, partners)
        if explanation.kind != "must_overtrump":
            continue
        found += 1
        order = state.order
        assert order is not None
        winner = card_at(state.win_card)
        assert order.trump >> winner.index & 1, "the card to overtrump is a trump"
        assert explanation.seat == state.win_seat and explanation.card == winner.code
        assert all(order.beats(c.index, state.win_card) for c in legal)
    assert found >= 3


def test_partner_holding_the_trick_asks_for_points() -> None:
    found = 0
    for state in play_positions("belote_classic"):
        seat = state.to_act
        legal = state.legal_actions()
        if not state.trick or state.win_seat != (seat + 2) % 4 or len(legal) < 2:
            continue
        order = state.order
        assert order is not None
        points = {c: order.points[c.index] for c in legal}
        calm = [c for c in legal if not order.beats(c.index, state.win_card)]
        rich = max(calm, key=points.__getitem__, default=None)
        if rich is None or points[rich] == min(points.values()):
            continue
        if restriction(state, seat) is not None:
            continue  # a rule narrowing the cards is said first
        partners = state.definition.partners_of(seat)
        explanation = explain(state, seat, options_for(legal, rich), legal, partners)
        assert explanation.kind in ("partner_holds", "partner_safe", "keep_for_last")
        if explanation.kind == "keep_for_last":
            continue  # with two cards left, the master kept for the last trick is said first
        assert explanation.seat == (seat + 2) % 4
        found += 1
        # Without teams (as in Barbu) there is no partner to feed.
        alone = explain(state, seat, options_for(legal, rich), legal, ())
        assert alone.kind not in ("partner_holds", "partner_safe")
    assert found >= 3


def last_trump_position() -> tuple[TrickPlayState, int, int]:
    """A lead where every trump but one is gone and two seats are proven void: the last one
    is with the third (returns the state, the seat to lead and that holder)."""
    for state in play_positions("belote_bga", 200, 11):
        seat = state.to_act
        order = state.order
        assert order is not None
        if state.trick or not order.trump or state.hands[seat].bit_count() < 3:
            continue
        holders = [o for o in range(4) if o != seat and state.hands[o] & order.trump]
        if not holders:
            continue
        holder = holders[0]
        last = next(iter(indices_of(state.hands[holder] & order.trump)))
        gone = order.trump & ~state.hands[seat] & ~(1 << last)
        for other in range(4):
            if other != seat:
                moved = state.hands[other] & gone
                state.hands[other] &= ~moved
                if other != holder:
                    state.forbidden[other] |= order.trump
        state.played |= gone
        return state, seat, holder
    raise AssertionError("no position to build from")


def test_last_outstanding_trump_is_located() -> None:
    state, seat, holder = last_trump_position()
    partners = state.definition.partners_of(seat)
    facts = trick_facts(state, seat, partners)
    assert facts.outstanding_trumps.bit_count() == 1
    assert facts.trump_holders == (holder,)
    legal = [c for c in state.legal_actions() if isinstance(c, Card)]
    order = state.order
    assert order is not None
    plain = [c for c in legal if not order.trump >> c.index & 1] or legal
    best = min(plain, key=lambda c: order.strength[c.index])  # no master: the trump fact
    explanation = explain(state, seat, options_for(legal, best), legal, partners)
    assert explanation.kind == "last_trump" and explanation.seat == holder


def test_a_single_legal_action_is_explained_as_forced() -> None:
    for state in play_positions("belote_bga"):
        legal = state.legal_actions()
        if len(legal) == 1:
            partners = state.definition.partners_of(state.to_act)
            explanation = explain(
                state, state.to_act, options_for(legal, legal[0]), legal, partners
            )
            assert explanation.kind in (
                "only_action",
                "must_overtrump",
                "must_trump",
                "must_follow",
            )
            return
    pytest.fail("no forced position")


def test_advice_ranks_options_and_gives_a_reason_and_chance() -> None:
    from tests.ui.conftest import QUICK_REVIEW

    state = next(s for s in play_positions("belote_bga") if len(s.legal_actions()) >= 3)
    world = state.determinize(state.to_act, __import__("random").Random(1))
    advice = advise(world, state.to_act, 3, QUICK_REVIEW)
    assert 1 <= len(advice.options) <= 3
    values = [o.value for o in advice.options]
    assert values == sorted(values, reverse=True)
    assert str(advice.best) == advice.options[0].action
    assert advice.explanation.kind in all_kinds()
    assert advice.contract_chance is None or 0 <= advice.contract_chance <= 1
    service = DecisionService(processes=0, review_strength=QUICK_REVIEW)
    ticket = service.advise(state, state.to_act, 3)
    done, served = service.poll(ticket)
    assert done and served.explanation.kind in all_kinds()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_explanation_has_its_template(language: str) -> None:
    catalogue = gettext.translation("atout", str(LOCALE), [language])
    fields = {
        "seat": "East",
        "card": "9♥",
        "suit": "♥",
        "points": "3.0",
        "cards": "J♠ 9♠",
        "count": 3,
        "percent": 78,
        "contract": "No hearts",
    }
    for kind in all_kinds():
        key = f"explain.{kind}"
        words = catalogue.gettext(key)
        assert words != key, f"{key} has no {language} text"
        assert words.format(**fields), key
    for key in ("hint.title", "hint.chance_ours", "hint.chance_theirs", "hint.close_call"):
        assert catalogue.gettext(key) != key


def test_a_bid_hint_gives_the_chance_of_the_contract_it_leads_to() -> None:
    """Before any contract, the hint of a bid says the chance of the contract the best call
    leads to (the auction played on by the rule-based players), and whose it is."""
    import random

    from ai.review.jobs import advise
    from game.catalog import get_game
    from game.core.match import Match

    definition = get_game("belote_bga")
    for seed in range(1, 20):
        match = Match(definition, definition.parse_options({}), 0)
        deck = list(definition.deck(match.rules))
        random.Random(seed).shuffle(deck)
        state = match.deal_from(deck)
        advice = advise(state, state.to_act, seed)
        if advice.contract_chance is not None:
            assert 0.0 <= advice.contract_chance <= 1.0
            assert advice.chance_ours is not None
            if str(advice.best) == "take":
                assert advice.chance_ours, "taking makes the contract ours"
            return
    raise AssertionError("no bid hint gave a chance")
