"""Baloot, the Saudi Arabian Belote (``baloot``, shared/rules/baloot.md)."""
