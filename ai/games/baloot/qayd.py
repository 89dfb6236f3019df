"""When a Baloot seat calls a Qayd (issue 37, §5.1 of the customs): on a foul it can prove
from its own information (``BalootState.proven_fouls``: its hand and the public play), at
once, unless letting the hand run may score more.

A right Qayd gives the hand to the caller's side: all of it (26 Sun, 16 Hokum, with its
projects, times the factor), but never a Kaboot.  So waiting pays only while the side has
won every trick so far under Kammelna scoring, where a Kaboot (44 / 25) is worth more; the
call stays open until the next deal, so the seat calls at the last card if the Kaboot
fails, and not at all if it is made.
"""

from __future__ import annotations

from ai.agent import InfoState
from ai.review.reasons_base import Explanation
from game.baloot.customs import Qayd
from game.baloot.rules import SCORING_KAMMELNA
from game.baloot.state import BalootState
from game.core.seats import team_of


def qayd_call(info: InfoState) -> tuple[Qayd, Explanation] | None:
    """The Qayd ``info.seat`` says now and the fact that proves it, or ``None`` (nothing
    proven, or a Kaboot in reach)."""
    world = info.own_world()
    assert isinstance(world, BalootState)
    proofs = world.proven_fouls(info.seat)
    if not proofs or kaboot_in_reach(world, info.seat):
        return None
    call = proofs[0]
    if call.foul == "sawa":  # the claimer's hand laid down, and ours, prove it wrong
        return call, Explanation("qayd_sawa", seat=world.sawa_seat)
    if call.card is None:  # a wrong Akka: every card above the one led is public
        seat = next(s for t, s, _ in world.akkas if t == call.trick)
        return call, Explanation("qayd_akka", seat=seat, count=call.trick)
    seat = next(e.seat for e in world.card_log if e.card == call.card.index)
    why = Explanation("qayd_proven", seat=seat, card=call.card.code, count=call.trick)
    return call, why


def kaboot_in_reach(world: BalootState, seat: int) -> bool:
    """Whether the seat's side has taken every trick played so far (and so may still make, or
    has made, a Kaboot) under a scoring that has one."""
    if world.rules.scoring != SCORING_KAMMELNA:
        return False
    side = team_of(seat)
    return all(world.tricks_taken[s] == 0 for s in range(4) if team_of(s) != side)
