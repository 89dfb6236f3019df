"""Every text of the program in the player's language, read from gettext catalogues.

The texts live in ``assets/locale/<language>/LC_MESSAGES/atout.po`` (compiled to
``atout.mo`` by ``assets/scripts/compile_texts.py``), one entry per key, English
the source.  ``tr(key, **values)`` looks the key up in the current language
(English when a key has no text yet in that language, or its catalogue is not there at
all, and the key itself when unknown, so a missing text shows up on screen rather than
crashing); ``tr_n(key, count, **values)`` says a count with the catalogue's plural forms
(one in Japanese, two in English, French and Italian, six in Arabic).  The catalogues are
read once, at the first text asked for.  A rule's refusal (``game.core.reasons``)
is said from its key, ``why.<key>``, with its values shown the table's way (cards
with suit signs, seats by name, terms under ``term.<name>``); ``say_action`` puts
an action into words.
"""

from __future__ import annotations

import gettext
from functools import cache
from typing import Any

from game.core.actions import Wording
from game.core.cards import Card
from game.core.reasons import CardList, Reason, ReasonValue, Seats, Suit, Term
from game.session.gate import Fault
from game.session.storage import LANGUAGES as LANGUAGES
from game.session.storage import Problem
from game.ui import writing
from game.ui.resources import asset_path

SUIT_SIGNS = "♠♥♦♣"
DOMAIN = "atout"

_language = ["en"]


class _NoText(gettext.NullTranslations):
    """The end of every fallback chain: a key that no language has."""

    def gettext(self, message: str) -> str:
        raise KeyError(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise KeyError(msgid1)


def _read_catalogue(language: str) -> gettext.NullTranslations:
    """A language's compiled texts; none (every key falls back) while its file is missing."""
    path = asset_path("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo")
    if not path.is_file():
        return gettext.NullTranslations()
    with path.open("rb") as file:
        return gettext.GNUTranslations(file)


@cache
def _own(language: str) -> gettext.NullTranslations:
    """The texts of ``language`` alone (a key it lacks raises ``KeyError``)."""
    catalogue = _read_catalogue(language)
    catalogue.add_fallback(_NoText())
    return catalogue


class _Chain(gettext.NullTranslations):
    """The texts of a language, then English's."""

    def __init__(self, languages: tuple[str, ...]) -> None:
        super().__init__()
        self.languages = languages

    def gettext(self, message: str) -> str:
        for language in self.languages:
            try:
                return _own(language).gettext(message)
            except KeyError:
                continue
        raise KeyError(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """The plural form for ``n`` (a catalogue that has the key without plural forms
        gives its one text)."""
        for language in self.languages:
            try:
                return _own(language).ngettext(msgid1, msgid2, n)
            except KeyError:
                try:
                    return _own(language).gettext(msgid1)
                except KeyError:
                    continue
        raise KeyError(msgid1)


@cache
def _catalogue(language: str) -> gettext.NullTranslations:
    """The texts of ``language``, falling back to English; an unknown key raises KeyError."""
    return _Chain((language,) if language == "en" else (language, "en"))


def set_language(language: str, digits: str = "western") -> None:
    """Speak ``language`` (English for one Atout does not know), written its way."""
    _language[0] = language if language in LANGUAGES else "en"
    writing.set_writing(_language[0], digits)


def language() -> str:
    return _language[0]


def tr(key: str, **values: Any) -> str:
    """The text for ``key`` in the current language, with ``{names}`` filled in."""
    try:
        text = _catalogue(_language[0]).gettext(key)
    except KeyError:
        return key
    return text.format(**values) if values else text


def tr_n(key: str, count: int, **values: Any) -> str:
    """The text for ``key`` that says ``count`` of something, in the plural form the
    language uses for that number (``{count}`` is filled with it unless ``values`` say it
    otherwise)."""
    try:
        text = _catalogue(_language[0]).ngettext(key, key, count)
    except KeyError:
        return key
    return text.format(**{"count": count, **values})


def say_problem(problem: Problem) -> str:
    """A data file's problem in the player's language: in English with the gate's own line
    (what the command line prints), in another language with its fault's words."""
    kind, file, aside = problem.kind, problem.file, problem.aside
    name = tr(f"file.{file}") if has_text(f"file.{file}") else file
    if kind == "write_failed":
        saving = tr(f"saving.{file}") if has_text(f"saving.{file}") else file
        return tr("problem.write_failed", file=saving, why=tr(f"why.{problem.reason}"))
    if kind == "folder_fallback":
        return tr(
            "problem.folder_fallback", file=file, why=tr(f"why.{problem.reason}"), aside=aside
        )
    why = problem.detail if _language[0] == "en" else say_fault(problem.fault)
    if not why:
        words = (
            tr("problem.damaged", file=name, aside=aside)
            if aside
            else tr("problem.unreadable", file=name)
        )
    elif aside:
        words = tr("problem.damaged_why", file=name, aside=aside, why=why)
    else:
        words = tr("problem.unreadable_why", file=name, why=why)
    after = f"problem.{'previous' if problem.previous else 'fresh'}.{file}"
    return sentences([words, tr(after)]) if has_text(after) else words


def say_fault(fault: Fault) -> str:
    """What was wrong with a file, in words (a fault with no words yet: the contents)."""
    key = f"fault.{fault.key}"
    return tr(key, **dict(fault.values)) if has_text(key) else tr("fault.contents")


def sentences(parts: list[str]) -> str:
    """Sentences one after another: spaced, but not in Japanese (after 。)."""
    return ("" if _language[0] == "ja" else " ").join(parts)


def has_text(key: str) -> bool:
    try:
        _catalogue(_language[0]).gettext(key)
    except KeyError:
        return False
    return True


SUIT_LETTER_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
RANK_SHOWN = {"T": "10"}
NAMED_RANKS = "AKQJ"  # the ranks each language writes with its own letter (R, D, V in French)


def card_label(code: str) -> str:
    """A card code as shown to people: ``"10♥"``, the court cards with the language's letters
    (``rank.K``: "R♥" in French and Italian)."""
    if code == "JO":
        return tr("card.joker")
    if len(code) != 2 or code[1] not in SUIT_LETTER_INDEX:
        return code
    rank = tr(f"rank.{code[0]}") if code[0] in NAMED_RANKS else RANK_SHOWN.get(code[0], code[0])
    label = rank + SUIT_SIGNS[SUIT_LETTER_INDEX[code[1]]]
    return writing.left_to_right(label)


def say_action(action: Any) -> str:
    """An action in words for a button, a speech bubble or the log (a card as the card), from
    its wording's key (its record text when it has no words yet)."""
    if isinstance(action, Card):
        return card_label(action.code)
    return say_wording(action.wording(), str(action))


def say_wording(wording: Wording, fallback: str = "", kind: str = "act") -> str:
    """An action's or a contract's wording in words (``fallback`` when it has none yet); an
    announcement's with ``kind="say"``."""
    key = f"{kind}.{wording.key}"
    if not has_text(key):
        return fallback or wording.key
    values = {
        name: SUIT_SIGNS[value.index] if isinstance(value, Suit) else say_value(value)
        for name, value in wording.values
    }
    return tr(key, **values)


def action_group(action: Any) -> str:
    """The group a decision folds into in a long panel ("contract:trumps" for each suit)."""
    return "" if isinstance(action, Card) else str(action.wording().group)


def say_question(decisions: list[Any], group: str = "") -> str:
    """The question the offered decisions answer, for the panel's title, from their wording's
    ``ask`` (an open group's own question where it has one: Barbu's trump suit, start rank)."""
    if group and has_text(f"ask.{group}"):
        return tr(f"ask.{group}")
    for action in decisions:
        ask = None if isinstance(action, Card) else action.wording().ask
        if ask is not None:
            return say_wording(ask, kind="ask")
    return tr("table.choose")


def say_group(group: str) -> str:
    """A folded group of decisions in words ("Trumps…")."""
    words = tr(f"act.{group}")
    return words if words.endswith("…") else words + "…"


def say_announcement(text: str, wording: Wording | None = None) -> str:
    """Something said at the table (belote, a declaration or project) in the player's words:
    from its wording where the event has one, else by its text as a key."""
    if wording is not None:
        return say_wording(wording, text, kind="say")
    return tr(f"say.{text}") if has_text(f"say.{text}") else text


def say_reason(reason: Reason | str) -> str:
    """A rule's reason in the player's language, found by its key, cards with suit signs (its
    English words when it has no text yet; a plain text as it is)."""
    if isinstance(reason, str):
        return reason
    key = f"why.{reason.key}"
    if not has_text(key):
        return str(reason)
    return tr(key, **{name: say_value(value) for name, value in reason.values})


def say_value(value: ReasonValue) -> str:
    """A value named in a reason, as the table shows it."""
    if isinstance(value, Card):
        return card_label(value.code)
    if isinstance(value, CardList):
        return " ".join(card_label(card.code) for card in value.cards) or tr("none")
    if isinstance(value, Suit):
        return tr(f"suit.{value.index}")
    if isinstance(value, Seats):
        return ", ".join(tr(f"seat.{seat}") for seat in value.seats) or tr("none")
    if isinstance(value, Term):
        key = f"term.{value.name}"
        return tr(key) if has_text(key) else value.english
    return str(value)
