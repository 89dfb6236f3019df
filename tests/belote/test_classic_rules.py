"""belote_classic.md, rule by rule: options, dealing, bidding, play, declarations, scoring, end."""

from __future__ import annotations

import random

import pytest

from game.belote.classic import DEFINITION, ClassicRules, ClassicState
from game.belote.scoring import score_classic_hand
from game.core.api import DealContext, DealResult, EventKind
from game.core.cards import Card, cards_of, mask_of, parse_cards
from game.core.decks import PIQUET_32
from game.core.errors import OptionError
from game.core.match import Match
from game.core.seats import Direction
from tests.belote.helpers import act, bga_deck

CCW = Direction.COUNTERCLOCKWISE


def classic_state(
    deck: list[str], dealer: int, rules: ClassicRules | None = None, reserve: int = 0
) -> ClassicState:
    return DEFINITION.new_deal(
        rules or ClassicRules(),
        [Card.parse(c) for c in deck],
        DealContext(dealer, (0, 0), 0, reserve),
    )


def codes(mask: int) -> list[str]:
    return sorted(c.code for c in cards_of(mask))


STANDARD = [c.code for c in PIQUET_32]

# Dealer 1 (West): the dealer's right, South (0), bids and leads first; then East,
# North, West.  South takes the turn-up 8D: diamonds are trump.
DECLARING_HANDS = {
    0: "AS KS QS JS 8H 7H 8D 7D",  # quarte to the ace of spades (50)
    3: "AH KH QH 9C 8C 7C TD 9D",  # two tierces (20 + 20)
    2: "TS 9S 8S JH TH AD KD QD",  # two tierces; KD QD: belote in diamonds
    1: "7S 9H JD AC KC QC JC TC",  # quinte to the ace of clubs (100): the best
}


def declaring_state(rules: ClassicRules | None = None) -> ClassicState:
    deck = bga_deck(dealer=1, direction=CCW, hands=DECLARING_HANDS, turn_up="8D", taker=0)
    state = classic_state(deck, dealer=1, rules=rules)
    act(state, "take")
    return state


def play_first_legal(state: ClassicState) -> None:
    while not state.is_over:
        state.apply(state.legal_actions()[0])


# --- options ---------------------------------------------------------------


def test_options_defaults_and_both_values() -> None:
    assert DEFINITION.parse_options({}) == ClassicRules(target=1000, declarations=True)
    assert DEFINITION.parse_options({"target": 501}).target == 501
    assert DEFINITION.parse_options({"declarations": False}).declarations is False
    assert DEFINITION.options_to_json(ClassicRules(501, False)) == {
        "target": 501,
        "declarations": False,
    }
    with pytest.raises(OptionError, match="direction"):
        DEFINITION.parse_options({"direction": "clockwise"})
    with pytest.raises(OptionError, match="target"):
        DEFINITION.parse_options({"target": 0})


# --- dealing and bidding -----------------------------------------------------


def test_deal_three_then_two_counterclockwise_from_the_dealers_right() -> None:
    state = classic_state(STANDARD, dealer=0)
    order = (3, 2, 1, 0)  # the dealer's right first, counterclockwise
    for i, seat in enumerate(order):
        expected = STANDARD[3 * i : 3 * i + 3] + STANDARD[12 + 2 * i : 14 + 2 * i]
        assert codes(state.hands[seat]) == sorted(expected)
    assert state.turn_up == Card.parse(STANDARD[20]).index


def test_after_the_take_the_taker_gets_two_and_the_others_three() -> None:
    state = classic_state(STANDARD, dealer=0)
    act(state, "pass", "take")  # the dealer's right passes, North takes
    position = 21
    for seat in (3, 2, 1, 0):
        size = 2 if seat == 2 else 3
        for code in STANDARD[position : position + size]:
            assert state.hands[seat] >> Card.parse(code).index & 1
        position += size
    assert all(h.bit_count() == 8 for h in state.hands)
    assert state.to_act == 3  # the dealer's right leads


def test_bidding_starts_at_the_dealers_right_and_goes_counterclockwise() -> None:
    state = classic_state(STANDARD, dealer=2)
    seen = []
    for _ in range(4):
        seen.append(state.to_act)
        act(state, "pass")
    assert seen == [1, 0, 3, 2]
    assert state.bid_round == 2 and state.to_act == 1
    turned = "SHDC"[state.turn_up // 13]
    legal = [str(a) for a in state.legal_actions()]
    assert f"trump:{turned}" not in legal and len(legal) == 4
    reason = state.why_illegal(state.parse_action(f"trump:{turned}"))
    assert reason is not None and "turn-up" in str(reason)
    assert state.why_illegal(state.parse_action("all-trump")) is not None


def test_both_rounds_passed_throw_the_hand_in_and_the_next_player_deals() -> None:
    match = Match(DEFINITION, ClassicRules(), first_dealer=2)
    match.carry = 81  # a reserve is held: a thrown-in hand does not touch it
    state = match.deal_from(STANDARD)
    assert isinstance(state, ClassicState)
    act(state, *["pass"] * 8)
    assert state.is_over and state.thrown_in
    result = match.finish_deal(state)
    assert result.points == (0, 0) and result.thrown_in and result.carry == 81
    assert match.dealer == 1  # counterclockwise


# --- play ------------------------------------------------------------------


def test_the_french_play_rules_apply() -> None:
    state = declaring_state()  # diamonds trump; South leads
    act(state, "AS")  # East, void in spades? no: East holds none -> must trump
    east = state.to_act
    assert east == 3
    assert [str(a) for a in state.legal_actions()] == ["9D", "TD"]
    assert "must trump" in str(state.why_illegal(Card.parse("9C")))
    act(state, "9D")
    # North: holds spades, must follow
    assert sorted(str(a) for a in state.legal_actions()) == ["8S", "9S", "TS"]


def test_partner_winning_frees_a_void_player() -> None:
    state = declaring_state()
    act(state, "8H")  # South leads a small heart
    act(state, "AH")  # East wins
    act(state, "TH")  # North follows
    act(state, "9H")  # West follows
    # East won; East leads clubs, North (void in clubs, opponent winning) must trump
    act(state, "7C")
    assert state.to_act == 2
    assert sorted(str(a) for a in state.legal_actions()) == ["AD", "KD", "QD"]
    act(state, "KD")
    # West, void? West holds clubs: must follow
    assert all(str(a).endswith("C") for a in state.legal_actions())
    act(state, "TC")
    # South: void in clubs, partner (North) winning with a trump: free; his trumps
    # (8D 7D) cannot beat the king, so he may even play them
    assert state.legal_actions() == cards_of(state.hands[0])


# --- declarations ------------------------------------------------------------


def test_the_best_declaration_scores_for_its_team_and_is_shown_after_the_first_trick() -> None:
    state = declaring_state()
    assert state.settlement.team == 1
    assert state.declaration_points() == (0, 140)
    assert state.view(0).declarations == ()  # nothing shown before the first trick ends
    events = []
    for _ in range(4):
        events.extend(state.apply(state.legal_actions()[0]))
    announced = [e for e in events if e.kind is EventKind.ANNOUNCE and e.text != "belote"]
    assert {e.seat for e in announced} == {1, 3}
    assert sorted(e.values[0] for e in announced) == [20, 20, 100]
    view = state.view(0)
    assert [seat for seat, _ in view.declarations] == [3, 3, 1]
    clubs = mask_of(parse_cards("AC KC QC JC TC"))
    assert state.known[1] == clubs & state.hands[1]
    assert state.known[0] == mask_of(parse_cards("8D")) & state.hands[0]  # the turn-up
    assert state.known[2] & ~mask_of(parse_cards("KD QD")) == 0


def test_declarations_counted_in_the_hand_and_belote_always_kept_by_its_holder() -> None:
    state = declaring_state()
    play_first_legal(state)
    details = state.result().details
    assert details["declarations"] == (0, 140)
    assert details["belote"] == (20, 0)  # North's K-Q of trump, though East-West declare
    made = details["made"]
    cards = details["card_points"]
    t = state.tricks_taken
    capots = 90 * ((t[0] + t[2]) in (0, 8))
    assert made[0] + made[1] == cards[0] + cards[1] + 10 + 140 + 20 + capots


def test_without_declarations_nothing_is_declared_but_belote_counts() -> None:
    state = declaring_state(ClassicRules(declarations=False))
    assert state.settlement.team == -1
    play_first_legal(state)
    details = state.result().details
    assert details["declarations"] == (0, 0)
    assert details["belote"] == (20, 0)
    assert state.view(1).declarations == ()


def test_sampled_worlds_agree_with_the_shown_declarations() -> None:
    state = declaring_state()
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    rng = random.Random(4)
    target = state.settlement.public()
    for seat in range(4):
        for _ in range(30):
            world = state.determinize(seat, rng)
            assert world.resettle(world.full_hands()).public() == target
            for other in range(4):
                assert world.hands[other] & state.known[other] == state.known[other]


def test_before_the_showing_a_world_settles_its_own_hands() -> None:
    state = declaring_state()
    rng = random.Random(2)
    differs = 0
    for _ in range(30):
        world = state.determinize(0, rng)
        assert world.settlement == world.resettle(world.full_hands())
        differs += world.settlement.public() != state.settlement.public()
    assert differs, "the hidden declarations leaked into every sampled world"


# --- scoring -----------------------------------------------------------------


def test_made_contract_each_team_scores_what_it_made() -> None:
    score = score_classic_hand(0, (100, 82), (5, 3), (0, 0), (0, 0), 0)
    assert score.points == (100, 82) and score.outcome == "made"


def test_failed_contract_the_other_team_scores_162_and_every_declaration() -> None:
    # The taker's team declared (50, counted) and holds belote; it made less.
    score = score_classic_hand(0, (70 + 50 + 20, 152), (3, 5), (50, 0), (20, 0), 0)
    assert score.points == (20, 162 + 50) and score.outcome == "failed"


def test_capot_against_the_taker_is_252_plus_every_declaration_plus_own_belote() -> None:
    score = score_classic_hand(1, (162 + 90 + 20, 100), (8, 0), (0, 100), (20, 0), 0)
    assert score.points == (252 + 100 + 20, 0) and score.outcome == "capot"
    with_belote = score_classic_hand(1, (252, 120), (8, 0), (0, 100), (0, 20), 0)
    assert with_belote.points == (252 + 100, 20)


def test_capot_by_the_taker_is_scored_as_made() -> None:
    score = score_classic_hand(0, (252 + 20, 0), (8, 0), (20, 0), (0, 0), 0)
    assert score.points == (272, 0) and score.outcome == "made"


def test_a_tie_keeps_only_belote_and_forms_a_reserve() -> None:
    score = score_classic_hand(0, (91, 91), (4, 4), (0, 0), (20, 0), 0)
    assert score.points == (20, 0) and score.reserve == 162 and score.outcome == "tie"


def test_the_reserve_goes_to_the_winner_of_the_next_hand() -> None:
    made = score_classic_hand(0, (100, 82), (5, 3), (0, 0), (0, 0), 162)
    assert made.points == (262, 82) and made.reserve == 0
    failed = score_classic_hand(0, (60, 122), (3, 5), (0, 0), (0, 0), 162)
    assert failed.points == (0, 162 + 162)
    capot = score_classic_hand(0, (0, 252), (0, 8), (0, 0), (0, 0), 162)
    assert capot.points == (0, 252 + 162)


def test_a_second_tie_loses_the_older_reserve() -> None:
    score = score_classic_hand(1, (81, 81), (4, 4), (0, 0), (0, 0), 150)
    assert score.points == (0, 0) and score.reserve == 162


def test_a_played_hand_passes_the_reserve_on_through_the_match() -> None:
    state = declaring_state()
    state.ctx = DealContext(1, (0, 0), 0, 40)
    play_first_legal(state)
    result = state.result()
    winner = 0 if result.details["outcome"] == "made" else 1
    assert result.details["reserve_in"] == 40
    assert result.points[winner] >= 40 and result.carry == 0


# --- end of the game ---------------------------------------------------------


@pytest.mark.parametrize(
    ("totals", "target", "winner"),
    [
        ((990, 500), 1000, None),
        ((1000, 990), 1000, 0),
        ((990, 1004), 1000, 1),
        ((1200, 1100), 1000, 0),  # both reached: the higher total
        ((1010, 1010), 1000, "draw"),  # equal totals: a draw
        ((501, 300), 501, 0),
    ],
)
def test_end_of_the_game(totals: tuple[int, int], target: int, winner: object) -> None:
    results: list[DealResult] = []
    assert DEFINITION.match_winner(ClassicRules(target=target), totals, results) == winner


def test_a_whole_game_ends_and_replays() -> None:
    from game.session.replay import replay
    from game.session.simulate import simulate_game

    game = simulate_game("belote_classic", {"target": 501}, seed=7)
    assert game.match.is_finished
    replayed = replay(game.record)
    assert replayed.match.totals == game.match.totals
    assert replayed.match.winner == game.match.winner
