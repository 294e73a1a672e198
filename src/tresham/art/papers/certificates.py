"""Share certificates: one 88 x 63 mm landscape card per physical certificate."""

from __future__ import annotations

from ...model.game import CardSide, Certificate, Company, GameDef
from ..component import Component
from ..drawing import Circle, Group, Rect, Style
from ..palette import INK, PAPER, luminance
from .common import (
    FOOT,
    GREY,
    THIN,
    accent,
    background,
    border,
    box,
    company_ink,
    disc,
    display_name,
    fit_lines,
    fit_text,
    ink_on,
    plain,
    printed_companies,
    short_title,
    text_block,
    text_lines,
)

WIDTH, HEIGHT = 88.0, 63.0
BLEED = 3.0
BAND = 18.0
MARGIN = 4.0

KIND_LABEL = {
    "major": "Company",
    "minor": "Minor company",
    "coal": "Coal railway",
    "pre-staatsbahn": "Pre-Staatsbahn",
    "staatsbahn": "Staatsbahn",
    "regional": "Regional railway",
    "city": "City corporation",
    "tram": "Tram line",
}


def kind_label(kind: str) -> str:
    return KIND_LABEL.get(kind, kind.replace("-", " ").capitalize())


def company_band(company: Company, width: float, band: float, bleed: float, disc_r: float) -> list:
    """The colour band across the top, with the token disc at its left and the name fitted."""
    fill = company.color
    ink = company_ink(company)
    items: list = [Rect(-bleed, -bleed, width + 2 * bleed, band + bleed, Style(fill=fill))]
    acc = accent(company)
    if acc:
        items.append(Rect(-bleed, band - 1.4, width + 2 * bleed, 1.4, Style(fill=acc)))
    if luminance(fill) > 235:  # a white company: draw the band's edge
        items.append(Rect(-bleed, band, width + 2 * bleed, THIN, Style(fill=INK)))
    cx, cy = MARGIN + disc_r, band / 2 - (0.7 if acc else 0)
    items.append(Circle(cx, cy, disc_r + 0.7, Style(fill=PAPER)))
    items.append(disc(cx, cy, disc_r, fill, company.id, ink, ring=acc))
    nx = cx + disc_r + 2.5
    max_w = width - nx - MARGIN
    usable = band - (3.4 if acc else 2.6)
    lines, size = fit_lines(display_name(company), max_w, usable, size=5.0, max_lines=2, bold=True)
    top = (band - (1.4 if acc else 0) - (size * (0.76 + 0.24 + (len(lines) - 1) * 1.18))) / 2
    items += text_lines(lines, nx, top, size, bold=True, fill=ink)
    return items


def certificate(game: GameDef, company: Company, cert: Certificate, copy: int, copies: int) -> Component:
    W, H = WIDTH, HEIGHT
    front: list = [background(W, H, BLEED)]
    front += company_band(company, W, BAND, BLEED, disc_r=6.0)
    ordinary = min((c.percent for c in company.certificates if not c.director), default=cert.percent)
    shares = max(1, round(cert.percent / ordinary)) if ordinary else 1

    # the percentage, large, on the left
    col_w = 40.0
    pct = f"{cert.percent}%"
    front.append(fit_text(pct, MARGIN + col_w / 2, 41.0, 17.0, col_w, anchor="middle", bold=True))
    what = "Director's certificate" if cert.director else "Share certificate"
    front.append(fit_text(what, MARGIN + col_w / 2, 48.0, 3.0, col_w, anchor="middle"))
    if cert.director and cert.percent < 100:
        front.append(
            fit_text(
                f"counts as {shares} shares", MARGIN + col_w / 2, 52.0, 2.4, col_w, anchor="middle", fill=GREY
            )
        )
    elif cert.percent == 100:
        front.append(
            fit_text("the only certificate", MARGIN + col_w / 2, 52.0, 2.4, col_w, anchor="middle", fill=GREY)
        )

    # the right column: abbreviation, kind, director mark, facts
    rx = MARGIN + col_w + 4.0
    rw = W - rx - MARGIN
    front.append(fit_text(company.id, rx, 29.0, 7.0, rw, bold=True))
    front.append(fit_text(kind_label(company.kind), rx, 34.0, 2.8, rw, fill=GREY))
    y = 38.0
    if cert.director:
        front.append(box(rx, y, rw, 6.0, fill=INK, stroke=None))
        front.append(
            fit_text(
                "DIRECTOR",
                rx + rw / 2,
                y + 3.0,
                3.6,
                rw - 2,
                anchor="middle",
                bold=True,
                fill=PAPER,
                middle=True,
            )
        )
        y += 9.5
    facts = []
    if company.par:
        facts.append(f"Par {game.money(company.par)}")
    if company.float_percent:
        facts.append(f"Floats at {company.float_percent}%")
    if company.home:
        facts.append("Home " + ", ".join(company.home[:3]) + ("..." if len(company.home) > 3 else ""))
    for f in facts[: 2 if cert.director else 3]:
        front.append(fit_text(f, rx, y + 2.2, 2.7, rw))
        y += 3.9

    # the foot: game title and copy number
    front.append(fit_text(short_title(game), MARGIN, H - 3.0, FOOT, W * 0.62, fill=GREY))
    front.append(fit_text(f"{copy} / {copies}", W - MARGIN, H - 3.0, FOOT, 14.0, anchor="end", fill=GREY))
    if cert.director:
        front.append(border(W, H, inset=1.6, stroke=0.6))
        front.append(border(W, H, inset=2.4, stroke=THIN))

    side = company.director_back if cert.director else company.share_back
    back = colour_back(company) if side is None else option_back(game, company, cert, side, copy, copies)

    label = "director" if cert.director else "share"
    return Component(
        family="papers",
        kind="certificate",
        name=f"{company.id} {label} {cert.percent}% ({copy}/{copies})",
        width=W,
        height=H,
        front=Group(tuple(front), role="certificate"),
        back=Group(tuple(back), role="certificate-back"),
        bleed=BLEED,
    )


def colour_back(company: Company) -> list:
    """The plain back: the company's colour and id, so a double-sided print shows whose share it is."""
    W, H = WIDTH, HEIGHT
    ink = company_ink(company)
    back: list = [background(W, H, BLEED, company.color)]
    acc = accent(company)
    if acc:
        back.append(Rect(-BLEED, H * 0.72, W + 2 * BLEED, 3.0, Style(fill=acc)))
    back.append(
        fit_text(
            company.id,
            W / 2,
            H * 0.42,
            22.0,
            W - 16,
            anchor="middle",
            bold=True,
            fill=ink,
            middle=True,
            max_height=H * 0.45,
        )
    )
    back.append(fit_text(display_name(company), W / 2, H * 0.66, 3.4, W - 12, anchor="middle", fill=ink))
    if luminance(company.color) > 235:
        back.append(border(W, H, inset=1.6, stroke=THIN, colour=ink_on(company.color)))
    return back


def option_back(
    game: GameDef, company: Company, cert: Certificate, side: CardSide, copy: int, copies: int
) -> list:
    """A back that is a side of its own (1862's option side): the band, the side's title, the
    half share it is worth (an ordinary share) and its rules."""
    W, H = WIDTH, HEIGHT
    back: list = [background(W, H, BLEED)]
    back += company_band(company, W, BAND, BLEED, disc_r=6.0)
    title_w = W - 2 * MARGIN
    if not cert.director:
        half = cert.percent / 2
        pct = f"{half:g}%"
        back.append(fit_text(pct, W - MARGIN, BAND + 8.0, 6.0, 20.0, anchor="end", bold=True))
        title_w -= 22.0
    back.append(fit_text(side.title.upper(), MARGIN, BAND + 7.0, 4.0, title_w, bold=True))
    texts, _ = text_block(
        [plain(t) for t in side.text], MARGIN, BAND + 10.5, W - 2 * MARGIN, H - BAND - 16.0, 2.6, bullet=True
    )
    back += texts
    back.append(fit_text(short_title(game), MARGIN, H - 3.0, FOOT, W * 0.62, fill=GREY))
    back.append(fit_text(f"{copy} / {copies}", W - MARGIN, H - 3.0, FOOT, 14.0, anchor="end", fill=GREY))
    if cert.director:
        back.append(border(W, H, inset=1.6, stroke=0.6))
        back.append(border(W, H, inset=2.4, stroke=THIN))
    return back


def certificates(game: GameDef) -> list[Component]:
    """Every share certificate of the game, director's first, one Component per physical copy."""
    out: list[Component] = []
    for company in printed_companies(game):
        total = sum(c.count for c in company.certificates)
        n = 0
        for cert in company.certificates:
            for _ in range(cert.count):
                n += 1
                out.append(certificate(game, company, cert, n, total))
    return out
