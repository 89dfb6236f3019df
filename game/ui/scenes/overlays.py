"""Overlays over the table: hand summary, end of game, last trick, score sheet, pause."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.cards import Card
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import card_label, has_text, say_contract, tr
from game.ui.layout import Box
from game.ui.scenes.burraco_hud import BURRACO_SIZE
from game.ui.widgets import Button, hit_button

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


class Overlay(Scene):
    """A panel over the scene below, with a row of buttons at its foot."""

    opaque = False
    keys: tuple[str, ...] = ("close",)
    width = 0.56  # shares of the window (of at most 1.25 widths of height, when tall)
    height = 0.62
    least = 26.0  # the narrowest the panel may be, in fonts (when the window allows)

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list[Button] = []
        self.resized()

    @property
    def box(self) -> Box:
        w, h = self.app.size
        wide = max(w * self.width, min(w - 2 * self.table.layout.margin, self.font * self.least))
        return Box.centred(w / 2, h * 0.46, wide, min(h, w * 1.25) * self.height)

    @property
    def font(self) -> int:
        """The table's text size (it follows the window's shape, and shrinks with it)."""
        return self.table.layout.font

    def resized(self) -> None:
        box = self.box
        font = self.font
        count = len(self.keys)
        bw, bh = min(font * 9.0, (box.w - font * (count + 1)) / count), font * 2.2
        x0 = box.center[0] - (count * bw + (count - 1) * font) / 2
        self.buttons = [
            Button(
                Box(x0 + i * (bw + font), box.bottom - bh - font * 0.8, bw, bh),
                tr(f"button.{key}"),
                key,
            )
            for i, key in enumerate(self.keys)
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_ESCAPE,
            pygame.K_SPACE,
        ):
            self.click(self.keys[0])
        return True

    def click(self, key: str) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        surface.blit(veil, (0, 0))
        widgets.panel(surface, self.box, (16, 36, 27, 252))
        self.draw_body(surface, self.box)
        for button in self.buttons:
            button.draw(surface, self.app.resources, self.font)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        pass

    def title(self, surface: pygame.Surface, words: str) -> None:
        box = self.box
        widgets.text(
            surface,
            self.app.resources,
            words,
            round(self.font * 1.5),
            (box.center[0], box.y + self.font * 1.5),
            widgets.GOLD,
            "center",
        )

    def rows(self, surface: pygame.Surface, rows: list[tuple[str, str]], top: float) -> None:
        box = self.box
        font = self.font
        res = self.app.resources
        for i, (label, value) in enumerate(rows):
            y = top + i * font * 1.55
            widgets.text(surface, res, label, font, (box.x + font * 2, y))
            widgets.text(
                surface, res, value, font, (box.right - font * 2, y), widgets.INK, "topright"
            )


def side_names(players: int) -> list[str]:
    return (
        [tr(f"team.{i}") for i in range(2)] if players == 2 else [tr(f"seat.{i}") for i in range(4)]
    )


SEAT_KEYS = ("declarer", "taker", "dealer")


def detail_words(key: str, value: Any) -> str:
    """A summary detail's value in words (a pair or four values named by side)."""
    if isinstance(value, (tuple, list)) and len(value) in (2, 4):
        if all(isinstance(v, int) for v in value):
            return " / ".join(
                f"{n} {v}" for n, v in zip(side_names(len(value)), value, strict=True)
            )
        if all(isinstance(v, (tuple, list)) for v in value):
            parts = [
                f"{name} → {', '.join(tr(f'seat.{s}') for s in seats)}"
                for name, seats in zip(side_names(len(value)), value, strict=True)
                if seats
            ]
            return "; ".join(parts) or tr("none")
    if value is None:
        return tr("none")
    if key == "outcome" and has_text(f"outcome.{value}"):
        return tr(f"outcome.{value}")
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if (key.endswith("_team") or key == "winner") and isinstance(value, int) and 0 <= value < 2:
        return tr(f"team.{value}")
    if key in SEAT_KEYS and isinstance(value, int):
        return tr(f"seat.{value}")
    if key == "contract" and isinstance(value, str):
        return say_contract(value)
    if isinstance(value, (tuple, list)):
        return " / ".join(str(v) for v in value)
    if isinstance(value, Card):
        return card_label(value.code)
    return str(value)


class SummaryOverlay(Overlay):
    """How the hand's score was made."""

    keys = ("continue", "sheet")

    def click(self, key: str) -> None:
        if key == "sheet":
            self.app.push(SheetOverlay(self.app, self.table))
            return
        self.app.pop()
        self.table.after_summary()

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        c = self.table.controller
        result = c.results[-1]
        self.title(surface, tr("summary.title", number=len(c.results)))
        font = self.font
        names = side_names(len(result.points))
        rows: list[tuple[str, str]] = []
        if result.thrown_in:
            rows.append((tr("summary.thrown_in"), ""))
        for key, value in result.details.items():
            label = tr(f"detail.{key}") if has_text(f"detail.{key}") else key.replace("_", " ")
            rows.append((label, detail_words(key, value)))
        rows.append(
            (
                tr("summary.points"),
                " / ".join(f"{n} {p}" for n, p in zip(names, result.points, strict=True)),
            )
        )
        rows.append(
            (
                tr("summary.totals"),
                " / ".join(f"{n} {p}" for n, p in zip(names, c.totals, strict=True)),
            )
        )
        self.rows(surface, rows, box.y + font * 3.2)


class GameOverOverlay(Overlay):
    """The end of the game: who won, the final scores."""

    keys = ("new_game", "main_menu", "sheet")
    height = 0.5
    least = 31.0

    def click(self, key: str) -> None:
        if key == "sheet":
            self.app.push(SheetOverlay(self.app, self.table))
            return
        self.table.close()
        self.app.reset_to(self.app.route("menu"))
        if key == "new_game":
            self.app.push(self.app.route("setup"))

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        c = self.table.controller
        self.title(surface, tr("over.title"))
        if c.match.winner == "draw":
            verdict = tr("over.draw")
        else:
            verdict = tr("over.won") if self.table.human_won() else tr("over.lost")
        font = self.font
        widgets.text(
            surface,
            self.app.resources,
            verdict,
            round(font * 2),
            (box.center[0], box.y + font * 4.5),
            widgets.INK,
            "center",
        )
        names = side_names(len(c.totals))
        self.rows(
            surface, list(zip(names, (str(t) for t in c.totals), strict=True)), box.y + font * 7
        )


class LastTrickOverlay(Overlay):
    width = 0.44
    height = 0.56

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("last.title"))
        view = self.table.controller.trick_view()
        res = self.app.resources
        font = self.font
        if not view.last_trick:
            widgets.text(surface, res, tr("last.none"), font, box.center, widgets.INK, "center")
            return
        cw, ch = self.table.layout.card
        cw, ch = round(cw * 0.8), round(ch * 0.8)
        cx, cy = box.center[0], box.center[1] - font * 0.5
        offsets = {0: (0, ch * 0.35), 1: (-cw * 0.8, 0), 2: (0, -ch * 0.35), 3: (cw * 0.8, 0)}
        for seat, card in view.last_trick:
            dx, dy = offsets[seat]
            image = res.card(card, (cw, ch))
            surface.blit(image, image.get_rect(center=(round(cx + dx), round(cy + dy))))
        winner = view.last_trick_winner
        if winner >= 0:
            widgets.text(
                surface,
                res,
                tr("last.won_by", seat=tr(f"seat.{winner}")),
                font,
                (box.center[0], box.bottom - font * 4.2),
                widgets.GOLD,
                "center",
            )


def sheet_label(number: int, details: Any) -> str:
    """A score sheet row's label: the hand's number, its contract, and × when doubled."""
    label = str(number)
    contract = details.get("contract") if hasattr(details, "get") else None
    if isinstance(contract, str) and contract:
        label += "  " + say_contract(contract)
    doubles = details.get("doubles") if hasattr(details, "get") else None
    factor = details.get("factor") if hasattr(details, "get") else None
    if (isinstance(doubles, (tuple, list)) and any(doubles)) or (
        isinstance(factor, int) and factor > 1
    ):
        label += "  ×"
    end = details.get("end") if hasattr(details, "get") else None
    if isinstance(end, str) and has_text(f"sheet.{end}"):
        label += "  " + tr(f"sheet.{end}")
    return label


class SheetOverlay(Overlay):
    """Every hand of the game with its points and the running totals."""

    height = 0.8
    least = 36.0

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("sheet.title"))
        c = self.table.controller
        res = self.app.resources
        font = self.font
        names = side_names(len(c.totals))
        columns = len(names)
        x0 = box.x + font * 2
        col_w = (box.w - font * 14) / columns
        y = box.y + font * 3.2
        widgets.text(surface, res, tr("sheet.hand"), font, (x0, y), widgets.GOLD)
        for i, name in enumerate(names):
            widgets.text(
                surface,
                res,
                name,
                font,
                (x0 + font * 11 + (i + 1) * col_w, y),
                widgets.GOLD,
                "topright",
            )
        rows = c.score_sheet()
        if not rows:  # before the first hand ends, say so rather than show an empty sheet
            centre = (box.center[0], box.y + font * 6.0)
            widgets.text(surface, res, tr("sheet.none"), font, centre, widgets.DIM, "center")
        fits = max(1, int((box.h - font * 8.5) / (font * 1.4)))
        first = max(0, len(rows) - fits)
        for n, (points, totals) in enumerate(rows[first:], first + 1):
            y += font * 1.4
            result = c.results[n - 1]
            label = sheet_label(n, result.details)
            if result.thrown_in:
                label += "  " + tr("sheet.thrown_in")
            widgets.text(surface, res, label, font, (x0, y))
            for i, (p, t) in enumerate(zip(points, totals, strict=True)):
                widgets.text(
                    surface,
                    res,
                    f"{p:+d}   {t}",
                    font,
                    (x0 + font * 11 + (i + 1) * col_w, y),
                    widgets.INK,
                    "topright",
                )


class PauseOverlay(Overlay):
    keys = ("resume", "main_menu")
    height = 0.4

    def click(self, key: str) -> None:
        if key == "resume":
            self.app.pop()
            return
        self.table.close()
        self.app.reset_to(self.app.route("menu"))

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("pause.title"))
        widgets.text(
            surface,
            self.app.resources,
            tr("pause.saved"),
            self.font,
            (box.center[0], box.y + self.font * 4.5),
            widgets.INK,
            "center",
        )


SCORE_ITEMS = ("burracos", "closing", "melded", "pot", "in_hand")


class BurracoSummaryOverlay(SummaryOverlay):
    """A Burraco hand's score item by item for both teams (the core's numbers, as given)."""

    height = 0.7

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        c = self.table.controller
        result = c.results[-1]
        self.title(surface, tr("summary.title", number=len(c.results)))
        font = self.font
        res = self.app.resources
        end = result.details.get("end", "")
        closer = result.details.get("closer", -1)
        verdict = tr(f"end.{end}") if has_text(f"end.{end}") else str(end)
        if end == "closed" and isinstance(closer, int) and closer in (0, 1):
            verdict = tr(f"end.closed_by_{closer}")
        widgets.text(
            surface, res, verdict, font, (box.center[0], box.y + font * 3.0), widgets.INK, "center"
        )
        view = c.rummy_view()
        teams = result.details.get("teams", ())
        columns = (box.right - font * 9, box.right - font * 2)
        y = box.y + font * 4.6
        for x, name in zip(columns, side_names(2), strict=True):
            widgets.text(surface, res, name, font, (x, y), widgets.GOLD, "topright")
        for item in (*SCORE_ITEMS, "total"):
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
                value = score.total if item == "total" else getattr(score, item)
                widgets.text(surface, res, f"{value:+d}", font, (x, y), widgets.INK, "topright")
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
