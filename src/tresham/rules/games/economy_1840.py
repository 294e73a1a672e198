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
- each share sold moves the price one space down (VII.4 L1238-L1246); no selling in the
  first stock round; a director's certificate is never sold to the bank.
Not played by the engine yet: line rounds (the tram lines lay track, place tokens, run and
fill their company's revenue space), the city corporations' multipliers in company rounds
4-6 (x2, x3, x10, L1649-L1651), acquisitions and the loans.
"""

from __future__ import annotations

from typing import ClassVar

from ...model.game import Company
from ..economy import Economy

# Table 6 (L1495-L1525): the least payout for each further space right.
DIVIDEND_BANDS = (100, 200, 400, 600, 1000, 1500, 2500)
CITY = "city"
TRAM_LINE = "tram"


class Economy1840(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "§VII (L1040-L1380)",
        "stock.no-sale": "§VII.4 (L1230-L1233)",
        "stock.director-sale": "§VII.4 (L1234-L1235)",
        "dividend": "§VIII.5 (L1470-L1531), Table 6",
        "dividend.amount": "§VIII.5.1 (L1478-L1484)",
        "turn": "§VIII (L1440-L1470)",
    }
    POOL_LIMIT = None
    DIVIDEND_STEP = 10

    def float_percent(self, company: Company) -> int:
        # the city corporations are in play from the start, whoever holds their shares (L430-L437)
        return 0 if company.kind == CITY else super().float_percent(company)

    def operates(self, company: Company) -> bool:
        return company.kind != TRAM_LINE  # lines act in line rounds, not played yet

    def operating_steps(self, company: Company) -> tuple[str, ...]:
        return ("route", "dividend") if company.kind == CITY else ("dividend",)

    def dividend_kinds(self, company: Company) -> tuple[str, ...]:
        return ("payout",) if company.kind == CITY else ("variable",)

    def dividend_bands(self) -> tuple[int, ...]:
        return DIVIDEND_BANDS

    def dividend_payee(self, holder_kind: str) -> str | None:
        return "company" if holder_kind == "treasury" else "bank"

    def sell_problem(
        self, round_kind: str, round_number: int, company: Company, operated: bool
    ) -> str | None:
        if round_kind == "stock" and round_number == 1:
            return "no shares may be sold in the first stock round"
        return None
