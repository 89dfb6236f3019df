"""One look per meaning: hint, keyboard cursor, selection and a new card each look their own
way; the piles of won tricks lie by the seats that won them; nothing raised or stuck on a card
covers a name plate."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.cards import Card
from game.session.controller import TableController
from game.ui.app import App
from game.ui.games.burraco.layout import (
    INDEX_DEPTH,
    INDEX_STRIP,
    badge_room,
    burraco_layout,
    meld_places,
)
from game.ui.layout import (
    HOVER_LIFT,
    PILE_SHOWN,
    Box,
    TableLayout,
    hand_centres,
    pile_box,
    table_layout,
)
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from game.ui.sprites import CardSprite
from tests.ui.helpers import FRAME, hint_at_a_choice, key, settle
from tests.ui.test_screenshots import save

SIZES = [(1024, 640), (1920, 1080), (800, 560), (1280, 800), (720, 1280), (1080, 1920)]


def looks(app: App) -> dict[str, bytes]:
    """The pixels of one card in each look."""
    out = {}
    for name in ("plain", "hinted", "cursor", "fresh", "dimmed"):
        sprite = CardSprite(app.resources, "x", Card.parse("QH"), (100, 150), 200, 200)
        if name == "fresh":
            sprite.fresh = 1.0
        elif name != "plain":
            setattr(sprite, name, True)
        sprite.refresh()
        out[name] = pygame.image.tobytes(sprite.image, "RGBA")
    return out


@pytest.mark.parametrize("four_colour", [False, True])
def test_each_look_draws_differently_in_both_decks(app: App, four_colour: bool) -> None:
    app.settings.four_colour = four_colour
    app.apply_settings()
    drawn = looks(app)
    for a, b in itertools.combinations(drawn, 2):
        assert drawn[a] != drawn[b], (a, b)


def test_a_raised_card_sits_higher_without_a_frame(app: App) -> None:
    sprite = CardSprite(app.resources, "x", Card.parse("QH"), (100, 150), 200, 200)
    flat = pygame.image.tobytes(sprite.image, "RGBA")
    sprite.lift = 18
    sprite.refresh()
    assert pygame.image.tobytes(sprite.image, "RGBA") == flat
    assert sprite.placed.centery == 200 - 18


def test_a_new_card_glow_fades(app: App) -> None:
    sprite = CardSprite(app.resources, "x", Card.parse("QH"), (100, 150), 200, 200)
    strength = []
    for level in (1.0, 0.5, 0.0):
        sprite.fresh = level
        sprite.refresh()
        corner = sprite.image.get_at((sprite.rect.w // 2, 3))  # in the glow, above the card
        strength.append(corner.a)
    assert strength[0] > strength[1] > strength[2] == 0


def open_table(app: App, variant: str, seed: int, language: str = "en") -> TableScene:
    app.settings.language = language
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    levels = ["human", "medium", "hard", "expert"]
    c = TableController(variant, {}, levels, seed=seed, decider=app.decider)
    table = table_scene(app, c)
    app.push(table)
    return table


def play_until(table: TableScene, app: App, done: object) -> None:
    """The human plays his first legal action until ``done()`` (or the deal ends)."""
    c = table.controller
    assert callable(done)
    for _ in range(300):
        settle(app, table)
        if c.deal_over or done():
            return
        legal = c.legal_actions()
        pick = next((a for a in legal if str(a) != "pass"), legal[0])
        if "domino" in str(pick):  # Barbu: a trick contract, so that tricks are won
            pick = next(a for a in legal if "domino" not in str(a))
        table.play(pick)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_hint_and_cursor_look_apart(app: App, language: str) -> None:
    """H lights the hinted card; the keyboard cursor, elsewhere, is an outline; never two
    cursors, and the hint and the cursor never share a look."""
    table = open_table(app, "belote_bga", 3, language)
    c = table.controller
    play_until(table, app, lambda: isinstance(c.legal_actions()[0], Card))
    hint = hint_at_a_choice(app, table)
    assert isinstance(hint, Card)
    for _ in range(8):
        key(app, pygame.K_RIGHT)
        app.frame(FRAME)
        cursor = [s for s in table.hand_sprites() if s.cursor]
        if cursor[0].card != hint:
            break
    hinted = [s for s in table.hand_sprites() if s.hinted]
    cursor = [s for s in table.hand_sprites() if s.cursor]
    assert [s.card for s in hinted] == [hint] and len(cursor) == 1 and cursor[0].card != hint
    assert not cursor[0].hinted and not hinted[0].cursor
    save(app, f"hint_cursor_{language}")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_barbu_piles_one_per_seat_by_its_plate(app: App, language: str) -> None:
    def every_seat_won() -> bool:
        return all(c.trick_view().tricks_taken) and not c.trick_view().trick

    for seed in range(20):
        table = open_table(app, "barbu", seed, language)
        c = table.controller
        play_until(table, app, every_seat_won)
        if every_seat_won():
            break
        while app.top is not table:
            app.pop()
        app.pop()
    else:
        raise AssertionError("no first deal in 20 where every seat takes a trick")
    table.dirty = True
    app.frame(FRAME)
    taken = c.trick_view().tricks_taken
    for seat in range(4):
        pile = [s for k, s in table.by_key.items() if k.startswith(f"p{seat}.")]
        assert len(pile) == min(taken[seat], PILE_SHOWN)
        box = pile_box(table.layout, seat)
        assert all(box.contains(s.placed.center) for s in pile)
    save(app, f"barbu_piles_{language}")


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)


def overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("size", SIZES)
def test_each_pile_is_nearer_its_own_seat_and_covers_no_plate(size: tuple[int, int]) -> None:
    layout = table_layout(*size)
    for seat in range(4):
        box = pile_box(layout, seat)
        near = [distance(box.center, plate.center) for plate in layout.labels]
        assert near.index(min(near)) == seat, (size, seat, near)
        assert box.inside(layout.table)
        for other in (*layout.labels, layout.scores, layout.contract, layout.buttons):
            assert not overlaps(box, other), (size, seat, other)
        for hand_seat in range(4):
            for centre in hand_centres(layout, hand_seat, 13 if hand_seat else 8):
                assert not overlaps(box, card_face(layout, hand_seat, centre)), (size, seat)


def card_face(layout: TableLayout, seat: int, centre: tuple[float, float]) -> Box:
    if seat == 0:
        return Box.centred(*centre, *layout.card)
    sw, sh = layout.small
    return Box.centred(*centre, *((sw, sh) if seat == 2 else (sh, sw)))


@pytest.mark.parametrize("size", SIZES)
def test_a_raised_card_never_covers_our_plate(size: tuple[int, int]) -> None:
    layout = table_layout(*size)
    plate = layout.labels[0]
    for count in (1, 8, 13):
        for centre in hand_centres(layout, 0, count):
            x, y = centre
            raised = Box.centred(x, y - layout.card[1] * HOVER_LIFT, *layout.card)
            assert raised.y >= plate.bottom, size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("sizes", [[7, 8, 3, 9, 7], [7] * 6, [13, 7, 4, 4, 4, 4, 4, 7]])
def test_a_burraco_badge_covers_no_index_and_no_plate(
    size: tuple[int, int], sizes: list[int]
) -> None:
    lay = burraco_layout(*size)
    for team in (0, 1):
        spots = meld_places(lay, team, sizes)
        w, h = spots.card
        indices = [
            Box(x - w / 2, y - h / 2, w * INDEX_STRIP, h * INDEX_DEPTH)
            for centres in spots.centres
            for x, y in centres
        ]
        for box, count in zip(spots.boxes, sizes, strict=True):
            if count < 7:
                continue
            room = badge_room(box, spots.card)
            assert room.w > 0 and room.h > 0
            assert not any(overlaps(room, index) for index in indices), (size, team)
            assert not any(overlaps(room, plate) for plate in lay.base.labels), (size, team)
