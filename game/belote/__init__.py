"""The Belote family: Board Game Arena rules (and, later, classic rules)."""
