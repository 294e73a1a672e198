"""1824 Cisleithania with 2 players: the bond railway's dividend at the end of every operating
round (X.4 L947; engine/games/g1824/bond.py): its share price paid out in all, a tenth of it
rounded up to each 10 % share its players hold (a 20 % certificate counts twice, L950),
nothing to the pool, and its price one cell right; its home token from the start (L953) and
its third token in Wien when Wien turns brown (L956)."""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.bots import GreedyBot, play_game
from tresham.engine import market as mk
from tresham.engine.apply import apply
from tresham.engine.games.g1824.bond import bond_dividend, per_share, wien_token
from tresham.engine.shares import move_certs
from tresham.model.actions import BuyCompany, LayTile
from tresham.rules.board import Board, Placed, Token
from tresham.rules.games.draws_cisleithania import bond_railway

PLAYERS = ["Ann", "Bob"]
SEED = 5  # stacks: (SD2, EOD), ...: the bond railway is MS


def drafted():
    state = tresham.new_state("1824", PLAYERS, seed=SEED, options=["cisleithania"])
    for player, company, price in (("Ann", "SD2", 120), ("Bob", "EOD", 100)):
        result = apply(state, BuyCompany(entity=player, entity_type="player", company=company, price=price))
        assert result.ok, result.violations
        state = result.state
    return state


def holding(state, player, bond, director: bool, shares: int = 0):
    """``state`` with ``player`` holding the bond's director's certificate or some shares."""
    certs = [c for c in state.certs_of(bond) if c.owner == "pool" and c.director == director]
    return move_certs(state, certs[: 1 if director else shares], player)


def test_a_share_earns_a_tenth_of_the_price_rounded_up():
    assert per_share(50) == 5
    assert per_share(105) == 11  # odd amounts rounded up (L947)
    assert per_share(120) == 12


def test_the_bond_railway_pays_its_players_and_moves_right():
    state = drafted()
    bond = bond_railway(state.setup)
    assert bond == "MS"
    state = holding(holding(state, "Ann", bond, True), "Bob", bond, False, 3)
    cash = {p: state.player[p].cash for p in PLAYERS}
    bank, cell = state.bank, state.companies[bond].cell
    after, events = bond_dividend(state)
    assert after.player["Ann"].cash - cash["Ann"] == 2 * 5  # the 20 % counts as two shares (L950)
    assert after.player["Bob"].cash - cash["Bob"] == 3 * 5
    assert after.bank == bank - 25  # the pool's five shares earn nothing
    assert after.companies[bond].cell == mk.move(state.market, cell, "right")
    assert after.price(bond) == 60 and any("bond railway" in e.text for e in events)


def test_nobody_is_paid_while_every_share_is_in_the_pool():
    state = drafted()
    bond = bond_railway(state.setup)
    assert {c.owner for c in state.certs_of(bond)} == {"pool"}
    after, _ = bond_dividend(state)
    assert after.bank == state.bank
    assert {p: after.player[p].cash for p in PLAYERS} == {p: state.player[p].cash for p in PLAYERS}


def test_a_game_without_the_stacks_has_no_bond_railway():
    state = tresham.new_state("1824", ["Ann", "Bob", "Cy"], seed=SEED, options=["cisleithania"])
    assert bond_railway(state.setup) is None
    after, events = bond_dividend(state)
    assert after is state and events == []


def test_every_operating_round_ends_with_the_bond_railways_dividend():
    rounds: dict[tuple[str, int, int], int | None] = {}

    def seen(n, state, action):
        bond = bond_railway(state.setup)
        key = (state.round.kind, state.round.number, state.round.index)
        if bond is not None and key not in rounds:
            rounds[key] = state.price(bond)

    game = play_game("1824", 2, 1, GreedyBot, max_actions=70, options=("cisleithania",), on_action=seen)
    assert [str(b) for b in game.broken] == []
    prices = [p for (kind, _, _), p in rounds.items() if kind != "stack-draft" and p is not None]
    assert prices[0] == 50 and prices == sorted(prices) and len(set(prices)) >= 3


def test_the_bond_railways_home_token_is_on_the_map_from_the_start():
    state = tresham.new_state("1824", PLAYERS, seed=SEED, options=["cisleithania"])
    bond = bond_railway(state.setup)
    home = state.company_def(bond).home
    assert [(t.company, t.hex) for t in state.board.tokens] == [(bond, home[0])]  # X.4 L953
    assert not state.companies[bond].floated  # it never operates (L947)


def test_without_the_stacks_no_regional_has_a_token_at_the_start():
    state = tresham.new_state("1824", ["Ann", "Bob", "Cy"], seed=SEED, options=["cisleithania"])
    assert state.board.tokens == ()


# ------------------------------------------------------------------ the third token, in Wien
def with_wien(state, tile: str, tokens=()):
    board = state.board
    tiles = {**dict(board.tiles), "E12": Placed(state.game.tile(tile), 0)}
    return replace(state, board=Board(board.map, tiles, board.tokens + tuple(tokens), board.homes))


def lay(hex: str, tile: str) -> LayTile:
    return LayTile(entity="SD1", entity_type="corporation", hex=hex, tile=tile, rotation=0)


def test_the_bond_railway_places_its_third_token_when_wien_turns_brown():
    state = with_wien(drafted(), "493")  # Wien's brown tile
    bond = bond_railway(state.setup)
    after, events = wien_token(state, lay("E12", "493"))
    placed = [t for t in after.board.tokens_at("E12") if t.company == bond]
    assert len(placed) == 1 and not placed[0].home  # X.4 L956, with no connection
    assert after.companies[bond].tokens == state.companies[bond].tokens - 1
    assert "L956" in events[0].text
    again, more = wien_token(after, lay("E12", "493"))
    assert again is after and more == []  # one station a hex


def test_no_token_goes_to_wien_before_it_is_brown_or_for_another_hex():
    green = with_wien(drafted(), "491")
    assert wien_token(green, lay("E12", "491")) == (green, [])
    brown = with_wien(drafted(), "493")
    assert wien_token(brown, lay("G10", "493")) == (brown, [])
    three = with_wien(
        tresham.new_state("1824", ["Ann", "Bob", "Cy"], seed=SEED, options=["cisleithania"]), "493"
    )
    assert wien_token(three, lay("E12", "493")) == (three, [])  # no bond railway


def test_a_full_wien_takes_no_bond_token():
    others = [Token(c, "E12", 1, True) for c in ("BK", "CL", "EPP")]
    state = with_wien(drafted(), "493", others)
    bond = bond_railway(state.setup)
    after, events = wien_token(state, lay("E12", "493"))
    assert not [t for t in after.board.tokens_at("E12") if t.company == bond]
    assert events and "no slot free" in events[0].text
