"""The review's pieces of work for the worker processes: plain arguments, typed results.

``ai.service`` sends these to its workers.  A hand's review is cut into one job
per decision (``review_moment``, the same call ``review_deal`` makes, so the
result is the same in any order and on any worker) and one ``solve_open`` job:
the best result the seat's side could have had with every card visible, from the
first moment the game's exact solver takes the deal on.  ``advise`` is the hint:
the best options of one decision, their values, the chance to make the contract
and the fact that explains the best one (``ai.review.explain``).

The hint for a seed is the advisor level's search for that seed, shown (issue 35's "one
advisor"): the options valued by the review's engine with the expert level's budget, in
the worlds ``agent_for(definition, "expert").choose(info, random.Random(seed))`` searches,
by the same valuation, and its best the action that level takes from those values (a
game's sampler may add worlds to a close call: then the hint knows more than the level).
``Advice.close_call`` says when the best two are within the noise.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.native.core import solver as compiled_solver
from ai.review.engine import (
    decision_moments,
    decision_rng,
    replayed_deals,
    review_act,
    valued_decision,
)
from ai.review.explain import Explanation, contract_outlook
from ai.review.model import DealReview, Decision, OptionValue, Stage
from ai.review.sampling import HandPoints, Strength
from ai.search.claims import announce_lead, claim_now
from ai.search.pimc import cards_left, tally_seed
from ai.search.utility import final_points
from game.core.api import State
from game.core.replaying import RecordData
from game.core.trickplay import TrickPlayState

HINT_OPTIONS = 3  # options a hint shows
CHANCE_WORLDS = 48  # worlds played out for the chance to make the contract
OPEN_SOLVE_CARDS = 32  # the open solve from the first card: the compiled core takes ms a deal
PYTHON_OPEN_SOLVE_CARDS = 16  # without the core, the last tricks only: a whole deal takes minutes


def open_solve_cards() -> int:
    """The most cards left in the hands the open solve starts from on this machine."""
    return OPEN_SOLVE_CARDS if compiled_solver() is not None else PYTHON_OPEN_SOLVE_CARDS


@dataclass(frozen=True)
class OpenBest:
    """The best result possible with every card visible, against the one reached."""

    best: float  # the seat's side's hand points less the others', with perfect play by all
    actual: float  # the same measure of what was played
    stage: Stage  # from where the solver played it (the whole play, or its last tricks)


@dataclass(frozen=True)
class HandReview:
    """One seat's review of one hand, as the review screen shows it."""

    review: DealReview
    open_best: OpenBest | None  # None where the game has no exact solver or the hand is unfinished


@dataclass(frozen=True)
class Advice:
    """A hint: the best options of a decision, the contract's chance and why the best.

    ``close_call``: another option is within the noise of the best, so the hint should say
    so rather than pretend: the best's lead over it, paired over the same worlds, has a 95%
    interval that reaches 0, or is below the game's smallest mark (``MarkScale.good``: 2 card
    points in Belote, 0.2 game points in Baloot, 1 point in Barbu, 3 in Burraco)."""

    options: tuple[OptionValue, ...]  # best first, at most ``HINT_OPTIONS``
    best: Any  # the best action itself (Enter plays it)
    explanation: Explanation
    contract_chance: float | None  # the chance the deal's contract is made, where it has one
    close_call: bool = False  # another option is within the noise of the best (a close call)
    chance_ours: bool | None = None  # the contract (the one a bid leads to) is the seat's side's
    close: tuple[str, ...] = ()  # those options, as written (``Decision.close``)
    all_options: tuple[OptionValue, ...] = ()  # every option valued, best first (a level's
    # choice outside the first ``HINT_OPTIONS`` still has its value to show beside the hint's)
    lead: OptionValue | None = None  # the best's paired lead over the next (``Decision.lead``):
    # low and high both near 0 say the two are equal, a wide interval that they are unsure


@dataclass(frozen=True)
class Moment:
    """One decision to review: the state before it, its action and where it falls."""

    state: State
    action: Any
    index: int
    stage: Stage


def deal_of(game: RecordData, deal: int) -> tuple[State, list[Any]]:
    """The start and the actions read of deal number ``deal`` (from 1) of ``game``."""
    for number, replayed in enumerate(replayed_deals(game), 1):
        if number == deal:
            return replayed
    raise ValueError(f"the record has no deal {deal}")


def moments_of(start: State, actions: Sequence[Any], seat: int) -> list[Moment]:
    """Every decision ``seat`` took in the deal, as jobs."""
    return [
        Moment(state, actions[index], index, stage)
        for state, index, stage in decision_moments(start, actions, seat)
    ]


def review_moment(
    moment: Moment, seat: int, deal: int, seed: int, strength: Strength | None
) -> Decision:
    """One decision's review (in a worker): a choice among the legal actions, or an act that
    is none (``ai.review.engine.review_act``: a foul, an announcement, a call)."""
    return review_act(
        moment.state,
        seat,
        moment.action,
        moment.index,
        moment.stage,
        deal=deal,
        seed=seed,
        strength=strength,
    )


def solve_open(start: State, actions: Sequence[Any], seat: int) -> OpenBest | None:
    """The best the seat's side could make with every card visible (in a worker): the game's
    solver from the first moment of the play it takes on, against what was played."""
    pieces = game_ai(start.definition).pieces
    if pieces.solver is None:
        return None
    state = start.clone()
    solved: tuple[float, Stage] | None = None
    tricks = 0
    for action in actions:
        if (
            solved is None
            and pieces.in_play(state)
            and cards_left(state) <= min(pieces.solve_limit, open_solve_cards())
        ):
            value = HandPoints(state, seat)
            solved = (pieces.solver(state.clone(), seat, value), Stage("trick", tricks + 1))
        state.apply(action)
        if isinstance(state, TrickPlayState):
            tricks = state.tricks_played
    if solved is None or not state.is_over:
        return None
    actual = HandPoints(state, seat)(final_points(state))
    return OpenBest(solved[0], actual, solved[1])


def advise(state: State, seat: int, seed: int, strength: Strength | None = None) -> Advice:
    """The hint for ``seat`` in ``state`` (in a worker): the options valued as the review
    values them, from the seat's information only, in the worlds the levels search for
    ``seed`` (``PimcAgent.choose(info, random.Random(seed))``), and the fact behind the
    best."""
    legal = state.legal_actions()
    natural = game_ai(state.definition).pieces.bot(state, seat, list(legal))
    played = natural if natural in legal else legal[0]  # a game's own candidates: the bot's first
    decision, best = valued_decision(
        state,
        seat,
        played,
        0,
        Stage("hint"),
        seed=seed,
        strength=strength,
        world_seed=tally_seed(random.Random(seed)),
        hint=True,
    )
    info = InfoState.of(state, seat, decision_rng(seed, 0, -1))
    explanation = decision.explanation
    assert explanation is not None, "a valued decision says why"
    chance = None
    chance_ours: bool | None = None
    view = state.view(seat)
    if view.contract is not None or not game_ai(state.definition).pieces.in_play(state):
        bot = game_ai(state.definition).pieces.bot  # a bid too: the auction played on
        outlook = contract_outlook(info, best, bot, CHANCE_WORLDS, seed)
        if outlook is not None:
            chance, chance_ours = outlook
    options = decision.options
    close_call = decision.close_call
    claim = claim_now(info)
    judge = game_ai(state.definition).objection
    objection = None if judge is None else judge(info)
    if objection is not None:  # a foul the seat can prove: the whole hand is its side's
        top = options[0].value
        options = (OptionValue(str(objection[0]), top, top, top), *options)
        best, explanation, close_call = objection[0], objection[1], False
    elif claim is not None:  # certain: every card still out loses to each of the seat's cards
        top = options[0].value  # all the rest is the seat's side's: no play makes more
        options = (OptionValue(str(claim), top, top, top), *options)
        best, explanation, close_call = claim, Explanation("claim_certain"), False
    elif announce_lead(info, best) != best:  # the lead qualifies: say it first (Akka)
        said = announce_lead(info, best)
        first = next((o for o in options if o.action == str(best)), options[0])
        options = (OptionValue(str(said), first.value, first.low, first.high), *options)
        explanation = Explanation("lead_announced", card=str(best), more=(explanation,))
        best = said
    return Advice(
        options[:HINT_OPTIONS],
        best,
        explanation,
        chance,
        close_call=close_call,
        chance_ours=chance_ours,
        close=decision.close,
        all_options=options,
        lead=decision.lead,
    )
