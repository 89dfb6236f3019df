"""Burraco at the table: a whole hand through synthetic mouse events, refusals, saves.

The human's turns are chosen from the rules core (a greedy player: a lay-off
with a choice of the wild's end first, then the longest meld, then any lay-off,
then a discard) and then *performed* with the mouse on the sprites; after each
one the record must hold exactly that action.  Seed 402 gives a first hand in
which the human draws, picks up the pile, melds, lays off choosing the wild's
end in the chooser, discards, takes the pot in flight and closes.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pygame
import pytest

from game.core.reasons import Reason
from game.session.controller import TableController
from game.session.record import parse_record
from game.session.replay import replay
from game.session.storage import save_file
from game.session.zones import (
    NOWHERE,
    PILE_ZONE,
    STOCK_ZONE,
    TABLE_ZONE,
    THEIR_ZONE,
    DropZone,
)
from game.ui.app import App
from game.ui.explain_words import say_explanation
from game.ui.games.burraco.summary import BurracoSummaryOverlay
from game.ui.games.burraco.table import RummyTable
from game.ui.games.burraco.view import hand_order
from game.ui.hint_view import advice_box
from game.ui.i18n import say_action, tr
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import (
    FRAME,
    click,
    drag,
    frames,
    key,
    play_game,
    point,
    settle,
    texts_drawn,
)

SEED = 372
SEATS = ["human", "easy", "easy", "easy"]


def open_burraco(app: App, seed: int = SEED, speed: str = "instant") -> TableScene:
    app.settings.autoplay = False
    app.settings.speed = speed
    app.apply_settings()
    controller = TableController("burraco", {}, SEATS, seed, decider=app.decider)
    table = table_scene(app, controller)
    app.push(table)
    return table


def chosen_action(table: TableScene) -> Any:
    """The greedy player's next action, from the rules core."""
    c = table.controller
    view = c.view(0)
    legal = c.legal_actions()
    if view.phase == "draw":
        word = "pickup" if len(view.pile) >= 2 else "draw"
        return next(a for a in legal if str(a) == word)
    options = c.state.meld_options()
    with_end = [a for a in options if str(a).startswith("layoff") and a.end]
    melds = sorted((a for a in options if str(a).startswith("meld")), key=lambda a: -len(a.cards))
    layoffs = [a for a in options if str(a).startswith("layoff")]
    for group in (with_end, melds, layoffs):
        if group:
            return group[0]
    return next(a for a in legal if str(a).startswith("discard"))


def card_spot(sprite: Any) -> tuple[int, int]:
    """A point on the part of a hand card that no neighbour covers (its index corner)."""
    rect = sprite.rect
    return (rect.left + max(3, rect.w // 7), rect.top + max(3, rect.h // 6))


def sprites_for(table: TableScene, indices: tuple[int, ...]) -> list[Any]:
    free = table.hand_sprites()
    out = []
    for index in indices:
        match = next(s for s in free if s.card is not None and s.card.index == index)
        free.remove(match)
        out.append(match)
    return out


def spot_in_zone(table: TableScene, box: Any, zone: DropZone) -> tuple[int, int]:
    """A point of ``box`` that the table reads as ``zone``."""
    for fy in (0.5, 0.3, 0.7, 0.15, 0.9):
        for fx in (0.5, 0.3, 0.7, 0.9, 0.1, 0.97):
            spot = (round(box.x + box.w * fx), round(box.y + box.h * fy))
            if table.kind.zone_at(spot) == zone:
                return spot
    raise AssertionError(f"no point of {box} is {zone}")


def perform(app: App, table: TableScene, action: Any) -> None:
    """Do ``action`` with the mouse, as a player would."""
    lay = table.kind.blayout
    text = str(action)
    head = text.split(":")[0]
    if head == "draw":
        click(app, point(lay.stock))
    elif head == "pickup":
        drag(app, point(lay.pile), point(lay.hand))
    elif head == "discard":
        sprite = sprites_for(table, (action.card,))[0]
        drag(app, card_spot(sprite), point(lay.pile))
    else:
        sprites = sprites_for(table, tuple(action.cards))
        for sprite in sprites:
            click(app, card_spot(sprite))
            app.frame(FRAME)
        assert table.kind.picked == {s.key for s in sprites}
        if head == "meld":
            target = spot_in_zone(table, lay.melds[0], TABLE_ZONE)
        else:
            box = table.kind.meld_spots[0].boxes[action.meld - 1]
            target = spot_in_zone(table, box, DropZone.on_meld(action.meld))
        drag(app, card_spot(sprites[0]), target)
        if getattr(action, "end", ""):
            assert len(table.panel.choices) == 2 and action in table.panel.choices
        if table.panel.choices:  # the drop meant several actions: the chooser asks which
            app.frame(FRAME)  # the chooser shows at once
            button = next(b for b, payload in table.panel.buttons if payload == action)
            click(app, point(button.box))


def test_a_whole_burraco_hand_through_the_mouse(app: App) -> None:
    table = open_burraco(app, seed=402, speed="fast")  # every animation runs
    c = table.controller
    done: set[str] = set()
    refused = False
    while True:
        settle(app, table)
        if c.deal_over:
            break
        actions = c.record.deals[-1].actions
        before = len(actions)
        if not refused and c.view(0).phase == "draw":
            refused = True  # a discard before drawing slides back with the rule's reason
            sprite = table.hand_sprites()[0]
            origin = (sprite.x, sprite.y)
            drag(app, card_spot(sprite), point(table.kind.blayout.pile))
            assert actions[before:] == []
            assert "first draw from the stock" in table.hud.message
            frames(app, 20)
            assert (round(sprite.x), round(sprite.y)) == (round(origin[0]), round(origin[1]))
        action = chosen_action(table)
        pots = c.view(0).pot_taken[0]
        perform(app, table, action)
        assert actions[before:] == [(0, str(action))], "the table took another action"
        head = str(action).split(":")[0]
        done.add(head + (":end" if getattr(action, "end", "") else ""))
        if c.view(0).pot_taken[0] and not pots:
            done.add("pot")
    assert {"draw", "pickup", "meld", "layoff", "layoff:end", "discard", "pot"} <= done
    result = c.results[-1]
    assert result.details["end"] == "closed" and result.details["closer"] == 0
    assert c.record.deals[-1].actions[-1][0] == 0, "the human closed"
    frames(app, 3)
    assert isinstance(app.top, BurracoSummaryOverlay)
    assert app.top.table is table
    replayed = replay(parse_record(c.to_json()))
    assert replayed.match.totals == c.totals
    stats = app.storage.load_statistics().of("burraco")
    assert stats.hands == 1 and stats.points == result.points[0]
    assert 0 in c.rummy_view().pot_takers
    click(app, point(app.top.buttons[0].box))  # continue: the next hand is dealt
    assert app.top is table and len(c.record.deals) == 2 and not c.deal_over


def test_keys_draw_and_sort_and_the_chooser_can_be_cancelled(app: App) -> None:
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    hand = c.view(0).hand
    assert app.settings.hand_sort == "trumps"
    assert [s.card for s in table.hand_sprites()] == hand_order(hand, "trumps")
    key(app, pygame.K_l)  # the trick table's "last trick": nothing to show here
    assert app.top is table
    key(app, pygame.K_r)
    app.frame(FRAME)
    assert [s.card for s in table.hand_sprites()] == hand_order(hand, "rank")
    assert app.settings.hand_sort == "rank", "R sets the one hand order of the settings"
    assert app.storage.load_settings().hand_sort == "rank", "and it is kept"
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_d)
    assert c.record.deals[-1].actions[before:] == [(0, "draw")]
    settle(app, table)
    drawn = Counter(c.view(0).hand) - Counter(hand)
    assert [s.card for s in table.hand_sprites() if s.fresh] == list(drawn)  # the new card shows
    table.panel.choices = c.legal_actions()[:2]
    app.frame(FRAME)
    cancel = next(b for b, payload in table.panel.buttons if payload == ("cancel",))
    click(app, point(cancel.box))
    assert table.panel.choices == [] and c.record.deals[-1].actions[before:] == [(0, "draw")]
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    card = table.hand_sprites()[2].card
    assert table.kind.picked == {table.hand_sprites()[2].key}
    key(app, pygame.K_RETURN)
    assert c.record.deals[-1].actions[before + 1] == (0, f"discard:{card.code}")


def test_a_hint_lights_the_cards_it_names(app: App) -> None:
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    click(app, point(next(b.box for b in table.buttons if b.key == "hint")))
    settle(app, table)
    assert c.hint.action in c.legal_actions()
    glowing = [k for k, s in table.by_key.items() if s.hinted]
    assert glowing, "the suggested action is highlighted"


def test_continue_resumes_a_burraco_game(app: App) -> None:
    table = open_burraco(app, seed=5)
    c = table.controller
    for _ in range(3):
        settle(app, table)
        table.play(chosen_action(table))
    settle(app, table)
    view = c.view(0)
    app.reset_to(MenuScene(app))
    menu = app.top
    app.frame(FRAME)
    click(app, point(next(b.box for b in menu.buttons if b.key == "continue")))
    resumed = app.top
    assert isinstance(resumed, TableScene) and isinstance(resumed.kind, RummyTable)
    assert resumed.controller.view(0) == view


def test_a_damaged_burraco_save_is_reported_moved_aside_and_kept(app: App) -> None:
    c = TableController("burraco", {}, SEATS, 9)
    c.act(c.to_act, c.legal_actions()[0])
    data = c.to_json()
    data["deals"][0]["actions"].append({"seat": (c.to_act + 1) % 4, "action": "draw"})
    path = app.storage.path(save_file("burraco"))
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    menu = MenuScene(app)
    app.push(menu)
    app.frame(FRAME)
    click(app, point(next(b.box for b in menu.buttons if b.key == "continue")))
    assert app.top is menu
    assert "put aside" in app.notice and "breaks the rules" in app.notice
    assert not path.exists()
    aside = list(path.parent.glob("burraco.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    app.frame(FRAME)
    assert aside[0].read_text(encoding="utf-8") == text, "never overwritten"


def test_pot_takers_follow_the_record() -> None:
    taken = 0
    for seed in range(12):  # the order the view gives is the order of the POT events
        c = TableController("burraco", {}, ["easy"] * 4, seed)
        truth: list[int] = []
        while not c.deal_over:
            step = c.act(c.to_act, chosen_action_for(c))
            truth += [e.seat & 1 for e in step.events if e.kind.value == "pot" and e.text != "seen"]
            assert list(c.rummy_view().pot_takers) == truth
        taken += len(truth)
    assert taken >= 4


def chosen_action_for(c: TableController) -> Any:
    """A greedy player for any seat (melds first, so that pots get taken)."""
    legal = c.legal_actions()
    melds = [a for a in legal if str(a).startswith(("meld", "layoff"))]
    if melds:
        return melds[0]
    if str(legal[0]) == "draw":
        return legal[-1] if len(c.view(c.to_act).pile) >= 2 else legal[0]
    return legal[0]


def test_every_refusal_at_the_table_is_said_in_japanese() -> None:
    """Random drops in random positions: each reason the controller gives has Japanese words."""
    import random

    from game.ui import i18n

    rng = random.Random(8)
    reasons: set[Reason] = set()
    for seed in range(8):
        c = TableController("burraco", {}, ["easy"] * 4, seed)
        while not c.deal_over:
            view = c.view(c.to_act)
            hand = list(view.hand)
            zones = [STOCK_ZONE, PILE_ZONE, TABLE_ZONE, THEIR_ZONE, NOWHERE]
            zones += [DropZone.on_meld(n) for n in range(1, len(view.melds[c.to_act & 1]) + 2)]
            for _ in range(6):
                cards = rng.sample(hand, min(len(hand), rng.choice((0, 1, 1, 2, 3, 3, 4))))
                zone = rng.choice(zones)
                if not c.actions_for_drop(c.to_act, cards, zone):
                    reasons.add(c.drop_reason(c.to_act, cards, zone))
            c.act(c.to_act, chosen_action_for(c))
    assert len(reasons) >= 15
    i18n.set_language("ja")
    try:
        untranslated = sorted(str(r) for r in reasons if i18n.say_reason(r) == str(r))
    finally:
        i18n.set_language("en")
    assert not untranslated


def test_a_burraco_game_ends_on_its_own_screen_and_is_counted(app: App) -> None:
    from game.ui.scenes.overlays import GameOverOverlay, SheetOverlay

    c = play_game(app, "burraco", {"target": 400}, SEED, chooser=chosen_action).controller
    assert isinstance(app.top, GameOverOverlay)
    assert c.game_over and max(c.totals) >= 400
    stats = app.storage.load_statistics().of("burraco")
    assert stats.games == 1 and stats.won == int(c.match.winner == 0)
    assert stats.hands == len(c.results)
    assert not app.storage.has_save()
    app.top.click("sheet")
    assert isinstance(app.top, SheetOverlay)
    app.frame(FRAME)


def test_rubber_band_selection_and_undo(app: App) -> None:
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    before_draw = c.view(0)
    click(app, point(table.kind.blayout.stock))
    settle(app, table)
    hand = table.kind.blayout.hand
    drag(
        app, (round(hand.x + 2), round(hand.y + 2)), (round(hand.right - 2), round(hand.bottom - 2))
    )
    assert table.kind.picked == {s.key for s in table.hand_sprites()}
    key(app, pygame.K_ESCAPE)
    assert not table.kind.picked
    click(app, point(next(b.box for b in table.buttons if b.key == "undo")))
    settle(app, table)
    assert c.view(0) == before_draw


def test_the_stock_dragged_to_the_hand_draws_and_the_table_follows_the_window(app: App) -> None:
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    before = len(c.record.deals[-1].actions)
    lay = table.kind.blayout
    drag(app, point(lay.stock), point(lay.melds[1]))  # not to the hand
    assert len(c.record.deals[-1].actions) == before
    drag(app, point(lay.stock), point(lay.hand))
    assert c.record.deals[-1].actions[before:] == [(0, "draw")]
    for size in ((800, 560), (1920, 1080)):
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        settle(app, table)
        assert table.kind.blayout.base.width == size[0]
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(s.rect) for s in table.sprites)


def test_the_rules_scene_has_burraco_in_both_languages() -> None:
    from game.ui import i18n
    from game.ui.scenes.rules import rules_text

    english = rules_text("burraco", "en")
    japanese = rules_text("burraco", "ja")
    assert english.startswith("# Burraco") and "pot" in english
    assert japanese.startswith("# ブラコ") and japanese != english
    assert i18n.tr("rules.missing") not in (english, japanese)


def test_setup_starts_burraco_at_its_own_table(app: App) -> None:
    from game.ui.scenes.setup import SetupScene

    menu = MenuScene(app)
    app.push(menu)
    app.frame(FRAME)
    click(app, point(next(b.box for b in menu.buttons if b.key == "new")))
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, point(next(b.box for b in setup.buttons if b.key == "game:burraco")))
    click(app, point(next(b.box for b in setup.buttons if b.key == "opt:target")))
    assert setup.options["target"] == 1005
    click(app, point(next(b.box for b in setup.buttons if b.key == "start")))
    table = app.top
    assert isinstance(table, TableScene) and isinstance(table.kind, RummyTable)
    assert table.controller.rules.target == 1005 and app.storage.has_save()


def test_hand_order_by_suit_and_by_rank_puts_wilds_last() -> None:
    from game.core.cards import Card

    hand = tuple(Card.parse(code) for code in ("KH", "2S", "JO", "3H", "AS", "3C", "9S", "QD"))
    by_suit = [c.code for c in hand_order(hand, "trumps")]
    no_hearts = tuple(Card.parse(code) for code in ("9S", "3C", "QD", "JO"))
    fixed = [c.code for c in hand_order(no_hearts, "suits")]
    alternating = [c.code for c in hand_order(no_hearts, "trumps")]
    by_rank = [c.code for c in hand_order(hand, "rank")]
    assert by_suit == ["9S", "AS", "3H", "KH", "3C", "QD", "2S", "JO"]
    assert fixed == ["9S", "3C", "QD", "JO"], "♠ ♥ ♣ ♦ in their places"
    assert alternating == ["9S", "QD", "3C", "JO"], "colours alternating"
    assert by_rank == ["3H", "3C", "9S", "QD", "KH", "AS", "2S", "JO"]


def melds_on_both_sides(app: App, table: TableScene) -> None:
    """Play the greedy human until both teams have melds on the table, at the human's draw."""
    c = table.controller
    for _ in range(300):
        settle(app, table)
        view = c.view(0)
        if view.phase == "draw" and view.melds[0] and view.melds[1]:
            return
        assert not c.deal_over
        table.play(chosen_action(table))
    raise AssertionError("no position with melds on both sides")


def test_the_players_sit_as_at_a_real_table_and_cards_fly_from_their_seats(app: App) -> None:
    """North's backs above our hand, West's along the left edge and East's along the right,
    sideways; the pots crossed beside the stock; a card drawn flies to the seat's backs."""
    table = open_burraco(app)
    settle(app, table)
    kind = table.kind
    assert isinstance(kind, RummyTable)
    for size in ((1024, 640), (1920, 1080), (800, 560), (768, 1366), (560, 800)):
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        settle(app, table)
        app.frame(FRAME)
        backs = {
            seat: [s for k, s in table.by_key.items() if k[:2] == f"b{seat}"] for seat in (1, 2, 3)
        }
        hand = table.hand_sprites()
        assert hand and all(backs.values())
        top_of_hand = min(s.placed.top for s in hand)
        assert all(s.placed.bottom <= top_of_hand for s in backs[2])  # partners face each other
        table_left, table_right = kind.blayout.melds[0].x, kind.blayout.melds[0].right
        assert all(s.sideways and s.placed.right <= table_left for s in backs[1])
        assert all(s.sideways and s.placed.left >= table_right for s in backs[3])
        assert not any(s.sideways for s in backs[2])
        middle = (min(s.placed.centerx for s in hand) + max(s.placed.centerx for s in hand)) / 2
        assert all(s.placed.centerx < middle for s in backs[1])
        assert all(s.placed.centerx > middle for s in backs[3])
        west, north, east = (kind.seat_anchor(seat) for seat in (1, 2, 3))
        ours = kind.seat_anchor(0)
        assert west[0] < ours[0] < east[0] and north[1] < ours[1]  # where drawn cards fly
        pots = [table.by_key[k] for k in ("pot0", "pot1")]
        assert pots[0].sideways and not pots[1].sideways  # crossed, pot B on top
        assert pots[0].placed.center == pots[1].placed.center
        layers = table.sprites.get_layer_of_sprite
        assert layers(pots[0]) > layers(pots[1])
        assert all(p.placed.right <= table.by_key["stock.0"].placed.left for p in pots)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_each_meld_area_says_whose_it_is(
    app: App, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ours ("Us", in front of us, below the stock) and theirs ("Them", across), each with its
    points on the table."""
    app.settings.language = language
    table = open_burraco(app)
    melds_on_both_sides(app, table)
    view = table.controller.rummy_view()
    lay = table.kind.blayout
    said = texts_drawn(monkeypatch, app.draw)
    for team in (0, 1):
        words = tr("burraco.team_on_table", team=tr(f"team.{team}"), points=view.meld_points[team])
        assert tr(f"team.{team}") in words and str(view.meld_points[team]) in words
        where = [rect for text, rect in said if text == words]
        assert len(where) == 1, words
        area = pygame.Rect(lay.melds[team].as_tuple())
        assert area.contains(where[0]), (words, where[0], area)
    assert lay.melds[0].y > lay.stock.bottom > lay.stock.y > lay.melds[1].bottom
    if language == "ja":
        assert tr("team.0") == "味方" and tr("team.1") == "相手"


def test_enter_without_the_cursor_does_nothing_and_the_arrows_only_place_it(app: App) -> None:
    """With no keyboard cursor, Enter says how to use the keys and does nothing (even with a
    card picked by the mouse); ← puts the cursor on the last card and → on the first, and
    neither plays; Enter with the cursor but nothing picked does nothing either."""
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    key(app, pygame.K_d)
    settle(app, table)
    done = list(c.record.deals[-1].actions)
    hand = table.hand_sprites()
    assert table.selected == -1 and len(hand) >= 2
    key(app, pygame.K_RETURN)
    assert c.record.deals[-1].actions == done and table.hud.message == tr("burraco.enter_how")
    click(app, card_spot(hand[0]))  # a card picked with the mouse: still no cursor
    assert table.kind.picked == {hand[0].key} and table.selected == -1
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert c.record.deals[-1].actions == done
    key(app, pygame.K_ESCAPE)
    assert not table.kind.picked
    key(app, pygame.K_LEFT)
    settle(app, table)
    assert table.selected == len(hand) - 1 and not table.kind.picked
    assert c.record.deals[-1].actions == done
    key(app, pygame.K_RETURN)
    settle(app, table)
    assert c.record.deals[-1].actions == done
    table.selected = -1
    key(app, pygame.K_RIGHT)
    settle(app, table)
    assert table.selected == 0 and c.record.deals[-1].actions == done
    key(app, pygame.K_SPACE)  # picked with the cursor: now Enter discards it
    card = table.hand_sprites()[0].card
    assert card is not None
    key(app, pygame.K_RETURN)
    assert c.record.deals[-1].actions[len(done)] == (0, f"discard:{card.code}")


def test_the_hint_shows_its_panel_where_the_log_was(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H at the Burraco table: the explained hint's panel (the options in words with their
    points, the sentence why) in the log's place, as at the trick tables, and the hinted
    stock, pile or cards glow."""
    table = open_burraco(app)
    c = table.controller
    settle(app, table)
    key(app, pygame.K_h)
    settle(app, table)
    advice = c.hint.advice
    assert advice is not None and c.hint.action == advice.best
    assert 1 <= len(advice.options) <= 3
    app.frame(FRAME)
    said = texts_drawn(monkeypatch, app.draw)
    texts = [text for text, _ in said]
    room = pygame.Rect(advice_box(table.layout).as_tuple())
    title = [rect for text, rect in said if text == tr("hint.title")]
    assert title and room.contains(title[0])
    for option in advice.options:
        name = say_action(c.action_of(option.action))
        assert any(name.startswith(text) or text in name for text in texts), name
        assert f"{option.value:+.1f}" in texts
    sentence = say_explanation(advice.explanation)
    assert sentence and sentence.split()[0] in " ".join(texts)
    log = pygame.Rect(table.layout.log.as_tuple())
    assert room.colliderect(log) and not any(text in table.hud.log for text in texts), (
        "the panel stands where the log was"
    )
    assert [s for s in table.by_key.values() if s.hinted], "the hinted action glows"
