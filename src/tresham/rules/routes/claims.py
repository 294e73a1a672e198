"""Reading claims: the CLI's text form and the ``routes`` of an 18xx.games ``run_routes``.

Text: runs separated by ``;``, each ``TRAIN: STOP-STOP-...``; a stop is a hex (``E12``) or
an 18 Lilliput cell (``-1,0``), optionally with the revenue centre (``E12.c1``)::

    2: E12-F11-G10; 3: 0,0--1,0-0,-1

An 18xx.games route (``export-actions.md``, run_routes) gives ``train`` ("3-1"), ``hexes``
(the stop hexes, consecutive duplicates collapsed), ``nodes`` (``"E12-0"``: the hex and the
index of the centre among the tile's centres), ``connections`` (the hexes crossed between
consecutive stops) and ``revenue``. ``nodes`` are preferred to ``hexes`` because a route
from Buda to Pest visits the hex E12 twice. Centres are indexed cities first, then towns,
then off-boards; 18xx.games numbers them in the order its tile definition lists them,
which is the same for every tile that has only one kind of centre.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ...model.actions import Route as ExportRoute
from ...model.tile import NodeRef
from ..board import Board
from .model import Claim, ClaimRun, ClaimStop
from .trains import RouteError

_STOP = re.compile(r"\s*(-?\d+\s*,\s*-?\d+|[A-Za-z]+-?\d+)(?:\.([cto])(\d+))?\s*")
_KINDS = {"c": "city", "t": "town", "o": "offboard"}


def parse_claim(text: str) -> Claim:
    """``"2: E12-F11-G10; 3: ..."`` -> Claim. Raises RouteError naming what is wrong."""
    runs = []
    for part in (p for p in text.split(";") if p.strip()):
        if ":" not in part:
            raise RouteError(f"claim {part.strip()!r}: expected 'TRAIN: STOP-STOP-...'")
        train, _, stops = part.partition(":")
        if not train.strip():
            raise RouteError(f"claim {part.strip()!r}: no train before ':'")
        runs.append(ClaimRun(train.strip(), _stops(stops, part)))
    if not runs:
        raise RouteError("empty claim; expected 'TRAIN: STOP-STOP-...; TRAIN: ...'")
    return Claim(tuple(runs))


def _stops(text: str, part: str) -> tuple[ClaimStop, ...]:
    out = []
    pos = 0
    while True:
        m = _STOP.match(text, pos)
        if m is None:
            raise RouteError(f"claim {part.strip()!r}: cannot read a stop at {text[pos:].strip()!r}")
        node = NodeRef(_KINDS[m.group(2)], int(m.group(3))) if m.group(2) else None  # type: ignore[arg-type]
        out.append(ClaimStop(re.sub(r"\s+", "", m.group(1)), node))
        pos = m.end()
        if pos >= len(text):
            return tuple(out)
        if text[pos] != "-":
            raise RouteError(f"claim {part.strip()!r}: expected '-' between stops at {text[pos:].strip()!r}")
        pos += 1


def claim_from_export(board: Board, routes: Iterable[Mapping[str, Any] | ExportRoute]) -> Claim:
    """The claim form of the ``routes`` of an 18xx.games ``run_routes`` action, given as the
    export's JSON objects or as the engine's ``model.actions.Route``."""
    runs = []
    for i, r in enumerate(routes):
        get = r.get if isinstance(r, Mapping) else (lambda key, r=r: getattr(r, key, None))
        if not get("train"):
            raise RouteError(f"run_routes route {i}: no 'train'")
        nodes = get("nodes") or []
        if nodes:
            stops = tuple(_export_node(board, str(n), i) for n in nodes)
        else:
            stops = tuple(ClaimStop(board.normalise(str(h))) for h in get("hexes") or [])
        legs = tuple(tuple(str(h) for h in leg) for leg in get("connections") or [] if _plain_leg(leg))
        revenue = get("revenue")
        runs.append(ClaimRun(str(get("train")), stops, legs, revenue if isinstance(revenue, int) else None))
    return Claim(tuple(runs))


def _plain_leg(leg: Any) -> bool:
    return (
        isinstance(leg, list) and all(isinstance(h, str) and " " not in h for h in leg) and "local" not in leg
    )


def _export_node(board: Board, signature: str, route: int) -> ClaimStop:
    hex, sep, index = signature.rpartition("-")
    if not sep or not index.isdigit():
        raise RouteError(f"run_routes route {route}: node {signature!r} is not 'HEX-INDEX'")
    hex = board.normalise(hex)
    refs = list(board.content(hex).node_refs())
    k = int(index)
    return ClaimStop(hex, refs[k] if k < len(refs) else None)


__all__ = ["claim_from_export", "parse_claim"]
