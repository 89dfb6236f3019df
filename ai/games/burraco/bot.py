"""The rule-based Burraco player (the easy level and the searches' rollout policy).

It decides one action at a time from what its seat may know (its hand, the
table, the pile and the cards each seat is known to hold from a pickup):

- **draw or pick up:** it picks the pile up when the pile's cards meld or lay
  off with its hand and its team's melds for more than the junk it brings;
- **meld:** natural lay-offs first (the one that brings a meld nearest a
  burraco first), then natural new melds, longest first, so partners grow
  the same melds towards burracos;
- **wild cards** are kept for a burraco (a lay-off reaching seven cards), for
  going out to the pot or closing, and for the last turns of the stock;
- **discard:** the card that is least use to its hand and feeds the opponents
  least: never one that lays off on their melds if it can help it, nor one
  that matches the cards they picked up, and the more careful the bigger the
  pile they would take.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from game.burraco.actions import DRAW, PICKUP, Discard, Layoff, Meld
from game.burraco.bag import CardBag
from game.burraco.listing import list_layoffs, list_melds
from game.burraco.melds import (
    BURRACO_SIZE,
    CARD_POINTS,
    SEQUENCE,
    TableMeld,
    is_wild_card,
    layoff_results,
    read_meld,
)
from game.burraco.state import DRAW_PHASE, BurracoState
from game.core.api import State
from game.core.reasons import Reason

PICKUP_THRESHOLD: Final = 12.0
"""How much a pile must be worth (points melded at once, wilds, good pairs) to take it."""
WILD_KEEP: Final = 200.0
LATE_STOCK: Final = 10
"""With this few cards left in the stock, wild cards are melded freely."""
SHORT_HAND: Final = 5
"""With this few cards in hand, wild cards help to go out (the pot, the close)."""


def adds_wild(world: BurracoState, seat: int, action: Meld | Layoff) -> bool:
    """Whether ``action`` puts a wild card on the table (a 2 standing as natural is not)."""
    if isinstance(action, Meld):
        meld = read_meld(action.cards)
        return isinstance(meld, TableMeld) and meld.wild >= 0
    target = world.melds[seat & 1][action.meld - 1]
    if target.wild >= 0:
        return False
    results = layoff_results(target, action.cards)
    return not isinstance(results, Reason) and results[0].wild >= 0


def size_after(world: BurracoState, seat: int, action: Meld | Layoff) -> int:
    if isinstance(action, Meld):
        return len(action.cards)
    return len(world.melds[seat & 1][action.meld - 1].cards) + len(action.cards)


def may_use_wilds(world: BurracoState, seat: int) -> bool:
    """Going out or the end is near: wilds are worth more on the table than in hand."""
    hand = len(world.hands[seat])
    return hand <= SHORT_HAND or len(world.stock) <= LATE_STOCK


def meld_rank(world: BurracoState, seat: int, action: Meld | Layoff) -> tuple[int, ...] | None:
    """How much the bot wants a meld or lay-off (higher first), or None to hold it back."""
    wild = adds_wild(world, seat, action)
    size = size_after(world, seat, action)
    burraco_now = size >= BURRACO_SIZE and (
        isinstance(action, Meld) or len(world.melds[seat & 1][action.meld - 1].cards) < BURRACO_SIZE
    )
    if wild and not (burraco_now or may_use_wilds(world, seat)):
        return None
    return (
        int(burraco_now),
        int(not wild),
        int(isinstance(action, Layoff)),
        len(action.cards),
        size,
    )


def best_meld(world: BurracoState, seat: int, options: Sequence[Any]) -> Any | None:
    best: Any | None = None
    best_rank: tuple[int, ...] | None = None
    for action in options:
        if not isinstance(action, Meld | Layoff):
            continue
        rank = meld_rank(world, seat, action)
        if rank is not None and (best_rank is None or rank > best_rank):
            best, best_rank = action, rank
    return best


# --- what cards are worth ------------------------------------------------


def greedy_meld_points(hand: CardBag, set_ranks: int, melds: Sequence[TableMeld]) -> int:
    """Points the hand melds and lays off at once with natural cards (greedy, largest first)."""
    bag = hand.copy()
    table = list(melds)
    points = 0
    for _ in range(8):
        best: tuple[int, ...] | None = None
        grown: TableMeld | None = None
        best_index = -1
        for layoff in list_layoffs(bag, table):
            target = table[layoff.meld - 1]
            results = layoff_results(target, layoff.cards)
            if isinstance(results, Reason) or (results[0].wild >= 0 and target.wild < 0):
                continue
            if best is None or len(layoff.cards) > len(best):
                best, grown, best_index = layoff.cards, results[0], layoff.meld - 1
        for meld in list_melds(bag, set_ranks):
            read = read_meld(meld.cards)
            if not isinstance(read, TableMeld) or read.wild >= 0:
                continue
            if best is None or len(meld.cards) > len(best):
                best, grown, best_index = meld.cards, read, -1
        if best is None or grown is None:
            break
        for card in best:
            bag.remove(card)
            points += CARD_POINTS[card]
        if best_index >= 0:
            table[best_index] = grown
        else:
            table.append(grown)
            if grown.kind != SEQUENCE:
                set_ranks |= 1 << grown.rank
    return points


def connections(card: int, hand: CardBag) -> float:
    """How well ``card`` fits the rest of ``hand`` (pairs for sets, neighbours for sequences)."""
    if is_wild_card(card):
        return WILD_KEEP
    rank, suit = card % 13, card // 13
    value = 0.0
    for s in range(4):
        count = hand.count(s * 13 + rank)
        if s == suit:
            count -= 1
        value += 9.0 * count
    for step, worth in ((1, 10.0), (2, 5.0)):
        for r in (rank - step, rank + step):
            if 0 <= r <= 12 and hand.count(suit * 13 + r):
                value += worth
    return value


def fits_melds(card: int, melds: Sequence[TableMeld]) -> bool:
    """Whether ``card`` alone lays off on one of these melds."""
    return any(not isinstance(layoff_results(meld, (card,)), Reason) for meld in melds)


def pile_worth(world: BurracoState, seat: int) -> float:
    """What taking the whole pile brings, against drawing one unknown card."""
    pile = world.pile
    hand = world.hands[seat]
    team = seat & 1
    melds = world.melds[team]
    before = greedy_meld_points(hand, world.set_ranks[team], melds)
    grown = hand.copy()
    for card in pile:
        grown.add(card)
    after = greedy_meld_points(grown, world.set_ranks[team], melds)
    worth = float(after - before)
    for card in pile:
        if is_wild_card(card):
            worth += 25.0
        else:
            fit = connections(card, hand)
            worth += min(fit, 20.0) * 0.5 - 0.4 * CARD_POINTS[card] * (fit == 0)
    if len(world.stock) <= LATE_STOCK:
        worth -= 2.0 * len(pile)  # late in the hand cards in hand cost their points
    return worth


def danger(world: BurracoState, seat: int, card: int) -> float:
    """How much discarding ``card`` helps the opponents (the next one takes the pile)."""
    if is_wild_card(card):
        return WILD_KEEP
    opponents = 1 - (seat & 1)
    value = 0.0
    if fits_melds(card, world.melds[opponents]):
        value += 60.0
    rank, suit = card % 13, card // 13
    for opponent in (opponents, opponents + 2):
        known = world.known[opponent]
        for s in range(4):
            if known.count(s * 13 + rank):
                value += 12.0
        for r in (rank - 2, rank - 1, rank + 1, rank + 2):
            if 0 <= r <= 12 and known.count(suit * 13 + r):
                value += 6.0
    return value * (1.0 + len(world.pile) / 6.0)


def discard_score(world: BurracoState, seat: int, card: int) -> float:
    """Lower is a better discard: little use to us, little help to them."""
    hand = world.hands[seat]
    keep = connections(card, hand)
    if fits_melds(card, world.melds[seat & 1]):
        keep += 40.0
    return keep + danger(world, seat, card) - 0.05 * CARD_POINTS[card]


def best_discard(world: BurracoState, seat: int, options: Sequence[Any]) -> Discard | None:
    best: Discard | None = None
    best_score = 0.0
    for action in options:
        if not isinstance(action, Discard):
            continue
        score = discard_score(world, seat, action.card)
        if best is None or score < best_score:
            best, best_score = action, score
    return best


# --- the decision ----------------------------------------------------------


def bot_action(world: BurracoState, seat: int, legal: Sequence[Any]) -> Any:
    """The rule-based action of ``seat`` (one of ``legal``)."""
    if world.phase == DRAW_PHASE:
        if PICKUP in legal and pile_worth(world, seat) >= PICKUP_THRESHOLD:
            return PICKUP
        return DRAW if DRAW in legal else legal[0]
    meld = best_meld(world, seat, legal)
    if meld is not None:
        return meld
    discard = best_discard(world, seat, legal)
    return discard if discard is not None else legal[0]


def burraco_bot(world: State, seat: int, legal: list[Any]) -> Any:
    """The bot as the catalogue's ``bot`` piece."""
    assert isinstance(world, BurracoState)
    return bot_action(world, seat, legal)


def burraco_in_play(world: State) -> bool:
    return isinstance(world, BurracoState) and not world.is_over
