"""18 Lilliput's money rules: the share-price index, bank-held shares, a director who never sells.

Cited from the Spanish rulebook (rulebooks/18Lilliput-rules-es.txt):
- the index is two rows of seven prices; a payout moves the marker one space right, up at
  the end of a row; withholding one space left, down at the start of a row (L439-L462);
- a share sold returns to the bank; after the seller is paid, the marker moves one space
  down in the top row, or one left and up in the bottom row, per share sold: one price step
  lower each time (L252-L256); a player may buy back a share he has just sold (L262);
- a director's 50% is never sold (L258); a player may hold every share of a company (L274);
- shares the bank holds are paid to the bank (L441).
Judgement: the rules move the marker left when the director keeps the revenue (L462); a
company that earned nothing (no train) keeps nothing, so its marker stays.
Not played by the engine yet: the action cards that make up a round, the characters, and
the last round's double move (L479).
"""

from __future__ import annotations

from typing import ClassVar

from ...model.game import Company
from ..economy import Economy, Move


class EconomyLilliput(Economy):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "stock": "c) (L252-L276)",
        "stock.director-sale": "c) (L258)",
        "dividend": "L439-L462",
        "train": "L180-L195",
        "train.limit": "Table 6, phases (L199-L230)",
    }
    POOL_LIMIT = None
    HOLDING_LIMIT = None
    REBUY_AFTER_SALE = True

    def sale_destination(self, company: Company) -> str:
        return "ipo"

    def sale_moves(self, shares: int, price: int, marks: str, by_director: bool) -> list[Move]:
        return ["down_value"] * shares

    def dividend_payee(self, holder_kind: str) -> str | None:
        return "company" if holder_kind == "treasury" else "bank"

    def sold_out_moves(self, company: Company) -> list[Move]:
        return []

    def withhold_moves(self, company: Company, price: int, revenue: int) -> list[Move]:
        return ["left"] if revenue > 0 else []
