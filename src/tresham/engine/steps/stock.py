"""The stock round's one step: buy, sell, start a company (par), buy a private, or pass.

Base rules, with each game's differences behind hooks (``rules/economy.py``):
- one purchase per turn (buy one certificate, or par a company, or buy a private);
- a player may not buy beyond the certificate limit, above the holding limit of one
  company, more than his cash, or a company he sold this round;
- selling puts shares in the pool (or back in the IPO) up to the pool limit, pays the
  market price and lowers it; a player may not sell more than he held before this round's
  purchases; a director who sells below the director's certificate hands it to the player
  holding the most, or cannot sell (1862 lets the certificate go to the pool);
- a turn ends with ``pass``; when every player passes in a row the round ends.
"""

from __future__ import annotations

from ...model.actions import Action, BuyCompany, BuyShares, Par, SellShares
from ...rules.violation import Violation
from .. import market as mk
from ..events import Event, event
from ..money import fmt, pay
from ..shares import (
    best_challenger,
    check_float,
    director_cert,
    move_certs,
    ordinary_certs,
    pick_certs,
    recheck_director,
    swap_director,
)
from ..state import Cert, State
from .base import Step, violation


class StockStep(Step):
    NAME = "stock"
    ACTIONS = frozenset({"buy_shares", "sell_shares", "par", "buy_company"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, BuyShares):
            return _check_buy(state, action)
        if isinstance(action, SellShares):
            return _check_sell(state, action)
        if isinstance(action, Par):
            return _check_par(state, action)
        if isinstance(action, BuyCompany):
            return _check_buy_company(state, action)
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, BuyShares):
            state, events = _buy(state, action)
        elif isinstance(action, SellShares):
            state, events = _sell(state, action)
        elif isinstance(action, Par):
            state, events = _par(state, action)
        elif isinstance(action, BuyCompany):
            state, events = _buy_company(state, action)
        else:
            return super().apply(state, action)
        return state.with_round(acted=True), events


# --------------------------------------------------------------------------- buying
def _purchase_problems(
    state: State, player: str, company: str, certs: list[Cert], price: int
) -> list[Violation]:
    out: list[Violation] = []
    if "buy" in state.round.turn:
        out.append(violation(state, "stock.one-buy", f"{player} has already bought this turn"))
    if state.player[player].cash < price:
        cash = state.player[player].cash
        out.append(
            violation(
                state,
                "stock.cash",
                f"{player} has {fmt(state, cash)}, the purchase costs {fmt(state, price)}",
            )
        )
    if f"{player}:{company}" in state.round.sold and state.rules.rebuy_after_sale_problem() is None:
        out.append(
            violation(state, "stock.rebuy", f"{player} sold {company} this round and may not buy it again")
        )
    limit = state.rules.cert_limit(len(state.players))
    if limit is not None and cert_count(state, player) + len(certs) > limit:
        out.append(
            violation(
                state,
                "stock.cert-limit",
                f"{player} would hold {cert_count(state, player) + len(certs)} certificates; "
                f"the limit is {limit}",
            )
        )
    cap = state.rules.HOLDING_LIMIT
    after = state.percent(player, company) + sum(c.percent for c in certs)
    if cap is not None and after > cap:
        out.append(
            violation(
                state,
                "stock.holding-limit",
                f"{player} would hold {after}% of {company}; the limit is {cap}%",
            )
        )
    return out


def cert_count(state: State, player: str) -> int:
    """Certificates counting toward ``player``'s limit (a director's certificate counts once)."""
    n = 0
    for c in state.certs.values():
        if c.owner == player and state.rules.counts_toward_cert_limit(
            state.company_def(c.company), c.percent, c.director
        ):
            n += 1
    return n + len(state.privates_of(player))


def _bundle(state: State, action: BuyShares | SellShares) -> tuple[list[Cert], list[Violation]]:
    certs: list[Cert] = []
    for sid in action.shares:
        cert = state.certs.get(sid)
        if cert is None:
            return [], [violation(state, "stock.unknown-share", f"there is no share {sid!r}")]
        certs.append(cert)
    if len({c.company for c in certs}) != 1 or len({c.owner for c in certs}) != 1:
        return [], [
            violation(state, "stock.bundle", "a purchase or sale takes shares of one company from one holder")
        ]
    return certs, []


def buy_price(state: State, certs: list[Cert], action: BuyShares) -> int:
    company = certs[0].company
    cs = state.companies[company]
    unit = state.rules.share_unit(state.company_def(company))
    shares = sum(c.percent for c in certs) // unit
    if action.share_price is not None:
        each = action.share_price
    elif certs[0].owner == "ipo" and cs.par is not None:
        each = cs.par
    else:
        each = state.price(company) or cs.par or 0
    return each * shares


def _check_buy(state: State, action: BuyShares) -> list[Violation]:
    certs, bad = _bundle(state, action)
    if bad:
        return bad
    company, seller = certs[0].company, certs[0].owner
    cs = state.companies[company]
    if seller == action.entity:
        return [
            violation(state, "stock.own-share", f"{action.entity} already holds {', '.join(action.shares)}")
        ]
    if seller in state.player:
        return [
            violation(
                state,
                "stock.from-player",
                "shares are bought from the bank or a company, never from a player",
            )
        ]
    if cs.par is None and state.price(company) is None:
        return [
            violation(
                state, "stock.not-started", f"{company} has no share price yet; a player must start it first"
            )
        ]
    if any(c.director for c in certs):
        return [
            violation(
                state,
                "stock.director-cert",
                f"the director's certificate of {company} is not for sale on its own",
            )
        ]
    return _purchase_problems(state, action.entity, company, certs, buy_price(state, certs, action))


def _buy(state: State, action: BuyShares) -> tuple[State, list[Event]]:
    certs, _ = _bundle(state, action)
    company, seller = certs[0].company, certs[0].owner
    price = buy_price(state, certs, action)
    comp = state.company_def(company)
    payee = {"ipo": state.rules.ipo_payee(comp), "pool": "bank"}.get(seller, seller)
    if payee == "company":
        payee = company
    state = pay(state, action.entity, payee, price)
    state = move_certs(state, certs, action.entity)
    pct = sum(c.percent for c in certs)
    where = {"ipo": "the IPO", "pool": "the pool"}.get(seller, f"{seller}'s treasury")
    unit = state.rules.share_unit(comp)
    state = state.with_round(
        turn=(*state.round.turn, "buy"),
        bought=(*state.round.bought, *([f"{action.entity}:{company}"] * (pct // unit))),
    )
    events = [
        event(
            "shares",
            f"{action.entity} buys {pct}% of {company} from {where} for {fmt(state, price)}",
            player=action.entity,
            company=company,
            percent=pct,
            price=price,
            seller=seller,
        )
    ]
    state, more = recheck_director(state, company)
    events += more
    state, more = check_float(state, company)
    return state, events + more


def _check_buy_company(state: State, action: BuyCompany) -> list[Violation]:
    if action.company not in {p.id for p in state.game.privates}:
        return [violation(state, "stock.unknown-company", f"there is no private company {action.company!r}")]
    owner = state.private_owner(action.company)
    if owner is not None:
        return [violation(state, "stock.company-owned", f"{action.company} already belongs to {owner}")]
    out: list[Violation] = []
    if "buy" in state.round.turn:
        out.append(violation(state, "stock.one-buy", f"{action.entity} has already bought this turn"))
    if state.player[action.entity].cash < action.price:
        out.append(violation(state, "stock.cash", f"{action.entity} cannot pay {fmt(state, action.price)}"))
    return out


def _buy_company(state: State, action: BuyCompany) -> tuple[State, list[Event]]:
    state = pay(state, action.entity, "bank", action.price)
    state = state.with_private(action.company, action.entity).with_round(turn=(*state.round.turn, "buy"))
    return state, [
        event(
            "private",
            f"{action.entity} buys {action.company} for {fmt(state, action.price)}",
            player=action.entity,
            company=action.company,
            price=action.price,
        )
    ]


# --------------------------------------------------------------------------- par
def _par_cell(state: State, action: Par) -> tuple[tuple[int, int] | None, list[Violation]]:
    try:
        cell = mk.parse_cell(state.market, action.share_price, mark="p")
    except mk.MarketError as exc:
        return None, [violation(state, "stock.par-price", str(exc))]
    if not state.rules.par_allowed(mk.marks(state.market, cell), mk.value(state.market, cell)):
        value = mk.value(state.market, cell)
        return None, [violation(state, "stock.par-price", f"{fmt(state, value)} is not a par price")]
    return cell, []


def _check_par(state: State, action: Par) -> list[Violation]:
    if action.corporation not in state.companies:
        return [violation(state, "stock.unknown-company", f"there is no company {action.corporation!r}")]
    cs = state.companies[action.corporation]
    if cs.par is not None or cs.cell is not None:
        return [violation(state, "stock.already-started", f"{action.corporation} has already been started")]
    cert = director_cert(state, action.corporation)
    if cert is None or cert.owner != "ipo":
        return [
            violation(
                state,
                "stock.already-started",
                f"the director's certificate of {action.corporation} is not in the IPO",
            )
        ]
    cell, bad = _par_cell(state, action)
    if cell is None:
        return bad
    price = (
        mk.value(state.market, cell) * cert.percent // state.rules.share_unit(state.company_def(cert.company))
    )
    return _purchase_problems(state, action.entity, action.corporation, [cert], price)


def _par(state: State, action: Par) -> tuple[State, list[Event]]:
    cell, _ = _par_cell(state, action)
    assert cell is not None
    company = action.corporation
    comp = state.company_def(company)
    par = mk.value(state.market, cell)
    cert = director_cert(state, company)
    assert cert is not None
    shares = cert.percent // state.rules.share_unit(comp)
    price = par * shares
    payee = state.rules.ipo_payee(comp)
    state = pay(state, action.entity, company if payee == "company" else "bank", price)
    state = move_certs(state, [cert], action.entity)
    placed = cell if state.rules.market_token_at_par(comp) else None
    state = state.update_company(company, par=par, cell=placed, stack=state.stack_counter)
    state = state.next_stack().with_round(
        turn=(*state.round.turn, "buy"),
        bought=(*state.round.bought, *([f"{action.entity}:{company}"] * shares)),
    )
    events = [
        event(
            "par",
            f"{action.entity} starts {company} at {fmt(state, par)} and buys the director's "
            f"certificate ({cert.percent}%) for {fmt(state, price)}",
            player=action.entity,
            company=company,
            par=par,
            price=price,
        )
    ]
    state, more = check_float(state, company)
    return state, events + more


# --------------------------------------------------------------------------- selling
def _check_sell(state: State, action: SellShares) -> list[Violation]:
    certs, bad = _bundle(state, action)
    if bad:
        return bad
    seller, company = action.entity, certs[0].company
    if certs[0].owner != seller:
        return [violation(state, "stock.not-held", f"{seller} does not hold {', '.join(action.shares)}")]
    comp = state.company_def(company)
    cs = state.companies[company]
    why = state.rules.sell_problem(
        state.round.kind, state.round.number, comp, cs.operated or cs.last_revenue is not None
    )
    if why:
        return [violation(state, "stock.no-sale", why)]
    unit = state.rules.share_unit(comp)
    pct = action.percent if action.percent is not None else sum(c.percent for c in certs)
    held = state.percent(seller, company)
    out: list[Violation] = []
    bought = state.round.bought.count(f"{seller}:{company}")
    if (held - pct) // unit < bought:
        out.append(
            violation(
                state,
                "stock.sell-bought",
                f"{seller} bought {bought} share(s) of {company} this round and must keep at least that many",
            )
        )
    dest = state.rules.sale_destination(comp)
    limit = state.rules.POOL_LIMIT
    if limit is not None and state.percent(dest, company) + pct > limit:
        out.append(
            violation(
                state,
                "stock.pool-limit",
                f"the {dest} would hold {state.percent(dest, company) + pct}% of {company}; at most {limit}%",
            )
        )
    plan = _director_plan(state, seller, company, held - pct)
    if isinstance(plan, str):
        out.append(violation(state, "stock.director-sale", plan))
    return out


def _director_plan(state: State, seller: str, company: str, remaining: int) -> str | tuple[str, str] | None:
    """How the seller gives up the director's certificate, if he must: ``("swap", player)``,
    ``("pool", "")``, ``None`` (he need not), or a sentence saying why he cannot."""
    cert = director_cert(state, company)
    if cert is None or cert.owner != seller or remaining >= cert.percent:
        return None
    heir = best_challenger(state, company, seller, at_least=max(cert.percent, remaining + 1))
    if heir is not None:
        return ("swap", heir)
    if not state.rules.DIRECTOR_CERT_TO_POOL:
        return f"no other player holds {cert.percent}% of {company} to take over the director's certificate"
    unit = state.rules.share_unit(state.company_def(company))
    keep = remaining // unit
    have = len(ordinary_certs(state, seller, company)) + len(ordinary_certs(state, "pool", company))
    if have < keep:
        return (
            f"{seller} would keep {keep} share(s) of {company} but only {have} ordinary certificate(s) "
            "are his or in the pool to exchange for the director's certificate"
        )
    return ("pool", "")


def _sell(state: State, action: SellShares) -> tuple[State, list[Event]]:
    certs, _ = _bundle(state, action)
    seller, company = action.entity, certs[0].company
    comp = state.company_def(company)
    unit = state.rules.share_unit(comp)
    pct = action.percent if action.percent is not None else sum(c.percent for c in certs)
    shares = pct // unit
    was_director = state.director(company) == seller
    dest = state.rules.sale_destination(comp)
    events: list[Event] = []
    plan = _director_plan(state, seller, company, state.percent(seller, company) - pct)
    if isinstance(plan, tuple) and plan[0] == "swap":
        state, events = swap_director(state, company, seller, plan[1])
    if isinstance(plan, tuple) and plan[0] == "pool":
        state = _director_cert_to_pool(state, seller, company, state.percent(seller, company) - pct)
    else:
        sold = pick_certs(ordinary_certs(state, seller, company), pct) or []
        state = move_certs(state, sold, dest)
    price = state.price(company) or state.companies[company].par or 0
    has_trains = bool(state.companies[company].trains)
    each = action.share_price if action.share_price is not None else state.rules.sale_price(price, has_trains)
    state = pay(state, "bank", seller, each * shares)
    events.append(
        event(
            "shares",
            f"{seller} sells {pct}% of {company} to the {dest} for {fmt(state, each * shares)}",
            player=seller,
            company=company,
            percent=pct,
            price=each * shares,
        )
    )
    state = state.with_round(sold=(*state.round.sold, f"{seller}:{company}"))
    state, more = move_price_after_sale(state, company, shares, was_director)
    events += more
    state, more = recheck_director(state, company)
    return state, events + more


def _director_cert_to_pool(state: State, seller: str, company: str, remaining: int) -> State:
    """1862 §6.3 (L742-L755): the director's certificate goes to the pool; the seller keeps
    his remaining shares as ordinary certificates, his own first, then the pool's."""
    unit = state.rules.share_unit(state.company_def(company))
    keep = remaining // unit
    own = ordinary_certs(state, seller, company)
    kept_own = own[:keep]
    from_pool = ordinary_certs(state, "pool", company)[: keep - len(kept_own)]
    cert = director_cert(state, company)
    assert cert is not None
    state = move_certs(state, [cert, *own[len(kept_own) :]], "pool")
    return move_certs(state, from_pool, seller)


def move_price_after_sale(
    state: State, company: str, shares: int, by_director: bool
) -> tuple[State, list[Event]]:
    cs = state.companies[company]
    if cs.cell is None or shares == 0:
        return state, []
    market = state.market
    moves = state.rules.sale_moves(shares, mk.value(market, cs.cell), mk.marks(market, cs.cell), by_director)
    return move_token(state, company, moves, "after the sale")


def move_token(state: State, company: str, moves: list[str], why: str) -> tuple[State, list[Event]]:
    """Move ``company``'s market token; a token that arrives on a cell goes under the others."""
    cs = state.companies[company]
    if cs.cell is None:
        return state, []
    old = cs.cell
    new = mk.apply_moves(state.market, old, moves, edge_turns=state.rules.EDGE_TURNS)
    if new == old:
        return state, [
            event(
                "price",
                f"{company} stays at {fmt(state, mk.value(state.market, old))} {why}",
                company=company,
                price=mk.value(state.market, old),
            )
        ]
    state = state.update_company(company, cell=new, stack=state.stack_counter).next_stack()
    before, after = mk.value(state.market, old), mk.value(state.market, new)
    return state, [
        event(
            "price",
            f"{company} moves from {fmt(state, before)} to {fmt(state, after)} {why}",
            company=company,
            old=before,
            price=after,
            row=new[0],
            col=new[1],
        )
    ]
