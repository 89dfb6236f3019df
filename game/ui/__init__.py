"""The card table: the only package that imports pygame (shared/design.md, "The table")."""
