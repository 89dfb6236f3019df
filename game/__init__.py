"""Atout's game logic: the rules core, the rule sets, and the session layer."""
