"""1862 §3.2 (L313-L340): a company starts only if its home station can go down in its first turn."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]


def ipswich_full(phase, nb_station="F11"):
    """The WVR and the N&B fill the yellow N tile on Ipswich, the ESR's home (unless the
    N&B's station is put elsewhere)."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": phase,
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Bob": {"shares": {"WVR": 60}}, "Cy": {"shares": {"N&B": 60}}},
            "companies": {"WVR": {"price": 82}, "N&B": {"price": 74}},
            "tiles": [{"hex": "F11", "tile": "790", "rotation": 0}],
            "tokens": [
                {"hex": "F11", "company": "WVR", "city": 0},
                {"hex": nb_station, "company": "N&B", "city": 0},
            ],
        },
    )


def test_a_full_home_blocks_the_start_until_a_tile_with_more_spaces_is_available():
    par = {"type": "par", "entity": "Ann", "corporation": "ESR", "share_price": "74"}
    assert rules_of(ipswich_full("A"), **par) == ["stock.home-blocked"]  # no green tile in phase A
    assert rules_of(ipswich_full("B"), **par) == []  # the green N tile 791 has three spaces


def test_a_home_with_a_free_space_or_no_track_does_not_block():
    state = ipswich_full("A")
    assert rules_of(state, type="par", entity="Ann", corporation="ECR", share_price="74") == []  # no track


def test_the_blocked_start_names_the_home_and_the_companies_filling_it():
    state = ipswich_full("A")
    found = check(state, act(state, type="par", entity="Ann", corporation="ESR", share_price="74"))
    assert [v.message for v in found] == [
        "ESR's home F11 is full (N&B and WVR) and no tile available now adds a space: "
        "its home station could not go down"
    ]


def test_only_the_stations_in_the_home_city_fill_it():
    # one space of Ipswich's tile is free; the N&B's station stands in Norwich (E8)
    state = ipswich_full("A", nb_station="E8")
    assert rules_of(state, type="par", entity="Ann", corporation="ESR", share_price="74") == []


def test_a_company_started_in_a_stock_round_is_non_chartered_its_token_on_the_market_at_once_L889_L895():
    # (a chartered company's token waits for the float, L392-L394: tests/test_1862_parliament.py)
    state = ipswich_full("A")
    result = apply(state, act(state, type="par", entity="Ann", corporation="ECR", share_price="74"))
    assert result.ok, result.violations
    ecr = result.state.companies["ECR"]
    assert (ecr.par, ecr.floated, ecr.cell is not None, ecr.cash) == (74, False, True, 3 * 74)
    assert sorted({c.owner for c in result.state.certs_of("ECR") if not c.director}) == ["ECR"]


def test_a_home_token_in_a_full_home_displaces_the_last_token_placed_l983():
    # the ESR started before the WVR and the N&B filled Ipswich: its home token takes the
    # N&B's place (the last placed), and that token goes back to the N&B (§7.2, L983-992)
    from tresham.engine.steps.token import place

    state = ipswich_full("A")
    before = state.companies["N&B"].tokens
    after = place(state, "ESR", "F11", 0)
    assert [t.company for t in after.board.tokens_at("F11")] == ["WVR", "ESR"]
    assert after.companies["N&B"].tokens == before + 1
