"""18Mag's first stock round (the draft, §V L357-L397) and the director's certificate taken
in exchange for two shares (L306, L393)."""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply, new_state
from tresham.model.actions import Bid, BuyShares, BuyTrain, DiscardTrain, Pass, PlaceToken

P3 = ["Ann", "Bob", "Cy"]


def pick(who: str, **item: str) -> Bid:
    return Bid(entity=who, entity_type="player", price=0, **item)


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


@pytest.mark.parametrize(
    ("players", "first_rounds"),
    [
        (["A", "B", "C"], "ABC BCA CAB ABC"),  # L367
        (["A", "B", "C", "D"], "ABCD BCDA CDAB DABC"),  # L368
        (["A", "B", "C", "D", "E"], "ABCDE BCDEA CDEAB DEABC"),  # L369
        (["A", "B"], "AB BA AB BA"),  # the 2-player snake 1-2-2-1-1-2-2-1 (L843)
    ],
)
def test_each_go_round_of_the_draft_begins_one_seat_further_on(players, first_rounds):
    s = new_state(tresham.load_game("18mag"), players)
    assert s.round.kind == "draft"
    expected = first_rounds.replace(" ", "")
    assert "".join(s.round.order)[: len(expected)] == expected


def test_a_drafted_minor_starts_with_a_2_train_50_ft_and_its_home_token():
    # L390
    s = new_state(tresham.load_game("18mag"), P3)
    r = apply(s, pick("Ann", minor="3"))
    assert r.ok, r.violations
    minor = r.state.companies["3"]
    assert minor.cash == 50 and [r.state.trains[t].name for t in minor.trains] == ["2"]
    assert [(t.hex, t.city) for t in r.state.board.tokens_of("3")] == [("E10", 0)]
    assert r.state.percent("Ann", "3") == 100 and r.state.round.entity == "Bob"
    assert r.state.player["Ann"].cash == s.player["Ann"].cash  # a minor is drafted for nothing


def test_two_players_play_on_the_back_of_the_map_L820():
    two = new_state(tresham.load_game("18mag"), ["Ann", "Bob"])
    assert two.rules.map.id == "two" and "a11" in two.rules.map.hexes
    assert new_state(tresham.load_game("18mag"), P3).rules.map.id == "standard"


def test_a_player_at_his_limit_of_minors_must_take_a_share():
    # Table 5 and the example of L388: 4 minors with three players
    setup = {
        "round": {"kind": "draft", "entity": "Ann"},
        "players": {
            "Ann": {"shares": {"1": 100, "6": 100, "8": 100, "10": 100}},
            "Bob": {"shares": {"2": 100, "4": 100, "9": 100, "11": 100, "SIK": 10}},
            "Cy": {"shares": {"3": 100, "5": 100, "7": 100, "12": 100, "SKEV": 10}},
        },
    }
    s = tresham.state_from_setup("18mag", P3, setup)
    r = apply(s, pick("Ann", minor="13"))
    assert rules_of(r) == ["draft.limit"] and r.state is s
    assert apply(s, pick("Ann", corporation="RABA")).ok


def test_nobody_passes_in_the_draft():
    s = new_state(tresham.load_game("18mag"), P3)
    assert rules_of(apply(s, Pass(entity="Ann", entity_type="player"))) == ["draft.no-pass"]


def test_a_certificate_taken_once_is_not_on_offer_again():
    s = new_state(tresham.load_game("18mag"), P3)
    s = apply(s, pick("Ann", corporation="SIK")).state
    assert rules_of(apply(s, pick("Bob", corporation="SIK"))) == ["draft.taken"]
    s = apply(s, pick("Bob", minor="2")).state
    assert rules_of(apply(s, pick("Cy", minor="2"))) == ["draft.taken"]


def test_the_first_player_with_two_shares_exchanges_them_for_the_directors_certificate():
    # L306, L393: in a later stock round too; the two shares go back onto the card
    setup = {
        "round": {"kind": "stock", "number": 2, "entity": "Bob"},
        "players": {"Bob": {"cash": 100, "shares": {"SIK": 10}}},
        "companies": {"SIK": {"price": 70}},
    }
    s = tresham.state_from_setup("18mag", P3, setup)
    assert s.director("SIK") is None
    r = apply(s, BuyShares(entity="Bob", entity_type="player", shares=("SIK_2",), percent=10))
    assert r.ok, r.violations
    assert r.state.director("SIK") == "Bob" and r.state.percent("Bob", "SIK") == 20
    assert r.state.percent("ipo", "SIK") == 80 and r.state.player["Bob"].cash == 30


def _operating(setup: dict) -> object:
    return tresham.state_from_setup("18mag", P3, setup)


def _two_tokens_on_the_3_stack(cash: int) -> object:
    """Minor 2 at the end of its turn in the yellow phase, two tokens on the 3-train stack."""
    return _operating(
        {
            "phase": "Yellow",
            "markers": {"no train sold:3": 2},
            "round": {"kind": "operating", "entity": "2", "step": "buy_train"},
            "players": {"Ann": {"shares": {"2": 100}}},
            "companies": {"2": {"cash": cash}},
        }
    )


def test_a_third_no_train_sold_token_starts_the_next_phase_and_a_stock_round():
    # L696-L697
    r = apply(_two_tokens_on_the_3_stack(20), Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.phase == "Green" and r.state.round.kind == "stock"
    assert r.state.markers == {"phase marker used:3": 1}


def test_a_train_sold_in_the_round_puts_no_token_down():
    r = apply(_two_tokens_on_the_3_stack(100), BuyTrain(entity="2", entity_type="minor", train="2", price=80))
    r = apply(r.state, Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.phase == "Yellow" and r.state.markers == {"no train sold:3": 2}


def test_a_phase_change_makes_the_operating_round_the_last_of_its_set():
    # L643-L648: OR 2.1 of 2, the first 4-train: the stock round follows, not OR 2.2
    s = _operating(
        {
            "phase": "Green",
            "round": {"kind": "operating", "number": 2, "or_count": 2, "entity": "9", "step": "buy_train"},
            "players": {"Bob": {"shares": {"9": 100}}},
            "companies": {"9": {"cash": 200}},
        }
    )
    r = apply(s, BuyTrain(entity="9", entity_type="minor", train="4", price=200))
    assert r.ok and r.state.phase == "Brown"
    r = apply(r.state, Pass(entity="9", entity_type="minor"))
    assert r.ok and r.state.round.label == "stock round 3"


def test_a_major_without_a_director_pays_out_its_whole_treasury_and_places_no_token():
    # L667 (no token without a director), L695 (its whole treasury, in tens)
    setup = {
        "round": {"kind": "operating", "entity": "SIK", "step": "token"},
        "companies": {"SIK": {"price": 70, "cash": 95}},
    }
    done = _operating(setup)  # SIK's turn plays itself: no token, 90 Ft paid out
    assert done.companies["SIK"].cash == 5 and done.companies["SIK"].operated
    assert done.price("SIK") == 80  # 90 Ft paid: two spaces right, 70 -> 80 (Table 8)
    before = done.update_company("SIK", cash=95).with_round(kind="operating", entity="SIK", step="token")
    r = apply(before, PlaceToken(entity="SIK", entity_type="corporation", city="C12-0"))
    assert rules_of(r) == ["token.no-director"]


def _minor_at_scrap(trains: list[str]):
    return tresham.state_from_setup("18mag", P3, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": "2", "step": "scrap"},
        "players": {"Ann": {"shares": {"2": 100}}},
        "companies": {"2": {"cash": 30, "trains": trains}},
    })  # fmt: skip


def test_a_minor_scraps_a_train_before_running_it_back_to_its_stack():
    # L532-L534: one or two trains scrapped before the run, no compensation
    s = _minor_at_scrap(["2", "3"])
    card = s.companies["2"].trains[0]
    r = apply(s, DiscardTrain(entity="2", entity_type="minor", train=card))
    assert r.ok, r.violations
    assert r.state.companies["2"].trains == s.companies["2"].trains[1:]
    assert r.state.trains[card].owner == "depot" and r.state.companies["2"].cash == 30
    assert r.state.round.step == "scrap"  # a second may follow, or the run
    not_its_own = DiscardTrain(entity="2", entity_type="minor", train="6-0")
    assert rules_of(apply(s, not_its_own)) == ["train.not-owned"]


def test_a_pass_declines_the_scrap_step_and_the_run_follows():
    s = _minor_at_scrap(["2"])
    r = apply(s, Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.round.step == "route" and r.state.companies["2"].trains == s.companies["2"].trains
