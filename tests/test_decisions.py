"""The stack of decisions that interrupt play (engine/decisions.py)."""

from __future__ import annotations

import tresham
from tresham.engine.decisions import answered, ask, asking
from tresham.engine.state import Decision


def test_the_last_question_asked_is_answered_first_and_none_is_asked_twice():
    s = tresham.new_state("1862", ["Ann", "Bob", "Cy"], seed=46925)
    assert asking(s) is None and s.to_act == "Ann"
    s = ask(s, "Bob", "option", "merge")
    s = ask(s, "Cy", "director", "merge")
    assert asking(s) == Decision("Cy", "director", "merge") and s.to_act == "Cy"
    assert ask(s, "Cy", "director", "merge") == s  # the same question while it waits
    s = answered(s)
    assert s.to_act == "Bob" and answered(s).to_act == "Ann"
