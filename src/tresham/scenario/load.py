"""Reading scenario files, and finding the bundled examples by id ``<game>/<slug>``.

A scenario file lives at ``data/games/<game>/examples/<slug>.toml`` and has ``[[step]]``
tables; the folder's ``layout-*.toml`` files are layouts for ``tresham check`` and have
``[[lay]]`` tables instead. ``data/README.md`` documents the format. Every error names the
file and the key (``DataError``, ``ActionError``, ``ScenarioError``), never a traceback.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..data.games import available_games, games_root, load_game
from ..data.toml import Table, read_toml
from ..errors import ScenarioError
from ..model.actions import Action, action_from_dict
from ..model.game import GameDef
from .model import (
    NOTE_KINDS,
    BookNote,
    CompanySetup,
    Expect,
    HolderSetup,
    PlacedTile,
    PlacedToken,
    RoundSetup,
    Scenario,
    ScenarioStep,
    Setup,
    TrainSpec,
)

TOP_KEYS = ("game", "title", "source", "introduction", "players", "setup", "step", "notes", "note", "letters")
NOTE_KEYS = ("kind", "text", "step")
SETUP_KEYS = (
    "seed",
    "phase",
    "priority",
    "bank",
    "round",
    "players",
    "companies",
    "pool",
    "depot",
    "markers",
    "tiles",
    "tokens",
)
ROUND_KEYS = ("kind", "number", "or_index", "or_count", "entity", "step", "passes", "picks")
HOLDER_KEYS = ("cash", "shares", "privates")
COMPANY_KEYS = (
    "cash", "price", "par", "trains", "tokens", "floated", "operated", "closed", "director", "revenue",
    "shares", "owner", "privates", "permits",
)  # fmt: skip
STEP_KEYS = ("action", "explain", "expect")
EXPECT_KEYS = (
    "cash", "treasury", "holdings", "price", "cell", "par", "revenue", "director", "trains",
    "permits", "items", "phase", "turn", "round", "priority", "violation", "says",
)  # fmt: skip
SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")


# --------------------------------------------------------------------------- finding
def examples_dir(game: str) -> Path:
    return games_root() / game / "examples"


def is_scenario_file(path: Path) -> bool:
    """A scenario has ``[[step]]`` tables; a layout (``layout-*.toml``) does not."""
    return "step" in read_toml(path)


def example_ids(game: str | None = None) -> list[str]:
    """Every bundled example id, or those of one game, in game then file order."""
    games = available_games()
    if game is not None:
        gid = game.lower()
        if gid not in games:
            raise ScenarioError(f"no game {game!r}; bundled games: {', '.join(games)}")
        games = [gid]
    out: list[str] = []
    for gid in games:
        folder = examples_dir(gid)
        if folder.is_dir():
            out += [f"{gid}/{p.stem}" for p in sorted(folder.glob("*.toml")) if is_scenario_file(p)]
    return out


def example_path(example_id: str) -> Path:
    """The file of a bundled example; the id is a name, never a path."""
    game, _, slug = example_id.partition("/")
    if game not in available_games() or not SLUG.match(slug):
        raise ScenarioError(
            f"no example {example_id!r}; ids look like '1862/dividend-split' (tresham examples)"
        )
    path = examples_dir(game) / f"{slug}.toml"
    if not path.is_file() or not is_scenario_file(path):
        known = ", ".join(example_ids(game)) or "none"
        raise ScenarioError(f"no example {example_id!r}; examples of {game}: {known}")
    return path


def load_example(example_id: str) -> Scenario:
    """A bundled example by its id (``1862/ex24-dividend-split``), or a scenario file of
    one's own named by a path ending in ``.toml`` (ids never do)."""
    if example_id.endswith(".toml"):
        path = Path(example_id)
        if not path.is_file():
            raise ScenarioError(f"{example_id}: no such scenario file")
        return load_scenario(path)
    return load_scenario(example_path(example_id), example_id)


# --------------------------------------------------------------------------- reading
def load_scenario(path: Path, scenario_id: str | None = None) -> Scenario:
    """Read a scenario file (``scenario_id`` defaults to ``<game>/<file stem>``)."""
    raw = read_toml(path)
    file = str(path)
    top = Table(file, "", raw, TOP_KEYS)
    game = load_game(top.required_text("game"))
    players = tuple(str(p) for p in top.array("players", required=True))
    known = entity_types(game, players)
    setup = _setup(top.table("setup", SETUP_KEYS))
    steps = []
    for i, row in enumerate(top.rows("step", STEP_KEYS)):
        steps.append(_step(row, i + 1, file, known))
    if not steps:
        raise ScenarioError(f"{file}: a scenario needs at least one [[step]]")
    return Scenario(
        id=scenario_id or f"{game.id}/{path.stem}",
        game=game.id,
        title=top.required_text("title"),
        source=top.required_text("source"),
        introduction=top.text("introduction", "").strip(),
        players=players,
        setup=setup,
        steps=tuple(steps),
        notes=top.text("notes", "").strip(),
        file=file,
        book_notes=tuple(_note(row, len(steps)) for row in top.rows("note", NOTE_KEYS)),
        letters=tuple(sorted(top.mapping("letters", str, "a hex, as in A = \"B9\"").items())),
    )


def _note(row: Table, steps: int) -> BookNote:
    """A ``[[note]]``: the book against our choices (``kind``), told at ``step`` or at the start."""
    written = row.required_text("kind")
    kind = next((k for k in NOTE_KINDS if k == written), None)
    if kind is None:
        raise row.error("kind", f"expected one of {', '.join(NOTE_KINDS)}, got {written!r}")
    step = row.integer("step")
    if step is not None and not 1 <= step <= steps:
        raise row.error("step", f"expected a step number from 1 to {steps}, got {step}")
    text = row.required_text("text").strip()
    return BookNote(kind, text, step)


def entity_types(game: GameDef, players: tuple[str, ...]) -> dict[str, str]:
    """The ``entity_type`` of every name an action may use."""
    from ..rules import rules_for

    rules = rules_for(game, game.map_for(len(players)))
    out = {c.id: rules.entity_type(c) for c in game.companies}
    out.update({p.id: "company" for p in game.privates})
    out.update({p: "player" for p in players})
    return out


def _step(row: Table, n: int, file: str, known: Mapping[str, str]) -> ScenarioStep:
    where = f"{file}: step {n}"
    body = row.data.get("action")
    if not isinstance(body, Mapping):
        raise row.error("action", 'expected an action table such as { type = "pass", entity = "Ann" }')
    return ScenarioStep(
        action=_action(dict(body), where, known),
        explain=row.text("explain", "").strip(),
        expect=_expect(row.table("expect", EXPECT_KEYS)),
    )


def _action(body: dict[str, Any], where: str, known: Mapping[str, str]) -> Action:
    entity = body.get("entity")
    if "entity_type" not in body and isinstance(entity, str | int) and str(entity) in known:
        body["entity_type"] = known[str(entity)]
    return action_from_dict(body, where=where)


# --------------------------------------------------------------------------- setup
def setup_from_mapping(data: Mapping[str, Any], where: str = "setup") -> Setup:
    """A ``Setup`` from a table written as a scenario's ``[setup]`` (a dict in Python)."""
    return _setup(Table("<setup>", where, data, SETUP_KEYS))


def _setup(t: Table) -> Setup:
    round_spec = None
    if t.has("round"):
        r = t.table("round", ROUND_KEYS)
        round_spec = RoundSetup(
            kind=r.text("kind", "stock"),
            number=r.integer("number", 1),
            or_index=r.integer("or_index", 1),
            or_count=r.integer("or_count"),
            entity=_name(r, "entity"),
            step=r.text("step"),
            passes=r.integer("passes", 0),
            picks=r.integer("picks"),
        )
    players = {
        str(k): _holder(t.table("players").table(str(k), HOLDER_KEYS)) for k in t.table("players").data
    }
    companies = {
        str(k): _company(t.table("companies").table(str(k), COMPANY_KEYS)) for k in t.table("companies").data
    }
    return Setup(
        seed=t.integer("seed"),
        phase=t.text("phase"),
        priority=t.text("priority"),
        bank=t.integer("bank"),
        round=round_spec,
        players=MappingProxyType(players),
        companies=MappingProxyType(companies),
        pool=MappingProxyType(t.mapping("pool", int, "a percentage")),
        depot=MappingProxyType(t.mapping("depot", int, "a number of cards")),
        markers=MappingProxyType(t.mapping("markers", int, "a number of markers")),
        tiles=tuple(
            PlacedTile(x.required_text("hex"), _text_or_int(x, "tile"), x.integer("rotation", 0))
            for x in t.rows("tiles", label=f"{t.where}.tiles", allowed=("hex", "tile", "rotation"))
        ),
        tokens=tuple(
            PlacedToken(x.required_text("hex"), _text_or_int(x, "company"), x.integer("city", 0))
            for x in t.rows("tokens", label=f"{t.where}.tokens", allowed=("hex", "company", "city"))
        ),
    )


def _name(t: Table, key: str) -> str | None:
    value = t.data.get(key)
    if value is None:
        return None
    if isinstance(value, str | int) and not isinstance(value, bool):
        return str(value)
    raise t.error(key, "expected a name")


def _text_or_int(t: Table, key: str) -> str:
    value = _name(t, key)
    if value is None:
        raise t.error(key, "missing")
    return value


def _holder(t: Table) -> HolderSetup:
    return HolderSetup(
        cash=t.integer("cash"),
        shares=MappingProxyType(t.mapping("shares", int, "a percentage")),
        privates=tuple(t.texts("privates")),
    )


def _company(t: Table) -> CompanySetup:
    price = t.data.get("price")
    if price is not None and not isinstance(price, str | int):
        raise t.error("price", "expected a price (74) or a market cell id ('74,0,20')")
    floated = t.data.get("floated")
    if floated is not None and not isinstance(floated, bool):
        raise t.error("floated", "expected true or false")
    return CompanySetup(
        cash=t.integer("cash"),
        price=None if price is None else str(price),
        par=t.integer("par"),
        trains=tuple(_train(t, i, v) for i, v in enumerate(t.array("trains"))),
        tokens=t.integer("tokens"),
        floated=floated,
        operated=t.flag("operated"),
        closed=t.flag("closed"),
        director=_name(t, "director"),
        revenue=t.integer("revenue"),
        shares=MappingProxyType(t.mapping("shares", int, "a percentage")),
        owner=_name(t, "owner"),
        privates=tuple(t.texts("privates")),
        permits=tuple(t.texts("permits")),
    )


def _train(t: Table, i: int, value: object) -> TrainSpec:
    if isinstance(value, str):
        return TrainSpec(value)
    row = Table(t.file, f"{t.where}.trains[{i}]", value, ("name", "id", "obsolete", "warranties", "dealt"))
    return TrainSpec(
        row.required_text("name"),
        row.text("id"),
        row.flag("obsolete"),
        row.integer("warranties", 0),
        row.flag("dealt"),
    )


# --------------------------------------------------------------------------- expectations
def _expect(t: Table) -> Expect:
    cells = {}
    for k, v in t.table("cell").data.items():
        if not (isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) for x in v)):
            raise t.table("cell").error(str(k), "expected [row, column], 0-based")
        cells[str(k)] = (v[0], v[1])
    holdings = {str(k): MappingProxyType(t.table("holdings").mapping(str(k), int, "a percentage"))
                for k in t.table("holdings").data}  # fmt: skip
    trains = {str(k): tuple(t.table("trains").texts(str(k))) for k in t.table("trains").data}
    permits = {str(k): tuple(t.table("permits").texts(str(k))) for k in t.table("permits").data}
    items = {str(k): MappingProxyType(t.table("items").mapping(str(k), int, "a count"))
             for k in t.table("items").data}  # fmt: skip
    return Expect(
        cash=MappingProxyType(t.mapping("cash", int, "an amount")),
        treasury=MappingProxyType(t.mapping("treasury", int, "an amount")),
        holdings=MappingProxyType(holdings),
        price=MappingProxyType(t.mapping("price", int, "a price")),
        cell=MappingProxyType(cells),
        par=MappingProxyType(t.mapping("par", int, "a price")),
        revenue=MappingProxyType(t.mapping("revenue", int, "an amount")),
        director=MappingProxyType(t.mapping("director", str, 'a player\'s name, or "" for none')),
        trains=MappingProxyType(trains),
        permits=MappingProxyType(permits),
        items=MappingProxyType(items),
        phase=t.text("phase"),
        turn=_name(t, "turn"),
        round=t.text("round"),
        priority=t.text("priority"),
        violation=t.text("violation"),
        says=tuple(t.texts("says")),
    )
