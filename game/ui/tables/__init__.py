"""The kinds of table: what a trick table and a rummy table do differently inside the one
table scene (``game.ui.scenes.table``), chosen by the table kind a game declares."""
