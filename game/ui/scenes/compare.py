"""Your deal and the AI's: the same deal played again with the hard AI in your seat.

While the AI plays (``game.session.ai_replay.AiReplay``, a decision at a time in the worker)
a progress bar counts its decisions; the window keeps drawing.  Then the two deals stand
side by side, trick by trick: each seat's card (the trick's winning card outlined), who won
the trick and its card points, the tricks after the two deals parted shaded, and under them
each deal's points and your points minus the AI's, which the statistics keep.  A deal
without tricks (Burraco, Barbu's Dominoes) is compared by its result lines instead: where
the deals part is told by turn, and turn by turn would compare unrelated turns.
"""

from __future__ import annotations

import pygame

from game.core.api import ContractInfo, DealResult
from game.core.cards import Card
from game.session.ai_replay import AiReplay, Comparison, DealPlay, PartingChoice
from game.session.hint import Adviser
from game.ui import widgets
from game.ui.ai_answers import Advice
from game.ui.app import App, Scene
from game.ui.i18n import has_text, say_action, say_wording, tr
from game.ui.layout import Box
from game.ui.widgets import Button, hit_button

SHADE = (110, 40, 40, 90)  # the tricks after the deals parted
LEAVE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def deal_heading(play: DealPlay) -> str:
    """A deal's contract, its holder and its verdict, or that it was thrown in; a deal
    without contracts: how it ended, and in how many turns."""
    result = play.result
    if result.thrown_in:
        return tr("summary.thrown_in")
    end = result.ending
    if result.contract is None and has_text(f"end.{end}"):
        return " · ".join((tr(f"end.{end}"), tr("compare.turns", turns=play.turns)))
    contract: ContractInfo | None = result.contract
    parts = []
    if contract is not None and contract.wording is not None:
        said = say_wording(contract.wording)
        if contract.factor > 1:
            said += f" ×{contract.factor}"
        parts.append(tr("summary.taker", contract=said, seat=tr(f"seat.{contract.seat}")))
    if result.made is not None:
        parts.append(tr("outcome.made") if result.made else tr("outcome.failed"))
    return " · ".join(parts)


def seat_name(seat: int, ai_deal: bool) -> str:
    """A seat's name; in the AI's deal your seat is the AI's."""
    return tr("compare.ai_seat") if ai_deal and seat == 0 else tr(f"seat.{seat}")


def side_names(sides: int) -> list[str]:
    return [tr(f"team.{i}") if sides == 2 else tr(f"seat.{i}") for i in range(sides)]


def result_rows(mine: DealResult, ai: DealResult, side: int) -> list[tuple[str, int, int]]:
    """A deal without tricks, line by line: each line of either result (your side's figure
    in each deal; a line the other deal lacks counts 0)."""
    rows: dict[str, list[int]] = {}
    for column, result in enumerate((mine, ai)):
        for label, value in lines_of(result, side):
            rows.setdefault(label, [0, 0])[column] += value
    return [(label, values[0], values[1]) for label, values in rows.items()]


def lines_of(result: DealResult, side: int) -> list[tuple[str, int]]:
    """A result's lines for one side: its summary lines, or a rummy's score item by item."""
    if result.lines:
        return [(tr(f"line.{line.key}"), line.values[side]) for line in result.lines]
    if len(result.score_items) > side:
        items = result.score_items[side]
        return [(tr(f"score.{name}"), value) for name, value in items if has_text(f"score.{name}")]
    return []


class CompareScene(Scene):
    """The AI's replay of a deal (its progress), then the two deals side by side."""

    def __init__(self, app: App, replay: AiReplay) -> None:
        super().__init__(app)
        self.replay = replay
        self.comparison: Comparison | None = None
        self.adviser: Adviser | None = None
        self.ticket: int | None = None
        self.advice: Advice | None = None
        self.choice: PartingChoice | None = None
        self.buttons: list[Button] = []
        self.resized()
        if replay.done:
            self.finish()

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 44, w / 60)))

    def resized(self) -> None:
        w, h = self.app.size
        font = self.font
        box = Box.centred(w / 2, h - font * 2.2, min(font * 10, w * 0.4), font * 2.2)
        self.buttons = [Button(box, tr("setup.back"), "back")]

    # --- the AI's replay -----------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.comparison is None and self.replay.step():
            self.finish()
        if self.ticket is not None and self.adviser is not None:
            done, answer = self.adviser.poll(self.ticket)
            if done:
                self.ticket = None
                self.advice = answer

    def ask_advisor(self) -> None:
        """The advisor's values of the human's choice and the AI's where they parted."""
        choice = self.replay.parting_choice()
        service = self.app.decider
        if choice is None or not isinstance(service, Adviser) or self.ticket is not None:
            return
        self.choice = choice
        self.adviser = service
        self.ticket = service.advise(choice.state, 0, 0)

    def choices_words(self) -> str:
        """ "Where you parted, the advisor (expert) values your X at +a, the AI's Y at +b"
        ("" until it answered, or where the two deals part at another seat)."""
        advice, choice = self.advice, self.choice
        if advice is None or choice is None:
            return ""
        values = {o.action: o.value for o in advice.all_options or advice.options}
        if choice.mine not in values or choice.ai not in values:
            return ""
        state = choice.state
        legal = {str(a): a for a in state.legal_actions()}
        words = tr(
            "compare.values",
            mine=say_action(legal[choice.mine]),
            mine_value=f"{values[choice.mine]:+.1f}",
            level=tr(f"level.{self.replay.level}"),
            ai=say_action(legal[choice.ai]),
            ai_value=f"{values[choice.ai]:+.1f}",
        )
        near = {advice.options[0].action, *advice.close} if advice.options else set()
        close = advice.close_call and {choice.mine, choice.ai} <= near
        return f"{words} {tr('compare.close_call')}" if close else words

    def finish(self) -> None:
        """The AI's deal is over: compare, book the difference once, and ask the advisor to
        value the two choices where the AI parted from the human."""
        self.comparison = self.replay.comparison()
        self.ask_advisor()
        if not self.replay.recorded:
            self.replay.recorded = True
            variant, difference = self.replay.variant, self.comparison.difference
            self.app.storage.update_statistics(lambda s: s.add_comparison(variant, difference))

    def handle(self, event: pygame.event.Event) -> bool:
        leave = event.type == pygame.KEYDOWN and event.key in LEAVE_KEYS
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            leave = hit_button(self.buttons, event.pos) is not None
        if leave:
            self.app.pop()
        return True

    def close(self) -> None:
        """Leaving before the AI is done drops its decision in flight (the summary's button
        starts it again where it stopped); the advisor's question too."""
        if self.comparison is None:
            self.replay.close()
        if self.ticket is not None and self.adviser is not None:
            self.adviser.cancel(self.ticket)
            self.ticket = None

    # --- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w = self.app.size[0]
        font, res = self.font, self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        title = (w / 2, font * 1.9)
        widgets.text(
            surface, res, tr("compare.title"), round(font * 1.5), title, widgets.GOLD, "center"
        )
        if self.comparison is None:
            self.draw_progress(surface)
        else:
            self.draw_comparison(surface, self.comparison)
        for button in self.buttons:
            button.draw(surface, res, font)

    def draw_progress(self, surface: pygame.Surface) -> None:
        """The AI at work: what it does, a bar and its decisions done out of those expected."""
        w, h = self.app.size
        font, res = self.font, self.app.resources
        done, expected = self.replay.progress
        box = Box.centred(w / 2, h * 0.45, min(w - 2 * font, font * 34), font * 9)
        widgets.panel(surface, box)
        words = tr("compare.playing", level=tr(f"level.{self.replay.level}"))
        fitted = widgets.fit_text(res, words, font, box.w - font * 2, font * 2.9)
        widgets.draw_fitted(
            surface, res, fitted, (box.center[0], box.y + font), widgets.INK, "midtop"
        )
        bar = Box(box.x + font * 2, box.y + font * 4.3, box.w - font * 4, font * 1.2)
        radius = max(3, font // 3)
        pygame.draw.rect(surface, (8, 20, 14), pygame.Rect(bar.as_tuple()), border_radius=radius)
        share = done / expected if expected else 0.0
        filled = Box(bar.x, bar.y, bar.w * share, bar.h)
        if filled.w >= 1:
            pygame.draw.rect(
                surface, widgets.GOLD, pygame.Rect(filled.as_tuple()), border_radius=radius
            )
        pygame.draw.rect(
            surface, (110, 160, 130), pygame.Rect(bar.as_tuple()), width=1, border_radius=radius
        )
        count = tr("compare.progress", done=done, expected=expected)
        at = (box.center[0], bar.bottom + font * 0.7)
        widgets.text(surface, res, count, round(font * 0.9), at, widgets.DIM, "midtop")

    def parting_words(self, comparison: Comparison) -> str:
        parted = comparison.parting
        if parted is None:
            return tr("compare.same")
        if comparison.mine.tricks or comparison.ai.tricks:
            if parted.trick == 0:
                return tr("compare.parted_early")
            return tr("compare.parted_trick", trick=parted.trick)
        if comparison.mine.turns or comparison.ai.turns:
            return tr("compare.parted_turn", turn=parted.turn)
        return tr("compare.parted_decision", number=parted.action + 1)

    def draw_comparison(self, surface: pygame.Surface, comparison: Comparison) -> None:
        w, h = self.app.size
        font, res = self.font, self.app.resources
        said = " ".join(filter(None, (self.parting_words(comparison), self.choices_words())))
        words = widgets.fit_text(res, said, font, w - font * 4, font * 3)
        widgets.draw_fitted(surface, res, words, (w / 2, font * 3.3), widgets.INK, "midtop")
        top = font * 3.5 + max(words.height, font * 1.4)
        box = Box(font * 1.5, top, w - font * 3, h - top - font * 4.0)
        widgets.panel(surface, box)
        halves = self.halves(box)
        for half, play, name in zip(
            halves, (comparison.mine, comparison.ai), ("compare.you", "compare.ai"), strict=True
        ):
            label = tr(name, level=tr(f"level.{self.replay.level}"))
            at = (half.center[0], box.y + font * 0.5)
            widgets.text(surface, res, label, font, at, widgets.GOLD, "midtop")
            heading = widgets.fit_text(res, deal_heading(play), round(font * 0.8), half.w)
            at = (half.center[0], box.y + font * 1.8)
            widgets.draw_fitted(surface, res, heading, at, widgets.DIM, "midtop")
        rows = Box(box.x, box.y + font * 3.4, box.w, box.h - font * 7.0)
        if comparison.mine.tricks or comparison.ai.tricks:
            self.draw_tricks(surface, comparison, rows)
        else:
            self.draw_lines(surface, comparison, rows)
        self.draw_totals(surface, comparison, box)

    def halves(self, box: Box) -> tuple[Box, Box]:
        """Your deal's column and the AI's, either side of the trick numbers."""
        gap = self.font * 3.0
        half = (box.w - gap) / 2
        return Box(box.x, box.y, half, box.h), Box(box.x + half + gap, box.y, half, box.h)

    def draw_tricks(self, surface: pygame.Surface, comparison: Comparison, rows: Box) -> None:
        """Each trick of both deals on one row, each seat's card under its name."""
        font, res = self.font, self.app.resources
        count = max(len(comparison.mine.tricks), len(comparison.ai.tricks))
        step = min(font * 3.4, (rows.h - font * 1.3) / max(1, count))
        ch = round(step * 0.86)
        cw = round(ch * 0.7)
        pitch = max(cw * 1.15, font * 3.2)
        small = max(10, round(font * 0.7))
        parted = comparison.parting.trick if comparison.parting is not None else 0
        for half, play, ai_deal in zip(
            self.halves(rows), (comparison.mine, comparison.ai), (False, True), strict=True
        ):
            x0 = half.x + font * 1.2
            for seat in range(4):
                at = (x0 + seat * pitch + cw / 2, rows.y)
                name = seat_name(seat, ai_deal)
                widgets.text(surface, res, name, small, at, widgets.DIM, "midtop")
            counted = any(trick.points for trick in play.tricks)  # Barbu's tricks have none
            for index, trick in enumerate(play.tricks):
                y = rows.y + font * 1.3 + index * step
                if parted and index + 1 >= parted:
                    shade = pygame.Surface((round(half.w), round(step)), pygame.SRCALPHA)
                    shade.fill(SHADE)
                    surface.blit(shade, (round(half.x), round(y)))
                for seat, card in trick.cards:
                    self.draw_card(surface, card, (x0 + seat * pitch, y + (step - ch) / 2), cw, ch)
                    if seat == trick.winner:
                        rect = pygame.Rect(
                            round(x0 + seat * pitch) - 2,
                            round(y + (step - ch) / 2) - 2,
                            cw + 4,
                            ch + 4,
                        )
                        pygame.draw.rect(surface, widgets.GOLD, rect, width=2, border_radius=4)
                winner = seat_name(trick.winner, ai_deal)
                won = tr("compare.won", seat=winner, points=trick.points) if counted else winner
                left = x0 + 4 * pitch
                fitted = widgets.fit_text(res, won, font, half.right - left - font * 0.5)
                at = (left, y + step / 2 - fitted.height / 2)
                widgets.draw_fitted(surface, res, fitted, at, widgets.INK)
        centre = rows.center[0]
        for index in range(count):
            y = rows.y + font * 1.3 + index * step + step / 2
            colour = widgets.GOLD if parted and index + 1 == parted else widgets.DIM
            widgets.text(surface, res, str(index + 1), font, (centre, y), colour, "center")

    def draw_card(
        self, surface: pygame.Surface, card: Card, at: tuple[float, float], cw: int, ch: int
    ) -> None:
        image = self.app.resources.card(card, (cw, ch))
        surface.blit(image, (round(at[0]), round(at[1])))

    def draw_lines(self, surface: pygame.Surface, comparison: Comparison, rows: Box) -> None:
        """A deal without tricks: each result line, your figure and the AI's."""
        font, res = self.font, self.app.resources
        lines = result_rows(comparison.mine.result, comparison.ai.result, comparison.side)
        step = min(font * 1.7, rows.h / max(1, len(lines)))
        for column, half in enumerate(self.halves(rows)):
            for index, line in enumerate(lines):
                y = rows.y + index * step
                fitted = widgets.fit_text(res, line[0], font, half.w * 0.7, step)
                widgets.draw_fitted(surface, res, fitted, (half.x + font * 1.2, y), widgets.INK)
                at = (half.right - font * 1.2, y)
                widgets.text(surface, res, str(line[1 + column]), font, at, widgets.INK, "topright")

    def draw_totals(self, surface: pygame.Surface, comparison: Comparison, box: Box) -> None:
        """Each deal's points, and your points minus the AI's."""
        font, res = self.font, self.app.resources
        y = box.bottom - font * 3.0
        pygame.draw.line(
            surface,
            (90, 120, 100),
            (round(box.x + font), round(y - font * 0.3)),
            (round(box.right - font), round(y - font * 0.3)),
        )
        for half, play in zip(self.halves(box), (comparison.mine, comparison.ai), strict=True):
            points = play.result.points
            figures = "   ".join(
                f"{name} {value}"
                for name, value in zip(side_names(len(points)), points, strict=True)
            )
            words = tr("compare.points", points=figures)
            fitted = widgets.fit_text(res, words, font, half.w - font)
            widgets.draw_fitted(surface, res, fitted, (half.center[0], y), widgets.GOLD, "midtop")
        difference = tr("compare.difference", points=f"{comparison.difference:+d}")
        at = (box.center[0], box.bottom - font * 1.8)
        widgets.text(surface, res, difference, font, at, widgets.INK, "midtop")
