"""``tresham replay``'s one report: the game through the engine, its board checked.

``replay_whole(export)`` runs the engine replay (``engine_replay``: every action applied,
refusals kept) and the board replay (``export_replay``: every tile lay and token judged by
the tile and token rules). The engine's board does not yet place every home and city as
the site does, so it would refuse lays the site accepted: lays and tokens are judged by
the board replay, as before, and the engine's refusals of them are left out of the report
(a note says so). Every other refusal is the engine's.

``end`` is the game's end, ``{"reason", "scores", "winner"}``, or None while the game is
not over (or the record stops before its end); ``game_end`` reads it from the engine's
state. When the engine cannot set the game up (18Mag's players named "1" and "2" clash
with its minors), the board is still replayed, and the set-up's error is the one refusal
of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.end import game_end as engine_game_end
from ..engine.scores import player_values
from ..engine.state import State, keys_in_game
from ..errors import SetupError
from .engine_replay import EngineReplay, Refusal, replay_engine, seat_names
from .export import Export, type_of
from .export_replay import ReplayReport, replay_export
from .moment import moment_dict
from .trace import TraceWriter

BOARD_ACTIONS = frozenset({"lay_tile", "place_token", "remove_token"})
BOARD_NOTE = (
    "tile lays and tokens are judged by the board replay (the tile and token rules); "
    "the engine's board does not yet set out every home as the site does"
)


@dataclass
class WholeReplay:
    """The engine's replay, the board's, the trace if one was asked for, and the end."""

    export: Export
    engine: EngineReplay | None  # None: the engine cannot set this game up (``setup``)
    board: ReplayReport
    trace: TraceWriter | None = None
    end: dict[str, object] | None = None
    notes: list[str] = field(default_factory=list)
    setup: str = ""  # why the engine cannot set the game up, when it cannot

    @property
    def until(self) -> int | None:
        return self.board.until

    @property
    def names(self) -> dict[str, str]:
        return player_names(self.export)

    @property
    def engine_refusals(self) -> list[Refusal]:
        """The engine's refusals of everything but the board's actions."""
        if self.engine is None:
            return [Refusal(None, "setup", "engine.setup", self.setup)]
        return [r for r in self.engine.refused if r.type not in BOARD_ACTIONS]

    @property
    def refused(self) -> list[Refusal]:
        """Every refusal, in the order of the actions: the engine's and the board's."""
        board = [
            Refusal(r.action, r.kind, r.violation.rule, r.violation.message) for r in self.board.rejected
        ]
        return sorted(self.engine_refusals + board, key=lambda r: -1 if r.action is None else r.action)

    @property
    def ok(self) -> bool:
        return not self.refused

    def pick_list(self) -> list[tuple[str, int]]:
        """The tiles on the board at this moment, each with how many copies: what to take from
        the box to set the position out on a printed map (``57 ×5``), in the manifest's order."""
        from collections import Counter

        from ..model.tile import tile_order

        game = self.export.game
        manifest = game.manifests.get(self.export.map.id, game.manifest)

        def piece(name: str) -> str:  # a town variant (1862's 18_1b) is drawn on its base tile
            entry = manifest.entry(name)
            return entry.variant_of if entry is not None and entry.variant_of else name

        counts = Counter(piece(str(entry["tile"])) for entry in self.board.board_dict().values())
        tiles = game.tiles
        order = sorted(counts, key=lambda n: tile_order(tiles[n].color if n in tiles else "", n))
        return [(name, counts[name]) for name in order]

    def values(self) -> dict[str, int]:
        """Every player's value now, by name."""
        if self.engine is None:
            return {}
        names = self.names
        return {names[p]: v for p, v in player_values(self.engine.state).items()}

    def to_dict(self) -> dict[str, object]:
        export, engine = self.export, self.engine
        return {
            "title": export.title,
            "game": export.game.id,
            "players": list(export.names),
            "actions": engine.actions if engine is not None else 0,
            "applied": engine.applied if engine is not None else 0,
            "refused": [r.to_dict() for r in self.refused],
            "finished": self.end is not None,
            "end": self.end,
            "state": moment_dict(engine.state, self.names) if engine is not None else None,
            "lays": self.board.lays,
            "accepted": self.board.accepted,
            "rejected": [r.to_dict() for r in self.board.rejected],
            "tokens": self.board.tokens,
            "board": self.board.board_dict(),
            "pick_list": [{"tile": name, "count": n} for name, n in self.pick_list()],
        }


def player_names(export: Export) -> dict[str, str]:
    """The state's keys of the players (their seat names, ``engine_replay.seat_names``, keyed
    apart where one is also a company's id) to the names the export gives them."""
    keys = keys_in_game(export.game, seat_names(export))  # the state's keys for the players
    return dict(zip(keys, export.names or export.players, strict=True))


def game_end(state: State, names: dict[str, str]) -> dict[str, object] | None:
    """The game's end ``{"reason", "scores", "winner"}`` once the engine says it is over
    (``State.end``), else None: the scores are the players' values then, by name, and the
    winner the one with the most (ties named together, "Ann and Bob")."""
    over = engine_game_end(state)
    if over is None:
        return None
    scores = {names.get(p, p): v for p, v in over.scores.items()}
    winner = " and ".join(names.get(p, p) for p in over.winners)
    return {"reason": over.text, "scores": scores, "winner": winner}


def best_runs_note(export: Export, state: State) -> str:
    """The note of a replay of 18xx.games where the game makes a company run its best: the
    site lets the players choose their runs, and the replay follows it (``judge_claim``)."""
    rules = state.rules
    if not export.site or not rules.must_run_best():
        return ""
    if not any(type_of(a) == "run_routes" for a in export.actions):
        return ""
    return (
        f"runs are not judged for being the best (route.not-best, {rules.source('route.not-best')}): "
        "18xx.games lets the players choose their runs and checks only that they are legal, "
        "and the record is replayed by the site's rule"
    )


def replay_whole(export: Export, until: int | None = None, *, trace: bool = False) -> WholeReplay:
    """Replay ``export`` up to action ``until`` through the engine and on the board."""
    board = replay_export(export, until)  # checks ``until`` names an action
    writer = TraceWriter(player_names(export)) if trace else None
    notes = list(board.notes)
    try:
        if writer is None:
            engine = replay_engine(export, until)
        else:
            engine = replay_engine(export, until, writer.step, writer.begin)
    except SetupError as exc:
        return WholeReplay(export, None, board, None, None, notes, str(exc))
    end = game_end(engine.state, player_names(export))
    if writer is not None:
        writer.end(engine.state, end is not None)
    if any(r.type in BOARD_ACTIONS for r in engine.refused):
        notes.append(BOARD_NOTE)
    note = best_runs_note(export, engine.state)
    if note:
        notes.append(note)
    for action, error in engine.failures:
        notes.append(f"action {action}: the engine failed ({error}); the state stays as it was")
    return WholeReplay(export, engine, board, writer, end, notes)


__all__ = ["BOARD_ACTIONS", "WholeReplay", "game_end", "player_names", "replay_whole"]
