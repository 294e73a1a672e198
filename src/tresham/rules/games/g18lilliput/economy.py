"""18 Lilliput's money rules: the share-price index, bank-held shares, a director who never sells.

Cited from the Spanish rulebook (rulebooks/18Lilliput-rules-es.txt):
- the index is two rows of seven prices; a payout moves the marker one space right, up at
  the end of a row; withholding one space left, down at the start of a row (L439-L462);
- a share sold returns to the bank; after the seller is paid, the marker moves one space
  down in the top row, or one left and up in the bottom row, per share sold: one price step
  lower each time (L252-L256); a player may buy back a share he has just sold (L262);
- a director's 50% is never sold (L258); a player may hold every share of a company (L274);
- shares the bank holds are paid to the bank (L441).
- a round is three steps (L107-L121): Actions, in which the players take action cards
  (``cards``, the engine's actions round), Activate trains, in which the companies
  run in share-price order, highest first (L333), each paying out or keeping all of its
  revenue (L369) and, having kept it, may buy a train from the Train Pool at once (L464),
  and Bureaucracy (L466-L471): the top train card goes to the Train Pool, the start player's
  card passes on; then the next round;
- each player starts with one Dimen's Land Copy (two with 2 players, none solo: L21, L498,
  L554);
- the set-up is a draft (L23, L31-L45): clockwise each player takes a starting company or a
  character, then in reverse order one of the other kind; a starting company comes with its
  director's certificate (50%), its start price (50; the Mildendo Railway 55) and capital
  (10 times it), a 2-train (two for the Lilliput National Railway) and its home, a yellow city
  its owner lays beside Mildendo at once (the Slamecksan Railway: a Y-city, free); the
  Glimigrim Valley Railway's owner starts with 60 instead of 30. Starting companies nobody
  takes leave the game (L491, L499).
Judgement: the rules move the marker left when the director keeps the revenue (L462); a
company that earned nothing (no train) keeps nothing, so its marker stays.
- characters (Table 2, L313-L317): the General halves station markers, the High Admiral takes
  10% off trains from the bank (the Emperor's free Y-cities and every character's tiles are
  the tile rules', ``characters``).
- the action cards, with the Grand Judge's income at the start of each round (L315) and the
  Treasurer's exchange (L317), are a mechanism of their own (``cards.ActionCards``) that the
  actions step asks and pays;
- founding a company in play (L265-L270): the director's 50% at five times a start price
  from 50 up, ten times it to the treasury, the home station on any empty city space, then
  any train of the Train Pool at its printed price; two director's certificates at most (L273);
- a phase that lowers the train limit sends the trains beyond it to the Train Pool (L240);
- the last round (L477-L479): the run doubled, paid out, the marker two spaces right;
- the score (L480-L482): cash, each share at its price, £20 for each unused copy
  (``items_worth``; ``engine.scores`` adds them up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ....model.game import Company
from ...economy import Economy, Move

COPY = "Dimen's Land Copy"  # each player's copy card (L21, L144)
COPY_WORTH = 20  # an unused copy at the end of the game (L482)


class EconomyLilliput(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "c) (L252-L276)",
        "stock.director-sale": "c) (L258)",
        "dividend": "L439-L462",
        "train": "L180-L195",
        "train.limit": "Table 6, phases (L199-L230)",
        "train.discard": "Fases (L234), Límite de trenes (L238)",
        "train.when": "Pago/Mantener dividendos (L462-L464), b) (L188)",
        "action": "Tabla 1 (L127-L142), Acciones (L111-L115)",
        "draft": "Despliegue inicial (L23-L46)",
        "draft.home": "Despliegue inicial (L13-L15, L43-L46)",
        "action.copy": "Dimen's Land Copy (L144)",
        "action.funds": "f) (L302-L304)",
        "action.income": "Tabla 2, Balmuff (L315)",
        "action.exchange": "Tabla 2, Flimnap (L317)",
        "action.found": "Fundación de una nueva compañía (L265-L270)",
        "stock.director-limit": "c) (L273)",
        "stock.home-blocked": "Fundación de una nueva compañía (L269)",
    }
    OPERATING_STEPS = ("route", "dividend", "buy_train")
    TWO_TRAINS = "LNR"  # starts with two 2-trains (L32)
    OWNER_BONUS: ClassVar[dict[str, int]] = {"GVR": 30}  # its owner starts with 60, not 30 (L36)
    POOL_LIMIT = None
    HOLDING_LIMIT = None  # a player may hold every share of a company (L274)
    DIRECTOR_LIMIT = 2  # "no más de 2 certificados de director" (L273)
    REBUY_AFTER_SALE = True

    # ------------------------------------------------------------------ the set-up draft
    @staticmethod
    def _starting(company: Company) -> bool:
        return company.par is not None  # the four starting companies print a start price

    def draft_offer(self, company: Company, players: int) -> int:
        return 1 if self._starting(company) else 0

    def draft_group(self, company: Company) -> str:
        return "company"

    def draft_limits(self, players: int) -> dict[str, int]:
        return {"company": 1, "character": 1}

    def draft_seat(self, pick: int, players: int) -> int:
        """Clockwise, then in reverse order (L23)."""
        lap, seat = divmod(pick, players)
        return seat if lap % 2 == 0 else players - 1 - seat

    def starting_trains(self, company: Company) -> tuple[str, ...]:
        if not self._starting(company):
            return ()
        return ("2", "2") if company.id == self.TWO_TRAINS else ("2",)

    # ------------------------------------------------------------------ founding in play
    # A company founded during play starts at "cualquier precio disponible en el índice"
    # (L268), its marker on that space; judgement: from 50 up, since Gulliver's founding needs
    # "at least £250" (L606), five times the lowest start price: 45 is where falling prices
    # end, not a start. Its director's 50% costs five times the price, the company receives
    # ten times it (L268-L269: float at 50%, ``capital_on_float``).
    LOWEST_START = 50

    def par_allowed(self, marks: str, value: int) -> bool:
        return value >= self.LOWEST_START

    # ------------------------------------------------------------------ Dimen's Land Copies
    def items_worth(self, items: Mapping[str, int]) -> int:
        return COPY_WORTH * items.get(COPY, 0)  # each unused copy is worth £20 (L480-L482)

    def player_items(self, players: int) -> dict[str, int]:
        copies = {1: 0, 2: 2}.get(players, 1)  # L21, L498, L554
        return {COPY: copies} if copies else {}

    # The characters' abilities that change a price (Table 2, L314-L316): the General halves
    # station markers (40 -> 20, 100 -> 50), the High Admiral takes 10% off trains from the
    # bank (80 -> 72 ... 650 -> 585).
    GENERAL = "GENERAL"
    ADMIRAL = "ADMIRAL"

    def depot_train_cost_for(self, price: int, cards: frozenset[str]) -> int:
        return price - price // 10 if self.ADMIRAL in cards else price

    def token_cost_for(self, price: int, cards: frozenset[str]) -> int:
        return price // 2 if self.GENERAL in cards else price

    def operating_purchase_problem(self, seller: str, withheld: bool) -> str | None:
        """While the trains run, a company buys only from the Train Pool, at once after
        keeping its revenue (L462-L464); new trains are bought with action cards."""
        if seller != "pool" or not withheld:
            return "while the trains run, only a company that kept its revenue buys, from the Train Pool"
        return None

    def discard_problem(self, obsolete: bool) -> str | None:
        """"Los trenes normales no pueden desguazarse ni devolverse voluntariamente, pero los
        trenes obsoletos ... pueden devolverse voluntariamente a la reserva" (L234)."""
        if obsolete:
            return None
        return "only an obsolete train (turned to its grey side) is returned to the Train Pool at will"

    GULLIVER = "Gulliver"  # the solo game's dummy player (L545)

    def excess_trains_to(self, company: Company, director: str | None) -> str | None:
        """A company over a limit a phase lowered puts the trains beyond it on the Train Pool
        (L240); Gulliver's scrap their lowest numbered, out of the game (L617). The rulebook
        names nobody to choose a player's; judgement: the trains that earn least go,
        obsolete ones first, then the lowest numbered (``excess_order``), as Gulliver's."""
        return "removed" if director == self.GULLIVER else "pool"

    def sale_destination(self, company: Company, players: int = 0) -> str:
        return "ipo"

    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        return ["down_value"] * shares

    def dividend_payee(self, holder_kind: str) -> str | None:
        return "company" if holder_kind == "treasury" else "bank"

    def sold_out_moves(self, company: Company) -> list[Move]:
        return []

    # ------------------------------------------------------------------ the last round
    # "En la última ronda, todos los dividendos se duplican ... En la última ronda las
    # compañías no pueden mantener dividendos. El marcador de precio de las acciones mueve dos
    # espacios a la derecha" (L477-L479): the run is worked out as before and doubled, it is
    # paid out, and the marker moves two spaces right instead of one. Judgement: a company
    # that earned nothing pays nothing and falls as in any round (L462); the mine bonus goes to
    # the treasury, not to the dividend, and is not doubled.
    def last_round_revenue(self, revenue: int) -> int:
        return revenue * 2

    def last_round_dividend_kinds(self, kinds: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(k for k in kinds if k != "withhold") or kinds

    def last_round_dividend_moves(self, moves: list[str]) -> list[str]:
        return [m for m in moves for _ in range(2)]

    def withhold_moves(self, company: Company, price: int, revenue: int) -> list[Move]:
        """One space left, with nothing earned too: "Si una compañía no paga dividendos, el
        precio de las acciones cae" (L462). The rulebook does not treat £0 apart (the digest
        lists it as open); a company that earned nothing pays no dividend, so it falls."""
        return ["left"]
