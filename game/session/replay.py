"""Replaying a game record against the rules (shared/rules/common.md, "The replayer")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.catalog import get_game
from game.core.api import GameDefinition, State
from game.core.cards import Card
from game.core.errors import AtoutError
from game.core.match import Match
from game.core.replaying import ReplayFaultError, replay_deals
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

    def check_code(number: int, match: Match) -> None:
        code = record.deals[number - 1].code
        if code is not None:
            coded = check_deal(code, record.variant, record.options, match.dealer)
            if [Card.parse(card).code for card in record.deals[number - 1].deck] != coded:
                raise ReplayError(f"its deck is not the deck of its code {code}")

    unfinished: State | None = None
    try:
        for deal in replay_deals(match, record.deals, dealt=check_code):
            unfinished = None if deal.end.is_over else deal.end
    except ReplayFaultError as fault:
        raise ReplayError(_say(fault, definition, rules)) from None
    return Replay(match, unfinished)


def _say(fault: ReplayFaultError, definition: GameDefinition[Any], rules: Any) -> str:
    """The replayer's one line for a fault (the command line promises these words)."""
    if fault.index == 0:
        return str(fault)
    where = f"deal {fault.deal}, action {fault.index}"
    seat, text = fault.seat, fault.text
    if fault.kind == "extra":
        return (
            f"{where}: seat {seat} may not {describe_text(definition, rules, text)}: "
            "the deal is already over (one action too many)"
        )
    if fault.kind == "unreadable":
        return f"{where}: seat {seat}: {fault.reason}"
    return f"{where}: seat {seat} may not {describe(fault.action, text)}: {fault.reason}"
