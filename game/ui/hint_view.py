"""The explained hint beside the hand: the best options with their expected points, the
chance to make the contract, and the sentence that says why the best is best.

The sentence is a template of the texts (``explain.<kind>``) filled with the facts the
worker found (``ai.review.explain``): seats by name, cards and suits with their signs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.ui import widgets, writing
from game.ui.ai_answers import Advice, Option
from game.ui.explain_words import say_explanation
from game.ui.i18n import tr
from game.ui.layout import Box, TableLayout, mirrored_box
from game.ui.resources import Resources


class HasLead(Protocol):
    """An advice or a reviewed decision: the best option's paired lead over the next."""

    @property
    def lead(self) -> Option | None: ...


def close_key(advice: HasLead) -> str:
    """How a close call is said: options worth exactly the same in every world (two
    equivalent low cards) are equal; otherwise the search cannot tell them apart."""
    lead = advice.lead
    if lead is not None and lead.low == lead.high == 0.0:
        return "hint.equal"
    return "hint.close_call"


def chance_words(advice: Advice, ours: bool) -> str:
    """The contract's chance from our side: that we make ours, or that we defeat theirs."""
    made = advice.contract_chance or 0.0
    if ours:
        return tr("hint.chance_ours", percent=round(made * 100))
    return tr("hint.chance_theirs", percent=round((1 - made) * 100))


def advice_box(layout: TableLayout) -> Box:
    """On the felt right of the trick, clear of East's cards and plate (above the hand in a
    tall window), unless the layout has its own place for it (Burraco's: the log's, where the
    panel stands at the foot); left of it, under the contract, in a language written right
    to left (the scores and their counter are on the right there)."""
    if layout.advice is not None:
        return layout.advice
    font = layout.font
    if layout.portrait:
        width = min(layout.width - 2 * layout.margin, font * 26)
        box = Box(layout.margin, layout.hand.y - font * 11, width, font * 10.5)
        return mirrored_box(box, layout.width) if writing.rtl() else box
    left = layout.drop.right + font * 0.6
    right = layout.width - layout.small[1] - layout.margin * 2
    top = layout.contract.bottom + font * 0.8
    bottom = layout.labels[3].y - font * 0.6
    box = Box(left, top, max(right - left, font * 12), bottom - top)
    return mirrored_box(box, layout.width) if writing.rtl() else box


def draw_advice(
    surface: pygame.Surface,
    res: Resources,
    layout: TableLayout,
    advice: Advice,
    names: Sequence[str],
    ours: bool = True,
) -> None:
    """The hint's panel, as tall as its lines: ``names`` are the options in the player's
    language; ``ours``: the contract is our side's (its chance is said from our side: made
    or defeated)."""
    room = advice_box(layout)
    if room.w <= 0 or room.h <= 0:
        return
    font = round(layout.font * 0.85)
    inner = room.w - font * 1.4
    chance = None
    if advice.contract_chance is not None:
        side = ours if advice.chance_ours is None else advice.chance_ours
        chance = widgets.fit_text(res, chance_words(advice, side), round(font * 0.9), inner)
    if advice.close_call:
        close = widgets.fit_text(res, tr(close_key(advice)), round(font * 0.9), inner)
        chance = (
            close
            if chance is None
            else widgets.Fitted(close.size, (*close.lines, *chance.lines), close.line)
        )
    sentence = widgets.fit_text(res, say_explanation(advice.explanation), font, inner)
    values = [f"{option.value:+.1f}" for option in advice.options]
    fitted = [  # a long option (a meld of many cards) wraps left of its value
        widgets.fit_text(res, name, font, max(font, inner - res.font(font).size(value)[0] - font))
        for name, value in zip(names, values, strict=True)
    ]
    rows = [font * 1.4 + (len(lines.lines) - 1) * lines.size * widgets.LINE for lines in fitted]
    height = font * 2.2 + sum(rows) + sentence.height
    height += chance.height + font * 0.3 if chance is not None else 0.0
    height = min(room.h, height)  # in a table's own place for it, the panel stands on its foot
    box = Box(room.x, room.y if layout.advice is None else room.bottom - height, room.w, height)
    widgets.panel(surface, box, (10, 25, 18, 230))
    x, y = box.x + font * 0.7, box.y + font * 0.5
    right = box.right - font * 0.7
    widgets.text(surface, res, tr("hint.title"), font, (x, y), widgets.GOLD)
    y += font * 1.5
    for i, (lines, value, row) in enumerate(zip(fitted, values, rows, strict=True)):
        ink = widgets.GOLD if i == 0 else widgets.INK
        widgets.draw_fitted(surface, res, lines, (x, y), ink)
        widgets.text(surface, res, value, font, (right, y), ink, "topright")
        y += row
    if chance is not None:
        widgets.draw_fitted(surface, res, chance, (x, y), widgets.DIM)
        y += chance.height + font * 0.3
    widgets.draw_fitted(surface, res, sentence, (x, y), widgets.INK)
