"""Round pieces: station tokens, market markers, and the markers listed in cards.toml."""

from __future__ import annotations

import math
import re

from ...model.game import Card, Company, GameDef
from ..component import Component
from ..drawing import Circle, Group, Style
from ..palette import INK, PAPER
from ..proportions import ACROSS, city_slot_centres
from .common import (
    ASCENT,
    COLOR_WORDS,
    DESCENT,
    READ_MIN,
    THIN,
    accent,
    centred_label,
    colour_word,
    company_ink,
    fit_lines,
    fit_text,
    ink_on,
    printed_companies,
    text_lines,
)

TOKEN_D = 12.0  # the largest station token; they are sized to the slots (token_diameter)
MARKER_COMPANY_D = 14.0  # a company's price, order or revenue marker: fits a 15 mm space
TOKEN_BLEED = 1.5
SLOT_CLEARANCE = 0.4  # mm a station token leaves inside the smallest slot it must fill
MARKER_D = 16.0  # game markers with words on them (18Mag's no-train-sold, terrain ...)
DOUBLE_D = 20.0  # double-sided markers (18Mag's round indicators)


def _round_piece(
    d: float, bleed: float, fill: str, ring: str | None, label: str, ink: str, coin: bool = False
) -> Group:
    r = d / 2
    items: list = [Circle(r, r, r + bleed, Style(fill=fill))]
    if ring:
        items.append(Circle(r, r, r * 0.84, Style(stroke=ring, width=r * 0.14)))
    if coin:  # a market marker: a bright ring inside the edge
        items.append(Circle(r, r, r * 0.80, Style(stroke=ink, width=0.45)))
    inner = d * (0.62 if (ring or coin) else 0.70)
    items += centred_label(label, r, r, inner, inner, d * 0.42, ink)
    return Group(tuple(items), role="token")


def smallest_slot_mm(game: GameDef, across_mm: float = 38.1) -> float:
    """The diameter, in mm, of the smallest city slot on the game's tiles and map hexes, with
    tiles ``across_mm`` across the flats (map hexes are a little larger, so tiles decide)."""
    contents = [game.tiles[n].content for m in game.manifests.values() for n in m.side_names()]
    contents += [h.content for mp in game.maps.values() for h in mp.hexes.values()]
    slots = {c.slots for content in contents for c in content.cities}
    radius = min((city_slot_centres(n)[0] for n in slots), default=city_slot_centres(1)[0])
    return 2 * radius * across_mm / ACROSS


def token_diameter(game: GameDef, across_mm: float = 38.1) -> float:
    """A station token that fits every slot it must fill, 3- and 4-slot cities included
    (to a tenth of a millimetre, never above 12 mm)."""
    return min(TOKEN_D, math.floor((smallest_slot_mm(game, across_mm) - SLOT_CLEARANCE) * 10) / 10)


def has_market_price(company: Company) -> bool:
    return any(c.percent < 100 for c in company.certificates)


def station_tokens(game: GameDef, company: Company, across_mm: float = 38.1) -> list[Component]:
    """One token per station token of the company, and its spares (18Mag's minors' fourth)."""
    d = token_diameter(game, across_mm)
    ink = company_ink(company)
    ring = accent(company)
    if company.color.lower() in ("#ffffff", "#fff"):
        ring = INK
    used = len(company.tokens)
    n = used + company.spare_tokens
    art = _round_piece(d, TOKEN_BLEED, company.color, ring, company.id, ink)
    out = []
    for i in range(n):
        home = " (home)" if i == 0 and company.home else ""
        spare = " (spare)" if i >= used else ""
        out.append(
            Component(
                family="papers",
                kind="token",
                name=f"{company.id} station token {i + 1}/{n}{home}{spare}",
                width=d,
                height=d,
                front=art,
                bleed=TOKEN_BLEED,
                shape="circle",
                symbol=f"token-{game.id}-{company.id}",
            )
        )
    return out


def marker_words(company: Company) -> tuple[str, ...]:
    """The company's markers: as the data lists them, else a share-price marker if it has one."""
    if company.markers is not None:
        return company.markers
    return ("price",) if has_market_price(company) else ()


def company_markers(game: GameDef, company: Company) -> list[Component]:
    """One MARKER_COMPANY_D marker per word of ``marker_words``: the company's id over what it
    marks (price, order, revenue ...)."""
    ink = company_ink(company)
    d = MARKER_COMPANY_D
    r = d / 2
    out = []
    for word in marker_words(company):
        items: list = [Circle(r, r, r + TOKEN_BLEED, Style(fill=company.color))]
        ring = accent(company)
        if ring:
            items.append(Circle(r, r, r * 0.9, Style(stroke=ring, width=r * 0.1)))
        items.append(Circle(r, r, r * 0.82, Style(stroke=ink, width=0.45)))
        items += centred_label(company.id, r, r * 0.8, d * 0.64, d * 0.42, d * 0.3, ink)
        items.append(fit_text(word, r, r * 1.5, 2.4, d * 0.66, anchor="middle", fill=ink, min_size=READ_MIN))
        out.append(
            Component(
                family="papers",
                kind="company-marker",
                name=f"{company.id} {word} marker",
                width=d,
                height=d,
                front=Group(tuple(items), role="token"),
                bleed=TOKEN_BLEED,
                shape="circle",
            )
        )
    return out


def marker_size(d: float, *titles: str) -> float:
    """``d``, or larger (in 2 mm steps, up to 30 mm) until every title reads at 6 pt or more."""
    while d < 30.0 and any(
        fit_lines(t, d * 0.68, d * 0.6, d * 0.16, max_lines=4, bold=True)[1] < READ_MIN for t in titles
    ):
        d += 2.0
    return d


def _marker_face(d: float, fill: str, title: str) -> Group:
    r = d / 2
    ink = ink_on(fill)
    items: list = [
        Circle(r, r, r + TOKEN_BLEED, Style(fill=fill)),
        Circle(r, r, r - 0.6, Style(stroke=ink, width=THIN)),
    ]
    box_w = d * 0.68
    lines, size = fit_lines(title, box_w, d * 0.6, d * 0.16, max_lines=4, bold=True)
    h = size * (0.76 + 0.24 + (len(lines) - 1) * 1.18)
    items += text_lines(lines, r, r - h / 2, size, anchor="middle", bold=True, fill=ink)
    return Group(tuple(items), role="marker")


def _short_face(d: float, fill: str, short: str, under: str) -> Group:
    """A round piece of a fixed size whose title cannot read there: its ``short`` name large
    and ``under`` (a hex, say) beneath it, both sized by the diameter (8-40 mm: 6 pt or more)."""
    r = d / 2
    ink = ink_on(fill)
    items: list = [
        Circle(r, r, r + TOKEN_BLEED, Style(fill=fill)),
        Circle(r, r, r - 0.6, Style(stroke=ink, width=THIN)),
    ]
    lines, size = fit_lines(short, d * 0.64, d * 0.34, d * 0.34, max_lines=1, bold=True)
    top = r - size * (ASCENT + DESCENT) * (0.75 if under else 0.5)
    items += text_lines(lines, r, top, size, anchor="middle", bold=True, fill=ink)
    if under:
        items.append(
            fit_text(under, r, r + d * 0.3, d * 0.2, d * 0.5, anchor="middle", fill=ink, min_size=READ_MIN)
        )
    return Group(tuple(items), role="marker")


def card_colour(card: Card) -> str | None:
    """The fill the data gives a piece: a colour word or #rrggbb."""
    if not card.color:
        return None
    return COLOR_WORDS.get(card.color.lower(), card.color)


def _side_title(text: str, fallback: str) -> str:
    """'Green side. Set-up: ...' -> 'Green side'; else the fallback."""
    m = re.match(r"\s*([^.:;]{1,28}?\bside)\b", text, re.I)
    return m.group(1) if m else fallback


def card_markers(game: GameDef, card: Card) -> list[Component]:
    """A card entry of kind 'token' or 'marker' as round pieces, ``count`` copies."""
    out = []
    if card.kind == "marker":
        f_fill = colour_word(card.text) or "#ffffff"
        b_fill = colour_word(card.alt_text) or f_fill
        title = re.sub(r"\s*\(.*?\)", "", card.title).split(":")[0]
        f_title = f"{title}: {_side_title(card.text, 'front')}"
        b_title = f"{title}: {_side_title(card.alt_text, 'back')}"
        d = marker_size(DOUBLE_D, f_title, b_title)
        front = _marker_face(d, f_fill, f_title)
        back = _marker_face(d, b_fill, b_title) if card.alt_text else None
    else:
        fill = card_colour(card) or colour_word(card.title) or "#ffffff"
        d = card.diameter or marker_size(MARKER_D, card.title)
        if card.short:
            front = _short_face(d, fill, card.short, card.text)
        else:
            front = _marker_face(d, fill, card.title)
        back = None
    for i in range(card.count):
        out.append(
            Component(
                family="papers",
                kind="marker",
                name=f"{card.title} {i + 1}/{card.count}",
                width=d,
                height=d,
                front=front,
                back=back,
                bleed=TOKEN_BLEED,
                shape="circle",
                symbol=f"marker-{game.id}-{card.id}",  # copies share one drawing
            )
        )
    return out


def tokens(game: GameDef, across_mm: float = 38.1) -> list[Component]:
    """Station tokens (one per token, sized to fit tiles ``across_mm`` across the flats), each
    company's markers, the data's tokens and markers."""
    out: list[Component] = []
    companies = printed_companies(game)
    for c in companies:
        out += station_tokens(game, c, across_mm)
    for c in companies:
        out += company_markers(game, c)
    for card in game.cards:
        if card.kind in ("token", "marker"):
            out += card_markers(game, card)
    return out


__all__ = ["tokens", "station_tokens", "company_markers", "card_markers", "PAPER"]
