"""The review values the acts that are no choice among the legal actions (issue 37): a foul
the rules let through (Baloot with ``qayd`` on), a Qayd said by the reviewed seat, a Sawa or
a claim, an Akka; and a record without such acts reviews exactly as before."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ai.rating import decision_row, review_rows
from ai.review import Decision, Mark, Strength
from ai.review.acts import NO_CALL
from ai.review.engine import (
    StageCounter,
    decision_moments,
    replayed_deals,
    review_decision,
    review_game,
)
from ai.review.report import to_json, to_text
from ai.search.utility import Utility, final_points
from game.baloot.customs import AKKA, SAWA
from game.baloot.definition import DEFINITION
from game.baloot.state import BalootState
from game.catalog import get_game
from game.core.cards import Card, cards_of
from game.core.match import Match
from game.core.replaying import DealData, RecordData
from game.session.simulate import simulate_game

SMALL = Strength(worlds=3, rollouts=1, solve_cards=8, redraws=1)
"""A quick strength: the acts' values are read from the deal, the legal options' roughly."""
SEAT = 0
QAYD_ON = {"qayd": True, "predeal_choice": False}

Script = Callable[[BalootState, int, list[Any]], list[tuple[int, Any]] | None]
"""What a scripted deal does at a state (the seat to act, its legal actions): the actions to
take instead of a random legal one, each with its seat, or None."""


def scripted(
    options: dict[str, Any], script: Script, seed: int
) -> tuple[RecordData, BalootState, bool]:
    """One Baloot deal played at random but where ``script`` steps in (once), as a record,
    with its end and whether the script stepped in."""
    rules = DEFINITION.parse_options(options)
    rng = random.Random(seed)
    match = Match(DEFINITION, rules, 1)
    deck, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    actions: list[tuple[int, str]] = []
    used = False

    def take(seat: int, action: Any) -> None:
        action = state.seated_action(seat, action) or action
        assert state.why_illegal(action) is None, (action, state.why_illegal(action))
        actions.append((seat, str(action)))
        state.apply(action)

    while not state.is_over:
        mover = state.to_act
        legal = state.legal_actions()
        steps = None if used else script(state, mover, legal)
        if steps:
            used = True
            for seat, action in steps:
                take(seat, action)
            continue
        take(mover, rng.choice(legal))
    data = DealData([card.code for card in deck], actions)
    record = RecordData("baloot", DEFINITION.options_to_json(rules), 1, [data])
    return record, state, used


def first_scripted(options: dict[str, Any], script: Script) -> tuple[RecordData, BalootState]:
    """The first seed whose deal the script stepped into."""
    for seed in range(300):
        record, end, used = scripted(options, script, seed)
        if used:
            return record, end
    raise AssertionError("no deal fits the script")


def outside(state: BalootState, seat: int, legal: list[Any]) -> list[Card]:
    """The cards ``seat`` holds that the play rules forbid now."""
    return [card for card in cards_of(state.hands[seat]) if card not in legal]


def right_calls(state: BalootState, seat: int) -> list[Any]:
    return [call for call in state.objections(seat) if state.qayd_offender(call)[1]]


def foul_then_called(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """The seat plays a card the rules forbid; the next opponent calls it at once."""
    if mover != SEAT or not isinstance(legal[0], Card) or not outside(state, mover, legal):
        return None
    after = state.clone()
    foul = outside(state, mover, legal)[0]
    after.apply(foul)
    return [(mover, foul), (1, right_calls(after, 1)[0])]


def wrong_qayd(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """An opponent plays a legal card in the third trick on; the seat calls a Qayd on it."""
    if mover % 2 == SEAT % 2 or not isinstance(legal[0], Card) or state.tricks_played < 2:
        return None
    after = state.clone()
    after.apply(legal[0])
    wrong = [c for c in after.objections(SEAT) if not after.qayd_offender(c)[1]]
    return [(mover, legal[0]), (SEAT, wrong[0])]


def right_qayd(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """An opponent plays a foul in the third trick on; the seat calls it."""
    if mover % 2 == SEAT % 2 or not isinstance(legal[0], Card) or state.tricks_played < 2:
        return None
    fouls = outside(state, mover, legal)
    if not fouls:
        return None
    after = state.clone()
    after.apply(fouls[0])
    return [(mover, fouls[0]), (SEAT, right_calls(after, SEAT)[0])]


def wrong_sawa(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """The seat says Sawa on its lead where the claim fails."""
    if mover != SEAT or SAWA not in state.announcements() or state.refutation() is None:
        return None
    return [(mover, SAWA)]


def right_sawa(state: BalootState, mover: int, legal: list[Any]) -> Any:
    if mover != SEAT or SAWA not in state.announcements() or state.refutation() is not None:
        return None
    return [(mover, SAWA)]


def akka_without_a_card(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """The seat says Akka holding no card that makes it right, then leads."""
    if mover != SEAT or AKKA not in state.announcements() or state.akka_cards(mover):
        return None
    return [(mover, AKKA), (mover, legal[0])]


def akka_right(state: BalootState, mover: int, legal: list[Any]) -> Any:
    """The seat says Akka and leads a card that makes it right."""
    if mover != SEAT or AKKA not in state.announcements():
        return None
    right = state.akka_cards(mover) & state.playable(mover)
    return [(mover, AKKA), (mover, cards_of(right)[0])] if right else None


def decision_of(record: RecordData, text: str) -> Decision:
    review = review_game(record, SEAT, seed=2, strength=SMALL)
    (deal,) = review.deals
    return next(d for d in deal.decisions if d.played == text)


def act_text(record: RecordData, start: str) -> str:
    return next(t for m, t in record.deals[0].actions if m == SEAT and t.startswith(start))


def test_a_foul_is_a_decision_worth_the_qayd_on_it_and_marked_a_mistake() -> None:
    record, end = first_scripted(QAYD_ON, foul_then_called)
    actions = record.deals[0].actions
    index = next(i for i, (m, t) in enumerate(actions) if m == SEAT and t == actions[-2][1])
    decision = decision_of(record, actions[-2][1])
    assert decision.action_index == index
    assert decision.loss > 0
    assert decision.mark in (Mark.MISTAKE, Mark.BLUNDER)
    assert decision.best != decision.played
    assert decision.legal_count >= 2
    # the foul's value: the deal ended by the other side's right Qayd on it, read as ever
    foul = next(o for o in decision.options if o.action == decision.played)
    assert foul.low == foul.value == foul.high
    assert foul.value == pytest.approx(Utility(end, SEAT)(final_points(end)))
    assert decision.loss == pytest.approx(decision.options[0].value - foul.value)
    assert decision.explanation is not None
    assert decision.explanation.kind == "foul_played"
    assert decision.explanation.card == decision.played
    (rule,) = decision.explanation.more
    assert rule.kind in ("must_follow", "must_trump", "must_overtrump", "only_cards")


def test_a_wrong_qayd_costs_playing_on_less_its_verdict() -> None:
    record, end = first_scripted(QAYD_ON, wrong_qayd)
    decision = decision_of(record, act_text(record, "qayd"))
    assert end.qayd_winner != SEAT % 2, "the verdict went against the caller"
    assert decision.loss > 0
    assert decision.mark in (Mark.MISTAKE, Mark.BLUNDER)
    assert decision.explanation is not None and decision.explanation.kind == "call_wrong"
    call = next(o for o in decision.options if o.action == decision.played)
    assert call.value == pytest.approx(Utility(end, SEAT)(final_points(end)))
    assert decision.best != decision.played
    assert decision.loss == pytest.approx(decision.options[0].value - call.value)


def test_a_right_qayd_costs_nothing() -> None:
    record, end = first_scripted(QAYD_ON, right_qayd)
    decision = decision_of(record, act_text(record, "qayd"))
    assert end.qayd_winner == SEAT % 2
    assert decision.loss == 0
    assert decision.mark is Mark.BEST
    assert decision.best == decision.played
    assert decision.explanation is not None and decision.explanation.kind == "call_right"


def test_a_wrong_sawa_is_valued_as_the_qayd_on_it() -> None:
    record, _ = first_scripted(QAYD_ON, wrong_sawa)
    decision = decision_of(record, "sawa")
    assert decision.loss > 0
    assert decision.mark in (Mark.MISTAKE, Mark.BLUNDER)
    assert decision.explanation is not None and decision.explanation.kind == "said_wrong"
    assert all(o.action != NO_CALL for o in decision.options)


@pytest.mark.parametrize(
    ("options", "script", "text"),
    [
        ({"predeal_choice": False}, right_sawa, "sawa"),
        ({"qayd": True, "predeal_choice": False}, akka_right, "akka"),
        ({"claims": False, "predeal_choice": False}, None, "claim"),
    ],
)
def test_a_right_announcement_costs_nothing(
    options: dict[str, Any], script: Script | None, text: str
) -> None:
    def claim_when_certain(state: BalootState, mover: int, legal: list[Any]) -> Any:
        said = state.announcements()
        if mover != SEAT or not said or state.refutation() is not None:
            return None
        return [(mover, said[0])]

    record, _ = first_scripted(options, script or claim_when_certain)
    decision = decision_of(record, text)
    assert decision.loss == 0
    assert decision.mark is Mark.BEST
    assert decision.best == decision.played
    assert decision.explanation is not None and decision.explanation.kind == "said_right"


def test_an_akka_no_card_could_make_right_is_a_wrong_announcement() -> None:
    record, end = first_scripted(QAYD_ON, akka_without_a_card)
    assert any(wrong for _, _, wrong in end.akkas)
    decision = decision_of(record, "akka")
    assert decision.loss > 0
    assert decision.explanation is not None and decision.explanation.kind == "said_wrong"


def test_the_new_decisions_are_written_and_rated_like_any() -> None:
    record, _ = first_scripted(QAYD_ON, wrong_qayd)
    review = review_game(record, SEAT, seed=2, strength=SMALL)
    text = act_text(record, "qayd")
    written = to_json(review)
    (entry,) = [d for d in written["deals"][0]["decisions"] if d["played"] == text]
    assert entry["reasons"][0]["key"] == "explain.call_wrong"
    assert entry["mark"] in ("mistake", "blunder") and entry["loss"] > 0
    assert text in to_text(review)
    decision = next(d for d in review.deals[0].decisions if d.played == text)
    row = decision_row(decision)
    assert row["played"] == text and row["best"] == decision.best
    assert any(option[0] == text for option in row["options"])
    rows = review_rows(record, 1, SEAT, seed=2, strength=SMALL)  # the background review's
    assert rows is not None
    assert [r for r in rows if r["played"] == text] == [decision_row(decision, "trick")]


def old_moments(start: Any, actions: list[Any], seat: int) -> list[Any]:
    """``decision_moments`` as it was before the acts: the seat's legal choices only."""
    state = start.clone()
    stages = StageCounter(seat)
    moments = []
    for index, action in enumerate(actions):
        stage = stages.before(state)
        if state.to_act == seat and action in state.legal_actions():
            moments.append((state.clone(), index, stage))
        state.apply(action)
    return moments


@pytest.mark.parametrize(
    ("variant", "options"),
    [("baloot", {}), ("baloot", {"qayd": True}), ("belote_bga", {})],
)
def test_a_record_without_acts_reviews_exactly_as_before(
    variant: str, options: dict[str, Any]
) -> None:
    record = simulate_game(variant, options, 7).record
    deal = record.deals[0]
    data = RecordData(
        record.variant, record.options, record.first_dealer, [DealData(deal.deck, deal.actions)]
    )
    ((start, actions),) = replayed_deals(data)
    assert get_game(variant).name == variant
    moments = decision_moments(start, actions, 1)
    assert [(i, s) for _, i, s in moments] == [(i, s) for _, i, s in old_moments(start, actions, 1)]
    review = review_game(data, 1, seed=4, strength=SMALL)
    before = tuple(
        review_decision(state, 1, actions[i], i, stage, seed=4, strength=SMALL)
        for state, i, stage in old_moments(start, actions, 1)
    )
    assert review.deals[0].decisions == before
