"""The pictures of one moment of an example: the board and the market, with a caption
(``example run --render``, the handout).

The board is the kit's map art with the tiles and tokens in place, whole or cut to the hexes
the example plays on (``art.crop``), with a step's runs drawn over it; the market carries
each company's token on its price and, once the price has moved, a dashed mark on its par;
a closed company's printed home is left out. A caption
(the step's number and sentence) stands above each picture, in the picture's own units: the
map's tile units, the market's millimetres.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from .art.drawing import Drawing, Group, Rect, Style, Text, translate
from .art.fonts import wrap
from .art.map import MapArt
from .engine.state import State
from .model.game import MapDef
from .scenario.traced import TracedRun

CAPTION_SIZE = {"board": 22.0, "market": 4.0}  # the caption's text size, in each picture's units
INK = "#333333"


def moment_pictures(
    state: State,
    caption: str = "",
    crop_to: Collection[str] = (),
    runs: Sequence[TracedRun] = (),
    letters: Sequence[tuple[str, str]] = (),
) -> list[tuple[str, Drawing]]:
    """``[("board", drawing), ("market", drawing)]`` for ``state``; the board cut to
    ``crop_to`` (and a ring of neighbours) when it names hexes on the map, with the book's
    ``letters`` (letter, hex) on their hexes and ``runs`` drawn over it and listed under it."""
    from .art.board import draw_moment
    from .art.crop import cropped
    from .art.letters import lettered
    from .art.routes import RunPath, draw_runs
    from .cli_moment import board_pieces, map_drawing, market_art
    from .rules.routes.picture import board_map

    laid, stations = board_pieces(state.board)
    mp = board_map(state.board)  # 18 Lilliput's unbounded grid prints only Mildendo; laid cells are added
    closed = {cid for cid, cs in state.companies.items() if cs.closed}
    art = lettered(draw_moment(state.game, open_homes(mp, closed), laid, stations), mp, letters)
    if crop_to:
        art = cropped(art, mp, crop_to)
    if runs:
        paths = [RunPath(r.label, r.legs) for r in runs]
        contents = {h: state.board.content(h) for r in runs for leg in r.legs for h, _, _ in leg}
        total = "runs" if len(runs) > 1 else "run"
        art = draw_runs(art, mp, paths, f"The {total} of this step", contents)
    title = caption or f"{state.game.title}: {state.round.label}, phase {state.phase}"
    board = map_drawing(_captioned(art, caption, CAPTION_SIZE["board"]), title)
    market = market_art(state)
    shown = _captioned(MapArt(market.front, market.width, market.height), caption, CAPTION_SIZE["market"])
    market_d = Drawing(shown.width, shown.height, [shown.group], units_per_mm=1.0, title=title)
    return [("board", board), ("market", market_d)]


def open_homes(mp: MapDef, closed: Collection[str]) -> MapDef:
    """``mp`` without the printed homes of the ``closed`` companies: a home whose company
    has gone (1824's KK1 and KK2 once the k&k forms) is no longer drawn as its token; the
    companies listed after it take its place in the city, as the map prints them."""
    changed = {
        name: replace(h, home=tuple(c for c in h.home if c not in closed))
        for name, h in mp.hexes.items()
        if any(c in closed for c in h.home)
    }
    return replace(mp, hexes={**mp.hexes, **changed}) if changed else mp


def _captioned(art: MapArt, caption: str, size: float) -> MapArt:
    """``art`` under ``caption``, wrapped to its width (unchanged without one)."""
    if not caption:
        return art
    lines = wrap(caption, size, art.width - 2 * size)
    height = size * (1.4 * len(lines) + 0.8)
    texts = [
        Text(size, size * (1.3 + 1.4 * k), line, size, "start", False, INK) for k, line in enumerate(lines)
    ]
    band = Rect(0, 0, art.width, height, Style(fill="#ffffff"))
    return MapArt(
        Group((band, *texts, Group((art.group,), translate(0, height)))), art.width, art.height + height
    )


__all__ = ["moment_pictures", "open_homes"]
