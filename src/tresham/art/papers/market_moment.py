"""The stock market at one moment of play: each company's token on its space.

A teacher must read both the price and whose token stands on it, so the spaces are drawn
larger than for print, with the price in their upper part (``market.play_board``), and the
tokens sit below it: up to three side by side, a larger stack in two rows of smaller tokens
(the example ``1862/ex25-dividend-bands`` starts eight companies on one space). Tokens that
share a space form a stack, and a token that arrives goes under the others (18Mag L771,
1824 L841, 1840 L1289-L1291, 1862 L817-L819, 18 Lilliput L256). The top of the stack comes
first, reading left to right and down, and is drawn in front where a full row makes tokens
overlap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...model.game import Company, GameDef, Market
from ..component import Component
from ..drawing import Circle, Group, Style
from ..palette import INK
from .common import centred_label, company_ink, disc
from .market import play_board

ONE_ROW = 3  # a stack of up to three tokens is one row of large tokens under the price
ROW_Y = 0.72  # that row's centre, in space sizes from the space's top
BIG_R = 0.15  # its tokens' radius, in space sizes (3.6 mm on a 24 mm space: room for a name)
TWO_ROWS_Y = (0.565, 0.81)  # a larger stack: two rows of smaller tokens, their centres
SMALL_R = 0.12  # and their radius (2.9 mm)
SIDE = 0.03  # the margin left and right of a row, in space sizes
GAP = 0.3  # mm between tokens that fit side by side


@dataclass(frozen=True)
class Spot:
    """Where one token of a stack is drawn: its centre and radius, and how far right of the
    centre its name goes (a token partly under the one before it shows its right part)."""

    x: float
    y: float
    r: float
    name_dx: float = 0.0


def token_spots(n: int, x: float, y: float, size: float) -> list[Spot]:
    """Where ``n`` tokens go on the space whose top-left is (x, y), the top of the stack
    first: up to ``ONE_ROW`` in a row under the price, more in two rows of smaller tokens,
    reading left to right and down; a row that is too full for its tokens overlaps them."""
    rows = [n] if n <= ONE_ROW else [(n + 1) // 2, n // 2]
    r = (BIG_R if len(rows) == 1 else SMALL_R) * size
    centres = [ROW_Y] if len(rows) == 1 else list(TWO_ROWS_Y)
    room = size * (1 - 2 * SIDE)
    spots: list[Spot] = []
    for count, row_y in zip(rows, centres, strict=True):
        step = 2 * r + GAP
        if count > 1 and count * step - GAP > room:
            step = (room - 2 * r) / (count - 1)
        hidden = max(0.0, 2 * r - step)
        left = x + (size - (2 * r + (count - 1) * step)) / 2 + r
        spots += [Spot(left + k * step, y + row_y * size, r, hidden / 2 if k else 0.0) for k in range(count)]
    return spots


def market_moment(
    game: GameDef,
    market: Market,
    tokens: Sequence[tuple[str, tuple[int, int]]],
    pars: Sequence[tuple[str, tuple[int, int]]] = (),
) -> Component:
    """The market with company tokens: ``tokens`` lists ``(company, (row, col))``, the top
    of each stack first; ``pars`` the par spaces of companies whose price has left them,
    each marked by a small dashed disc in the space's top right corner. Companies the game
    does not know and cells off the market are left out."""
    board, boxes = play_board(game, market)
    companies = {c.id: c for c in game.companies}
    stacks: dict[tuple[int, int], list[str]] = {}
    for cid, cell in tokens:
        if cid in companies and cell in boxes:
            stacks.setdefault(cell, []).append(cid)
    items: list = []
    for cell, stack in stacks.items():
        spots = token_spots(len(stack), *boxes[cell])
        for cid, spot in reversed(list(zip(stack, spots, strict=True))):  # the top drawn last, in front
            company = companies[cid]
            ink = company_ink(company)
            items.append(disc(spot.x, spot.y, spot.r, company.color, "", ink))
            inner = 1.3 * spot.r
            items += centred_label(cid, spot.x + spot.name_dx, spot.y, inner, inner, 0.9 * spot.r, ink)
    items += _par_marks(pars, boxes, companies)
    front = Group((board.front, Group(tuple(items), role="market-tokens")), role=board.front.role)
    return Component(
        family=board.family,
        kind=board.kind,
        name=board.name,
        width=board.width,
        height=board.height,
        front=front,
        bleed=board.bleed,
    )


PAR_R = 0.12  # a par mark's radius, in space sizes


def _par_marks(
    pars: Sequence[tuple[str, tuple[int, int]]],
    boxes: Mapping[tuple[int, int], tuple[float, float, float]],
    companies: Mapping[str, Company],
) -> list:
    """Small discs in each par space's top right corner, right to left, ringed dashed: the
    par a company started at, where its price no longer stands."""
    out: list = []
    placed: dict[tuple[int, int], int] = {}
    for cid, cell in pars:
        if cid not in companies or cell not in boxes:
            continue
        x, y, size = boxes[cell]
        k = placed.get(cell, 0)
        placed[cell] = k + 1
        r = PAR_R * size
        cx, cy = x + size - (1.25 + 2.3 * k) * r, y + 1.25 * r
        company = companies[cid]
        ink = company_ink(company)
        ring = Style(fill="#ffffff", stroke=INK, width=r * 0.12, dash=(r * 0.3, r * 0.2))
        mark: list = [Circle(cx, cy, r * 1.12, ring), disc(cx, cy, r * 0.9, company.color, "", ink)]
        mark += centred_label(cid, cx, cy, 1.3 * r * 0.9, 1.3 * r * 0.9, 0.8 * r, ink)
        out.append(Group(tuple(mark), role="par-mark"))
    return out
