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
from tresham.rules.routes.context import company_graph, route_context
from tresham.rules.routes.graph import station_nodes
from tresham.rules.tokens import TokenContext, check_token

HERE = Path(__file__).parent / "positions"

# game: (late-game runners and their trains, phase, colours laid), (mid-game runners and
# trains, phase, lays). 1840's lines run one tram each (the tram company's three lines).
# Every position is one the game can reach (train limits, trains that exist in the phase):
# - 18Mag: a minor holds at most two trains, in every phase (18Mag.md §2.2, L21, L270,
#   L613); all four types are on sale from the start and never rust (L46-L47), so the late
#   game runs two 6-trains. Minors are the only companies that run trains.
# - 1824: in phase 8 (the rulebook's phase 7, first 8-train) a regional may hold two trains
#   and a Staatsbahn three (1824.md "Train limits", L236-L240, L793, L817), so the late game
#   is the Ungarische Staatsbahn (UG, formed in phase 5, L797-L800, L810) with an 8, a 6 and
#   a 4g (4g on sale from phase 6, L814, and never rusts; a 3g rusts with the first 5g,
#   L823). UG's board reaches a coal mine, so its 4g runs (the Südbahn's, built around
#   Wien, reaches none).
# - 1862: in phases G-H a company may buy up to three trains in total (L1698-L1701,
#   L1939-L1940). Group G has one card (L192-L194: an 8F, 5/6L or 5/6E), group H is
#   unlimited; D trains are obsolete from phase G (L1938-L1939). NGC bought the 8F in phase
#   G and a 6E and a 6L in phase H; it runs the three types with the permits a merger brought
#   it (L78-L85, L934-L935).
POSITIONS = {
    "18mag": (
        ({"1": ["6", "6"]}, "Gray", ("yellow", "green", "brown", "gray")),
        ({"1": ["3", "2"]}, "Green", 80),
    ),
    "1824": (
        ({"UG": ["8", "6", "4g"]}, "8", ("yellow", "green", "brown", "gray")),
        ({"BK": ["3", "2g"]}, "3", 80),
    ),
    "1840": (
        ({"1": ["Pu1"], "2": ["Pi1"], "3": ["R1"]}, "4", ("yellow", "green", "brown", "gray")),
        ({"1": ["O1"], "2": ["Y1"]}, "2", 60),
    ),
    "1862": (
        ({"NGC": ["6E", "6L", "8F"]}, "H", ("yellow", "green", "brown")),
        ({"NGC": ["3E", "2L"]}, "C", 50),
    ),
}


# The densest many-train position each game can reach (no 18Mag one: a minor runs two
# trains at most), written as ``GAME-late4`` on its own board: (runners, phase, colours).
# - 1824: a Staatsbahn may hold four trains in phases 4-5 (L236-L240, L793); in phase 5
#   (first 5-train, brown tiles, L797-L800) UG, formed at the end of the first 5-train's
#   OR, holds two 5s (three exist), a 4 (rusts in phase 8) and a 3g (on sale from phase 4,
#   L791), bought from the bank or from other companies (allowed from phase 3, L779-L785).
# - 1862: a train over the limit is kept, the limit only stops buying (L1704-L1708). In
#   phase E (two of each type, L1698-L1700) NGC bought a 4/5E and a 6F, in phase F a 5E and
#   a 7F (groups E and F, L192-L194; permanent trains, notes §2.3), so it holds four in
#   phase H, two express and two freight (express and freight permits after a merger,
#   L934-L935); from phase G it may buy no more (three in total, L1701).
FOUR = {
    "1824": ({"UG": ["5", "5", "4", "3g"]}, "5", ("yellow", "green", "brown")),
    "1862": ({"NGC": ["5E", "4/5E", "7F", "6F"]}, "H", ("yellow", "green", "brown")),
}

# The longest trains a company may hold at the end, on the late board and tokens, written
# as ``GAME-late10``: 1824's UG in phase 10 (the rulebook's phase 8, first 10-train, L825)
# with a 10, an 8 (two exist) and a 6 (permanent), three trains (Staatsbahn limit, L817).
LONGEST = {"1824": ({"UG": ["10", "8", "6"]}, "10")}

# The same longest trains run by a company on its own board (built around its home, all
# colours, its tokens), written as ``GAME-NAME``: 1824's Südbahn (SD, formed at the end of
# the first 4-train's OR, L786-L795) in phase 10 (first 10-train, L825) holds a 10, an 8
# (two exist) and a 6 (permanent), three trains (Staatsbahn limit from phase 6, L817). Its
# board is the densest of the map (Wien).
OWN_BOARD = {"1824-sd10": ("1824", {"SD": ["10", "8", "6"]}, "10", ("yellow", "green", "brown", "gray"))}


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
    """The company's home, then the other cities it reaches, those with the most track first."""
    rules = rules_for(load_game(game_id))
    ctx = route_context(rules, board, company, None)
    home = station_nodes(ctx)
    graph = company_graph(rules, ctx)
    cities = [
        (len(graph.out[i]), s.hex, s.node.index)
        for i, s in enumerate(graph.stops)
        if s.kind == "city" and not s.blocked and (s.hex, s.node) not in home
    ]
    picked = [(h, c) for _, h, c in sorted(cities, key=lambda t: (-t[0], t[1]))]
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
    """Tokens for each runner in turn (home first), where the game lets it place one (a free
    slot, reached by its track: not a full city, nor an 18Mag mine)."""
    rules = rules_for(load_game(game_id))
    out: list[tuple[str, str, int]] = []
    for company in runners:
        for hex, city in tokens(game_id, board, company):
            if len([t for t in out if t[0] == company]) >= per:
                break
            if not check_token(rules, TokenContext(rules, board, company, hex, city)):
                board = board.with_token(Token(company, hex, city))
                out.append((company, hex, city))
    return out


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for game_id, ((runners, phase, colours), (mid_runners, mid_phase, mid_lays)) in POSITIONS.items():
        board, lays = dense(game_id, next(iter(runners)), colours)
        late_tokens = placed(game_id, board, runners, 3)
        write(f"{game_id}-late", game_id, runners, phase, lays, late_tokens)
        if game_id in LONGEST:
            longest, longest_phase = LONGEST[game_id]
            write(f"{game_id}-late10", game_id, longest, longest_phase, lays, late_tokens)
        if game_id in FOUR:
            many, many_phase, many_colours = FOUR[game_id]
            board, lays = dense(game_id, next(iter(many)), many_colours)
            write(f"{game_id}-late4", game_id, many, many_phase, lays, placed(game_id, board, many, 3))
        board, lays = dense(game_id, next(iter(mid_runners)), colours[:2], mid_lays)
        write(f"{game_id}-mid", game_id, mid_runners, mid_phase, lays, placed(game_id, board, mid_runners, 2))
        print(f"{game_id}: written")
    for name, (game_id, runners, phase, colours) in OWN_BOARD.items():
        board, lays = dense(game_id, next(iter(runners)), colours)
        write(name, game_id, runners, phase, lays, placed(game_id, board, runners, 3))
        print(f"{name}: written")


if __name__ == "__main__":
    main()
