"""The card table: the one scene every game is played in, holding a kind of table.

The scene keeps what every table shares: the controller, saves and statistics, the
sprites, the animation queue, the flow of play, undo, buttons, the hud and the decision
panel; it shows the hint the controller's ``Hint`` holds (H asks it), and opens the
overlays, which hand the player's answer back when they close (``receive``).  Its kind
(``game.ui.tables.tricks``, or a game's own, as Burraco's rummy table: chosen by
``game.ui.routes`` from the table kind the game declares) lays out, places, animates and
translates the player's gestures into values (``game.ui.tables.gestures``) that the scene
acts on (``act_on``); the game's extras (``game.ui.tables.extras``:
Barbu's grid of contracts) add buttons, keys and drawing.  The scene names no game: it is
handed its parts, and they read it through ``game.ui.tables.host``.  The scene never
decides what is legal: it asks the controller, and shows the rule's reason when an action
is refused.  Every action's events become animation steps; once the queue is idle the
sprites are rebuilt from the controller's view, so the model stays the truth.

No input is lost while cards move or a computer seat thinks: a play the human asks for
while the screen still catches up with his turn waits for the table to be idle (and lets a
finished trick go); undo cuts what is moving short, or cancels the seat's pending request,
and takes back at once; what cannot be done now is answered with a notice ("Wait: East is
playing", "Nothing to undo yet"), and the buttons that cannot act are drawn dimmed.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.reasons import Reason
from game.session.controller import NOT_YOUR_TURN, Step, TableController
from game.session.storage import Statistics
from game.ui import widgets
from game.ui.anim import Animator
from game.ui.app import App, Scene
from game.ui.hint_view import draw_advice
from game.ui.i18n import card_label, say_action, say_reason, say_wording, tr
from game.ui.layout import Box, TableLayout, button_boxes
from game.ui.sprites import CardSprite
from game.ui.tables.extras import TableExtras
from game.ui.tables.gestures import (
    AskWhy,
    Choose,
    Gesture,
    Handled,
    Ignored,
    Play,
    Refused,
    Say,
)
from game.ui.tables.host import CallOut, Coach, OverlayResult
from game.ui.tables.hud import BUBBLE_TIME, Bubble
from game.ui.tables.kind import KindOfTable
from game.ui.widgets import Button

AUTOPLAY_DELAY = 0.6  # a forced action waits this long (scaled by the speed): your turn shows
FORCED_PAUSES = {"short": 0.6, "normal": 1.2, "long": 2.0}  # then the table holds (scaled too)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableScene(Scene):
    """The table: the model, the sprites, the flow of play and input; it owns its kind of
    table, and its hud (plates, boxes, what was said) and decision panel, parts that the
    kind makes and that draw for it, and the game's extras."""

    def __init__(
        self,
        app: App,
        controller: TableController,
        kind: type[KindOfTable],
        coach: Coach | None = None,
        extras: TableExtras | None = None,
    ) -> None:
        super().__init__(app)
        self.controller = controller
        self.coach = coach or Coach()  # the learn mode's guide; an ordinary game's does nothing
        self.extras = extras or TableExtras()  # what the game adds to its kind of table
        self.kind = kind(self)
        self.layout: TableLayout = self.kind.lay_out()
        self.sprites: pygame.sprite.LayeredUpdates[CardSprite] = pygame.sprite.LayeredUpdates()
        self.by_key: dict[str, CardSprite] = {}
        self.animator = Animator(app.speed)
        self.clock = 0.0
        self.selected = -1
        self.summary_open = False
        self.forced_since = -1.0
        self.forced_notice: Bubble | None = None  # "J♣ played for you", till the next choice
        self.waiting_play: Play | None = None  # asked for while the screen caught up with the turn
        self.buttons: list[Button] = []
        self.hud = self.kind.new_hud()
        self.panel = self.kind.new_panel()
        self.dirty = True
        self.deals_counted = len(controller.results)
        controller.on_change = self.saved
        self.resized()
        self.kind.warm_images()
        if not controller.record.deals[-1].actions and not controller.deal_over:
            self.animate_deal()
        else:  # a continued game: the table as it was, and the log of the deal so far
            self.rebuild()
            self.replay_log()
        self.saved(controller)

    # --- the model ---------------------------------------------------------------

    def saved(self, controller: TableController) -> None:
        """After every change: save the game, and book finished hands and games.

        The storage writes on a thread of its own and the save's text reuses every finished
        deal's, so this costs well under a frame even late in a long game."""
        if controller.practice or self.coach.active:  # a deal again, by its code, or a lesson
            return
        storage = self.app.storage
        if len(controller.results) > self.deals_counted:
            new = controller.results[self.deals_counted :]
            finished = controller.game_over  # once: its record is kept for the review
            won = self.human_won() if finished else False

            def book(stats: Statistics) -> None:
                for result in new:
                    if not result.thrown_in:
                        stats.add_hand(controller.variant, result.points[0])
                if finished:
                    stats.add_game(controller.variant, won)

            storage.update_statistics(book)
            self.deals_counted = len(controller.results)
            if finished:
                storage.keep_finished(controller.to_json(), won, controller.totals)
        if controller.game_over:
            storage.clear_game(controller.variant)
        else:
            storage.save_game(controller.variant, controller.save_text())

    def human_won(self) -> bool:
        c = self.controller
        winners = c.definition.shared_winners(c.rules, c.totals)
        if winners is not None:
            return 0 in winners
        return c.match.winner == 0

    def close(self) -> None:
        self.controller.close()

    # --- geometry ------------------------------------------------------------------

    def resized(self) -> None:
        self.layout = self.kind.lay_out()
        self.app.resources.forget_texts()
        self.animator.finish()
        keys = self.button_keys()
        self.buttons = [
            Button(box, tr(f"button.{key}"), key)
            for key, box in zip(keys, button_boxes(self.layout, len(keys)), strict=True)
        ]
        self.dirty = True
        self.rebuild()

    def button_keys(self) -> tuple[str, ...]:
        """The kind's buttons, with the extras' before the last one (Menu)."""
        keys = self.kind.button_keys
        extra = self.extras.shown_buttons(self)
        if not keys or not extra:
            return keys
        return (*keys[:-1], *extra, keys[-1])

    def room_over_panel(self, width: float) -> float:
        """The height the game's extras take above a decision panel ``width`` wide."""
        return self.extras.room_over_panel(self, width)

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

    def rebuild(self) -> None:
        """Place every sprite where the controller's view says it is."""
        self.dirty = False
        self.kind.rebuild()

    def hand_sprites(self) -> list[CardSprite]:
        """The human's hand, in the order its kind shows it."""
        return self.kind.hand_sprites()

    # --- animation --------------------------------------------------------------------

    def animate_deal(self) -> None:
        self.kind.animate_deal()

    def sound(self, name: str) -> Callable[[], None]:
        return lambda: self.app.resources.play(name)

    def mark_dirty(self) -> None:
        self.dirty = True

    def animate(self, step: Step, pause: float = 0.0) -> None:
        """The step's events as animation steps; ``pause`` (a forced play's): the table holds
        that long (scaled by the speed) once its first event has landed."""
        self.hud.announcing = step.announced
        for i, event in enumerate(step.events):
            self.kind.animate_event(event)
            if i == 0 and pause > 0:
                self.animator.add([], pause=pause)
        self.coach.heard(self, step.events, step.seat, step.action)
        self.extras.heard(self, step)
        self.animator.add([], then=self.mark_dirty)

    def replay_log(self) -> None:
        """The log of the deal so far, rebuilt from its actions: after an undo nothing taken
        back stays in it, and a continued game shows its last actions again."""
        self.hud.relog(self.kind.replayed_log_moments())

    # --- the flow of play -----------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.waiting_play is not None and self.animator.waiting:
            self.animator.release()  # the player has moved on: the finished trick goes
        self.animator.update(dt)
        if self.app.top is not self:  # an animation's end opened an overlay (a verdict)
            return
        if not self.animator.idle or self.kind.holding():
            self.refresh_sprites()
            return
        if self.dirty:
            self.rebuild()
        c = self.controller
        if self.coach.update(self):
            self.refresh_sprites()
            return
        objection = c.pump_objection()
        if objection is not None:  # a computer seat calls out what was just done
            self.animate(objection)
            self.refresh_sprites()
            return
        if c.deal_over:
            self.waiting_play = None  # the hand's summary answers it
            if not self.summary_open:
                self.summary_open = True
                self.app.push(self.summary_scene())
            return
        if self.waiting_play is not None:
            waiting, self.waiting_play = self.waiting_play, None
            self.take(waiting)
        elif c.human_to_act:
            self.human_turn()
        else:
            step = c.pump()
            if step is not None:
                self.animate(step)
        self.refresh_sprites()

    def refresh_sprites(self) -> None:
        self.kind.hover(pygame.mouse.get_pos() if pygame.mouse.get_focused() else None)
        self.kind.tick()
        for sprite in self.sprites:
            assert isinstance(sprite, CardSprite)
            sprite.refresh()

    def human_turn(self) -> None:
        c = self.controller
        if c.hint.poll():
            self.hint_came()
        forced = self.kind.forced_action(c.legal_actions()) if self.app.settings.autoplay else None
        if forced is None:
            self.forced_since = -1.0
            self.end_forced_notice()
        elif self.forced_since < 0:
            self.forced_since = self.clock
        elif self.clock - self.forced_since >= AUTOPLAY_DELAY * self.app.speed:
            self.forced_since = -1.0
            self.play_forced(forced)

    def play_forced(self, action: Any) -> None:
        """Play the human's only action for him: it is said in his bubble ("J♣ played for
        you"), which stays until the next forced play replaces it or his next choice, and the
        table holds the setting's pause once it has landed, so a run of them can be followed."""
        pause = FORCED_PAUSES.get(self.app.settings.forced_pause, FORCED_PAUSES["normal"])
        step = self.play(action, pause)
        if step is None:
            return
        self.hud.bubble(0, self.said_forced(action, step), loud=False)
        self.forced_notice = next((b for b in reversed(self.hud.bubbles) if b.seat == 0), None)
        if self.forced_notice is not None:
            self.forced_notice.until = math.inf

    def end_forced_notice(self) -> None:
        """The human has a choice again: the notice of the last forced play goes (after the
        time any bubble stays)."""
        notice, self.forced_notice = self.forced_notice, None
        if notice is not None and notice.until == math.inf:
            notice.until = self.clock + BUBBLE_TIME * max(0.6, self.app.speed) / 2

    def hint_came(self) -> None:
        """The hint is there: its explanation's panel or its card's glow shows it (Enter
        plays it), or it is said."""
        hint = self.controller.hint
        if hint.advice is not None or isinstance(hint.action, Card):
            self.hud.message = ""
        else:
            self.hud.say(tr("table.hint_is", action=say_action(hint.action)))
        self.dirty = True

    @staticmethod
    def said_forced(action: Any, step: Step | None = None) -> str:
        """The announcement of an action made for the human: "7♠ played for you"; a decision
        as the game worded it when it did, with its why ("Pass (no card can be laid): made
        for you")."""
        if isinstance(action, Card):
            return tr("table.forced_card", card=card_label(action.code))
        said = next(
            (
                say_wording(e.wording)
                for e in (step.events if step is not None else [])
                if e.seat == 0 and e.wording is not None and e.wording != action.wording()
            ),
            "",
        )
        if said:
            return tr("table.forced_said", said=said)
        return tr("table.forced_action", action=say_action(action))

    def summary_scene(self) -> Scene:
        """The overlay that shows how the hand was scored."""
        return self.app.route(self.kind.summary_route, self)

    def receive(self, result: object) -> None:
        """An overlay over the table closed with the player's answer: do it."""
        if result is OverlayResult.CONTINUE:
            self.after_summary()
        elif result is OverlayResult.TAKE_BACK:
            self.click_button("undo")
        elif result in (OverlayResult.MAIN_MENU, OverlayResult.NEW_GAME):
            self.app.reset_to(self.app.route("menu"))  # the table closes as it leaves
            if result is OverlayResult.NEW_GAME:
                self.app.push(self.app.route("setup"))
        elif result is OverlayResult.REPLAY_DEAL:
            self.replay_deal()
        elif isinstance(result, CallOut):
            self.call_out(result.action)

    def call_out(self, action: Any) -> None:
        """The human's call out of turn (a Qayd from its form): judged at once, or refused
        with the rule's reason."""
        try:
            step = self.controller.call_out(0, action)
        except IllegalActionError as error:
            self.refuse(error.reason or str(error), "")
            return
        self.animate(step)

    def replay_deal(self) -> None:
        """The same deal again from its start, as a practice deal over the main menu."""
        c = self.controller
        spec = c.replay_spec()
        if spec is None:  # a deal from an older save has no code to play again
            return
        self.app.reset_to(self.app.route("menu"))
        practice = TableController.for_deal(spec, c.levels, c.decider)
        self.app.push(self.app.route("table", practice))

    def after_summary(self) -> None:
        """The summary was closed: the next hand, or the end of the game."""
        self.kind.new_deal()
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

    def play(self, action: Any, pause: float = 0.0) -> Step | None:
        """Take the human's action (a forced one held ``pause`` once it lands): its step, or
        None when it is refused, and then show why."""
        self.kind.before_play()
        try:
            step = self.controller.act(0, action)
        except IllegalActionError as error:
            words = say_action(action) if isinstance(action, Card) else ""  # a call: the reason
            self.refuse(error.reason or str(error), words)
            return None
        self.hud.message = ""
        self.animate(step, pause)
        self.kind.after_play()
        return step

    def refuse(self, reason: Reason | str, words: str) -> None:
        """Say why the rules refuse what the human tried (``words``: what he tried to play;
        none: the reason alone); "not your turn" while a computer seat is to act says whose
        turn it is."""
        if isinstance(reason, Reason) and reason.key == NOT_YOUR_TURN.key and self.wait():
            return
        if words:
            self.hud.say(tr("table.cannot", card=words, reason=say_reason(reason)))
        else:
            said = say_reason(reason)
            self.hud.say(said[:1].upper() + said[1:])

    def wait(self) -> bool:
        """While a computer seat is to act, say so ("Wait: East is playing"); answers whether
        one is."""
        c = self.controller
        if c.deal_over or c.human_to_act:
            return False
        self.hud.say(tr("table.wait_seat", seat=tr(f"seat.{c.to_act}")))
        return True

    # --- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if self.animator.waiting and self.gathers(event):
            self.animator.release()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.kind.holding():
            self.kind.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.act_on(self.kind.release(event.pos))
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)
        return True

    def gathers(self, event: pygame.event.Event) -> bool:
        """Whether the event lets a finished trick go: a click away from the buttons, Enter or
        Space."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return bool(event.button == 1) and self.button_at(event.pos) is None
        return event.type == pygame.KEYDOWN and event.key in (*ENTER_KEYS, pygame.K_SPACE)

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        """The table's button under ``pos``, enabled or not."""
        return next((b for b in self.buttons if b.box.contains(pos)), None)

    def press(self, pos: tuple[int, int]) -> None:
        button = self.button_at(pos)
        if button is not None:  # a dimmed one says why it cannot act now
            self.click_button(button.key)
            return
        moment = self.hud.log_moment_at(pos)
        if moment >= 0 and self.animator.idle:  # a line of the log: why that was done
            self.ask_why_moment(moment)
            return
        if not self.coach.press(self, pos):
            self.act_on(self.kind.press(pos))

    def act_on(self, gesture: Gesture) -> None:
        """Do what a gesture means, as the kind of table translated it: play an action (or say
        why not), ask which action, say words; and rebuild the table from the view."""
        match gesture:
            case Play():
                self.take(gesture)
            case Choose(options):
                self.panel.offer(list(options))
            case Refused(reason, cards):
                self.refuse(reason, " ".join(card_label(card.code) for card in cards))
            case Say(words):
                self.hud.say(words)
            case AskWhy(card):
                self.ask_why(card)
                return
            case Handled(redraw) if not redraw:
                return
            case Ignored():
                return
        self.dirty = True

    def take(self, gesture: Play) -> None:
        """Play the action, or keep it until the table is idle while the screen still catches
        up with the human's turn (the last card of a trick flying; the latest asked wins); then
        the kind's own hook for a play taken or refused."""
        if not (self.animator.idle or gesture.at_once) and self.controller.human_to_act:
            self.waiting_play = gesture
            return
        if self.play(gesture.action):
            if gesture.played is not None:
                gesture.played()
        elif gesture.refused is not None:
            gesture.refused()
        self.dirty = True

    def key(self, key: int) -> None:
        """Enter after H plays the hint; then the kind's own keys; then Escape, the arrows
        (the cursor, which skips dimmed cards), the panel's digits, H, I, U, L, S; then the
        extras' keys (C: Barbu's grid)."""
        if key in ENTER_KEYS and self.play_hint():
            return
        gesture = self.kind.key(key)
        if not isinstance(gesture, Ignored):
            self.act_on(gesture)
            return
        hand = self.hand_sprites()
        if key == pygame.K_ESCAPE:
            self.click_button("menu")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            self.move_cursor(hand, 1 if key == pygame.K_RIGHT else -1)
        elif pygame.K_1 <= key <= pygame.K_9:
            self.choose_number(key - pygame.K_1)
        elif key == pygame.K_h:
            self.click_button("hint")
        elif key == pygame.K_i:
            self.click_button("reading")
        elif key in (pygame.K_u, pygame.K_BACKSPACE):
            self.click_button("undo")
        elif key == pygame.K_l:
            self.click_button("last")
        elif key == pygame.K_s:
            self.click_button("sheet")
        else:
            self.extras.key(self, key)

    def choose_number(self, index: int) -> None:
        """A digit: the panel's button of that number.  While cards move the panel is hidden:
        the button it will show once they stop (taken then); while a computer seat is to act,
        whose turn it is."""
        entries = [payload for _, payload in self.panel.buttons]
        c = self.controller
        if not entries and not self.animator.idle:
            entries = [payload for _, payload in self.panel.entries(c.decisions())]
        if index < len(entries):
            self.choose_entry(entries[index])
        elif not entries:
            self.wait()

    def move_cursor(self, hand: list[CardSprite], step: int) -> None:
        """The keyboard cursor to the next card that is not dimmed (it stays if all are)."""
        count = len(hand)
        at = self.selected if 0 <= self.selected < count else (-1 if step > 0 else count)
        for _ in range(count):
            at = (at + step) % count
            if not hand[at].dimmed:
                self.selected = at
                break
        self.controller.hint.disarm()
        self.dirty = True

    def play_hint(self) -> bool:
        """Enter after H (the cursor not moved since): play the hinted action, once ready."""
        action = self.controller.hint.playable()
        if action is None:
            return False
        self.act_on(Play(action))
        return True

    def choose_entry(self, payload: Any) -> None:
        """A panel button was clicked: a group opens or closes, an action is played."""
        self.act_on(self.kind.choose_entry(payload))

    def click_button(self, key: str) -> None:
        """A button of the table's row, or its key: the kind's, the extras', else the
        table's own; one that cannot act now says why."""
        gesture = self.kind.click_button(key)
        if not isinstance(gesture, Ignored):
            self.act_on(gesture)
            return
        if self.extras.click(self, key):
            return
        if key == "hint":
            self.ask_hint()
        elif key == "undo":
            self.undo()
        elif key == "reading":
            self.read_cards()
        elif key == "last":
            self.app.push(self.app.route("last_trick", self))
        elif key == "sheet":
            self.app.push(self.app.route("sheet", self))
        elif key == "menu":
            self.app.push(self.app.route("pause", self))

    def ask_hint(self) -> None:
        """Ask for a hint on the human's turn; else say why there is none now."""
        c = self.controller
        if not self.app.settings.hints:
            self.hud.say(tr("table.hints_off"))
        elif not c.human_to_act:
            self.wait()
        else:
            c.hint.ask(self.app.levels[min(2, len(self.app.levels) - 1)])
            if c.hint.pending:
                self.hud.say(tr("table.hint_wait"))
            elif c.hint.action is not None:  # asked again: the same answer
                self.hint_came()

    def ask_why(self, card: Card) -> None:
        """Why the card clicked in the trick was played: the advisor's view of that decision,
        from the seat that took it (its own information only)."""
        index = self.controller.card_played_at(card)
        if index is not None:
            self.ask_why_moment(index)

    def ask_why_moment(self, index: int) -> None:
        """Why the deal's action number ``index`` was taken, as its seat saw it then."""
        c = self.controller
        if c.deal_over or index >= len(c.record.deals[-1].actions):
            return
        moment = c.moment_before(index)
        route = self.app.route(
            "why", moment.state, moment.seat, moment.action, moment.seed, c.decider
        )
        self.app.push(route)

    def read_cards(self) -> None:
        """What our seat can know of the hidden cards, in a panel over the table (the reading
        of the deal as it stands, from our seat's information only)."""
        c = self.controller
        if c.deal_over:
            self.hud.say(tr("table.reading_over"))
            return
        self.app.push(self.app.route("reading", c.state, 0, c.position_seed("reading/")))

    def undo(self) -> None:
        """Back to the human's previous decision, at once: what still moves is cut short (it
        shows what is taken back), a computer seat's pending request is cancelled, a play
        waiting for the table is forgotten, and the hint too."""
        c = self.controller
        if not c.can_undo:
            self.hud.say(tr("table.nothing_to_undo"))
            return
        self.animator.clear()
        self.waiting_play = None
        c.undo()
        self.hud.say(tr("table.undone"))
        self.hud.bubbles.clear()
        self.replay_log()
        self.dirty = True

    # --- drawing -------------------------------------------------------------------------------

    def dragging(self) -> bool:
        """Whether cards are being dragged (the hud lights where they may go)."""
        return self.kind.dragging()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.felt(), (0, 0))
        self.hud.draw_under_cards(surface)
        self.sprites.draw(surface)
        self.hud.draw_over_cards(surface)
        self.panel.draw(surface)
        self.extras.draw(self, surface)
        self.hud.draw_talk(surface)
        self.coach.draw(self, surface)
        advice = self.controller.hint.advice
        if advice is not None and self.controller.human_to_act:  # the explained hint
            words = [say_action(self.controller.action_of(o.action)) for o in advice.options]
            draw_advice(
                surface, self.app.resources, self.layout, advice, words, self.contract_ours()
            )
        res = self.app.resources
        for button in self.buttons:
            button.enabled = self.button_enabled(button.key)
            button.draw(surface, res, self.layout.font)
        if self.animator.waiting and self.app.settings.gather == "click":
            self.draw_gather_prompt(surface)

    def contract_ours(self) -> bool:
        """Whether the deal's contract is held by our side (a hint's chance is said so)."""
        c = self.controller
        contract = c.view(0).contract
        if contract is None:
            return True
        return c.definition.side_of(contract.seat) == c.definition.side_of(0)

    def draw_gather_prompt(self, surface: pygame.Surface) -> None:
        """Under the finished trick: a click gathers it."""
        font = self.layout.font
        words = tr("table.gather_click")
        size = round(font * 0.85)
        width = self.app.resources.font(size).size(words)[0] + font * 1.2
        drop = self.layout.drop
        box = Box.centred(drop.center[0], drop.bottom - font * 0.2, width, font * 1.5)
        widgets.panel(surface, box, (10, 25, 18, 210))
        widgets.text(surface, self.app.resources, words, size, box.center, widgets.GOLD, "center")

    def button_enabled(self, key: str) -> bool:
        c = self.controller
        if key == "hint":
            return self.app.settings.hints and c.human_to_act and c.decider is not None
        if key == "undo":
            return c.can_undo
        if key == "reading":
            return not c.deal_over and c.decider is not None
        return self.extras.enabled(self, key)
