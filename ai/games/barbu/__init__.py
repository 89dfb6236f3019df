"""Barbu's AI: contract choice, doubling, and fast playouts of every contract."""
