"""Game records (shared/rules/common.md, "Game records"): reading, checking, writing.

A record is plain JSON data; this module turns it into checked values and back
without touching files (the command line does the reading and writing).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.errors import AtoutError

FORMAT = "atout-record/1"


class RecordError(AtoutError):
    """The data is not a game record (the message says which part is wrong)."""


@dataclass(slots=True)
class RecordedDeal:
    deck: list[str]
    actions: list[tuple[int, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck),
            "actions": [{"seat": seat, "action": text} for seat, text in self.actions],
        }


@dataclass(slots=True)
class GameRecord:
    variant: str
    options: dict[str, Any]
    first_dealer: int
    deals: list[RecordedDeal] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "variant": self.variant,
            "options": dict(self.options),
            "first_dealer": self.first_dealer,
            "deals": [deal.to_json() for deal in self.deals],
        }
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data


def parse_record(data: Any) -> GameRecord:
    """Check the shape of a record; the variant and options are checked by the replayer."""
    if not isinstance(data, dict):
        raise RecordError("not a game record: the top level must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: 'format' must be {FORMAT!r}")
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise RecordError("not a game record: 'variant' must be a string")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("not a game record: 'options' must be an object")
    first_dealer = data.get("first_dealer")
    if isinstance(first_dealer, bool) or first_dealer not in (0, 1, 2, 3):
        raise RecordError("not a game record: 'first_dealer' must be a seat number 0 to 3")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise RecordError("not a game record: 'deals' must be a list")
    parsed = [_parse_deal(number, deal) for number, deal in enumerate(deals, 1)]
    extra = {
        k: v
        for k, v in data.items()
        if k not in ("format", "variant", "options", "first_dealer", "deals")
    }
    return GameRecord(variant, options, first_dealer, parsed, extra)


def _parse_deal(number: int, deal: Any) -> RecordedDeal:
    where = f"not a game record: deal {number}"
    if not isinstance(deal, dict):
        raise RecordError(f"{where} must be an object")
    deck = deal.get("deck")
    if not isinstance(deck, list) or not all(isinstance(code, str) for code in deck):
        raise RecordError(f"{where}: 'deck' must be a list of card codes")
    actions = deal.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError(f"{where}: 'actions' must be a list")
    parsed: list[tuple[int, str]] = []
    for index, entry in enumerate(actions, 1):
        if not isinstance(entry, dict):
            raise RecordError(f"{where}, action {index} must be an object")
        seat = entry.get("seat")
        text = entry.get("action")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise RecordError(f"{where}, action {index}: 'seat' must be a seat number")
        if not isinstance(text, str):
            raise RecordError(f"{where}, action {index}: 'action' must be a string")
        parsed.append((seat, text))
    return RecordedDeal(list(deck), parsed)
