"""A sixth, tiny trick game that lives in the tests only: proof that adding a game needs no edit
outside its own files."""
