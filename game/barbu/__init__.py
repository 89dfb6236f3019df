"""Barbu (shared/rules/barbu.md): four players each for himself, seven contracts each."""
