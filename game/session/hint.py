"""The hint: what the computer would do in the human's seat, and why.

One object owns a hint from the question to the answer.  ``ask`` (the H key) sends the
question to the decision service: the explained advice when the service explains (its best
options with their expected points, the contract's chance and a sentence why), else its
plain decision at the level asked.  ``poll`` takes the answer when it is ready, without
waiting: ``action`` is the hinted action (the table makes a card glow or says the action;
Enter plays it while the hint is ``armed``) and ``advice`` its explanation.  ``forget``
drops the question in flight and the answer: the controller that holds the hint calls it
whenever the position changes (an action, an undo, a new deal), so a hint always speaks of
the position on the table.  It never draws: the table only shows what it holds.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from game.core.api import State


class Asker(Protocol):
    """The decision service's plain questions (the controller's ``Decider`` has them)."""

    def request(self, state: State, seat: int, level: str, seed: int) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


@runtime_checkable
class Adviser(Protocol):
    """A decision service that explains its hints (``ai.service.DecisionService.advise``):
    its answer has the best action (``best``), the options and the reason."""

    def advise(self, state: State, seat: int, seed: int) -> int: ...

    def poll(self, ticket: int) -> tuple[bool, Any]: ...

    def cancel(self, ticket: int) -> None: ...


class HintTable(Protocol):
    """What a hint reads of the game at the table (``TableController`` has it)."""

    @property
    def decider(self) -> Asker | None: ...

    @property
    def state(self) -> State: ...

    @property
    def human_to_act(self) -> bool: ...

    def position_seed(self, salt: str = "") -> int:
        """A seed fixed by the game's seed and the position (the same question, the same
        answer)."""
        ...


class Hint:
    """The hint at the human's turn (see the module's docstring)."""

    def __init__(self, table: HintTable) -> None:
        self.table = table
        self.action: Any = None  # the hinted action, once the answer has come
        self.advice: Any = None  # its explanation, when the service explains
        self.armed = False  # asked, and nothing else chosen since: Enter plays it
        self._ticket: int | None = None
        self._explained = False  # the question in flight asks for the explained advice

    @property
    def pending(self) -> bool:
        """Asked, the answer still to come (the table says "please wait")."""
        return self._ticket is not None

    @property
    def asked(self) -> bool:
        """Asked at this position: coming, or come."""
        return self.pending or self.action is not None

    def ask(self, level: str) -> None:
        """Show the hint (H): ask for it, unless it is known or coming, and arm it (Enter
        plays it once it has come).  Only at the human's turn, with a decision service."""
        table = self.table
        decider = table.decider
        if decider is None or not table.human_to_act:
            return
        self.armed = True
        if self.asked:
            return
        state = table.state
        self._explained = isinstance(decider, Adviser)
        if isinstance(decider, Adviser):
            self._ticket = decider.advise(state, state.to_act, table.position_seed("hint/"))
        else:
            self._ticket = decider.request(state, state.to_act, level, table.position_seed())

    def poll(self) -> bool:
        """Take the answer if it is ready: True on the call it comes."""
        decider = self.table.decider
        if self._ticket is None or decider is None:
            return False
        done, answer = decider.poll(self._ticket)
        if not done:
            return False
        self._ticket = None
        if self._explained:
            self.advice = answer
            self.action = answer.best
        else:
            self.action = answer
        return True

    def disarm(self) -> None:
        """Something else was chosen (the keyboard cursor moved): Enter no longer plays it."""
        self.armed = False

    def playable(self) -> Any:
        """The action Enter plays: the hint armed, come and still legal (else ``None``)."""
        if not self.armed or self.pending or self.action is None:
            return None
        return self.action if self.action in self.table.state.legal_actions() else None

    def forget(self) -> None:
        """The position changed: drop the question in flight and the answer."""
        decider = self.table.decider
        if self._ticket is not None and decider is not None:
            decider.cancel(self._ticket)
        self._ticket = None
        self._explained = False
        self.action = None
        self.advice = None
        self.armed = False
