"""1862's money rules: a zig-zag market, George Hudson, half-price used trains.

Cited from the Spanish rulebook (rulebooks/1862-rules-es.txt):
- no limit to the pool (§6.4, L781-L785) nor to one player's holding (§6.5, L830-L847);
- the director's certificate may be sold to the pool; a seller keeps what he does not
  sell as ordinary certificates, his own or the pool's (§6.3, L742-L755);
- a share sold to the pool moves the price one space down the track (74 -> 71 -> 68),
  except that a non-director's first share is ignored above 200 or below 40 and his first
  two at 400 or more (§6.4.2, L808-L827); a company without a train sells at half price,
  rounded down (§6.4.1, L804-L806);
- dividends: each 10% share is paid a tenth, shares in the treasury pay the company,
  shares in the pool pay nobody (§7.8.5, L1611-L1622). The price moves right one space if
  the payout is at least the share price, two if at least twice, up to four; withholding
  moves it left (L1623-L1630);
- George Hudson: revenue of at least £10 but below the share price may be topped up from
  the treasury by the smallest multiple of £10 that reaches it, then paid out (§7.8.6,
  L1640-L1663);
- trains between companies change hands at the printed price, half once a train of a
  later group has been sold (§7.9, L1666-L1681);
- a train bought from the bank may take up to three warranties at £50 each (A and D
  trains bring one free); after each run one comes off every train that has any, and a
  train whose kind is removed from play stays until its last warranty is gone (§7.10,
  L1729-L1758);
- 18xx.games names the faces of the A and D cards with a star (``2L*``): the same trains;
- a chartered company receives ten times its par when half of it is sold, and its market
  token is placed at par then (§4.2, L378-L396; §6.5.4.1, L903-L919).
"""

from __future__ import annotations

from typing import ClassVar

from ....model.game import Company, Train
from ...economy import Economy, Move

# The market is a zig-zag: a share sold moves the token one step along it (74 -> 71 -> 68,
# L814-L817), a dividend or a withholding one space right or left along its row, two steps
# of the zig-zag (74 -> 82; 18xx.games' record of a whole game moves every payout, George
# Hudson and withholding so, L1623-L1630; the board's picture is lost).
TRACK_STEPS_PER_SPACE = 2
TOP_UP_STEP = 10  # George Hudson adds a multiple of £10 (L1643-L1645)
MARKET_TOP_MARK = "e"  # the market's top space (1000) ends the game (§10.1, L1954-L1957; market.toml)
LNER_PHASE = "H"  # the first H train sets off the LNER and the game's end (§10.3, L1973-L1976)

# Launching companies (engine.games.g1862.charters, .parliament)
SHARE = 10  # one share is 10%; the director's certificate is three (L33-L35)
OFFERED_AT_START = 8  # IPO spaces 1-8 (§2.4.1, L148-L151)
MORE_PLAYERS_OFFERED = {7: 1, 8: 2}  # one or two more companies with 7 or 8 players (L176-L180)
OFFERED_FROM_PHASE = {"B": 4, "C": 4}  # spaces 9-12 from phase B, 13-16 from C (L152-L153, L305-L307)
BID_STEP = 5  # parliament bids are multiples of £5, from £0 (§4.1, L349-L352)
PAR_SHARES_KEPT = 3  # a bidder keeps three times the lowest par besides his bid (L356-L357)
PARLIAMENT_BUYS = 2  # the winner may buy up to two more shares (§4.2, L389-L392)
CHARTER_CAPITAL = 10  # a chartered company receives ten times its par (§6.5.4.1, L913-L915)
CHARTERED_TOKENS = 3  # and buys three station tokens (§6.5.4.2, L922-L928)
CHARTERED_TOKEN_COST = 60
UNCHARTERED_TOKENS = (2, 7)  # a non-chartered one, from two to seven (L923-L925)
UNCHARTERED_TOKEN_COST = 40
OBLIGATION_FINE = 5  # five times the par if a charter is not floated in time (§4.3, L399-L412)
PARLIAMENT_ROUNDS_AT_START = 2  # the game begins with two parliament rounds (§2.4.4, L222-L223)


class Economy1862(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "§6 (L692-L943)",
        "stock.one-buy": "§6.2 (L705-L712)",
        "stock.rebuy": "§6.5 (L846-L847)",
        "stock.sell-bought": "§6.4 (L787-L799)",
        "stock.director-sale": "§6.3 (L742-L755)",
        "stock.cert-limit": "§6.7 (L850-L873)",
        "stock.par-price": "§4.2 (L378-L386), §6.5.3 (L888-L898)",
        "stock.home-blocked": "§3.2 (L313-L340), §6.5.3 (L876-L886)",
        "dividend": "§7.8.5 (L1611-L1637)",
        "dividend.hudson": "§7.8.6 (L1640-L1663)",
        "train": "§7.9 (L1666-L1726)",
        "train.limit": "§7.9 (L1696-L1726)",
        "train.price": "§7.9 (L1672-L1681)",
        "train.warranty": "§7.10 (L1729-L1758)",
        "route": "§7.8 (L1358-L1409)",
        "route.permit": "§7.8 (L1399-L1401), §6.5.4.3 (L931-L936)",
        "turn": "§7.1 (L958-L976)",
        "parliament": "§4.1 (L343-L369)",
        "stock.not-offered": "§3.2 (L303-L307), §10.3 (L1981-L1982)",
        "parliament.par": "§4.2 (L371-L396)",
        "parliament.buy": "§4.2 (L389-L396)",
        "g1862.tokens": "§6.5.4.2 (L917-L929)",
        "g1862.over-limit": "§6.5.2 (L862-L865, L872-L873)",
        "g1862.raise-money": "§7.11 (L1761-L1799), §7.11.2 (L1800-L1814)",
        "g1862.refinance": "§7.11.2 (L1800-L1810), §5.2 (L453-L586)",
    }
    DIVIDEND_KINDS = ("payout", "withhold", "hudson")
    POOL_LIMIT = None
    HOLDING_LIMIT = None
    DIRECTOR_CERT_TO_POOL = True
    TRAIN_STEP_ENDS_WHEN_NOTHING_TO_BUY = True
    SUBSIDY_WITH_DIVIDEND = True  # the local trains' subsidy (L1523-L1525), paid as the site does

    def train_name(self, recorded: str) -> str:
        # 18xx.games stars the faces of the A and D cards (1F*, 2L*, 2E*, 5F*, 4L*, 4E*), the
        # two groups that come with a free warranty (§7.10, L1757): the same trains
        return recorded[:-1] if recorded.endswith("*") else recorded

    def market_token_at_par(self, company: Company) -> bool:
        return False  # placed at par when the company floats (L392-L394)

    def home_token_on_float(self, company: Company) -> bool:
        return False

    def home_token_on_first_turn(self, company: Company) -> bool:
        return True  # "placed on the board when the company first operates" (§7.7, L1333-L1334)

    def capital_on_float(self, company: Company, par: int) -> int:
        # a chartered company's ten pars and tokens are paid by engine.games.g1862.charters;
        # a non-chartered one is paid share by share (§6.5.4.1, L911-L919)
        return 0

    def par_allowed(self, marks: str, value: int) -> bool:
        # chartered pars are the "p" cells; a company started in a stock round may also
        # start on an "r" cell from 54 to 200 (L888-L898)
        return "p" in marks or "r" in marks

    def sale_price(self, price: int, has_trains: bool) -> int:
        return price if has_trains else price // 2

    def share_worth(self, price: int, has_trains: bool) -> int:
        # wealth is cash + shares (L2015-L2018); the text does not value a trainless
        # company's shares: 18xx.games counts them at half, as they sell (L804-L806)
        return self.sale_price(price, has_trains)

    def certificate_worth(self, shares: int, price: int, has_trains: bool) -> int:
        # the half is taken of each certificate (18xx.games: a director's certificate at 95
        # counts 142, a share 47)
        return shares * price if has_trains else shares * price // 2

    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        ignored = 0
        if not by_director:
            ignored = 2 if "j" in marks else 1 if "i" in marks else 0
        return ["down"] * max(shares - ignored, 0)

    def dividend_moves(self, company: Company, price: int, total: int, per_share: int) -> list[Move]:
        if total <= 0:
            return self.withhold_moves(company, price, 0)
        spaces = min(total // price, 4) if price else 0
        return ["right"] * (spaces * TRACK_STEPS_PER_SPACE)

    def withhold_moves(self, company: Company, price: int, revenue: int) -> list[Move]:
        return ["left"] * TRACK_STEPS_PER_SPACE

    def sold_out_moves(self, company: Company) -> list[Move]:
        return []

    def hudson_problem(self, revenue: int, price: int, cash: int) -> str | None:
        if revenue < TOP_UP_STEP:
            return f"George Hudson needs a revenue of at least £{TOP_UP_STEP}; it is £{revenue}"
        if revenue >= price:
            return f"the revenue (£{revenue}) already reaches the share price (£{price})"
        top_up = self.hudson_top_up(revenue, price)
        if cash < top_up:
            return f"the treasury has £{cash}; topping up to the share price takes £{top_up}"
        return None

    def hudson_top_up(self, revenue: int, price: int) -> int:
        short = max(price - revenue, 0)
        return -(-short // TOP_UP_STEP) * TOP_UP_STEP

    # warranties: £50 each, at most three on a train, one free with every A and D train
    # bought from the bank (§7.10, L1729-L1735; §7.10.1, L1755-L1758)
    WARRANTY_COST = 50
    MAX_WARRANTIES = 3

    def free_warranties(self, train: Train) -> int:
        return 1 if self.train_group(train) in ("A", "D") else 0

    def inter_company_price(self, train: Train, later_group_sold: bool) -> int | None:
        return train.cost // 2 if later_group_sold else train.cost
