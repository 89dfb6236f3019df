"""Compile the program's texts: assets/locale/<language>/LC_MESSAGES/atout.po -> atout.mo.

The texts live in gettext ``.po`` files, one per language, which translators edit
(Poedit, Lokalize, any text editor).  Each ``msgid`` is a stable key the program
asks for (``menu.new``) and its ``msgstr`` the words shown; English is the source
and the fallback, and the other languages repeat the English words as ``#.``
notes for their translator.  The program reads the compiled ``.mo`` files with
Python's ``gettext``; this script writes them, as GNU ``msgfmt`` would (entries
marked fuzzy or left empty are left out, so English shows instead).  A test
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
    text: str
    comments: list[str] = field(default_factory=list)  # "# ..." lines, for the translator
    notes: list[str] = field(default_factory=list)  # "#. ..." lines (the English words)
    flags: set[str] = field(default_factory=set)  # "#, fuzzy, python-brace-format"

    @property
    def is_fuzzy(self) -> bool:
        return "fuzzy" in self.flags


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

    Only what Atout's texts use is accepted: no contexts and no plural forms.
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
        if set(current) != {"msgid", "msgstr"}:
            raise PoError(f"{where}: an entry needs one msgid and one msgstr")
        key = "".join(current["msgid"])
        if key in messages:
            raise PoError(f"{where}: {key!r} is given twice")
        text = "".join(current["msgstr"])
        messages[key] = Message(key, text, list(comments), list(notes), set(flags))
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
            if word not in ("msgid", "msgstr"):
                raise PoError(f"{where}: {word!r} is not supported (only msgid and msgstr)")
            if word == "msgid" and current:
                finish(where)
            if word == "msgstr" and set(current) != {"msgid"}:
                raise PoError(f"{where}: a msgstr needs the msgid before it")
            last = word
            current[word] = [_unquote(rest.strip(), where)]
    return messages


def compiled(messages: dict[str, Message]) -> dict[str, str]:
    """What goes into the ``.mo``: the header and every entry with a text that is not fuzzy."""
    return {
        key: message.text
        for key, message in messages.items()
        if message.text and (key == "" or not message.is_fuzzy)
    }


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
