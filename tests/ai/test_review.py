"""The hand review: its invariants over every game, its marks, its summary, progress and
cancelling, determinism, and that it never reads the cards hidden from the reviewed seat."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from ai.catalog import game_ai
from ai.review import DealReview, Decision, Mark, MarkScale, OptionValue, Stage, Strength
from ai.review.engine import (
    ReviewCancelledError,
    decision_moments,
    replayed_deals,
    review_deal,
    review_decision,
    review_game,
)
from ai.review.report import summary_line, to_json, to_text
from game.burraco.state import BurracoState
from game.catalog import game_names, get_game
from game.core.cards import card_at
from game.core.replaying import DealData, RecordData
from game.core.trickplay import TrickPlayState
from game.session.simulate import simulate_game
from tests.ai.test_no_peek import (
    ALT_TRIES,
    Deal,
    burraco_deck,
    decision_points,
    hidden_part,
    trick_deck,
)

SMALL = Strength(worlds=3, rollouts=1, solve_cards=8, redraws=1, turns=1, discards=2)
"""A quick strength for tests: the properties checked hold at any strength."""


def first_deal(variant: str, seed: int = 5) -> RecordData:
    """The first deal of a seeded random game, as the review takes it."""
    record = simulate_game(variant, {}, seed).record
    deal = record.deals[0]
    return RecordData(
        record.variant, record.options, record.first_dealer, [DealData(deal.deck, deal.actions)]
    )


@pytest.mark.parametrize("variant", game_names())
def test_every_decision_of_the_seat_is_reviewed_with_sound_values(variant: str) -> None:
    game = first_deal(variant)
    seat = 1
    review = review_game(game, seat, seed=3, strength=SMALL)
    (deal,) = review.deals
    actions = game.deals[0].actions
    assert [d.action_index for d in deal.decisions] == [
        i for i, (mover, _) in enumerate(actions) if mover == seat
    ]
    for decision in deal.decisions:
        assert decision.played == actions[decision.action_index][1]
        assert decision.seat == seat
        assert decision.loss >= 0
        names = [o.action for o in decision.options]
        assert decision.played in names and decision.best in names
        assert len(set(names)) == len(names) <= decision.legal_count
        values = [o.value for o in decision.options]
        assert values == sorted(values, reverse=True), "the options come best first"
        assert decision.best == decision.options[0].action
        assert all(o.low <= o.value <= o.high for o in decision.options)
        assert decision.loss == pytest.approx(values[0] - decision.played_value)
        if decision.played == decision.best:
            assert decision.loss == 0
        assert (decision.mark is Mark.FORCED) == (decision.legal_count == 1)
        assert decision.worlds % SMALL.worlds == 0, "whole batches (close calls get more)"
    assert deal.expected_loss == pytest.approx(sum(d.loss for d in deal.decisions))


@pytest.mark.parametrize("variant", ["belote_bga", "barbu", "burraco"])
def test_playing_the_best_option_loses_nothing_and_is_marked_best(variant: str) -> None:
    seat = 0
    checked = 0
    for seed in range(8, 20):
        ((start, actions),) = replayed_deals(first_deal(variant, seed))
        for state, index, stage in decision_moments(start, actions, seat):
            first = review_decision(state, seat, actions[index], index, stage, strength=SMALL)
            if first.mark is Mark.FORCED:
                continue
            best = next(a for a in state.legal_actions() if str(a) == first.best)
            again = review_decision(state, seat, best, index, stage, strength=SMALL)
            assert again.played == again.best == first.best
            assert again.loss == 0
            assert again.mark is Mark.BEST
            checked += 1
            break
        if checked == 3:
            return
    pytest.fail(f"only {checked} decisions with a choice found")


def test_a_review_is_the_same_for_a_seed_and_moves_with_another() -> None:
    game = first_deal("belote_bga")
    once = review_game(game, 0, seed=11, strength=SMALL)
    assert review_game(game, 0, seed=11, strength=SMALL) == once
    other = review_game(game, 0, seed=12, strength=SMALL)
    values = [[o.value for o in d.options] for d in once.deals[0].decisions]
    other_values = [[o.value for o in d.options] for d in other.deals[0].decisions]
    assert values != other_values


def test_progress_reaches_one_and_cancelling_stops_the_review() -> None:
    record = simulate_game("belote_bga", {"target": 300}, 4).record
    game = RecordData(
        record.variant,
        record.options,
        record.first_dealer,
        [DealData(d.deck, d.actions) for d in record.deals[:2]],
    )
    heard: list[float] = []
    review_game(game, 2, strength=SMALL, progress=heard.append)
    mine = sum(1 for d in record.deals[:2] for mover, _ in d.actions if mover == 2)
    assert len(heard) == mine
    assert heard == sorted(heard) and heard[-1] == pytest.approx(1.0)
    asked: list[int] = []

    def cancel_after_three() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(ReviewCancelledError):
        review_game(game, 2, strength=SMALL, cancelled=cancel_after_three)
    assert len(asked) == 4, "asked before each decision, stopped at the fourth"


def test_marks_follow_the_scale_and_one_legal_option_is_forced() -> None:
    scale = MarkScale(good=1.0, inaccuracy=4.0, mistake=14.0, blunder=40.0)
    assert scale.mark(0.0, 1) is Mark.FORCED
    assert scale.mark(25.0, 1) is Mark.FORCED
    assert scale.mark(0.0, 2) is Mark.BEST
    assert scale.mark(0.99, 3) is Mark.BEST
    assert scale.mark(1.0, 3) is Mark.GOOD
    assert scale.mark(4.0, 3) is Mark.INACCURACY
    assert scale.mark(13.9, 3) is Mark.INACCURACY
    assert scale.mark(14.0, 3) is Mark.MISTAKE
    assert scale.mark(40.0, 3) is Mark.BLUNDER
    assert [m.step for m in (Mark.FORCED, Mark.BEST, Mark.BLUNDER)] == [0, 1, 5]
    with pytest.raises(ValueError):
        MarkScale(good=2.0, inaccuracy=1.0, mistake=3.0, blunder=4.0)


def test_every_game_has_a_review_strength_and_scale() -> None:
    for variant in game_names():
        game = game_ai(get_game(variant)).review
        assert game.strength.worlds >= 8
        assert game.scale.blunder > game.scale.good > 0


def decision(index: int, stage: Stage, loss: float, mark: Mark = Mark.MISTAKE) -> Decision:
    option = OptionValue("7H", 10.0, 8.0, 12.0)
    return Decision(index, 0, stage, "7H", "7H", loss, mark, (option,), 2, 8)


def test_the_summary_names_the_total_and_where_most_was_lost() -> None:
    deal = DealReview(
        1,
        0,
        (
            decision(0, Stage("bidding"), 2.0),
            decision(5, Stage("trick", 3), 10.0),
            decision(9, Stage("trick", 3), 8.0),
            decision(13, Stage("trick", 4), 3.0),
        ),
    )
    assert deal.expected_loss == pytest.approx(23.0)
    assert deal.worst_stage() == (Stage("trick", 3), pytest.approx(18.0))
    assert summary_line(deal) == "you lost 23 expected points, 18 of them at trick 3"
    alone = DealReview(2, 0, (decision(4, Stage("turn", 2), 30.0),))
    assert summary_line(alone) == "you lost 30 expected points, all at turn 2"
    clean = DealReview(3, 0, (decision(1, Stage("bidding"), 0.0, Mark.BEST),))
    assert clean.worst_stage() is None
    assert "no expected points" in summary_line(clean)


def test_the_json_and_text_reports() -> None:
    review = review_game(first_deal("belote_classic"), 0, strength=SMALL)
    data = to_json(review)
    assert set(data) == {"variant", "seat", "deals"}
    (deal,) = data["deals"]
    assert set(deal) == {"deal", "expected_loss", "decisions"}
    for entry in deal["decisions"]:
        assert set(entry) == {
            "action_index",
            "seat",
            "played",
            "best",
            "loss",
            "mark",
            "options",
            "close_call",
            "reasons",
        }
        assert all(set(r) == {"key", "values"} for r in entry["reasons"]), "no words without say"
        for option in entry["options"]:
            assert set(option) == {"action", "value", "low", "high"}
    text = to_text(review)
    assert text.splitlines()[2].startswith("Deal 1: you lost")
    assert len(text.splitlines()) == 3 + len(deal["decisions"])


def test_a_burraco_review_values_the_played_action_even_off_the_candidates() -> None:
    ((start, actions),) = replayed_deals(first_deal("burraco", seed=2))
    seen = 0
    for state, index, stage in decision_moments(start, actions, 0):
        assert isinstance(state, BurracoState)
        legal = state.legal_actions()
        odd = legal[-1]
        reviewed = review_decision(state, 0, odd, index, stage, strength=SMALL)
        assert reviewed.played == str(odd)
        assert len(reviewed.options) <= len(legal)
        seen += len(legal) > len(reviewed.options)
    assert seen, "some play phase had more legal actions than candidates"


# --- no peeking -------------------------------------------------------------------------


def alternative_deck(deal: Deal, truth: Any, seat: int, rng: random.Random) -> list[Any] | None:
    """A deck dealing other hidden cards that, replayed through the same actions, ``seat``
    cannot tell from ``truth`` (``tests.ai.test_no_peek``'s construction)."""
    for _ in range(ALT_TRIES):
        world = truth.determinize(seat, rng)
        if hidden_part(world, seat) == hidden_part(truth, seat):
            continue
        if isinstance(truth, BurracoState):
            order = burraco_deck(deal, world, seat)
        else:
            assert isinstance(truth, TrickPlayState)
            order = trick_deck(deal, truth, world, seat)
        return [card_at(index) for index in order]
    return None


NO_PEEK_POINTS = {"burraco": 3}


@pytest.mark.parametrize("variant", game_names())
def test_the_review_is_the_same_whatever_the_hidden_cards(variant: str) -> None:
    """At decision points of seeded random deals, a second real deal the seat cannot tell
    apart (other hidden cards, the same actions) gets the very same review of that seat's
    decisions so far, the current one included."""
    rng = random.Random(17)
    wanted = NO_PEEK_POINTS.get(variant, 6)
    checked = 0
    for deal, truth, _ in decision_points(variant, 99):
        if checked >= wanted:
            break
        if rng.random() > 0.08:
            continue
        seat = truth.to_act
        deck = alternative_deck(deal, truth, seat, rng)
        if deck is None:
            continue
        actions = [*deal.actions, truth.legal_actions()[0]]
        definition = deal.definition
        starts = [definition.new_deal(deal.rules, d, deal.context) for d in (deal.deck, deck)]
        other = deal.replay(deck)
        assert hidden_part(other, seat) != hidden_part(truth, seat)
        strength = replace(SMALL, worlds=2)
        mine, theirs = (
            review_deal(start, actions, seat, seed=5, strength=strength) for start in starts
        )
        assert mine == theirs, f"{variant}, action {len(deal.actions)}, seat {seat}"
        assert mine.decisions[-1].action_index == len(deal.actions)
        checked += 1
    assert checked == wanted
