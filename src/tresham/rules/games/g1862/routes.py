"""1862's routes: three kinds of train, shared track, each stop scored once per company.

Citations are to the Spanish rulebook (rulebooks/1862-rules-es.txt), §7.4 and §7.8.
- A route runs between large stations (cities) or off-board areas, never ending at a small
  station (town); it includes two large stations, or one and an off-board area or port
  (L1368-1371); at most one red area and one port (L1037-1038), so never red to red or
  port to port (L1386-1387). It reaches London only with a London token (L1040-1043).
  A replay of an 18xx.games record (``RouteContext.site``, ``GameSetup.site``) takes the
  site's reading: freight trains joined of non-permanent ones may run port to port (its
  standard-3p record does so five times); a game played with tresham follows the book.
- Express trains count large stations, red areas and ports and ignore small stations; an
  N/M train visits M and scores its best N (L1558-1570).
- Local trains never enter red areas or ports; they count large stations and score 20 at
  every small station passed; the company gets 10 for every hex its local trains visit,
  each hex once, as a subsidy outside the revenue (L1511-1527, L1537-1543).
- A freight-N train travels N hexes beyond its start and scores only its start and end
  plus 20 per intermediate hex of the shortest distance between them, 30 if it starts or
  ends at a port, an off-board area counted from the entry the route takes (L1425-1452); it ignores
  small stations (L1469). Non-permanent freight trains join end to end and score as one
  train (L1472-1485), and so does a single permanent one with them (L1504-1506); here
  they are joined into one train whose reach is the sum of theirs. Not enforced: that
  each joined piece touches a station of the company (L1487-1488).
- A company's trains may share track, but every stop scores once (L1403-1409). One run
  includes the home station, and every other run meets an earlier one at a large
  station (L1373-1381).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations, product
from typing import TYPE_CHECKING

from ....grid import Coord
from ....model.game import GameDef
from ...routes.hooks import Problem
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ...routes.trains import find_train

if TYPE_CHECKING:
    from .rules import Rules1862


def stop(rules: Rules1862, ctx: RouteContext, s: StopInfo) -> StopInfo:
    """Tag ports, red areas and London (closed without a London token)."""
    if s.kind != "offboard":
        return s
    h = rules.map.hexes.get(s.hex)
    tags = {"port" if h is not None and h.color == "blue" else "red"}
    if s.key == "group:London":
        tags.add("london")
        if not any(t.hex in rules.LONDON_SPACES for t in ctx.board.tokens_of(ctx.company)):
            tags.add("closed")
    return replace(s, tags=s.tags | tags)


def join_freight(game: GameDef, trains: tuple[RouteTrain, ...]) -> tuple[RouteTrain, ...]:
    """Non-permanent freight trains (and a lone permanent one with them) as one train."""
    freight = [t for t in trains if t.kind == "freight"]
    temporary = [t for t in freight if find_train(game, t.name).rusts_on]
    permanent = [t for t in freight if t not in temporary]
    joined = temporary + (permanent if len(permanent) == 1 else [])
    if len(temporary) == 0 or len(joined) < 2:
        return trains
    name = "+".join(t.name for t in joined)
    reach = sum(t.reach or 0 for t in joined)
    one = RouteTrain(name, "freight", reach, unit="hexes")
    rest = list(trains)
    for t in joined:
        rest.remove(t)
    return (one, *rest)


def counts(train: RouteTrain, s: StopInfo) -> bool:
    if train.kind == "local":
        return s.kind == "city"
    return s.kind != "town"


def stop_problem(train: RouteTrain, s: StopInfo) -> Problem:
    if train.kind == "local" and s.kind == "offboard":
        return ("g1862.local-offboard", f"a local train never runs to {s.label}, an off-board area or port")
    if "closed" in s.tags:
        return ("g1862.london", "a company runs to London only with a London token")
    return None


def route_problem(ctx: RouteContext, train: RouteTrain, route: Route) -> Problem:
    stops = route.stops
    if stops[0].kind == "town" or stops[-1].kind == "town":
        return ("g1862.small-end", "a route starts and ends at a large station or an off-board area")
    large = sum(1 for s in stops if s.kind == "city")
    outside = sum(1 for s in stops if s.kind == "offboard")
    if large < 2 and not (large == 1 and outside >= 1):
        return ("route.too-few-stops", "a route includes two large stations, or one and an off-board area")
    for tag in ("red", "port"):
        if tag == "port" and ctx.site and _joined(train):
            continue  # 18xx.games's reading: joined freight runs port to port
        if sum(1 for s in stops if tag in s.tags) > 1:
            return ("g1862.one-red-one-port", f"a route includes at most one {tag} area")
    return None


def _joined(train: RouteTrain) -> bool:
    """Whether ``train`` is freight trains joined into one (``join_freight``)."""
    return train.kind == "freight" and "+" in train.name


def ceiling(rules: Rules1862, train: RouteTrain, s: StopInfo) -> int | None:
    """The most a stop adds: a freight run is not a sum over its stops (None)."""
    if train.kind == "freight":
        return None
    if s.kind == "town":
        return rules.SMALL_STATION if train.kind == "local" else 0
    return s.value


def value(rules: Rules1862, ctx: RouteContext, train: RouteTrain, route: Route, base: Score) -> Score:
    stops = route.stops
    if train.kind == "local":
        values = tuple(
            rules.SMALL_STATION if s.kind == "town" else v for s, v in zip(stops, base.values, strict=True)
        )
        return Score(values, sum(values), rules.SUBSIDY_PER_HEX * len(set(route.hexes)))
    if train.kind == "freight":
        first, last = stops[0], stops[-1]
        per = rules.PORT_BONUS if "port" in first.tags or "port" in last.tags else rules.FREIGHT_BONUS
        between = max(0, _distance(rules, ctx, first, last) - 1)
        values = tuple(s.value if i in (0, len(stops) - 1) else 0 for i, s in enumerate(stops))
        bonus = per * between
        return Score(values, sum(values) + bonus, 0, bonus)
    values = tuple(0 if s.kind == "town" else v for s, v in zip(stops, base.values, strict=True))
    return Score(values, sum(values))


def _distance(rules: Rules1862, ctx: RouteContext, a: StopInfo, b: StopInfo) -> int:
    """The shortest distance in hexes between the hexes the route starts and ends in. An
    off-board area with several entries counts from the entry chosen (L1451-L1452): the
    one the route takes ("another London zone", L1465-L1467), as 18xx.games scores it (its
    record of a whole game: B13 to London's C14, no bonus)."""
    grid = ctx.board.grid
    return _hex_distance(grid.parse(a.hex), grid.parse(b.hex))


def _hex_distance(a: Coord, b: Coord) -> int:
    """Distance on a flat map in doubled coordinates (columns a, doubled rows b)."""
    dcol, drow = abs(a.a - b.a), abs(a.b - b.b)
    return dcol + max(0, (drow - dcol) // 2)


def together_problem(rules: Rules1862, ctx: RouteContext, routes: Sequence[Route]) -> Problem:
    if not routes:
        return None
    homes = {h for h, _ in rules.homes(ctx.company)}
    linked = [i for i, r in enumerate(routes) if any(s.station and s.hex in homes for s in r.stops)]
    if not linked and homes:
        return ("g1862.primary-route", "one run must include the company's home station")
    linked = linked or [0]  # a company without a home on this map: any run may lead
    seen = set(linked)
    while True:
        cities = {s.key for i in seen for s in routes[i].stops if s.kind == "city"}
        more = {i for i, r in enumerate(routes) if i not in seen and any(s.key in cities for s in r.stops)}
        if not more:
            break
        seen |= more
    if len(seen) < len(routes):
        return ("g1862.primary-route", "every run meets an earlier run at a large station")
    return None


def completes(
    rules: Rules1862, ctx: RouteContext, routes: Sequence[Route]
) -> Callable[[RouteTrain, Route], bool]:
    """A test of one more route, the same as ``together_problem`` on ``routes`` and it: the
    routes so far fall into groups that meet at large stations; the new route must meet
    every group, and it or one of them must include the home station."""
    homes = {h for h, _ in rules.homes(ctx.company)}
    groups: list[tuple[frozenset[str], bool]] = []  # (large stations, whether home is on it)
    for route in routes:
        cities, home = route.city_keys, _at_home(route, homes)
        meeting = [g for g in groups if not g[0].isdisjoint(cities)]
        for g in meeting:
            groups.remove(g)
            cities |= g[0]
            home = home or g[1]
        groups.append((cities, home))
    if not homes or any(home for _, home in groups):
        keys = [g for g, _ in groups]
        return lambda train, route: all(not g.isdisjoint(route.city_keys) for g in keys)
    return lambda train, route: (
        all(not g.isdisjoint(route.city_keys) for g, _ in groups) and _at_home(route, homes)
    )


def stands_in(rules: Rules1862, ctx: RouteContext, route: Route, other: Route) -> bool:
    """Whether ``route`` meets every run ``other`` meets, and includes the home station if
    ``other`` does (then ``together_problem`` accepts it wherever it accepts ``other``)."""
    homes = {h for h, _ in rules.homes(ctx.company)}
    return route.city_keys >= other.city_keys and (_at_home(route, homes) or not _at_home(other, homes))


def _at_home(route: Route, homes: set[str]) -> bool:
    return any(s.station and s.hex in homes for s in route.stops)


def company_scores(
    rules: Rules1862, ctx: RouteContext, scored: Sequence[tuple[RouteTrain, Route, Score]]
) -> list[Score]:
    """Each stop scores once for the company (its best value); local subsidies once per hex.
    An N/M train drops the stops its director chooses (L1566-1570): where it visits a stop
    another train visits too, each choice of the shared stops it drops is tried (with its
    poorest other stops dropped besides) and the one that earns the company most is kept
    (the first, on a tie)."""
    seen: dict[str, int] = {}
    for _, route, _ in scored:
        for k in {s.key for s in route.stops}:
            seen[k] = seen.get(k, 0) + 1
    shared = {k for k, n in seen.items() if n > 1}
    choices = [
        _pay_choices(rules, ctx, train, route, score, shared)
        if train.pay is not None and shared
        else [score.values]
        for train, route, score in scored
    ]
    best = [sc.values for _, _, sc in scored]
    if any(len(c) > 1 for c in choices):
        best = list(max(product(*choices), key=lambda values: _total(scored, list(values))))
    return _once_per_company(rules, scored, best)


def _pay_choices(
    rules: Rules1862, ctx: RouteContext, train: RouteTrain, route: Route, score: Score, shared: set[str]
) -> list[tuple[int, ...]]:
    """The values of an N/M train's run for each set of shared stops it may drop, its
    poorest unshared stops dropped besides (its own best choice first). When its own choice
    keeps no shared stop, it is the best: every stop it drops is worth no more than any it
    keeps, and keeping a shared stop earns the company at most that stop's worth again."""
    stops, own = route.stops, score.values
    counted = [i for i, s in enumerate(stops) if counts(train, s)]
    drop = len(counted) - (train.pay or 0)
    sharing = [i for i in counted if stops[i].key in shared]
    if drop <= 0 or not any(own[i] for i in sharing):
        return [own]
    full = rules.run_value(ctx, replace(train, pay=None), route).values  # every stop scored
    poorest = sorted((i for i in counted if stops[i].key not in shared), key=lambda i: (full[i], i))
    out = [own]
    for n in range(1, min(drop, len(sharing)) + 1):
        for chosen in combinations(sharing, n):
            if drop - n > len(poorest):
                continue
            dropped = {*chosen, *poorest[: drop - n]}
            values = tuple(0 if i in dropped else v for i, v in enumerate(full))
            if values not in out:
                out.append(values)
    return out


def _total(scored: Sequence[tuple[RouteTrain, Route, Score]], values: Sequence[tuple[int, ...]]) -> int:
    """The company's revenue when the runs score ``values`` (each stop once, at its best)."""
    best: dict[str, int] = {}
    bonus = 0
    for (_, route, score), vs in zip(scored, values, strict=True):
        bonus += score.bonus
        for s, v in zip(route.stops, vs, strict=True):
            if v > best.get(s.key, 0):
                best[s.key] = v
    return sum(best.values()) + bonus


def _once_per_company(
    rules: Rules1862, scored: Sequence[tuple[RouteTrain, Route, Score]], values: Sequence[tuple[int, ...]]
) -> list[Score]:
    """Each stop scored once (by the run that earns most there), local subsidies once per hex."""
    best: dict[str, tuple[int, int, int]] = {}
    for r, ((_, route, _), vs) in enumerate(zip(scored, values, strict=True)):
        for i, (s, v) in enumerate(zip(route.stops, vs, strict=True)):
            if v and (s.key not in best or v > best[s.key][0]):
                best[s.key] = (v, r, i)
    subsidised: set[str] = set()
    out = []
    for r, ((train, route, score), vs) in enumerate(zip(scored, values, strict=True)):
        kept = tuple(
            v if best.get(s.key, (0, -1, -1))[1:] == (r, i) else 0
            for i, (s, v) in enumerate(zip(route.stops, vs, strict=True))
        )
        subsidy = 0
        if train.kind == "local":
            fresh = set(route.hexes) - subsidised
            subsidised |= fresh
            subsidy = rules.SUBSIDY_PER_HEX * len(fresh)
        out.append(Score(kept, sum(kept) + score.bonus, subsidy, score.bonus))
    return out
