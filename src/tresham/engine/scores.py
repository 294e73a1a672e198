"""What each player is worth: the score at the end of a game, and during play.

A player's value is his cash, plus each share he holds at its market price, plus what his
game counts besides: private cards, companies he owns whole that have no share price,
things held by kind, less his loans. Each game says what it counts through the economy
hooks ``share_worth``, ``card_worth``, ``private_worth``, ``items_worth`` and
``loans_worth`` (``rules/economy.py``, its rulebook cited in ``rules/games/economy_*``);
this module only adds them up. A share of a company with no share price (an 18Mag minor,
a coal railway) counts through ``card_worth`` when its holder owns it whole, else nothing.
"""

from __future__ import annotations

from .state import State


def player_values(state: State) -> dict[str, int]:
    """Every player's value in seat order, by the game's own scoring (a dummy player who
    takes no seat, 18 Lilliput's Gulliver, last)."""
    held: dict[str, dict[str, int]] = {name: {} for name in state.player}
    for cert in state.certs.values():  # one pass over the certificates for every player
        mine = held.get(cert.owner)
        if mine is not None:
            mine[cert.company] = mine.get(cert.company, 0) + cert.percent
    return {name: _value(state, name, held[name]) for name in state.player}


def player_value(state: State, name: str) -> int:
    """``name``'s cash and everything his game counts for him (see the module docstring)."""
    return _value(state, name, state.holdings(name))


def _value(state: State, name: str, holdings: dict[str, int]) -> int:
    rules = state.rules
    player = state.player[name]
    value = player.cash + rules.items_worth(player.items) + rules.loans_worth(player.loans)
    for company, percent in holdings.items():
        value += _holding_worth(state, company, percent)
    privates = {p.id: p for p in state.game.privates}
    for private in state.privates_of(name):
        card = privates.get(private)
        if card is not None:
            value += rules.private_worth(card)
    return value


def share_price(state: State, company: str) -> int | None:
    """A company's share price: its market token's, or, until the token goes on the market,
    the par its director chose (1862 places it only when the company floats, L392-L394; the
    shares are bought and worth that much meanwhile), or the price its shares sell at before
    it starts (1824's Staatsbahnen, 120 G from the first stock round, L352, L364). A company
    owned whole, without shares to sell, has none."""
    price = state.price(company)
    if price is not None:
        return price
    comp = state.company_def(company)
    if state.rules.share_unit(comp) >= 100:
        return None
    par = state.companies[company].par
    return par if par is not None else state.rules.price_before_start(comp)


def _holding_worth(state: State, company: str, percent: int) -> int:
    comp = state.company_def(company)
    cs = state.companies[company]
    price = share_price(state, company)
    if price is None:
        return state.rules.card_worth(comp, cs.par) if percent >= 100 else 0
    shares = percent // state.rules.share_unit(comp)
    return shares * state.rules.share_worth(price, bool(cs.trains))


__all__ = ["player_value", "player_values", "share_price"]
