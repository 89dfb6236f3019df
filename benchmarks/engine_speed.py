"""Engine speed on one core: playouts, whole hands and sampled worlds per variant.

    python benchmarks/engine_speed.py [--seconds S] [--variant NAME]

Targets (issues 2 and 3): at least 20,000 random play-phase playouts per second
(belote_bga, belote_classic, baloot) and at most 50 µs per sampled world for
belote_bga; (issue 4) at least 12,000 random 13-trick playouts per second for
barbu; (issue 5) at least 100 random complete Burraco hands per second and under
5 ms per meld listing; (issue 20) at most 25 µs per sampled world in every trick
game.  A search draws many worlds from one position and reads its facts once,
so the figure per world is over many draws from the same 200 positions; the
first world from a fresh position (its facts read then) is shown beside it.
Figures are printed, never asserted: the machine's load moves them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.catalog import game_names, get_game
from game.core.api import State
from game.core.match import Match


def rate(run: Callable[[], int], seconds: float) -> float:
    """Items per CPU second of ``run`` (which returns how many it did), best of 3 slices."""
    best = 0.0
    for _ in range(3):
        done = 0
        start = time.process_time()
        while (elapsed := time.process_time() - start) < seconds / 3:
            done += run()
        best = max(best, done / elapsed)
    return best


def fresh_deal(variant: str, rng: random.Random) -> State:
    definition = get_game(variant)
    match = Match(definition, definition.parse_options({}), rng.randrange(4))
    return match.deal_shuffled(rng)[1]


def play_starts(
    variant: str, rng: random.Random, count: int, is_play: Callable[[Any], bool]
) -> list[Any]:
    """States at the first card of the play (random bids until someone takes)."""
    starts: list[Any] = []
    while len(starts) < count:
        state = fresh_deal(variant, rng)
        while not state.is_over and not is_play(state):
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            starts.append(state)
    return starts


def whole_hands(variant: str, rng: random.Random) -> Callable[[], int]:
    def run() -> int:
        state = fresh_deal(variant, rng)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
        return 1

    return run


def sampled_worlds(states: list[Any], rng: random.Random) -> Callable[[], int]:
    def run() -> int:
        for state in states:
            state.determinize((state.to_act + 1) % 4, rng)
        return len(states)

    return run


def first_world_us(states: list[Any], rng: random.Random, seconds: float) -> float:
    """CPU µs for the first world drawn from a position (its facts read then), best of 3 slices;
    fresh copies of the positions are made outside the timing."""
    best = float("inf")
    for _ in range(3):
        spent = 0.0
        done = 0
        while spent < seconds / 3:
            fresh = [state.clone() for state in states]
            start = time.process_time()
            for state in fresh:
                state.determinize((state.to_act + 1) % 4, rng)
            spent += time.process_time() - start
            done += len(fresh)
        best = min(best, spent / done)
    return best * 1e6


def mid_play(starts: list[Any], rng: random.Random) -> list[Any]:
    """Positions spread over the play (0 to 27 cards played)."""
    out = []
    for start in starts:
        state = start.clone()
        for _ in range(rng.randrange(28)):
            state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def bench_trick_game(
    variant: str,
    seconds: float,
    is_play: Callable[[Any], bool],
    playout: Callable[[Any, random.Random], object],
) -> dict[str, float]:
    rng = random.Random(1)
    starts = play_starts(variant, rng, 200, is_play)

    def twin() -> int:
        for start in starts:
            playout(start, rng)
        return len(starts)

    def api() -> int:
        for start in starts[:20]:
            state = start.clone()
            while not state.is_over:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
        return 20

    positions = mid_play(starts, rng)
    worlds = rate(sampled_worlds(positions, rng), seconds)
    return {
        "play-phase playouts/s (fast twin)": rate(twin, seconds),
        "play-phase playouts/s (public API)": rate(api, seconds),
        "whole hands/s (public API, bidding included)": rate(whole_hands(variant, rng), seconds),
        "µs per sampled world (determinize)": 1e6 / worlds,
        "µs for the first world from a fresh position": first_world_us(positions, rng, seconds),
    }


def bench_belote_bga(seconds: float) -> dict[str, float]:
    from game.belote.playout import random_playout
    from game.belote.state import PLAY

    return bench_trick_game("belote_bga", seconds, lambda s: s.phase == PLAY, random_playout)


def bench_belote_classic(seconds: float) -> dict[str, float]:
    from game.belote.playout import random_playout
    from game.belote.state import PLAY

    return bench_trick_game("belote_classic", seconds, lambda s: s.phase == PLAY, random_playout)


def bench_baloot(seconds: float) -> dict[str, float]:
    from game.baloot.playout import random_playout
    from game.baloot.state import PLAY

    return bench_trick_game("baloot", seconds, lambda s: s.phase == PLAY, random_playout)


def bench_burraco(seconds: float) -> dict[str, float]:
    from game.burraco.bag import CardBag
    from game.burraco.listing import clear_caches, list_layoffs, list_melds
    from game.burraco.melds import TableMeld, read_meld
    from game.core.decks import TWO_DECKS_108

    rng = random.Random(1)

    def table(count: int) -> list[TableMeld]:
        """A few melds to lay off on, taken from a random 22-card hand."""
        while True:
            order = [c.index for c in TWO_DECKS_108]
            rng.shuffle(order)
            options = list_melds(CardBag(order[:22]), 0)
            if len(options) >= count:
                melds = [read_meld(m.cards) for m in rng.sample(options, count)]
                return [m for m in melds if isinstance(m, TableMeld)]

    def listings(size: int) -> Callable[[], int]:
        positions = []
        for _ in range(50):
            order = [c.index for c in TWO_DECKS_108]
            rng.shuffle(order)
            positions.append((CardBag(order[:size]), table(4)))

        def run() -> int:
            for hand, melds in positions:
                clear_caches()  # a cold listing every time: no help from earlier hands
                list_melds(hand, 0)
                list_layoffs(hand, melds)
            return len(positions)

        return run

    return {
        "whole hands/s (random legal turns, public API)": rate(
            whole_hands("burraco", rng), seconds
        ),
        "ms per meld listing, 11-card hand (cold)": 1e3 / rate(listings(11), seconds),
        "ms per meld listing, 22-card hand (cold)": 1e3 / rate(listings(22), seconds),
    }


def bench_barbu(seconds: float) -> dict[str, float]:
    from game.barbu.playout import random_playout
    from game.barbu.state import DOMINOES, TRICKS

    rng = random.Random(1)
    starts = play_starts("barbu", rng, 300, lambda s: s.phase in (TRICKS, DOMINOES))
    tricks = [s for s in starts if s.phase == TRICKS][:200]
    dominoes = [s for s in starts if s.phase == DOMINOES][:20]

    def twin(states: list[Any]) -> Callable[[], int]:
        def run() -> int:
            for start in states:
                random_playout(start, rng)
            return len(states)

        return run

    def api() -> int:
        for start in tricks[:20]:
            state = start.clone()
            while not state.is_over:
                legal = state.legal_actions()
                state.apply(legal[int(rng.random() * len(legal))])
        return 20

    positions = mid_play(tricks, rng)
    worlds = rate(sampled_worlds(positions, rng), seconds)
    return {
        "13-trick playouts/s (fast twin)": rate(twin(tricks), seconds),
        "13-trick playouts/s (public API)": rate(api, seconds),
        "Dominoes playouts/s (fast twin)": rate(twin(dominoes), seconds),
        "whole deals/s (public API, contract and doubles)": rate(
            whole_hands("barbu", rng), seconds
        ),
        "µs per sampled world (determinize)": 1e6 / worlds,
        "µs for the first world from a fresh position": first_world_us(positions, rng, seconds),
    }


BENCHMARKS: dict[str, Callable[[float], dict[str, float]]] = {
    "belote_bga": bench_belote_bga,
    "belote_classic": bench_belote_classic,
    "baloot": bench_baloot,
    "barbu": bench_barbu,
    "burraco": bench_burraco,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--variant", choices=game_names(), action="append")
    args = parser.parse_args()
    for variant in args.variant or game_names():
        bench = BENCHMARKS.get(variant)
        if bench is None:
            print(f"{variant}: no benchmark yet")
            continue
        for name, value in bench(args.seconds).items():
            print(f"{variant:15s} {name:48s} {value:12,.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
