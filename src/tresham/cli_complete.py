"""Shell completion of what tresham's commands name: game ids, example ids and map ids.

click completes commands and options by itself; these give it the values. Turn completion on
in bash with ``eval "$(_TRESHAM_COMPLETE=bash_source tresham)"`` (``zsh_source`` and
``fish_source`` for the other shells; the README's "Shell completion" says where to put it).
A completion never fails: a game that does not load simply offers nothing.
"""

from __future__ import annotations

import click

from .errors import TreshamError


def game_ids(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """The ids of the bundled games and those in ``$TRESHAM_GAMES`` that start as typed."""
    from .data import available_games

    try:
        return [g for g in available_games() if g.startswith(incomplete.lower())]
    except TreshamError:
        return []


def example_ids(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """The bundled examples' ids (``1862/ex03-par``) that start as typed."""
    from .scenario import example_ids as all_examples

    try:
        return [e for e in all_examples() if e.startswith(incomplete)]
    except TreshamError:
        return []


def map_ids(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """The map ids of the game already named on the command line (``tresham build 18mag --map``)."""
    from .data import load_game

    game = ctx.params.get("game")
    if game is None:  # with the option's value still to come, click leaves the words unparsed
        game = next((a for a in ctx.args if not a.startswith("-")), None)
    if not isinstance(game, str):
        return []
    try:
        maps = load_game(game).maps
    except TreshamError:
        return []
    return [m for m in maps if m.startswith(incomplete)]
