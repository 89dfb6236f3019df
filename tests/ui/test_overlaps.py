"""A layout that never hides the game: at every trick table, in each phase of a deal (bidding
or the choice of a contract, doubling where the game has it, the play with the bubbles of
what the seats said, the table once the hand is over), at four window sizes, nothing the
table shows covers anything else.

The table's boxes come from ``TableHud.occupied()``: the seat plates, the scores, the card
points counter, the contract box, the log, the message, the cards (named by their group),
the decision panel, the buttons and the bubbles.  The exemptions, and only these: cards of
one group may overlap each other (the cards of a hand fan over each other, the backs of a
pile of won tricks lie on each other, the trick's cards and the turn-up lie in the middle
together)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.session.controller import TableController
from game.ui import i18n
from game.ui.layout import Box, boxes_meet
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from game.ui.tables.hud import Bubble, TableHud
from tests.ui.conftest import make_app
from tests.ui.helpers import rummy_table_games, settle, trick_table_games

SEATS = ["human", "easy", "easy", "easy"]
SIZES = [(1024, 640), (1280, 800), (1920, 1080), (768, 1366)]
CARD_GROUPS = ("hand:", "pile:", "table")


def exempt(a: str, b: str) -> bool:
    """Two boxes that may overlap: cards of one group (a hand, a pile, the table's middle)."""
    return a == b and a.startswith(CARD_GROUPS)


def overlaps(named: list[tuple[str, Box]]) -> list[tuple[str, str, Box, Box]]:
    return [
        (a, b, box_a, box_b)
        for (a, box_a), (b, box_b) in combinations(named, 2)
        if not exempt(a, b) and boxes_meet(shrunk(box_a), shrunk(box_b))
    ]


def shrunk(box: Box) -> Box:
    """A box less half a pixel on each side: rounding never counts as an overlap."""
    return Box(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1)


def check(app: Any, table: TableScene, said: dict[int, tuple[str, bool]], moment: str) -> None:
    """Show what each seat said last (all at once, as the worst case) and check the frame."""
    hud = table.hud
    hud.bubbles = [Bubble(seat, words, 1e12, loud) for seat, (words, loud) in said.items()]
    table.draw(app.screen)
    window = pygame.Rect(0, 0, *app.size)
    named = hud.occupied(window)
    for name, box in named:
        if name.startswith("bubble"):
            assert box.inside(Box(0, 0, *app.size)), (moment, name, box)
    bad = overlaps(named)
    assert not bad, (moment, [(b.seat, b.words) for b in hud.bubbles], bad[:6])


def run_deal(app: Any, variant: str, seed: int, most: int = 10_000) -> list[str]:
    """Play one deal, the human taking his first legal action, checking the table at each of
    his decisions (the first ``most``) and once the hand is over; the moments checked."""
    app.settings.speed = "instant"
    app.settings.autoplay = False
    app.apply_settings()
    c = TableController(variant, {}, SEATS, seed=seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    said: dict[int, tuple[str, bool]] = {}
    real = TableHud.bubble

    def heard(hud: TableHud, seat: int, words: str, loud: bool, call: bool = False) -> None:
        said[seat] = (words, loud)
        real(hud, seat, words, loud, call)

    setattr(TableHud, "bubble", heard)  # noqa: B010 (every hud of the deal)
    moments: list[str] = []
    try:
        settle(app, table)
        while app.top is table and not c.deal_over:
            decisions = c.decisions()
            moment = f"{variant} {app.size} {'decision' if decisions else 'play'} {len(moments)}"
            if len(moments) < most:
                check(app, table, said, moment)
            moments.append(moment)
            table.play(decisions[-1] if decisions else c.legal_actions()[0])
            settle(app, table)
        app.frame(0.05)
        if app.top is not table:  # the hand's summary: the table under it, as it lies
            check(app, table, said, f"{variant} {app.size} over")
            moments.append("over")
    finally:
        setattr(TableHud, "bubble", real)  # noqa: B010
    return moments


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", trick_table_games())
def test_nothing_covers_anything(tmp_path: Path, variant: str, size: tuple[int, int]) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        moments = run_deal(app, variant, seed=5)
        assert any("decision" in m for m in moments), moments
        assert any("play" in m for m in moments), moments
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", rummy_table_games())
def test_nothing_covers_anything_at_the_rummy_table(
    tmp_path: Path, variant: str, size: tuple[int, int]
) -> None:
    """Burraco's table: its plates, scores, contract box, log, buttons, hands, stock, pile,
    pots and melds (each meld a group of its own), for the first moves of a deal."""
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        moments = run_deal(app, variant, seed=5, most=40)
        assert len(moments) >= 10, moments
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_long_bubbles_find_a_place(tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    """Long announcements with cards, by two seats at once (two declarations in one trick):
    each finds a place of its own in the window, over nothing, its cards kept together on one
    line."""
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        i18n.set_language(language)
        app.settings.language = language
        app.settings.speed = "instant"
        app.settings.autoplay = False
        app.apply_settings()
        variant = trick_table_games()[0]
        c = TableController(variant, {}, SEATS, seed=4, decider=app.decider)
        table = table_scene(app, c)
        app.push(table)
        settle(app, table)
        while c.decisions() and not c.deal_over:  # to the play
            table.play(c.decisions()[0])
            settle(app, table)
        group = "Q♦ K♦ A♦"
        words = f"{i18n.tr('seat.3')}: {group} · 10♠ J♠ Q♠ K♠ · {group}"
        for pair in combinations(range(4), 2):
            said = {seat: (words, True) for seat in pair}
            check(app, table, said, f"{language} {size} {pair}")
            for _, _, fitted in table.hud.placed(pygame.Rect(0, 0, *size)):
                assert any(group.replace(" ", "\u00a0") in line for line in fitted.lines), fitted
    finally:
        app.close()
        i18n.set_language("en")


def test_a_flying_card_passes_under_the_plates(tmp_path: Path) -> None:
    """North's card flies from its hand over its plate to the trick: the plate stays on top
    (the card shows dimly through it), so the seat's name is never hidden."""
    pygame.init()
    app = make_app(tmp_path, (1024, 640))
    try:
        app.settings.speed = "normal"
        app.settings.autoplay = False
        app.apply_settings()
        c = TableController(trick_table_games()[0], {}, SEATS, seed=5, decider=app.decider)
        table = table_scene(app, c)
        app.push(table)
        plate = table.layout.labels[2]
        seen = 0
        for _ in range(6000):
            app.frame(1 / 60)
            if c.human_to_act and table.animator.idle:
                decisions = c.decisions()
                table.play(decisions[-1] if decisions else c.legal_actions()[0])
            flying = [box for name, box in table.kind.shown() if name == "table"]
            over = [box for box in flying if boxes_meet(box, plate)]
            if not over:
                continue
            assert 2 in table.hud.plates_flown_over()
            app.draw()
            assert app.screen is not None
            x = round(max(over[0].x, plate.x) + 6)
            y = round(max(over[0].y, plate.y) + 6)
            assert sum(app.screen.get_at((x, y))[:3]) < 3 * 200, (x, y)  # the plate's ground
            seen += 1
            if seen >= 3:
                break
        assert seen, "no card flew over North's plate"
    finally:
        app.close()
