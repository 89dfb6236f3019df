"""The deal of the day (issue 39): each day, for each game, a series of deals named by a
code made of the date, the same on every machine.

A series code reads ``BGA-20261128``: the rule set's short name (as deal codes have it)
and the day.  Its deals come from the code alone: a SHA-256 of the code seeds a
``random.Random`` that draws each deal's dealer and shuffle seed, with the rule set's
standard options, so the series is one code to share.  Each deal is played against the
AI, then played again by the expert AI in the player's seat (``game.session.ai_replay``),
and scored as the player's points less the AI's (the duplicate score).  The scores are
kept in ``daily/history.json``, read and written like the other data files.
"""

from __future__ import annotations

import datetime
import hashlib
import random
import re
from dataclasses import dataclass, field
from typing import Any

from game.catalog import get_game
from game.session.deal_code import (
    DealCodeError,
    DealSpec,
    decode,
    draw_seed,
    encode,
    short_names,
)
from game.session.gate import need_int, need_list, need_object, need_text, wrong
from game.session.storage import Storage

SERIES_DEALS = 3
HISTORY = "daily/history.json"
MAX_SERIES = 400  # series kept in the history (the oldest go first)
REPLAY_LEVEL = "expert"  # the AI that plays each deal again in the player's seat
SERIES = re.compile(r"([A-Z0-9]{2,6})-(\d{8})")


def series_code(variant: str, day: datetime.date) -> str:
    """The code of ``variant``'s series of ``day``."""
    short = short_names().get(variant)
    if short is None:
        raise DealCodeError(f"{variant} has no deal codes", "variant")
    return f"{short}-{day:%Y%m%d}"


def read_series(code: str) -> tuple[str, str]:
    """The game and the day (``2026-11-28``) a series code names; ``DealCodeError``
    otherwise."""
    text = code.strip().upper()
    match = SERIES.fullmatch(text)
    if match is None:
        raise DealCodeError(f"{code!r} is not a series code", "format")
    variants = {short: name for name, short in short_names().items()}
    variant = variants.get(match.group(1))
    if variant is None:
        raise DealCodeError(f"{code!r} names no game", "variant")
    digits = match.group(2)
    try:
        day = datetime.date(int(digits[:4]), int(digits[4:6]), int(digits[6:]))
    except ValueError:
        raise DealCodeError(f"{code!r} names no day", "format") from None
    return variant, day.isoformat()


def typed_series(typed: str, today: datetime.date) -> str:
    """The series code a player typed (another day's, or a friend's), as ``series_code``
    spells it; ``DealCodeError`` says why it names none: ``deal`` (a deal code, not a
    series), ``format``, ``variant`` (no game has that short name), ``future`` (a day after
    tomorrow: tomorrow is allowed, it is already today somewhere)."""
    text = "".join(typed.split()).upper()
    try:
        decode(text)
    except DealCodeError:
        pass
    else:
        raise DealCodeError(f"{typed!r} is a deal code, not a series", "deal")
    variant, day = read_series(text)
    date = datetime.date.fromisoformat(day)
    if date > today + datetime.timedelta(days=1):
        raise DealCodeError(f"{typed!r} names a day to come", "future")
    return series_code(variant, date)


def series_deals(code: str, count: int = SERIES_DEALS) -> list[DealSpec]:
    """The deals of a series, from its code alone (the same on every machine)."""
    variant, _ = read_series(code)
    digest = hashlib.sha256(f"atout-daily/{code.strip().upper()}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:16], "big"))
    definition = get_game(variant)
    options = definition.options_to_json(definition.parse_options({}))
    deals = []
    for _ in range(count):
        dealer = rng.randrange(4)
        deals.append(DealSpec(variant, dict(options), dealer, draw_seed(rng)))
    return deals


def deal_codes(code: str) -> list[str]:
    """Each deal of a series as its own deal code."""
    return [encode(d.variant, d.options, d.dealer, d.seed) for d in series_deals(code)]


@dataclass(slots=True)
class DealScore:
    """One deal of a series, played: the player's points and the expert AI's in his seat."""

    mine: int
    ai: int

    @property
    def difference(self) -> int:
        return self.mine - self.ai


@dataclass(slots=True)
class SeriesScore:
    """A series played (or begun): its code, its day and each deal's score (None: not yet)."""

    code: str
    day: str
    deals: list[DealScore | None] = field(default_factory=lambda: [None] * SERIES_DEALS)

    @property
    def total(self) -> int:
        return sum(d.difference for d in self.deals if d is not None)

    @property
    def played(self) -> int:
        return sum(d is not None for d in self.deals)


@dataclass(slots=True)
class DailyHistory:
    """Every series played, oldest first."""

    series: list[SeriesScore] = field(default_factory=list)

    @staticmethod
    def check(data: Any) -> DailyHistory:
        entry = need_object(data, "the daily history")
        out = []
        for raw in need_list(entry.get("series"), "the daily series", MAX_SERIES):
            item = need_object(raw, "a daily series")
            code = need_text(item.get("code"), "a series code", 20)
            _, day = read_series(code)
            deals: list[DealScore | None] = []
            for deal in need_list(item.get("deals"), "a series' deals", SERIES_DEALS):
                if deal is None:
                    deals.append(None)
                    continue
                pair = need_list(deal, "a deal's score", 2)
                if len(pair) != 2:
                    raise wrong("a deal's score", "two numbers", pair)
                mine, ai = (need_int(p, "a deal's points", -(10**6), 10**6) for p in pair)
                deals.append(DealScore(mine, ai))
            deals += [None] * (SERIES_DEALS - len(deals))
            out.append(SeriesScore(code, day, deals))
        return DailyHistory(out)

    def to_json(self) -> dict[str, Any]:
        return {
            "series": [
                {
                    "code": s.code,
                    "deals": [None if d is None else [d.mine, d.ai] for d in s.deals],
                }
                for s in self.series[-MAX_SERIES:]
            ]
        }

    def of(self, code: str) -> SeriesScore:
        """The series of ``code`` (a new one, not yet kept, when never played)."""
        for series in self.series:
            if series.code == code:
                return series
        return SeriesScore(code, read_series(code)[1])

    def score(self, code: str, deal: int, mine: int, ai: int) -> SeriesScore:
        """Keep deal ``deal`` (from 0) of the series ``code``: the player's points, the AI's."""
        series = self.of(code)
        if series not in self.series:
            self.series.append(series)
        series.deals[deal] = DealScore(mine, ai)
        return series

    def of_game(self, variant: str) -> list[SeriesScore]:
        """The series of one game, the latest day first (then the latest played)."""
        short = short_names().get(variant, "")
        mine = [s for s in reversed(self.series) if s.code.startswith(f"{short}-")]
        return sorted(mine, key=lambda s: s.day, reverse=True)


def load_history(storage: Storage) -> DailyHistory:
    """The daily history (empty when there is none, or it is damaged: reported)."""
    return storage.load_data(HISTORY, DailyHistory.check) or DailyHistory()
