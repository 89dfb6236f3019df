"""Generic search over sampled worlds: PIMC, IS-MCTS, exact endgames, the value of a deal.

Nothing here knows a particular game: a game's AI package hands the searches
its pieces (``ai.search.pieces``), and ``ai.levels`` builds the agents.
"""
