"""``legal_actions(state)``: the actions the acting entity may take now, generated lazily.

Candidates are built from the state and kept when ``check`` finds nothing wrong, so this
list and ``apply`` can never disagree. Covered: stock rounds (pass, par at every par
price, buying one certificate from the IPO, the pool or a treasury, selling one to all
of a holding), operating rounds (pass where allowed, a run in which no train runs, each
dividend choice, buying a train of each face on sale, discarding) and mergers (a merger
with each company joined by track, then each answer the merger asks for). Not generated:
tile lays and tokens (``rules.legal`` lists the lays of one hex: ``tresham legal``), better
routes (``rules.routes`` finds them), trains bought from other companies (the price is the
directors' to agree), and the rounds of other kinds (drafts, 1840's company and line
rounds, 18 Lilliput's actions rounds): nothing is generated in them.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..model.actions import (
    Action,
    BuyShares,
    BuyTrain,
    Choose,
    DiscardTrain,
    Dividend,
    Merge,
    Par,
    Pass,
    RemoveToken,
    Route,
    RunRoutes,
    SellShares,
)
from . import market as mk
from . import trains as tr
from .apply import check
from .round_state import Merger
from .shares import ordinary_certs
from .state import State
from .steps.merge import candidates


def legal_actions(state: State) -> Iterator[Action]:
    for action in _candidates(state):
        if not check(state, action):
            yield action


def _candidates(state: State) -> Iterator[Action]:
    entity = state.to_act
    if entity is None:
        return
    if state.round.merger is not None:
        yield from _merger(state, state.round.merger, entity)
    elif state.round.kind == "stock":
        yield from _stock(state, entity)
    elif state.round.kind == "operating":
        yield from _operating(state, entity)


def _stock(state: State, player: str) -> Iterator[Action]:
    yield Pass(entity=player, entity_type="player")
    par_cells = [
        c
        for c in mk.cells(state.market)
        if state.rules.par_allowed(mk.marks(state.market, c), mk.value(state.market, c))
    ]
    for cid, cs in state.companies.items():
        if cs.par is None and cs.cell is None:
            for cell in par_cells:
                yield Par(
                    entity=player,
                    entity_type="player",
                    corporation=cid,
                    share_price=mk.cell_id(state.market, cell),
                )
            continue
        for holder in ("ipo", "pool", cid):
            certs = ordinary_certs(state, holder, cid)
            if certs:
                yield BuyShares(
                    entity=player, entity_type="player", shares=(certs[0].id,), percent=certs[0].percent
                )
        held = state.percent(player, cid)
        if held:
            unit = state.rules.share_unit(state.company_def(cid))
            mine = [c.id for c in state.certs_of(cid) if c.owner == player]
            for n in range(1, held // unit + 1):
                yield SellShares(entity=player, entity_type="player", shares=tuple(mine), percent=n * unit)


def _operating(state: State, company: str) -> Iterator[Action]:
    kind = state.rules.entity_type(state.company_def(company))
    yield Pass(entity=company, entity_type=kind)
    if state.round.step == "redeem":
        for cert in ordinary_certs(state, "pool", company)[:1]:
            yield BuyShares(entity=company, entity_type=kind, shares=(cert.id,), percent=cert.percent)
    if state.round.step in ("merge", "acquire"):
        for other in candidates(state, company):
            yield Merge(entity=company, entity_type=kind, corporation=other)
    trains = state.companies[company].trains
    if trains and state.round.step in ("track", "token", "route"):
        # a run of nothing is always legal; better runs are the routes capability's to find
        yield RunRoutes(
            entity=company, entity_type=kind, routes=tuple(Route(train=t, connections=()) for t in trains)
        )
    if state.companies[company].revenue is not None:
        for dk in state.rules.dividend_kinds(state.company_def(company)):
            yield Dividend(entity=company, entity_type=kind, kind=dk)
    for group in tr.available_groups(state):
        card = min(tr.depot_cards(state, group), key=lambda c: int(c.id.rsplit("-", 1)[1]))
        for face in tr.faces(state, group):
            price = state.rules.train_price(face, True, False)
            variant = face.name if card.name != face.name else None
            yield BuyTrain(entity=company, entity_type=kind, train=card.id, price=price, variant=variant)
    for train in state.companies[company].trains:
        yield DiscardTrain(entity=company, entity_type=kind, train=train)


def _merger(state: State, merger: Merger, entity: str) -> Iterator[Action]:
    kind = "corporation" if entity in state.companies else "player"
    if not merger.survivor:
        answers: tuple[str, ...] = ("first", "last")
    elif merger.question == "tokens":
        for t in state.board.tokens_of(merger.survivor):
            yield RemoveToken(entity=entity, entity_type=kind, city=f"{t.hex}-{t.city}", slot=0)
        return
    else:
        answers = ("redeem", "sell")
    for choice in answers:
        yield Choose(entity=entity, entity_type=kind, choice=choice)
