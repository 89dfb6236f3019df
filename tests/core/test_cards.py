"""Card notation of common.md."""

from __future__ import annotations

import pytest

from game.core.cards import JOKER, Card, cards_of, mask_of, parse_cards
from game.core.decks import FULL_52, PIQUET_32, TWO_DECKS_108, check_deck
from game.core.errors import CardTextError, DeckError
from game.core.seats import Direction, partner_of, team_of


@pytest.mark.parametrize(
    ("text", "code"), [("10h", "TH"), ("TH", "TH"), ("js", "JS"), ("9C", "9C"), ("AD", "AD")]
)
def test_parse_reads_rank_then_suit_with_10_and_lower_case(text: str, code: str) -> None:
    assert str(Card.parse(text)) == code


def test_cards_are_interned() -> None:
    assert Card.parse("10H") is Card.parse("th")
    assert Card.parse("jo") is JOKER


@pytest.mark.parametrize("bad", ["1H", "TX", "", "HT", "10", "AS AS", "ZZ"])
def test_a_bad_card_text_is_quoted_in_the_error(bad: str) -> None:
    with pytest.raises(CardTextError, match=repr(bad).replace("\\", "\\\\")):
        Card.parse(bad)


@pytest.mark.parametrize(
    ("text", "odd"),
    [
        ("7\u017f", "U+017F"),  # long s: 'ſ'.upper() == 'S'
        ("\u212ah", "U+212A"),  # Kelvin sign: its lower() is 'k'
        ("\u0131h", "U+0131"),  # dotless i: no card, but upper() gives 'I'
        ("\u00a0AS", "U+00A0"),  # a space strip() would remove
        ("\uff21S", "U+FF21"),  # a full-width A
    ],
)
def test_a_look_alike_character_is_refused_before_case_folding(text: str, odd: str) -> None:
    with pytest.raises(CardTextError) as refused:
        Card.parse(text)
    assert str(refused.value) == (
        f"the card {text!r} holds a character that is not plain ASCII ({odd})"
    )


def test_a_deck_with_a_look_alike_is_refused() -> None:
    deck = [card.code for card in PIQUET_32]
    deck[deck.index("7S")] = "7\u017f"
    with pytest.raises(DeckError, match="the card '7ſ' holds a character that is not plain ASCII"):
        check_deck(deck, PIQUET_32)


def test_card_sets_round_trip() -> None:
    cards = parse_cards("AS 7H TD 2C")
    assert sorted(cards_of(mask_of(cards))) == sorted(cards)


def test_deck_sizes() -> None:
    assert len(PIQUET_32) == 32 and len(set(PIQUET_32)) == 32
    assert len(FULL_52) == 52
    assert len(TWO_DECKS_108) == 108 and TWO_DECKS_108.count(JOKER) == 4


def test_check_deck_names_what_is_wrong() -> None:
    codes = [c.code for c in PIQUET_32]
    assert check_deck(codes, PIQUET_32)[0] is PIQUET_32[0]
    with pytest.raises(DeckError, match="missing: AC"):
        check_deck([*codes[:-1], "7S"], PIQUET_32)
    with pytest.raises(DeckError, match="31 cards"):
        check_deck(codes[:-1], PIQUET_32)
    with pytest.raises(DeckError, match="not a card"):
        check_deck([*codes[:-1], "XX"], PIQUET_32)


def test_seats_teams_and_directions() -> None:
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert partner_of(1) == 3
    assert Direction.CLOCKWISE.next(3) == 0
    assert Direction.COUNTERCLOCKWISE.next(0) == 3
    assert Direction.COUNTERCLOCKWISE.order_from(1) == (1, 0, 3, 2)
