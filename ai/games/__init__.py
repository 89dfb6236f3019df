"""What the AI knows of each game: rule-based players, fast rollouts, inference, solvers.

One package per game family, each declaring its entry for ``ai.catalog``.
"""
