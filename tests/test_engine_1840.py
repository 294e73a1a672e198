"""1840 in the engine: line rounds, maintenance, deficits, removing city tokens, the track.

The worked examples (data/games/1840/examples) show the usual cases; these cover the rest.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply, check
from tresham.model.actions import action_from_dict
from tresham.rules.economy_play import Maintenance

P = ["Ann", "Bob", "Cy", "Dee"]


def act(state, **d):
    d.setdefault("entity_type", "corporation" if str(d["entity"]) in state.companies else "player")
    return action_from_dict(d)


def line_round(extra: dict | None = None, **round_changes):
    """Line round 2a: WT (Ann directs) owns line 1 with a yellow tram and 30 G of revenue."""
    setup = {
        "phase": "2",
        "round": {"kind": "line", "number": 2, "or_index": 1, "or_count": 2, "entity": "1", "step": "route"}
        | round_changes,
        "players": {"Ann": {"cash": 100, "shares": {"WT": 50}}},
        "companies": {
            "WT": {"price": "90,2,2", "cash": 50, "revenue": 30},
            "1": {"owner": "WT", "trains": ["Y1"]},
        },
        "tokens": [{"hex": "D18", "company": "1", "city": 0}],
    }
    for key, value in (extra or {}).items():
        setup[key] = value
    return tresham.state_from_setup("1840", P, setup)


@pytest.mark.parametrize(
    ("train", "bought", "upkeep"),
    [
        ("Y1", {"Y1", "O1"}, 0),
        ("Y1", {"R1"}, -50),
        ("Y2", {"Pi1"}, -200),
        ("Y1", {"Pu1"}, -400),
        ("O1", {"R1"}, 0),
        ("O3", {"Pi1"}, -100),
        ("O1", {"Pu1"}, -300),
        ("R1", {"Pi1"}, -50),
        ("R2", {"Pu1"}, -100),
        ("Pi1", {"Pu1"}, 0),
        ("Pu1", {"Pu1"}, 200),
        ("City", {"Pu1"}, 0),
    ],
)
def test_maintenance_follows_table_7_by_colour_and_the_newest_colour_bought(train, bought, upkeep):
    rules = tresham.new_state("1840", P).rules
    assert rules.mechanism(Maintenance).upkeep(train, frozenset(bought)) == upkeep


def test_a_run_below_zero_is_paid_from_revenue_space_treasury_director_then_loans():
    # yellow tram with purple bought: -400 maintenance; the run earns 0 (L2934-L2948)
    s = line_round({"depot": {"Pu1": 4}})
    r = apply(s, act(s, type="run_routes", entity="1", routes=[{"train": "Y1", "revenue": 0}]))
    assert r.ok, r.violations
    wt, ann = r.state.companies["WT"], r.state.player["Ann"]
    # 30 from the revenue space, 50 from the treasury, 100 from Ann, 220 more by 3 loans
    assert (wt.revenue, wt.cash) == (0, 0)
    assert (ann.loans, ann.cash) == (3, 100 + 300 - 320)


def test_a_line_round_ends_into_the_next_one_of_its_set_then_the_company_round():
    s = line_round()
    r = apply(s, act(s, type="run_routes", entity="1", routes=[{"train": "Y1", "revenue": 40}]))
    assert r.state.round.label == "line round 2b" and r.state.round.entity == "1"
    assert r.state.companies["WT"].revenue == 70
    r = apply(r.state, act(r.state, type="run_routes", entity="1", routes=[{"train": "Y1", "revenue": 40}]))
    assert (r.state.round.kind, r.state.round.number) == ("company", 3)
    assert r.state.companies["WT"].revenue == 110


def test_a_line_places_its_base_token_free_at_the_start_of_its_first_turn():
    s = tresham.state_from_setup(
        "1840",
        P,
        {
            "round": {
                "kind": "line",
                "number": 1,
                "or_index": 2,
                "or_count": 2,
                "entity": "2",
                "step": "route",
            },
            "players": {"Ann": {"shares": {"WT": 50}}},
            "companies": {
                "WT": {"price": "90,2,2", "cash": 100},
                "2": {"owner": "WT", "trains": ["Y1"], "operated": True},
                "3": {"owner": "WT", "trains": ["Y1"]},
            },
            "tokens": [{"hex": "D18", "company": "2", "city": 1}],
        },
    )
    r = apply(s, act(s, type="run_routes", entity="2", routes=[{"train": "Y1", "revenue": 0}]))
    assert r.state.round.entity == "3"
    # line 3's base is one of the two circles of E17 (OO) and the map does not say which:
    # the line places it itself, as its first token, free (L2742-L2748)
    assert list(r.state.board.tokens_of("3")) == []
    s = r.state
    r = apply(s, act(s, type="place_token", entity="3", city="E17-0-1", slot=0))
    assert r.ok, r.violations
    assert [(t.hex, t.city) for t in r.state.board.tokens_of("3")] == [("E17", 1)]
    assert r.state.companies["WT"].cash == 100  # free


def test_a_line_removes_a_city_corporations_token_for_40_but_not_a_terminal():
    s = line_round(
        {
            "tokens": [
                {"hex": "D18", "company": "1", "city": 0},
                {"hex": "C7", "company": "V"},
                {"hex": "A17", "company": "G"},
            ]
        },
        step="track",
    )
    assert [v.rule for v in check(s, act(s, type="remove_token", entity="1", city="C7-0", slot=0))] == []
    assert [v.rule for v in check(s, act(s, type="remove_token", entity="1", city="A17-0", slot=0))] == [
        "token.removal"
    ]
    assert [v.rule for v in check(s, act(s, type="remove_token", entity="1", city="D18-0", slot=0))] == [
        "token.removal"
    ]
    r = apply(s, act(s, type="remove_token", entity="1", city="C7-0", slot=0))
    assert r.state.companies["WT"].cash == 10
    # V's other tokens were set out at the start with it (L521-525); the one in C7 is gone
    assert "C7" not in [t.hex for t in r.state.board.tokens_of("V")]
    assert "C7" not in [h.hex for h in r.state.board.homes if h.company == "V"]
    poor = s.update_company("WT", cash=30)
    assert [v.rule for v in check(poor, act(poor, type="remove_token", entity="1", city="C7-0", slot=0))] == [
        "token.cannot-pay"
    ]


@pytest.mark.parametrize("players", [["Ann", "Bob"], ["Ann", "Bob", "Cy"]])
def test_the_small_sides_leave_the_city_corporation_v_out_of_the_game(players):
    # XII (L3245-L3251), XIII (L3259-L3263): "remove all shares and tokens of Stadtbahn V"
    game = tresham.load_game("1840")
    state = tresham.state_from_setup(game, players, {})
    assert state.companies["V"].cell is None and not state.companies["V"].floated
    assert not [t for t in state.board.tokens if t.company == "V"]
    assert [t for t in state.board.tokens if t.company == "D"]  # the other corporations stay
    four = tresham.state_from_setup(game, P, {})
    assert four.companies["V"].cell is not None
    assert len([t for t in four.board.tokens if t.company == "V"]) == 6


# What each small side leaves out besides V: line cards and landmarks (privates).
SMALL_SIDES = {
    2: (("8", "9", "10", "11", "12", "13", "14", "16", "17"), ("PR", "SSB")),  # XIII L3261, L3265
    3: (("9", "10", "13", "14", "16", "17"), ("PR",)),  # XII L3247, L3251
}


@pytest.mark.parametrize("count", [2, 3])
def test_the_small_sides_leave_their_line_cards_and_landmarks_out_of_the_game(count):
    from tresham.errors import SetupError

    lines, landmarks = SMALL_SIDES[count]
    game = tresham.load_game("1840")
    players = P[:count]
    state = tresham.state_from_setup(game, players, {"round": {"kind": "stock", "number": 2}})
    gone = {cid for cid, cs in state.companies.items() if cs.closed}
    assert gone == {*lines, "V"}
    assert all(c.owner == "removed" for cid in gone for c in state.certs_of(cid))
    assert not [h for h in state.board.homes if h.company in gone]
    # a setup may not give a left-out line to a tram company, nor a left-out landmark to anyone
    with pytest.raises(SetupError, match=rf"companies\.{lines[0]}: line {lines[0]} is left out .*1840 X"):
        tresham.state_from_setup(game, players, {"companies": {lines[0]: {"owner": "WT"}}})
    for landmark in landmarks:
        with pytest.raises(SetupError, match=rf"players\.Ann\.privates: .* \({landmark}\) is left out"):
            tresham.state_from_setup(game, players, {"players": {"Ann": {"privates": [landmark]}}})
        buy = act(state, type="buy_company", entity="Ann", company=landmark, price=10)
        assert [v.rule for v in check(state, buy)] == ["stock.unknown-company"]
    # what the side keeps stays in the game: the other lines, and a landmark to buy
    kept = [c.id for c in game.companies if c.kind == "tram" and c.id not in lines]
    assert kept and not any(state.companies[cid].closed for cid in kept)
    owned = tresham.state_from_setup(game, players, {"companies": {kept[0]: {"owner": "WT"}}})
    assert owned.companies[kept[0]].owner == "WT"
    assert "stock.unknown-company" not in [
        v.rule for v in check(state, act(state, type="buy_company", entity="Ann", company="SB", price=30))
    ]


def test_the_main_side_keeps_every_line_card_and_landmark():
    game = tresham.load_game("1840")
    state = tresham.state_from_setup(game, P, {"round": {"kind": "stock", "number": 2}})
    assert not [cid for cid, cs in state.companies.items() if cs.closed]
    for landmark in ("PR", "SSB"):
        buy = act(state, type="buy_company", entity="Ann", company=landmark, price=10)
        assert "stock.unknown-company" not in [v.rule for v in check(state, buy)]


def test_a_map_that_removes_an_unknown_company_is_refused_naming_the_key(tmp_path):
    import shutil

    from tresham.data.games import load_game_dir, resolve_game
    from tresham.errors import DataError

    folder = tmp_path / "1840"
    shutil.copytree(resolve_game("1840"), folder)
    toml = folder / "game.toml"
    toml.write_text(toml.read_text(encoding="utf-8").replace('"SSB"]', '"SSB", "XX"]'), encoding="utf-8")
    with pytest.raises(DataError, match=r"maps\.two.*removes.*'XX'"):
        load_game_dir(folder)


def _par_rules(price: str) -> list[str]:
    """What the rules say of the first player starting a tram company at ``price``."""
    from tresham.engine.games import program_of
    from tresham.engine.rounds.base import RoundAt

    s = tresham.new_state("1840", P[:3], seed=1)
    s = program_of(s).kind("stock").enter(s, RoundAt(number=1))  # past the opening auction
    s = s.update_player(s.round.entity, cash=500)  # 5 x par (L604-L606)
    major = next(
        c for c in s.companies if s.company_def(c).kind == "major" and s.certs[f"{c}_0"].owner == "ipo"
    )
    par = act(s, type="par", entity=s.round.entity, corporation=major, share_price=price)
    return [v.rule for v in check(s, par)]


@pytest.mark.parametrize("price", ["70,4,2", "80,3,2", "90,2,2", "100,1,2", "90", "100"])
def test_a_tram_company_starts_at_70_80_90_or_100_l596_l600_l1283_l1285(price):
    assert _par_rules(price) == []


@pytest.mark.parametrize("price", ["95,1,1", "85", "75,3,1", "110,0,2", "60,4,0"])
def test_a_tram_company_starts_nowhere_else_on_the_chart(price):
    assert _par_rules(price) == ["stock.par-price"]


def company_round(number: int):
    """Company round ``number``: WT (Ann directs) pays its 30 G of revenue."""
    setup = {
        "round": {"kind": "company", "number": number, "entity": "WT", "step": "dividend"},
        "players": {"Ann": {"cash": 100, "shares": {"WT": 50}}},
        "companies": {"WT": {"price": "90,2,2", "cash": 50, "revenue": 30}},
    }
    s = tresham.state_from_setup("1840", P, setup)
    return apply(s, act(s, type="dividend", entity="WT", kind="variable", amount=30))


def test_the_game_ends_with_the_last_company_round_and_refuses_what_follows():
    # XI (L3192-L3221): the game ends at the end of company round 6, the last of the track
    r = company_round(6)
    assert r.ok, r.violations
    assert r.state.end is not None and r.state.end.reason == "last round"
    assert r.state.to_act is None
    after = apply(r.state, act(r.state, type="pass", entity="Ann"))
    assert [v.rule for v in after.violations] == ["game.over"] and after.state is r.state


def test_company_round_5_is_followed_by_stock_round_5_not_the_end():
    r = company_round(5)
    # WT has no tram: it must buy one (L1759-L1763); Ann pays what its 50 G lack, with loans
    assert r.ok and r.state.end is None and (r.state.round.kind, r.state.round.step) == ("company", "trams")
    s = r.state
    assert [v.rule for v in check(s, act(s, type="pass", entity="WT"))] == ["train.must-buy"]
    tram = next(t.id for t in s.trains.values() if t.id.startswith("Pi1") and t.owner == "depot")
    s = apply(s, act(s, type="buy_train", entity="WT", train=tram, price=400, variant="Pi3")).state
    assert s.companies["WT"].cash == 0 and s.companies["WT"].trains == (tram,)
    assert (s.player["Ann"].cash, s.player["Ann"].loans) == (100 + 15 + 300 - 350, 3)  # L1772-L1776
    s = apply(s, act(s, type="pass", entity="WT")).state  # its purchases
    s = apply(s, act(s, type="pass", entity="WT")).state  # no line on offer: its last chance to buy
    assert s.end is None and (s.round.kind, s.round.number) == ("stock", 5)


def test_maintenance_is_1840s_mechanism_and_18mags_trains_cost_no_upkeep():
    # Table 7 (L1721-L1749) is 1840's; the earnings step of another game finds none
    from tresham.errors import MechanismError

    assert tresham.new_state("1840", P).rules.find(Maintenance) is not None
    mag = tresham.new_state("18mag", ["A", "B", "C"]).rules
    assert mag.find(Maintenance) is None
    with pytest.raises(MechanismError, match="18Mag has no Maintenance"):
        mag.mechanism(Maintenance)
