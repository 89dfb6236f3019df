"""The acts of a seat that are no choice among its legal actions, as the review reads them
(issue 37): a foul the rules let through, an announcement (a claim of the rest, Sawa, Akka:
``State.announcements``) and a call said out of turn on another seat's act (Baloot's Qayd:
``State.seated_action``, ``State.objections``).  Only the generic state is asked.

- The calls an act *opens* are the objections the other side may make after it and could
  not make before it (the calls that cite it).
- A call is *upheld* when the deal it ends gives the caller's side more than the others (a
  right Qayd gives the caller's side the whole hand, a wrong one gives it to the other side).
- An act's *called value* is what the deal is worth to the seat if the other side at once
  makes the upheld call it opens that costs the seat the most (``None``: none is upheld).
- An announcement is wrong when every way on from it (the seat's legal actions after it, or
  the deal it ended) opens an upheld call; a right one costs nothing.

Outcomes are read from the deal itself, as the table judges them (the verdict is shown
with every card laid open), and valued as the review values every outcome
(``ai.search.utility``: the seat's side's points less the others', the game-win bonus).
The value of playing on where the seat is not to act (a call said out of turn) is the
search's own valuation of the position, in the worlds the seat may sample
(``position_values``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.agent import InfoState
from ai.review.reasons_base import Explanation
from ai.review.sampling import Strength
from ai.search.pieces import GamePieces, SolveTooLargeError
from ai.search.pimc import cards_left, rolled_out, world_rng
from ai.search.utility import Utility, final_points, search_points
from game.core.api import Event, State
from game.core.cards import SUIT_MASKS, Card, card_at
from game.core.trickplay import TrickPlayState

NO_CALL = "no call"
"""The option of saying nothing and letting the deal run, beside a call said out of turn
where the seat had no action of its own to take (the review screen words it)."""


def actor(events: Sequence[Event]) -> int | None:
    """The seat that took the action these events came from (the first seated event)."""
    return next((event.seat for event in events if event.seat is not None), None)


def other_side(state: State, seat: int) -> list[int]:
    """The seats not on ``seat``'s side."""
    definition = state.definition
    side = definition.side_of(seat)
    return [other for other in range(definition.seats) if definition.side_of(other) != side]


def objections_of(state: State, seats: Sequence[int]) -> dict[str, tuple[int, Any]]:
    """Every objection any of ``seats`` may make now, by its text: the first seat that may
    make it, and the call as that seat says it."""
    found: dict[str, tuple[int, Any]] = {}
    for seat in seats:
        for call in state.objections(seat):
            seated = state.seated_action(seat, call)
            found.setdefault(str(call), (seat, call if seated is None else seated))
    return found


def opened_calls(before: State, after: State, seat: int) -> list[tuple[int, Any]]:
    """The objections ``seat``'s act (``before`` to ``after``) opens to the other side, each
    with a seat that may make it."""
    others = other_side(before, seat)
    earlier = objections_of(before, others)
    return [said for text, said in objections_of(after, others).items() if text not in earlier]


def upheld(end: State, caller: int) -> bool:
    """Whether the call that ended ``end`` gave its caller's side the deal."""
    definition = end.definition
    points = search_points(end, end.result())
    side = definition.side_of(caller)
    mine = points[side] if definition.teams else points[caller]
    others = [p for i, p in enumerate(points) if i != (side if definition.teams else caller)]
    return mine > max(others, default=0)


def called_end(after: State, call: Any) -> State:
    """The deal ``after`` ended by ``call`` (seated: it carries its caller)."""
    end = after.clone()
    end.apply(call)
    return end


def called_value(before: State, after: State, seat: int, value: Utility) -> float | None:
    """The worst for ``seat`` of the upheld calls its act (``before`` to ``after``) opens,
    made at once, as ``value`` reads it; ``None`` when no call it opens is upheld."""
    worst: float | None = None
    for caller, call in opened_calls(before, after, seat):
        end = called_end(after, call)
        if not end.is_over or not upheld(end, caller):
            continue
        outcome = value(final_points(end))
        worst = outcome if worst is None else min(worst, outcome)
    return worst


def announcement_value(state: State, said: Any, seat: int, value: Utility) -> float | None:
    """The called value of an announcement when it is wrong (every way on from it opens an
    upheld call: the best of them for the seat), ``None`` when it is right."""
    after = state.clone()
    after.apply(said)
    if after.is_over or after.to_act != seat:
        return called_value(state, after, seat, value)
    best: float | None = None
    for action in after.legal_actions():
        then = after.clone()
        then.apply(action)
        called = called_value(state, then, seat, value)
        if called is None:
            return None  # a way on that makes it right
        best = called if best is None else max(best, called)
    return best


def broken_rule(state: State, seat: int, played: Any, legal: Sequence[Any]) -> Explanation:
    """The play rule a card outside ``legal`` broke, in the explanations' own kinds: follow
    suit, trump, overtrump (the trick's winner named), else the cards that were allowed."""
    cards = [action for action in legal if isinstance(action, Card)]
    if isinstance(state, TrickPlayState) and isinstance(played, Card) and state.order is not None:
        allowed = sum(1 << card.index for card in cards)
        trump = state.order.trump
        if state.trick:
            led = state.trick[0] // 13
            if state.hands[seat] & SUIT_MASKS[led] and played.index // 13 != led:
                return Explanation("must_follow", suit=led)
            if allowed and not allowed & ~trump:  # every card allowed is a trump
                kind = "must_overtrump" if trump >> played.index & 1 else "must_trump"
                winner = card_at(state.win_card).code
                return Explanation(kind, seat=state.win_seat, card=winner)
    return Explanation("only_cards", cards=tuple(card.code for card in cards))


def position_values(
    info: InfoState, pieces: GamePieces, strength: Strength, value: Utility, seed: int
) -> list[float]:
    """The value of playing on from ``info``'s position, whoever is to act, in each world of
    ``seed`` (drawn as ``ai.search.pimc.world_values`` draws them): solved once few enough
    cards are left, else rolled out."""
    seat = info.seat
    out: list[float] = []
    for index in range(strength.worlds):
        rng = world_rng(seed, index)
        world = info.sample_world(rng)
        if pieces.plausible is not None:
            for _ in range(strength.redraws):
                if pieces.plausible(world, seat):
                    break
                world = info.sample_world(rng)
        rollout_seed = rng.getrandbits(62)
        if world.is_over:
            out.append(value(final_points(world)))
            continue
        solver = pieces.solver
        if (
            solver is not None
            and strength.solve_cards > 0
            and pieces.in_play(world)
            and cards_left(world) <= min(strength.solve_cards, pieces.solve_limit)
        ):
            try:
                out.append(solver(world.clone(), seat, value, strength.solve_nodes))
                continue
            except SolveTooLargeError:
                pass
        out.append(rolled_out(world, pieces, value, rollout_seed, strength.rollouts))
    return out
