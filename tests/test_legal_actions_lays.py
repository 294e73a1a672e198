"""The tile lays ``legal_actions`` lists are exactly those ``check`` accepts (issue 20: one
predicate both judges and lists), on states of a game of bots of each title.

The listing prunes (``rules.legal.lays_on``: a hex's gates asked once, the rotation-free
checks once per tile, a hex the company's network does not reach asked only about the tiles
``Rules.may_lay_unconnected`` names, each lay dropped at its first broken rule). The full
judge here prunes nothing: every tile of the manifest at every rotation on a hex, each judged
by ``apply``'s ``check``. Both are asked about the hexes with listed lays and a seeded sample
of the others (far from the network, closed, open), so a lay pruned by mistake shows."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import tresham
from tresham.bots import GreedyBot
from tresham.engine.apply import check
from tresham.engine.offers import board_hexes, entity_type
from tresham.engine.state import State
from tresham.model.actions import LayTile
from tresham.rules.legal import candidate_tiles
from tresham.rules.network import network

# (game, players, seed, actions played at most, states compared): a greedy game reaches its
# company turns by then (1862 after its parliament and first stock round)
GAMES = [
    ("18lilliput", 2, 2, 60, 3),
    ("18mag", 2, 3, 40, 3),
    ("1840", 3, 1, 150, 3),
    ("1862", 3, 1, 300, 2),
    ("1824", 3, 1, 60, 3),
]
OTHER_HEXES = 8  # hexes without a listed lay judged in full, per state


def lay_states(game: str, players: int, seed: int, most: int, wanted: int) -> Iterator[tuple[State, str]]:
    """States of a greedy game at which lays are listed, or a company is at its track step,
    with the entity whose lays are judged: one state in every three such, up to ``wanted``."""
    state = tresham.new_state(game, ["Ann", "Bob", "Cy", "Dee"][:players], seed=seed)
    bots = {p: GreedyBot(seed * 31 + i) for i, p in enumerate(state.players)}
    seen = 0
    for _ in range(most):
        if state.end is not None or state.to_act is None:
            return
        offered = list(tresham.legal_actions(state))
        lays = [a for a in offered if isinstance(a, LayTile)]
        acting = state.to_act
        entity = lays[0].entity if lays else acting if acting in state.companies else None
        if entity is not None and (lays or state.round.step == "track"):
            if seen % 3 == 0:
                yield state, entity
                wanted -= 1
                if not wanted:
                    return
            seen += 1
        owner = state.director(acting) if acting in state.companies else acting
        bot = bots.get(owner or "", bots[state.players[0]])
        state = tresham.apply(state, bot.choose(state, offered)).state


def full_judge(state: State, entity: str, hexes: list[str]) -> set[LayTile]:
    kind = entity_type(state, entity)
    tiles = [t for t in candidate_tiles(state.rules) if t.edge_count == state.board.grid.edges]
    out = set()
    for hex in hexes:
        for tile in tiles:
            for rotation in range(tile.edge_count):
                lay = LayTile(entity=entity, entity_type=kind, hex=hex, tile=tile.name, rotation=rotation)
                if not check(state, lay):
                    out.add(lay)
    return out


@pytest.mark.parametrize(("game", "players", "seed", "most", "wanted"), GAMES, ids=[g[0] for g in GAMES])
def test_the_lays_listed_are_every_lay_the_full_judge_accepts(game, players, seed, most, wanted):
    rng = random.Random(seed)
    compared = lays = far = 0
    for state, entity in lay_states(game, players, seed, most, wanted):
        listed = {a for a in tresham.legal_actions(state) if isinstance(a, LayTile) and a.entity == entity}
        with_lays = sorted({a.hex for a in listed})
        others = [h for h in board_hexes(state) if h not in with_lays]
        hexes = with_lays[:4] + rng.sample(others, min(OTHER_HEXES, len(others)))
        assert {a for a in listed if a.hex in hexes} == full_judge(state, entity, hexes), (game, entity)
        reached = set(network(state.board, entity, state.rules.traversable).arrivals)
        compared += 1
        lays += len([a for a in listed if a.hex in hexes])
        far += len([h for h in hexes if h not in reached])
    assert compared == wanted  # the game reached that many states with a company to lay
    assert lays > 0 and far > 0  # some lays were compared, and some hexes far from the network
