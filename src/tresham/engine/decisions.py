"""Decisions that interrupt play: one stack of questions someone must answer before the round
goes on (a merger's option shares and director's certificate, the tokens a survivor over its
limit removes; forced sales, exchanges and token choices of the games to come).

``State.decisions`` is the stack, the last pushed asked first; while it is not empty the
entity of its top decision is the one to act (``State.to_act``), and only the step the
decision names (``Decision.step``, a step of the game's program) takes the answer. A step asks
with ``ask`` and, when the answer is given, takes the question off with ``answered``.
"""

from __future__ import annotations

from dataclasses import replace

from .state import Decision, State


def asking(state: State) -> Decision | None:
    """The decision to answer now, if any."""
    return state.decisions[-1] if state.decisions else None


def ask(state: State, who: str, question: str, step: str, about: str = "") -> State:
    """``who`` must answer ``question`` (taken by step ``step``, about company ``about`` if
    named) before play goes on (asked once: the same question asked again while it waits is
    not stacked twice)."""
    decision = Decision(who, question, step, about)
    if asking(state) == decision:
        return state
    return replace(state, decisions=(*state.decisions, decision))


def answered(state: State) -> State:
    """The question asked now is answered."""
    return replace(state, decisions=state.decisions[:-1])


__all__ = ["Decision", "answered", "ask", "asking"]
