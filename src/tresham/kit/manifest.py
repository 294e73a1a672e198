"""The manifest family: each tile once with its count, totals per colour, and an upgrade
chart (each tile with arrows to the tiles it upgrades into)."""

from __future__ import annotations

from collections import Counter

from ..art.drawing import Drawing, Group, PathBuilder, Rect, Style, Text, Use, polygon, translate
from ..art.fonts import fit_size, wrap
from ..art.palette import INK, tint
from ..model.game import GameDef, Manifest, MapDef
from ..model.tile import COLOR_RANK, tile_order
from .marks import FOOT
from .paper import PrintSettings
from .tiles import tile_art_mm, tile_size_mm

NOTE_SIZE = 2.6  # mm, about 7.4 pt
NOTE_H = 2 * NOTE_SIZE + 3.0  # room for the two-line note under the chart
CELL_TILE = 26.0  # mm across the flats of the small tiles on these pages
CHART_NOTE = (
    "Upgrades as the manifest states them, else by geometry (one colour up, same label, old track kept,"
    " counts kept). Rules of particular hexes (18Mag's K hexes, 1862's Ipswich and Harwich...) are"
    " in tresham proof and tresham check."
)


def colour_totals(game: GameDef, manifest: Manifest | None = None) -> Counter:
    totals: Counter = Counter()
    for e in (manifest or game.manifest).physical_entries():
        totals[game.tiles[e.name].color] += e.count
    return totals


def upgrade_targets(game: GameDef) -> dict[str, list[str]]:
    """What each tile upgrades into: the manifest's stated paths, else the rules' geometry."""
    from ..rules.chart import upgrade_chart

    return upgrade_chart(game)


HEAD_MIN = 4.0  # mm: a page heading smaller than this goes on two lines


def _page(game: GameDef, settings: PrintSettings, title: str) -> tuple[Drawing, float, float, float, float]:
    w, h = settings.page
    d = Drawing(w, h, units_per_mm=1.0, title=title)
    d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
    x, y, pw, ph = settings.printable
    size = fit_size(title, 6, pw, True, 3)
    head, sep, rest = title.partition(" - ")
    if size >= HEAD_MIN or not sep:
        d.add(Text(x, y + 5, title, size, "start", True))
        top = 10.0
    else:  # too long for one line at a readable size: what follows " - " goes below
        d.add(Text(x, y + 5, head, fit_size(head, 6, pw, True, 3), "start", True))
        more = rest.replace(" (continued)", "") + (" (continued)" if title.endswith("(continued)") else "")
        d.add(Text(x, y + 10, more, fit_size(more, HEAD_MIN, pw, True, 3), "start", True))
        top = 15.0
    return d, x, y + top, pw, ph - top - FOOT - NOTE_H


def _small_size(game: GameDef, name: str) -> tuple[float, float]:
    tile = game.tiles[name]
    return tile_size_mm("square" if tile.shape == "square" else game.layout, CELL_TILE)


def _small_tile(game: GameDef, name: str, page: Drawing) -> tuple[Group, float, float]:
    """A small tile for these pages, drawn once per document as a shared symbol."""
    tile = game.tiles[name]
    layout = "square" if tile.shape == "square" else game.layout
    w, h = _small_size(game, name)
    key = f"small-{name}"
    if key not in page.symbols:
        page.symbols[key] = tile_art_mm(tile, layout, CELL_TILE, 0.0)
    return Group((Use(key),)), w, h


def manifest_pages(
    game: GameDef,
    settings: PrintSettings,
    manifest: Manifest | None = None,
    maps: tuple[MapDef, ...] | None = None,
) -> list[Drawing]:
    """The tile inventory of ``manifest`` (the game's default one if not given), the chart, and
    an appendix of the sources and notes the players' pieces leave out (of the boards
    ``maps``, every board if not given)."""
    from ..art.papers.sources import source_notes
    from ..art.textpages import text_pages

    pages = _inventory_pages(game, settings, manifest or game.manifest)
    pages.extend(_chart_pages(game, settings))
    # the appendix: sources and notes the players' pieces leave out
    title = f"{game.title}: sources and notes"
    pages.extend(text_pages(title, source_notes(game, maps), settings.page, settings.printable, FOOT))
    return pages


def _inventory_pages(game: GameDef, settings: PrintSettings, manifest: Manifest) -> list[Drawing]:
    totals = colour_totals(game, manifest)
    summary = ", ".join(
        f"{c} {n}" for c, n in sorted(totals.items(), key=lambda kv: COLOR_RANK.get(kv[0], 99))
    )
    title = f"{game.title}: tile manifest - {manifest.physical} tiles ({summary})"
    entries = sorted(
        manifest.entries,
        key=lambda e: tile_order(game.tiles[e.name].color, e.name),
    )
    pages: list[Drawing] = []
    d, x0, y0, pw, ph = _page(game, settings, title)
    x, y = x0, y0
    row_h = 0.0
    for e in entries:
        names = [e.name] + ([e.back] if e.back else [])
        sizes = [_small_size(game, n) for n in names]
        cell_w = sum(w for w, _ in sizes) + 3 * (len(sizes) - 1) + 4
        cell_h = max(h for _, h in sizes) + 9
        if x + cell_w > x0 + pw:
            x, y = x0, y + row_h
            row_h = 0.0
        if y + cell_h > y0 + ph:
            pages.append(d)
            d, x0, y0, pw, ph = _page(game, settings, title + " (continued)")
            x, y = x0, y0
        cx = x
        for n in names:
            art, w, _ = _small_tile(game, n, d)
            d.add(Group((art,), translate(cx, y)))
            cx += w + 3
        if e.variant_of:
            caption = f"{e.name}: town variant of {e.variant_of}"
        elif e.back:
            caption = f"{e.name} / {e.back}  x{e.count}"
        else:
            caption = f"{e.name}  x{e.count}"
        size = fit_size(caption, 3.4, cell_w - 2, True, 2)
        d.add(Text(x + (cell_w - 4) / 2, y + cell_h - 3.5, caption, size, "middle", True))
        x += cell_w
        row_h = max(row_h, cell_h)
    pages.append(d)
    return pages


def _arrow(x0: float, y: float, x1: float) -> list:
    shaft = PathBuilder().move(x0, y).line(x1 - 2.2, y).build(Style(stroke=INK, width=0.6))
    head = polygon([(x1, y), (x1 - 2.6, y - 1.4), (x1 - 2.6, y + 1.4)], Style(fill=INK))
    return [shaft, head]


def _chart_pages(game: GameDef, settings: PrintSettings) -> list[Drawing]:
    """One row per tile that can be upgraded: the tile, an arrow, the tiles it becomes."""
    chart = upgrade_targets(game)
    title = f"{game.title}: upgrade chart"
    sources = sorted(
        (n for n in chart if chart[n]),
        key=lambda n: tile_order(game.tiles[n].color, n),
    )
    pages: list[Drawing] = []
    d, x0, y0, pw, ph = _page(game, settings, title)
    y = y0
    for src in sources:
        w, h = _small_size(game, src)
        targets = chart[src]
        per_row = max(1, int((pw - w - 14) // (w + 2)))
        lines = [targets[i : i + per_row] for i in range(0, len(targets), per_row)]
        block_h = h * len(lines) + 2 * (len(lines) - 1) + 4
        if y + block_h > y0 + ph:
            pages.append(d)
            d, x0, y0, pw, ph = _page(game, settings, title + " (continued)")
            y = y0
        d.add(Rect(x0 - 1, y - 1, pw + 2, block_h - 2, Style(fill=tint(game.tiles[src].color))))
        d.add(Group((_small_tile(game, src, d)[0],), translate(x0, y)))
        d.add(*_arrow(x0 + w + 2, y + h / 2, x0 + w + 11))
        for li, row in enumerate(lines):
            tx = x0 + w + 13
            for t in row:
                tart, tw, th = _small_tile(game, t, d)
                d.add(Group((tart,), translate(tx, y + li * (h + 2))))
                tx += tw + 2
        y += block_h
    if not sources:
        d.add(Text(x0, y + 5, "no tile of this game upgrades into another", 4, "start"))
    pages.append(d)
    note = wrap(CHART_NOTE, NOTE_SIZE, pw)
    for page in pages:
        for i, text in enumerate(note[:2]):
            page.add(Text(x0, y0 + ph + 3 + i * (NOTE_SIZE + 0.8), text, NOTE_SIZE, "start"))
    return pages


