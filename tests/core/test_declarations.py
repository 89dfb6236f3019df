"""Declarations and projects: runs, fours of a kind, a player's best choice, the team comparison.

The tables come from the games (belote_classic.md "Declarations", baloot.md
"Projects"); the rules of choice and comparison live in game.core.declarations.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.baloot.projects import HOKUM_PROJECTS, SUN_PROJECTS
from game.belote.classic import CLASSIC_TABLE
from game.core.cards import Card, mask_of, parse_cards
from game.core.decks import PIQUET_32
from game.core.declarations import DeclarationTable, best_combinations, settle

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def hand(text: str) -> int:
    return mask_of(parse_cards(text))


def points(text: str, table: DeclarationTable = CLASSIC_TABLE, trump: int = -1) -> list[int]:
    return [d.points for d in best_combinations(hand(text), table, trump)]


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("JS JH JD JC 7S 9H KD AC", [200]),  # four jacks
        ("9S 9H 9D 9C 7S JH KD AC", [150]),  # four nines
        ("AS AH AD AC 7S JH KD 8C", [100]),
        ("TS TH TD TC 7S JH KD 8C", [100]),
        ("KS KH KD KC 7S JH 8D 8C", [100]),
        ("QS QH QD QC 7S JH 8D 9C", [100]),
        ("8S 8H 8D 8C 7S JH AD KC", []),  # four eights are nothing
        ("7S 7H 7D 7C 9S JH AD KC", []),
        ("AS KS QS 8H TD 7C 9C JD", [20]),  # tierce
        ("AS KS QS JS 8H TD 7C 9C", [50]),  # quarte
        ("AS KS QS JS TS 8H 7D 9C", [100]),  # quinte
        ("TS 9S 8S 7S JH QD KC AC", [50]),  # a quarte to the ten
    ],
)
def test_classic_declaration_values(cards: str, expected: list[int]) -> None:
    assert points(cards) == expected


def test_a_run_of_six_or_more_is_one_quinte_never_split() -> None:
    assert points("AS KS QS JS TS 9S 8H 7D") == [100]
    assert points("AS KS QS JS TS 9S 8S 7S") == [100]


def test_two_runs_in_two_suits_both_count() -> None:
    assert points("AS KS QS 9H 8H 7H TD JC") == [20, 20]


def test_one_card_in_one_declaration_the_choice_that_scores_most() -> None:
    # KS is in the quinte A-T and in the four kings: four kings plus the tierce Q-J-T
    # left (120) beats the quinte alone (100).
    result = best_combinations(hand("AS KS QS JS TS KH KD KC"), CLASSIC_TABLE, -1)
    assert [d.points for d in result] == [100, 20]
    assert result[0].is_four and result[0].top == parse_cards("KS")[0].rank
    assert result[1].cards == hand("QS JS TS")


def test_on_equal_points_the_choice_with_the_stronger_best_declaration() -> None:
    # Four queens (100) or the quinte A-T in spades (100): the shared QS leaves no run
    # beside the four.  Classic: a four of a kind ranks above a sequence of equal points;
    # Baloot: five in sequence ranks above a four of a kind.
    cards = hand("AS KS QS JS TS QH QD QC")
    classic = best_combinations(cards, CLASSIC_TABLE, -1)
    assert len(classic) == 1 and classic[0].is_four
    baloot = best_combinations(cards, HOKUM_PROJECTS, -1)
    assert len(baloot) == 1 and not baloot[0].is_four and baloot[0].length == 5


def test_classic_comparison_between_players() -> None:
    order = (0, 1, 2, 3)

    def winner(hands: dict[int, str], trump: int = -1) -> int:
        full = [hand(hands.get(s, "")) for s in range(4)]
        return settle(full, order, CLASSIC_TABLE, trump).best_seat

    # more points win
    assert winner({0: "AS KS QS 8H 7D 9C TD 7C", 1: "AS KS QS JS 8H 7D 9C TD"}) == 1
    # a four of a kind beats a sequence of equal points
    assert winner({0: "AH KH QH JH TH 8S 7D 9C", 1: "QS QH QD QC 7S 8D 9D TC"}) == 1
    # fours of equal points rank A, T, K, Q
    assert winner({0: "TS TH TD TC", 1: "AS AH AD AC"}) == 1
    assert winner({0: "TS TH TD TC", 1: "KS KH KD KC"}) == 0
    assert winner({0: "QS QH QD QC", 1: "KS KH KD KC"}) == 1
    # two sequences of equal points: the higher top card
    assert winner({0: "KS QS JS", 1: "AH KH QH"}) == 1
    # still equal: a sequence in trump
    assert winner({0: "AS KS QS", 1: "AH KH QH"}, trump=HEARTS) == 1
    assert winner({0: "AS KS QS", 1: "AH KH QH"}, trump=SPADES) == 0
    # still equal: the player who plays earlier in the first trick
    assert winner({0: "AS KS QS", 1: "AH KH QH"}, trump=CLUBS) == 0
    later = settle([hand("AS KS QS"), hand("AH KH QH"), 0, 0], (1, 2, 3, 0), CLASSIC_TABLE, CLUBS)
    assert later.best_seat == 1


def test_only_the_best_team_scores_all_its_declarations_and_shows_them() -> None:
    full = [
        hand("AS KS QS 8H 7D 9C TD 7C"),  # tierce 20
        hand("AH KH QH JH 8S 7S 9D 8D"),  # quarte 50: the best
        hand("9C 8C 7C"),  # tierce 20, team 0
        hand("KD QD JD"),  # tierce 20, team 1: scores with his partner's quarte
    ]
    result = settle(full, (0, 1, 2, 3), CLASSIC_TABLE, -1)
    assert result.team == 1
    assert result.team_points(1) == 70 and result.team_points(0) == 0
    assert result.shown(3) == hand("KD QD JD") and result.shown(0) == 0
    assert result.scoring(2) == ()


def test_nobody_declares() -> None:
    result = settle([hand("AS KH 9D 7C")] * 4, (0, 1, 2, 3), CLASSIC_TABLE, -1)
    assert result.team == -1 and result.team_points(0) == result.team_points(1) == 0


# --- Baloot projects ---------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "table", "expected"),
    [
        ("AS KS QS 8H 7D 9C TD 7C", HOKUM_PROJECTS, [20]),  # sira
        ("AS KS QS JS 8H 7D 9C TD", HOKUM_PROJECTS, [50]),  # fifty
        ("AS KS QS JS TS 8H 7D 9C", HOKUM_PROJECTS, [100]),  # five in sequence
        ("JS JH JD JC 7S 9H KD AC", HOKUM_PROJECTS, [100]),  # four jacks: 100 in Baloot
        ("TS TH TD TC 7S 9H KD 8C", SUN_PROJECTS, [100]),
        ("AS AH AD AC 7S 9H KD 8C", HOKUM_PROJECTS, [100]),  # four aces in Hokum
        ("AS AH AD AC 7S 9H KD 8C", SUN_PROJECTS, [400]),  # four aces in Sun
        ("9S 9H 9D 9C 7S JH KD AC", HOKUM_PROJECTS, []),  # nines are nothing
    ],
)
def test_baloot_project_values(cards: str, table: DeclarationTable, expected: list[int]) -> None:
    assert points(cards, table) == expected


def test_baloot_project_order_weakest_to_strongest() -> None:
    chain = [
        ("KS QS JS", "AH KH QH", "sira: the higher top"),
        ("AH KH QH", "TS 9S 8S 7S", "fifty over sira"),
        ("AH KH QH JH", "TS TH TD TC", "four of a kind over fifty"),
        ("TS TH TD TC", "JS JH JD JC", "four jacks over four tens"),
        ("KS KH KD KC", "AS AH AD AC", "four aces over four kings (Hokum)"),
        ("AS AH AD AC", "KH QH JH TH 9H", "five in sequence over a four of a kind"),
    ]
    for weaker, stronger, why in chain:
        full = [hand(weaker), hand(stronger), 0, 0]
        assert settle(full, (0, 1, 2, 3), HOKUM_PROJECTS, SPADES).best_seat == 1, why
    sun = [hand("KH QH JH TH 9H 8H"), hand("AS AH AD AC"), 0, 0]
    assert settle(sun, (0, 1, 2, 3), SUN_PROJECTS, -1).best_seat == 1, "four aces in Sun"


def test_baloot_ties_go_to_the_earlier_player_and_ignore_the_trump() -> None:
    full = [hand("AS KS QS"), hand("AH KH QH"), 0, 0]
    assert settle(full, (0, 1, 2, 3), HOKUM_PROJECTS, HEARTS).best_seat == 0
    assert settle(full, (1, 2, 3, 0), HOKUM_PROJECTS, SPADES).best_seat == 1


@given(st.lists(st.sampled_from(list(PIQUET_32)), min_size=8, max_size=8, unique=True))
def test_a_players_combinations_are_disjoint_cards_of_his_hand(cards: list[Card]) -> None:
    held = mask_of(cards)
    for table in (CLASSIC_TABLE, HOKUM_PROJECTS, SUN_PROJECTS):
        combination = best_combinations(held, table, SPADES)
        used = 0
        for declaration in combination:
            assert declaration.cards & held == declaration.cards
            assert declaration.cards & used == 0, "a card counted twice"
            used |= declaration.cards
        # no scoring run or four is left in the cards not used
        rest = best_combinations(held & ~used, table, SPADES)
        assert sum(d.points for d in combination) >= sum(d.points for d in rest)
        if not combination:
            assert not rest
