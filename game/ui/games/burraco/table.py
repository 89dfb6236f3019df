"""The rummy table (Burraco): draw or pick up, meld and lay off with the mouse, discard.

The kind of table that places Burraco's stock, pile, pots and meld areas and takes its
gestures, with its own hud and chooser parts (``BurracoHud``, ``BurracoChooser``); the
table scene keeps saves, statistics, hints, undo, the animation queue and overlays.  It
never decides what is legal: a drop becomes ``controller.actions_for_drop``; several
answers open a small chooser, none shows ``drop_reason`` in words: each gesture becomes a
value the scene acts on (``game.ui.tables.gestures``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.burraco.melds import BURRACO_SIZE
from game.core.actions import ActionKind
from game.core.api import Event, EventKind, TableView
from game.core.cards import Card
from game.core.rummy import RummyView
from game.session.zones import (
    HAND_ZONE,
    NOWHERE,
    PILE_ZONE,
    STOCK_ZONE,
    TABLE_ZONE,
    THEIR_ZONE,
    DropZone,
    ZoneKind,
)
from game.ui.anim import Tween
from game.ui.games.burraco.chooser import BurracoChooser
from game.ui.games.burraco.hud import BurracoHud, Grab, GrabKind
from game.ui.games.burraco.layout import (
    BurracoLayout,
    MeldPlaces,
    back_places,
    backs_sideways,
    burraco_layout,
    hand_places,
    meld_places,
    pile_places,
)
from game.ui.games.burraco.view import hand_order, hint_cards
from game.ui.i18n import card_label, tr, tr_n
from game.ui.layout import Box, TableLayout
from game.ui.sprites import CardSprite
from game.ui.tables.gestures import (
    HANDLED,
    IGNORED,
    REDRAW,
    Choose,
    Gesture,
    Play,
    Refused,
    Say,
)
from game.ui.tables.host import TableHost
from game.ui.tables.kind import DRAG_THRESHOLD, KindOfTable

BURRACO_BUTTONS = ("hint", "reading", "undo", "sort", "sheet", "menu")
FLY_TIME = 0.3
FRESH_TIME = 2.5  # a card just drawn or picked up glows, fading over this many seconds
PICK_LIFT = 0.14  # a picked hand card rises by this share of its height


class RummyTable(KindOfTable):
    """The table of the rummy games: the hand, the stock and pile, the two teams' melds."""

    button_keys = BURRACO_BUTTONS
    summary_route = "burraco_summary"

    def __init__(self, table: TableHost) -> None:
        super().__init__(table)
        self.blayout: BurracoLayout = burraco_layout(*table.app.size)
        self.picked: set[str] = set()  # the keys of the selected hand cards
        self.by_suit = "trumps"  # the hand order R goes back to from ``rank``
        self.grab: Grab | None = None
        self.meld_spots: list[MeldPlaces] = []
        self.targets: set[DropZone] = set()  # the zones the dragged cards may go to
        self.fresh: dict[str, int] = {}  # the cards the human just drew or picked up, by code
        self.fresh_since = 0.0  # when they reached the hand
        self.fresh_keys: set[str] = set()  # the hand sprites that show them
        self.flying = 0
        self.chooser = BurracoChooser(table)

    def new_hud(self) -> BurracoHud:
        return BurracoHud(self)

    def new_panel(self) -> BurracoChooser:
        return self.chooser

    # --- geometry ------------------------------------------------------------------

    def zone_at(self, pos: tuple[float, float]) -> DropZone:
        """The drop zone under ``pos``: one of our melds or theirs, the hand, or the layout's
        stock, pile, meld area or nowhere."""
        for team in (0, 1):
            if team < len(self.meld_spots):
                for j in range(len(self.meld_spots[team].boxes) - 1, -1, -1):
                    box = self.meld_spots[team].boxes[j]
                    grown = Box(box.x - 4, box.y - 4, box.w + 8, box.h + 8)
                    if grown.contains(pos):
                        return DropZone.on_meld(j + 1) if team == 0 else THEIR_ZONE
        if self.blayout.melds[1].contains(pos):
            return THEIR_ZONE
        if self.blayout.hand.contains(pos):
            return HAND_ZONE
        return self.blayout.zone_at(pos)

    def lay_out(self) -> TableLayout:
        self.blayout = burraco_layout(*self.app.size)
        return self.blayout.base

    def warm_images(self) -> None:
        res = self.app.resources
        for card in set(self.controller.definition.deck(self.controller.rules)):
            res.card(card, self.blayout.card)
            res.card(card, self.blayout.middle)
        res.card(None, self.blayout.small)
        res.card(None, self.blayout.middle)

    def place(
        self,
        key: str,
        card: Card | None,
        owner: int,
        at: tuple[float, float],
        size: tuple[int, int],
    ) -> CardSprite:
        sprite = self.table.sprite(key, card, -1, at[0], at[1], size)
        # the pot on top lies across the other; West's and East's backs along the table's edges
        sideways = key == "pot0" or (key[0] == "b" and backs_sideways(self.blayout, owner))
        sprite.set_face(card, size, sideways)
        sprite.owner = owner
        return sprite

    def team_places(self, team: int) -> MeldPlaces:
        melds = self.controller.rummy_view().melds[team]
        return meld_places(self.blayout, team, [len(m) for m in melds])

    def rebuild(self) -> None:
        lay = self.blayout
        c = self.controller
        view = c.rummy_view()
        hint = c.hint.action
        hinted_kind = None if hint is None else hint.action_kind
        wanted: dict[str, tuple[int, CardSprite]] = {}
        hand = hand_order(view.hand, self.app.settings.hand_sort)
        self.table.selected = min(self.table.selected, len(hand) - 1)
        hinted = hint_cards(hint)
        fresh = dict(self.fresh)
        self.fresh_keys = set()
        copies: dict[str, int] = {}
        for i, (card, at) in enumerate(zip(hand, hand_places(lay, len(hand)), strict=True)):
            n = copies.get(card.code, 0)
            copies[card.code] = n + 1
            key = f"h{card.code}.{n}"
            sprite = self.place(key, card, 0, at, lay.card)
            sprite.hinted = hinted.get(card.code, 0) > 0
            if sprite.hinted:
                hinted[card.code] -= 1
            sprite.fresh = 0.0
            if fresh.get(card.code, 0) > 0:
                fresh[card.code] -= 1
                self.fresh_keys.add(key)
                sprite.fresh = self.fresh_level()
            sprite.cursor = i == self.table.selected
            sprite.dimmed = False
            sprite.lift = lay.card[1] * PICK_LIFT if key in self.picked else 0.0
            wanted[key] = (100 + i, sprite)
        self.picked &= {k for k in wanted}
        for seat in (1, 2, 3):
            for i, at in enumerate(back_places(lay, seat, view.hand_sizes[seat])):
                key = f"b{seat}.{i}"
                wanted[key] = (50 + i, self.place(key, None, seat, at, lay.small))
        if view.stock_size:
            for i in range(min(3, view.stock_size)):
                key = f"stock.{i}"
                cx, cy = lay.stock.center
                sprite = self.place(key, None, -2, (cx - i * 1.5, cy - i * 1.5), lay.middle)
                sprite.hinted = hinted_kind is ActionKind.DRAW and i == min(3, view.stock_size) - 1
                wanted[key] = (10 + i, sprite)
        for slot in range(view.pots_left):
            index = 2 - view.pots_left + slot
            key = f"pot{index}"
            sprite = self.place(key, None, -4, lay.pots[index].center, lay.middle)
            wanted[key] = (11 - index, sprite)  # pot B lies crossed on top of pot A
        size, places = pile_places(lay, len(view.pile))
        for i, (card, at) in enumerate(zip(view.pile, places, strict=True)):
            key = f"p{i}"
            sprite = self.place(key, card, -3, at, size)
            sprite.hinted = hinted_kind is ActionKind.PICKUP
            wanted[key] = (60 + i, sprite)
        self.meld_spots = []
        for team in (0, 1):
            spots = self.team_places(team)
            self.meld_spots.append(spots)
            for j, (meld, centres) in enumerate(zip(view.melds[team], spots.centres, strict=True)):
                for k, (card, at) in enumerate(zip(meld, centres, strict=True)):
                    key = f"m{team}.{j}.{k}"
                    sprite = self.place(key, card, -5 - team, at, spots.card)
                    sprite.plain()
                    wanted[key] = (20 + k, sprite)
        for key in list(self.table.by_key):
            if key not in wanted:
                self.table.by_key.pop(key).kill()
        for layer, sprite in wanted.values():
            self.table.sprites.change_layer(sprite, layer)
            sprite.refresh()

    def hand_sprites(self) -> list[CardSprite]:
        sprites = self.table.sprites
        hand = [s for s in sprites if isinstance(s, CardSprite) and s.owner == 0]
        return sorted(hand, key=lambda s: sprites.get_layer_of_sprite(s))

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == 0:
            return self.blayout.hand.center
        return self.blayout.backs[seat].center

    # --- animation -----------------------------------------------------------------

    def animate_deal(self) -> None:
        """Every card flies from the dealer's side to where the deal put it."""
        for sprite in list(self.table.by_key.values()):
            sprite.kill()
        self.table.by_key.clear()
        self.rebuild()
        start = self.seat_anchor(self.controller.rummy_view().dealer)
        tweens: list[Tween] = []
        order = sorted(self.table.by_key.values(), key=lambda s: (s.owner == 0, s.key))
        for i, sprite in enumerate(order):
            target = (sprite.x, sprite.y)
            sprite.x, sprite.y = start
            sprite.refresh()
            tweens.append(Tween(sprite, target, 0.22, i * 0.012))
        if tweens:
            tweens[0].on_start = self.table.sound("deal")
        self.animator.add(tweens, pause=0.2, then=self.table.mark_dirty)

    def fly(
        self, card: Card | None, start: tuple[float, float], size: tuple[int, int]
    ) -> CardSprite:
        """A sprite for a card in flight (the next rebuild removes it)."""
        self.flying += 1
        sprite = self.place(f"fly.{self.flying}", card, -9, start, size)
        self.table.sprites.change_layer(sprite, 300)
        return sprite

    def from_hand(
        self, seat: int, cards: tuple[Card, ...], size: tuple[int, int]
    ) -> list[CardSprite]:
        """The sprites that leave a hand: the human's own cards, else faces from the backs."""
        out = []
        if seat == 0:
            free = [s for s in self.hand_sprites() if s.card is not None]
            for card in cards:
                match = next((s for s in free if s.card is card), None)
                if match is not None:
                    free.remove(match)
                    match.set_face(card, size, False)
                    match.plain()
                    self.table.sprites.change_layer(match, 300)
                    out.append(match)
                else:
                    out.append(self.fly(card, self.seat_anchor(0), size))
            return out
        return [self.fly(card, self.seat_anchor(seat), size) for card in cards]

    def log_lines(self, event: Event, view: TableView) -> list[str]:
        assert isinstance(view, RummyView)
        seat = event.seat if event.seat is not None else -1
        who = tr(f"seat.{seat}") if seat >= 0 else ""
        kind = event.kind
        if kind is EventKind.DRAW:
            return [f"{who}: {tr('act.draw')}"]
        if kind is EventKind.TAKE:
            count = len(event.cards)
            picks = tr_n("say.picks_up", count)
            return [f"{who}: {picks}"]
        if kind in (EventKind.MELD, EventKind.LAY_OFF):
            team = seat & 1
            number = len(view.melds[team]) - 1 if kind is EventKind.MELD else event.values[0] - 1
            if not 0 <= number < len(view.melds[team]):
                return []
            cards = " ".join(card_label(c.code) for c in event.cards)
            said = "act.meld" if kind is EventKind.MELD else "say.lays_off"
            lines = [f"{who}: {tr(said, cards=cards)}"]
            burraco = self.completes_burraco(view, team, number, event)
            if burraco:
                lines.append(f"{who}: {burraco}")
            return lines
        if kind is EventKind.DISCARD and event.cards:
            return [f"{who}: {tr('act.discard', card=card_label(event.cards[0].code))}"]
        if kind is EventKind.POT:
            if event.text == "seen":
                return [f"{who}: {tr('say.pot_seen')}"]
            key = "say.pot_flight" if event.text == "in flight" else "say.pot_discard"
            return [f"{who}: {tr(key)}"]
        if kind is EventKind.DEAL_END:
            return [tr(f"end.{event.text}") if event.text else ""]
        return []

    @staticmethod
    def completes_burraco(view: RummyView, team: int, number: int, event: Event) -> str:
        """The words of a burraco the event completed (clean or dirty), else ""."""
        size = len(view.melds[team][number])
        if size >= BURRACO_SIZE > size - len(event.cards) or (
            event.kind is EventKind.MELD and size >= BURRACO_SIZE
        ):
            clean = view.wilds[team][number] < 0
            return tr("say.burraco_clean" if clean else "say.burraco_dirty")
        return ""

    def animate_event(self, event: Event) -> None:
        lay = self.blayout
        view = self.controller.rummy_view()
        seat = event.seat if event.seat is not None else -1
        kind = event.kind
        for line in self.log_lines(event, view):
            self.table.hud.say_log(line, self.moment_now())
        landed = self.table.mark_dirty
        if seat == 0 and kind in (EventKind.DRAW, EventKind.TAKE):
            for card in event.cards:  # they glow in the hand, fading, from when they land
                self.fresh[card.code] = self.fresh.get(card.code, 0) + 1
            landed = self.fresh_landed
        if kind is EventKind.DRAW:
            face = event.cards[0] if seat == 0 and event.cards else None
            sprite = self.fly(face, lay.stock.center, lay.card if seat == 0 else lay.small)
            self.animator.add(
                [
                    Tween(
                        sprite, self.seat_anchor(seat), FLY_TIME, on_start=self.table.sound("deal")
                    )
                ],
                then=landed,
            )
        elif kind is EventKind.TAKE:
            pile = [s for k, s in self.table.by_key.items() if k[0] == "p" and k[1:].isdigit()]
            tweens = [
                Tween(s, self.seat_anchor(seat), FLY_TIME, i * 0.02) for i, s in enumerate(pile)
            ]
            if tweens:
                tweens[0].on_start = self.table.sound("gather")
            self.animator.add(tweens, then=landed)
        elif kind in (EventKind.MELD, EventKind.LAY_OFF):
            team = seat & 1
            spots = self.team_places(team)
            number = len(view.melds[team]) - 1 if kind is EventKind.MELD else event.values[0] - 1
            if not 0 <= number < len(spots.centres):
                self.animator.add([], then=self.table.mark_dirty)
                return
            targets = spots.centres[number]
            sprites = self.from_hand(seat, event.cards, spots.card)
            tweens = [
                Tween(
                    s,
                    targets[min(len(targets) - 1, i)] if kind is EventKind.MELD else targets[-1],
                    FLY_TIME,
                    i * 0.04,
                )
                for i, s in enumerate(sprites)
            ]
            if tweens:
                tweens[0].on_start = self.table.sound("play")
            self.animator.add(tweens, then=self.table.mark_dirty)
            burraco = self.completes_burraco(view, team, number, event)
            if burraco:
                self.table.hud.bubble(seat, burraco, loud=True)
                self.animator.add([], pause=0.5, then=self.table.sound("announce"))
        elif kind is EventKind.DISCARD and event.cards:
            card = event.cards[0]
            sprite = self.from_hand(seat, (card,), lay.middle)[0]
            places = pile_places(lay, max(1, len(view.pile)))[1]
            target = places[-1] if view.pile and view.pile[-1] is card else lay.pile.center
            self.animator.add(
                [Tween(sprite, target, FLY_TIME, on_start=self.table.sound("play"))],
                then=self.table.mark_dirty,
            )
        elif kind is EventKind.POT:
            if event.text == "seen":
                return
            index = min(1, max(0, 1 - view.pots_left))
            sprite = self.table.by_key.get(f"pot{index}") or self.fly(
                None, lay.pots[index].center, lay.middle
            )
            self.animator.add(
                [Tween(sprite, self.seat_anchor(seat), FLY_TIME * 1.5)],
                pause=0.4,
                then=self.table.mark_dirty,
            )
            self.table.hud.bubble(seat, tr("say.pot"), loud=True)
            self.animator.add([], then=self.table.sound("announce"))
        elif kind is EventKind.DEAL_END:
            end = event.text
            words = {"closed": "say.closes", "stock low": "say.stock_low"}.get(end, "say.stalemate")
            self.table.hud.bubble(seat if seat >= 0 else self.last_actor(), tr(words), loud=True)
            self.animator.add([], pause=0.8, then=self.table.sound("announce"))

    def fresh_landed(self) -> None:
        """The drawn or picked-up cards reached the hand: their glow starts to fade."""
        self.fresh_since = self.clock
        self.table.mark_dirty()

    def fresh_level(self) -> float:
        """How strongly the cards just drawn glow now (1 as they land, 0 once faded)."""
        return max(0.0, 1.0 - (self.clock - self.fresh_since) / FRESH_TIME)

    def tick(self) -> None:
        level = self.fresh_level()
        for sprite in self.hand_sprites():
            if sprite.key in self.fresh_keys:
                sprite.fresh = level

    def last_actor(self) -> int:
        history = self.controller.rummy_view().history
        return history[-1][0] if history else 0

    # --- the flow of play -------------------------------------------------------------

    def new_deal(self) -> None:
        self.picked.clear()
        self.fresh.clear()
        self.chooser.choices = []

    def before_play(self) -> None:
        self.chooser.choices = []
        self.fresh.clear()

    def after_play(self) -> None:
        self.table.dirty = True

    # --- input ---------------------------------------------------------------------------

    def hover(self, pos: tuple[int, int] | None) -> None:
        """Lift the hand card under the mouse a little (the selected ones stay lifted)."""
        if self.grab is not None or not self.animator.idle:
            return
        under = self.hand_card_at(pos) if pos is not None and self.controller.human_to_act else None
        lift = self.blayout.card[1] * 0.06
        for sprite in self.hand_sprites():
            if sprite.key in self.picked:
                sprite.lift = self.blayout.card[1] * PICK_LIFT
            else:
                sprite.lift = lift if sprite is under else 0.0

    def holding(self) -> bool:
        return self.grab is not None

    def hand_card_at(self, pos: tuple[int, int] | None) -> CardSprite | None:
        if pos is None:
            return None
        for sprite in reversed(self.hand_sprites()):
            area = sprite.placed.union(sprite.placed.move(0, round(sprite.lift)))
            if area.collidepoint(pos):
                return sprite
        return None

    def press(self, pos: tuple[int, int]) -> Gesture:
        """A chooser's answer; else, unless the chooser asks, a grab: hand cards (to drag, or a
        click that picks them), the stock or the pile, or a rubber band.  While cards still
        move, a click on a hand card picks it at once and nothing of the hand is dragged."""
        payload = self.chooser.payload_at(pos)
        if payload is not None:
            return self.choose_entry(payload)  # the chooser answers at once (cards may slide)
        if self.chooser.choices:
            return HANDLED
        sprite = self.hand_card_at(pos)
        if sprite is not None and not self.animator.idle:
            self.picked ^= {sprite.key}
            return REDRAW
        if sprite is not None:
            group = [sprite]
            if sprite.key in self.picked:
                group = [s for s in self.hand_sprites() if s.key in self.picked]
            fan = self.blayout.card[0] * 0.3  # the dragged cards fan out from the pressed one
            first = group.index(sprite)
            offsets = [
                (sprite.x - pos[0] + (i - first) * fan, sprite.y - pos[1])
                for i in range(len(group))
            ]
            self.grab = Grab(
                GrabKind.HAND, pos, group, [(s.x, s.y) for s in group], offsets, pos, pressed=sprite
            )
            for s in group:
                self.table.sprites.change_layer(s, 400)
            return HANDLED
        zone = self.blayout.zone_at(pos)
        if zone in (STOCK_ZONE, PILE_ZONE):
            self.grab = Grab(GrabKind.STOCK if zone == STOCK_ZONE else GrabKind.PILE, pos, now=pos)
        elif self.zone_at(pos).kind in (ZoneKind.HAND, ZoneKind.TABLE, ZoneKind.MELD):
            self.grab = Grab(GrabKind.BAND, pos, now=pos)  # a rubber band, or a click that places
        else:
            return IGNORED
        return HANDLED

    def move(self, pos: tuple[int, int]) -> None:
        grab = self.grab
        if grab is None:
            return
        grab.now = pos
        if not grab.moved and abs(pos[0] - grab.press[0]) + abs(pos[1] - grab.press[1]) > (
            DRAG_THRESHOLD
        ):
            grab.moved = True
            if grab.kind is GrabKind.HAND:
                self.targets = self.drop_targets([s.card for s in grab.sprites if s.card])
        if grab.moved and grab.kind is GrabKind.HAND:
            for sprite, (dx, dy) in zip(grab.sprites, grab.offsets, strict=True):
                sprite.x, sprite.y = pos[0] + dx, pos[1] + dy
                sprite.lift = 0.0
                sprite.refresh()

    def drop_targets(self, cards: list[Card]) -> set[DropZone]:
        """The zones where these cards would mean a legal action (they light up while dragged)."""
        c = self.controller
        if not c.human_to_act:
            return set()
        zones = [TABLE_ZONE, PILE_ZONE]
        zones += [DropZone.on_meld(n) for n in range(1, len(c.rummy_view().melds[0]) + 1)]
        return {zone for zone in zones if c.actions_for_drop(0, cards, zone)}

    def release(self, pos: tuple[int, int]) -> Gesture:
        grab = self.grab
        if grab is None:
            return IGNORED
        self.grab = None
        if grab.kind is GrabKind.HAND:
            return self.release_cards(grab, pos)
        if grab.kind in (GrabKind.STOCK, GrabKind.PILE):
            target = self.zone_at(pos)
            if grab.moved and target != HAND_ZONE:
                return HANDLED
            picked = self.picked_cards()
            playing = self.controller.rummy_view().phase == "play"
            if grab.kind is GrabKind.PILE and picked and playing:
                return self.drop(picked[1], PILE_ZONE, picked[0])
            return self.drop([], STOCK_ZONE if grab.kind is GrabKind.STOCK else PILE_ZONE, [])
        return self.release_band(grab, pos)

    def picked_cards(self) -> tuple[list[CardSprite], list[Card]]:
        sprites = [s for s in self.hand_sprites() if s.key in self.picked]
        return sprites, [s.card for s in sprites if s.card is not None]

    def release_cards(self, grab: Grab, pos: tuple[int, int]) -> Gesture:
        if not grab.moved:
            if grab.pressed is not None:
                self.picked ^= {grab.pressed.key}
            return REDRAW
        cards = [s.card for s in grab.sprites if s.card is not None]
        zone = self.zone_at(pos)
        if zone in (HAND_ZONE, NOWHERE):
            self.slide_back(grab.sprites, grab.origins)
            return self.refusal(cards, zone) if zone == NOWHERE else HANDLED
        return self.drop(cards, zone, grab.sprites, grab.origins)

    def release_band(self, grab: Grab, pos: tuple[int, int]) -> Gesture:
        if not grab.moved:
            zone = self.zone_at(pos)
            cards = self.picked_cards()[1]
            if cards and zone.kind in (ZoneKind.TABLE, ZoneKind.MELD):
                return self.drop(cards, zone, [])
            return HANDLED
        band = pygame.Rect(
            min(grab.press[0], pos[0]),
            min(grab.press[1], pos[1]),
            abs(pos[0] - grab.press[0]),
            abs(pos[1] - grab.press[1]),
        )
        for sprite in self.hand_sprites():
            if band.colliderect(sprite.placed):
                self.picked.add(sprite.key)
        return REDRAW

    def drop(
        self,
        cards: list[Card],
        zone: DropZone,
        sprites: list[CardSprite],
        origins: list[tuple[float, float]] | None = None,
    ) -> Gesture:
        """What the drop means: its action (once taken, the selection is let go; refused, the
        cards slide back), a choice when it means several, else the rule's reason."""

        def slide_back() -> None:
            if sprites:
                self.slide_back(sprites, origins or [(s.x, s.y) for s in sprites])

        actions = self.controller.actions_for_drop(0, cards, zone)
        if len(actions) == 1:
            return Play(actions[0], played=self.picked.clear, refused=slide_back)
        slide_back()
        if actions:
            return Choose(tuple(actions))
        return self.refusal(cards, zone)

    def refusal(self, cards: list[Card], zone: DropZone) -> Refused:
        """Why the rules refuse these cards (none: a draw or a pick-up) on this zone."""
        return Refused(self.controller.drop_reason(0, cards, zone), tuple(cards))

    def slide_back(self, sprites: list[CardSprite], origins: list[tuple[float, float]]) -> None:
        self.animator.add(
            [Tween(s, o, 0.25) for s, o in zip(sprites, origins, strict=True)],
            then=self.table.mark_dirty,
        )

    def choose_entry(self, payload: Any) -> Gesture:
        """The chooser's answer, taken at once (the dropped cards may still slide back)."""
        gesture = super().choose_entry(payload)
        self.picked.clear()
        if isinstance(gesture, Play):
            return Play(gesture.action, at_once=True)
        return gesture

    def key(self, key: int) -> Gesture:
        """D draws, P picks up, R sorts; Up and Space pick, Enter melds or discards (with the
        keyboard cursor on the hand: else it only says how), Escape lets go; the arrows and
        the rest are the scene's."""
        hand = self.hand_sprites()
        at = self.table.selected
        if key == pygame.K_d:
            return self.drop([], STOCK_ZONE, [])
        if key == pygame.K_p:
            return self.drop([], PILE_ZONE, [])
        if key == pygame.K_r:
            return self.click_button("sort")
        if key == pygame.K_m:
            cards = self.picked_cards()[1]
            return self.drop(cards, TABLE_ZONE, []) if cards else HANDLED
        if key in (pygame.K_UP, pygame.K_SPACE) and 0 <= at < len(hand):
            self.picked ^= {hand[at].key}
            return REDRAW
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cards = self.picked_cards()[1]
            if not 0 <= at < len(hand) or not cards:  # no keyboard cursor or nothing picked:
                return Say(tr("burraco.enter_how"))  # Enter does nothing but say how
            if len(cards) == 1:
                return self.drop(cards, PILE_ZONE, [])
            return self.drop(cards, TABLE_ZONE, [])
        if key == pygame.K_ESCAPE and (self.chooser.choices or self.picked):
            self.chooser.choices = []
            self.picked.clear()
            return REDRAW
        return IGNORED

    def dragging(self) -> bool:
        """Whether hand cards are being dragged (the hud lights their drop targets)."""
        return self.grab is not None and self.grab.moved and self.grab.kind is GrabKind.HAND

    def toggle_sort(self) -> str:
        """R (and the Sort button): by rank, or back by suit; the choice is the settings' hand
        order, kept for the next game and shown in the settings screen."""
        settings = self.app.settings
        if settings.hand_sort == "rank":
            settings.hand_sort = self.by_suit
        else:
            self.by_suit = settings.hand_sort
            settings.hand_sort = "rank"
        self.app.save_settings()
        by_rank = settings.hand_sort == "rank"
        return tr("burraco.sort_by_rank" if by_rank else "burraco.sort_by_suit")

    def click_button(self, key: str) -> Gesture:
        """Sort is the rummy table's; there is no last trick to show; undo forgets what was
        fresh and goes on to the scene."""
        if key == "sort":
            return Say(self.toggle_sort())
        if key == "undo":
            self.fresh.clear()
        return HANDLED if key == "last" else IGNORED
