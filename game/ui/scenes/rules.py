"""The rules of each game, readable in the program (assets/rules, English and Japanese)."""

from __future__ import annotations

import pygame

from game.ui import i18n, widgets
from game.ui.app import App, Scene
from game.ui.game_names import game_title, table_games
from game.ui.i18n import tr
from game.ui.layout import Box
from game.ui.resources import asset_path
from game.ui.widgets import Button, hit_button


def rules_text(variant: str, language: str) -> str:
    """The rules file for the language, else the English one."""
    for lang in (language, "en"):
        path = asset_path("rules", f"{variant}.{lang}.md")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return tr("rules.missing")


def plain_lines(markdown: str) -> list[tuple[str, bool]]:
    """Markdown reduced to (line, is_heading) for drawing."""
    out: list[tuple[str, bool]] = []
    for raw in markdown.splitlines():
        line = raw.rstrip().replace("**", "").replace("`", "")
        if line.startswith("#"):
            out.append((line.lstrip("#").strip(), True))
        elif line.startswith("|") and set(line) <= set("|-: "):
            continue
        else:
            out.append(
                (line.strip("|").replace("|", "  ·  ") if line.startswith("|") else line, False)
            )
    return out


class RulesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.names = table_games()
        self.variant = self.names[0]
        self.scroll = 0
        self.lines: list[tuple[str, bool]] = []
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        w, h = self.app.size
        font = max(14, round(h / 42))
        tab_w = min(w * 0.9 / max(1, len(self.names)), font * 14.0)
        self.buttons = [
            Button(
                Box(w * 0.05 + i * (tab_w + 6), h * 0.1, tab_w, font * 2),
                game_title(n),
                f"game:{n}",
                selected=n == self.variant,
            )
            for i, n in enumerate(self.names)
        ]
        self.buttons.append(
            Button(Box(w * 0.4, h * 0.9, w * 0.2, font * 2.2), tr("setup.back"), "back")
        )
        widgets.mirrored_screen(self.buttons, w)  # the games' tabs from the right in Arabic
        self.body = Box(w * 0.05, h * 0.1 + font * 2.6, w * 0.9, h * 0.9 - font * 3.2 - h * 0.1)
        self.lines = []
        for line, heading in plain_lines(rules_text(self.variant, i18n.language())):
            size = round(font * 1.15) if heading else round(font * 0.85)
            for part in (
                widgets.wrap(self.app.resources, line, size, self.body.w - font * 2)
                if line
                else [""]
            ):
                self.lines.append((part, heading))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = hit_button(self.buttons, event.pos)
            if button is not None:
                kind, _, value = button.key.partition(":")
                if kind == "back":
                    self.app.pop()
                else:
                    self.variant, self.scroll = value, 0
                    self.resized()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(len(self.lines) - 5, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(
                    len(self.lines) - 5, self.scroll + (3 if event.key == pygame.K_DOWN else 20)
                )
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (3 if event.key == pygame.K_UP else 20))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        res = self.app.resources
        font = max(14, round(h / 42))
        surface.blit(self.app.felt(), (0, 0))
        widgets.text(
            surface, res, tr("rules.title"), round(font * 1.6), (w / 2, h * 0.05), anchor="center"
        )
        widgets.panel(surface, self.body, (245, 240, 225, 240))
        y = self.body.y + font * 0.6
        for line, heading in self.lines[self.scroll :]:
            size = round(font * 1.15) if heading else round(font * 0.85)
            if y + size > self.body.bottom - font * 0.4:
                break
            colour = (120, 30, 30) if heading else (30, 30, 30)
            widgets.text(surface, res, line, size, (self.body.x + font, y), colour, shadow=False)
            y += size * 1.45
        for button in self.buttons:
            button.draw(surface, res, font)
