"""Replay the board of a game exported from 18xx.games: every tile lay and token, checked.

``replay_export`` walks the actions the game applies (``model.history``: undo and redo
resolved over the whole file), each followed by its auto actions, up to ``until``:

- ``lay_tile`` goes through the rules in replay mode (the tile rules, no phase, turn,
  company or connection check: the record does not carry them) and is made even when a
  rule rejects it, as the recorded game made it;
- ``place_token`` and ``remove_token`` name a city by tile and part index
  (``scenario.city_ids``); a token is checked for its city's capacity and the one-token-
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

from ..errors import CoordinateError, ExportError, UnknownTileError
from ..model.actions import Action, Choose, LayTile, Merge, Par, PlaceToken, RemoveToken
from ..model.history import effective_actions
from ..rules.base import Rules
from ..rules.board import Board, Token
from ..rules.games import rules_for
from ..rules.lay import LayContext, judge_lay
from ..rules.tokens import TokenContext, check_token
from ..rules.violation import Violation
from .city_ids import CityAt, locate_city
from .export import Export, type_of

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
class Step:
    """One change of the board, in order, for writing the position as a layout."""

    hex: str
    tile: str = ""  # a lay: the tile id as the export wrote it; empty for a token
    rotation: int = 0
    company: str = ""


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
    lay_steps: list[Step] = field(default_factory=list)

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
    applied = effective_actions(export.actions)
    if until is not None and until != 0 and all(a.id != until for a in export.actions):
        last = max((a.id for a in export.actions if a.id is not None), default=0)
        raise ExportError(f"{export.file}: --until {until}: no action has that id (ids run to {last})")
    rules = rules_for(export.game, export.map)
    replay = _Replay(ReplayReport(export, rules, until, rules.new_board(), {}))
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
        self.started: set[str] = set()
        self.slots: dict[tuple[str, str], int] = {}  # (company, hex) -> slot of its token there
        self.provisional: set[tuple[str, str]] = set()  # homes placed by the replay, not by an action
        self.merging: tuple[str, str] | None = None  # a merger begun: (active company, partner)
        self.notes: dict[str, None] = dict.fromkeys(report.export.notes)

    @property
    def board(self) -> Board:
        return self.report.board

    @board.setter
    def board(self, value: Board) -> None:
        self.report.board = value

    # ----------------------------------------------------------- the loop
    def setup(self) -> None:
        for company in self.rules.setup_companies():
            self.start(company)

    def apply(self, action: Action) -> None:
        kind = type_of(action)
        for company in self.starts(action):
            self.start(company)
        if isinstance(action, LayTile):
            self.lay(action)
        elif isinstance(action, PlaceToken):
            self.place(action)
        elif isinstance(action, RemoveToken):
            self.remove(action)
        else:
            self.report.skipped[kind] += 1
            if self.rules.MERGERS_MOVE_TOKENS:
                self.follow_merger(action)

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
            if self.take_over(survivor, (other,)):
                self.notes.setdefault(f"{survivor} took over {other}'s tokens in their merger")

    def finish(self) -> ReplayReport:
        self.report.notes = list(self.notes)
        return self.report

    def starts(self, action: Action) -> Iterator[str]:
        """The companies this action starts: its acting company, and a company it pars."""
        if action.entity_type in OPERATORS and self.rules.company(action.entity) is not None:
            yield action.entity
        if isinstance(action, Par) and self.rules.company(action.corporation) is not None:
            yield action.corporation

    # ------------------------------------------------------------- homes
    def start(self, company: str) -> None:
        if company in self.started:
            return
        self.started.add(company)
        comp = self.rules.company(company)
        if comp is not None and comp.formed_from:
            self.started.update(comp.formed_from)
            if self.take_over(company, comp.formed_from):
                self.notes.setdefault(
                    f"{company} took over the tokens of {', '.join(comp.formed_from)} when it first "
                    "acted (on the site: when it formed)"
                )
                return
        self.place_homes(company)

    def place_homes(self, company: str) -> None:
        board = self.board
        homes = [t for t in board.homes if t.company == company]
        if not homes:
            return
        rest = tuple(t for t in board.homes if t.company != company)
        self.board = Board(board.map, dict(board.tiles), board.tokens, rest)
        for home in homes:
            city = home.city
            if city < 0:
                city = self.free_city(home.hex)
                if len(self.board.content(home.hex).cities) > 1:
                    self.notes.setdefault(
                        f"{company}'s home on {home.hex} names no city: placed in city {city} until "
                        "the game says otherwise"
                    )
            if not any(t.company == company and t.hex == home.hex for t in self.board.tokens):
                self.provisional.add((company, home.hex))
                self.add_token(Token(company, home.hex, city))

    def take_over(self, company: str, precursors: Sequence[str]) -> bool:
        """The precursors' tokens become ``company``'s; False when none is on the map.

        Where ``company`` would then have two tokens in a hex, the later one (by precursor
        order) is removed."""
        board = self.board
        theirs = sorted(
            (t for t in board.tokens if t.company in precursors), key=lambda t: precursors.index(t.company)
        )
        if not theirs:
            return False
        tokens = [t for t in board.tokens if t.company not in precursors]
        for t in theirs:
            slot = self.slots.pop((t.company, t.hex), 0)
            if any(o.company == company and o.hex == t.hex for o in tokens):
                if len(precursors) > 1:
                    self.notes.setdefault(
                        f"{company} took over two tokens in {t.hex}: the first precursor's is kept "
                        "(the site lets the company choose)"
                    )
                continue
            self.slots[(company, t.hex)] = slot
            tokens.append(Token(company, t.hex, t.city))
        self.board = Board(board.map, dict(board.tiles), tuple(tokens), board.homes)
        return True

    # ------------------------------------------------------------- tiles
    def lay(self, action: LayTile) -> None:
        report = self.report
        report.lays += 1
        where = f"{report.export.file}: action {action.id}"
        try:
            hex = self.board.normalise(action.hex)
        except CoordinateError:
            raise ExportError(f"{where}: hex: {action.hex!r} is not a hex name") from None
        try:
            tile, copy = self.rules.resolve_tile(action.tile)
        except UnknownTileError:
            raise ExportError(
                f"{where}: tile: {action.tile!r} is not a tile of {self.rules.game.title}"
            ) from None
        company = action.entity if action.entity_type in OPERATORS else ""
        lay = LayTile(
            entity=company, entity_type="corporation", hex=hex, tile=action.tile, rotation=action.rotation
        )
        result = judge_lay(self.rules, LayContext(self.rules, self.board, lay, tile, copy, mode="replay"))
        for v in result.violations:
            report.rejected.append(Rejection(action.id, "lay_tile", hex, tile_name(action.tile), v))
        if result.ok:
            report.accepted += 1
        gates = {rule for rule, _ in self.rules.gate_checks()}
        if result.board is None or any(v.rule in gates for v in result.violations):
            return  # a gate refused it: there is no board with this lay
        self.board = result.board
        report.laid[hex] = action.tile
        report.lay_steps.append(Step(hex, action.tile, action.rotation, company))
        self.settle_slots(hex)

    # ------------------------------------------------------------ tokens
    def owner(self, action: PlaceToken) -> str:
        return action.tokener or action.entity

    def locate(self, action: PlaceToken | RemoveToken) -> CityAt:
        where = f"{self.report.export.file}: action {action.id}"
        return locate_city(self.rules, self.board, self.report.laid, action.city, where)

    def place(self, action: PlaceToken) -> None:
        self.report.tokens += 1
        company = self.owner(action)
        if self.rules.company(company) is not None:
            self.start(company)
        at = self.locate(action)
        if at.city is None:
            self.reject(action, at, self.rules.violation("token.no-city", at.problem, at.hex))
            return
        if (company, at.hex) in self.provisional:
            # the game placed the home itself (a home whose city the company chooses)
            self.provisional.discard((company, at.hex))
            self.drop(Token(company, at.hex, -1))
        occupant = self.occupant(at.hex, at.city, action.slot)
        if occupant is not None and self.rules.token_replaces(occupant, Token(company, at.hex, at.city)):
            self.drop(occupant)
        ctx = TokenContext(self.rules, self.board, company, at.hex, at.city)
        for v in check_token(self.rules, ctx):
            self.reject(action, at, v)
        self.add_token(Token(company, at.hex, at.city), action.slot)

    def remove(self, action: RemoveToken) -> None:
        at = self.locate(action)
        target = self.occupant(at.hex, at.city, action.slot)
        if target is None:
            why = at.problem or f"city {at.city} of {at.hex} has no token in slot {action.slot}"
            self.reject(action, at, self.rules.violation("token.none", why, at.hex))
            return
        self.drop(target)

    def reject(self, action: PlaceToken | RemoveToken, at: CityAt, v: Violation) -> None:
        laid = self.report.laid.get(at.hex)
        tile = tile_name(laid) if laid else None
        self.report.rejected.append(Rejection(action.id, action.TYPE, at.hex, tile, v))

    # ------------------------------------------------ tokens and their slots
    def occupant(self, hex: str, city: int | None, slot: int | None) -> Token | None:
        """The token in ``slot`` of a city, if any."""
        if city is None or slot is None:
            return None
        here = [t for t in self.board.tokens_at(hex) if t.city == city]
        return next((t for t in here if self.slots.get((t.company, hex)) == slot), None)

    def free_city(self, hex: str) -> int:
        content = self.board.content(hex)
        for i, city in enumerate(content.cities):
            if sum(1 for t in self.board.tokens_at(hex) if t.city == i) < city.slots:
                return i
        return 0

    def add_token(self, token: Token, slot: int | None = None) -> None:
        used = {
            self.slots.get((t.company, t.hex))
            for t in self.board.tokens_at(token.hex)
            if t.city == token.city
        }
        if slot is None or slot in used:
            slot = next(i for i in range(len(used) + 1) if i not in used)
        self.slots[(token.company, token.hex)] = slot
        self.board = self.board.with_token(token)

    def drop(self, token: Token) -> None:
        """Take ``token`` (any city when its city is -1) off the board."""
        kept = tuple(
            t
            for t in self.board.tokens
            if not (t.company == token.company and t.hex == token.hex and token.city in (-1, t.city))
        )
        self.slots.pop((token.company, token.hex), None)
        self.board = Board(self.board.map, dict(self.board.tiles), kept, self.board.homes)

    def settle_slots(self, hex: str) -> None:
        """After a lay, tokens whose cities merged keep distinct slots (the later one moves)."""
        seen: set[tuple[int, int]] = set()
        for t in self.board.tokens_at(hex):
            slot = self.slots.get((t.company, hex), 0)
            while (t.city, slot) in seen:
                slot += 1
            seen.add((t.city, slot))
            self.slots[(t.company, hex)] = slot


__all__ = ["Rejection", "ReplayReport", "Step", "replay_export", "tile_name"]
