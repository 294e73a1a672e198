"""The stock market: 1d tracks (wrapped into rows), 2d ragged grids, 18 Lilliput's zig-zag.

Cells are at least 18 mm square, so a stack of 14 mm markers fits. A 1d track is wrapped
into as many rows as let the market fit one portrait page of A4 or Letter (else one
landscape page); a 2d grid keeps its shape and, when larger than a page, the build splits
it over the fewest sheets.
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
    fit_text,
    plain,
    text_block,
)

CELL = 18.0
BIG_CELL = 20.0  # a 1d track that fits a page with larger cells gets them
MARGIN = 8.0
# what fits a page of both A4 and Letter with bleed, portrait and landscape (mm)
PAGES = ((184.0, 247.0), (253.0, 184.0))
Page = tuple[float, float]
TITLE_H = 14.0
BLEED = 3.0
ZIGZAG_GAP = 9.0

FALLBACK_FILLS = ("#f4b183", "#a9d18e", "#9dc3e6", "#d5a6e6", "#f8cbad", "#ffe082")
EMPTY_FILL = "#ffffff"
MARK_INK = "#333333"  # a space's letter: dark enough on every space colour
PLAY_CELL = 24.0  # a space of the market drawn for a moment of play (``play_board``)
PRICE_ABOVE_TOKENS = 0.42  # the price's baseline there, in cell sizes: tokens sit below it
Box = tuple[float, float, float]  # a space's top-left corner and its size, in mm


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


def _cell(
    x: float,
    y: float,
    cell: MarketCell,
    fills: dict[str, str],
    size: float = CELL,
    tokens_below: bool = False,
) -> list:
    """A space: its fill, its letter top left, its price; ``tokens_below`` lifts the price
    into the upper part and keeps the lower part for companies' tokens (``play_board``)."""
    marks = cell.marks
    fill = fills.get(marks[0], EMPTY_FILL) if marks else EMPTY_FILL
    par = "p" in marks
    items: list = [box(x, y, size, size, fill=fill, stroke=INK, width=0.6 if par else 0.3)]
    if par:
        items.append(box(x + 1.0, y + 1.0, size - 2.0, size - 2.0, stroke=INK, width=0.3))
    baseline = PRICE_ABOVE_TOKENS if tokens_below else 0.62
    items.append(
        fit_text(
            str(cell.value), x + size / 2, y + size * baseline, 6.0, size - 3.0, anchor="middle", bold=True
        )
    )
    if marks:
        items.append(fit_text(marks.upper(), x + 2.0, y + 4.6, 2.6, size / 2, bold=True, fill=MARK_INK))
    return [Group(tuple(items), role="market-cell")]


def _track_positions(
    market: Market, cell: float, per_row: int
) -> tuple[list[tuple[float, float, MarketCell]], float, float, list]:
    """A 1d track in rows of ``per_row`` cells, arrows where it goes on in the next row."""
    track = [c for c in market.rows[0] if c is not None] if market.rows else []
    n_rows = max(1, math.ceil(len(track) / per_row))
    per_row = math.ceil(len(track) / n_rows)
    gap = 3.0
    cells = [(k * cell, r * (cell + gap), c) for i, c in enumerate(track) for r, k in [divmod(i, per_row)]]
    w = per_row * cell
    h = n_rows * cell + (n_rows - 1) * gap
    extra: list = []
    for r in range(n_rows - 1):  # the track goes on in the next row
        y = r * (cell + gap) + cell / 2
        extra += _arrow(w + 0.8, y, w + 5.5, y, INK, 0.6)
        y2 = (r + 1) * (cell + gap) + cell / 2
        extra += _arrow(-5.5, y2, -0.8, y2, INK, 0.6)
    return cells, w, h, extra


def _grid_positions(
    market: Market, cell: float = CELL, per_row: int = 0
) -> tuple[list[tuple[float, float, MarketCell]], float, float, list]:
    """Cell positions (relative to the grid's top-left), grid width and height, extra art."""
    cells: list[tuple[float, float, MarketCell]] = []
    extra: list = []
    if market.kind == "1d":
        return _track_positions(market, cell, per_row)
    if market.kind == "zigzag":
        for r, row in enumerate(market.rows):
            for k, c in enumerate(row):
                if c is not None:
                    cells.append((k * cell, r * (cell + ZIGZAG_GAP), c))
        w = max(len(r) for r in market.rows) * cell
        h = len(market.rows) * cell + (len(market.rows) - 1) * ZIGZAG_GAP
        order = sorted(cells, key=lambda t: t[2].value)
        for (x1, y1, _), (x2, y2, _) in zip(order, order[1:], strict=False):
            # arrows run through the gap between the rows, from each value to the next
            ya = y1 + cell if y1 < y2 else y1
            yb = y2 if y1 < y2 else y2 + cell
            if abs(y1 - y2) < 1e-6:
                continue
            inset = 0.8
            ya += inset if y1 < y2 else -inset
            yb += -inset if y1 < y2 else inset
            extra += _arrow(x1 + cell / 2, ya, x2 + cell / 2, yb, GREY, 0.45)
        return cells, w, h, extra
    for r, row in enumerate(market.rows):
        for k, c in enumerate(row):
            if c is not None:
                cells.append((k * cell, r * cell, c))
    w = max(len(r) for r in market.rows) * cell
    h = len(market.rows) * cell
    return cells, w, h, extra


def _legend_lines(game: GameDef, market: Market, tokens_below: bool = False) -> list[str]:
    lines = []
    if tokens_below:
        lines.append(
            "Each company's token sits under the price of its space. Tokens that share a space "
            "read from the top of the stack, left to right and down (a token that arrives goes under)."
        )
    if market.kind == "zigzag":
        lines.append("Grey arrows: the prices in order, from the lowest to the highest.")
    elif market.kind == "1d":
        lines.append("The track reads left to right and goes on in the next row (black arrows).")
    for k, v in market.moves.items():
        lines.append(f"{k.replace('_', ' ').capitalize()}: {plain(v)}")
    if market.notes:
        lines.append(plain(market.notes))
    return lines


def market_components(
    game: GameDef, market: Market, label: str = "", page: Page | None = None
) -> list[Component]:
    """The market on as few pages as it can. ``page`` is the printable area of a portrait
    sheet (the build's paper; by default what both A4 and Letter give). A 1d track is
    wrapped to fit, with the largest cells that still fit; when only the board fits a page,
    its legend becomes a card of its own (imposed with the other papers). A board too large
    for a portrait page is laid out by the build on a landscape sheet, or split over sheets."""
    cell, per_row, legend = _layout(game, market, label, page)
    comp = _market_component(game, market, label, cell, per_row, legend)
    return [comp] if legend else [comp, _legend_card(game, market, label)]


def _layout(game: GameDef, market: Market, label: str, page: Page | None) -> tuple[float, int, bool]:
    """The cell size, cells per row (a 1d track) and whether the legend stays on the board:
    the first choice that fits a page, largest cells and the legend on the board first."""
    pages = PAGES if page is None else _rooms(page)
    if market.kind != "1d":
        tries = [(CELL, 0)]
    else:
        n = sum(1 for c in market.rows[0] if c is not None) if market.rows else 0
        side = 2 * (MARGIN + 8.0)
        tries = [
            (cell, per_row)
            for page_w, _ in pages
            for cell in (BIG_CELL, CELL)
            for per_row in [max(1, min(n, math.floor((page_w - side) / cell)))]
        ]
    for legend in (True, False):
        for cell, per_row in tries:
            if _fits(_market_component(game, market, label, cell, per_row, legend), pages):
                return cell, per_row, legend
    return CELL, tries[-1][1], True


def play_board(game: GameDef, market: Market) -> tuple[Component, dict[tuple[int, int], Box]]:
    """The market drawn for a moment of play on a screen, not for print: spaces of
    ``PLAY_CELL`` mm with the price in their upper part and room for tokens below it
    (``market_moment``), the legend on the board; and where each space
    ``(row, col)`` is: its top-left corner and its size, in mm."""
    _, per_row, _ = _layout(game, market, "", None)  # a 1d track wraps as it is printed
    board = _market_component(game, market, "", PLAY_CELL, per_row, True, tokens_below=True)
    cells, gw, _, _ = _grid_positions(market, PLAY_CELL, per_row)
    _, gx, gy = _grid_origin(market, gw)
    rows = market.rows[:1] if market.kind == "1d" else market.rows
    keys = [(r, c) for r, row in enumerate(rows) for c, cell_ in enumerate(row) if cell_ is not None]
    return board, {k: (gx + x, gy + y, PLAY_CELL) for k, (x, y, _) in zip(keys, cells, strict=True)}


def _grid_origin(market: Market, gw: float) -> tuple[float, float, float]:
    """The component's width and the grid's top-left corner in it."""
    side = 8.0 if market.kind == "1d" else 0.0  # room for the row-continuation arrows
    W = max(gw + 2 * MARGIN + 2 * side, 120.0)
    return W, (W - gw) / 2, MARGIN + TITLE_H


def market_component(game: GameDef, market: Market, label: str = "") -> Component:
    """The market's board (its legend may be a card of its own: ``market_components``)."""
    return market_components(game, market, label)[0]


def _rooms(printable: Page) -> tuple[Page, Page]:
    """The room for a piece with its bleed: on a portrait sheet (above a 6 mm footer), and on
    a landscape one (under the split's 7 mm sheet name and over its 4 mm note and footer)."""
    pw, ph = printable
    return (pw - 2 * BLEED, ph - 2 * BLEED - 6.0), (ph - 2 * BLEED, pw - 2 * BLEED - 17.0)


def _fits(comp: Component, pages: tuple[Page, ...]) -> bool:
    return any(comp.width <= pw + 1e-6 and comp.height <= ph + 1e-6 for pw, ph in pages)


def _legend(
    game: GameDef, market: Market, fills: dict[str, str], text_w: float, tokens_below: bool = False
) -> tuple[list, float]:
    """A swatch per letter with its meaning, then the moves and notes; and their height."""
    items: list = []
    ly = 0.0
    for letter, meaning in market.legend.items():
        items.append(box(MARGIN, ly, 6.0, 6.0, fill=fills[letter], stroke=INK))
        items.append(
            fit_text(
                letter.upper(), MARGIN + 3.0, ly + 3.0, 3.0, 5.0, anchor="middle", bold=True, middle=True
            )
        )
        texts, used = text_block([plain(meaning)], MARGIN + 8.0, ly + 0.6, text_w - 8.0, 40.0, 3.0)
        items += texts
        ly += max(6.0, used + 0.6) + 1.6
    texts, used = text_block(
        _legend_lines(game, market, tokens_below), MARGIN, ly + 1.0, text_w, 200.0, 2.8, bullet=True
    )
    items += texts
    return items, ly + used + 1.0


def _title(game: GameDef, label: str, width: float, suffix: str = "") -> list:
    title = f"{game.title}: stock market" + (f" ({label})" if label else "") + suffix
    return [
        Rect(-BLEED, -BLEED, width + 2 * BLEED, MARGIN + TITLE_H - 4.0 + BLEED, Style(fill=INK)),
        fit_text(title, MARGIN, MARGIN + 5.5, 6.0, width - 2 * MARGIN, bold=True, fill=PAPER),
    ]


def _legend_card(game: GameDef, market: Market, label: str) -> Component:
    """The market's legend on a card of its own, for a market whose track fills a page."""
    W = 180.0
    legend, lh = _legend(game, market, mark_fills(market), W - 2 * MARGIN)
    top = MARGIN + TITLE_H
    H = top + lh + MARGIN
    items: list = [background(W, H, BLEED), *_title(game, label, W, ": how prices move")]
    items.append(Group(tuple(legend), (1.0, 0.0, 0.0, 1.0, 0.0, top), role="market-legend"))
    return _piece("market-legend", "stock market legend", label, W, H, items)


def _piece(kind: str, name: str, label: str, width: float, height: float, items: list) -> Component:
    return Component(
        family="papers",
        kind=kind,
        name=name + (f" ({label})" if label else ""),
        width=width,
        height=height,
        front=Group(tuple(items), role=kind),
        bleed=BLEED,
    )


def _market_component(
    game: GameDef,
    market: Market,
    label: str,
    cell: float,
    per_row: int,
    legend: bool = True,
    tokens_below: bool = False,
) -> Component:
    fills = mark_fills(market)
    cells, gw, gh, extra = _grid_positions(market, cell, per_row)
    W, gx, gy = _grid_origin(market, gw)
    text_w = min(W - 2 * MARGIN, 170.0)  # one page wide, so the imposer never cuts a line
    legend_items, ly = _legend(game, market, fills, text_w, tokens_below) if legend else ([], 0.0)
    legend_top = gy + gh + 5.0
    H = legend_top + ly + MARGIN
    items: list = [background(W, H, BLEED), *_title(game, label, W)]
    grid: list = []
    for x, y, c in cells:
        grid += _cell(x, y, c, fills, cell, tokens_below)
    grid += extra
    items.append(Group(tuple(grid), (1.0, 0.0, 0.0, 1.0, gx, gy), role="market-grid"))
    if legend_items:
        items.append(Group(tuple(legend_items), (1.0, 0.0, 0.0, 1.0, 0.0, legend_top), role="market-legend"))
    return _piece("market", "stock market", label, W, H, items)


def markets(game: GameDef, page: Page | None = None) -> list[Component]:
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
        out += market_components(game, mk, label, page)
    return out


def market(game: GameDef) -> Component:
    """The stock market of the game's standard map."""
    return market_component(game, game.market)
