"""What the Burraco table shows around its cards: meld areas (each named by its team, with
its points) and drop targets, the stock's count, the pots and who took each, burraco badges,
the hand's facts, plates and bubbles.

``BurracoHud`` is the hud part of the rummy table: the generic ``TableHud`` (whose
scores, log, bubbles and messages it keeps) with the rummy table's places and marks.  It
reads the rummy kind of table through the narrow ``RummyHudHost`` and never changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

import pygame

from game.burraco.melds import BURRACO_SIZE
from game.core.actions import ActionKind
from game.session.zones import NOWHERE, PILE_ZONE, TABLE_ZONE, DropZone, ZoneKind
from game.ui import widgets
from game.ui.games.burraco.layout import BurracoLayout, MeldPlaces, badge_room
from game.ui.i18n import tr, tr_n
from game.ui.layout import Box
from game.ui.sprites import CardSprite
from game.ui.tables.hud import HudHost, TableHud

BADGE_LEAST = 9  # the smallest text a badge shows; below it, a dot


class GrabKind(Enum):
    """What the left button took hold of."""

    HAND = "hand"  # hand cards
    STOCK = "stock"  # the stock (a click draws)
    PILE = "pile"  # the discard pile (a click picks it up, or discards the picked card)
    BAND = "band"  # a rubber band around hand cards, or a click that places them


@dataclass(slots=True)
class Grab:
    """What the left button holds: hand cards, the stock, the pile, or a rubber band."""

    kind: GrabKind
    press: tuple[int, int]
    sprites: list[CardSprite] = field(default_factory=list)
    origins: list[tuple[float, float]] = field(default_factory=list)
    offsets: list[tuple[float, float]] = field(default_factory=list)
    now: tuple[int, int] = (0, 0)
    moved: bool = False
    pressed: CardSprite | None = None  # the hand card under the press


class RummyHudHost(HudHost, Protocol):
    """What the Burraco hud reads of its table besides what every hud reads."""

    blayout: BurracoLayout
    grab: Grab | None
    targets: set[DropZone]  # the zones the dragged cards may go to
    meld_spots: list[MeldPlaces]

    def zone_at(self, pos: tuple[float, float]) -> DropZone:
        """The drop zone under ``pos``."""
        ...


class BurracoHud(TableHud):
    """Drawing of the Burraco table's places and marks."""

    table: RummyHudHost

    def __init__(self, table: RummyHudHost) -> None:
        super().__init__(table)

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        self.draw_table_marks(surface)
        self.draw_band(surface)
        super().draw_over_cards(surface)

    def plate_note(self, seat: int) -> str:
        view = self.table.controller.rummy_view()
        count = view.hand_sizes[seat]
        words = tr_n("burraco.cards", count)
        if view.unseen_pots[seat]:
            words += " + " + tr("burraco.pot_waiting")
        return words

    def draw_centre(self, surface: pygame.Surface) -> None:
        res = self.table.app.resources
        font = self.table.layout.font
        lay = self.table.blayout
        target = NOWHERE
        if self.table.dragging():
            assert self.table.grab is not None
            target = self.table.zone_at(self.table.grab.now)
        for team in (0, 1):
            area = lay.melds[team]
            lit = team == 0 and target == TABLE_ZONE and TABLE_ZONE in self.table.targets
            widgets.panel(surface, area, (255, 230, 140, 50) if lit else (0, 0, 0, 30))
            points = self.table.controller.rummy_view().meld_points[team]
            words = tr("burraco.team_on_table", team=tr(f"team.{team}"), points=points)
            fitted = widgets.fit_text(res, words, round(font * 0.8), area.w - font)
            corner = (area.right - font * 0.5, area.bottom - font * 0.1)  # under the melds
            widgets.draw_fitted(surface, res, fitted, corner, widgets.GOLD, "bottomright")
            if not self.table.controller.rummy_view().melds[team]:
                widgets.text(
                    surface,
                    res,
                    tr(f"burraco.melds.{team}"),
                    round(font * 0.9),
                    area.center,
                    widgets.DIM,
                    "center",
                )
        framed = set(self.table.targets) if self.table.dragging() else set()
        hint = self.table.controller.hint.action
        if hint is not None and hint.action_kind is ActionKind.LAY_OFF:
            framed.add(DropZone.on_meld(hint.meld))
        for zone in framed:
            if zone.kind is ZoneKind.MELD and self.table.meld_spots:
                number = zone.meld - 1
                if number < len(self.table.meld_spots[0].boxes):
                    box = self.table.meld_spots[0].boxes[number]
                    self.outline(
                        surface, Box(box.x - 4, box.y - 4, box.w + 8, box.h + 8), zone == target
                    )
            elif zone == PILE_ZONE:
                self.outline(surface, lay.pile, zone == target)

    def outline(self, surface: pygame.Surface, box: Box, under: bool) -> None:
        """A drop target's frame: thin where the cards may go, thick under the mouse."""
        colour = widgets.GOLD if under else (150, 230, 160)
        rect = pygame.Rect(box.as_tuple())
        pygame.draw.rect(surface, colour, rect, width=3 if under else 2, border_radius=6)

    def draw_table_marks(self, surface: pygame.Surface) -> None:
        """Counts on the stock, the pots waiting and who took each, and the burraco badges."""
        res = self.table.app.resources
        font = self.table.layout.font
        lay = self.table.blayout
        view = self.table.controller.rummy_view()
        small = round(font * 0.8)
        widgets.text(
            surface,
            res,
            str(view.stock_size),
            round(font * 1.1),
            lay.stock.center,
            widgets.INK,
            "center",
        )
        if view.pots_left:
            top = lay.pots[2 - view.pots_left]
            widgets.text(surface, res, tr("burraco.pot"), small, top.center, widgets.INK, "center")
        notes = lay.pot_notes
        y = notes.y
        for team in view.pot_takers[: 2 - view.pots_left]:
            words = tr("burraco.pot_taken", team=tr(f"team.{team}"))
            fitted = widgets.fit_text(res, words, small, notes.w)
            widgets.draw_fitted(surface, res, fitted, (notes.right, y), widgets.GOLD, "topright")
            y += fitted.height + font * 0.2
        if not view.pile:
            widgets.text(
                surface, res, tr("burraco.pile"), small, lay.pile.center, widgets.DIM, "center"
            )
        for team, spots in enumerate(self.table.meld_spots):
            shown = zip(spots.boxes, view.melds[team], view.wilds[team], strict=False)
            for box, meld, wild in shown:  # the view may be ahead of the last rebuild
                if len(meld) >= BURRACO_SIZE:
                    self.draw_badge(surface, badge_room(box, spots.card), wild < 0, small)

    def draw_badge(self, surface: pygame.Surface, room: Box, clean: bool, size: int) -> None:
        """A burraco's badge in its room: the word (clean or dirty) on a pill, as big as fits;
        a plain dot of the same colour when no word fits."""
        res = self.table.app.resources
        words = tr("burraco.clean" if clean else "burraco.dirty")
        colour = widgets.GOLD if clean else (200, 205, 215)
        while size > BADGE_LEAST and (
            res.font(size).size(words)[0] + size * 0.6 > room.w or size * 1.3 > room.h
        ):
            size -= 1
        image = res.text_image(words, size, (30, 20, 0))
        pill = image.get_rect().inflate(round(size * 0.6), 2)
        if pill.w > room.w or pill.h > room.h:
            radius = max(2, round(min(room.w, room.h) / 3))
            centre = (round(room.right - radius - 1), round(room.y + radius + 1))
            pygame.draw.circle(surface, colour, centre, radius)
            pygame.draw.circle(surface, (30, 20, 0), centre, radius, 1)
            return
        pill.topright = (round(room.right), round(room.y))
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        surface.blit(image, image.get_rect(center=pill.center))

    def draw_contract(self, surface: pygame.Surface) -> None:
        res = self.table.app.resources
        c = self.table.controller
        box = self.table.layout.contract
        font = self.table.layout.font
        view = c.rummy_view()
        self.draw_deal_panel(surface)
        if view.phase == "draw" and view.to_act == 0:
            words = tr("burraco.phase_draw")
        elif view.phase == "play" and view.to_act == 0:
            words = tr("burraco.phase_play")
        elif view.to_act > 0 and not c.deal_over:  # how the hand is sorted is said when sorted
            words = tr("table.thinking", seat=tr(f"seat.{view.to_act}"))
        else:
            words = ""
        if view.last_turn:
            words = tr("burraco.last_turn") + ("\n" + words if words else "")
        size = round(font * 0.85)
        for i, line in enumerate(widgets.wrap(res, words, size, box.w - font * 1.2)[:2]):
            colour = widgets.GOLD if view.last_turn and i == 0 else widgets.INK
            widgets.text(
                surface,
                res,
                line,
                size,
                (box.x + font * 0.6, box.y + font * (1.6 + i * 1.15)),
                colour,
            )
        self.draw_dealer(surface, round(font * 0.8))

    def card_places(self) -> list[Box]:
        """Where the cards lie (a bubble leaves them in view): every card shown, the hands,
        the stock, the pile, the pots and the melds."""
        groups = ("hand:", "pile:", "table")
        return [box for name, box in self.table.shown() if name.startswith(groups)]

    def bubble_centre(self, seat: int, plate: Box, w: float, h: float) -> tuple[float, float]:
        """West's and East's beside their backs, towards the table; ours and North's left of
        the plate, level with it (over ours, under North's backs, when there is no room)."""
        lay = self.table.blayout
        margin = self.table.layout.margin
        backs = lay.backs[seat]
        if seat == 1:
            return (backs.right + margin * 0.5 + w / 2, backs.center[1])
        if seat == 3:
            return (backs.x - margin * 0.5 - w / 2, backs.center[1])
        x = plate.x - margin - w / 2
        if seat == 0:
            if x - w / 2 >= lay.hand.x:
                return (x, plate.center[1])
            return (plate.center[0], plate.y - margin * 0.5 - h / 2)
        if x - w / 2 >= self.table.layout.scores.right + margin:  # North's, in a wide window
            return (x, plate.center[1])
        return (plate.center[0], max(plate.bottom, backs.bottom) + margin * 0.5 + h / 2)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log, unless the hint's panel stands in its place."""
        c = self.table.controller
        if c.hint.advice is None or not c.human_to_act:
            super().draw_log(surface)

    def draw_band(self, surface: pygame.Surface) -> None:
        grab = self.table.grab
        if grab is None or grab.kind is not GrabKind.BAND or not grab.moved:
            return
        rect = pygame.Rect(
            min(grab.press[0], grab.now[0]),
            min(grab.press[1], grab.now[1]),
            abs(grab.now[0] - grab.press[0]),
            abs(grab.now[1] - grab.press[1]),
        )
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((255, 230, 140, 50))
        surface.blit(layer, rect)
        pygame.draw.rect(surface, widgets.GOLD, rect, width=1)
