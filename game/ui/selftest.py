"""``main.py --self-test``: prove that a build works, without a person at the screen.

It loads every asset, draws the menu, checks that Arabic is shaped and laid out right to
left, opens the table and lets four AI seats play one deal of each rule set at the table,
then prints what it checked.  Any failure is one
clear line and a non-zero exit status.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.catalog import games_in_menu_order
from game.session.controller import Decider, TableController
from game.session.storage import Storage
from game.ui import i18n, line_breaks, writing
from game.ui.app import App
from game.ui.resources import Resources, asset_path
from game.ui.routes import table_scene, wire
from game.ui.scenes.menu import MenuScene

DEAL_TIMEOUT = 180.0  # seconds for one AI-only deal, far above what it takes


class SelfTestError(Exception):
    """A check that failed; the message says which."""


def check_assets() -> str:
    """Load every image, font, sound and text under assets/."""
    root = asset_path()
    counts = {"images": 0, "fonts": 0, "sounds": 0, "texts": 0}
    for path in sorted(root.rglob("*")):
        suffix = path.suffix.lower()
        try:
            if suffix == ".png":
                pygame.image.load(str(path))
                counts["images"] += 1
            elif suffix in (".otf", ".ttf"):
                pygame.font.Font(str(path), 20).render("Atout ♠♥♦♣ アトゥ", True, (0, 0, 0))
                counts["fonts"] += 1
            elif suffix == ".wav":
                pygame.mixer.Sound(str(path))
                counts["sounds"] += 1
            elif suffix in (".md", ".txt"):
                path.read_text(encoding="utf-8")
                counts["texts"] += 1
        except (pygame.error, OSError, UnicodeDecodeError) as error:
            raise SelfTestError(f"asset {path.relative_to(root)} does not load: {error}") from None
    if counts["images"] < 100 or not counts["fonts"] or not counts["sounds"]:
        raise SelfTestError(f"assets missing under {root}: found {counts}")
    return ", ".join(f"{n} {kind}" for kind, n in counts.items())


def check_line_breaks() -> str:
    """Japanese lines break between phrases: BudouX and its Japanese model are in the build."""
    sentence = "保存されたゲームがあります。"
    try:
        found = ["".join(words) for words in line_breaks.phrases(sentence)]
    except OSError as error:
        raise SelfTestError(f"the Japanese line breaks' model does not load: {error}") from None
    if found != ["保存された", "ゲームが", "あります。"]:
        raise SelfTestError(f"Japanese lines break in the wrong places: {' / '.join(found)}")
    return " / ".join(found)


def check_arabic() -> str:
    """Arabic is shaped (HarfBuzz in the build joins لا into one glyph, narrower than its two
    letters apart), put in visual order (python-bidi: "لنا 152" keeps 152 in order) and
    spoken (the Arabic catalogue is in the build)."""
    was = i18n.language()
    i18n.set_language("ar")
    try:
        font = Resources().font(40)
        joined, apart = font.size("لا")[0], font.size("ل")[0] + font.size("ا")[0]
        if not joined < apart * 0.8:
            raise SelfTestError(f"Arabic is not shaped: لا is {joined} px, ل + ا {apart} px")
        shown = writing.visual("لنا 152")
        if not shown.startswith("152 "):
            raise SelfTestError(f"Arabic is not reordered: 'لنا 152' is drawn as {shown!r}")
        words = i18n.tr("menu.new")
        if not any(writing.is_arabic(char) for char in words):
            raise SelfTestError(f"the Arabic texts are missing: menu.new is {words!r}")
        font.render("لنا 152 ♥", True, (0, 0, 0))
    finally:
        i18n.set_language(was)
    return f"لا {joined} px < ل + ا {apart} px, 'لنا 152' keeps 152, {words}"


def play_one_deal(app: App, variant: str, seed: int, with_table: bool = True) -> str:
    """Four AI seats play the first deal of a game of ``variant`` to its end ("" if thrown in)."""
    levels = ["easy"] * 4
    controller = TableController(variant, {}, levels, seed=seed, decider=app.decider)
    table = table_scene(app, controller) if with_table else None
    if table is not None:
        app.push(table)
    deadline = time.monotonic() + DEAL_TIMEOUT
    frames = 0
    try:
        while not controller.deal_over:
            if time.monotonic() > deadline:
                raise SelfTestError(f"{variant}: the AI-only deal did not end in time")
            if table is not None:
                for event in pygame.event.get():
                    app.dispatch(event)
                app.frame(1 / 60)
                pygame.display.flip()
                frames += 1
                if app.top is not table:  # an overlay (a hand summary) came up
                    break
            else:
                controller.pump()
                time.sleep(0.001)
        if not controller.deal_over:
            raise SelfTestError(f"{variant}: the table stopped before the end of the deal")
    finally:
        while table is not None and table in app.scenes:
            app.pop()
    actions = len(controller.record.deals[-1].actions)
    result = controller.last_result()
    if result is None or result.thrown_in:
        return ""
    where = f"at the table, {frames} frames" if with_table else "controller only"
    return f"{variant}: one AI-only deal, {actions} actions, points {list(result.points)} ({where})"


def run_self_test(decider_factory: Callable[[], Decider], started: float) -> int:
    """Run every check; print them; 0 when all pass."""
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    try:
        with tempfile.TemporaryDirectory() as folder:
            app = wire(App(Storage(Path(folder)), decider_factory))
            app.settings.speed = "instant"
            app.settings.sound = False
            app.apply_settings()
            app.open_window()
            app.push(MenuScene(app))
            app.frame(1 / 60)
            pygame.display.flip()
            print(f"ok  menu drawn {time.perf_counter() - started:.2f} s after start", flush=True)
            print(f"ok  assets: {check_assets()}", flush=True)
            print(f"ok  Japanese line breaks: {check_line_breaks()}", flush=True)
            print(f"ok  Arabic: {check_arabic()}", flush=True)
            for game in games_in_menu_order():  # every registered game, at its own table
                variant = game.name
                line = ""
                for seed in range(100, 110):  # a thrown-in deal plays no card: deal again
                    line = play_one_deal(app, variant, seed)
                    if line:
                        break
                if not line:
                    raise SelfTestError(f"{variant}: ten deals in a row were thrown in")
                print(f"ok  {line}", flush=True)
            app.close()
    except SelfTestError as error:
        print(f"FAILED  {error}", flush=True)
        return 1
    except Exception as error:  # a broken build can fail anywhere: report it plainly
        print(f"FAILED  {type(error).__name__}: {error}", flush=True)
        return 1
    finally:
        pygame.quit()
    print("self-test passed", flush=True)
    return 0
