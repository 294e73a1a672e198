import pytest
from hypothesis import given
from hypothesis import strategies as st

from tresham.errors import CoordinateError
from tresham.grid import Coord, Grid, cell_corners, edge_midpoint, index_to_letters, letters_to_index


def names(grid: Grid, coord: Coord) -> list[str]:
    return [grid.format(grid.neighbour(coord, e)) for e in range(grid.edges)]


def test_pointy_1824_e12_neighbours():
    g = Grid("pointy")
    assert names(g, g.parse("E12")) == ["F11", "E10", "D11", "D13", "E14", "F13"]


def test_flat_1862_f5_neighbours():
    g = Grid("flat")
    assert names(g, g.parse("F5")) == ["F7", "E6", "E4", "F3", "G4", "G6"]


def test_square_edges_follow_the_convention():
    g = Grid("square")
    assert names(g, g.parse("0,0")) == ["0,1", "-1,0", "0,-1", "1,0"]


def test_lowercase_row_above_a():
    g = Grid("pointy")
    c = g.parse("a11")
    assert c == Coord(-1, 11)
    assert g.format(c) == "a11"
    assert g.format(g.neighbour(g.parse("A12"), 2)) == "a11"


def test_parity_is_enforced_when_the_map_fixes_it():
    g = Grid("pointy", parity=0)
    g.parse("G14")
    with pytest.raises(CoordinateError, match="wrong parity"):
        g.parse("G13")


@pytest.mark.parametrize("bad", ["", "12", "E", "E1x", "Ee12", None])
def test_bad_hex_names_are_refused(bad):
    with pytest.raises(CoordinateError):
        Grid("flat").parse(bad)


@pytest.mark.parametrize("bad", ["1", "a,b", "1;2"])
def test_bad_square_names_are_refused(bad):
    with pytest.raises(CoordinateError):
        Grid("square").parse(bad)


layouts = st.sampled_from(["flat", "pointy", "square"])
ints = st.integers(min_value=-40, max_value=40)


@given(layouts, ints, ints, st.integers(0, 5))
def test_neighbour_across_the_opposite_edge_returns(layout, a, b, edge):
    g = Grid(layout)
    c = Coord(a, b)
    e = edge % g.edges
    n = g.neighbour(c, e)
    assert g.neighbour(n, g.opposite(e)) == c
    assert g.edge_between(c, n) == e


@given(layouts, st.integers(0, 5), st.integers(0, 5))
def test_a_full_turn_is_the_identity(layout, edge, start):
    g = Grid(layout)
    e = edge % g.edges
    turned = e
    for _ in range(g.edges):
        turned = g.rotate(turned, 1)
    assert turned == e
    assert g.rotate(g.rotate(e, start), g.edges - start) == e


@given(st.sampled_from(["flat", "pointy"]), st.integers(-3, 60), st.integers(0, 60))
def test_hex_names_round_trip(layout, letter, number):
    g = Grid(layout)
    if (letter + number) % 2:
        number += 1
    c = Coord(letter, number)
    assert g.parse(g.format(c)) == c


@given(ints, ints)
def test_square_names_round_trip(x, y):
    g = Grid("square")
    assert g.parse(g.format(Coord(x, y))) == Coord(x, y)


@given(st.integers(-30, 800))
def test_letters_round_trip(i):
    assert letters_to_index(index_to_letters(i)) == i


@pytest.mark.parametrize("layout", ["flat", "pointy"])
def test_hex_geometry_neighbours_are_one_apothem_pair_apart(layout):
    g = Grid(layout)
    c = g.parse("E12" if layout == "pointy" else "F5")
    x0, y0 = g.centre(c, 100)
    for e in range(6):
        x1, y1 = g.centre(g.neighbour(c, e), 100)
        mx, my = edge_midpoint(layout, e, 100)
        # the neighbour's centre lies straight through the edge midpoint, at twice its distance
        assert abs((x1 - x0) - 2 * mx) < 1e-9
        assert abs((y1 - y0) - 2 * my) < 1e-9


def test_corners_are_clockwise_and_on_the_circumcircle():
    for layout in ("flat", "pointy"):
        pts = cell_corners(layout, 100)
        assert len(pts) == 6
        for x, y in pts:
            assert abs((x * x + y * y) ** 0.5 - 100) < 1e-9
    assert cell_corners("flat", 100)[0][1] > 0  # corner 0 sits between S and SW edges
