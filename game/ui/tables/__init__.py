"""The table's parts inside the one table scene (``game.ui.scenes.table``): the kind of
table (``kind``; the trick table, ``tricks``; a game's own in ``game.ui.games``), the hud,
the decision panel, a game's extras, the protocols through which they read the scene
(``host``) and the registry that says which parts show each game (``registry``)."""
