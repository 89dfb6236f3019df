"""The screens of the program (menu, setup, table, overlays, settings, statistics, rules)."""
