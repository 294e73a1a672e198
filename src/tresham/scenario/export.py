"""Read a game exported from 18xx.games: which of our games and maps it is, and its actions.

The file is one JSON object (export-actions.md §1): ``title`` names the game (each game's
``export_title`` in game.toml), ``players`` the seats in order, ``settings.optional_rules``
the options (1840's ``three_player_small`` picks the small map), and ``actions`` the whole
history, undone actions included. Every action is parsed into the shared vocabulary
(``model.actions``). An action of a type that vocabulary does not know, or of a type no
board replay reads that does not parse, is kept as ``Unread``: replays count it and move
on. A malformed action of a type a board replay needs (a tile lay, a token, undo, redo) is
bad input. Every problem is an ``ExportError`` of one line naming the file and the key.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

from ..data import available_games, load_game
from ..data.games import resolve_game
from ..data.toml import read_named_file, read_toml
from ..errors import ActionError, ExportError, TreshamError
from ..model.actions import ACTIONS, Action, action_from_dict
from ..model.game import GameDef, MapDef
from ..rules import lcg
from ..rules.games import rules_for

# Types a replay of the board cannot do without (tiles, tokens, the history): these must
# parse exactly. Any other type that does not parse is kept as ``Unread``.
BOARD_TYPES = frozenset({"lay_tile", "place_token", "remove_token", "undo", "redo", "message"})


@dataclass(frozen=True, kw_only=True)
class Unread(Action):
    """An action kept only by its type, id and entity: a type the vocabulary does not know
    (``payoff_player_debt``...), or one whose fields a board replay never reads
    and that does not parse. Its auto actions are kept when they parse."""

    TYPE: ClassVar[str] = "unread"
    kind: str
    problem: str = ""


@dataclass(frozen=True)
class Export:
    """One exported game: our game and map for it, its seats, options and history."""

    file: str
    title: str
    game: GameDef
    map: MapDef
    players: tuple[str, ...]
    optional_rules: tuple[str, ...]
    actions: tuple[Action, ...]
    notes: tuple[str, ...] = field(default=())
    names: tuple[str, ...] = field(default=())  # the players' names, seat by seat (ids if none)
    seed: int | None = None  # settings.seed, or the first digits of the game's id (rules.lcg)
    site: bool = True  # played by the site's readings; a file of ``tresham play`` says "book"


def load_export(path: str | Path) -> Export:
    """Read ``path`` (see the module docstring); raises ``ExportError``."""
    file, text = read_named_file(path, ExportError)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ExportError(
            f"{file}: not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise ExportError(f"{file}: not valid JSON here: nested too deeply") from None
    return parse_export(raw, file)


def parse_export(raw: Any, file: str = "<export>") -> Export:
    """An ``Export`` from already-parsed JSON."""
    if not isinstance(raw, Mapping):
        raise ExportError(f"{file}: expected a JSON object (a game exported from 18xx.games)")
    title = raw.get("title")
    if not isinstance(title, str):
        raise ExportError(f'{file}: title: missing; expected the game\'s title, e.g. "1824"')
    game = game_for_title(title, file)
    players = _players(raw.get("players"), file)
    options = _titled_option(game, title, _options(raw.get("settings"), file))
    mp = map_for_export(game, len(players), options, file)
    actions = raw.get("actions")
    if not isinstance(actions, list):
        raise ExportError(f"{file}: actions: expected a list of actions")
    parsed = tuple(read_action(a, file, f"actions[{i}]") for i, a in enumerate(actions))
    other = [o for o in options if o not in played_options(game, mp)]
    notes = (f"optional rules not modelled (standard rules used): {', '.join(other)}",) if other else ()
    names = tuple(_name(p, ident) for p, ident in zip(raw["players"], players, strict=True))
    seed = lcg.export_seed(raw.get("settings"), raw.get("id"))
    own = raw.get("tresham")
    site = not (isinstance(own, Mapping) and own.get("readings") == "book")
    return Export(file, title, game, mp, players, options, parsed, notes, names, seed, site)


def game_for_title(title: str, file: str = "<export>") -> GameDef:
    """Our game whose ``export_title`` is ``title``, or one of whose maps has it (1824's
    "1824 Cisleithania"); each game's game.toml is read for its titles first, so that only
    the game named is loaded whole. Else the game whose id it is (``tresham play`` titles a
    game the site does not have by its id)."""
    for gid in available_games():
        if title in _export_titles(gid):
            return load_game(gid)
    for gid in available_games():
        game = load_game(gid)
        if title in {game.export_title, *(m.export_title for m in game.maps.values())} - {""}:
            return game
    if title in available_games():  # a game the site does not have, saved by `tresham play`
        return load_game(title)
    known = sorted(
        t
        for g in available_games()
        for t in {load_game(g).export_title, *(m.export_title for m in load_game(g).maps.values())}
        if t
    )
    raise ExportError(
        f"{file}: title: no game of tresham is {title[:40]!r} on 18xx.games (known: {', '.join(known)})"
    )


def played_options(game: GameDef, mp: MapDef) -> frozenset[str]:
    """The options of the site tresham plays for this game: its rules' own (1862's long
    and short games) and those that pick a map (1840's ``three_player_small``)."""
    maps = {m.export_option for m in game.maps.values() if m.export_option}
    return frozenset({*rules_for(game, mp).OPTIONS, *maps})


def _titled_option(game: GameDef, title: str, options: tuple[str, ...]) -> tuple[str, ...]:
    """``options`` with the option of the map that ``title`` names, when the site exports
    that map's game under a title of its own (1824's "1824 Cisleithania")."""
    named = [m.export_option for m in game.maps.values() if m.export_title == title]
    return (*options, *(o for o in named if o not in options))


def _export_titles(gid: str) -> set[str]:
    """The ``export_title`` of a game's game.toml and of its maps, read alone (none if it
    cannot be read)."""
    try:
        raw = read_toml(resolve_game(gid) / "game.toml")
    except (OSError, TreshamError):
        return set()
    maps = raw.get("maps")
    titles = [raw.get("export_title")]
    if isinstance(maps, Mapping):
        titles += [m.get("export_title") for m in maps.values() if isinstance(m, Mapping)]
    return {t for t in titles if isinstance(t, str) and t}


def map_for_export(game: GameDef, players: int, options: Sequence[str], file: str = "<export>") -> MapDef:
    """The map 18xx.games plays ``players`` on: one its option picks, else one for that count
    that needs no option, else the standard map (1840 plays 3 on the main map by default)."""
    if game.players and players not in game.players:
        span = ", ".join(str(p) for p in game.players)
        raise ExportError(f"{file}: players: {game.title} is for {span} players, not {players}")
    fits = [m for m in game.maps.values() if players in m.players]
    chosen = [m for m in fits if m.export_option and m.export_option in options]
    plain = [m for m in fits if not m.export_option]
    return (chosen or plain or [game.default_map])[0]


def read_action(raw: Any, file: str, where: str) -> Action:
    """One action (``where`` says which, for messages); see the module docstring for what is
    kept as ``Unread``. Its auto actions are read the same way, one by one."""
    kind = raw.get("type") if isinstance(raw, Mapping) else None
    if not isinstance(kind, str):
        raise ExportError(f"{file}: {where}: type: expected an action object with a type")
    autos_raw = raw.get("auto_actions", [])
    if not isinstance(autos_raw, list):
        autos_raw = []
    autos = tuple(read_action(a, file, f"{where}.auto_actions[{i}]") for i, a in enumerate(autos_raw))
    body = {k: v for k, v in raw.items() if k != "auto_actions"}
    try:
        action = action_from_dict(body, where=f"{file}: {where}")
    except ActionError as exc:
        if kind in BOARD_TYPES:
            raise ExportError(str(exc)) from None
        action = _unread(body, kind, "" if kind not in ACTIONS else exc.message)
    return replace(action, auto_actions=autos) if autos else action


def type_of(action: Action) -> str:
    """The export's type of an action, ``Unread`` ones included."""
    return action.kind if isinstance(action, Unread) else action.TYPE


def _unread(raw: Mapping[str, Any], kind: str, problem: str) -> Unread:
    ident = raw.get("id")
    entity = raw.get("entity")
    return Unread(
        entity=str(entity) if isinstance(entity, str | int) else "",
        entity_type=str(raw.get("entity_type", "")),
        id=ident if isinstance(ident, int) and not isinstance(ident, bool) else None,
        kind=kind,
        problem=problem,
    )


def _players(raw: Any, file: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw:
        raise ExportError(f"{file}: players: expected the list of players")
    out = []
    for i, p in enumerate(raw):
        ident = p.get("id", p.get("name")) if isinstance(p, Mapping) else None
        if not isinstance(ident, str | int) or isinstance(ident, bool):
            raise ExportError(f"{file}: players[{i}]: expected an object with an id or a name")
        out.append(str(ident))
    return tuple(out)


def _name(raw: Mapping[str, Any], ident: str) -> str:
    name = raw.get("name")
    return name if isinstance(name, str) and name else ident


def _options(raw: Any, file: str) -> tuple[str, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise ExportError(f"{file}: settings: expected an object")
    options = raw.get("optional_rules") or []
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise ExportError(f"{file}: settings.optional_rules: expected a list of option names")
    return tuple(options)


__all__ = ["BOARD_TYPES", "Export", "Unread", "load_export", "parse_export", "played_options", "type_of"]
