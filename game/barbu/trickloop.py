"""Barbu's follow rule as parts of the trick loop (``game.core.trickloop``).

The random playout (``game.barbu.playout``) and the AI's greedy rollout
(``ai.games.barbu.rollout``) are generated from these parts (``ai.games.barbu.loops``);
only the generator and the tests import this module.
"""

from __future__ import annotations

from game.core.trickloop import LoopRule

BARBU = LoopRule(
    state_type="BarbuState",
    params=(),
    returns="tuple[int, ...]",
    setup="""
        heart_rule = state.heart_rule
        must_win = state.must_win
        points = state.card_points[:]
        tricks = state.tricks_taken[:]
        last = state.last_trick_winner
        before_last = -1
    """,
    lead="legal = hand & NOT_HEARTS if heart_rule and hand & NOT_HEARTS else hand",
    void="""
        if must_win and hand & trump:
            winning = hand & (above[win_card] if trump >> win_card & 1 else trump)
            legal = winning or hand
        else:
            legal = hand
    """,
    played="",
    gather="""
        points[win_seat] += pot
        tricks[win_seat] += 1
        before_last = last
        last = win_seat
    """,
    result="return state.score_tricks(points, tricks, before_last, last)",
)
"""Barbu's rule (``game.barbu.play_rules``): under the heart rule no heart led from a hand
holding another suit; in Trumps (standard) a void seat holding a trump that would win the
trick must play one.  Card points, tricks and the last two trick winners per seat."""
