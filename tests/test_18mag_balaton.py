"""Lake Balaton (§VI.3.2 L473, §VI.3.3 L504): a #7 or #8 on the north or the south part of the
hex, never across the lake, whose line runs corner to corner (southwest to northeast)."""

from __future__ import annotations

import pytest

import tresham
from tresham.rules.legal import legal_on


def _edges(tile: str, rotation: int) -> set[int]:
    start = {"7": (0, 1), "8": (0, 2)}[tile]
    return {(e + rotation) % 6 for e in start}


NORTH, SOUTH = {1, 2, 3}, {4, 5, 0}


@pytest.mark.parametrize(("players", "hex"), [(3, "F9"), (2, "D5")])
def test_only_tiles_wholly_north_or_south_of_the_lake_are_legal(players, hex):
    state = tresham.new_state("18mag", ["Ann", "Bob", "Cy"][:players], seed=1)
    found = {
        (r.tile.name, r.action.rotation)
        for r in legal_on(state.rules, state.board, hex, phase_colors=("yellow",))
    }
    every = {(t, r) for t in ("7", "8") for r in range(6)}
    one_side = {(t, r) for t, r in every if _edges(t, r) <= NORTH or _edges(t, r) <= SOUTH}
    assert found == one_side
    assert ("7", 0) not in found and ("8", 2) not in found  # W-SW and NW-E cross the line
    assert ("8", 1) in found  # W to NE, north of the lake (as the site let a player lay it)
