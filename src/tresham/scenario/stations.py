"""Station tokens as a replay of a recorded game keeps them: on the board, each in a slot.

The board knows which city a token is in; a recorded game also names slots (an 1840 bonus
token takes the slot of a city corporation's token, a token is removed from a slot).
``Stations`` keeps the board and the slot of each token together: a company has at most
one token in a hex, so (company, hex) names a token. A new token takes the slot asked for
when it is free, else the first free one, as the site's generic token step does.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.board import Board, Token


class Stations:
    """The board of a replay, with the slot each token holds."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.slots: dict[tuple[str, str], int] = {}  # (company, hex) -> slot of its token there

    def occupant(self, hex: str, city: int | None, slot: int | None) -> Token | None:
        """The token in ``slot`` of a city, if any."""
        if city is None or slot is None:
            return None
        here = [t for t in self.board.tokens_at(hex) if t.city == city]
        return next((t for t in here if self.slots.get((t.company, hex)) == slot), None)

    def free_city(self, hex: str) -> int:
        """The first city of ``hex`` with a free slot (0 when all are full)."""
        content = self.board.content(hex)
        for i, city in enumerate(content.cities):
            if sum(1 for t in self.board.tokens_at(hex) if t.city == i) < city.slots:
                return i
        return 0

    def add(self, token: Token, slot: int | None = None) -> None:
        here = [t for t in self.board.tokens_at(token.hex) if t.city == token.city]
        used = {self.slots.get((t.company, t.hex)) for t in here}
        if slot is None or slot in used:
            slot = next(i for i in range(len(used) + 1) if i not in used)
        self.slots[(token.company, token.hex)] = slot
        self.board = self.board.with_token(token)

    def drop(self, token: Token) -> None:
        """Take ``token`` (in any city of its hex when its city is -1) off the board."""
        kept = tuple(
            t
            for t in self.board.tokens
            if not (t.company == token.company and t.hex == token.hex and token.city in (-1, t.city))
        )
        self.slots.pop((token.company, token.hex), None)
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
            if any(o.company == company and o.hex == t.hex for o in tokens):
                doubled.append(t.hex)
                continue
            self.slots[(company, t.hex)] = slot
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
