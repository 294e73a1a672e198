"""Try a student's move at a pause of the stepper, without leaving the example.

The teacher writes the move three ways:

- a number: the move of that number in the list of legal moves (``legal_moves``, the
  engine's ``legal_actions`` of the position shown);
- the action's JSON, as a scenario file or an 18xx.games export writes it:
  ``{"type": "buy_shares", "entity": "Ann", "shares": ["ESR_1"]}``;
- a short form: the action's type, then ``key=value`` fields, the acting entity being the
  one to act unless ``entity=`` says otherwise: ``buy_shares shares=ESR_1``,
  ``par corporation=ESR share_price=74``, ``buy_train train=6 price=630``,
  ``lay_tile hex=G12 tile=14 rotation=2``, ``pass``. A list field takes its items
  separated by commas (``shares=ESR_1,ESR_2``); a number field takes a number.

``try_move`` judges the move in the position (``engine.apply``, which checks first): a
refused move gets each broken rule's sentence, its id and the rulebook section it comes
from; a legal one gets the events it would cause and the same table of what changed as a
step shows. The example's own state is never touched: states are values.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import Any

from ..engine.apply import apply
from ..engine.legal import legal_actions
from ..engine.state import State
from ..errors import ScenarioError, TreshamError
from ..model.actions import ACTIONS, Action, action_from_dict
from .diff import changes, table
from .words import plain
from .wrap import WIDTH, wrapped


def legal_moves(state: State) -> list[Action]:
    """The moves the engine lists for the position, in its order (numbered from 1 when shown)."""
    return list(legal_actions(state))


def read_move(text: str, state: State, entity_types: Mapping[str, str]) -> Action:
    """The move ``text`` names (a number, JSON or the short form); ScenarioError or
    ActionError, one line, when it names none."""
    text = text.strip()
    if text.isdigit():
        moves = legal_moves(state)
        n = int(text)
        if not 1 <= n <= len(moves):
            raise ScenarioError(f"no legal move {n}: the list (l) has {len(moves)}")
        return moves[n - 1]
    if text.startswith("{"):
        try:
            body = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ScenarioError(f"the move is not JSON: {exc.msg} at column {exc.colno}") from None
        if not isinstance(body, dict):
            raise ScenarioError("the move's JSON must be an object with a type")
    else:
        body = _short_form(text)
    body.setdefault("entity", state.to_act or "")
    entity = str(body["entity"])
    if "entity_type" not in body and entity in entity_types:
        body["entity_type"] = entity_types[entity]
    return action_from_dict(body, where="the move")


def _short_form(text: str) -> dict[str, Any]:
    kind, *fields = text.split()
    cls = ACTIONS.get(kind)
    if cls is None:
        raise ScenarioError(f"no action {kind!r}; actions: {', '.join(sorted(ACTIONS))}")
    types = {f.name: str(f.type) for f in dataclasses.fields(cls)}
    body: dict[str, Any] = {"type": kind}
    for item in fields:
        key, eq, value = item.partition("=")
        if not eq or key not in types:
            known = ", ".join(k for k in types if k not in ("id", "auto_actions", "entity_type"))
            raise ScenarioError(f"{item!r}: write key=value, with a key of {kind} ({known})")
        body[key] = _value(types[key], value)
    return body


def _value(hint: str, text: str) -> Any:
    """``text`` as the field's type wants it: a list, a number, true/false, else a string."""
    if text.startswith(("[", "{")):
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            raise ScenarioError(f"{text!r} is not JSON") from None
    if hint.startswith("tuple["):
        inner = hint.removeprefix("tuple[").split(",")[0]
        return [_value(inner, t) for t in text.split(",") if t]
    if "int" in hint and "str" not in hint and text.lstrip("-").isdigit():
        return int(text)
    if hint.startswith("bool") and text in ("true", "false"):
        return text == "true"
    return text


def try_move(state: State, action: Action, book_next: Action | None = None) -> list[str]:
    """What ``action`` would do in ``state``, as lines of at most 80 columns; ``book_next``
    is the move the example makes here, named for comparison."""
    lines = wrapped(f"Tried: {plain(action, state)}", "  ", "      ")
    if book_next is not None:
        lines += wrapped(f"(the example plays: {plain(book_next, state)})", "  ", "      ")
    try:
        result = apply(state, action)
    except TreshamError as exc:  # a move that names what is not there (a train, a share)
        return lines + wrapped(f"Not legal: {exc}", "  ", "    ")
    if result.violations:
        lines.append("  Not legal:")
        for v in result.violations:
            where = "; ".join(x for x in (v.rule, v.source) if x)
            lines += wrapped(f"{v.message} [{where}]", "  - ", "    ")
        return lines
    lines.append("  Legal. It would do this (the example itself does not change):")
    for e in result.events:
        lines += wrapped(e.text, "  - ", "    ")
    return lines + table(changes(state, result.state), WIDTH)


def list_moves(state: State) -> list[str]:
    """The legal moves, numbered for ``t N``."""
    moves = legal_moves(state)
    if not moves:
        return [
            "  The engine lists no moves here (it lists none for tile lays, tokens, routes",
            "  or drafts: write the move out with t).",
        ]
    lines = [f"  Legal moves for {state.label(state.to_act or '-')} (t N tries one):"]
    for n, move in enumerate(moves, 1):
        lines += wrapped(plain(move, state), f"  {n:>3}. ", "       ")
    return lines
