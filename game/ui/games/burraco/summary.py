"""The Burraco hand's summary: how the hand ended, and each team's score item by item (the
rules core's numbers, as given), with the burracos counted clean and dirty."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.burraco.melds import BURRACO_SIZE
from game.burraco.scoring import TeamScore
from game.ui import widgets
from game.ui.i18n import has_text, tr
from game.ui.layout import Box
from game.ui.scenes.overlays import SummaryOverlay, side_names

SCORE_ITEMS: tuple[tuple[str, Callable[[TeamScore], int]], ...] = (
    ("burracos", lambda score: score.burracos),
    ("closing", lambda score: score.closing),
    ("melded", lambda score: score.melded),
    ("pot", lambda score: score.pot),
    ("in_hand", lambda score: score.in_hand),
    ("total", lambda score: score.total),
)
"""Each row of the score (``score.<item>`` names it) and the team's figure in it."""


class BurracoSummaryOverlay(SummaryOverlay):
    """A Burraco hand's score item by item for both teams (the core's numbers, as given)."""

    height = 0.7

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        c = self.table.controller
        result = c.results[-1]
        self.title(surface, tr("summary.title", number=len(c.results)))
        font = self.font
        res = self.app.resources
        end = result.ending
        closer = result.details.get("closer", -1)
        verdict = tr(f"end.{end}") if has_text(f"end.{end}") else str(end)
        if end == "closed" and isinstance(closer, int) and closer in (0, 1):
            verdict = tr(f"end.closed_by_{closer}")
        widgets.text(
            surface, res, verdict, font, (box.center[0], box.y + font * 3.0), widgets.INK, "center"
        )
        view = c.rummy_view()
        teams: tuple[TeamScore, ...] = tuple(result.details.get("teams", ()))
        columns = (box.right - font * 9, box.right - font * 2)
        y = box.y + font * 4.6
        for x, name in zip(columns, side_names(2), strict=True):
            widgets.text(surface, res, name, font, (x, y), widgets.GOLD, "topright")
        for item, figure in SCORE_ITEMS:
            y += font * 1.55
            widgets.text(
                surface,
                res,
                tr(f"score.{item}"),
                font,
                (box.x + font * 2, y),
                widgets.GOLD if item == "total" else widgets.INK,
            )
            for x, score in zip(columns, teams, strict=True):
                widgets.text(
                    surface, res, f"{figure(score):+d}", font, (x, y), widgets.INK, "topright"
                )
            if item == "burracos":
                y += font * 1.25
                parts = []
                for name, team in zip(side_names(2), (0, 1), strict=True):
                    pairs = zip(view.melds[team], view.wilds[team], strict=True)
                    clean = [w < 0 for m, w in pairs if len(m) >= BURRACO_SIZE]
                    counts = tr(
                        "score.burraco_counts", clean=sum(clean), dirty=len(clean) - sum(clean)
                    )
                    parts.append(f"{name}: {counts}")
                widgets.text(
                    surface,
                    res,
                    "   ".join(parts),
                    round(font * 0.8),
                    (box.x + font * 2.6, y),
                    widgets.DIM,
                )
        y += font * 1.55
        widgets.text(surface, res, tr("summary.totals"), font, (box.x + font * 2, y), widgets.GOLD)
        for x, total in zip(columns, c.totals, strict=True):
            widgets.text(surface, res, str(total), font, (x, y), widgets.INK, "topright")
