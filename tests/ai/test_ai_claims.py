"""The AI claims (issue 37): it claims the rest when its own cards make the claim certain,
at every level, and never from the hidden cards; it says Akka before a lead that is the
top unplayed card of its suit; deals it ends by a claim replay and score as played out.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, TypeVar

import pytest

from ai.agent import InfoState
from ai.levels import LEVELS, agent_for
from ai.review.jobs import advise
from ai.review.marks import Mark
from ai.search.claims import announce_lead, claim_now, decide
from ai.service import DecisionService
from ai.service import decide as service_decide
from game.baloot.customs import AKKA, SAWA
from game.baloot.rules import BalootRules
from game.baloot.state import BalootState
from game.belote.state import BeloteState
from game.catalog import get_game
from game.core.api import State
from game.core.cards import Card
from game.core.claims import CLAIM
from game.core.match import Match
from game.core.trickplay import TrickPlayState
from game.session.record import GameRecord, RecordedDeal
from game.session.replay import replay
from tests.baloot.customs_helpers import EAST, NORTH, SOUTH, WEST
from tests.baloot.customs_helpers import endgame as baloot_endgame
from tests.belote.test_claim import DEFINITIONS, endgame
from tests.ui.conftest import QUICK_REVIEW

Dealt = TypeVar("Dealt", bound=TrickPlayState[Any])
MASTERS = ("JS 9S AH", "7H 8H 9H", "AD TD KD", "7D 8D 9D")  # spades trumps, none out
ONE_HIGHER = ("JS 9S KH", "7H 8H 9H", "AH TD KD", "7D 8D 9D")  # AH out, here at the partner


def as_dealt(state: Dealt) -> Dealt:
    """An end-game position whose hands count as dealt so (what a sampled world redraws)."""
    state.received = [[state.hands[s]] if state.hands[s] else [] for s in range(4)]
    state.public_takes = [0, 0, 0, 0]
    return state


def belote(variant: str, hands: tuple[str, ...]) -> BeloteState:
    """Spades trumps, seat 0 on lead holding ``hands[0]``, every other card played."""
    return as_dealt(endgame(DEFINITIONS[variant], hands, 0))


def baloot(options: BalootRules, contract: str, hands: dict[int, str]) -> BalootState:
    """Clubs trumps (or Sun), South on lead, every other card played."""
    return as_dealt(baloot_endgame(options, contract, hands, SOUTH))


def decision(state: State[Any], level: str, seed: int = 3) -> Any:
    """What ``level`` decides for the seat to act, as the table's worker does."""
    rng = random.Random(seed)
    info = InfoState.of(state, state.to_act, rng)
    return service_decide(info, level, rng.getrandbits(63))


def others_permuted(state: BeloteState) -> list[BeloteState]:
    """The position with the other three hands dealt among the other seats every way: the
    leader sees the same (no card of theirs is known: every other card was played)."""
    leader = state.to_act
    others = [s for s in range(4) if s != leader]
    out = []
    for order in itertools.permutations(others):
        copy = state.clone()
        assert isinstance(copy, BeloteState)
        for seat, source in zip(others, order, strict=True):
            copy.hands[seat] = state.hands[source]
        out.append(as_dealt(copy))
    return out


@pytest.mark.parametrize("variant", sorted(DEFINITIONS))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_claims_when_its_cards_are_all_masters(variant: str, level: str) -> None:
    state = belote(variant, MASTERS)
    assert state.why_illegal(CLAIM) is None
    assert decision(state, level) == CLAIM


@pytest.mark.parametrize("variant", sorted(DEFINITIONS))
@pytest.mark.parametrize("level", LEVELS)
def test_no_claim_while_a_higher_card_is_out(variant: str, level: str) -> None:
    """The AH is out: the claim is right when the partner holds it (the core accepts it) and
    wrong when an opponent does, and the leader cannot tell: it never claims, it plays."""
    state = belote(variant, ONE_HIGHER)
    assert state.why_illegal(CLAIM) is None  # the partner holds the AH: right, but unseen
    for world in others_permuted(state):
        action = decision(world, level)
        assert isinstance(action, Card) and world.why_illegal(action) is None


@pytest.mark.parametrize("variant", sorted(DEFINITIONS))
@pytest.mark.parametrize("hands", [MASTERS, ONE_HIGHER])
def test_the_choice_is_the_same_whatever_the_hidden_cards(
    variant: str, hands: tuple[str, ...]
) -> None:
    state = belote(variant, hands)
    worlds = others_permuted(state)
    verdicts = {w.why_illegal(CLAIM) is None for w in worlds}
    if hands is ONE_HIGHER:
        assert verdicts == {True, False}  # the hidden cards decide whether it is right
    for level in ("easy", "medium"):
        choices = {str(decision(w, level, seed=11)) for w in worlds}
        assert len(choices) == 1, (level, choices)
    expected = CLAIM if hands is MASTERS else None
    for world in worlds:  # nor whatever world the seat samples (the AH anywhere)
        for seed in range(30):
            assert claim_now(InfoState.of(world, 0, random.Random(seed))) == expected


def test_the_table_service_claims_without_searching() -> None:
    state = belote("belote_bga", MASTERS)
    service = DecisionService(processes=0)
    try:
        done, action = service.poll(service.request(state, 0, "expert", seed=2))
        assert done and action == CLAIM
    finally:
        service.close()


def test_a_claim_is_said_on_the_lead_only() -> None:
    state = belote("belote_bga", MASTERS)
    state.apply(Card.parse("JS"))  # now the next seat is to play, in a trick
    info = InfoState.of(state, state.to_act, random.Random(1))
    assert claim_now(info) is None


# --- Baloot: Sawa and Akka (claims on, the default) ---------------------------------------


def rules(**options: Any) -> BalootRules:
    """The default options (claims on) but no pre-deal choice, as the customs' tests deal."""
    return BalootRules(predeal_choice=False, **options)


def info_of(state: BalootState) -> InfoState:
    return InfoState.of(state, state.to_act, random.Random(2))


def test_sawa_when_certain_with_four_cards_at_most() -> None:
    hands = {SOUTH: "JC 9C AS AH", WEST: "7S 8S 9S 7H", NORTH: "8H 9H 7D 8D", EAST: "9D JD QD KD"}
    state = baloot(rules(), "hokum", hands)
    assert claim_now(info_of(state)) == SAWA
    for level in LEVELS:
        assert decision(state, level) == SAWA


def test_no_sawa_with_five_cards() -> None:
    hands = {
        SOUTH: "JC 9C AS AH AD",
        WEST: "7S 8S 9S 7H 8H",
        NORTH: "9H 7D 8D 9D JD",
        EAST: "QD KD TS TH KH",
    }
    state = baloot(rules(), "hokum", hands)
    assert SAWA not in state.announcements()
    assert claim_now(info_of(state)) is None


def test_no_sawa_that_would_forgo_its_own_baloot() -> None:
    """Sawa stops the hand with its cards unplayed: holding trump K and Q, the seat plays
    on (the Baloot is announced with the second); claims off, its claim plays them out."""
    hands = {SOUTH: "KC QC AS AH", WEST: "7S 8S 9S 7H", NORTH: "8H 9H 7D 8D", EAST: "9D JD QD KD"}
    for played in ("JC", "9C", "AC", "TC"):  # every stronger trump gone
        assert played not in hands[SOUTH]
    state = baloot(rules(), "hokum", hands)
    assert state.why_illegal(SAWA) is None
    assert claim_now(info_of(state)) is None
    off = baloot(rules(claims=False), "hokum", hands)
    assert claim_now(info_of(off)) == CLAIM


class Leads:
    """An agent that leads a fixed card (and plays the first legal one otherwise)."""

    def __init__(self, card: str) -> None:
        self.card = Card.parse(card)

    def choose(self, info: InfoState, rng: random.Random) -> Any:
        return self.card if self.card in info.legal_actions else info.legal_actions[0]


def test_akka_before_the_top_unplayed_card_of_a_side_suit() -> None:
    # Played: every card but these; the AS and TS are gone, so the KS is the top spade.
    hands = {
        SOUTH: "KS 7S JC AH 8D",
        WEST: "QS 8S 7H 9D JD",
        NORTH: "JS 9S 8H 9H 7D",
        EAST: "TH KH QH QD KD",
    }
    state = baloot(rules(), "hokum", hands)
    info = info_of(state)
    assert claim_now(info) is None
    assert announce_lead(info, Card.parse("KS")) == AKKA
    for plain in ("7S", "AH", "JC", "8D"):  # lower than one out, an ace, a trump
        assert announce_lead(info, Card.parse(plain)) == Card.parse(plain)
    said = decide(Leads("KS"), info, random.Random(1))
    assert said == AKKA and state.why_illegal(said) is None
    state.apply(said)
    assert state.legal_actions() == [Card.parse("KS")]  # the card that makes it right
    sun = baloot(rules(), "sun", hands)
    assert announce_lead(info_of(sun), Card.parse("KS")) == Card.parse("KS")
    off = baloot(rules(claims=False), "hokum", hands)
    assert announce_lead(info_of(off), Card.parse("KS")) == Card.parse("KS")


# --- whole deals between AI seats --------------------------------------------------------


Claimed = list[tuple[State[Any], State[Any]]]


def play_games(
    variant: str, level: str, deals: int, seed: int
) -> tuple[GameRecord, Match, Claimed]:
    """``deals`` deals between AI seats deciding with the claims (as the arena and the table
    do), recorded; and for each claim of the rest, the position before it and the end."""
    definition = get_game(variant)
    parsed = definition.parse_options({})
    rng = random.Random(seed)
    match = Match(definition, parsed, 0)
    record = GameRecord(variant, definition.options_to_json(parsed), 0)
    agent = agent_for(definition, level)
    claimed: Claimed = []
    for _ in range(deals):
        if match.is_finished:
            break
        deck, state = match.deal_shuffled(rng)
        deal = RecordedDeal([card.code for card in deck])
        before = None
        while not state.is_over:
            legal = state.legal_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                decision_rng = random.Random(rng.getrandbits(62))
                info = InfoState.of(state, state.to_act, decision_rng)
                action = decide(agent, info, decision_rng)
            assert state.why_illegal(action) is None, action
            if action in (CLAIM, SAWA):
                before = state.clone()
            deal.actions.append((state.to_act, str(action)))
            state.apply(action)
        if before is not None:
            claimed.append((before, state))
        record.deals.append(deal)
        match.finish_deal(state)
    return record, match, claimed


def played_out(state: State[Any], level: str) -> State[Any]:
    """The deal played to its end from ``state`` by the agents' cards alone (no claims)."""
    agent = agent_for(state.definition, level)
    rng = random.Random(9)
    while not state.is_over:
        legal = state.legal_actions()
        action = (
            legal[0]
            if len(legal) == 1
            else agent.choose(InfoState.of(state, state.to_act, rng), rng)
        )
        state.apply(action)
    return state


@pytest.mark.parametrize("variant", ["belote_bga", "belote_classic", "baloot"])
def test_deals_ended_by_a_claim_replay_and_score_as_played_out(variant: str) -> None:
    every: Claimed = []
    for seed in range(8):
        record, match, claimed = play_games(variant, "easy", 24, seed)
        replayed = replay(record)
        assert [r.points for r in replayed.match.results] == [r.points for r in match.results]
        assert [str(a) for d in record.deals for _, a in d.actions].count("claim") == (
            len(claimed) if variant != "baloot" else 0
        )
        every.extend(claimed)
        if len(every) >= 3:
            break
    assert len(every) >= 3, "too few claims in these deals"
    for before, end in every:
        out = played_out(before, "easy")
        assert out.result().card_points == end.result().card_points
        if variant != "baloot":  # Sawa does not play the cards: nobody's Baloot is said
            assert out.result().points == end.result().points


def test_medium_deals_with_a_claim_replay() -> None:
    for seed in range(6):
        record, match, claimed = play_games("belote_bga", "medium", 8, seed)
        replayed = replay(record)
        assert [r.points for r in replayed.match.results] == [r.points for r in match.results]
        if claimed:
            return
    raise AssertionError("no claim by medium in these deals")


def test_the_hint_says_claim_when_it_is_certain_and_not_otherwise() -> None:
    """The explained hint (H) offers the claim first, with its reason, where the seat's
    cards make it certain; never where a higher card is still out."""
    from ai.review.jobs import advise

    sure = advise(belote("belote_bga", MASTERS), 0, 3)
    assert str(sure.best) == "claim" and sure.options[0].action == "claim"
    assert sure.explanation.kind == "claim_certain" and not sure.close_call
    unsure = advise(belote("belote_bga", ONE_HIGHER), 0, 3)
    assert str(unsure.best) != "claim"
    assert all(o.action != "claim" for o in unsure.all_options)


def test_a_record_with_claims_reviews_them_as_right() -> None:
    """A deal ended by a claim (or with Sawa and Akka said) reviews the announcements too: a
    right one costs nothing (issue 37: the review knows the new decisions)."""
    from ai.review.engine import review_game

    for variant in ("belote_bga", "baloot"):
        said: list[tuple[GameRecord, int, int]] = []
        for seed in range(8):
            record, _, _ = play_games(variant, "easy", 24, seed)
            said += [
                (record, number, seat)
                for number, deal in enumerate(record.deals, 1)
                for seat, text in deal.actions
                if text in ("claim", "sawa", "akka")
            ]
            if said:
                break
        assert said, f"no {variant} deal with a claim in these games"
        record, number, seat = said[0]
        review = review_game(record.data(), seat, seed=1, only=range(number, number + 1))
        decisions = review.deals[0].decisions
        said_ones = [d for d in decisions if d.played in ("claim", "sawa", "akka")]
        assert said_ones, "the announcements are reviewed"
        for decision in said_ones:
            assert decision.loss == 0 and decision.mark is Mark.BEST
            assert decision.explanation is not None
            assert decision.explanation.kind == "said_right"
        assert len(decisions) > len(said_ones), "the seat's other decisions are reviewed"


def test_the_hint_says_akka_before_the_lead_that_qualifies() -> None:
    """The hint's best lead is the top unplayed spade: it says Akka first, with the lead and
    the reason behind it (issue 37: the hint knows when to say Akka)."""
    hands = {
        SOUTH: "KS 7D 8D 7H 8H",
        WEST: "QS 8S AH 9D JD",
        NORTH: "JS 9S 9H TH 7C",
        EAST: "JC KH QH AD KD",
    }
    said = 0
    for seed in range(4):
        advice = advise(baloot(rules(), "hokum", hands), SOUTH, seed, QUICK_REVIEW)
        if advice.best != AKKA:
            assert advice.explanation.kind != "lead_announced"
            continue
        said += 1
        assert advice.explanation.kind == "lead_announced" and advice.explanation.card == "KS"
        assert [o.action for o in advice.options[:2]] == ["akka", "KS"]
    assert said
