"""Where new track leads, as hooks of ``Rules``: off the map, into a barrier border, into a
closed hex with no track back, across a partition. The answers are ``rules/exits.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.game import Border, MapDef
from ..model.tile import CLOSED_COLORS
from . import exits
from .board import Board
from .lay import LayContext


class ExitHooks:
    """Mixed into ``Rules``: the exit checks and the two facts they ask of a game."""

    # border kinds that no track may cross
    BARRIER_BORDERS = ("impassable", "water")

    def is_barrier(self, border: Border) -> bool:
        return border.kind in self.BARRIER_BORDERS and not border.cost

    def is_closed(self, board: Board, hex: str) -> bool:
        """A hex whose printed track is final (red, gray, blue, purple): track must meet it."""
        h = board.hexdef(hex)  # (asked first: most hexes are not closed as printed)
        return h is not None and h.color in CLOSED_COLORS and board.placed(hex) is None

    def exit_off_map_problem(self, ctx: LayContext) -> str | None:
        return exits.off_map_problem(self, ctx)

    def exit_border_problem(self, ctx: LayContext) -> str | None:
        return exits.border_problem(self, ctx)

    def exit_dead_end_problem(self, ctx: LayContext) -> str | None:
        return exits.dead_end_problem(self, ctx)

    def partition_problem(self, ctx: LayContext) -> str | None:
        return exits.partition_problem(ctx)

    def silent_exit_checks(self, mp: MapDef, hex: str) -> set[Callable[..., object]]:
        """The exit checks, as written here, that no lay on ``hex`` can make fire, as the
        map prints it: no edge off the map, no barrier, no closed hex beyond, no partition
        line. A game that overrides a check (or ``is_closed``) keeps it."""
        table = exits.edges_beyond(self, mp, hex)
        silent: set[Callable[..., object]] = set()
        if all(nb is not None for nb, _ in table):
            silent.add(ExitHooks.exit_off_map_problem)
        if all(hit is None for _, hit in table):
            silent.add(ExitHooks.exit_border_problem)
        printed = mp.hex_table
        if type(self).is_closed is ExitHooks.is_closed and not any(
            nb is not None and hit is None and nb in printed and printed[nb].color in CLOSED_COLORS
            for nb, hit in table
        ):
            silent.add(ExitHooks.exit_dead_end_problem)
        h = printed.get(hex)
        if h is not None and h.partition is None:
            silent.add(ExitHooks.partition_problem)
        return silent
