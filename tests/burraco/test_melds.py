"""The spec's meld and lay-off rules and examples (shared/rules/burraco.md, "Melds")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.burraco.melds import SEQUENCE, SET, TableMeld, layoff_results, read_meld
from game.core.cards import Card
from game.core.reasons import Reason
from tests.burraco.helpers import meld
from tests.burraco.naive import naive_kind


def cards(text: str) -> tuple[int, ...]:
    return tuple(Card.parse(c).index for c in text.replace(",", " ").split())


def text_of(made: TableMeld) -> str:
    return " ".join(Card.parse("JO").code if c == 52 else made_code(c) for c in made.cards)


def made_code(index: int) -> str:
    from game.core.cards import card_at

    return card_at(index).code


def reason(text: str) -> str:
    made = read_meld(cards(text))
    assert isinstance(made, Reason), f"{text} was accepted"
    return str(made)


def lay_off(meld_text: str, added: str) -> tuple[str, ...] | str:
    result = layoff_results(meld(meld_text), tuple(sorted(cards(added))))
    if isinstance(result, Reason):
        return str(result)
    return tuple(text_of(m) for m in result)


# --- sets ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["5S 5H 5D", "5S 5S 5H", "AS AH AD AC", "KS KH JO", "QS QD 2C"])
def test_valid_sets(text: str) -> None:
    made = read_meld(cards(text))
    assert isinstance(made, TableMeld) and made.kind == SET


def test_no_set_of_twos() -> None:
    assert "no set of 2s" in reason("2S 2H 2D")
    assert "no set of 2s" in reason("2S 2H JO")


def test_a_set_holds_one_wild_card_at_most() -> None:
    assert reason("5S 5H JO 2C") == "a set may hold only one wild card"
    assert reason("5S JO 2C") == "a meld may hold only one wild card"


def test_a_meld_has_three_cards() -> None:
    assert reason("5S 5H") == "a meld needs at least 3 cards"


def test_suits_do_not_matter_in_a_set_but_ranks_do() -> None:
    assert "one rank" in reason("5S 5H 6D") or "sequence" in reason("5S 5H 6D")


# --- sequences -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "wild_at"),
    [
        ("3S 4S 5S", -1),
        ("AS 2S 3S", -1),  # ace low, the 2 natural in its own place
        ("2S 3S 4S", -1),
        ("QS KS AS", -1),  # ace high
        ("3S 2S 5S", 1),  # the 2 of spades stands for the 4 (wild)
        ("JO 5S 6S", 0),
        ("5H 6H 2C 8H", 2),
        ("JO 2H 3H", 0),  # the joker stands for the ace below the 2
    ],
)
def test_valid_sequences(text: str, wild_at: int) -> None:
    made = read_meld(cards(text))
    assert isinstance(made, TableMeld) and made.kind == SEQUENCE
    assert made.wild == wild_at


def test_two_king_ace_is_queen_king_ace_with_the_two_wild() -> None:
    made = meld("2S KS AS")
    assert made.kind == SEQUENCE and made.wild == 0
    assert made.lo == 11  # the 2 stands for the queen
    assert not made.is_clean


def test_a_sequence_never_turns_the_corner() -> None:
    assert "turn the corner" in reason("KS AS 2S")
    assert "turn the corner" in reason("QH KH AH 2H 3H")


def test_a_sequence_holds_one_wild_card_at_most() -> None:
    assert reason("5S JO 7S 2H") == "a sequence may hold only one wild card"
    assert reason("5S JO 2H 8S") == "a sequence may hold only one wild card"


def test_a_sequence_is_written_low_to_high() -> None:
    assert "low to high" in reason("7S 6S 5S")
    assert "meld:5S,6S,7S" in reason("7S 6S 5S")


def test_gaps_and_mixed_suits_are_refused() -> None:
    assert "not consecutive" in reason("5S 6S 8S")
    assert "one rank" in reason("5S 6H 7S") or "one suit" in reason("5S 6H 7S")
    assert "only once" in reason("5S 5S 6S") or "one rank" in reason("5S 5S 6S")


# --- burracos -------------------------------------------------------------


def test_burraco_clean_with_a_natural_two_and_dirty_with_a_wild() -> None:
    clean = meld("2D 3D 4D 5D 6D 7D 8D")
    assert clean.is_burraco and clean.is_clean
    dirty = meld("3D 4D JO 6D 7D 8D 9D")
    assert dirty.is_burraco and not dirty.is_clean
    assert not meld("3D 4D 5D 6D 7D 8D").is_burraco
    assert meld("KS KH KD KC KS KH 2C").is_burraco


# --- laying off: the four wild movements and the rules around them -------


def test_movement_1_the_natural_replaces_the_wild_which_goes_to_an_end() -> None:
    assert lay_off("9H TH JO QH", "JH") == ("JO 9H TH JH QH", "9H TH JH QH JO")


def test_movement_2_a_two_of_the_suit_becomes_natural() -> None:
    low, high = lay_off("3S 2S 5S", "4S")
    assert low == "2S 3S 4S 5S"
    assert high == "3S 4S 5S 2S"


def test_movement_3_a_wild_at_one_end_moves_to_let_a_natural_extend() -> None:
    assert lay_off("JO TC JC", "KC") == ("TC JC JO KC",)


def test_movement_4_a_natural_two_becomes_the_wild_to_fill_a_gap() -> None:
    assert lay_off("2D 3D 4D 5D", "7D") == ("3D 4D 5D 2D 7D",)


def test_the_lay_off_is_refused_when_the_wild_has_no_end_to_go_to() -> None:
    full = "AH JO 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
    assert lay_off(full, "2H") == "the wild card would have no end of the sequence to move to"


def test_a_wild_does_not_move_when_it_need_not() -> None:
    assert lay_off("JO 5S 6S", "7S") == ("JO 5S 6S 7S",)
    assert lay_off("5S JO 7S", "8S 9S") == ("5S JO 7S 8S 9S",)


def test_a_wild_laid_off_on_a_clean_sequence_has_a_choice_of_end() -> None:
    assert lay_off("5S 6S 7S", "JO") == ("JO 5S 6S 7S", "5S 6S 7S JO")
    assert lay_off("AS 2S 3S", "JO") == ("AS 2S 3S JO",)
    assert lay_off("3S 4S 5S", "2S") == ("2S 3S 4S 5S", "3S 4S 5S 2S")


def test_a_meld_with_a_wild_receives_no_other() -> None:
    assert "may not receive another" in lay_off("5S JO 7S", "2H")
    assert "may not receive another" in lay_off("5S 5H JO", "2C")
    assert lay_off("5S 5H 5D", "2C") == ("5S 5H 5D 2C",)


def test_sets_take_their_rank_only() -> None:
    assert lay_off("5S 5H 5D", "5C 5S") == ("5S 5S 5H 5D 5C",)
    assert "takes only 5s" in lay_off("5S 5H 5D", "6C")


def test_sequences_are_never_joined_and_naturals_never_move() -> None:
    assert "do not extend" in lay_off("5S 6S 7S", "9S")
    assert "not of the sequence's suit" in lay_off("5S 6S 7S", "8H")


# --- a validator written from the spec agrees with the fast one -----------

POOL = [
    *(["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"]),
    *(["5H", "5D", "5C", "AH", "AD", "KH", "2H", "2D", "2C", "JO"]),
]


def legal_multiset(codes: list[str]) -> bool:
    return all(codes.count(c) <= (4 if c == "JO" else 2) for c in set(codes))


@st.composite
def meld_texts(draw: st.DrawFn) -> list[str]:
    codes = draw(st.lists(st.sampled_from(POOL), min_size=2, max_size=9).filter(legal_multiset))
    if draw(st.booleans()):
        order = "A23456789TJQK"
        codes.sort(key=lambda c: (c == "JO" or c[0] == "2", order.index(c[0]) if c != "JO" else 0))
        if draw(st.booleans()) and len(codes) > 2:
            wild = codes.pop()
            codes.insert(draw(st.integers(0, len(codes))), wild)
    return codes


@settings(max_examples=400, deadline=None)
@given(meld_texts())
def test_naive_and_fast_validators_agree(codes: list[str]) -> None:
    made = read_meld(cards(" ".join(codes)))
    kind = naive_kind(codes)
    if kind is None:
        assert isinstance(made, Reason), codes
    else:
        assert isinstance(made, TableMeld), (codes, made)
        assert made.kind == (SET if kind == "set" else SEQUENCE)
        if kind == "sequence":
            assert [made_code(c) for c in made.cards] == codes
