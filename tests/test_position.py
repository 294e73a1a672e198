"""The whole position a teacher asks for (``scenario/position.py``) and how a price names its
space on the printed market (``diff.cell_name``)."""

from __future__ import annotations

from tresham.data import load_game
from tresham.engine.market import cell_of_value
from tresham.scenario import load_example, scenario_state
from tresham.scenario.diff import cell_name
from tresham.scenario.position import in_play, position


def start_of(example_id: str):
    scenario = load_example(example_id)
    return scenario_state(load_game(scenario.game), scenario)


def test_a_one_row_track_counts_its_spaces_from_the_left():
    market = load_game("1862").market_for(4)
    cell = cell_of_value(market, 82)
    spaces = [c for c in market.rows[0] if c is not None]
    k = [c.value for c in spaces].index(82) + 1
    assert cell_name(market, cell) == f"space {k} of {len(spaces)}"


def test_a_grid_names_row_and_column_from_the_top_left_and_18_lilliput_its_two_rows():
    market = load_game("1824").market_for(3)
    assert cell_name(market, (3, 2)) == "row 4, column 3"  # 90, a regional par (L256)
    lilliput = load_game("18lilliput").market_for(4)
    assert cell_name(lilliput, (1, 1)) == "bottom row, space 2"  # 55, the Mildendo Railway's start
    assert cell_name(lilliput, (0, 0)) == "top row, space 1"


def test_the_position_shows_cash_the_bank_holdings_with_the_director_and_the_companies():
    state = start_of("1862/ex05-merger-one")
    lines = position(state, "Start")
    text = "\n".join(lines)
    assert lines[0].startswith("Start: OR 1.1")
    assert f"bank {state.game.money(state.bank or 0)}" in text
    richard = next(line for line in lines if line.strip().startswith("Richard:"))
    # the director's certificate is marked; a holder without it is not
    assert "N&E 40%*" in richard and "WStI 50%*" in richard
    assert "Emma: N&E 30%" in text and "N&E 30%*" not in text
    ne = " ".join(lines[lines.index(next(x for x in lines if x.strip().startswith("N&E: price"))):])
    assert "Cambridge (B9)" in ne and "(0," not in text
    assert all(len(line) <= 80 for line in lines)


def test_an_unlimited_bank_is_said_so_and_companies_nobody_started_are_left_out():
    state = start_of("18mag/e6-minor-revenue-split")
    text = "\n".join(position(state))
    assert "bank unlimited" in text
    started = in_play(state)
    assert "3" in started and "2" not in started  # minor 2 lies unbought in the IPO
    assert "minor 2" not in text


def test_1824s_reserved_shares_do_not_count_as_a_start():
    # the pre-Staatsbahnen hold the Staatsbahnen's reserved shares before anyone plays them
    state = start_of("1824/e6-revenue-green-phase")
    assert "BK" in in_play(state) and "KK" not in in_play(state)


def test_the_change_table_names_tiles_and_stations_in_words():
    from tresham.scenario.diff import changes
    from tresham.scenario.replay_loop import replay
    from tresham.scenario.stepper import Moments

    scenario = load_example("1824/e5-token-ladder")
    moments = replay(scenario_state(load_game(scenario.game), scenario), scenario.actions, Moments())
    rows = {c.what: c for m in moments[:2] for c in changes(m.before, m.result.state)}
    lay, token = moments[0].action, moments[1].action
    name = moments[0].before.board.map.hexes[lay.hex].name
    tile = rows[f"tile {name} ({lay.hex})"]
    colour = load_game(scenario.game).tile(lay.tile).color
    assert (tile.before, tile.after) == ("-", f"{colour} {lay.tile}, rotation {lay.rotation}")
    assert rows[f"station {token.entity}"].after == f"{name} ({lay.hex})"


def test_a_directors_certificate_on_its_option_side_counts_half_the_holding_before():
    # 1862 footnote 6 (L568-L583): with 50% the director keeps 25% until he redeems
    from tresham.scenario.diff import changes, held
    from tresham.scenario.replay_loop import replay
    from tresham.scenario.stepper import Moments

    scenario = load_example("1862/ex04-director-option")
    moments = replay(scenario_state(load_game(scenario.game), scenario), scenario.actions, Moments())
    merging = moments[1]  # the ECR survives; Ann's certificate turns to its option side
    before = merging.before.percent("Ann", "ECR")
    assert held(merging.result.state, "Ann")["ECR"] == before // 2
    row = next(c for c in changes(merging.before, merging.result.state) if c.what == "Ann ECR shares")
    assert (row.before, row.after) == (f"{before}%", f"{before // 2}%")
    redeemed = moments[2].result.state  # she pays for the missing 5%: the certificate again
    assert held(redeemed, "Ann")["ECR"] == redeemed.percent("Ann", "ECR")
