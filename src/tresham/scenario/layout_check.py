"""``check_layout``: run a layout's lays and tokens through the rules, in order, and report.

Each lay is judged on the board as it stands, within its turn (lays that share a ``turn``
number are one company's turn and share its lay slots). The report keeps every verdict;
the board after the layout is what ``legal`` and ``routes`` start from.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import CoordinateError, LayoutError
from ..model.frozen import quick_init
from ..rules.base import Rules
from ..rules.board import Board, Token
from ..rules.games import rules_for
from ..rules.lay import LayContext, LayResult, Mode, TurnState, judge_lay
from ..rules.legal import legal_on, why_none_on
from ..rules.tokens import TokenContext, check_removal, check_token, removal_cost, restates_home, token_price
from ..rules.violation import Violation
from .layout import Layout, LayoutItem

NO_LAYS = TurnState()  # a turn before its first lay (immutable: shared)


@quick_init
@dataclass(frozen=True)
class TokenResult:
    """The verdict on one token of a layout: the token as placed (or refused), why not, and
    the board after it."""

    index: int
    token: Token
    violations: tuple[Violation, ...] = ()
    board: Board | None = field(default=None, compare=False, repr=False)
    cost: int = 0  # the charter's price of this station (the home one is free), and the fee
    removed: Token | None = None  # the token taken off the city first
    fee: int = 0  # what taking it off costs (part of ``cost``)

    @property
    def ok(self) -> bool:
        return not self.violations


@dataclass
class Report:
    """The verdicts on a layout: one ``LayResult`` per lay and one ``TokenResult`` per token
    (each in order; ``order`` interleaves them as the file does), and the board after the
    last item, which holds only what was accepted."""

    layout: Layout
    rules: Rules
    board: Board
    lays: list[LayResult]
    tokens: list[TokenResult] = field(default_factory=list)
    order: list[tuple[str, int]] = field(default_factory=list)

    @property
    def violations(self) -> list[Violation]:
        return [v.at(i) for i, r in enumerate(self.lays) for v in r.violations]

    @property
    def token_violations(self) -> list[Violation]:
        return [v for t in self.tokens for v in t.violations]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.lays) and all(t.ok for t in self.tokens)

    @property
    def token_cost(self) -> int:
        """What the accepted tokens cost."""
        return sum(t.cost for t in self.tokens if t.ok)

    @property
    def total_cost(self) -> int:
        """What the accepted lays and tokens cost."""
        return sum(r.cost for r in self.lays if r.ok) + self.token_cost

    def board_dict(self) -> dict[str, dict[str, object]]:
        out: dict[str, dict[str, object]] = {}
        for hex, placed in self.board.tiles.items():
            entry: dict[str, object] = {"tile": placed.tile.name, "rotation": placed.rotation}
            if placed.copy is not None:
                entry["copy"] = placed.copy
            out[hex] = entry
        return out

    def to_dict(self) -> dict[str, object]:
        violations = [v.to_dict() for v in self.violations]
        for v in self.token_violations:
            d = v.to_dict()
            d["item"] = "token"
            violations.append(d)
        return {
            "ok": self.ok,
            "game": self.layout.game.id,
            "lays": len(self.lays),
            "violations": violations,
            "costs": [lay_dict(i, r) for i, r in enumerate(self.lays)],
            "token_costs": [
                {
                    "index": i,
                    "hex": t.token.hex,
                    "company": t.token.company,
                    "cost": t.cost,
                    "ok": t.ok,
                    **({"removes": t.removed.company} if t.removed else {}),
                }
                for i, t in enumerate(self.tokens)
            ],
            "total_cost": self.total_cost,
            "board": self.board_dict(),
            "tokens": [{"hex": t.hex, "company": t.company, "city": t.city} for t in self.board.tokens],
        }

    def to_text(self, name: str) -> list[str]:
        """The report as a player reads it: every lay and token in file order with what it
        costs and why it is refused, then a one-line summary."""
        game = self.layout.game
        lines = [
            f"{name}: {game.title}, {_count(len(self.lays), 'lay')}, {_count(len(self.tokens), 'token')}"
        ]
        for kind, i in self.order:
            if kind == "lay":
                r = self.lays[i]
                who = f" by {r.company}" if r.company else ""
                cost = f"  {game.money(r.cost)}" if r.cost else ""
                lines.append(
                    f"  {_mark(r.ok)} lay {i:<3} {r.hex:<6} {r.tile.name}@{r.action.rotation}{who}{cost}"
                )
                for c in r.costs:
                    lines.append(f"        cost {game.money(c.amount)}: {c.reason} [{c.source}]")
            else:
                t = self.tokens[i]
                tk = t.token
                cost = f"  {game.money(t.cost)}" if t.cost else ""
                lines.append(f"  {_mark(t.ok)} token {i:<2} {tk.hex:<6} city {tk.city} by {tk.company}{cost}")
                if t.removed is not None:
                    gone, fee = t.removed.company, game.money(t.fee)
                    lines.append(f"        first takes {gone}'s token off city {tk.city} ({fee} to the bank)")
            for v in r.violations if kind == "lay" else t.violations:
                lines.append(f"        {v.rule}: {v.message} [{v.source}]")
        lines.append(self.summary())
        return lines

    def summary(self) -> str:
        cost = self.layout.game.money(self.total_cost)
        if self.ok:
            lays, tokens = _count(len(self.lays), "lay"), _count(len(self.tokens), "token")
            return f"legal: {lays} and {tokens}, total cost {cost}"
        bad_lays = sum(1 for r in self.lays if not r.ok)
        bad_tokens = sum(1 for t in self.tokens if not t.ok)
        n = len(self.violations) + len(self.token_violations)
        return (
            f"illegal: {bad_lays} of {_count(len(self.lays), 'lay')} and {bad_tokens} of "
            f"{_count(len(self.tokens), 'token')} refused ({_count(n, 'violation')}); "
            f"the accepted lays{' and tokens' if self.token_cost else ''} cost {cost}"
        )


def _mark(ok: bool) -> str:
    return "ok " if ok else "BAD"


def _count(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def lay_dict(index: int, r: LayResult) -> dict[str, object]:
    """One lay's line of the JSON report."""
    return {
        "index": index,
        "hex": r.hex,
        "tile": r.tile.name,
        "rotation": r.action.rotation,
        "company": r.company,
        "upgrade": r.upgrade,
        "cost": r.cost,
        "costs": [c.to_dict() for c in r.costs],
        "ok": r.ok,
    }


def check_layout(layout: Layout, *, force: bool = False, start: Board | None = None) -> Report:
    """Judge every lay and token of ``layout`` in order.

    An illegal lay or token is refused, as a real game would refuse it: it is reported and
    the next ones see the board without it, so one mistake does not cascade. With ``force``
    every item is applied even when it breaks a rule, as a recorded game would have it.
    ``start`` is the board the layout continues from (by default the game's start).
    """
    rules = rules_for(layout.game, layout.map)
    if start is None:
        start = rules.new_board(layout.owners, set_out=not layout.record)
    board = first = start
    force = force or layout.record
    mode: Mode = "replay" if layout.record else "play"
    phase = layout.phase
    colors = rules.phase_colors(phase)  # the tile colours the phase allows
    turns: dict[int, TurnState] = {}
    results: list[LayResult] = []
    tokens: list[TokenResult] = []
    order: list[tuple[str, int]] = []
    for item in layout.items:
        action = item.action
        if isinstance(action, Token):
            order.append(("token", len(tokens)))
            if restates_home(first, board, action.company, action.hex, action.city):  # set out at start
                tokens.append(TokenResult(item.index, action))
                continue
            refused, cleared, removed, fee = _removal(rules, board, action, item.removes)
            ctx = TokenContext(
                rules, cleared, action.company, action.hex, action.city, owners=layout.owners, mode=mode
            )
            found = tuple(v.at(item.index) for v in (*refused, *check_token(rules, ctx)))
            price = token_price(rules, cleared, action.company, layout.owners) + fee
            if force or not found:
                board = cleared
                if (out := rules.displaced_by(board, ctx.token)) is not None:
                    board = board.without_token(out)
                board = board.with_token(ctx.token)
            tokens.append(TokenResult(item.index, ctx.token, found, board, price, removed, fee))
            continue
        if item.phase is not None and item.phase != phase:
            phase = item.phase
            colors = rules.phase_colors(phase)
        order.append(("lay", len(results)))
        result = _judge(rules, board, item, colors, turns, layout, force, mode)
        results.append(result)
        if (force or result.ok) and result.board is not None:
            board = result.board
    return Report(layout, rules, board, results, tokens, order)


def _removal(
    rules: Rules, board: Board, token: Token, removes: str | None
) -> tuple[list[Violation], Board, Token | None, int]:
    """A placement that first takes ``removes``'s token off its city: the refusal, or the
    board without that token, the token removed and the fee (1840 L2790-2798)."""
    if removes is None:
        return [], board, None, 0
    found = check_removal(rules, board, token, removes)
    if isinstance(found, Violation):
        return [found], board, None, 0
    remover = rules.company(token.company)
    fee = removal_cost(rules, remover) if remover is not None else 0
    return [], board.without_token(found), found, fee


def _judge(
    rules: Rules,
    board: Board,
    item: LayoutItem,
    colors: tuple[str, ...] | None,
    turns: dict[int, TurnState],
    layout: Layout,
    force: bool,
    mode: Mode,
) -> LayResult:
    action = item.action
    assert not isinstance(action, Token)
    tile, copy = rules.resolve_tile(action.tile)
    turn = turns.get(item.turn, NO_LAYS) if item.turn is not None and mode == "play" else None
    ctx = LayContext(
        rules,
        board,
        action,
        tile,
        copy,
        phase_colors=colors,
        turn=turn,
        owners=layout.owners,
        variants=layout.variants,
        mode=mode,
    )
    result = judge_lay(rules, ctx)
    if item.turn is not None and turn is not None and (result.ok or force):
        turns[item.turn] = turn.after(result)  # a refused lay uses none of the turn's lays
    return result


def legal_lays(layout: Layout, hex: str, company: str | None = None) -> list[LayResult]:
    """Legal lays on ``hex`` after every lay of ``layout``, in its last phase.

    ``hex`` may be written in lower case (``e12``); a company id is matched ignoring case."""
    report, hex, company = _on_hex(layout, hex, company)
    return legal_on(
        report.rules,
        report.board,
        hex,
        phase_colors=report.rules.phase_colors(layout.last_phase),
        company=company,
        owners=layout.owners,
        variants=layout.variants,
    )


def why_no_lay(
    layout: Layout, hex: str, company: str | None = None
) -> list[tuple[Violation, tuple[str, ...]]]:
    """Why ``legal_lays`` finds nothing on ``hex``: each rule with the tiles it stops
    (``rules.legal.why_none_on``)."""
    report, hex, company = _on_hex(layout, hex, company)
    return why_none_on(
        report.rules,
        report.board,
        hex,
        phase_colors=report.rules.phase_colors(layout.last_phase),
        company=company,
        owners=layout.owners,
        variants=layout.variants,
    )


def _on_hex(layout: Layout, hex: str, company: str | None) -> tuple[Report, str, str | None]:
    """The checked layout, the hex by its printed name and the company by its id."""
    report = check_layout(layout)
    rules = report.rules
    try:
        hex = layout.map.hex_named(hex)
    except CoordinateError as exc:
        raise LayoutError(f"--hex: {exc}") from None
    if company is not None:
        found = next((c.id for c in rules.game.companies if c.id.lower() == company.lower()), None)
        if found is None:
            known = ", ".join(c.id for c in rules.game.companies)
            raise LayoutError(
                f"--company: {rules.game.title} has no company {company!r} (companies: {known})"
            )
        company = found
    return report, hex, company
