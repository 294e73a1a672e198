"""1840's own engine rules, each fired on a state of a real game beside a move it accepts:
the privates bought by lines and sold to the bank (IV.2 L766-L776), scrapping trams
(L1751-L1753), lines that have no shares (L1182-L1184) and a declined city-line bonus
(L2472-L2480). The game is tests/data/games/1840/two-player.json (a copy of the reference
export ../shared/reference/games/1840/two-player.json)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tresham.engine import apply, check
from tresham.model.actions import action_from_dict
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export

GAME = Path(__file__).parent / "data" / "games" / "1840" / "two-player.json"


@pytest.fixture(scope="module")
def export():
    return load_export(GAME)


def act(state, **d):
    d.setdefault("entity_type", "corporation" if str(d["entity"]) in state.companies else "player")
    return action_from_dict(d)


def rules_of(state, **d):
    return [v.rule for v in check(state, act(state, **d))]


def test_a_lines_certificate_is_not_a_share_on_sale(export):
    s = replay_engine(export, until=16).state  # the first stock round, Player 2 to act
    line = next(cid for cid, c in s.certs.items() if s.company_def(c.company).kind == "tram")
    assert rules_of(s, type="buy_shares", entity="Player 2", shares=[line]) == ["stock.line"]
    assert "stock.line" not in rules_of(s, type="buy_shares", entity="Player 2", shares=["WT_3"])


def test_a_line_buys_a_private_only_from_a_player_and_only_with_its_companys_cash(export):
    s = replay_engine(export, until=88).state  # line round 2, line 4 (WT's) may buy a private
    assert s.private_owner("KK") == "Player 1" and s.private_owner("PR") is None
    assert rules_of(s, type="buy_company", entity="4", company="PR", price=10) == ["private.seller"]
    assert rules_of(s, type="buy_company", entity="4", company="KK", price=20) == []
    poor = s.with_company(replace(s.companies["WT"], cash=15))
    assert rules_of(poor, type="buy_company", entity="4", company="KK", price=20) == ["private.cash"]
    assert rules_of(poor, type="buy_company", entity="4", company="KK", price=15) == []


def test_only_a_private_someone_owns_goes_back_to_the_bank(export):
    s = replay_engine(export, until=112).state
    sale = {"type": "choose_ability", "entity_type": "company", "choice": {"type": "sell"}}
    assert s.private_owner("HB") == "Player 2"
    assert rules_of(s, entity="HB", **sale) == []
    assert rules_of(s, entity="PR", **sale) == ["private.sell"]  # nobody bought PR


def test_a_company_scraps_only_a_tram_it_or_its_lines_hold(export):
    s = replay_engine(export, until=278).state  # line 15 is about to scrap its yellow tram
    assert rules_of(s, type="scrap_train", entity="15", train="Y1-0") == []
    stranger = next(t.id for t in s.trains.values() if t.owner == "depot")
    assert rules_of(s, type="scrap_train", entity="15", train=stranger) == ["train.scrap"]


def test_a_declined_city_line_bonus_is_not_laid_afterwards(export):
    s = replay_engine(export, until=30).state  # line 4's city-line tile opened a bonus lay
    lay = {"type": "lay_tile", "entity": "4", "hex": "I27", "tile": "L25-0", "rotation": 3}
    assert rules_of(s, **lay) == []
    declined = apply(s, act(s, type="pass", entity="4"))
    assert declined.ok and any("declines the bonus" in e.text for e in declined.events)
    assert rules_of(declined.state, **lay) == ["turn.bonus-declined"]
