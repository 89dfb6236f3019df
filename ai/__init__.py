"""Atout's AI players (agents, determinized search, arena)."""
