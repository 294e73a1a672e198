"""Reading a state the way a scenario's expectations are written (``Expect``).

``observe(expect, state, result)`` gives, for every key the expectation names, what the
state actually shows, in the same shape; ``mismatches`` lists the keys that differ.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.apply import Result
from ..engine.state import State
from .model import Expect

Observed = dict[str, object]


def cash_of(state: State, who: str) -> int | None:
    if who == "bank":
        return state.bank
    if who in state.player:
        return state.player[who].cash
    return None


def treasury_of(state: State, company: str) -> int | None:
    cs = state.companies.get(company)
    return None if cs is None else cs.cash


def trains_of(state: State, company: str) -> list[str]:
    if company not in state.companies:
        return []
    return sorted(state.trains[t].name for t in state.companies[company].trains)


def observe(expect: Expect, state: State, result: Result) -> Observed:
    out: Observed = {}
    if expect.cash:
        out["cash"] = {who: cash_of(state, who) for who in expect.cash}
    if expect.treasury:
        out["treasury"] = {c: treasury_of(state, c) for c in expect.treasury}
    if expect.holdings:
        out["holdings"] = {
            holder: {c: state.percent(holder, c) for c in wanted}
            for holder, wanted in expect.holdings.items()
        }
    if expect.price:
        out["price"] = {c: state.price(c) if c in state.companies else None for c in expect.price}
    if expect.cell:
        out["cell"] = {c: _cell(state, c) for c in expect.cell}
    if expect.par:
        out["par"] = {c: state.companies[c].par if c in state.companies else None for c in expect.par}
    if expect.revenue:
        out["revenue"] = {c: _revenue(state, c) for c in expect.revenue}
    if expect.director:
        out["director"] = {
            c: (state.director(c) or "") if c in state.companies else None for c in expect.director
        }
    if expect.trains:
        out["trains"] = {c: trains_of(state, c) for c in expect.trains}
    if expect.permits:
        out["permits"] = {
            c: sorted(state.companies[c].permits) if c in state.companies else [] for c in expect.permits
        }
    if expect.items:
        out["items"] = {
            holder: {kind: state.items_of(holder).get(kind, 0) for kind in wanted}
            for holder, wanted in expect.items.items()
        }
    if expect.phase is not None:
        out["phase"] = state.phase
    if expect.turn is not None:
        out["turn"] = state.to_act
    if expect.round is not None:
        out["round"] = state.round.label
    if expect.priority is not None:
        out["priority"] = state.priority
    if expect.violation is not None or result.violations:
        out["violation"] = [v.rule for v in result.violations]
    if expect.says:
        texts = [e.text for e in result.events]
        out["says"] = [s for s in expect.says if any(s in t for t in texts)]
    return out


def _cell(state: State, company: str) -> list[int] | None:
    cs = state.companies.get(company)
    return None if cs is None or cs.cell is None else [cs.cell[0], cs.cell[1]]


def _revenue(state: State, company: str) -> int | None:
    cs = state.companies.get(company)
    if cs is None:
        return None
    return cs.revenue if cs.revenue is not None else cs.last_revenue


def mismatches(expect: Expect, actual: Observed) -> list[str]:
    """The keys whose actual value differs from the expected one."""
    wanted = expect.to_dict()
    bad: list[str] = []
    for key, value in wanted.items():
        got = actual.get(key)
        if key == "violation":
            if not isinstance(got, list) or value not in got:
                bad.append(key)
        elif key == "says":
            if got != value:
                bad.append(key)
        elif key in ("trains", "permits"):
            assert isinstance(value, Mapping) and isinstance(got, Mapping)
            if any(sorted(v) != got.get(k) for k, v in value.items()):
                bad.append(key)
        elif got != value:
            bad.append(key)
    if "violation" not in wanted and actual.get("violation"):
        bad.append("violation")
    return bad
