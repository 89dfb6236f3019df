"""Contract tests: every registered rule set keeps the promises of the game API.

Random legal play runs whole games; after every action the deck is conserved,
only the seat to act has actions, clones are independent, views hide what
they must, sampled worlds keep the observer's information, and the record of
each game replays to the same scores.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.catalog import game_names, get_game
from game.core.api import State
from game.core.match import Match
from game.core.trickplay import TrickPlayState
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import replay

VARIANTS = game_names()
GAMES_PER_VARIANT = 3
CHECK_EVERY = 1  # check the expensive properties at every action
ACTION_BUDGET = 1500
"""A game still going after this many actions stops at the end of that deal.

Long games (Burraco to 2005 takes some fifty random deals) are cut short so the
per-action checks stay fast; the record of the deals played still replays.
"""
TRIALS_PER_STATE = 16
"""At most this many legal actions (a seeded sample) are tried on clones per state."""


def deck_counter(match: Match) -> Counter[int]:
    return Counter(card.index for card in match.definition.deck(match.rules))


def check_state(state: State, deck: Counter[int], rng: random.Random) -> None:
    assert Counter(state.cards_in_play()) == deck, "cards not conserved"
    assert state.check_invariants() == [], "the state's own checks fail"
    if isinstance(state, TrickPlayState):
        for seat in range(4):
            assert state.hands[seat] & state.forbidden[seat] == 0, "a proven fact is false"
            assert state.hands[seat] & state.known[seat] == state.known[seat], "a known card moved"
    if state.is_over:
        assert state.to_act == -1
        assert state.legal_actions() == []
        return
    assert 0 <= state.to_act < 4
    legal = state.legal_actions()
    assert legal, "no legal action for the seat to act"
    assert len(set(map(str, legal))) == len(legal), "duplicate legal actions"
    for action in legal:
        assert state.why_illegal(action) is None, f"{action} legal but refused"
    assert state.legal_actions() == legal, "legal_actions changed the state"
    for seat in range(4):
        world = state.determinize(seat, rng)
        assert world.info_key(seat) == state.info_key(seat), "determinize changed the seat's info"
        assert world.view(seat) == state.view(seat), "a view shows something hidden"
        assert Counter(world.cards_in_play()) == deck, "determinize lost cards"
        assert world.check_invariants() == [], "a sampled world fails its own checks"
        if seat == state.to_act:
            assert [str(a) for a in world.legal_actions()] == [str(a) for a in legal]
        if isinstance(state, TrickPlayState):
            assert isinstance(world, TrickPlayState)
            for other in range(4):
                assert world.hands[other] & state.forbidden[other] == 0, "a fact broken"
                assert world.hands[other] & state.known[other] == state.known[other]
                assert world.hands[other].bit_count() == state.hands[other].bit_count()


def play_game(variant: str, seed: int) -> tuple[Match, GameRecord]:
    definition = get_game(variant)
    rules = definition.parse_options({})
    rng = random.Random(seed)
    match = Match(definition, rules, rng.randrange(4))
    record = GameRecord(variant, definition.options_to_json(rules), match.first_dealer)
    deck = deck_counter(match)
    actions = 0
    while not match.is_finished and len(match.results) < 60 and actions < ACTION_BUDGET:
        cards, state = match.deal_shuffled(rng)
        deal = RecordedDeal([c.code for c in cards])
        record.deals.append(deal)
        check_state(state, deck, rng)
        while not state.is_over:
            legal = state.legal_actions()
            action = rng.choice(legal)
            before = state.clone()
            snapshot = before.info_key(0), before.cards_in_play(), str(before.view(0))
            deal.actions.append((state.to_act, str(action)))
            state.apply(action)
            actions += 1
            assert (
                before.info_key(0),
                before.cards_in_play(),
                str(before.view(0)),
            ) == snapshot, "apply on a state changed its clone"
            check_state(state, deck, rng)
        match.finish_deal(state)
    return match, record


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", range(GAMES_PER_VARIANT))
def test_random_games_keep_the_contract_and_replay(variant: str, seed: int) -> None:
    match, record = play_game(variant, seed)
    replayed = replay(record)
    assert replayed.match.totals == match.totals
    assert [r.points for r in replayed.match.results] == [r.points for r in match.results]
    assert replayed.match.winner == match.winner
    assert replayed.unfinished is None


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_legal_action_applies_on_a_clone(variant: str) -> None:
    definition = get_game(variant)
    rules = definition.parse_options({})
    rng = random.Random(11)
    match = Match(definition, rules, 0)
    _, state = match.deal_shuffled(rng)
    deck = deck_counter(match)
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) > TRIALS_PER_STATE:
            legal = rng.sample(legal, TRIALS_PER_STATE)
        for action in legal:
            trial = state.clone()
            trial.apply(action)
            check_state(trial, deck, rng)
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("variant", VARIANTS)
def test_determinize_depends_only_on_the_seats_information(variant: str) -> None:
    """Two states a seat cannot tell apart give the same world for the same generator."""
    definition = get_game(variant)
    rules = definition.parse_options({})
    rng = random.Random(5)
    for _ in range(20):
        match = Match(definition, rules, rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        for _ in range(rng.randrange(40)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        seat = rng.randrange(4)
        twin = state.determinize(seat, rng)
        assert twin.info_key(seat) == state.info_key(seat)
        seed = rng.getrandbits(32)
        a = state.determinize(seat, random.Random(seed))
        b = twin.determinize(seat, random.Random(seed))
        assert sorted(a.cards_in_play()) == sorted(b.cards_in_play())
        assert [a.view(s) for s in range(4)] == [b.view(s) for s in range(4)]
