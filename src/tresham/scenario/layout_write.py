"""Write a moment of a replayed game as a layout file (``scenario.layout`` reads it back).

The layout holds every tile lay of the game up to that moment and the tokens that stand
on the board then, in the order they were made: a token comes after the lays made before
it, in the city it took then (the later lays carry it to its city now, as they did in the
game), so a lay that reached the map through a token is checked with that token in place.
Tokens removed before that moment are left out; a token another company took over is
written as that company's. So ``tresham check``, ``legal`` and ``routes`` can start from
any moment of a real game. Tokens of companies our data does not know are left out, with
a comment saying so.
"""

from __future__ import annotations

import json

from .export_replay import ReplayReport


def layout_text(report: ReplayReport) -> str:
    """The layout file for the board at the end of ``report``."""
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
    for t in report.token_steps:
        if game.company(t.company) is None:
            lines.append(f"# token of {t.company} (not a company of {game.id}) in {t.hex}")
    return "\n".join(lines) + "\n"


def _s(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


__all__ = ["layout_text"]
