"""1862's mergers and acquisitions: the new share price and the values of option shares.

Cited from the Spanish rulebook (rulebooks/1862-rules-es.txt):
- a company may merge with another at the start of its turn, or acquire one at the end,
  when both directors agree and track joins a station of one to a station of the other;
  tokens in London do not count (§5.1.1-5.1.2 L419-L440, §7.5 L1058-L1097);
- the new price is the lower price plus half the higher, rounded down to a price on the
  market; a company without a train counts at half its price, rounded down, first (§7.5.3
  L1100-L1127: 68 & 100 -> 116; 110 & 90 without trains -> 45 + 27 = 72 -> 71);
- the par marker goes to the highest par space not above the new price, at most 100 and
  at least 54 (§5.2.3 L484-L490, §7.5.4 L1130-L1141);
- an option share is worth half the price, rounded down, to redeem or to sell (L529-L533);
  one of the company that does not survive, left without a survivor share to exchange,
  is sold to the bank at half, rounded *up* (L525-L528: the text rounds the two
  differently, and each case follows its own line);
- a director with fewer than six merging shares whose certificate cannot be exchanged for
  three pool shares turns it to its option side: with 50% he redeems for half the new
  price or sells for two and a half times it, with 40% for one or two times, with 30% for
  one and a half times either way (L536-L555 and the translator's footnote 6, L568-L583);
- a company holds at most seven station markers (L76-L77; eight with variant 11.4), and a
  survivor gives up what it would hold beyond that (§7.5.6 L1150-L1163).
"""

from __future__ import annotations

from typing import ClassVar

from ...mergers import MergerHooks


class Mergers1862(MergerHooks):
    ENGINE_SOURCES: ClassVar[dict[str, str]] = {
        "merger": "§7.5 (L1058-L1182), §5.2 (L453-L586)",
        "merger.connection": "§7.5.2 (L1084-L1097)",
        "merger.price": "§7.5.3 (L1100-L1127)",
        "merger.tokens": "§7.5.6 (L1150-L1163)",
        "merger.partner": "§5.1 (L419-L440), §8 (L1868-L1897)",
        "redeem": "§7.13 (L1846-L1855)",
    }
    MERGERS = True
    SITE_PASSES_EMPTY_MERGER_STEPS = True  # 18xx.games records a pass at each (its auto actions)
    # a merger at the start of the turn; after buying trains the redemption of one of its
    # own shares, then an acquisition (§7.1 L962-L976, §7.13 L1853-L1855)
    OPERATING_STEPS: ClassVar[tuple[str, ...]] = (
        "merge",
        "track",
        "token",
        "route",
        "dividend",
        "buy_train",
        "redeem",
        "acquire",
    )
    TOKEN_LIMIT = 7
    CONNECTION_EXCLUDED = ("B15", "D15")  # London's token spaces (L1084-L1088)

    def merger_price(self, price_a: int, trains_a: bool, price_b: int, trains_b: bool) -> int:
        a = price_a if trains_a else price_a // 2
        b = price_b if trains_b else price_b // 2
        return super().merger_price(a, True, b, True)
