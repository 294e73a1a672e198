"""An action in plain words, as a teacher says it at the table: "Ann buys 10% of the BK
from the IPO", "minor 3 runs its 4-train for 110 Ft and its 6-train for 170 Ft", "the N&E
survives; everyone returns half at once".

``plain(action, state)`` reads the position before the action (``state``) for what the
action names only by id: a certificate (whose share, from where), a train card (its
name), a city (its name on the map: "Cambridge (B9)"), a price given as a market cell.
An action of a type with no sentence here falls back on the notation (``describe``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from ..engine.state import State
from ..errors import TreshamError
from ..model.actions import (
    Action,
    Bid,
    BuyCompany,
    BuyShares,
    BuyTrain,
    Choose,
    DiscardTrain,
    Dividend,
    LayTile,
    Merge,
    Par,
    Pass,
    PayoffPlayerDebt,
    PayoffPlayerDebtPartial,
    PlaceToken,
    ReassignTrains,
    RemoveToken,
    Route,
    RunRoutes,
    ScrapTrain,
    SellShares,
    SpecialBuy,
)
from .visitors import describe

DIVIDENDS = {
    "payout": "pays out its revenue",
    "withhold": "withholds: the revenue goes to its treasury",
    "half": "pays half its revenue and keeps half",
    "hudson": "pays out, George Hudson topping the revenue up",
}


def plain(action: Action, state: State) -> str:
    """``action`` in words; ``state`` is the position it is made in."""
    sentence = _SENTENCES.get(type(action))
    if sentence is None:
        return describe(action, state.label)
    return f"{state.label(action.entity)} {sentence(action, state)}"


def place(state: State, hex_: str) -> str:
    """A hex by the name the map prints on it ("Cambridge (B9)"), else its coordinate."""
    printed = state.board.map.hexes.get(hex_)
    return f"{printed.name} ({hex_})" if printed is not None and printed.name else hex_


HEX_ID = re.compile(r"(?<![\w(/+-])([A-Z]{1,2}\d{1,2})(?![\w)/+-])")


def with_places(text: str, state: State) -> str:
    """``text`` (what the engine said) with each bare hex id that the map names written as
    the map prints it: "a station token in H3" becomes "in Bozen (H3)"; ids already beside
    their name, and ids of unnamed hexes, stay as they are."""
    named = state.board.map.hexes

    def name(m: re.Match[str]) -> str:
        hex_ = m.group(1)
        printed = named.get(hex_)
        if printed is None or not printed.name or printed.name in text:
            return hex_
        return f"{printed.name} ({hex_})"

    return HEX_ID.sub(name, text)


def with_letters(text: str, letters: Sequence[tuple[str, str]]) -> str:
    """``text`` with each hex the book names by a letter (an example's ``letters``) given that
    letter too: "1,0" becomes "D (1,0)", as the rulebook's picture calls it."""
    for letter, hex_ in letters:
        # the hex whole: "1,0" but not in "-1,0" or "1,0,2"; a list's ", " may follow it
        whole = rf"(?<![\w(-])(?<!\d,){re.escape(hex_)}(?![\w)])(?!,[\d-])"
        text = re.sub(whole, f"{letter} ({hex_})", text)
    return text


def article(word: str) -> str:
    """"a" or "an" before ``word`` as it is said: an 8F-train, an 11-train, an E-train and
    an LP-train (letters are said by name: "ee", "el"), a 5/6E-train, a G-train, a 1g-train."""
    head = word.split("-")[0]
    if head[:1].isdigit():
        spoken_vowel = head.startswith(("8", "11", "18"))
    elif head.isalpha() and head.isupper():  # letters said one by one
        spoken_vowel = head[0] in "AEFHILMNORSX"
    else:
        spoken_vowel = head[:1].lower() in "aeiou"
    return "an" if spoken_vowel else "a"


def _money(state: State, amount: int) -> str:
    return state.game.money(amount)


def _train(state: State, train: str) -> str:
    card = state.trains.get(train)
    return f"{card.name if card is not None else train}-train"


def _pass(a: Action, s: State) -> str:
    return "passes"


def _par(a: Action, s: State) -> str:
    assert isinstance(a, Par)
    value = a.share_price.split(",")[0]
    price = _money(s, int(value)) if value.isdigit() else a.share_price
    return f"starts the {s.label(a.corporation)} at {price} a share (its par)"


def _shares(a: BuyShares | SellShares, s: State) -> tuple[str, str, str]:
    """(how much, of which company, from whom) for the certificates an action names."""
    certs = [s.certs[c] for c in a.shares if c in s.certs]
    if not certs:
        return (f"{a.percent}%" if a.percent else "shares", ", ".join(a.shares), "")
    percent = a.percent or sum(c.percent for c in certs)
    owners = sorted({c.owner for c in certs})
    whence = ", ".join({"ipo": "the IPO", "pool": "the pool"}.get(o, s.label(o)) for o in owners)
    director = " (the director's certificate)" if any(c.director for c in certs) else ""
    return f"{percent}%{director}", s.label(certs[0].company), whence


def _buy_shares(a: Action, s: State) -> str:
    assert isinstance(a, BuyShares)
    much, company, whence = _shares(a, s)
    return f"buys {much} of the {company}" + (f" from {whence}" if whence else "")


def _sell_shares(a: Action, s: State) -> str:
    assert isinstance(a, SellShares)
    much, company, _ = _shares(a, s)
    return f"sells {much} of the {company} to the pool"


def _buy_train(a: Action, s: State) -> str:
    assert isinstance(a, BuyTrain)
    card = s.trains.get(a.train)
    seller = f" from {s.label(card.owner)}" if card is not None and card.owner in s.companies else ""
    train = _train(s, a.train)
    text = f"buys {article(train)} {train}{seller} for {_money(s, a.price)}"
    if a.exchange:
        text += f", handing in its {_train(s, a.exchange)}"
    if a.warranties:
        text += f", with {a.warranties} warrant{'y' if a.warranties == 1 else 'ies'}"
    return text


def _route(r: Route, s: State) -> str:
    text = f"its {_train(s, r.train)}"
    if r.hexes:
        text += " on " + ", ".join(place(s, h) for h in r.hexes)
    if r.revenue is not None:
        text += f" for {_money(s, r.revenue)}"
    return text


def _idle(r: Route) -> bool:
    """A train named in the run that does not run (no track, no stops, no revenue)."""
    return r.connections is not None and not r.connections and not r.hexes and r.revenue is None


def _run(a: Action, s: State) -> str:
    assert isinstance(a, RunRoutes)
    running = [r for r in a.routes if not _idle(r)]
    idle = [f"its {_train(s, r.train)}" for r in a.routes if _idle(r)]
    if running:
        text = "runs " + " and ".join(_route(r, s) for r in running)
        if idle:
            text += "; " + " and ".join(idle) + (" do" if len(idle) > 1 else " does") + " not run"
    else:
        text = "does not run " + " or ".join(idle) if idle else "runs no train"
    if a.subsidy:
        text += f", with {_money(s, a.subsidy)} more for its treasury (mines, subsidies)"
    return text


def _dividend(a: Action, s: State) -> str:
    assert isinstance(a, Dividend)
    if a.kind == "variable":
        return f"pays out {_money(s, a.amount or 0)} in all and keeps the rest"
    return DIVIDENDS.get(a.kind, a.kind)


def _lay(a: Action, s: State) -> str:
    assert isinstance(a, LayTile)
    return f"lays {tile_words(s, a.tile)} on {place(s, a.hex)}, rotation {a.rotation}"


def tile_words(s: State, name: str) -> str:
    """A tile as its card shows it: "the green tile 16" (18xx.games' copy ids such as
    ``16_1b`` name the tile 16); "a yellow tile" where the card carries no number
    (18 Lilliput's tile names are ours)."""
    try:
        tile = s.game.tile(name)
    except TreshamError:
        return f"tile {name}"
    number = tile.printed_number.partition("_")[0]
    return f"the {tile.color} tile {number}" if number else f"a {tile.color} tile"


def _city(s: State, city: str) -> str:
    hex_, _, _ = city.rpartition("-")
    return place(s, hex_ or city)


def _token(a: Action, s: State) -> str:
    assert isinstance(a, PlaceToken)
    if a.token_type == "town":
        return f"places a town token on {place(s, a.city)}"
    cost = f" for {_money(s, a.cost)}" if a.cost else ""
    return f"places a station in {_city(s, a.city)}{cost}"


def _remove_token(a: Action, s: State) -> str:
    assert isinstance(a, RemoveToken)
    return f"takes its station off {_city(s, a.city)}"


def _merge(a: Action, s: State) -> str:
    assert isinstance(a, Merge)
    partner = a.corporation or a.minor or "?"
    return f"proposes to merge with the {s.label(partner)}"


def _choose(a: Action, s: State) -> str:
    assert isinstance(a, Choose)
    choice = a.choice
    merger = s.merger
    if isinstance(choice, Mapping):
        survivor = choice.get("survivor")
        text = _choose_survivor(str(survivor), s) if survivor is not None else "chooses"
        if choice.get("returns") == "together":
            text += "; every holder returns half of its shares at once"
        return text
    if choice in ("first", "last") and merger is not None:
        return _choose_survivor(str(choice), s)
    if choice == "redeem":
        return "pays half the price to redeem its option share"
    if choice == "sell":
        return "takes half the price for its option share"
    card = choice.partition(":")[0] if isinstance(choice, str) else ""
    if any(c.id == card for c in s.game.cards):
        side = " (its other action)" if str(choice).endswith(":alt") else ""
        return f"takes the action card {card}{side}"
    return f"chooses {choice}"


def _choose_survivor(which: str, s: State) -> str:
    merger = s.merger
    if merger is None:
        return f"chooses {which}"
    survivor = merger.active if which == "first" else merger.partner
    return f"chooses the survivor: the {s.label(survivor)}"


def _bid(a: Action, s: State) -> str:
    assert isinstance(a, Bid)
    what = a.minor or a.corporation or a.company or "?"
    if a.price == 0:
        return f"takes {_named(s, what)}"
    return f"bids {_money(s, a.price)} for {_named(s, what)}"


def _named(s: State, what: str) -> str:
    if what in s.companies:
        return f"the {s.label(what)}" if not s.label(what).startswith("minor ") else s.label(what)
    private = next((p for p in s.game.privates if p.id == what), None)
    return private.name if private is not None and private.name else what


def _buy_company(a: Action, s: State) -> str:
    assert isinstance(a, BuyCompany)
    return f"buys {_named(s, a.company)} for {_money(s, a.price)}"


def _special_buy(a: Action, s: State) -> str:
    assert isinstance(a, SpecialBuy)
    return f"buys {a.description} for {_money(s, a.cost)}"


def _discard(a: Action, s: State) -> str:
    assert isinstance(a, DiscardTrain | ScrapTrain)
    return f"{'discards' if isinstance(a, DiscardTrain) else 'scraps'} its {_train(s, a.train)}"


def _payoff(a: Action, s: State) -> str:
    if isinstance(a, PayoffPlayerDebtPartial):
        return f"pays {_money(s, a.amount)} of his debt back"
    return "pays all his debt back"


def _reassign(a: Action, s: State) -> str:
    assert isinstance(a, ReassignTrains)
    moves = ", ".join(f"its {_train(s, m.train)} to {_named(s, m.corporation)}" for m in a.assignments)
    return f"puts {moves}" if moves else "leaves its trains where they are"


_SENTENCES: Mapping[type[Action], Callable[[Action, State], str]] = {
    Pass: _pass,
    Par: _par,
    BuyShares: _buy_shares,
    SellShares: _sell_shares,
    BuyTrain: _buy_train,
    RunRoutes: _run,
    Dividend: _dividend,
    LayTile: _lay,
    PlaceToken: _token,
    RemoveToken: _remove_token,
    Merge: _merge,
    Choose: _choose,
    Bid: _bid,
    BuyCompany: _buy_company,
    SpecialBuy: _special_buy,
    DiscardTrain: _discard,
    ScrapTrain: _discard,
    ReassignTrains: _reassign,
    PayoffPlayerDebt: _payoff,
    PayoffPlayerDebtPartial: _payoff,
}
