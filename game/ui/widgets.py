"""Drawing helpers shared by the scenes: text, panels and buttons.

In a language written right to left (``writing.rtl()``) every panel mirrors what is drawn
in it: a line placed at a panel's left edge is drawn against its right edge, aligned right
(``topleft`` becomes ``topright``), a column of numbers at its right goes to its left, and
so do the panels inside it (a grid's cells, a lit row).  The panels and buttons drawn in the
current frame are remembered as frames (``panel``, ``Button.draw``; a panel drawn inside a
frame is part of it, not a frame), the last on top; a line or a box is mirrored in the
topmost frame that holds it (a button's label and the key digit in its corner in the button,
whose place the layout already mirrored).  So no screen is written twice: the scenes place
their words and boxes as in English.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import line_breaks, writing
from game.ui.layout import Box
from game.ui.resources import Resources, TextFont

INK = (245, 240, 225)
GOLD = (240, 200, 90)
DIM = (170, 180, 170)
PANEL = (18, 40, 30, 215)
BUTTON = (44, 92, 70)
BUTTON_HOVER = (62, 122, 94)
BUTTON_OFF = (36, 50, 44)  # a button that cannot act now: a dimmed fill, edge and label
EDGE = (110, 160, 130)
EDGE_OFF = (70, 92, 82)
INK_OFF = (122, 136, 128)
RED = (230, 90, 80)


MIRRORED_ANCHORS = {
    "topleft": "topright",
    "topright": "topleft",
    "midleft": "midright",
    "midright": "midleft",
    "bottomleft": "bottomright",
    "bottomright": "bottomleft",
}
MOST_PANELS = 96  # panels remembered at once (a frame draws far fewer)
_panels: list[pygame.Rect] = []  # the frames drawn this frame, the last one on top
_containers: list[pygame.Rect] = []  # those of them that are panels: boxes drawn in them mirror
_own_frame: list[pygame.Rect] = []  # the frame of the words being drawn, when it is known


def new_frame() -> None:
    """Forget the panels of the last frame (the window is drawn anew)."""
    _panels.clear()
    _containers.clear()


def _remember(rect: pygame.Rect, found: list[pygame.Rect] = _panels) -> None:
    if rect in found:
        found.remove(rect)
    found.append(rect)
    del found[:-MOST_PANELS]


def _frame_holding(rect: pygame.Rect) -> pygame.Rect | None:
    """The topmost panel ``rect`` lies in (and is not): a box drawn there is part of it."""
    for frame in reversed(_containers):
        if frame != rect and frame.inflate(2, 2).contains(rect):
            return frame
    return None


def _frame_of_line(rect: pygame.Rect) -> pygame.Rect | None:
    """The topmost frame a drawn line belongs to: the line within its width, the middle of
    the line within its height (a line's image may be taller than a tight box)."""
    for frame in reversed(_panels):
        across = frame.left - 1 <= rect.left and rect.right <= frame.right + 1
        if across and frame.top <= rect.centery <= frame.bottom:
            return frame
    return None


def frame(box: Box | pygame.Rect) -> None:
    """Make a box drawn without ``panel`` (a speech bubble) a frame: the words in it mirror
    in it, not in a panel it lies over."""
    _remember(pygame.Rect(box.as_tuple()) if isinstance(box, Box) else pygame.Rect(box))


def placed_box(box: Box) -> Box:
    """Where a box drawn in a frame goes: mirrored in it when the language is written right
    to left (a cell of a grid, a lit row), else where it is."""
    if not writing.rtl():
        return box
    holder = _frame_holding(pygame.Rect(box.as_tuple()))
    if holder is None:
        return box
    return Box(holder.left + holder.right - box.right, box.y, box.w, box.h)


def placed(pos: tuple[float, float], anchor: str) -> tuple[tuple[float, float], str]:
    """Where a mark placed at ``pos`` by ``anchor`` goes (a disc, a dealer's chip): mirrored
    in the topmost frame that holds ``pos`` when the language is written right to left,
    else where it is."""
    if not writing.rtl():
        return pos, anchor
    for rect in reversed(_panels):
        if rect.left <= pos[0] <= rect.right and rect.top <= pos[1] <= rect.bottom:
            return (rect.left + rect.right - pos[0], pos[1]), MIRRORED_ANCHORS.get(anchor, anchor)
    return pos, anchor


def in_reading_order(row: list[Box]) -> list[Box]:
    """A row of boxes in the order they are read: left to right, or right to left (the
    first button on the right) in a language written that way."""
    return row[::-1] if writing.rtl() else row


def text(
    surface: pygame.Surface,
    res: Resources,
    words: str,
    size: int,
    pos: tuple[float, float],
    colour: tuple[int, int, int] = INK,
    anchor: str = "topleft",
    shadow: bool = True,
) -> pygame.Rect:
    """Draw one line; ``anchor`` is a pygame Rect attribute name (``center``, ``midtop``...);
    for a language written right to left, mirrored in the frame it lies in (a panel, a
    button, a bubble), aligned to its other side."""
    image = res.text_image(words, size, colour)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    holder = (_own_frame[-1] if _own_frame else _frame_of_line(rect)) if writing.rtl() else None
    if holder is not None:
        rect.x = holder.left + holder.right - rect.right
    if shadow:
        surface.blit(res.text_image(words, size, (0, 0, 0)), rect.move(1, 2))
    surface.blit(image, rect)
    return rect


LEAST_SIZE = 12  # the smallest text size still read at a glance: fitting never goes below it
SHRINK = 0.85  # a label may shrink to this share of its size before it wraps
LINE = 1.45  # the height of a line of text, in text sizes (the font's own line spacing)
BUTTON_LINE = 1.2  # a button's label lines sit closer: the words stay clear of its edge


def page_title(
    surface: pygame.Surface, res: Resources, words: str, font: int, pos: tuple[float, float]
) -> None:
    """A page's gold title, centred at ``pos``, 1.7 times the page's ``font`` (the progress,
    training and daily pages)."""
    text(surface, res, words, round(font * 1.7), pos, GOLD, "center")


def wrap(res: Resources, words: str, size: int, width: float) -> list[str]:
    """Break ``words`` into lines that fit ``width``: between phrases (``line_breaks``: at
    spaces in Latin text, between BudouX's phrases in Japanese, never against the kinsoku
    rules).  A phrase wider than a whole line is broken at its spaces, and a word wider than
    the line (a long file name) between its characters, after filling the line begun."""
    font = res.font(size)

    def fits(line: str) -> bool:
        return font.size(line.rstrip())[0] <= width

    lines: list[str] = []

    def add(line: str, pieces: Sequence[str]) -> str:
        """``line`` with ``pieces`` (a phrase's words, or one word) added: the line now
        begun, the lines it filled appended to ``lines``."""
        whole = "".join(pieces)
        if fits(line + whole):
            return line + whole
        if fits(whole):
            if line.strip():
                lines.append(line.rstrip())
            return whole.lstrip()
        if len(pieces) > 1:  # a phrase wider than a line: its words one by one
            for piece in pieces:
                line = add(line, (piece,))
            return line
        start, line = len(line), line + whole  # a word wider than a line: cut it
        while not fits(line) and len(line.rstrip()) > 1:
            cut = _cut(font, line, width, start)
            lines.append(line[:cut].rstrip())
            line, start = line[cut:].lstrip(), 0
        return line

    for paragraph in words.split("\n"):
        line = ""
        for phrase in line_breaks.phrases(paragraph):
            line = add(line, phrase)
        lines.append(line.rstrip())
    return lines


def _cut(font: TextFont, line: str, width: float, start: int) -> int:
    """Where to cut ``line``, whose word from ``start`` on is wider than ``width``: after as
    many characters as fit, back to where the kinsoku rules allow a cut (if they allow one
    at or after ``start``), and after one character at least."""
    low, high = 1, len(line)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(line[:middle].rstrip())[0] <= width:
            low = middle
        else:
            high = middle - 1
    for cut in range(low, max(start, 1) - 1, -1):
        if line[:cut].strip() and (cut == start or line_breaks.may_cut(line, cut)):
            return cut
    return low


@dataclass(frozen=True, slots=True)
class Fitted:
    """Text fitted to a box: the size to draw it at and its lines, each as wide as the box
    at most."""

    size: int
    lines: tuple[str, ...]
    line: float = LINE  # the height of a line, in text sizes

    @property
    def height(self) -> float:
        return self.size * self.line * len(self.lines)


def fit_text(
    res: Resources, words: str, size: int, width: float, height: float = 0.0, line: float = LINE
) -> Fitted:
    """The one way to fit words into a box ``width`` wide (buttons, bubbles, banners, the log,
    messages, notices): on one line at ``size`` if they fit; else a little smaller (down to
    ``SHRINK`` of the size, never under ``LEAST_SIZE``) if that keeps them on one line; else
    wrapped onto lines at that smaller size.  With ``height`` (a box that cannot grow, such as
    a button) the size goes on down to ``LEAST_SIZE`` until the lines fit that height.  Nothing
    is ever cut: every line is at most ``width`` wide; ``line`` spaces the lines (in sizes)."""
    if "\n" not in words and res.font(size).size(words)[0] <= width:
        return Fitted(size, (words,), line)
    least = min(size, max(LEAST_SIZE, round(size * SHRINK)))
    for smaller in range(size - 1, least - 1, -1):
        if "\n" not in words and res.font(smaller).size(words)[0] <= width:
            return Fitted(smaller, (words,), line)
    fitted = Fitted(least, tuple(wrap(res, words, least, width)), line)
    while height and fitted.height > height and fitted.size > min(size, LEAST_SIZE):
        smaller = fitted.size - 1
        fitted = Fitted(smaller, tuple(wrap(res, words, smaller, width)), line)
    return fitted


def draw_fitted(
    surface: pygame.Surface,
    res: Resources,
    fitted: Fitted,
    pos: tuple[float, float],
    colour: tuple[int, int, int] = INK,
    anchor: str = "topleft",
    shadow: bool = True,
) -> None:
    """Draw fitted lines as a block placed by ``anchor`` (``center``, ``topleft``, ``midtop``,
    ``bottomleft``...), each line aligned the same way within the block."""
    step = fitted.size * fitted.line
    top = pos[1]
    if anchor in ("center", "midleft", "midright"):
        top -= fitted.height / 2
    elif anchor.startswith("bottom"):
        top -= fitted.height
    line_anchor = "midtop" if anchor in ("center", "midtop", "midbottom") else "topleft"
    if anchor.endswith("right"):
        line_anchor = "topright"
    for i, line in enumerate(fitted.lines):
        y = top + i * step + (step - res.font(fitted.size).get_linesize()) / 2
        text(surface, res, line, fitted.size, (pos[0], y), colour, line_anchor, shadow)


_PANELS: dict[tuple[int, int, tuple[int, ...]], pygame.Surface] = {}


def panel(surface: pygame.Surface, box: Box, colour: tuple[int, ...] = PANEL) -> None:
    """A translucent rounded panel with a thin gold edge (layers cached by size and colour);
    nothing for a box with no area (a window shrunk to a sliver).  Drawn inside a frame, it is
    placed in it (``placed_box``); else it becomes a frame."""
    inside = writing.rtl() and _frame_holding(pygame.Rect(box.as_tuple())) is not None
    rect = pygame.Rect(placed_box(box).as_tuple())
    if rect.w <= 0 or rect.h <= 0:
        return
    key = (rect.w, rect.h, colour)
    layer = _PANELS.get(key)
    if layer is None:
        if len(_PANELS) > 200:
            _PANELS.clear()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(6, int(min(rect.w, rect.h) * 0.08))
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, (*GOLD, 120), layer.get_rect(), width=2, border_radius=radius)
        _PANELS[key] = layer
    surface.blit(layer, rect)
    if not inside:
        _remember(rect)
        _remember(rect, _containers)


@dataclass(slots=True)
class Button:
    """A clickable label; ``key`` says what it does to the scene that owns it."""

    box: Box
    label: str
    key: str
    enabled: bool = True
    selected: bool = False
    fitted: tuple[str, int, int, Fitted] = ("", 0, 0, Fitted(0, ()))  # (label, size, width)
    inset: float = 0.0  # kept free on each side of the words (a key digit in a corner)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.box.contains(pos)

    def draw(self, surface: pygame.Surface, res: Resources, size: int) -> None:
        """The button; one that cannot act now (``enabled`` off) is dimmed: its fill, its
        edge and its label."""
        rect = pygame.Rect(self.box.as_tuple())
        hover = self.enabled and rect.collidepoint(pygame.mouse.get_pos())
        colour = BUTTON_OFF if not self.enabled else BUTTON_HOVER if hover else BUTTON
        radius = max(5, rect.h // 4)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
        edge = GOLD if self.selected else EDGE if self.enabled else EDGE_OFF
        pygame.draw.rect(
            surface, edge, rect, width=2 if not self.selected else 3, border_radius=radius
        )
        if self.fitted[:3] != (self.label, size, rect.w):
            self.fitted = (
                self.label,
                size,
                rect.w,
                fit_text(
                    res, self.label, size, rect.w - 10 - 2 * self.inset, rect.h - 8, BUTTON_LINE
                ),
            )
        ink = INK if self.enabled else INK_OFF
        _remember(rect)  # its words (and a key digit in its corner) mirror in the button
        _own_frame.append(rect)  # (its label's lines may stand out of a tight button)
        try:
            draw_fitted(surface, res, self.fitted[3], rect.center, ink, "center", self.enabled)
        finally:
            _own_frame.pop()


def foot_buttons(
    box: Box, font: float, labelled: Sequence[tuple[str, str]], widest: float, lift: float
) -> list[Button]:
    """A row of equal buttons (label, key) centred at the foot of ``box``, at most ``widest``
    fonts wide each, ``lift`` fonts above its bottom edge: the row of every dialog and overlay."""
    count = len(labelled)
    bw, bh = min(font * widest, (box.w - font * (count + 1)) / count), font * 2.2
    x0 = box.center[0] - (count * bw + (count - 1) * font) / 2
    row = [Box(x0 + i * (bw + font), box.bottom - bh - font * lift, bw, bh) for i in range(count)]
    return [
        Button(place, label, key)
        for place, (label, key) in zip(in_reading_order(row), labelled, strict=True)
    ]


def veil(surface: pygame.Surface, alpha: int) -> None:
    """Darken the whole screen under a dialog or an overlay (the scene below waits)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.fill((0, 0, 0, alpha))
    surface.blit(layer, (0, 0))


def mirrored_screen(buttons: list[Button], width: float) -> list[Button]:
    """A screen's buttons laid out left to right, seen in a mirror in a language written
    right to left (its columns and rows read from the right); the scene also makes its
    window a frame when it draws (``frame``), so its headings follow."""
    if writing.rtl():
        for button in buttons:
            box = button.box
            button.box = Box(width - box.right, box.y, box.w, box.h)
    return buttons


def hit_button(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    for button in buttons:
        if button.hit(pos):
            return button
    return None
