"""Replay the board of a game exported from 18xx.games: every tile lay and token, checked.

``replay_export`` walks the actions the game applies (``model.history``: undo and redo
resolved over the whole file), each followed by its auto actions, up to ``until``:

- ``lay_tile`` goes through the rules in replay mode (the tile rules, no phase, turn,
  company or connection check: the record does not carry them) and is made even when a
  rule rejects it, as the recorded game made it;
- ``place_token`` and ``remove_token`` name a city by tile and part index
  (``rules.city_ids``); a token is checked for its city's capacity and the one-token-
  per-hex rule; 1840's bonus token may take the slot of a city corporation's token;
- a company's home station is placed from our data when it first acts or is parred
  (the site places it by itself, so no action records it); companies the game sets up
  at once (1840's city corporations, 18Mag's mine tokens) have theirs from the start;
- every other action is counted by type.

A company formed from others (1824's Staatsbahnen) takes over their tokens when it first
acts, and the survivor of an 1862 merger the other's. Approximations, which the report
names in its notes: where two precursors' tokens share a hex the first precursor's stays
(the site lets the company choose); a home on a hex of several cities with no city given
goes to the first free one. When the game places a home with an action of its own (the
company chooses its city), that token replaces the one the replay placed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..errors import ActionError, CoordinateError, ExportError, UnknownTileError
from ..model.actions import Action, Choose, LayTile, Merge, Par, PlaceToken, RemoveToken
from ..model.history import effective_actions
from ..rules.base import Rules
from ..rules.board import Board, Token
from ..rules.city_ids import CityAt, CityIdError, locate_city
from ..rules.drafts import StartingDraft
from ..rules.games import rules_for
from ..rules.lay import LayContext, judge_lay
from ..rules.tokens import TokenContext, check_token
from ..rules.violation import Violation
from .export import Export, type_of
from .stations import Stations

OPERATORS = ("corporation", "minor")  # entity types that are companies with charters


@dataclass(frozen=True)
class Rejection:
    """A lay or token a rule rejects: the action's id and type, where, and which rule."""

    action: int | None
    kind: str
    hex: str
    tile: str | None
    violation: Violation

    def to_dict(self) -> dict[str, object]:
        v = self.violation
        return {
            "action": self.action,
            "hex": self.hex,
            "tile": self.tile,
            "rule": v.rule,
            "message": v.message,
        }


@dataclass(frozen=True)
class LayStep:
    """One lay made on the board, in order, for writing the position as a layout."""

    hex: str
    tile: str  # the tile id as the export wrote it ("57-3")
    rotation: int
    company: str = ""


@dataclass(frozen=True)
class TokenStep:
    """A token standing at the end, as it was placed: after ``after`` lays, in city ``city``
    of what lay on ``hex`` then (later lays carry it to its city now)."""

    hex: str
    company: str
    after: int
    city: int


@dataclass
class ReplayReport:
    """What the replay found, and the board at its end."""

    export: Export
    rules: Rules
    until: int | None
    board: Board
    laid: dict[str, str]
    lays: int = 0
    accepted: int = 0
    tokens: int = 0
    rejected: list[Rejection] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)
    undone: int = 0
    notes: list[str] = field(default_factory=list)
    lay_steps: list[LayStep] = field(default_factory=list)
    token_steps: list[TokenStep] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.rejected

    def board_dict(self) -> dict[str, dict[str, object]]:
        """Each hex that received a tile: the tile's name without its copy, and its rotation."""
        out: dict[str, dict[str, object]] = {}
        for hex in sorted(self.laid, key=_hex_order):
            placed = self.board.placed(hex)
            assert placed is not None
            out[hex] = {"tile": tile_name(self.laid[hex]), "rotation": placed.rotation}
        return out

    def to_dict(self) -> dict[str, object]:
        return {
            "title": self.export.title,
            "game": self.export.game.id,
            "lays": self.lays,
            "accepted": self.accepted,
            "rejected": [r.to_dict() for r in self.rejected],
            "tokens": self.tokens,
            "skipped": dict(sorted(self.skipped.items())),
            "board": self.board_dict(),
        }


def tile_name(tile_id: str) -> str:
    """``"57-3"`` -> ``"57"``: the name of a laid copy."""
    name, dash, copy = tile_id.rpartition("-")
    return name if dash and copy.isdigit() else tile_id


def _hex_order(hex: str) -> tuple[str, int]:
    letters = hex.rstrip("0123456789")
    digits = hex[len(letters) :]
    return (letters.swapcase(), int(digits) if digits else 0)


def replay_export(export: Export, until: int | None = None) -> ReplayReport:
    """Replay ``export``'s board up to action ``until`` (its id; None: to the end)."""
    try:
        applied = effective_actions(export.actions)
    except ActionError as exc:  # an undo to an id no action has
        raise ExportError(f"{export.file}: {exc}") from None
    if until is not None and until != 0 and all(a.id != until for a in export.actions):
        last = max((a.id for a in export.actions if a.id is not None), default=0)
        raise ExportError(f"{export.file}: --until {until}: no action has that id (ids run to {last})")
    rules = rules_for(export.game, export.map)
    # every home starts pending: the replay places the setup companies' itself
    replay = _Replay(ReplayReport(export, rules, until, rules.new_board(set_out=False), {}))
    replay.setup()
    counted = [a for a in export.actions if type_of(a) not in ("undo", "redo")]
    replay.report.undone = len(counted) - len(applied)
    for action in applied:
        if until is not None and action.id is not None and action.id > until:
            break
        for one in (action, *action.auto_actions):
            replay.apply(one)
    return replay.finish()


class _Replay:
    """The board as the actions change it, and the bookkeeping the report needs."""

    def __init__(self, report: ReplayReport) -> None:
        self.report = report
        self.rules = report.rules
        self.stations = Stations(report.board, setup=self.rules.setup_companies())
        self.started: set[str] = set()
        self.provisional: set[tuple[str, str]] = set()  # homes placed by the replay, not by an action
        self.merging: tuple[str, str] | None = None  # a merger begun: (active company, partner)
        self.notes: dict[str, None] = dict.fromkeys(report.export.notes)

    # ----------------------------------------------------------- the loop
    def setup(self) -> None:
        for company in self.rules.setup_companies():
            self.start(company)

    def apply(self, action: Action) -> None:
        if isinstance(action, Par) and action.corporation in self.started:
            self.restart(action.corporation)
        for company in self.starts(action):
            self.start(company)
        if isinstance(action, LayTile):
            self.lay(action)
        elif isinstance(action, PlaceToken):
            self.place(action)
        elif isinstance(action, RemoveToken):
            self.remove(action)
        else:
            self.report.skipped[type_of(action)] += 1
            if self.rules.MERGERS_MOVE_TOKENS:
                self.follow_merger(action)

    def finish(self) -> ReplayReport:
        self.report.board = self.stations.board
        placed = self.stations.placed
        steps = [
            TokenStep(t.hex, t.company, *placed.get((t.company, t.hex), (0, t.city)))
            for t in self.stations.board.tokens
        ]
        self.report.token_steps = sorted(steps, key=lambda s: s.after)  # a stable sort: board order
        self.report.notes = list(self.notes)
        return self.report

    def starts(self, action: Action) -> Iterator[str]:
        """The companies this action starts: its acting company, and a company it pars."""
        if action.entity_type in OPERATORS and self.rules.company(action.entity) is not None:
            yield action.entity
        if isinstance(action, Par) and self.rules.company(action.corporation) is not None:
            yield action.corporation

    # ------------------------------------------------------- companies
    def start(self, company: str) -> None:
        """Place ``company``'s homes, or take over its precursors' tokens, once."""
        if company in self.started:
            return
        self.started.add(company)
        comp = self.rules.company(company)
        precursors = comp.formed_from if comp is not None else ()
        self.started.update(precursors)
        if precursors and self.stations.owns_any(precursors):
            self.take_over(company, precursors)
            self.notes.setdefault(
                f"{company} took over the tokens of {', '.join(precursors)} when it first acted "
                "(on the site: when it formed)"
            )
            return
        for home in self.stations.take_homes(company):
            city = home.city
            cities = len(self.stations.board.content(home.hex).cities)
            if not 0 <= city < cities:
                city = self.stations.free_city(home.hex)
                if cities > 1:
                    self.notes.setdefault(
                        f"{company}'s home on {home.hex} names no city: placed in city {city} until "
                        "the game says otherwise"
                    )
            if not any(t.company == company for t in self.stations.board.tokens_at(home.hex)):
                self.provisional.add((company, home.hex))
                self.stations.add(Token(company, home.hex, city))

    def restart(self, company: str) -> None:
        """A company started again (1862: after its bankruptcy or a merger it did not survive)
        has no token left on the board (§7.12, L1838-L1841); its home goes down anew."""
        for token in list(self.stations.board.tokens_of(company)):
            self.stations.drop(token)
        for hex, city in self.rules.homes(company):
            index = city if city is not None else self.stations.free_city(hex)
            self.provisional.add((company, hex))
            self.stations.add(Token(company, hex, index))

    def take_over(self, company: str, others: Sequence[str]) -> None:
        for hex in self.stations.take_over(company, others):
            self.notes.setdefault(
                f"{company} took over two tokens in {hex}: the first one's is kept (the site lets "
                "the company choose)"
            )

    def follow_merger(self, action: Action) -> None:
        """1862 (export-actions.md §8.3): ``merge`` names the partner, then the active company
        chooses ``first`` (it survives) or ``last``; the survivor takes the other's tokens,
        and where both have one in a hex the other's goes (L1150-1173)."""
        if isinstance(action, Merge) and action.corporation:
            self.merging = (action.entity, action.corporation)
        elif isinstance(action, Choose) and self.merging and action.choice in ("first", "last"):
            active, partner = self.merging
            survivor, other = (active, partner) if action.choice == "first" else (partner, active)
            self.merging = None
            if self.stations.owns_any((other,)):
                self.take_over(survivor, (other,))
                self.notes.setdefault(f"{survivor} took over {other}'s tokens in their merger")

    # ------------------------------------------------------------- tiles
    def lay(self, action: LayTile) -> None:
        report = self.report
        report.lays += 1
        board = self.stations.board
        where = f"{report.export.file}: action {action.id}"
        try:
            hex = board.normalise(action.hex)
        except CoordinateError:
            raise ExportError(f"{where}: hex: {action.hex!r} is not a hex name") from None
        try:
            tile, copy = self.rules.resolve_tile(action.tile)
        except UnknownTileError:
            what = f"is not a tile of {self.rules.game.title}"
            raise ExportError(f"{where}: tile: {action.tile!r} {what}") from None
        if not 0 <= action.rotation < tile.edge_count:
            raise ExportError(f"{where}: rotation: expected 0-{tile.edge_count - 1}, got {action.rotation}")
        company = action.entity if action.entity_type in OPERATORS else ""
        lay = LayTile(
            entity=company, entity_type="corporation", hex=hex, tile=action.tile, rotation=action.rotation
        )
        ctx = LayContext(self.rules, board, lay, tile, copy, mode="replay")
        result = judge_lay(self.rules, ctx)
        for v in result.violations:
            report.rejected.append(Rejection(action.id, "lay_tile", hex, tile_name(action.tile), v))
        if result.ok:
            report.accepted += 1
        if not board.on_map(hex):
            return  # no board has this lay
        self.stations.board = ctx.after  # the recorded game made it, rejected or not
        self.stations.settle(hex)
        self.draft_home(company, hex)
        report.laid[hex] = action.tile
        report.lay_steps.append(LayStep(hex, action.tile, action.rotation, company))
        self.stations.clock = len(report.lay_steps)

    def draft_home(self, company: str, hex: str) -> None:
        """A company whose home is laid in the draft (18 Lilliput's starting companies,
        L43-L45) lays it as its first tile, and the home city takes its home token at once,
        as the engine's draft does (``cert_draft.lay_home``): later lays see it homed."""
        comp = self.rules.company(company) if company else None
        board = self.stations.board
        starting = self.rules.find(StartingDraft)
        if comp is None or starting is None or not starting.lays_home(comp):
            return
        if board.tokens_of(company) or board.pending_homes(company):
            return
        self.stations.add(Token(company, hex, 0))

    # ------------------------------------------------------------ tokens
    def locate(self, action: PlaceToken | RemoveToken) -> CityAt:
        try:
            return locate_city(self.rules, self.stations.board, action.city)
        except CityIdError as exc:
            raise ExportError(f"{self.report.export.file}: action {action.id}: city: {exc}") from None

    def place(self, action: PlaceToken) -> None:
        self.report.tokens += 1
        company = action.tokener or action.entity
        if self.rules.company(company) is not None:
            self.start(company)
        at = self.locate(action)
        if at.city is None and (company, at.hex) in self.provisional:
            self.notes.setdefault(
                f"{company} placed its home on {at.hex} in a city tresham cannot tell: kept"
            )
            self.provisional.discard((company, at.hex))
            return
        if at.city is None:
            self.reject(action, at, self.rules.violation("token.no-city", at.problem, at.hex))
            return
        token = Token(company, at.hex, at.city)
        if (company, at.hex) in self.provisional:
            # the game placed the home itself (a home whose city the company chooses)
            self.provisional.discard((company, at.hex))
            self.stations.drop(Token(company, at.hex, -1))
        freed = self.displace(token, action.slot)
        ctx = TokenContext(self.rules, self.stations.board, company, at.hex, at.city, mode="replay")
        for v in check_token(self.rules, ctx):
            self.reject(action, at, v)
        self.stations.add(token, freed)

    def displace(self, token: Token, slot: int | None) -> int | None:
        """Take off the token ``token`` may replace (1840: a city corporation's), if the
        action names its slot or the city is full; return the slot it freed."""
        stations = self.stations
        occupant = stations.occupant(token.hex, token.city, slot)
        if occupant is None or not self.rules.token_replaces(occupant, token):
            replaceable = [
                t for t in stations.in_city(token.hex, token.city) if self.rules.token_replaces(t, token)
            ]
            full = stations.full(token.hex, token.city)
            occupant = replaceable[0] if replaceable and full and slot is not None else None
        if occupant is None:
            return None
        freed = stations.slots.get((occupant.company, occupant.hex))
        stations.drop(occupant)
        return freed

    def remove(self, action: RemoveToken) -> None:
        """Remove the token in the slot named; where the slots tresham keeps disagree with the
        site's, the token the entity may remove (its own, 1862; a city corporation's, 1840)."""
        at = self.locate(action)
        by = Token(action.entity, at.hex, at.city if at.city is not None else -1)

        def removable(t: Token) -> bool:
            return t.company == action.entity or self.rules.token_replaces(t, by)

        target = self.stations.occupant(at.hex, at.city, action.slot)
        if target is None or not removable(target):
            target = next((t for t in self.stations.in_city(at.hex, at.city) if removable(t)), target)
        if target is None:
            why = at.problem or f"city {at.city} of {at.hex} has no token in slot {action.slot}"
            self.reject(action, at, self.rules.violation("token.none", why, at.hex))
            return
        self.stations.drop(target)

    def reject(self, action: PlaceToken | RemoveToken, at: CityAt, v: Violation) -> None:
        laid = self.report.laid.get(at.hex)
        tile = tile_name(laid) if laid else None
        self.report.rejected.append(Rejection(action.id, action.TYPE, at.hex, tile, v))


__all__ = ["LayStep", "Rejection", "ReplayReport", "TokenStep", "replay_export", "tile_name"]
