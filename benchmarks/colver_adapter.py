"""One deal played on two engines at once: colver (an outside contrée engine) and Atout.

colver (PyPI ``colver``, MIT, the optional ``bench`` extra) plays Belote contrée;
Atout's closest rule set for the card play is ``belote_bga``: no declarations
(colver has none either; ``belote_classic`` would add tierces and the like),
the same obligations to follow, trump and overtrump, the same card values, dix
de der and belote–rebelote.  A deal is bid by colver's heuristic bidder; the
contract it reaches is then set up in an Atout ``belote_bga`` deal with exactly
the same hands, and every card played is applied to both engines, so the card
play is one game.  At each card the two engines' legal sets are compared.

How the two games differ, and what the mapping does about it:

- Bidding: contrée is an auction (80 to 160 or capot in a named suit, coinche,
  surcoinche) on eight dealt cards; Atout's Belote deals five, turns one up and
  asks take-or-pass.  The Atout deal is built so the declarer holds the same
  eight cards: the turn-up is the declarer's lowest trump and he takes it in
  round 1 (round 2, naming the trump, with his lowest card as the turn-up, if
  he holds no trump); the seats before him pass.  So Atout's agent knows one
  card of the declarer that colver's agents do not (a low trump, or a low card),
  and reads those passes as its own bidding would; it never sees the contrée
  auction, which colver's IS-DD with uniform worlds does not use either.
- Scoring: a contrée contract is made by reaching its value (and a capot by
  taking every trick), doubled by a coinche; Atout's Belote contract is made by
  outscoring the defence.  Atout's agent therefore plays for the Belote score,
  colver's for the contrée score: card points are the common measure, and
  colver's deal score is reported next to them.
- Dix de der and belote–rebelote are the same in both; capot is a bonus of 90 in
  Atout's Belote and a contract of its own in contrée.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import colver

from game.belote.bga import DEFINITION, BgaRules, BgaState
from game.belote.bids import PASS, TAKE, TRUMP_BIDS, Bid
from game.core.api import DealContext
from game.core.cards import (
    ACE,
    EIGHT,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    TEN,
    Card,
    card_at,
    cards_of,
)
from game.core.seats import Direction

GAME: Final = DEFINITION
RULES: Final = BgaRules(direction=Direction.CLOCKWISE)
"""Clockwise in Atout numbers seats as colver does: each seat plays after the one below it."""

COLVER_RANKS: Final = (SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE)
"""Atout's rank of colver's card ``8 * suit + i``; the suits are in the same order."""
TRUMP_WEAKEST_FIRST: Final = (0, 1, 4, 5, 6, 7, 2, 3)
"""colver's ranks within a suit from the weakest trump: 7 8 Q K 10 A 9 J."""

PASS_ACTION: Final = 0
COINCHE: Final = 41
SURCOINCHE: Final = 42

PLAY_SPECS: Final = {
    "heuristic": '[play]\nmethod = "heuristic"',
    "ismcts": '[play]\nmethod = "smart_ismcts"',
    "isdd": '[play]\nmethod = "isdd"\n[worlds]\nsource = "uniform"',
}
"""colver's card players; every one bids with colver's default heuristic bidder."""


def atout_card(card: int) -> Card:
    """Atout's card for colver's card number (0–31)."""
    suit, rank = divmod(card, 8)
    return card_at(suit * 13 + COLVER_RANKS[rank])


def colver_card(card: Card) -> int:
    """colver's card number for an Atout card of the 32-card deck."""
    return card.suit * 8 + COLVER_RANKS.index(card.rank)


@dataclass(frozen=True)
class Contract:
    """What colver's auction settled: trump, value, team, coinche level and who bid it."""

    trump: int
    value: int
    team: int
    coinche: int
    declarer: int
    bids: tuple[int, ...]

    @property
    def capot(self) -> bool:
        return self.value >= 250


def heuristic_auction(dealer: int, seed: int) -> Contract | None:
    """colver's heuristic bidder at all four seats on deal ``seed``; None if all passed."""
    env = colver.Env.deal(dealer, seed)
    bidders = [colver.Agent(PLAY_SPECS["heuristic"], seat, seed) for seat in range(4)]
    for bidder in bidders:
        bidder.init_deal(env)
    bids: list[int] = []
    while env.phase() == 0:
        action = bidders[env.current_player()].action(env)
        for bidder in bidders:
            bidder.observe(env, action)
        env.step(action)
        bids.append(action)
    if env.is_terminal():
        return None
    contract = env.get_contract()
    declarer = [seat for seat, bid in env.get_bid_history() if 1 <= bid <= 40][-1]
    return Contract(
        trump=contract["trump"],
        value=contract["value"],
        team=contract["team"],
        coinche=contract["coinche"],
        declarer=declarer,
        bids=tuple(bids),
    )


def split_deck(hands: Sequence[Sequence[int]], dealer: int, turn_up: int) -> list[Card]:
    """The deck that ``belote_bga`` deals (3 + 2 each from the dealer's left, the
    turn-up, then 2 to the taker and 3 to the others) into exactly ``hands``."""
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    rest = {seat: [atout_card(c) for c in sorted(hands[seat]) if c != turn_up] for seat in order}
    deck: list[Card] = []
    for size in (3, 2):
        for seat in order:
            deck.extend(rest[seat][:size])
            del rest[seat][:size]
    deck.append(atout_card(turn_up))
    for seat in order:
        deck.extend(rest[seat])
    return deck


def opening_of(hand: Sequence[int], trump: int) -> tuple[int, Bid]:
    """The turn-up and the declarer's Atout bid: his lowest trump taken in round 1, or
    (holding no trump) his lowest card turned up and the trump named in round 2."""
    trumps = [c for c in hand if c // 8 == trump]
    if trumps:
        return min(trumps, key=lambda c: TRUMP_WEAKEST_FIRST.index(c % 8)), TAKE
    return min(hand, key=lambda c: c % 8), TRUMP_BIDS[trump]


def atout_deal(
    hands: Sequence[Sequence[int]], dealer: int, contract: Contract, deal_number: int
) -> BgaState:
    """A ``belote_bga`` deal in its card play with colver's hands and contract."""
    turn_up, bid = opening_of(hands[contract.declarer], contract.trump)
    deck = split_deck(hands, dealer, turn_up)
    context = DealContext(dealer=dealer, totals=(0, 0), deal_number=deal_number, carry=0)
    state = GAME.new_deal(RULES, deck, context)
    assert isinstance(state, BgaState)
    while state.to_act != contract.declarer or (bid != TAKE and state.bid_round == 1):
        state.apply(PASS)
    state.apply(bid)
    for seat in range(4):
        if sorted(colver_card(c) for c in cards_of(state.hands[seat])) != sorted(hands[seat]):
            raise AssertionError(f"seat {seat} holds other cards in the two engines")
    return state


@dataclass
class LegalCheck:
    """Decisions where the two engines' legal cards were compared, and the differences.

    Known differences, both when the player is void in the led suit (not trump):
    with an opponent winning by a trump he cannot beat, a player holding only
    lower trumps must play one in Atout's Belote (BGA's rule 3) and may throw any
    card in colver's contrée; with his partner winning by a trump, he may play a
    lower trump in colver's, only a higher one in Atout's (rule 2).  There both
    engines play a card legal in both (``playable_in_both``).
    """

    decisions: int = 0
    differences: int = 0
    colver_only: int = 0  # decisions where colver allows a card Atout forbids
    atout_only: int = 0  # and the reverse
    undertrumps: int = 0  # colver lets a player with only lower trumps throw another card
    under_partner: int = 0  # colver lets a player trump lower than his partner's trump
    replaced: int = 0  # colver's choice was legal only in colver and was replaced
    examples: list[str] = field(default_factory=list)  # of throwing instead of undertrumping
    other_examples: list[str] = field(default_factory=list)

    def playable_in_both(self, env: Any, state: BgaState) -> list[int]:
        """The cards legal in both engines (colver's numbers); records any difference."""
        ours = sorted(colver_card(c) for c in state.legal_actions() if isinstance(c, Card))
        theirs = sorted(env.legal_actions())
        self.decisions += 1
        if ours == theirs:
            return theirs
        self.differences += 1
        extra = set(theirs) - set(ours)
        self.colver_only += bool(extra)
        self.atout_only += bool(set(ours) - set(theirs))
        trump = env.get_contract()["trump"]
        trick = [env.get_current_trick()[(env.get_trick_lead() + i) % 4] for i in range(4)]
        led = trick[0] // 8
        throws = bool(extra) and led != trump and all(card // 8 == trump for card in ours)
        under_partner = (
            not throws and led != trump and all(card // 8 == trump for card in extra | {trump * 8})
        )
        self.undertrumps += throws
        self.under_partner += under_partner
        examples = self.examples if throws else self.other_examples
        if len(examples) < 3:
            examples.append(
                f"seat {env.current_player()}, trick "
                f"[{' '.join(colver.Env.card_name(c) for c in trick if c >= 0)}], "
                f"trump {'♠♥♦♣'[trump]}: Atout {' '.join(colver.Env.card_name(c) for c in ours)}"
                f" / colver {' '.join(colver.Env.card_name(c) for c in theirs)}"
            )
        return [card for card in theirs if card in ours]


def replacement(
    allowed: Sequence[int], trump: int, seat: int, candidates: Sequence[tuple[int, float]]
) -> int:
    """The card colver plays when its choice is illegal in Atout: the best of its own
    valued candidates that is legal in both (IS-DD values each card from North–South's
    side), else the weakest allowed card (the lowest trump when undertrumping)."""
    sign = 1.0 if seat % 2 == 0 else -1.0
    valued = [(sign * value, card) for card, value in candidates if card in allowed]
    if valued:
        return max(valued)[1]

    def weakness(card: int) -> tuple[int, int]:
        rank = card % 8
        if card // 8 == trump:
            return 1, TRUMP_WEAKEST_FIRST.index(rank)
        return 0, rank

    return min(allowed, key=weakness)


def deal_seed(seed: int, index: int, attempt: int) -> int:
    """colver's seed for duplicate deal ``index`` (a new attempt after a thrown-in deal)."""
    return random.Random(seed * 1_000_003 + index * 101 + attempt).getrandbits(48)
