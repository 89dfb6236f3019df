"""Every explanation's template: in English and Japanese, with the same placeholders, and
filled by the values each explanation gives."""

from __future__ import annotations

import string

import pytest

from ai.review.explain import all_kinds
from tests.ai.test_reasons_truth import all_explained
from tests.ui.test_texts import catalogue

PLACEHOLDERS = {"seat", "card", "cards", "suit", "points", "count", "percent", "contract"}
"""What ``Explanation.values`` can fill (``ai.review.reasons_base``)."""


def templates(language: str) -> dict[str, str]:
    """Each ``explain.*`` template, a plural one by its most general form (``{count}``)."""
    messages = catalogue(language)
    return {key: m.text for key, m in messages.items() if key.startswith("explain.")}


def placeholders(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name}


def test_every_kind_has_a_template_in_each_language_with_the_same_placeholders() -> None:
    english, japanese = templates("en"), templates("ja")
    assert set(english) == set(japanese), "an explain.* key is missing in one language"
    for kind in all_kinds():
        assert f"explain.{kind}" in english, kind
    for key, words in english.items():
        assert words and japanese[key], key
        assert placeholders(words) == placeholders(japanese[key]), key
        assert placeholders(words) <= PLACEHOLDERS, key


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_explanation_fills_every_placeholder_of_its_template(language: str) -> None:
    words = templates(language)
    checked = 0
    for item in all_explained():
        for sentence in item.explanation.sentences():
            template = words[sentence.key]
            values = sentence.filled(
                seat=lambda s: f"seat {s}",
                card=lambda code: code,
                suit=lambda s: f"suit {s}",
                contract=lambda kind: kind,
            )
            assert set(values) == set(sentence.values()), "words for each raw value"
            missing = placeholders(template) - set(values)
            assert not missing, f"{sentence.kind} leaves {missing} empty"
            assert template.format(**values)
            checked += 1
    assert checked > 500
