"""One save per game (``saves/<game>.json``), an older Atout's single save made its game's
save, and the settings that stick: each game's computer levels, the card back, the order of
the hand."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from game.session.controller import SAVE_KIND, TableController
from game.session.safe_write import previous_of
from game.session.simulate import simulate_game
from game.session.storage import (
    CARD_BACKS,
    DAMAGED,
    HAND_SORTS,
    SAVES,
    Settings,
    Storage,
    save_file,
)

LEVELS = ["human", "easy", "hard", "expert"]


def a_save(variant: str, seed: int = 1, actions: int = 5) -> dict[str, Any]:
    """A save as the table writes it: a game's first deal, a few actions in."""
    data = simulate_game(variant, {}, seed).record.to_json()
    data["deals"] = data["deals"][:1]
    data["deals"][0]["actions"] = data["deals"][0]["actions"][:actions]
    data["table"] = {"kind": SAVE_KIND, "levels": LEVELS, "seed": seed}
    return data


def older_save(folder: Path, data: dict[str, Any], previous: dict[str, Any] | None = None) -> None:
    """What an older Atout left: ``saved_game.json`` and perhaps its previous copy."""
    if previous is not None:
        (folder / "saved_game.previous.json").write_text(json.dumps(previous), "utf-8")
    (folder / Storage.SAVE).write_text(json.dumps(data), encoding="utf-8")


def resume(storage: Storage, game: str) -> TableController:
    controller = storage.load_game(game, TableController.from_json)
    assert isinstance(controller, TableController), storage.problems
    return controller


# --- a save per game ----------------------------------------------------------------------


def test_each_game_keeps_its_own_save(tmp_path: Path) -> None:
    storage = Storage(tmp_path, background=True)
    belote, barbu = a_save("belote_bga"), a_save("barbu", 2)
    storage.save_game("belote_bga", belote)
    storage.save_game("barbu", json.dumps(barbu))  # the table hands its text
    assert storage.has_save("belote_bga") and storage.has_save("barbu")
    assert sorted(storage.saved_games()) == ["barbu", "belote_bga"]
    storage.close()
    again = Storage(tmp_path)
    assert again.load_game("belote_bga") == belote and again.load_game("barbu") == barbu
    assert (tmp_path / SAVES / "belote_bga.json").is_file()
    assert (tmp_path / SAVES / "barbu.json").is_file()
    again.clear_game("barbu")  # Barbu's game ends: Belote's save stays
    assert again.saved_games() == ["belote_bga"] and not again.has_save("barbu")
    assert resume(again, "belote_bga").variant == "belote_bga"


def test_the_games_are_listed_the_one_saved_last_first(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    for game in ("baloot", "barbu", "belote_bga"):
        storage.save_game(game, a_save(game))
    now = time.time()
    for age, game in ((300, "baloot"), (100, "barbu"), (200, "belote_bga")):
        os.utime(tmp_path / save_file(game), (now - age, now - age))
    assert storage.saved_games() == ["barbu", "belote_bga", "baloot"]
    assert storage.saved_when("barbu") == time.strftime("%Y-%m-%d %H:%M", time.localtime(now - 100))


def test_a_write_on_its_way_counts_before_it_lands(tmp_path: Path) -> None:
    storage = Storage(tmp_path, background=True)
    for n in range(30):
        storage.save_game("barbu", {"n": n})
    assert storage.saved_games() == ["barbu"]  # perhaps not yet on disk
    storage.clear_game("barbu")
    assert storage.saved_games() == [] and not storage.has_save()
    storage.close()


def test_a_damaged_save_of_one_game_leaves_the_others_alone(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.save_game("barbu", a_save("barbu"))
    storage.save_game("baloot", a_save("baloot"))
    (tmp_path / save_file("baloot")).write_text('{"format": "atout-rec', encoding="utf-8")
    assert storage.load_game("baloot", TableController.from_json) is None
    (problem,) = storage.problems
    assert (problem.kind, problem.file, problem.previous) == (DAMAGED, Storage.SAVE, False)
    assert problem.aside.startswith(f"{SAVES}/baloot.damaged-")
    assert (tmp_path / problem.aside).read_text(encoding="utf-8") == '{"format": "atout-rec'
    assert storage.saved_games() == ["barbu"]
    assert resume(storage, "barbu").variant == "barbu"


def test_a_save_file_is_named_only_by_a_games_name() -> None:
    assert save_file("belote_bga") == "saves/belote_bga.json"
    for bad in ("", "../settings", "Barbu", "a b", "x" * 61):
        with pytest.raises(ValueError):
            save_file(bad)


# --- an older Atout's single save -----------------------------------------------------------


def test_an_older_single_save_becomes_its_games_save(tmp_path: Path) -> None:
    first, last = a_save("belote_classic", 3, 4), a_save("belote_classic", 3, 6)
    older_save(tmp_path, last, previous=first)
    storage = Storage(tmp_path)
    assert storage.saved_games() == ["belote_classic"] and not storage.problems
    assert not (tmp_path / Storage.SAVE).exists()
    assert not (tmp_path / "saved_game.previous.json").exists()
    assert json.loads((tmp_path / save_file("belote_classic")).read_text()) == last
    assert json.loads(previous_of(tmp_path / save_file("belote_classic")).read_text()) == first
    controller = resume(storage, "belote_classic")
    assert controller.to_json()["deals"] == last["deals"]
    assert controller.levels == tuple(LEVELS)
    storage.save_game("barbu", a_save("barbu"))  # a new game of another kind: both stay
    assert sorted(Storage(tmp_path).saved_games()) == ["barbu", "belote_classic"]


def test_the_previous_copy_of_a_replaced_game_is_not_brought_back(tmp_path: Path) -> None:
    """A Barbu game started over a saved Belote game (the old program warned): the old
    save's previous copy is the Belote game the player gave up."""
    older_save(tmp_path, a_save("barbu"), previous=a_save("belote_bga"))
    storage = Storage(tmp_path)
    assert storage.saved_games() == ["barbu"]
    assert not (tmp_path / "saved_game.previous.json").exists()
    assert not previous_of(tmp_path / save_file("barbu")).exists()


def test_a_damaged_older_save_is_moved_aside_and_the_one_before_it_offered(
    tmp_path: Path,
) -> None:
    first = a_save("baloot", 2)
    (tmp_path / "saved_game.previous.json").write_text(json.dumps(first), "utf-8")
    (tmp_path / Storage.SAVE).write_text('{"format": "atout-rec', encoding="utf-8")
    storage = Storage(tmp_path)
    assert storage.saved_games() == ["baloot"]
    (problem,) = storage.problems
    assert (problem.kind, problem.file, problem.previous) == (DAMAGED, Storage.SAVE, True)
    (aside,) = tmp_path.glob("saved_game.damaged-*.json")
    assert aside.read_text(encoding="utf-8") == '{"format": "atout-rec'  # kept as it was
    assert resume(storage, "baloot").to_json()["deals"] == first["deals"]


def test_an_older_save_naming_no_game_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / Storage.SAVE).write_text('{"variant": "../x", "deals": []}', encoding="utf-8")
    storage = Storage(tmp_path)
    assert storage.saved_games() == [] and not storage.has_save()
    assert [p.kind for p in storage.problems] == [DAMAGED]
    assert list(tmp_path.glob("saved_game.damaged-*.json"))


def test_an_older_save_beside_a_newer_one_of_the_same_game_becomes_its_previous_copy(
    tmp_path: Path,
) -> None:
    storage = Storage(tmp_path)
    newer = a_save("barbu", 1, 8)
    storage.save_game("barbu", newer)
    older_save(tmp_path, a_save("barbu", 1, 2))
    past = time.time() - 3600
    os.utime(tmp_path / Storage.SAVE, (past, past))
    assert storage.saved_games() == ["barbu"]
    assert storage.load_game("barbu") == newer
    assert (
        json.loads(previous_of(tmp_path / save_file("barbu")).read_text())["deals"][0]["actions"]
        == a_save("barbu", 1, 2)["deals"][0]["actions"]
    )


def test_a_copy_that_does_not_own_the_folder_reads_an_older_save_in_place(
    tmp_path: Path,
) -> None:
    data = a_save("belote_bga")
    older_save(tmp_path, data)
    reader = Storage(tmp_path, read_only=True)
    assert reader.saved_games() == ["belote_bga"] and reader.has_save("belote_bga")
    assert reader.load_game("belote_bga") == data
    assert [k.record.variant for k in reader.kept_games()] == ["belote_bga"]
    assert (tmp_path / Storage.SAVE).exists() and not (tmp_path / SAVES).exists()


# --- the settings that stick ---------------------------------------------------------------


def test_levels_per_game_the_card_back_and_the_hand_order_survive_a_restart(
    tmp_path: Path,
) -> None:
    storage = Storage(tmp_path)
    settings = storage.load_settings()
    assert (settings.card_back, settings.hand_sort, settings.levels) == ("blue", "trumps", {})
    settings.levels["barbu"] = ["expert", "hard", "easy"]
    settings.levels["belote_bga"] = ["hard", "hard", "hard"]
    settings.card_back = "purple"
    settings.hand_sort = "rank"
    storage.save_settings(settings)
    again = Storage(tmp_path).load_settings()
    assert again == settings
    assert again.levels_of("barbu", 3, LEVELS[1:], "medium") == ["expert", "hard", "easy"]
    assert again.levels_of("baloot", 3, LEVELS[1:], "medium") == ["medium"] * 3


def test_a_level_this_program_does_not_have_falls_back_to_the_default() -> None:
    settings = Settings(levels={"barbu": ["grandmaster", "hard"]})
    assert settings.levels_of("barbu", 3, ("easy", "hard"), "easy") == ["easy", "hard", "easy"]


@pytest.mark.parametrize(
    "raw",
    [
        {"card_back": "gold"},
        {"hand_sort": "random"},
        {"levels": ["hard"]},
        {"levels": {"barbu": "hard"}},
        {"levels": {"barbu": ["hard", 3]}},
        {"levels": {"../barbu": ["hard"]}},
        {"levels": {"barbu": ["hard"] * 9}},
        {"levels": {"barbu": ["Hard Level"]}},
    ],
)
def test_damaged_new_settings_are_moved_aside(tmp_path: Path, raw: Any) -> None:
    (tmp_path / Storage.SETTINGS).write_text(json.dumps(raw), encoding="utf-8")
    storage = Storage(tmp_path)
    assert storage.load_settings() == Settings()
    assert [p.kind for p in storage.problems] == [DAMAGED]
    assert Settings.from_json(raw) == Settings()  # the lenient reading keeps the defaults


def test_every_choice_is_a_setting_the_file_takes(tmp_path: Path) -> None:
    for back in CARD_BACKS:
        for order in HAND_SORTS:
            settings = Settings(card_back=back, hand_sort=order)
            assert Settings.check(settings.to_json()) == settings


@pytest.mark.parametrize("variant", ["belote_bga", "barbu"])
def test_a_game_saved_as_a_hand_ended_continues_with_its_log(variant: str) -> None:
    """The table saves after the last card of a hand too: continuing that save rebuilds the
    hand's log on the match as it stood before the hand was booked."""
    played = TableController(variant, {}, LEVELS, 21)
    while not played.deal_over:
        played.act(played.to_act, played.legal_actions()[0])
    resumed = TableController.from_json(json.loads(played.save_text()))
    assert resumed.deal_over and resumed.totals == played.totals
    history = resumed.deal_history()
    assert len(history) == len(played.record.deals[-1].actions)
    assert history == played.deal_history()
    assert resumed.totals == played.totals and len(resumed.results) == 1
