"""A meld validator written straight from the spec's words, slow and simple.

Ranks are counted 1 (ace below the 2) to 14 (ace above the king).  A card is
natural where it is exactly the card of that rank and suit (a 2 of the suit
at rank 2 included); a joker or any 2 elsewhere is wild.
"""

from __future__ import annotations

RANK_AT = {1: "A", 14: "A", **{v: "23456789TJQK"[v - 2] for v in range(2, 14)}}


def is_wild(code: str) -> bool:
    return code == "JO" or code[0] == "2"


def naive_kind(codes: list[str]) -> str | None:
    """'set', 'sequence' (read in the written order) or None when not a meld."""
    if len(codes) < 3:
        return None
    naturals = [c for c in codes if not is_wild(c)]
    wilds = [c for c in codes if is_wild(c)]
    if naturals and len({c[0] for c in naturals}) == 1 and len(wilds) <= 1:
        return "set"
    for suit in "SHDC":
        for start in range(1, 15):
            if start + len(codes) - 1 > 14:
                break
            wild_count = 0
            fits = True
            for i, code in enumerate(codes):
                if code == RANK_AT[start + i] + suit:
                    continue
                if is_wild(code):
                    wild_count += 1
                    continue
                fits = False
                break
            if fits and wild_count <= 1:
                return "sequence"
    return None


def naive_wild_rank(codes: list[str]) -> int | None:
    """For a sequence: the rank (1..14) where its wild card stands, None when clean."""
    for suit in "SHDC":
        for start in range(1, 15 - len(codes) + 1):
            spots = []
            fits = True
            for i, code in enumerate(codes):
                if code == RANK_AT[start + i] + suit:
                    continue
                if is_wild(code):
                    spots.append(start + i)
                    continue
                fits = False
                break
            if fits and len(spots) <= 1:
                return spots[0] if spots else None
    raise ValueError(f"not a sequence: {codes}")
