"""A sixth game added from the test suite only: the program plays it without knowing its name.

The toy (``tests/toy/game.py``, its AI in ``tests/toy/ai.py``) is registered for
each test by the ``toy`` fixture, in the game registry and the AI catalogue, as
the catalogues' one line would, with no monkeypatching.  Then the contract tests,
the setup screen, a deal at the headless table with save and Continue, the AI
arena and every level, the replayer, its deal codes, its hand review and its
lessons must all work with it from its own declarations, with no edit anywhere else.

A game without contracts says so in its definition (``has_contracts``): the
contract box then stays empty instead of waiting for a bidding.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

import main
from ai import arena
from ai.agent import InfoState
from ai.catalog import CATALOG, game_ai
from ai.levels import LEVEL_TABLE, agent_for
from ai.review.engine import review_game
from game.catalog import game_names, games_in_menu_order, get_game
from game.core import registry
from game.core.cards import Card
from game.core.match import Match
from game.core.reasons import NOT_HELD
from game.core.replaying import DealData, RecordData
from game.core.tricks import FOLLOW
from game.session import cli
from game.session.controller import TableController
from game.session.deal_code import DealSpec, check_deal, decode, encode
from game.session.record import parse_record
from game.session.replay import replay
from game.session.simulate import simulate_game
from game.ui import i18n
from game.ui.app import App
from game.ui.routes import table_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.overlays import (
    GameOverOverlay,
    LastTrickOverlay,
    PauseOverlay,
    SheetOverlay,
    SummaryOverlay,
)
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.selftest import play_one_deal
from tests.ai import test_catalog as ai_catalog_tests
from tests.ai import test_no_peek as no_peek
from tests.contract import test_every_variant as contract
from tests.contract import test_info_key as info_key_tests
from tests.contract import test_registration as registration
from tests.core import test_lessons as lessons
from tests.toy.ai import TOY_AI
from tests.toy.game import NAME, TOY_DECK, ToyDefinition, ToyView
from tests.ui import monkey
from tests.ui.conftest import QuickDecider
from tests.ui.helpers import card_point, click, drag, frames, key, play_game, point, settle

# --- the toy's own rules (so the checks below check a working game) ----------------------


def deal(dealer: int, codes: str) -> Any:
    """A deal of the toy from a deck order written as card codes (top first)."""
    match = Match(get_game(NAME), get_game(NAME).parse_options({}), dealer)
    return match.deal_from(codes.split())


def test_follow_suit_highest_of_the_led_suit_wins_one_point_a_trick(toy: ToyDefinition) -> None:
    # Dealer 3: seat 0 gets AS AH, seat 1 KS KH, seat 2 AD KD, seat 3 AC KC.
    state = deal(3, "AS KS AD AC AH KH KD KC")
    assert state.to_act == 0
    assert state.legal_actions() == [Card.parse("AS"), Card.parse("AH")]
    state.apply(Card.parse("AH"))
    assert state.legal_actions() == [Card.parse("KH")]
    assert state.why_illegal(Card.parse("KS")).kind is FOLLOW
    assert state.why_illegal(Card.parse("AD")).kind is NOT_HELD
    for code in ("KH", "AD", "AC"):  # nobody else holds hearts: the ace of hearts wins
        state.apply(Card.parse(code))
    assert state.to_act == 0 and state.tricks_taken == [1, 0, 0, 0]
    for code in ("AS", "KS", "KD", "KC"):
        state.apply(Card.parse(code))
    assert state.is_over and state.result().points == (2, 0)
    doubled = Match(toy, toy.parse_options({"last_trick_double": True}), 3)
    state = doubled.deal_from(["AS", "KS", "AD", "AC", "AH", "KH", "KD", "KC"])
    for code in ("AS", "KS", "KD", "KC", "AH", "KH", "AD", "AC"):
        state.apply(Card.parse(code))
    assert state.result().points == (3, 0)


def test_the_game_ends_past_the_target_with_more_points(toy: ToyDefinition) -> None:
    rules = toy.parse_options({"target": 3})
    assert toy.match_winner(rules, (2, 2), []) is None
    assert toy.match_winner(rules, (3, 3), []) is None
    assert toy.match_winner(rules, (3, 4), []) == 1


# --- 1. the contract tests ------------------------------------------------------------------


def test_without_the_fixture_nobody_sees_it() -> None:
    assert NAME not in game_names() and NAME not in CATALOG


def test_the_catalogues_list_it_for_this_test_only(toy: ToyDefinition) -> None:
    assert NAME in game_names() and games_in_menu_order()[-1] is toy
    orders = [game.menu_order for game in games_in_menu_order()]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert len(toy.deck(toy.parse_options({}))) == len(TOY_DECK) == 8


def test_its_declaration_passes_the_registration_checks(toy: ToyDefinition) -> None:
    registration.test_each_game_declares_its_table_title_and_options(NAME)
    registration.test_every_offered_choice_is_accepted_and_kept(NAME)
    registration.test_every_preset_uses_declared_options(NAME)
    registration.test_values_outside_the_choices_are_refused_naming_the_option(NAME)


@pytest.mark.parametrize("seed", range(3))
def test_random_games_keep_the_contract_and_replay(toy: ToyDefinition, seed: int) -> None:
    contract.test_random_games_keep_the_contract_and_replay(NAME, seed)


def test_every_legal_action_applies_on_a_clone(toy: ToyDefinition) -> None:
    contract.test_every_legal_action_applies_on_a_clone(NAME)


def test_determinize_depends_only_on_the_seats_information(toy: ToyDefinition) -> None:
    contract.test_determinize_depends_only_on_the_seats_information(NAME)


@pytest.mark.parametrize("seed", range(2))
def test_equal_keys_mean_equal_views(toy: ToyDefinition, seed: int) -> None:
    info_key_tests.test_equal_keys_mean_equal_views(NAME, seed)


def test_views_hide_the_other_hands(toy: ToyDefinition) -> None:
    state = deal(0, "AS KS AD AC AH KH KD KC")
    view = state.view(1)
    assert isinstance(view, ToyView)
    assert view.hand == (Card.parse("AS"), Card.parse("AH"))
    assert view.hand_sizes == (2, 2, 2, 2) and view.known == ((), (), (), ())
    world = state.determinize(1, random.Random(3))
    assert world.view(1) == view and world.opening == []


# --- 2. the setup screen ------------------------------------------------------------------


def button_point(scene: Any, key_name: str) -> tuple[int, int]:
    for candidate in scene.buttons:
        if candidate.key == key_name:
            return point(candidate.box)
    raise AssertionError(f"no button {key_name}")


def drawn(app: App) -> int:
    """How many distinct colours the screen shows (a drawn scene has many)."""
    app.frame(1 / 60)
    assert app.screen is not None
    small = pygame.transform.scale(app.screen, (64, 40))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)})


def open_table(app: App, seed: int) -> TableScene:
    """A new game of the toy at its table: the human in seat 0, three levels of the AI."""
    app.settings.autoplay = False
    app.settings.speed = "fast"
    controller = TableController(
        NAME, {}, ["human", "easy", "hard", "medium"], seed, decider=app.decider
    )
    table = table_scene(app, controller)
    app.push(table)
    return table


def test_the_setup_screen_offers_it_and_starts_its_table(toy: ToyDefinition, toy_app: App) -> None:
    app = toy_app
    setup = SetupScene(app)
    app.push(setup)
    frames(app, 1)
    click(app, button_point(setup, f"game:{NAME}"))
    assert setup.variant == NAME
    presets = [b.key for b in setup.buttons if b.key.startswith("preset:")]
    assert presets == [f"preset:{name}" for name in get_game(NAME).presets]
    assert setup.options == {"target": 5, "last_trick_double": False}
    seen = []
    for _ in range(3):
        click(app, button_point(setup, "opt:target"))
        seen.append(setup.options["target"])
    assert seen == [3, 5, 3]
    click(app, button_point(setup, "opt:last_trick_double"))
    assert setup.options["last_trick_double"] is True
    frames(app, 1)
    click(app, button_point(setup, "preset:short"))
    assert setup.options == {"target": 3, "last_trick_double": False}
    click(app, button_point(setup, "opt:last_trick_double"))
    click(app, button_point(setup, "start"))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.variant == NAME
    assert table.controller.rules == toy.parse_options({"target": 3, "last_trick_double": True})
    frames(app, 2)
    assert app.storage.has_save()


# --- 3. a deal at the headless table, and the other screens ------------------------------------


def test_a_whole_deal_through_the_mouse_to_the_summary(toy_app: App) -> None:
    app = toy_app
    table = open_table(app, seed=3)
    c = table.controller
    turns = 0
    while True:
        settle(app, table)
        if c.deal_over:
            break
        actions = c.record.deals[-1].actions
        before = len(actions)
        card = c.legal_actions()[-1]
        if turns % 2:
            click(app, card_point(table, card))
        else:
            drag(app, card_point(table, card), point(table.layout.drop))
        assert actions[before:] == [(0, card.code)], "the table took another action"
        turns += 1
    frames(app, 3)
    assert turns == 2
    assert isinstance(app.top, SummaryOverlay)
    assert len(c.record.deals[-1].actions) == 8
    assert replay(parse_record(c.to_json())).match.totals == c.totals
    assert sum(c.totals) == 2
    stats = app.storage.load_statistics().of(NAME)
    assert stats.hands == 1 and stats.points == c.results[-1].points[0]
    summary = app.top
    click(app, point(summary.buttons[0].box))  # continue: the next deal is dealt
    assert app.top is not summary and len(c.record.deals) == 2 and not c.deal_over
    assert app.top is table


def test_the_keyboard_plays_and_continue_resumes_the_position(toy_app: App) -> None:
    app = toy_app
    table = open_table(app, seed=8)
    c = table.controller
    settle(app, table)
    before = len(c.record.deals[-1].actions)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    played = c.record.deals[-1].actions[before:]
    assert len(played) == 1 and played[0][0] == 0
    settle(app, table)
    view = c.view(0)
    assert not c.deal_over and len(view.hand) == 1
    app.reset_to(MenuScene(app))
    menu = app.top
    app.frame(0.016)
    click(app, button_point(menu, "continue"))
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.controller.variant == NAME
    assert resumed.controller.view(0) == view
    assert resumed.controller.record.deals == c.record.deals


def test_a_whole_game_is_played_and_counted(toy_app: App) -> None:
    app = toy_app
    controller = play_game(app, NAME, {"target": 3}, 4).controller
    assert isinstance(app.top, GameOverOverlay)
    assert controller.game_over and max(controller.totals) >= 3
    stats = app.storage.load_statistics().of(NAME)
    assert stats.games == 1 and stats.won == int(controller.match.winner == 0)
    assert not app.storage.has_save()


def test_hint_undo_and_the_overlays_at_its_table(toy: ToyDefinition, toy_app: App) -> None:
    app = toy_app
    table = open_table(app, seed=17)
    c = table.controller
    settle(app, table)
    before = c.view(0)
    click(app, button_point(table, "hint"))
    settle(app, table)
    assert c.hint.action in c.legal_actions()
    table.play(c.legal_actions()[0])
    settle(app, table)
    view = c.view(0)
    assert isinstance(view, ToyView) and view.tricks_taken != (0, 0, 0, 0)
    for overlay in (LastTrickOverlay, SheetOverlay, PauseOverlay):
        app.push(overlay(app, table))
        assert drawn(app) > 20
        app.pop()
    click(app, button_point(table, "undo"))
    settle(app, table)
    assert c.view(0) == before


def test_the_contract_box_does_not_say_bidding_in_a_game_without_contracts(
    toy: ToyDefinition, toy_app: App
) -> None:
    table = open_table(toy_app, seed=4)
    settle(toy_app, table)
    view = table.controller.view(0)
    if not isinstance(view, ToyView) or view.phase != "play":  # not the assertion expected to fail
        pytest.fail(f"the toy's deal is not in its play: {view}")
    words, _ = table.hud.contract_words()
    said = f"the box says {words!r} while the cards are played"
    assert words != i18n.tr("table.no_contract"), said


def test_a_monkey_at_its_table_breaks_nothing(toy: ToyDefinition, toy_app: App) -> None:
    """tests/ui/monkey.py's run: clicks, drags, keys, resizes, menu and Continue, with the AI
    answering a few frames late; every game it played replays to the totals shown."""
    app = toy_app
    app.decider_factory = lambda: monkey.ThinkingDecider(QuickDecider(), random.Random(5), 6)
    table = monkey.open_table(app, NAME, seed=21, speed="fast")
    run = monkey.MonkeyRun(games=[table.controller])
    monkey.run_monkey(app, run, random.Random(8), 300, monkey.LANDSCAPE + monkey.ODD)
    assert run.events == 300 and run.human_actions >= 5
    assert any(len(game.results) >= 2 for game in run.games)
    monkey.check_games(run)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_its_screens_draw_in_both_languages_without_its_own_texts(
    toy: ToyDefinition, toy_app: App, language: str
) -> None:
    """The toy has no texts, no rules file: its title and option names stand in for them."""
    app = toy_app
    i18n.set_language(language)
    setup = SetupScene(app)
    app.push(setup)
    click(app, button_point(setup, f"game:{NAME}"))
    labels = {b.key: b.label for b in setup.buttons}
    assert labels[f"game:{NAME}"] == toy.title
    assert labels["opt:last_trick_double"].startswith("last_trick_double: ")
    assert drawn(app) > 20
    rules = RulesScene(app)
    app.push(rules)
    click(app, button_point(rules, f"game:{NAME}"))
    assert rules.variant == NAME and rules.lines
    assert drawn(app) > 20
    app.pop()
    table = open_table(app, seed=2)
    settle(app, table)
    assert drawn(app) > 20
    while not table.controller.deal_over:
        table.play(table.controller.legal_actions()[0])
        settle(app, table)
    stats = StatsScene(app)
    app.push(stats)
    assert NAME in stats.stats.per_variant
    assert drawn(app) > 20


def test_its_statistics_still_show_once_it_is_gone(toy: ToyDefinition, toy_app: App) -> None:
    """A statistics file may name a game this build does not register (here the toy, after
    its hands were counted): the statistics screen shows it under its record name."""
    app = toy_app
    table = open_table(app, seed=6)
    while not table.controller.deal_over:
        table.play(table.controller.legal_actions()[0])
        app.frame(0.05)
    registry.unregister(NAME)
    assert NAME not in game_names()
    stats = StatsScene(app)
    app.push(stats)
    assert stats.stats.of(NAME).hands == 1
    assert drawn(app) > 20


def test_the_self_test_deal_plays_it_at_its_table(toy: ToyDefinition, toy_app: App) -> None:
    line = play_one_deal(toy_app, NAME, seed=100)
    assert line.startswith(f"{NAME}: one AI-only deal, 8 actions, points ")
    assert "at the table" in line


# --- 4. the AI: the arena and every level -------------------------------------------------------


def test_the_arena_plays_duplicate_deals_and_games(toy: ToyDefinition) -> None:
    deals = arena.run(toy, "easy", "hard", 6, seed=1, games=False, jobs=1)
    assert deals["pairs"] == 6
    assert deals["won"] + deals["tied"] + deals["lost"] == 6
    assert -3 <= deals["margin"] <= 3
    assert NAME in arena.report(deals, toy, "easy", "hard")
    games = arena.run(toy, "medium", "random", 2, seed=2, games=True, jobs=1)
    assert games["games"] == 4 and 0 <= games["game_win_rate"] <= 1


def test_the_arena_command_line_offers_it(toy: ToyDefinition, capsys: Any) -> None:
    assert arena.main(["--variant", NAME, "--a", "easy", "--b", "random", "--deals", "2"]) == 0
    assert capsys.readouterr().out.startswith(f"{NAME}: easy (a) vs random (b), 2 duplicate deal")


def test_it_has_its_ai_catalogue_entry(toy: ToyDefinition) -> None:
    ai_catalog_tests.test_every_registered_game_has_an_entry_in_the_ai_catalogue(NAME)


@pytest.mark.parametrize("level", list(LEVEL_TABLE))
def test_every_level_plays_it_legally(toy: ToyDefinition, level: str) -> None:
    ai_catalog_tests.test_every_game_has_an_agent_at_every_level_that_plays_its_pieces(NAME, level)
    agent = agent_for(toy, level)
    rng = random.Random(level)
    match = Match(toy, toy.parse_options({}), 0)
    for _ in range(3):
        _, state = match.deal_shuffled(rng)
        while not state.is_over:
            info = InfoState.of(state, state.to_act, rng)
            action = agent.choose(info, rng)
            assert state.why_illegal(action) is None, f"{level} chose {action}"
            state.apply(action)


def test_no_level_peeks_at_the_hidden_cards(toy: ToyDefinition) -> None:
    """tests/ai/test_no_peek.py's check, with its small budgets handed in: a deal the seat
    cannot tell from the truth, replayed from another deck, gives the agent the same world
    and every level the same decision; its one kind of decision is the play."""
    tally = no_peek.Tally()
    no_peek.check_variant(NAME, 24, no_peek.SEED, no_peek.STRIDES, tally, no_peek.small_agent)
    assert not tally.failures, "\n".join(tally.failures[:10])
    assert toy.decision_phases == ("play",)
    assert tally.phases["play"] == 24 and set(tally.decisions) == set(LEVEL_TABLE)


def test_its_hand_review_is_the_one_its_ai_entry_names(toy: ToyDefinition) -> None:
    """Each decision of a reviewed deal is marked on the toy's own scale (tricks, not card
    points), valued with at least its own review's worlds (the advisor level's budget), and
    one ``main.py review`` takes as many deals as its pace allows."""
    assert game_ai(toy).review is TOY_AI.review
    record = simulate_game(NAME, {}, seed=3).record
    deals = [DealData(deal.deck, deal.actions) for deal in record.deals[:2]]
    game = RecordData(NAME, record.options, record.first_dealer, deals)
    review = review_game(game, 0, seed=1)
    decisions = [d for deal in review.deals for d in deal.decisions]
    assert len(decisions) == 4, "two cards a deal"
    scale = TOY_AI.review.scale
    for decision in decisions:
        assert decision.worlds >= TOY_AI.review.strength.worlds  # the advisor's, at least
        assert decision.mark is scale.mark(decision.loss, decision.legal_count)
        assert 0 <= decision.loss <= 4
    assert main.review_bound(toy) == 15 * 60 * 2


# --- 5. its deal codes and its lessons ----------------------------------------------------------


def test_its_deal_codes_round_trip_under_its_own_short_name(toy: ToyDefinition) -> None:
    options = {"target": 3, "last_trick_double": True}
    code = encode(NAME, options, 2, 123_456_789)
    assert code.startswith("TOY-")
    assert decode(code) == DealSpec(NAME, options, 2, 123_456_789)
    assert decode(code.lower().replace("-", "")) == decode(code)
    record = simulate_game(NAME, options, seed=4).record
    for number, deal in enumerate(record.deals):
        dealer = (record.first_dealer + number) % 4
        assert deal.code is not None and deal.code.startswith("TOY-")
        assert check_deal(deal.code, NAME, options, dealer) == deal.deck


def test_its_lessons_are_its_declared_moments(toy: ToyDefinition) -> None:
    """tests/core/test_lessons.py's checks: each moment once, in the toy's order, following
    suit named exactly when a card is refused for it, the scoring at each deal's end."""
    lessons.test_moments_are_known_once_and_in_order(NAME)
    lessons.test_following_suit_is_named_exactly_when_a_card_is_refused_for_it(NAME)
    named = set()
    for seed in range(6):
        found, _ = lessons.learner_moments(NAME, seed)
        named.update(name for names in found for name in names)
    assert named == {"follow", "scoring"}


# --- 6. the replayer ---------------------------------------------------------------------------


def write_record(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_the_replayer_gives_the_totals_of_a_simulated_game(
    toy: ToyDefinition, tmp_path: Path, capsys: Any
) -> None:
    game = simulate_game(NAME, {"target": 3, "last_trick_double": True}, seed=7)
    assert game.match.is_finished
    status = cli.main(["replay", write_record(tmp_path, game.record.to_json())])
    out = capsys.readouterr()
    assert (status, out.err) == (0, "")
    summary = json.loads(out.out)
    assert summary["variant"] == NAME and summary["finished"]
    assert summary["deals"][-1]["totals"] == game.match.totals
    assert sum(game.match.totals) == 3 * len(game.match.results)  # the last trick counts twice
    assert summary["winner"] == game.match.winner
    assert len(summary["deals"]) == len(game.match.results)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("a card not held", "may not play"),
        ("out of turn", "turn"),
        ("not a card", "not a Two tricks action"),
        ("bad option", "'target'"),
    ],
)
def test_a_broken_record_gives_status_2_and_one_line(
    toy: ToyDefinition, tmp_path: Path, capsys: Any, change: str, words: str
) -> None:
    data = simulate_game(NAME, {}, seed=5).record.to_json()
    first = data["deals"][0]["actions"]
    if change == "a card not held":
        held = {a["action"] for a in first if a["seat"] != first[0]["seat"]}
        first[0]["action"] = sorted(held)[0]
    elif change == "out of turn":
        first[0]["seat"] = (first[0]["seat"] + 1) % 4
    elif change == "not a card":
        first[1]["action"] = "pass"
    else:
        data["options"] = {"target": 0}
    status = cli.main(["replay", write_record(tmp_path, data)])
    out = capsys.readouterr()
    assert status == 2 and out.out == ""
    lines = out.err.splitlines()
    assert len(lines) == 1 and words in lines[0], lines
    assert "Traceback" not in out.err


def test_the_simulate_command_offers_it(toy: ToyDefinition, capsys: Any) -> None:
    assert cli.main(["simulate", "--variant", NAME, "--games", "3", "--seed", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["variant"] == NAME and summary["games"] == 3 and summary["unfinished"] == 0
