"""The route rules every game shares: each fires alone on a small made-up map, in each game's
grid and under its own rules, and a minimal twin of the claim is legal (and the best).

The rules are those of a route (docs/DESIGN.md §3) as each rulebook states them; every game
cites its own lines in its ``SOURCES`` (18Mag §VI.2, §VI.3.6 L414-L557; 1824 §VII.2-§VII.10
L476-L653; 1840 §IX.2, §IX.7-§IX.8 L2087-L2928; 1862 §7.4, §7.8 L1027-L1409; 18 Lilliput
L288-L369). Cells are named on the lattice of ``routemaps.at``: S is the company's station.
"""

from __future__ import annotations

import pytest

from tresham.rules.routes.search import can_run

from .fires import fires
from .routemaps import GAMES, Position, city, declared, offboard, track

COMPANY = {"18mag": "1", "1824": "BK", "1840": "1", "1862": "WNR", "18lilliput": "MR"}
OTHER = {"18mag": "2", "1824": "MS", "1840": "2", "1862": "EUR", "18lilliput": "SR"}
TRAIN = {"18mag": "4", "1824": "4", "1840": "Y1", "1862": "4E", "18lilliput": "4"}
SHORT = {"18mag": "2", "1824": "2", "1862": "2E", "18lilliput": "2"}  # 1840's trams never run short
SHARING = [g for g in GAMES if g != "1862"]  # 1862's trains may share track (L1403-L1405)
BEST_REQUIRED = SHARING  # 1862's director chooses the routes (L1363-L1364)


def on(game: str, cells, stations=((0, 0),), others=()) -> Position:
    """A position of ``game``: the company's tokens on ``stations``, another's on ``others``.
    (1840's interchanges score only with the line's own token: the others count 0 there.)"""
    toks = [(COMPANY[game], ij) for ij in stations] + [(OTHER[game], ij) for ij in others]
    return Position(game, cells, toks)


def line(n: int) -> dict:
    """Cities (0,0)..(n-1,0) in a row, joined by track: values 20, 30, 40..."""
    return {(i, 0): city(20 + 10 * i, *[(k, 0) for k in (i - 1, i + 1) if 0 <= k < n]) for i in range(n)}


def only(p: Position, claim: str, rule: str, trains=None) -> None:
    game = p.game
    broken = p.rules_broken(COMPANY[game], claim, trains or [TRAIN[game]])
    assert broken == [rule], broken


def clean(p: Position, claim: str, trains=None) -> None:
    game = p.game
    report = p.judge(COMPANY[game], claim, trains or [TRAIN[game]])
    assert report.violations == (), report.violations
    assert report.legal


def _fires_everywhere(rule: str, games=GAMES):
    def mark(test):
        for g in games:
            test = fires(g, rule)(test)
        return pytest.mark.parametrize("game", games)(test)

    return mark


@_fires_everywhere("route.too-few-stops")
def test_a_route_joins_at_least_two_revenue_centres(game):
    p = on(game, line(2))
    only(p, p.claim_text(TRAIN[game], (0, 0)), "route.too-few-stops")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@_fires_everywhere("route.no-station")
def test_a_route_includes_a_station_of_the_company(game):
    p = on(game, line(3))
    only(p, p.claim_text(TRAIN[game], (1, 0), (2, 0)), "route.no-station")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (2, 0)))


@_fires_everywhere("route.no-track")
def test_consecutive_stops_are_joined_by_track(game):
    cells = {**line(2), (3, 0): city(50)}
    p = on(game, cells)
    only(p, p.claim_text(TRAIN[game], (0, 0), (3, 0)), "route.no-track")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@_fires_everywhere("route.not-a-stop")
def test_a_stop_is_a_revenue_centre(game):
    cells = {(0, 0): city(20, (1, 0)), (1, 0): track(((0, 0), (2, 0))), (2, 0): city(30, (1, 0))}
    p = on(game, cells)
    only(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)), "route.not-a-stop")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (2, 0)))


def test_a_claimed_stop_that_is_no_revenue_centre_is_named_by_its_hex():
    cells = {(0, 0): city(20, (1, 0)), (1, 0): track(((0, 0), (2, 0))), (2, 0): city(30, (1, 0))}
    p = on("18mag", cells)
    judged = p.judge(COMPANY["18mag"], p.claim_text(TRAIN["18mag"], (0, 0), (1, 0)), [TRAIN["18mag"]])
    hex = p.name((1, 0))
    found = [(v.rule, v.message, v.hex) for v in judged.violations]
    said = f"{TRAIN['18mag']}: {hex} has no revenue centre this company can reach"
    assert found == [("route.not-a-stop", said, hex)]


@_fires_everywhere("route.skips-stop")
def test_no_revenue_centre_on_the_way_is_skipped(game):
    p = on(game, line(3))
    only(p, p.claim_text(TRAIN[game], (0, 0), (2, 0)), "route.skips-stop")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (2, 0)))


def junction() -> dict:
    """(1,0) is a junction: track west-east and west-south meet at its west edge."""
    return {
        (0, 0): city(20, (1, 0)),
        (1, 0): track(((0, 0), (2, 0)), ((0, 0), (1, 1))),
        (2, 0): city(30, (1, 0)),
        (1, 1): city(40, (1, 0)),
    }


@_fires_everywhere("route.reverse")
def test_a_route_never_reverses_at_a_junction(game):
    p = on(game, junction(), stations=((2, 0),))
    only(p, p.claim_text(TRAIN[game], (2, 0), (1, 1)), "route.reverse")
    clean(p, p.claim_text(TRAIN[game], (2, 0), (0, 0)))


@_fires_everywhere("route.crossing")
def test_a_route_never_switches_at_a_crossing(game):
    cells = {
        (0, 1): city(20, (1, 1)),
        (1, 1): track(((0, 1), (2, 1)), ((1, 0), (1, 2))),
        (2, 1): city(30, (1, 1)),
        (1, 0): city(40, (1, 1)),
    }
    p = on(game, cells, stations=((0, 1),))
    only(p, p.claim_text(TRAIN[game], (0, 1), (1, 0)), "route.crossing")
    clean(p, p.claim_text(TRAIN[game], (0, 1), (2, 1)))


@_fires_everywhere("route.reuses-track")
def test_a_route_never_uses_a_track_segment_twice(game):
    p = on(game, junction(), stations=((2, 0),))
    only(p, p.claim_text(TRAIN[game], (2, 0), (0, 0), (1, 1)), "route.reuses-track")
    clean(p, p.claim_text(TRAIN[game], (2, 0), (0, 0)))


@_fires_everywhere("route.blocked-city")
def test_a_route_ends_but_never_passes_in_a_city_full_of_other_tokens(game):
    p = on(game, line(3), others=((1, 0),))
    only(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (2, 0)), "route.blocked-city")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@_fires_everywhere("route.end-only")
def test_an_off_board_area_only_starts_or_ends_a_route(game):
    cells = {(0, 0): city(20, (1, 0)), (1, 0): offboard(50, (0, 0), (2, 0)), (2, 0): city(30, (1, 0))}
    p = on(game, cells)
    only(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (2, 0)), "route.end-only")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@pytest.mark.parametrize("game", sorted(COMPANY))
def test_the_best_runs_never_pass_through_an_off_board_area(game):
    cells = {(0, 0): city(20, (1, 0)), (1, 0): offboard(50, (0, 0), (2, 0)), (2, 0): city(30, (1, 0))}
    p = on(game, cells)
    best = p.best(COMPANY[game], [TRAIN[game]])
    assert [len(r.stops) for r in best.runs] == [2]  # from the station's city to the area, no further


@_fires_everywhere("route.repeats-stop")
def test_a_route_visits_each_revenue_location_once(game):
    cells = {
        (0, 0): city(20, (1, 0), (0, 1)),
        (1, 0): city(30, (0, 0), (1, 1)),
        (0, 1): track(((0, 0), (1, 1))),
        (1, 1): track(((0, 1), (1, 0))),
    }
    p = on(game, cells)
    only(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (0, 0)), "route.repeats-stop")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@_fires_everywhere("route.too-long", games=tuple(SHORT))
def test_a_train_counts_no_more_stops_than_its_number(game):
    p = on(game, line(3))
    t = SHORT[game]
    only(p, p.claim_text(t, (0, 0), (1, 0), (2, 0)), "route.too-long", [t])
    clean(p, p.claim_text(t, (0, 0), (1, 0)), [t])


@_fires_everywhere("route.shared-track", games=tuple(SHARING))
def test_the_trains_of_a_company_share_no_track(game):
    cells = {(0, 0): city(20, (1, 0), (0, 1)), (1, 0): city(30, (0, 0)), (0, 1): city(40, (0, 0))}
    p = on(game, cells)
    t = TRAIN[game]
    a, b, c = (p.name(ij) for ij in ((0, 0), (1, 0), (0, 1)))
    only(p, f"{t}: {a}-{b}; {t}: {a}-{b}", "route.shared-track", [t, t])
    clean(p, f"{t}: {a}-{b}; {t}: {a}-{c}", [t, t])


@pytest.mark.parametrize("game", SHARING)
def test_two_trains_between_the_same_two_cities_run_on_two_parallel_lines(game):
    # Two lines join the cities, one through each plain cell beside them: a claim that names
    # only the stops is read on track the trains do not share (found by the property test).
    cells = {
        (0, 1): city(20, (0, 0), (1, 1)),
        (1, 0): city(30, (0, 0), (1, 1)),
        (0, 0): track(((1, 0), (0, 1))),
        (1, 1): track(((0, 1), (1, 0))),
    }
    p = on(game, cells, stations=((0, 1),))
    t = TRAIN[game]
    a, b = p.name((0, 1)), p.name((1, 0))
    clean(p, f"{t}: {a}-{b}; {t}: {a}-{b}", [t, t])


@_fires_everywhere("route.train-not-owned")
def test_a_company_runs_only_the_trains_it_has(game):
    p = on(game, line(2))
    other = {"18mag": "3", "1824": "3", "1840": "O1", "1862": "3E", "18lilliput": "3"}[game]
    only(p, p.claim_text(other, (0, 0), (1, 0)), "route.train-not-owned")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)))


@_fires_everywhere("route.revenue")
def test_the_declared_revenue_is_what_the_stops_earn(game):
    p = on(game, line(2))
    stops = [p.name((0, 0)), p.name((1, 0))]
    earned = p.best(COMPANY[game], [TRAIN[game]]).total
    assert earned > 0
    only(p, declared(TRAIN[game], stops, earned + 10), "route.revenue")
    clean(p, declared(TRAIN[game], stops, earned))


@_fires_everywhere("route.not-best", games=tuple(BEST_REQUIRED))
def test_the_company_claims_the_best_revenue_it_can_see(game):
    p = on(game, line(3), stations=((0, 0), (1, 0), (2, 0)))  # 1840: every interchange scores
    only(p, p.claim_text(TRAIN[game], (0, 0), (1, 0)), "route.not-best")
    clean(p, p.claim_text(TRAIN[game], (0, 0), (1, 0), (2, 0)))


@pytest.mark.parametrize("game", BEST_REQUIRED)
def test_a_replay_of_the_site_does_not_judge_the_best_revenue(game):
    """18xx.games lets the players choose their runs: in a replay of its record (``site``) a
    legal run short of the best breaks nothing; the best is still found when asked."""
    p = on(game, line(3), stations=((0, 0), (1, 0), (2, 0)))
    short = p.judge(COMPANY[game], p.claim_text(TRAIN[game], (0, 0), (1, 0)), [TRAIN[game]], site=True)
    assert short.violations == () and short.legal
    assert short.best.total == p.best(COMPANY[game], [TRAIN[game]]).total > short.claimed.total
    assert not short.is_best


@pytest.mark.parametrize("game", GAMES)
def test_a_company_can_run_where_the_best_runs_hold_a_run(game):
    """``can_run`` (the first legal route ends its search) agrees with ``best_runs``: a
    train reaches a second stop on track, and none does where no track leaves the station."""
    joined = on(game, line(2))
    apart = on(game, {(0, 0): city(20), (2, 0): city(30)})
    for p in (joined, apart):
        found = p.best(COMPANY[game], [TRAIN[game]])
        assert can_run(p.rules, p.board, COMPANY[game], [TRAIN[game]], p.phase) == bool(found.runs)
    assert can_run(joined.rules, joined.board, COMPANY[game], [TRAIN[game]], joined.phase)
    assert not can_run(apart.rules, apart.board, COMPANY[game], [TRAIN[game]], apart.phase)
