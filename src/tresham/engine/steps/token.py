"""The token step: a company places a station token from its charter, paying its price.

The rules judge the placement (``rules.tokens.check_token``: a city of the hex as it lies
now, a free slot, one token per company and hex, and each game's own rules). The company
must still have a token on its charter and be able to pay for it: each token's price is on
the charter (``Company.tokens``, home first), unless the game's rules say otherwise.

A ``place_token`` names its city the way 18xx.games exports do (``"57-0-0"``, ``"C12-0-0"``:
tile or printed hex, copy, and the city's part index in the site's code for it) or, in
scenarios written by hand, as ``"<hex>-<city index>"`` (``"E12-1"``); ``rules.city_ids``
reads both.

Removing another company's station token (``remove_token``), where a game allows it, is
this step's too. 1840: a line may take a city corporation's token off the map for 40 G paid
to the bank; the token leaves the game, and the line may then place its own token there for
its charter's price (L2790-L2798, example L2800-L2812). Whose tokens may go, and for how
much, are the game's hooks (its ``rules.tokens.TokenRemoval``);
the remover's costs are paid from its payer's treasury (``State.payer``). ``remove_token``
names its city as ``place_token`` does and the ``slot`` of the token in that city, counted
in the order the tokens were placed.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import Action, PlaceToken, RemoveToken
from ...rules.board import Board, Token
from ...rules.tokens import TokenContext, check_token, removal_cost, removal_problem
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay, pay_with_event
from ..state import State
from .base import Step, acting, next_step, skipped, violation
from .cities import city_of


class TokenStep(Step):
    NAME = "token"
    ACTIONS = frozenset({"place_token", "remove_token"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, RemoveToken):
            return check_removal(state, action)
        assert isinstance(action, PlaceToken)
        company = action.tokener or action.entity
        where = city_of(state, action.city)
        if isinstance(where, str):
            return [violation(state, "token.no-city", where)]
        hex, city = where
        ctx = TokenContext(state.rules, state.board, company, hex, city, owners=state.ownership())
        out = check_token(state.rules, ctx)
        turn = state.rules.token_turn_problem(hex, state.lays)
        if turn is not None:
            out.append(violation(state, "token.turn", turn, hex))
        cs = state.companies.get(company)
        if cs is None:
            return [*out, violation(state, "token.company", f"{company} is not a company of this game", hex)]
        if cs.tokens <= 0:
            out.append(violation(state, "token.none-left", f"{company} has no station token left", hex))
        if not _may_place(state, company):
            out.append(
                violation(state, "token.no-director", f"{company} has no director to place its tokens", hex)
            )
        price = turn_token_price(state, company)
        payer = state.payer(company)
        if price > state.cash_of(payer):
            out.append(
                violation(
                    state,
                    "token.cannot-pay",
                    f"{payer} has {fmt(state, state.cash_of(payer))} and cannot pay "
                    f"{fmt(state, price)} for a station token",
                    hex,
                )
            )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, RemoveToken):
            return remove(state, action)
        assert isinstance(action, PlaceToken)
        company = action.tokener or action.entity
        if company not in state.companies:
            return skipped(state, action, f"{company!r} is not a company of this game")
        where = city_of(state, action.city)
        if isinstance(where, str):  # forced replay of a city we cannot find
            return state, [event("skipped", f"{company} places a token in an unknown city {action.city}")]
        hex, city = where
        price = turn_token_price(state, company)
        if state.rules.free_token_in_turn(state.lays, state.round.turn, state.setup.site):
            state = state.with_round(turn=(*state.round.turn, "bonus-token"))
        state = place(state, company, hex, city)
        cost = f" for {fmt(state, price)}" if price else ""
        events = [
            event(
                "token",
                f"{state.label(company)} places a station token in {hex}{cost}",
                company=company,
                hex=hex,
                city=city,
                cost=price,
            )
        ]
        payer = state.payer(company)
        for payee, amount in state.rules.token_payment(state.company_def(company), price):
            state, paid = pay_with_event(state, payer, payee, amount)
            events.append(paid)
        return state.with_round(turn=(*state.round.turn, "token")), events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        """A company with nothing to do here (no token on its charter, no money for the
        next one or, where the game says so, no city it may place one in, and no token it may
        remove) moves on, as 18xx.games skips the step."""
        cid = acting(state)
        cs = state.companies[cid]
        most = state.rules.TOKENS_PER_TURN
        if most is not None and state.round.turn.count("token") >= most:
            return next_step(state, self.NAME), []
        affordable = cs.tokens > 0 and token_price(state, cid) <= state.cash_of(state.payer(cid))
        # (the search for a city is made only for a company that could pay and place)
        if (
            affordable
            and _may_place(state, cid)
            and (not state.rules.TOKEN_STEP_SKIPS_WITHOUT_A_CITY or self._somewhere(state, cid))
        ):
            return None
        if can_remove_any(state, cid):
            return None
        return next_step(state, self.NAME), []

    def _somewhere(self, state: State, company: str) -> bool:
        """Whether some city of the map would take a token of ``company`` now."""
        from ..offers import token_places

        return any(not self.check(state, a) for a in token_places(state, company))


def _may_place(state: State, company: str) -> bool:
    comp = state.company_def(company)
    return state.director(company) is not None or not state.rules.TOKENS_NEED_DIRECTOR.get(comp.kind, False)


def place(state: State, company: str, hex: str, city: int) -> State:
    """``company``'s token goes down in ``city`` of ``hex``, off its charter (a home token
    takes its pending home's place on the board, and any token it displaces goes back to its
    company's charter)."""
    cs = state.companies[company]
    token = TokenContext(state.rules, state.board, company, hex, city).token
    board = state.board
    out = state.rules.displaced_by(board, token)
    if out is not None:  # 1862: a home token takes the place of the last token placed (L983-992)
        board = board.without_token(out)
    state = replace(state, board=board.with_token(token))
    if out is not None and out.company in state.companies:  # it goes back to its company
        state = state.update_company(out.company, tokens=state.companies[out.company].tokens + 1)
    return state.update_company(company, tokens=max(cs.tokens - 1, 0))


def place_home(state: State, company: str) -> tuple[State, list[Event]]:
    """A company's home token(s) go down where its charter or the map says (free of charge)."""
    events: list[Event] = []
    for hex, city in state.rules.homes(company):
        if any(t.company == company and t.hex == hex for t in state.board.tokens):
            continue
        state = place(state, company, hex, 0 if city is None else city)
        events.append(
            event("token", f"{state.label(company)} places its home token in {hex}", company=company, hex=hex)
        )
    return state, events


def turn_token_price(state: State, company: str) -> int:
    """The price of ``company``'s next station token in this turn: nothing where the turn's
    lays granted a free one (``Economy.free_token_in_turn``), else ``token_price``."""
    if state.rules.free_token_in_turn(state.lays, state.round.turn, state.setup.site):
        return 0
    return token_price(state, company)


def token_price(state: State, company: str) -> int:
    """The price of ``company``'s next station token: the next price on its charter, less
    what its director's cards take off (18 Lilliput's General)."""
    prices = state.company_def(company).tokens
    placed = sum(1 for t in state.board.tokens if t.company == company)
    if not prices:
        return 0
    return state.rules.token_cost_for(prices[min(placed, len(prices) - 1)], director_cards(state, company))


def director_cards(state: State, company: str) -> frozenset[str]:
    """The private cards (characters) of ``company``'s director."""
    director = state.director(company)
    return frozenset(state.privates_of(director)) if director is not None else frozenset()


# --------------------------------------------------------------------------- removing a token
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
    owner = state.company_def(token.company)
    why = removal_problem(state.rules, state.company_def(remover), owner, token.hex)
    if why:
        return [violation(state, "token.removal", why, token.hex)]
    cost = removal_cost(state.rules, state.company_def(remover))
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
    if removal_cost(state.rules, comp) > state.cash_of(state.payer(remover)):
        return False
    for token in (*state.board.tokens, *state.board.homes):
        if token.company == remover or token.company not in state.companies:
            continue
        owner = state.company_def(token.company)
        if removal_problem(state.rules, comp, owner, token.hex) is None:
            return True
    return False


def remove(state: State, action: RemoveToken) -> tuple[State, list[Event]]:
    remover = acting(state)
    token = token_in_slot(state, action)
    if isinstance(token, str):
        return skipped(state, action, token)
    cost = removal_cost(state.rules, state.company_def(remover))
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
