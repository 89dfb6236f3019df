"""Texts read from outside (cards, actions, codes) hold plain ASCII only.

Case folding maps some other characters onto ASCII letters (``'ſ'.upper()`` is ``'S'``, the
Kelvin sign's ``lower()`` is ``'k'``), and ``strip`` and ``split`` remove Unicode spaces, so a
look-alike would be read as the card or action it imitates.  Each reader refuses such a text
before it folds it.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.errors import AtoutError

QUOTED = 40  # characters of a refused text quoted in the message


def plain_ascii(text: str, what: str, error: Callable[[str], AtoutError]) -> str:
    """``text`` when it is plain ASCII; else raise ``error`` naming ``what`` and the first
    other character (``what`` is "the card", "the action"...)."""
    if text.isascii():
        return text
    odd = next(ch for ch in text if not ch.isascii())
    quoted = repr(text[:QUOTED]) + ("…" if len(text) > QUOTED else "")
    raise error(f"{what} {quoted} holds a character that is not plain ASCII (U+{ord(odd):04X})")
