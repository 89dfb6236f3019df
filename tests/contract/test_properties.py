"""Hypothesis drives random deals of every variant through the contract checks."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import game_names, get_game
from game.core.match import Match
from tests.contract.test_every_variant import check_state, deck_counter
from tests.contract.test_info_key import lockstep_faults, random_deal, swapped


@settings(max_examples=30)
@given(variant=st.sampled_from(game_names()), seed=st.integers(0, 2**63), dealer=st.integers(0, 3))
def test_random_deals_keep_every_invariant(variant: str, seed: int, dealer: int) -> None:
    definition = get_game(variant)
    match = Match(definition, definition.parse_options({}), dealer)
    rng = random.Random(seed)
    _, state = match.deal_shuffled(rng)
    deck = deck_counter(match)
    replay = state.clone()
    taken = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        taken.append(action)
        state.apply(action)
        check_state(state, deck, rng)
    for action in taken:  # the same actions reproduce the same deal
        assert replay.why_illegal(action) is None
        replay.apply(action)
    assert replay.result().points == state.result().points


@settings(max_examples=30)
@given(
    variant=st.sampled_from(game_names()),
    seed=st.integers(0, 2**63),
    swap=st.tuples(st.integers(0, 10**6), st.integers(0, 10**6)),
)
def test_equal_keys_give_equal_views_after_any_swap(
    variant: str, seed: int, swap: tuple[int, int]
) -> None:
    """Two deals one deck swap apart: a seat whose keys agree sees the same (test_info_key)."""
    match, deck, actions = random_deal(variant, seed)
    i, j = (k % len(deck) for k in swap)
    assert lockstep_faults(match, deck, swapped(deck, i, j), actions) == []
