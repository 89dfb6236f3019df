"""The learn mode's coach: the hook object the table calls in a learn game.

The table calls its coach after every step it animates (``heard``), once per frame before
the flow of play (``update``: the coach may open a lesson or the mistake notice, or hold
the computer seats while it waits), when it saves, draws and takes a click.  The quiet
default (``game.ui.tables.host.Coach``) does nothing, so an ordinary game is untouched.

``LearnCoach`` guides a learn game.  At each of the learner's decisions, and when a deal
ends, it asks the core which rules come into play (``game.core.lessons``: from the
refusals of the cards he may not play, the events since his last decision, the decisions
offered) and queues the lesson of each one not yet shown in this game: one lesson at a
time, in the order the game declares (``LessonMoments.order``), each in its context.
After each play that ends his turn it asks the decision service to value it as the hand review would
(asynchronously, like the computer seats' moves, which wait for the answer); a mistake or
a blunder opens a notice with the better option, which he may take back.  It also shows
the partner's hand face up, a toggle on by default, and once a deal, after the first
trick, opens the card reading (what the learner can know of the hidden cards).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

import pygame

from game.core.api import Event, State
from game.core.cards import Card
from game.core.lessons import moments
from game.core.reasons import Reason
from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.i18n import has_text, tr
from game.ui.layout import Box
from game.ui.tables.host import Coach, TableHost

PARTNER = 2
LEARNER = 0
POOR_MARKS = ("mistake", "blunder")
"""The review's marks the coach points out at once (milder ones would only nag)."""


@runtime_checkable
class Reviewer(Protocol):
    """A decision service that can also value a played decision (``ai.service`` has it)."""

    def review(self, state: State, seat: int, played: Any, seed: int) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


@dataclass(frozen=True)
class Mistake:
    """A play the review marked poor: what was played, the better option, what it cost and
    over how many sampled deals, for the notice's words."""

    played: Any
    better: Any
    loss: float
    worlds: int
    mark: str


def lesson_key(variant: str, moment: str) -> str:
    """The words of a moment in a game: ``lesson.<game>.<moment>`` (``:`` written ``.``)."""
    return f"lesson.{variant}.{moment.replace(':', '.')}"


@dataclass
class LearnCoach(Coach):
    """The guide of a learn game (see the module's docstring)."""

    active = True
    show_partner: bool = True
    shown: set[str] = field(default_factory=set)
    heard_events: list[Event] = field(default_factory=list)
    deal_seen: int = -1
    turn_at: tuple[int, int] = (-1, -1)  # (deal, action count) of the decision last read
    before: State | None = None  # the state at the learner's decision, for the review
    ticket: int | None = None
    reviewed_at: tuple[int, int] = (-1, -1)  # (deal, action index) of the play under review
    reviewed_action: Any = None
    mistakes: list[Mistake] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)  # moments found, their lessons not shown
    due: list[str] = field(default_factory=list)  # of those, the ones to show now, in order
    read_in_deal: int = -1  # the deal whose card reading the coach last opened

    # --- the table's hooks ---------------------------------------------------------

    def heard(self, table: TableHost, events: tuple[Event, ...], seat: int, action: Any) -> None:
        self.heard_events.extend(events)
        c = table.controller
        index = len(c.record.deals[-1].actions) - 1
        if seat != LEARNER or self.before is None or c.deal_over or c.human_to_act:
            return  # a review only for a play that ends the learner's turn mid-deal
        if self.turn_at != (len(c.record.deals), index):
            return  # played before the coach read the position: no state to review it in
        if len(self.before.legal_actions()) < 2:
            return  # a forced play is never a mistake
        if action not in self.before.legal_actions():
            return  # an announcement (a claim): no choice the review values
        decider = table.app.decider
        if not isinstance(decider, Reviewer):
            return
        self.forget_review(table)
        seed = random.Random(f"learn/{c.seed}/{len(c.record.deals)}/{index}").getrandbits(62)
        self.ticket = decider.review(self.before, LEARNER, action, seed)
        self.reviewed_at = (len(c.record.deals), index)
        self.reviewed_action = action

    def update(self, table: TableHost) -> bool:
        c = table.controller
        if self.next_lesson(table):  # the next lesson due, once the last one closed
            return True
        if len(c.record.deals) != self.deal_seen:  # a new deal: its dealing's events first
            self.deal_seen = len(c.record.deals)
            self.heard_events = [*c.opening_events(), *self.heard_events]
        if self.ticket is not None:
            return self.poll_review(table)
        if c.human_to_act:
            at = (len(c.record.deals), len(c.record.deals[-1].actions))
            if at != self.turn_at:
                self.turn_at = at
                self.before = c.state.clone()
                if self.teach(table, c.legal_actions(), self.refusals(c)):
                    return True
                return self.show_reading(table)
        elif c.deal_over and self.heard_events:
            return self.teach(table, [], [])
        return False

    def show_reading(self, table: TableHost) -> bool:
        """Once a deal, at the learner's first card after a trick is gathered, the card
        reading opens by itself: what he can know of the hidden cards (I shows it again)."""
        c = table.controller
        view = c.view(LEARNER)
        if self.read_in_deal == len(c.record.deals) or not isinstance(view, TrickView):
            return False
        if not any(view.tricks_taken) or not any(isinstance(a, Card) for a in c.legal_actions()):
            return False
        self.read_in_deal = len(c.record.deals)
        table.app.push(table.app.route("reading", c.state, LEARNER, c.position_seed("reading/")))
        return True

    def open_hand(self, table: TableHost, seat: int) -> tuple[Card, ...]:
        c = table.controller
        if not (self.show_partner and seat == PARTNER and self.has_toggle(table)):
            return ()
        return c.view(PARTNER).hand

    # --- lessons -------------------------------------------------------------------

    @staticmethod
    def refusals(c: TableController) -> list[Reason]:
        """The rules' reasons for each held card the learner may not play now."""
        legal = c.legal_cards()
        if not legal:
            return []
        reasons = (c.why_illegal(LEARNER, card) for card in c.view(LEARNER).hand)
        return [reason for reason in reasons if reason is not None]

    def teach(self, table: TableHost, legal: list[Any], refusals: list[Reason]) -> bool:
        """Queue the lessons of the moments not yet shown, in the game's order, and open the
        first one due (True when one opened).

        The moments of the decision itself (its legal actions and refused cards) are due
        now, and so is every queued moment the game's order puts before the last of them;
        a later one (a contract announced while the learner doubles) waits for a later
        decision, or the deal's end, when all are due."""
        c = table.controller
        lessons = c.definition.lessons
        heard = moments(lessons, c.view(LEARNER), legal, refusals, self.heard_events)
        self.heard_events = []
        here = moments(lessons, c.view(LEARNER), legal, refusals, []) if legal else []
        for m in heard:
            new = m not in self.shown and m not in self.pending
            if new and has_text(lesson_key(c.variant, m)):
                self.pending.append(m)
        self.shown.update(heard)
        self.pending.sort(key=lessons.order.index)
        last = max((lessons.order.index(m) for m in here), default=len(lessons.order))
        self.due = [m for m in self.pending if lessons.order.index(m) <= last]
        return self.next_lesson(table)

    def next_lesson(self, table: TableHost) -> bool:
        """Open the first lesson due, if any: one at a time, the next when it closes."""
        if not self.due:
            return False
        moment = self.due.pop(0)
        self.pending.remove(moment)
        table.app.push(
            table.app.route("lesson", table, lesson_key(table.controller.variant, moment))
        )
        return True

    # --- the review ----------------------------------------------------------------

    def poll_review(self, table: TableHost) -> bool:
        """Take the review's answer when ready: a poor play opens the notice.  True while
        the computer seats wait for it."""
        decider = table.app.decider
        if self.ticket is None or not isinstance(decider, Reviewer):
            self.ticket = None
            return False
        done, decision = decider.poll(self.ticket)
        if not done:
            return True
        self.ticket = None
        c = table.controller
        still_last = c.record.deals[-1].actions and self.reviewed_at == (
            len(c.record.deals),
            len(c.record.deals[-1].actions) - 1,
        )
        if decision.mark.value not in POOR_MARKS or not still_last:
            return False
        mistake = Mistake(
            self.reviewed_action,
            c.action_of(decision.best),
            decision.loss,
            decision.worlds,
            decision.mark.value,
        )
        self.mistakes.append(mistake)
        table.app.push(table.app.route("learn_mistake", table, mistake))
        return True

    def forget_review(self, table: TableHost) -> None:
        decider = table.app.decider
        if self.ticket is not None and isinstance(decider, Reviewer):
            decider.cancel(self.ticket)
        self.ticket = None

    # --- the partner's cards toggle ---------------------------------------------------

    def toggle_box(self, table: TableHost) -> Box:
        """Just above the table's buttons, as wide as they are."""
        font = table.layout.font
        first = table.buttons[0].box
        return Box(first.x, first.y - font * 2.2, first.w, font * 1.7)

    def toggle_words(self) -> str:
        return tr("lesson.partner_on" if self.show_partner else "lesson.partner_off")

    @staticmethod
    def has_toggle(table: TableHost) -> bool:
        """A trick game of partners (the rummy table keeps its partner's hand closed)."""
        c = table.controller
        return c.definition.teams and not c.melds_on_table

    def draw(self, table: TableHost, surface: pygame.Surface) -> None:
        if not self.has_toggle(table):
            return
        box = self.toggle_box(table)
        widgets.panel(surface, box, (10, 25, 18, 210))
        font = table.layout.font
        res = table.app.resources
        fitted = widgets.fit_text(res, self.toggle_words(), round(font * 0.8), box.w - font * 0.6)
        widgets.draw_fitted(surface, res, fitted, box.center, widgets.GOLD, "center")

    def press(self, table: TableHost, pos: tuple[int, int]) -> bool:
        if not self.has_toggle(table) or not self.toggle_box(table).contains(pos):
            return False
        self.show_partner = not self.show_partner
        table.mark_dirty()
        return True
