"""Learn's lesson panels (issue 36): where they go (never over a card, a seat plate, the
scores, a decision panel or a button, at every window size), one at a time in the order the
game declares, each citing the numbers of the rules it explains."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.catalog import games_in_menu_order
from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.layout import Box
from game.ui.learn.coach import LearnCoach, lesson_key
from game.ui.learn.overlays import LessonOverlay, kept_clear
from game.ui.resources import asset_path
from game.ui.scenes.overlays import GameOverOverlay
from game.ui.scenes.table import TableScene
from tests.ui.conftest import make_app
from tests.ui.helpers import key

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (1080, 1920)]
"""Three landscape windows and a portrait one (see tests/ui/test_window_shapes.py)."""
SHORT = {
    "belote_bga": {"target": 500},
    "belote_classic": {"target": 501},
    "baloot": {},
    "barbu": {"rounds": 1},
    "burraco": {"target": 1005},
}
GAMES = [game.name for game in games_in_menu_order()]
FIRST_FEW = 7  # lessons checked per game and size (the first ones the seeded game brings)


def learn_table(app: App, variant: str, seed: int) -> TableScene:
    controller = TableController(
        variant,
        SHORT.get(variant, {}),
        ["human", "easy", "easy", "easy"],
        seed,
        decider=app.decider,
    )
    table = app.route("learn", controller)
    assert isinstance(table, TableScene)
    app.push(table)
    return table


def card_box(sprite: object) -> Box:
    placed = sprite.placed  # type: ignore[attr-defined]
    return Box(placed.x, placed.y, placed.w, placed.h)


def forbidden(table: TableScene) -> list[tuple[str, Box]]:
    """What a lesson may never cover, as drawn in the frame under it."""
    lay = table.layout
    boxes = [(f"card {s.key}", card_box(s)) for s in table.sprites]
    boxes += [(f"plate {i}", box) for i, box in enumerate(lay.labels)]
    boxes += [("scores", lay.scores), ("contract", lay.contract)]
    boxes += [(f"button {b.key}", b.box) for b in table.buttons]
    if table.panel.drawn is not None:
        boxes.append(("decision panel", table.panel.drawn))
    boxes += [(f"decision {i}", entry[0].box) for i, entry in enumerate(table.panel.buttons)]
    return [(name, box) for name, box in boxes if box.w > 0 and box.h > 0]


def meet(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def play_through(
    app: App, table: TableScene, rng: random.Random, check: Callable[[LessonOverlay], bool]
) -> list[str]:
    """Play the learn game, calling ``check(lesson)`` at each lesson as it first shows; the
    lessons' moments, in the order shown."""
    shown: list[str] = []
    for _ in range(60_000):
        top = app.top
        if isinstance(top, GameOverOverlay):
            break
        if isinstance(top, LessonOverlay):
            app.frame(0.05)  # the table's frame under it, as the player sees it
            assert app.scenes[-2] is table, "two lessons open at once"
            shown.append(top.moment)
            if check(top) is False:
                break
            key(app, pygame.K_RETURN)
        elif top is not table:
            key(app, pygame.K_RETURN)
        elif table.animator.idle and not table.dirty and table.controller.human_to_act:
            legal = table.controller.legal_actions()
            cards = [a for a in legal if isinstance(a, Card)]
            table.play(rng.choice(cards or legal))
        app.frame(0.05)
    return shown


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant", GAMES)
def test_a_lesson_covers_no_card_plate_score_or_decision(
    tmp_path: Path, variant: str, size: tuple[int, int]
) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        app.settings.speed = "instant"
        table = learn_table(app, variant, seed=5)
        window = Box(0, 0, *size)
        checked: list[str] = []
        logs_clear: list[bool] = []

        def check(lesson: LessonOverlay) -> bool:
            assert lesson.box.inside(window), (size, lesson.moment, lesson.box)
            for button in lesson.buttons:
                assert button.box.inside(lesson.box), (size, lesson.moment)
            for name, box in forbidden(table):
                assert not meet(lesson.box, box), (variant, size, lesson.moment, name)
            log = [box for name, box in table.hud.hud_boxes() if name == "log"]
            if log and lesson.first_free(kept_clear(table)) is not None:
                assert not meet(lesson.box, log[0]), (variant, size, lesson.moment, "log")
            logs_clear.append(not log or not meet(lesson.box, log[0]))
            checked.append(lesson.moment)
            return len(checked) < FIRST_FEW

        play_through(app, table, random.Random(3), check)
        assert len(checked) >= 3, checked
        assert any(logs_clear), "the log yields only where there is no other room"
    finally:
        app.close()


def test_doubling_comes_before_dominoes_and_dominoes_waits_for_its_play(app: App) -> None:
    """Barbu: a Dominoes contract announced while the learner doubles is taught at his first
    play of the layout, after Doubling's lesson, never at the doubling."""
    app.settings.speed = "instant"
    order = next(g for g in games_in_menu_order() if g.name == "barbu").lessons.order
    for seed in range(12):
        table = learn_table(app, "barbu", seed)

        def check(lesson: LessonOverlay, table: TableScene = table) -> bool:
            decisions = table.controller.legal_actions()
            if lesson.moment == "contract:domino":
                assert not any(
                    not isinstance(a, Card) and a.wording().key.startswith("double")
                    for a in decisions
                ), "Dominoes taught while the learner doubles"
            return True

        shown = play_through(app, table, random.Random(seed), check)
        while len(app.scenes) > 0:
            app.pop()
        assert len(shown) == len(set(shown))
        if "double" in shown and "contract:domino" in shown:
            assert shown.index("double") < shown.index("contract:domino")
            return
        assert all(order.index(a) >= 0 for a in shown)
    pytest.fail("no seeded game brought both Doubling and Dominoes")


@pytest.mark.parametrize("variant", GAMES)
def test_lessons_found_together_show_one_at_a_time_in_the_games_order(
    app: App, variant: str
) -> None:
    app.settings.speed = "instant"
    table = learn_table(app, variant, seed=7)
    order = table.controller.definition.lessons.order
    coach = table.coach
    runs: list[list[str]] = []
    at: list[object] = [None]

    def check(lesson: LessonOverlay) -> bool:
        c = table.controller
        now = (len(c.record.deals), len(c.record.deals[-1].actions))
        if now != at[0]:
            runs.append([])
            at[0] = now
        runs[-1].append(lesson.moment)
        assert isinstance(coach, LearnCoach) and lesson.moment not in coach.due
        return True

    play_through(app, table, random.Random(1), check)
    for run in runs:
        assert run == sorted(run, key=order.index), run


def section_numbers(variant: str, language: str) -> set[int]:
    """The numbers of the ``##`` sections of a game's rules text (``## 4. Doubling``;
    ``## 4–5.`` a section covering two of the spec's)."""
    text = asset_path("rules", f"{variant}.{language}.md").read_text(encoding="utf-8")
    numbers: set[int] = set()
    for first, last in re.findall(r"^## (\d+)(?:–(\d+))?\. ", text, re.MULTILINE):
        numbers.update(range(int(first), int(last or first) + 1))
    return numbers


def test_the_english_rules_number_their_sections_in_order() -> None:
    for variant in GAMES:
        text = asset_path("rules", f"{variant}.en.md").read_text(encoding="utf-8")
        heads = re.findall(r"^## (\S+) ", text, re.MULTILINE)
        assert heads == [f"{n}." for n in range(1, len(heads) + 1)], variant


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("variant", GAMES)
def test_every_lesson_cites_rules_its_text_has(variant: str, language: str, app: App) -> None:
    i18n.set_language(language)
    table = learn_table(app, variant, seed=5)
    lessons = table.controller.definition.lessons
    sections = section_numbers(variant, language)
    for moment in lessons.order:
        numbers = lessons.rules.get(moment, ())
        assert numbers, f"{variant}: the lesson {moment} cites no rule"
        assert set(numbers) <= sections, (variant, language, moment, numbers)
        lesson = LessonOverlay(app, table, lesson_key(variant, moment))
        cited = lesson.heading.removeprefix(i18n.tr(f"lesson.title.{moment.replace(':', '.')}"))
        assert all(str(n) in cited for n in numbers), lesson.heading
        assert i18n.tr(f"lesson.title.{moment.replace(':', '.')}") in lesson.heading
