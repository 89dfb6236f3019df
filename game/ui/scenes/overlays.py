"""Overlays over the table: hand summary, end of game, last trick, score sheet, pause (each
an ``Overlay``, from ``overlay_base``).  They read the table; what the player chose to do
next they hand back as an ``OverlayResult`` when they close, and the table does it."""

from __future__ import annotations

import pygame

from game.core.api import ContractInfo, SummaryLine, summary_sums
from game.core.cards import Card
from game.session.ai_replay import AiReplay
from game.session.controller import SheetRow
from game.ui import widgets
from game.ui.i18n import has_text, say_wording, tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay
from game.ui.tables.host import OverlayResult


def side_names(players: int) -> list[str]:
    return (
        [tr(f"team.{i}") for i in range(2)] if players == 2 else [tr(f"seat.{i}") for i in range(4)]
    )


def contract_words(contract: ContractInfo | None) -> str:
    """A deal's contract with its holder ("♥ trump, East"), or nothing without one."""
    if contract is None or contract.wording is None:
        return ""
    said = say_wording(contract.wording)
    if contract.factor > 1:
        said += f" ×{contract.factor}"
    return tr("summary.taker", contract=said, seat=tr(f"seat.{contract.seat}"))


def verdict_words(made: bool | None) -> str:
    """Made, failed, or neither (a tie held in reserve; a contract not won or lost)."""
    if made is None:
        return ""
    return tr("outcome.made") if made else tr("outcome.failed")


def line_label(line: SummaryLine) -> str:
    """A summary line's meaning in words, with the seats it belongs to."""
    label = tr(f"line.{line.key}")
    if line.seats:
        label += " (" + ", ".join(tr(f"seat.{seat}") for seat in line.seats) + ")"
    return label


def figure(value: int, signed: bool) -> str:
    """A line's figure: what it adds carries its sign (+10), a total or a step does not."""
    return f"{value:+d}" if signed and value else str(value)


class SummaryOverlay(Overlay):
    """How the hand's score was made: the deal's summary lines as the rules core gives them,
    one row each, a sum before each step (a conversion, the contract's verdict, with its
    reason under it), then the hand's points and the totals."""

    keys: tuple[str, ...] = ("continue", "sheet", "review", "replay_deal", "ai_replay")
    height = 0.8
    least = 34.0
    replay: AiReplay | None = None  # the AI's play of this deal, once asked for

    def resized(self) -> None:
        if self.table.controller.practice:  # one deal, then the menu (or the same deal again)
            self.keys = ("main_menu", "review", "replay_deal", "ai_replay")
        super().resized()

    def click(self, key: str) -> None:
        if key == "sheet":
            self.app.push(SheetOverlay(self.app, self.table))
            return
        if key == "review":  # this hand, decision by decision, for the player's seat
            record = self.table.controller.record
            self.app.push(self.app.route("review", record, len(record.deals) - 1))
            return
        if key == "ai_replay":  # asked again: the same replay, where it stopped or finished
            c = self.table.controller
            if self.replay is None:
                self.replay = AiReplay(c, c.decider)
            self.app.push(self.app.route("compare", self.replay))
            return
        if key == "replay_deal" and self.table.controller.replay_spec() is None:
            return  # a deal from an older save has no code to play again
        answers = {"main_menu": OverlayResult.MAIN_MENU, "replay_deal": OverlayResult.REPLAY_DEAL}
        self.app.pop(answers.get(key, OverlayResult.CONTINUE))

    def draw(self, surface: pygame.Surface) -> None:
        code = self.table.controller.deal_code
        for button in self.buttons:
            button.enabled = button.key != "replay_deal" or code is not None
            if button.key in ("ai_replay", "review"):  # both run in the decider's worker
                button.enabled = self.table.controller.decider is not None
        super().draw(surface)
        if code is not None:  # the deal's code over the buttons, to share or replay
            box, font = self.box, self.font
            words = tr("summary.code", code=code)
            at = (box.center[0], box.bottom - font * 3.7)
            res = self.app.resources
            widgets.text(surface, res, words, round(font * 0.8), at, widgets.DIM, "center")

    def columns(self, sides: int) -> list[float]:
        """The right edges of the sides' figures, first side leftmost."""
        box, font = self.box, self.font
        step = font * (5.0 if sides > 2 else 6.5)
        return [box.right - font * 1.6 - (sides - 1 - i) * step for i in range(sides)]

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        c = self.table.controller
        result = c.results[-1]
        res = self.app.resources
        font = self.font
        small = round(font * 0.8)
        self.title(surface, tr("summary.title", number=len(c.results)))
        heading = " · ".join(
            w for w in (contract_words(result.contract), verdict_words(result.made)) if w
        )
        if result.thrown_in:
            heading = tr("summary.thrown_in")
        y = box.y + font * 2.9
        if heading:
            fitted = widgets.fit_text(res, heading, font, box.w - font * 3)
            widgets.draw_fitted(surface, res, fitted, (box.center[0], y), widgets.INK, "midtop")
            y += fitted.height + font * 0.4
        sides = len(result.points)
        columns = self.columns(sides)
        label_width = columns[0] - font * (4.0 if sides > 2 else 5.0) - (box.x + font * 1.6)
        for x, name in zip(columns, side_names(sides), strict=True):
            widgets.text(surface, res, name, small, (x, y), widgets.GOLD, "topright")
        y += font * 1.3
        sums = summary_sums(result.lines)
        for i, line in enumerate(result.lines):
            if line.step and i > 0:
                y = self.rule(surface, y)
                y = self.row(surface, tr("summary.sum"), sums[i - 1], False, y, widgets.DIM)
            colour = widgets.GOLD if line.step else widgets.INK
            top = y
            y = self.row(surface, line_label(line), line.values, i > 0 and not line.step, y, colour)
            if line.reason is not None:
                words = say_wording(line.reason, kind="verdict")
                fitted = widgets.fit_text(res, words, small, label_width)
                pos = (box.x + font * 2.4, top + font * 1.25)
                widgets.draw_fitted(surface, res, fitted, pos, widgets.DIM)
                y = max(y, pos[1] + fitted.height + font * 0.3)
        y = self.rule(surface, y)
        y = self.row(surface, tr("summary.points"), result.points, False, y, widgets.GOLD)
        self.row(surface, tr("summary.totals"), tuple(c.totals), False, y, widgets.INK)

    def rule(self, surface: pygame.Surface, y: float) -> float:
        """A thin line across the figures before a sum."""
        box, font = self.box, self.font
        left, right = box.x + font * 1.6, box.right - font * 1.6
        top = round(y + font * 0.15)
        pygame.draw.line(surface, (90, 120, 100), (round(left), top), (round(right), top))
        return y + font * 0.4

    def row(
        self,
        surface: pygame.Surface,
        label: str,
        values: tuple[int, ...],
        signed: bool,
        y: float,
        colour: tuple[int, int, int],
    ) -> float:
        """One row: its label (shrunk or wrapped to its room) and a figure per side; returns
        where the next row goes."""
        res, font, box = self.app.resources, self.font, self.box
        columns = self.columns(len(values))
        width = columns[0] - font * (4.0 if len(values) > 2 else 5.0) - (box.x + font * 1.6)
        fitted = widgets.fit_text(res, label, font, width)
        widgets.draw_fitted(surface, res, fitted, (box.x + font * 1.6, y), colour)
        for x, value in zip(columns, values, strict=True):
            widgets.text(surface, res, figure(value, signed), font, (x, y), colour, "topright")
        return y + max(font * 1.45, fitted.height + font * 0.1)


class GameOverOverlay(Overlay):
    """The end of the game: who won, the final scores."""

    keys = ("new_game", "main_menu", "sheet")
    height = 0.5
    least = 31.0

    def click(self, key: str) -> None:
        if key == "sheet":
            self.app.push(SheetOverlay(self.app, self.table))
            return
        self.app.pop(OverlayResult.NEW_GAME if key == "new_game" else OverlayResult.MAIN_MENU)

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
    """The last trick, each card before its seat; a click on a card asks why it was played
    (``game.ui.scenes.why``)."""

    width = 0.44
    height = 0.56

    def card_places(self, box: Box) -> list[tuple[Card, pygame.Rect]]:
        """Each card of the last trick and where it lies in the panel."""
        view = self.table.controller.trick_view()
        cw, ch = self.table.layout.card
        cw, ch = round(cw * 0.8), round(ch * 0.8)
        cx, cy = box.center[0], box.center[1] - self.font * 0.5
        offsets = {0: (0, ch * 0.35), 1: (-cw * 0.8, 0), 2: (0, -ch * 0.35), 3: (cw * 0.8, 0)}
        places = []
        for seat, card in view.last_trick:
            dx, dy = offsets[seat]
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (round(cx + dx), round(cy + dy))
            places.append((card, rect))
        return places

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = [
                card for card, rect in self.card_places(self.box) if rect.collidepoint(event.pos)
            ]
            if hit:  # the card on top: the last drawn
                c = self.table.controller
                index = c.card_played_at(hit[-1])
                if index is not None:
                    moment = c.moment_before(index)
                    why = self.app.route(
                        "why", moment.state, moment.seat, moment.action, moment.seed
                    )
                    self.app.push(why)
                    return True
        return super().handle(event)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("last.title"))
        view = self.table.controller.trick_view()
        res = self.app.resources
        font = self.font
        if not view.last_trick:
            widgets.text(surface, res, tr("last.none"), font, box.center, widgets.INK, "center")
            return
        for card, rect in self.card_places(box):
            surface.blit(res.card(card, rect.size), rect)
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
        widgets.text(
            surface,
            res,
            tr("last.ask_why"),
            round(font * 0.8),
            (box.center[0], box.bottom - font * 3.2),
            widgets.DIM,
            "center",
        )


def sheet_label(row: SheetRow) -> str:
    """A score sheet row's label: the hand's number, its contract and holder, made or failed,
    × when doubled; how a hand without contract ended; thrown in."""
    parts = [str(row.number), contract_words(row.contract), verdict_words(row.made)]
    if row.doubled and (row.contract is None or row.contract.factor == 1):
        parts.append("×")
    if row.end and has_text(f"sheet.{row.end}"):
        parts.append(tr(f"sheet.{row.end}"))
    if row.thrown_in:
        parts.append(tr("sheet.thrown_in"))
    return "  ".join(part for part in parts if part)


class SheetOverlay(Overlay):
    """Every hand of the game: its contract, who held it, made or failed, its points and the
    running totals (the latest hands when they are more than fit)."""

    height = 0.8
    least = 40.0

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("sheet.title"))
        c = self.table.controller
        res = self.app.resources
        font = self.font
        names = side_names(len(c.totals))
        count = len(names)
        step = font * (6.0 if count > 2 else 8.0)
        columns = [box.right - font * 1.6 - (count - 1 - i) * step for i in range(count)]
        x0 = box.x + font * 1.6
        label_width = columns[0] - step + font * 0.6 - x0
        y = box.y + font * 3.2
        widgets.text(surface, res, tr("sheet.hand"), font, (x0, y), widgets.GOLD)
        for x, name in zip(columns, names, strict=True):
            widgets.text(surface, res, name, font, (x, y), widgets.GOLD, "topright")
        rows = c.score_sheet()
        if not rows:  # before the first hand ends, say so rather than show an empty sheet
            centre = (box.center[0], box.y + font * 6.0)
            widgets.text(surface, res, tr("sheet.none"), font, centre, widgets.DIM, "center")
        line = font * 1.9
        fits = max(1, int((box.h - font * 9.0) / line) - 1)  # a row is kept for the totals
        small = round(font * 0.75)
        for row in rows[-fits:]:
            y += line
            fitted = widgets.fit_text(res, sheet_label(row), font, label_width, line * 0.95)
            widgets.draw_fitted(surface, res, fitted, (x0, y))
            for x, p, t in zip(columns, row.points, row.totals, strict=True):
                widgets.text(surface, res, figure(p, True), font, (x, y), widgets.INK, "topright")
                widgets.text(
                    surface, res, str(t), small, (x, y + font * 1.05), widgets.DIM, "topright"
                )
        if rows:
            y += line + font * 0.2
            widgets.text(surface, res, tr("summary.totals"), font, (x0, y), widgets.GOLD)
            for x, total in zip(columns, rows[-1].totals, strict=True):
                widgets.text(surface, res, str(total), font, (x, y), widgets.GOLD, "topright")


class PauseOverlay(Overlay):
    keys = ("resume", "main_menu")
    height = 0.4

    @property
    def saves(self) -> bool:
        """Whether the table saves this game (a practice deal and a lesson are never saved)."""
        return not (self.table.controller.practice or self.table.coach.active)

    def click(self, key: str) -> None:
        self.app.pop(None if key == "resume" else OverlayResult.MAIN_MENU)

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        self.title(surface, tr("pause.title"))
        widgets.text(
            surface,
            self.app.resources,
            tr("pause.saved" if self.saves else "pause.not_saved"),
            self.font,
            (box.center[0], box.y + self.font * 4.5),
            widgets.INK,
            "center",
        )
