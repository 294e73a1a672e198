"""Gulliver, the dummy player of 18 Lilliput's solo game (L541-L630), played by the engine.

A game of one player (``new_state(game, ["Ann"])``) is played against him. He is a holder of
money and certificates, ``State.player["Gulliver"]``, who takes no seat (``State.players``
stays the one person: the game is played with one player's cards, rounds and trains) and
who never acts through ``apply``: the engine makes his moves as the round reaches them, and
each says what he did in its events.

- Set-up (L547-L559): a starting company drawn at random for him, without a character; he
  gets his starting cash and its 50%, the company no starting capital (judgement: the
  rest of its advantage stands: its price, its trains, the Glimigrim Valley owner's £30); its home is a yellow
  city (a Y-city for the Slamecksan Railway, whose home is one, L15) drawn at random
  straight or curved, beside Mildendo on a side drawn at random, its curve turned at random.
  Then the person drafts one of the other three and a character (the set-up draft).
- His actions (L569-L609), after the person has played both cards: A, one tile: a green
  city of his upgraded to brown, else a yellow city of his to green (his first company's
  home first, then another of his, at random), its new track pointing at Mildendo where
  any rotation does; else a new yellow city, the nearest Mildendo; else a yellow plain
  tile; curves turned at random. B, a station marker, free, on the yellow city he has just
  built, until his three are down. C, a plain tile continuing a track of a city of his that
  leads nowhere, straight or curved at random. D, he never sells; one 10% share a round
  while he can pay, three at most, of a company drawn at random; then, his fifth buy, the
  director's certificate of a new company as soon as he can pay (at least £250), at the
  highest price he can, its home on his first company's home tile where a space is free,
  else on the nearest city; it places no other marker. Judgement: every lay obeys the tile
  rules (the engine's ``legal_actions`` lays of his company), costs him nothing (his company
  has no treasury), and the company he founds receives ten times its price as any new one
  does (L269).
- Trains run as in the base game; his companies always pay out (L620-L621).
- Bureaucracy (L612-L624): the top train card goes to one of his companies instead of the
  Train Pool: the one with fewer trains; level, the one whose lowest train is lowest; level
  again, his first. One at its limit scraps its lowest train first; one a new phase puts
  over its limit scraps its lowest (``excess_trains_to``). Judgement: the card starts its
  phase as a card moved to the pool does (L197). The action cards return; there is no
  start player card to pass.

Every random choice ("elige al azar", the rulebook's die) is drawn from the game's seed, the
round and what is chosen, so a game replays the same.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ....model.actions import LayTile
from ....model.tile import TileDef
from ....rules.games.g18lilliput.play import free_city_spaces
from ....rules.lay import LayContext
from ... import market as mk
from ... import offers
from ... import trains as tr
from ...events import Event, event
from ...money import pay
from ...shares import check_float, move_certs
from ...state import PlayerState, State
from ...steps.cert_draft import lay_home, take_company
from ...steps.token import place

GULLIVER = "Gulliver"
SLAMECKSAN = "SR"  # the starting company whose home is a Y-city (L15, L28)
MOST_SHARES = 3  # "Gulliver no comprará más de tres nuevas acciones del 10%" (L604)
STATIONS = 3  # "hasta que los tres marcadores de estación estén puestos" (L588)


def plays(state: State) -> bool:
    """Whether Gulliver plays in this game (a solo game)."""
    return GULLIVER in state.player and GULLIVER not in state.players


def companies(state: State) -> list[str]:
    """Gulliver's companies, the first he had first."""
    mine = [(cs.stack, cid) for cid, cs in state.companies.items() if state.director(cid) == GULLIVER]
    return [cid for _, cid in sorted(mine)]


def _rng(state: State, what: str) -> random.Random:
    return random.Random(f"gulliver:{state.setup.seed or 0}:{state.round.number}:{what}")


def _cell(hex: str) -> tuple[int, int]:
    x, y = hex.split(",")
    return int(x), int(y)


def _distance(hex: str) -> int:
    """Squares from Mildendo (0,0), side by side (judgement: the rulebook names no measure)."""
    x, y = _cell(hex)
    return abs(x) + abs(y)


# --------------------------------------------------------------------------- set-up
def set_up(state: State) -> tuple[State, list[Event]]:
    """Gulliver's company and home (L547-L551), before the person's draft."""
    rng = random.Random(f"gulliver:{state.setup.seed or 0}:set-up")
    starting = [cid for cid in state.companies if state.company_def(cid).par is not None]
    cid = rng.choice(starting)
    cash = state.rules.starting_cash(len(state.players))
    state = state.with_player(PlayerState(GULLIVER, cash))
    state, events = take_company(state, GULLIVER, cid)
    capital = state.companies[cid].cash
    state = pay(state, cid, "bank", capital)  # "La empresa no recibe capital inicial" (L550)
    events.append(event("draft", f"{state.label(cid)} receives no starting capital: Gulliver's company"))
    lay = _home_lay(state, cid, rng)
    state, more = lay_home(state.with_round(entity=GULLIVER), lay, cid)
    return state.with_round(entity=None), [*events, *more]


def _home_lay(state: State, cid: str, rng: random.Random) -> LayTile:
    y = cid == state.rules.Y_HOME  # type: ignore[attr-defined]
    names = [
        t.name
        for t in state.game.tiles.values()
        if t.color == "yellow" and len(t.content.cities) == 1 and not t.kind and (t.label == "Y") == y
    ]
    names = [n for n in sorted(names) if state.rules.manifest.entry(n) is not None]
    names = [n for n in names if not state.rules.manifest.entry(n).variant]  # type: ignore[union-attr]
    tile = state.game.tile(rng.choice(names))
    board = state.board
    sides = [board.neighbour("0,0", e) for e in range(board.grid.edges)]
    hex = rng.choice([h for h in sides if h is not None and board.placed(h) is None])
    rotations = [r for r in range(tile.edge_count) if not _same_as_earlier(tile, r)]
    return LayTile(
        entity=cid, entity_type="corporation", hex=hex, tile=tile.name, rotation=rng.choice(rotations)
    )


def _same_as_earlier(tile: TileDef, rotation: int) -> bool:
    """A straight tile turned half round lies as it did (two ways, not four)."""
    return rotation >= 2 and _straight(tile)


def _straight(tile: TileDef) -> bool:
    return set(tile.content.exits()) in ({0, 2}, {1, 3})


# --------------------------------------------------------------------------- his actions
def turn(state: State) -> tuple[State, list[Event]]:
    """Gulliver's actions after the person's two cards (L569-L609): A to D."""
    mine = companies(state)
    if not mine:
        return state, []
    events = [event("round", f"Gulliver's turn in round {state.round.number}")]
    state, built, more = _build(state, mine[0])
    events += more
    if built is not None:  # B: a station on the yellow city he has just built
        state, more = _station(state, mine[0], built)
        events += more
    state, more = _extend(state, mine)
    events += more
    state, more = _buy(state)
    return state, events + more


def _lays(state: State, cid: str) -> list[tuple[LayTile, TileDef]]:
    out = []
    for lay in offers.tile_lays(state, cid):
        tile, _ = state.rules.resolve_tile(lay.tile)
        entry = state.rules.manifest.entry(tile.name)
        if entry is not None and (entry.card or entry.setup):
            continue  # no character or scenario tiles: Gulliver has none
        out.append((lay, tile))
    return out


def _lay(state: State, lay: LayTile, tile: TileDef) -> tuple[State, list[Event]]:
    _, copy = state.rules.resolve_tile(lay.tile)
    ctx = LayContext(state.rules, state.board, lay, tile, copy, check_connection=False)
    state = replace(state, board=ctx.after)
    text = f"Gulliver lays tile {tile.name} in {lay.hex} for {state.label(lay.entity)}"
    return state, [event("tile", text, company=lay.entity, hex=lay.hex, tile=tile.name)]


def _stations(state: State) -> list[str]:
    """The cells holding a station of Gulliver's, his first company's home first."""
    out: list[str] = []
    for cid in companies(state):
        for t in state.board.tokens_of(cid):  # (in the order they went down: the home first)
            if t.hex not in out:
                out.append(t.hex)
    return out


def _city(tile: TileDef) -> bool:
    return bool(tile.content.cities) and tile.label != "Y"


def _build(state: State, cid: str) -> tuple[State, str | None, list[Event]]:
    """A: the first of the four builds that can be made (L575-L585)."""
    rng = _rng(state, "build")
    lays = _lays(state, cid)
    board = state.board
    stations = _stations(state)
    for old, new in (("green", "brown"), ("yellow", "green")):
        for hex in stations[:1] + rng.sample(stations[1:], len(stations) - 1):
            placed = board.placed(hex)
            if placed is None or placed.tile.color != old or not _city(placed.tile):
                continue
            found = [(lay, t) for lay, t in lays if lay.hex == hex and t.color == new and _city(t)]
            if new == "green":
                found = _towards_mildendo(state, found) or found
            if found:
                state, events = _lay(state, *rng.choice(found))
                return state, None, events
    fresh = [(lay, t) for lay, t in lays if board.placed(lay.hex) is None and t.color == "yellow"]
    cities = [(lay, t) for lay, t in fresh if _city(t)]
    if cities:
        nearest = min(_distance(lay.hex) for lay, _ in cities)
        cells = sorted({lay.hex for lay, _ in cities if _distance(lay.hex) == nearest})
        hex = rng.choice(cells)
        state, events = _lay(state, *rng.choice([(lay, t) for lay, t in cities if lay.hex == hex]))
        return state, hex, events
    plain = [(lay, t) for lay, t in fresh if not t.content.cities]
    if plain:
        state, events = _lay(state, *rng.choice(plain))
        return state, None, events
    return state, None, [event("tile", "Gulliver lays no tile: none can be laid")]


def _towards_mildendo(
    state: State, found: Sequence[tuple[LayTile, TileDef]]
) -> list[tuple[LayTile, TileDef]]:
    """The green lays whose new track points at Mildendo (L582): an exit the old tile did not
    have, towards a square nearer Mildendo."""
    board = state.board
    out = []
    for lay, tile in found:
        old = board.content(lay.hex).exits()
        ctx = LayContext(state.rules, board, lay, tile, check_connection=False)
        for e in set(ctx.new.exits()) - set(old):
            nb = board.neighbour(lay.hex, e)
            if nb is not None and _distance(nb) < _distance(lay.hex):
                out.append((lay, tile))
                break
    return out


def _station(state: State, cid: str, hex: str) -> tuple[State, list[Event]]:
    """B: a free station marker on the city just built, until his three are down (L588)."""
    if len(state.board.tokens_of(cid)) >= STATIONS or state.companies[cid].tokens <= 0:
        return state, []
    state = place(state, cid, hex, 0)
    return state, [event("token", f"Gulliver places a station of {state.label(cid)} in {hex}, free")]


def _extend(state: State, mine: list[str]) -> tuple[State, list[Event]]:
    """C: a plain tile continuing a track of one of his cities that leads nowhere (L592)."""
    board = state.board
    rng = _rng(state, "extend")
    for hex in _stations(state):
        if not board.content(hex).cities:
            continue
        for e in sorted(board.content(hex).exits()):
            nb = board.neighbour(hex, e)
            if nb is None or board.placed(nb) is not None or nb in state.rules.map.hexes:
                continue
            back = board.grid.opposite(e)
            lays = [
                (lay, t)
                for lay, t in _lays(state, mine[0])
                if lay.hex == nb and t.color == "yellow" and not t.content.cities
            ]
            joined = [(lay, t) for lay, t in lays if back in _exits(state, lay, t)]
            if not joined:
                continue
            straight = [x for x in joined if _straight(x[1])]
            curved = [x for x in joined if not _straight(x[1])]
            kind = rng.choice([k for k in (straight, curved) if k])
            return _lay(state, *rng.choice(kind))
    return state, []


def _exits(state: State, lay: LayTile, tile: TileDef) -> set[int]:
    return set(LayContext(state.rules, state.board, lay, tile, check_connection=False).new.exits())


def _buy(state: State) -> tuple[State, list[Event]]:
    """D: one 10% share while he has fewer than three; then a new company (L600-L609)."""
    cash = state.player[GULLIVER].cash
    held = [c for c in state.certs.values() if c.owner == GULLIVER and not c.director]
    if len(held) < MOST_SHARES:
        offer = []
        for cid, cs in state.companies.items():
            price = state.price(cid)
            if cs.closed or not cs.floated or price is None or price > cash:
                continue
            cert = next((c for c in state.certs_of(cid) if c.owner == "ipo" and not c.director), None)
            if cert is not None:
                offer.append((cid, cert, price))
        if not offer:
            return state, []
        cid, cert, price = _rng(state, "share").choice(offer)
        state = pay(move_certs(state, [cert], GULLIVER), GULLIVER, "bank", price)
        return state, [event("share", f"Gulliver buys a 10% share of {state.label(cid)} for £{price}")]
    directs = [c for c in state.certs.values() if c.owner == GULLIVER and c.director]
    if len(directs) >= 2:
        return state, []
    return _found(state, cash)


def _found(state: State, cash: int) -> tuple[State, list[Event]]:
    """His fifth buy: a new company at the highest price he can pay, five times it (L606)."""
    market = state.market
    cells = [c for c in mk.cells(market) if state.rules.par_allowed(mk.marks(market, c), mk.value(market, c))]
    cells = [c for c in cells if 5 * mk.value(market, c) <= cash]
    free = [
        cid
        for cid, cs in state.companies.items()
        if not cs.closed and cs.par is None and state.company_def(cid).par is None
    ]
    home = _new_home(state)
    if not cells or not free or home is None:
        return state, []
    cell = max(cells, key=lambda c: mk.value(market, c))
    price = mk.value(market, cell)
    cid = free[0]
    cert = next(c for c in state.certs_of(cid) if c.director)
    state = pay(move_certs(state, [cert], GULLIVER), GULLIVER, "bank", 5 * price)
    state = state.update_company(cid, par=price, cell=cell, stack=state.stack_counter).next_stack()
    state, events = check_float(state, cid)
    hex, city = home
    state = place(state, cid, hex, city)
    text = (
        f"Gulliver founds {state.label(cid)} at £{price}, paying £{5 * price}; its home station goes in {hex}"
    )
    return state, [event("par", text, company=cid, par=price), *events]


def _new_home(state: State) -> tuple[str, int] | None:
    """The new company's home (L607): his first company's home tile where a space is free,
    else the nearest city with one, drawn at random among the nearest."""
    free = free_city_spaces(state.rules.map, state.board)
    if not free:
        return None
    mine = companies(state)
    tokens = state.board.tokens_of(mine[0]) if mine else ()
    first = tokens[0].hex if tokens else None  # (its home went down first)
    at_home = [(h, c) for h, c in free if h == first]
    if at_home:
        return at_home[0]
    nearest = min(_distance(h) for h, _ in free)
    return _rng(state, "home").choice([(h, c) for h, c in free if _distance(h) == nearest])


# --------------------------------------------------------------------------- Bureaucracy
def bureaucracy(state: State) -> tuple[State, list[Event]]:
    """E: the top train card goes to one of his companies, not to the pool (L612-L617)."""
    mine = companies(state)
    groups = tr.available_groups(state)
    card = tr.top_card(state, groups[0]) if groups else None
    if not mine or card is None:
        return state, []
    cid = min(mine, key=lambda c: (len(state.trains_of(c)), _lowest(state, c), mine.index(c)))
    events: list[Event] = []
    limit = tr.current_phase(state).train_limit(state.company_def(cid).kind)
    held = state.trains_of(cid)
    if limit is not None and limit.total is not None and len(held) >= limit.total:
        low = min(held, key=lambda c: tr.train_def(state, c.name).cost)
        state = tr.remove_train(state, low)
        events.append(event("train", f"{state.label(cid)} scraps its {tr.spoken(low.name)} to make room"))
    first = tr.first_of_group(state, tr.card_group(card))
    state = tr.restock_unlimited(tr.give_train(state, card, cid), card)
    name = f"{tr.article(card.name)} {tr.spoken(card.name)}"
    events.append(event("train", f"Bureaucracy: the top train card, {name}, goes to Gulliver's {cid}"))
    if first:
        state, more = tr.after_first_purchase(state, tr.train_def(state, card.name))
        events += more
    return state, events


def _lowest(state: State, cid: str) -> int:
    """The cost of the company's lowest train (the higher the number, the dearer: L615)."""
    costs = [tr.train_def(state, c.name).cost for c in state.trains_of(cid)]
    return min(costs) if costs else 0


__all__ = ["GULLIVER", "bureaucracy", "companies", "plays", "set_up", "turn"]
