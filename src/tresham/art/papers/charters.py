"""Company charters: one 148 x 105 mm (A6 landscape) sheet per printed company, two-sided
where the game's company cards are (1862: chartered and non-chartered)."""

from __future__ import annotations

from ...model.game import CardSide, Company, GameDef
from ..component import Component
from ..drawing import Circle, Group, Style
from ..palette import INK
from .certificates import company_band, kind_label
from .common import (
    FOOT,
    GREY,
    LIGHT,
    THIN,
    background,
    box,
    fit_text,
    plain,
    printed_companies,
    short_title,
    text_block,
)

WIDTH, HEIGHT = 148.0, 105.0
BLEED = 3.0
BAND = 21.0
MARGIN = 6.0
TOKEN_R = 6.5  # holds a 12 mm token
TOKEN_STEP = 15.0
SLOT_W, SLOT_H, SLOT_STEP = 19.0, 11.0, 21.5


def train_limits(game: GameDef, company: Company) -> list[tuple[str, int, str]]:
    """(phase name, slots, words) for each phase in which the company has a train limit."""
    out = []
    for ph in game.phases:
        limit = ph.train_limit(company.kind)
        if limit is None:
            continue
        if limit.total is not None:
            out.append((ph.name, limit.total, f"{limit.total}"))
        elif limit.per_kind:  # limits per train type (1862)
            vals = set(limit.per_kind.values())
            n = max(vals)
            words = (
                f"{n} of each type"
                if len(vals) == 1
                else ", ".join(f"{v} {k}" for k, v in limit.per_kind.items())
            )
            out.append((ph.name, n, words))
    return out


def limit_summary(limits: list[tuple[str, int, str]]) -> str:
    """'4 (phases 2-3), 3 (4-5), 2 (6-10)': runs of equal limits with their phases."""
    runs: list[list] = []
    for name, _n, words in limits:
        if runs and runs[-1][2] == words:
            runs[-1][1] = name
        else:
            runs.append([name, name, words])
    if len(runs) == 1:
        return runs[0][2]
    parts = []
    for first, last, words in runs:
        span = first if first == last else f"{first}-{last}"
        parts.append(f"{words} ({span})")
    return "; ".join(parts)


def cert_summary(company: Company) -> str:
    parts = []
    for c in company.certificates:
        lab = f"{c.percent}%" + (" director" if c.director else "")
        parts.append(lab if c.count == 1 else f"{c.count} x {lab}")
    return " + ".join(parts)


def charter(game: GameDef, company: Company) -> Component:
    """The company's charter; a charter with two sides (1862) prints the second as its back."""
    sides: tuple[CardSide | None, ...] = company.charter_sides or (None,)
    faces = [charter_face(game, company, side) for side in sides]
    return Component(
        family="papers",
        kind="charter",
        name=f"{company.id} charter",
        width=WIDTH,
        height=HEIGHT,
        front=Group(tuple(faces[0]), role="charter"),
        back=Group(tuple(faces[1]), role="charter-back") if len(faces) > 1 else None,
        bleed=BLEED,
    )


def charter_face(game: GameDef, company: Company, side: CardSide | None) -> list:
    """One side of a charter: band, facts, tokens, train slots, treasury, then the side's own
    lines (``side``: its title replaces the kind's label) and the company's abilities."""
    W, H = WIDTH, HEIGHT
    items: list = [background(W, H, BLEED)]
    items += company_band(company, W, BAND, BLEED, disc_r=7.0)
    kind = side.title if side else kind_label(company.kind)
    items.append(fit_text(kind.upper(), W - MARGIN, BAND + 4.2, 2.6, 40, anchor="end", bold=True, fill=GREY))

    facts = []
    if company.home:
        facts.append("Home " + ", ".join(company.home))
    if company.par:
        facts.append(f"Par {game.money(company.par)}")
    if company.capital:
        facts.append(f"Capital {game.money(company.capital)}")
    if company.float_percent:
        facts.append(f"Floats at {company.float_percent}%")
    if company.certificates:
        facts.append(cert_summary(company))
    kind_w = 44.0
    if facts:
        items.append(fit_text("  ·  ".join(facts), MARGIN, BAND + 4.2, 2.8, W - 2 * MARGIN - kind_w))

    y = BAND + 7.5
    left_w = W - 2 * MARGIN - 40.0
    top_of_body = y

    # station tokens: a circle per token, cost inside (the home token says "Home"); a side
    # with tokens of its own (1862's chartered 3 at 60, non-chartered 2-7 at 40) draws those
    if side and side.tokens:
        costs: tuple[int, ...] = (side.token_cost,) * side.tokens
        count = str(side.tokens) if side.tokens_least == side.tokens else f"{side.tokens_least}-{side.tokens}"
        each = f" at {game.money(side.token_cost)} each" if side.token_cost else ""
        head = f"Station tokens: {count}{each}, home included"
    else:
        costs, head = company.tokens, "Station tokens"
    if costs:
        items.append(fit_text(head, MARGIN, y + 2.2, 2.4, left_w, bold=True))
        y += 3.6
        per_row = max(1, int((left_w + TOKEN_STEP - 2 * TOKEN_R) // TOKEN_STEP))
        for i, cost in enumerate(costs):
            row, col = divmod(i, per_row)
            cx = MARGIN + TOKEN_R + col * TOKEN_STEP
            cy = y + TOKEN_R + row * (2 * TOKEN_R + 2.0)
            chosen = bool(side and side.tokens and i >= side.tokens_least)  # the director's choice
            ring = Style(fill="#ffffff", stroke=INK, width=0.35, dash=(1.2, 0.8) if chosen else ())
            items.append(Circle(cx, cy, TOKEN_R, ring))
            home = i == 0 and (cost == 0 or bool(side and side.tokens))
            label = "Home" if home else (game.money(cost) if cost else "")
            items.append(fit_text(label, cx, cy, 2.6, TOKEN_R * 1.6, anchor="middle", middle=True, fill=GREY))
        rows = (len(costs) + per_row - 1) // per_row
        y += rows * (2 * TOKEN_R + 2.0) + 1.0

    # trains: numbered slots, as many as the largest train limit
    limits = train_limits(game, company)
    slots = max((n for _, n, _ in limits), default=0)
    if slots:
        head = "Trains: limit " + limit_summary(limits)
        items.append(fit_text(head, MARGIN, y + 2.2, 2.4, left_w, bold=True))
        y += 3.6
        per_row = max(1, int((left_w + SLOT_STEP - SLOT_W) // SLOT_STEP))
        for i in range(slots):
            row, col = divmod(i, per_row)
            x = MARGIN + col * SLOT_STEP
            sy = y + row * (SLOT_H + 2.0)
            items.append(box(x, sy, SLOT_W, SLOT_H, fill=LIGHT, stroke=GREY, dash=(1.0, 0.8), rx=1.0))
            items.append(
                fit_text(
                    str(i + 1),
                    x + SLOT_W / 2,
                    sy + SLOT_H / 2,
                    3.0,
                    SLOT_W - 2,
                    anchor="middle",
                    middle=True,
                    fill=GREY,
                )
            )
        rows = (slots + per_row - 1) // per_row
        y += rows * (SLOT_H + 2.0) + 1.0

    # treasury: the right column beside tokens and trains
    tx = W - MARGIN - 36.0
    th = max(y - top_of_body - 1.0, 22.0)
    items.append(box(tx, top_of_body, 36.0, th, fill=LIGHT, rx=1.5))
    items.append(fit_text("Treasury", tx + 18.0, top_of_body + 4.5, 3.0, 32.0, anchor="middle", bold=True))
    y = max(y, top_of_body + th + 2.0)

    # the side's lines and the abilities, wrapped into what is left
    foot = H - 4.0
    lines = [plain(a) for a in (side.text if side else ()) + company.abilities]
    if lines:
        texts, _ = text_block(lines, MARGIN, y, W - 2 * MARGIN, foot - 1.5 - y, 3.0, bullet=True)
        items += texts
    items.append(fit_text(short_title(game), MARGIN, H - 2.6, FOOT, 70, fill=GREY))
    if side:
        items.append(fit_text(f"{side.title} side", W - MARGIN, H - 2.6, FOOT, 40, anchor="end", fill=GREY))
    return items


def charters(game: GameDef) -> list[Component]:
    """One charter per printed company (majors, minors, coal railways, city lines ...)."""
    return [charter(game, c) for c in printed_companies(game)]


__all__ = ["charters", "charter", "train_limits", "limit_summary", "THIN"]
