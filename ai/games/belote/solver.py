"""Exact (double-dummy) solving of a 32-card point-trick deal's last tricks in one world.

With every hand known, alpha-beta search over the remaining cards finds the
value of perfect play for both teams.  The leaves are the deal's real score
(contract made or failed, capot, last trick, belote) turned into the caller's
value, so the search optimises exactly what the scoring rewards.  The search
(``solve_deal``) is given the game's follow rule and its scoring of a finished
deal, so one solver serves Belote (``solve``) and Baloot (``ai.games.baloot.solver``).

What makes it fast enough to start five or six tricks from the end: a
transposition table at every trick's start that also remembers the best lead
(tried first when the position comes back with another window); cards of one
hand that no other card still out separates and that carry the same points
are tried once (playing the 8 or the 7 of a suit is the same move); and the
cards are tried in the order a player would think of them (win a trick the
opponents hold with the card most likely to keep it, feed a partner's trick,
otherwise play low).

When the compiled core of ``ai.native`` was built, ``solve`` (and Baloot's) hand the deal
to it instead: the same search in C, with this module's follow rule and scoring turned
into data; ``solve_deal`` stays the reference it is tested against and the fallback.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ai.native.core import EXTREMES, FRENCH, Play, leaf_table
from ai.native.core import solver as compiled_solver
from ai.search.pieces import SolveTooLargeError
from ai.search.utility import Utility
from game.belote.state import BeloteState
from game.core.cards import KING, QUEEN
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder, french_legal

EXACT, LOWER, UPPER = 0, 1, 2

Leaf = Callable[[int, int, int, int], float]
"""A finished deal's value to the searching team, from each team's card points,
team 0's tricks and the seat that won the last trick."""
Legal = Callable[[int, int, int, bool, TrickOrder], int]
"""The playable cards of a hand: hand, led suit (-1 leading), winning card, partner winning."""
Bounds = Callable[[int, int, int, int], tuple[float, float]]
"""The lowest and highest leaf value the rest of a deal can still give, from the card points
per team and team 0's tricks so far and the tricks left (asked only at a trick's start)."""


def final_belote(state: BeloteState) -> list[int]:
    """Belote points per team once every card is played (fixed by the hands)."""
    belote = state.belote[:]
    suits = state.belote_suits()
    for suit in range(4):
        if not suits >> suit & 1:
            continue
        if state.belote_holder[suit] >= 0:
            belote[state.belote_holder[suit] & 1] += 20
            continue
        pair = (1 << (13 * suit + KING)) | (1 << (13 * suit + QUEEN))
        for seat in range(4):
            if state.hands[seat] & pair == pair:
                belote[seat & 1] += 20
    return belote


_BETWEEN: dict[int, tuple[TrickOrder, list[list[int]]]] = {}


def between_sets(order: TrickOrder) -> list[list[int]]:
    """For two cards of one suit, the cards of that suit ranked strictly between them."""
    cached = _BETWEEN.get(id(order))
    if cached is not None and cached[0] is order:
        return cached[1]
    strength = order.strength
    table = [[0] * 53 for _ in range(53)]
    for suit in range(4):
        cards = [13 * suit + r for r in range(13) if strength[13 * suit + r] > 0]
        for a in cards:
            for b in cards:
                low, high = sorted((strength[a], strength[b]))
                mask = 0
                for c in cards:
                    if low < strength[c] < high:
                        mask |= 1 << c
                table[a][b] = mask
    _BETWEEN[id(order)] = (order, table)
    return table


def deal_total(state: TrickPlayState) -> int:
    """The card points of the whole deal: taken so far, on the table and still in the hands."""
    order = state.order
    assert order is not None
    total = sum(state.card_points) + sum(order.points[c] for c in state.trick)
    for hand in state.hands:
        total += order.trick_points(hand)
    return total


def extremes(leaf: Leaf, team: int, total: int) -> Bounds:
    """Bounds for a scoring that never gets worse for a team as it takes more points and
    tricks: the rest of the deal given all to one team or all to the other."""

    def outcome_range(made0: int, made1: int, taken0: int, left: int) -> tuple[float, float]:
        rest = total - made0 - made1
        ours = leaf(made0 + rest, made1, taken0 + left, 0)
        theirs = leaf(made0, made1 + rest, taken0, 1)
        if team:
            ours, theirs = theirs, ours
        return (min(ours, theirs), max(ours, theirs))

    return outcome_range


def belote_leaf(state: BeloteState, value: Utility) -> tuple[Leaf, Hashable]:
    """The value of a finished deal like ``state``'s for ``value``, remembered in its memo
    (a decision's worlds that score alike share it), and the key telling those worlds apart."""
    belote = final_belote(state)
    hand_count = state.hand_count
    terms = ("belote leaves", state.score_terms(), tuple(belote))
    known: dict[tuple[int, int, int, int], float] = value.memo.setdefault(terms, {})

    def leaf(made0: int, made1: int, taken0: int, last: int) -> float:
        key = (made0, made1, taken0, last & 1)
        found = known.get(key)
        if found is None:
            taken = (taken0, hand_count - taken0)
            found = known[key] = value(state.score_from((made0, made1), taken, last, belote))
        return found

    return leaf, terms


def solve(state: BeloteState, team: int, value: Utility, limit: int = 0) -> float:
    """The value for ``team`` of the rest of the Belote deal under perfect play by all.

    With a ``limit``, ``SolveTooLargeError`` is raised past that many searched positions."""
    leaf, terms = belote_leaf(state, value)
    total = deal_total(state)
    core = compiled_solver()
    if core is not None:
        table = leaf_table(value.memo, terms, total, state.hand_count)
        return core.solve(state, team, leaf, Play(FRENCH), EXTREMES, table, limit)
    return solve_deal(state, team, leaf, french_legal, extremes(leaf, team, total), limit)


def solve_cards(state: BeloteState, team: int, value: Utility) -> dict[int, float] | None:
    """The value for ``team`` after each card the seat to act may play (``solve`` of each
    card's position, by card index), in one search of the compiled core sharing its table
    across the cards; ``None`` without the core."""
    core = compiled_solver()
    if core is None:
        return None
    leaf, terms = belote_leaf(state, value)
    table = leaf_table(value.memo, terms, deal_total(state), state.hand_count)
    return core.solve_moves(state, team, leaf, Play(FRENCH), EXTREMES, table)


def solve_deal(
    state: TrickPlayState,
    team: int,
    leaf: Leaf,
    legal_cards: Legal,
    deal_range: Bounds,
    limit: int = 0,
) -> float:
    """The value for ``team`` of the rest of the deal under perfect play by all, with the
    game's follow rule (``legal_cards``), its scoring (``leaf``) and the bounds of the outcome
    (``deal_range``: a trick whose every outcome lies outside the window is not searched).

    With a ``limit``, ``SolveTooLargeError`` is raised past that many searched positions."""
    order = state.order
    assert order is not None
    strength = order.strength
    points = order.points
    trump = order.trump
    between = between_sets(order)
    step = state.step
    hands = state.hands[:]
    card_points = state.card_points
    base = (card_points[0] + card_points[2], card_points[1] + card_points[3])
    base_taken = (
        state.tricks_taken[0] + state.tricks_taken[2],
        state.tricks_taken[1] + state.tricks_taken[3],
    )
    rank = [strength[c] + (200 if trump >> c & 1 else 0) for c in range(53)]
    table: dict[tuple[int, ...], tuple[float, int, int]] = {}
    nodes = 0
    bounds: dict[tuple[int, int, int, int], tuple[float, float]] = {}

    def outcome_range(made0: int, made1: int, taken0: int, left: int) -> tuple[float, float]:
        """The game's bounds of the outcome, remembered."""
        found = bounds[made0, made1, taken0, left] = deal_range(made0, made1, taken0, left)
        return found

    lead_key = [-rank[c] for c in range(53)]
    low_key = [points[c] * 16 + rank[c] % 200 for c in range(53)]
    feed_key = [-k for k in low_key]

    def moves(seat: int, led: int, win_card: int, win_seat: int, first: int) -> list[int]:
        """The legal cards worth trying, in the order most likely to cut the search short."""
        hand = hands[seat]
        legal = legal_cards(hand, led, win_card, win_seat ^ seat == 2, order)
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        cards = []
        while legal:
            low = legal & -legal
            cards.append(low.bit_length() - 1)
            legal ^= low
        if led < 0:
            cards.sort(key=lead_key.__getitem__)
        elif (win_seat ^ seat) & 1:
            win_rank = rank[win_card]
            winners = [
                c for c in cards if rank[c] > win_rank and (c // 13 == led or trump >> c & 1)
            ]
            if winners:
                winners.sort(key=lead_key.__getitem__)
                losers = [c for c in cards if c not in winners]
                losers.sort(key=low_key.__getitem__)
                cards = winners + losers
            else:
                cards.sort(key=low_key.__getitem__)
        else:
            cards.sort(key=feed_key.__getitem__)
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        if win_card >= 0:
            others |= 1 << win_card
        kept: list[int] = []
        for card in cards:
            for other in kept:
                if (
                    other // 13 == card // 13
                    and points[other] == points[card]
                    and not between[other][card] & others
                ):
                    break
            else:
                kept.append(card)
        if first >= 0 and first in kept and kept[0] != first:
            kept.remove(first)
            kept.insert(0, first)
        return kept

    def search(
        seat: int,
        in_trick: int,
        led: int,
        win_card: int,
        win_seat: int,
        pot: int,
        made0: int,
        made1: int,
        taken0: int,
        left: int,
        alpha: float,
        beta: float,
    ) -> float:
        nonlocal nodes
        nodes += 1
        if nodes == limit:
            raise SolveTooLargeError
        key: tuple[int, ...] = ()
        first = -1
        if in_trick == 0:
            key = (hands[0], hands[1], hands[2], hands[3], seat, made0, made1, taken0)
            stored = table.get(key)
            if stored is not None:
                known, bound, first = stored
                if bound == EXACT:
                    return known
                if bound == LOWER and known >= beta:
                    return known
                if bound == UPPER and known <= alpha:
                    return known
            else:
                low, high = bounds.get((made0, made1, taken0, left)) or outcome_range(
                    made0, made1, taken0, left
                )
                if high <= alpha or low == high:
                    return high
                if low >= beta:
                    return low
        alpha0, beta0 = alpha, beta
        hand = hands[seat]
        maximise = seat & 1 == team
        best = -1e18 if maximise else 1e18
        best_card = -1
        for card in moves(seat, led, win_card, win_seat, first):
            hands[seat] = hand ^ (1 << card)
            if led < 0:
                n_led, n_win, n_seat = card // 13, card, seat
            elif strength[card] > strength[win_card] and (
                card // 13 == win_card // 13 or trump >> card & 1
            ):
                n_led, n_win, n_seat = led, card, seat
            else:
                n_led, n_win, n_seat = led, win_card, win_seat
            n_pot = pot + points[card]
            if in_trick == 3:
                m0, m1, t0 = made0, made1, taken0
                if n_seat & 1:
                    m1 += n_pot
                else:
                    m0 += n_pot
                    t0 += 1
                if left == 1:
                    result = leaf(m0, m1, t0, n_seat)
                else:
                    result = search(n_seat, 0, -1, -1, -1, 0, m0, m1, t0, left - 1, alpha, beta)
            else:
                result = search(
                    (seat + step) % 4,
                    in_trick + 1,
                    n_led,
                    n_win,
                    n_seat,
                    n_pot,
                    made0,
                    made1,
                    taken0,
                    left,
                    alpha,
                    beta,
                )
            hands[seat] = hand
            if maximise:
                if result > best:
                    best, best_card = result, card
                if best > alpha:
                    alpha = best
            else:
                if result < best:
                    best, best_card = result, card
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if in_trick == 0:
            if best <= alpha0:
                table[key] = (best, UPPER, best_card)
            elif best >= beta0:
                table[key] = (best, LOWER, best_card)
            else:
                table[key] = (best, EXACT, best_card)
        return best

    in_trick = len(state.trick)
    led = state.trick[0] // 13 if in_trick else -1
    pot = sum(points[c] for c in state.trick)
    return search(
        state.to_act,
        in_trick,
        led,
        state.win_card if in_trick else -1,
        state.win_seat if in_trick else -1,
        pot,
        base[0],
        base[1],
        base_taken[0],
        state.hand_count - state.tricks_played,
        -1e18,
        1e18,
    )
