"""Hold one trace of a game to another (reference/games/README.md): how many actions agree
before the first one that differs, and where.

The fields compared after every action are those a replay can be held to: the phase, the
bank's change since the start (games write an unlimited bank differently), every player's
cash and value, and for every company its cash, share price, president (when a player),
holdings and number of trains. Round, turn, tokens, train names, private owners and the
next train are left out. A missing number counts as 0, a missing holding as none.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Fields = dict[str, object]


@dataclass(frozen=True)
class Divergence:
    """The first action whose state differs: its id, type, the field and both values."""

    action: int | str
    type: str
    field: str
    reference: object
    ours: object

    def __str__(self) -> str:
        return (
            f"action {self.action} ({self.type}): {self.field}: "
            f"reference {self.reference!r}, ours {self.ours!r}"
        )


@dataclass(frozen=True)
class Comparison:
    """How far two traces agree: ``matched`` actions before ``first`` (None: all agree)."""

    matched: int
    total: int
    first: Divergence | None


def read_trace(lines: Iterable[str]) -> list[dict[str, Any]]:
    """The rows of a trace, from its JSON lines."""
    return [json.loads(line) for line in lines if line.strip()]


def load_trace(path: str | Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        return read_trace(f)


def compare(reference: list[dict[str, Any]], ours: list[dict[str, Any]]) -> Comparison:
    """Compare the start and then each action of ``reference`` with ours of the same id."""
    ref_start: dict[str, Any] = next((r["start"] for r in reference if "start" in r), {})
    our_start: dict[str, Any] = next((r["start"] for r in ours if "start" in r), {})
    ref_bank, our_bank = ref_start.get("bank"), our_start.get("bank")
    steps = [r for r in reference if "state" in r]
    diff = difference(fields(ref_start, ref_bank), fields(our_start, our_bank))
    if diff is not None:
        return Comparison(0, len(steps), Divergence("start", "start", *diff))
    by_id = {r["id"]: r for r in ours if "state" in r}
    for matched, row in enumerate(steps):
        mine = by_id.get(row["id"])
        if mine is None:
            missing = Divergence(row["id"], row["type"], "(no state)", "applied", None)
            return Comparison(matched, len(steps), missing)
        diff = difference(fields(row["state"], ref_bank), fields(mine["state"], our_bank))
        if diff is not None:
            return Comparison(matched, len(steps), Divergence(row["id"], row["type"], *diff))
    return Comparison(len(steps), len(steps), None)


def fields(state: Mapping[str, Any], bank0: int | None) -> Fields:
    """The compared fields of one STATE, flattened to ``"path": value``."""
    players = set(state.get("players") or {})
    bank = state.get("bank")
    out: Fields = {"phase": str(state.get("phase"))}
    out["bank change"] = bank - bank0 if bank is not None and bank0 is not None else bank
    for name, p in (state.get("players") or {}).items():
        out[f"players.{name}.cash"] = p.get("cash")
        out[f"players.{name}.value"] = p.get("value")
    for kind in ("corporations", "minors"):
        for cid, c in (state.get(kind) or {}).items():
            where = f"{kind}.{cid}"
            out[f"{where}.cash"] = c.get("cash")
            out[f"{where}.price"] = c.get("price")
            for key in ("president", "owner"):
                if c.get(key) in players:
                    out[f"{where}.{key}"] = c[key]
            for holder, percent in (c.get("shares") or {}).items():
                out[f"{where}.shares.{holder}"] = percent
            out[f"{where}.trains"] = len(c.get("trains") or [])
    return out


def difference(a: Fields, b: Fields) -> tuple[str, object, object] | None:
    for key in sorted(set(a) | set(b)):
        va, vb = a.get(key), b.get(key)
        if va != vb and not (va in (None, 0) and vb in (None, 0)):
            return key, va, vb
    return None


__all__ = ["Comparison", "Divergence", "compare", "difference", "fields", "load_trace", "read_trace"]
