"""The clash masks of the set search (``clash.py``): which options of a list share track
with a route, as bits over the list, must be exactly those whose track meets the route's."""

from __future__ import annotations

from tresham.rules.routes.clash import Clashes, pieces

from .routemaps import bench_planner


def option_lists():
    """BK's options for a 3 and a 4 (no bars: every route) on 1824's mid-game board."""
    _, _, planner, trains = bench_planner("1824-mid", "BK", ["3", "4"])
    return [planner.options(t) for t in trains]


def brute(route_claims: int, options) -> int:
    return sum(1 << i for i, o in enumerate(options) if o.route.claims & route_claims)


def test_a_route_s_pieces_make_up_its_track():
    for options in option_lists():
        assert options
        for o in options:
            union = 0
            for p in pieces(o):
                union |= p
            assert union == o.route.claims
            assert len(o.route.pieces) == len(o.route.legs)


def test_a_mask_holds_exactly_the_options_that_share_track():
    lists = option_lists()
    clash = Clashes(lists)
    shared = 0
    for a, options in enumerate(lists):
        for b, others in enumerate(lists):
            for i, o in enumerate(options):
                expected = brute(o.route.claims, others)
                assert clash.mask(a, i, b) == expected
                shared += expected != 0
    assert 0 < shared < sum(len(x) for x in lists) ** 2  # some share track, not all


def test_above_counts_the_options_that_earn_more_than_a_floor():
    lists = option_lists()
    clash = Clashes(lists)
    for b, options in enumerate(lists):
        for floor in {o.score.revenue for o in options} | {-1, 10**6}:
            assert clash.above(b, floor) == sum(1 for o in options if o.score.revenue > floor)
