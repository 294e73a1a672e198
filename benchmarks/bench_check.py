"""Benchmark: check a 120-lay 18Mag layout (a legal sequence built greedily) and print the time.

/work/venv/bin/python benchmarks/bench_check.py [LAYS]
"""

from __future__ import annotations

import sys
import time

from tresham.data import load_game
from tresham.rules.games import rules_for
from tresham.rules.legal import legal_on

COLORS = ("yellow", "green", "brown", "gray")


def legal_sequence(game_id: str = "18mag", lays: int = 120) -> list[dict]:
    """A legal sequence of ``lays`` lays: yellow tiles first, then upgrades, hex by hex."""
    game = load_game(game_id)
    rules = rules_for(game)
    board = rules.new_board()
    hexes = sorted(h for h in rules.map.hexes if not rules.buildable(board, h))
    out: list[dict] = []
    for colour in COLORS:
        for hex in hexes:
            if len(out) >= lays:
                return out
            options = [o for o in legal_on(rules, board, hex) if o.tile.color == colour]
            if not options:
                continue
            o = options[0]
            assert o.board is not None
            board = o.board
            out.append({"hex": hex, "tile": o.tile.name, "rotation": o.action.rotation})
    return out


def layout_toml(game_id: str, lays: list[dict]) -> str:
    lines = [f'game = "{game_id}"', 'phase = "gray"', ""]
    for lay in lays:
        lines += [
            "[[lay]]",
            f'hex = "{lay["hex"]}"',
            f'tile = "{lay["tile"]}"',
            f"rotation = {lay['rotation']}",
            "",
        ]
    return "\n".join(lines)


def main() -> None:
    from tresham.scenario.layout import parse_layout
    from tresham.scenario.layout_check import check_layout

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    text = layout_toml("18mag", legal_sequence("18mag", n))
    t0 = time.perf_counter()
    layout = parse_layout(text, "bench.toml")
    report = check_layout(layout)
    dt = time.perf_counter() - t0
    print(f"{len(report.lays)} lays, {'legal' if report.ok else 'ILLEGAL'}, checked in {dt * 1000:.1f} ms")


if __name__ == "__main__":
    main()
