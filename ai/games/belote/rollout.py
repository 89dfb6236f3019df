"""A fast greedy playout of a 32-card point-trick deal (Belote, Baloot), for rollouts.

It works on card sets like the engine's random playouts but each seat plays a cheap
version of the rule-based policy (cash masters, load a partner's sure trick,
win cheaply, discard low) with a small chance of a random legal card, so that
rollouts look like real play and values are far less noisy than random play.
The policy looks at the cards still out, never at another hand.  French or
Saudi follow rules, a locked trump, and king–queen pairs played by one seat
are counted; each game turns the tally into its score.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.belote.state import BeloteState
from game.core.cards import KING, QUEEN, SUIT_MASKS
from game.core.trickplay import TrickPlayState
from game.core.tricks import TrickOrder

EPSILON = 0.1
PolicyKeys = tuple[list[int], list[int], list[int]]


def _pick(cards: int, key: list[int], best_high: bool) -> int:
    best = -1
    best_key = -(1 << 30) if best_high else 1 << 30
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        value = key[card]
        if (value > best_key) if best_high else (value < best_key):
            best, best_key = card, value
        cards ^= low
    return best


@dataclass(slots=True)
class Tally:
    """What the rest of the deal added: card points, tricks and completed pairs per team."""

    points: list[int]
    tricks: list[int]
    pairs: list[int]
    last_winner: int


def first_pair_players(state: TrickPlayState, pairs: int) -> list[int]:
    """Per suit: who played the only card of its pair played so far (-1 none yet, -2 done)."""
    out = [-2, -2, -2, -2]
    for suit in range(4):
        king = 1 << (13 * suit + KING)
        queen = 1 << (13 * suit + QUEEN)
        if not pairs & king:
            continue
        played = state.played & (king | queen)
        if not played:
            out[suit] = -1
        elif played != king | queen:
            out[suit] = next(s for s in range(4) if state.played_from[s] & played)
    return out


def pair_cards(suits: int) -> int:
    """The kings and queens of the suits in the bit set ``suits``."""
    mask = 0
    for suit in range(4):
        if suits >> suit & 1:
            mask |= (1 << (13 * suit + KING)) | (1 << (13 * suit + QUEEN))
    return mask


def greedy_playout(
    state: BeloteState, rng: random.Random, epsilon: float = EPSILON
) -> tuple[int, int]:
    """A Belote deal's points after the greedy policy plays it out (``state`` is unchanged)."""
    tally = greedy_tally(state, rng, False, False, pair_cards(state.belote_suits()), epsilon)
    card_points = state.team_card_points()
    made = (card_points[0] + tally.points[0], card_points[1] + tally.points[1])
    taken = (
        state.tricks_taken[0] + state.tricks_taken[2] + tally.tricks[0],
        state.tricks_taken[1] + state.tricks_taken[3] + tally.tricks[1],
    )
    belote = (state.belote[0] + 20 * tally.pairs[0], state.belote[1] + 20 * tally.pairs[1])
    return state.score_from(made, taken, tally.last_winner, belote)


def attacking_team(state: TrickPlayState) -> int:
    """The team that chose the trumps (-1 when the state does not say)."""
    for name in ("declarer", "taker"):
        seat = getattr(state, name, -1)
        if isinstance(seat, int) and seat >= 0:
            return seat & 1
    return -1


_KEYS: dict[int, tuple[TrickOrder, PolicyKeys]] = {}


def policy_keys(order: TrickOrder) -> PolicyKeys:
    """The policy's card rankings in one trick order, built once per order (the orders are
    the games' constants; a rollout is short enough for building them to cost a tenth of it):
    discard the cheapest, play the richest non-trump, win with the cheapest."""
    cached = _KEYS.get(id(order))
    if cached is not None and cached[0] is order:
        return cached[1]
    strength = order.strength
    trump = order.trump
    card_value = order.points
    discard_key = [card_value[c] * 64 + strength[c] for c in range(53)]
    rich_key = [
        card_value[c] * 64 - strength[c] - (4096 if trump >> c & 1 else 0) for c in range(53)
    ]
    cheap_key = [strength[c] + (4096 if trump >> c & 1 else 0) for c in range(53)]
    keys = (discard_key, rich_key, cheap_key)
    _KEYS[id(order)] = (order, keys)
    return keys


def greedy_tally(
    state: TrickPlayState,
    rng: random.Random,
    saudi: bool,
    locked: bool,
    pairs: int,
    epsilon: float = EPSILON,
) -> Tally:
    """Play the rest of ``state`` greedily (``state`` is left as it was)."""
    order = state.order
    assert order is not None
    strength = order.strength
    above = order.above
    trump = order.trump
    follow_beat = order.follow_beat
    card_value = order.points
    discard_key, rich_key, cheap_key = policy_keys(order)
    suit_masks = SUIT_MASKS
    step = state.step
    hands = state.hands[:]
    rand = rng.random
    no_trump = ~trump
    attack = attacking_team(state)
    first_by = first_pair_players(state, pairs) if pairs else [-2, -2, -2, -2]
    pair_count = [0, 0]
    team_points = [0, 0]
    tricks = [0, 0]
    last_winner = -1
    live = hands[0] | hands[1] | hands[2] | hands[3]

    trick_cards = state.trick
    in_trick = len(trick_cards)
    seat = state.to_act
    led = -1
    led_mask = win_card = win_seat = win_strength = pot = 0
    if in_trick:
        led = trick_cards[0] // 13
        led_mask = suit_masks[led]
        win_card = state.win_card
        win_seat = state.win_seat
        win_strength = strength[win_card]
        for c in trick_cards:
            pot += card_value[c]
    remaining = state.hand_count - state.tricks_played
    while remaining:
        hand = hands[seat]
        if led < 0:
            legal = hand
            if locked and hand & no_trump:
                legal = hand & no_trump
        else:
            legal = hand & led_mask
            if legal:
                if follow_beat >> win_card & 1:
                    higher = legal & above[win_card]
                    if higher:
                        legal = higher
            else:
                trumps = hand & trump
                if not trumps:
                    legal = hand
                elif saudi:
                    legal = trumps
                elif win_seat == seat ^ 2:
                    legal = hand
                    if trump >> win_card & 1:
                        higher = trumps & above[win_card]
                        if higher:
                            legal = (hand & ~trump) | higher
                else:
                    legal = trumps
                    if trump >> win_card & 1:
                        higher = trumps & above[win_card]
                        if higher:
                            legal = higher
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif rand() < epsilon:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            card = (legal & -legal).bit_length() - 1
        else:
            out = live & ~hand
            if led < 0:
                card = -1
                mine = legal & trump
                if mine and out & trump and seat & 1 == attack and not locked:
                    top = _pick(mine, cheap_key, True)
                    if not out & above[top]:
                        card = top
                if card < 0:
                    masters = 0
                    rest = legal & ~trump
                    while rest:
                        low = rest & -rest
                        c = low.bit_length() - 1
                        if not out & above[c] and out & suit_masks[c // 13]:
                            masters |= low
                        rest ^= low
                    if masters:
                        card = _pick(masters, rich_key, True)
                    else:
                        card = _pick(legal & ~trump or legal, discard_key, False)
            elif win_seat == seat ^ 2:
                if in_trick == 3 or not out & above[win_card]:
                    card = _pick(legal, rich_key, True)
                else:
                    card = _pick(legal, discard_key, False)
            else:
                winners = 0
                rest = legal
                while rest:
                    low = rest & -rest
                    c = low.bit_length() - 1
                    if strength[c] > win_strength and (c // 13 == win_card // 13 or trump >> c & 1):
                        winners |= low
                    rest ^= low
                if not winners:
                    card = _pick(legal, discard_key, False)
                elif in_trick == 3:
                    card = _pick(winners, cheap_key, False)
                else:
                    safe = 0
                    rest = winners
                    while rest:
                        low = rest & -rest
                        if not out & above[low.bit_length() - 1]:
                            safe |= low
                        rest ^= low
                    if safe:
                        card = _pick(safe, cheap_key, False)
                    elif winners == legal:
                        card = _pick(winners, cheap_key, False)
                    else:
                        card = _pick(legal, discard_key, False)
        bit = 1 << card
        hands[seat] = hand ^ bit
        live ^= bit
        if pairs & bit:
            suit = card // 13
            first = first_by[suit]
            if first == -1:
                first_by[suit] = seat
            else:
                if first == seat:
                    pair_count[seat & 1] += 1
                first_by[suit] = -2
        pot += card_value[card]
        if led < 0:
            led = card // 13
            led_mask = suit_masks[led]
            win_card = card
            win_seat = seat
            win_strength = strength[card]
        elif bit & (led_mask | trump) and strength[card] > win_strength:
            win_card = card
            win_seat = seat
            win_strength = strength[card]
        in_trick += 1
        if in_trick == 4:
            team = win_seat & 1
            team_points[team] += pot
            tricks[team] += 1
            last_winner = win_seat
            seat = win_seat
            led = -1
            in_trick = 0
            pot = 0
            remaining -= 1
        else:
            seat = (seat + step) % 4
    return Tally(team_points, tricks, pair_count, last_winner)
