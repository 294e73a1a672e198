"""Write a moment of a replayed game as a layout file (``scenario.layout`` reads it back).

The layout holds every tile lay of the game up to that moment, in order (upgrades after
what they upgrade), then the tokens that stand on the board at that moment, each in the
city it occupies then. So ``tresham check``, ``legal`` and ``routes`` can start from any
moment of a real game. Tokens of companies our data does not know are left out, with a
comment saying so.
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
        "# Written by `tresham replay --layout`: every tile lay in order, then the tokens standing then.",
        f"game = {_s(game.id)}",
    ]
    if game.map_for(len(export.players)).id == export.map.id:
        lines.append(f"players = {len(export.players)}")
    else:
        lines.append(
            f"# {len(export.players)} players on the map {_s(export.map.id)}: no `players`, so that map"
        )
    for step in report.lay_steps:
        lines += [
            "",
            "[[lay]]",
            f"hex = {_s(step.hex)}",
            f"tile = {_s(step.tile)}",
            f"rotation = {step.rotation}",
        ]
        if step.company:
            lines.append(f"company = {_s(step.company)}")
    unknown = []
    for token in report.board.tokens:
        if game.company(token.company) is None:
            unknown.append(token)
            continue
        lines += [
            "",
            "[[token]]",
            f"hex = {_s(token.hex)}",
            f"company = {_s(token.company)}",
            f"city = {token.city}",
        ]
    for token in unknown:
        lines.append(
            f"# token of {token.company} (not a company of {game.id}) in {token.hex} city {token.city}"
        )
    return "\n".join(lines) + "\n"


def _s(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


__all__ = ["layout_text"]
