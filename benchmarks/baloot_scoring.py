"""How often Baloot's two scorings (``spec`` and ``kammelna``) give a hand different points.

    python benchmarks/baloot_scoring.py --hands 2000 --seed 41

Plays random hands (random calls leaning to Hokum and passes, random legal cards), scores
each finished hand under both options, and prints how many differ, how many are Kaboots,
and what the card points of a hand are worth under each (projects, doubling and baloot
aside: the spec can give 28 in Sun and 17 in Hokum; Kammelna 26 / 16, a Kaboot 44 / 25).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.baloot.definition import DEFINITION
from game.baloot.rules import SCORING_KAMMELNA, SCORING_SPEC, BalootRules
from game.baloot.scoring import hokum_game_points, sun_game_points
from game.baloot.state import PLAY, BalootState
from game.core.api import DealContext
from game.core.decks import PIQUET_32, shuffled


def random_call(state: BalootState, rng: random.Random) -> object:
    """A random call leaning to Hokum and to passes (random calls alone end nearly always in
    Sun, taken over at once)."""
    legal = state.legal_actions()
    for kind in ("hokum", "pass"):
        wanted = [a for a in legal if getattr(a, "kind", "") == kind]
        if wanted and rng.random() < 0.5:
            return rng.choice(wanted)
    return rng.choice(legal)


def played_hand(rng: random.Random) -> BalootState | None:
    rules = BalootRules(scoring=SCORING_KAMMELNA, predeal_choice=False)
    context = DealContext(rng.randrange(4), (0, 0), 0, None)
    state = DEFINITION.new_deal(rules, shuffled(PIQUET_32, rng), context)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(rng.choice(legal) if state.phase == PLAY else random_call(state, rng))
    return None if state.thrown_in else state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=41)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: Counter[str] = Counter()
    worth: dict[str, Counter[int]] = {SCORING_SPEC: Counter(), SCORING_KAMMELNA: Counter()}
    while counts["hands"] < args.hands:
        state = played_hand(rng)
        if state is None:
            continue
        counts["hands"] += 1
        counts["sun" if state.sun else "hokum"] += 1
        spec = state.clone()
        spec.rules = replace(state.rules, scoring=SCORING_SPEC)
        kammelna = state.score_from(state.team_card_points(), state.last_trick_winner, state.baloot)
        counts["kaboot"] += kammelna.conversion.kaboot is not None
        counts["differ"] += kammelna.points != spec.result().points
        convert = sun_game_points if state.sun else hokum_game_points
        worth[SCORING_SPEC][sum(convert(card) for card in kammelna.conversion.raw)] += 1
        worth[SCORING_KAMMELNA][sum(kammelna.conversion.base)] += 1
    print(f"hands {counts['hands']} (Sun {counts['sun']}, Hokum {counts['hokum']})")
    print(f"scored differently {counts['differ']}, Kaboot {counts['kaboot']}")
    for name, totals in worth.items():
        listed = ", ".join(f"{total}: {n}" for total, n in sorted(totals.items()))
        print(f"{name}: game points a hand is worth (count of hands) {listed}")


if __name__ == "__main__":
    main()
