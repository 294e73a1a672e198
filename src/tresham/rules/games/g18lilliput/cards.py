"""18 Lilliput's action cards: what each side of a card lets its player do.

Cited from the Spanish rulebook (rulebooks/18Lilliput-rules-es.txt), Table 1 (L127-L142) and
the explanation of the actions (L148-L304). Each card has an action and an alternative action;
the player who takes it does one of the two (L113-L115). The kinds of action:

- ``lay-any``: one track tile of any colour (a, L150-L182);
- ``lay-yellow-green``: one yellow and/or one green tile, in either order (card 2; "in any
  order" reads as two tiles, one of each colour: notes §6.2 item 9);
- ``lay-yellow``: one or two yellow tiles (card 3);
- ``shares``: first sell as many shares as he likes, then buy one (c, L252-L275);
- ``train``: one of his companies buys at most one train (card 7, b, L186-L195);
- ``trains``: buy one or two trains, the two by two different companies (card 8, L193);
- ``station``: one of his companies buys and places a station marker (d, L277-L290);
- ``funds``: the bank adds 50, 70 or 100 by phase to one or two of his companies, split as
  he likes (f, L302-L304; phases 1-2, 3-4, 5-7: L200-L220);
- ``money``: the card's amount into his personal cash (e, L298-L300).

The ``money`` printed on cards 2, 4 and 7 is not paid: their alternative is a tile lay
(data/games/18lilliput/cards.toml).

``ActionCards`` is the mechanism the game's rules set (``Rules.MECHANISMS``) and the actions
round asks (``engine.games.g18lilliput.actions``): the cards' sides and allowances, card 10's
funds, and the two characters whose money that round pays, the Grand Judge's income at the
start of each round (L315) and the Treasurer's exchange (L317). No other game has it, so no
other game's rules say anything about action cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

LAYS = {"lay-any": 1, "lay-yellow-green": 2, "lay-yellow": 2}
TRAINS = {"train": 1, "trains": 2}


@dataclass(frozen=True)
class CardSides:
    """The two actions of one card, by kind."""

    action: str
    alternative: str


SIDES = {
    "A1": CardSides("lay-any", "money"),
    "A2": CardSides("lay-yellow-green", "lay-any"),
    "A3": CardSides("lay-yellow", "money"),
    "A4": CardSides("shares", "lay-any"),
    "A5": CardSides("shares", "money"),
    "A6": CardSides("shares", "money"),
    "A7": CardSides("train", "lay-any"),
    "A8": CardSides("trains", "money"),
    "A9": CardSides("station", "money"),
    "A10": CardSides("funds", "money"),
}

# Card 10's company funds by phase (L200-L220): the lowest value in phases 1-2, the middle in
# phases 3-4, the highest from phase 5.
FUNDS = {"1": 50, "2": 50, "3": 70, "4": 70, "5": 100, "6": 100, "7": 100}


JUDGE = "JUDGE"  # Balmuff, the Grand Judge: an income at the start of each round (L315)
TREASURER = "TREASURER"  # Flimnap, the Treasurer: handed in for cash (L317)


@dataclass(frozen=True)
class ActionCards:
    """18 Lilliput's action cards, and the characters' money paid in the round of them."""

    def sides(self, card: str) -> tuple[str, str] | None:
        """The kinds of action the two sides of card ``card`` allow; None: no such card."""
        found = SIDES.get(card)
        return None if found is None else (found.action, found.alternative)

    def lay_problem(self, kind: str, colours: Sequence[str], new: str) -> str | None:
        """Why an action of ``kind`` may not lay a tile of colour ``new`` after tiles of
        ``colours`` this turn."""
        return _lay_problem(kind, colours, new)

    def done(self, kind: str, colours: Sequence[str], trains: int, bought: bool, stations: int) -> bool:
        """Whether an action of ``kind`` is used up by what was done this turn."""
        return _turn_done(kind, colours, trains, bought, stations)

    def company_funds(self, phase: str) -> int:
        """What card 10 adds to a player's companies in ``phase`` (L302-L304)."""
        return FUNDS.get(phase, 0)

    def round_income(self, card: str) -> tuple[int, int] | None:
        """The Grand Judge: at the start of each round £5 to his player's cash or £20 to his
        companies' treasuries, "distribución libre" (L315); None: ``card`` pays no income."""
        return (5, 20) if card == JUDGE else None

    def exchange_value(self, card: str, round_number: int) -> int | None:
        """The Treasurer: the card is handed in for the round's number times £10 (L317);
        None: ``card`` is not handed in."""
        return 10 * round_number if card == TREASURER else None


def _lay_problem(kind: str, colours: Sequence[str], new: str) -> str | None:
    """Why the tile of colour ``new`` may not follow ``colours`` (laid this turn) under ``kind``."""
    if kind not in LAYS:
        return "this action lays no track"
    after = [*colours, new]
    if len(after) > LAYS[kind]:
        return f"this action lays {'one tile' if LAYS[kind] == 1 else 'two tiles at most'}"
    if kind == "lay-yellow" and new != "yellow":
        return "this action lays one or two yellow tiles"
    if kind == "lay-yellow-green" and (new not in ("yellow", "green") or after.count(new) > 1):
        return "this action lays one yellow and one green tile at most"
    return None


def _turn_done(kind: str, colours: Sequence[str], trains: int, bought: bool, stations: int) -> bool:
    """Whether the action of ``kind`` has been used up this turn."""
    if kind in LAYS:
        if kind == "lay-yellow-green":
            return sorted(colours) == ["green", "yellow"]
        return len(colours) >= LAYS[kind]
    if kind in TRAINS:
        return trains >= TRAINS[kind]
    if kind == "shares":
        return bought
    if kind == "station":
        return stations >= 1
    return True  # money and funds happen at once
