"""A moment of a game in 18xx.games' trace format (reference/games/README.md, "The trace
format"), so that a replay can be held line by line to the site's own trace of a game.

``trace_state(state, names)`` is one STATE: the round and turn (informative), the phase,
the bank, every player's cash and value (``engine.scores``), every company that has
started or holds anything, the private cards and their owners, and the next train for
sale. Players are written by their names in the export (``names`` maps our player ids,
the export's, to them); companies and privates by their ids, which are the site's.

Where the site writes a thing otherwise than tresham keeps it, this module says how:

- an unlimited bank (18Mag, 1840) has no cash of its own; the site lets it go below 0 as
  it pays. Ours is written the same way: minus all the money players and companies hold;
- a certificate held by its own company, or lying on a precursor's card for its owner
  (1824's Staatsbahn directors' certificates), is unsold: the site's ``"ipo"``, or where
  the site starts a game's companies with every share in the market, ``"pool"``
  (``Economy.SITE_UNSOLD``: 18Mag's majors);
- a company the engine marks ``minor`` (``Economy.entity_type``) goes under ``minors``,
  with its ``owner`` and without shares or price, as the site writes one; a company
  without a director is written with ``president`` null (one another company owns, 1840's
  lines, with its owner's director);
- a round is written as the site's class name, ``Round::`` and its kind in capitals
  (``Round::Stock``); the site's names for some (1824's first stock round is
  ``Round::FirstStock``) differ: the round is informative, the comparison skips it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TypeVar, cast

from ..engine import trains as tr
from ..engine.scores import player_values, share_price
from ..engine.state import Cert, State
from ..model.actions import Action
from .export import type_of

NOT_HELD = frozenset({"removed"})
T = TypeVar("T")


class Memo:
    """The parts of the last STATE written, each kept while what it is made of is the same
    (states are immutable and share what an action leaves alone: most forced refusals change
    nothing, a lay changes neither money nor shares), so that a trace of a whole game does
    not build every player and company again at every line."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[tuple[object, ...], object]] = {}

    def get(self, part: str, key: tuple[object, ...], build: Callable[[], T]) -> T:
        kept = self.kept.get(part)
        if kept is not None and all(a is b or a == b for a, b in zip(kept[0], key, strict=True)):
            return cast(T, kept[1])
        value = build()
        self.kept[part] = (key, value)
        return value


def trace_state(state: State, names: Mapping[str, str], memo: Memo | None = None) -> dict[str, object]:
    """One STATE of the trace format for ``state`` (see the module docstring)."""
    memo = memo or Memo()
    money = (state.player, state.companies, state.certs, state.trains, state.private_owners)
    players = memo.get("players", money, lambda: _players(state, names))
    holdings = (state.companies, state.certs, state.trains, state.board.tokens)
    corporations, minors = memo.get("companies", holdings, lambda: _companies(state, names))
    return {
        "round": "Round::" + state.round.kind.title().replace("_", ""),
        "turn": state.round.number,
        "phase": state.phase,
        "bank": bank_cash(state),
        "players": players,
        "corporations": corporations,
        "minors": minors,
        "companies": {p: names.get(o, o) for p, o in state.private_owners.items()},
        "depot": memo.get("depot", (state.trains, state.phase), lambda: next_train(state)),
    }


def _players(state: State, names: Mapping[str, str]) -> dict[str, object]:
    values = player_values(state)
    return {names.get(p, p): {"cash": state.player[p].cash, "value": values[p]} for p in state.players}


def _companies(state: State, names: Mapping[str, str]) -> tuple[dict[str, object], dict[str, object]]:
    """The corporations and the minors of a STATE."""
    corporations: dict[str, object] = {}
    minors: dict[str, object] = {}
    certs: dict[str, list[Cert]] = {}
    for cert in state.certs.values():  # one pass, not one per company
        certs.setdefault(cert.company, []).append(cert)
    for cid in state.companies:
        row = _company(state, cid, certs.get(cid, []), names)
        if row is None:
            continue
        if state.rules.entity_type(state.company_def(cid)) == "minor":
            minors[cid] = _minor(row)
        else:
            corporations[cid] = row
    return corporations, minors


def _minor(row: dict[str, object]) -> dict[str, object]:
    """A minor as the site writes it: its owner, and no shares nor price (it has none)."""
    return {"cash": row["cash"], "owner": row["president"], "trains": row["trains"], "tokens": row["tokens"]}


def bank_cash(state: State) -> int:
    """The bank's cash; an unlimited bank's is minus what everyone else holds."""
    if state.bank is not None:
        return state.bank
    held = sum(p.cash for p in state.player.values()) + sum(c.cash for c in state.companies.values())
    return -held


def next_train(state: State) -> str | None:
    """The name of the next train the depot sells (the first of the first group on sale)."""
    groups = tr.available_groups(state)
    if not groups:
        return None
    first = tr.top_card(state, groups[0])
    return first.name if first is not None else None


def _company(state: State, cid: str, certs: list[Cert], names: Mapping[str, str]) -> dict[str, object] | None:
    cs = state.companies[cid]
    if cs.closed:
        return None
    shares: dict[str, int] = {}
    for cert in certs:
        holder = _holder(state, cert, cid)
        if holder is not None:
            holder = names.get(holder, holder)
            shares[holder] = shares.get(holder, 0) + cert.percent
    price = share_price(state, cid)
    sold = any(h != state.rules.SITE_UNSOLD for h in shares)
    started = price is not None or cs.cash or cs.trains or sold
    if not started:
        return None
    director = next((c.owner for c in certs if c.director and c.owner in state.player), None)
    if director is None and cs.owner is not None and cs.owner in state.companies:  # 1840: a line
        director = state.director(cs.owner)
    merger = state.merger
    if director is None and merger is not None and merger.survivor and cid == merger.gone:
        director = merger.initiator  # the site names him until the merged company is gone
    return {
        "cash": cs.cash,
        "price": price,
        "president": names.get(director, director) if director is not None else None,
        "trains": [state.trains[t].name for t in cs.trains],
        "shares": shares,
        "tokens": sorted({t.hex for t in state.board.tokens_of(cid)}),
    }


def _holder(state: State, cert: Cert, company: str) -> str | None:
    """Who holds a certificate, as the site names it (None: out of the game)."""
    owner, cert_id = cert.owner, cert.id
    unsold = state.rules.SITE_UNSOLD
    if owner in NOT_HELD:
        return None
    if owner in ("ipo", company):
        return unsold
    if owner in state.companies:
        comp = state.company_def(company)
        index = int(cert_id.rsplit("_", 1)[1]) if cert_id.rsplit("_", 1)[-1].isdigit() else -1
        if state.rules.reserved_for(comp, index, cert.director) == owner:
            return unsold  # kept on a precursor's card for its owner: unsold until the exchange
    return owner


class TraceWriter:
    """The lines of a trace as a replay goes: ``begin`` with the state set up, ``step`` after
    each applied action, ``end`` with how the record ended (README "The trace format")."""

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = names
        self.lines: list[dict[str, object]] = []
        self.memo = Memo()

    def begin(self, state: State) -> None:
        players = [self.names.get(p, p) for p in state.players]
        self.lines.append({"start": trace_state(state, self.names, self.memo), "players": players})

    def step(self, action: Action, state: State) -> None:
        kind = type_of(action)
        self.lines.append({"id": action.id, "type": kind, "state": trace_state(state, self.names, self.memo)})

    def end(self, state: State, finished: bool, exception: str | None = None) -> None:
        """The end line: ``result`` is each player's value now (the score, once finished)."""
        result = {self.names.get(p, p): v for p, v in player_values(state).items()}
        self.lines.append({"exception": exception, "finished": finished, "result": result})

    def text(self) -> str:
        compact = (",", ":")
        return "".join(json.dumps(row, ensure_ascii=False, separators=compact) + "\n" for row in self.lines)


__all__ = ["Memo", "TraceWriter", "bank_cash", "next_train", "trace_state"]
