"""Why a hint's best option is best, or why the play is forced: facts, never free text.

``explain`` reads the decision's position as the deciding seat knows it (its own
hand, the trick on the table, the calls and cards played and what the play rules
proved about the others' hands: never a hidden card; a probability only from worlds
sampled from the seat's information) and the options the search valued, and names one
``Explanation``: a template key (``KINDS``, each a text in every language,
``explain.<kind>``), the values that fill it and, at times, a second sentence's facts.

The catalogue, by decision (each module says its order):

- a single legal action: the rule that forces it, else ``only_action``;
- the review's acts that are no choice among the legal actions (``ai.review.acts``): a foul
  (``foul_played``, then the rule it broke: ``must_follow``, ``must_trump``,
  ``must_overtrump`` or ``only_cards``), a call said out of turn upheld or not
  (``call_right``, ``call_wrong``), an announcement right or wrong (``said_right``,
  ``said_wrong``);
- each game's own facts, named by its AI entry (``GameAI.reasons``, in
  ``ai/games/<game>/reasons.py``): the trumps and top cards that carry a call or are
  missing for it, the declarations or projects held, what the other calls showed, the
  doubling ladder (Belote, Baloot); the contract and the doubles by the hand's safe or
  risky cards, a negative contract's card and the dangers still out, Dominoes (Barbu);
  what the pile gives, a meld or lay-off, a discard the next side cannot use (Burraco);
- card play (``ai.review.reasons_play``): must overtrump or trump, save the last trick,
  give points to a safe partner or keep them, win cheaply, duck, discard, draw trumps,
  cash and play masters, lead to the partner's void or likely master.

When no fact applies: the search's own margin over the next option (``search_margin``),
or ``all_equal`` when the best options are worth the same.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any

from ai.agent import InfoState
from ai.catalog import CATALOG, game_ai
from ai.review.model import OptionValue
from ai.review.reasons_base import Explanation
from ai.review.reasons_play import (
    RESTRICTIONS,
    TrickFacts,
    card_play_reason,
    is_master,
    restriction,
    trick_facts,
)
from ai.search.pieces import BotAction
from game.core.api import State
from game.core.cards import Card
from game.core.trickplay import TrickPlayState

KINDS = (
    "only_action",
    "claim_certain",
    "qayd_proven",
    "qayd_akka",
    "qayd_sawa",
    "lead_announced",
    "foul_played",
    "only_cards",
    "call_right",
    "call_wrong",
    "said_right",
    "said_wrong",
    "must_overtrump",
    "must_trump",
    "must_follow",
    "partner_holds",
    "partner_safe",
    "partner_not_safe",
    "opponent_holds",
    "takes_trick",
    "overtakes",
    "win_cheaply",
    "duck",
    "discard_void",
    "discard_lost",
    "no_beater",
    "keep_master",
    "keep_for_last",
    "last_trump",
    "trumps_drawn",
    "draw_trumps",
    "cash_master",
    "master_card",
    "lead_partner_void",
    "partner_has_master",
    "lead_low",
    "lead_low_keep",
    "lead_short",
    "lead_long_suit",
    "search_margin",
    "all_equal",
)
"""The template keys (``explain.<kind>`` in the texts) every game may give: the rules' and
the card play's; a game's own are its AI entry's ``reason_kinds``."""

GENERIC = frozenset(("search_margin", "all_equal", "only_action"))
"""The kinds that say nothing of the position itself."""

EQUAL = 0.05  # options whose values differ by less are worth the same to the hint

__all__ = [
    "EQUAL",
    "GENERIC",
    "KINDS",
    "RESTRICTIONS",
    "Explanation",
    "OptionValue",
    "TrickFacts",
    "all_kinds",
    "contract_chance",
    "contract_outlook",
    "explain",
    "is_master",
    "margin",
    "restriction",
    "trick_facts",
]


def all_kinds() -> tuple[str, ...]:
    """Every template key a hint may give: the shared ones and each listed game's own."""
    own = [kind for entry in CATALOG.values() for kind in entry.reason_kinds]
    return (*KINDS, *dict.fromkeys(own))


def explain(
    state: State,
    seat: int,
    options: Sequence[OptionValue],
    legal: Sequence[Any],
    partners: Collection[int],
    *,
    seed: int = 0,
) -> Explanation:
    """The fact that best says why ``options[0]`` (the best) is best for ``seat`` in
    ``state`` (read only as the seat knows it), among its ``legal`` actions; ``partners``
    are the other seats of its side (none without teams); ``seed`` draws the worlds of a
    probability claim (the same seed, the same claim)."""
    if len(legal) <= 1:
        restricted = restriction(state, seat) if isinstance(state, TrickPlayState) else None
        return restricted or Explanation("only_action")
    best = next((action for action in legal if options and str(action) == options[0].action), None)
    if best is not None:
        found = specific(state, seat, best, legal, partners, seed)
        if found is not None:
            return found
    return margin(options)


def specific(
    state: State,
    seat: int,
    best: Any,
    legal: Sequence[Any],
    partners: Collection[int],
    seed: int,
) -> Explanation | None:
    """The game's own fact behind ``best`` (its AI entry's ``reasons``), or None when none
    applies; a game that names no reasons gets the card play's."""
    finder = game_ai(state.definition).reasons
    if finder is not None:
        return finder(state, seat, best, legal, partners, seed)
    if isinstance(state, TrickPlayState) and state.in_play and isinstance(best, Card):
        cards = [card for card in legal if isinstance(card, Card)]
        return card_play_reason(state, seat, best, cards, partners, 0, seed)
    return None


def margin(options: Sequence[OptionValue]) -> Explanation:
    """The search's own reason: the best option's margin over the next."""
    if len(options) < 2:
        return Explanation("only_action")
    gap = options[0].value - options[1].value
    if gap < EQUAL:
        return Explanation("all_equal")
    return Explanation("search_margin", points=gap)


def contract_chance(
    info: InfoState, action: Any, bot: BotAction, worlds: int, seed: int
) -> float | None:
    """How often the contract is made after ``action``, over ``worlds`` sampled worlds each
    played out by the game's rule-based ``bot``; None without a contract to make."""
    outlook = contract_outlook(info, action, bot, worlds, seed)
    return None if outlook is None else outlook[0]


def contract_outlook(
    info: InfoState, action: Any, bot: BotAction, worlds: int, seed: int
) -> tuple[float, bool] | None:
    """The chance the contract is made after ``action`` (a bid too: the auction is played on
    by the ``bot``) over ``worlds`` sampled worlds, and whether the contract is mostly the
    seat's side's; None where no contract is made in any world (a deal thrown in, a game
    without contracts)."""
    made = 0
    counted = 0
    ours = 0
    side = info.definition.side_of
    rng = random.Random(seed)
    for _ in range(worlds):
        world = info.sample_world(rng)
        world.apply(action)
        while not world.is_over:
            world.apply(bot(world, world.to_act, world.legal_actions()))
        result = world.result().made
        contract = world.view(info.seat).contract
        if result is not None and contract is not None:
            counted += 1
            made += bool(result)
            ours += side(contract.seat) == side(info.seat)
    return (made / counted, ours * 2 >= counted) if counted else None
