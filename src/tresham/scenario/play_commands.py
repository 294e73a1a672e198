"""What ``tresham play`` does with a line typed at its prompt: ``respond(session, text)``.

A number picks that action of the list; a short form (``scenario.shorthand``) is read
against the actions offered, else built and judged by ``check``, so an illegal action is
refused with the rule's sentence and section. The other words: ``undo``, ``state``,
``market``, ``board``, ``best`` (the best run), ``list [WORD]`` (every action offered, or
those naming WORD), ``help`` and ``quit``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.apply import check
from ..model.actions import Action
from .play import Session
from .play_view import (
    SHOWN_ACTIONS,
    action_lines,
    best_lines,
    board_lines,
    columns,
    grouped,
    market_lines,
    state_lines,
    wrap,
)
from .shorthand import FORMS, describe, read

HELP = [
    "Type the number of an action, or its short form:",
    *(f"  {form}" for form in FORMS),
    "  (the start of the words is enough when only one action fits: `lay E12 57`)",
    "Commands: undo (take back the last action), state, market, board, best (the best",
    "  run), list [WORD] (every action offered, or those naming WORD), help, quit.",
    "The game is saved after every action; `tresham play --file FILE` goes on with it.",
]
COMMANDS = ("undo", "state", "market", "board", "best", "list", "help", "quit", "exit", "actions")


@dataclass
class Reply:
    """What to print, and whether an action was made or undone (``changed``) or the player
    asked to stop (``quit``)."""

    lines: list[str] = field(default_factory=list)
    changed: bool = False
    quit: bool = False


def respond(session: Session, text: str) -> Reply:
    """The reply to one typed line (see the module docstring)."""
    words = text.strip().split()
    if not words:
        return Reply(["type a number, a short form or `help`"])
    head = words[0].lower()
    if head in ("quit", "exit", "q"):
        return Reply(["saved; `tresham play --file FILE` goes on with the game"], quit=True)
    if head == "help":
        return Reply(list(HELP))
    if head == "undo":
        if session.undo():
            return Reply(["took back the last action"], changed=True)
        return Reply(["nothing to take back: no action has been made"])
    state = session.state
    if head == "state":
        return Reply(state_lines(state))
    if head == "market":
        return Reply(market_lines(state))
    if head == "board":
        return Reply(board_lines(state))
    if session.over:
        return Reply(["the game is over: undo, state, market, board or quit"])
    offered = session.offered()
    if head == "best":
        return Reply(best_lines(state, offered))
    if head in ("list", "actions"):
        return _listed(session, offered, words[1:])
    if head.isdigit():
        n = int(head)
        if not 1 <= n <= len(offered):
            return Reply([f"no action {n}: pick one of 1-{len(offered)}, or type its short form"])
        return _play(session, offered[n - 1])
    reading = read(state, text, offered)
    if reading.choices:
        lines = [f"{len(reading.choices)} actions fit; type more of one, or its number:"]
        numbers = {id(a): i for i, a in enumerate(offered, 1)}
        pairs = [(numbers[id(a)], a) for a in reading.choices]
        entries = grouped(state, pairs)
        lines += columns([text for text, _ in entries[:SHOWN_ACTIONS]])
        if len(entries) > SHOWN_ACTIONS:
            lines.append(f"  ... and {len(entries) - SHOWN_ACTIONS} more entries")
        return Reply(lines)
    if reading.action is None:
        return Reply(wrap(reading.problem))
    if not reading.offered:
        problems = check(state, reading.action)
        if problems:
            lines = [f"refused: {describe(state, reading.action)}"]
            for v in problems:
                source = f" [{v.source}]" if v.source else ""
                lines += wrap(f"  {v.message} ({v.rule}){source}", "    ")
            return Reply(lines)
    return _play(session, reading.action)


def _play(session: Session, action: Action) -> Reply:
    before = session.state
    result = session.play(action)
    if not result.ok:
        lines = [f"refused: {describe(before, action)}"]
        for v in result.violations:
            lines += wrap(f"  {v.message} ({v.rule}) [{v.source}]", "    ")
        return Reply(lines)
    lines = [f"> {before.label(action.entity)}: {describe(before, action)}"]
    for e in result.events:
        lines += wrap(f"  {e.text}", "    ")
    return Reply(lines, changed=True)


def _listed(session: Session, offered: list[Action], words: list[str]) -> Reply:
    if not words:
        return Reply(action_lines(session.state, offered, limit=0))
    word = words[0].lower()
    state = session.state
    hits = [(i, a) for i, a in enumerate(offered, 1) if word in describe(state, a).lower().split()]
    if not hits:
        return Reply([f"no action offered names {words[0]!r}"])
    return Reply(columns([text for text, _ in grouped(state, hits)]))


__all__ = ["COMMANDS", "HELP", "Reply", "respond"]
