"""The decision panel: one button per legal decision that is not a card (bids, contracts,
doubles), folded into groups when there are many (Barbu's contracts with their suits and
start ranks).  The rules core says what is legal; the panel only shows it, and hands
the chosen action back to the table scene that owns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.anim import Animator
from game.ui.i18n import action_group, card_label, say_action, say_group, tr
from game.ui.layout import Box, TableLayout, panel_buttons
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App


class PanelHost(Protocol):
    """What the panel reads of its table."""

    app: App
    controller: TableController
    layout: TableLayout
    animator: Animator
    show_hint: bool


class DecisionPanel:
    """The table's panel of decisions: which group is open, and the buttons drawn last."""

    def __init__(self, table: PanelHost) -> None:
        self.table = table
        self.group = ""  # the folded group the human opened
        self.buttons: list[tuple[Button, Any]] = []  # each button with its payload
        self.drawn: Box | None = None  # the panel as last drawn (a grid may go beside it)

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

    def payload_at(self, pos: tuple[int, int]) -> Any | None:
        """The payload of the button under ``pos`` as last drawn (None: no button there)."""
        for button, payload in self.buttons:
            if button.hit(pos):
                return payload
        return None

    def offers(self) -> tuple[str, list[Any]]:
        """The panel's title and the decisions it offers now (none: no panel)."""
        c = self.table.controller
        decisions = c.decisions() if self.table.animator.idle and not c.deal_over else []
        return tr("table.bid_title"), decisions

    def draw(self, surface: pygame.Surface) -> None:
        """The decision panel: one button per legal non-card action of the human."""
        c = self.table.controller
        self.buttons = []
        self.drawn = None
        title, decisions = self.offers()
        if not decisions:
            return
        res = self.table.app.resources
        font = self.table.layout.font
        entries = self.entries(decisions)
        rows = (len(entries) + 3) // 4
        base = self.table.layout.panel
        box = Box.centred(*base.center, base.w, max(base.h, font * (3.8 + rows * 2.8)))
        widgets.panel(surface, box)
        self.drawn = box
        widgets.text(
            surface,
            res,
            title,
            round(font * 1.1),
            (box.center[0], box.y + font * 0.9),
            widgets.GOLD,
            "center",
        )
        view = c.view(0)
        turn_up = view.turn_up if isinstance(view, TrickView) else None
        if isinstance(view, TrickView) and turn_up is not None:
            round_no = view.bid_round
            widgets.text(
                surface,
                res,
                f"{tr('table.turn_up')}: {card_label(turn_up.code)}  ·  {round_no}",
                round(font * 0.85),
                (box.center[0], box.y + font * 2.2),
                widgets.DIM,
                "center",
            )
        hint = c.hint if self.table.show_hint else None
        boxes = panel_buttons(box, len(entries), font)
        for i, (b, (label, payload)) in enumerate(zip(boxes, entries, strict=True)):
            selected = hint is not None and (
                payload == hint
                or (
                    isinstance(payload, tuple)
                    and payload[0] == "group"
                    and action_group(hint) == payload[1]
                )
            )
            button = Button(
                b, f"{i + 1}  {label}" if i < 9 else label, str(payload), selected=selected
            )
            button.draw(surface, res, font)
            self.buttons.append((button, payload))
