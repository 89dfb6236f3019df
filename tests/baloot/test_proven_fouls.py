"""The Qayd a seat can prove from what it saw (``BalootState.proven_fouls``): every proof is
right, it reads only the seat's own information (the same in any world the seat may
sample), and once the hand is played out every foul of the other side is proven; the AI
calls one at once unless its side's Kaboot is still in reach (``ai.games.baloot.qayd``)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ai.agent import InfoState
from ai.games.baloot.qayd import qayd_call
from ai.review.jobs import advise
from game.baloot.customs import Qayd
from game.baloot.definition import DEFINITION, KAMMELNA_RULES
from game.baloot.rules import BalootRules
from game.baloot.state import BalootState
from game.core.cards import Card, cards_of
from game.core.match import Match
from game.core.seats import team_of
from tests.ui.conftest import QUICK_REVIEW

RULE_SETS = (KAMMELNA_RULES, BalootRules(qayd=True), BalootRules(qayd=True, claims=False))


def foul_deal(rules: BalootRules, seed: int) -> list[BalootState]:
    """A deal where the cards are random, fouls often; each state after a card."""
    rng = random.Random(seed)
    match = Match(DEFINITION, rules, rng.randrange(4))
    _, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    states = []
    while not state.is_over:
        legal = state.legal_actions()
        if isinstance(legal[0], Card) and rng.random() < 0.25:
            action = rng.choice(cards_of(state.hands[state.to_act]))
        else:
            action = rng.choice(legal)
        state.apply(action)
        if isinstance(action, Card):
            states.append(state.clone())
    return states


@settings(max_examples=30, deadline=None)
@given(which=st.integers(0, len(RULE_SETS) - 1), seed=st.integers(0, 2**32))
def test_every_proof_is_right_and_uses_only_the_seats_information(which: int, seed: int) -> None:
    states = foul_deal(RULE_SETS[which], seed)
    for state in states:
        for seat in range(4):
            proofs = state.proven_fouls(seat)
            for call in proofs:
                assert state.why_illegal(call) is None
                assert state.qayd_offender(call)[1], f"{call} proven but wrong"
            world = state.determinize(seat, random.Random(seed ^ seat))
            assert world.proven_fouls(seat) == proofs, "the proof read hidden cards"


@settings(max_examples=30, deadline=None)
@given(which=st.integers(0, len(RULE_SETS) - 1), seed=st.integers(0, 2**32))
def test_at_the_last_card_every_foul_of_the_other_side_is_proven(which: int, seed: int) -> None:
    states = foul_deal(RULE_SETS[which], seed)
    if not states or not states[-1].is_over:
        return
    end = states[-1]
    for seat in range(4):
        fouls = {
            (e.trick, e.card, e.foul)
            for e in end.card_log
            if e.foul and team_of(e.seat) != team_of(seat)
        }
        proven = {
            (c.trick, c.card.index, c.foul) for c in end.proven_fouls(seat) if c.card is not None
        }
        assert proven == fouls


def test_the_ai_calls_a_proven_foul_unless_a_kaboot_is_in_reach() -> None:
    for seed in range(60):
        states = foul_deal(KAMMELNA_RULES, seed)
        for state in states:
            for seat in range(4):
                info = InfoState.of(state, seat, random.Random(seed))
                said = qayd_call(info)
                call = None if said is None else said[0]
                proofs = state.proven_fouls(seat)
                side = team_of(seat)
                theirs = sum(state.tricks_taken[s] for s in range(4) if team_of(s) != side)
                if not proofs or theirs == 0:
                    assert call is None
                else:
                    assert call == proofs[0]


def hinted_deal(seed: int) -> list[BalootState]:
    """A Kammelna-rules deal played at random, with fouls and Akkas said at random (right or
    wrong); each state where the seat to play a card can prove a Qayd and its side has
    already lost a trick (so no Kaboot makes it wait)."""
    rng = random.Random(seed)
    match = Match(DEFINITION, BalootRules(qayd=True), rng.randrange(4))
    _, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    found = []
    while not state.is_over:
        seat = state.to_act
        legal = state.legal_actions()
        info = InfoState.of(state, seat, random.Random(seed))
        if isinstance(legal[0], Card) and state.proven_fouls(seat) and qayd_call(info):
            found.append(state.clone())
        said = [a for a in state.announcements() if str(a) == "akka"]
        if said and rng.random() < 0.5:
            state.apply(said[0])
            legal = state.legal_actions()
        if isinstance(legal[0], Card) and rng.random() < 0.2:
            state.apply(rng.choice(cards_of(state.hands[seat])))
        else:
            state.apply(rng.choice(legal))
    return found


def test_the_hint_offers_a_proven_qayd_first_with_its_proof() -> None:
    kinds = set()
    for seed in range(40):
        for state in hinted_deal(seed)[:1]:
            seat = state.to_act
            advice = advise(state, seat, seed, QUICK_REVIEW)
            expected = qayd_call(InfoState.of(state, seat, random.Random(seed)))
            assert expected is not None
            assert advice.best == expected[0] and advice.options[0].action == str(expected[0])
            assert advice.explanation == expected[1]
            kinds.add(advice.explanation.kind)
        if kinds == {"qayd_proven", "qayd_akka"}:
            return
    raise AssertionError(f"only {kinds} met")


def after_a_sawa(seed: int) -> BalootState | None:
    """A deal played at random until a seat says Sawa as soon as it may (right or wrong)."""
    rng = random.Random(seed)
    match = Match(DEFINITION, BalootRules(qayd=True), rng.randrange(4))
    _, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    while not state.is_over:
        sawa = [a for a in state.announcements() if str(a) == "sawa"]
        if sawa:
            state.apply(sawa[0])
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


def test_a_wrong_sawa_is_called_only_when_the_seat_can_prove_it() -> None:
    proven = 0
    for seed in range(80):
        state = after_a_sawa(seed)
        if state is None:
            continue
        for seat in range(4):
            calls = state.proven_fouls(seat)
            if team_of(seat) == team_of(state.sawa_seat):
                assert not calls
                continue
            world = state.determinize(seat, random.Random(seed))
            assert world.proven_fouls(seat) == calls, "the proof read hidden cards"
            if calls:
                proven += 1
                assert state.sawa_wrong and calls == [Qayd("sawa", 0, None, seat)]
                said = qayd_call(InfoState.of(state, seat, random.Random(seed)))
                assert said is not None and said[0] == calls[0]
                assert said[1].kind == "qayd_sawa" and said[1].seat == state.sawa_seat
    assert proven
