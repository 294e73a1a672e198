"""The rulebooks' revenue examples, replayed by the route search.

Every map picture of these examples is lost, so each position here is a RECONSTRUCTION:
the smallest position whose values and track give exactly the numbers the text states,
built on a made-up map (``routemaps``) unless the real map holds it. Each test says what
was chosen; the notes behind the values are shared/reference/rulebook-notes/<game>.md §5.
"""

from __future__ import annotations

from pathlib import Path

from tresham.data import load_game
from tresham.rules.board import Placed
from tresham.rules.games import rules_for
from tresham.rules.routes import judge_claim, parse_claim
from tresham.rules.routes.context import route_context
from tresham.rules.routes.model import Route, RouteTrain
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout

from .routemaps import Position, city, offboard, town, track

DATA = Path(__file__).resolve().parents[1] / "data" / "games"


def totals(p: Position, company: str, trains):
    best = p.best(company, trains)
    return best.total, sorted(r.revenue for r in best.runs)


# ------------------------------------------------------------- 18 Lilliput, example 1
def test_lilliput_example_1_every_company_runs_its_best_L371_L401():
    # data/games/18lilliput/examples/layout-revenue-1.toml: values Mildendo 30, A 20, B 10,
    # C 30, D 40, E 20 (the only solution of the sums), on the notes' square layout
    layout = load_layout(DATA / "18lilliput" / "examples" / "layout-revenue-1.toml")
    report = check_layout(layout)
    assert report.ok
    rules, board = report.rules, report.board
    A, B, C, D, E, M = "-1,0", "-1,-1", "0,-1", "1,0", "0,1", "0,0"
    stated = {
        "MR": (170, f"3: {M}-{D}-{C}-{B}; 2: {M}-{A}-{B}"),
        "SR": (160, f"3: {M}-{D}-{E}; 3: {D}-{C}"),
        "GVR": (140, f"2: {M}-{C}-{B}; 2: {C}-{D}"),
        "LNR": (110, f"2: {M}-{E}; 2: {E}-{D}"),
    }
    for company, (total, claim) in stated.items():
        trains = [t.name for t in layout.trains if t.company == company]
        judged = judge_claim(rules, board, company, parse_claim(claim), layout.phase, trains=trains)
        assert judged.violations == (), (company, judged.violations)
        assert judged.claimed.total == total == judged.best.total


def test_lilliput_example_1_blue_stops_at_the_full_city_L389():
    # "one of the 3-trains visits only 2 stops: the route is blocked by other markers":
    # C holds Green's and Red's markers, so Blue's D-C may not go on to B
    layout = load_layout(DATA / "18lilliput" / "examples" / "layout-revenue-1.toml")
    report = check_layout(layout)
    claim = parse_claim("3: 0,0-1,0-0,1; 3: 1,0-0,-1--1,-1")
    judged = judge_claim(report.rules, report.board, "SR", claim, layout.phase, trains=["3", "3"])
    assert [v.rule for v in judged.violations] == ["route.blocked-city"]


# ------------------------------------------------------------- 18 Lilliput, example 2
# Brown phase (phase 6: a 3D exists, 3-trains are obsolete). Each company's part is set on
# its own small map; one map for all of them would contradict the sums (notes §5.4).
def test_lilliput_example_2_red_3d_doubles_and_the_obsolete_3_earns_half_rounded_down_L409_L417():
    # values chosen so the example's assignment is the best: A 20, B 30, C 40, F 30
    # (F-B-C = 100, B-A-C = 90); Red's marker in B; B joined to F, A and C, A to C
    cells = {
        (0, 0): city(30, (1, 0)),  # F
        (1, 0): city(30, (0, 0), (2, 0), (1, 1), slots=2),  # B
        (2, 0): city(40, (1, 0), (2, 1)),  # C
        (1, 1): city(20, (1, 0), (2, 1)),  # A
        (2, 1): track(((1, 1), (2, 0))),
    }
    p = Position("18lilliput", cells, [("MR", (1, 0))], phase="6")
    F, B, C, A = (p.name(w) for w in ((0, 0), (1, 0), (2, 0), (1, 1)))
    judged = p.judge("MR", f"3D: {F}-{B}-{C}; 3: {B}-{A}-{C}", ["3D", "3"])
    assert judged.violations == ()
    assert [r.revenue for r in judged.claimed.runs] == [200, 40]  # 100 x 2; 90 / 2 = 45 -> 40
    assert judged.best.total == 240


def test_lilliput_example_2_blue_obsolete_3_ends_at_the_town_L433_L437():
    # E 50, D 40, H 30 count; the town G (10) is free and may end the route: 130 -> 60
    cells = {
        (0, 0): city(50, (1, 0)),
        (1, 0): city(40, (0, 0), (2, 0)),
        (2, 0): city(30, (1, 0), (3, 0)),
        (3, 0): town(10, (2, 0)),
    }
    p = Position("18lilliput", cells, [("SR", (0, 0))], phase="6")
    claim = p.claim_text("3", (0, 0), (1, 0), (2, 0), (3, 0))
    judged = p.judge("SR", claim, ["3"])
    assert judged.violations == ()
    assert judged.claimed.total == 60 == judged.best.total


def test_lilliput_example_2_yellow_4_train_counts_five_cities_and_is_refused_L419_L423():
    # C-B-F-G-H-I-J: G and J are towns, the castle I counts (Table 3 L325), so C, B, F, H
    # and I make five cities for a 4-train (notes §5.4, flag 1): the written rule refuses it
    cells = {
        (0, 0): city(20, (1, 0)),  # C
        (1, 0): city(40, (0, 0), (2, 0)),  # B
        (2, 0): city(40, (1, 0), (3, 0)),  # F
        (3, 0): town(10, (2, 0), (4, 0)),  # G
        (4, 0): city(30, (3, 0), (5, 0)),  # H
        (5, 0): city(30, (4, 0), (6, 0)),  # I, the castle
        (6, 0): town(10, (5, 0)),  # J
    }
    p = Position("18lilliput", cells, [("LNR", (5, 0))], phase="6")
    claim = p.claim_text("4", *[(i, 0) for i in range(7)])
    assert p.rules_broken("LNR", claim, ["4"]) == ["route.too-long"]


def test_lilliput_example_2_the_castle_pays_50_to_a_company_with_a_marker_on_it_L423():
    game = load_game("18lilliput")
    rules = rules_for(game)
    board = rules.new_board().with_tile("0,1", Placed(game.tile("L-castle"), 0))
    for company, value in (("LNR", 50), ("SR", 30)):
        b = board.with_token(__import__("tresham.rules.board", fromlist=["Token"]).Token("LNR", "0,1", 0))
        ctx = route_context(rules, b, company, "6")
        from tresham.model.tile import NodeRef

        assert rules.route_stop(ctx, "0,1", NodeRef("city", 0)).value == value


def test_lilliput_example_2_green_4_trains_run_three_cities_each_L425_L431():
    # C 30, D 40, E 40 (C-D-E = 110); F 50, G 10 (town), H 20, I 30, J 10 (town): F-G-H-D
    # and F-G-H-I-J both earn 120 (D = I + J); with H no more than C no pair beats 230;
    # Green's markers in D and F
    cells = {
        (0, 0): city(30, (1, 0)),  # C
        (1, 0): city(40, (0, 0), (2, 0), (1, 1), slots=2),  # D
        (2, 0): city(40, (1, 0)),  # E
        (1, 1): city(20, (1, 0), (0, 1), (2, 1)),  # H
        (0, 1): town(10, (1, 1), (0, 2)),  # G
        (0, 2): city(50, (0, 1)),  # F
        (2, 1): city(30, (1, 1), (3, 1)),  # I
        (3, 1): town(10, (2, 1)),  # J
    }
    p = Position("18lilliput", cells, [("GVR", (1, 0)), ("GVR", (0, 2))], phase="6")
    n = {k: p.name(w) for k, w in zip("CDEHGFIJ", cells, strict=True)}
    for second in ("FGHD", "FGHIJ"):
        claim = f"4: {n['C']}-{n['D']}-{n['E']}; 4: " + "-".join(n[x] for x in second)
        judged = p.judge("GVR", claim, ["4", "4"])
        assert judged.violations == ()
        assert [r.revenue for r in judged.claimed.runs] == [110, 120]
        assert judged.best.total == 230


# ------------------------------------------------------------- 1824, E6 (green phase)
def _1824_e6() -> Position:
    """A 20, C 10, D 10, G 30, H 10, J 30, F 30 and B 10 (F + B = 40; F the city, B a town),
    the only values that fit the sums (notes §5, E6); mines I and E pay 10. Tokens: coal 1
    (EPP) in mine I, coal 2 (EOD) in mine E, BK in J and A, MS in G."""
    mine = {"color": "gray", "terminal": True}
    cells = {
        (1, 2): city(10, (0, 3), (2, 2), **mine),  # I
        (0, 3): city(30, (1, 2), (1, 3), (-1, 3)),  # F
        (1, 3): town(10, (0, 3), (2, 3)),  # B
        (2, 3): town(10, (1, 3), (3, 3), (2, 2)),  # C
        (3, 3): town(10, (2, 3), (4, 3)),  # D
        (4, 3): city(10, (3, 3), **mine),  # E
        (2, 2): city(30, (1, 2), (2, 3), (2, 1), slots=2),  # G
        (2, 1): city(30, (2, 2), (1, 1), slots=2),  # J
        (1, 1): city(10, (2, 1)),  # H
        (-1, 3): city(20, (0, 3)),  # A
    }
    toks = [("EPP", (1, 2)), ("EOD", (4, 3)), ("BK", (2, 1)), ("BK", (-1, 3)), ("MS", (2, 2))]
    return Position("1824", cells, toks, phase="4")


def test_1824_example_e6_each_company_runs_what_the_sidebar_says_L669_L697():
    p = _1824_e6()
    n = {
        k: p.name(w)
        for k, w in {
            "I": (1, 2),
            "F": (0, 3),
            "B": (1, 3),
            "C": (2, 3),
            "D": (3, 3),
            "E": (4, 3),
            "G": (2, 2),
            "J": (2, 1),
            "H": (1, 1),
            "A": (-1, 3),
        }.items()
    }

    def route(*letters: str) -> str:
        return "-".join(n[x] for x in letters)

    stated = {
        "EPP": (["1g", "1g"], f"1g: {route(*'IFBCD')}; 1g: {route(*'IGC')}", [60, 40], 20),
        "EOD": (["2g"], f"2g: {route(*'EDCBFA')}", [80], 10),
        "BK": (["3", "2g"], f"3: {route(*'JGC')}; 2g: {route(*'EDCBFA')}", [70, 80], 10),
        "MS": (["3", "4"], f"3: {route(*'HJG')}; 4: {route(*'GCBF')}", [70, 80], 0),
    }
    for company, (trains, claim, revenues, mines) in stated.items():
        judged = p.judge(company, claim, trains)
        assert judged.violations == (), (company, judged.violations)
        assert [r.revenue for r in judged.claimed.runs] == revenues
        assert judged.claimed.subsidy == mines  # the mines pay the treasury (L482, L626)
        assert judged.best.total == sum(revenues)


def test_1824_example_e6_coal_1_cannot_reach_the_other_mine_L674():
    p = _1824_e6()
    claim = "1g: " + "-".join(p.name(w) for w in ((1, 2), (0, 3), (1, 3), (2, 3), (3, 3), (4, 3)))
    assert p.rules_broken("EPP", claim, ["1g"]) == ["g1824.goods-end-mine"]


# ------------------------------------------------------------- 18Mag, E6 (brown phase)
def _mag_e6() -> Position:
    """A 50 (a red area), B 20, C 20, D 30, E 10 (town), F 10 (town), G 40, H 30, I 30.
    Minor 3 holds D and G; minor 11 holds G, so G is full for minor 1 (in I)."""
    cells = {
        (0, 0): offboard({"yellow": 20, "brown": 50}, (1, 0)),  # A
        (1, 0): city(20, (0, 0), (2, 0)),  # B
        (2, 0): city(30, (1, 0), (3, 0)),  # D
        (3, 0): city(40, (2, 0), (4, 0), (3, 1), (3, -1), slots=2),  # G
        (4, 0): town(10, (3, 0), (5, 0)),  # F
        (5, 0): city(20, (4, 0)),  # C
        (3, 1): town(10, (3, 0), (3, 2)),  # E
        (3, 2): city(30, (3, 1)),  # I
        (3, -1): city(30, (3, 0)),  # H
    }
    toks = [("3", (2, 0)), ("3", (3, 0)), ("11", (3, 0)), ("1", (3, 2))]
    return Position("18mag", cells, toks, phase="Brown")


def test_18mag_example_e6_minors_3_11_and_1_L583_L593():
    p = _mag_e6()
    n = {
        k: p.name(w)
        for k, w in {
            "A": (0, 0),
            "B": (1, 0),
            "D": (2, 0),
            "G": (3, 0),
            "F": (4, 0),
            "C": (5, 0),
            "E": (3, 1),
            "I": (3, 2),
            "H": (3, -1),
        }.items()
    }

    def route(*letters: str) -> str:
        return "-".join(n[x] for x in letters)

    stated = {
        "3": (["4", "6"], f"4: {route(*'IEGH')}; 6: {route(*'ABDGFC')}", [110, 170]),
        "11": (["4"], f"4: {route(*'HGEI')}", [110]),
        "1": (["4"], f"4: {route(*'IEG')}", [80]),  # blocked at G: three stops (L593)
    }
    for company, (trains, claim, revenues) in stated.items():
        judged = p.judge(company, claim, trains)
        assert judged.violations == (), (company, judged.violations)
        assert [r.revenue for r in judged.claimed.runs] == revenues
        assert judged.best.total == sum(revenues)
    assert p.rules_broken("1", f"4: {route(*'IEGH')}", ["4"]) == ["route.blocked-city"]


def test_18mag_example_e8a_the_raba_car_adds_20_to_a_red_area_L633():
    # yellow phase: a 2-train from Fiume (20) to Trieszt (an off-board 20): 40, with RÁBA 60
    cells = {(0, 0): city(20, (1, 0)), (1, 0): offboard({"yellow": 20, "brown": 40}, (0, 0))}
    p = Position("18mag", cells, [("13", (0, 0))], phase="Yellow")
    assert p.best("13", ["2"]).total == 40
    assert p.best("13", ["2"], extras=["RABA"]).total == 60


def test_18mag_the_raba_car_adds_30_from_brown_and_nothing_without_a_red_area_L633():
    # L633 gives the yellow phase's +20; the later values are the reference's (Rules18Mag.OFFBOARD_BONUS)
    cells = {(0, 0): city(20, (1, 0)), (1, 0): offboard({"yellow": 20, "brown": 40}, (0, 0))}
    p = Position("18mag", cells, [("13", (0, 0))], phase="Brown")
    assert (p.best("13", ["2"]).total, p.best("13", ["2"], extras=["RABA"]).total) == (60, 90)
    no_red = Position("18mag", {(0, 0): city(20, (1, 0)), (1, 0): city(30, (0, 0))}, [("13", (0, 0))])
    assert no_red.best("13", ["2"], extras=["RABA"]).total == 50


def test_18mag_example_e8b_the_plus_car_turns_a_3_train_into_a_3_plus_3_L635():
    # 40 as a 3-train (S and two towns); 120 as a 3+3 that goes on through a third town to
    # two cities: S 20 (minor 12's) - t10 - t10 - t10 - Y 40 - Z 30
    cells = {
        (1, 0): city(20, (2, 0)),  # S
        (2, 0): town(10, (1, 0), (3, 0)),
        (3, 0): town(10, (2, 0), (4, 0)),
        (4, 0): town(10, (3, 0), (5, 0)),
        (5, 0): city(40, (4, 0), (6, 0)),
        (6, 0): city(30, (5, 0)),
    }
    p = Position("18mag", cells, [("12", (1, 0))], phase="Yellow")
    assert p.best("12", ["3"]).total == 40
    assert p.best("12", ["3"], extras=["G&C"]).total == 120


def test_18mag_example_e8c_the_snw_car_pays_the_mine_to_the_treasury_L637():
    # yellow phase: a route for 30 through a mine worth 30, which goes to the treasury
    cells = {
        (0, 0): city(20, (1, 0)),
        (1, 0): city({"yellow": 30, "brown": 50}, (0, 0), (2, 0), color="gray"),
        (2, 0): town(10, (1, 0)),
    }
    p = Position("18mag", cells, [("6", (0, 0))], phase="Yellow")
    best = p.best("6", ["2"], extras=["SNW"])
    assert (best.total, best.subsidy) == (30, 30)
    assert p.best("6", ["2"]).total == 0  # without the car no route passes the mine


# ------------------------------------------------------------- 1840, E1 and E2
def test_1840_example_e2_city_corporations_run_their_lines_on_the_empty_map_L1665():
    game = load_game("1840")
    rules = rules_for(game)
    board = rules.new_board()
    from tresham.rules.routes import best_runs

    got = {c: best_runs(rules, board, c, ["City"], "1").total for c in ("D", "V", "W", "G")}
    assert got == {"D": 70, "V": 70, "W": 0, "G": 0}


def test_1840_example_e1_d_runs_40_30_10_after_its_first_city_line_tile_L1677():
    # the stop tile L2 on B20 (reference: the line's first tile beside A19's stop)
    game = load_game("1840")
    rules = rules_for(game)
    board = rules.new_board().with_tile("B20", Placed(game.tile("L2"), 2))
    from tresham.rules.routes import best_runs

    best = best_runs(rules, board, "D", ["City"], "1")
    assert best.total == 80
    assert [s.value for s in best.runs[0].stops] in ([40, 30, 10], [10, 30, 40])


# ------------------------------------------------------------- 1862
def test_1862_example_17_freight_bonus_by_the_shortest_distance_L1446_L1449():
    # on the real map: Norwich F5 to Wells E2 is one hex between (+20); to the port by
    # Wells, entered where it suits best (L1451), two hexes at +30 each (+60)
    game = load_game("1862")
    rules = rules_for(game)
    ctx = route_context(rules, rules.new_board(), "WNR", "A")
    from tresham.model.tile import NodeRef

    norwich = rules.route_stop(ctx, "F5", NodeRef("city", 0))
    wells = rules.route_stop(ctx, "E2", NodeRef("city", 0))
    port = rules.route_stop(ctx, "E0", NodeRef("offboard", 0))
    freight = RouteTrain("3F", "freight", 3, unit="hexes")
    assert rules.run_value(ctx, freight, Route((norwich, wells), ())).bonus == 20
    assert rules.run_value(ctx, freight, Route((norwich, port), ())).bonus == 60


def _example_20():
    """1862 example 20: three large stations of 30 and a small one (20) over four hexes."""
    cells = {
        (0, 0): city(30, (0, 1)),
        (0, 1): town(20, (0, 0), (0, 2)),
        (0, 2): city(30, (0, 1), (0, 3)),
        (0, 3): city(30, (0, 2)),
    }
    p = Position("1862", cells, [("WNR", (0, 0))], phase="C")
    return p, p.judge("WNR", p.claim_text("3L", (0, 0), (0, 1), (0, 2), (0, 3)), ["3L"])


def test_1862_runs_as_tresham_routes_json_writes_them_L1532_L1535():
    p, judged = _example_20()
    hexes = [p.name(c) for c in ((0, 0), (0, 1), (0, 2), (0, 3))]
    stops = [{"hex": h, "value": v} for h, v in zip(hexes, (30, 20, 30, 30), strict=True)]
    run = {"train": "3L", "stops": stops, "revenue": 110, "subsidy": 40}
    assert judged.claimed.to_dict() == {"company": "WNR", "total": 110, "runs": [run], "subsidy": 40}


def test_1862_a_run_reads_as_its_hexes_and_a_freight_bonus_shows_in_the_json_L1446_L1449():
    # a freight-3 from the port by Wells (+30 a hex between) to a city two hexes away
    red = {"white": 80, "gray": 90, "purple": 100}
    cells = {
        (0, 0): offboard(red, (0, 1), color="blue"),
        (0, 1): track(((0, 0), (0, 2))),
        (0, 2): city(30, (0, 1)),
    }
    p = Position("1862", cells, [("WNR", (0, 2))], phase="C")
    judged = p.judge("WNR", p.claim_text("3F", (0, 0), (0, 2)), ["3F"])
    assert judged.violations == ()
    [run] = judged.claimed.runs
    assert run.describe() == " - ".join(p.name(c) for c in ((0, 0), (0, 2)))
    assert run.to_dict()["bonus"] == run.bonus > 0 and "subsidy" not in run.to_dict()


def test_1862_example_20_a_local_scores_small_stations_and_earns_a_subsidy_L1532_L1535():
    # three large stations of 30 and a small one (20) over four hexes: 110, subsidy 40
    _, judged = _example_20()
    assert judged.violations == ()
    assert (judged.claimed.total, judged.claimed.subsidy) == (110, 40)


def test_1862_example_22_an_express_ignores_small_stations_L1575_L1580():
    # phase C: port 90 -> Y station 50 -> (small station) -> Wells 30 = 170
    port = {"white": 80, "gray": 90, "purple": 100}
    cells = {
        (0, 0): offboard(port, (0, 1), color="blue"),
        (0, 1): city(50, (0, 0), (0, 2)),
        (0, 2): town(10, (0, 1), (0, 3)),
        (0, 3): city(30, (0, 2)),
    }
    p = Position("1862", cells, [("WNR", (0, 3))], phase="C")
    judged = p.judge("WNR", p.claim_text("3E", (0, 0), (0, 1), (0, 2), (0, 3)), ["3E"])
    assert judged.violations == ()
    assert [s.value for s in judged.claimed.runs[0].stops] == [90, 50, 0, 30]
    assert judged.claimed.total == 170


def test_1862_example_23_three_kinds_of_train_run_together_L1593_L1608():
    # phase D. Freight-5: Midlands (90) down a column of six hexes to the port by Wells (90),
    # four intermediate hexes at +30: 300. Express-4: The West 100, Cambridge 60, a station
    # of 20, Wisbech 30 = 210, meeting the freight at Wisbech. Local-3: 30 + 30 + 20 (small)
    # + 50 over four hexes = 130 and 40 of subsidy. The freight passes the 50 station and
    # Wisbech without scoring them, so nothing is scored twice: 640.
    red = {"white": 80, "gray": 90, "purple": 100}
    cells = {
        (0, 0): offboard(red, (0, 1)),  # Midlands
        (0, 1): city(50, (0, 0), (0, 2), (1, 1), home=("L&H",)),
        (0, 2): city(30, (0, 1), (0, 3), (1, 2), slots=2),  # Wisbech
        (0, 3): track(((0, 2), (0, 4))),
        (0, 4): track(((0, 3), (0, 5))),
        (0, 5): offboard(red, (0, 4), color="blue"),  # the port by Wells
        (1, 2): city(20, (0, 2), (2, 2)),
        (2, 2): city(60, (1, 2), (3, 2)),  # Cambridge
        (3, 2): offboard({"white": 90, "gray": 100, "purple": 120}, (2, 2)),  # The West
        (1, 1): town(20, (0, 1), (2, 1)),
        (2, 1): city(30, (1, 1), (3, 1)),
        (3, 1): city(30, (2, 1)),
    }
    p = Position("1862", cells, [("L&H", (0, 1)), ("L&H", (2, 2))], phase="D")
    name = p.name
    freight = "-".join(name(w) for w in ((0, 0), (0, 1), (0, 2), (0, 5)))
    express = "-".join(name(w) for w in ((3, 2), (2, 2), (1, 2), (0, 2)))
    local = "-".join(name(w) for w in ((0, 1), (1, 1), (2, 1), (3, 1)))
    judged = p.judge("L&H", f"3L: {local}; 5F: {freight}; 4E: {express}", ["3L", "5F", "4E"])
    assert judged.violations == ()
    assert [r.revenue for r in judged.claimed.runs] == [130, 300, 210]
    assert (judged.claimed.total, judged.claimed.subsidy) == (640, 40)
    assert judged.best.total >= 640


def test_1862_example_21_an_n_m_train_visits_m_stations_and_scores_the_best_n_L1537_L1543():
    # a 2/3 express over three large stations scores two of them: the director leaves out
    # the least (here the home station itself, which L1541-L1543 allow)
    cells = {(0, 0): city(20, (0, 1)), (0, 1): city(50, (0, 0), (0, 2)), (0, 2): city(40, (0, 1))}
    p = Position("1862", cells, [("WNR", (0, 0))], phase="B")
    judged = p.judge("WNR", p.claim_text("2/3E", (0, 0), (0, 1), (0, 2)), ["2/3E"])
    assert judged.violations == ()
    assert [s.value for s in judged.claimed.runs[0].stops] == [0, 50, 40]
    assert judged.claimed.total == 90 == judged.best.total
    four = {**cells, (0, 2): city(40, (0, 1), (0, 3)), (0, 3): city(10, (0, 2))}
    p = Position("1862", four, [("WNR", (0, 0))], phase="B")
    claim = p.claim_text("2/3E", (0, 0), (0, 1), (0, 2), (0, 3))
    assert p.rules_broken("WNR", claim, ["2/3E"]) == ["route.too-long"]


def test_lilliput_an_obsolete_train_earns_half_rounded_down_to_ten_L216_L415():
    # from phase 4 the 2-trains are obsolete: 100 -> 50, 90 -> 40
    def best(phase: str, a: int, b: int) -> int:
        cells = {(0, 0): city(a, (1, 0)), (1, 0): city(b, (0, 0))}
        return Position("18lilliput", cells, [("MR", (0, 0))], phase=phase).best("MR", ["2"]).total

    assert (best("3", 60, 40), best("4", 60, 40), best("4", 50, 40)) == (100, 50, 40)


def test_1862_a_local_scores_20_at_a_small_station_whatever_it_prints_L1518_L1519():
    cells = {
        (0, 0): city(30, (0, 1)),
        (0, 1): town(10, (0, 0), (0, 2)),
        (0, 2): city(30, (0, 1)),
    }
    p = Position("1862", cells, [("WNR", (0, 0))], phase="C")
    judged = p.judge("WNR", p.claim_text("3L", (0, 0), (0, 1), (0, 2)), ["3L"])
    assert judged.violations == ()
    assert [s.value for s in judged.claimed.runs[0].stops] == [30, 20, 30]
