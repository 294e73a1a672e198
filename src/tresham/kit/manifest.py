"""The manifest family: each tile once with its count, totals per colour, and an upgrade
chart (each tile with arrows to the tiles it upgrades into)."""

from __future__ import annotations

import math
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
READ_MIN = 6 * 25.4 / 72  # mm: 6 pt, the least a reader reads
CAPTION = 3.4  # mm: a tile's caption, at most
CHART_CAPTION = 2.6  # mm: the name under a tile of the upgrade chart
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


def thumb_across(game: GameDef) -> float:
    """How large the small tiles of these pages are, across the flats: CELL_TILE, or larger
    where a tile's smallest words (1840's phase values) would read under 6 pt there. The
    tiles print no number of their own here: a caption under each names it at 6 pt or more."""
    from ..art.proportions import ACROSS
    from ..art.tile import tile_group

    def smallest(g: Group) -> float:
        a, b, c, d = g.transform[:4]
        k = math.sqrt(abs(a * d - b * c))  # the group's scale
        parts = [it for it in g.items if isinstance(it, Group | Text)]
        sizes = [smallest(it) if isinstance(it, Group) else it.size for it in parts]
        return k * min(sizes, default=float("inf"))

    names = {n for m in game.manifests.values() for n in m.side_names()}
    least = min(
        (smallest(tile_group(game.tiles[n], _layout(game, n), show_name=False)) for n in names),
        default=float("inf"),
    )
    need = READ_MIN * ACROSS / least  # across the flats at which the smallest words are 6 pt
    return max(CELL_TILE, math.ceil(need * 2) / 2)


def _layout(game: GameDef, name: str) -> str:
    return "square" if game.tiles[name].shape == "square" else game.layout


def _small_size(game: GameDef, name: str, across: float) -> tuple[float, float]:
    return tile_size_mm(_layout(game, name), across)


def _small_tile(game: GameDef, name: str, page: Drawing, across: float) -> tuple[Group, float, float]:
    """A small tile for these pages, drawn once per document as a shared symbol."""
    w, h = _small_size(game, name, across)
    key = f"small-{name}"
    if key not in page.symbols:
        page.symbols[key] = tile_art_mm(game.tiles[name], _layout(game, name), across, 0.0, show_name=False)
    return Group((Use(key),)), w, h


def _caption(x: float, y: float, text: str, width: float, size: float = CAPTION) -> Text:
    """A tile's name (and count) under it, bold, at 6 pt or more."""
    return Text(x, y, text, fit_size(text, size, width, True, READ_MIN), "middle", True)


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
    across = thumb_across(game)
    d, x0, y0, pw, ph = _page(game, settings, title)
    x, y = x0, y0
    row_h = 0.0
    for e in entries:
        names = [e.name] + ([e.back] if e.back else [])
        sizes = [_small_size(game, n, across) for n in names]
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
            art, w, _ = _small_tile(game, n, d, across)
            d.add(Group((art,), translate(cx, y)))
            cx += w + 3
        if e.variant_of:
            caption = f"{e.name}: town variant of {e.variant_of}"
        elif e.back:
            caption = f"{e.name} / {e.back}  x{e.count}"
        else:
            caption = f"{e.name}  x{e.count}"
        d.add(_caption(x + (cell_w - 4) / 2, y + cell_h - 3.5, caption, cell_w - 2))
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
    across = thumb_across(game)
    cap = CHART_CAPTION + 1.2  # a name under each tile
    d, x0, y0, pw, ph = _page(game, settings, title)
    y = y0
    for src in sources:
        w, h = _small_size(game, src, across)
        targets = chart[src]
        per_row = max(1, int((pw - w - 14) // (w + 2)))
        lines = [targets[i : i + per_row] for i in range(0, len(targets), per_row)]
        block_h = (h + cap) * len(lines) + 2 * (len(lines) - 1) + 4
        if y + block_h > y0 + ph:
            pages.append(d)
            d, x0, y0, pw, ph = _page(game, settings, title + " (continued)")
            y = y0
        d.add(Rect(x0 - 1, y - 1, pw + 2, block_h - 2, Style(fill=tint(game.tiles[src].color))))
        d.add(Group((_small_tile(game, src, d, across)[0],), translate(x0, y)))
        d.add(_caption(x0 + w / 2, y + h + CHART_CAPTION, src, w, CHART_CAPTION))
        d.add(*_arrow(x0 + w + 2, y + h / 2, x0 + w + 11))
        for li, row in enumerate(lines):
            tx = x0 + w + 13
            ty = y + li * (h + cap + 2)
            for t in row:
                tart, tw, th = _small_tile(game, t, d, across)
                d.add(Group((tart,), translate(tx, ty)))
                d.add(_caption(tx + tw / 2, ty + th + CHART_CAPTION, t, tw, CHART_CAPTION))
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


