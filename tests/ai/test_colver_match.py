"""The colver head-to-head benchmark's adapter: cards map both ways, a contract bid in
colver becomes the same deal in Atout, and a deal plays to its end on both engines.

Skipped without the optional ``bench`` extra (colver), which CI does not install.
"""

from __future__ import annotations

import pytest

colver = pytest.importorskip("colver")

from ai.levels import agent_for  # noqa: E402
from benchmarks.colver_adapter import (  # noqa: E402
    GAME,
    Contract,
    LegalCheck,
    atout_card,
    atout_deal,
    colver_card,
    deal_seed,
    heuristic_auction,
    replacement,
)
from benchmarks.colver_match import opponent_spec, play_run  # noqa: E402
from game.belote.state import PLAY  # noqa: E402
from game.core.cards import Card, cards_of  # noqa: E402
from game.core.decks import PIQUET_32  # noqa: E402

HANDS = [
    [0, 1, 2, 3, 4, 5, 6, 7],  # every spade
    [8, 9, 10, 11, 12, 13, 14, 15],
    [16, 17, 18, 19, 20, 21, 22, 23],
    [24, 25, 26, 27, 28, 29, 30, 31],
]


def test_cards_map_both_ways_onto_the_32_card_deck() -> None:
    mapped = [atout_card(card) for card in range(32)]
    assert {card.index for card in mapped} == {card.index for card in PIQUET_32}
    assert [colver_card(card) for card in mapped] == list(range(32))
    names = {card: colver.Env.card_name(card) for card in (0, 3, 14, 31)}
    assert (mapped[0], names[0]) == (Card.parse("7S"), "7♠")
    assert (mapped[3], names[3]) == (Card.parse("JS"), "J♠")
    assert (mapped[14], names[14]) == (Card.parse("TH"), "10♥")
    assert (mapped[31], names[31]) == (Card.parse("AC"), "A♣")


@pytest.mark.parametrize(("declarer", "trump"), [(1, 1), (2, 0), (3, 0)])
def test_a_contract_becomes_the_same_deal_in_atout(declarer: int, trump: int) -> None:
    """Taken in round 1 when the declarer holds a trump, named in round 2 when not."""
    contract = Contract(trump, 100, declarer % 2, 0, declarer, ())
    state = atout_deal(HANDS, 0, contract, 0)
    assert state.phase == PLAY
    assert state.declarer == declarer
    assert state.order is not None and state.order.trump_suit == trump
    assert state.to_act == 1
    for seat, hand in enumerate(HANDS):
        assert sorted(colver_card(card) for card in cards_of(state.hands[seat])) == hand
    if trump == declarer:
        assert state.turn_up == atout_card(8 * trump).index  # the lowest trump, the seven
    else:
        assert state.bid_round == 2


def test_colver_undertrump_choice_is_replaced_by_the_lowest_trump() -> None:
    allowed = [25, 30]  # 8 and 10 of clubs, trump clubs
    assert replacement(allowed, 3, 1, []) == 25
    assert replacement(allowed, 3, 1, [(25, 10.0), (30, -5.0), (9, -50.0)]) == 30
    assert replacement(allowed, 3, 0, [(25, 10.0), (30, -5.0)]) == 25


def contract_deal(seed: int) -> tuple[int, Contract]:
    """colver's first deal of ``seed`` (dealer 0) that its bidding does not throw in."""
    for attempt in range(20):
        deal = deal_seed(seed, 0, attempt)
        contract = heuristic_auction(0, deal)
        if contract is not None:
            return deal, contract
    raise AssertionError("every deal thrown in")


def play_both_sides(seed: int) -> list[LegalCheck]:
    deal, contract = contract_deal(seed)
    agent = agent_for(GAME, "easy")
    spec = opponent_spec("heuristic", 0)
    checks = []
    for team in (0, 1):
        legal = LegalCheck()
        run = play_run(deal, 0, contract, team, agent, spec, 0, legal)
        assert legal.decisions == 32
        assert run.points_agree
        assert sum(run.card_points) == 162
        checks.append(legal)
    return checks


def test_a_deal_plays_to_its_end_on_both_engines_with_equal_legal_cards() -> None:
    for legal in play_both_sides(1):
        assert legal.differences == 0, legal.examples


def test_the_engines_differ_only_on_undertrumping() -> None:
    """colver lets a player holding only lower trumps throw another card, and a player
    trump lower than his partner's trump; Atout does neither."""
    checks = play_both_sides(3)
    assert sum(legal.undertrumps for legal in checks) > 0
    for legal in checks:
        known = legal.undertrumps + legal.under_partner
        assert legal.differences == legal.colver_only == known, legal.other_examples
        assert legal.atout_only == 0
