"""Actions in plain words (``scenario/words.py``): what the stepper's step headings say."""

from __future__ import annotations

import re

from tresham.data import load_game
from tresham.model.actions import Message
from tresham.scenario import example_ids, load_example, scenario_state
from tresham.scenario.replay_loop import replay
from tresham.scenario.stepper import Moments
from tresham.scenario.visitors import describe
from tresham.scenario.words import plain

NOTATION = re.compile(r"[=\{\[_]")  # shares=[BH_0], choice={survivor: first}, 16_1b


def played(example_id: str):
    scenario = load_example(example_id)
    return replay(scenario_state(load_game(scenario.game), scenario), scenario.actions, Moments())


def test_no_step_of_any_example_is_headed_in_engine_notation():
    found = [
        (example_id, m.n, plain(m.action, m.before))
        for example_id in example_ids()
        for m in played(example_id)
        if NOTATION.search(plain(m.action, m.before))
    ]
    assert found == []


def test_a_purchase_says_how_much_of_which_company_from_where():
    m = played("18mag/e10-selling-shares")
    buys = [x for x in m if x.action.TYPE == "buy_shares"]
    assert buys
    for x in buys:
        cert = x.before.certs[x.action.shares[0]]
        where = {"ipo": "the IPO", "pool": "the pool"}.get(cert.owner, cert.owner)
        text = plain(x.action, x.before)
        assert f"of the {x.before.label(cert.company)} from {where}" in text


def test_selling_the_directors_certificate_says_so():
    m = next(x for x in played("1862/ex07-director-change-by-sale") if x.action.TYPE == "sell_shares")
    assert "(the director's certificate)" in plain(m.action, m.before)


def test_a_tile_is_named_by_its_colour_and_printed_number_and_a_hex_by_its_city():
    m = next(x for x in played("1862/ex15-upgrade-order") if x.action.TYPE == "lay_tile")
    assert plain(m.action, m.before).startswith("FDR lays the green tile 16 on Woodbridge (G10)")


def test_a_merger_names_the_survivor_not_first_or_last():
    moments = played("1862/ex05-merger-one")
    choose = next(x for x in moments if x.action.TYPE == "choose")
    survivor = choose.result.state.merger
    assert survivor is not None
    assert plain(choose.action, choose.before).endswith(f"the {choose.before.label(survivor.survivor)}")


def test_a_run_names_each_train_and_what_it_earns_and_money_for_the_treasury():
    m = played("1824/e6-revenue-green-phase")[0]
    text = plain(m.action, m.before)
    assert text.startswith("EPP runs its 1g-train for 60 G and its 1g-train for 40 G")
    assert "20 G more for its treasury" in text


def test_an_action_without_a_sentence_falls_back_on_the_notation():
    state = played("1862/ex24-dividend-split")[0].before
    note = Message(entity="Tom", entity_type="player", message="hello")
    assert plain(note, state) == describe(note, state.label)
