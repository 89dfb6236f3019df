"""The verdict of a Qayd, laid open as Kammelna does («اكشف الورق», show the cards): who
called what, the hand the cited card was played from with that card marked, the rule it
broke (or that it broke none, or another one than named), and which side gets the hand.
Shown after every Qayd, the human's or a computer seat's, before the hand's summary."""

from __future__ import annotations

import pygame

from game.baloot.state import BalootState, QaydVerdict
from game.core.cards import cards_of
from game.core.seats import team_of
from game.ui import widgets
from game.ui.i18n import card_label, say_action, say_reason, tr
from game.ui.layout import Box
from game.ui.scenes.overlay_base import Overlay

VERDICT_ROUTE = "qayd_verdict"


def verdict_lines(verdict: QaydVerdict) -> list[str]:
    """The verdict in sentences: the call, what the act cited was, who gets the hand."""
    call = verdict.call
    lines = [tr("qayd.called", seat=tr(f"seat.{call.seat}"), call=say_action(call))]
    offender = tr(f"seat.{verdict.offender}")
    if call.foul in ("sawa", "akka"):
        was = "wrong" if verdict.right else "right"  # a right Qayd: the claim was wrong
        lines.append(tr(f"qayd.{call.foul}_{was}", seat=offender))
    elif call.card is not None:
        card = card_label(call.card.code)
        if verdict.broke is not None and verdict.actual == call.foul:
            lines.append(
                tr("qayd.broke", seat=offender, card=card, reason=say_reason(verdict.broke))
            )
        elif verdict.broke is not None:
            foul = tr(f"qayd.foul.{verdict.actual}")
            lines.append(tr("qayd.other_foul", seat=offender, card=card, foul=foul))
        else:
            lines.append(tr("qayd.no_foul", seat=offender, card=card))
    ours = verdict.winner == team_of(0)
    lines.append(tr("qayd.gets_us" if ours else "qayd.gets_them"))
    return lines


class QaydVerdictOverlay(Overlay):
    """The judged Qayd of the hand over the table; Continue goes on to the summary."""

    keys = ("continue",)
    height = 0.62

    def verdict(self) -> QaydVerdict | None:
        state = self.table.controller.state
        return state.qayd_verdict() if isinstance(state, BalootState) else None

    def draw_body(self, surface: pygame.Surface, box: Box) -> None:
        verdict = self.verdict()
        if verdict is None:
            return
        self.title(surface, tr("say.qayd_right" if verdict.right else "say.qayd_wrong"))
        font, res = self.font, self.app.resources
        top = box.y + font * 3.4
        for i, line in enumerate(verdict_lines(verdict)):
            colour = widgets.GOLD if i == 0 else widgets.INK
            fitted = widgets.fit_text(res, line, font, box.w - font * 3)
            widgets.draw_fitted(surface, res, fitted, (box.center[0], top), colour, "midtop")
            top += fitted.height + font * 0.5
            if i == 1 and verdict.held:
                top = self.draw_hand(surface, verdict, top) + font * 0.5

    def draw_hand(self, surface: pygame.Surface, verdict: QaydVerdict, top: float) -> float:
        """The hand the cited card came from, face up, that card raised and outlined."""
        box, font, res = self.box, self.font, self.app.resources
        cards = sorted(cards_of(verdict.held), key=lambda c: (c.suit, -c.rank))
        height = min(font * 5.0, (box.bottom - top) * 0.45)
        width = height * 0.7
        step = min(width * 1.05, (box.w - font * 3 - width) / max(1, len(cards) - 1))
        x = box.center[0] - (step * (len(cards) - 1) + width) / 2
        cited = verdict.call.card
        for card in cards:
            lift = font * 0.6 if card == cited else 0.0
            image = res.card(card, (round(width), round(height)))
            rect = surface.blit(image, (round(x), round(top + font * 0.6 - lift)))
            if card == cited:
                pygame.draw.rect(surface, widgets.GOLD, rect.inflate(4, 4), 3, border_radius=6)
            x += step
        return top + height + font * 0.6
