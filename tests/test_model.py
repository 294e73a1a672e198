"""The typed model: train distances, counts and limits as each game means them; read-only data."""

from __future__ import annotations

import pytest

from tresham.data import load_game
from tresham.model.game import Distance, Phase, TrainCount, TrainLimit, TrainLimits
from tresham.model.maps import MapDef


def train(gid: str, name: str):
    return next(t for t in load_game(gid).trains if t.name == name)


def test_plain_trains_count_stops():
    assert train("18mag", "4").distance == Distance(4)
    assert train("1824", "10").distance == Distance(10)
    assert train("18lilliput", "3").distance == Distance(3)
    assert Distance(4).plain and not Distance(4).unlimited


def test_1840_trams_run_without_limit():
    # L2844-L2846: the number of locations on a tram's route has no limit
    d = train("1840", "Y1").distance
    assert d.unlimited and d.stops is None


def test_1862_n_m_trains_visit_m_and_score_n():
    # L1537-L1543: a 4/5 train runs a route of five stations and is paid for four
    assert train("1862", "4/5E").distance == Distance(5, scores=4)
    assert train("1862", "5/6L").distance == Distance(6, scores=5)
    assert not Distance(5, scores=4).plain


def test_1862_freight_faces_count_hexes_and_faces_share_a_group():
    assert train("1862", "3F").distance == Distance(3, unit="hexes")
    g = load_game("1862")
    assert {t.name for t in g.trains if t.group == "E"} == {"6F", "4/5E", "4/5L"}
    assert train("1862", "2F").rusts_on == "E"


def test_1824_g_trains_count_cities_and_pass_any_towns():
    # L621-L626: the g-train's number counts cities; any number of towns may be on the route
    d = train("1824", "2g").distance
    assert d == Distance(2, unit="cities", towns=None)
    assert train("1824", "2g").kind == "goods"


def test_lilliput_d_trains_and_obsolete_sides():
    assert train("18lilliput", "4D").kind == "double"
    two = train("18lilliput", "2")
    assert (two.obsolete_on, two.rusts_on) == ("4", "5")


def test_counts_by_player_count():
    six = train("18mag", "6").count
    assert six.for_players(2) == 0  # no 6-trains with two players (L823)
    assert six.for_players(4) is None  # unlimited
    assert six.unlimited
    tram = train("1840", "Y1").count
    assert [tram.for_players(n) for n in (2, 3, 4, 5, 6)] == [2, 4, 6, 8, 10]
    assert tram.for_players(None) == 10 and tram.most == 10
    assert train("1824", "2").count == TrainCount(every=9)
    assert train("1840", "Y2").count.empty  # a price entry, no card


def test_trade_in_discounts_are_typed():
    assert train("1824", "6").trade_in == (("5", 200),)


def phase(gid: str, name: str) -> Phase:
    found = load_game(gid).phase(name)
    assert found is not None
    return found


def test_train_limit_per_company_kind():
    # 1824 phase 4: regionals 3, state railways 4 (L786-L795)
    p = phase("1824", "4")
    assert p.train_limit("regional") == TrainLimit(total=3)
    assert p.train_limit("staatsbahn") == TrainLimit(total=4)
    assert phase("1824", "5").train_limit("coal") is None  # coal railways have closed
    # 18Mag: minors hold 2 trains, majors none (L28, L613)
    assert phase("18mag", "Green").train_limit("major") == TrainLimit(total=0)


def test_1862_train_limit_per_train_kind_then_in_total():
    # L1699-L1701: A-D 3 of each type, E-F 2 of each type, G-H a total of 3
    a = phase("1862", "A").train_limit("major")
    assert a == TrainLimit(per_kind={"freight": 3, "express": 3, "local": 3})
    assert a.allows(["freight"] * 3 + ["express"] * 3)
    assert not a.allows(["local"] * 4)
    g = phase("1862", "G").train_limit("major")
    assert g == TrainLimit(total=3)
    assert not g.allows(["freight", "express", "local", "local"])


def test_one_limit_for_every_company():
    assert phase("18lilliput", "5").train_limit("major") == TrainLimit(total=2)
    assert phase("18lilliput", "5").limits == TrainLimits(every=2)


def test_1840s_tram_limit_is_the_tram_companies_alone():
    # three trams per tram company (L1707-1709); a city corporation never buys one (L683-686)
    assert phase("1840", "1").train_limit("major") == TrainLimit(total=3)
    assert phase("1840", "1").train_limit("city") is None


def test_model_mappings_are_read_only():
    g = load_game("1824")
    with pytest.raises(TypeError):
        g.maps["x"] = g.default_map  # type: ignore[index]
    with pytest.raises(TypeError):
        g.default_map.hexes["Z1"] = g.default_map.hexes["E12"]  # type: ignore[index]
    made = MapDef("m", "flat", "made here", {"A1": g.default_map.hexes["E12"]})
    with pytest.raises(TypeError):
        made.hexes["A3"] = made.hexes["A1"]  # type: ignore[index]


def test_game_words_are_typed_fields():
    lil = load_game("18lilliput")
    assert lil.terms["rusts"] == "Scrapped"
    assert lil.rounds[3] == 9 and lil.year == 2018
    assert load_game("1824").round_order
