"""Each game's own route rules fire alone on a small made-up map; a minimal twin is legal.

18Mag: mines only with the SNW rail car, one mine per train (L604-L607). 1824: only goods
trains reach coal mines, start at one and never end at another (L480-L485, L622-L626).
1862: routes end at large stations or off-board areas, hold at most one red area and one
port, locals keep off the board's edge, London needs a London token, and every run meets an
earlier one at a large station (L1037-L1043, L1368-L1387, L1511-L1513).
"""

from __future__ import annotations

from .fires import fires
from .routemaps import Position, city, offboard, town


def mine(value: int, *to, **kw):
    return city(value, *to, color="gray", **kw)


def check(p: Position, company: str, claim: str, trains, extras=()):
    return [v.rule for v in p.judge(company, claim, trains, extras=extras).violations]


# ------------------------------------------------------------------ 18Mag
MAG_LINE = {
    (0, 0): city(20, (1, 0)),
    (1, 0): mine(30, (0, 0), (2, 0)),
    (2, 0): city(40, (1, 0), (3, 0)),
    (3, 0): mine(50, (2, 0), (4, 0)),
    (4, 0): city(60, (3, 0)),
}


@fires("18mag", "mag.mine-car")
def test_18mag_a_train_runs_through_a_mine_only_with_the_snw_car_L604():
    p = Position("18mag", MAG_LINE, [("1", (0, 0))])
    claim = p.claim_text("4", (0, 0), (1, 0), (2, 0))
    assert check(p, "1", claim, ["4"]) == ["mag.mine-car"]
    assert check(p, "1", claim, ["4"], extras=["SNW"]) == []


@fires("18mag", "mag.one-mine")
def test_18mag_the_snw_car_opens_one_mine_not_two_L607():
    p = Position("18mag", MAG_LINE, [("1", (0, 0))])
    two = p.claim_text("6", (0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    assert check(p, "1", two, ["6"], extras=["SNW"]) == ["mag.one-mine"]
    assert check(p, "1", p.claim_text("6", (0, 0), (1, 0), (2, 0)), ["6"], extras=["SNW"]) == []


@fires("18mag", "route.too-long")
def test_18mag_a_plus_train_with_the_snw_car_takes_one_more_stop_only_for_a_mine_L602_L604():
    # a 2+2 train visits two locations plus two towns (L602); the SNW car adds a mine, not a
    # fifth stop of another kind (L604-L606)
    cells = {
        (0, 0): city(20, (1, 0)),
        (1, 0): town(10, (0, 0), (2, 0)),
        (2, 0): town(10, (1, 0), (3, 0)),
        (3, 0): town(10, (2, 0), (4, 0)),
        (4, 0): city(40, (3, 0)),
    }
    p = Position("18mag", cells, [("1", (0, 0))])
    five = p.claim_text("2", (0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    assert check(p, "1", five, ["2"], extras=["G&C", "SNW"]) == ["route.too-long"]
    four = p.claim_text("2", (0, 0), (1, 0), (2, 0), (3, 0))
    assert check(p, "1", four, ["2"], extras=["G&C", "SNW"]) == []
    assert p.best("1", ["2"], extras=["G&C", "SNW"]).total == 50


# ------------------------------------------------------------------ 1824
def coal(value: int, *to):
    return mine(value, *to, terminal=True)


@fires("1824", "g1824.mine-normal-train")
def test_1824_normal_trains_never_reach_a_coal_mine_L622():
    p = Position("1824", {(0, 0): city(20, (1, 0)), (1, 0): coal(10, (0, 0))}, [("BK", (0, 0))])
    assert check(p, "BK", p.claim_text("4", (0, 0), (1, 0)), ["4"]) == ["g1824.mine-normal-train"]
    assert check(p, "BK", p.claim_text("2g", (1, 0), (0, 0)), ["2g"]) == []


@fires("1824", "g1824.goods-start")
def test_1824_a_goods_train_starts_at_a_coal_mine_L624():
    cells = {(0, 0): coal(10, (1, 0)), (1, 0): city(20, (0, 0), (2, 0)), (2, 0): city(30, (1, 0))}
    p = Position("1824", cells, [("BK", (1, 0))])
    assert check(p, "BK", p.claim_text("2g", (1, 0), (2, 0)), ["2g"]) == ["g1824.goods-start"]
    assert check(p, "BK", p.claim_text("2g", (0, 0), (1, 0), (2, 0)), ["2g"]) == []


def test_1824_a_goods_run_refused_says_why_L480_L624():
    cells = {(0, 0): coal(10, (1, 0)), (1, 0): city(20, (0, 0), (2, 0)), (2, 0): city(30, (1, 0))}
    p = Position("1824", cells, [("BK", (1, 0))])
    judged = p.judge("BK", p.claim_text("2g", (1, 0), (2, 0)), ["2g"])
    assert [v.message for v in judged.violations] == ["2g: a goods train starts at a coal mine"]
    cells[(2, 0)] = coal(20, (1, 0))
    p = Position("1824", cells, [("BK", (1, 0))])
    judged = p.judge("BK", p.claim_text("2g", (0, 0), (1, 0), (2, 0)), ["2g"])
    assert [v.message for v in judged.violations] == ["2g: a goods train may not end at a coal mine"]


@fires("1824", "g1824.goods-end-mine")
def test_1824_a_goods_train_never_ends_at_a_coal_mine_L480():
    cells = {(0, 0): coal(10, (1, 0)), (1, 0): city(20, (0, 0), (2, 0)), (2, 0): coal(20, (1, 0))}
    p = Position("1824", cells, [("BK", (1, 0))])
    assert check(p, "BK", p.claim_text("2g", (0, 0), (1, 0), (2, 0)), ["2g"]) == ["g1824.goods-end-mine"]
    assert check(p, "BK", p.claim_text("2g", (2, 0), (1, 0)), ["2g"]) == []


# ------------------------------------------------------------------ 1862
@fires("1862", "g1862.small-end")
def test_1862_a_route_never_ends_at_a_small_station_L1368():
    cells = {(0, 0): city(20, (1, 0)), (1, 0): city(30, (0, 0), (2, 0)), (2, 0): town(10, (1, 0))}
    p = Position("1862", cells, [("WNR", (0, 0))])
    assert check(p, "WNR", p.claim_text("4L", (0, 0), (1, 0), (2, 0)), ["4L"]) == ["g1862.small-end"]
    assert check(p, "WNR", p.claim_text("4L", (0, 0), (1, 0)), ["4L"]) == []


@fires("1862", "g1862.one-red-one-port")
def test_1862_a_route_holds_at_most_one_red_area_L1037():
    cells = {(0, 0): offboard(40, (1, 0)), (1, 0): city(30, (0, 0), (2, 0)), (2, 0): offboard(50, (1, 0))}
    p = Position("1862", cells, [("WNR", (1, 0))])
    claim = p.claim_text("4E", (0, 0), (1, 0), (2, 0))
    assert check(p, "WNR", claim, ["4E"]) == ["g1862.one-red-one-port"]
    assert check(p, "WNR", p.claim_text("4E", (1, 0), (2, 0)), ["4E"]) == []


@fires("1862", "g1862.local-offboard")
def test_1862_local_trains_never_run_to_an_off_board_area_L1511():
    cells = {(0, 0): city(20, (1, 0), (0, 1)), (1, 0): offboard(50, (0, 0)), (0, 1): city(30, (0, 0))}
    p = Position("1862", cells, [("WNR", (0, 0))])
    assert check(p, "WNR", p.claim_text("4L", (0, 0), (1, 0)), ["4L"]) == ["g1862.local-offboard"]
    assert check(p, "WNR", p.claim_text("4L", (0, 0), (0, 1)), ["4L"]) == []


@fires("1862", "g1862.london")
def test_1862_a_route_reaches_london_only_with_a_london_token_L1040():
    cells = {
        (0, 0): city(20, (1, 0)),
        (1, 0): offboard(100, (0, 0), group="London"),
        "B15": city(0, slots=2),  # a London token space (L1303-L1327)
    }
    claim = "4E: " + "-".join(Position("1862", cells).name(w) for w in ((0, 0), (1, 0)))
    without = Position("1862", cells, [("WNR", (0, 0))])
    assert check(without, "WNR", claim, ["4E"]) == ["g1862.london"]
    holding = Position("1862", cells, [("WNR", (0, 0)), ("WNR", "B15")])
    assert check(holding, "WNR", claim, ["4E"]) == []


@fires("1862", "g1862.primary-route")
def test_1862_every_run_meets_an_earlier_run_at_a_large_station_L1373():
    cells = {
        (0, 0): city(20, (1, 0), home=("WNR",)),
        (1, 0): city(30, (0, 0), (2, 0)),
        (2, 0): city(40, (1, 0)),
        (0, 2): city(50, (1, 2)),
        (1, 2): city(60, (0, 2)),
    }
    p = Position("1862", cells, [("WNR", (0, 0)), ("WNR", (2, 0)), ("WNR", (0, 2))])
    a, b, c, d, e = (p.name(w) for w in ((0, 0), (1, 0), (2, 0), (0, 2), (1, 2)))
    assert check(p, "WNR", f"4E: {a}-{b}; 4E: {d}-{e}", ["4E", "4E"]) == ["g1862.primary-route"]
    assert check(p, "WNR", f"4E: {a}-{b}; 4E: {b}-{c}", ["4E", "4E"]) == []
