"""Station tokens: judging one placement, with hooks of the same shape as the lay checks.

A token goes on a city of the hex as it lies at that moment (the laid tile, else the
printed hex), in a free slot, and a company has at most one token per hex. Its first token
is its home (base) token, placed on its printed home (or anywhere, in a game without printed
homes: 18 Lilliput's founding, L270). Every later token must be reachable from one of the
company's stations by a legal route that does not pass a city other companies have filled
(``token.connection``; 18Mag L528-529, 1824 L608, 1840 L2772-2780, 1862 L1340-1342,
18 Lilliput L284). Where a game keeps a home free for a company that has not placed its
home token yet (1824 L609, 1840 L2782-2788), no other company may take the last free slot
there (``token.reserved``). Where a game lets a company take another's token off first
(1840: a line removes a city corporation's for 40 G, L2790-2798), the placement names the
token it removes, and the removal is judged before the placement (``token.removal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from ..model.game import Company, GameDef, MapDef
from ..model.tile import Content
from .board import Board, Token
from .lay import Mode
from .lazy import lazy
from .network import reaches, stations
from .ownership import NOBODY, Ownership
from .violation import Violation
from .walk import city_node

if TYPE_CHECKING:
    from .base import Rules

HomeStart = Literal["token", "pending", "none"]
"""How a company's home starts a game: its ``token`` is on the map from the start (18Mag's
chosen minors, L390; 1840's city corporations, L521-525), it is ``pending`` until the
company places it when it first operates, or the company is out of play (``none``)."""


class TokenContext:
    """One token placement: the board before it, the company, the hex and the city index."""

    def __init__(
        self,
        rules: Rules,
        board: Board,
        company: str,
        hex: str,
        city: int = 0,
        *,
        owners: Ownership = NOBODY,
        mode: Mode = "play",
    ) -> None:
        """``mode="replay"`` judges a recorded token by the slot rules only: the site has
        judged its connection and the homes kept free (``Rules.REPLAY_SKIPS``)."""
        self.rules = rules
        self.mode = mode
        self.board = board
        self.company = company
        self.hex = hex
        self.city = city
        self.owners = owners

    @lazy
    def content(self) -> Content:
        return self.board.content(self.hex)

    @lazy
    def here(self) -> tuple[Token, ...]:
        """The tokens already on the hex."""
        return self.board.tokens_at(self.hex)

    @lazy
    def home(self) -> bool:
        """Whether this is the company's home token: on a home of its not placed yet, or its
        first token in a game that prints no home for it."""
        pending = self.board.pending_homes(self.company)
        if any(h.hex == self.hex and h.city in (-1, self.city) for h in pending):
            return True
        if pending or self.board.tokens_of(self.company):
            return False
        return not self.rules.homes(self.company)

    @lazy
    def token(self) -> Token:
        return Token(self.company, self.hex, self.city, self.home)


def check_token(rules: Rules, ctx: TokenContext) -> list[Violation]:
    """Every rule the placement breaks; a gate (no such hex or city) stops the judging."""
    checks = rules.checks
    for rule, hook in checks.token_gates:
        if why := hook(ctx):
            return [rules.violation(rule, why, ctx.hex)]
    asked = checks.tokens if ctx.mode == "play" else checks.replay_tokens
    return [rules.violation(rule, why, ctx.hex) for rule, hook in asked if (why := hook(ctx))]


class TokenRemoval:
    """The mechanism of a game in which a company may take another's station token off the
    map (1840's lines, L2790-L2798): which tokens, and the fee to the bank. The game sets one
    in ``Rules.MECHANISMS``; in a game without one tokens are never removed. The kind has no
    behaviour of its own."""

    def problem(self, remover: Company, owner: Company, hex: str) -> str | None:
        """Why ``remover`` may not take ``owner``'s token off ``hex`` (None: it may)."""
        raise NotImplementedError

    def cost(self, remover: Company) -> int:
        """What ``remover`` pays the bank to take a token off."""
        raise NotImplementedError


def removal_problem(rules: Rules, remover: Company, owner: Company, hex: str) -> str | None:
    """Why ``remover`` may not take ``owner``'s token off ``hex`` (the game's ``TokenRemoval``)."""
    removal = rules.find(TokenRemoval)
    if removal is None:
        return "station tokens are never removed in this game"
    return removal.problem(remover, owner, hex)


def removal_cost(rules: Rules, remover: Company) -> int:
    """What removing another company's token costs ``remover`` (paid to the bank)."""
    removal = rules.find(TokenRemoval)
    return 0 if removal is None else removal.cost(remover)


def check_removal(rules: Rules, board: Board, token: Token, removes: str) -> Violation | Token:
    """Judge ``token``'s company taking ``removes``'s token off the same city before placing
    ``token`` (the game's ``TokenRemoval``): the violation if it may not, else the
    token it takes off."""
    here = [t for t in board.tokens_at(token.hex) if t.company == removes and t.city == token.city]
    remover, owner = rules.company(token.company), rules.company(removes)
    if not here or remover is None or owner is None:
        why: str | None = f"{removes} has no token in city {token.city} of {token.hex} to remove"
    else:
        why = removal_problem(rules, remover, owner, token.hex)
    return rules.violation("token.removal", why, token.hex) if why else here[0]


def token_price(rules: Rules, board: Board, company: str, owners: Ownership = NOBODY) -> int:
    """What ``company``'s next station costs: the next price on its charter, counting the
    tokens it has on the board (its home one, inherited ones), less what its director's cards
    take off (18 Lilliput's General). 1824 L606, 18Mag L526, 1862 L1333-1334 (paid earlier),
    18 Lilliput L281."""
    comp = rules.company(company)
    prices = comp.tokens if comp is not None else ()
    if not prices:
        return 0
    placed = len(board.tokens_of(company))
    who = owners.director(company)
    cards = frozenset(who.owns) if who is not None else frozenset()
    return rules.token_cost_for(prices[min(placed, len(prices) - 1)], cards)


def homes_on_map(mp: MapDef) -> dict[str, list[tuple[str, int | None]]]:
    """Company -> (hex, city index) of the homes printed on the map."""
    out: dict[str, list[tuple[str, int | None]]] = {}
    for name, h in mp.hexes.items():
        cities = dict(h.home_city)
        for c in h.home:
            out.setdefault(c, []).append((name, cities.get(c)))
    return out


def home_of(
    game: GameDef, mp: MapDef, printed: dict[str, list[tuple[str, int | None]]], cid: str
) -> list[tuple[str, int | None]]:
    """A company's home stations: those printed on the map, else those its charter names."""
    comp = game.company(cid)
    found = printed.get(cid)
    if found:
        return [(h, c if c is not None else (comp.home_city if comp else None)) for h, c in found]
    if comp is None or not mp.bounded:
        return []
    return [(h, comp.home_city) for h in comp.home if h in mp.hexes]


def start_tokens(rules: Rules, owners: Ownership) -> tuple[tuple[Token, ...], tuple[Token, ...]]:
    """The tokens on the map when play starts, and the homes still pending."""
    placed: list[Token] = []
    pending: list[Token] = []
    for c in rules.game.companies:
        start = rules.home_start(c.id, owners)
        for hex, city in rules.homes(c.id):
            if start == "none":
                continue
            if start == "token" and city is None and len(rules.map.hexes[hex].content.cities) == 1:
                city = 0
            if start == "token" and city is not None:
                placed.append(Token(c.id, hex, city, home=True))
            else:
                pending.append(Token(c.id, hex, -1 if city is None else city))
    return tuple(placed), tuple(pending)


def restates_home(start: Board, board: Board, company: str, hex: str, city: int) -> bool:
    """Whether a token written out for a position is a home token the game set out at the
    start (on ``start``) and still on ``board``: it is not placed a second time. A tile laid
    since may have moved it to another city of its hex (18Mag's first OO tile puts it in the
    city with track): written in the city it was set out in, it is still the same token."""
    set_out = start.tokens_at(hex)
    if not set_out:
        return False  # (no token was set out there)
    token = Token(company, hex, city)
    if not any(t == token and t.home for t in set_out):
        return False
    return any(t.company == company and t.home for t in board.tokens_at(hex))


def home_city_now(start: Board, board: Board, company: str, hex: str, city: int) -> int:
    """The city of ``hex`` a token written in ``city`` stands in on ``board``: where the
    company's home still waiting there was set out in ``city`` on ``start`` and a tile laid
    since moved it (18Mag's first OO tile), the city it moved to; else ``city``."""
    was = [h for h in start.pending_homes(company) if h.hex == hex and h.city == city]
    now = [h for h in board.pending_homes(company) if h.hex == hex]
    return now[0].city if was and len(now) == 1 else city


def off_map_problem(ctx: TokenContext) -> str | None:
    return None if ctx.board.on_map(ctx.hex) else f"{ctx.hex} is not a hex of this map"


def no_city_problem(ctx: TokenContext) -> str | None:
    have = len(ctx.content.cities)
    if 0 <= ctx.city < have:
        return None
    return f"{ctx.hex} has {have} {'city' if have == 1 else 'cities'}, no city {ctx.city}"


def same_hex_problem(ctx: TokenContext) -> str | None:
    """A company has at most one station in a hex."""
    if any(t.company == ctx.company for t in ctx.here):
        return f"{ctx.company} already has a station in {ctx.hex}"
    return None


def full_problem(ctx: TokenContext) -> str | None:
    """Every slot of the city already holds a token."""
    used = sum(1 for t in ctx.here if t.city == ctx.city)
    if used >= ctx.content.cities[ctx.city].slots:
        return f"city {ctx.city} of {ctx.hex} has no free slot"
    return None


def connection_problem(ctx: TokenContext) -> str | None:
    """A token after the home token is reachable from one of the company's stations."""
    if ctx.home:
        return None
    if not stations(ctx.board, ctx.company):
        return f"{ctx.company} has no station yet, and {ctx.hex} is not its home"
    if reaches(ctx.board, ctx.company, ctx.rules.traversable, ctx.hex, node=city_node(ctx.city)):
        return None
    return (
        f"no route of {ctx.company} reaches city {ctx.city} of {ctx.hex} from its stations "
        "without passing a city full of other companies' tokens"
    )


def reserved_problem(ctx: TokenContext) -> str | None:
    """A token may not take a slot kept for another company's home (where the game keeps one).

    A home printed in one city keeps a slot of that city; a home whose city is not known
    keeps one slot of the hex among the cities no other home names."""
    if ctx.home:
        return None
    waiting = [
        h
        for h in ctx.board.homes
        if h.hex == ctx.hex and h.company != ctx.company and ctx.rules.reserves_home(h.company)
    ]
    if not waiting:
        return None
    cities = ctx.content.cities
    free = [c.slots for c in cities]
    for t in (*ctx.here, ctx.token):
        if 0 <= t.city < len(free):
            free[t.city] -= 1
    named = {h.city for h in waiting if h.city >= 0}
    short = [h for h in waiting if h.city == ctx.city and free[ctx.city] < 1]
    loose = {h.company: h for h in waiting if h.city < 0}
    if loose and sum(f for i, f in enumerate(free) if i not in named) < len(loose):
        short += loose.values()
    if not short:
        return None
    who = ", ".join(sorted({h.company for h in short}))
    return f"{ctx.hex} is the home of {who}, whose home token is not placed yet: a slot there is kept for it"


__all__ = ["HomeStart", "TokenContext", "check_token", "restates_home", "start_tokens", "token_price"]
