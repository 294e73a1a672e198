"""Removing another company's station token (``remove_token``), where a game allows it.

1840: a line may take a city corporation's token off the map for 40 G paid to the bank;
the token leaves the game, and the line may then place its own token there for its
charter's price (L2790-L2798, example L2800-L2812). Whose tokens may go, and for how much,
are the game's hooks (``Economy.token_removal_problem``, ``Economy.token_removal_cost``);
the remover's costs are paid from its payer's treasury (``State.payer``).

``remove_token`` names its city as ``place_token`` does (``"<hex>-<city index>"``) and the
``slot`` of the token in that city, counted in the order the tokens were placed.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import RemoveToken
from ...rules.board import Board, Token
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay
from ..state import State
from .base import acting, skipped, violation
from .cities import city_of


def token_in_slot(state: State, action: RemoveToken) -> Token | str:
    where = city_of(state, action.city)
    if isinstance(where, str):
        return where
    hex, city = where
    board = state.board
    here = [t for t in (*board.tokens, *board.homes) if t.hex == hex and t.city == city]
    if not 0 <= action.slot < len(here):
        return f"there is no token in slot {action.slot} of {hex} city {city}"
    return here[action.slot]


def check_removal(state: State, action: RemoveToken) -> list[Violation]:
    remover = acting(state)
    token = token_in_slot(state, action)
    if isinstance(token, str):
        return [violation(state, "token.no-city", token)]
    why = state.rules.token_removal_problem(
        state.company_def(remover), state.company_def(token.company), token.hex
    )
    if why:
        return [violation(state, "token.removal", why, token.hex)]
    cost = state.rules.token_removal_cost(state.company_def(remover))
    payer = state.payer(remover)
    if cost > state.cash_of(payer):
        return [
            violation(
                state,
                "token.cannot-pay",
                f"{payer} has {fmt(state, state.cash_of(payer))} and cannot pay {fmt(state, cost)} "
                f"to remove {token.company}'s token",
                token.hex,
            )
        ]
    return []


def can_remove_any(state: State, remover: str) -> bool:
    """Whether ``remover`` may take some token off the map now (its game allows it, and its
    payer has the money)."""
    comp = state.company_def(remover)
    if state.rules.token_removal_cost(comp) > state.cash_of(state.payer(remover)):
        return False
    for token in (*state.board.tokens, *state.board.homes):
        if token.company == remover or token.company not in state.companies:
            continue
        owner = state.company_def(token.company)
        if state.rules.token_removal_problem(comp, owner, token.hex) is None:
            return True
    return False


def remove(state: State, action: RemoveToken) -> tuple[State, list[Event]]:
    remover = acting(state)
    token = token_in_slot(state, action)
    if isinstance(token, str):
        return skipped(state, action, token)
    cost = state.rules.token_removal_cost(state.company_def(remover))
    payer = state.payer(remover)
    state = pay(state, payer, "bank", cost)
    board = state.board
    tokens = list(board.tokens)
    if token in tokens:
        tokens.remove(token)
    # the owner's home there (a station set out at the start) goes with it
    homes = tuple(h for h in board.homes if not (h.company == token.company and h.hex == token.hex))
    state = replace(state, board=Board(board.map, dict(board.tiles), tuple(tokens), homes))
    return state, [
        event(
            "token",
            f"{state.label(remover)} removes {token.company}'s token from {token.hex}, paying "
            f"{fmt(state, cost)} to the bank{_from(remover, payer)}; the token leaves the game",
            company=remover,
            removed=token.company,
            hex=token.hex,
            cost=cost,
        )
    ]


def _from(remover: str, payer: str) -> str:
    return "" if payer == remover else f" from {payer}'s treasury"
