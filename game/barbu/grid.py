"""What a Barbu game remembers from deal to deal: who declared which contract, and when.

Each declarer chooses among the contracts he has not yet declared, so the match
carries every declaration (``BarbuCarry``) from one deal to the next.  The same
record gives the table its grid of contracts (``ContractGrid``: one row a seat, one
column a contract), so the screen shows what the rules know and never works it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.barbu.actions import KINDS


@dataclass(frozen=True, slots=True)
class Declaration:
    """A contract a seat declared: in which deal (1 for the game's first) and what that
    deal gave the declarer."""

    seat: int
    kind: str  # one of ``KINDS``
    contract: str  # the record text, with the trump or start rank ("contract:trumps:H")
    deal: int
    score: int


@dataclass(frozen=True, slots=True)
class BarbuCarry:
    """Every declaration of the deals played so far, in deal order, and per seat the bit
    set of the contracts it declared (a kind's bit is its position in ``KINDS``)."""

    declarations: tuple[Declaration, ...] = ()
    declared: tuple[int, ...] = (0, 0, 0, 0)

    def adding(self, declaration: Declaration) -> BarbuCarry:
        declared = list(self.declared)
        declared[declaration.seat] |= 1 << KINDS.index(declaration.kind)
        return BarbuCarry((*self.declarations, declaration), tuple(declared))

    def count(self, seat: int) -> int:
        """How many contracts ``seat`` has declared."""
        return self.declared[seat].bit_count()


@dataclass(frozen=True, slots=True)
class ContractGrid:
    """The grid of contracts as a seat sees it during a deal.

    ``cells[seat][k]`` is the declaration of ``KINDS[k]`` by ``seat`` in an earlier
    deal (``None``: not declared yet).  ``declarer`` declares this deal; ``chosen`` is
    the kind he chose ("" while he chooses).  ``each`` is how many contracts every seat
    declares in this game (7: the whole game).
    """

    cells: tuple[tuple[Declaration | None, ...], ...]
    declarer: int
    chosen: str
    each: int

    @staticmethod
    def of(carry: BarbuCarry, declarer: int, chosen: str, each: int) -> ContractGrid:
        rows: list[list[Declaration | None]] = [[None] * len(KINDS) for _ in range(4)]
        for declaration in carry.declarations:
            rows[declaration.seat][KINDS.index(declaration.kind)] = declaration
        return ContractGrid(tuple(tuple(row) for row in rows), declarer, chosen, each)

    def declared_count(self, seat: int) -> int:
        return sum(cell is not None for cell in self.cells[seat])
