"""Reviewing a deal decision by decision, for one seat, from that seat's information only.

At each decision of the seat the deal is replayed to that moment and the seat's
``InfoState`` is built (a sampled world: the real hidden cards are never read).
The options are valued in the same sampled worlds (``ai.review.sampling``), each
gets a mean and a 95% interval, and the decision its loss (the best mean less
the played one's) and mark (``ai.review.marks``).

One advisor (issue 35): the options are valued as the searching levels value them, with
the advisor level's budget (``ADVISOR_LEVEL``, expert: ``advisor_strength``) cut to the
decision as that level cuts it, in the worlds that level would search for the same seed,
by the same valuation (``ai.search.pimc.valuation``); the best is the one that level
takes from those values (``best_index``: the same rule, the rule-based choice among
near-equals).  A game's sampler may add fresh worlds where a call is close (Baloot,
Barbu): at least the advisor level's budget, never less.  An explicit ``strength`` (tests,
a service asked for one) replaces the advisor's budget.

The options within the noise of the best are its *close calls* (``close_options``): the
paired 95% interval of the best's lead over them reaches 0, or the lead is below the
game's smallest mark (``MarkScale.good``: a loss the review would mark *best* anyway).

A decision's worlds come from a seed made of the review's seed, the deal's
number and the action's index, so a review is the same run after run, and the
same for two deals the seat cannot tell apart.  ``progress`` hears the fraction
done after each decision; ``cancelled`` is asked before each one and stops the
review with ``ReviewCancelledError`` (the UI's worker process uses both).

The seat's acts that are no choice among its legal actions (``ai.review.acts``) are
decisions too (``review_act``): a foul the rules let through is an option beside the legal
ones, worth what the deal gives the seat's side once the other side calls it at once; an
announcement (a claim, Sawa, Akka) costs nothing when right, and when wrong as much as the
call on it gives away against the search's best; a call said out of turn (Qayd) costs
nothing when the rules uphold it, and when they do not, the value of playing on less the
verdict's.  A deal without such acts is reviewed exactly as before.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Container, Iterator, Sequence
from dataclasses import replace
from typing import Any

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.game_ai import GameAI
from ai.levels import LEVEL_TABLE, Pimc
from ai.review.acts import (
    NO_CALL,
    actor,
    announcement_value,
    broken_rule,
    called_value,
    opened_calls,
    position_values,
    upheld,
)
from ai.review.explain import explain
from ai.review.marks import MarkScale
from ai.review.model import DealReview, Decision, GameReview, OptionValue, Stage
from ai.review.reasons_base import Explanation
from ai.review.sampling import Strength, strength_of
from ai.search.pimc import MIN_WORLDS, PimcAgent, chosen_index
from ai.search.utility import Utility, final_points
from game.catalog import get_game
from game.core.api import State
from game.core.cards import Card
from game.core.match import Match
from game.core.replaying import RecordData, replay_deals
from game.core.trickplay import TrickPlayState

Z95 = 1.96
ADVISOR_LEVEL = "expert"
"""The level whose budget the hint and the review value a decision with (at least)."""

Progress = Callable[[float], None]
Cancelled = Callable[[], bool]
DealDone = Callable[[int, int], None]


class ReviewCancelledError(Exception):
    """The review was stopped by its ``cancelled`` callable."""


def decision_rng(seed: int, deal: int, action_index: int) -> random.Random:
    """The generator of one decision of a review (string seeds hash the same in every run)."""
    return random.Random(f"review:{seed}:{deal}:{action_index}")


def interval(values: Sequence[float]) -> OptionValue:
    """The mean of ``values`` and its 95% interval (normal approximation), unnamed."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return OptionValue("", mean, mean - half, mean + half)


def review_decision(
    state: State,
    seat: int,
    played: Any,
    action_index: int,
    stage: Stage,
    *,
    deal: int = 1,
    seed: int = 0,
    strength: Strength | None = None,
) -> Decision:
    """Value the options of ``seat``'s decision in ``state`` and mark the ``played`` one."""
    return valued_decision(
        state, seat, played, action_index, stage, deal=deal, seed=seed, strength=strength
    )[0]


def valued_decision(
    state: State,
    seat: int,
    played: Any,
    action_index: int,
    stage: Stage,
    *,
    deal: int = 1,
    seed: int = 0,
    strength: Strength | None = None,
    world_seed: int | None = None,
    hint: bool = False,
) -> tuple[Decision, Any]:
    """``review_decision`` and the best action itself (a hint plays the object, not its
    text read back).  ``world_seed``: the seed of the decision's worlds (drawn from the
    decision's generator without it): the hint hands the seed the levels would search.
    A review calls the played option best where it is worth as much as the level's choice;
    a ``hint`` (nothing played yet) keeps the level's choice."""
    entry = game_ai(state.definition)
    game = entry.review
    rng = decision_rng(seed, deal, action_index)
    info = InfoState.of(state, seat, rng)
    if played not in info.legal_actions:
        raise ValueError(f"{played} is not legal for seat {seat} at action {action_index}")
    strength = strength or advisor_strength(info, entry)
    sampler = game.sampler(entry.pieces, strength)
    options = sampler.options(info, played)
    seed_of_worlds = rng.getrandbits(62) if world_seed is None else world_seed
    samples = sampler.values(info, options, seed_of_worlds)
    valued = [
        OptionValue(str(action), stats.value, stats.low, stats.high)
        for action, stats in zip(options, map(interval, samples), strict=True)
    ]
    played_at = options.index(played)
    best_at = best_index(info, entry, options, samples)
    if not hint and valued[played_at].value >= valued[best_at].value:
        best_at = played_at
    loss = max(valued[best_at].value - valued[played_at].value, 0.0)
    best = valued[best_at]
    ranked = sorted(valued, key=lambda o: (o is not best, -o.value))  # the best first
    close = close_options(samples, best_at, game.scale.good)
    lead = runner_up_lead(samples, best_at, valued)
    partners = state.definition.partners_of(seat)
    reason = explain(
        info.own_world(), seat, ranked, info.legal_actions, partners, seed=seed_of_worlds
    )
    decision = Decision(
        action_index=action_index,
        seat=seat,
        stage=stage,
        played=valued[played_at].action,
        best=best.action,
        loss=loss,
        mark=game.scale.mark(loss, len(info.legal_actions)),
        options=tuple(ranked),
        legal_count=len(info.legal_actions),
        worlds=len(samples[0]),
        close=tuple(valued[i].action for i in close),
        lead=lead,
        explanation=reason,
    )
    return decision, options[best_at]


def advisor_strength(info: InfoState, entry: GameAI) -> Strength:
    """The strength the hint and the review value ``info``'s decision with: the advisor
    level's budget for it, as that level's search cuts it to the decision (its phase, its
    options, the solved worlds: ``PimcAgent.budget``); a game's own search (Burraco) gives
    its budget's worlds, turns and discards.  A decision the level never searches (Baloot's
    pre-deal choice: it changes nothing a seat can foresee) gets a token ``MIN_WORLDS``."""
    review = entry.review.strength
    own = entry.budgets.get(ADVISOR_LEVEL)  # a game's own search budget: worlds, turns, discards
    if own is not None:
        return replace(
            review,
            worlds=own.worlds,
            turns=own.turns,
            discards=own.discards,
        )
    agent = advisor_search(entry)
    if agent is None:
        return review
    no_search = entry.pieces.no_search
    if no_search is not None and no_search(info.own_world()):  # the level takes the bot's
        return strength_of(replace(agent.budget(info), worlds=MIN_WORLDS))  # without a search
    return strength_of(agent.budget(info))


def advisor_search(entry: GameAI) -> PimcAgent | None:
    """The advisor level's PIMC search for a game, or None where it plays another (a game's
    own search: Burraco)."""
    level = LEVEL_TABLE[ADVISOR_LEVEL]
    if entry.budgets.get(ADVISOR_LEVEL) is not None:
        return None
    if not isinstance(level.bidding, Pimc) or not isinstance(level.play, Pimc):
        return None
    return PimcAgent(entry.pieces, level.play.budget, level.bidding.budget)


def best_index(
    info: InfoState, entry: GameAI, options: Sequence[Any], samples: Sequence[Sequence[float]]
) -> int:
    """The option the levels take from these values: over the legal actions, the PIMC rule
    (``ai.search.pimc.chosen_index``: the best the search may choose, the rule-based action
    among near-equals; the rule-based action where the game never searches); over a game's
    own candidates (Burraco: the bot's first), the first of the best."""
    means = [sum(values) / max(len(values), 1) for values in samples]  # as the tally sums
    pieces = entry.pieces
    agent = advisor_search(entry)
    if agent is not None and tuple(options) == info.legal_actions:
        world = info.own_world()
        if pieces.no_search is not None and pieces.no_search(world):
            natural = pieces.bot(world, info.seat, list(info.legal_actions))
            return list(options).index(natural)
        return chosen_index(info, pieces, means, agent.budget(info).tolerance)
    return max(range(len(options)), key=means.__getitem__)


def paired_lead(samples: Sequence[Sequence[float]], best: int, other: int) -> list[float]:
    """Option ``best``'s lead over option ``other`` in each world both were valued in."""
    return [b - o for b, o in zip(samples[best], samples[other], strict=False)]


def runner_up_lead(
    samples: Sequence[Sequence[float]], best: int, valued: Sequence[OptionValue]
) -> OptionValue | None:
    """The best option's lead over the next best (by mean), paired over the same worlds,
    with its 95% interval, named by that next option; None with one option."""
    others = [i for i in range(len(valued)) if i != best]
    if not others:
        return None
    runner = max(others, key=lambda i: valued[i].value)
    lead = paired_lead(samples, best, runner)
    if not lead:
        return None
    stats = interval(lead)
    return OptionValue(valued[runner].action, stats.value, stats.low, stats.high)


def close_options(samples: Sequence[Sequence[float]], best: int, band: float) -> list[int]:
    """The options within the noise of option ``best``: its lead over them, paired over the
    worlds both were valued in, is below ``band`` or its 95% interval reaches 0."""
    out = []
    for index in range(len(samples)):
        if index == best:
            continue
        lead = paired_lead(samples, best, index)
        if not lead:
            continue
        mean = statistics.fmean(lead)
        half = Z95 * statistics.stdev(lead) / math.sqrt(len(lead)) if len(lead) > 1 else math.inf
        if mean < band or mean - half <= 0:
            out.append(index)
    return out


class StageCounter:
    """Names the stage of each decision as the deal is replayed: the trick in a trick game's
    play, the seat's turn in a game without tricks, else the kind of decision the game names
    (``GameDefinition.decision_phase``: the bidding, Barbu's contract...)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.turns = 0
        self.last_actor = -1

    def before(self, state: State) -> Stage:
        """The stage of the coming action of ``state.to_act`` (call once per action)."""
        actor = state.to_act
        if actor == self.seat and self.last_actor != self.seat:
            self.turns += 1
        self.last_actor = actor
        if isinstance(state, TrickPlayState):
            if state.in_play:
                return Stage("trick", state.tricks_played + 1)
            return Stage(state.definition.decision_phase(state))
        return Stage("turn", self.turns)


def review_deal(
    start: State,
    actions: Sequence[Any],
    seat: int,
    *,
    deal: int = 1,
    seed: int = 0,
    strength: Strength | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> DealReview:
    """Review every decision ``seat`` took among ``actions`` (parsed, applied to a copy of
    ``start``); the deal may be unfinished."""
    moments = decision_moments(start, actions, seat)
    decisions: list[Decision] = []
    for state, index, stage in moments:
        if cancelled is not None and cancelled():
            raise ReviewCancelledError
        decision = review_act(
            state,
            seat,
            actions[index],
            index,
            stage,
            deal=deal,
            seed=seed,
            strength=strength,
        )
        decisions.append(decision)
        if progress is not None:
            progress(len(decisions) / len(moments))
    return DealReview(deal, seat, tuple(decisions))


def decision_moments(
    start: State, actions: Sequence[Any], seat: int
) -> list[tuple[State, int, Stage]]:
    """The state before each of ``seat``'s actions, with the action's index and stage: its
    choices among the legal actions, and its acts that are none (``review_act``): an
    announcement (``State.announcements``), a foul the rules let through (an action of its
    turn outside both that opens a call to the other side) and a call it said out of turn
    (``State.seated_action``: Baloot's Qayd; once the deal is over, at its last trick)."""
    state = start.clone()
    stages = StageCounter(seat)
    moments = []
    for index, action in enumerate(actions):
        stage = stages.before(state)
        if state.to_act == seat and action in state.legal_actions():
            moments.append((state.clone(), index, stage))
        elif state.seated_action(seat, action) is not None:  # said out of turn: by the seat?
            before = state.clone()
            if actor(state.apply(action)) == seat:
                moments.append((before, index, call_stage(before, stage)))
            continue
        elif state.to_act == seat and is_act(state, action, seat):
            moments.append((state.clone(), index, stage))
        state.apply(action)
    return moments


def is_act(state: State, action: Any, seat: int) -> bool:
    """Whether ``seat``'s action of its turn outside the legal actions is an announcement or
    a foul the other side may call."""
    if action in state.announcements():
        return True
    after = state.clone()
    after.apply(action)
    return bool(opened_calls(state, after, seat))


def call_stage(state: State, stage: Stage) -> Stage:
    """The stage of a call said out of turn: its trick, the last one once the deal is over."""
    if isinstance(state, TrickPlayState) and state.is_over:
        return Stage("trick", state.tricks_played)
    return stage


def review_act(
    state: State,
    seat: int,
    played: Any,
    action_index: int,
    stage: Stage,
    *,
    deal: int = 1,
    seed: int = 0,
    strength: Strength | None = None,
) -> Decision:
    """Any decision ``decision_moments`` lists: a choice among the legal actions
    (``review_decision``), a call said out of turn, an announcement or a foul."""
    where = (action_index, stage, deal, seed, strength)
    if played in state.legal_actions():
        return review_decision(
            state, seat, played, action_index, stage, deal=deal, seed=seed, strength=strength
        )
    if state.seated_action(seat, played) is not None:
        return review_call(state, seat, played, *where)
    if played in state.announcements():
        return review_announcement(state, seat, played, *where)
    return review_foul(state, seat, played, *where)


class LegalValues:
    """The seat's legal options valued as ``valued_decision`` values them (the same worlds,
    the same best), for an act weighed against them."""

    def __init__(
        self,
        state: State,
        seat: int,
        action_index: int,
        deal: int,
        seed: int,
        strength: Strength | None,
    ) -> None:
        entry = game_ai(state.definition)
        rng = decision_rng(seed, deal, action_index)
        info = InfoState.of(state, seat, rng)
        strength = strength or advisor_strength(info, entry)
        sampler = entry.review.sampler(entry.pieces, strength)
        self.actions = sampler.options(info, info.legal_actions[0])
        self.seed = rng.getrandbits(62)
        self.samples = sampler.values(info, self.actions, self.seed)
        self.valued = [
            OptionValue(str(action), stats.value, stats.low, stats.high)
            for action, stats in zip(self.actions, map(interval, self.samples), strict=True)
        ]
        self.best_at = best_index(info, entry, self.actions, self.samples)
        self.info = info
        self.strength = strength


def act_decision(
    legal: LegalValues | tuple[list[OptionValue], list[list[float]], int] | None,
    act: OptionValue,
    column: list[float] | None,
    *,
    seat: int,
    where: tuple[int, Stage],
    scale: MarkScale,
    right: bool,
    legal_count: int,
    explanation: Explanation,
) -> Decision:
    """The decision of an act (``act``, valued ``column`` world by world, a constant where
    ``None``) beside the options it is weighed against; a right act is the best, costing
    nothing."""
    if isinstance(legal, LegalValues):
        base, samples, best_at = list(legal.valued), list(legal.samples), legal.best_at
    elif legal is not None:
        base, samples, best_at = list(legal[0]), list(legal[1]), legal[2]
    else:
        base, samples, best_at = [], [], 0
    worlds = len(samples[0]) if samples else 0
    options = [*base, act]
    samples.append(column if column is not None else [act.value] * max(worlds, 1))
    played_at = len(base)
    if right or not base or act.value >= base[best_at].value:
        best_at = played_at
    best = options[best_at]
    loss = max(best.value - act.value, 0.0)
    ranked = sorted(options, key=lambda o: (o is not best, -o.value))
    close = [] if right else close_options(samples, best_at, scale.good)
    action_index, stage = where
    return Decision(
        action_index=action_index,
        seat=seat,
        stage=stage,
        played=act.action,
        best=best.action,
        loss=loss,
        mark=scale.mark(loss, legal_count),
        options=tuple(ranked),
        legal_count=legal_count,
        worlds=worlds,
        close=tuple(options[i].action for i in close),
        lead=runner_up_lead(samples, best_at, options),
        explanation=explanation,
    )


def constant(action: str, value: float) -> OptionValue:
    """An option whose value is known (an outcome read from the deal)."""
    return OptionValue(action, value, value, value)


def review_foul(
    state: State,
    seat: int,
    played: Any,
    action_index: int,
    stage: Stage,
    deal: int,
    seed: int,
    strength: Strength | None,
) -> Decision:
    """A foul: the legal options valued as ever, beside the foul, worth what the deal gives
    the seat's side once the other side calls it at once (valued as played on where no call
    on it is upheld)."""
    legal = LegalValues(state, seat, action_index, deal, seed, strength)
    after = state.clone()
    after.apply(played)
    entry = game_ai(state.definition)
    called = called_value(state, after, seat, Utility(state, seat))
    column: list[float] | None = None
    if called is None:  # nobody can call it: played on, as any option
        sampler = entry.review.sampler(entry.pieces, legal.strength)
        column = sampler.values(legal.info, (played,), legal.seed)[0]
        stats = interval(column)
        act = OptionValue(str(played), stats.value, stats.low, stats.high)
    else:
        act = constant(str(played), called)
    rule = broken_rule(state, seat, played, legal.info.legal_actions)
    card = played.code if isinstance(played, Card) else ""
    return act_decision(
        legal,
        act,
        column,
        seat=seat,
        where=(action_index, stage),
        scale=entry.review.scale,
        right=False,
        legal_count=len(legal.info.legal_actions) + 1,
        explanation=Explanation("foul_played", card=card, more=(rule,)),
    )


def review_announcement(
    state: State,
    seat: int,
    said: Any,
    action_index: int,
    stage: Stage,
    deal: int,
    seed: int,
    strength: Strength | None,
) -> Decision:
    """An announcement: right, it costs nothing (worth the deal it ended, or the search's
    best on from it); wrong, it is worth what the other side's call on it leaves the seat,
    beside the legal options."""
    entry = game_ai(state.definition)
    value = Utility(state, seat)
    wrong = announcement_value(state, said, seat, value)
    count = len(state.legal_actions()) + 1
    where = (action_index, stage)
    scale = entry.review.scale
    after = state.clone()
    after.apply(said)
    if wrong is None and after.is_over:  # a right claim: the deal it ended
        act = constant(str(said), value(final_points(after)))
        return act_decision(
            None,
            act,
            None,
            seat=seat,
            where=where,
            scale=scale,
            right=True,
            legal_count=count,
            explanation=Explanation("said_right"),
        )
    legal = LegalValues(state, seat, action_index, deal, seed, strength)
    if wrong is None:  # right, and played on: worth the search's best on from it
        best = legal.valued[legal.best_at]
        act = OptionValue(str(said), best.value, best.low, best.high)
        return act_decision(
            None,
            act,
            None,
            seat=seat,
            where=where,
            scale=scale,
            right=True,
            legal_count=count,
            explanation=Explanation("said_right"),
        )
    return act_decision(
        legal,
        constant(str(said), wrong),
        None,
        seat=seat,
        where=where,
        scale=scale,
        right=False,
        legal_count=count,
        explanation=Explanation("said_wrong"),
    )


def review_call(
    state: State,
    seat: int,
    played: Any,
    action_index: int,
    stage: Stage,
    deal: int,
    seed: int,
    strength: Strength | None,
) -> Decision:
    """A call said out of turn: upheld, it costs nothing; not upheld, it costs the value of
    playing on from the position (the search's best where the seat is to act, else the
    position's value; the deal's score once it is over) less the verdict's."""
    entry = game_ai(state.definition)
    seated = state.seated_action(seat, played)
    end = state.clone()
    end.apply(seated)
    value = Utility(state, seat)
    act = constant(str(played), value(final_points(end)))
    right = upheld(end, seat)
    where = (action_index, stage)
    scale = entry.review.scale
    to_act = state.to_act == seat and not state.is_over
    count = len(state.legal_actions()) + 1 if to_act else 2
    legal: LegalValues | tuple[list[OptionValue], list[list[float]], int] | None = None
    if right:
        pass
    elif to_act:
        legal = LegalValues(state, seat, action_index, deal, seed, strength)
    elif state.is_over:
        on = value(final_points(state))
        legal = ([constant(NO_CALL, on)], [[on]], 0)
    else:
        rng = decision_rng(seed, deal, action_index)
        info = InfoState.of(state, seat, rng)
        worlds = position_values(
            info, entry.pieces, strength or entry.review.strength, value, rng.getrandbits(62)
        )
        stats = interval(worlds)
        legal = ([OptionValue(NO_CALL, stats.value, stats.low, stats.high)], [worlds], 0)
    return act_decision(
        legal,
        act,
        None,
        seat=seat,
        where=where,
        scale=scale,
        right=right,
        legal_count=count,
        explanation=Explanation("call_right" if right else "call_wrong"),
    )


def replayed_deals(game: RecordData) -> Iterator[tuple[State, list[Any]]]:
    """Each deal of ``game`` as its starting state and its actions read, the match replayed
    through the rules (a bad record raises the replay's ``ReplayFaultError``)."""
    definition = get_game(game.variant)
    match = Match(definition, definition.parse_options(game.options), game.first_dealer)
    for deal in replay_deals(match, game.deals):
        yield deal.start, deal.actions


def review_game(
    game: RecordData,
    seat: int,
    *,
    seed: int = 0,
    strength: Strength | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    only: Container[int] | None = None,
    deal_done: DealDone | None = None,
) -> GameReview:
    """Review every deal of a game for ``seat``, or the deals numbered (from 1) in ``only``
    (the others are replayed, not reviewed: a deal starts where the match stands).
    ``progress`` hears the fraction of the chosen deals' decisions done, ``deal_done`` the
    deals done and their number, so a long review can say how far it is."""
    chosen = [only is None or number in only for number in range(1, len(game.deals) + 1)]
    counts = [
        sum(1 for mover, _ in deal.actions if mover == seat) if wanted else 0
        for deal, wanted in zip(game.deals, chosen, strict=True)
    ]
    total = max(sum(counts), 1)
    reviews = []
    for number, (start, actions) in enumerate(replayed_deals(game), 1):
        if not chosen[number - 1]:
            continue
        before = sum(counts[: number - 1])
        count = counts[number - 1]

        def deal_progress(fraction: float, before: int = before, count: int = count) -> None:
            if progress is not None:
                progress((before + fraction * count) / total)

        reviews.append(
            review_deal(
                start,
                actions,
                seat,
                deal=number,
                seed=seed,
                strength=strength,
                progress=deal_progress,
                cancelled=cancelled,
            )
        )
        if deal_done is not None:
            deal_done(len(reviews), sum(chosen))
    return GameReview(game.variant, seat, tuple(reviews))
