"""The game API: one shape for every rule set (shared/design.md, "The game API").

A *game definition* (registered by name) reads options and action texts and
starts matches.  A *match* is the series of deals with the running totals; it
makes each deal's *state* from a deck order and a ``DealContext``, and takes
the finished state's ``DealResult``.  The state answers every question the AI,
the table, the replayer and the tests ask: whose turn, what is legal and why
not, what happened (events), what a seat may see, and a resampled world.

The core trusts ``apply`` (no validation, for speed); boundaries call
``why_illegal`` first.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, Generic, Protocol

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    ActionT = TypeVar("ActionT", default=Any)
    """A game's action type; a bare ``State`` (the AI's, the table's) takes any action."""
else:
    from typing import TypeVar

    ActionT = TypeVar("ActionT")

from game.core.actions import ActionKind, Wording
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.moments import LessonMoments
from game.core.options import Option
from game.core.reasons import Reason


class Action(Protocol):
    """An action is a small hashable value whose ``str`` is its record text."""

    def __hash__(self) -> int: ...

    def __str__(self) -> str: ...


class EventKind(Enum):
    DEAL = "deal"  # cards dealt to a seat (cards hidden from the others)
    TURN_UP = "turn_up"  # a card turned face up for everybody
    BID = "bid"  # a bid or any other announced decision (text)
    TAKE = "take"  # a seat takes visible cards into his hand (turn-up, pile)
    PLAY = "play"  # a card played to the table
    ANNOUNCE = "announce"  # something said automatically (belote, a project...)
    TRICK = "trick"  # a trick gathered by a seat (value: its points)
    THROWN_IN = "thrown_in"  # the deal is abandoned and redealt
    DEAL_END = "deal_end"  # the deal is over (values: the deal's points)
    DRAW = "draw"  # a seat draws from a stock (the card hidden from the others)
    MELD = "meld"  # cards put down on the table as a new meld (text: its place)
    LAY_OFF = "lay_off"  # cards added to a meld on the table (text: the meld after)
    DISCARD = "discard"  # a card put face up on a discard pile
    POT = "pot"  # a seat takes a set-aside packet (Burraco's pot; text: how)


@dataclass(frozen=True, slots=True)
class Event:
    """Something ``apply`` caused, for the table to animate and show."""

    kind: EventKind
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    text: str = ""
    values: tuple[int, ...] = ()
    wording: Wording | None = None  # how the table says it, as data (a decision: as offered)


@dataclass(frozen=True, slots=True)
class DealContext:
    """What a deal knows of the match it belongs to."""

    dealer: int
    totals: tuple[int, ...]
    deal_number: int = 0
    carry: Any = None  # game-specific state carried between deals (a reserve...)
    game: GameDefinition[Any] | None = None  # set by ``GameDefinition.new_deal``


NO_MATCH = DealContext(dealer=0, totals=())
"""The context of a deal no match counts (the search then weighs only its points)."""


@dataclass(frozen=True, slots=True)
class SummaryLine:
    """One line of a finished hand's summary, as data the table lays out and a test adds up.

    ``key`` says what the line means (the table's words are ``line.<key>``); ``values`` are
    per side (per team, or per seat in a game without teams).  An adding line adds its values
    to each side's running sum (card points, the last trick's 10, belote, declarations, capot,
    a reserve won).  A *step* replaces the running sums by its values: a conversion (Baloot's
    rounding to game points) or the contract's verdict, ``reason`` saying why as a wording
    (``81 < 91: failed``).  ``seats`` are whose line it is (whose declarations counted, the
    two seats of a Barbu double).
    """

    key: str
    values: tuple[int, ...]
    step: bool = False
    seats: tuple[int, ...] = ()
    reason: Wording | None = None


def summary_sums(lines: Sequence[SummaryLine]) -> list[tuple[int, ...]]:
    """Each side's running sum after each line; the last is the hand's points."""
    sums: list[tuple[int, ...]] = []
    running: tuple[int, ...] = ()
    for line in lines:
        if line.step or not running:
            running = line.values
        else:
            running = tuple(a + b for a, b in zip(running, line.values, strict=True))
        sums.append(running)
    return sums


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal's outcome as the match records it.

    ``lines`` are its summary, adding up to ``points``; ``contract`` is the deal's contract
    (its holder, what it was, its trump) and ``made`` whether it was made (``None`` where a
    contract is neither made nor failed: a tie held in reserve, a Barbu contract), for the
    score sheet.  A game that scores by named items rather than by summary lines (Burraco)
    gives them in ``score_items``, per side, for the comparison of two deals.  ``details``
    keeps the loose figures records and the arena read.
    """

    points: tuple[int, ...]
    carry: Any = None
    thrown_in: bool = False
    decides_winner: int | None = None  # a deal that ends the game outright (Gahwa)
    details: Mapping[str, Any] = field(default_factory=dict)
    lines: tuple[SummaryLine, ...] = ()
    contract: ContractInfo | None = None
    made: bool | None = None
    score_items: tuple[tuple[tuple[str, int], ...], ...] = ()  # per side: its (name, points)
    card_points: tuple[int, ...] = ()
    contract_scores: tuple[int, ...] = ()
    ending: str = ""
    same_dealer: bool = False  # a throw-in after which the same dealer deals again


@dataclass(frozen=True, slots=True)
class ContractInfo:
    """The contract of a deal as the table shows it, in every game alike.

    ``seat`` holds it (the declarer or taker); ``wording`` says what it is, with the
    same keys as actions (``None`` while the holder has still to name it); ``trump_suit``
    is -1 without trumps; ``factor`` is the doubling multiplier; ``badges`` name other
    states the table shows beside it (Baloot's ``locked`` and ``gahwa``).
    """

    seat: int
    wording: Wording | None
    trump_suit: int = -1
    factor: int = 1
    badges: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TableView:
    """What one seat may see of a deal, the part every game shares; each game's view
    extends it.  The table reads only views, never a state."""

    seat: int
    to_act: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, str], ...]  # every public decision: (seat, record text)
    totals: tuple[int, ...]
    contract: ContractInfo | None  # None while there is none (the bidding, or no contracts)


class State(ABC, Generic[ActionT]):
    """One deal in progress, of a game whose actions are ``ActionT``."""

    to_act: int
    """The seat whose decision it is; -1 once the deal is over."""

    opening: list[Event]
    """The dealing's events, for the table to animate (empty in a sampled world)."""

    rules: Any = None
    """The deal's rules (its game's parsed options), which the search scores the match by."""

    ctx: DealContext = NO_MATCH
    """What the deal knows of its match (the dealer, the totals before it); every game sets
    it from ``new_deal``'s context."""

    @property
    def definition(self) -> GameDefinition[Any]:
        """The game this deal belongs to (its seats and teams, its name); known to every deal
        its game's ``new_deal`` made, and to their clones and sampled worlds."""
        game = self.ctx.game
        if game is None:
            raise LookupError("this deal was made outside its game's new_deal: it knows no game")
        return game

    def match_target(self) -> int | None:
        """The score that ends the match, which the search weighs as the end nears; ``None``
        where a match ends otherwise (after a number of deals)."""
        return None

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def legal_actions(self) -> list[ActionT]:
        """Every legal action for ``to_act``, in a fixed order; empty when over."""

    @abstractmethod
    def why_illegal(self, action: ActionT) -> Reason | None:
        """``None`` when ``action`` is legal now, else the rule it breaks (its ``str`` in plain
        English words)."""

    @abstractmethod
    def apply(self, action: ActionT) -> list[Event]:
        """Take a legal action (not checked) and return the events it caused."""

    @abstractmethod
    def clone(self) -> State[ActionT]: ...

    @abstractmethod
    def view(self, seat: int) -> TableView:
        """What ``seat`` may see: its own cards, public cards, counts of the others."""

    @abstractmethod
    def info_key(self, seat: int) -> Hashable:
        """Equal for two states exactly when ``seat`` cannot tell them apart."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State[ActionT]:
        """A full state with every card hidden from ``seat`` resampled consistently."""

    @abstractmethod
    def result(self) -> DealResult:
        """The finished deal's result (only when ``is_over``)."""

    @abstractmethod
    def cards_in_play(self) -> list[int]:
        """Card indices of every card of the deal wherever it lies (a multiset).

        The contract tests check that this stays the deal's deck after every action.
        """

    def check_invariants(self) -> list[str]:
        """Faults in the state's own bookkeeping, in words; empty when sound.

        The contract tests call it after every action.  A game overrides it to
        re-check what only it knows (Burraco: every meld on the table is valid).
        """
        return []

    def parse_action(self, text: str) -> ActionT:
        """Read an action text of this game (raises ``ActionTextError``)."""
        raise NotImplementedError

    def announcements(self) -> list[ActionT]:
        """Announcements ``to_act`` may make now besides ``legal_actions`` (a claim of the
        remaining tricks, Baloot's Sawa and Akka): the buttons a table offers.  Each may
        still be refused (``why_illegal``: a wrong claim); none by default."""
        return []

    def seated_action(self, seat: int, action: ActionT) -> ActionT | None:
        """``action`` as taken by ``seat`` when the game lets it be taken out of turn or once
        the deal has ended (Baloot's Qayd), carrying its seat; ``None`` (the default) for an
        action only the seat to act may take."""
        return None

    def objections(self, seat: int) -> list[ActionT]:
        """The calls ``seat`` may make now out of turn on another seat's act (Baloot's Qayd),
        each one the rules can judge, right or wrong; none by default."""
        return []

    def proven_objections(self, seat: int) -> list[ActionT]:
        """The ``objections`` that ``seat`` can prove right from what it saw (its own hand
        and the public play, never another's hidden cards): what a player would call, and
        what a hint may offer; none by default."""
        return []

    def checked_apply(self, action: ActionT) -> list[Event]:
        """``apply`` after ``why_illegal``: raises ``IllegalActionError`` with the reason."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(reason)
        return self.apply(action)


RulesT = TypeVar("RulesT")


def _registered(name: str) -> GameDefinition[Any]:
    """The rule set registered as ``name`` (how a pickled definition comes back as itself)."""
    from game.core.registry import get_game  # here: the registry imports this module

    return get_game(name)


class TableKind(Enum):
    """Which table shows a game: cards played to tricks, or melds laid on the table."""

    TRICKS = "tricks"
    RUMMY = "rummy"


@dataclass(frozen=True, slots=True)
class CodeName:
    """A rule set's name in deal codes (``game.session.deal_code``): ``short``, three capital
    letters, opens each code (``BGA-…``); ``check``, 1 to 31 and one per rule set, starts its
    check digit, so that a code given another rule set's short name is refused.  ``grown``:
    how many digits the rule set's codes have grown since they were first given out (options
    added since, put first with their defaults first): a code up to that many digits shorter
    is an older one, still read (its missing leading digits are zeros)."""

    short: str
    check: int
    grown: int = 0

    def __post_init__(self) -> None:
        short = self.short
        if not (len(short) == 3 and short.isascii() and short.isalpha() and short.isupper()):
            raise ValueError(f"a deal code's short name is three capital letters: {self.short!r}")
        if not 1 <= self.check <= 31:
            raise ValueError(f"a deal code's check start is 1 to 31: {self.check}")


class GameDefinition(ABC, Generic[RulesT]):
    """A registered rule set: everything the rest of the program knows of it.

    Its rules (options, deck, deals, dealing rotation, the end of a game) and how the
    program offers it: ``options`` declared once with their defaults and choices (read
    by ``parse_options``, offered by the setup screen), ``menu_order`` and ``table``; its
    name in deal codes (``code_name``, ``None`` for none), the moments its guided game
    teaches (``lessons``) and the kinds of decision its seats face (``decision_phases``,
    which the checks over every game cover).
    """

    name: str
    title: str
    seats: int = 4
    teams: bool = True
    menu_order: int = 1000  # where the menu lists it (lower first)
    table: TableKind = TableKind.TRICKS
    has_contracts: bool = True  # deals have a contract (bid, called or chosen) the table names
    options: tuple[Option, ...] = ()
    code_name: CodeName | None = None
    lessons: LessonMoments = LessonMoments()
    decision_phases: tuple[str, ...] = ("play",)

    @abstractmethod
    def parse_options(self, raw: Mapping[str, Any]) -> RulesT:
        """Options from JSON values; left-out options take their defaults."""

    @abstractmethod
    def options_to_json(self, rules: RulesT) -> dict[str, Any]: ...

    @property
    @abstractmethod
    def presets(self) -> Mapping[str, RulesT]: ...

    @abstractmethod
    def deck(self, rules: RulesT) -> Sequence[Card]:
        """The game's deck in its standard order."""

    def new_deal(self, rules: RulesT, deck: Sequence[Card], context: DealContext) -> State:
        """The state of a fresh deal made from ``deck`` (top card first), knowing its game."""
        return self.make_deal(rules, deck, replace(context, game=self))

    @abstractmethod
    def make_deal(self, rules: RulesT, deck: Sequence[Card], context: DealContext) -> State:
        """The game's own making of a deal (``new_deal`` gives it a context naming the game)."""

    def side_of(self, seat: int) -> int:
        """The side ``seat`` scores for: its team (partners sit opposite, alternating round the
        table), or the seat itself in a game without teams."""
        return seat % 2 if self.teams else seat

    def partners_of(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side (none in a game without teams)."""
        if not self.teams:
            return ()
        return tuple(
            other for other in range(self.seats) if other != seat and other % 2 == seat % 2
        )

    def __reduce_ex__(self, protocol: Any) -> Any:
        """A registered definition pickles as its name (an AI worker gets the same object)."""
        from game.core.registry import registered  # here: the registry imports this module

        if registered(self.name) is self:
            return (_registered, (self.name,))
        return object.__reduce_ex__(self, protocol)

    @abstractmethod
    def parse_action(self, rules: RulesT, text: str) -> Any:
        """Read an action text of this game (raises ``ActionTextError``)."""

    @abstractmethod
    def next_dealer(self, rules: RulesT, dealer: int) -> int: ...

    def gesture_action(
        self, rules: RulesT, kind: ActionKind, cards: tuple[Card, ...], meld: int = 0
    ) -> Any | None:
        """The action a rummy gesture asks for (cards dropped on a zone of the table), legal
        or not, for ``why_illegal`` to judge; ``None`` where the game has no such action.
        ``cards`` are in the order a player would write them; ``meld`` counts from 1."""
        return None

    def initial_carry(self, rules: RulesT) -> Any:
        return None

    @abstractmethod
    def match_winner(
        self, rules: RulesT, totals: Sequence[int], results: Sequence[DealResult]
    ) -> int | str | None:
        """The winner (team or seat number, or ``"draw"``) once the game is over."""

    def shared_winners(self, rules: RulesT, totals: Sequence[int]) -> list[int] | None:
        """Every winner where a game's win can be shared (Barbu); None otherwise."""
        return None

    def decision_phase(self, state: State) -> str:
        """The kind of decision ``state.to_act`` faces, one of ``decision_phases`` (a game with
        one kind of decision keeps this)."""
        return self.decision_phases[0]
