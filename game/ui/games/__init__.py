"""Each game's presentation at the table, one package a game (``game.ui.games.<name>``):
what it adds to the generic table (its own kind of table, hud parts, panels, summary, extra
buttons), declared in its package's ``PRESENTATION`` and registered by ``game.ui.catalog``.
Only these packages may import a game's rules package."""
