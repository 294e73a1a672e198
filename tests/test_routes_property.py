"""Property: the best runs are never worth less than any legal claim.

Hypothesis draws a small map (cities and towns on a lattice, joined at random), the
company's stations and trains, and claims made of walks along the track. Every claim the
rules accept is worth at most what the search finds; the search's own runs are legal and
as good as it says.
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tresham.rules.routes.context import company_graph, route_context

from .routemaps import Position, city, town, track

COMPANY = {"18mag": "1", "1824": "BK", "18lilliput": "MR"}
TRAINS = {"18mag": ["2", "3", "4"], "1824": ["2", "3", "4"], "18lilliput": ["2", "3", "3D"]}
W, H = 4, 3


@st.composite
def positions(draw) -> Position:
    game = draw(st.sampled_from(sorted(COMPANY)))
    lattice = [(i, j) for i in range(W) for j in range(H)]
    joins = [((i, j), (i + 1, j)) for i in range(W - 1) for j in range(H)]
    joins += [((i, j), (i, j + 1)) for i in range(W) for j in range(H - 1)]
    chosen = [e for e in joins if draw(st.booleans())]
    near: dict[tuple[int, int], list[tuple[int, int]]] = {c: [] for c in lattice}
    for a, b in chosen:
        near[a].append(b)
        near[b].append(a)
    cells = {}
    for c in lattice:
        kind = draw(st.sampled_from(["city", "city", "town", "track"]))
        value = draw(st.sampled_from([10, 20, 30, 40, 50]))
        if kind == "track" and len(near[c]) >= 2:
            cells[c] = track((near[c][0], near[c][1]))
        elif kind == "town":
            cells[c] = town(value, *near[c])
        else:
            cells[c] = city(value, *near[c], slots=draw(st.integers(1, 2)))
    cities = [c for c, cell in cells.items() if cell.kind == "city"]
    if not cities:
        cells[(0, 0)] = city(20, *near[(0, 0)])
        cities = [(0, 0)]
    stations = draw(st.lists(st.sampled_from(cities), min_size=1, max_size=2, unique=True))
    others = [c for c in cities if c not in stations and draw(st.booleans())]
    toks = [(COMPANY[game], c) for c in stations] + [("2" if game == "18mag" else "SR", c) for c in others]
    if game == "1824":
        toks = [(t if t != "SR" else "MS", c) for t, c in toks]
    return Position(game, cells, toks, phase=None)


def walks(p: Position, seed: int, trains: list[str]) -> list[str]:
    """Claims made of random walks along the company's links, one per train."""
    import random

    rnd = random.Random(seed)
    g = company_graph(p.rules, route_context(p.rules, p.board, COMPANY[p.game], p.phase))
    runs = []
    for t in trains:
        if not g.stations:
            break
        at = rnd.choice(g.stations)
        stops = [g.stops[at].hex]
        for _ in range(rnd.randint(1, 4)):
            if not g.out[at]:
                break
            link = rnd.choice(g.out[at])
            at = link.dst
            stops.append(g.stops[at].hex)
        runs.append(f"{t}: " + "-".join(stops))
    return ["; ".join(runs)] if runs else []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(0, 10**6), st.integers(1, 3))
def test_no_legal_claim_beats_the_best_runs(p, seed, n_trains):
    trains = TRAINS[p.game][:n_trains]
    company = COMPANY[p.game]
    best = p.best(company, trains)
    for claim in walks(p, seed, trains):
        judged = p.judge(company, claim, trains)
        assert judged.best.total == best.total
        event("legal claim" if judged.legal else "illegal claim")
        if judged.legal:
            assert judged.claimed.total <= best.total
            assert judged.is_best == (judged.claimed.total == best.total)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(1, 3))
def test_the_best_runs_are_a_legal_claim_worth_what_they_say(p, n_trains):
    trains = TRAINS[p.game][:n_trains]
    company = COMPANY[p.game]
    best = p.best(company, trains)
    if not best.runs:
        return
    claim = "; ".join(f"{r.train}: " + "-".join(f"{s.hex}.{s.node}" for s in r.stops) for r in best.runs)
    judged = p.judge(company, claim, trains)
    assert judged.violations == (), (claim, judged.violations)
    assert judged.claimed.total == best.total


def test_the_bound_is_the_best_sum_of_tops_over_ways_sharing_no_extra():
    # an extra (18Mag's rail car) serves one train only; a train may also not run
    from tresham.rules.routes.tops import Tops, others

    car = 1
    ways = [[(0, 30), (car, 50)], [(0, 20), (car, 60)]]
    assert Tops(ways).rest(0, car) == 30 + 60  # the car goes to the train it helps most
    assert Tops(ways).rest(0, 0) == 30 + 20  # no car left: both run without
    assert Tops(ways).rest(1, car) == 60 and Tops([]).rest(0, car) == 0
    assert others(ways, 1).rest(0, car) == 50
    assert Tops([[(0, 0)], [(0, 40)]]).rest(0, 0) == 40  # a train that earns nothing adds nothing


def test_the_extras_of_several_ways_are_joined_not_added():
    from tresham.rules.routes.tops import union

    assert union([0b01, 0b01, 0b10]) == 0b11 and union([]) == 0
