"""Write a moment of a replayed game as a layout file (``scenario.layout`` reads it back).

The layout holds every tile lay of the game up to that moment and the tokens that stand
on the board then, in the order they were made: a token comes after the lays made before
it, in the city it took then (the later lays carry it to its city now, as they did in the
game), so a lay that reached the map through a token is checked with that token in place.
Tokens removed before that moment are left out; a token another company took over is
written as that company's. So ``tresham check``, ``legal`` and ``routes`` can start from
any moment of a real game. Tokens of companies our data does not know are left out, with
a comment saying so. Given the engine's state at that moment, the layout also says the
phase and every company's trains (``[[train]]``), so ``tresham routes`` needs no guessing.
"""

from __future__ import annotations

import json

from ..engine.state import State
from .export_replay import ReplayReport


def layout_text(report: ReplayReport, state: State | None = None) -> str:
    """The layout file for the board at the end of ``report``; with ``state`` (the engine's
    at the same moment), its phase and trains."""
    export = report.export
    game = export.game
    moment = f"after action {report.until}" if report.until is not None else "at the end"
    lines = [
        f"# {export.title} exported from 18xx.games ({export.file}), {moment}.",
        "# Written by `tresham replay --layout`: every tile lay and the tokens standing then, in order.",
        f"game = {_s(game.id)}",
        "record = true  # a recorded game: judged as a replay is, and every lay applied",
    ]
    if game.map_for(len(export.players)).id == export.map.id:
        lines.append(f"players = {len(export.players)}")
    else:
        lines.append(
            f"# {len(export.players)} players on the map {_s(export.map.id)}: no `players`, so that map"
        )
    if state is not None and state.phase:
        lines.append(f"phase = {_s(state.phase)}")
    tokens = [s for s in report.token_steps if game.company(s.company) is not None]
    for i in range(len(report.lay_steps) + 1):
        for t in tokens:
            if t.after == i:
                lines += [
                    "",
                    "[[token]]",
                    f"hex = {_s(t.hex)}",
                    f"company = {_s(t.company)}",
                    f"city = {t.city}",
                ]
        if i < len(report.lay_steps):
            step = report.lay_steps[i]
            lines += [
                "",
                "[[lay]]",
                f"hex = {_s(step.hex)}",
                f"tile = {_s(step.tile)}",
                f"rotation = {step.rotation}",
            ]
            if step.company:
                lines.append(f"company = {_s(step.company)}")
    if state is not None:
        lines += _trains(state)
    for t in report.token_steps:
        if game.company(t.company) is None:
            lines.append(f"# token of {t.company} (not a company of {game.id}) in {t.hex}")
    return "\n".join(lines) + "\n"


def _trains(state: State) -> list[str]:
    """A ``[[train]]`` table for every train a company holds (by the name trains.toml gives
    it; a train whose name the game's list lacks is a comment)."""
    known = {t.name for t in state.game.trains}
    lines: list[str] = []
    for cid, cs in state.companies.items():
        for card in (state.trains[t] for t in cs.trains):
            if card.name in known:
                lines += ["", "[[train]]", f"company = {_s(cid)}", f"name = {_s(card.name)}"]
            else:
                lines.append(f"# {cid} holds a train {card.name!r} that is not in the game's list")
    return lines


def _s(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


__all__ = ["layout_text"]
