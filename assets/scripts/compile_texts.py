"""Compile the program's texts: assets/locale/<language>/LC_MESSAGES/atout.po -> atout.mo.

The texts live in gettext ``.po`` files, one per language, which translators edit
(Poedit, Lokalize, any text editor).  Each ``msgid`` is a stable key the program
asks for (``menu.new``) and its ``msgstr`` the words shown; English is the source
and the fallback, and the other languages repeat the English words as ``#.``
notes for their translator.  The program reads the compiled ``.mo`` files with
Python's ``gettext``; this script writes them, as GNU ``msgfmt`` would (entries
marked fuzzy or left empty are left out, so English shows instead).  A text that says
a count has plural forms: ``msgid_plural`` and one ``msgstr[N]`` per form of the
language (its header's ``Plural-Forms``: one in Japanese, two in English, French and
Italian, six in Arabic), written into the ``.mo`` as msgfmt does (the key and its
plural joined by a NUL, the forms likewise).  A test
fails when a ``.mo`` is missing or older than its ``.po``: re-run this script
after editing a text.

Run from anywhere: ``python3 assets/scripts/compile_texts.py`` (``--check`` only
reports stale files, with exit status 1).
"""

from __future__ import annotations

import argparse
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "atout"
MO_MAGIC = 0x950412DE
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class PoError(ValueError):
    """A line of a ``.po`` file that this reader does not accept; says where."""


@dataclass
class Message:
    """One entry of a ``.po`` file: the key, its text, and what is said about it."""

    key: str
    text: str  # the text, or a plural entry's last form (the most general: "{count} tricks")
    comments: list[str] = field(default_factory=list)  # "# ..." lines, for the translator
    notes: list[str] = field(default_factory=list)  # "#. ..." lines (the English words)
    flags: set[str] = field(default_factory=set)  # "#, fuzzy, python-brace-format"
    plural: str | None = None  # a plural entry's msgid_plural
    forms: list[str] = field(default_factory=list)  # a plural entry's msgstr[0], [1]...

    @property
    def is_fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def texts(self) -> list[str]:
        """Every text the entry can show: its plural forms, or its one text."""
        return self.forms if self.plural is not None else [self.text]


def _unquote(literal: str, where: str) -> str:
    if len(literal) < 2 or literal[0] != '"' or literal[-1] != '"':
        raise PoError(f"{where}: expected a quoted string, found {literal!r}")

    def escape(found: re.Match[str]) -> str:
        if found.group(1) not in _ESCAPES:
            raise PoError(f"{where}: unknown escape \\{found.group(1)}")
        return _ESCAPES[found.group(1)]

    return re.sub(r"\\(.)", escape, literal[1:-1])


def read_po(path: Path) -> dict[str, Message]:
    """Every entry of a ``.po`` file by key, the header under ``""`` (obsolete ``#~`` skipped).

    Only what Atout's texts use is accepted: plural forms, but no contexts.
    """
    messages: dict[str, Message] = {}
    current: dict[str, list[str]] = {}
    comments: list[str] = []
    notes: list[str] = []
    flags: set[str] = set()
    last = ""

    def finish(where: str) -> None:
        if not current:
            if comments or notes or flags:
                raise PoError(f"{where}: comments without an entry")
            return
        forms = sorted(word for word in current if word.startswith("msgstr["))
        if "msgid_plural" in current:
            numbers = [int(word[7:-1]) for word in forms]
            if "msgstr" in current or sorted(numbers) != list(range(len(numbers))) or not forms:
                raise PoError(f"{where}: a plural entry needs msgstr[0], msgstr[1]... in order")
        elif set(current) != {"msgid", "msgstr"}:
            raise PoError(f"{where}: an entry needs one msgid and one msgstr")
        key = "".join(current["msgid"])
        if key in messages:
            raise PoError(f"{where}: {key!r} is given twice")
        plural = "".join(current["msgid_plural"]) if "msgid_plural" in current else None
        texts = ["".join(current[f"msgstr[{n}]"]) for n in range(len(forms))]
        text = texts[-1] if plural is not None else "".join(current["msgstr"])
        messages[key] = Message(key, text, list(comments), list(notes), set(flags), plural, texts)
        current.clear()
        comments.clear()
        notes.clear()
        flags.clear()

    lines = path.read_text(encoding="utf-8").splitlines()
    for number, raw in enumerate([*lines, ""], start=1):
        where = f"{path.name}:{number}"
        line = raw.strip()
        if line.startswith("#") and "msgstr" in current:
            finish(where)  # comments after a msgstr open the next entry
        if not line:
            finish(where)
        elif line.startswith(("#~", "#|", "#:")):
            continue  # obsolete entries, previous ids and source references
        elif line.startswith("#,"):
            flags.update(flag.strip() for flag in line[2:].split(",") if flag.strip())
        elif line.startswith("#."):
            notes.append(line[2:].strip())
        elif line.startswith("#"):
            comments.append(line[1:].strip())
        elif line.startswith('"'):
            if last not in current:
                raise PoError(f"{where}: a string outside an entry")
            current[last].append(_unquote(line, where))
        else:
            word, _, rest = line.partition(" ")
            if word not in ("msgid", "msgid_plural", "msgstr") and not re.fullmatch(
                r"msgstr\[\d\]", word
            ):
                raise PoError(
                    f"{where}: {word!r} is not supported (only msgid, msgid_plural, msgstr)"
                )
            if word == "msgid" and current:
                finish(where)
            if word == "msgstr" and "msgid_plural" in current:
                raise PoError(f"{where}: a plural entry needs msgstr[0], msgstr[1]..., not msgstr")
            if word == "msgstr" and set(current) != {"msgid"}:
                raise PoError(f"{where}: a msgstr needs the msgid before it")
            if word == "msgid_plural" and set(current) != {"msgid"}:
                raise PoError(f"{where}: a msgid_plural needs the msgid before it")
            if word.startswith("msgstr[") and ("msgid_plural" not in current or word in current):
                raise PoError(f"{where}: {word} needs a msgid_plural before it, once")
            last = word
            current[word] = [_unquote(rest.strip(), where)]
    return messages


def compiled(messages: dict[str, Message]) -> dict[str, str]:
    """What goes into the ``.mo``: the header and every entry with a text that is not fuzzy
    (a plural entry as ``key NUL plural`` to ``form NUL form...``, all its forms written)."""
    texts: dict[str, str] = {}
    for key, message in messages.items():
        if key and message.is_fuzzy:
            continue
        if message.plural is None:
            if message.text:
                texts[key] = message.text
        elif all(message.forms):
            texts[f"{key}\0{message.plural}"] = "\0".join(message.forms)
    return texts


def mo_bytes(texts: dict[str, str]) -> bytes:
    """A GNU ``.mo`` file (little-endian, no hash table) holding ``texts``, keys sorted."""
    keys = sorted(texts, key=lambda key: key.encode("utf-8"))
    originals = [key.encode("utf-8") for key in keys]
    translations = [texts[key].encode("utf-8") for key in keys]
    count = len(keys)
    table_of_originals = 7 * 4
    table_of_translations = table_of_originals + 8 * count
    data_start = table_of_translations + 8 * count
    header = struct.pack(
        "<7I", MO_MAGIC, 0, count, table_of_originals, table_of_translations, 0, data_start
    )
    tables: list[int] = []
    data = b""
    for strings in (originals, translations):
        for string in strings:
            tables += [len(string), data_start + len(data)]
            data += string + b"\0"
    return header + struct.pack(f"<{len(tables)}I", *tables) + data


def po_files(locale: Path = LOCALE) -> list[Path]:
    """Every language's ``.po`` file, English first."""
    found = sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return sorted(found, key=lambda path: path.parts[-3] != "en")


def stale(locale: Path = LOCALE) -> list[Path]:
    """The ``.mo`` files that are missing or differ from what their ``.po`` compiles to."""
    return [
        po.with_suffix(".mo")
        for po in po_files(locale)
        if not po.with_suffix(".mo").is_file()
        or po.with_suffix(".mo").read_bytes() != mo_bytes(compiled(read_po(po)))
    ]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale .mo files")
    options = parser.parse_args(argv)
    behind = stale()
    if options.check:
        for path in behind:
            print(f"stale or missing: {path.relative_to(ROOT)}")
        return 1 if behind else 0
    for po in po_files():
        texts = compiled(read_po(po))
        mo = po.with_suffix(".mo")
        if mo in behind:
            mo.write_bytes(mo_bytes(texts))
        print(
            f"{mo.relative_to(ROOT)}: {len(texts) - 1} texts{' (written)' if mo in behind else ''}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
