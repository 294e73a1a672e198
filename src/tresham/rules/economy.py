"""The money side of the rules as hooks: shares, the stock market, dividends, rounds (the
trains' hooks are in ``economy_trains``, the values' in ``economy_value``).

``Economy`` holds the behaviour most 18xx games share; each game's ``Rules`` subclass
overrides the hooks where its rulebook differs (``rules/games/*``). The engine
(``tresham.engine``) calls these hooks and never asks which game it is playing.

Hooks take plain values (numbers, names, model objects), never the engine's state, so the
rules stay below the engine (docs/DESIGN.md §1). A hook that judges returns a sentence saying
what is wrong, or ``None`` when all is well (``<rule>_problem``); a hook that moves the
share price returns a list of moves (``"right"``, ``"left"``, ``"up"``, ``"down"``,
``"down_value"``), applied one at a time by ``engine.market``.

Every rule id the engine can report has a rulebook section in ``ENGINE_SOURCES``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from ..model.game import Company, GameDef, Phase
from .economy_play import PlayHooks
from .economy_trains import TrainHooks
from .economy_value import ValueHooks
from .violation import Violation

if TYPE_CHECKING:
    from .lay import TurnState

Move = str  # "right" | "left" | "up" | "down" | "down_value"


class Economy(PlayHooks, TrainHooks, ValueHooks):
    """Default economic behaviour; per-game subclasses override what their rulebook changes."""

    game: GameDef

    # rule id -> rulebook section, e.g. "§6.4 (L781-L799)"
    ENGINE_SOURCES: ClassVar[Mapping[str, str]] = {}

    # The operating steps a company goes through, in order (STYLE.md §5).
    OPERATING_STEPS: ClassVar[tuple[str, ...]] = ("track", "token", "route", "dividend", "buy_train")
    # What the money a run pays straight into the treasury is called (1862's local-train
    # subsidy, 1824's and 18Mag's mines).
    SUBSIDY_NAME: ClassVar[str] = "subsidy"
    # Whether a run's subsidy reaches the treasury with the dividend rather than with the
    # run (1862's local trains and 1824's mines, as 18xx.games pays them; 1824's book says
    # only that it goes to the treasury)
    SUBSIDY_WITH_DIVIDEND: ClassVar[bool] = False
    # Whether the subsidy of a traced run is the rules' own figure even where a record states
    # another (1824: 18xx.games pays a mine's value as it stands today, whatever an older
    # record wrote).
    SUBSIDY_BY_RULES: ClassVar[bool] = False

    # Whether a player may buy shares of a company he sold earlier in the same round.
    REBUY_AFTER_SALE: ClassVar[bool] = False

    # Whether a player's privates count toward his certificate limit.
    PRIVATES_COUNT: ClassVar[bool] = False

    # The director's certificate lies apart until a player holds ordinary shares worth it,
    # which he then exchanges for it (18Mag: two 10% shares for the 20%, L306, L393).
    DIRECTOR_BY_EXCHANGE: ClassVar[bool] = False

    # The most director's certificates a player may hold (None: no limit; 18 Lilliput 2, L273).
    DIRECTOR_LIMIT: ClassVar[int | None] = None

    # Dividend choices a company may make after running (``Dividend.kind``).
    DIVIDEND_KINDS: ClassVar[tuple[str, ...]] = ("payout", "withhold")

    # A variable dividend is a multiple of this (18Mag and 1840: 10).
    DIVIDEND_STEP: ClassVar[int] = 1

    # Largest share of a company the pool may hold, in percent (None: no limit).
    POOL_LIMIT: ClassVar[int | None] = 50

    # Largest share of one company a player may hold, in percent (None: no limit).
    HOLDING_LIMIT: ClassVar[int | None] = 60

    # The depot sells one type at a time, in the order of trains.toml (False: every type
    # is on sale at once, as 18Mag's stacks are).
    DEPOT_IN_ORDER: ClassVar[bool] = True

    # A company that owns a train and can buy none (none on sale it may take, too little
    # cash, no trade-in that helps, no other company's train it may buy) ends its train
    # step by itself, as 18xx.games does, instead of waiting for its pass (1862, 1824's
    # Cisleithania; False: it passes).
    TRAIN_STEP_ENDS_WHEN_NOTHING_TO_BUY: ClassVar[bool] = False

    # A director who sells below the director's certificate with nobody to take it over
    # may put it in the pool (1862); elsewhere he may not sell that far.
    DIRECTOR_CERT_TO_POOL: ClassVar[bool] = False

    # Whether a player may still sell in his stock turn after its one purchase; where he may
    # not, the turn ends by itself with the purchase (1824 L320-L323, 1840 L1230s, 1862
    # L705-L712, 18Mag and 18 Lilliput alike: sell any number, then buy one).
    SELL_AFTER_BUY: ClassVar[bool] = False

    # No share may be sold in the first stock round (1824 L356, 1840 L1230, 18Mag L740).
    NO_SALES_IN_FIRST_STOCK_ROUND: ClassVar[bool] = False

    # A stock round passes over a player who can neither buy nor sell anything: his turn
    # counts as a pass without his word (1824 as 18xx.games plays it; the book's pass is
    # the same, since such a player has nothing else to do).
    PASS_OVER_IDLE_PLAYERS: ClassVar[bool] = False

    # A company floats only once its director's certificate is in a player's hand, however
    # much of it players hold (1824 L371: a regional's is kept for its coal railway's owner).
    FLOAT_NEEDS_DIRECTOR: ClassVar[bool] = False

    # Whether a player may sell, in a later turn of the round, shares he bought in it (1824:
    # the book forbids only buying back what was sold, L367; elsewhere he may not).
    SELL_BOUGHT_THIS_ROUND: ClassVar[bool] = False

    # On a 2-D market, a rise at the end of a row goes up instead, a fall at the start
    # of a row goes down instead.
    EDGE_TURNS: ClassVar[bool] = True

    def director_by_exchange(self, company: Company, holder: str) -> bool:
        """Whether the first player holding ordinary shares worth ``company``'s director's
        certificate, which ``holder`` keeps, exchanges them for it (``DIRECTOR_BY_EXCHANGE``)."""
        return self.DIRECTOR_BY_EXCHANGE

    # ------------------------------------------------------------------ players
    def starting_cash(self, players: int) -> int:
        row = self.game.player_setup.get(players)
        return row.cash if row is not None and row.cash is not None else 0

    def cert_limit(self, players: int) -> int | None:
        row = self.game.player_setup.get(players)
        return row.cert_limit if row is not None else None

    def bank_size(self, players: int) -> int:
        """The bank's money before the players are paid (``game.toml`` ``bank``; 0: unlimited)."""
        return self.game.bank

    def counts_toward_cert_limit(self, company: Company, percent: int, director: bool) -> bool:
        """Whether a certificate counts toward a player's limit (every one, by default)."""
        return True

    # ------------------------------------------------------------------ companies
    def entity_type(self, company: Company) -> str:
        """The export's ``entity_type`` of an operating company."""
        return "corporation"

    def company_label(self, company: Company) -> str:
        """How a company is named in the engine's sentences."""
        return company.id

    def initial_share_holder(self, company: Company) -> str:
        """Where a company's certificates lie at the start: the initial offering."""
        return "ipo"

    def starting_tokens(self, company: Company) -> int:
        return len(company.tokens)

    def starting_items(self, company: Company) -> Mapping[str, int]:
        """What lies on the company's charter at the start, by kind (18Mag's terrain tokens)."""
        return {}

    def player_items(self, players: int) -> Mapping[str, int]:
        """What each player holds at the start besides cash (18 Lilliput's copy cards)."""
        return {}

    def share_unit(self, company: Company) -> int:
        """The percentage of one share (10 for most companies)."""
        sizes = [c.percent for c in company.certificates if not c.director]
        return min(sizes) if sizes else 100

    def ipo_payee(self, company: Company) -> str:
        """Who receives the price of a share bought from the initial offering."""
        return "bank"

    def sale_destination(self, company: Company, players: int = 0) -> str:
        """Where a share a player sells goes, in a game of ``players`` players (0: any)."""
        return "pool"

    def float_percent(self, company: Company) -> int:
        return company.float_percent if company.float_percent is not None else 60

    def capital_on_float(self, company: Company, par: int) -> int:
        """What the treasury receives when the company floats: full capitalisation."""
        return par * (100 // self.share_unit(company))

    def operates(self, company: Company) -> bool:
        """Whether the company takes turns in operating rounds."""
        return True

    def operates_in(self, company: Company, round_kind: str) -> bool:
        """Whether the company takes a turn in a round of this kind (companies of every
        kind operate in operating rounds by default)."""
        return self.operates(company)

    def operating_steps(self, company: Company) -> tuple[str, ...]:
        """The steps of ``company``'s turn in an operating round, in order."""
        return self.OPERATING_STEPS

    def dividend_source(self, company: Company) -> str:
        """Where a dividend comes from: the trains' ``"revenue"`` (most companies), the
        company's ``"treasury"`` (18Mag's majors, which run no trains), or its revenue
        ``"space"``, filled by the companies it owns between its turns (1840's tram
        companies): an empty space pays nothing, and the company must still decide."""
        return "revenue"

    def token_payment(self, company: Company, price: int) -> list[tuple[str, int]]:
        """Who receives the price of a station token, and how much each: the bank."""
        return [("bank", price)] if price else []

    def home_token_on_float(self, company: Company) -> bool:
        """Whether the company's home station token goes down when it floats."""
        return True

    def market_token_at_par(self, company: Company) -> bool:
        """Whether the market token goes on the par cell when the company is started."""
        return True

    # ------------------------------------------------------------------ shares
    def price_before_start(self, company: Company) -> int | None:
        """What one of ``company``'s shares costs from the initial offering before the
        company is started (None: none is on sale before it starts)."""
        return None

    def ipo_price(self, par: int | None, price: int | None) -> int:
        """What one share costs from the initial offering: its par, where it has one."""
        return par if par is not None else price or 0

    def par_allowed(self, marks: str, value: int) -> bool:
        """Whether a company may be started at a market cell with these ``marks``."""
        return "p" in marks

    def company_par_allowed(self, company: Company, marks: str, value: int) -> bool:
        """Whether ``company`` may be started at a market cell with these ``marks``: where
        any company may (``par_allowed``), unless a game gives kinds of company their own."""
        return self.par_allowed(marks, value)

    def sale_price(self, price: int, has_trains: bool) -> int:
        """What one share sells for at market ``price``."""
        return price

    def sell_problem(
        self, round_kind: str, round_number: int, company: Company, operated: bool
    ) -> str | None:
        """Why no share of ``company`` may be sold now, or None: by default only in the first
        stock round of a game that forbids selling in it."""
        if self.NO_SALES_IN_FIRST_STOCK_ROUND and round_kind == "stock" and round_number == 1:
            return "no shares may be sold in the first stock round"
        return None

    # ------------------------------------------------------------------ the market
    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        """Price moves after one selling action of ``shares`` shares: down one per share."""
        return ["down"] * shares

    def dividend_bands(self) -> tuple[int, ...]:
        """The least total payout for each further space right, where a game's table moves
        the price by the amount paid (18Mag Table 8, 1840 Table 6); empty: one space right."""
        return ()

    def dividend_moves(self, company: Company, price: int, total: int, per_share: int) -> list[Move]:
        """Price moves after paying ``total`` (``per_share`` to each share): one right, or as
        many as ``dividend_bands`` say; nothing paid counts as withholding."""
        if total <= 0:
            return self.withhold_moves(company, price, 0)
        bands = self.dividend_bands()
        return ["right"] * (sum(1 for least in bands if total >= least) if bands else 1)

    def withhold_moves(self, company: Company, price: int, revenue: int) -> list[Move]:
        return ["left"]

    def sold_out_moves(self, company: Company) -> list[Move]:
        """Moves at the end of a stock round for a company whose shares players hold all of."""
        return ["up"]

    # ------------------------------------------------------------------ dividends
    def dividend_kinds(self, company: Company) -> tuple[str, ...]:
        return self.DIVIDEND_KINDS

    def dividend_payee(self, holder_kind: str) -> str | None:
        """Who is paid for shares held by ``holder_kind`` (``"ipo"``, ``"pool"``,
        ``"treasury"``): ``"company"``, or ``None`` when nobody is (the bank keeps it)."""
        return "company" if holder_kind == "treasury" else None

    def variable_dividend_problem(self, amount: int, available: int) -> str | None:
        """Why a company may not pay out ``amount`` of the ``available`` money (its revenue,
        or its treasury where dividends come from there): a multiple of ``DIVIDEND_STEP``."""
        if amount % self.DIVIDEND_STEP:
            return f"dividends are paid in multiples of {self.DIVIDEND_STEP}, not {amount}"
        if not 0 <= amount <= available:
            return f"there is {available} to pay from; the dividend must lie between 0 and that"
        return None

    def hudson_problem(self, revenue: int, price: int, cash: int) -> str | None:
        """Why the treasury may not top the revenue up (only 1862 has George Hudson)."""
        return "this game has no George Hudson manoeuvre"

    def hudson_top_up(self, revenue: int, price: int) -> int:
        return 0

    def dividend_without_director(self, treasury: int) -> int | None:
        """What a company paying from its treasury pays when it has no director (None: it
        waits for one; 18Mag: everything, L695)."""
        return None

    # Company kinds that place station tokens only through a director (18Mag's majors, L667).
    TOKENS_NEED_DIRECTOR: ClassVar[Mapping[str, bool]] = {}

    def half_moves(self, company: Company, price: int, revenue: int) -> list[Move]:
        """Price moves after a half payout (companies with a share price)."""
        return ["right"] if revenue > 0 else ["left"]

    def half_split(self, revenue: int) -> tuple[int, int]:
        """A half payout: (paid to the holders, kept by the company). Rounds the company's half up."""
        paid = revenue // 2
        return paid, revenue - paid

    # ------------------------------------------------------------------ trains
    def economy_violation(self, rule: str, message: str, hex: str = "") -> Violation:
        """A ``Violation`` of a money rule (or any rule the engine judges), citing
        ``engine_source(rule)``."""
        return Violation(rule, message, hex, self.engine_source(rule))

    def engine_source(self, rule: str) -> str:
        """The rulebook section of an engine rule: every class of the game's rules may bring
        ``ENGINE_SOURCES`` (the money hooks' module and the game module each cite their own
        rules); the exact rule id wins over its family, a nearer class over a farther one."""
        tables = [c.__dict__["ENGINE_SOURCES"] for c in type(self).__mro__ if "ENGINE_SOURCES" in c.__dict__]
        family = rule.split(".")[0]
        section = next((t[rule] for t in tables if rule in t), None) or next(
            (t[family] for t in tables if family in t), ""
        )
        title = getattr(self, "TITLE", self.game.id)
        return f"{title} {section}".strip() if section else "docs/DESIGN.md §4"

    def free_token_in_turn(self, lays: TurnState, turn: tuple[str, ...], site: bool) -> bool:
        """Whether the company's next station token this turn is free, a bonus its lays
        granted (``turn`` lists the turn's actions; ``site``: 18xx.games' reading). None is,
        by default."""
        return False

    def token_cost_for(self, price: int, cards: frozenset[str]) -> int:
        """What a station token of ``price`` costs a company whose director holds ``cards``
        (18 Lilliput's General: half, L314)."""
        return price

    # ------------------------------------------------------------------ rounds
    def operating_rounds(self, phase: Phase) -> int:
        return phase.operating_rounds or 1

    def operating_key(
        self, company: Company, index: int, price: int | None, cell: tuple[int, int] | None, stack: int
    ) -> tuple[int, ...]:
        """Sort key of the operating order, smallest first. Companies without a share price
        (minors, coal railways) go first in charter order (``index``); then the highest price,
        the right-most cell, the top row, the token on top of its cell."""
        if price is None or cell is None:
            return (0, index)
        return (1, -price, -cell[1], cell[0], stack)

    def first_turns(self, round_number: int, seats: tuple[str, ...], site: bool = False) -> tuple[str, ...]:
        """A stock round's first go-round when it is not ``seats`` (seat order from the
        priority holder); the round then goes on clockwise from its last player. ``site``:
        a record of 18xx.games is replayed (``GameSetup.site``)."""
        return ()
