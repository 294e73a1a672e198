"""Benchmark: ``tresham check`` with companies on a late-game board; target 20,000 lays/s.

/work/venv/bin/python benchmarks/bench_check.py [--generate] [--write FILE] [--runs N]

The position is tests/data/layouts/late-18mag.toml: a late game of 18Mag built greedily from
the start (``--generate`` builds it again, about half a minute): every minor in turn makes a
legal lay connected to its network, colour by colour from yellow to gray, and places a
station token where its network reaches a free city, until none can lay any more (127
lays, 20 tokens, 13 minors directed by 4 players). Three figures, in CPU seconds
(``time.process_time``, so other work on the machine does not count):

1. check: the whole layout checked as ``tresham check`` checks a file (after parsing), with
   the rules' caches as a second run finds them, the best of ``--runs`` runs (20 by
   default: one run takes milliseconds, and a machine shared with other work slows single
   runs by a third and more); and before it the first run of this process, parsing
   included, which is what one ``tresham check`` pays (besides starting Python and loading
   the game data, timed apart);
2. judge: every legal lay of every company on the final, full board, each judged in full
   (every rule, the company's connection, the turn's slots, the costs);
3. legal: ``legal`` on every hex of the final board for every company.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

LATE = Path(__file__).parents[1] / "tests" / "data" / "layouts" / "late-18mag.toml"
TARGET = 20_000  # lays per second
COLORS = ("yellow", "green", "brown", "gray")


def layout_toml(game_id: str, lays: list[dict]) -> str:
    """A layout of plain lays (hex, tile, rotation) in the gray phase (route_positions.py)."""
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


def late_game(game_id: str = "18mag") -> str:
    """A late-game layout of ``game_id`` as TOML text (18Mag: 13 minors, 4 players)."""
    from tresham.data import load_game
    from tresham.rules.games import rules_for
    from tresham.rules.legal import legal_on
    from tresham.rules.network import network
    from tresham.rules.ownership import Ownership, PlayerHoldings
    from tresham.rules.tokens import TokenContext, check_token

    game = load_game(game_id)
    rules = rules_for(game)
    builders = [c.id for c in game.companies if rules.company_can_lay(c) is None and rules.homes(c.id)]
    players = [f"P{i + 1}" for i in range(4)]
    owners = Ownership(tuple(PlayerHoldings(p, tuple(builders[i::4])) for i, p in enumerate(players)))
    board = rules.new_board(owners)
    lines = [f'game = "{game_id}"', 'phase = "gray"', ""]
    for p in owners.players:
        lines += ["[[player]]", f'name = "{p.name}"', f"directs = {list(p.directs)!r}".replace("'", '"'), ""]
    turn = 0
    for colour in COLORS:
        laid = True
        while laid:
            laid = False
            for company in builders:
                net = network(board, company, rules.traversable)
                near = set(net.arrivals) | set(net.paths) | {t.hex for t in board.tokens_of(company)}
                for hex in sorted(h for h in near if h in rules.map.hexes):
                    options = [
                        o for o in legal_on(rules, board, hex, company=company) if o.tile.color == colour
                    ]
                    if options and options[0].board is not None:
                        o = options[0]
                        board, turn, laid = o.board, turn + 1, True
                        lines += ["[[lay]]", f'hex = "{hex}"', f'tile = "{o.tile.name}"']
                        lines += [
                            f"rotation = {o.action.rotation}",
                            f'company = "{company}"',
                            f"turn = {turn}",
                            "",
                        ]
                        break
                board, lines = _token(rules, board, company, net, lines, TokenContext, check_token)
    return "\n".join(lines)


def _token(rules, board, company, net, lines, TokenContext, check_token):
    """A station token in the first reached city with a free slot, while tokens last."""
    if len(board.tokens_of(company)) >= len(rules.company(company).tokens or (0, 0, 0)):
        return board, lines
    for hex, node in sorted(
        ((h, n) for h, ns in net.nodes.items() for n in ns), key=lambda x: (x[0], x[1].index)
    ):
        if node.kind != "city":
            continue
        ctx = TokenContext(rules, board, company, hex, node.index)
        if not check_token(rules, ctx):
            lines += ["[[token]]", f'hex = "{hex}"', f'company = "{company}"', f"city = {node.index}", ""]
            return board.with_token(ctx.token), lines
    return board, lines


def main() -> int:
    from tresham.data import load_game
    from tresham.rules.lay import LayContext, TurnState, judge_lay
    from tresham.rules.legal import legal_on
    from tresham.scenario.layout import parse_layout
    from tresham.scenario.layout_check import check_layout

    if "--generate" in sys.argv or not LATE.exists():
        text = (
            "# A late game of 18Mag, written by benchmarks/bench_check.py --generate\n" + late_game() + "\n"
        )
    else:
        text = LATE.read_text(encoding="utf-8")
    if "--write" in sys.argv:
        Path(sys.argv[sys.argv.index("--write") + 1]).write_text(text, encoding="utf-8")

    cpu = time.process_time()
    load_game("18mag")  # kept once loaded
    loaded = time.process_time() - cpu
    cpu = time.process_time()
    layout = parse_layout(text, "late-18mag.toml")
    first = check_layout(layout)  # fills the rules' caches (rotated tiles, indexes, mappings)
    cold = time.process_time() - cpu
    n = len(first.lays)
    print(
        f"check, first run: the game loaded in {loaded * 1000:.0f} ms, then parsed and checked in "
        f"{cold * 1000:.1f} ms, {n / cold:,.0f} lays/s"
    )
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 20
    best = float("inf")
    for _ in range(runs):
        cpu = time.process_time()
        report = check_layout(layout)
        best = min(best, time.process_time() - cpu)
    n = len(report.lays)
    check_rate = n / best
    verdict = "legal" if report.ok else "ILLEGAL"
    tokens = len(report.tokens)
    print(
        f"check: {n} lays, {tokens} tokens, {verdict}: {best * 1000:.2f} ms "
        f"(best of {runs} runs), {check_rate:,.0f} lays/s"
    )

    rules, board, owners = report.rules, report.board, layout.owners
    colors = rules.phase_colors("gray")
    companies = sorted({r.company for r in report.lays if r.company})
    cpu = time.process_time()
    lays = [
        o.action
        for c in companies
        for h in rules.map.hexes
        for o in legal_on(rules, board, h, company=c, phase_colors=colors, owners=owners)
    ]
    legal_cpu = time.process_time() - cpu
    cpu = time.process_time()
    for a in lays:
        tile, copy = rules.resolve_tile(a.tile)
        ctx = LayContext(rules, board, a, tile, copy, phase_colors=colors, turn=TurnState(), owners=owners)
        judge_lay(rules, ctx)
    cpu = time.process_time() - cpu
    judge_rate = len(lays) / cpu
    who = f"{len(lays)} legal lays of {len(companies)} companies"
    print(f"judge: {who} on the full board: {judge_rate:,.0f} lays/s")
    hexes = len(rules.map.hexes) * len(companies)
    print(f"legal: every hex for every company ({hexes} questions) in {legal_cpu * 1000:.0f} ms")
    for what, rate in (("check", check_rate), ("judge", judge_rate)):
        print(f"{what}: target {TARGET:,} lays/s {'met' if rate >= TARGET else 'MISSED'}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
