"""Replaying a game record against the rules (shared/rules/common.md, "The replayer")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.catalog import get_game
from game.core.api import GameDefinition, State
from game.core.cards import Card
from game.core.errors import AtoutError
from game.core.match import Match
from game.session.deal_code import check_deal
from game.session.gate import brief
from game.session.record import GameRecord


class ReplayError(AtoutError):
    """A record that breaks the rules; the message is the one line to print."""


@dataclass(slots=True)
class Replay:
    """The match after replaying a record, and the deal left unfinished if any."""

    match: Match
    unfinished: State | None

    def summary(self) -> dict[str, Any]:
        deals = []
        totals = [0] * self.match.players
        for result in self.match.results:
            totals = [t + p for t, p in zip(totals, result.points, strict=True)]
            deals.append({"points": list(result.points), "totals": list(totals)})
        out: dict[str, Any] = {
            "variant": self.match.definition.name,
            "deals": deals,
            "finished": self.match.is_finished,
            "winner": self.match.winner,
        }
        winners = self.match.definition.shared_winners(self.match.rules, self.match.totals)
        if self.match.is_finished and winners is not None:
            out["winners"] = winners
        if self.unfinished is not None:
            out["in_progress"] = True
        return out


def describe(action: Any, text: str) -> str:
    """The action in words for a message: its own ``describe()`` where it has one."""
    own = getattr(action, "describe", None)
    if callable(own):
        return str(own())
    return f"play {text}" if isinstance(action, Card) else f"say {brief(text)}"


def describe_text(definition: GameDefinition[Any], rules: Any, text: str) -> str:
    """An action text in words when it reads, else quoted (briefly)."""
    try:
        return describe(definition.parse_action(rules, text), text)
    except AtoutError:
        return f"say {brief(text)}"


def replay(record: GameRecord) -> Replay:
    """Apply every action of the record, checking each; raise ``ReplayError`` on the first fault."""
    try:
        definition = get_game(record.variant)
        rules = definition.parse_options(record.options)
    except AtoutError as error:
        raise ReplayError(str(error)) from None
    match = Match(definition, rules, record.first_dealer)
    unfinished: State | None = None
    for number, deal in enumerate(record.deals, 1):
        if match.is_finished:
            raise ReplayError(f"deal {number}: the game was already over")
        if unfinished is not None:
            raise ReplayError(f"deal {number}: deal {number - 1} stopped before its end")
        try:
            state = match.deal_from(deal.deck)
            if deal.code is not None:
                coded = check_deal(deal.code, record.variant, record.options, match.dealer)
                if [Card.parse(card).code for card in deal.deck] != coded:
                    raise ReplayError(f"its deck is not the deck of its code {deal.code}")
        except AtoutError as error:
            raise ReplayError(f"deal {number}: {error}") from None
        for index, (seat, text) in enumerate(deal.actions, 1):
            where = f"deal {number}, action {index}"
            if state.is_over:
                raise ReplayError(
                    f"{where}: seat {seat} may not {describe_text(definition, rules, text)}: "
                    "the deal is already over (one action too many)"
                )
            try:
                action = definition.parse_action(rules, text)
            except AtoutError as error:
                raise ReplayError(f"{where}: seat {seat}: {error}") from None
            if seat != state.to_act:
                raise ReplayError(
                    f"{where}: seat {seat} may not {describe(action, text)}: "
                    f"it is seat {state.to_act}'s turn"
                )
            reason = state.why_illegal(action)
            if reason is not None:
                raise ReplayError(
                    f"{where}: seat {seat} may not {describe(action, text)}: {reason}"
                )
            state.apply(action)
        if state.is_over:
            match.finish_deal(state)
        else:
            unfinished = state
    return Replay(match, unfinished)
