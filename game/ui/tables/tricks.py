"""The trick table: the human's hand at the bottom, three computer seats, the trick in the
middle, the won tricks in a pile beside the plate of the seat that won them (of one seat of
the team in a partnership game), and Barbu's Dominoes rows (``game.ui.dominoes``).

A card is played by a click or by dragging it to the middle; the kind asks the
controller what the drop means and hands the scene the action, or the rule's reason when
it means nothing (``game.ui.tables.gestures``).  A
finished trick stays in view until a click, or a pause (the "gather tricks" setting).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.api import Event, EventKind, TableView
from game.core.cards import Card
from game.core.trickplay import TrickView
from game.ui.anim import Tween
from game.ui.dominoes import domino_place, domino_size, laid_cards
from game.ui.handsort import sort_hand
from game.ui.i18n import card_label, say_action, say_announcement, say_wording, tr
from game.ui.layout import HOVER_LIFT, TableLayout, hand_centres, pile_places, table_layout
from game.ui.sprites import CardSprite
from game.ui.tables.gestures import HANDLED, IGNORED, AskWhy, Gesture, Play, Refused
from game.ui.tables.host import TableHost
from game.ui.tables.hud import TableHud
from game.ui.tables.kind import DRAG_THRESHOLD, KindOfTable
from game.ui.tables.panel import DecisionPanel

PLAY_TIME = 0.36  # a card's flight to the trick
PLAY_BEAT = 0.3  # then it lies still a moment before the next seat plays
GATHER_PAUSE = 2.0  # a finished trick stays this long (scaled by the speed), or until a click
TRICK_BUTTONS = ("hint", "reading", "undo", "last", "sheet", "menu")


@dataclass(slots=True)
class Drag:
    """A hand card held by the mouse: where it was taken from and whether it has moved."""

    sprite: CardSprite
    offset: tuple[float, float]
    origin: tuple[float, float]
    press: tuple[int, int]
    moved: bool = False


class TrickTable(KindOfTable):
    """The table of the trick games: a card at a time, to the trick."""

    button_keys = TRICK_BUTTONS
    summary_route = "summary"

    def __init__(self, table: TableHost) -> None:
        super().__init__(table)
        self.drag: Drag | None = None

    def new_hud(self) -> TableHud:
        return TableHud(self)

    def new_panel(self) -> DecisionPanel:
        return DecisionPanel(self.table)

    # --- geometry ------------------------------------------------------------------

    def lay_out(self) -> TableLayout:
        return table_layout(*self.app.size)

    def warm_images(self) -> None:
        res = self.app.resources
        for card in self.controller.definition.deck(self.controller.rules):
            res.card(card, self.layout.card)
        res.card(None, self.layout.small)

    def hand_order(self, hand: tuple[Card, ...]) -> list[Card]:
        view = self.controller.view(0)
        if not isinstance(view, TrickView):
            return sort_hand(hand, -1, None, self.app.settings.hand_sort)
        return sort_hand(hand, view.trump_suit, view.strength, self.app.settings.hand_sort)

    def rebuild(self) -> None:
        table = self.table
        layout = self.layout
        view = self.controller.trick_view()
        wanted: dict[str, tuple[int, CardSprite]] = {}
        legal = self.controller.legal_cards()
        hint = self.controller.hint.action
        hand = self.hand_order(view.hand)
        dimmed = [bool(legal) and card not in legal for card in hand]
        table.selected = cursor_place(table.selected, dimmed)
        for i, (card, centre) in enumerate(
            zip(hand, hand_centres(layout, 0, len(hand)), strict=True)
        ):
            sprite = table.sprite(card.code, card, 0, *centre)
            sprite.dimmed = dimmed[i]
            sprite.hinted = card is hint
            sprite.cursor = i == table.selected
            sprite.lift = 0.0
            wanted[card.code] = (100 + i, sprite)
        for seat in (1, 2, 3):
            count = view.hand_sizes[seat]
            # a lesson's open partner hand, else the cards everybody has seen in that hand
            shown = list(table.coach.open_hand(table, seat) or view.known[seat])[:count]
            for i, centre in enumerate(hand_centres(layout, seat, count)):
                if i < len(shown):
                    card = shown[i]
                    wanted[card.code] = (50 + i, table.sprite(card.code, card, seat, *centre))
                else:
                    key = f"b{seat}.{i}"
                    wanted[key] = (50 + i, table.sprite(key, None, seat, *centre))
        for i, (seat, card) in enumerate(view.trick):
            wanted[card.code] = (200 + i, table.sprite(card.code, card, -1, *layout.trick[seat]))
        rows = view.rows if isinstance(view, TrickView) else ()
        laid = domino_size(layout)
        for card, layer in laid_cards(rows):
            x, y = domino_place(layout, card)
            wanted[card.code] = (layer, table.sprite(card.code, card, -1, x, y, laid))
        turn_up = view.turn_up if isinstance(view, TrickView) else None
        if turn_up is not None:
            cx, cy = layout.turn_up
            wanted[turn_up.code] = (150, table.sprite(turn_up.code, turn_up, -1, cx, cy))
        for seat in range(4):
            taken = sum(view.tricks_taken[s] for s in self.pile_seats(seat))
            for i, (x, y) in enumerate(pile_places(layout, seat, taken)):
                key = f"p{seat}.{i}"
                wanted[key] = (10 + i, table.sprite(key, None, 1, x, y))
        for key in list(table.by_key):
            if key not in wanted:
                table.by_key.pop(key).kill()
        for layer, sprite in wanted.values():
            table.sprites.change_layer(sprite, layer)
            sprite.refresh()

    def pile_seats(self, seat: int) -> tuple[int, ...]:
        """The seats whose won tricks lie in the pile beside ``seat``: its own when every player
        is for himself (Barbu); else a team's pile lies by one of its seats, ours by us and
        theirs by West, and the partner's place is empty."""
        if not self.controller.definition.teams:
            return (seat,)
        return {0: (0, 2), 1: (1, 3)}.get(seat, ())

    def pile_of(self, seat: int) -> int:
        """The seat beside which the tricks ``seat`` wins lie."""
        return next(s for s in range(4) if seat in self.pile_seats(s))

    def hand_sprites(self) -> list[CardSprite]:
        sprites = self.table.sprites
        hand = [s for s in sprites if isinstance(s, CardSprite) and s.owner == 0]
        return sorted(hand, key=lambda s: s.x)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's hand is (the middle of it)."""
        centres = hand_centres(self.layout, seat, 8)
        return centres[len(centres) // 2]

    # --- animation --------------------------------------------------------------------

    def animate_deal(self) -> None:
        """The dealing: cards fly from the dealer's side to each hand, then the turn-up."""
        table = self.table
        layout = self.layout
        dealer = self.controller.view(0).dealer
        for sprite in list(table.by_key.values()):
            sprite.kill()
        table.by_key.clear()
        start = self.seat_anchor(dealer)
        tweens: list[Tween] = []
        delay = 0.0
        counts = [0, 0, 0, 0]
        for event in self.controller.opening_events():
            if event.kind is EventKind.DEAL and event.seat is not None:
                seat = event.seat
                for card in event.cards:
                    key = card.code if seat == 0 else f"d{seat}.{counts[seat]}"
                    counts[seat] += 1
                    face = card if seat == 0 else None
                    sprite = table.sprite(key, face, seat, *start)
                    target = self.seat_anchor(seat)
                    first = delay == 0.0
                    tweens.append(
                        Tween(
                            sprite,
                            target,
                            0.22,
                            delay,
                            on_start=table.sound("deal") if first else None,
                        )
                    )
                    delay += 0.035
                if seat is not None:
                    tweens[-1].on_start = table.sound("deal")
            elif event.kind is EventKind.TURN_UP:
                card = event.cards[0]
                sprite = table.sprite(card.code, card, -1, *start)
                tweens.append(Tween(sprite, layout.turn_up, 0.25, delay + 0.1))
        self.animator.add(tweens, pause=0.2, then=table.mark_dirty)

    def log_lines(self, event: Event, view: TableView) -> list[str]:
        seat = event.seat if event.seat is not None else -1
        if event.kind is EventKind.TRICK:
            points = event.values[0] if event.values else 0
            key = "say.trick_you" if seat == 0 else "say.trick"
            return [tr(key, seat=tr(f"seat.{seat}"), points=points)]
        if event.kind in (EventKind.BID, EventKind.ANNOUNCE):
            return [f"{tr(f'seat.{seat}')}: {self.said(event)}"]
        if event.kind is EventKind.THROWN_IN:
            return [tr("summary.thrown_in")]
        return []

    def said(self, event: Event) -> str:
        """A decision or an announcement in words, as its bubble and the log say it: a decision
        as it was offered (Baloot's confirmed "Hokum ♣", a take with its suit)."""
        if event.kind is EventKind.BID:
            action = self.controller.action_of(event.text)
            if event.wording is not None:
                return say_wording(event.wording, say_action(action))
            return say_action(action)
        words = say_announcement(event.text, event.wording)
        if event.cards:
            words += " " + " ".join(card_label(c.code) for c in event.cards)
        return words

    def animate_event(self, event: Event) -> None:
        table = self.table
        hud = table.hud
        layout = self.layout
        seat = event.seat if event.seat is not None else -1
        for line in self.log_lines(event, self.controller.view(0)):
            hud.say_log(line, self.moment_now())
        if event.kind is EventKind.PLAY and event.cards:
            hud.calls_over()
            card = event.cards[0]
            sprite = table.by_key.get(card.code)
            if sprite is None:
                source = self.take_back(seat) if seat != 0 else None
                x, y = (source.x, source.y) if source is not None else self.seat_anchor(seat)
                if source is not None:
                    source.kill()
                sprite = table.sprite(card.code, card, -1, x, y)
            sprite.set_face(card, layout.card, False)
            sprite.plain()
            table.sprites.change_layer(sprite, 300)
            self.animator.add(
                [Tween(sprite, layout.trick[seat], PLAY_TIME, on_start=table.sound("play"))],
                pause=PLAY_TIME + PLAY_BEAT,
            )
        elif event.kind is EventKind.TRICK:
            cards = [table.by_key[c.code] for c in event.cards if c.code in table.by_key]
            click = self.app.settings.gather == "click"
            self.animator.hold(None if click else GATHER_PAUSE)
            pile = self.pile_of(seat)
            taken = sum(self.controller.trick_view().tricks_taken[s] for s in self.pile_seats(pile))
            places = pile_places(self.layout, pile, max(1, taken))
            tweens = [Tween(s, places[-1], 0.32) for s in cards]
            if tweens:
                tweens[0].on_start = table.sound("gather")
            self.animator.add(tweens, then=table.mark_dirty)
        elif event.kind is EventKind.BID:
            # a call of the auction goes with the first card; one said in the play (a claim,
            # Sawa, Akka) is announced and stays
            said = hud.announcing
            hud.bubble(seat, self.said(event), loud=said, call=not said)
            self.animator.add([], pause=0.45)
        elif event.kind is EventKind.ANNOUNCE:
            hud.bubble(seat, self.said(event), loud=True)
            self.animator.add([], then=table.sound("announce"))
        elif event.kind is EventKind.TAKE and event.cards:
            card = event.cards[0]
            sprite = table.by_key.get(card.code)
            if sprite is not None:
                self.animator.add(
                    [Tween(sprite, self.seat_anchor(seat), 0.3)], then=table.mark_dirty
                )
        elif event.kind is EventKind.DEAL and seat >= 0:
            self.animator.add([], pause=0.05, then=table.mark_dirty)

    def take_back(self, seat: int) -> CardSprite | None:
        """The back sprite a computer seat plays from (its last card)."""
        by_key = self.table.by_key
        keys = [k for k in by_key if k.startswith(f"b{seat}.")]
        if not keys:
            return None
        keys.sort(key=lambda k: int(k.split(".")[1]))
        return by_key.pop(keys[len(keys) // 2])

    # --- the flow of play -------------------------------------------------------------

    def forced_action(self, legal: list[Any]) -> Any | None:
        """The only legal action: a card, or a decision with no other (Barbu's Dominoes pass
        of a player who cannot place a card)."""
        return legal[0] if len(legal) == 1 else None

    def before_play(self) -> None:
        """Nothing to put down: a trick table holds no choice of its own between actions."""

    def after_play(self) -> None:
        """Nothing to redraw early: the play's animation marks the table when it lands."""

    def new_deal(self) -> None:
        """Nothing of the hand to forget: every sprite comes from the view."""

    # --- input -------------------------------------------------------------------------------

    def hover(self, pos: tuple[int, int] | None) -> None:
        """Lift the playable card under the mouse a little."""
        if self.drag is not None or not self.animator.idle:
            return
        legal = self.controller.legal_cards()
        under = self.hand_card_at(pos) if pos is not None and legal else None
        lift = self.layout.card[1] * HOVER_LIFT
        for sprite in self.hand_sprites():
            sprite.lift = lift if sprite is under and sprite.card in legal else 0.0

    def hand_card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The hand card under ``pos`` (a lifted card also where it rose from)."""
        for sprite in reversed(self.hand_sprites()):
            area = sprite.placed.union(sprite.placed.move(0, round(sprite.lift)))
            if area.collidepoint(pos):
                return sprite
        return None

    def trick_card_at(self, pos: tuple[int, int]) -> Card | None:
        """The card of the trick on the table under ``pos`` (the latest played on top)."""
        view = self.controller.trick_view()
        on_table = {card.code for _, card in view.trick}
        for sprite in reversed(self.table.sprites.sprites()):
            card = sprite.card if isinstance(sprite, CardSprite) else None
            if card is not None and card.code in on_table and sprite.placed.collidepoint(pos):
                return card
        return None

    def tick(self) -> None:
        """Nothing at the trick table changes look with time."""

    def holding(self) -> bool:
        return self.drag is not None

    def dragging(self) -> bool:
        """Whether a card is being dragged (the hud lights the drop zone)."""
        return self.drag is not None and self.drag.moved

    def press(self, pos: tuple[int, int]) -> Gesture:
        """A panel entry, or a hand card taken up (to drag, or to click); while the table
        still moves, a click on a card of the hand means that card, played once it is idle."""
        payload = self.table.panel.payload_at(pos)
        if payload is not None:
            return self.choose_entry(payload) if self.animator.idle else HANDLED
        sprite = self.hand_card_at(pos)
        if sprite is None:
            played = self.trick_card_at(pos)
            return AskWhy(played) if played is not None and self.animator.idle else IGNORED
        if not self.animator.idle:
            card = sprite.card
            held = card is not None and card in self.controller.view(0).hand
            return Play(card) if held else HANDLED
        self.drag = Drag(sprite, (sprite.x - pos[0], sprite.y - pos[1]), (sprite.x, sprite.y), pos)
        self.table.sprites.change_layer(sprite, 400)
        return HANDLED

    def move(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        if abs(pos[0] - drag.press[0]) + abs(pos[1] - drag.press[1]) > DRAG_THRESHOLD:
            drag.moved = True
        if drag.moved:
            drag.sprite.x = pos[0] + drag.offset[0]
            drag.sprite.y = pos[1] + drag.offset[1]
            drag.sprite.lift = 0.0
            drag.sprite.refresh()

    def release(self, pos: tuple[int, int]) -> Gesture:
        """A card clicked is played; a card dropped means what the controller says of the drop
        (refused with the rule's reason, it slides back)."""
        drag = self.drag
        if drag is None:
            return IGNORED
        self.drag = None
        card = drag.sprite.card
        assert card is not None
        if not drag.moved:
            return Play(card)
        c = self.controller
        zone = self.layout.zone_at(pos)
        actions = c.actions_for_drop(0, [card], zone)

        def slide_back() -> None:
            self.animator.add([Tween(drag.sprite, drag.origin, 0.25)], then=self.table.mark_dirty)

        if len(actions) == 1:
            return Play(actions[0], refused=slide_back)
        slide_back()
        if not actions:
            return Refused(c.drop_reason(0, [card], zone), (card,))
        return HANDLED

    def key(self, key: int) -> Gesture:
        """Enter, Up or Space plays the card under the keyboard cursor."""
        if key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP, pygame.K_SPACE):
            return IGNORED
        hand = self.hand_sprites()
        at = self.table.selected
        card = hand[at].card if 0 <= at < len(hand) else None
        if card is None or not (self.animator.idle or card in self.controller.view(0).hand):
            return HANDLED
        return Play(card)


def cursor_place(at: int, dimmed: list[bool]) -> int:
    """Where the keyboard cursor stands in a hand: off it (-1) until an arrow places it, and
    never on a dimmed card: from one, it goes to the nearest playable card."""
    if at < 0 or not dimmed:
        return -1
    at = min(at, len(dimmed) - 1)
    if not dimmed[at]:
        return at
    for distance in range(1, len(dimmed)):
        for place in (at + distance, at - distance):
            if 0 <= place < len(dimmed) and not dimmed[place]:
                return place
    return at
