"""The decision panel: one button per legal decision that is not a card (bids, contracts,
doubles), folded into groups when there are many (Barbu's contracts with their suits and
start ranks), under a title that is the question they answer ("Take ♥ or pass?", from the
decisions' wording: ``say_question``).  It stands under the turn-up while one lies on the
table, and lower while Barbu's declarer chooses, leaving room for the compact grid of
contracts above it (the room a game's extras ask for).  The rules core says what is legal
and what it asks; the panel only shows it, and hands the chosen action back to the table
scene that owns it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.anim import Animator
from game.ui.app import App
from game.ui.dominoes import domino_panel
from game.ui.i18n import action_group, card_label, say_action, say_group, say_question, tr
from game.ui.layout import (
    PANEL_BUTTON,
    PANEL_ROW,
    PANEL_ROW_TALL,
    Box,
    TableLayout,
    panel_button_width,
    panel_buttons,
    panel_columns,
)
from game.ui.widgets import Button

OPAQUE = (18, 40, 30, 252)  # the panel's ground: no card under it shows through its words
TITLE = 1.1  # the question's size, in fonts
NOTE = 0.85  # the turn-up line's size, in fonts
PAD = 0.5  # above the question, in fonts
DOMINO_WIDTH = 18.0  # the widest a panel beside the Dominoes rows grows, in fonts


class PanelHost(Protocol):
    """What the panel reads of its table."""

    @property
    def app(self) -> App: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def animator(self) -> Animator: ...

    def room_over_panel(self, width: float) -> float:
        """The height a game's extras take above a panel ``width`` wide (Barbu's compact grid
        of contracts while the human chooses his contract; 0: none)."""
        ...


def moved_down(layout: TableLayout, box: Box, top: float) -> Box:
    """The panel moved down so that its top is at ``top`` or below, as far as our plate
    allows (it stays clear of the turn-up, or of Barbu's compact grid over it)."""
    lowest = layout.labels[0].y - layout.margin * 0.5 - box.bottom
    down = max(0.0, min(top - box.y, lowest))
    return Box(box.x, box.y + down, box.w, box.h)


def clear_of_side_plates(layout: TableLayout, box: Box) -> Box:
    """The panel moved under West's and East's plates where it would cover one (portrait:
    they sit under the trick), when there is room for it there above our plate."""
    for plate in (layout.labels[1], layout.labels[3]):
        if covers(box, plate):
            lower = moved_down(layout, box, plate.bottom + layout.margin * 0.5)
            if not covers(lower, plate):
                box = lower
    return box


def covers(a: Box, b: Box) -> bool:
    """Whether two boxes share more than a rounding's sliver."""
    apart = a.right <= b.x + 0.5 or b.right <= a.x + 0.5
    return not (apart or a.bottom <= b.y + 0.5 or b.bottom <= a.y + 0.5)


class DecisionPanel:
    """The table's panel of decisions: which group is open, and the buttons drawn last."""

    def __init__(self, table: PanelHost) -> None:
        self.table = table
        self.group = ""  # the folded group the human opened
        self.buttons: list[tuple[Button, Any]] = []  # each button with its payload
        self.drawn: Box | None = None  # the panel as last drawn (a grid may go beside it)
        self.announcing = False  # it offers announcements in the play (a claim), not a call

    def entries(self, decisions: list[Any]) -> list[tuple[str, Any]]:
        """The panel's buttons: (label, payload), payload an action or ("group", key) or ("back",).

        A long list of decisions (Barbu's contracts with their suits and ranks) is
        folded by group; clicking a group opens it.
        """
        groups = [action_group(a) for a in decisions]
        if self.group:
            inside = [
                (say_action(a), a)
                for group, a in zip(groups, decisions, strict=True)
                if group == self.group
            ]
            if inside:
                return [*inside, (tr("act.back"), ("back",))]
            self.group = ""
        if len(decisions) <= 8:
            return [(say_action(a), a) for a in decisions]
        counts: dict[str, int] = {}
        for group in groups:
            counts[group] = counts.get(group, 0) + 1
        entries: list[tuple[str, Any]] = []
        seen: set[str] = set()
        for group, a in zip(groups, decisions, strict=True):
            if group and counts[group] > 1:
                if group not in seen:
                    seen.add(group)
                    entries.append((say_group(group), ("group", group)))
            else:
                entries.append((say_action(a), a))
        return entries

    def choose(self, payload: Any) -> Any | None:
        """Open or close a group for a group's button; else the action the human chose."""
        if isinstance(payload, tuple) and payload and payload[0] == "group":
            self.group = payload[1]
        elif isinstance(payload, tuple) and payload == ("back",):
            self.group = ""
        else:
            self.group = ""
            return payload
        return None

    def offer(self, choices: list[Any]) -> None:
        """Ask which of these actions a gesture meant.  This panel offers the controller's
        decisions alone, and no gesture of the trick table means several actions: a panel
        that can ask (Burraco's chooser) keeps them."""

    def payload_at(self, pos: tuple[int, int]) -> Any | None:
        """The payload of the button under ``pos`` as last drawn (None: no button there)."""
        for button, payload in self.buttons:
            if button.hit(pos):
                return payload
        return None

    def offers(self) -> tuple[str, list[Any]]:
        """The panel's title, the question the decisions answer, and the decisions it offers
        now (none: no panel)."""
        c = self.table.controller
        idle = self.table.animator.idle and not c.deal_over
        decisions = c.decisions() if idle else []
        self.announcing = False
        if idle and not decisions:  # on his lead: a claim, Sawa, Akka beside the cards
            said = c.announcements()
            if said:
                self.announcing = True
                return tr("table.announce"), said
        return say_question(decisions, self.group), decisions

    def note(self) -> str:
        """The line under the title: the turn-up and the bidding round while there is one."""
        view = self.table.controller.view(0)
        if not isinstance(view, TrickView) or view.turn_up is None:
            return ""
        return tr("table.turn_up_round", card=card_label(view.turn_up.code), round=view.bid_round)

    def tall(self, width: float, labels: list[str]) -> bool:
        """Whether some label of the buttons needs two lines at the buttons' width (then every
        row is taller, so no line touches its button's edge)."""
        font = self.table.layout.font
        inner = panel_button_width(width, len(labels), font) - 10 - 2 * font * 0.8
        res = self.table.app.resources
        return any(len(widgets.fit_text(res, label, font, inner).lines) > 1 for label in labels)

    def place(self, title: str, note: str, labels: list[str]) -> tuple[Box, list[str]]:
        """The panel's box and its title's lines: over the table's middle, as high as its words
        and rows of buttons; once cards lie in Barbu's Dominoes rows, beside them, never over
        them; announcements on the human's lead (a claim), small, where the trick will lie."""
        layout = self.table.layout
        font = layout.font
        res = self.table.app.resources
        view = self.table.controller.view(0)
        laid = isinstance(view, TrickView) and any(view.rows)
        area = domino_panel(layout) if laid else None
        width = layout.panel.w if area is None else min(area.w, font * DOMINO_WIDTH)
        if self.announcing:  # as wide as its buttons (and its question) need
            title_w = res.font(round(font * TITLE)).size(title)[0] + font * 1.6
            buttons_w = len(labels) * font * (PANEL_BUTTON + 0.6) + font * 0.6
            width = min(width, layout.drop.w, max(title_w, buttons_w))
        if area is None and not layout.portrait:  # it may move down beside the side plates
            west, east = layout.labels[1], layout.labels[3]
            width = min(width, east.x - west.right - 2 * layout.margin)
        size = round(font * TITLE)
        lines = widgets.wrap(res, title, size, width - font * 1.2)
        count = len(labels)
        per_row = panel_columns(width, count, font)
        rows = (count + per_row - 1) // per_row
        row = PANEL_ROW_TALL if self.tall(width, labels) else PANEL_ROW
        height = (
            font * (PAD + 0.5 + rows * (row + 0.6))
            + len(lines) * res.font(size).get_linesize()
            + (res.font(round(font * NOTE)).get_linesize() if note else 0)
        )
        if area is not None:
            return Box.centred(*area.center, width, min(height, area.h)), lines
        if self.announcing:  # in the play, on his lead: small, where the trick will lie
            return Box.centred(*layout.drop.center, width, height), lines
        taller = font * rows * (row - PANEL_ROW)  # two-line labels: it grows down, not up
        centred = Box.centred(*layout.panel.center, width, height - taller)
        box = Box(centred.x, centred.y, width, height)
        room = self.table.room_over_panel(width)
        if room > 0:
            box = moved_down(layout, box, layout.labels[2].bottom + layout.margin * 0.5 + room)
        if isinstance(view, TrickView) and view.turn_up is not None:
            box = moved_down(layout, box, layout.turn_up[1] + layout.card[1] / 2 + layout.margin)
        return clear_of_side_plates(layout, box), lines

    def draw(self, surface: pygame.Surface) -> None:
        """The decision panel: its question, the turn-up, one button per legal non-card action
        of the human (its key, 1 to 9, in the corner), on a ground no card shows through."""
        c = self.table.controller
        self.buttons = []
        self.drawn = None
        title, decisions = self.offers()
        if not decisions:
            return
        res = self.table.app.resources
        font = self.table.layout.font
        entries = self.entries(decisions)
        note = self.note()
        labels = [label for label, _ in entries]
        box, lines = self.place(title, note, labels)
        widgets.panel(surface, box, OPAQUE)
        self.drawn = box
        y = box.y + font * PAD
        for line in lines:
            size = round(font * TITLE)
            widgets.text(surface, res, line, size, (box.center[0], y), widgets.GOLD, "midtop")
            y += res.font(size).get_linesize()
        if note:
            size = round(font * NOTE)
            widgets.text(surface, res, note, size, (box.center[0], y), widgets.DIM, "midtop")
        hint = c.hint.action
        boxes = panel_buttons(box, len(entries), font, self.tall(box.w, labels))
        for i, (b, (label, payload)) in enumerate(zip(boxes, entries, strict=True)):
            selected = hint is not None and (
                payload == hint
                or (
                    isinstance(payload, tuple)
                    and payload[0] == "group"
                    and action_group(hint) == payload[1]
                )
            )
            inset = font * 0.8 if i < 9 else 0.0  # the key digit's corner stays clear
            button = Button(b, label, str(payload), selected=selected, inset=inset)
            button.draw(surface, res, font)
            if i < 9:
                corner = (b.x + font * 0.35, b.y + font * 0.2)
                widgets.text(
                    surface, res, str(i + 1), round(font * 0.7), corner, widgets.DIM, shadow=False
                )
            self.buttons.append((button, payload))
