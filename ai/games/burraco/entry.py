"""Burraco's entry in the AI catalogue: the rule-based turn, short rollouts, its own search.

Medium, hard and expert play Burraco's action-by-action search
(``ai.games.burraco.search``) with the budgets below, sized for the
think-time targets on a 2-core machine; the other levels are the level
table's, built from the pieces.  Its review is its own (``ai.games.burraco.review``).
"""

from __future__ import annotations

from ai.game_ai import GameAI
from ai.games.burraco.bot import burraco_bot, burraco_in_play
from ai.games.burraco.reasons import BURRACO_KINDS, burraco_reasons
from ai.games.burraco.review import BURRACO_REVIEW
from ai.games.burraco.rollout import burraco_finish
from ai.games.burraco.search import BurracoBudget, BurracoSearchAgent
from ai.search.pieces import GamePieces

BURRACO_BUDGETS = {
    "medium": BurracoBudget(worlds=4, turns=3, discards=2, tolerance=10.0),
    "hard": BurracoBudget(worlds=10, turns=4),
    "expert": BurracoBudget(worlds=20, turns=4, discards=4),
}

BURRACO = GameAI(
    GamePieces(burraco_bot, burraco_finish, burraco_in_play, point_tricks=False),
    search=BurracoSearchAgent,
    budgets=BURRACO_BUDGETS,
    review=BURRACO_REVIEW,
    reasons=burraco_reasons,
    reason_kinds=BURRACO_KINDS,
)
