"""Deal codes: a short text that names one deal (rule set, options, dealer and shuffle).

Two people who type the same code play the same cards.  A deck order does not fit
a short text (32 cards have 32! ≈ 2^118 orders, Burraco's 108 far more), so a code
carries the *seed* of the deal's shuffle: every deal the program deals itself is made
from such a seed by ``deck_from_seed``, which must never change across versions (a
test pins it).

A code reads ``BGA-7K3QX9MZ2WX7A``: the rule set's short name, then Crockford base32
digits (no I, L, O or U; typed I/L are read as 1, O as 0, any case, dashes and spaces
ignored; plain ASCII only, so ``ſ`` is never read as S) holding the options, the dealer
and the seed in one mixed-radix number, then one check digit.  The check is the Damm
scheme over GF(32): it refuses every change of one digit and every swap of two
neighbouring digits, and a code given the short name of another rule set.  Each rule set
declares its short name and check start (``GameDefinition.code_name``); one without has no
codes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.catalog import game_names, games_in_menu_order, get_game
from game.core.api import CodeName
from game.core.cards import Card
from game.core.errors import AtoutError
from game.core.options import Option, OptionValue
from game.core.text import plain_ascii

ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base32 digits: no I, L, O or U, which read like 1, 1, 0 and V."""

READS_AS: Final = {"O": "0", "I": "1", "L": "1"}
SEED_BITS: Final = 40  # a trillion shuffles per rule set, options and dealer
TARGET_LIMIT: Final = 9999  # a target the code can carry: 1 to 9999 points

_FIELD = 0b100101  # x^5 + x^2 + 1, a primitive polynomial: GF(32)
_MULTIPLIER = 2  # x: any element but 0 and 1 makes the check catch neighbour swaps


class DealCodeError(AtoutError):
    """A text that is not a deal code, or a deal that no code can name; the message says why
    in plain words (the table shows its own words for each ``reason``)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


def _bad_character(message: str) -> DealCodeError:
    """A refused look-alike is a character no deal code has."""
    return DealCodeError(message, "character")


@dataclass(frozen=True, slots=True)
class DealSpec:
    """Everything a deal code names: the rule set, its options (as in records), the dealer
    and the seed of the shuffle."""

    variant: str
    options: dict[str, Any]
    dealer: int
    seed: int

    def deck(self) -> list[Card]:
        """The deal's deck order, top card first."""
        definition = get_game(self.variant)
        return deck_from_seed(definition.deck(definition.parse_options(self.options)), self.seed)

    def to_json(self) -> dict[str, Any]:
        """What ``main.py deal`` prints: the deal as in records."""
        return {
            "variant": self.variant,
            "options": dict(self.options),
            "dealer": self.dealer,
            "deck": [card.code for card in self.deck()],
        }


def deck_from_seed(deck: Sequence[Card], seed: int) -> list[Card]:
    """The deal's deck made from its seed: ``random.Random(seed).shuffle`` of the rule set's
    standard order.  Codes depend on it, so it never changes."""
    order = list(deck)
    random.Random(seed).shuffle(order)
    return order


def draw_seed(rng: random.Random) -> int:
    """A new deal's seed, drawn from a seeded generator."""
    return rng.getrandbits(SEED_BITS)


def short_names() -> dict[str, str]:
    """Each registered rule set's short name, the code's first part, by variant (in menu
    order; a rule set without deal codes left out)."""
    return {game.name: game.code_name.short for game in games_in_menu_order() if game.code_name}


def _code_name(variant: str) -> CodeName:
    """The rule set's name in codes; ``DealCodeError`` for one without (or not registered)."""
    code = get_game(variant).code_name if variant in game_names() else None
    if code is None:
        raise DealCodeError(f"{variant} has no deal codes", "variant")
    return code


def encode(variant: str, options: Mapping[str, Any], dealer: int, seed: int) -> str:
    """The code of a deal; ``DealCodeError`` when the deal cannot have one (an unknown rule
    set, a target over 9999, a seed out of range)."""
    short = _code_name(variant).short
    definition = get_game(variant)
    values = definition.options_to_json(definition.parse_options(options))
    if not 0 <= dealer < 4:
        raise DealCodeError(f"dealer {dealer} is not a seat", "dealer")
    if not 0 <= seed < 1 << SEED_BITS:
        raise DealCodeError(f"seed {seed} does not fit a deal code", "seed")
    number = 0
    for option in definition.options:
        number = number * _radix(option) + _index(option, values[option.name])
    number = ((number * 4 + dealer) << SEED_BITS) | seed
    digits = []
    for _ in range(_length(variant)):
        number, digit = divmod(number, 32)
        digits.append(digit)
    digits.reverse()
    digits.append(_check_digit(variant, digits))
    return f"{short}-{''.join(ALPHABET[d] for d in digits)}"


def decode(text: str) -> DealSpec:
    """The deal a code names; ``DealCodeError`` with a plain reason when it names none."""
    plain_ascii(text, "the deal code", _bad_character)
    cleaned = "".join(text.split()).upper()
    names = short_names()
    short, _, body = cleaned.partition("-")
    variant = next((name for name, s in names.items() if s == short), None)
    if variant is None:  # the dash left out: the short name is the first three letters
        short, body = cleaned[:3], cleaned[3:]
        variant = next((name for name, s in names.items() if s == short), None)
    if variant is None:
        known = ", ".join(names.values())
        raise DealCodeError(f"a deal code starts with its game's short name: {known}", "game")
    body = "".join(READS_AS.get(ch, ch) for ch in body.replace("-", ""))
    wrong = next((ch for ch in body if ch not in ALPHABET), None)
    if wrong is not None:
        raise DealCodeError(f"{wrong!r} is not a deal code character", "character")
    length = _length(variant) + 1
    older = length - len(body)  # an older code, given before options were added: 1, 2...
    if not 0 <= older <= _code_name(variant).grown:
        raise DealCodeError(
            f"a {short} code has {length} characters after the dash, this one {len(body)}",
            "length",
        )
    digits = [ALPHABET.index(ch) for ch in body]
    if _check_digit(variant, digits[:-1]) != digits[-1]:
        raise DealCodeError("this code is mistyped (its check character does not match)", "check")
    number = 0
    for digit in digits[:-1]:
        number = number * 32 + digit
    seed = number & ((1 << SEED_BITS) - 1)
    number >>= SEED_BITS
    number, dealer = divmod(number, 4)
    definition = get_game(variant)
    options: dict[str, OptionValue] = {}
    for option in reversed(definition.options):
        number, index = divmod(number, _radix(option))
        options[option.name] = index + 1 if option.any_positive else option.choices[index]
    if number:
        raise DealCodeError("this code is mistyped (it names no deal)", "check")
    ordered = {option.name: options[option.name] for option in definition.options}
    return DealSpec(variant, ordered, dealer, seed)


def code_or_none(variant: str, options: Mapping[str, Any], dealer: int, seed: int) -> str | None:
    """The deal's code, or ``None`` for a deal no code can name (records then carry none)."""
    try:
        return encode(variant, options, dealer, seed)
    except DealCodeError:
        return None


def check_deal(code: str, variant: str, options: Mapping[str, Any], dealer: int) -> list[str]:
    """The deck a record's deal must hold for its code to be right, after checking that the
    code names this rule set, these options and this dealer (``DealCodeError`` otherwise)."""
    spec = decode(code)
    if spec.variant != variant:
        raise DealCodeError(f"its code {code} is a code of {spec.variant}", "variant")
    definition = get_game(variant)
    wanted = definition.options_to_json(definition.parse_options(options))
    if spec.options != wanted:
        raise DealCodeError(f"its code {code} names other options: {spec.options}", "option")
    if spec.dealer != dealer:
        raise DealCodeError(
            f"its code {code} names seat {spec.dealer} as dealer, not seat {dealer}", "dealer"
        )
    return [card.code for card in spec.deck()]


def _radix(option: Option) -> int:
    """How many values of an option a code can carry: its choices, or every target to 9999."""
    return TARGET_LIMIT if option.any_positive else len(option.choices)


def _index(option: Option, value: Any) -> int:
    """An option's value as a number below its radix (``DealCodeError`` if it has none)."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    if option.any_positive and whole and 1 <= value <= TARGET_LIMIT:
        return int(value) - 1
    for index, choice in enumerate(option.choices):
        if not option.any_positive and choice == value and type(choice) is type(value):
            return index
    raise DealCodeError(f"option {option.name}={value!r} does not fit a deal code", "option")


def _length(variant: str) -> int:
    """The digits (check digit left out) of a rule set's codes: its options, the dealer and
    the seed, all fitted."""
    size = 4 << SEED_BITS
    for option in get_game(variant).options:
        size *= _radix(option)
    return -(-(size - 1).bit_length() // 5)


def _times(a: int, b: int) -> int:
    """Product in GF(32)."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 0b100000:
            a ^= _FIELD
    return out


def _check_digit(variant: str, digits: Sequence[int]) -> int:
    """The digit that closes the code: Horner's rule in GF(32) from a start fixed by the rule
    set; the code holds when one more step with the check digit gives zero."""
    state = _code_name(variant).check
    for digit in digits:
        state = _times(state, _MULTIPLIER) ^ digit
    return _times(state, _MULTIPLIER)
