"""Whole games between random legal players, with their records (``main.py simulate``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.catalog import get_game
from game.core.match import Match
from game.session.deal_code import code_or_none, deck_from_seed, draw_seed
from game.session.record import GameRecord, RecordedDeal

MAX_DEALS = 500  # a random game that runs this long is stopped (never seen; a safety net)


@dataclass(slots=True)
class SimulatedGame:
    record: GameRecord
    match: Match
    actions: int


def simulate_game(
    variant: str, options: dict[str, Any], seed: int, first_dealer: int | None = None
) -> SimulatedGame:
    """Play one game with random legal players; the seed fixes every choice, and each deal's
    deck is made from a deal seed drawn first (so each deal has its deal code)."""
    definition = get_game(variant)
    rules = definition.parse_options(options)
    rng = random.Random(seed)
    dealer = rng.randrange(4) if first_dealer is None else first_dealer
    match = Match(definition, rules, dealer)
    record = GameRecord(variant, definition.options_to_json(rules), dealer)
    actions = 0
    while not match.is_finished and len(match.results) < MAX_DEALS:
        seed = draw_seed(rng)
        deck = deck_from_seed(definition.deck(rules), seed)
        state = match.deal_from(deck)
        code = code_or_none(variant, record.options, match.dealer, seed)
        deal = RecordedDeal([card.code for card in deck], code=code)
        while not state.is_over:
            seat = state.to_act
            action = rng.choice(state.legal_actions())
            deal.actions.append((seat, str(action)))
            state.apply(action)
            actions += 1
        record.deals.append(deal)
        match.finish_deal(state)
    return SimulatedGame(record, match, actions)


def simulate_games(
    variant: str, games: int, seed: int, options: dict[str, Any] | None = None
) -> Iterator[SimulatedGame]:
    master = random.Random(seed)
    for _ in range(games):
        yield simulate_game(variant, options or {}, master.getrandbits(63))


def summarise(variant: str, seed: int, played: list[SimulatedGame]) -> dict[str, Any]:
    wins: dict[str, int] = {}
    deals = thrown_in = actions = 0
    for game in played:
        key = str(game.match.winner)
        wins[key] = wins.get(key, 0) + 1
        deals += len(game.match.results)
        thrown_in += sum(1 for r in game.match.results if r.thrown_in)
        actions += game.actions
    return {
        "variant": variant,
        "games": len(played),
        "seed": seed,
        "deals": deals,
        "thrown_in": thrown_in,
        "actions": actions,
        "winners": dict(sorted(wins.items())),
        "unfinished": sum(1 for g in played if not g.match.is_finished),
    }
