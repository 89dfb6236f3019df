"""How often the explained hint gives a specific reason (issue 35: at least 90%).

Plays seeded deals of each game with the rule-based bot (the easy level) in every seat,
keeps positions of every decision kind the game names (``decision_phase``) where the
seat to act has a choice, values each one's options as the hint does
(``ai.review.engine.valued_decision``, at a small strength: the share of reasons depends
little on it) and asks ``ai.review.explain.explain`` why the best is best.  Prints, per
game and decision kind, the share of specific reasons (not the generic margin sentence
``search_margin`` nor ``all_equal``), then the share of each reason key.

Run: ``.venv/bin/python benchmarks/reason_coverage.py --positions 50`` (the target is
stated at 200 positions per game and kind; ``--games`` picks games, ``--worlds`` the
strength).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.review.engine import decision_rng, valued_decision
from ai.review.explain import GENERIC, explain
from ai.review.model import Stage
from ai.review.sampling import Strength
from game.catalog import get_game
from game.core.api import State
from game.core.match import Match

GAMES = ("belote_bga", "belote_classic", "baloot", "barbu")
KEEP_PLAY = 0.2  # the share of card plays kept (calls are rarer: every one is kept)
MAX_DEALS = 4000
WANDER = 0.15  # a random action now and then: positions of every kind


def positions(variant: str, per_kind: int, seed: int) -> dict[str, list[State]]:
    """Up to ``per_kind`` positions with a choice for each decision kind of ``variant``,
    from deals played by the rule-based bot."""
    rng = random.Random(seed)
    definition = get_game(variant)
    bot = game_ai(definition).pieces.bot
    kinds: dict[str, list[State]] = {kind: [] for kind in definition.decision_phases}
    for _ in range(MAX_DEALS):
        if all(len(found) >= per_kind for found in kinds.values()):
            break
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            legal = state.legal_actions()
            kind = definition.decision_phase(state)
            found = kinds.setdefault(kind, [])
            calls = "play" not in kind and "trick" not in kind and kind != "dominoes"
            if len(legal) > 1 and len(found) < per_kind and (calls or rng.random() < KEEP_PLAY):
                found.append(state.clone())
            wander = rng.random() < WANDER
            state.apply(rng.choice(legal) if wander else bot(state, state.to_act, legal))
    return kinds


def reason_of(state: State, seed: int, strength: Strength, show: bool = False) -> str:
    """The hint's reason key for the seat to act in ``state`` (``show``: print the
    position of a generic one)."""
    seat = state.to_act
    legal = state.legal_actions()
    decision, _ = valued_decision(
        state, seat, legal[0], 0, Stage("hint"), seed=seed, strength=strength
    )
    info = InfoState.of(state, seat, decision_rng(seed, 0, -1))
    partners = state.definition.partners_of(seat)
    found = explain(info.own_world(), seat, decision.options, legal, partners, seed=seed)
    if show and found.kind in GENERIC:
        view = state.view(seat)
        print(f"    {found.kind}: hand {' '.join(map(str, getattr(view, 'hand', ())))}")
        print(f"      trick {getattr(view, 'trick', ())} options {decision.options[:3]}")
    return found.kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50, help="per game and decision kind")
    parser.add_argument("--games", nargs="*", default=list(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=6, help="sampled worlds per option")
    parser.add_argument("--show", action="store_true", help="print each generic position")
    args = parser.parse_args()
    strength = Strength(worlds=args.worlds, rollouts=1, solve_cards=0, turns=1, discards=2)
    keys: Counter[str] = Counter()
    total = specific = 0
    for variant in args.games:
        started = time.perf_counter()
        per_game: Counter[str] = Counter()
        for kind, found in positions(variant, args.positions, args.seed).items():
            reasons = Counter(
                reason_of(state, args.seed * 1000 + i, strength, args.show)
                for i, state in enumerate(found)
            )
            count = sum(reasons.values())
            good = sum(n for key, n in reasons.items() if key not in GENERIC)
            share = good / count if count else 0.0
            print(f"{variant:15} {kind:26} {count:4} positions  specific {share:6.1%}")
            per_game.update(reasons)
            total += count
            specific += good
        keys.update(per_game)
        print(f"{variant:15} ({time.perf_counter() - started:.0f} s)")
    print(f"\nall games: {total} positions, specific {specific / max(1, total):.1%}\n")
    for key, n in keys.most_common():
        print(f"  {key:24} {n:5}  {n / max(1, total):6.1%}")


if __name__ == "__main__":
    main()
