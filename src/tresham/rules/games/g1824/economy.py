"""1824's money rules: no pool, one step down per sale, half pay for coal and pre-state lines.

Cited from the Spanish rulebook (rulebooks/1824-rules-es.txt):
- the first stock round goes counter-clockwise from the priority holder, then clockwise
  (VI.3 L344-L357, sidebar L382-L390); no selling in it (L356, L392);
- no share of a company that has not yet operated may be sold; sold shares go back to
  the bank, which may not end with more than half of a company; a director's certificate
  is never sold: a director selling below it first swaps it with the player holding the
  most (ties: the next in turn order) (VI.6 L398-L413, VI.8 L423-L432);
- the price moves one space down per selling action, not per share (VIII.3 L851-L853); one
  right on a payout (at a row's end: up), one left on a withheld or zero run (at a row's
  start: down) (VIII.2 L845-L846); one up at the end of a stock round for a company the
  players hold entirely (L854);
- shares in the bank are paid to the bank (E6, L697-L699); coal railways and
  pre-Staatsbahnen pay half their revenue to the owner and half to the treasury (IV.2
  L138, IV.3 L185);
- trains may be bought from other companies from phase 3 on (VII.11 L724, L745); g-trains
  of every type on sale are offered at once (L719-L722); a train handed in toward a more
  powerful one is worth half its price, at most one per operating round (VII.13
  L761-L766) and it leaves the game;
- the pre-Staatsbahnen, coal and mountain railways nobody bought in the first stock round
  leave the game at its end (VI.3 L357, sidebar L394);
- a coal railway costs 120-200 G in steps of 20, its buyer's choice; the whole price goes
  into its treasury, it buys a 1g for 120 G at once, and half the price is the par of its
  regional (IV.2 L130-L136, VI.3 L354-L355); a pre-Staatsbahn costs its printed 240 or
  120 G, its starting treasury (IV.3 L174-L175, L184);
- from the first 2-train on, the bank sells the next normal train abroad at the end of each
  set of operating rounds; it leaves the game and may start a phase (VII.15 L828-L834);
- a Staatsbahn's unreserved shares are on sale from the first stock round at its fixed par
  of 120 G (VI.3 L352, VI.4 L364), and none may be sold before it has operated (L426);
- a company places its home token, free, at the start of its first turn (VII.8 L604);
- the Staatsbahnen are formed at the end of the operating round in which the first 4-,
  5- and 6-train is bought (SD, UG, KK: IV.3 L176-L179, VII.14 L794, L810, L815). Their
  director's certificate is kept for the owner of precursor no. 1, one share for each of
  the others (L176-L178, "Acciones reservadas" L83), and each BK, MS, CL, SB director's
  certificate for the owner of its coal railway (IV.2 L126-L129, L163). A Staatsbahn
  receives 120 G for every share not reserved for a precursor's owner (L299) and the
  starting capital of every precursor nobody owns (L302): 720 G for SD, 840 G for UG and
  KK when every precursor was bought.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from ....model.game import Company, Phase, Train
from ...economy import Economy, Move

HALF_PAYERS = ("coal", "pre-staatsbahn")
# the regional whose director's certificate each coal railway is exchanged for (L126-L129)
COAL_REGIONAL = {"EPP": "BK", "EOD": "MS", "MLB": "CL", "SPB": "SB"}
# what a coal railway may cost (L130, L354); it buys a 1g at once (L136, L355)
COAL_PRICES = (120, 140, 160, 180, 200)
# the first train of these types forms these Staatsbahnen at the end of its OR (L176-L178)
FORMED_AFTER = {"4": ("SD",), "5": ("UG",), "6": ("KK",)}


class Economy1824(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "§VI (L330-L432)",
        "stock.one-buy": "§VI.1 (L320-L322)",
        "stock.rebuy": "§VI.4 (L367)",
        "stock.card-price": "§IV.2 (L130), §IV.3 (L174-L175), §VI.3 (L354)",
        "stock.reserved": "§IV.2 (L163), §IV.3 (L176-L178), §III.4 (L83)",
        "stock.no-sale": "§VI.3 (L356), §VI.8 (L423-L426)",
        "stock.pool-limit": "§VI.8 (L427)",
        "stock.director-sale": "§VI.6 (L398-L413), §VI.8 (L428)",
        "stock.cert-limit": "§VI.7 (L410-L416)",
        "stock.par-price": "§VI.4 (L363-L365)",
        "stock.left-game": "§VI.3 (L357), sidebar (L394)",
        "stock.card-par": "§IV.2 (L130), §IV.3 (L174-L175), §VI.3 (L354)",
        "stock.buyer": "§VI.1 (L318-L323)",
        "dividend": "§VII.10 (L693-L699), §VIII.2 (L845-L846)",
        "train": "§VII.11 (L715-L750)",
        "train.limit": "§IV.2 (L133, L135), §VII.11 (L716-L717), §VII.14 (L768-L826)",
        "train.exchange": "§VII.13 (L761-L766)",
        "train.price": "§VII.11 (L718-L721), §VII.13 (L761-L766)",
        "train.between-companies": "§VII.11 (L724, L745)",
        "turn": "§VII.1 (L436-L444), sidebar p. 11 (L531-L541)",
        "formation": "§IV.3 (L176-L179), §IV.4.4 (L292-L303)",
        "route": "§VII.9 (L612-L644), §VII.10 (L646-L653)",
        "draft": "§XII.2 (L1019-L1026)",
        "route.revenue": "§VII.10 (L648-L653)",
        "token.one-a-turn": "§VII.8 (L605-L606)",
        "g1824.mountain-exchange": "§IV.1 (L107-L121)",
        "g1824.coal-exchange": "§IV.2 (L162-L167)",
        "g1824.debt": "§VII.12 (L755)",
        "g1824.no-discard": "§VII.11 (L729-L730)",
        "g1824.emergency-price": "§VII.12 (L757-L758)",
        "g1824.payoff": "§VII.12 (L755)",
    }
    SUBSIDY_NAME = "mine revenue"
    SUBSIDY_WITH_DIVIDEND = True  # (18xx.games pays it then; L482, L626 say only "to the treasury")
    SUBSIDY_BY_RULES = True  # a mine pays its printed value per goods train (IV.2 L137, L482)
    NO_SALES_IN_FIRST_STOCK_ROUND = True  # §VI.3 (L356)
    # A player who can neither buy nor sell passes: the book's rule (VI.1 L320-L323,
    # L333); 18xx.games passes him over without his word, and so does tresham.
    PASS_OVER_IDLE_PLAYERS = True
    SELL_BOUGHT_THIS_ROUND = True  # VI.8 (L423-L432) limits sales otherwise, not these
    FLOAT_NEEDS_DIRECTOR = True  # "and the director's certificate is in a player's hand" (VI.5 L371)
    POOL_LIMIT = 50
    HOLDING_LIMIT = None

    def reserved_for(self, company: Company, index: int, director: bool) -> str | None:
        if company.formed_from and index < len(company.formed_from):
            return company.formed_from[index]  # 0: the director's, then one share each
        if director:
            return next((coal for coal, regional in COAL_REGIONAL.items() if regional == company.id), None)
        return None

    def ipo_price(self, par: int | None, price: int | None) -> int:
        # a share is bought at the price the company's token marks (VI.4 L359-L361, L366)
        return price if price is not None else par or 0

    def director_by_exchange(self, company: Company, holder: str) -> bool:
        # a Staatsbahn whose precursor no. 1 nobody bought: its director's certificate is not
        # for sale; the first player to hold 20 % exchanges two shares for it (L396)
        return company.kind == "staatsbahn" and holder == "ipo"

    def items_worth(self, items: Mapping[str, int]) -> int:
        # a player's debt to the bank (emergency money, VII.12 L733-L759) counts against him
        return -items.get("debt", 0)

    def card_worth(self, company: Company, paid: int | None) -> int:
        # the score is cash + shares at market (IX L884-L886); 18xx.games counts a coal
        # railway or pre-Staatsbahn still held at the price paid for it
        return paid or 0

    def card_price_problem(self, company: Company, price: int) -> str | None:
        if company.kind == "coal":
            if price not in COAL_PRICES:
                prices = ", ".join(str(p) for p in COAL_PRICES)
                return f"a coal railway costs {prices} G, the buyer's choice; not {price} G"
            return None
        return super().card_price_problem(company, price)

    def card_prices(self, company: Company) -> tuple[int, ...]:
        return COAL_PRICES if company.kind == "coal" else super().card_prices(company)

    def sold_only_in_first_stock_round(self, kind: str) -> bool:
        # the pre-Staatsbahnen, coal and mountain railways nobody bought in the first stock
        # round leave the game at its end (VI.3 L357, sidebar L394)
        return kind in ("pre-staatsbahn", "coal", "mountain-railway")

    def price_before_start(self, company: Company) -> int | None:
        # a Staatsbahn's unreserved shares are on sale from the first stock round, at its
        # fixed par of 120 G, long before it is formed (VI.3 L352, VI.4 L364)
        return company.par if company.kind == "staatsbahn" else None

    def card_train(self, company: Company) -> str | None:
        return "1g" if company.kind == "coal" else None

    def linked_par(self, company: Company, price: int) -> tuple[str, int] | None:
        regional = COAL_REGIONAL.get(company.id)
        return (regional, price // 2) if regional else None

    def home_token_on_float(self, company: Company) -> bool:
        return False

    def home_token_on_first_turn(self, company: Company) -> bool:
        # "at the start of its turn when it operates for the first time" (L604); a Staatsbahn
        # has its precursors' tokens from its formation, or its home token then (L300)
        return company.kind != "staatsbahn"

    def start_mark(self, company: Company) -> str:
        return "s" if company.kind == "staatsbahn" else "p"  # 120 in the top row (L272, L364)

    def forms_after(self, bought: Train, players: int = 0) -> tuple[str, ...]:
        return FORMED_AFTER.get(bought.name, ())

    def private_income_round(self) -> str | None:
        # mountain railways pay 25 G at the start of every operating round (L111, L489)
        return "operating"

    def first_turns(self, round_number: int, seats: tuple[str, ...], site: bool = False) -> tuple[str, ...]:
        # The first stock round's first go-round runs counter-clockwise, "5-4-3-2-1, then
        # 1-2-3-4-5" (L353, L382-L390). tresham reads L54 as the priority holder starting it
        # (example 1824/e1); 18xx.games starts it from the last seat, the priority holder
        # acting last, and a replay of its record follows the site (the digest's §4.1).
        if round_number != 1 or not seats:
            return ()
        if site:
            return tuple(reversed(seats))
        return (seats[0], *reversed(seats[1:]))

    def sell_problem(
        self, round_kind: str, round_number: int, company: Company, operated: bool
    ) -> str | None:
        problem = super().sell_problem(round_kind, round_number, company, operated)
        if problem is None and not operated:
            return f"{company.id} has not operated yet; its shares cannot be sold"
        return problem

    def sale_destination(self, company: Company, players: int = 0) -> str:
        return "ipo"  # "no hay una reserva o Bank pool": sold shares return to the bank

    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        return ["down"] if shares else []

    def dividend_payee(self, holder_kind: str) -> str | None:
        if holder_kind == "treasury":
            return "company"
        return "bank"

    def dividend_kinds(self, company: Company) -> tuple[str, ...]:
        return ("half",) if company.kind in HALF_PAYERS else self.DIVIDEND_KINDS

    def inter_company_sales_problem(self, phase: Phase) -> str | None:
        if phase.name == "2":
            return "companies may buy trains from each other only after the first 3-train"
        return None

    def train_limit_problem(
        self, phase: Phase, company: Company, held: Sequence[Train], new: Train
    ) -> str | None:
        if company.kind == "coal" and new.kind != "goods":  # g-trains only (IV.2 L135)
            return f"{company.id} is a coal railway: it may own g-trains only"
        return super().train_limit_problem(phase, company, held, new)

    def discard_destination(self) -> str:
        return "removed"  # trains beyond a lowered limit leave the game (VII.11 L730)

    def trade_in_value(self, new: Train, old: Train) -> int:
        return old.cost // 2 if new.cost > old.cost and new.kind == old.kind else 0

    def sold_out_moves(self, company: Company) -> list[Move]:
        return ["up"]
