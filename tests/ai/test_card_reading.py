"""Card reading (issue 35): what the player's seat can know, from its information only."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

from ai.agent import InfoState
from ai.catalog import game_ai
from ai.reading import Reading, RummyReading, odds, read_cards
from game.barbu.actions import NO_KING_OF_HEARTS
from game.belote.bga import BgaState
from game.catalog import get_game
from game.core.api import State
from game.core.cards import SUIT_MASKS, Card, mask_of
from game.core.match import Match
from game.core.rummy import RummyView
from game.core.trickplay import TrickPlayState
from tests.belote.helpers import act
from tests.belote.test_bga_rules import example_state

TRICK_GAMES = ["belote_bga", "belote_classic", "baloot", "barbu"]


def codes(cards: tuple[Card, ...]) -> list[str]:
    return [card.code for card in cards]


def trumps_led() -> BgaState:
    """The seed's example deal (spades trump, taken by seat 3 with the turn-up Q♠), after
    one trick: seat 0 led the 9♠, seat 3 took it with the J♠, seat 2 played the 7♠ and
    seat 1, out of trumps, the 7♣.  Seat 0 holds 8♠ A♥ K♥ A♦ 10♦ K♦ Q♦."""
    state = example_state()
    act(state, "9S", "JS", "7S", "7C")
    return state


def mid_play(variant: str, seed: int, played: int) -> TrickPlayState:
    """A deal of ``variant`` played by the rule-based player until ``played`` cards are down
    (the first deal of a seed that gets that far)."""
    definition = get_game(variant)
    bot = game_ai(definition).pieces.bot
    rng = random.Random(seed)
    while True:
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        assert isinstance(state, TrickPlayState)
        while not state.is_over and (state.order is None or state.played.bit_count() < played):
            state.apply(bot(state, state.to_act, state.legal_actions()))
        if not state.is_over:
            return state


def test_a_seat_that_failed_to_follow_is_void_and_holds_none_of_the_suit() -> None:
    reading = read_cards(trumps_led(), 0, seed=3)
    spades = reading.suits[0]
    assert reading.trump_suit == 0 and spades.is_trump
    assert [(v.seat, v.suit, v.since) for v in reading.voids] == [(1, 0, 1)]
    assert codes(reading.trumps_out) == ["AS", "TS", "KS", "QS"]
    assert reading.trump_holders == (2, 3)
    for code in ("AS", "TS"):  # the trump ace and ten: important, and never with seat 1
        found = reading.odds_of(Card.parse(code))
        assert found is not None
        assert found.chance[1] == 0.0 and found.chance[0] == 0.0
        assert found.chance[2] > 0 and found.chance[3] > 0
        assert found.error[2] > 0 and found.certain == -1


def test_a_card_known_to_be_in_a_hand_is_there_with_certainty() -> None:
    state = trumps_led()
    info = InfoState.of(state, 0, random.Random(1))
    (queen,) = odds(info, Card.parse("QS").bit, seed=5, worlds=50)  # the turn-up seat 3 took
    assert queen.chance == (0.0, 0.0, 0.0, 1.0) and queen.certain == 3
    assert queen.error == (0.0, 0.0, 0.0, 0.0)


def test_masters_on_a_constructed_position() -> None:
    reading = read_cards(trumps_led(), 0, seed=3)
    # Plain suits rank A 10 K Q J 9 8 7: the A♥ is master, the K♥ is not (the 10♥ is out);
    # seat 0 holds the four best diamonds; the 8♠ is beaten by every trump still out.
    assert codes(reading.masters) == ["AH", "AD", "TD", "KD", "QD"]
    assert [str(s.master) for s in reading.suits] == ["AS", "AH", "AD", "AC"]
    assert [s.master_held for s in reading.suits] == [False, True, True, False]
    # Trumps J 9 A 10 K Q 8 7 (the J and the 9 played): 11 + 10 + 4 + 3 out.
    assert reading.suits[0].points_out == 28


@pytest.mark.parametrize("variant", TRICK_GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_cards_add_up_and_the_odds_are_shares_of_the_other_seats(
    variant: str, seed: int
) -> None:
    state = mid_play(variant, seed, played=9)
    seat = state.to_act
    reading = read_cards(state, seat, seed=seed, worlds=60)
    deck = mask_of(state.definition.deck(state.rules))
    hand = state.hands[seat]
    for suit in reading.suits:
        out = mask_of(suit.out)
        assert not out & hand, "a card of the seat's hand is listed as out"
        assert not out & state.played
        assert mask_of(suit.held) == hand & SUIT_MASKS[suit.suit]
        in_suit = (deck & SUIT_MASKS[suit.suit]).bit_count()
        assert len(suit.out) + suit.played + len(suit.held) == in_suit
        for void in suit.voids:  # true in the real deal too: nothing proven is false
            assert not state.hands[void.seat] & SUIT_MASKS[suit.suit]
    assert reading.odds, "no important card out"
    for card_odds in reading.odds:
        assert card_odds.card.bit & ~hand & ~state.played
        assert card_odds.chance[seat] == 0.0
        assert sum(card_odds.chance) == pytest.approx(1.0)
        assert card_odds.elsewhere == pytest.approx(0.0)
        for void in reading.voids:
            if void.suit == card_odds.card.suit:
                assert card_odds.chance[void.seat] == 0.0
    total = sum(s.points_out for s in reading.suits)
    assert reading.points_out == total


@pytest.mark.parametrize("variant", TRICK_GAMES)
def test_the_reading_depends_on_the_seat_s_information_only(variant: str) -> None:
    """The real deal and a world the seat cannot tell from it read the same, seed for seed."""
    state = mid_play(variant, 4, played=6)
    seat = state.to_act
    other: State = state.determinize(seat, random.Random(99))
    assert isinstance(other, TrickPlayState)
    assert any(other.hands[s] != state.hands[s] for s in range(4) if s != seat)
    first: Reading = read_cards(state, seat, seed=11, worlds=40)
    assert first == read_cards(other, seat, seed=11, worlds=40)
    assert first != read_cards(state, seat, seed=12, worlds=40) or not first.odds


def test_barbu_s_king_of_hearts_is_the_card_read_in_its_contract() -> None:
    definition = get_game("barbu")
    bot = game_ai(definition).pieces.bot
    king = Card.parse("KH")
    rng = random.Random(5)
    for _ in range(20):
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        assert isinstance(state, TrickPlayState)
        (contract,) = (
            a for a in state.legal_actions() if str(a) == f"contract:{NO_KING_OF_HEARTS}"
        )
        state.apply(contract)
        while state.order is None or state.played.bit_count() < 4:
            state.apply(bot(state, state.to_act, state.legal_actions()))
        seat = state.to_act
        if (state.played | state.hands[seat]) & king.bit:
            continue
        reading = read_cards(state, seat, seed=1, worlds=40)
        assert codes(tuple(o.card for o in reading.odds)) == ["KH"]
        assert reading.points_out == 20
        return
    raise AssertionError("no deal had the K♥ out")


def test_a_reading_crosses_to_and_from_a_worker_process() -> None:
    """The decision service runs the reading in a worker: it pickles, and equal back."""
    reading = read_cards(trumps_led(), 0, seed=3, worlds=20)
    assert pickle.loads(pickle.dumps(reading)) == reading


def burraco_mid_deal(seed: int, actions: int) -> State:
    definition = get_game("burraco")
    bot = game_ai(definition).pieces.bot
    rng = random.Random(seed)
    match = Match(definition, definition.parse_options({}), 0)
    _, state = match.deal_shuffled(rng)
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(bot(state, state.to_act, state.legal_actions()))
    assert not state.is_over
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_burraco_cards_out_and_known_add_up_copy_by_copy(seed: int) -> None:
    state = burraco_mid_deal(seed, 50)
    seat = state.to_act
    reading = read_cards(state, seat, seed=seed)
    assert isinstance(reading, RummyReading) and reading.kind == "rummy"
    view = state.view(seat)
    assert isinstance(view, RummyView)
    counted: Counter[int] = Counter()
    for suit in reading.suits:
        for copies in suit.unseen:
            assert copies.card.suit == suit.suit and 1 <= copies.copies <= 2
            counted[copies.card.index] += copies.copies
        for holder, card in suit.known:
            assert holder != seat and card in reading.known[holder]
    counted[52] += reading.jokers_unseen
    for cards in (view.hand, view.pile, *(m for team in view.melds for m in team)):
        counted.update(card.index for card in cards)
    counted.update(card.index for cards in reading.known for card in cards)
    assert counted == Counter(card.index for card in state.definition.deck(state.rules))
    assert reading.known[seat] == ()
    held = Counter(card.index for card in view.hand)
    for suit in reading.suits:  # unseen: never more copies than the seat leaves out
        for copies in suit.unseen:
            assert copies.copies + held[copies.card.index] <= 2
    assert reading.twos_unseen == sum(
        c.copies for s in reading.suits for c in s.unseen if c.card.rank == 0
    )


def test_burraco_cards_picked_up_with_the_pile_are_known_in_that_hand() -> None:
    for seed in range(30):
        state = burraco_mid_deal(seed, 40)
        seat = state.to_act
        view = state.view(seat)
        assert isinstance(view, RummyView)
        others = [s for s in range(4) if s != seat and view.known[s]]
        if not others:
            continue
        reading = read_cards(state, seat, seed=1)
        assert isinstance(reading, RummyReading)
        for other in others:
            assert reading.known[other] == tuple(view.known[other])
        world = state.determinize(seat, random.Random(5))  # the hidden truth does not matter
        assert read_cards(world, seat, seed=1) == reading
        return
    raise AssertionError("nobody picked up the pile")
