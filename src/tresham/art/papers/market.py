"""The stock market: 1d tracks (wrapped into rows), 2d ragged grids, 18 Lilliput's zig-zag.

Cells are CELL mm square (at least 18 mm, so a stack of tokens fits); the component may be
larger than a page: the imposer splits it across pages.
"""

from __future__ import annotations

import math

from ...model.game import GameDef, Market, MarketCell
from ..component import Component
from ..drawing import Group, PathBuilder, Rect, Style, polygon
from ..palette import INK, PAPER
from .common import (
    GREY,
    background,
    box,
    colour_word,
    company_ink,
    disc,
    fit_text,
    plain,
    text_block,
)

CELL = 20.0
MARGIN = 8.0
TITLE_H = 14.0
BLEED = 3.0
ROW_MAX = 12  # a 1d track is wrapped into rows of at most this many cells
ZIGZAG_GAP = 9.0

FALLBACK_FILLS = ("#f4b183", "#a9d18e", "#9dc3e6", "#d5a6e6", "#f8cbad", "#ffe082")
EMPTY_FILL = "#ffffff"


def tint(colour: str, amount: float) -> str:
    """``colour`` mixed with ``amount`` of white."""
    c = colour.lstrip("#")
    r, g, b = (int(c[i : i + 2], 16) for i in (0, 2, 4))
    r, g, b = (round(v + (255 - v) * amount) for v in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def mark_fills(market: Market) -> dict[str, str]:
    """A fill per legend letter, by what the legend says it means."""
    out: dict[str, str] = {}
    spare = list(FALLBACK_FILLS)
    for letter, meaning in market.legend.items():
        m = meaning.lower()
        said = colour_word(m)
        if said:  # the legend names the printed colour ("orange space", "dark-yellow column")
            fill = tint(said, 0.25)
        elif "clos" in m or "bankrupt" in m:
            fill = "#ef9a9a"
        elif "game end" in m or m.startswith("end"):
            fill = "#90caf9"
        elif "ignores" in m:
            fill = "#e2efd9" if letter == sorted(market.legend)[0] else "#c5e0b4"
        elif letter == "p" or m.startswith("par") or "par " in m:
            fill = "#ffd966"
        else:
            fill = spare.pop(0) if spare else "#dddddd"
        if fill in spare:
            spare.remove(fill)
        out[letter] = fill
    # two letters meaning the same kind of thing must still differ
    seen: dict[str, str] = {}
    for letter, fill in list(out.items()):
        if fill in seen.values():
            out[letter] = spare.pop(0) if spare else fill
        seen[letter] = out[letter]
    return out


def _arrow(x1: float, y1: float, x2: float, y2: float, colour: str = GREY, width: float = 0.5) -> list:
    ang = math.atan2(y2 - y1, x2 - x1)
    head = 1.8
    bx, by = x2 - head * math.cos(ang), y2 - head * math.sin(ang)
    shaft = PathBuilder().move(x1, y1).line(bx, by).build(Style(stroke=colour, width=width))
    left = (bx + head * 0.55 * math.sin(ang), by - head * 0.55 * math.cos(ang))
    right = (bx - head * 0.55 * math.sin(ang), by + head * 0.55 * math.cos(ang))
    return [shaft, polygon([(x2, y2), left, right], Style(fill=colour))]


def _cell(x: float, y: float, cell: MarketCell, fills: dict[str, str]) -> list:
    marks = cell.marks
    fill = fills.get(marks[0], EMPTY_FILL) if marks else EMPTY_FILL
    par = "p" in marks
    items: list = [box(x, y, CELL, CELL, fill=fill, stroke=INK, width=0.6 if par else 0.3)]
    if par:
        items.append(box(x + 1.0, y + 1.0, CELL - 2.0, CELL - 2.0, stroke=INK, width=0.3))
    items.append(
        fit_text(str(cell.value), x + CELL / 2, y + CELL * 0.62, 6.0, CELL - 3.0, anchor="middle", bold=True)
    )
    if marks:
        items.append(fit_text(marks.upper(), x + 2.0, y + 4.6, 2.6, CELL / 2, bold=True, fill=GREY))
    return items


def _grid_positions(market: Market) -> tuple[list[tuple[float, float, MarketCell]], float, float, list]:
    """Cell positions (relative to the grid's top-left), grid width and height, extra art."""
    cells: list[tuple[float, float, MarketCell]] = []
    extra: list = []
    if market.kind == "1d":
        track = [c for c in market.rows[0] if c is not None] if market.rows else []
        n_rows = max(1, math.ceil(len(track) / ROW_MAX))
        per_row = math.ceil(len(track) / n_rows)
        gap = 4.0
        for i, c in enumerate(track):
            r, k = divmod(i, per_row)
            cells.append((k * CELL, r * (CELL + gap), c))
        w = per_row * CELL
        h = n_rows * CELL + (n_rows - 1) * gap
        for r in range(n_rows - 1):  # the track goes on in the next row
            y = r * (CELL + gap) + CELL / 2
            extra += _arrow(w + 0.8, y, w + 5.5, y, INK, 0.6)
            y2 = (r + 1) * (CELL + gap) + CELL / 2
            extra += _arrow(-5.5, y2, -0.8, y2, INK, 0.6)
        return cells, w, h, extra
    if market.kind == "zigzag":
        for r, row in enumerate(market.rows):
            for k, c in enumerate(row):
                if c is not None:
                    cells.append((k * CELL, r * (CELL + ZIGZAG_GAP), c))
        w = max(len(r) for r in market.rows) * CELL
        h = len(market.rows) * CELL + (len(market.rows) - 1) * ZIGZAG_GAP
        order = sorted(cells, key=lambda t: t[2].value)
        for (x1, y1, _), (x2, y2, _) in zip(order, order[1:], strict=False):
            # arrows run through the gap between the rows, from each value to the next
            ya = y1 + CELL if y1 < y2 else y1
            yb = y2 if y1 < y2 else y2 + CELL
            if abs(y1 - y2) < 1e-6:
                continue
            inset = 0.8
            ya += inset if y1 < y2 else -inset
            yb += -inset if y1 < y2 else inset
            extra += _arrow(x1 + CELL / 2, ya, x2 + CELL / 2, yb, GREY, 0.45)
        return cells, w, h, extra
    for r, row in enumerate(market.rows):
        for k, c in enumerate(row):
            if c is not None:
                cells.append((k * CELL, r * CELL, c))
    w = max(len(r) for r in market.rows) * CELL
    h = len(market.rows) * CELL
    return cells, w, h, extra


def _legend_lines(game: GameDef, market: Market) -> list[str]:
    lines = []
    if market.kind == "zigzag":
        lines.append("Grey arrows: the prices in order, from the lowest to the highest.")
    elif market.kind == "1d":
        lines.append("The track reads left to right and goes on in the next row (black arrows).")
    for k, v in market.moves.items():
        lines.append(f"{k.replace('_', ' ').capitalize()}: {plain(v)}")
    if market.notes:
        lines.append(plain(market.notes))
    return lines


def _grid_origin(market: Market, gw: float) -> tuple[float, float, float]:
    """The component's width and the grid's top-left corner in it."""
    side = 8.0 if market.kind == "1d" else 0.0  # room for the row-continuation arrows
    W = max(gw + 2 * MARGIN + 2 * side, 180.0)
    return W, (W - gw) / 2, MARGIN + TITLE_H


def cell_centres(market: Market) -> dict[tuple[int, int], tuple[float, float]]:
    """Where each cell ``(row, col)`` of the market is drawn on ``market_component``, in mm."""
    cells, gw, _, _ = _grid_positions(market)
    _, gx, gy = _grid_origin(market, gw)
    rows = market.rows[:1] if market.kind == "1d" else market.rows
    keys = [(r, c) for r, row in enumerate(rows) for c, cell in enumerate(row) if cell is not None]
    return {k: (gx + x + CELL / 2, gy + y + CELL / 2) for k, (x, y, _) in zip(keys, cells, strict=True)}


def market_tokens(game: GameDef, market: Market, tokens: list[tuple[str, tuple[int, int]]]) -> list:
    """Company discs on their cells (``tokens`` top of each stack first); a stack fans out."""
    companies = {c.id: c for c in game.companies}
    centres = cell_centres(market)
    seen: dict[tuple[int, int], int] = {}
    items: list = []
    for cid, cell in tokens:
        if cid not in companies or cell not in centres:
            continue
        n = seen.get(cell, 0)
        seen[cell] = n + 1
        x, y = centres[cell]
        company = companies[cid]
        items.append(
            disc(x - 4.0 + 2.6 * n, y + 3.0 + 1.2 * n, 3.2, company.color, cid, company_ink(company))
        )
    return items


def market_component(game: GameDef, market: Market, label: str = "") -> Component:
    fills = mark_fills(market)
    cells, gw, gh, extra = _grid_positions(market)
    W, gx, gy = _grid_origin(market, gw)

    # the legend: a swatch per letter, then the moves and notes
    text_w = min(W - 2 * MARGIN, 180.0)  # one page wide, so the imposer never cuts a line
    legend_items: list = []
    ly = 0.0
    for letter, meaning in market.legend.items():
        legend_items.append(box(MARGIN, ly, 6.0, 6.0, fill=fills[letter], stroke=INK))
        legend_items.append(
            fit_text(
                letter.upper(), MARGIN + 3.0, ly + 3.0, 3.0, 5.0, anchor="middle", bold=True, middle=True
            )
        )
        texts, used = text_block([plain(meaning)], MARGIN + 8.0, ly + 0.6, text_w - 8.0, 40.0, 3.0)
        legend_items += texts
        ly += max(6.0, used + 0.6) + 1.6
    texts, used = text_block(_legend_lines(game, market), MARGIN, ly + 1.0, text_w, 200.0, 2.8, bullet=True)
    legend_items += texts
    ly += used + 1.0

    legend_top = gy + gh + 8.0
    H = legend_top + ly + MARGIN
    items: list = [background(W, H, BLEED)]
    items.append(Rect(-BLEED, -BLEED, W + 2 * BLEED, MARGIN + TITLE_H - 4.0 + BLEED, Style(fill=INK)))
    title = f"{game.title}: stock market" + (f" ({label})" if label else "")
    items.append(fit_text(title, MARGIN, MARGIN + 5.5, 6.0, W - 2 * MARGIN, bold=True, fill=PAPER))
    grid: list = []
    for x, y, c in cells:
        grid += _cell(x, y, c, fills)
    grid += extra
    items.append(Group(tuple(grid), (1.0, 0.0, 0.0, 1.0, gx, gy), role="market-grid"))
    items.append(Group(tuple(legend_items), (1.0, 0.0, 0.0, 1.0, 0.0, legend_top), role="market-legend"))
    return Component(
        family="papers",
        kind="market",
        name=f"{game.id} stock market" + (f" ({label})" if label else ""),
        width=W,
        height=H,
        front=Group(tuple(items), role="market"),
        bleed=BLEED,
    )


def markets(game: GameDef) -> list[Component]:
    """One market per distinct market of the game (18Mag's 2-player market is its own)."""
    out: list[Component] = []
    seen: list[Market] = []
    default = game.default_map.id
    for map_id in [default] + [m for m in game.markets if m != default]:
        mk = game.markets[map_id]
        if any(mk == s for s in seen):
            continue
        seen.append(mk)
        label = ""
        if map_id != default:
            players = game.maps[map_id].players if map_id in game.maps else ()
            label = (", ".join(str(p) for p in players) + " players") if players else map_id
        out.append(market_component(game, mk, label))
    return out


def market(game: GameDef) -> Component:
    """The stock market of the game's standard map."""
    return market_component(game, game.market)
