"""Every rule id the engine can report has a test in which that rule fires.

The ids are read from the source: the rule (a string) of every ``violation(state, rule, ...)``
call in ``engine/`` and ``rules/``. Each must appear in a test or in an example's expected
violation; the last six that had none are fired here, each beside a position where the same
action is accepted, so the test could fail.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tresham
from tresham.engine import apply
from tresham.model.actions import (
    BuyShares,
    BuyTrain,
    Choose,
    DiscardTrain,
    LayTile,
    PlaceToken,
    Route,
    RunRoutes,
)

SRC = Path(tresham.__file__).parent
TESTS = Path(__file__).parent
EXAMPLES = SRC.parents[1] / "data" / "games"


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


def engine_rule_ids() -> dict[str, str]:
    """Each rule id named by a ``violation(state, "rule.id", ...)`` call, with its module."""
    found: dict[str, str] = {}
    for layer in ("engine", "rules"):
        for path in sorted((SRC / layer).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or len(node.args) < 2:
                    continue
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                rule = node.args[1]
                if name == "violation" and isinstance(rule, ast.Constant) and isinstance(rule.value, str):
                    found.setdefault(rule.value, str(path.relative_to(SRC)))
    return found


def test_every_engine_rule_id_is_fired_by_a_test_or_an_example():
    ids = engine_rule_ids()
    assert len(ids) > 60  # the reading finds the engine's rules at all
    tests = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("*.py"))
    examples = "\n".join(p.read_text(encoding="utf-8") for p in EXAMPLES.rglob("*.toml"))
    untested = [f"{rule} ({where})" for rule, where in sorted(ids.items())
                if f'"{rule}"' not in tests and f'"{rule}"' not in examples]  # fmt: skip
    assert untested == [], "engine rules no test fires: " + ", ".join(untested)


# --------------------------------------------------------------------------- 18Mag, minor 1
def minor_round(step: str, **extra: object):
    """18Mag, yellow phase, minor 1 (Ann's) at ``step`` of its turn, its home in Budapest."""
    setup = {
        "phase": "yellow",
        "round": {"kind": "operating", "entity": "1", "step": step},
        "players": {"Ann": {"shares": {"1": 100}}},
        "companies": {"1": {"cash": 200, **extra}},
        "tiles": [{"hex": "E12", "tile": "L33", "rotation": 2}],
        "tokens": [{"company": "1", "hex": "E12", "city": 0}],
    }
    return tresham.state_from_setup("18mag", ["Ann", "Bob", "Cy"], setup)


MINOR = {"entity": "1", "entity_type": "minor"}


def test_a_tile_that_does_not_exist_is_refused_as_unknown():
    s = minor_round("track")
    assert rules_of(apply(s, LayTile(**MINOR, hex="D13", tile="9999", rotation=0))) == ["tile.unknown"]
    assert apply(s, LayTile(**MINOR, hex="D13", tile="4", rotation=0)).ok


def test_a_token_for_a_company_the_game_does_not_have_is_refused():
    s = minor_round("token")
    stranger = PlaceToken(**MINOR, city="E12-0-0", tokener="Z9")
    assert "token.company" in rules_of(apply(s, stranger))
    assert "token.company" not in rules_of(apply(s, PlaceToken(**MINOR, city="E12-0-0")))


def test_a_traced_route_through_a_hex_that_does_not_exist_cannot_be_read():
    s = minor_round("route", trains=["2"])
    bad = RunRoutes(**MINOR, routes=(Route(train="2-0", nodes=("Q99-0", "E12-0"), revenue=40),))
    assert rules_of(apply(s, bad)) == ["route.unreadable"]
    fine = RunRoutes(**MINOR, routes=(Route(train="2-0", nodes=("E12-0", "D13-0"), revenue=40),))
    assert "route.unreadable" not in rules_of(apply(s, fine))


def test_a_company_cannot_buy_its_own_train():
    s = minor_round("buy_train", trains=["2"])
    own = s.trains_of("1")[0]
    assert rules_of(apply(s, BuyTrain(**MINOR, train=own.id, price=10))) == ["train.own"]
    depot = next(c for c in s.trains.values() if c.owner == "depot")
    assert "train.own" not in rules_of(apply(s, BuyTrain(**MINOR, train=depot.id, price=80)))


# --------------------------------------------------------------------------- 1862, a stock round
def test_the_directors_certificate_is_never_bought_on_its_own():
    s = tresham.state_from_setup(
        "1862",
        ["Ann", "Bob", "Cy"],
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "companies": {"WVR": {"price": 82}, "N&B": {"price": 74}},
            "players": {"Bob": {"shares": {"WVR": 60}}},
        },
    )
    certs = list(s.certs_of("N&B"))  # N&B has a price but no holder yet: its director's is in the IPO
    director = next(c.id for c in certs if c.director)
    buy = BuyShares(entity="Ann", entity_type="player", shares=(director,))
    assert "stock.director-cert" in rules_of(apply(s, buy))
    share = next(c.id for c in certs if not c.director)
    assert "stock.director-cert" not in rules_of(
        apply(s, BuyShares(entity="Ann", entity_type="player", shares=(share,)))
    )


# --------------------------------------------------------------------------- 18 Lilliput
def test_a_player_takes_one_action_card_a_turn():
    s = tresham.state_from_setup(
        "18lilliput",
        ["Ann", "Bob"],
        {"round": {"kind": "actions", "number": 2, "entity": "Ann"},
         "players": {"Ann": {"cash": 30, "shares": {"MR": 50}}, "Bob": {"shares": {"LNR": 50}}},
         "companies": {"MR": {"price": 55, "cash": 550}, "LNR": {"price": 50, "cash": 500}}},
    )  # fmt: skip
    pick = Choose(entity="Ann", entity_type="player", choice="A9")
    taken = apply(s, pick)
    assert taken.ok
    again = Choose(entity="Ann", entity_type="player", choice="A8")
    assert rules_of(apply(taken.state, again)) == ["action.one-card"]


def test_only_an_obsolete_train_is_given_back_at_will_in_18_lilliput_L234():
    setup = {
        "phase": "3",
        "round": {"kind": "operating", "number": 2, "entity": "LNR", "step": "buy_train"},
        "players": {"Ann": {"shares": {"LNR": 50}}},
        "companies": {"LNR": {"price": 60, "cash": 500, "trains": ["3", {"name": "2", "obsolete": True}]}},
    }
    s = tresham.state_from_setup("18lilliput", ["Ann", "Bob"], setup)
    three, two = sorted(s.trains_of("LNR"), key=lambda c: c.obsolete)
    give_back = {"entity": "LNR", "entity_type": "corporation"}
    assert rules_of(apply(s, DiscardTrain(**give_back, train=three.id))) == ["train.discard"]
    r = apply(s, DiscardTrain(**give_back, train=two.id))
    assert r.ok and r.state.trains[two.id].owner != "LNR"
