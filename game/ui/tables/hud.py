"""What the table shows around the cards: name plates, scores, contract, log, bubbles.

``TableHud`` is a part the table scene owns: it keeps what the table has said (bubbles,
the log, the message) and draws it with the plates and boxes; it reads its table through
the narrow ``HudHost`` and never changes the game.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.core.trickplay import TrickView
from game.session.controller import TableController
from game.ui import widgets
from game.ui.app import App
from game.ui.i18n import SUIT_SIGNS, say_wording, tr, tr_n
from game.ui.layout import (
    HOVER_LIFT,
    Box,
    TableLayout,
    boxes_meet,
    card_box,
    hand_centres,
    pile_box,
    scores_shown,
)
from game.ui.line_breaks import NO_BREAK_SPACE
from game.ui.tables.points_counter import counter_place, draw_points_won

BUBBLE_TIME = 1.8
MESSAGE_TIME = 4.0


@dataclass(slots=True)
class Bubble:
    seat: int
    words: str
    until: float
    loud: bool = False  # an announcement (bigger, gold)
    call: bool = False  # a call of the auction: it goes when the card play begins


# a space between two cards of a group ("Q♦ K♦ A♦"): the group stays on one line
CARD_GROUP = re.compile(
    r"(?<=[♠♥♦♣]) (?=[0-9A-Za-z]{1,2}[♠♥♦♣])|(?<=[♠♥♦♣]\u2069) (?=\u2066[0-9A-Za-z]{1,2}[♠♥♦♣])"
)  # (in Arabic each card is held left to right in an isolate: writing.left_to_right)
BUBBLE_WIDTHS = (1.0, 0.7, 0.5, 0.36)  # a bubble too wide for its place tries these widths
BUBBLE_SIZES = (1.0, 0.85, 0.72)  # ...then these sizes of its words


def keep_cards(words: str) -> str:
    """``words`` with the spaces inside a group of cards made no-break spaces."""
    return CARD_GROUP.sub(NO_BREAK_SPACE, words)


class HudHost(Protocol):
    """What the hud reads of its table (the table scene's kind of table, which reads the
    shared parts from the scene)."""

    @property
    def app(self) -> App: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def clock(self) -> float: ...

    def dragging(self) -> bool:
        """Whether cards are being dragged (the drop zone lights up)."""
        ...

    def shown(self) -> list[tuple[str, Box]]:
        """What the scene shows beyond the hud's boxes, named (cards by their group:
        ``hand:<seat>``, ``pile:<seat>``, ``table``; ``panel``; ``button:<key>``)."""
        ...


class TableHud:
    """Everything drawn but the cards and the decision panel, and what the table has said."""

    def __init__(self, table: HudHost) -> None:
        self.table = table
        self.bubbles: list[Bubble] = []
        self.announcing = False  # the step said is an announcement in the play (a claim)
        self.log: deque[str] = deque(maxlen=8)
        self.log_moments: deque[int] = deque(maxlen=8)  # each line's action in the deal (-1: none)
        self.message = ""
        self.message_until = 0.0
        self.message_moment = (0, 0)  # the game's moment when the message was said
        self._places: dict[tuple[object, ...], tuple[pygame.Rect, widgets.Fitted]] = {}

    # --- what the table says ---------------------------------------------------------

    def bubble(self, seat: int, words: str, loud: bool, call: bool = False) -> None:
        """A speech bubble by a seat's plate (an announcement stays over a plain word); a
        ``call`` of the auction lasts until the first card is played at the latest."""
        self.bubbles = [b for b in self.bubbles if b.seat != seat or b.loud]
        until = self.table.clock + BUBBLE_TIME * max(0.6, self.table.app.speed)
        self.bubbles.append(Bubble(seat, words, until, loud, call))

    def calls_over(self) -> None:
        """The card play has begun: the auction's words leave the table (the log keeps them)."""
        self.bubbles = [b for b in self.bubbles if not b.call]

    def say_log(self, line: str, moment: int = -1) -> None:
        """A line of the log, said of the deal's action number ``moment`` (a click on it asks
        why that action was taken)."""
        self.log.append(line)
        self.log_moments.append(moment)

    def relog(self, lines: list[tuple[str, int]]) -> None:
        """The log rebuilt: each line with its action's number."""
        self.log.clear()
        self.log_moments.clear()
        for line, moment in lines:
            self.say_log(line, moment)

    def log_moment_at(self, pos: tuple[int, int]) -> int:
        """The action number of the log line under ``pos`` (-1: none there)."""
        if not self.log:
            return -1
        drawn, shown = self.log_place()
        if not shown or not drawn.contains(pos):
            return -1
        size = round(self.table.layout.font * 0.8)
        y = drawn.y + size * 0.5
        moments = list(self.log_moments)[-len(shown) :]
        for fitted, moment in zip(shown, moments, strict=True):
            if y <= pos[1] < y + fitted.height:
                return moment
            y += fitted.height
        return -1

    def say(self, words: str) -> None:
        """The message over the table (a refusal, a hint, the hand sorted): it tells what just
        happened, so it goes after a few seconds or as soon as anyone acts."""
        self.message = words
        self.message_until = self.table.clock + MESSAGE_TIME
        self.message_moment = self.moment()

    def moment(self) -> tuple[int, int]:
        """Where the game is: the deal and how many actions it has had."""
        deals = self.table.controller.record.deals
        return len(deals), len(deals[-1].actions) if deals else 0

    def message_showing(self) -> bool:
        return (
            bool(self.message)
            and self.table.clock <= self.message_until
            and self.message_moment == self.moment()
        )

    def forget(self) -> None:
        """A new deal: no bubbles and an empty log."""
        self.bubbles.clear()
        self.log.clear()
        self.log_moments.clear()

    # --- drawing -------------------------------------------------------------------------

    def draw_under_cards(self, surface: pygame.Surface) -> None:
        self.draw_centre(surface)
        flown = self.plates_flown_over()
        self.draw_plates(
            surface, [s for s in range(len(self.table.layout.labels)) if s not in flown]
        )

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        """The boxes over the cards, under the decision panel (and the plates a card in
        flight passes, so that no card hides a seat's name)."""
        self.draw_plates(surface, sorted(self.plates_flown_over()))
        self.draw_scores(surface)
        draw_points_won(surface, self.table)
        self.draw_contract(surface)
        self.draw_log(surface)

    def draw_talk(self, surface: pygame.Surface) -> None:
        """Bubbles and the message, over everything but the buttons."""
        self.draw_bubbles(surface)
        self.draw_message(surface)

    def draw_centre(self, surface: pygame.Surface) -> None:
        drop = self.table.layout.drop
        rect = pygame.Rect(drop.as_tuple())
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        dragging = self.table.dragging()
        colour = (255, 230, 140, 60) if dragging else (0, 0, 0, 28)
        pygame.draw.ellipse(layer, colour, layer.get_rect())
        pygame.draw.ellipse(layer, (255, 255, 255, 40), layer.get_rect(), width=2)
        surface.blit(layer, rect)

    def seat_words(self, seat: int) -> str:
        level = self.table.controller.levels[seat]
        if seat == 0:
            return tr("seat.0")
        return f"{tr(f'seat.{seat}')} · {tr(f'level.{level}')}"

    def plates_flown_over(self) -> set[int]:
        """The seats whose plate a card on its way over the table (played, or gathered)
        crosses now: those plates are drawn over the cards.  At rest no card lies on a
        plate."""
        if not isinstance(self.table.controller.view(0), TrickView):
            return set()
        flying = [box for name, box in self.table.shown() if name == "table"]
        return {
            seat
            for seat, plate in enumerate(self.table.layout.labels)
            if any(boxes_meet(plate, box) for box in flying)
        }

    def draw_plates(self, surface: pygame.Surface, seats: list[int] | None = None) -> None:
        res = self.table.app.resources
        c = self.table.controller
        view = c.view(0)
        font = self.table.layout.font
        labels = self.table.layout.labels
        for seat in range(len(labels)) if seats is None else seats:
            box = labels[seat]
            turn = view.to_act == seat and not c.deal_over
            colour = (60, 50, 10, 225) if turn else (10, 25, 18, 190)
            widgets.panel(surface, box, colour)
            widgets.text(
                surface, res, self.seat_words(seat), font, (box.x + font * 0.6, box.y + font * 0.2)
            )
            status = ""
            if turn and seat == 0:
                status = tr("table.turn_you")
            elif turn and c.ai_thinking:
                status = tr("table.thinking", seat=tr(f"seat.{seat}"))
            out = view.out if isinstance(view, TrickView) else ()
            if seat in out:
                status = tr("table.out", place=out.index(seat) + 1)
            widgets.text(
                surface,
                res,
                status,
                round(font * 0.8),
                (box.x + font * 0.6, box.y + font * 1.3),
                widgets.GOLD,
            )
            note = self.plate_note(seat)
            if note:
                widgets.text(
                    surface,
                    res,
                    note,
                    round(font * 0.75),
                    (box.right - font * 0.5, box.y + font * 1.35),
                    widgets.DIM,
                    "topright",
                )
            if view.dealer == seat:
                at, _ = widgets.placed((box.right - font * 0.9, box.y + font * 0.85), "center")
                centre = (round(at[0]), round(at[1]))  # mirrored with the plate's words
                pygame.draw.circle(surface, (250, 245, 230), centre, round(font * 0.62))
                pygame.draw.circle(surface, (150, 30, 30), centre, round(font * 0.62), 2)
                unmirrored = (box.right - font * 0.9, box.y + font * 0.85)  # (text mirrors itself)
                widgets.text(
                    surface, res, "D", round(font * 0.8), unmirrored, (150, 30, 30), "center", False
                )

    def plate_note(self, seat: int) -> str:
        """The small words in the corner of a seat's plate (the tricks it took)."""
        view = self.table.controller.view(0)
        tricks = view.tricks_taken[seat] if isinstance(view, TrickView) else 0
        if not tricks:
            return ""
        return tr_n("table.tricks", tricks)

    def contract_words(self) -> tuple[str, int]:
        """The contract in words with its holder, and the holder (-1 while there is none)."""
        contract = self.table.controller.view(0).contract
        if contract is None:  # still to be bid or chosen, unless the game has none
            has_contracts = self.table.controller.definition.has_contracts
            return (tr("table.no_contract") if has_contracts else ""), -1
        if contract.wording is None:  # a holder still choosing it (Barbu's declarer)
            if contract.seat == 0:
                return tr("table.choosing_you"), 0
            return tr("table.choosing", seat=tr(f"seat.{contract.seat}")), contract.seat
        said = say_wording(contract.wording)
        return tr("table.by", contract=said, seat=tr(f"seat.{contract.seat}")), contract.seat

    def draw_scores(self, surface: pygame.Surface) -> None:
        res = self.table.app.resources
        c = self.table.controller
        font = self.table.layout.font
        box = scores_shown(self.table.layout, len(c.totals))
        columns = 2 if len(c.totals) > 2 and box == self.table.layout.scores else 1
        widgets.panel(surface, box)
        widgets.text(
            surface,
            res,
            tr("table.scores"),
            font,
            (box.x + font * 0.6, box.y + font * 0.3),
            widgets.GOLD,
        )
        target = c.target
        if target:
            widgets.text(
                surface,
                res,
                tr("table.target", target=target),
                round(font * 0.8),
                (box.right - font * 0.6, box.y + font * 0.45),
                widgets.DIM,
                "topright",
            )
        names = (
            [tr(f"team.{i}") for i in range(2)]
            if len(c.totals) == 2
            else [tr(f"seat.{i}") for i in range(4)]
        )
        rows = -(-len(names) // columns)
        line = (box.h - font * 2.0) / max(1, rows)
        width = box.w / columns
        for i, (name, total) in enumerate(zip(names, c.totals, strict=True)):
            column, row = divmod(i, rows)
            y = box.y + font * 1.7 + row * line
            left = box.x + column * width
            widgets.text(surface, res, name, round(font * 1.1), (left + font * 0.8, y))
            widgets.text(
                surface,
                res,
                str(total),
                round(font * 1.2),
                (left + width - font * 0.8, y),
                widgets.INK,
                "topright",
            )
        reserve = c.reserve
        if reserve:
            widgets.text(
                surface,
                res,
                tr("table.reserve", points=reserve),
                round(font * 0.75),
                (box.x + font * 0.8, box.bottom - font * 0.2),
                widgets.GOLD,
                "bottomleft",
            )

    def draw_deal_panel(self, surface: pygame.Surface) -> None:
        """The contract box's panel and the deal's number, shared by every table."""
        box = self.table.layout.contract
        font = self.table.layout.font
        res = self.table.app.resources
        widgets.panel(surface, box)
        title, at = self.deal_title()
        widgets.text(surface, res, title, font, at, widgets.GOLD)
        code = self.deal_code_place()
        if code is not None:  # small, so that two players can compare the same deal
            words, size, where, anchor = code
            widgets.text(surface, res, words, size, where, widgets.DIM, anchor)

    def deal_title(self) -> tuple[str, tuple[float, float]]:
        """The deal's number ("Hand 3") and where it starts, at the contract box's top left."""
        box = self.table.layout.contract
        font = self.table.layout.font
        c = self.table.controller
        number = len(c.results) + (0 if c.deal_over else 1)
        return tr("table.deal", number=number), (box.x + font * 0.6, box.y + font * 0.3)

    def deal_code_place(self) -> tuple[str, int, tuple[float, float], str] | None:
        """The deal code's words, size, place and anchor: at the top right, beside the deal's
        number, a little smaller where the box is narrow; at the bottom right where even the
        smaller code would touch the number, the dealer line then left out if they would meet
        (None: no code, or no room for it even there: the hand's summary shows it)."""
        code = self.table.controller.deal_code
        if not code:
            return None
        box = self.table.layout.contract
        font = self.table.layout.font
        res = self.table.app.resources
        title, (left, _) = self.deal_title()
        room = box.right - font * 0.6 - (left + res.font(font).size(title)[0] + font * 0.6)
        least = min(round(font * 0.7), widgets.LEAST_SIZE - 2)
        for size in range(round(font * 0.7), least - 1, -1):
            if res.font(size).size(code)[0] <= room:
                return code, size, (box.right - font * 0.6, box.y + font * 0.45), "topright"
        for size in range(round(font * 0.7), least - 1, -1):  # at the foot
            if res.font(size).size(code)[0] <= box.w - font * 1.2:
                return code, size, (box.right - font * 0.6, box.bottom - font * 0.3), "bottomright"
        return None  # no room in so small a box: the hand's summary shows the code

    def dealer_place(self, size: int) -> tuple[str, tuple[float, float]] | None:
        """The dealer line's words and bottom-left corner in the contract box; None where the
        deal code at the box's foot leaves it no room (the dealer's plate shows the D)."""
        box = self.table.layout.contract
        font = self.table.layout.font
        res = self.table.app.resources
        words = f"{tr('table.dealer')}: {tr(f'seat.{self.table.controller.view(0).dealer}')}"
        code = self.deal_code_place()
        if code is not None and code[3] == "bottomright":
            used = res.font(code[1]).size(code[0])[0] + res.font(size).size(words)[0]
            if used > box.w - font * 1.8:
                return None
        return words, (box.x + font * 0.6, box.bottom - font * 0.3)

    def draw_dealer(self, surface: pygame.Surface, size: int) -> None:
        """The dealer line at the contract box's foot, when there is room for it."""
        place = self.dealer_place(size)
        if place is not None:
            words, at = place
            widgets.text(
                surface, self.table.app.resources, words, size, at, widgets.DIM, "bottomleft"
            )

    def draw_contract(self, surface: pygame.Surface) -> None:
        res = self.table.app.resources
        c = self.table.controller
        box = self.table.layout.contract
        font = self.table.layout.font
        self.draw_deal_panel(surface)
        words, _ = self.contract_words()
        view = c.view(0)
        trump = view.trump_suit if isinstance(view, TrickView) else -1
        size = round(font * 1.05)
        room = box.w - font * (1.2 + (2.9 if 0 <= trump < 4 else 0))  # beside the trump's disc
        fitted = widgets.fit_text(res, words, size, room, height=size * widgets.LINE)
        widgets.draw_fitted(surface, res, fitted, (box.x + font * 0.6, box.y + font * 1.9))
        if 0 <= trump < 4:
            colour = (230, 60, 60) if trump in (1, 2) else (250, 250, 250)
            centre, _ = widgets.placed((box.right - font * 1.6, box.y + font * 3.0), "center")
            pygame.draw.circle(
                surface, (250, 245, 230), (round(centre[0]), round(centre[1])), round(font * 1.3)
            )
            widgets.text(
                surface,
                res,
                SUIT_SIGNS[trump],
                round(font * 1.9),
                (box.right - font * 1.6, box.y + font * 3.0),  # mirrored as its disc was
                colour if trump in (1, 2) else (20, 20, 20),
                "center",
                False,
            )
        extras = []
        contract = view.contract
        if contract is not None and contract.factor > 1:
            extras.append(tr("table.factor", factor=contract.factor))
        if contract is not None:
            extras += [tr(f"table.{badge}") for badge in contract.badges]
        if extras:
            widgets.text(
                surface,
                res,
                " · ".join(extras),
                round(font * 0.85),
                (box.x + font * 0.6, box.y + font * 3.2),
                widgets.GOLD,
            )
        self.draw_dealer(surface, round(font * 0.85))

    def log_place(self) -> tuple[Box, list[widgets.Fitted]]:
        """The log's box as drawn (as high as its lines) and its lines, the latest last."""
        res = self.table.app.resources
        size = round(self.table.layout.font * 0.8)
        box = self.table.layout.log
        cut = False
        for name, panel in self.table.shown():  # the decision panel reaches into it: under it
            if name == "panel" and boxes_meet(panel, box):
                top = min(box.bottom, max(box.y, panel.bottom + self.table.layout.margin * 0.5))
                box, cut = Box(box.x, top, box.w, box.bottom - top), True
        room = box.h - size
        shown: list[widgets.Fitted] = []
        for line in reversed(self.log):
            fitted = widgets.fit_text(res, keep_cards(line), size, box.w - size * 1.2)
            if (shown or cut) and sum(f.height for f in shown) + fitted.height > room:
                break
            shown.insert(0, fitted)
        height = sum(f.height for f in shown) + size
        return Box(box.x, box.y, box.w, height), shown

    def draw_log(self, surface: pygame.Surface) -> None:
        """The latest lines said at the table, a long one wrapped, as many as the box holds."""
        if not self.log:
            return
        res = self.table.app.resources
        size = round(self.table.layout.font * 0.8)
        drawn, shown = self.log_place()
        if not shown:
            return  # no room left under the decision panel
        widgets.panel(surface, drawn, (10, 25, 18, 150))
        y = drawn.y + size * 0.5
        for fitted in shown:
            widgets.draw_fitted(surface, res, fitted, (drawn.x + size * 0.6, y))
            y += fitted.height

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """Speech bubbles and announcement banners, each in a place of its own (``placed``)."""
        res = self.table.app.resources
        self.bubbles = [b for b in self.bubbles if b.until > self.table.clock]
        for bubble, rect, fitted in self.placed(surface.get_rect()):
            fill = (255, 220, 110) if bubble.loud else (250, 248, 238)
            radius = min(rect.h // 2, round(fitted.size * 0.9))
            pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=radius)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            widgets.frame(rect)  # its words are its own, whatever panel it lies over
            ink = (40, 20, 0) if bubble.loud else (20, 30, 25)
            widgets.draw_fitted(surface, res, fitted, rect.center, ink, "center", shadow=False)

    def placed(self, window: pygame.Rect) -> list[tuple[Bubble, pygame.Rect, widgets.Fitted]]:
        """The bubbles showing, each with its place: a later one also clear of the earlier."""
        taken: list[Box] = []
        found = []
        for bubble in self.bubbles:
            rect, fitted = self.bubble_place(bubble, window, tuple(taken))
            taken.append(Box(rect.x, rect.y, rect.w, rect.h))
            found.append((bubble, rect, fitted))
        return found

    def occupied(self, window: pygame.Rect | None = None) -> list[tuple[str, Box]]:
        """Every box the table shows now, named: the plates (``plate:<seat>``), ``scores``,
        ``counter``, ``contract``, ``log``, ``message``, what the scene shows (cards by their
        group, ``panel``, ``button:<key>``) and the bubbles (``bubble:<seat>``)."""
        window = window or pygame.Rect(0, 0, self.table.layout.width, self.table.layout.height)
        found = [*self.hud_boxes(), *self.table.shown()]
        found += [(f"bubble:{b.seat}", Box(r.x, r.y, r.w, r.h)) for b, r, _ in self.placed(window)]
        return found

    def hud_boxes(self) -> list[tuple[str, Box]]:
        """The hud's own boxes showing now (plates, scores, counter, contract, log, message)."""
        layout = self.table.layout
        found = [(f"plate:{seat}", box) for seat, box in enumerate(layout.labels)]
        found.append(("scores", scores_shown(layout, len(self.table.controller.totals))))
        counter = counter_place(self.table)
        if counter is not None:
            found.append(("counter", counter[0]))
        found.append(("contract", layout.contract))
        if self.log:
            drawn, shown = self.log_place()
            if shown:
                found.append(("log", drawn))
        if self.message_showing():
            found.append(("message", self.message_place()[0]))
        return found

    def card_places(self) -> list[Box]:
        """Where the cards lie at rest (a bubble's place must leave them in view): the hands
        (ours with room to rise under the mouse), the trick's four places, the turn-up, the
        piles of won tricks (as full as they may grow)."""
        view = self.table.controller.view(0)
        if not isinstance(view, TrickView):
            return []
        layout = self.table.layout
        cw, ch = layout.card
        places = []
        for seat, count in enumerate(view.hand_sizes):
            boxes = [card_box(layout, seat, c) for c in hand_centres(layout, seat, count)]
            if boxes:
                lift = ch * HOVER_LIFT if seat == 0 else 0.0
                x, y = min(b.x for b in boxes), min(b.y for b in boxes) - lift
                right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
                places.append(Box(x, y, right - x, bottom - y))
        places += [Box.centred(x, y, cw, ch) for x, y in layout.trick]
        if view.turn_up is not None:
            places.append(Box.centred(*layout.turn_up, cw, ch))
        piles = {name for name, _ in self.table.shown() if name.startswith("pile:")}
        places += [pile_box(layout, int(name[5:])) for name in sorted(piles)]
        return places

    def bubble_obstacles(self) -> list[Box]:
        """What a bubble leaves in view: the cards' places, the hud's boxes, the decision
        panel and the buttons."""
        boxes = [box for _, box in self.hud_boxes()]
        boxes += [box for name, box in self.table.shown() if name.startswith(("panel", "button"))]
        return boxes + self.card_places()

    def bubble_place(
        self, bubble: Bubble, window: pygame.Rect, taken: tuple[Box, ...] = ()
    ) -> tuple[pygame.Rect, widgets.Fitted]:
        """Where a bubble goes in the window, and its words fitted to it: the first place by
        its seat's plate (``bubble_spots``, the preferred one first) that covers nothing
        (``bubble_obstacles``, and the bubbles ``taken`` before it) and stays in the window;
        failing that, the same with its words wrapped narrower, then smaller; failing all,
        the place that covers fewest."""
        obstacles = (*self.bubble_obstacles(), *taken)
        key = (bubble.seat, bubble.words, bubble.loud, window.size, obstacles)
        known = self._places.get(key)
        if known is not None:
            return known
        inset = round(self.table.layout.margin * 0.5)  # a bubble keeps off the window's edge
        window = window.inflate(-2 * inset, -2 * inset) if min(window.size) > 8 * inset else window
        solid = [pygame.FRect(o.x, o.y, o.w, o.h) for o in obstacles]
        least: tuple[int, pygame.Rect, widgets.Fitted] | None = None
        for scale in BUBBLE_SIZES:
            for share in BUBBLE_WIDTHS:
                (_, fitted), spots = self.bubble_fit(bubble, window, share, scale)
                tried: set[tuple[int, int]] = set()
                for spot in spots:
                    if spot.topleft in tried:
                        continue
                    tried.add(spot.topleft)
                    exact = pygame.FRect(spot)  # a Rect would round the obstacles down
                    if exact.collidelist(solid) < 0:
                        return self._keep(key, (spot, fitted))
                    covered = len(exact.collidelistall(solid))
                    if least is None or covered < least[0]:
                        least = (covered, spot, fitted)
        assert least is not None
        return self._keep(key, (least[1], least[2]))

    def _keep(
        self, key: tuple[object, ...], place: tuple[pygame.Rect, widgets.Fitted]
    ) -> tuple[pygame.Rect, widgets.Fitted]:
        if len(self._places) > 64:
            self._places.clear()
        self._places[key] = place
        return place

    def bubble_fit(
        self, bubble: Bubble, window: pygame.Rect, share: float, scale: float
    ) -> tuple[tuple[pygame.Rect, widgets.Fitted], list[pygame.Rect]]:
        """A bubble's words fitted to ``share`` of its widest and ``scale`` of its size: its
        preferred place (kept in the window) and every place it may take, in order."""
        res = self.table.app.resources
        font = self.table.layout.font
        plate = self.table.layout.labels[bubble.seat]
        size = max(widgets.LEAST_SIZE, round(font * (1.5 if bubble.loud else 1.1) * scale))
        widest = min(window.w - size, max(plate.w * 1.6, window.w * 0.36)) * share
        fitted = widgets.fit_text(res, keep_cards(bubble.words), size, widest - size)
        text_w = max(res.font(fitted.size).size(line)[0] for line in fitted.lines)
        w, h = text_w + size, fitted.height + fitted.size * 0.5
        spots = []
        for centre in self.bubble_spots(bubble.seat, plate, w, h):
            rect = pygame.Rect(0, 0, round(w), round(h))
            rect.center = (round(centre[0]), round(centre[1]))
            spots.append(rect.clamp(window))
        return (spots[0], fitted), spots

    def bubble_spots(self, seat: int, plate: Box, w: float, h: float) -> list[tuple[float, float]]:
        """The centres a seat's bubble may take: the preferred (``bubble_centre``) first,
        then, nearest first, along five rows (beside its plate: level with it, or aligned
        with its top or its bottom; just over it; just under it), sliding out sideways from
        the plate by a font at a time."""
        layout = self.table.layout
        gap = layout.margin * 0.5
        cx, cy = plate.center
        beside = (cy, plate.y + h / 2, plate.bottom - h / 2)  # level, top or bottom aligned
        rows = (*beside, plate.y - gap - h / 2, plate.bottom + gap + h / 2)
        reach = plate.w / 2 + gap + w / 2  # from the plate's centre to a bubble beside it
        step = max(1.0, layout.font * 1.0)
        shifts = [i * step for i in range(-round(layout.width / step), round(layout.width / step))]
        spots = [
            (abs(dx) + abs(y - cy) * 0.5 + (0 if y in beside else reach * 0.25), (cx + dx, y))
            for y in rows
            for dx in shifts
            if y not in beside or abs(dx) >= reach  # beside the plate, not on it
        ]
        spots.sort(key=lambda spot: spot[0])
        return [self.bubble_centre(seat, plate, w, h), *(at for _, at in spots)]

    def bubble_centre(self, seat: int, plate: Box, w: float, h: float) -> tuple[float, float]:
        """Where a seat's speech bubble goes: left of our plate and North's, level with it
        (clear of the table's message over our plate, of the turn-up under North's, and of
        the piles on their right); a word too long for that room goes over the message (ours)
        or under the plate (North's: only short words are said while a turn-up lies there);
        over West's and East's plates."""
        layout = self.table.layout
        left = (plate.x - layout.margin - w / 2, plate.center[1])
        if seat == 0:
            if left[0] - w / 2 >= layout.margin:
                return left
            message = self.message_place()[0] if self.message_showing() else layout.message
            return (plate.center[0], min(message.y, plate.y) - layout.margin * 0.5 - h / 2)
        if seat == 2:
            scores = scores_shown(layout, len(self.table.controller.totals))
            edge = layout.margin if plate.y >= scores.bottom else scores.right + layout.margin
            return left if left[0] - w / 2 >= edge else (plate.center[0], plate.bottom + h * 0.8)
        return (plate.center[0], plate.y - h * 0.7)

    def message_place(self) -> tuple[Box, widgets.Fitted]:
        """Where the message goes (over our plate, as wide as its words), and its words."""
        res = self.table.app.resources
        font = self.table.layout.font
        box = self.table.layout.message
        widest = self.table.layout.width * 0.9
        fitted = widgets.fit_text(res, self.message, font, widest - font * 2)
        text_w = max(res.font(fitted.size).size(line)[0] for line in fitted.lines)
        height = max(box.h, fitted.height + font * 0.6)
        return Box.centred(box.center[0], box.center[1], text_w + font * 2, height), fitted

    def draw_message(self, surface: pygame.Surface) -> None:
        """The latest message, wrapped to the table's width; it goes when anyone acts."""
        if not self.message_showing():
            return
        res = self.table.app.resources
        shown, fitted = self.message_place()
        widgets.panel(surface, shown, (90, 25, 20, 230))
        widgets.draw_fitted(surface, res, fitted, shown.center, widgets.INK, "center")
