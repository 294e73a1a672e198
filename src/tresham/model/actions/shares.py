"""Stock actions: buying and selling shares, starting a company, buying and bidding for
companies, special buys and 1862's mergers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .base import PERCENT, Action


@dataclass(frozen=True, kw_only=True)
class BuyShares(Action):
    """Buy ``shares`` (ids ``"SIK_3"``, all of one corporation and one holder).

    The seller is whoever holds them. ``share_price`` overrides the per-share price;
    ``swap`` is a share given in exchange. A corporation buying its own share redeems it
    (1862); a company entity exchanges itself for the share (1824 mountain railways).
    """

    TYPE: ClassVar[str] = "buy_shares"
    shares: tuple[str, ...]
    percent: int | None = field(default=None, metadata=PERCENT)
    share_price: int | None = None
    swap: str | None = None
    purchase_for: str | None = None
    purchase_for_type: str | None = None
    borrow_from: str | None = None
    borrow_from_type: str | None = None
    total_price: int | None = None
    discounter: str | None = None


@dataclass(frozen=True, kw_only=True)
class SellShares(Action):
    """Sell ``shares``; ``percent`` is below their total when part of a director's
    certificate is sold, and ``swap`` is the share received in a director swap."""

    TYPE: ClassVar[str] = "sell_shares"
    shares: tuple[str, ...]
    percent: int | None = field(default=None, metadata=PERCENT)
    share_price: int | None = None
    swap: str | None = None


@dataclass(frozen=True, kw_only=True)
class Convert(Action):
    """A company refinances (1862 §7.11.2): its shares merge two for one and it receives ten
    times its par; the site's ``convert``, sent by the corporation."""

    TYPE: ClassVar[str] = "convert"


@dataclass(frozen=True, kw_only=True)
class Par(Action):
    """Start ``corporation`` at ``share_price``, a market cell id ``"<price>,<row>,<col>"``."""

    TYPE: ClassVar[str] = "par"
    corporation: str
    share_price: str
    slot: int | None = None
    purchase_for: str | None = None
    borrow_from: str | None = None


@dataclass(frozen=True, kw_only=True)
class BuyCompany(Action):
    """Buy private/company ``company`` for ``price`` (recorded: some prices are chosen)."""

    TYPE: ClassVar[str] = "buy_company"
    company: str
    price: int


@dataclass(frozen=True, kw_only=True)
class Bid(Action):
    """Bid ``price`` for one of ``company``, ``corporation`` or ``minor`` (meaning per step)."""

    TYPE: ClassVar[str] = "bid"
    price: int
    company: str | None = None
    corporation: str | None = None
    minor: str | None = None


@dataclass(frozen=True, kw_only=True)
class SpecialBuy(Action):
    """Buy an item a step offers, named by ``description`` (18Mag rail cars, 1824 exchanges)."""

    TYPE: ClassVar[str] = "special_buy"
    description: str
    cost: int


@dataclass(frozen=True, kw_only=True)
class Merge(Action):
    """1862: start a merger or acquisition with ``corporation``; 1840: pick a tram line."""

    TYPE: ClassVar[str] = "merge"
    corporation: str | None = None
    minor: str | None = None


@dataclass(frozen=True, kw_only=True)
class PayoffPlayerDebt(Action):
    """A player pays back all he owes the bank (1824's emergency money)."""

    TYPE: ClassVar[str] = "payoff_player_debt"


@dataclass(frozen=True, kw_only=True)
class PayoffPlayerDebtPartial(Action):
    """A player pays back ``amount`` of what he owes the bank (1824's emergency money)."""

    TYPE: ClassVar[str] = "payoff_player_debt_partial"
    amount: int
