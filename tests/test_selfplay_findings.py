"""What self-play and `tresham play` found in shared engine code, fixed there: each with the
case that now passes and the one refused."""

from __future__ import annotations

import tresham
from tresham.engine import check
from tresham.model.actions import LayTile


def test_a_home_tile_of_a_variant_not_played_is_refused_in_the_draft():
    # 18 Lilliput's Brobdingnag tiles come only with that variant (L511-L539): the draft
    # offered them as home tiles, which the board replay of the same game then refused
    state = tresham.new_state("18lilliput", ["Ann", "Bob"], seed=1)
    bid = next(a for a in tresham.legal_actions(state) if a.TYPE == "bid" and a.corporation)
    state = tresham.apply(state, bid).state
    lays = [a for a in tresham.legal_actions(state) if isinstance(a, LayTile)]
    assert lays and not [a for a in lays if a.tile.startswith("LB-")]
    normal = lays[0]
    assert check(state, normal) == []
    variant = LayTile(
        entity=normal.entity,
        entity_type=normal.entity_type,
        hex=normal.hex,
        tile="LB-" + normal.tile.removeprefix("L-"),
        rotation=normal.rotation,
    )
    assert [v.rule for v in check(state, variant)] == ["supply.not-in-game"]
