"""Pacing at the trick table: a finished trick stays until a click or a pause, a card played
for the human waits like any other and is announced (its notice names it and stays, and the
table holds the forced-card pause after it), a blocked pass says why, and Enter after H plays
the hint."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame

from game.barbu.actions import PASS
from game.core.cards import Card
from game.session.controller import Step, TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import card_label, say_action, say_wording, tr
from game.ui.routes import table_scene
from game.ui.scenes.table import AUTOPLAY_DELAY, FORCED_PAUSES, TableScene
from tests.barbu.helpers import act
from tests.barbu.test_dominoes import dominoes as blocked_dominoes
from tests.ui.helpers import FRAME, click, frames, hint_at_a_choice, key, settle

DT = 0.05


def open_bga(app: App, seed: int, speed: str = "normal", gather: str = "pause") -> TableScene:
    app.settings.speed = speed
    app.settings.gather = gather
    app.apply_settings()
    c = TableController(
        "belote_bga", {}, ["human", "medium", "hard", "expert"], seed=seed, decider=app.decider
    )
    table = table_scene(app, c)
    app.push(table)
    return table


def to_first_card(app: App, table: TableScene) -> None:
    """Frames (bidding for the human: the first bid that is not a pass) until the human has
    a card to play, or the deal is over."""
    c = table.controller
    for _ in range(4000):
        if c.deal_over:
            return
        if c.human_to_act and table.animator.idle:
            legal = c.legal_actions()
            if isinstance(legal[0], Card):
                return
            table.play(next((a for a in legal if str(a) != "pass"), legal[0]))
        app.frame(DT)
    raise AssertionError("the human never had a card to play")


def to_hold(app: App, table: TableScene, seconds: float = 30.0) -> None:
    """Frames until a finished trick is held on the table."""
    for _ in range(round(seconds / DT)):
        if table.animator.waiting:
            return
        app.frame(DT)
    raise AssertionError("no trick was finished")


def trick_on_table(table: TableScene) -> bool:
    """Whether the four cards of the last trick still lie at the trick's places."""
    view = table.controller.trick_view()
    places = {(round(x), round(y)) for x, y in table.layout.trick}
    cards = [table.by_key.get(card.code) for _, card in view.last_trick]
    return len(cards) == 4 and all(
        s is not None and (round(s.x), round(s.y)) in places for s in cards
    )


def play_until_a_trick_waits(app: App, table: TableScene, dt: float) -> None:
    """Frames of ``dt`` (the human plays his lowest legal card by code) until a finished trick
    lies waiting to be gathered."""
    c = table.controller
    while not table.animator.waiting:
        if c.human_to_act and table.animator.idle:
            table.play(sorted(c.legal_cards(), key=lambda card: card.code)[0])
        app.frame(dt)


def test_on_click_keeps_a_finished_trick_until_a_click(app: App) -> None:
    app.settings.autoplay = False
    table = open_bga(app, seed=3, gather="click")
    c = table.controller
    to_first_card(app, table)
    play_until_a_trick_waits(app, table, DT)
    actions = len(c.record.deals[-1].actions)
    frames(app, 200, DT)  # ten seconds
    assert table.animator.waiting and trick_on_table(table)
    assert len(c.record.deals[-1].actions) == actions, "nobody plays while the trick lies there"
    click(app, (5, table.layout.height // 2))
    assert not table.animator.waiting
    frames(app, 20, DT)
    assert not trick_on_table(table)


def test_after_a_pause_the_trick_is_gathered_in_about_two_seconds(app: App) -> None:
    app.settings.autoplay = False
    table = open_bga(app, seed=3, gather="pause")
    to_first_card(app, table)
    play_until_a_trick_waits(app, table, FRAME)
    start = table.clock
    while table.animator.waiting:
        assert trick_on_table(table)
        app.frame(FRAME)
    assert 1.9 <= table.clock - start <= 2.1


def test_a_forced_card_at_the_start_of_a_hand_waits_and_is_announced(app: App) -> None:
    """A deal whose first card the human must play (one legal card): it is played for him after
    a moment, said in a bubble, and its trick waits for his click like any other."""
    app.settings.autoplay = True
    for seed in range(40):
        table = open_bga(app, seed, gather="click")
        c = table.controller
        to_first_card(app, table)
        if not c.deal_over and len(c.legal_actions()) == 1:
            break
        app.pop()
    else:
        raise AssertionError("no deal in 40 starts with a forced card")
    card = c.legal_actions()[0]
    played = len(c.record.deals[-1].actions)
    frames(app, round(AUTOPLAY_DELAY * 0.8 / DT), DT)
    assert len(c.record.deals[-1].actions) == played, "it waits: the human sees his turn"
    frames(app, round(AUTOPLAY_DELAY / DT), DT)
    assert c.record.deals[-1].actions[played] == (0, card.code)
    words = tr("table.forced_card", card=card_label(card.code))
    assert [b.words for b in table.hud.bubbles if b.seat == 0] == [words]
    to_hold(app, table)
    frames(app, 100, DT)
    assert table.animator.waiting and trick_on_table(table)
    assert any(card == c for _, c in c.trick_view().last_trick)
    key(app, pygame.K_SPACE)
    assert not table.animator.waiting


def test_enter_after_h_plays_the_hint_and_an_arrow_takes_the_cursor_back(app: App) -> None:
    app.settings.autoplay = False
    table = open_bga(app, seed=3, speed="instant")
    c = table.controller
    to_first_card(app, table)
    hint = hint_at_a_choice(app, table)
    assert isinstance(hint, Card) and c.hint.action is hint  # shown: it glows
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_RETURN)
    assert c.record.deals[-1].actions[before] == (0, hint.code)
    settle(app, table)
    hint_at_a_choice(app, table)
    key(app, pygame.K_RIGHT)  # the cursor moved after the hint: Enter plays the cursor's card
    app.frame(FRAME)
    cursor = next(s for s in table.hand_sprites() if s.cursor)
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_RETURN)
    assert cursor.card is not None
    assert c.record.deals[-1].actions[before] == (0, cursor.card.code)


def test_the_cursor_skips_dimmed_cards(app: App) -> None:
    app.settings.autoplay = False
    table = open_bga(app, seed=3, speed="instant")
    c = table.controller
    for _ in range(40):
        to_first_card(app, table)
        hand = table.hand_sprites()
        if any(s.dimmed for s in hand) and len(c.legal_actions()) > 1:
            break
        table.play(c.legal_actions()[0])
        settle(app, table)
    else:
        raise AssertionError("never a hand with dimmed cards")
    visited = []
    for _ in range(2 * len(hand)):
        key(app, pygame.K_RIGHT)
        app.frame(FRAME)
        marked = [s for s in table.hand_sprites() if s.cursor]
        assert len(marked) == 1 and not marked[0].dimmed
        visited.append(marked[0].card)
    assert set(visited) == c.legal_cards()


def forced_runs(app: App, table: TableScene, seconds: float = 240.0) -> list[tuple[float, int]]:
    """Frames to the end of the deal (the human plays his lowest legal card when he has a
    choice, the rest is played for him): each action's clock time and seat, forced plays
    marked by seat -1; each frame after a forced play, until the human's next choice or the
    next forced play, his bubble names that card."""
    c = table.controller
    times: list[tuple[float, int]] = []
    notice = ""
    for _ in range(round(seconds / DT)):
        if c.deal_over:
            return times
        actions = c.record.deals[-1].actions
        if c.human_to_act and table.animator.idle and len(c.legal_actions()) > 1:
            legal = c.legal_actions()
            card = sorted(legal, key=lambda a: a.code)[0] if isinstance(legal[0], Card) else None
            table.play(card if card is not None else legal[0])
            times.append((table.clock, 0))
            notice = ""
        before = len(actions)
        app.frame(DT)
        for seat, code in actions[before:]:
            forced = seat == 0
            times.append((table.clock, -1 if forced else seat))
            if forced:
                notice = tr("table.forced_card", card=card_label(code))
        if notice:
            assert notice in [b.words for b in table.hud.bubbles if b.seat == 0], notice
    raise AssertionError("the deal never ended")


def test_each_forced_card_of_a_run_stays_the_pause_and_its_notice_until_the_next(
    app: App,
) -> None:
    """Several forced cards in a row (the last tricks of a hand): each is said in a bubble that
    names it and stays until the next one replaces it, and the table holds the setting's pause
    after each before anybody plays again."""
    app.settings.autoplay = True
    app.settings.forced_pause = "normal"
    pause = FORCED_PAUSES["normal"]
    assert pause >= 1.0, "a readable pause"
    for seed in range(12):
        table = open_bga(app, seed)
        to_first_card(app, table)
        times = forced_runs(app, table)
        app.pop()
        forced = [i for i, (_, seat) in enumerate(times) if seat == -1]
        if any(b - a == 4 for a, b in itertools.pairwise(forced)):  # one forced card a trick
            break
    else:
        raise AssertionError("no deal in 12 with two forced cards in a row")
    for i in forced:
        if i + 1 < len(times):
            assert times[i + 1][0] - times[i][0] >= pause, "the next play waits the pause"


def test_the_forced_card_pause_follows_the_setting_and_instant_keeps_it_instant(
    app: App,
) -> None:
    app.settings.autoplay = True
    spans = {}
    for setting in ("short", "long"):
        app.settings.forced_pause = setting
        table = open_bga(app, seed=0)
        to_first_card(app, table)
        times = forced_runs(app, table)
        app.pop()
        spans[setting] = min(b[0] - a[0] for a, b in itertools.pairwise(times) if a[1] == -1)
        assert spans[setting] >= FORCED_PAUSES[setting]
    assert spans["long"] > spans["short"] + 0.5
    app.settings.forced_pause = "long"
    table = open_bga(app, seed=0, speed="instant")
    to_first_card(app, table)
    times = forced_runs(app, table)
    assert any(seat == -1 for _, seat in times)
    assert max(b[0] - a[0] for a, b in itertools.pairwise(times) if a[1] == -1) <= 3 * DT


def test_a_blocked_pass_is_said_with_its_why_in_both_languages() -> None:
    """A Dominoes pass comes with the game's words for it ("Pass (no card can be laid)"): in
    the bubble and the log of any seat, and in the notice of a pass made for the human."""
    state = blocked_dominoes()
    act(state, "7S", "6S")  # West holds no seven and no spade
    (event,) = state.apply(PASS)
    assert event.wording is not None
    for language, said in (
        ("en", "Pass (no card can be laid)"),
        ("ja", "パス（置けるカードがない）"),
    ):
        i18n.set_language(language)
        try:
            assert say_wording(event.wording, say_action(PASS)) == said
            mine = Step(0, PASS, (replace(event, seat=0),))
            assert TableScene.said_forced(PASS, mine) == tr("table.forced_said", said=said)
            assert said in TableScene.said_forced(PASS, mine)
        finally:
            i18n.set_language("en")
