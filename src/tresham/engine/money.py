"""Moving money between players, companies and the bank.

The bank is ``"bank"``; its cash is ``State.bank`` (``None`` when the game's bank is
unlimited). Nothing here judges whether a payer can afford a payment: the steps check that
first and report a violation naming the rule.
"""

from __future__ import annotations

from dataclasses import replace

from .events import Event, event
from .state import State


def pay(state: State, payer: str, payee: str, amount: int) -> State:
    """``payer`` pays ``amount`` to ``payee`` (either may be ``"bank"``)."""
    if amount == 0 or payer == payee:
        return state
    return _credit(_credit(state, payer, -amount), payee, amount)


def _credit(state: State, who: str, amount: int) -> State:
    if who == "bank":
        return state if state.bank is None else replace(state, bank=state.bank + amount)
    if who in state.player:
        return state.update_player(who, cash=state.player[who].cash + amount)
    if who in state.companies:
        return state.update_company(who, cash=state.companies[who].cash + amount)
    raise KeyError(f"nobody called {who!r} holds money")


def fmt(state: State, amount: int) -> str:
    """``amount`` in the game's currency: ``£19``, ``19 G``, ``19 Ft``."""
    return state.game.money(amount)


def pay_with_event(
    state: State, payer: str, payee: str, amount: int, *, by: str | None = None, why: str | None = None
) -> tuple[State, Event]:
    """``payer`` pays ``amount`` to ``payee``, and the cash event that says so: "``by``
    pays 40 G to the bank: ``why``" (``by`` defaults to the payer's id; no ``why``, no
    reason)."""
    state = pay(state, payer, payee, amount)
    to = "the bank" if payee == "bank" else payee
    text = f"{payer if by is None else by} pays {fmt(state, amount)} to {to}"
    if why is not None:
        text += f": {why}"
    return state, event("cash", text, payer=payer, payee=payee, amount=amount)
