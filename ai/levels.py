"""Which agent plays at which level, per variant.

Levels: ``easy``, ``medium``, ``hard``, ``expert``.  The AI issue fills this
table with the rule-based bots and the determinized searches; until a variant
has its agents, every level plays random legal moves.
"""

from __future__ import annotations

from ai.agent import Agent, RandomAgent

LEVELS = ("easy", "medium", "hard", "expert")


def agent_for(variant: str, level: str) -> Agent:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    return RandomAgent()
