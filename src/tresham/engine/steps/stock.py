"""The stock round's one step: buy, sell (``selling.py``), start a company (par), buy a
private, or pass.

Base rules, with each game's differences behind hooks (``rules/economy.py``):
- one purchase per turn (buy one certificate, or par a company, or buy a private);
- a player may not buy beyond the certificate limit, above the holding limit of one
  company, more than his cash, or a company he sold this round;
- selling puts shares in the pool (or back in the IPO) up to the pool limit, pays the
  market price and lowers it; a player may not sell more than he held before this round's
  purchases; a director who sells below the director's certificate hands it to the player
  holding the most, or cannot sell (1862 lets the certificate go to the pool);
- a turn ends with ``pass`` or by itself after its purchase, and the round when every player
  passes in a row (``engine.rounds.players``).
"""

from __future__ import annotations

from ...model.actions import Action, BuyCompany, BuyShares, Par, SellShares
from ...rules.violation import Violation
from .. import market as mk
from ..events import Event, event
from ..money import fmt, pay
from ..round_state import Dealings, dealings
from ..shares import check_float, director_cert, move_certs, recheck_director
from ..state import BANK_HOLDERS, Cert, State
from .base import PLACE, Step, bundle, skipped, violation
from .cards import (
    buy_card,
    card_par_problems,
    check_buy_card,
    kept_for_a_card_gone,
    left_game,
    turn_purchase_problems,
)
from .selling import check_sell, sell


class StockStep(Step):
    NAME = "stock"
    ACTIONS = frozenset({"buy_shares", "sell_shares", "par", "buy_company"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if not state.is_player(action.entity):
            return [not_a_player(state, action)]
        if isinstance(action, BuyShares):
            return _check_buy(state, action)
        if isinstance(action, SellShares):
            return check_sell(state, action)
        if isinstance(action, Par):
            return _check_par(state, action)
        if isinstance(action, BuyCompany):
            return _check_buy_company(state, action)
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if not state.is_player(action.entity):
            return skipped(state, action, not_a_player(state, action).message)
        if isinstance(action, BuyShares):
            state, events = _buy(state, action)
        elif isinstance(action, SellShares):
            state, events = sell(state, action)
        elif isinstance(action, Par):
            state, events = _par(state, action)
        elif isinstance(action, BuyCompany):
            state, events = _buy_company(state, action)
        else:
            return super().apply(state, action)
        return state.with_round(acted=True), events


def not_a_player(state: State, action: Action) -> Violation:
    """Only players trade certificates in a stock round. 18xx.games records 1824's exchange
    of a mountain railway for a share as a ``buy_shares`` by the mountain railway (L112):
    an exchange the engine does not play, refused like any other action."""
    if action.entity in {p.id for p in state.game.privates}:
        what = f"{action.entity} is a private company"
    elif state.is_company(action.entity):
        what = f"{state.label(action.entity)} is a company"
    else:
        what = f"{action.entity!r} is nobody in this game"
    return violation(
        state, "stock.buyer", f"{what}, not a player: only players buy, sell and start companies here"
    )


# --------------------------------------------------------------------------- buying
def bought(state: State, player: str, company: str, shares: int) -> State:
    """``player`` has bought ``shares`` shares of ``company`` this round (he may not sell
    them in it)."""
    if not isinstance(state.round.data, Dealings):
        return state
    return state.with_round_data(bought=(*state.round.data.bought, *([f"{player}:{company}"] * shares)))


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
    if f"{player}:{company}" in dealings(state.round).sold and not state.rules.REBUY_AFTER_SALE:
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
    return n + (len(state.privates_of(player)) if state.rules.PRIVATES_COUNT else 0)


def buy_price(state: State, certs: list[Cert], action: BuyShares) -> int:
    company = certs[0].company
    cs = state.companies[company]
    unit = state.rules.share_unit(state.company_def(company))
    shares = sum(c.percent for c in certs) // unit
    if action.share_price is not None:
        each = action.share_price
    elif certs[0].owner == "ipo":
        par = cs.par if cs.par is not None else state.rules.price_before_start(state.company_def(company))
        each = state.rules.ipo_price(par, state.price(company))
    else:
        each = state.price(company) or cs.par or 0
    return each * shares


def _for_sale_by(state: State, seller: str) -> bool:
    """Whether a share held by ``seller`` is in the game at all: not ``"removed"`` with a
    company the map or the set-up's draws left out."""
    return seller in BANK_HOLDERS or state.is_player(seller) or state.is_company(seller)


def _check_buy(state: State, action: BuyShares) -> list[Violation]:
    certs, bad = bundle(state, action)
    if bad:
        return bad
    company, seller = certs[0].company, certs[0].owner
    cs = state.companies[company]
    if not _for_sale_by(state, seller):
        return [violation(state, "stock.unknown-company", f"{state.label(company)} is out of the game")]
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
    if seller in state.companies and seller != company:
        return [
            violation(
                state,
                "stock.reserved",
                f"{', '.join(action.shares)} of {company} is kept for the owner of {seller}",
            )
        ]
    early = state.rules.price_before_start(state.company_def(company))
    if cs.par is None and state.price(company) is None and early is None:
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
    certs, bad = bundle(state, action)
    if bad:
        return skipped(state, action, bad[0].message)
    company, seller = certs[0].company, certs[0].owner
    if not _for_sale_by(state, seller):
        return skipped(state, action, f"{state.label(company)} is out of the game")
    price = buy_price(state, certs, action)
    comp = state.company_def(company)
    payee = {"ipo": state.rules.ipo_payee(comp), "pool": "bank"}.get(seller, seller)
    if payee == "company":
        payee = company
    state = pay(state, action.entity, payee, price)
    state = move_certs(state, certs, action.entity)
    pct = sum(c.percent for c in certs)
    where = PLACE.get(seller, f"{seller}'s treasury")
    unit = state.rules.share_unit(comp)
    state = bought(state.with_round(turn=(*state.round.turn, "buy")), action.entity, company, pct // unit)
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
    if action.company in state.companies:
        return check_buy_card(state, action)
    private = next((p for p in state.game.privates if p.id == action.company), None)
    if private is None or (private.players and len(state.players) not in private.players):
        return [
            violation(
                state, "stock.unknown-company", f"there is no private company {action.company!r} in this game"
            )
        ]
    left_out = state.rules.left_out_reason(private.id)
    if left_out:
        return [violation(state, "stock.unknown-company", left_out)]
    owner = state.private_owner(action.company)
    if owner is not None:
        return [violation(state, "stock.company-owned", f"{action.company} already belongs to {owner}")]
    return left_game(state, private.id, private.kind) or turn_purchase_problems(state, action)


def _buy_company(state: State, action: BuyCompany) -> tuple[State, list[Event]]:
    if action.company in state.companies:
        return buy_card(state, action)
    if action.company not in {p.id for p in state.game.privates}:
        return skipped(state, action, f"there is no private company {action.company!r}")
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
    """The cell a ``par`` names: by its id, or by a bare value where one par cell has it."""
    comp = state.company_def(action.corporation) if action.corporation in state.companies else None
    mark = "p" if comp is None else state.rules.start_mark(comp)
    try:
        cell = mk.parse_cell(state.market, action.share_price, mark=mark)
    except mk.MarketError as exc:
        pars = [c for c in _par_cells(state) if str(mk.value(state.market, c)) == action.share_price]
        if len(pars) != 1:
            return None, [violation(state, "stock.par-price", str(exc))]
        cell = pars[0]
    marks, value = mk.marks(state.market, cell), mk.value(state.market, cell)
    if comp is None:
        allowed = state.rules.par_allowed(marks, value)
    else:
        allowed = state.rules.company_par_allowed(comp, marks, value)
    if not allowed:
        return None, [violation(state, "stock.par-price", f"{fmt(state, value)} is not a par price")]
    return cell, []


def _par_cells(state: State) -> list[tuple[int, int]]:
    market = state.market
    return [c for c in mk.cells(market) if state.rules.par_allowed(mk.marks(market, c), mk.value(market, c))]


def _check_par(state: State, action: Par) -> list[Violation]:
    if action.corporation not in state.companies:
        return [violation(state, "stock.unknown-company", f"there is no company {action.corporation!r}")]
    card = card_par_problems(state, action.corporation)
    if card:
        return card
    cs = state.companies[action.corporation]
    if cs.par is not None or cs.cell is not None:
        return [violation(state, "stock.already-started", f"{action.corporation} has already been started")]
    cert = director_cert(state, action.corporation)
    if cert is not None and cert.owner == "removed":  # left out by the map or the set-up's draws
        gone = f"{state.label(action.corporation)} is out of the game"
        return [violation(state, "stock.unknown-company", gone)]
    if cert is None or not (cert.owner == "ipo" or kept_for_a_card_gone(state, cert.owner)):
        return [
            violation(
                state,
                "stock.already-started",
                f"the director's certificate of {action.corporation} is not in the IPO",
            )
        ]
    most = state.rules.DIRECTOR_LIMIT
    held = sum(1 for c in state.certs.values() if c.owner == action.entity and c.director)
    if most is not None and held >= most:
        limit = f"{action.entity} holds {held} director's certificates; the limit is {most}"
        return [violation(state, "stock.director-limit", limit)]
    why = state.rules.start_problem(state.board, action.corporation, state.phase)
    if why:
        return [violation(state, "stock.home-blocked", why)]
    cell, bad = _par_cell(state, action)
    if cell is None:
        return bad
    price = (
        mk.value(state.market, cell) * cert.percent // state.rules.share_unit(state.company_def(cert.company))
    )
    return _purchase_problems(state, action.entity, action.corporation, [cert], price)


def _par(state: State, action: Par) -> tuple[State, list[Event]]:
    cell, bad = _par_cell(state, action)
    if cell is None or action.corporation not in state.companies:
        return skipped(state, action, bad[0].message if bad else f"no company {action.corporation!r}")
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
    state = state.next_stack().with_round(turn=(*state.round.turn, "buy"))
    state = bought(state, action.entity, company, shares)
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
