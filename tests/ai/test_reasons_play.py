"""Card-play reasons in positions built for them: a partner's void said only once the play
proved it, Barbu's King of Hearts located from the seat's information, and the generic
sentences where nothing specific applies."""

from __future__ import annotations

import random

from ai.agent import InfoState
from ai.review.explain import OptionValue, explain
from ai.review.reasons_play import is_master
from game.barbu.actions import NO_KING_OF_HEARTS, Contract, Double
from game.barbu.state import BarbuState
from game.catalog import get_game
from game.core.cards import ACE, HEARTS, KING, SUIT_MASKS, Card, card_at, indices_of
from game.core.match import Match
from game.core.trickplay import TrickPlayState
from tests.ai.positions import random_positions
from tests.ai.test_reasons_truth import options_for


def test_a_partners_void_is_said_only_once_proven() -> None:
    unproven = proven = 0
    for state in random_positions("belote_bga", 600, 21, moves=60):
        if not isinstance(state, TrickPlayState) or not state.in_play or state.trick:
            continue
        order = state.order
        assert order is not None
        seat = state.to_act
        partner = (seat + 2) % 4
        if not order.trump or not state.hands[partner] & order.trump:
            continue
        for suit in range(4):
            mine = [
                card_at(i)
                for i in indices_of(state.hands[seat] & SUIT_MASKS[suit] & ~order.trump)
                if not is_master(state, seat, i)
            ]
            outstanding = SUIT_MASKS[suit] & ~state.played & ~state.hands[seat]
            if not mine or state.hands[partner] & SUIT_MASKS[suit] or not outstanding:
                continue  # the partner is really void in the suit: is it said?
            legal = state.legal_actions()
            partners = state.definition.partners_of(seat)
            said = explain(state.clone(), seat, options_for(legal, mine[0]), legal, partners)
            if state.forbidden[partner] & outstanding != outstanding:
                assert said.kind != "lead_partner_void", "a void not yet shown is never said"
                unproven += 1
                shown = state.clone()
                shown.forbidden[partner] |= SUIT_MASKS[suit]  # as if his discard had shown it
                said = explain(shown, seat, options_for(legal, mine[0]), legal, partners)
            else:
                proven += 1
            if said.kind not in ("last_trump", "draw_trumps", "trumps_drawn"):
                assert said.kind == "lead_partner_void"
                assert said.seat == partner and said.suit == suit
    assert unproven >= 3


def barbu_trick(seed: int) -> BarbuState:
    """A Barbu deal in No king of hearts, the doubles passed, the declarer to lead."""
    definition = get_game("barbu")
    match = Match(definition, definition.parse_options({}), 0)
    _, state = match.deal_shuffled(random.Random(seed))
    assert isinstance(state, BarbuState)
    state.apply(Contract(NO_KING_OF_HEARTS))
    while state.to_act != state.declarer or state.contract is None or state.order is None:
        state.apply(Double(()))
    return state


def test_the_king_of_hearts_is_located_when_the_play_leaves_one_holder() -> None:
    king = 13 * HEARTS + KING
    for seed in range(40):
        state = barbu_trick(seed)
        seat = state.to_act
        holder = next(s for s in range(4) if state.hands[s] >> king & 1)
        if holder == seat:
            continue
        for other in range(4):  # the others proven not to hold it (true in the deal)
            if other not in (seat, holder):
                state.forbidden[other] |= 1 << king
        legal = state.legal_actions()
        low = [c for c in legal if isinstance(c, Card) and c.rank < 5 and c.suit != HEARTS]
        if not low:
            continue
        world = InfoState.of(state, seat, random.Random(seed)).own_world()
        said = explain(world, seat, options_for(legal, low[0]), legal, ())
        assert said.kind == "lead_under"
        (danger,) = said.more
        assert danger.kind == "danger_with"
        assert danger.seat == holder and danger.percent == 100 and danger.card == "KH"
        return
    raise AssertionError("no deal where the K♥ could be located")


def test_the_king_of_hearts_still_out_is_said_without_a_holder_when_unsure() -> None:
    state = barbu_trick(3)
    seat = state.to_act
    legal = state.legal_actions()
    low = [c for c in legal if isinstance(c, Card) and c.suit != HEARTS]
    low.sort(key=lambda c: c.rank)
    if state.hands[seat] >> (13 * HEARTS + KING) & 1:
        state = barbu_trick(4)
        seat = state.to_act
        legal = state.legal_actions()
        low = sorted(
            (c for c in legal if isinstance(c, Card) and c.suit != HEARTS), key=lambda c: c.rank
        )
    world = InfoState.of(state, seat, random.Random(1)).own_world()
    said = explain(world, seat, options_for(legal, low[0]), legal, ())
    assert said.kind == "lead_under"
    assert [s.kind for s in said.more] == ["danger_out"]  # a first lead: any of three may


def test_one_action_equal_options_and_the_margin_are_the_generic_sentences() -> None:
    for seed in range(20):
        state = barbu_trick(seed)
        seat = state.to_act
        legal = state.legal_actions()
        aces = [c for c in legal if isinstance(c, Card) and c.rank == ACE and c.suit != HEARTS]
        if not aces:
            continue  # leading an ace in No king of hearts: no fact says why
        only = explain(state, seat, [OptionValue(str(aces[0]), 1.0, 1.0, 1.0)], aces, ())
        assert only.kind == "only_action"
        rest = [OptionValue(str(a), 2.0, 1.0, 3.0) for a in legal if a != aces[0]]
        equal = [OptionValue(str(aces[0]), 2.0, 1.0, 3.0), *rest]
        assert explain(state, seat, equal, legal, ()).kind == "all_equal"
        ahead = [OptionValue(str(aces[0]), 5.5, 4.0, 7.0), *rest]
        said = explain(state, seat, ahead, legal, ())
        assert said.kind == "search_margin" and said.points == 3.5
        return
    raise AssertionError("no declarer holding an ace outside hearts")
