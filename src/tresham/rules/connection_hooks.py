"""Who may build and whether a lay connects, as hooks of ``Rules``: a company that never
builds, a company that may not start yet, and the connection of new track to the company's
stations past no city full of other companies' tokens. The walk is ``rules/network.py``
(``reaches``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..model.game import Company
from ..model.tile import Path, TileDef
from .board import Board
from .lay import LayContext
from .network import Station, reaches, stations
from .walk import track_edges


class ConnectionHooks:
    """Mixed into ``Rules``: the company and connection checks of a lay."""

    company: Callable[[str], Company | None]

    def start_problem(self, board: Board, company: str, phase: str | None) -> str | None:
        """Why ``company`` may not be started now on this board (None: it may)."""
        return None

    def company_can_lay(self, company: Company) -> str | None:
        """Why this kind of company never builds track (None: it may)."""
        return None

    def company_problem(self, ctx: LayContext) -> str | None:
        comp = self.company(ctx.company) if ctx.company else None
        return self.company_can_lay(comp) if comp is not None else None

    def needs_connection(self, ctx: LayContext) -> bool:
        """Whether this lay must connect to the company's network."""
        return True

    def may_lay_unconnected(self, tile: TileDef) -> bool:
        """Whether some lay of ``tile`` may need no connection (``needs_connection`` False
        for it somewhere); False promises that every lay of it needs one, so a hex the
        company's network does not reach is not asked about it (``rules.legal.lays_on``).
        A game whose ``needs_connection`` is the shared one has no such tile; one that
        overrides it without this says every tile may."""
        return type(self).needs_connection is not ConnectionHooks.needs_connection

    def traversable(self, path: Path) -> bool:
        """Whether a route may run along ``path`` (1840's trams use broad track only)."""
        return path.track != "future"

    def stations(self, board: Board, company: str) -> Sequence[Station]:
        return stations(board, company)

    def connection_problem(self, ctx: LayContext) -> str | None:
        company = ctx.company
        if company is None or not ctx.check_connection:
            return None
        if self.company(company) is None or self.company_problem(ctx) or not self.needs_connection(ctx):
            return None  # (a company that may not lay is ``company_problem``'s to report)
        starts = stations(ctx.board, company)
        if not starts:
            return None  # nothing to connect to: the layout gives no station and the game no home
        hex = ctx.hex
        for h, _ in starts:
            if h == hex:
                return None  # a station of the company's own on the hex
        if self.lay_reached(ctx, company):
            return None
        return self.unconnected_message(ctx, company)

    def unconnected_message(self, ctx: LayContext, company: str) -> str:
        return (
            f"no track of tile {ctx.tile.name} in {ctx.hex} connects to a station of {company} "
            "without passing a city full of other companies' tokens"
        )

    def lay_reached(self, ctx: LayContext, company: str) -> bool:
        """Whether a trace from the company's stations arrives in the hex over track of the
        new tile (see ``network``: the board before the lay answers it)."""
        ok = self.traversable
        edges = track_edges(ctx.new, ok)
        if not edges:
            return False
        return reaches(ctx.board, company, ok, ctx.hex, edges=edges)
