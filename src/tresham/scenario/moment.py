"""The whole state of a game at one moment, for people: ``tresham replay --until ID``.

``moment_dict(state, names)`` holds every player's cash, certificates and value; every
company's treasury, share price, trains, station tokens and president; the pool, the bank,
the phase, the round and who is to act. ``moment_lines`` writes the same as text. Players
are named as the export names them (``names``: our ids, the export's, to names).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.scores import player_values, share_price
from ..engine.state import State
from .trace import bank_cash


def moment_dict(state: State, names: Mapping[str, str]) -> dict[str, object]:
    """The moment as JSON-ready data (see the module docstring)."""
    values = player_values(state)

    def name(who: str | None) -> str | None:
        return None if who is None else names.get(who, who)

    players = [
        {
            "name": name(p),
            "cash": state.player[p].cash,
            "certificates": state.holdings(p),
            "privates": state.privates_of(p),
            "loans": state.player[p].loans,
            "value": values[p],
        }
        for p in state.players
    ]
    companies = []
    for cid in _shown(state):
        cs = state.companies[cid]
        companies.append(
            {
                "id": cid,
                "president": name(state.director(cid)),
                "cash": cs.cash,
                "price": share_price(state, cid),
                "trains": [state.trains[t].name for t in cs.trains],
                "tokens": sorted(t.hex for t in state.board.tokens_of(cid)),
                "ipo": state.percent("ipo", cid),
            }
        )
    return {
        "round": state.round.label,
        "to_act": name(state.to_act),
        "phase": state.phase,
        "bank": bank_cash(state) if state.bank is not None else None,
        "players": players,
        "companies": companies,
        "pool": state.holdings("pool"),
    }


def moment_lines(state: State, names: Mapping[str, str]) -> list[str]:
    """The moment as text, one line a player or company."""
    values = player_values(state)
    bank = "unlimited" if state.bank is None else str(state.bank)
    to_act = state.to_act
    lines = [
        f"{state.round.label}, phase {state.phase}; to act: "
        f"{names.get(to_act, to_act) if to_act else 'nobody'}; bank {bank}"
    ]
    for p in state.players:
        ps = state.player[p]
        certs = ", ".join(f"{c} {pct}%" for c, pct in state.holdings(p).items()) or "no shares"
        extra = "".join(f", {x}" for x in state.privates_of(p))
        extra += f", {ps.loans} loan(s)" if ps.loans else ""
        lines.append(f"  {names.get(p, p)}: cash {ps.cash}, value {values[p]}; {certs}{extra}")
    for cid in _shown(state):
        cs = state.companies[cid]
        price = share_price(state, cid)
        director = state.director(cid)
        trains = ", ".join(state.trains[t].name for t in cs.trains) or "no trains"
        tokens = ", ".join(sorted(t.hex for t in state.board.tokens_of(cid))) or "no tokens"
        lines.append(
            f"  {cid}: president {names.get(director, director) if director else 'none'}, "
            f"treasury {cs.cash}, {'no price' if price is None else f'price {price}'}; "
            f"trains {trains}; tokens {tokens}"
        )
    pool = ", ".join(f"{c} {pct}%" for c, pct in state.holdings("pool").items()) or "empty"
    lines.append(f"  pool: {pool}")
    return lines


def _shown(state: State) -> list[str]:
    """The companies in play: started, priced, or holding money or trains."""
    return [
        cid
        for cid, cs in state.companies.items()
        if not cs.closed and (cs.floated or cs.cell is not None or cs.cash or cs.trains)
    ]


__all__ = ["moment_dict", "moment_lines"]
