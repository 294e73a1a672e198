"""Reading claims: the CLI's text form and the ``routes`` of an 18xx.games ``run_routes``.

Text: runs separated by ``;``, each ``TRAIN: STOP-STOP-...``; a stop is a hex (``E12``) or
an 18 Lilliput cell (``-1,0``), optionally with the revenue centre (``E12.c1``)::

    2: E12-F11-G10; 3: 0,0--1,0-0,-1

An 18xx.games route (``export-actions.md``, run_routes) gives ``train`` ("3-1"), ``hexes``
(the stop hexes, consecutive duplicates collapsed), ``nodes`` (``"E12-1"``: the hex and the
*part index* of the centre in the site's code for what lies on the hex, read by
``rules.city_ids.route_node``: not the n-th city, as 1840's F24 shows, whose part 0 is its
station), ``connections`` (the hexes crossed between consecutive stops) and ``revenue``.
``nodes`` are preferred to ``hexes`` because a route from Buda to Pest visits the hex E12
twice. A node whose part is no centre of the hex is claimed by its hex alone (the judge
then follows the legs).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ...model.actions import Route as ExportRoute
from ...model.tile import NodeRef
from ..board import Board
from ..city_ids import CityIdError, route_node
from .model import Claim, ClaimRun, ClaimStop
from .trains import RouteError

_STOP = re.compile(r"\s*(-?\d+\s*,\s*-?\d+|[A-Za-z]+-?\d+)(?:\.([cto])(\d+))?\s*")
_KINDS = {"c": "city", "t": "town", "o": "offboard"}
MAX_STOPS = 200  # no map has so many revenue centres (1840's has the most, 83), and a run visits each once


def parse_claim(text: str) -> Claim:
    """``"2: E12-F11-G10; 3: ..."`` -> Claim. Raises RouteError naming what is wrong."""
    runs = []
    for part in (p for p in text.split(";") if p.strip()):
        if ":" not in part:
            raise RouteError(f"claim {part.strip()!r}: expected 'TRAIN: STOP-STOP-...'")
        train, _, stops = part.partition(":")
        if not train.strip():
            raise RouteError(f"claim {part.strip()!r}: no train before ':'")
        runs.append(ClaimRun(train.strip(), _at_most(_stops(stops, part), f"claim {part.strip()[:40]!r}")))
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
            stops = _in_hex_order(tuple(_export_node(board, str(n), i) for n in nodes), get("hexes") or [])
        else:
            stops = tuple(ClaimStop(board.normalise(str(h))) for h in get("hexes") or [])
        stops = _at_most(stops, f"run_routes route {i}")
        legs = tuple(tuple(str(h) for h in leg) for leg in get("connections") or [] if _plain_leg(leg))
        revenue = get("revenue")
        runs.append(ClaimRun(str(get("train")), stops, legs, revenue if isinstance(revenue, int) else None))
    return Claim(tuple(runs))


def _in_hex_order(stops: tuple[ClaimStop, ...], hexes: Iterable[Any]) -> tuple[ClaimStop, ...]:
    """The stops in the order of the route's ``hexes`` where they name the same hexes: the
    site lists a route's nodes in an order of its own at times (18Mag: a mine first-to-last
    run as ``B17, A18, C16`` with hexes ``A18, B17, C16``), its hexes along the track."""
    order = [str(h) for h in hexes]
    if sorted(order) != sorted(s.hex for s in stops) or order == [s.hex for s in stops]:
        return stops
    left = list(stops)
    out = []
    for h in order:
        stop = next(s for s in left if s.hex == h)
        left.remove(stop)
        out.append(stop)
    return tuple(out)


def _at_most(stops: tuple[ClaimStop, ...], where: str) -> tuple[ClaimStop, ...]:
    if len(stops) > MAX_STOPS:
        raise RouteError(f"{where}: {len(stops)} stops; a run has at most {MAX_STOPS} (each stop once)")
    return stops


def _plain_leg(leg: Any) -> bool:
    return (
        isinstance(leg, list) and all(isinstance(h, str) and " " not in h for h in leg) and "local" not in leg
    )


def _export_node(board: Board, signature: str, route: int) -> ClaimStop:
    try:
        hex, node = route_node(board, signature)
    except CityIdError as exc:
        raise RouteError(f"run_routes route {route}: {exc}") from None
    return ClaimStop(hex, node)


__all__ = ["claim_from_export", "parse_claim"]


def join_claimed(claim: Claim, running: Iterable[str]) -> Claim:
    """The claim with the runs of trains that run as one (1862's freight trains, named
    ``"3F+2F"`` by their parts) joined end to end into one run of the joined train, as an
    18xx.games export claims them one train at a time (1862 L1472-L1485). Runs that do not
    meet end to end stay apart (and the judge finds no train of their name)."""
    runs = list(claim.runs)
    for name in running:
        parts = name.split("+")
        if len(parts) < 2:
            continue
        mine: list[ClaimRun] = []
        for part in parts:
            found = next((r for r in runs if r.train == part and r not in mine), None)
            if found is not None:
                mine.append(found)
        if len(mine) != len(parts):
            continue
        stops: tuple[ClaimStop, ...] = mine[0].stops
        for run in mine[1:]:
            joined = _end_to_end(stops, run.stops)
            if joined is None:
                break
            stops = joined
        else:
            revenues = [r.revenue for r in mine]
            total = None if None in revenues else sum(r or 0 for r in revenues)
            legs = tuple(leg for r in mine for leg in r.legs) if all(r.legs for r in mine) else ()
            first = runs.index(mine[0])
            runs = [r for r in runs if r not in mine]
            runs.insert(first, ClaimRun(name, stops, legs, total))
    return Claim(tuple(runs))


def _end_to_end(a: tuple[ClaimStop, ...], b: tuple[ClaimStop, ...]) -> tuple[ClaimStop, ...] | None:
    """``a`` and ``b`` as one route through the stop where they meet, or None."""
    for x in (a, a[::-1]):
        for y in (b, b[::-1]):
            if x and y and x[-1].hex == y[0].hex:
                return (*x, *y[1:])
    return None
