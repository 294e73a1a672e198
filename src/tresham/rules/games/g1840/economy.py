"""1840's money rules for its company rounds: Table 6, city corporations that always pay.

Cited from the Spanish rulebook (rulebooks/1840-rules-es.txt):
- a tram company's director pays out any multiple of 10 G of what its lines earned; the
  rest goes to its treasury; shares in the pool are ignored (paid to the bank) (VIII.5.1
  L1473-L1531);
- the price moves by the total paid (Table 6, L1495-L1525): nothing, one space left;
  10-90 no move; 100-190 one right; 200-390 two; 400-590 three; 600-990 four; 1000-1490
  five; 1500-2490 six; 2500 or more seven. At the end of a row a rise goes up instead, at
  its start a fall goes down (L3097-L3117);
- a city corporation (Stadtbahn) runs its own route and pays everything out at once
  (VIII.5.2 L1536-L1660); its price moves by the same table;
- a tram company starts at 70, 80, 90 or 100 G, the orange cells of the chart (L596-L600,
  L1283-L1285);
- each share sold moves the price one space down (VII.4 L1238-L1246); no selling in the
  first stock round; a director's certificate is never sold to the bank.
- the rounds follow the round track printed on the map (the text names no sequence; the
  one 18xx.games plays, which fits every round the text names): SR1, CR1, LR1a, LR1b, CR2,
  SR2, LR2a, LR2b, CR3, ... LR5a-c, CR6 (notes §1). In a company round the tram companies
  pay and the city corporations run; in a line round each line owned by a tram company
  takes a turn, in ascending number (IX.1 L2037-L2043, L2240-L2242): it builds, places
  tokens, runs its tram, and its earnings go to its company's revenue space (IX.8
  L2899-L2956). A line places its first token on its base at the start of its first turn,
  free (IX.6 L2742-L2748); its costs are paid by its company's treasury (L2285-L2287);
- a tram's run pays maintenance by Table 7 (L1721-L1749): by the tram's colour and the
  newest colour bought so far; a pink tram never pays, a purple tram adds 200 G;
- a line may take a city corporation's token off the map for 40 G paid to the bank (IX.6
  L2790-L2798). The terminal tokens at I1, A17, I11 and F24 stay: the text does not say,
  and a city corporation's run starts at a terminal (VIII.5.2 L1538-L1554); 18xx.games
  keeps them too.
- a city corporation's run counts twice in company round 4, three times in 5 and ten times
  in 6 (L1649-L1651).
The company round's phases (tram purchases, line auctions, new lines), the private auction
and the order cards are played by 1840's program (``engine/games/g1840``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ....model.game import Company, Phase, Train
from ...economy import Economy
from ...economy_play import Maintenance
from ...tokens import TokenRemoval

LOAN_AT_END = 200  # what a loan card takes off a player's score (L1772-L1776)

# The round track (notes §1; 18xx.games): (kind, number, rounds in the set).
ROUND_TRACK: tuple[tuple[str, int, int], ...] = (
    ("stock", 1, 1),
    ("company", 1, 1),
    ("line", 1, 2),
    ("company", 2, 1),
    ("stock", 2, 1),
    ("line", 2, 2),
    ("company", 3, 1),
    ("stock", 3, 1),
    ("line", 3, 2),
    ("company", 4, 1),
    ("stock", 4, 1),
    ("line", 4, 2),
    ("company", 5, 1),
    ("stock", 5, 1),
    ("line", 5, 3),
    ("company", 6, 1),
)
# The purchase section (CR b, L1434-L1444): in company round n, each colour's card group
# on sale and the face its space sells it as (Y1 100 in the middle space, Y2 50 on the
# right...; prices printed above the spaces, L1703-L1705, from 18xx.games: trains.toml).
TRAM_OFFER: dict[int, dict[str, str]] = {
    1: {"Y1": "Y1", "O1": "O1"},
    2: {"Y1": "Y2", "O1": "O2", "R1": "R1"},
    3: {"O1": "O3", "R1": "R2", "Pi1": "Pi1"},
    4: {"R1": "R3", "Pi1": "Pi2", "Pu1": "Pu1"},
    5: {"Pi1": "Pi3", "Pu1": "Pu2"},
}
# The tile colours open at fixed line rounds, whatever trams were bought: green from LR2a,
# brown from LR4a, grey from LR5a (IX.5 L2634-L2638): the phase each of those begins.
PHASE_AT_LINE_ROUND: dict[int, str] = {2: "2", 4: "3", 5: "4"}
TRAM_LIMIT = 3  # trams a tram company holds, on itself and its lines (L1707-L1709)
LINE_LIMIT = 3  # lines a tram company owns (L636-L638)
LINE_BID = 20  # the least bid for a line, raised in steps of 5 (L1885-L1999)
LAST_COMPANY_ROUND = 6  # no line auction in the last company round (CR e)
# Table 7 (L1721-L1749): maintenance of a tram by its colour, once a colour has been bought.
COLOURS = ("yellow", "orange", "red", "pink", "purple")
PREFIX = {"Y": "yellow", "O": "orange", "R": "red", "Pi": "pink", "Pu": "purple"}
MAINTENANCE: dict[str, dict[str, int]] = {
    "yellow": {"red": -50, "pink": -200, "purple": -400},
    "orange": {"pink": -100, "purple": -300},
    "red": {"pink": -50, "purple": -100},
    "pink": {},
    "purple": {},
}
PURPLE_BONUS = 200  # L1747-L1749, L2930-L2932
REMOVAL_COST = 40  # L2790-L2792
CITY_MULTIPLIER = {4: 2, 5: 3, 6: 10}  # city corporations' runs in CR4, CR5, CR6 (L1649-L1651)
TERMINALS = ("I1", "A17", "I11", "F24")  # city corporations' terminal tokens stay (see above)
# Table 6 (L1495-L1525): the least payout for each further space right.
DIVIDEND_BANDS = (100, 200, 400, 600, 1000, 1500, 2500)
CITY = "city"
TRAM_LINE = "tram"


class Economy1840(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "§VII (L1040-L1380)",
        "stock.no-sale": "§VII.4 (L1230-L1233)",
        "stock.director-sale": "§VII.4 (L1234-L1235)",
        "stock.par-price": "§IV.1.2 (L596-L600), §VII (L1283-L1285)",
        "dividend": "§VIII.5 (L1470-L1531), Table 6",
        "dividend.amount": "§VIII.5.1 (L1478-L1484)",
        "turn": "§VIII (L1440-L1470)",
        "route": "§IX.7 (L2828-L2874), §IX.8 (L2899-L2928)",
        "route.revenue": "§IX.8 (L2924-L2928)",
        "token": "§IX.6 (L2734-L2788)",
        "token.removal": "§IX.6 (L2790-L2798)",
        "token.cannot-pay": "§IX.6 (L2762-L2766, L2790-L2792)",
        "train.limit": "§VIII (L1707-L1709), a tram slot beside each line card (L639-L641)",
    }
    POOL_LIMIT = None
    NO_SALES_IN_FIRST_STOCK_ROUND = True  # §VII.4 (L1230-L1233)
    DIVIDEND_STEP = 10

    def par_allowed(self, marks: str, value: int) -> bool:
        # a tram company starts at 70, 80, 90 or 100 G, the orange cells (L596-L600,
        # L1283-L1285); the city corporations' start prices (the "p" cells) are theirs alone
        return "z" in marks

    def ipo_price(self, par: int | None, price: int | None) -> int:
        # the bank's shares are always bought at the current price (VII.6 L1379-L1381, L1058)
        return price if price is not None else par or 0

    def loans_worth(self, loans: int) -> int:
        return -LOAN_AT_END * loans  # each loan card costs 200 G at the end (L1772-L1776, L3211-L3221)

    # privates keep the default, their face value: the score's formula names none (L3211-
    # L3215) and 18xx.games counts them

    def float_percent(self, company: Company) -> int:
        # the city corporations are in play from the start, whoever holds their shares (L430-L437)
        return 0 if company.kind == CITY else super().float_percent(company)

    def over_limit_problem(self, phase: Phase, company: Company, held: Sequence[Train]) -> str | None:
        """A line runs the one tram in the slot beside its card (L639-L641); its company holds
        at most three, however many lines it has (L1707-L1709)."""
        if company.kind == TRAM_LINE and len(held) > 1:
            return f"line {company.id} holds {len(held)} trams; a line runs the one tram beside its card"
        return super().over_limit_problem(phase, company, held)

    def private_income_round(self) -> str | None:
        # the privates pay their owners at the start of every company round (L1424-L1428)
        return "company"

    def company_label(self, company: Company) -> str:
        return f"line {company.id}" if company.kind == TRAM_LINE else company.id

    def operates(self, company: Company) -> bool:
        return company.kind != TRAM_LINE  # lines act in line rounds

    def operates_in(self, company: Company, round_kind: str) -> bool:
        if round_kind == "line":
            return company.kind == TRAM_LINE
        return self.operates(company)

    def operating_steps(self, company: Company) -> tuple[str, ...]:
        if company.kind == TRAM_LINE:
            # building takes tiles and tokens in any order (L2209; engine/games/g1840/build.py);
            # privates: L770-L776
            return ("track", "route", "earnings", "privates")
        return ("route", "dividend") if company.kind == CITY else ("dividend",)

    def dividend_source(self, company: Company) -> str:
        # a tram company pays from its revenue space; empty in CR1, so it pays 0 (L1533-L1535)
        return "space" if company.kind == "major" else "revenue"

    def revenue_multiplier(self, company: Company, round_kind: str, round_number: int) -> int:
        if company.kind != CITY or round_kind != "company":
            return 1
        return CITY_MULTIPLIER.get(round_number, 1)

    def in_play_from_start(self, company: Company) -> bool:
        return company.kind == CITY  # price tokens on their start prices (L517-L519)

    def starting_trains(self, company: Company) -> tuple[str, ...]:
        return ("City",) if company.kind == CITY else ()  # the imaginary tram (L1538-L1540)

    def runs_itself(self, company: Company) -> bool:
        return company.kind == CITY  # the imaginary tram of VIII.5.2 (L1538-L1554)

    def home_token_on_float(self, company: Company) -> bool:
        return company.kind != TRAM_LINE

    def home_token_on_first_turn(self, company: Company) -> bool:
        return company.kind == TRAM_LINE

    def dividend_kinds(self, company: Company) -> tuple[str, ...]:
        return ("payout",) if company.kind == CITY else ("variable",)

    def dividend_bands(self) -> tuple[int, ...]:
        return DIVIDEND_BANDS

    def dividend_payee(self, holder_kind: str) -> str | None:
        return "company" if holder_kind == "treasury" else "bank"


def _colour(train: str) -> str | None:
    """A tram's colour from its card name (Y1, O2, Pi1, Pu2...)."""
    head = train.rstrip("0123456789")
    return PREFIX.get(head)


class LineRemovals(TokenRemoval):
    """A line takes a city corporation's token off its city, but never one of the city
    lines' terminals, for a fee to the bank (L2790-L2798)."""

    def problem(self, remover: Company, owner: Company, hex: str) -> str | None:
        if remover.kind != TRAM_LINE or owner.kind != CITY:
            return "a line may remove only a city corporation's token"
        if hex in TERMINALS:
            return f"{owner.id}'s token in {hex} is a terminal of its city line and stays"
        return None

    def cost(self, remover: Company) -> int:
        return REMOVAL_COST


class Maintenance1840(Maintenance):
    """Maintenance by the tram's colour and the newest colour bought so far (Table 7,
    L1721-L1749), and +200 G for a purple tram (L2930-L2932)."""

    def upkeep(self, train: str, bought: frozenset[str]) -> int:
        colour = _colour(train)
        if colour is None:
            return 0
        if colour == "purple":
            return PURPLE_BONUS
        newest = max((COLOURS.index(c) for g in bought if (c := _colour(g))), default=0)
        return min((MAINTENANCE[colour].get(c, 0) for c in COLOURS[: newest + 1]), default=0)
