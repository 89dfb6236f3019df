"""Game records (shared/rules/common.md, "Game records"): reading, checking, writing.

A record is plain JSON data; this module turns it into checked values and back
without touching files (the command line does the reading and writing).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain, islice
from typing import Any

from game.core.errors import AtoutError
from game.core.replaying import DealData, RecordData
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

    def data(self) -> RecordData:
        """The game as the core's plain data, a copy (the review takes it; the table goes on
        adding to its own record)."""
        deals = [DealData(tuple(deal.deck), tuple(deal.actions)) for deal in self.deals]
        return RecordData(self.variant, dict(self.options), self.first_dealer, deals)


MAX_DEALS = 5_000
MAX_ACTIONS = 100_000  # per deal; the longest Burraco deals take a few hundred
MAX_DECK = 1_000  # the rules then say how many cards the deck should hold
MAX_CARD_TEXT = 8
MAX_ACTION_TEXT = 200  # the longest real action, a Burraco meld, takes about 45
MAX_NAME = 60
MAX_CODE = 40  # a deal code is 3 + 1 + at most 16 characters; a typed one may hold spaces
MAX_NOTES = 4_096  # what a record may hold beside the game (names, a version, a save's table)
RECORD_KEYS = frozenset(("format", "variant", "options", "first_dealer", "deals"))
DEAL_KEYS = frozenset(("code", "deck", "actions"))
ACTION_KEYS = frozenset(("seat", "action"))


def parse_record(data: Any) -> GameRecord:
    """Check a record's shape and types; the replayer checks its variant and options."""
    try:
        return _parse_record(data, _Notes())
    except InputError as error:
        raise RecordError(f"not a game record: {error}") from None


def _parse_record(data: Any, notes: _Notes) -> GameRecord:
    top = need_object(data, "the top level")
    if top.get("format") != FORMAT:
        raise InputError(f"'format' must be {FORMAT!r}, not {brief(top.get('format'))}")
    extra = notes.take(top, RECORD_KEYS, "")
    variant = need_text(top.get("variant"), "'variant'", MAX_NAME)
    options = _parse_options(top.get("options", {}))
    first_dealer = need_int(top.get("first_dealer"), "'first_dealer'", 0, 3, "a seat number")
    deals = need_list(top.get("deals"), "'deals'", MAX_DEALS)
    parsed = [_parse_deal(number, deal, notes) for number, deal in enumerate(deals, 1)]
    return GameRecord(variant, options, first_dealer, parsed, extra)


def _parse_options(raw: Any) -> dict[str, Any]:
    """Option values are simple: the rules check their meaning, and none of them is a fraction
    (a target of ``1000.0`` is refused like a count of ``7.0``)."""
    options = need_object(raw, "'options'")
    for key, value in options.items():
        need_text(key, "an option's name", MAX_NAME)
        whole = isinstance(value, int) and not isinstance(value, bool)
        simple = isinstance(value, bool) or whole or value is None
        if not simple and not (isinstance(value, str) and len(value) <= MAX_NAME):
            raise InputError(
                f"option {brief(key)} must be true, false, a whole number or a short text, "
                f"not {brief(value)}"
            )
    return options


def _parse_deal(number: int, deal: Any, notes: _Notes) -> RecordedDeal:
    where = f"deal {number}"
    entries = need_object(deal, where)
    notes.take(entries, DEAL_KEYS, f"{where}: ")
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
        if len(fields) != len(ACTION_KEYS):  # the common case costs one comparison
            notes.take(fields, ACTION_KEYS, f"{at}: ")
        seat = need_int(fields.get("seat"), f"{at}: 'seat'", 0, 3, "a seat number")
        text = need_text(fields.get("action"), f"{at}: 'action'", MAX_ACTION_TEXT)
        parsed.append((seat, text))
    return RecordedDeal(codes, parsed, code)


class _Notes:
    """What a record holds beside the game, under keys it does not know: ignored, as the rules
    allow (player names, a version), but only up to ``MAX_NOTES`` characters in all, so a file
    cannot hide megabytes of anything there."""

    def __init__(self) -> None:
        self.left = MAX_NOTES

    def take(self, entries: dict[str, Any], known: frozenset[str], where: str) -> dict[str, Any]:
        """The entries under unknown keys, counted against what is left."""
        extra = {key: value for key, value in entries.items() if key not in known}
        for key, value in extra.items():
            self.left -= _weight((key, value), self.left + 1)
            if self.left < 0:
                raise InputError(
                    f"{where}the unknown key {brief(key)} holds too much: a record may hold "
                    f"at most {MAX_NOTES} characters beside its game"
                )
        return extra


def _weight(value: Any, most: int) -> int:
    """About how many characters ``value`` takes as JSON, counting no further than ``most``
    (a huge value costs no more time than a small one)."""
    total, stack = 0, [value]
    while stack and total < most:
        item = stack.pop()
        total += 1
        if isinstance(item, str):
            total += len(item)
        elif isinstance(item, dict):
            stack.extend(islice(chain.from_iterable(item.items()), most - total))
        elif isinstance(item, list | tuple):
            stack.extend(islice(item, most - total))
    return total
