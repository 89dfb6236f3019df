"""Burraco (``burraco``, shared/rules/burraco.md): a rummy for two partnerships."""
