"""Where a company's trains share track (1862): the set search's bound (``shared.gain``)
and the hooks it leans on, 1862's test of one more run (``run_completes``) and of one run
standing in for another (``run_stands_in``), both held to the check on runs together
(``together_problem``: one run includes the home station, every other meets one at a large
station, L1373-L1381)."""

from __future__ import annotations

from tresham.rules.routes.shared import Share, gain

from .routemaps import bench_planner


def express_routes():
    """NGC's 3E routes on the mid-game board (phase C), and the rules and context."""
    rules, ctx, planner, (train,) = bench_planner("1862-mid", "NGC", ["3E"])
    return rules, ctx, train, [o.route for o in planner.options(train)]


def test_one_more_run_is_accepted_exactly_when_the_runs_together_are_L1373_L1381():
    rules, ctx, train, routes = express_routes()
    seen = set()
    for a in routes:
        for b in routes[:20]:
            test = rules.run_completes(ctx, [(train, a), (train, b)])
            for c in routes:
                fits = rules.runs_problem(ctx, [(train, a), (train, b), (train, c)]) is None
                assert test(train, c) == fits
                seen.add(fits)
    assert seen == {True, False}  # both answers occur on this board


def test_a_run_stands_in_for_another_in_every_set_the_other_is_in_L1373_L1381():
    rules, ctx, train, routes = express_routes()
    answers = set()
    for a in routes:
        for b in routes:
            stands = rules.run_stands_in(ctx, a, b)
            answers.add(stands)
            if stands:
                for c in routes:
                    if rules.runs_problem(ctx, [(train, b), (train, c)]) is None:
                        assert rules.runs_problem(ctx, [(train, a), (train, c)]) is None
    assert answers == {True, False}
    shorter = next(r for r in routes if len(r.city_keys) == 2)
    longer = next(r for r in routes if r.city_keys > shorter.city_keys)
    assert rules.run_stands_in(ctx, longer, shorter) and not rules.run_stands_in(ctx, shorter, longer)


def test_a_run_adds_what_it_pays_above_the_runs_before_it():
    # Locations 0, 1, 2 paid 30, 20, 50 by the run; the runs before pay 40 at 0 and 10 at 1.
    run = Share(paid=((0, 30), (1, 20), (2, 50)), picked=(), pay=0, bonus=15, where=0b111)
    assert gain(run, {0: 40, 1: 10}) == 0 + 10 + 50 + 15
    assert gain(run, {}) == 30 + 20 + 50 + 15


def test_an_n_m_run_adds_its_best_n_increases_L1566_L1570():
    # A 2/3 train visits three counted stops (30, 20, 50) and a town it always scores (20).
    run = Share(paid=((3, 20),), picked=((0, 30), (1, 20), (2, 50)), pay=2, bonus=0, where=0b1111)
    assert gain(run, {2: 50}) == 20 + 30 + 20  # 50 is paid already: it drops that stop
    assert gain(run, {}) == 20 + 50 + 30
    assert not run.sure


def test_a_run_covers_another_that_pays_no_more_anywhere():
    run = Share(paid=((0, 30), (1, 20), (2, 50)), picked=(), pay=0, bonus=0, where=0b111)
    less = Share(paid=((0, 30), (2, 40)), picked=(), pay=0, bonus=0, where=0b101)
    elsewhere = Share(paid=((0, 30), (3, 10)), picked=(), pay=0, bonus=0, where=0b1001)
    richer = Share(paid=((0, 40),), picked=(), pay=0, bonus=0, where=0b1)
    assert run.covers(less) and not less.covers(run)
    assert not run.covers(elsewhere) and not run.covers(richer)
