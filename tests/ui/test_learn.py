"""Learn to play: a guided game of each rule set through its lessons, the lessons' words in
both languages, a planted mistake pointed out with the better option, and screenshots."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.catalog import games_in_menu_order
from game.core.cards import Card
from game.session.controller import TableController
from game.ui import i18n
from game.ui.app import App
from game.ui.learn.coach import LearnCoach, Mistake, lesson_key
from game.ui.learn.overlays import LessonOverlay, MistakeOverlay
from game.ui.scenes.overlays import GameOverOverlay
from game.ui.scenes.reading import ReadingOverlay
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.table import TableScene
from tests.ui.helpers import click, key, point

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"

LESSONS = {
    "belote_bga": ("bidding", "follow", "trump", "overtrump", "belote", "scoring"),
    "belote_classic": (
        "bidding",
        "follow",
        "trump",
        "overtrump",
        "belote",
        "declaration",
        "scoring",
    ),
    "baloot": (
        "predeal",
        "bidding",
        "ashkal",
        "double",
        "gahwa",
        "declaration",
        "baloot",
        "follow",
        "trump",
        "overtrump",
        "locked",
        "akka",
        "sawa",
        "scoring",
    ),
    "barbu": (
        "choose_contract",
        "double",
        "follow",
        "trump",
        "overtrump",
        "heart_lead",
        "contract:no-tricks",
        "contract:no-queens",
        "contract:no-last-two",
        "contract:no-hearts",
        "contract:no-king-of-hearts",
        "contract:trumps",
        "contract:domino",
        "scoring",
    ),
    "burraco": ("draw", "meld", "pot", "wild", "close", "scoring"),
}
"""The rules each game's learner may meet, each with its lesson."""

SHORT = {
    "belote_bga": {"target": 500},
    "belote_classic": {"target": 501},
    "baloot": {},
    "barbu": {"rounds": 1},
    "burraco": {"target": 1005},
}
"""The shortest game of each rule set, for a whole guided game in a test."""


def test_every_game_has_its_lessons() -> None:
    assert set(LESSONS) == {game.name for game in games_in_menu_order()}


def test_every_moment_the_rules_name_is_taught_in_some_game() -> None:
    """The per-game lists above are written from the rules, not read from the games'
    declarations: a moment a game declares that no list expects would be found but never
    taught."""
    declared = {moment for game in games_in_menu_order() for moment in game.lessons.order}
    assert set().union(*LESSONS.values()) == declared


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_lesson_has_words_in_both_languages(language: str) -> None:
    i18n.set_language(language)
    try:
        for variant, moments in LESSONS.items():
            for moment in moments:
                body = lesson_key(variant, moment)
                title = f"lesson.title.{moment.replace(':', '.')}"
                for text_key in (body, title):
                    assert i18n.has_text(text_key), text_key
                    assert i18n.tr(text_key) != text_key
        for text_key in ("lesson.mistake", "lesson.mark.mistake", "lesson.mark.blunder"):
            assert i18n.has_text(text_key)
    finally:
        i18n.set_language("en")


def learn_table(app: App, variant: str, seed: int = 5) -> TableScene:
    controller = TableController(
        variant, SHORT[variant], ["human", "easy", "easy", "easy"], seed, decider=app.decider
    )
    table = app.route("learn", controller)
    assert isinstance(table, TableScene)
    app.push(table)
    return table


def play_on(app: App, table: TableScene, rng: random.Random, limit: int = 200_000) -> list[str]:
    """Play the learn game to its end: dismiss every lesson and notice (keeping the play),
    close every summary, play a seeded choice for the learner; the lessons shown, in order."""
    shown: list[str] = []
    for _ in range(limit):
        top = app.top
        if isinstance(top, GameOverOverlay):
            return shown
        if isinstance(top, LessonOverlay):
            shown.append(top.key)
            key(app, pygame.K_RETURN)
        elif top is not table:
            key(app, pygame.K_RETURN)  # a summary or a mistake's notice: go on
        elif table.animator.idle and not table.dirty and table.controller.human_to_act:
            legal = table.controller.legal_actions()
            cards = [a for a in legal if isinstance(a, Card)]
            table.play(rng.choice(cards or legal))
        app.frame(0.05)
    raise AssertionError("the learn game never ended")


@pytest.mark.parametrize("variant", list(LESSONS))
def test_a_guided_game_plays_to_its_end(app: App, variant: str) -> None:
    app.settings.speed = "instant"
    table = learn_table(app, variant)
    assert isinstance(table.coach, LearnCoach)
    shown = play_on(app, table, random.Random(3))
    assert table.controller.game_over
    assert len(shown) == len(set(shown)), "a lesson was shown twice"
    assert lesson_key(variant, "scoring") in shown
    assert set(shown) <= {lesson_key(variant, m) for m in LESSONS[variant]}
    assert len(shown) >= 4, shown
    assert not app.storage.has_save(), "a learn game is never saved"


def test_the_partners_cards_are_face_up_and_the_toggle_hides_them(app: App) -> None:
    table = learn_table(app, "belote_bga")
    partner = table.controller.view(2).hand
    app.frame(0.05)
    assert table.coach.open_hand(table, 2) == partner
    assert table.coach.open_hand(table, 1) == ()
    assert isinstance(table.coach, LearnCoach)
    click(app, point(table.coach.toggle_box(table)))
    assert table.coach.open_hand(table, 2) == ()


NON_TRUMP_ORDER = "789JQKTA"  # belote_bga.md: a plain suit's order, low to high


def planted_mistake(app: App) -> tuple[TableScene, Card, Card]:
    """A Belote position where the learner plays last to a trick an opponent wins, void in
    the led suit and without trumps, holding an ace and a 7 or 8: throwing the ace gives the
    opponents its 11 points (and a trick it could win later).  Returns the table, the ace and
    a low card."""
    for seed in range(400):
        c = TableController(
            "belote_bga", {}, ["human", "easy", "easy", "easy"], seed, decider=app.decider
        )
        rng = random.Random(seed)
        while not c.deal_over:
            view = c.trick_view()
            if c.human_to_act and c.legal_cards() and len(view.trick) == 3:
                break
            c.act(c.to_act, rng.choice(c.legal_actions()))
        if c.deal_over:
            continue
        view = c.trick_view()
        led = view.trick[0][1].suit
        if any(card.suit in (led, view.trump_suit) for card in view.hand):
            continue  # he must follow or trump: no free choice
        if any(card.suit == view.trump_suit for _, card in view.trick):
            continue
        winner = max(
            (pair for pair in view.trick if pair[1].suit == led),
            key=lambda pair: NON_TRUMP_ORDER.index(pair[1].code[0]),
        )[0]
        aces = [card for card in view.hand if card.code[0] == "A"]
        low = [card for card in view.hand if card.code[0] in "78"]
        if winner != 2 and aces and low:
            table = app.route("learn", c)
            assert isinstance(table, TableScene)
            app.push(table)
            return table, aces[0], low[0]
    raise AssertionError("no deal gives the learner an ace to throw away")


def test_a_planted_mistake_is_pointed_out_with_the_better_option(app: App) -> None:
    table, poor, _ = planted_mistake(app)
    coach = table.coach
    assert isinstance(coach, LearnCoach)
    for _ in range(400):  # the lessons of the position first, and the card reading
        app.frame(0.05)
        if isinstance(app.top, (LessonOverlay, ReadingOverlay)):
            key(app, pygame.K_RETURN)
        elif app.top is table and table.controller.human_to_act and table.animator.idle:
            break
    table.play(poor)
    for _ in range(400):
        app.frame(0.05)
        if isinstance(app.top, MistakeOverlay):
            break
    notice = app.top
    assert isinstance(notice, MistakeOverlay), "the ace thrown away was not pointed out"
    assert notice.mistake.played == poor
    assert notice.mistake.better != poor
    assert i18n.say_action(notice.mistake.better) in notice.body
    before = len(table.controller.record.deals[-1].actions)
    click(app, point(next(b.box for b in notice.buttons if b.key == "take_back")))
    assert app.top is table
    assert len(table.controller.record.deals[-1].actions) < before
    assert poor in table.controller.legal_cards(), "the play was taken back"


def test_the_setup_screen_starts_a_learn_game(app: App) -> None:
    setup = SetupScene(app)
    app.push(setup)
    click(app, point(next(b for b in setup.buttons if b.key == "game:barbu").box))
    click(app, point(next(b for b in setup.buttons if b.key == "learn").box))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.variant == "barbu"
    assert isinstance(table.coach, LearnCoach)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("variant", list(LESSONS))
def test_screenshot_of_a_lesson(app: App, variant: str, language: str) -> None:
    i18n.set_language(language)
    table = learn_table(app, variant, seed=8)
    for _ in range(2000):  # to the first rule of the card play, or the first lesson after it
        top = app.top
        if isinstance(top, LessonOverlay):
            if LESSONS[variant].index(top.key.split(".", 2)[2].replace(".", ":", 1)) >= (
                LESSONS[variant].index("follow" if "follow" in LESSONS[variant] else "meld")
            ):
                break
            key(app, pygame.K_RETURN)
        elif top is table and table.controller.human_to_act and table.animator.idle:
            legal = table.controller.legal_actions()
            table.play(legal[-1] if not isinstance(legal[0], Card) else legal[0])
        elif top is not table:
            key(app, pygame.K_RETURN)
        app.frame(0.05)
    assert isinstance(app.top, LessonOverlay)
    app.frame(0.05)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert app.screen is not None
    pygame.image.save(app.screen, str(SHOTS / f"learn_{variant}_{language}.png"))


def test_a_mistake_notice_says_the_better_card(app: App) -> None:
    table = learn_table(app, "belote_bga")
    mistake = Mistake(Card.parse("AS"), Card.parse("7H"), 12.4, 128, "mistake")
    app.push(app.route("learn_mistake", table, mistake))
    notice = app.top
    assert isinstance(notice, MistakeOverlay)
    assert "12" in notice.body and "128" in notice.body
    key(app, pygame.K_RETURN)
    assert app.top is table


def test_the_card_reading_opens_once_a_deal_after_the_first_trick(app: App) -> None:
    c = TableController("belote_bga", {}, ["human", "easy", "easy", "easy"], 3, decider=app.decider)
    table = app.route("learn", c)
    assert isinstance(table, TableScene)
    app.push(table)
    rng = random.Random(1)
    opened: list[int] = []
    for _ in range(4000):
        app.frame(0.05)
        top = app.top
        if isinstance(top, ReadingOverlay):
            opened.append(sum(c.trick_view().tricks_taken))
            assert top.seat == 0
            key(app, pygame.K_RETURN)
        elif top is not table:
            key(app, pygame.K_RETURN)
        elif c.deal_over:
            break
        elif c.human_to_act and table.animator.idle:
            table.play(rng.choice(c.legal_actions()))
    assert len(opened) == 1, opened
    assert opened[0] >= 1, "after a trick was gathered"
