"""1862 L1399-L1401, L931-L936: a company runs only the kinds of train it holds permits for."""

from __future__ import annotations

import pytest

import tresham
from tresham.errors import TreshamError

from .test_engine_rules import rules_of

P = ["Ann", "Bob", "Cy"]


def felixstowe(permits):
    """The FDR with an express-2 at its route step; Felixstowe (G12) runs into its port."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "A",
            "round": {"kind": "operating", "entity": "FDR", "step": "route"},
            "players": {"Ann": {"shares": {"FDR": 60}}},
            "companies": {"FDR": {"price": 68, "trains": ["2E"], "permits": permits}},
            "tiles": [{"hex": "G12", "tile": "57", "rotation": 0}],
            "tokens": [{"hex": "G12", "company": "FDR", "city": 0}],
        },
    )


RUN = {"type": "run_routes", "entity": "FDR", "routes": [{"train": "2E", "hexes": ["G12", "G14"]}]}


def test_an_express_runs_only_with_an_express_permit():
    assert rules_of(felixstowe(["freight"]), **RUN) == ["route.permit"]
    assert rules_of(felixstowe(["freight", "express"]), **RUN) == []


def test_a_train_that_does_not_run_needs_no_permit():
    idle = {"type": "run_routes", "entity": "FDR", "routes": [{"train": "2E", "connections": []}]}
    assert rules_of(felixstowe(["local"]), **idle) == []


def test_a_permit_names_a_kind_of_train_of_the_game():
    with pytest.raises(TreshamError, match="permits: 'steam' is not a kind of train"):
        felixstowe(["steam"])
