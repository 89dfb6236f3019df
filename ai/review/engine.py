"""Reviewing a deal decision by decision, for one seat, from that seat's information only.

At each decision of the seat the deal is replayed to that moment and the seat's
``InfoState`` is built (a sampled world: the real hidden cards are never read).
The options are valued in the same sampled worlds (``ai.review.sampling``), each
gets a mean and a 95% interval, and the decision its loss (the best mean less
the played one's) and mark (``ai.review.marks``).

A decision's worlds come from a seed made of the review's seed, the deal's
number and the action's index, so a review is the same run after run, and the
same for two deals the seat cannot tell apart.  ``progress`` hears the fraction
done after each decision; ``cancelled`` is asked before each one and stops the
review with ``ReviewCancelledError`` (the UI's worker process uses both).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Container, Iterator, Sequence
from typing import Any

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.review.model import DealReview, Decision, GameReview, OptionValue, Stage
from ai.review.sampling import Strength
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match
from game.core.replaying import RecordData, replay_deals
from game.core.trickplay import TrickPlayState

Z95 = 1.96

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
) -> tuple[Decision, Any]:
    """``review_decision`` and the best action itself (a hint plays the object, not its
    text read back)."""
    entry = game_ai(state.definition)
    game = entry.review
    strength = strength or game.strength
    rng = decision_rng(seed, deal, action_index)
    info = InfoState.of(state, seat, rng)
    if played not in info.legal_actions:
        raise ValueError(f"{played} is not legal for seat {seat} at action {action_index}")
    sampler = game.sampler(entry.pieces, strength)
    options = sampler.options(info, played)
    samples = sampler.values(info, options, rng.getrandbits(62))
    valued = [
        OptionValue(str(action), stats.value, stats.low, stats.high)
        for action, stats in zip(options, map(interval, samples), strict=True)
    ]
    played_at = options.index(played)
    best_at = max(range(len(options)), key=lambda i: valued[i].value)
    if valued[played_at].value >= valued[best_at].value:
        best_at = played_at
    loss = valued[best_at].value - valued[played_at].value
    best = valued[best_at]
    ranked = sorted(valued, key=lambda o: (-o.value, o is not best))  # the best first of equals
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
    )
    return decision, options[best_at]


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
        decision = review_decision(
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
    """The state before each of ``seat``'s actions, with the action's index and stage."""
    state = start.clone()
    stages = StageCounter(seat)
    moments = []
    for index, action in enumerate(actions):
        stage = stages.before(state)
        if state.to_act == seat:
            moments.append((state.clone(), index, stage))
        state.apply(action)
    return moments


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
