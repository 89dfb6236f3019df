"""What a card played tells the other seats when ``qayd`` lets fouls through (issue 37).

A card proves nothing then (any card may be played), so ``forbidden`` stays empty; what the
card would prove if it were legal is *assumed* (``TrickPlayState.assumed``), the same
whether it was a foul or not: the facts a seat samples its worlds under depend only on what
every seat saw.  A foul the public play later shows (no world fits the assumed facts) makes
the sampler fall back to the proven facts.  With ``qayd`` off nothing changes.
"""

from __future__ import annotations

import random
from collections import Counter

from game.baloot.definition import DEFINITION
from game.baloot.rules import BalootRules
from game.baloot.state import BalootState
from game.core.cards import SUIT_MASKS, Card, cards_of
from game.core.match import Match
from game.core.trickplay import NO_FACTS
from game.core.tricks import locked_lead_facts
from tests.baloot.customs_helpers import EAST, NORTH, SOUTH, WEST
from tests.baloot.helpers import act, baloot_state, deck_for

QAYD = BalootRules(predeal_choice=False, qayd=True)
SPEC = BalootRules(predeal_choice=False)
SPADES, CLUBS = SUIT_MASKS[0], SUIT_MASKS[3]

# South takes Hokum in clubs (the turn-up 7C) and leads the ace of spades; East plays the
# 9 of hearts.  North's hand and everything public are the same in both deals: in the first
# East holds the 7 of spades (a revoke), in the second West holds it (East is void in spades
# and holds no trump: the card is legal).  No hand has a project.
SOUTH_HAND = "7C 9C JC KC AS QS TS 8S"
NORTH_HAND = "8H TH QH AH 8D TD QD AD"
FOUL = {
    SOUTH: SOUTH_HAND,
    NORTH: NORTH_HAND,
    EAST: "9H JH KH 7D 9D 7S JD KD",
    WEST: "8C TC QC AC 9S JS KS 7H",
}
FAIR = {
    SOUTH: SOUTH_HAND,
    NORTH: NORTH_HAND,
    EAST: "9H JH KH 7D 9D 7H JD KD",
    WEST: "8C TC QC AC 9S JS KS 7S",
}

# East revokes in the first trick keeping three spades; South then leads the 7 of hearts:
# fewer hearts and diamonds are left unseen by North than East holds cards, so no world
# fits East's assumed facts (no spade, no trump) and North must draw under the proven ones.
SHOWN = {
    SOUTH: "7C 9C JC KC AS QS TS 7H",
    NORTH: NORTH_HAND,
    EAST: "9H JH KH 7D 9D 7S 9S JS",
    WEST: "8C TC QC AC 8S KS JD KD",
}


def hokum_in_clubs(hands: dict[int, str], rules: BalootRules) -> BalootState:
    state = baloot_state(deck_for(hands, "7C", SOUTH), rules)
    act(state, "hokum", "pass", "pass", "pass", "hokum", "pass", "pass")
    assert state.to_act == SOUTH and state.order is not None and state.order.trump_suit == 3
    return state


def play(state: BalootState, *cards: str) -> None:
    """Play cards, fouls included (``qayd`` lets them through; legal ones otherwise)."""
    for text in cards:
        card = Card.parse(text)
        assert state.why_illegal(card) is None, text
        state.apply(card)


def check_world(state: BalootState, world: BalootState, seat: int) -> None:
    """A sampled world of ``seat`` agrees with everything ``seat`` knows."""
    assert world.info_key(seat) == state.info_key(seat)
    assert world.view(seat) == state.view(seat)
    assert Counter(world.cards_in_play()) == Counter(state.cards_in_play())
    assert world.hands[seat] == state.hands[seat]
    for other in range(4):
        assert world.hands[other] & state.forbidden[other] == 0, "a proven fact broken"
        assert world.hands[other] & state.known[other] == state.known[other]
        assert world.hands[other].bit_count() == state.hands[other].bit_count()
        assert not world.hands[other] & state.played


# --- (1) the facts depend only on what every seat saw --------------------------------------


def test_a_foul_and_the_same_card_played_legally_give_the_observers_the_same_facts() -> None:
    foul = hokum_in_clubs(FOUL, QAYD)
    fair = hokum_in_clubs(FAIR, QAYD)
    play(foul, "AS", "9H")
    play(fair, "AS", "9H")
    assert foul.card_log[-1].foul == "revoke" and fair.card_log[-1].foul == ""
    assert foul.forbidden == fair.forbidden == [0, 0, 0, 0]  # nothing proven under qayd
    assert foul.assumed == fair.assumed
    assert foul.assumed[EAST] == SPADES | CLUBS  # as if legal: no spade, no trump
    for seat in (SOUTH, NORTH):  # the seats that hold the same hand in both deals
        seen_foul, seen_fair = foul.facts_seen_by(seat), fair.facts_seen_by(seat)
        assert seen_foul.assuming and seen_fair.assuming
        assert seen_foul.sampler.forbidden == seen_fair.sampler.forbidden
        assert seen_foul.sampler.forced == seen_fair.sampler.forced
        for seed in range(20):
            one = foul.determinize(seat, random.Random(seed))
            two = fair.determinize(seat, random.Random(seed))
            assert one.hands == two.hands and one.received == two.received
            assert one.card_log == two.card_log  # judged on the world's hands: legal
            check_world(foul, one, seat)
            check_world(fair, two, seat)


def test_the_twin_deals_stay_alike_through_the_rest_of_the_trick() -> None:
    foul = hokum_in_clubs(FOUL, QAYD)
    fair = hokum_in_clubs(FAIR, QAYD)
    for card in ("AS", "9H", "8H", "9S"):
        play(foul, card)
        play(fair, card)
        assert foul.assumed == fair.assumed
        worlds_foul = [foul.determinize(NORTH, random.Random(s)).hands for s in range(10)]
        worlds_fair = [fair.determinize(NORTH, random.Random(s)).hands for s in range(10)]
        assert worlds_foul == worlds_fair


# --- (2) a foul the play shows: sampling falls back to the proven facts ---------------------


def test_sampling_survives_a_foul_that_the_later_play_contradicts() -> None:
    state = hokum_in_clubs(SHOWN, QAYD)
    play(state, "AS", "9H", "8H", "8S")  # East revokes; South wins the trick
    assert state.card_log[1].foul == "revoke"
    seen = state.facts_seen_by(NORTH)
    assert seen.assuming  # East may still hold exactly the hearts and diamonds North lacks
    for seed in range(10):
        world = state.determinize(NORTH, random.Random(seed))
        assert not world.hands[EAST] & (SPADES | CLUBS)
        check_world(state, world, NORTH)
    play(state, "7H")  # one heart fewer unseen: East's assumed facts fit no world
    seen = state.facts_seen_by(NORTH)
    assert not seen.assuming
    spades_seen = 0
    for seed in range(40):
        world = state.determinize(NORTH, random.Random(seed))
        check_world(state, world, NORTH)
        spades_seen |= world.hands[EAST] & SPADES
        assert world.hands[EAST] & SPADES, "East cannot hold six cards without a spade"
    assert spades_seen  # the fallback really draws East's spades
    # the rest of the deal, East's spades shown: every seat still samples
    play(state, "JH", "TH", "8C")
    while not state.is_over:
        for seat in range(4):
            for seed in range(5):
                check_world(state, state.determinize(seat, random.Random(seed)), seat)
        play(state, str(cards_of(state.playable(state.to_act))[0]))


def test_the_fallback_is_decided_by_public_facts_and_the_seats_own_hand() -> None:
    """Where no world fits the assumed facts for North, none fits for North whatever the
    hidden hands: moving a card between East and West (unseen by North) changes nothing."""
    state = hokum_in_clubs(SHOWN, QAYD)
    play(state, "AS", "9H", "8H", "8S", "7H")
    swapped = state.clone()
    jd, seven = Card.parse("JD").bit, Card.parse("7S").bit
    swapped.hands[EAST] ^= seven | jd  # East the JD instead of the 7S, West the other way
    swapped.hands[WEST] ^= seven | jd
    assert state.facts_seen_by(NORTH).assuming == swapped.facts_seen_by(NORTH).assuming
    for seed in range(10):
        one = state.determinize(NORTH, random.Random(seed))
        two = swapped.determinize(NORTH, random.Random(seed))
        assert one.hands == two.hands


def random_deal(rules: BalootRules, seed: int, foul: float) -> list[BalootState]:
    """A deal played at random, each card drawn from the whole hand (a foul, often) with
    chance ``foul``; each state after a card."""
    rng = random.Random(seed)
    match = Match(DEFINITION, rules, rng.randrange(4))
    _, state = match.deal_shuffled(rng)
    assert isinstance(state, BalootState)
    states = []
    while not state.is_over:
        legal = state.legal_actions()
        if isinstance(legal[0], Card) and rng.random() < foul:
            action = rng.choice(cards_of(state.hands[state.to_act]))
        else:
            action = rng.choice(legal)
        state.apply(action)
        if isinstance(action, Card):
            states.append(state.clone())
    return states


def test_every_seat_samples_worlds_in_deals_full_of_fouls() -> None:
    fell_back = 0
    for seed in range(12):
        for state in random_deal(BalootRules(qayd=True), seed, 0.3):
            assert state.forbidden == [0, 0, 0, 0]
            for seat in range(4):
                seen = state.facts_seen_by(seat)
                fell_back += not seen.assuming and any(
                    state.assumed[s] & state.hands[s] for s in range(4) if s != seat
                )
                world = state.determinize(seat, random.Random(seed * 4 + seat))
                check_world(state, world, seat)
                if seen.assuming:
                    for other in range(4):
                        if other != seat:
                            drawn = world.hands[other] & ~state.known[other]  # not fixed
                            assert not drawn & state.assumed[other]
    assert fell_back  # the deals do reach fouls the play shows


# --- (3) without qayd nothing changes -------------------------------------------------------


def old_play_facts(state: BalootState, seat: int, card: int) -> int:
    """``BalootState.play_facts`` before issue 37's fix, for a legal card."""
    led, winner, partner = state.trick_context(seat)
    assert state.order is not None
    if led < 0 and state.locked:
        return locked_lead_facts(card, state.order)
    if state.akkas and led >= 0 and state.released(seat):
        return SUIT_MASKS[led] if card // 13 != led else 0
    return state.follow_rule.facts(card, led, winner, partner, state.order)


def test_without_qayd_the_facts_are_proven_as_before_and_nothing_is_assumed() -> None:
    state = hokum_in_clubs(FAIR, SPEC)
    play(state, "AS", "9H")
    assert state.forbidden[EAST] == SPADES | CLUBS
    assert state.assumed == NO_FACTS
    assert not state.facts_seen_by(NORTH).assuming
    for rules in (BalootRules(), BalootRules(partner_winning_free=True)):
        for seed in range(6):
            rng = random.Random(seed)
            match = Match(DEFINITION, rules, rng.randrange(4))
            _, state = match.deal_shuffled(rng)
            assert isinstance(state, BalootState)
            while not state.is_over:
                action = rng.choice(state.legal_actions())
                if isinstance(action, Card):
                    seat = state.to_act
                    expected = state.forbidden[:]
                    expected[seat] |= old_play_facts(state, seat, action.index)
                    state.apply(action)
                    assert state.forbidden == expected
                    assert state.assumed == NO_FACTS
                else:
                    state.apply(action)


def test_with_qayd_a_legal_card_assumes_what_it_proved_before() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        match = Match(DEFINITION, BalootRules(qayd=True), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        assert isinstance(state, BalootState)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            if isinstance(action, Card):
                seat = state.to_act
                expected = list(state.assumed)
                expected[seat] |= old_play_facts(state, seat, action.index)
                state.apply(action)
                assert list(state.assumed) == expected
                assert state.forbidden == [0, 0, 0, 0]
            else:
                state.apply(action)
