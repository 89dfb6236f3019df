"""Random games with the Saudi customs on (baloot_customs.md): the invariants of the random-play
property tests hold, and the record of each deal replays to the same result.

The random player says Sawa, Akka and claim when offered (a wrong one is refused, or with
``qayd`` on let through), with ``qayd`` on sometimes plays an illegal card, and any seat
sometimes calls a Qayd, rightly or wrongly, also after the last card.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.baloot.customs import Qayd
from game.baloot.definition import DEFINITION, KAMMELNA_RULES
from game.baloot.rules import SCORING_KAMMELNA, BalootRules
from game.baloot.state import BalootState
from game.core.api import State, summary_sums
from game.core.cards import Card, cards_of
from game.core.match import Match
from game.core.replaying import DealData, replay_deal
from tests.contract.test_every_variant import check_state, deck_counter

RULE_SETS = (
    KAMMELNA_RULES,
    BalootRules(qayd=True),
    BalootRules(claims=False),
    BalootRules(partner_winning_free=True, lock_follows_raise=True, predeal_choice=False),
    BalootRules(qayd=True, french_play=True, scoring=SCORING_KAMMELNA),
    BalootRules(claims=False, qayd=True, partner_winning_free=True),
)


def random_step(state: BalootState, rng: random.Random) -> tuple[int, object]:
    """One random action and its seat: mostly legal, sometimes a claim, a foul or a Qayd."""
    if state.rules.qayd and (state.is_over or rng.random() < 0.02):
        seat = rng.randrange(4)
        calls = state.qayd_calls(seat)
        right = [call for call in calls if state.qayd_offender(call)[1]]
        if right and rng.random() < 0.5:
            return seat, rng.choice(right)
        if calls:
            return seat, rng.choice(calls)
    if not state.is_over:
        seat = state.to_act
        said = state.announcements()
        if said and rng.random() < 0.3:
            claim = rng.choice(said)
            if state.why_illegal(claim) is None:
                return seat, claim
        legal = state.legal_actions()
        fouls = state.rules.qayd and isinstance(legal[0], Card)
        if fouls and rng.random() < 0.15:
            return seat, rng.choice(cards_of(state.hands[seat]))
        return seat, rng.choice(state.legal_actions())
    return -1, None


def play_deal(
    rules: BalootRules, seed: int, dealer: int, totals: tuple[int, int]
) -> tuple[list[str], list[tuple[int, str]], BalootState]:
    rng = random.Random(seed)
    match = Match(DEFINITION, rules, dealer)
    match.totals = list(totals)
    deck, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    counter = deck_counter(match)
    actions: list[tuple[int, str]] = []
    while True:
        seat, action = random_step(state, rng)
        if action is None:
            break
        if isinstance(action, Qayd):
            assert state.why_illegal(action) is None, action
        else:
            assert seat == state.to_act
            assert state.why_illegal(action) is None, action  # type: ignore[arg-type]
        state.apply(action)  # type: ignore[arg-type]
        actions.append((seat, str(action)))
        check_state(state, counter, rng)
        again = state.clone()
        again.rejudge()
        assert again.card_log == state.card_log, "the fouls judged again differ"
        if state.is_over and (state.qayd is not None or rng.random() < 0.7):
            break
    return [card.code for card in deck], actions, state


def check_points(state: BalootState) -> None:
    result = state.result()
    if result.thrown_in:
        assert result.points == (0, 0)
        return
    if state.qayd is None:
        cards = state.team_card_points()
        assert sum(cards) + 10 == (130 if state.sun else 162), "card points lost"
        assert state.tricks_played == 8
    else:
        assert result.points[state.qayd_winner] >= result.points[1 - state.qayd_winner] - 4
    assert sum(result.points) >= 0
    assert summary_sums(result.lines)[-1] == result.points, "the summary does not add up"


@settings(max_examples=40)
@given(
    which=st.integers(0, len(RULE_SETS) - 1),
    seed=st.integers(0, 2**32),
    dealer=st.integers(0, 3),
    totals=st.sampled_from(((0, 0), (120, 40), (40, 101), (101, 100))),
)
def test_random_deals_with_the_customs_keep_every_invariant(
    which: int, seed: int, dealer: int, totals: tuple[int, int]
) -> None:
    rules = RULE_SETS[which]
    deck, actions, state = play_deal(rules, seed, dealer, totals)
    assert state.is_over or not actions or state.phase <= 3
    if not state.is_over:
        return
    check_points(state)
    match = Match(DEFINITION, rules, dealer)
    match.totals = list(totals)
    fresh = match.deal_from(deck)
    replayed = replay_deal(match, fresh, DealData(deck, actions))
    end: State = replayed.end
    assert end.is_over
    assert end.result().points == state.result().points
    assert [str(a) for a in replayed.actions] == [text for _, text in actions]
    assert Counter(end.cards_in_play()) == deck_counter(match)
