"""Why an action is refused, as data: a stable key, its values and the rules' English words.

Every rule set declares the refusals it can give as ``ReasonKind`` constants: a
key, stable because the table finds the reason's words in every language by it,
and the English template of the rules' own words.  ``why_illegal`` returns a
``Reason``: one kind and the values that fill its template (the card, the suit,
the cards held, the needed count...).  ``str(reason)`` is the English sentence
of records, the replayer and the tests; the table says the same reason in the
player's language from its key, showing the values its own way (cards with suit
signs, seats by name).  ``reason_kinds()`` and ``terms()`` list everything
declared, so a test can check that each has its words in every language.

A value is a card, a list of cards, a suit, a rank, seats, a ``Term`` (a word of
the rules, such as a phase or a contract, said in the player's language too), a
number or a plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from string import Formatter
from typing import Final

from game.core.cards import RANK_LETTERS, SUIT_NAMES, Card


@dataclass(frozen=True, slots=True)
class Suit:
    """A suit named in a reason (English: ``hearts``)."""

    index: int

    def __str__(self) -> str:
        return SUIT_NAMES[self.index]


@dataclass(frozen=True, slots=True)
class Rank:
    """A rank named in a reason (English: ``K``, ``10``)."""

    index: int

    def __str__(self) -> str:
        letter = RANK_LETTERS[self.index]
        return "10" if letter == "T" else letter


@dataclass(frozen=True, slots=True)
class CardList:
    """Cards named in a reason, in the order given (English: ``AH 7H``, or ``none``)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return " ".join(card.code for card in self.cards) if self.cards else "none"


@dataclass(frozen=True, slots=True)
class Seats:
    """Seats named in a reason (English: their numbers, ``0, 2``, or ``nobody``)."""

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return ", ".join(str(seat) for seat in self.seats) if self.seats else "nobody"


@dataclass(frozen=True, slots=True)
class Term:
    """A word of the rules (a phase, a contract): ``name`` is its key, ``english`` its text."""

    name: str
    english: str

    def __str__(self) -> str:
        return self.english


ReasonValue = Card | CardList | Suit | Rank | Seats | Term | int | str


@dataclass(frozen=True, slots=True)
class Reason:
    """One refusal: its kind and the values of its template, by name."""

    kind: ReasonKind
    values: tuple[tuple[str, ReasonValue], ...] = ()
    instead: str = ""
    """An action text the rules would take for what was meant (the same cards written in
    another order, a wild card's end named), for a table that maps gestures to actions."""

    @property
    def key(self) -> str:
        return self.kind.key

    def suggesting(self, text: str) -> Reason:
        """The same reason, pointing at the action text ``text`` as the one meant."""
        return Reason(self.kind, self.values, text)

    def value(self, name: str) -> ReasonValue:
        """The value named ``name`` (``KeyError`` when the reason has none)."""
        for field_name, value in self.values:
            if field_name == name:
                return value
        raise KeyError(name)

    def __str__(self) -> str:
        return self.kind.english.format_map(dict(self.values))


@dataclass(frozen=True, slots=True)
class ReasonKind:
    """A refusal a rule set can give: its key and the English template of its words."""

    key: str
    english: str
    fields: frozenset[str] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        names = frozenset(name for _, name, _, _ in Formatter().parse(self.english) if name)
        object.__setattr__(self, "fields", names)

    def __call__(self, **values: ReasonValue) -> Reason:
        """The reason of this kind with these values (exactly the template's fields)."""
        if values.keys() != self.fields:
            raise TypeError(
                f"reason {self.key!r} takes {sorted(self.fields)}, not {sorted(values)}"
            )
        return Reason(self, tuple(values.items()))


_KINDS: dict[str, ReasonKind] = {}
_TERMS: dict[str, Term] = {}


def reason_kind(key: str, english: str) -> ReasonKind:
    """Declare a refusal (once per key: a key given two templates is a programming error)."""
    kind = ReasonKind(key, english)
    known = _KINDS.setdefault(key, kind)
    if known != kind:
        raise ValueError(f"reason {key!r} is declared twice with different words")
    return known


def term(name: str, english: str) -> Term:
    """Declare a word of the rules that reasons name (once per name)."""
    word = Term(name, english)
    known = _TERMS.setdefault(name, word)
    if known != word:
        raise ValueError(f"term {name!r} is declared twice with different words")
    return known


def reason_kinds() -> list[ReasonKind]:
    """Every refusal declared by the modules imported so far, by key."""
    return [_KINDS[key] for key in sorted(_KINDS)]


def terms() -> list[Term]:
    """Every term declared by the modules imported so far, by name."""
    return [_TERMS[name] for name in sorted(_TERMS)]


DEAL_OVER: Final = reason_kind("deal_over", "the deal is over")
NOT_HELD: Final = reason_kind("not_held", "does not hold {card}")
NOT_AN_ACTION: Final = reason_kind("not_an_action", "not a {game} action: {action}")
"""Shared refusals: ``NOT_AN_ACTION`` names the game and the value refused (its repr)."""
