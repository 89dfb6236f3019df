"""The point-trick habits as parts of the trick loop, and the loops generated at the core's
level (``ai.games.loops``).

``POINT_TRICK_HABITS`` is a cheap version of the rule-based play (cash masters, load a
partner's sure trick, win cheaply, discard low), looking at the cards still out, never at
another hand.  ``LOOPS``: the core's random playout (the French and Saudi rule,
``game.core.playout``) and the habits as a function for the rollout through the public API
(``ai.games.trick.rollout``).
"""

from __future__ import annotations

import ai.games.trick.rollout as trick_rollout
import game.core.playout as core_playout
from ai.games.loops import Generated
from game.core.trickloop import FRENCH_SAUDI, RANDOM, render_choice, render_loop

POINT_TRICK_HABITS = """
    out = live & ~hand
    if not in_trick:
        card = -1
        mine = legal & trump
        if mine and out & trump and seat & 1 == attack and not locked:
            top = best_card(mine, cheap_key, True)
            if not out & above[top]:
                card = top
        if card < 0:
            masters = 0
            rest = legal & ~trump
            while rest:
                low = rest & -rest
                c = low.bit_length() - 1
                if not out & above[c] and out & suit_masks[c // 13]:
                    masters |= low
                rest ^= low
            if masters:
                card = best_card(masters, rich_key, True)
            else:
                card = best_card(legal & ~trump or legal, discard_key, False)
    elif win_seat == seat ^ 2:
        if in_trick == 3 or not out & above[win_card]:
            card = best_card(legal, rich_key, True)
        else:
            card = best_card(legal, discard_key, False)
    else:
        winners = 0
        rest = legal
        while rest:
            low = rest & -rest
            c = low.bit_length() - 1
            if strength[c] > win_strength and (c // 13 == win_card // 13 or trump >> c & 1):
                winners |= low
            rest ^= low
        if not winners:
            card = best_card(legal, discard_key, False)
        elif in_trick == 3:
            card = best_card(winners, cheap_key, False)
        else:
            safe = 0
            rest = winners
            while rest:
                low = rest & -rest
                if not out & above[low.bit_length() - 1]:
                    safe |= low
                rest ^= low
            if safe:
                card = best_card(safe, cheap_key, False)
            elif winners == legal:
                card = best_card(winners, cheap_key, False)
            else:
                card = best_card(legal, discard_key, False)
"""
"""The habits, as a part of the trick loop: ``card`` from ``legal`` for ``seat`` holding
``hand``, given ``live`` (the cards still in the hands), the trick so far, ``attack`` (the
team that chose the trumps, -1 none), ``locked`` (no cashing of trumps under a locked trump)
and the rankings of ``policy_keys``."""

LOOPS = (
    Generated(
        core_playout,
        render_loop(
            "random_playout",
            "Play the rest of ``state`` at random (``state`` is left as it was).\n\n"
            "``pairs`` is the card set of the king–queen pairs that score when one\n"
            "player plays both.",
            FRENCH_SAUDI,
            RANDOM,
        ),
    ),
    Generated(
        trick_rollout,
        render_choice(
            "point_trick_card",
            "The card the habits play from ``legal`` (the loop's locals as\narguments).",
            (
                "legal: int",
                "hand: int",
                "seat: int",
                "in_trick: int",
                "win_card: int",
                "win_seat: int",
                "win_strength: int",
                "live: int",
                "attack: int",
                "locked: bool",
                "order: TrickOrder",
                "keys: PolicyKeys",
            ),
            """
                strength = order.strength
                above = order.above
                trump = order.trump
                suit_masks = SUIT_MASKS
                discard_key, rich_key, cheap_key = keys
            """,
            POINT_TRICK_HABITS,
        ),
    ),
)
