"""The application layer: matches, records, the replayer and simulations (no drawing)."""
