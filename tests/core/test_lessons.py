"""The learn mode's moments, named from the core's data and each game's declared moments
over random deals of every game."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.catalog import games_in_menu_order, get_game
from game.core.api import Event, EventKind
from game.core.cards import Card
from game.core.lessons import moments
from game.core.match import Match
from game.session.deal_code import deck_from_seed


def learner_moments(variant: str, seed: int) -> tuple[list[list[str]], list[set[str]]]:
    """A random deal: the moments at each of seat 0's decisions and at the end, and the keys
    of the refusals of his held cards at each decision."""
    game = get_game(variant)
    rules = next(iter(game.presets.values()))
    state = Match(game, rules, seed % 4).deal_from(deck_from_seed(game.deck(rules), seed))
    rng = random.Random(seed)
    events: list[Event] = list(state.opening)
    found: list[list[str]] = []
    refused: list[set[str]] = []
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_act == 0:
            view = state.view(0)
            cards = any(isinstance(a, Card) for a in legal)
            reasons = [state.why_illegal(c) for c in view.hand if cards and c not in legal]
            real = [r for r in reasons if r is not None]
            found.append(moments(game.lessons, view, legal, real, events))
            refused.append({r.key for r in real})
            events = []
        events += state.apply(rng.choice(legal))
    found.append(moments(game.lessons, state.view(0), [], [], events))
    return found, refused


@pytest.mark.parametrize("variant", [g.name for g in games_in_menu_order()])
def test_moments_are_known_once_and_in_order(variant: str) -> None:
    order = get_game(variant).lessons.order
    for seed in range(6):
        found, _ = learner_moments(variant, seed)
        for names in found:
            assert all(name in order for name in names)
            assert names == sorted(set(names), key=order.index)
        assert found[-1][-1] == "scoring", "the end of a deal brings its scoring"


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic", "baloot", "barbu"])
def test_following_suit_is_named_exactly_when_a_card_is_refused_for_it(variant: str) -> None:
    for seed in range(6):
        found, refused = learner_moments(variant, seed)
        for names, keys in zip(found, refused, strict=False):
            assert ("follow" in names) == ("follow" in keys)


def test_an_announced_belote_and_a_raised_double_are_moments() -> None:
    game = get_game("belote_bga")
    rules = next(iter(game.presets.values()))
    state = Match(game, rules, 0).deal_from(deck_from_seed(game.deck(rules), 1))
    said = [
        Event(EventKind.ANNOUNCE, 1, (Card.parse("KS"),), "belote"),
        Event(EventKind.BID, 2, text="double"),
        Event(EventKind.BID, 3, text="double:none"),
        Event(EventKind.BID, 1, text="contract:domino:9"),
    ]
    lessons = replace(  # Barbu's doubles and contracts, with Belote's announcements
        get_game("barbu").lessons,
        order=("double", "belote", "contract:domino"),
        announcements=game.lessons.announcements,
    )
    assert moments(lessons, state.view(0), [], [], said) == ["double", "belote", "contract:domino"]
