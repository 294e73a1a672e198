"""18Mag's majors float, get their money and operate from the start (a self-play finding).

The majors start in the market at their drawn prices, their director's certificates on the
share-price board (L228-L229, L302): a major is in play before anyone directs it. Its only
money is what the minors pay it (§VI.4, L680); it operates after the minors, by share price
(L405-L408, L652-L653): with a director it may place a token (L657-L667) and pays the
dividend the director chooses, in tens, out of its treasury (L681-L694); without one it
pays out its whole treasury (L695).

The bots found majors that never floated nor operated, one with a director holding 60%,
another player 20% and 1310 Ft piled up (3 players, seed 21): the game here is that one.
"""

from __future__ import annotations

import json

import tresham
from tresham.bots.players import GreedyBot
from tresham.engine import apply, legal_actions
from tresham.engine.state import State
from tresham.model.actions import Dividend, Pass
from tresham.scenario.export import load_export
from tresham.scenario.play import Session

P3 = ["Ann", "Bob", "Cy"]
SEED = 21  # the game the bots reported
ACTIONS = 320  # the draft, then four sets of rounds


def _majors(state: State) -> list[str]:
    return [c.id for c in state.game.companies if c.kind == "major" and not state.companies[c.id].closed]


def test_in_the_bots_game_every_major_operates_in_every_operating_round():
    # the bots' own game, each action the seat's bot chose from legal_actions
    state = tresham.new_state("18mag", P3, seed=SEED)
    majors = _majors(state)
    assert all(state.companies[c].floated and state.director(c) is None for c in majors)
    bots = {p: GreedyBot(SEED * 31 + i) for i, p in enumerate(state.players)}
    paid: dict[tuple[int, int], set[str]] = {}  # each operating round: the majors that paid
    chosen: list[str] = []  # the majors whose director chose their dividend
    for _ in range(ACTIONS):
        offered = list(legal_actions(state))
        seat = state.to_act if state.to_act in bots else state.director(state.to_act or "")
        action = bots[seat or state.players[0]].choose(state, offered)
        if isinstance(action, Dividend) and action.entity in majors:
            chosen.append(action.entity)
        where = (state.round.number, state.round.or_index)
        if state.round.kind == "operating":
            paid.setdefault(where, set())
        result = apply(state, action)
        assert result.ok, result.violations
        for e in result.events:
            if e.kind == "dividend" and e.data.get("company") in majors:
                paid.setdefault(where, set()).add(str(e.data["company"]))
        state = result.state
    finished = sorted(paid)[:-1]  # the round under way when play stopped may not be over
    assert len(finished) >= 4
    for key in finished:
        assert paid[key] == set(majors), f"OR {key}: {sorted(set(majors) - paid[key])} did not operate"
    assert chosen, "no director ever chose a dividend"


def _skev_directed(cash: int) -> State:
    """SKEV at its dividend step, Ann its director with 60%, Bob 20%, 20% on its card."""
    state = tresham.state_from_setup("18mag", P3, {
        "round": {"kind": "operating", "entity": "SKEV", "step": "token"},
        "players": {"Ann": {"shares": {"SKEV": 60}, "cash": 0}, "Bob": {"shares": {"SKEV": 20}, "cash": 0}},
        "companies": {"SKEV": {"price": 70, "cash": cash}},
    })  # fmt: skip
    assert state.director("SKEV") == "Ann" and state.to_act == "SKEV"  # its turn waits for Ann
    passed = apply(state, Pass(entity="SKEV", entity_type="corporation"))  # no token (L657)
    assert passed.ok, passed.violations
    assert passed.state.round.step == "dividend"
    return passed.state


def _pay(state: State, amount: int):
    return apply(state, Dividend(entity="SKEV", entity_type="corporation", kind="variable", amount=amount))


def _spaces_right(state: State, price: int, spaces: int) -> int:
    row = [cell.value for cell in state.market.rows[0] if cell is not None]
    return row[min(row.index(price) + spaces, len(row) - 1)]


def test_a_directed_major_pays_the_dividend_its_director_chooses_from_its_treasury():
    # L681: each share its part, the 20% on the card to the bank; L694: the rest stays
    state = _skev_directed(1310)
    r = _pay(state, 200)
    assert r.ok, r.violations
    after = r.state
    assert after.cash_of("Ann") == 200 * 60 // 100 and after.cash_of("Bob") == 200 * 20 // 100
    assert after.companies["SKEV"].cash == 1310 - 200 and after.companies["SKEV"].operated
    assert after.price("SKEV") == _spaces_right(state, 70, 3)  # 110-200 paid: three right (Table 8)


def test_a_directed_major_may_pay_no_more_than_its_treasury_and_only_in_tens():
    state = _skev_directed(1310)
    for amount in (1320, 205):
        r = _pay(state, amount)
        assert not r.ok and [v.rule for v in r.violations] == ["dividend.amount"], amount


def test_a_game_saved_by_tresham_play_goes_on_with_its_majors_in_play(tmp_path):
    # tresham play saves after every action and reads the file again to go on with it
    session = Session.new(tresham.load_game("18mag"), P3, seed=SEED)
    bot = GreedyBot(SEED)
    while session.state.round.kind != "stock" or session.state.round.number < 2:
        assert session.play(bot.choose(session.state, session.offered())).ok
    saved = tmp_path / "mag.json"
    saved.write_text(json.dumps(session.export()), encoding="utf-8")
    resumed = Session.resume(load_export(saved), json.loads(saved.read_text(encoding="utf-8"))["actions"])
    for cid in _majors(session.state):
        played, again = session.state.companies[cid], resumed.state.companies[cid]
        assert played.has_operated and again.has_operated, cid  # each operated in OR 1.1
        assert (again.cash, again.cell, again.floated) == (played.cash, played.cell, played.floated)
