"""The deal of the day (issue 39): today's series of each game, its deals played against the
AI and each then played by the expert AI in your seat, scored deal by deal (your points
less the AI's), with the history of the series played.

A deal is a practice deal at the table (never saved or counted); its coach
(``DailyCoach``) hands the finished deal back here, where the AI's replay runs a decision
at a time in the worker (``game.session.ai_replay``) while the window keeps drawing.

A series is one code to share: "Play a shared series" opens a box (the deal-code box's,
``SeriesCodeScene``) where the player types another day's code or a friend's, and this
screen then shows that series; a code that names none is refused with the reason.
"""

from __future__ import annotations

import datetime
from typing import Any

import pygame

from game.catalog import games_in_menu_order, get_game
from game.core.api import Event
from game.session.ai_replay import AiReplay
from game.session.controller import TableController
from game.session.daily import (
    HISTORY,
    REPLAY_LEVEL,
    DailyHistory,
    SeriesScore,
    deal_codes,
    load_history,
    read_series,
    series_code,
    series_deals,
    typed_series,
)
from game.session.deal_code import DealCodeError, short_names
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title
from game.ui.i18n import tr, tr_n
from game.ui.layout import Box
from game.ui.review_data import say_points
from game.ui.scenes.deal_code import DealCodeScene
from game.ui.tables.host import Coach, TableHost
from game.ui.widgets import Button, hit_button

DEAL_OVER = "daily-deal-over"
SERIES = "daily-series"
HISTORY_ROWS = 6
FOOT = ("back", "code")  # the buttons at the foot of the screen


class SeriesCodeScene(DealCodeScene):
    """The deal-code box for a series code: Play shows that series on the daily screen,
    a code that names none is refused with the reason and stays to be corrected."""

    title = "daily.code_title"
    prompt = "daily.code_prompt"

    def __init__(self, app: App, today: datetime.date) -> None:
        super().__init__(app)
        self.today = today

    def play(self) -> None:
        try:
            code = typed_series(self.typed, self.today)
        except DealCodeError as error:
            self.error = tr(f"daily.bad.{error.reason}")
            return
        self.app.pop((SERIES, code))


class DailyCoach(Coach):
    """The table's coach for a deal of the day: once the deal is over, the table goes back to
    the daily screen with it (the comparison there is the deal's summary)."""

    active = True

    def __init__(self, controller: TableController) -> None:
        self.controller = controller

    def heard(self, table: TableHost, events: tuple[Event, ...], seat: int, action: Any) -> None:
        """Nothing to say: the deal is played as any other."""

    def update(self, table: TableHost) -> bool:
        if not self.controller.deal_over:
            return False
        table.app.pop((DEAL_OVER, self.controller))
        return True


class DailyScene(Scene):
    """Today's series of each game, one game shown at a time."""

    def __init__(
        self, app: App, code: str | None = None, today: datetime.date | None = None
    ) -> None:
        super().__init__(app)
        self.today = today or datetime.date.today()
        self.games = [g.name for g in games_in_menu_order() if g.name in short_names()]
        self.code = code or series_code(self.games[0], self.today)
        self.history: DailyHistory = load_history(app.storage)
        self.replay: AiReplay | None = None
        self.playing = -1  # the deal being played or replayed (from 0)
        self.buttons: list[Button] = []
        self.resized()

    @property
    def variant(self) -> str:
        return series_deals(self.code, 1)[0].variant

    @property
    def series(self) -> SeriesScore:
        return self.history.of(self.code)

    # --- geometry and input ------------------------------------------------------------

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 44, w / 68)))

    def resized(self) -> None:
        w, h = self.app.size
        font = self.font
        self.buttons = []
        tab_w = min(font * 11.0, (w * 0.9 - font * (len(self.games) - 1)) / len(self.games))
        x0 = w / 2 - (len(self.games) * tab_w + (len(self.games) - 1) * font * 0.5) / 2
        for i, name in enumerate(self.games):
            box = Box(x0 + i * (tab_w + font * 0.5), h * 0.12, tab_w, font * 2.4)
            button = Button(box, game_title(name), f"game:{name}")
            button.selected = name == self.variant
            self.buttons.append(button)
        for i in range(len(self.series.deals)):
            box = Box(w * 0.46, self.deal_y(i) - font * 1.0, w * 0.13, font * 2.0)
            button = Button(box, tr("daily.play"), f"play:{i}")
            button.enabled = self.replay is None and self.series.deals[i] is None
            self.buttons.append(button)
        bw, bh = min(font * 14.0, w * 0.3), font * 2.2
        x0 = w / 2 - (len(FOOT) * bw + (len(FOOT) - 1) * font) / 2
        for i, key in enumerate(FOOT):
            label = tr("setup.back") if key == "back" else tr("daily.enter_code")
            button = Button(Box(x0 + i * (bw + font), h - bh - font, bw, bh), label, key)
            button.enabled = key == "back" or self.replay is None
            self.buttons.append(button)

    def deal_y(self, index: int) -> float:
        h = self.app.size[1]
        return h * 0.33 + index * self.font * 3.0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None and button.enabled:
                self.click(button.key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.click("back")
        return True

    def click(self, key: str) -> None:
        if key == "back":
            self.close()
            self.app.pop()
        elif key.startswith("game:") and self.replay is None:
            self.code = series_code(key.split(":", 1)[1], self.today)
            self.resized()
        elif key == "code":
            self.app.push(SeriesCodeScene(self.app, self.today))
        elif key.startswith("play:"):
            self.play(int(key.split(":", 1)[1]))

    def play(self, index: int) -> None:
        """Deal ``index`` of the series at the table, against the AI."""
        spec = series_deals(self.code)[index]
        levels = ["human", *["hard"] * (get_game(spec.variant).seats - 1)]
        controller = TableController.for_deal(spec, levels, self.app.decider)
        self.playing = index
        self.app.push(self.app.route("table", controller, DailyCoach(controller)))

    def receive(self, result: object) -> None:
        if isinstance(result, tuple) and len(result) == 2 and result[0] == SERIES:
            if self.replay is None:
                self.code = str(result[1])
                self.resized()
            return
        if isinstance(result, tuple) and len(result) == 2 and result[0] == DEAL_OVER:
            controller = result[1]
            if isinstance(controller, TableController):
                self.replay = AiReplay(controller, self.app.decider, REPLAY_LEVEL)
                self.resized()

    def update(self, dt: float) -> None:
        replay = self.replay
        if replay is None or not replay.step():
            return
        comparison = replay.comparison()
        side = comparison.side
        mine, ai = comparison.mine.result.points[side], comparison.ai.result.points[side]
        self.history.score(self.code, self.playing, mine, ai)
        self.app.storage.write_data(HISTORY, self.history.to_json())
        self.replay = None
        self.playing = -1
        self.resized()

    def close(self) -> None:
        if self.replay is not None:
            self.replay.close()
            self.replay = None

    # --- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        font = self.font
        res = self.app.resources
        surface.blit(self.app.felt(), (0, 0))
        widgets.page_title(surface, res, tr("daily.title"), font, (w / 2, h * 0.06))
        box = Box(w * 0.08, h * 0.2, w * 0.84, h * 0.38)
        widgets.panel(surface, box)
        said = tr("daily.series", code=self.code, day=read_series(self.code)[1])
        head = widgets.fit_text(res, said, font, box.w - font * 2, font * 2.6)
        widgets.draw_fitted(surface, res, head, (box.x + font, box.y + font * 0.5), widgets.INK)
        series = self.series
        codes = deal_codes(self.code)
        labels = [tr("daily.deal", number=i + 1) for i in range(len(series.deals))]
        code_x = box.x + font * 2 + max(res.font(font).size(label)[0] for label in labels)
        status_x = max(b.box.right for b in self.buttons if b.key.startswith("play:")) + font
        for i, score in enumerate(series.deals):
            y = self.deal_y(i)
            widgets.text(surface, res, labels[i], font, (box.x + font, y), widgets.GOLD, "midleft")
            widgets.text(
                surface, res, codes[i], round(font * 0.8), (code_x, y), widgets.DIM, "midleft"
            )
            if i == self.playing and self.replay is not None:
                done, total = self.replay.progress
                words = tr("daily.replaying", percent=round(100 * done / max(total, 1)))
            elif score is None:
                words = tr("daily.not_played")
            else:
                words = tr(
                    "daily.score",
                    mine=score.mine,
                    ai=score.ai,
                    difference=say_points(score.difference),
                )
            status = widgets.fit_text(
                res, words, round(font * 0.9), box.right - font - status_x, font * 2.4
            )
            widgets.draw_fitted(
                surface, res, status, (box.right - font, y), widgets.INK, "midright"
            )
        summed = tr_n("daily.total_n", series.played, total=say_points(series.total))
        widgets.text(
            surface, res, summed, font, (box.x + font, box.bottom - font * 2.0), widgets.INK
        )
        self.draw_history(
            surface, Box(w * 0.08, box.bottom + font, w * 0.84, h - box.bottom - font * 5.5)
        )
        for button in self.buttons:
            button.draw(surface, res, round(font * 0.9))

    def draw_history(self, surface: pygame.Surface, box: Box) -> None:
        font = self.font
        res = self.app.resources
        widgets.panel(surface, box)
        widgets.text(
            surface,
            res,
            tr("daily.history"),
            font,
            (box.x + font, box.y + font * 0.5),
            widgets.GOLD,
        )
        past = [s for s in self.history.of_game(self.variant) if s.played]
        if not past:
            widgets.text(
                surface,
                res,
                tr("daily.history_empty"),
                round(font * 0.9),
                box.center,
                widgets.DIM,
                "center",
            )
            return
        y = box.y + font * 2.2
        for series in past[:HISTORY_ROWS]:
            widgets.text(
                surface, res, series.day, round(font * 0.9), (box.x + font, y), widgets.INK
            )
            words = tr_n("daily.total_n", series.played, total=say_points(series.total))
            widgets.text(
                surface,
                res,
                words,
                round(font * 0.9),
                (box.right - font, y),
                widgets.INK,
                "topright",
            )
            y += font * 1.5
            if y > box.bottom - font * 1.5:
                break
