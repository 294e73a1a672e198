"""Small builders for layout tests: a lay as a dict, a checked position, its rule ids."""

from __future__ import annotations

from tresham.rules.board import Token
from tresham.rules.games import rules_for
from tresham.scenario.layout import build_layout
from tresham.scenario.layout_check import check_layout


def L(hex: str, tile: str, rotation: int = 0, **kw) -> dict:
    return {"hex": hex, "tile": tile, "rotation": rotation, **kw}


def rules_of(report, index: int) -> list[str]:
    """The rule ids broken by lay ``index``."""
    return [v.rule for v in report.violations if v.index == index]


def check(
    game: str,
    lays: list[dict],
    tokens: list[dict] | None = None,
    tokens_after: int = 0,
    stations: list[dict] | None = None,
    **top,
):
    """Check ``lays`` of ``game``; ``tokens`` are placed after the first ``tokens_after`` lays.

    ``stations`` are tokens already on the map when the position starts (placed earlier in
    the game, so not judged here)."""
    raw = {"game": game, "lay": lays, **top}
    order = None
    if tokens:
        raw["token"] = tokens
        order = ["lay"] * tokens_after + ["token"] * len(tokens) + ["lay"] * (len(lays) - tokens_after)
    layout = build_layout(raw, "test.toml", order)
    start = None
    if stations:
        start = rules_for(layout.game, layout.map).new_board(layout.owners)
        for s in stations:
            start = start.with_token(Token(s["company"], s["hex"], s.get("city", 0)))
    return check_layout(layout, start=start)
