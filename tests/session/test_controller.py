"""The table controller: checked actions, drops, the AI without waiting, undo, saves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.api import State
from game.core.cards import Card, card_at
from game.core.errors import IllegalActionError
from game.session.controller import SaveError, TableController
from game.session.zones import NOWHERE, TABLE_ZONE

HUMAN_AND_AI = ["human", "easy", "easy", "easy"]


class SlowDecider:
    """A decider that answers (a random legal action) only when told to."""

    def __init__(self) -> None:
        self.ready = False
        self.requests: list[tuple[int, str]] = []
        self.cancelled: list[int] = []
        self._pending: dict[int, Any] = {}

    def request(self, state: State, seat: int, level: str, seed: int) -> int:
        ticket = len(self.requests) + 1
        self.requests.append((seat, level))
        self._pending[ticket] = random.Random(seed).choice(state.legal_actions())
        return ticket

    def poll(self, ticket: int) -> tuple[bool, Any]:
        if not self.ready or ticket not in self._pending:
            return False, None
        return True, self._pending.pop(ticket)

    def cancel(self, ticket: int) -> None:
        self.cancelled.append(ticket)
        self._pending.pop(ticket, None)


def play_until_human(c: TableController) -> None:
    while not c.deal_over and not c.human_to_act:
        assert c.pump() is not None


def test_the_ai_never_blocks_and_asks_once_per_turn() -> None:
    decider = SlowDecider()
    c = TableController("belote_bga", {}, ["easy"] * 4, seed=3, decider=decider)
    assert c.pump() is None and c.pump() is None
    assert len(decider.requests) == 1 and c.ai_thinking
    decider.ready = True
    step = c.pump()
    assert step is not None and step.seat == decider.requests[0][0]
    assert c.record.deals[-1].actions == [(step.seat, str(step.action))]


def test_actions_are_checked_with_the_rules_reason() -> None:
    c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=4, decider=SlowDecider())
    other = (c.to_act + 1) % 4
    with pytest.raises(IllegalActionError, match="not your turn"):
        c.act(other, c.legal_actions()[0])
    assert str(c.why_illegal(c.to_act, Card.parse("AS"))) == "the bidding is not over: bid first"


def test_drops_map_to_legal_actions_only() -> None:
    decider = SlowDecider()
    decider.ready = True
    for seed in range(30):
        c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=seed, decider=decider)
        while not c.deal_over:
            play_until_human(c)
            if c.deal_over:
                break
            legal = c.legal_actions()
            if not isinstance(legal[0], Card):
                c.act(0, legal[-1])
                continue
            hand = c.view(0).hand
            for card in hand:
                matches = c.actions_for_drop(0, [card], TABLE_ZONE)
                assert matches == ([card] if card in legal else [])
                assert c.actions_for_drop(0, [card], NOWHERE) == []
                if card not in legal:
                    assert c.drop_reason(0, [card], TABLE_ZONE) == c.state.why_illegal(card)
            assert str(c.drop_reason(0, [hand[0]], NOWHERE)) == "drop the card on the table"
            c.act(0, legal[0])
        assert c.results


def test_undo_goes_back_to_the_previous_human_decision() -> None:
    decider = SlowDecider()
    decider.ready = True
    c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=8, decider=decider)
    play_until_human(c)
    assert not c.can_undo
    before = c.view(0)
    c.act(0, c.legal_actions()[0])
    play_until_human(c)
    assert c.can_undo and c.undo()
    assert c.view(0) == before
    assert c.human_to_act


def test_save_and_resume_give_the_same_position() -> None:
    decider = SlowDecider()
    decider.ready = True
    c = TableController("belote_bga", {"target": 500}, HUMAN_AND_AI, seed=9, decider=decider)
    saves: list[dict[str, Any]] = []
    c.on_change = lambda controller: saves.append(controller.to_json())
    for _ in range(25):
        play_until_human(c)
        if c.deal_over:
            c.next_deal()
            continue
        c.act(0, c.legal_actions()[-1])
    resumed = TableController.from_json(saves[-1], decider)
    assert resumed.view(0) == c.view(0)
    assert resumed.totals == c.totals
    assert resumed.levels == c.levels and resumed.seed == c.seed
    assert resumed.to_json() == c.to_json()


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda d: d.pop("table"), "not a saved table"),
        (lambda d: d.update(format="x"), "not a game record"),
        (
            lambda d: d["deals"][-1]["actions"].append({"seat": 9, "action": "pass"}),
            "'seat' must be a seat number 0 to 3, not 9",
        ),
        (
            lambda d: d["deals"][-1]["actions"].extend(  # no seat speaks twice in a row
                [{"seat": s, "action": "pass"} for s in (0, 1, 2, 3, 3)]
            ),
            "breaks the rules",
        ),
        (
            lambda d: d["deals"][-1]["actions"].append({"seat": 0, "action": "zz"}),
            "not a Belote action",
        ),
    ],
)
def test_a_damaged_save_is_refused_in_plain_words(damage: Any, words: str) -> None:
    c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=1, decider=SlowDecider())
    data = c.to_json()
    damage(data)
    with pytest.raises(SaveError, match=words):
        TableController.from_json(data)


def test_hints_come_from_the_decider() -> None:
    decider = SlowDecider()
    decider.ready = True
    c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=2, decider=decider)
    play_until_human(c)
    c.hint.ask("expert")
    assert decider.requests[-1] == (0, "expert")
    assert c.hint.poll() and c.hint.action in c.legal_actions()


def test_a_hint_is_kept_until_the_position_changes() -> None:
    decider = SlowDecider()
    decider.ready = True
    c = TableController("belote_bga", {}, HUMAN_AND_AI, seed=2, decider=decider)
    play_until_human(c)
    decider.ready = False
    c.hint.ask("expert")
    assert c.hint.pending and c.hint.armed and c.hint.playable() is None
    asked = len(decider.requests)
    decider.ready = True
    assert c.hint.poll() and not c.hint.poll()  # the answer comes once
    assert c.hint.playable() == c.hint.action in c.legal_actions()
    c.hint.disarm()  # the cursor moved: Enter no longer plays it, but it still shows
    assert c.hint.playable() is None and c.hint.action is not None
    c.hint.ask("expert")  # asked again in the same position: the same answer, not asked anew
    assert len(decider.requests) == asked and c.hint.playable() == c.hint.action
    c.act(0, c.hint.action)
    assert c.hint.action is None and not c.hint.armed and not c.hint.asked
    play_until_human(c)
    decider.ready = False
    c.hint.ask("expert")
    ticket = len(decider.requests)
    c.act(0, c.legal_actions()[0])  # the position changes while the hint is asked
    assert ticket in decider.cancelled and not c.hint.pending


class WrongDecider(SlowDecider):
    """Answers with a card nobody may play."""

    def poll(self, ticket: int) -> tuple[bool, Any]:
        return True, Card.parse("2C")


def test_an_illegal_ai_answer_does_not_stop_the_game() -> None:
    c = TableController("belote_bga", {}, ["easy"] * 4, seed=6, decider=WrongDecider())
    first = c.legal_actions()[0]
    seat = c.to_act
    step = c.pump()
    assert step is not None and step.action == first
    assert c.record.deals[-1].actions == [(seat, str(first))]


def test_burraco_drops_map_to_exactly_the_legal_actions_of_their_zone() -> None:
    from game.session.zones import PILE_ZONE, STOCK_ZONE, DropZone

    c = TableController("burraco", {}, ["human"] * 4, seed=4)
    assert c.melds_on_table
    checked = 0
    for _ in range(120):
        if c.deal_over:
            break
        seat = c.to_act
        legal = c.legal_actions()
        texts = {str(a) for a in legal}
        draws = c.actions_for_drop(seat, [], STOCK_ZONE) + c.actions_for_drop(seat, [], PILE_ZONE)
        assert {str(a) for a in draws} == texts & {"draw", "pickup"}
        for action in legal:
            cards = [card_at(i) for i in getattr(action, "cards", ())]
            text = str(action)
            if text.startswith("meld:"):
                found = c.actions_for_drop(seat, cards, TABLE_ZONE)
            elif text.startswith("layoff:"):
                found = c.actions_for_drop(seat, cards, DropZone.on_meld(action.meld))
            elif text.startswith("discard:"):
                found = c.actions_for_drop(seat, [card_at(action.card)], PILE_ZONE)
            else:
                continue
            assert action in found and all(str(a) in texts for a in found)
            assert all(
                sorted(getattr(a, "cards", (getattr(a, "card", -1),)))
                == sorted(getattr(action, "cards", (getattr(action, "card", -1),)))
                for a in found
            )
            checked += 1
        if c.view(seat).phase == "draw":
            hand = list(c.view(seat).hand)
            assert c.actions_for_drop(seat, hand[:1], PILE_ZONE) == []
            assert str(c.drop_reason(seat, hand[:1], PILE_ZONE)) == (
                "first draw from the stock or pick up the discard pile"
            )
            assert c.actions_for_drop((seat + 1) % 4, [], STOCK_ZONE) == []
        c.act(seat, legal[-1] if len(legal) < 4 else legal[len(legal) // 2])
    assert checked > 50
