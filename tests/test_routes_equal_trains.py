"""Equal trains are one multiset: the search never tries two orders of the same trains, and
its bound lets equal trains take different routes only. It must still earn exactly what a
plain exhaustive search earns (``exhaustive.py``)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .test_routes_exhaustive import GAMES, assert_earns_the_exhaustive_best, positions


@st.composite
def equal_trains(draw):
    """A drawn position whose trains are two or three copies of one train, and maybe one other."""
    p, trains, extras = draw(positions(least_trains=1, most_trains=1))
    names = GAMES[p.game][2]
    same = [draw(st.sampled_from(names))] * draw(st.integers(2, 3))
    other = draw(st.lists(st.sampled_from(names), max_size=1))
    return p, same + other, extras


# (8 examples keep the suite fast; 600 passed when the bound on equal trains was written)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(equal_trains())
def test_equal_trains_earn_what_an_exhaustive_search_earns(drawn):
    assert_earns_the_exhaustive_best(drawn)
