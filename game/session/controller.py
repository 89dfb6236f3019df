"""The table controller: the one object the card table talks to.

It owns the match, the current deal and the game record (the record is the
truth: a saved game is its record, and undo replays it).  It checks every
action at the boundary with ``why_illegal``, maps "these cards dropped here"
to legal actions, runs the AI seats through an injected *decider* (the AI's
asynchronous service, so that nothing here waits) and holds the human's hint
(``game.session.hint``), which asks the same decider and which it makes forget
its answer at every change.  It never draws and never touches a file: the table saves what
``to_json`` returns after every change.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.catalog import get_game
from game.core.actions import ActionKind
from game.core.api import ContractInfo, DealResult, Event, State, TableKind, TableView
from game.core.cards import Card
from game.core.errors import AtoutError, IllegalActionError
from game.core.match import Match
from game.core.options import TARGET
from game.core.reasons import DEAL_OVER, Reason, reason_kind
from game.core.replaying import ReplayFaultError, Watch, replay_deal, replay_deals
from game.core.rummy import RummyView
from game.core.trickplay import TrickView
from game.session.deal_code import (
    DealCodeError,
    DealSpec,
    code_or_none,
    deck_from_seed,
    decode,
    draw_seed,
)
from game.session.gate import brief
from game.session.hint import Hint
from game.session.record import GameRecord, RecordedDeal, parse_record
from game.session.zones import DropZone, ZoneKind

HUMAN = "human"
SAVE_KIND = "atout-table/1"

NOT_YOUR_TURN = reason_kind("turn", "it is not your turn")
DROP_ON_TABLE = reason_kind("drop", "drop the card on the table")
ONE_AT_A_TIME = reason_kind("play_one", "play one card at a time")
CANNOT_PLAY = reason_kind("cannot_play", "that card cannot be played here")
ONLY_OWN_MELDS = reason_kind("b.only_own", "you may lay off only on your own team's melds")
ONE_DISCARD = reason_kind("b.one_discard", "discard one card at a time")
CLICK_STOCK = reason_kind("b.stock", "click the stock to draw; drag cards to the table to meld")
WHERE_TO_DROP = reason_kind(
    "b.where",
    "drop the cards on the table to meld, on your melds to lay off, or one on the pile",
)
CANNOT_GO = reason_kind("b.cannot_go", "those cards cannot go there")


class Decider(Protocol):
    """The asynchronous decision service (``ai.service.DecisionService`` has this shape)."""

    def request(self, state: State, seat: int, level: str, seed: int) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...

    def objection(self, state: State, seat: int, level: str) -> Any | None:
        """The call ``seat`` makes now out of turn on another's act (Baloot's Qayd), from its
        own information; ``None``: none.  Asked only when the game offers such calls."""
        ...

    def close(self) -> None:
        """Stop the service (its worker processes) when the program ends."""
        ...


class SaveError(AtoutError):
    """A saved game that cannot be resumed (the message says why, in plain words)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """A past decision of the deal: the state before it, the seat that took it, its action."""

    state: State
    seat: int
    action: Any
    seed: int  # fixed by the game and the action's place: asked again, the same answer


@dataclass(frozen=True, slots=True)
class Step:
    """One action taken at the table and what it caused."""

    seat: int
    action: Any
    events: tuple[Event, ...]
    announced: bool = False  # said in the play beside the cards (a claim, Sawa, Akka)


def deal_seed(seed: int, deal_number: int) -> int:
    """The seed of one deal's shuffle (the seed its deal code carries): fixed by the game's
    seed and the deal's number."""
    return draw_seed(random.Random(f"atout/{seed}/{deal_number}"))


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One finished deal on the score sheet: its number, its contract (holder, what it was,
    trump) and whether it was made (``None``: neither, or no contract), its points and the
    totals after it; ``doubled`` when a double or a factor raised it, ``end`` how a game
    without contracts ended the deal (Burraco's ``closed``...)."""

    number: int
    contract: ContractInfo | None
    made: bool | None
    points: tuple[int, ...]
    totals: tuple[int, ...]
    thrown_in: bool
    doubled: bool
    end: str


class TableController:
    """A game at the table: seat 0 is the human (``levels[0]`` is ``"human"``).

    A *practice* game is one deal named by its deal code (``for_deal``): it is played like
    any deal but never saved and never counted, so a saved game's score stays as it was.
    """

    def __init__(
        self,
        variant: str,
        options: dict[str, Any],
        levels: Sequence[str],
        seed: int,
        first_dealer: int | None = None,
        decider: Decider | None = None,
        practice_seed: int | None = None,
    ) -> None:
        self.variant = variant
        self.definition = get_game(variant)
        self.rules = self.definition.parse_options(options)
        if len(levels) != self.definition.seats:
            raise ValueError(f"{variant} needs {self.definition.seats} seats")
        self.levels = tuple(levels)
        self.seed = seed
        self.practice_seed = practice_seed
        dealer = random.Random(seed).randrange(4) if first_dealer is None else first_dealer
        self.match = Match(self.definition, self.rules, dealer)
        self.record = GameRecord(variant, self.definition.options_to_json(self.rules), dealer)
        self.decider = decider
        self.on_change: Callable[[TableController], None] | None = None
        self._ticket: int | None = None
        self._ticket_seat = -1
        self.hint = Hint(self)  # the human's hint: asked by the table, forgotten at each change
        self._views: dict[int, tuple[tuple[int, ...], TableView]] = {}
        self._deal_texts: list[tuple[list[str], list[tuple[int, str]], str]] = []
        self._objections_asked = (0, 0)  # the deal and action the computer seats were asked at
        self.state: State = self._start_deal()

    # --- dealing -------------------------------------------------------------

    @staticmethod
    def for_deal(
        spec: DealSpec, levels: Sequence[str], decider: Decider | None = None
    ) -> TableController:
        """A practice game of the one deal a deal code names."""
        return TableController(
            spec.variant, spec.options, levels, spec.seed, spec.dealer, decider, spec.seed
        )

    @property
    def practice(self) -> bool:
        """Whether this is a practice deal (never saved, never counted)."""
        return self.practice_seed is not None

    def _start_deal(self) -> State:
        number = len(self.match.results)
        seed = deal_seed(self.seed, number) if self.practice_seed is None else self.practice_seed
        deck = deck_from_seed(self.definition.deck(self.rules), seed)
        code = code_or_none(self.variant, self.record.options, self.match.dealer, seed)
        self.record.deals.append(RecordedDeal([card.code for card in deck], code=code))
        return self.match.deal_from(deck)

    @property
    def deal_code(self) -> str | None:
        """The current deal's code (a deal resumed from an older save may have none)."""
        return self.record.deals[-1].code

    def replay_spec(self) -> DealSpec | None:
        """The current deal as its code names it, to play it again from the start."""
        code = self.deal_code
        try:
            return None if code is None else decode(code)
        except DealCodeError:  # a damaged save's code: the deal cannot be named again
            return None

    def deal_again(self, levels: Sequence[str], decider: Decider | None) -> TableController:
        """The current deal from its start, in a controller of its own with these seats.

        It has the same deck, dealer and options and the same match before it (the deals
        before, their totals and what they carry), and asks each decision with the seed the
        same decision had here: a seat that sees the same table decides as it did.  No
        table saves or counts it."""
        record = self.record
        again = TableController(
            self.variant,
            record.options,
            levels,
            self.seed,
            record.first_dealer,
            decider,
            self.practice_seed,
        )
        again.record.deals[:] = record.deals[:-1]
        try:
            for _ in replay_deals(again.match, again.record.deals):
                pass
        except ReplayFaultError as fault:
            raise _save_error(fault) from None
        last = record.deals[-1]
        again.record.deals.append(RecordedDeal(list(last.deck), code=last.code))
        again.state = again.match.deal_from(last.deck)
        return again

    @property
    def deal_over(self) -> bool:
        return self.state.is_over

    @property
    def game_over(self) -> bool:
        """The game is won, or a practice deal is over."""
        return self.match.is_finished or (self.practice and bool(self.match.results))

    def next_deal(self) -> State:
        """Start the next deal once the current one is over (the game must go on)."""
        if not self.state.is_over:
            raise IllegalActionError("the deal is not over")
        if self.game_over:
            raise IllegalActionError("the game is over")
        self._forget_requests()
        self.state = self._start_deal()
        self._changed()
        return self.state

    def opening_events(self) -> list[Event]:
        """The events of the current deal's dealing (for the deal animation)."""
        return list(self.state.opening)

    # --- whose turn ------------------------------------------------------------

    @property
    def to_act(self) -> int:
        return self.state.to_act

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.levels) and self.levels[seat] == HUMAN

    @property
    def human_to_act(self) -> bool:
        return not self.state.is_over and self.is_human(self.state.to_act)

    @property
    def ai_thinking(self) -> bool:
        return self._ticket is not None

    def view(self, seat: int = 0) -> TableView:
        """The seat's view, kept until the next action (the table asks for it many times a
        frame; a view is immutable and only ``act``, ``undo`` and a new deal change it)."""
        key = (id(self.state), len(self.record.deals), len(self.record.deals[-1].actions), seat)
        cached = self._views.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.state.view(seat))
            self._views[seat] = cached
        return cached[1]

    def trick_view(self, seat: int = 0) -> TrickView:
        """The seat's view at the trick table (the game's view is a ``TrickView``)."""
        view = self.view(seat)
        if not isinstance(view, TrickView):
            raise TypeError(f"{self.variant} is not played to tricks")
        return view

    def rummy_view(self, seat: int = 0) -> RummyView:
        """The seat's view at the rummy table (the game's view is a ``RummyView``)."""
        view = self.view(seat)
        if not isinstance(view, RummyView):
            raise TypeError(f"{self.variant} is not a rummy")
        return view

    def legal_actions(self) -> list[Any]:
        return self.state.legal_actions()

    def legal_cards(self) -> set[Card]:
        """The cards the human may play now (empty when it is not his turn to play a card)."""
        if not self.human_to_act:
            return set()
        return {a for a in self.state.legal_actions() if isinstance(a, Card)}

    def announcements(self) -> list[Any]:
        """What the human may announce now besides his legal actions (a claim of the
        remaining tricks, Sawa, Akka): each may still be refused, with the rule's reason."""
        if not self.human_to_act or self.state.is_over:
            return []
        return list(self.state.announcements())

    def decisions(self) -> list[Any]:
        """The human's legal actions that are not cards (bids, choices), for a panel."""
        if not self.human_to_act:
            return []
        return [a for a in self.state.legal_actions() if not isinstance(a, Card)]

    # --- acting ----------------------------------------------------------------

    def why_illegal(self, seat: int, action: Any) -> Reason | None:
        if self.state.is_over:
            return DEAL_OVER()
        if seat != self.state.to_act:
            return NOT_YOUR_TURN()
        return self.state.why_illegal(action)

    def act(self, seat: int, action: Any) -> Step:
        """Take ``seat``'s action after checking it; record it and report what it caused."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalActionError(reason)
        self._forget_requests()
        announced = action in self.state.announcements()
        events = self.state.apply(action)
        self.record.deals[-1].actions.append((seat, str(action)))
        if self.state.is_over:
            self.match.finish_deal(self.state)
        self._changed()
        return Step(seat, action, tuple(events), announced)

    # --- calls out of turn (Baloot's Qayd) ---------------------------------------------

    def objections(self, seat: int = 0) -> list[Any]:
        """The calls ``seat`` may make now out of turn (each judged right or wrong when made);
        none once the next deal has begun."""
        return list(self.state.objections(seat))

    def call_out(self, seat: int, action: Any) -> Step:
        """``seat``'s call out of turn, checked, recorded and judged.  It may follow the deal's
        last card: the deal booked then is booked again with the call's result."""
        seated = self.state.seated_action(seat, action)
        if seated is None:
            raise IllegalActionError(NOT_YOUR_TURN())
        reason = self.state.why_illegal(seated)
        if reason is not None:
            raise IllegalActionError(reason)
        self._forget_requests()
        booked = self.state.is_over
        events = self.state.apply(seated)
        self.record.deals[-1].actions.append((seat, str(seated)))
        if booked:
            self._rebook_last_deal()
        elif self.state.is_over:
            self.match.finish_deal(self.state)
        self._changed()
        return Step(seat, seated, tuple(events), True)

    def pump_objection(self) -> Step | None:
        """``computer_objection`` once after each action (the table asks every frame)."""
        done = (len(self.record.deals), len(self.record.deals[-1].actions))
        if done == self._objections_asked:
            return None
        self._objections_asked = done
        return self.computer_objection()

    def computer_objection(self) -> Step | None:
        """A computer seat's call out of turn on what was just done, if one makes it (asked
        of each computer seat the game offers a call to, from its own information)."""
        if self.decider is None:
            return None
        for seat, level in enumerate(self.levels):
            if self.is_human(seat) or not self.state.objections(seat):
                continue
            call = self.decider.objection(self.state, seat, level)
            if call is not None and self.state.why_illegal(call) is None:
                return self.call_out(seat, call)
        return None

    def _rebook_last_deal(self) -> None:
        """Book the current deal again (a call changed its result after it was booked): the
        match is rebuilt from the deals before it, then this deal is booked as it stands."""
        match = Match(self.definition, self.rules, self.record.first_dealer)
        try:
            for _ in replay_deals(match, self.record.deals[:-1]):
                pass
        except ReplayFaultError as fault:
            raise _save_error(fault) from None
        match.deal_from(self.record.deals[-1].deck)
        match.finish_deal(self.state)
        self.match = match

    @property
    def melds_on_table(self) -> bool:
        """Whether the game is a rummy (cards are melded, not played to tricks)."""
        return self.definition.table is TableKind.RUMMY

    def action_of(self, text: str) -> Any:
        """The action a record text of this game names (events and views carry the texts)."""
        return self.definition.parse_action(self.rules, text)

    def actions_for_drop(self, seat: int, cards: Sequence[Card], zone: DropZone) -> list[Any]:
        """The legal actions that "these cards dropped on this zone" can mean.

        Trick games: one card on the table.  Rummies: nothing on the stock
        (draw) or the pile (pick it up), one card on the pile (discard), cards
        on the table (a new meld) or on one of the team's melds (lay off); a
        drop may mean several actions (a wild's end, a meld's readings).
        """
        if self.state.is_over or seat != self.state.to_act:
            return []
        legal = self.state.legal_actions()
        where = zone.kind
        if not self.melds_on_table:
            if where is not ZoneKind.TABLE or len(cards) != 1:
                return []
            if cards[0] not in legal and self.state.why_illegal(cards[0]) is None:
                return [cards[0]]  # a foul the game lets through, to be called (Baloot's Qayd)
            return [a for a in legal if a is cards[0]]
        wanted = sorted(card.index for card in cards)
        if not cards and where in (ZoneKind.STOCK, ZoneKind.PILE):
            kind = ActionKind.DRAW if where is ZoneKind.STOCK else ActionKind.PICKUP
            return [a for a in legal if a.action_kind is kind]
        if where is ZoneKind.PILE and len(cards) == 1:
            return [
                a for a in legal if a.action_kind is ActionKind.DISCARD and a.card == cards[0].index
            ]
        if where is ZoneKind.TABLE:
            return [
                a for a in legal if a.action_kind is ActionKind.MELD and sorted(a.cards) == wanted
            ]
        if where is ZoneKind.MELD:
            return [
                a
                for a in legal
                if a.action_kind is ActionKind.LAY_OFF
                and a.meld == zone.meld
                and sorted(a.cards) == wanted
            ]
        return []

    def drop_reason(self, seat: int, cards: Sequence[Card], zone: DropZone) -> Reason:
        """Why a drop matches no legal action: the rule it breaks."""
        where = zone.kind
        if not self.melds_on_table:
            if where is not ZoneKind.TABLE:
                return DROP_ON_TABLE()
            if len(cards) != 1:
                return ONE_AT_A_TIME()
            return self.why_illegal(seat, cards[0]) or CANNOT_PLAY()
        action = self._drop_action(cards, zone)
        if action is None:
            if where is ZoneKind.THEIRS:
                return ONLY_OWN_MELDS()
            if where is ZoneKind.PILE:
                return ONE_DISCARD()
            if where is ZoneKind.STOCK:
                return CLICK_STOCK()
            return WHERE_TO_DROP()
        reason = self.why_illegal(seat, action)
        # The cards fit, written otherwise (a sequence's order, then a wild's end): the rule
        # that still forbids them is the answer.
        for _ in range(2):
            if reason is None or not reason.instead:
                break
            reason = self.why_illegal(
                seat, self.definition.parse_action(self.rules, reason.instead)
            )
        return reason or CANNOT_GO()

    def _drop_action(self, cards: Sequence[Card], zone: DropZone) -> Any | None:
        """The action a rummy drop asks for, legal or not (cards ordered by rank, wilds last)."""
        ordered = tuple(sorted(cards, key=lambda c: (c.is_joker or c.rank == 0, c.rank, c.index)))
        where = zone.kind
        if not cards and where in (ZoneKind.STOCK, ZoneKind.PILE):
            kind = ActionKind.DRAW if where is ZoneKind.STOCK else ActionKind.PICKUP
        elif where is ZoneKind.PILE:
            kind = ActionKind.DISCARD
        elif where is ZoneKind.TABLE:
            kind = ActionKind.MELD
        elif where is ZoneKind.MELD:
            kind = ActionKind.LAY_OFF
        else:
            return None
        return self.definition.gesture_action(self.rules, kind, ordered, zone.meld)

    # --- the AI seats and hints ------------------------------------------------

    def _request_seed(self) -> int:
        return self.position_seed()

    def position_seed(self, salt: str = "") -> int:
        """A seed fixed by the game's seed and the position (``salt`` tells the questions
        apart): asked again in the same position, a question gets the same answer."""
        deal = self.record.deals[-1]
        return random.Random(
            f"{salt}{self.seed}/{len(self.record.deals)}/{len(deal.actions)}"
        ).getrandbits(62)

    def pump(self) -> Step | None:
        """Advance the AI seats without waiting: ask, then take the answer when it is ready."""
        state = self.state
        if state.is_over or self.is_human(state.to_act) or self.decider is None:
            return None
        seat = state.to_act
        if self._ticket is None or self._ticket_seat != seat:
            self._ticket = self.decider.request(
                state, seat, self.levels[seat], self._request_seed()
            )
            self._ticket_seat = seat
        done, action = self.decider.poll(self._ticket)
        if not done:
            return None
        self._ticket = None
        if self.state.why_illegal(action) is not None:
            # The AI's tests rule this out; if it ever happens the game still goes on.
            action = state.legal_actions()[0]
        return self.act(seat, action)

    def _forget_requests(self) -> None:
        if self.decider is not None and self._ticket is not None:
            self.decider.cancel(self._ticket)
        self._ticket = None
        self.hint.forget()

    def close(self) -> None:
        self._forget_requests()

    # --- undo --------------------------------------------------------------------

    def _human_action_indices(self) -> list[int]:
        return [
            i for i, (seat, _) in enumerate(self.record.deals[-1].actions) if self.is_human(seat)
        ]

    @property
    def can_undo(self) -> bool:
        return not self.state.is_over and bool(self._human_action_indices())

    def undo(self) -> bool:
        """Go back to the human's previous decision in this deal (replaying the record)."""
        if not self.can_undo:
            return False
        self._forget_requests()
        deal = self.record.deals[-1]
        keep = self._human_action_indices()[-1]
        del deal.actions[keep:]
        self.state = self._replay_deal()
        self._changed()
        return True

    def moment_before(self, index: int) -> Moment:
        """The current deal just before its action number ``index`` (from 0): the state then,
        who acted and the action (for "why did they play that?")."""
        deal = self.record.deals[-1]
        if not 0 <= index < len(deal.actions):
            raise IndexError(f"the deal has no action {index}")
        state = self.match.deal_from(deal.deck)
        replayed = replay_deal(self.match, state, deal, len(self.record.deals), keep_before=True)
        seed = random.Random(f"why/{self.seed}/{len(self.record.deals)}/{index}").getrandbits(62)
        return Moment(replayed.before[index], deal.actions[index][0], replayed.actions[index], seed)

    def card_played_at(self, card: Card) -> int | None:
        """The index of the action of the current deal that played ``card`` (None: not
        played in this deal)."""
        for index, (_, text) in enumerate(self.record.deals[-1].actions):
            if text == card.code:
                return index
        return None

    def deal_history(self) -> list[tuple[list[Event], TableView]]:
        """The current deal's actions again, each as the events it caused and the human's view
        after it (the table rebuilds its log from them when a game is continued)."""
        out: list[tuple[list[Event], TableView]] = []
        owner = self
        if self.state.is_over and len(self.match.results) == len(self.record.deals):
            owner = self.deal_again(self.levels, None)  # the match before this deal was booked
            owner.record.deals[-1].actions[:] = self.record.deals[-1].actions
        owner._replay_deal(lambda events, state: out.append((events, state.view(0))))
        return out

    def _replay_deal(self, watch: Watch | None = None) -> State:
        """The current deal replayed from its deck on the match as it stands."""
        deal = self.record.deals[-1]
        try:
            state = self.match.deal_from(deal.deck)
            return replay_deal(self.match, state, deal, len(self.record.deals), watch=watch).end
        except ReplayFaultError as fault:
            raise _save_error(fault) from None

    # --- the books -----------------------------------------------------------------

    @property
    def results(self) -> list[DealResult]:
        return self.match.results

    @property
    def totals(self) -> list[int]:
        return self.match.totals

    def score_sheet(self) -> list[SheetRow]:
        """Every finished deal: its contract, its points and the running totals after it."""
        rows = []
        totals = [0] * self.match.players
        for number, result in enumerate(self.match.results, 1):
            totals = [t + p for t, p in zip(totals, result.points, strict=True)]
            doubled = (result.contract is not None and result.contract.factor > 1) or any(
                line.key.startswith("double") for line in result.lines
            )
            rows.append(
                SheetRow(
                    number,
                    result.contract,
                    result.made,
                    tuple(result.points),
                    tuple(totals),
                    result.thrown_in,
                    doubled,
                    result.ending,
                )
            )
        return rows

    @property
    def target(self) -> int | None:
        """The points that end the game, for a game that declares a target."""
        value = self.definition.options_to_json(self.rules).get(TARGET)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def reserve(self) -> int:
        """Points held over to the next deal (Belote's litige reserve), else 0."""
        carry = self.match.carry
        return carry if isinstance(carry, int) and not isinstance(carry, bool) else 0

    def last_result(self) -> DealResult | None:
        return self.match.results[-1] if self.state.is_over and self.match.results else None

    # --- saving ------------------------------------------------------------------

    def _changed(self) -> None:
        self._views.clear()
        if self.on_change is not None:
            self.on_change(self)

    def to_json(self) -> dict[str, Any]:
        data = self.record.to_json()
        data["table"] = self._table_json()
        return data

    def _table_json(self) -> dict[str, Any]:
        return {"kind": SAVE_KIND, "levels": list(self.levels), "seed": self.seed}

    def save_text(self) -> str:
        """The save as compact JSON text, the same data as ``to_json``.

        The game is saved after every action: a finished deal's text is made once and
        reused, so a save costs about as much as the current deal, however long the game.
        """
        record = self.record
        shell = GameRecord(record.variant, record.options, record.first_dealer, [], record.extra)
        top = {k: v for k, v in shell.to_json().items() if k != "deals"}
        top["table"] = self._table_json()
        top["deals"] = []
        head = _compact(top)
        assert head.endswith('"deals":[]}')
        last = len(record.deals) - 1
        del self._deal_texts[len(record.deals) :]
        parts = []
        for index, deal in enumerate(record.deals):
            cached = self._deal_texts[index] if index < len(self._deal_texts) else None
            if index < last and cached and cached[0] == deal.deck and cached[1] == deal.actions:
                parts.append(cached[2])
                continue
            text = _compact(deal.to_json())
            entry = (list(deal.deck), list(deal.actions), text)
            if index < len(self._deal_texts):
                self._deal_texts[index] = entry
            else:
                self._deal_texts.append(entry)
            parts.append(text)
        return f"{head[:-3]}[{','.join(parts)}]}}"

    @staticmethod
    def from_json(
        data: Any, decider: Decider | None = None, known_levels: Collection[str] | None = None
    ) -> TableController:
        """Resume a saved game exactly where it was (raises ``SaveError`` in plain words).

        ``known_levels`` are the computer levels this program has: a save naming another
        (from a later version, or damaged) is refused before any seat is asked to play.
        """
        try:
            record = parse_record(data)
            table = record.extra.get("table")
            if not isinstance(table, dict) or table.get("kind") != SAVE_KIND:
                raise SaveError("the file is a game record but not a saved table")
            levels = table.get("levels")
            seed = table.get("seed")
            if not isinstance(levels, list) or not all(isinstance(x, str) for x in levels):
                raise SaveError("the saved seats are unreadable")
            if not levels or levels[0] != HUMAN:
                raise SaveError("the saved game has no player in seat 0")
            for level in levels[1:]:
                if known_levels is not None and level not in known_levels:
                    raise SaveError(
                        f"the saved game names an unknown computer level {brief(level)}"
                    )
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise SaveError("the saved seed is unreadable")
            if not record.deals:
                raise SaveError("the save holds no deal")
            controller = TableController(
                record.variant, record.options, levels, seed, record.first_dealer, decider
            )
            controller.record.deals[:] = record.deals
            for deal in replay_deals(controller.match, record.deals):
                controller.state = deal.end
            return controller
        except SaveError:
            raise
        except ReplayFaultError as fault:
            raise _save_error(fault) from None
        except (AtoutError, ValueError, KeyError, TypeError) as error:
            raise SaveError(str(error)) from None


def _save_error(fault: ReplayFaultError) -> SaveError:
    """A save's fault in the table's words."""
    if fault.kind in ("deck", "unreadable", "unfinished"):
        return SaveError(fault.reason)
    if fault.index == 0:
        return SaveError(str(fault))
    reason = "out of turn" if fault.kind == "turn" else fault.reason
    return SaveError(
        f"the saved action {fault.text!r} of seat {fault.seat} breaks the rules: {reason}"
    )


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
