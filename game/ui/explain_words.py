"""A hint's or a reviewed decision's reason in the player's words (no drawing).

An explanation (``ai.review``'s facts: a template key ``explain.<kind>`` and its values)
becomes sentences here: seats by name, cards and suits with their signs, a Barbu
contract by its name.  The table, the review and the ``hint`` command all say reasons
this way, so a reason reads the same everywhere.
"""

from __future__ import annotations

from game.ui.ai_answers import Explanation
from game.ui.i18n import card_label, has_text, language, tr, tr_n


def say_explanation(explanation: Explanation) -> str:
    """The sentences of an explanation in the player's language: its template filled with
    its facts (seats by name, cards and suits with their signs), then its further facts."""
    values: dict[str, str] = {}
    if explanation.seat >= 0:
        values["seat"] = tr(f"seat.{explanation.seat}")
    if explanation.card:
        values["card"] = card_label(explanation.card)
    if explanation.suit >= 0:
        values["suit"] = tr(f"suit.{explanation.suit}")
    if explanation.cards:
        values["cards"] = " ".join(card_label(code) for code in explanation.cards)
    if explanation.percent >= 0:
        values["percent"] = str(explanation.percent)
    if explanation.contract:
        term = f"term.{explanation.contract}"
        values["contract"] = tr(term) if has_text(term) else explanation.contract
    values["points"] = f"{explanation.points:.1f}"
    key = f"explain.{explanation.kind}"
    count = explanation.count  # said in the language's plural form for that number
    sentences = [tr_n(key, count, **values) if count >= 0 else tr(key, **values)]
    sentences += [say_explanation(more) for more in explanation.more]
    return ("" if language() == "ja" else " ").join(sentences)
