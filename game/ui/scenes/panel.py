"""The decision panel: one button per legal decision that is not a card (bids, contracts,
doubles), folded into groups when there are many (Barbu's contracts with their suits and
start ranks).  The rules core says what is legal; the panel only shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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


class DecisionPanel:
    """The panel half of the table scene."""

    app: App
    controller: TableController
    layout: TableLayout
    animator: Animator
    show_hint: bool
    panel_group: str
    panel_buttons: list[tuple[Button, Any]]

    def play(self, action: Any) -> bool:
        """Take the human's action (the table scene does it)."""
        raise NotImplementedError

    def panel_entries(self, decisions: list[Any]) -> list[tuple[str, Any]]:
        """The panel's buttons: (label, payload), payload an action or ("group", key) or ("back",).

        A long list of decisions (Barbu's contracts with their suits and ranks) is
        folded by group; clicking a group opens it.
        """
        groups = [action_group(a) for a in decisions]
        if self.panel_group:
            inside = [
                (say_action(a), a)
                for group, a in zip(groups, decisions, strict=True)
                if group == self.panel_group
            ]
            if inside:
                return [*inside, (tr("act.back"), ("back",))]
            self.panel_group = ""
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

    def choose_entry(self, payload: Any) -> None:
        if isinstance(payload, tuple) and payload and payload[0] == "group":
            self.panel_group = payload[1]
        elif isinstance(payload, tuple) and payload == ("back",):
            self.panel_group = ""
        else:
            self.panel_group = ""
            self.play(payload)

    def panel_choices(self) -> tuple[str, list[Any]]:
        """The panel's title and the decisions it offers now (none: no panel)."""
        c = self.controller
        decisions = c.decisions() if self.animator.idle and not c.deal_over else []
        return tr("table.bid_title"), decisions

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The decision panel: one button per legal non-card action of the human."""
        c = self.controller
        self.panel_buttons = []
        title, decisions = self.panel_choices()
        if not decisions:
            return
        res = self.app.resources
        font = self.layout.font
        entries = self.panel_entries(decisions)
        rows = (len(entries) + 3) // 4
        base = self.layout.panel
        box = Box.centred(*base.center, base.w, max(base.h, font * (3.8 + rows * 2.8)))
        widgets.panel(surface, box)
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
        hint = c.hint if self.show_hint else None
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
            self.panel_buttons.append((button, payload))
