"""The hidden-card sampler: counts kept, facts kept, every consistent deal equally likely."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from game.core.cards import Card, mask_of, parse_cards
from game.core.determinize import ImpossibleDealError, ZoneSampler, sample_zones
from tests.ai.positions import random_positions


def codes(indices: list[int]) -> frozenset[int]:
    return frozenset(indices)


def consistent_deals(pool: list[int], needs: list[int], forbidden: list[int]) -> set[tuple]:
    out = set()
    for order in permutations(pool):
        zones, start = [], 0
        for n in needs:
            zones.append(frozenset(order[start : start + n]))
            start += n
        if all(not any(bad >> c & 1 for c in z) for z, bad in zip(zones, forbidden, strict=False)):
            out.add(tuple(zones))
    return out


@pytest.mark.parametrize("tight", [False, True])
def test_every_consistent_deal_is_equally_likely(tight: bool) -> None:
    cards = parse_cards("AS KS QS AH KH 7C")
    pool = mask_of(cards)
    needs = [2, 2, 2]
    spades = mask_of(parse_cards("AS KS QS"))
    forbidden = [spades, mask_of(parse_cards("AH KH")) if tight else 0, 0]
    allowed = consistent_deals([c.index for c in cards], needs, forbidden)
    rng = random.Random(1)
    seen: Counter[tuple] = Counter()
    draws = 400 * len(allowed)
    for _ in range(draws):
        zones = sample_zones(pool, needs, forbidden, rng)
        seen[tuple(frozenset(z) for z in zones)] += 1
    assert set(seen) == allowed
    expected = draws / len(allowed)
    chi2 = sum((n - expected) ** 2 / expected for n in seen.values())
    # 99.9% quantile of chi-square with len(allowed)-1 degrees of freedom is below 3*df+30.
    assert chi2 < 3 * (len(allowed) - 1) + 30


def test_the_exact_sampler_handles_facts_rejection_cannot_meet() -> None:
    cards = parse_cards("AS KS QS JS TS 9S 8S AH KH QH JH TH 9H 8H")
    pool = mask_of(cards)
    hearts = mask_of(c for c in cards if c.suit == 1)
    spades = pool & ~hearts
    rng = random.Random(2)
    for _ in range(50):
        first, second = sample_zones(pool, [7, 7], [hearts, spades], rng)
        assert mask_of_indices(first) == spades and mask_of_indices(second) == hearts


def mask_of_indices(indices: list[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


def test_impossible_facts_are_reported() -> None:
    pool = mask_of(parse_cards("AS KS"))
    with pytest.raises(ImpossibleDealError):
        sample_zones(pool, [1, 1], [pool, pool], random.Random(0))
    with pytest.raises(ImpossibleDealError):
        sample_zones(pool, [3], [0], random.Random(0))


# --- whole games: every world keeps every hard fact ---------------------------------------


def shown_agrees(state, world) -> bool:
    """The world's dealt hands would have shown the table what the real ones showed."""
    if not getattr(state, "shown", False):
        return True
    return world.resettle(world.full_hands()).public() == state.settlement.public()


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic", "baloot", "barbu"])
def test_every_world_keeps_every_hard_fact(variant: str) -> None:
    rng = random.Random(5)
    for state in random_positions(variant, 60, seed=11):
        for seat in range(4):
            for _ in range(3):  # the later draws reuse the facts read for the first
                world = state.determinize(seat, rng)
                assert world.hands[seat] == state.hands[seat]
                assert len(world.stock) == len(state.stock)
                for s in range(4):
                    hand = world.hands[s]
                    assert hand.bit_count() == state.hands[s].bit_count()
                    assert hand & state.known[s] == state.known[s]  # turn-up, shown cards
                    assert not hand & state.forbidden[s]  # voids, trumps it could not hold
                    assert not hand & world.played_from[s]
                cards = [world.hands[s] for s in range(4)] + [1 << i for i in world.stock]
                truth = [state.hands[s] for s in range(4)] + [1 << i for i in state.stock]
                assert sum(cards) == sum(truth)  # the same cards, each in one place only
                assert sum(c.bit_count() for c in cards) == sum(truth).bit_count()
                assert shown_agrees(state, world)


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic", "baloot", "barbu"])
def test_every_world_deals_each_hand_in_rounds_of_the_true_sizes(variant: str) -> None:
    rng = random.Random(10)
    for state in random_positions(variant, 40, seed=16):
        for seat in range(4):
            world = state.determinize(seat, rng)
            assert world.received[seat] == state.received[seat]  # his own, never redrawn
            for s in range(4):
                rounds = world.received[s]
                assert [r.bit_count() for r in rounds] == [r.bit_count() for r in state.received[s]]
                dealt = (world.hands[s] | world.played_from[s]) & ~world.public_takes[s]
                assert sum(rounds) == dealt and sum(r.bit_count() for r in rounds) == len(
                    indices(dealt)
                )


def indices(mask: int) -> list[int]:
    return [i for i in range(64) if mask >> i & 1]


def test_each_card_of_a_hand_is_in_each_dealing_round_by_the_round_s_size() -> None:
    """The rounds are redrawn uniformly: a card the observer knows a seat held (played, or
    the turn-up) is in each round as often as the round's size says."""
    rng = random.Random(11)
    state = next(
        s
        for s in random_positions("belote_classic", 200, seed=17, moves=40)
        if s.tricks_played >= 2 and not s.public_takes[(s.to_act + 1) % 4]
    )
    observer = state.to_act
    seat = (observer + 1) % 4
    card = indices(state.played_from[seat])[0]
    sizes = [r.bit_count() for r in state.received[seat]]
    counts = [0] * len(sizes)
    draws = 6000
    for _ in range(draws):
        rounds = state.determinize(observer, rng).received[seat]
        counts[next(i for i, r in enumerate(rounds) if r >> card & 1)] += 1
    expected = [draws * n / sum(sizes) for n in sizes]
    chi2 = sum((c - e) ** 2 / e for c, e in zip(counts, expected, strict=True))
    assert chi2 < 16  # far beyond the 99.9% quantile for 2 degrees of freedom (13.8)


@pytest.mark.parametrize("variant", ["belote_classic", "baloot"])
def test_declarations_shown_are_kept_when_someone_showed_and_when_nobody_did(variant: str) -> None:
    rng = random.Random(6)
    teams = set()
    for state in random_positions(variant, 400, seed=12, moves=32):
        if not getattr(state, "shown", False):
            continue
        teams.add(state.settlement.team)
        for seat in range(4):
            assert shown_agrees(state, state.determinize(seat, rng))
    assert teams == {-1, 0, 1}


def card_facts_draws(state, seat: int, rng: random.Random, count: int) -> list[list[int]]:
    """Hands drawn under the card facts alone (voids, known cards), not the ones the shown
    combinations imply: the draws the settlement is asked about."""
    others = [s for s in range(4) if s != seat]
    known = state.known
    all_known = known[0] | known[1] | known[2] | known[3]
    pool = sum(state.hands[s] & ~known[s] for s in others)
    needs = [(state.hands[s] & ~known[s]).bit_count() for s in others]
    forbidden = [state.forbidden[s] | (all_known & ~known[s]) for s in others]
    sampler = ZoneSampler(pool, needs, forbidden)
    out = []
    for _ in range(count):
        hands = state.hands[:]
        for s, zone in zip(others, sampler.draw(rng), strict=True):
            hands[s] = state.hands[s] & known[s] | zone
        out.append(hands)
    return out


def settles_as_shown(state, hands: list[int]) -> bool:
    full = [hands[s] | state.played_from[s] for s in range(4)]
    return state.resettle(full).public() == state.settlement.public()


@pytest.mark.parametrize("variant", ["belote_classic", "baloot"])
def test_the_quick_test_of_shown_combinations_is_the_settlement_s_verdict(variant: str) -> None:
    rng = random.Random(7)
    verdicts = Counter()
    for state in random_positions(variant, 150, seed=13, moves=32):
        for seat in range(4):
            test = state.hands_test(seat)
            if test is None:
                continue
            for hands in card_facts_draws(state, seat, rng, 20):
                settled = settles_as_shown(state, hands)
                assert test.accepts(hands) == settled
                verdicts[settled] += 1
    assert verdicts[True] > 100 and verdicts[False] > 100  # both answers were put to the test


@pytest.mark.parametrize("variant", ["belote_classic", "baloot"])
def test_a_card_the_shown_combinations_forbid_would_change_what_the_table_saw(
    variant: str,
) -> None:
    """Keeping those cards from a seat leaves out only draws the settlement rejects, so the
    worlds accepted stay equally likely."""
    rng = random.Random(9)
    forbidden_held = Counter()
    for state in random_positions(variant, 150, seed=15, moves=32):
        for seat in range(4):
            test = state.hands_test(seat)
            if test is None:
                continue
            held = [state.hands[s] & state.known[s] | state.played_from[s] for s in range(4)]
            implied = [test.forbidden_cards(s, held[s]) for s in range(4)]
            assert not any(implied[s] & held[s] for s in range(4))
            for hands in card_facts_draws(state, seat, rng, 20):
                breaks = any(hands[s] & implied[s] for s in range(4) if s != seat)
                if breaks:
                    assert not settles_as_shown(state, hands)
                forbidden_held[breaks] += 1
            world = state.determinize(seat, rng)
            assert not any(world.hands[s] & implied[s] for s in range(4) if s != seat)
    assert forbidden_held[True] > 100  # many draws held such a card: the claim was tested


def test_facts_are_read_again_once_the_position_moves_on() -> None:
    rng = random.Random(8)
    for state in random_positions("belote_bga", 30, seed=14):
        seat = state.to_act
        state.determinize((seat + 1) % 4, rng)
        card = rng.choice(state.legal_actions())
        state.apply(card)
        if state.is_over or not isinstance(card, Card):
            continue
        world = state.determinize((seat + 1) % 4, rng)
        assert not any(world.hands[s] >> card.index & 1 for s in range(4))
        assert world.hands[seat].bit_count() == state.hands[seat].bit_count()
