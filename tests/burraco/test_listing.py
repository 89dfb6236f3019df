"""The meld-listing query against brute force, and random lay-offs keeping melds valid."""

from __future__ import annotations

import random
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from game.burraco.actions import Layoff, Meld
from game.burraco.bag import CardBag
from game.burraco.listing import list_layoffs, list_melds
from game.burraco.melds import SEQUENCE, TableMeld, is_wild_card, layoff_results, read_meld
from game.burraco.state import PLAY_PHASE, BurracoState
from game.catalog import get_game
from game.core.cards import Card, card_at, parse_cards
from game.core.decks import TWO_DECKS_108
from game.core.match import Match
from game.core.reasons import Reason
from tests.burraco.naive import RANK_AT, naive_kind

SUITS = "SHDC"


def code(index: int) -> str:
    return card_at(index).code


def random_hand(rng: random.Random, size: int, suits: int = 2) -> CardBag:
    """A hand drawn from a few suits and the wild cards, so that melds are likely."""
    allowed = set(SUITS[:suits])
    pool = [c.index for c in TWO_DECKS_108 if c.code == "JO" or c.code[1] in allowed]
    rng.shuffle(pool)
    return CardBag(pool[:size])


def naive_melds(hand: CardBag, set_ranks: int) -> set[str]:
    """Every meld text of the hand, by trying every rank, suit, start, length and wild."""
    held = {code(i): hand.count(i) for i in set(hand.indices())}
    wilds = sorted(c for c in held if c == "JO" or c[0] == "2")
    out: set[str] = set()

    def fits(codes: list[str]) -> bool:
        return all(held.get(c, 0) >= codes.count(c) for c in set(codes))

    for rank in "3456789TJQKA":
        if set_ranks >> "23456789TJQKA".index(rank) & 1:
            continue
        for counts in product(range(3), repeat=4):
            naturals = [rank + s for s, n in zip(SUITS, counts, strict=True) for _ in range(n)]
            for extra in [[], *([w] for w in wilds)]:
                codes = naturals + extra
                if fits(codes) and naive_kind(codes) == "set":
                    out.add(",".join(codes))
    for suit in SUITS:
        for start in range(1, 15):
            for length in range(3, 16 - start):
                base = [RANK_AT[v] + suit for v in range(start, start + length)]
                options = [base]
                for spot in range(length):
                    for wild in wilds:
                        options.append([*base[:spot], wild, *base[spot + 1 :]])
                for codes in options:
                    if fits(codes) and naive_kind(codes) == "sequence":
                        out.add(",".join(codes))
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(6, 14), st.integers(0, 1 << 13))
def test_listed_melds_are_exactly_the_melds_the_spec_allows(
    seed: int, size: int, set_ranks: int
) -> None:
    hand = random_hand(random.Random(seed), size)
    set_ranks &= random.Random(seed).getrandbits(13)
    listed = [",".join(code(c) for c in m.cards) for m in list_melds(hand, set_ranks)]
    assert len(listed) == len(set(listed)), "a meld listed twice"
    assert set(listed) == naive_melds(hand, set_ranks)


def sub_multisets(cards: list[int]) -> set[tuple[int, ...]]:
    counts: dict[int, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    keys = sorted(counts)
    out = set()
    for pick in product(*(range(counts[k] + 1) for k in keys)):
        chosen = tuple(k for k, n in zip(keys, pick, strict=True) for _ in range(n))
        if chosen:
            out.add(chosen)
    return out


def random_meld(rng: random.Random) -> TableMeld:
    while True:
        melds = list_melds(random_hand(rng, 14, suits=1), 0)
        if melds:
            made = read_meld(rng.choice(melds).cards)
            assert isinstance(made, TableMeld)
            return made


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_every_possible_lay_off_is_listed_once(seed: int) -> None:
    rng = random.Random(seed)
    meld = random_meld(rng)
    hand = random_hand(rng, 9, suits=1)
    listed = [(a.cards, a.end) for a in list_layoffs(hand, [meld])]
    assert len(listed) == len(set(listed))
    expected = set()
    for added in sub_multisets(hand.indices()):
        results = layoff_results(meld, added)
        if isinstance(results, Reason):
            continue
        if len(results) == 1:
            expected.add((added, ""))
        else:
            expected.update({(added, "low"), (added, "high")})
    assert set(listed) == expected


def naturals_in_place(meld: TableMeld) -> set[tuple[int, int]]:
    """(card, position) of every natural card other than a 2 (sequences)."""
    if meld.kind != SEQUENCE:
        return set()
    return {(c, meld.lo + i) for i, c in enumerate(meld.cards) if i != meld.wild and c % 13 != 0}


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32))
def test_random_lay_offs_keep_melds_valid(seed: int) -> None:
    rng = random.Random(seed)
    meld = random_meld(rng)
    for _ in range(8):
        hand = random_hand(rng, 10, suits=1 if meld.kind == SEQUENCE else 4)
        choices = list_layoffs(hand, [meld])
        if not choices:
            continue
        choice = rng.choice(choices)
        results = layoff_results(meld, choice.cards)
        assert not isinstance(results, Reason)
        grown = results[-1] if choice.end == "high" else results[0]
        codes = [code(c) for c in grown.cards]
        assert naive_kind(codes) == ("sequence" if meld.kind == SEQUENCE else "set"), codes
        assert sorted(grown.cards) == sorted((*meld.cards, *choice.cards))
        wilds = [c for i, c in enumerate(grown.cards) if i == grown.wild]
        assert len(wilds) <= 1
        if meld.wild >= 0:
            assert all(
                not is_wild_card(c) or c == meld.cards[meld.wild] or c % 13 == 0
                for c in choice.cards
            ), "a meld with a wild card received another"
        assert naturals_in_place(meld) <= naturals_in_place(grown), "a natural card moved"
        meld = grown


def test_listing_of_an_eleven_card_hand_example() -> None:
    hand = CardBag(c.index for c in parse_cards("2S 3S 4S 3H 3D 9C TC 5D JO"))
    texts = {",".join(code(c) for c in m.cards) for m in list_melds(hand, 0)}
    assert "2S,3S,4S" in texts  # natural 2
    assert "3S,3H,3D" in texts
    assert "2S,3S,4S,JO" in texts
    assert "JO,2S,3S,4S" in texts  # the joker as the ace below
    assert "3S,JO,2H" not in texts


def test_the_states_lists_match_its_why_illegal_in_random_play() -> None:
    """In real positions (pots, closing rules, sets already made) the legal list holds
    exactly the melds and lay-offs ``why_illegal`` accepts."""
    rng = random.Random(4)
    definition = get_game("burraco")
    checked = 0
    while checked < 40:
        match = Match(definition, definition.parse_options({}), rng.randrange(4))
        _, state = match.deal_shuffled(rng)
        assert isinstance(state, BurracoState)
        while not state.is_over:
            legal = state.legal_actions()
            hand = state.hands[state.to_act]
            if state.phase == PLAY_PHASE and len(hand) <= 10 and rng.random() < 0.4:
                checked += 1
                expected = set()
                for text in naive_melds(hand, 0):
                    action = Meld(tuple(Card.parse(c).index for c in text.split(",")))
                    if state.why_illegal(action) is None:
                        expected.add(str(action))
                for number in range(1, len(state.team_melds(state.to_act)) + 1):
                    for added in sub_multisets(hand.indices()):
                        for end in ("", "low", "high"):
                            action = Layoff(number, added, end)
                            if state.why_illegal(action) is None:
                                expected.add(str(action))
                listed = {str(a) for a in legal if isinstance(a, Meld | Layoff)}
                assert listed == expected
            state.apply(rng.choice(legal))
