"""The AI's claims (issue 37): it claims the remaining tricks when its own cards make the
claim certain, and says a lead announcement (Baloot's Akka) before a lead that qualifies.

Only what the seat knows decides: its own hand, the cards played, the trick, the contract's
order of the cards (its trumps) and which cards are still out (the others' hands and any
undealt stock *as a set*: the deck less the played cards and the seat's own, the same in
every sampled world).  Never who holds which hidden card.

A claim is **certain** when no card still out can beat any card of the seat's hand led on
its own (``TrickOrder.beats``): each card it holds is the master of its suit counting the
cards played and its own, and no trump is out that could ruff one of them.  Then the seat
wins every trick whatever the others hold or play, leading its cards in any order, so the
rules core's exact check (``game.core.claims``) accepts the claim in every world.  The AI
says the first claim of the rest that the game offers now (``State.announcements``), unless
the cards stopped unplayed would forgo an announcement of its own (Baloot's Sawa ends the
hand without playing the cards: holding the second of trump K/Q, the seat plays on and
claims later).

A lead announcement is one the game offers on the lead that leaves the seat to lead
(``akka``, before its card).  It is said when the card the seat's search chose to lead is
the top unplayed card of its suit (every stronger card of the suit played, the seat's own
not counting), not the strongest rank of the suit nor a trump, and the game accepts the
announcement and that card after it.  The next decision then leads such a card (the game
offers only those).

``decide`` is the decision with claims, for the table (``ai.service``) and the arena; the
agents themselves (``agent_for``) choose among ``legal_actions`` only, which never holds a
claim.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ai.agent import Agent, InfoState
from game.core.api import EventKind
from game.core.cards import Card, indices_of
from game.core.claims import CLAIM, ClaimAction
from game.core.trickplay import TrickPlayState


def on_lead(info: InfoState) -> TrickPlayState[Any] | None:
    """The seat's own world when it is on lead in a trick-taking deal, else ``None``."""
    world = info.own_world()
    if not isinstance(world, TrickPlayState) or world.is_over or world.order is None:
        return None
    if world.to_act != info.seat or world.trick or not world.hands[info.seat]:
        return None
    return world


def outstanding(world: TrickPlayState[Any], seat: int) -> int:
    """The cards neither played nor in ``seat``'s hand: the same set in every world the seat
    may sample (only their distribution is hidden)."""
    out = 0
    for other in range(4):
        if other != seat:
            out |= world.hands[other]
    for card in world.stock:
        out |= 1 << card
    return out


def certain(world: TrickPlayState[Any], seat: int) -> bool:
    """Whether every card of ``seat``'s hand wins any trick it leads, whatever the others
    hold: no card still out beats it."""
    order = world.order
    assert order is not None
    out = list(indices_of(outstanding(world, seat)))
    return not any(
        order.beats(other, card) for card in indices_of(world.hands[seat]) for other in out
    )


def own_announcements(events: list[Any], seat: int) -> Counter[str]:
    return Counter(e.text for e in events if e.kind is EventKind.ANNOUNCE and e.seat == seat)


def played_out(world: TrickPlayState[Any], seat: int) -> Counter[str]:
    """The announcements ``seat`` makes playing its cards out (its claim being certain, it
    keeps the lead; the others' cards, whatever they are, announce nothing of the seat's)."""
    after = world.clone()
    assert isinstance(after, TrickPlayState)
    events: list[Any] = []
    while not after.is_over and after.hands[seat]:
        events.extend(after.apply(after.legal_actions()[0]))
    return own_announcements(events, seat)


def claim_now(info: InfoState) -> Any | None:
    """The claim of the rest ``info``'s seat says now, or ``None``: only on its own lead, a
    claim the game offers, when its own cards make it certain."""
    world = on_lead(info)
    if world is None:
        return None
    seat = info.seat
    offered = [a for a in world.announcements() if isinstance(a, ClaimAction)]
    if not offered or not certain(world, seat):
        return None
    for claim in offered:
        if world.why_illegal(claim) is not None:  # its gates (a certain claim is right)
            continue
        after = world.clone()
        events = after.apply(claim)
        if not after.is_over:  # said before a card, not a claim of the rest
            continue
        if played_out(world, seat) - own_announcements(events, seat):
            continue  # stopping the hand would forgo an announcement of the seat's own
        return claim
    return None


def top_unplayed(world: TrickPlayState[Any], card: int) -> bool:
    """Whether ``card`` is the top unplayed card of its suit, every stronger card of the
    suit played (the seat's own not counting), and neither a trump nor the suit's top rank."""
    order = world.order
    assert order is not None
    above = order.above[card]
    return not order.trump >> card & 1 and bool(above) and not above & ~world.played


def announce_lead(info: InfoState, action: Any) -> Any:
    """The lead announcement to say before leading ``action`` when it qualifies, else
    ``action`` itself."""
    if not isinstance(action, Card):
        return action
    world = on_lead(info)
    if world is None or not top_unplayed(world, action.index):
        return action
    for said in world.announcements():
        if not isinstance(said, ClaimAction) or said == CLAIM:  # the claim of the rest
            continue
        if world.why_illegal(said) is not None:
            continue
        after = world.clone()
        assert isinstance(after, TrickPlayState)
        after.apply(said)
        if after.is_over or after.to_act != info.seat or after.trick:
            continue  # not said before a lead
        if action in after.legal_actions() and after.why_illegal(action) is None:
            return said
    return action


def decide(agent: Agent, info: InfoState, rng: random.Random) -> Any:
    """``agent``'s decision with the claims: a certain claim of the rest first, else its
    choice, announced when it is a lead that qualifies."""
    claim = claim_now(info)
    if claim is not None:
        return claim
    return announce_lead(info, agent.choose(info, rng))
