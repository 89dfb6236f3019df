"""Burraco's AI: the rule-based turn, short rollouts, and its own action-by-action search."""
