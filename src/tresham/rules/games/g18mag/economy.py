"""18Mag's money rules: minors run and split 50/50, majors live on what the minors pay them.

Cited from the Spanish rulebook (rulebooks/18Mag-rules-es.txt):
- minors are owned whole by one player; they split every revenue half to the owner, half
  to the treasury (§III.3 L272, §VI.3.6 L556); they operate first, in number order, then
  the majors by share price (§VI.1 L405-L408);
- majors run no trains: each operating round a major pays a dividend of its choosing, in
  multiples of 10, out of its treasury; shares still on its card pay the bank. The price
  moves by the amount paid (Table 8, L682-L692; 2 players: Table 10, L826-L836): nothing
  paid, one space left; 10-20 none; 30-50 one right; 60-100 two; 110-200 three; over 200
  four (§VI.4.1, §VIII.2);
- shares are bought from the company's card at the current price and sold back to it;
  each selling action moves the price one space left, however many shares (§VII.4-§VII.5,
  §VIII.3 L744-L758, L791); all ten shares in players' hands at the end of a stock round
  move it one space right (L792); no selling in the first stock round (L35, L740); at most
  60% of a major per player; only majors' shares count toward the certificate limit (§VII.3);
- every train type is on sale from the start; a new train's price is split: half to the
  bank, half to LdStEG (2- and 4-trains) or MÁVAG (3- and 6-trains) (§VI.3.8 L614-L625);
  with 2 players LdStEG sells all of them and gets a quarter (L824);
- rail cars: while running, a minor may pay RÁBA, G&C or SNW for a car; the first car of
  the round costs 10 Ft (20 from the brown phase), each further one 10 more (Table 6,
  L559-L579); with 2 players only RÁBA sells them (L825);
- the first stock round is a draft (§V, L357-L397): every minor and one 10% share of each
  major (two with 5-6 players) are offered; in turn each player takes one free, up to the
  limits of Table 5 (L380-L388): a player at one limit takes from the other group. After
  every go-round the priority deal passes left, so the next begins one seat further on
  (L364-L370); with 2 players the order is 1-2-2-1-1-2-2-1, over minors 1, 2, 3, 4, 6, 7, 11
  and LdStEG, SIK, SzKÉV and RÁBA (L821-L822, L843). A minor taken gets its 2-train, 50 Ft
  and its home token (L390); minors nobody took leave the game (L391). The first player to
  hold two 10% shares of a major exchanges them for its 20% director's certificate (L306,
  L393); the two shares go back onto the company's card, where shares return (L742);
- phases: the first train of a stack with a round-indicator tile starts the next phase, and
  the operating round under way is the last before a stock round (L641-L648); after an
  operating round in which the depot sold no train, a "no train sold" token goes on the
  lowest stack still carrying its tile; the third on one stack starts the next phase (that
  stack's tile goes to the map) and a stock round follows (L696-L697).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ....model.game import Company, Phase, Train
from ...economy import Economy, Move
from ...purchases import RoutePurchases

MINOR = "minor"
# Table 8 (L682-L692) and, for 2 players, Table 10 (L826-L836): the least payout for each
# number of spaces right; nothing paid moves one space left.
DIVIDEND_BANDS = {"standard": (30, 60, 110, 201), "two": (20, 50, 90, 121)}
CAR_SELLERS = {"standard": ("RABA", "G&C", "SNW"), "two": ("RABA",)}
TRAIN_SELLERS = {"2": "LdStEG", "4": "LdStEG", "3": "MAVAG", "6": "MAVAG"}
DEAR_CARS_FROM = ("brown", "gray")  # phases in which the first car costs 20 (Table 6)
# Table 5 (L380-L384) and, for 2 players, L843: minors and shares each player takes.
DRAFT_LIMITS = {2: (3, 1), 3: (4, 2), 4: (3, 1), 5: (2, 2), 6: (2, 2)}
TWO_PLAYER_COMPANIES = frozenset({"1", "2", "3", "4", "6", "7", "11", "LdStEG", "SIK", "SKEV", "RABA"})
SNAKE = (0, 1, 1, 0)  # the 2-player draft: 1-2-2-1-1-2-2-1 (L843)
# The phase whose start sets off the game's end: gray (§IX.1 L808, §VI.3.9 L645); with two
# players, who have no gray phase, brown (§X L840-L841).
LAST_PHASE = {"standard": "Gray", "two": "Brown"}
# 18xx.games' optional major (its option ``new_major``), not in the rulebook: in play only
# with that option; the draft offers none of its shares (it has no 10% share).
OPTIONAL_MAJOR, NEW_MAJOR = "CIWL", "new_major"
# The last stock round is followed by three operating rounds, then the game ends (§IX.1
# L808, §VI.3.9 L645; two players: §X L841, where brown, the last phase, has two a set).
FINAL_OPERATING_ROUNDS = 3


class Economy18Mag(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "§VII (L700-L770)",
        "stock.one-buy": "§VII.1 (L716-L722)",
        "stock.rebuy": "§VII.5 (L752-L754)",
        "stock.no-sale": "§VII.4 (L740)",
        "stock.cert-limit": "§VII.3 (L726-L736)",
        "draft": "§V (L357-L397), Table 5 (L380-L388)",
        "draft.limit": "§V Table 5 (L380-L388)",
        "draft.order": "§V (L364-L370), §X (L843)",
        "stock.holding-limit": "§VII.3 (L737)",
        "stock.director-sale": "§VII.4 (L741), §VII.6 (L762-L770)",
        "dividend": "§VI.4 (L680-L692), Table 8",
        "dividend.amount": "§VI.4 (L681)",
        "route.purchase": "§VI.3.6 (L559-L608), Table 6",
        "train": "§VI.3.8 (L610-L625)",
        "train.limit": "§VI.3.8 (L612-L613)",
        "turn": "§VI.1 (L405-L410)",
        "track": "§VI.3.2 (L435-L473)",
        "track.cannot-pay": "§VI.3.2 (L439, L452)",
        "track.purchase": "§VI.3.2 (L464-L466), Table 1 (L279-L292)",
        "token": "§VI.3.4 (L516-L530)",
        "token.none-left": "§VI.3.4 (L524-L526)",
        "token.cannot-pay": "§VI.3.4 (L524-L526)",
        "token.no-director": "§VI.4.2 (L667)",
    }
    DEPOT_IN_ORDER = False
    DRAFT_PRIORITY_PASSES = True
    IDLE_TOKENS_TO_ADVANCE = 3  # L696-L697
    DIRECTOR_BY_EXCHANGE = True
    DIVIDEND_STEP = 10
    SUBSIDY_NAME = "mine revenue"
    POOL_LIMIT = None
    NO_SALES_IN_FIRST_STOCK_ROUND = True  # §VII.4 (L740)
    # the site starts its majors with every share in the market (18xx-games/18Mag.md, "Stock
    # market"): its traces name the unsold shares "pool"
    SITE_UNSOLD = "pool"

    @property
    def _table(self) -> str:
        return "two" if 2 in self.map.players else "standard"  # type: ignore[attr-defined]

    @property
    def last_phase(self) -> str:
        """The phase whose start sets off the end of the game (``LAST_PHASE``)."""
        return LAST_PHASE[self._table]

    def starts_phase(self, phase: Phase, bought: Train) -> bool:
        """No phase follows the last (two players have no gray phase, L840-L841): a train
        bought then, or a third "no train sold" token, starts nothing."""
        names = [p.name for p in self.game.phases]
        if phase.name in names and names.index(phase.name) > names.index(self.last_phase):
            return False
        return super().starts_phase(phase, bought)

    # ------------------------------------------------------------------ the draft
    def draft_offer(self, company: Company, players: int) -> int:
        if players == 2 and company.id not in TWO_PLAYER_COMPANIES:
            return 0
        if company.kind == MINOR:
            return 1
        if company.id == OPTIONAL_MAJOR:
            return 0
        return 2 if players >= 5 else 1 if company.kind == "major" else 0

    def draft_group(self, company: Company) -> str:
        return "minor" if company.kind == MINOR else "share"

    def draft_limits(self, players: int) -> dict[str, int]:
        minors, shares = DRAFT_LIMITS.get(players, (0, 0))
        return {"minor": minors, "share": shares}

    def draft_seat(self, pick: int, players: int) -> int:
        if players == 2:
            return SNAKE[pick % len(SNAKE)]
        return super().draft_seat(pick, players)

    def in_play_from_start(self, company: Company) -> bool:
        """The majors start at their drawn prices with every share on the market and no
        director (L228-L229, L302), and operate from the first operating round, paying out
        their treasury while nobody directs them (L695)."""
        return company.kind == "major"

    TOKENS_NEED_DIRECTOR: ClassVar[dict[str, bool]] = {"major": True}  # L667

    def dividend_without_director(self, treasury: int) -> int | None:
        """A major without a director pays out its whole treasury (L695), in multiples of 10
        (the text gives no rounding; 18xx.games rounds down)."""
        return treasury // self.DIVIDEND_STEP * self.DIVIDEND_STEP

    def idle_stack(self, stacks: Sequence[str]) -> str | None:
        """The lowest stack that still carries a round-indicator tile (L696)."""
        return stacks[0] if stacks else None

    def starting_trains(self, company: Company) -> tuple[str, ...]:
        return ("2",) if company.kind == MINOR else ()  # L19, L269, L390

    def entity_type(self, company: Company) -> str:
        return "minor" if company.kind == MINOR else "corporation"

    def company_label(self, company: Company) -> str:
        return f"minor {company.id}" if company.kind == MINOR else company.id

    def counts_toward_cert_limit(self, company: Company, percent: int, director: bool) -> bool:
        return company.kind != MINOR

    def operating_steps(self, company: Company) -> tuple[str, ...]:
        if company.kind == MINOR:  # L424-L433: track, station, scrap, run, pay out, trains
            return ("track", "token", "scrap", "route", "dividend", "buy_train")
        return ("token", "dividend")

    def discard_destination(self) -> str:
        return "depot"  # a scrapped train goes back to its stack (L47, L532-L534)

    def dividend_source(self, company: Company) -> str:
        return "revenue" if company.kind == MINOR else "treasury"

    def dividend_kinds(self, company: Company) -> tuple[str, ...]:
        return ("half",) if company.kind == MINOR else ("variable",)

    def dividend_bands(self) -> tuple[int, ...]:
        return DIVIDEND_BANDS[self._table]

    def dividend_payee(self, holder_kind: str) -> str | None:
        return "company" if holder_kind == "treasury" else "bank"

    def ipo_price(self, par: int | None, price: int | None) -> int:
        return price or 0  # bought from the company's card at the current price (L717)

    def sale_destination(self, company: Company, players: int = 0) -> str:
        return "ipo"  # back to its space on the company's card (L742)

    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        return ["left"] if shares else []

    def train_payees(self, train: Train, seller: str, price: int) -> list[tuple[str, int]]:
        """A new train's price goes half to the bank, half to its maker (Table 7)."""
        if seller != "depot":
            return super().train_payees(train, seller, price)
        if self._table == "two":
            maker_part = price // 4
            return [("bank", price - maker_part), ("LdStEG", maker_part)]
        maker = TRAIN_SELLERS.get(train.name, "LdStEG")
        return [("bank", price - price // 2), (maker, price // 2)]


class RailCars(RoutePurchases):
    """The rail cars a minor buys while running (Table 6, L559-L579): the first of the round
    costs 10 Ft (20 from the brown phase), each further one 10 more, paid to the car company
    the purchase names; with 2 players only RÁBA sells them (L825)."""

    def __init__(self, sellers: tuple[str, ...]) -> None:
        self.sellers = sellers

    def route_purchase(
        self, description: str, cost: int, phase: Phase, bought: int
    ) -> tuple[str | None, str | None]:
        sellers = [c for c in self.sellers if c in description]
        if len(sellers) != 1:
            return None, f"{description!r} names no rail car company ({', '.join(self.sellers)})"
        first = 20 if any(c in phase.tiles for c in DEAR_CARS_FROM) else 10
        due = first + 10 * bought
        if cost != due:
            return None, f"this rail car costs {due} Ft (car {bought + 1} of the round), not {cost} Ft"
        return sellers[0], None
