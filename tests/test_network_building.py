"""A company's network when it builds: which cities it passes, where a route ends, where it
starts. Each test is a real position with the lay that is, or is not, reached.
"""

from __future__ import annotations

from .fires import clean, only, runner
from .layouts import L

mag = runner("18mag")
k24 = runner("1824")

# 18Mag: minor 3's home E10 -> D11 -> C12 (Selmecbánya, one slot) -> B13
TO_B13 = [L("E10", "57", 0), L("D11", "9", 0), L("C12", "57", 0)]


def test_a_city_without_stations_is_passed_whatever_stands_elsewhere_L444_L488():
    # minor 2's station in D19 holds slot 0 of another city: C12 stays open
    r = mag(TO_B13 + [L("B13", "9", 0, company="3")], [{"hex": "D19", "company": "2", "city": 0}], 3)
    clean(r)


def test_a_red_off_board_area_ends_a_route_L550():
    # Sopron (D7, minor 11) reaches Bécs (C6) but a route does not run on through it to C8
    sopron = L("D7", "57", 2, company="11")
    only(mag([sopron, L("C8", "57", 1, company="11")]), 1, "connection.none")
    clean(mag([sopron, L("E8", "9", 2, company="11")]))


def test_a_station_reaches_the_track_of_its_own_city_of_an_oo_tile_L444():
    # minor 2's home is D19 (L390); its station follows its city through L32 and 8858, and
    # only the track of that city counts: at rotation 0 it runs to D17, at rotation 2 not
    town = L("D17", "58", 2, company="2")
    clean(mag([L("D19", "L32", 1), L("D19", "8858", 0), town]))
    only(mag([L("D19", "L32", 1), L("D19", "8858", 2), town]), 2, "connection.none")


# 1824: BK's home Prag (B9) -> B7 -> the coal mine C6 (EPP's home), whose arrows lead to
# B7 and B5 (Pilsen)
TO_THE_MINE = [L("B9", "57", 1, company="BK"), L("B7", "8", 4, company="BK")]


def test_a_coal_mine_ends_a_route_L532():
    only(k24([*TO_THE_MINE, L("B5", "57", 2, company="BK")]), 2, "connection.none")


def test_a_coal_railway_builds_out_of_its_own_mine_L532_L604():
    clean(k24([L("B5", "57", 2, company="EPP")], [{"hex": "C6", "company": "EPP", "city": 0}], 0))
    clean(k24([L("B5", "57", 2, company="EPP")]))  # before its first station: its home mine
