"""The card-reading panel: what the player's seat can know of the hidden cards.

A panel over any scene (the table, the review) that shows a seat's reading: the trumps
still out and who may hold them, the card points still out, the seat's masters, then per
suit the cards still out (the suit's sign in its colour), the seats proven void in it
(since which trick) and its master, and last the chance that each other seat holds each
important card still out, with its standard error, counted over the worlds the AI samples.

The table's layer knows no AI, so the reading is asked of the decision service
(``ai.service.DecisionService.read_cards``, which runs ``ai.reading.read_cards`` on a world
sampled for the seat: never the real hidden cards) and read here by its fields only, with
the shapes of ``ai.reading``.  The panel asks when it opens and polls each frame; the
reading takes a few hundredths of a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast, runtime_checkable

import pygame

from game.core.api import State
from game.core.cards import Card
from game.ui import widgets
from game.ui.app import App, Scene
from game.ui.i18n import SUIT_SIGNS, card_label, language, tr
from game.ui.layout import Box
from game.ui.question import Question
from game.ui.resources import Resources
from game.ui.widgets import Button, hit_button

READING_KEY = pygame.K_i
"""The key that opens the panel at the table (and closes it)."""

SUIT_INKS = {
    False: ((245, 240, 225), (235, 96, 86), (235, 96, 86), (245, 240, 225)),
    True: ((245, 240, 225), (235, 96, 86), (120, 165, 255), (110, 210, 120)),
}
"""Each suit sign's colour on the dark panel, two- and four-colour deck (``four_colour``):
the table's black suits are drawn light, the red ones red, the four-colour deck's ♦ blue
and ♣ green."""


# --- what the panel reads of a reading (``ai.reading``'s shapes) -----------------------


class Void(Protocol):
    @property
    def seat(self) -> int: ...

    @property
    def since(self) -> int: ...


class SuitReading(Protocol):
    @property
    def suit(self) -> int: ...

    @property
    def out(self) -> Sequence[Card]: ...

    @property
    def master(self) -> Card | None: ...

    @property
    def master_held(self) -> bool: ...

    @property
    def voids(self) -> Sequence[Void]: ...

    @property
    def is_trump(self) -> bool: ...


class CardOdds(Protocol):
    @property
    def card(self) -> Card: ...

    @property
    def chance(self) -> Sequence[float]: ...

    @property
    def error(self) -> Sequence[float]: ...


class Reading(Protocol):
    """A trick game's reading (``kind`` is ``"tricks"``)."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...

    @property
    def in_play(self) -> bool: ...

    @property
    def trump_suit(self) -> int: ...

    @property
    def suits(self) -> Sequence[SuitReading]: ...

    @property
    def trumps_out(self) -> Sequence[Card]: ...

    @property
    def trump_holders(self) -> Sequence[int]: ...

    @property
    def masters(self) -> Sequence[Card]: ...

    @property
    def points_out(self) -> int: ...

    @property
    def odds(self) -> Sequence[CardOdds]: ...

    @property
    def worlds(self) -> int: ...


class Copies(Protocol):
    @property
    def card(self) -> Card: ...

    @property
    def copies(self) -> int: ...


class RummySuit(Protocol):
    @property
    def suit(self) -> int: ...

    @property
    def unseen(self) -> Sequence[Copies]: ...

    @property
    def known(self) -> Sequence[tuple[int, Card]]: ...


class RummyReading(Protocol):
    """A rummy deal's reading (Burraco's): no trumps, no chances; copies of two decks."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...

    @property
    def suits(self) -> Sequence[RummySuit]: ...

    @property
    def jokers_unseen(self) -> int: ...

    @property
    def twos_unseen(self) -> int: ...

    @property
    def known(self) -> Sequence[Sequence[Card]]: ...

    @property
    def stock(self) -> int: ...


@runtime_checkable
class CardReader(Protocol):
    """A decision service that reads the cards (``ai.service.DecisionService.read_cards``):
    poll the ticket for a ``Reading`` (a ``RummyReading`` in a rummy deal)."""

    def read_cards(self, state: State, seat: int, seed: int) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


# --- the words ------------------------------------------------------------------------


def seat_name(seat: int) -> str:
    return tr(f"seat.{seat}")


def rank_text(card: Card) -> str:
    """A card's rank as shown (``10`` for a ten)."""
    return card_label(card.code)[:-1]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_label(card.code) for card in cards) or tr("none")


def trumps_line(reading: Reading) -> str:
    """The trumps line ("Trumps ♠: 4 still out, perhaps with North, East": the seats not
    proven out of trumps)."""
    if reading.trump_suit < 0:
        return tr("reading.no_trumps")
    sign = SUIT_SIGNS[reading.trump_suit]
    count = len(reading.trumps_out)
    if count and reading.trump_holders:
        seats = ", ".join(seat_name(seat) for seat in reading.trump_holders)
        return tr("reading.trumps_with", suit=sign, count=count, seats=seats)
    return tr("reading.trumps", suit=sign, count=count)


def title_words(seat: int) -> str:
    """The panel's title: what you can know (what West can know, in a review of West)."""
    return tr("reading.title") if seat == 0 else tr("reading.title_seat", seat=seat_name(seat))


def masters_line(reading: Reading) -> str:
    cards = cards_text(reading.masters)
    if reading.seat == 0:
        return tr("reading.masters", cards=cards)
    return tr("reading.masters_seat", seat=seat_name(reading.seat), cards=cards)


def void_text(void: Void) -> str:
    if void.since > 0:
        return tr("reading.void_since", seat=seat_name(void.seat), trick=void.since)
    return seat_name(void.seat)


def chance_text(chance: float, error: float) -> str:
    """A chance and its standard error ("54% ±4"), with no margin at 0 or 1 (it is sure)."""
    percent = round(chance * 100)
    if chance <= 0.0 or chance >= 1.0 or round(error * 100) == 0:
        return f"{percent}%"
    return f"{percent}% ±{round(error * 100)}"


# --- the panel's lines, laid out for one text size ---------------------------------------


@dataclass(frozen=True)
class Cell:
    """One piece of text: where it starts (left edge), how wide it may be, its colour."""

    words: str
    x: float
    width: float
    colour: tuple[int, int, int] = widgets.INK
    anchor: str = "topleft"  # topleft, or topright at ``x + width``


@dataclass(frozen=True)
class Row:
    """A line of cells at one text size; ``gap`` is the room above it, in text sizes."""

    cells: tuple[Cell, ...]
    size: int
    gap: float = 0.0
    kind: str = ""  # "chance": a card's row of the chances' table


def suit_rows(reading: Reading, x: float, width: float, size: int, four: bool) -> list[Row]:
    """The suits' table: a heading, then one row per suit (its sign, the cards out, the
    voids, the master)."""
    inks = SUIT_INKS[four]
    columns = (x, x + width * 0.13, x + width * 0.53, x + width * 0.83, x + width)
    widths = [columns[i + 1] - columns[i] - size * 0.6 for i in range(4)]
    heads = ("reading.col.suit", "reading.col.out", "reading.col.voids", "reading.col.master")
    small = max(widgets.LEAST_SIZE, round(size * 0.85))
    rows = [
        Row(
            tuple(
                Cell(tr(key), left, wide, widgets.GOLD)
                for key, left, wide in zip(heads, columns, widths, strict=False)
            ),
            small,
            0.5,
        )
    ]
    for suit in reading.suits:
        sign = SUIT_SIGNS[suit.suit]
        label = tr("reading.trump_suit", suit=sign) if suit.is_trump else sign
        out = " ".join(rank_text(card) for card in suit.out) if suit.out else tr("reading.none_out")
        voids = "\n".join(void_text(void) for void in suit.voids) or "–"
        master = "–"
        if suit.master is not None:
            master = card_label(suit.master.code)
            if suit.master_held:
                held = "reading.master_yours" if reading.seat == 0 else "reading.master_in_hand"
                master = tr(held, card=master)
        cells = (
            Cell(label, columns[0], widths[0], inks[suit.suit]),
            Cell(out, columns[1], widths[1], widgets.INK if suit.out else widgets.DIM),
            Cell(voids, columns[2], widths[2], widgets.INK if suit.voids else widgets.DIM),
            Cell(master, columns[3], widths[3], widgets.GOLD if suit.master_held else widgets.INK),
        )
        rows.append(Row(cells, size))
    return rows


def odds_rows(reading: Reading, x: float, width: float, size: int, four: bool) -> list[Row]:
    """The chances' table: a heading with the other seats' names, one row per card."""
    others = [seat for seat in range(4) if seat != reading.seat]
    small = max(widgets.LEAST_SIZE, round(size * 0.85))
    first = width * 0.28
    step = (width - first) / len(others)
    rows = [Row((Cell(tr("reading.odds_title"), x, width, widgets.GOLD),), size, 0.6)]
    heads = [Cell(tr("reading.col.card"), x, first - size * 0.6, widgets.GOLD)]
    for i, seat in enumerate(others):
        left = x + first + i * step
        heads.append(Cell(seat_name(seat), left, step - size * 0.6, widgets.GOLD, "topright"))
    rows.append(Row(tuple(heads), small))
    voids = {(void.seat, suit.suit) for suit in reading.suits for void in suit.voids}
    inks = SUIT_INKS[four]
    for odds in reading.odds:
        card = odds.card
        cells = [Cell(card_label(card.code), x, first - size * 0.6, inks[card.suit])]
        for i, seat in enumerate(others):
            left = x + first + i * step
            chance, error = odds.chance[seat], odds.error[seat]
            if (seat, card.suit) in voids:
                words, ink = tr("reading.void_mark"), widgets.DIM
            else:
                words = chance_text(chance, error)
                ink = widgets.GOLD if chance >= 1.0 else widgets.DIM if chance <= 0 else widgets.INK
            cells.append(Cell(words, left, step - size * 0.6, ink, "topright"))
        rows.append(Row(tuple(cells), small, kind="chance"))
    return rows


def rummy_rows(reading: RummyReading, x: float, width: float, size: int, four: bool) -> list[Row]:
    """A rummy deal's lines: the stock, the wild cards unseen, then per suit the cards
    unseen (those of which both copies are, then those of which one is) and those known in
    another seat's hand."""
    small = max(widgets.LEAST_SIZE, round(size * 0.85))
    inks = SUIT_INKS[four]
    rows = [
        Row((Cell(tr("reading.stock", count=reading.stock), x, width),), size),
        Row(
            (
                Cell(
                    tr("reading.wilds", jokers=reading.jokers_unseen, twos=reading.twos_unseen),
                    x,
                    width,
                ),
            ),
            size,
        ),
    ]
    columns = (x, x + width * 0.1, x + width * 0.62, x + width)
    widths = [columns[i + 1] - columns[i] - size * 0.6 for i in range(3)]
    heads = ("reading.col.suit", "reading.col.unseen", "reading.col.known")
    rows.append(
        Row(
            tuple(
                Cell(tr(key), left, wide, widgets.GOLD)
                for key, left, wide in zip(heads, columns, widths, strict=False)
            ),
            small,
            0.5,
        )
    )
    for suit in reading.suits:
        unseen = "\n".join(
            tr(key, ranks=" ".join(rank_text(c.card) for c in suit.unseen if c.copies == n))
            for key, n in (("reading.both_copies", 2), ("reading.one_copy", 1))
            if any(c.copies == n for c in suit.unseen)
        )
        holders: dict[int, list[str]] = {}
        for seat, card in suit.known:
            holders.setdefault(seat, []).append(rank_text(card))
        known = "\n".join(
            tr("reading.known_in", seat=seat_name(seat), cards=" ".join(ranks))
            for seat, ranks in holders.items()
        )
        cells = (
            Cell(SUIT_SIGNS[suit.suit], columns[0], widths[0], inks[suit.suit]),
            Cell(unseen or tr("reading.none_out"), columns[1], widths[1]),
            Cell(known or "–", columns[2], widths[2], widgets.INK if known else widgets.DIM),
        )
        rows.append(Row(cells, size))
    rows.append(Row((Cell(tr("reading.rummy_note"), x, width, widgets.DIM),), small, 0.6))
    return rows


def reading_rows(
    reading: Reading | RummyReading, x: float, width: float, size: int, four: bool
) -> list[Row]:
    """Every line of the panel below its title, for text ``size`` in ``width`` from ``x``."""
    if reading.kind == "rummy":
        return rummy_rows(cast(RummyReading, reading), x, width, size, four)
    reading = cast(Reading, reading)
    small = max(widgets.LEAST_SIZE, round(size * 0.85))
    rows: list[Row] = []
    if reading.in_play:
        rows.append(Row((Cell(trumps_line(reading), x, width),), size))
        points = tr("reading.points", points=reading.points_out)
        rows.append(Row((Cell(points, x, width),), size))
        masters = masters_line(reading)
        rows.append(
            Row((Cell(masters, x, width, widgets.GOLD if reading.masters else widgets.INK),), size)
        )
    else:
        rows.append(Row((Cell(tr("reading.before_play"), x, width, widgets.DIM),), size))
    rows += suit_rows(reading, x, width, size, four)
    if reading.in_play:
        if reading.odds:
            rows += odds_rows(reading, x, width, size, four)
            note = tr("reading.odds_note", worlds=reading.worlds)
            rows.append(Row((Cell(note, x, width, widgets.DIM),), small, 0.4))
        else:
            rows.append(Row((Cell(tr("reading.no_key_cards"), x, width, widgets.DIM),), size, 0.6))
    return rows


def fit_cell(res: Resources, words: str, size: int, width: float) -> widgets.Fitted:
    """Words fitted to ``width`` as ``widgets.fit_text`` fits them, each line of ``words``
    (a void per line) begun on a line of its own, all at one size."""
    paragraphs = words.split("\n")
    parts = [widgets.fit_text(res, part, size, width) for part in paragraphs]
    least = min(part.size for part in parts)
    if all(part.size == least for part in parts):
        return widgets.Fitted(least, tuple(line for part in parts for line in part.lines))
    lines = [line for part in paragraphs for line in widgets.wrap(res, part, least, width)]
    return widgets.Fitted(least, tuple(lines))


def fitted_row(res: Resources, row: Row) -> tuple[list[widgets.Fitted], float]:
    """A row's cells fitted to their widths, and the row's height."""
    fitted = [fit_cell(res, cell.words, row.size, max(cell.width, 1.0)) for cell in row.cells]
    height = max((f.height for f in fitted), default=0.0)
    return fitted, height + row.gap * row.size


def rows_height(res: Resources, rows: Sequence[Row]) -> float:
    return sum(fitted_row(res, row)[1] for row in rows)


def draw_rows(surface: pygame.Surface, res: Resources, rows: Sequence[Row], top: float) -> float:
    """Draw the rows from ``top``; returns where the next would go."""
    y = top
    for row in rows:
        fitted, height = fitted_row(res, row)
        y += row.gap * row.size
        for cell, lines in zip(row.cells, fitted, strict=True):
            x = cell.x + cell.width if cell.anchor == "topright" else cell.x
            widgets.draw_fitted(surface, res, lines, (x, y), cell.colour, cell.anchor)
        y += height - row.gap * row.size
    return y


def drop_a_chance(rows: list[Row]) -> bool:
    """Leave out the last card of the chances' table (the least important); False when
    there is none left to leave out."""
    for index in range(len(rows) - 1, -1, -1):
        if rows[index].kind == "chance":
            del rows[index]
            return True
    return False


@dataclass(frozen=True)
class Plan:
    """The panel laid out for one window size: its box, its title, its lines' text size
    and its lines."""

    box: Box
    title: widgets.Fitted
    size: int
    rows: list[Row]


# --- the scene ------------------------------------------------------------------------


class ReadingOverlay(Scene):
    """The reading of ``seat`` in ``state`` over the scene below (the table, the review):
    asked of ``reader`` (the app's decision service when it reads cards) with ``seed`` (the
    table's ``position_seed("reading/")``: the same position, the same reading)."""

    opaque = False
    fonts = (50.0, 36.0)  # the panel's most width and height, in the window's text sizes

    def __init__(
        self,
        app: App,
        state: State,
        seat: int,
        seed: int,
        reader: object = None,
    ) -> None:
        super().__init__(app)
        self.state = state
        self.seat = seat
        self.seed = seed
        decider = app.decider if reader is None else reader
        self.reader: CardReader | None = decider if isinstance(decider, CardReader) else None
        self.reading: Reading | RummyReading | None = None
        self.question = Question(
            self.reader, lambda reader: reader.read_cards(self.state, self.seat, self.seed)
        )
        self.buttons: list[Button] = []
        self._plan: tuple[object, Plan] | None = None
        self.resized()

    @property
    def ticket(self) -> int | None:
        """The reading asked and not yet come (None: none in flight)."""
        return self.question.ticket

    # --- the life cycle -------------------------------------------------------------

    def enter(self) -> None:
        self.question.start()
        self.update(0.0)

    def update(self, dt: float) -> None:
        if self.question.poll():
            self.reading = self.question.answer
            self.resized()  # the panel takes the height of its lines

    def close(self) -> None:
        self.question.cancel()

    # --- size and input -------------------------------------------------------------

    @property
    def font(self) -> int:
        w, h = self.app.size
        return max(12, round(min(h / 40, w / 36)))

    @property
    def box(self) -> Box:
        return self.plan().box

    def plan(self) -> Plan:
        """Where everything goes at the window's size: the panel as tall as its lines (at
        most the window less a margin), the lines at the largest text size that fits it
        (down to the smallest read at a glance; below it the last chances are left out, the
        most important kept)."""
        res, font = self.app.resources, self.font
        key = (self.app.size, language(), id(self.reading), res.four_colour)
        if self._plan is not None and self._plan[0] == key:
            return self._plan[1]
        w, h = self.app.size
        wide, high = self.fonts
        width = min(w - 2 * font, font * wide)
        most = min(h - 2 * font, font * high)
        inner = width - font * 2.4
        title = widgets.fit_text(res, title_words(self.seat), round(font * 1.4), inner)
        frame = font * 0.7 + title.height + font * 0.2 + font * 0.8 + font * 3.0
        x = (w - width) / 2 + font * 1.2
        size = font
        rows: list[Row] = []
        if self.reading is not None:
            reading, four = self.reading, res.four_colour
            rows = reading_rows(reading, x, inner, size, four)
            while size > widgets.LEAST_SIZE and frame + rows_height(res, rows) > most:
                size -= 1
                rows = reading_rows(reading, x, inner, size, four)
            while frame + rows_height(res, rows) > most and drop_a_chance(rows):
                pass
            high_needed = frame + rows_height(res, rows)
        else:
            high_needed = frame + font * 4.0
        box = Box.centred(w / 2, h / 2, width, min(most, high_needed))
        plan = Plan(box, title, size, rows)
        self._plan = (key, plan)
        return plan

    def resized(self) -> None:
        self.buttons = widgets.foot_buttons(
            self.box, self.font, [(tr("button.close"), "close")], widest=9.0, lift=0.8
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if hit_button(self.buttons, event.pos) is not None:
                self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
            READING_KEY,
        ):
            self.app.pop()
        return True

    # --- drawing --------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        widgets.veil(surface, 110)
        plan = self.plan()
        box = plan.box
        widgets.panel(surface, box, (16, 36, 27, 255))
        res, font = self.app.resources, self.font
        top = box.y + font * 0.7
        widgets.draw_fitted(surface, res, plan.title, (box.center[0], top), widgets.GOLD, "midtop")
        top += plan.title.height + font * 0.2
        if self.reading is None:
            key = "reading.waiting" if self.reader is not None else "reading.unavailable"
            words = widgets.fit_text(res, tr(key), font, box.w - font * 2.4)
            bottom = min(button.box.y for button in self.buttons) - font * 0.4
            centre = (box.center[0], (top + bottom) / 2)
            widgets.draw_fitted(surface, res, words, centre, widgets.DIM, "center")
        else:
            draw_rows(surface, res, plan.rows, top)
        for button in self.buttons:
            button.draw(surface, res, font)
