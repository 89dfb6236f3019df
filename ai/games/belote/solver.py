"""Exact (double-dummy) solving of a Belote deal's last tricks in one sampled world.

With every hand known, alpha-beta search over the remaining cards finds the
value of perfect play for both teams.  The leaves are the deal's real score
(contract made or failed, capot, last trick, belote) turned into the caller's
value, so the search optimises exactly what the scoring rewards.
"""

from __future__ import annotations

from collections.abc import Callable

from game.belote.state import BeloteState
from game.core.cards import KING, QUEEN
from game.core.tricks import french_legal

EXACT, LOWER, UPPER = 0, 1, 2

Value = Callable[[tuple[int, ...]], float]


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


def solve(state: BeloteState, team: int, value: Value) -> float:
    """The value for ``team`` of the rest of the deal under perfect play by all."""
    order = state.order
    assert order is not None
    strength = order.strength
    points = order.points
    trump = order.trump
    belote = final_belote(state)
    step = state.step
    hands = state.hands[:]
    base = state.team_card_points()
    base_taken = (
        state.tricks_taken[0] + state.tricks_taken[2],
        state.tricks_taken[1] + state.tricks_taken[3],
    )
    rank = [strength[c] + (200 if trump >> c & 1 else 0) for c in range(53)]
    table: dict[tuple[int, ...], tuple[float, int]] = {}

    def leaf(made0: int, made1: int, taken0: int, last: int) -> float:
        taken = (taken0, state.hand_count - taken0)
        return value(state.score_from((made0, made1), taken, last, belote))

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
        key: tuple[int, ...] = ()
        if in_trick == 0:
            key = (hands[0], hands[1], hands[2], hands[3], seat, made0, made1, taken0)
            stored = table.get(key)
            if stored is not None:
                known, bound = stored
                if bound == EXACT:
                    return known
                if bound == LOWER and known >= beta:
                    return known
                if bound == UPPER and known <= alpha:
                    return known
        alpha0, beta0 = alpha, beta
        hand = hands[seat]
        legal = french_legal(hand, led, win_card, win_seat == seat ^ 2, order)
        cards = []
        while legal:
            low = legal & -legal
            cards.append(low.bit_length() - 1)
            legal ^= low
        cards.sort(key=lambda c: -rank[c])
        maximise = seat & 1 == team
        best = -1e18 if maximise else 1e18
        for card in cards:
            bit = 1 << card
            hands[seat] = hand ^ bit
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
                    best = result
                if best > alpha:
                    alpha = best
            else:
                if result < best:
                    best = result
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if in_trick == 0:
            if best <= alpha0:
                table[key] = (best, UPPER)
            elif best >= beta0:
                table[key] = (best, LOWER)
            else:
                table[key] = (best, EXACT)
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
