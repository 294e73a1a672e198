"""How big ``Rules`` is, and which of its members only one game overrides (issue 29).

    .venv/bin/python benchmarks/rules_members.py          # the counts
    .venv/bin/python benchmarks/rules_members.py --list   # and the single-game members, by game

A member is any name on ``Rules`` (its hook mixins included) but the dunders. A member
"only one game overrides" is set in the class body of one game's rules (or of a class
between it and ``Rules``), counting a map's variant (1824's Cisleithania) as a game of its
own: these are the candidates for mechanism objects (``Rules.MECHANISMS``, DESIGN.md §3).
"""

from __future__ import annotations

import argparse

from tresham.rules.base import Rules
from tresham.rules.games import MAP_RULES, REGISTRY


def overriders() -> dict[str, list[str]]:
    """Each member of ``Rules``: the games whose rules set it below ``Rules``."""
    games: dict[str, type[Rules]] = {**REGISTRY, **{f"{g}/{m}": cls for (g, m), cls in MAP_RULES.items()}}
    out: dict[str, list[str]] = {}
    for name in dir(Rules):
        if name.startswith("__") and name.endswith("__"):
            continue
        out[name] = []
        for game, cls in games.items():
            below = cls.__mro__[: cls.__mro__.index(Rules)]
            if any(name in klass.__dict__ for klass in below):
                out[name].append(game)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", action="store_true", help="list the members only one game overrides")
    args = ap.parse_args()
    table = overriders()
    single = {n: g[0] for n, g in table.items() if len(g) == 1}
    print(f"Rules members: {len(table)}")
    print(f"overridden by no game: {sum(1 for g in table.values() if not g)}")
    print(f"overridden by one game: {len(single)}")
    for game in sorted(set(single.values())):
        names = sorted(n for n, g in single.items() if g == game)
        print(f"  {game}: {len(names)}" + (f"  {' '.join(names)}" if args.list else ""))


if __name__ == "__main__":
    main()
