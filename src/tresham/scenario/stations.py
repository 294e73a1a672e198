"""Station tokens as a replay of a recorded game keeps them: on the board, each in a slot.

The board knows which city a token is in; a recorded game also names slots (an 1840 bonus
token takes the slot of a city corporation's token, a token is removed from a slot), so
``Stations`` keeps the board and the slot of each token together. A company has at most
one token in a hex, so (company, hex) names a token.

Slots are given as on 18xx.games: a home whose city is known is reserved a slot of that
city from the start, the first free one in the order of the companies; a company takes its
reserved slot, and any other token the first slot that is neither taken nor reserved.
Companies set up at once (1840's city corporations) reserve nothing: their tokens are
placed after the reservations.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..rules.board import Board, Token


class Stations:
    """The board of a replay, with the slot each token holds or is reserved."""

    def __init__(self, board: Board, setup: Collection[str] = ()) -> None:
        """``board`` carries the homes as reservations (``Rules.new_board``); ``setup`` names
        the companies whose homes are placed at once and reserve nothing."""
        self.board = board
        self.slots: dict[tuple[str, str], int] = {}  # (company, hex) -> slot of its token there
        # (company, hex) -> (lays made before the token was placed, its city then)
        self.placed: dict[tuple[str, str], tuple[int, int]] = {}
        self.clock = 0  # lays made so far
        self.reserved: dict[tuple[str, str], int] = {}  # (company, hex) -> slot kept for its home
        count: dict[tuple[str, int], int] = {}
        for home in board.homes:
            city = self.home_city(home)
            if city >= 0 and home.company not in setup:
                key = (home.hex, city)
                self.reserved[(home.company, home.hex)] = count.get(key, 0)
                count[key] = count.get(key, 0) + 1

    def home_city(self, home: Token) -> int:
        """The city of a home: the one named, else the only city of its hex (-1: unknown)."""
        if home.city >= 0:
            return home.city
        return 0 if len(self.board.content(home.hex).cities) == 1 else -1

    def occupant(self, hex: str, city: int | None, slot: int | None) -> Token | None:
        """The token in ``slot`` of a city, if any."""
        if city is None or slot is None:
            return None
        here = [t for t in self.board.tokens_at(hex) if t.city == city]
        return next((t for t in here if self.slots.get((t.company, hex)) == slot), None)

    def in_city(self, hex: str, city: int | None) -> list[Token]:
        return [t for t in self.board.tokens_at(hex) if t.city == city]

    def full(self, hex: str, city: int) -> bool:
        cities = self.board.content(hex).cities
        return 0 <= city < len(cities) and len(self.in_city(hex, city)) >= cities[city].slots

    def free_city(self, hex: str) -> int:
        """The first city of ``hex`` with a free slot (0 when all are full)."""
        content = self.board.content(hex)
        for i, city in enumerate(content.cities):
            if sum(1 for t in self.board.tokens_at(hex) if t.city == i) < city.slots:
                return i
        return 0

    def add(self, token: Token, slot: int | None = None) -> None:
        """Place ``token`` in ``slot`` (a slot just freed for it), else in its reserved slot,
        else in the first slot neither taken nor reserved."""
        here = [t for t in self.board.tokens_at(token.hex) if t.city == token.city]
        used = {self.slots.get((t.company, t.hex)) for t in here}
        mine = self.reserved.pop((token.company, token.hex), None)
        pending = {
            self.reserved[(h.company, h.hex)]
            for h in self.board.homes
            if h.hex == token.hex and self.home_city(h) == token.city and (h.company, h.hex) in self.reserved
        }
        if slot is None or slot in used:
            slot = mine if mine is not None and mine not in used else None
        if slot is None:
            slot = next(i for i in range(len(used) + len(pending) + 1) if i not in used | pending)
        self.slots[(token.company, token.hex)] = slot
        self.placed[(token.company, token.hex)] = (self.clock, token.city)
        self.board = self.board.with_token(token)

    def drop(self, token: Token) -> None:
        """Take ``token`` (in any city of its hex when its city is -1) off the board."""
        kept = tuple(
            t
            for t in self.board.tokens
            if not (t.company == token.company and t.hex == token.hex and token.city in (-1, t.city))
        )
        self.slots.pop((token.company, token.hex), None)
        self.placed.pop((token.company, token.hex), None)
        self.board = _with_tokens(self.board, kept)

    def settle(self, hex: str) -> None:
        """After a lay, tokens whose cities merged keep distinct slots (the later one moves)."""
        seen: set[tuple[int, int]] = set()
        for t in self.board.tokens_at(hex):
            slot = self.slots.get((t.company, hex), 0)
            while (t.city, slot) in seen:
                slot += 1
            seen.add((t.city, slot))
            self.slots[(t.company, hex)] = slot

    def take_over(self, company: str, others: Sequence[str]) -> list[str]:
        """The tokens of ``others`` become ``company``'s, in slot and city; where it would then
        have two in a hex, the one of the later company in ``others`` goes. Returns the hexes
        where a token went that way; nothing changes when ``others`` have no token."""
        board = self.board
        theirs = sorted(
            (t for t in board.tokens if t.company in others), key=lambda t: others.index(t.company)
        )
        tokens = [t for t in board.tokens if t.company not in others]
        doubled: list[str] = []
        for t in theirs:
            slot = self.slots.pop((t.company, t.hex), 0)
            placed = self.placed.pop((t.company, t.hex), (self.clock, t.city))
            if any(o.company == company and o.hex == t.hex for o in tokens):
                doubled.append(t.hex)
                continue
            self.slots[(company, t.hex)] = slot
            self.placed[(company, t.hex)] = placed
            tokens.append(Token(company, t.hex, t.city))
        if theirs:
            self.board = _with_tokens(board, tuple(tokens))
        return doubled

    def owns_any(self, companies: Sequence[str]) -> bool:
        return any(t.company in companies for t in self.board.tokens)

    def take_homes(self, company: str) -> list[Token]:
        """Take ``company``'s home reservations off the board and return them."""
        board = self.board
        homes = [t for t in board.homes if t.company == company]
        if homes:
            rest = tuple(t for t in board.homes if t.company != company)
            self.board = Board(board.map, dict(board.tiles), board.tokens, rest)
        return homes


def _with_tokens(board: Board, tokens: tuple[Token, ...]) -> Board:
    return Board(board.map, dict(board.tiles), tokens, board.homes)


__all__ = ["Stations"]
