"""Decision panels say what they ask: seeded games of every trick rule set are played headless
to each kind of decision; the panel's title must be that decision's question (worked out
here from the deal itself, not from the wording under test), a button that means a suit
must name it by sign, and no label starts with its key's number.  The Dominoes panel
stands clear of the laid rows; the panel's ground hides what lies under it.  Screenshots
of each question in both languages go to docs/screenshots/
(panel_<variant>_<question>_<lang>.png).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.baloot import state as baloot
from game.baloot.calls import Call
from game.barbu import state as barbu
from game.barbu.actions import Contract, Pass
from game.belote.bids import Bid
from game.core.actions import ActionKind
from game.core.cards import Card
from game.core.match import Match
from game.core.registry import game_names, get_game
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.dominoes import domino_place, domino_size, laid_cards, laid_extent
from game.ui.i18n import SUIT_SIGNS, tr
from game.ui.layout import Box
from game.ui.routes import table_scene
from game.ui.scenes.table import TableScene
from game.ui.tables.panel import DecisionPanel
from tests.ui.conftest import make_app
from tests.ui.helpers import FRAME, click, point, settle
from tests.ui.test_screenshots import save
from tests.ui.test_texts import catalogue

SEATS = ["human", "medium", "hard", "expert"]
OPTIONS: dict[str, dict[str, Any]] = {"belote_bga": {"all_trump_no_trump": True}}  # round 3

# The questions each rule set must be seen to ask within its seeds (the rarer raises of
# Baloot's doubling are checked wherever they come up, and their words below for every game).
EXPECTED = {
    "belote_bga": {"take_or_pass", "another_suit", "no_suit"},
    "belote_classic": {"take_or_pass", "another_suit"},
    "baloot": {
        "prepare",
        "hokum_sun_or_pass",
        "second_round",
        "take_over_hokum",
        "confirm_hokum",
        "raise_double_hokum",
    },
    "barbu": {"choose_contract", "contract:trumps", "whom_to_double", "blocked"},
}


def sign(suit: int) -> str:
    return SUIT_SIGNS[suit]


def belote_question(state: Any) -> tuple[str, dict[str, str]]:
    turned = state.turn_up // 13
    if state.bid_round == 1:
        return "take_or_pass", {"suit": sign(turned)}
    if state.bid_round == 2:
        return "another_suit", {"suit": sign(turned)}
    return "no_suit", {}


def baloot_question(state: Any) -> tuple[str, dict[str, str]]:
    turned = state.turn_up // 13
    if state.phase == baloot.PREDEAL:
        return "prepare", {}
    if state.phase == baloot.DOUBLING and state.stage == "double":
        if state.sun:
            return "raise_double_sun", {}
        return "raise_double_hokum", {"suit": sign(state.order.trump_suit)}
    if state.phase == baloot.DOUBLING:
        return f"raise_{state.stage}", {}
    if state.stage == "takeover":
        seat = tr(f"seat.{state.pending_taker}")
        if state.pending_sun:
            return "take_over_sun", {"seat": seat}
        return "take_over_hokum", {"seat": seat, "suit": sign(state.pending_suit)}
    if state.stage == "keep":
        return "confirm_hokum", {"suit": sign(state.pending_suit)}
    if state.bid_round == 2:
        return "second_round", {"suit": sign(turned)}
    return "hokum_sun_or_pass", {"suit": sign(turned)}


def barbu_question(state: Any) -> tuple[str, dict[str, str]]:
    if state.phase == barbu.CHOOSING:
        return "choose_contract", {}
    if state.phase == barbu.DOUBLING and state.to_act == state.declarer:
        return "double_back", {}
    if state.phase == barbu.DOUBLING:
        return "whom_to_double", {}
    return "blocked", {}


QUESTIONS: dict[str, Callable[[Any], tuple[str, dict[str, str]]]] = {
    "belote_bga": belote_question,
    "belote_classic": belote_question,
    "baloot": baloot_question,
    "barbu": barbu_question,
}


def suit_meant(state: Any, action: Any) -> int:
    """The suit a decision means in this deal (-1: none), worked out from the deal."""
    if isinstance(action, Bid):
        if action.kind == "take":
            return int(state.turn_up // 13)
        return action.suit
    if isinstance(action, Contract):
        return action.suit
    if isinstance(action, Call) and action.kind == "hokum":
        if action.suit >= 0:
            return action.suit
        return int(state.pending_suit if state.stage == "keep" else state.turn_up // 13)
    return -1


def human_choice(variant: str, decisions: list[Any], rng: random.Random) -> Any:
    """A seeded choice that reaches every kind of question: Barbu's declarer takes Dominoes
    (blocked passes) or opens the Trumps group; the others choose at random."""
    if variant == "barbu" and isinstance(decisions[0], Contract):
        dominoes = [d for d in decisions if d.kind == "domino"]
        if dominoes and rng.random() < 0.7:
            return dominoes[0]
    return rng.choice(decisions)


def decisions_of(
    app: App, variant: str, seeds: range, until: Callable[[], bool]
) -> Iterator[tuple[TableScene, TableController]]:
    """Each of the human's decisions in seeded hands (first hand of each seed), the panel
    drawn; the human plays the first legal card where a card is wanted, and a hand is left
    once its cards are played unless it is Barbu's Dominoes."""
    app.settings.autoplay = False
    app.settings.speed = "instant"
    app.apply_settings()
    rng = random.Random(7)
    for seed in seeds:
        if until():
            return
        options = OPTIONS.get(variant, {})
        c = TableController(variant, options, SEATS, seed=seed, decider=app.decider)
        table = table_scene(app, c)
        app.push(table)
        for _ in range(120):
            settle(app, table)
            if c.deal_over or app.top is not table:
                break
            decisions = c.decisions()
            if not decisions:
                if not isinstance(c.state, barbu.BarbuState) or c.state.phase != barbu.DOMINOES:
                    break
                table.play(c.legal_actions()[0])
                continue
            app.frame(FRAME)
            yield table, c
            if c.decisions() == decisions:
                table.play(human_choice(variant, decisions, rng))
        if app.top is table:
            app.pop()


def labels(panel: DecisionPanel) -> list[tuple[str, Any]]:
    return [(button.label, payload) for button, payload in panel.buttons]


def clear_of_key_digits(app: App, panel: DecisionPanel) -> None:
    """Each button's words start right of the key digit in its corner."""
    font = panel.table.layout.font
    for i, (button, _) in enumerate(panel.buttons[:9]):
        fitted = button.fitted[3]
        words = max(app.resources.font(fitted.size).size(line)[0] for line in fitted.lines)
        digit = app.resources.font(round(font * 0.7)).size(str(i + 1))[0]
        left = button.box.center[0] - words / 2
        assert left >= button.box.x + font * 0.35 + digit, (button.label, left, button.box)


def clear_of_edges(panel: DecisionPanel) -> None:
    """Each button's lines (one or two) keep clear of its top and bottom edges."""
    for button, _ in panel.buttons:
        fitted = button.fitted[3]
        assert fitted.height <= button.box.h - 8, (button.label, fitted, button.box)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("variant", sorted(QUESTIONS))
def test_each_decision_panel_asks_its_question(tmp_path: Path, variant: str, language: str) -> None:
    pygame.init()
    app = make_app(tmp_path, (1024, 640))
    app.settings.language = language
    app.apply_settings()
    seen: set[str] = set()
    try:
        for table, c in decisions_of(app, variant, range(1, 40), lambda: EXPECTED[variant] <= seen):
            key, values = QUESTIONS[variant](c.state)
            title = table.panel.offers()[0]
            assert title == tr(f"ask.{key}", **values), (variant, key, c.state.legal_actions())
            assert title != tr("table.choose")
            shown = labels(table.panel)
            assert shown, "no panel drawn"
            clear_of_key_digits(app, table.panel)
            clear_of_edges(table.panel)
            for label, payload in shown:
                assert not re.match(r"\d+\s", label), f"a key number in {label!r}"
                suit = -1 if isinstance(payload, tuple) else suit_meant(c.state, payload)
                if suit >= 0:
                    assert sign(suit) in label, f"{label!r} does not name {sign(suit)}"
            if key not in seen:
                seen.add(key)
                save(app, f"panel_{variant}_{key}_{language}")
            if variant == "barbu" and key == "choose_contract":
                opened = open_group(app, table, "contract:trumps")
                if opened:
                    assert table.panel.offers()[0] == tr("ask.contract:trumps")
                    for label, payload in labels(table.panel):
                        if isinstance(payload, Contract):
                            assert sign(payload.suit) in label
                    if "contract:trumps" not in seen:
                        seen.add("contract:trumps")
                        save(app, f"panel_barbu_trumps_{language}")
                    back(app, table)
        assert EXPECTED[variant] <= seen, f"never asked: {EXPECTED[variant] - seen}"
    finally:
        app.close()
        i18n.set_language("en")


def open_group(app: App, table: TableScene, group: str) -> bool:
    for button, payload in table.panel.buttons:
        if payload == ("group", group):
            click(app, point(button.box))
            app.frame(FRAME)
            return True
    return False


def back(app: App, table: TableScene) -> None:
    for button, payload in table.panel.buttons:
        if payload == ("back",):
            click(app, point(button.box))
            app.frame(FRAME)
            return
    raise AssertionError("no way back from the open group")


def test_every_question_of_every_game_has_words_in_both_languages() -> None:
    """Random deals of every registered game (leaning to pass): the decisions offered together
    share one question, and every question (and each folded group's) has words in en and ja."""
    texts = {language: catalogue(language) for language in i18n.LANGUAGES}
    asked: set[str] = set()
    for name in game_names():
        definition = get_game(name)
        rng = random.Random(5)
        for _ in range(8):
            options = definition.parse_options(OPTIONS.get(name, {}))
            match = Match(definition, options, rng.randrange(4))
            _, state = match.deal_shuffled(rng)
            while not state.is_over:
                actions = state.legal_actions()
                decisions = [
                    a
                    for a in actions
                    if not isinstance(a, Card) and a.action_kind is ActionKind.DECISION
                ]
                asks = {a.wording().ask for a in decisions}
                assert len(asks) <= 1, f"{name}: one panel, several questions: {asks}"
                for ask in asks:
                    assert ask is not None, f"{name}: {decisions} ask nothing"
                    keys = [f"ask.{ask.key}"] + [
                        f"ask.{a.wording().group}" for a in decisions if a.wording().group
                    ]
                    names = {field for field, _ in ask.values}
                    for language, words in texts.items():
                        for key in keys:
                            assert key in words, f"{language}: no words for {key}"
                        fields = set(re.findall(r"{(\w+)}", words[keys[0]].text))
                        assert fields <= names, f"{keys[0]} names {fields - names}"
                    asked.add(ask.key)
                passes = [a for a in decisions if str(a) == "pass"]
                lean = passes and rng.random() < 0.8  # passing on reaches the later rounds
                state.apply(passes[0] if lean else rng.choice(actions))
    every = set().union(*EXPECTED.values()) - {"contract:trumps"}
    assert every <= asked, f"never asked in random deals: {every - asked}"


def test_an_offered_decision_is_its_record_value() -> None:
    """The question and the suit a decision carries are no part of what it is: it equals,
    hashes and reads back as the plain value of its record text."""
    definition = get_game("baloot")
    rng = random.Random(3)
    match = Match(definition, definition.parse_options({}), 0)
    _, state = match.deal_shuffled(rng)
    while not state.is_over and not isinstance(state.legal_actions()[0], Card):
        for action in state.legal_actions():
            plain = state.parse_action(str(action))
            assert plain == action and hash(plain) == hash(action)
            assert plain.wording().ask is None and action.wording().ask is not None
            assert state.why_illegal(plain) is None
        state.apply(state.legal_actions()[-1])


def blocked_table(app: App) -> tuple[TableScene, TableController]:
    """A Barbu table where the human, blocked in Dominoes with cards laid, must pass."""
    for table, c in decisions_of(app, "barbu", range(1, 40), lambda: False):
        view = c.trick_view(0)
        if isinstance(c.decisions()[0], Pass) and any(view.rows):
            return table, c
    raise AssertionError("no seed blocks the human in Dominoes")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_dominoes_panel_never_covers_the_laid_rows(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    pygame.init()
    app = make_app(tmp_path, size)
    try:
        table, c = blocked_table(app)
        panel = table.panel.drawn
        assert panel is not None
        drawn = pygame.Rect(panel.as_tuple())
        w, h = domino_size(table.layout)
        places = [
            pygame.Rect(Box.centred(*domino_place(table.layout, card), w, h).as_tuple())
            for card in (Card.parse(r + s) for r in "23456789TJQKA" for s in "SHDC")
        ]
        assert drawn.collidelist(places) == -1
        assert not drawn.colliderect(pygame.Rect(laid_extent(table.layout).as_tuple()))
        rows = c.trick_view(0).rows
        laid = [table.by_key[card.code].placed for card, _ in laid_cards(rows)]
        assert laid and drawn.collidelist(laid) == -1
        assert drawn.w >= table.layout.font * 10 and drawn.h >= table.layout.font * 4
        assert pygame.Rect(0, 0, *size).contains(drawn)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_dominoes_panel_screenshot(tmp_path: Path, language: str) -> None:
    pygame.init()
    app = make_app(tmp_path, (1280, 800))
    app.settings.language = language
    app.apply_settings()
    try:
        blocked_table(app)
        save(app, f"dominoes_panel_{language}")
    finally:
        app.close()
        i18n.set_language("en")


def test_no_card_shows_through_the_panel_and_its_words_stand_out(app: App) -> None:
    """The panel drawn over white and over black: its ground differs by a few levels at most
    (a card under it cannot be made out), and its question's gold is far from its ground."""
    table, _ = next(decisions_of(app, "belote_bga", range(1, 2), lambda: False))
    panel = table.panel
    grounds = []
    for colour in ((255, 255, 255), (0, 0, 0)):
        surface = pygame.Surface(app.screen.get_size() if app.screen else (1280, 800))
        surface.fill(colour)
        panel.draw(surface)
        grounds.append(surface)
    assert panel.drawn is not None
    inner = pygame.Rect(panel.drawn.as_tuple()).inflate(-panel.drawn.h * 0.4, -panel.drawn.h * 0.4)
    worst = max(
        abs(a - b)
        for x in range(inner.left, inner.right, 3)
        for y in range(inner.top, inner.bottom, 3)
        for a, b in zip(grounds[0].get_at((x, y))[:3], grounds[1].get_at((x, y))[:3], strict=True)
    )
    assert worst <= 4, f"the table shows through the panel by {worst} levels"
    ground = grounds[0].get_at(inner.topleft)[:3]
    assert contrast(ground, (240, 200, 90)) >= 7.0


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG contrast ratio of two colours."""

    def luminance(colour: tuple[int, ...]) -> float:
        def channel(c: int) -> float:
            s = c / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(c) for c in colour[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)
