"""A game played with ``tresham play`` as an 18xx.games hotseat file (export-actions.md §1).

``export_dict`` writes every key the site's hotseat downloads have (the reference games'
files list them: ``id``, ``description``, ``user``, ``players``, ``min_players``,
``max_players``, ``title``, ``settings`` with the ``seed`` and the ``optional_rules``,
``user_settings``, ``status``, ``turn``, ``round``, ``acting``, ``result``, ``loaded``,
``created_at``, ``updated_at``, ``finished_at``, ``manually_ended``, ``mode``,
``game_end_reason``, ``actions``) and one of tresham's own, ``tresham``, which says the game
was played by the book's readings where the site reads a rule otherwise (``new_state``'s
``site``), so that ``tresham replay`` sets it up as it was played. Players are numbered
1, 2, ... in the seat order the game started with (1840's order round reseats them, but a
player keeps his number), and actions name them by those numbers, as the site's files do.
A game the site does not have (18 Lilliput) is titled by its tresham id.
"""

from __future__ import annotations

import string
import time
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from ..engine.end import game_end
from ..engine.state import State
from ..model.actions import Action
from ..model.game import GameDef

READINGS_KEY = "tresham"  # tresham's own key: {"version", "game", "readings"}


def hotseat_id(seed: int) -> str:
    """An id in the shape of the site's hotseat ids, ``hs_<8 letters>_<seed>``: the site
    reads the seed back from its digits (``rules.lcg.export_seed``)."""
    rng = Random(seed)
    letters = "".join(rng.choice(string.ascii_lowercase) for _ in range(8))
    return f"hs_{letters}_{seed}"


def export_title(game: GameDef) -> str:
    return game.export_title or game.id


def player_ids(seated: Sequence[str]) -> dict[str, int]:
    """Each player's key -> his number in the file (1, 2, ... in ``seated``, the seat order
    the game started with)."""
    return {key: i + 1 for i, key in enumerate(seated)}


def action_dict(action: Action, ids: Mapping[str, int], created_at: int) -> dict[str, Any]:
    """``action`` as the file writes it: players by number, with the time it was made."""
    out = action.to_dict()
    if action.entity_type == "player" and action.entity in ids:
        out["entity"] = ids[action.entity]
    autos = out.pop("auto_actions", None)
    out["created_at"] = created_at
    if autos:
        out["auto_actions"] = autos
    return out


def round_name(state: State) -> str:
    """The round as the site names it in a file ("Stock Round", "Operating Round")."""
    kind = state.round.kind
    return f"{kind.replace('_', ' ').title()} Round" if kind != "operating" else "Operating Round"


def export_dict(
    state: State,
    actions: Sequence[dict[str, Any]],
    *,
    version: str,
    created: float,
    now: float | None = None,
    seated: Sequence[str] = (),
) -> dict[str, Any]:
    """The whole file for the game now at ``state`` with its history ``actions`` (already
    written as the file writes them, undo entries included); ``seated``: the players in the
    seat order the game started with (by default the order now)."""
    game, setup = state.game, state.setup
    seats = tuple(seated) or state.players
    ids = player_ids(seats)
    over = game_end(state)
    stamp = int(time.time() if now is None else now)
    seed = setup.seed if setup.seed is not None else 0
    acting = _controller(state)
    return {
        "id": hotseat_id(seed),
        "description": f"{game.title}, played with tresham",
        "user": {"id": 0, "name": "You"},
        "players": [{"id": ids[p], "name": state.player_name(p)} for p in seats],
        "min_players": min(game.players, default=len(state.players)),
        "max_players": max(game.players, default=len(state.players)),
        "title": export_title(game),
        "settings": {
            "seed": seed,
            "is_async": False,
            "unlisted": True,
            "auto_routing": False,
            "player_order": None,
            "optional_rules": list(setup.options),
        },
        "user_settings": None,
        "status": "finished" if over is not None else "active",
        "turn": state.round.number,
        "round": round_name(state),
        "acting": [ids[acting]] if acting in ids else [],
        # the seats' scores (18 Lilliput's solo game scores Gulliver too, who has no seat)
        "result": {str(ids[p]): v for p, v in over.scores.items() if p in ids} if over is not None else {},
        "loaded": True,
        "created_at": time.strftime("%Y-%m-%d", time.gmtime(created)),
        "updated_at": stamp,
        "finished_at": stamp if over is not None else None,
        "manually_ended": False if over is not None else None,
        "mode": "hotseat",
        "game_end_reason": over.reason if over is not None else None,
        "actions": list(actions),
        READINGS_KEY: {"version": version, "game": game.id, "readings": "site" if setup.site else "book"},
    }


def _controller(state: State) -> str | None:
    """The player who decides now: the one to act, or the director of the company to act."""
    who = state.to_act
    if who is None or who in state.player:
        return who
    director = state.director(who) if who in state.companies else None
    if director is None and who in state.companies and state.companies[who].owner:
        director = state.director(state.companies[who].owner or "")
    return director


__all__ = ["READINGS_KEY", "action_dict", "export_dict", "export_title", "hotseat_id", "player_ids"]
