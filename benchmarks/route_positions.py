"""Write the positions ``bench_routes.py`` times: a dense late game and a mid game per map.

python benchmarks/route_positions.py      # rewrites benchmarks/positions/*.toml

Each position is a legal layout: every buildable hex gets a tile, colour by colour (yellow,
then green, brown, gray, as far as the position goes), and on each hex the legal tile that
joins the most track of its neighbours (then the one with the most exits), so the network
is as dense as the tiles allow. The company's home and the two cities it reaches with the
most track get its tokens; its trains are listed as ``[[train]]`` entries.
"""

from __future__ import annotations

from pathlib import Path

from bench_check import layout_toml

from tresham.data import load_game
from tresham.rules.board import Board, Token
from tresham.rules.games import rules_for
from tresham.rules.legal import legal_on
from tresham.rules.routes.graph import station_nodes
from tresham.rules.routes.planner import company_graph, route_context

HERE = Path(__file__).parent / "positions"

# game: (late-game runners and their trains, phase, colours laid), (mid-game runners and
# trains, phase, lays). 1840's lines run one tram each (the tram company's three lines).
POSITIONS = {
    "18mag": (
        ({"1": ["6", "4", "3"]}, "Gray", ("yellow", "green", "brown", "gray")),
        ({"1": ["3", "2"]}, "Green", 80),
    ),
    "1824": (
        ({"BK": ["8", "6", "3g"]}, "8", ("yellow", "green", "brown", "gray")),
        ({"BK": ["3", "2g"]}, "3", 80),
    ),
    "1840": (
        ({"1": ["Pu1"], "2": ["Pi1"], "3": ["R1"]}, "4", ("yellow", "green", "brown", "gray")),
        ({"1": ["O1"], "2": ["Y1"]}, "2", 60),
    ),
    "1862": (
        ({"NGC": ["6E", "5/6L", "8F"]}, "H", ("yellow", "green", "brown")),
        ({"NGC": ["3E", "2L"]}, "C", 50),
    ),
}


# Four long trains on the late map of a game (1862's phases allow three of each kind): the
# trains' best routes share one main line, so what each earns alone is far above what they
# earn together. Written as ``GAME-late4`` from the late board and tokens.
FOUR = {
    "18mag": {"1": ["6", "4", "4", "3"]},
    "1824": {"BK": ["10", "8", "6", "3g"]},
    "1862": {"NGC": ["6E", "5/6L", "8F", "4E"]},
}


def joined(board: Board, hex: str) -> tuple[int, int]:
    """(track ends that meet a neighbour's track, exits) of what lies on ``hex``."""
    exits = board.content(hex).exits()
    meet = 0
    for e in exits:
        nb = board.neighbour(hex, e)
        if nb is not None and board.grid.opposite(e) in board.content(nb).exits():
            meet += 1
    return meet, len(exits)


def near_first(rules, board: Board, company: str) -> list[str]:
    """The buildable hexes, nearest to the company's home first (then by name)."""
    start = [h for h, _ in rules.homes(company)]
    seen = {h: 0 for h in start}
    queue = list(start)
    while queue:
        h = queue.pop(0)
        for e in range(board.grid.edges):
            nb = board.neighbour(h, e)
            if nb is not None and nb not in seen:
                seen[nb] = seen[h] + 1
                queue.append(nb)
    hexes = [h for h in rules.map.hexes if not rules.buildable(board, h)]
    return sorted(hexes, key=lambda h: (seen.get(h, 99), h))


def dense(
    game_id: str, company: str, colours: tuple[str, ...], limit: int | None = None
) -> tuple[Board, list[dict]]:
    game = load_game(game_id)
    rules = rules_for(game)
    board = rules.new_board()
    hexes = near_first(rules, board, company)
    lays: list[dict] = []
    for colour in colours:
        for hex in hexes:
            if limit is not None and len(lays) >= limit:
                return board, lays
            options = [o for o in legal_on(rules, board, hex) if o.tile.color == colour and o.board]
            if not options:
                continue
            best = max(options, key=lambda o: (joined(o.board, hex), -o.action.rotation))  # type: ignore[arg-type]
            assert best.board is not None
            board = best.board
            lays.append({"hex": hex, "tile": best.tile.name, "rotation": best.action.rotation})
    return board, lays


def tokens(game_id: str, board: Board, company: str) -> list[tuple[str, int]]:
    rules = rules_for(load_game(game_id))
    ctx = route_context(rules, board, company, None)
    home = station_nodes(ctx)
    graph = company_graph(rules, ctx)
    cities = [
        (len(graph.out[i]), s.hex, s.node.index)
        for i, s in enumerate(graph.stops)
        if s.kind == "city" and not s.blocked and (s.hex, s.node) not in home
    ]
    picked = [(h, c) for _, h, c in sorted(cities, key=lambda t: (-t[0], t[1]))[:2]]
    return [(h, r.index) for h, r in home] + picked


def write(name: str, game_id: str, runners: dict[str, list[str]], phase: str, lays, toks) -> None:
    head = f"# {name}: written by benchmarks/route_positions.py; timed by benchmarks/bench_routes.py.\n"
    lays_text = layout_toml(game_id, lays).replace('phase = "gray"', f'phase = "{phase}"')
    lines = [head + lays_text]
    for company, hex, city in toks:
        lines += ["[[token]]", f'hex = "{hex}"', f'company = "{company}"', f"city = {city}", ""]
    for company, trains in runners.items():
        for t in trains:
            lines += ["[[train]]", f'company = "{company}"', f'name = "{t}"', ""]
    (HERE / f"{name}.toml").write_text("\n".join(lines))


def placed(game_id: str, board: Board, runners: dict[str, list[str]], per: int) -> list[tuple[str, str, int]]:
    """Tokens for each runner in turn (home first), skipping cities already full."""
    out: list[tuple[str, str, int]] = []
    for company in runners:
        for hex, city in tokens(game_id, board, company)[:per]:
            if len(board.tokens_at(hex)) < board.city_slots(hex, city):
                board = board.with_token(Token(company, hex, city))
                out.append((company, hex, city))
    return out


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for game_id, ((runners, phase, colours), (mid_runners, mid_phase, mid_lays)) in POSITIONS.items():
        first = next(iter(runners))
        board, lays = dense(game_id, first, colours)
        late_tokens = placed(game_id, board, runners, 3)
        write(f"{game_id}-late", game_id, runners, phase, lays, late_tokens)
        if game_id in FOUR:
            write(f"{game_id}-late4", game_id, FOUR[game_id], phase, lays, late_tokens)
        board, lays = dense(game_id, first, colours[:2], mid_lays)
        write(f"{game_id}-mid", game_id, mid_runners, mid_phase, lays, placed(game_id, board, mid_runners, 2))
        print(f"{game_id}: written")


if __name__ == "__main__":
    main()
