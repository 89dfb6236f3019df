"""Game records (shared/rules/common.md, "Game records"): reading, checking, writing.

A record is plain JSON data; this module turns it into checked values and back
without touching files (the command line does the reading and writing).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.errors import AtoutError
from game.session.gate import InputError, brief, need_int, need_list, need_object, need_text

FORMAT = "atout-record/1"


class RecordError(AtoutError):
    """The data is not a game record (the message says which part is wrong)."""


@dataclass(slots=True)
class RecordedDeal:
    """One deal: its deck order, its actions, and its deal code when it has one (the code
    names the same deck, so a record and a code can be checked against each other)."""

    deck: list[str]
    actions: list[tuple[int, str]] = field(default_factory=list)
    code: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {} if self.code is None else {"code": self.code}
        data["deck"] = list(self.deck)
        data["actions"] = [{"seat": seat, "action": text} for seat, text in self.actions]
        return data


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


MAX_DEALS = 5_000
MAX_ACTIONS = 100_000  # per deal; the longest Burraco deals take a few hundred
MAX_DECK = 1_000  # the rules then say how many cards the deck should hold
MAX_CARD_TEXT = 8
MAX_ACTION_TEXT = 200  # the longest real action, a Burraco meld, takes about 45
MAX_NAME = 60
MAX_CODE = 40  # a deal code is 3 + 1 + at most 16 characters; a typed one may hold spaces


def parse_record(data: Any) -> GameRecord:
    """Check a record's shape and types; the replayer checks its variant and options."""
    try:
        return _parse_record(data)
    except InputError as error:
        raise RecordError(f"not a game record: {error}") from None


def _parse_record(data: Any) -> GameRecord:
    top = need_object(data, "the top level")
    if top.get("format") != FORMAT:
        raise InputError(f"'format' must be {FORMAT!r}, not {brief(top.get('format'))}")
    variant = need_text(top.get("variant"), "'variant'", MAX_NAME)
    options = need_object(top.get("options", {}), "'options'")
    for key, value in options.items():
        need_text(key, "an option's name", MAX_NAME)
        simple = isinstance(value, bool | int | float) or value is None
        if not simple and not (isinstance(value, str) and len(value) <= MAX_NAME):
            raise InputError(  # the rules check the meaning of the simple ones
                f"option {brief(key)} must be true, false, a number or a short text, "
                f"not {brief(value)}"
            )
    first_dealer = need_int(top.get("first_dealer"), "'first_dealer'", 0, 3, "a seat number")
    deals = need_list(top.get("deals"), "'deals'", MAX_DEALS)
    parsed = [_parse_deal(number, deal) for number, deal in enumerate(deals, 1)]
    extra = {
        k: v
        for k, v in top.items()
        if k not in ("format", "variant", "options", "first_dealer", "deals")
    }
    return GameRecord(variant, options, first_dealer, parsed, extra)


def _parse_deal(number: int, deal: Any) -> RecordedDeal:
    where = f"deal {number}"
    entries = need_object(deal, where)
    deck = need_list(entries.get("deck"), f"{where}: 'deck'", MAX_DECK)
    codes = [need_text(code, f"{where}: 'deck' card", MAX_CARD_TEXT) for code in deck]
    code = entries.get("code")
    if code is not None:
        code = need_text(code, f"{where}: 'code'", MAX_CODE)
    actions = need_list(entries.get("actions", []), f"{where}: 'actions'", MAX_ACTIONS)
    parsed: list[tuple[int, str]] = []
    for index, entry in enumerate(actions, 1):
        at = f"{where}, action {index}"
        fields = need_object(entry, at)
        seat = need_int(fields.get("seat"), f"{at}: 'seat'", 0, 3, "a seat number")
        text = need_text(fields.get("action"), f"{at}: 'action'", MAX_ACTION_TEXT)
        parsed.append((seat, text))
    return RecordedDeal(codes, parsed, code)
