"""1824's emergency money (VII.12 L733-L759): a company that must buy a train (it has none,
VII.11 L715) and lacks the cash spends all of its own, and its director pays the rest from
his. What he cannot pay he owes the bank (there is no bankruptcy, L736): the bank charges
50 % interest on it at once, rounded up (L738-L740), and the debt counts against him in the
score (a player's ``debt`` item; the book does not say how debt is scored, 18xx.games
subtracts it).

A player in debt may not buy shares until he has paid it back (L755). In a stock round he may
pay back all or part of it when it is his turn (the site's ``payoff_player_debt`` and
``payoff_player_debt_partial``; the book's overdrawn account is paid off by the money he
takes in), and at its end he pays back what his cash allows (tresham's reading: the book
says only that he cannot buy until he has); what he still owes grows by another 50 % (L749,
L756).

Before he borrows, the director may sell shares to the bank (L737, L741-L742: he need not):
only while the company must buy and his cash with the treasury's is short of the cheapest
train the depot sells it, only what the stock round's rules let him sell (VI.7 L425-L431),
and never so as to change the director of any company (L432, L737). What he has raised is
paid toward the train first, so the interest falls on what is still missing (L742).

The director chooses among the trains on sale, the depot's or those other companies offer
(L757); bought from another company with his money's help, a train costs at most the
value printed on its card (L758). The company keeps none of its cash (L759: it pays all of
it first), and his money buys no other train: once it owns one it buys with its own.
"""

from __future__ import annotations

from collections.abc import Iterator

from ....model.actions import Action, BuyTrain, PayoffPlayerDebt, PayoffPlayerDebtPartial, SellShares
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt, pay
from ...rounds.companies import train_purchases
from ...state import State
from ...steps.base import skipped, violation
from ...steps.selling import check_sell, sell
from ...trains import train_def

DEBT = "debt"
INTEREST_PERCENT = 50  # charged at once on what the director cannot pay (L738-L740)


def must_buy(state: State, cid: str) -> bool:
    """Whether ``cid`` must buy a train now: it owns none (L715)."""
    return cid in state.companies and not state.trains_of(cid)


def shortfall(state: State, cid: str, action: BuyTrain) -> int:
    """What ``cid`` lacks for ``action`` when it must buy (0 otherwise)."""
    if not must_buy(state, cid):
        return 0
    return max(action.price - state.companies[cid].cash, 0)


def emergency_price_problems(state: State, cid: str, action: BuyTrain) -> list[Violation]:
    """A train bought from another company with the director's help costs at most the value
    printed on its card (L758)."""
    card = state.trains.get(action.train)
    if card is None or card.owner not in state.companies or card.owner == cid:
        return []
    if not shortfall(state, cid, action):  # its own cash pays: the directors agree the price
        return []
    printed = train_def(state, action.variant or card.name).cost
    if action.price <= printed:
        return []
    why = (
        f"with its director's money {state.label(cid)} pays at most the {fmt(state, printed)} printed on "
        f"the card for {card.owner}'s {card.name}, not {fmt(state, action.price)} (L758)"
    )
    return [violation(state, "g1824.emergency-price", why)]


def cheapest_train(state: State, cid: str) -> int | None:
    """The price of the cheapest train the depot sells ``cid`` now (None: it sells none)."""
    return min((a.price for a in train_purchases(state, cid)), default=None)


def short_of_a_train(state: State, cid: str) -> bool:
    """Whether ``cid`` must buy a train and its treasury with its director's cash cannot pay
    for the cheapest one: the case in which he may sell shares (L737)."""
    director = state.director(cid)
    cheapest = cheapest_train(state, cid)
    if not must_buy(state, cid) or director is None or director not in state.player or cheapest is None:
        return False
    return state.companies[cid].cash + max(state.player[director].cash, 0) < cheapest


def emergency_sales(state: State, cid: str) -> Iterator[SellShares]:
    """Every sale the director of ``cid`` might make toward its train (checked by the caller)."""
    director = state.director(cid)
    if director is None or not short_of_a_train(state, cid):
        return
    for company in state.companies:
        held = state.percent(director, company)
        if not held:
            continue
        unit = state.rules.share_unit(state.company_def(company))
        mine = tuple(c.id for c in state.certs_of(company) if c.owner == director)
        for n in range(1, held // unit + 1):
            yield SellShares(entity=director, entity_type="player", shares=mine, percent=n * unit)


def emergency_sale_problems(state: State, cid: str, action: SellShares) -> list[Violation]:
    """What is wrong with ``action`` as the director's sale toward ``cid``'s train."""
    if action.entity != state.director(cid):
        why = f"only {cid}'s director sells shares toward its train, not {action.entity}"
        return [violation(state, "g1824.emergency-sale", why)]
    if not short_of_a_train(state, cid):
        why = f"{cid} need not raise money: it owns a train, or it and its director can pay for one (L737)"
        return [violation(state, "g1824.emergency-sale", why)]
    out = check_sell(state, action)
    if out:
        return out
    after, _ = sell(state, action)
    changed = [c for c in state.companies if state.director(c) != after.director(c)]
    if changed:
        why = f"the sale would change the director of {', '.join(changed)} (L432, L737)"
        return [violation(state, "g1824.emergency-director", why)]
    return []


def cover(state: State, cid: str, missing: int) -> tuple[State, list[Event]]:
    """The director pays ``missing`` into ``cid``'s treasury, owing the bank what he cannot."""
    director = state.director(cid)
    if director is None or director not in state.player or missing <= 0:
        return state, []
    paid = min(missing, max(state.player[director].cash, 0))
    events: list[Event] = []
    if paid:
        state = pay(state, director, cid, paid)
        text = f"{director} pays {fmt(state, paid)} toward {state.label(cid)}'s train (emergency money)"
        events.append(event("cash", text, player=director, company=cid, amount=paid))
    owed = missing - paid
    if owed:
        debt = -(-owed * (100 + INTEREST_PERCENT) // 100)
        state = pay(state, "bank", cid, owed).add_item(director, DEBT, debt)
        text = (
            f"{director} cannot pay {fmt(state, owed)}: the bank lends it and {director} owes "
            f"{fmt(state, debt)} with {INTEREST_PERCENT}% interest"
        )
        events.append(event("cash", text, player=director, company=cid, amount=owed))
    return state, events


def debt_of(state: State, player: str) -> int:
    return state.items_of(player).get(DEBT, 0) if player in state.player else 0


def settle_debts(state: State) -> tuple[State, list[Event]]:
    """The end of a stock round: each debtor pays back what he can, the rest grows by 50 %."""
    events: list[Event] = []
    for player in state.players:
        owed = debt_of(state, player)
        if not owed:
            continue
        back = min(owed, max(state.player[player].cash, 0))
        if back:
            state = pay(state, player, "bank", back).add_item(player, DEBT, -back)
            events.append(event("cash", f"{player} pays {fmt(state, back)} of his debt back", player=player))
        left = owed - back
        if left:
            more = -(-left * INTEREST_PERCENT // 100)
            state = state.add_item(player, DEBT, more)
            grown = fmt(state, left + more)
            text = f"{player} still owes {fmt(state, left)}: {INTEREST_PERCENT}% interest makes it {grown}"
            events.append(event("cash", text, player=player))
    return state, events


Payoff = PayoffPlayerDebt | PayoffPlayerDebtPartial


def payoffs(state: State, player: str) -> Iterator[Action]:
    """What ``player`` may pay back now: all he owes, or else all his cash toward it."""
    owed, cash = debt_of(state, player), state.player[player].cash if player in state.player else 0
    if not owed or cash <= 0:
        return
    if cash >= owed:
        yield PayoffPlayerDebt(entity=player, entity_type="player")
    else:
        yield PayoffPlayerDebtPartial(entity=player, entity_type="player", amount=cash)


def _paid(state: State, action: Payoff) -> int:
    owed = debt_of(state, action.entity)
    return owed if isinstance(action, PayoffPlayerDebt) else action.amount


def payoff_problems(state: State, action: Payoff) -> list[Violation]:
    """A player pays back only what he owes, from his cash (L755)."""
    player = action.entity
    owed = debt_of(state, player)
    amount = _paid(state, action)
    if not owed:
        return [violation(state, "g1824.payoff", f"{player} owes the bank nothing")]
    if amount <= 0 or amount > owed:
        why = f"{player} owes {fmt(state, owed)}: he pays back between 1 and that, not {fmt(state, amount)}"
        return [violation(state, "g1824.payoff", why)]
    if amount > state.player[player].cash:
        cash = fmt(state, state.player[player].cash)
        why = f"{player} has {cash}, not the {fmt(state, amount)} he would pay back"
        return [violation(state, "g1824.payoff", why)]
    return []


def payoff(state: State, action: Payoff) -> tuple[State, list[Event]]:
    """The player pays back (a forced record's payment: no more than he owes)."""
    player = action.entity
    amount = min(_paid(state, action), debt_of(state, player))
    if amount <= 0:
        return skipped(state, action, f"{player} owes the bank nothing")
    state = pay(state, player, "bank", amount).add_item(player, DEBT, -amount)
    left = debt_of(state, player)
    text = f"{player} pays {fmt(state, amount)} of his debt back"
    text += f" and still owes {fmt(state, left)}" if left else " and owes nothing now"
    return state, [event("cash", text, player=player, amount=amount)]
