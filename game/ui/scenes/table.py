"""The card table: the human at the bottom, three computer seats, the trick in the middle.

The scene never decides what is legal: it asks the controller which action
"this card dropped here" means and shows the rule's reason when none does.
Every action's events become animation steps; once the queue is idle the
sprites are rebuilt from the controller's view, so the model stays the truth.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.api import Event, EventKind
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.seats import team_of
from game.core.trickplay import TrickView
from game.session.controller import TABLE_ZONE, Step, TableController
from game.ui.anim import Animator, Tween
from game.ui.app import App, Scene
from game.ui.dominoes import domino_place, domino_size, laid_cards
from game.ui.handsort import sort_hand
from game.ui.i18n import (
    card_label,
    say_action,
    say_announcement,
    say_reason,
    tr,
)
from game.ui.layout import TableLayout, button_boxes, hand_centres, table_layout
from game.ui.scenes.hud import TableHud
from game.ui.scenes.panel import DecisionPanel
from game.ui.sprites import CardSprite
from game.ui.widgets import Button, hit_button

DRAG_THRESHOLD = 6
PLAY_TIME = 0.28
AUTOPLAY_DELAY = 0.35
TABLE_BUTTONS = ("hint", "undo", "last", "sheet", "menu")


@dataclass(slots=True)
class Drag:
    sprite: CardSprite
    offset: tuple[float, float]
    origin: tuple[float, float]
    press: tuple[int, int]
    moved: bool = False


class TableScene(Scene):
    """The table: the model, the sprites, the flow of play and input; it owns its hud
    (plates, boxes, what was said) and its decision panel as parts that draw for it."""

    button_keys: tuple[str, ...] = TABLE_BUTTONS

    def __init__(self, app: App, controller: TableController) -> None:
        super().__init__(app)
        self.controller = controller
        self.layout: TableLayout = table_layout(*app.size)
        self.sprites: pygame.sprite.LayeredUpdates[CardSprite] = pygame.sprite.LayeredUpdates()
        self.by_key: dict[str, CardSprite] = {}
        self.animator = Animator(app.speed)
        self.clock = 0.0
        self.drag: Drag | None = None
        self.selected = -1
        self.show_hint = False
        self.summary_open = False
        self.forced_since = -1.0
        self.buttons: list[Button] = []
        self.hud = self.new_hud()
        self.panel = self.new_panel()
        self.dirty = True
        self.deals_counted = len(controller.results)
        controller.on_change = self.saved
        self.resized()
        self.warm_images()
        if not controller.record.deals[-1].actions and not controller.deal_over:
            self.animate_deal()
        else:
            self.rebuild()
        self.saved(controller)

    def new_hud(self) -> TableHud:
        """This table's hud (the rummy table has its own)."""
        return TableHud(self)

    def new_panel(self) -> DecisionPanel:
        """This table's decision panel (the rummy table's chooses what a drop meant)."""
        return DecisionPanel(self)

    # --- the model ---------------------------------------------------------------

    def saved(self, controller: TableController) -> None:
        """After every change: save the game, and book finished hands and games.

        The storage writes on a thread of its own and the save's text reuses every finished
        deal's, so this costs well under a frame even late in a long game."""
        storage = self.app.storage
        if len(controller.results) > self.deals_counted:
            stats = storage.load_statistics()
            for result in controller.results[self.deals_counted :]:
                if not result.thrown_in:
                    stats.add_hand(controller.variant, result.points[0])
            self.deals_counted = len(controller.results)
            if controller.game_over:
                stats.add_game(controller.variant, self.human_won())
            storage.save_statistics(stats)
        if controller.game_over:
            storage.clear_game()
        else:
            storage.save_game(controller.save_text())

    def human_won(self) -> bool:
        c = self.controller
        winners = c.definition.shared_winners(c.rules, c.totals)
        if winners is not None:
            return 0 in winners
        return c.match.winner == 0

    def close(self) -> None:
        self.controller.close()

    # --- geometry ------------------------------------------------------------------

    def lay_out(self) -> None:
        """Compute this table's geometry for the window's size."""
        self.layout = table_layout(*self.app.size)

    def resized(self) -> None:
        self.lay_out()
        self.app.resources.forget_texts()
        self.animator.finish()
        keys = self.button_keys
        self.buttons = [
            Button(box, tr(f"button.{key}"), key)
            for key, box in zip(keys, button_boxes(self.layout, len(keys)), strict=True)
        ]
        self.dirty = True
        self.rebuild()

    def warm_images(self) -> None:
        """Scale every card of the deck once now, so that no frame of the deal has to."""
        res = self.app.resources
        for card in self.controller.definition.deck(self.controller.rules):
            res.card(card, self.layout.card)
        res.card(None, self.layout.small)

    def sprite(
        self,
        key: str,
        card: Card | None,
        seat: int,
        x: float,
        y: float,
        size: tuple[int, int] | None = None,
    ) -> CardSprite:
        layout = self.layout
        if size is None:
            size = layout.card if seat in (0, -1) else layout.small
        sideways = seat in (1, 3)
        sprite = self.by_key.get(key)
        if sprite is None:
            sprite = CardSprite(self.app.resources, key, card, size, x, y, sideways)
            self.by_key[key] = sprite
            self.sprites.add(sprite)
        else:
            sprite.set_face(card, size, sideways)
            sprite.x, sprite.y = x, y
        sprite.owner = seat
        return sprite

    def hand_order(self, hand: tuple[Card, ...]) -> list[Card]:
        view = self.controller.view(0)
        if not isinstance(view, TrickView):
            return sort_hand(hand, -1, None)
        return sort_hand(hand, view.trump_suit, view.strength)

    def rebuild(self) -> None:
        """Place every sprite where the controller's view says it is."""
        self.dirty = False
        layout = self.layout
        view = self.controller.trick_view()
        wanted: dict[str, tuple[int, CardSprite]] = {}
        legal = self.controller.legal_cards()
        hint = self.controller.hint if self.show_hint else None
        hand = self.hand_order(view.hand)
        if self.selected >= len(hand):
            self.selected = len(hand) - 1
        for i, (card, centre) in enumerate(
            zip(hand, hand_centres(layout, 0, len(hand)), strict=True)
        ):
            sprite = self.sprite(card.code, card, 0, *centre)
            sprite.dimmed = bool(legal) and card not in legal
            sprite.glow = card is hint or i == self.selected
            sprite.lift = layout.card[1] * 0.12 if card in legal and i == self.selected else 0.0
            wanted[card.code] = (100 + i, sprite)
        for seat in (1, 2, 3):
            count = view.hand_sizes[seat]
            shown = list(view.known[seat])[:count]  # cards everybody has seen in that hand
            for i, centre in enumerate(hand_centres(layout, seat, count)):
                if i < len(shown):
                    card = shown[i]
                    wanted[card.code] = (50 + i, self.sprite(card.code, card, seat, *centre))
                else:
                    key = f"b{seat}.{i}"
                    wanted[key] = (50 + i, self.sprite(key, None, seat, *centre))
        for i, (seat, card) in enumerate(view.trick):
            wanted[card.code] = (200 + i, self.sprite(card.code, card, -1, *layout.trick[seat]))
        rows = view.rows if isinstance(view, TrickView) else ()
        laid = domino_size(layout)
        for card, layer in laid_cards(rows):
            x, y = domino_place(layout, card)
            wanted[card.code] = (layer, self.sprite(card.code, card, -1, x, y, laid))
        turn_up = view.turn_up if isinstance(view, TrickView) else None
        if turn_up is not None:
            cx, cy = layout.drop.center
            wanted[turn_up.code] = (150, self.sprite(turn_up.code, turn_up, -1, cx, cy))
        for team in (0, 1):
            taken = sum(view.tricks_taken[s] for s in (team, team + 2))
            px, py = layout.piles[team]
            for i in range(min(taken, 8)):
                key = f"p{team}.{i}"
                x, y = px + (i % 2) * 3 - i * 1.5, py - i * 3.0
                wanted[key] = (10 + i, self.sprite(key, None, 1, x, y))
        for key in list(self.by_key):
            if key not in wanted:
                self.by_key.pop(key).kill()
        for layer, sprite in wanted.values():
            self.sprites.change_layer(sprite, layer)
            sprite.refresh()

    # --- animation --------------------------------------------------------------------

    def animate_deal(self) -> None:
        """The dealing: cards fly from the dealer's side to each hand, then the turn-up."""
        layout = self.layout
        dealer = self.controller.view(0).dealer
        for sprite in list(self.by_key.values()):
            sprite.kill()
        self.by_key.clear()
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
                    sprite = self.sprite(key, face, seat, *start)
                    target = self.seat_anchor(seat)
                    first = delay == 0.0
                    tweens.append(
                        Tween(
                            sprite,
                            target,
                            0.22,
                            delay,
                            on_start=self.sound("deal") if first else None,
                        )
                    )
                    delay += 0.035
                if seat is not None:
                    tweens[-1].on_start = self.sound("deal")
            elif event.kind is EventKind.TURN_UP:
                card = event.cards[0]
                sprite = self.sprite(card.code, card, -1, *start)
                tweens.append(Tween(sprite, layout.drop.center, 0.25, delay + 0.1))
        self.animator.add(tweens, pause=0.2, then=self.mark_dirty)

    def sound(self, name: str) -> Any:
        return lambda: self.app.resources.play(name)

    def mark_dirty(self) -> None:
        self.dirty = True

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where a seat's hand is (the middle of it)."""
        centres = hand_centres(self.layout, seat, 8)
        return centres[len(centres) // 2]

    def animate(self, step: Step) -> None:
        for event in step.events:
            self.animate_event(event)
        self.animator.add([], then=self.mark_dirty)

    def animate_event(self, event: Event) -> None:
        layout = self.layout
        seat = event.seat if event.seat is not None else -1
        if event.kind is EventKind.PLAY and event.cards:
            card = event.cards[0]
            sprite = self.by_key.get(card.code)
            if sprite is None:
                source = self.take_back(seat) if seat != 0 else None
                x, y = (source.x, source.y) if source is not None else self.seat_anchor(seat)
                if source is not None:
                    source.kill()
                sprite = self.sprite(card.code, card, -1, x, y)
            sprite.set_face(card, layout.card, False)
            sprite.dimmed = sprite.glow = False
            sprite.lift = 0.0
            self.sprites.change_layer(sprite, 300)
            self.animator.add(
                [Tween(sprite, layout.trick[seat], PLAY_TIME, on_start=self.sound("play"))]
            )
        elif event.kind is EventKind.TRICK:
            team = team_of(seat)
            cards = [self.by_key[c.code] for c in event.cards if c.code in self.by_key]
            self.animator.add([], pause=0.55)
            tweens = [Tween(s, layout.piles[team], 0.32) for s in cards]
            if tweens:
                tweens[0].on_start = self.sound("gather")
            self.animator.add(tweens, then=self.mark_dirty)
            points = event.values[0] if event.values else 0
            key = "say.trick_you" if seat == 0 else "say.trick"
            self.hud.say_log(tr(key, seat=tr(f"seat.{seat}"), points=points))
        elif event.kind is EventKind.BID:
            words = say_action(self.controller.action_of(event.text))
            self.hud.bubble(seat, words, loud=False)
            self.hud.say_log(f"{tr(f'seat.{seat}')}: {words}")
            self.animator.add([], pause=0.45)
        elif event.kind is EventKind.ANNOUNCE:
            words = say_announcement(event.text)
            if event.cards:
                words += " " + " ".join(card_label(c.code) for c in event.cards)
            self.hud.bubble(seat, words, loud=True)
            self.hud.say_log(f"{tr(f'seat.{seat}')}: {words}")
            self.animator.add([], then=self.sound("announce"))
        elif event.kind is EventKind.TAKE and event.cards:
            card = event.cards[0]
            sprite = self.by_key.get(card.code)
            if sprite is not None:
                self.animator.add(
                    [Tween(sprite, self.seat_anchor(seat), 0.3)], then=self.mark_dirty
                )
        elif event.kind is EventKind.DEAL and seat >= 0:
            self.animator.add([], pause=0.05, then=self.mark_dirty)
        elif event.kind is EventKind.THROWN_IN:
            self.hud.say_log(tr("summary.thrown_in"))

    def take_back(self, seat: int) -> CardSprite | None:
        """The back sprite a computer seat plays from (its last card)."""
        keys = [k for k in self.by_key if k.startswith(f"b{seat}.")]
        if not keys:
            return None
        keys.sort(key=lambda k: int(k.split(".")[1]))
        sprite = self.by_key.pop(keys[len(keys) // 2])
        return sprite

    # --- the flow of play -----------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animator.update(dt)
        if not self.animator.idle or self.drag is not None:
            self.refresh_sprites()
            return
        if self.dirty:
            self.rebuild()
        c = self.controller
        if c.deal_over:
            if not self.summary_open:
                self.summary_open = True
                self.app.push(self.summary_scene())
            return
        if c.human_to_act:
            self.human_turn()
        else:
            step = c.pump()
            if step is not None:
                self.animate(step)
        self.refresh_sprites()

    def refresh_sprites(self) -> None:
        self.hover(pygame.mouse.get_pos() if pygame.mouse.get_focused() else None)
        for sprite in self.sprites:
            assert isinstance(sprite, CardSprite)
            sprite.refresh()

    def hover(self, pos: tuple[int, int] | None) -> None:
        """Lift the playable card under the mouse a little (the selected one stays lifted)."""
        if self.drag is not None or not self.animator.idle:
            return
        legal = self.controller.legal_cards()
        under = None
        if pos is not None and legal:
            for sprite in reversed(self.hand_sprites()):
                area = sprite.placed.union(sprite.placed.move(0, round(sprite.lift)))
                if area.collidepoint(pos):  # the lifted card and the place it rose from
                    under = sprite
                    break
        lift = self.layout.card[1] * 0.08
        for i, sprite in enumerate(self.hand_sprites()):
            selected = i == self.selected and sprite.card in legal
            if sprite is under and sprite.card in legal:
                sprite.lift = max(lift, sprite.lift) if selected else lift
            elif not selected:
                sprite.lift = 0.0

    def human_turn(self) -> None:
        c = self.controller
        if self.show_hint and c.hint_pending and c.poll_hint() is not None:
            hint = c.hint
            if not isinstance(hint, Card):
                self.hud.say(tr("table.hint_is", action=say_action(hint)))
            self.dirty = True
        legal = c.legal_actions()
        if self.app.settings.autoplay and len(legal) == 1 and isinstance(legal[0], Card):
            if self.forced_since < 0:
                self.forced_since = self.clock
            elif self.clock - self.forced_since >= AUTOPLAY_DELAY * self.app.speed:
                self.forced_since = -1.0
                self.play(legal[0])
        else:
            self.forced_since = -1.0

    def summary_scene(self) -> Scene:
        """The overlay that shows how the hand was scored."""
        return self.app.route("summary", self)

    def after_summary(self) -> None:
        """The summary was closed: the next hand, or the end of the game."""
        self.summary_open = False
        c = self.controller
        if c.game_over:
            self.summary_open = True
            self.app.push(self.app.route("game_over", self))
            return
        c.next_deal()
        self.hud.forget()
        self.selected = -1
        self.animate_deal()

    def play(self, action: Any) -> bool:
        """Take the human's action; on refusal show why."""
        try:
            step = self.controller.act(0, action)
        except IllegalActionError as error:
            words = say_action(action)
            self.hud.say(
                tr("table.cannot", card=words, reason=say_reason(error.reason or str(error)))
            )
            return False
        self.show_hint = False
        self.hud.message = ""
        self.animate(step)
        return True

    # --- input -------------------------------------------------------------------------------

    def hand_sprites(self) -> list[CardSprite]:
        hand = [s for s in self.sprites if isinstance(s, CardSprite) and s.owner == 0]
        return sorted(hand, key=lambda s: s.x)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)
        return True

    def press(self, pos: tuple[int, int]) -> None:
        button = hit_button(self.buttons, pos)
        if button is not None:
            self.click_button(button.key)
            return
        payload = self.panel.payload_at(pos)
        if payload is not None:
            if self.animator.idle:
                self.choose_entry(payload)
            return
        if not self.animator.idle:
            return
        for sprite in reversed(self.sprites.get_sprites_at(pos)):
            if isinstance(sprite, CardSprite) and sprite.owner == 0:
                self.drag = Drag(
                    sprite, (sprite.x - pos[0], sprite.y - pos[1]), (sprite.x, sprite.y), pos
                )
                self.sprites.change_layer(sprite, 400)
                return

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

    def release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        self.drag = None
        card = drag.sprite.card
        assert card is not None
        c = self.controller
        if not drag.moved:
            self.play(card)
            self.dirty = True
            return
        zone = self.layout.zone_at(pos)
        actions = c.actions_for_drop(0, [card], zone)
        if len(actions) == 1 and self.play(actions[0]):
            return
        if not actions:
            reason = c.drop_reason(0, [card], TABLE_ZONE if zone == TABLE_ZONE else zone)
            self.hud.say(tr("table.cannot", card=card_label(card.code), reason=say_reason(reason)))
        self.animator.add([Tween(drag.sprite, drag.origin, 0.25)], then=self.mark_dirty)

    def key(self, key: int) -> None:
        hand = self.hand_sprites()
        if key == pygame.K_ESCAPE:
            self.click_button("menu")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            self.selected = (self.selected + step) % len(hand) if self.selected >= 0 else 0
            self.dirty = True
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP, pygame.K_SPACE):
            if 0 <= self.selected < len(hand) and self.animator.idle:
                card = hand[self.selected].card
                if card is not None:
                    self.play(card)
                    self.dirty = True
        elif pygame.K_1 <= key <= pygame.K_9:
            index = key - pygame.K_1
            if index < len(self.panel.buttons) and self.animator.idle:
                self.choose_entry(self.panel.buttons[index][1])
        elif key == pygame.K_h:
            self.click_button("hint")
        elif key in (pygame.K_u, pygame.K_BACKSPACE):
            self.click_button("undo")
        elif key == pygame.K_l:
            self.click_button("last")
        elif key == pygame.K_s:
            self.click_button("sheet")

    def choose_entry(self, payload: Any) -> None:
        """A panel button was clicked: a group opens or closes, an action is played."""
        action = self.panel.choose(payload)
        if action is not None:
            self.play(action)

    def click_button(self, key: str) -> None:
        c = self.controller
        if key == "hint" and self.app.settings.hints and c.human_to_act:
            self.show_hint = True
            c.ask_hint(self.app.levels[min(2, len(self.app.levels) - 1)])
            if c.hint_pending:
                self.hud.say(tr("table.hint_wait"))
        elif key == "undo" and self.animator.idle and c.undo():
            self.hud.say(tr("table.undone"))
            self.hud.bubbles.clear()
            self.dirty = True
        elif key == "last":
            self.app.push(self.app.route("last_trick", self))
        elif key == "sheet":
            self.app.push(self.app.route("sheet", self))
        elif key == "menu":
            self.app.push(self.app.route("pause", self))

    # --- drawing -------------------------------------------------------------------------------

    def dragging(self) -> bool:
        """Whether a card is being dragged (the hud lights the drop zone)."""
        return self.drag is not None and self.drag.moved

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.felt(), (0, 0))
        self.hud.draw_under_cards(surface)
        self.sprites.draw(surface)
        self.hud.draw_over_cards(surface)
        self.panel.draw(surface)
        self.hud.draw_talk(surface)
        res = self.app.resources
        for button in self.buttons:
            button.enabled = self.button_enabled(button.key)
            button.draw(surface, res, self.layout.font)

    def button_enabled(self, key: str) -> bool:
        c = self.controller
        if key == "hint":
            return self.app.settings.hints and c.human_to_act and c.decider is not None
        if key == "undo":
            return c.can_undo
        return True
