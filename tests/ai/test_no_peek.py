"""The AI cannot peek: the same information and the same seed give the same decision.

Seeded random games of every rule set are played; at many of their decision
points a second, *real* deal is built that the deciding seat cannot tell from
the true one: the hidden cards are redrawn (``determinize`` of the truth) and a
deck that deals them, with everything the seat saw kept in its place (its own
cards, the turn-up, its draws, the discards), is replayed through the same
actions.  So every field the rules derive from the hidden cards (the deal's
opening events, declarations no one has shown, the others' private records) is
really different, not copied.  At each such point the test checks:

- the alternative deal differs in the hidden cards and equals the truth in the
  seat's ``info_key`` and ``view``;
- the sampled world an agent is handed (``InfoState.of``) is the same, field by
  field, for both deals and the same seed;
- every level, asked through the decision service with the same seed, chooses
  the same action in both.

Every budget counts worlds, rollouts or iterations (none is time-based), so a
seed fixes each decision; the searching levels keep their budgets' settings
with at most 2 worlds and 1 rollout, 2 turns ahead in Burraco and 6 ISMCTS
iterations (``small_agent``, handed to the decision service).  Per rule set the
run checks 150 decision points (36 in Burraco, whose searches play whole turns)
spread over every phase the game declares (``GameDefinition.decision_phases``:
bidding, contract choice, doubling, the first trick and the play after the
declarations or projects are shown; Burraco's draw or pickup, melds and
lay-offs, discards):
``random`` and ``easy`` decide at every point, ``medium`` at every second
(75; 18 in Burraco), ``hard`` and ``ismcts-bidding`` at every fourth (38; 9),
``expert``, ``ismcts`` and ``ismcts-play`` at every sixth (25; 6).
``benchmarks/no_peek.py`` runs the same check at any size.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum
from typing import Any

import pytest

from ai.agent import Agent, InfoState
from ai.catalog import game_ai
from ai.games.burraco.search import BurracoBudget
from ai.levels import LEVEL_NAMES, LEVEL_TABLE, Ismcts, Level, Pimc, Search, agent_for
from ai.search.pimc import Budget
from ai.service import DecisionService
from game.burraco.actions import Draw
from game.burraco.bag import CardBag
from game.burraco.state import HAND_SIZE, POT_SIZE, BurracoState
from game.catalog import game_names, get_game
from game.core.api import DealContext, GameDefinition, State
from game.core.cards import Card, card_at, indices_of
from game.core.decks import shuffled
from game.core.match import Match
from game.core.trickplay import TrickPlayState

ALT_TRIES = 8
"""Redraws of the hidden cards before a decision point counts as forced (nothing to change)."""
FORCED_CARDS = 6
"""The most hidden cards a forced point may have in two places or more (the play's facts
can pin a few cards down in the last tricks, never a whole deal)."""

STRIDES = {
    "random": 1,
    "easy": 1,
    "medium": 2,
    "hard": 4,
    "ismcts-bidding": 4,
    "expert": 6,
    "ismcts": 6,
    "ismcts-play": 6,
}
"""A level is asked at every n-th decision point (the slow searches at fewer)."""

POINTS = {"burraco": 36}
"""Decision points checked per rule set (``DEFAULT_POINTS`` for the others)."""
DEFAULT_POINTS = 150
SEED = 2024


# --- the games --------------------------------------------------------------


@dataclass
class Deal:
    """One deal: how it started and the actions taken so far."""

    definition: GameDefinition[Any]
    rules: Any
    deck: list[Card]
    context: DealContext
    actions: list[Any] = field(default_factory=list)

    def replay(self, deck: Sequence[Card]) -> State:
        """The deal started from ``deck`` with the same actions (each checked legal)."""
        state = self.definition.new_deal(self.rules, deck, self.context)
        for action in self.actions:
            state.checked_apply(action)
        return state


def decision_points(variant: str, seed: int) -> Iterator[tuple[Deal, State, str]]:
    """Every decision point (two or more legal actions) of seeded random games, endlessly.

    Each deal uses the next option preset, a random dealer and random totals; each point
    comes with the kind of decision it is, as the game names it (``decision_phase``).
    """
    rng = random.Random(seed)
    definition = get_game(variant)
    presets = list(definition.presets.values())
    number = 0
    while True:
        rules = presets[number % len(presets)]
        match = Match(definition, rules, rng.randrange(4))
        match.totals = [rng.randrange(0, 150, 10) for _ in match.totals]
        deck = shuffled(definition.deck(rules), rng)
        deal = Deal(definition, rules, deck, match.context())
        state = definition.new_deal(rules, deck, deal.context)
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) > 1:
                yield deal, state, definition.decision_phase(state)
            action = legal[int(rng.random() * len(legal))]
            state.apply(action)
            deal.actions.append(action)
        number += 1


# --- another deal the seat cannot tell from the truth -----------------------


def trick_deck(deal: Deal, truth: TrickPlayState, world: TrickPlayState, seat: int) -> list[int]:
    """The deck that deals ``world``'s hidden cards with the seat's and the public cards kept.

    Each position of the true deck went to a seat, to the stock or face up; the
    positions of every other seat get that seat's cards of ``world`` (in card
    order), the stock positions ``world``'s stock, the rest stay.
    """
    order = [card.index for card in deal.deck]
    shown = face_up(truth)
    owner = {}
    for s in range(4):
        if s != seat:
            for rounds in truth.received[s]:
                for index in indices_of(rounds & ~shown):
                    owner[index] = s
    stock_place = {index: j for j, index in enumerate(truth.stock)}
    positions: dict[int, list[int]] = defaultdict(list)
    out = order[:]
    for i, index in enumerate(order):
        if index in stock_place:
            out[i] = world.stock[stock_place[index]]
        elif index in owner:
            positions[owner[index]].append(i)
    for s, places in positions.items():
        dealt = 0
        for rounds in world.received[s]:
            dealt |= rounds
        cards = indices_of(dealt & ~shown)
        for i, index in zip(places, cards, strict=True):
            out[i] = index
    return out


def face_up(truth: TrickPlayState) -> int:
    """The cards shown face up from the deck: they keep their places."""
    cards = 0
    for name in ("turn_up", "flipped"):
        index = getattr(truth, name, -1)
        if index >= 0:
            cards |= 1 << index
    return cards


def hidden_bag(state: BurracoState, seat: int) -> CardBag:
    """The cards of ``seat``'s hand that nobody else knows (hand less known cards)."""
    bag = state.hands[seat].copy()
    for index in state.known[seat].indices():
        bag.remove(index)
    return bag


def bag_minus(a: CardBag, b: CardBag) -> list[int]:
    """The multiset difference ``a - b`` as card indices."""
    rest = a.copy()
    out = []
    for index in b.indices():
        if rest.count(index):
            rest.remove(index)
    for index in rest.indices():
        out.append(index)
    return out


def burraco_deck(deal: Deal, world: BurracoState, seat: int) -> list[int]:
    """The deck of a Burraco deal that leads to ``world``'s hidden cards by the same actions.

    Every card another seat holds unseen came to it at a known moment: dealt,
    drawn (the stock position is public), or in a pot.  Every card it put down
    from its unseen cards left at a known moment.  The cards to place, the ones
    put down (each due before it left) and ``world``'s unseen cards of that
    seat, go to those positions earliest-due first, which fits whenever any
    placement does.  Stock, pots still face down and pots not yet looked at
    get ``world``'s.
    """
    order = [card.index for card in deal.deck]
    state = deal.definition.new_deal(deal.rules, deal.deck, deal.context)
    assert isinstance(state, BurracoState)
    dealer = deal.context.dealer
    arrivals: dict[int, list[tuple[int, int]]] = defaultdict(list)  # seat: (time, position)
    for i in range(4 * HAND_SIZE):
        arrivals[(dealer + 1 + i) % 4].append((0, i))
    pot_places = [
        list(range(4 * HAND_SIZE + POT_SIZE, 4 * HAND_SIZE + 2 * POT_SIZE)),
        list(range(4 * HAND_SIZE, 4 * HAND_SIZE + POT_SIZE)),
    ]
    unseen_places: dict[int, list[int]] = {}
    next_stock = 4 * HAND_SIZE + 2 * POT_SIZE + 1
    departures: dict[int, list[tuple[int, int]]] = defaultdict(list)  # seat: (time, card)
    for time, action in enumerate(deal.actions, start=1):
        mover = state.to_act
        before = [hidden_bag(state, s) for s in range(4)]
        pots = len(state.pots)
        unseen = list(state.unseen)
        state.apply(action)
        arrived: dict[int, list[int]] = defaultdict(list)
        if isinstance(action, Draw):
            arrivals[mover].append((time, next_stock))
            arrived[mover].append(order[next_stock])
            next_stock += 1
        if len(state.pots) < pots:
            places = pot_places.pop(0)
            if state.unseen[mover] is not None and unseen[mover] is None:
                unseen_places[mover] = places
            else:
                arrivals[mover].extend((time, p) for p in places)
                arrived[mover].extend(order[p] for p in places)
        for s in range(4):
            if unseen[s] is not None and state.unseen[s] is None:
                arrivals[s].extend((time, p) for p in unseen_places.pop(s))
                arrived[s].extend(unseen[s] or ())
        for s in range(4):
            after = hidden_bag(state, s)
            for index in arrived[s]:
                after.remove(index)
            departures[s].extend((time, index) for index in bag_minus(before[s], after))
    out = order[:]
    for s in range(4):
        if s == seat:
            continue
        due = sorted(departures[s]) + [
            (len(deal.actions) + 1, i) for i in hidden_bag(world, s).indices()
        ]
        slots = sorted(arrivals[s])
        assert len(due) == len(slots), "every unseen card of a seat came to it somewhere"
        for (came, place), (left, index) in zip(slots, due, strict=True):
            assert came < left, "a card put down before it could have arrived"
            out[place] = index
    for s, places in unseen_places.items():
        unseen_world = world.unseen[s]
        assert unseen_world is not None
        for place, index in zip(places, unseen_world, strict=True):
            out[place] = index
    for places, pot in zip(pot_places, world.pots, strict=True):
        for place, index in zip(places, pot, strict=True):
            out[place] = index
    for place, index in zip(range(next_stock, len(order)), world.stock, strict=True):
        out[place] = index
    return out


def hidden_part(state: State, seat: int) -> Any:
    """Everything of a deal hidden from ``seat``: the others' hands and the face-down packets."""
    if isinstance(state, BurracoState):
        hands = tuple(tuple(state.hands[s].indices()) for s in range(4) if s != seat)
        unseen = tuple(tuple(u) if u is not None else None for u in state.unseen)
        return hands, tuple(map(tuple, state.pots)), tuple(state.stock), unseen
    assert isinstance(state, TrickPlayState)
    return tuple(state.hands[s] for s in range(4) if s != seat), tuple(state.stock)


def hidden_places(state: State, seat: int) -> tuple[int, int]:
    """How many cards are hidden from ``seat``, and in how many places (hands, packets)."""
    if isinstance(state, BurracoState):
        sizes = [len(hidden_bag(state, s)) for s in range(4) if s != seat]
        sizes += [len(p) for p in state.pots] + [len(state.stock)]
        sizes += [len(u) for u in state.unseen if u is not None]
    else:
        assert isinstance(state, TrickPlayState)
        sizes = [(state.hands[s] & ~state.known[s]).bit_count() for s in range(4) if s != seat]
        sizes.append(len(state.stock))
    return sum(sizes), sum(1 for size in sizes if size)


def alternative(deal: Deal, truth: State, seat: int, rng: random.Random) -> State | None:
    """A real deal, replayed from another deck, that ``seat`` cannot tell from ``truth``
    and whose hidden cards differ (``None`` if every redraw left them as they are)."""
    for _ in range(ALT_TRIES):
        world = truth.determinize(seat, rng)
        if hidden_part(world, seat) == hidden_part(truth, seat):
            continue
        if isinstance(truth, BurracoState):
            assert isinstance(world, BurracoState)
            order = burraco_deck(deal, world, seat)
        else:
            assert isinstance(truth, TrickPlayState) and isinstance(world, TrickPlayState)
            order = trick_deck(deal, truth, world, seat)
        assert sorted(order) == sorted(card.index for card in deal.deck)
        other = deal.replay([card_at(index) for index in order])
        assert hidden_part(other, seat) == hidden_part(world, seat), "the replay missed the world"
        return other
    return None


# --- comparing what an agent is handed ----------------------------------------


def plain(value: Any, depth: int = 0) -> Any:
    """A comparable copy of any value of a state (objects become their fields)."""
    assert depth < 40, "too deeply nested to compare"
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return repr(value)
    if isinstance(value, list | tuple):
        return type(value).__name__, [plain(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return "dict", sorted((repr(k), plain(v, depth + 1)) for k, v in value.items())
    if isinstance(value, set | frozenset):
        return "set", sorted(repr(plain(v, depth + 1)) for v in value)
    if isinstance(value, CardBag):
        return "bag", value.indices()
    if is_dataclass(value):
        names = [f.name for f in fields(value)]
    elif hasattr(value, "__dict__"):
        names = sorted(vars(value))
    else:
        names = [n for cls in type(value).__mro__ for n in getattr(cls, "__slots__", ())]
    return type(value).__name__, [(n, plain(getattr(value, n), depth + 1)) for n in names]


def world_differences(a: State, b: State) -> list[str]:
    """The fields in which two states differ."""
    names = sorted(set(vars(a)) | set(vars(b)))
    return [n for n in names if plain(getattr(a, n, None)) != plain(getattr(b, n, None))]


# --- the check ------------------------------------------------------------------


def small_play(budget: Budget) -> Budget:
    return replace(
        budget,
        worlds=min(budget.worlds, 2),
        rollouts=1,
        max_rollouts=min(budget.max_rollouts, 20) if budget.max_rollouts else 0,
        solve_worlds=min(budget.solve_worlds, 2) if budget.solve_worlds else 0,
    )


def small_turns(budget: BurracoBudget) -> BurracoBudget:
    return replace(budget, worlds=min(budget.worlds, 2), turns=min(budget.turns, 2))


def small_search(plan: Search) -> Search:
    if isinstance(plan, Pimc):
        return Pimc(small_play(plan.budget))
    if isinstance(plan, Ismcts):
        return Ismcts(6)
    return plan


SMALL_LEVELS: dict[str, Level] = {
    name: replace(level, bidding=small_search(level.bidding), play=small_search(level.play))
    for name, level in LEVEL_TABLE.items()
}
"""``ai.levels``' level table with fewer worlds, rollouts and iterations (each budget keeps
its other settings: redraws, exact solving, tolerance)."""


def small_agent(definition: GameDefinition[Any], level: str) -> Agent:
    """The agent of the game ``definition`` at ``level`` from ``SMALL_LEVELS`` and the game's
    own budgets (its entry's) with fewer worlds and turns."""
    entry = game_ai(definition)
    small = replace(entry, budgets={k: small_turns(v) for k, v in entry.budgets.items()})
    return agent_for(definition, level, SMALL_LEVELS, small)


@dataclass
class Tally:
    """What a run checked: decision points per phase, decisions per level, differences."""

    phases: Counter[str] = field(default_factory=Counter)
    forced: int = 0
    decisions: Counter[str] = field(default_factory=Counter)
    differed: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def offer_rate(counts: Counter[str], phase: str, phases: set[str]) -> float:
    """How often a decision point is checked: often in the phases checked least so far
    (rare phases, such as doubling, get their share), seldom in the others; never
    always, so that points come from every stage of a deal."""
    fewest = min(counts[p] for p in phases)
    return 0.5 if counts[phase] <= fewest else 0.03


def check_variant(
    variant: str,
    points: int,
    seed: int,
    strides: dict[str, int],
    tally: Tally,
    agents: Callable[[GameDefinition[Any], str], Agent] = small_agent,
) -> None:
    """Check ``points`` decision points of ``variant`` (see the module docstring), each level
    deciding as ``agents`` builds it (``agent_for`` for the levels' own budgets)."""
    service = DecisionService(processes=0, agents=agents)
    phases = set(get_game(variant).decision_phases)
    rng = random.Random(seed + 1)
    checked = 0
    for deal, truth, phase in decision_points(variant, seed):
        if checked >= points:
            break
        if rng.random() >= offer_rate(tally.phases, phase, phases):
            continue
        seat = truth.to_act
        where = f"{variant} {phase}, action {len(deal.actions)}, seat {seat}"
        other = alternative(deal, truth, seat, rng)
        if other is None:
            tally.forced += 1
            cards, places = hidden_places(truth, seat)
            if places > 1 and cards > FORCED_CARDS:
                tally.failures.append(f"{where}: {cards} hidden cards in {places} places, kept")
            continue
        if other.info_key(seat) != truth.info_key(seat):
            tally.failures.append(f"{where}: info_key differs")
        if other.view(seat) != truth.view(seat):
            tally.failures.append(f"{where}: view differs")
        seed_here = rng.getrandbits(32)
        mine = InfoState.of(truth, seat, random.Random(seed_here))
        theirs = InfoState.of(other, seat, random.Random(seed_here))
        fields_differ = world_differences(mine.own_world(), theirs.own_world())
        if fields_differ:
            tally.failures.append(f"{where}: the agent's world differs in {fields_differ}")
        for level, stride in strides.items():
            if checked % stride:
                continue
            done, first = service.poll(service.request(truth, seat, level, seed_here))
            done_too, second = service.poll(service.request(other, seat, level, seed_here))
            assert done and done_too, "an inline decision service answers at once"
            tally.decisions[level] += 1
            if first != second:
                tally.differed[level] += 1
                tally.failures.append(f"{where}: {level} chose {first} and {second}")
        tally.phases[phase] += 1
        checked += 1
    service.close()


@pytest.mark.parametrize("variant", game_names())
def test_every_level_decides_the_same_whatever_the_hidden_cards(variant: str) -> None:
    tally = Tally()
    check_variant(variant, POINTS.get(variant, DEFAULT_POINTS), SEED, STRIDES, tally)
    assert not tally.failures, "\n".join(tally.failures[:10])
    phases = set(get_game(variant).decision_phases)
    assert set(tally.phases) == phases, f"phases reached: {dict(tally.phases)}"
    assert min(tally.phases.values()) >= 3, "a phase was hardly checked"
    assert set(tally.decisions) == set(LEVEL_NAMES)
