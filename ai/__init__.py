"""Atout's AI players.

``agent``: the agent interface and the seat's information state; ``search``:
the generic searches; ``games``: what the AI knows of each game; ``catalog``:
each game's entry; ``levels``: the level table; ``service``: decisions off the
window's thread; ``arena``: duplicate matches between levels.
"""
