"""The trick loops come from one source, and every follow rule plays as the states play it.

The fast playouts and rollouts hold code generated from ``game.core.trickloop`` (as the
``loops`` modules of ``ai.games`` say): a module that holds anything else fails here.
Each rule's loop is then rendered with a policy that asks the test for every card and
played beside the public API: at every card the loop's seat must be the state's
``to_act`` and its legal set the state's ``legal_actions()``, and at the end its tally
must be the state's.  The greedy rollouts with ``epsilon`` 1 take a random legal card at
every choice, so they are played against the API the same way (their policy draws once
more at each choice).
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

import game.barbu.playout as barbu_playout
import game.core.playout as core_playout
from ai.games.barbu.rollout import greedy_playout as barbu_greedy
from ai.games.belote.rollout import greedy_tally
from ai.games.loops import generated, stale
from game.baloot.definition import DEFINITION as BALOOT
from game.baloot.rules import BalootRules
from game.baloot.state import PLAY as BALOOT_PLAY
from game.baloot.state import BalootState
from game.barbu.definition import DEFINITION as BARBU
from game.barbu.rules import PARLETT, STANDARD, BarbuRules
from game.barbu.state import CHOOSING, DOUBLING, TRICKS, BarbuState
from game.barbu.trickloop import BARBU as BARBU_RULE
from game.belote.bga import DEFINITION as BGA
from game.belote.bga import BgaRules
from game.belote.classic import DEFINITION as CLASSIC
from game.belote.classic import ClassicRules
from game.belote.state import PLAY as BELOTE_PLAY
from game.belote.state import BeloteState
from game.core.api import DealContext, State
from game.core.decks import FULL_52, PIQUET_32, shuffled
from game.core.playout import PlayoutTally, pair_cards
from game.core.seats import Direction
from game.core.trickloop import (
    FRENCH_SAUDI,
    MARKERS,
    ChoicePolicy,
    LoopRule,
    fill,
    region,
    render_loop,
    replace_region,
)
from game.core.trickplay import CARD_OBJECTS, TrickPlayState

DEALS = 500
CONTINUATIONS = 5

ASK = ChoicePolicy(
    params=("choose: Callable[[int, int], int]",),
    setup="",
    choose="card = choose(legal, seat)\nbit = 1 << card",
    played="",
)
"""A policy that hands ``legal`` and the seat to a function and plays the card it returns."""


def test_every_generated_loop_is_what_its_source_renders() -> None:
    assert generated(), "no loop is generated"
    assert stale() == [], "run: python -m ai.games.loops"


def test_the_program_runs_no_generator_code() -> None:
    code = (
        "import sys, ai.catalog, ai.levels, game.catalog\n"
        "import game.core.playout, game.barbu.playout, ai.games.belote.rollout\n"
        "print(sorted(m for m in sys.modules if m.endswith(('trickloop', 'loops'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_region_is_replaced_between_its_markers_only() -> None:
    begin, end = MARKERS
    text = f"head\n{begin}\nold\n\n\n{end}\ntail\n"
    new = replace_region(text, "def f() -> int:\n    return 1")
    assert new == f"head\n{begin}\ndef f() -> int:\n    return 1\n\n\n{end}\ntail\n"
    assert region(new) == "def f() -> int:\n    return 1"
    with pytest.raises(ValueError):
        replace_region("no markers\n", "x = 1")


def test_a_part_takes_the_indentation_of_its_slot() -> None:
    template = "if x:\n    @body\n@tail\ny = 2"
    assert fill(template, {"body": "\n    a = 1\n    if a:\n        b = 2\n", "tail": ""}) == (
        "if x:\n    a = 1\n    if a:\n        b = 2\ny = 2"
    )


def probe(module: ModuleType, rule: LoopRule) -> Callable[..., Any]:
    """``rule``'s loop with the ``ASK`` policy, compiled among ``module``'s names."""
    source = render_loop("probe", "The loop, asking ``choose`` for each card.", rule, ASK)
    namespace = dict(vars(module))
    exec(compile("from __future__ import annotations\n" + source, "<probe>", "exec"), namespace)
    loop: Callable[..., Any] = namespace["probe"]
    return loop


class Mirror:
    """The public API played beside a loop: each seat and legal set checked, a random
    legal card taken."""

    def __init__(self, start: State, rng: random.Random) -> None:
        self.state = start.clone()
        self.rng = rng

    def __call__(self, legal: int, seat: int) -> int:
        state = self.state
        assert seat == state.to_act
        assert legal == card_set(state.legal_actions())
        cards = [c for c in range(52) if legal >> c & 1]
        card = cards[int(self.rng.random() * len(cards))]
        state.apply(CARD_OBJECTS[card])
        return card


def finish_at_epsilon_one(start: State, rng: random.Random) -> State:
    """A clone of ``start`` played to the end through the API as the greedy rollouts play at
    ``epsilon`` 1: a forced action without a draw, else a draw against ``epsilon`` and a
    random legal action."""
    state = start.clone()
    rand = rng.random
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        else:
            rand()
            state.apply(legal[int(rand() * len(legal))])
    return state


def card_set(actions: list[Any]) -> int:
    out = 0
    for action in actions:
        out |= action.bit
    return out


def api_tally(start: TrickPlayState, end: TrickPlayState, pairs: list[int]) -> PlayoutTally:
    """What the API's play added, per team, as the French and Saudi loop counts it."""
    return PlayoutTally(
        [
            sum(end.card_points[s] - start.card_points[s] for s in (team, team + 2))
            for team in (0, 1)
        ],
        [
            sum(end.tricks_taken[s] - start.tricks_taken[s] for s in (team, team + 2))
            for team in (0, 1)
        ],
        pairs,
        end.last_trick_winner,
    )


def point_trick_starts(seed: int) -> list[tuple[TrickPlayState, bool, bool, int]]:
    """Positions of Belote (both rule sets) and Baloot (Saudi and French play, the trump
    locked or not), with the loop's ``saudi``, ``locked`` and ``pairs`` for each."""
    rng = random.Random(seed)
    out: list[tuple[TrickPlayState, bool, bool, int]] = []
    while len(out) < DEALS:
        context = DealContext(rng.randrange(4), (0, 0), 0, None)
        kind = len(out) % 3
        state: TrickPlayState
        if kind == 0:
            rules = BgaRules(rng.choice(list(Direction)), all_trump_no_trump=rng.random() < 0.5)
            state = BGA.new_deal(rules, shuffled(PIQUET_32, rng), context)
        elif kind == 1:
            state = CLASSIC.new_deal(ClassicRules(), shuffled(PIQUET_32, rng), context)
        else:
            rules_b = BalootRules(french_play=len(out) % 2 == 0)
            state = BALOOT.new_deal(rules_b, shuffled(PIQUET_32, rng), context)
        while not state.is_over and not in_play(state):
            legal = state.legal_actions()
            hokum = [a for a in legal if getattr(a, "kind", "") == "hokum"]
            state.apply(rng.choice(hokum if hokum and rng.random() < 0.5 else legal))
        if state.is_over:
            continue
        for _ in range(rng.randrange(31)):
            state.apply(rng.choice(state.legal_actions()))
        if isinstance(state, BalootState):
            if state.order is not None and state.order.trump and len(out) % 4 < 2:
                state.locked = True  # the lock is the doubler's call: forced here for cover
            saudi = not state.rules.french_play
            out.append((state, saudi, state.locked, state.baloot_cards()))
        else:
            assert isinstance(state, BeloteState)
            out.append((state, False, False, pair_cards(state.belote_suits())))
    return out


def in_play(state: TrickPlayState) -> bool:
    if isinstance(state, BalootState):
        return state.phase == BALOOT_PLAY
    return isinstance(state, BeloteState) and state.phase == BELOTE_PLAY


def pairs_made(start: TrickPlayState, end: TrickPlayState) -> list[int]:
    if isinstance(start, BalootState) and isinstance(end, BalootState):
        return [end.baloot[t] - start.baloot[t] for t in (0, 1)]
    assert isinstance(start, BeloteState) and isinstance(end, BeloteState)
    return [(end.belote[t] - start.belote[t]) // 20 for t in (0, 1)]


@pytest.mark.parametrize("seed", range(2))
def test_the_french_and_saudi_loop_plays_as_the_states_do(seed: int) -> None:
    loop = probe(core_playout, FRENCH_SAUDI)
    seen = set()
    for number, (start, saudi, locked, pairs) in enumerate(point_trick_starts(seed)):
        seen.add((saudi, locked))
        for k in range(CONTINUATIONS):
            mirror = Mirror(start, random.Random(number * 100 + k))
            tally = loop(start, random.Random(0), saudi, locked, pairs, mirror)
            end = mirror.state
            assert isinstance(end, TrickPlayState) and end.is_over
            assert tally == api_tally(start, end, pairs_made(start, end)), (seed, number, k)
    assert seen == {(False, False), (False, True), (True, False), (True, True)}


@pytest.mark.parametrize("seed", range(2))
def test_the_greedy_rollout_at_epsilon_one_plays_as_the_states_do(seed: int) -> None:
    for number, (start, saudi, locked, pairs) in enumerate(point_trick_starts(seed + 10)):
        for k in range(CONTINUATIONS):
            tally = greedy_tally(start, random.Random(k), saudi, locked, pairs, 1.0)
            end = finish_at_epsilon_one(start, random.Random(k))
            assert isinstance(end, TrickPlayState)
            assert tally == api_tally(start, end, pairs_made(start, end)), (seed, number, k)


def barbu_starts(seed: int) -> list[BarbuState]:
    """Barbu positions of both variants and every contract, Dominoes included."""
    rng = random.Random(seed)
    out: list[BarbuState] = []
    while len(out) < DEALS:
        rules = BarbuRules(rng.choice((STANDARD, PARLETT)))
        context = DealContext(rng.randrange(4), (0, 0, 0, 0), 0, (0, 0, 0, 0))
        state = BARBU.new_deal(rules, shuffled(FULL_52, rng), context)
        while state.phase in (CHOOSING, DOUBLING):
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(rng.choice((0, rng.randrange(52)))):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            out.append(state)
    return out


@pytest.mark.parametrize("seed", range(2))
def test_barbus_loop_plays_as_the_states_do(seed: int) -> None:
    loop = probe(barbu_playout, BARBU_RULE)
    seen = set()
    for number, start in enumerate(barbu_starts(seed)):
        if start.phase != TRICKS:
            continue
        seen.add((start.heart_rule, start.must_win, bool(start.order and start.order.trump)))
        for k in range(CONTINUATIONS):
            mirror = Mirror(start, random.Random(number * 100 + k))
            scores = loop(start, random.Random(0), mirror)
            assert mirror.state.is_over
            assert scores == mirror.state.result().points, (seed, number, k)
    assert seen == {
        (True, False, False),
        (False, False, False),
        (False, True, True),
        (False, False, True),
    }


@pytest.mark.parametrize("seed", range(2))
def test_barbus_greedy_rollout_at_epsilon_one_plays_as_the_states_do(seed: int) -> None:
    for number, start in enumerate(barbu_starts(seed + 10)):
        for k in range(CONTINUATIONS):
            scores = barbu_greedy(start, random.Random(k), 1.0)
            end = finish_at_epsilon_one(start, random.Random(k))
            assert scores == end.result().points, (seed, number, k)
