"""1824 Cisleithania with 2 players: the construction railways of stack 1 close with the
first 4-train if one of them is SD's, with the first 5-train if one is KK's (X.3 L931), and
the state railway gets the closed pre-Staatsbahn's 120 G when it forms (L933, through the
formation's rule for a precursor nobody owns, L299, L302; engine/games/g1824/construction.py)."""

from __future__ import annotations

import tresham
from tresham.bots import GreedyBot, play_game
from tresham.engine.apply import apply
from tresham.engine.formation import form
from tresham.engine.games.g1824.buy_train import after_first
from tresham.engine.games.g1824.construction import close_construction, closing_train
from tresham.model.actions import BuyCompany
from tresham.rules.games.draws_cisleithania import construction_railways

PLAYERS = ["Ann", "Bob"]
# seed 5: stacks (SD2, EOD), (SD1, KK1), (KK2, SD3), (EPP, MLB); seed 2: stack 1 (KK2, EPP)
DRAFT = (
    ("Ann", "SD2", 120),
    ("Bob", "EOD", 100),
    ("Bob", "SD1", 240),
    ("Bob", "KK2", 120),
    ("Ann", "KK1", 240),
    ("Ann", "SD3", 120),
    ("Ann", "EPP", 120),
    ("Bob", "MLB", 120),
)


def new(seed: int, players=PLAYERS):
    return tresham.new_state("1824", players, seed=seed, options=["cisleithania"])


def drafted():
    state = new(5)
    for player, company, price in DRAFT:
        result = apply(state, BuyCompany(entity=player, entity_type="player", company=company, price=price))
        assert result.ok, result.violations
        state = result.state
    return state


def test_sds_construction_railway_closes_them_at_the_first_4_and_kks_at_the_first_5():
    assert construction_railways(new(5).setup) == ("SD2", "EOD") and closing_train(new(5)) == "4"
    assert construction_railways(new(2).setup) == ("KK2", "EPP") and closing_train(new(2)) == "5"
    assert closing_train(new(5, ["A", "B", "C"])) is None  # three players: no stacks


def test_the_first_closing_train_closes_both_and_their_cards_leave_the_game():
    state = drafted()
    after, events = close_construction(state, "4")
    for cid in ("SD2", "EOD"):
        assert after.companies[cid].closed
        assert {c.owner for c in after.certs_of(cid)} == {"removed"}
    assert len(events) == 2 and all("construction railway" in e.text for e in events)
    assert not after.companies["SD3"].closed and not after.companies["EPP"].closed


def test_another_train_closes_nothing():
    state = drafted()
    for train in ("3", "5", "6"):
        after, events = close_construction(state, train)
        assert after is state and events == []
    kk = new(2)
    after, events = close_construction(kk, "4")  # KK2's stack waits for the first 5
    assert after is kk and events == []


def test_the_first_4_closes_them_before_the_mountain_railways_exchange():
    state = drafted()
    after, events = after_first(state, "4")
    assert after.companies["SD2"].closed and after.companies["EOD"].closed
    assert events[0].kind == "close" and events[0].data["company"] == "SD2"


def test_the_state_railway_gets_the_closed_railways_120_when_it_forms():
    state = drafted()
    kept, _ = form(state, "SD")
    closed, _ = close_construction(state, "4")
    closed, _ = form(closed, "SD")
    # SD2's reserved share is now the bank's: par for it (L299), and SD2's 120 (L933)
    assert closed.companies["SD"].cash - kept.companies["SD"].cash == 120 + 120
    assert closed.percent("Ann", "SD") == kept.percent("Ann", "SD") - 10  # no share for SD2


def test_a_bots_game_closes_them_with_its_first_4_train():
    seen: dict[str, int] = {}

    def on(n, state, action):
        held = {t.name for t in state.trains.values() if t.owner not in ("depot", "removed")}
        if "4" in held and "4" not in seen:
            seen["4"] = n
            seen["closed"] = all(state.companies[c].closed for c in construction_railways(state.setup))

    game = play_game("1824", 2, 1, GreedyBot, max_actions=130, options=("cisleithania",), on_action=on)
    assert [str(b) for b in game.broken] == []
    assert seen.get("4") and seen["closed"]
