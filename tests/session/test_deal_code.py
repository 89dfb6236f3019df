"""Deal codes: they round-trip, refuse mistyped codes, fit their length, and name the deals
the program deals (the table, ``simulate``, records, saves, ``main.py deal``)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import game_names, get_game
from game.core.cards import Card
from game.core.decks import PIQUET_32
from game.session import cli
from game.session.controller import TableController
from game.session.deal_code import (
    ALPHABET,
    SEED_BITS,
    TARGET_LIMIT,
    DealCodeError,
    DealSpec,
    deck_from_seed,
    decode,
    encode,
    short_names,
)
from game.session.record import parse_record
from game.session.replay import ReplayError, replay
from game.session.simulate import simulate_game

LEVELS = ["human", "easy", "easy", "easy"]


def random_options(variant: str, rng: random.Random) -> dict[str, Any]:
    """Any option set the code can carry: each option's choices, any target to 9999."""
    options: dict[str, Any] = {}
    for option in get_game(variant).options:
        if option.any_positive:
            options[option.name] = rng.randint(1, TARGET_LIMIT)
        else:
            options[option.name] = rng.choice(option.choices)
    return options


def random_code(rng: random.Random) -> str:
    variant = rng.choice(game_names())
    options = random_options(variant, rng)
    return encode(variant, options, rng.randrange(4), rng.getrandbits(SEED_BITS))


@settings(max_examples=300, deadline=None)
@given(
    variant=st.sampled_from(sorted(short_names())),
    options_seed=st.integers(0, 2**32),
    dealer=st.integers(0, 3),
    seed=st.integers(0, 2**SEED_BITS - 1),
)
def test_a_code_round_trips(variant: str, options_seed: int, dealer: int, seed: int) -> None:
    options = random_options(variant, random.Random(options_seed))
    code = encode(variant, options, dealer, seed)
    short, _, body = code.partition("-")
    assert short == short_names()[variant] and len(body) <= 16
    assert all(ch in ALPHABET for ch in body)
    spec = decode(code)
    definition = get_game(variant)
    assert spec == DealSpec(
        variant, definition.options_to_json(definition.parse_options(options)), dealer, seed
    )
    assert decode(code.lower().replace("0", "o").replace("1", "l")) == spec  # read as typed
    assert decode(f" {code[:6]} {code[6:]} ") == spec


def test_every_rule_set_has_a_short_name() -> None:
    assert sorted(short_names()) == sorted(game_names())
    assert len(set(short_names().values())) == len(short_names())


def changed_digit_codes(code: str) -> list[str]:
    """Every code made by changing one digit of ``code`` to another digit."""
    short, _, body = code.partition("-")
    out = []
    for at, old in enumerate(body):
        for new in ALPHABET:
            if new != old:
                out.append(f"{short}-{body[:at]}{new}{body[at + 1 :]}")
    return out


def swapped_codes(code: str) -> list[str]:
    """Every code made by swapping two neighbouring, different digits of ``code``."""
    short, _, body = code.partition("-")
    out = []
    for at in range(len(body) - 1):
        if body[at] != body[at + 1]:
            out.append(f"{short}-{body[:at]}{body[at + 1]}{body[at]}{body[at + 2 :]}")
    return out


def refused(code: str) -> bool:
    try:
        decode(code)
    except DealCodeError:
        return True
    return False


def test_single_changes_and_neighbour_swaps_are_refused() -> None:
    """The issue asks for 99.9 % of each; the check digit refuses every one (over 300 random
    codes of every rule set, each change and each swap tried)."""
    rng = random.Random(21)
    changes = swaps = refused_changes = refused_swaps = 0
    for _ in range(300):
        code = random_code(rng)
        for bad in changed_digit_codes(code):
            changes += 1
            refused_changes += refused(bad)
        for bad in swapped_codes(code):
            swaps += 1
            refused_swaps += refused(bad)
    assert changes > 100_000 and swaps > 3_000
    assert refused_changes == changes
    assert refused_swaps == swaps


def test_another_games_short_name_is_refused() -> None:
    """Same length, another rule set's name: the check digit depends on the name."""
    rng = random.Random(5)
    for _ in range(200):
        code = encode("belote_bga", random_options("belote_bga", rng), 0, rng.getrandbits(40))
        assert refused("BEL" + code[3:])
        assert refused("BUR" + code[3:])


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "game"),
        ("XYZ-07SSV28VEP2A6", "game"),
        ("BGA-07SSV28VEP2A", "length"),
        ("BGA-07SSV28VEP2A66", "length"),
        ("BGA-07SSV28VEP2AU", "character"),
        ("BGA-07SSV28VEP2A7", "check"),
    ],
)
def test_a_refused_code_says_why(text: str, reason: str) -> None:
    with pytest.raises(DealCodeError) as caught:
        decode(text)
    assert caught.value.reason == reason
    assert str(caught.value)


def test_a_deal_no_code_can_name_is_told() -> None:
    with pytest.raises(DealCodeError):
        encode("belote_bga", {"target": TARGET_LIMIT + 1}, 0, 1)
    with pytest.raises(DealCodeError):
        encode("belote_bga", {}, 0, 1 << SEED_BITS)


def test_the_shuffle_from_a_seed_never_changes() -> None:
    """Codes typed today must deal the same cards in every later version."""
    deck = [card.code for card in deck_from_seed(PIQUET_32, 123_456_789)]
    assert deck == PINNED_DECK
    spec = decode("BGA-07SSV28VEP2A6")
    assert (spec.dealer, spec.seed) == (1, PINNED_SEED)
    assert [card.code for card in spec.deck()] == PINNED_BGA_DECK


PINNED_DECK = [
    "8S",
    "7H",
    "9D",
    "AH",
    "TS",
    "AS",
    "QS",
    "7D",
    "TC",
    "9S",
    "QH",
    "JS",
    "7S",
    "AD",
    "9H",
    "KS",
    "QD",
    "JD",
    "TH",
    "KC",
    "7C",
    "KH",
    "QC",
    "8H",
    "JH",
    "TD",
    "8C",
    "9C",
    "AC",
    "KD",
    "8D",
    "JC",
]
PINNED_SEED = 930_157_647_946
PINNED_BGA_DECK = [
    "KD",
    "9H",
    "KH",
    "QH",
    "KS",
    "TH",
    "JD",
    "8C",
    "TD",
    "9S",
    "JH",
    "KC",
    "QS",
    "JS",
    "8D",
    "AS",
    "AH",
    "QC",
    "7S",
    "TC",
    "8S",
    "TS",
    "9C",
    "7H",
    "9D",
    "AC",
    "8H",
    "QD",
    "JC",
    "7C",
    "AD",
    "7D",
]


def test_the_table_deals_from_its_codes() -> None:
    for variant in game_names():
        controller = TableController(variant, {}, LEVELS[: get_game(variant).seats], seed=77)
        code = controller.deal_code
        assert code is not None and code.startswith(short_names()[variant] + "-")
        spec = decode(code)
        assert spec.dealer == controller.match.dealer
        assert [c.code for c in spec.deck()] == controller.record.deals[-1].deck


def test_a_practice_deal_is_the_same_deal_once() -> None:
    game = TableController("belote_bga", {"target": 500}, LEVELS, seed=3)
    spec = game.replay_spec()
    assert spec is not None
    practice = TableController.for_deal(spec, LEVELS)
    assert practice.practice and not game.practice
    assert practice.record.deals[-1].deck == game.record.deals[-1].deck
    assert practice.deal_code == game.deal_code
    assert practice.record.options == game.record.options
    while not practice.deal_over:
        practice.act(practice.to_act, practice.legal_actions()[0])
    assert practice.game_over  # one deal, whatever the score


def test_records_carry_codes_that_match_their_decks() -> None:
    record = simulate_game("barbu", {"rounds": 1}, seed=9).record
    for index, deal in enumerate(record.deals):
        assert deal.code is not None
        data = record.to_json()["deals"][index]
        assert data["code"] == deal.code
        assert [c.code for c in decode(deal.code).deck()] == deal.deck
    assert replay(parse_record(record.to_json())).match.results


def bad_record(change: Any) -> dict[str, Any]:
    data = simulate_game("belote_classic", {"target": 501}, seed=4).record.to_json()
    change(data)
    return data


def test_a_code_that_does_not_match_its_deal_is_refused() -> None:
    def wrong_deck(d: dict[str, Any]) -> None:
        deck = d["deals"][0]["deck"]
        deck[0], deck[1] = deck[1], deck[0]

    def wrong_dealer(d: dict[str, Any]) -> None:
        spec = decode(d["deals"][0]["code"])
        d["deals"][0]["code"] = encode(spec.variant, spec.options, (spec.dealer + 1) % 4, 1)

    cases = {
        "is not the deck of its code": wrong_deck,
        "as dealer": wrong_dealer,
        "other options": lambda d: d["deals"][0].update(
            code=encode("belote_classic", {"target": 1000}, d["first_dealer"], 1)
        ),
        "is a code of": lambda d: d["deals"][0].update(code=encode("belote_bga", {}, 0, 1)),
        "mistyped": lambda d: d["deals"][0].update(code=d["deals"][0]["code"][:-1] + "Z"),
        "is not the deck of its code ": lambda d: d["deals"][0].update(
            code=encode("belote_classic", {"target": 501}, d["first_dealer"], 99)
        ),
    }
    for words, change in cases.items():
        with pytest.raises(ReplayError) as caught:
            replay(parse_record(bad_record(change)))
        assert words in str(caught.value) and str(caught.value).startswith("deal 1:")


def test_records_without_codes_still_replay() -> None:
    data = simulate_game("baloot", {}, seed=2).record.to_json()
    for deal in data["deals"]:
        del deal["code"]
    assert replay(parse_record(data)).match.results


def test_saves_keep_each_deals_code() -> None:
    game = TableController("belote_bga", {}, LEVELS, seed=12)
    while not game.deal_over:
        game.act(game.to_act, game.legal_actions()[0])
    game.next_deal()
    codes = [deal.code for deal in game.record.deals]
    assert None not in codes and codes[0] != codes[1]
    saved = json.loads(game.save_text())
    assert [deal["code"] for deal in saved["deals"]] == codes
    resumed = TableController.from_json(saved)
    assert [deal.code for deal in resumed.record.deals] == codes
    assert resumed.deal_code == codes[1]


def test_deal_prints_the_deal_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = encode("burraco", {}, 2, 4242)
    assert cli.main(["deal", code]) == 0
    out = capsys.readouterr().out
    printed = json.loads(out)
    assert set(printed) == {"variant", "options", "dealer", "deck"}
    assert (printed["variant"], printed["options"], printed["dealer"]) == (
        "burraco",
        {"target": 2005},
        2,
    )
    assert len(printed["deck"]) == 108
    assert [Card.parse(c).code for c in printed["deck"]] == printed["deck"]
    assert out.count("\n") == 1


def test_deal_refuses_a_bad_code_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = encode("barbu", {}, 0, 1)
    assert cli.main(["deal", code[:-1] + ("0" if code[-1] != "0" else "1")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "mistyped" in captured.err
