"""Learn to play: the guided game's coach and its panels over the table."""
