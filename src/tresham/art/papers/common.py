"""Shared drawing helpers of the papers family: backgrounds, borders, fitted text, text blocks.

Everything is in millimetres (a Text ``size`` is its em size in mm). Every text helper measures
with ``fonts.text_width`` so that nothing it returns is wider than the box it was given.
"""

from __future__ import annotations

import re

from ...model.game import Company, Distance, GameDef
from ..drawing import Circle, Group, Rect, Style, Text, line
from ..fonts import fit_size, text_width, wrap
from ..palette import INK, PAPER, PHASE_FILL, READABLE, contrast, readable_on

# A line of text occupies [baseline - ASCENT*size, baseline + DESCENT*size] (DejaVu Sans:
# accented capitals reach about 0.76 em with our sizes' cap height 0.73; descenders 0.24).
ASCENT = 0.76
DESCENT = 0.24
LEADING = 1.18  # baseline-to-baseline distance, in em
READ_MIN = 6 * 25.4 / 72  # 6 pt in mm: nothing a player reads is smaller
MIN_SIZE = READ_MIN  # the smallest text size we print
FOOT = 2.2  # mm: the small print at the foot of a piece (game title, copy number)

THIN = 0.25  # mm: cut-line-like thin borders
LIGHT = "#f4f1ea"  # a warm off-white for boxes
GREY = "#6b6b6b"

COLOR_WORDS = {
    "yellow": PHASE_FILL["yellow"],
    "green": PHASE_FILL["green"],
    "brown": PHASE_FILL["brown"],
    "gray": PHASE_FILL["gray"],
    "grey": PHASE_FILL["gray"],
    "orange": "#f7931e",
    "red": "#e8453c",
    "pink": "#e377b5",
    "purple": "#9f7cc4",
    "blue": "#5aa7e0",
    "white": "#ffffff",
    "black": "#222222",
}


# ------------------------------------------------------------------ colours
def ink_on(fill: str) -> str:
    return readable_on(fill)


def company_ink(company: Company) -> str:
    """The company's own text colour where it reads well on its fill, else black or white."""
    if company.text_color and contrast(company.text_color, company.color) >= READABLE:
        return company.text_color
    return readable_on(company.color)


def accent(company: Company) -> str | None:
    """A second company colour (1862's two-colour liveries), when it is not plain black/white."""
    tc = (company.text_color or "").lower()
    if tc in ("", "#000000", "#ffffff", "#000", "#fff"):
        return None
    return company.text_color


def colour_word(text: str) -> str | None:
    """The fill of the first colour word in ``text`` ("yellow tram ..." -> yellow)."""
    for word in re.findall(r"[a-z]+", text.lower()):
        if word in COLOR_WORDS:
            return COLOR_WORDS[word]
    return None


def display_name(company: Company) -> str:
    """The name as printed: editorial remarks such as "(name not in the rulebook)" dropped."""
    return re.sub(r"\s*\([^()]*\bnot in the rule ?book\b[^()]*\)", "", company.name).strip() or company.name


def printed(company: Company) -> bool:
    """False for pseudo-companies the data says are not printed (18Mag's mines)."""
    return "not printed" not in company.notes.lower()


def printed_companies(game: GameDef) -> list[Company]:
    return [c for c in game.companies if printed(c)]


# ------------------------------------------------------------------ shapes
def background(width: float, height: float, bleed: float, fill: str = PAPER) -> Rect:
    return Rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed, Style(fill=fill))


def border(
    width: float, height: float, inset: float = 0.0, stroke: float = THIN, rx: float = 0.0, colour: str = INK
) -> Rect:
    return Rect(inset, inset, width - 2 * inset, height - 2 * inset, Style(stroke=colour, width=stroke), rx)


def box(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None = None,
    stroke: str | None = INK,
    width: float = THIN,
    rx: float = 0.0,
    dash: tuple[float, ...] = (),
) -> Rect:
    return Rect(x, y, w, h, Style(fill=fill, stroke=stroke, width=width if stroke else 0, dash=dash), rx)


def hrule(x1: float, x2: float, y: float, colour: str = INK, width: float = THIN) -> object:
    return line(x1, y, x2, y, Style(stroke=colour, width=width))


def disc(
    cx: float,
    cy: float,
    r: float,
    fill: str,
    label: str,
    ink: str,
    ring: str | None = None,
    bold: bool = True,
) -> Group:
    """A token-like disc with a label fitted inside (the label fits the disc's inner square)."""
    items: list = [Circle(cx, cy, r, Style(fill=fill, stroke=INK, width=THIN))]
    if ring:
        items.append(Circle(cx, cy, r * 0.86, Style(stroke=ring, width=r * 0.12)))
    inner = r * 1.3  # a little less than the inscribed square's side (1.41 r)
    if label:
        items += centred_label(label, cx, cy, inner, inner, r * 0.9, ink, bold)
    return Group(tuple(items))


# ------------------------------------------------------------------ text
def fit_text(
    text: str,
    x: float,
    y: float,
    size: float,
    max_width: float,
    *,
    anchor: str = "start",
    bold: bool = False,
    fill: str = INK,
    middle: bool = False,
    max_height: float | None = None,
    min_size: float = MIN_SIZE,
) -> Text:
    """One line of text no wider than ``max_width``; ``middle`` puts y at the visual centre.
    It is never smaller than 6 pt: text that does not fit then ends in an ellipsis."""
    min_size = max(min_size, MIN_SIZE)
    s = fit_size(text, size, max_width, bold, min_size=0.1)
    if max_height is not None:
        s = min(s, max_height / (ASCENT + DESCENT))
    if s < min_size:
        s = min_size
        while text and text_width(text, s, bold) > max_width:
            text = text[:-2] + "…" if len(text) > 2 else text[:-1]
    if middle:
        y = y + s * (ASCENT - DESCENT) / 2
    return Text(x, y, text, s, anchor, bold, fill)  # type: ignore[arg-type]


def fit_lines(
    text: str, max_width: float, max_height: float, size: float, max_lines: int = 3, bold: bool = False
) -> tuple[list[str], float]:
    """Lines and a size that show ``text`` in ``max_width`` x ``max_height`` as large as possible."""
    best: tuple[list[str], float] = ([text], 0.0)
    for n in range(1, max_lines + 1):
        s = min(size, max_height / (ASCENT + DESCENT + (n - 1) * LEADING))
        lines = _wrap_into(text, n, max_width, s, bold)
        if lines is None:
            continue
        widest = max(text_width(ln, s, bold) for ln in lines)
        if widest > max_width:
            s = s * max_width / widest
        if s > best[1] + 1e-6:
            best = (lines, s)
    return best


def _wrap_into(text: str, n: int, max_width: float, size: float, bold: bool) -> list[str] | None:
    """Split ``text`` into at most ``n`` lines as evenly as possible (by width)."""
    words = text.split()
    if n <= 1 or len(words) <= 1:
        return [text]
    total = text_width(text, size, bold)
    target = max(total / n, max_width * 0.5)
    lines: list[str] = []
    current = ""
    for w in words:
        trial = f"{current} {w}".strip()
        if current and text_width(trial, size, bold) > target * 1.02 and len(lines) < n - 1:
            lines.append(current)
            current = w
        else:
            current = trial
    lines.append(current)
    return lines


def text_lines(
    lines: list[str],
    x: float,
    top: float,
    size: float,
    *,
    anchor: str = "start",
    bold: bool = False,
    fill: str = INK,
) -> list[Text]:
    """Lines set from ``top`` (the top of the first line's box) down."""
    out = []
    y = top + ASCENT * size
    for ln in lines:
        out.append(Text(x, y, ln, size, anchor, bold, fill))  # type: ignore[arg-type]
        y += LEADING * size
    return out


def lines_height(n: int, size: float) -> float:
    return 0.0 if n == 0 else (ASCENT + DESCENT + (n - 1) * LEADING) * size


def text_block(
    paragraphs: list[str] | tuple[str, ...],
    x: float,
    top: float,
    width: float,
    height: float,
    size: float,
    *,
    bullet: bool = False,
    bold: bool = False,
    fill: str = INK,
    min_size: float = MIN_SIZE,
    gap: float = 0.35,
    anchor: str = "start",
) -> tuple[list[Text], float]:
    """Paragraphs wrapped into a box, shrunk (down to ``min_size``) until they fit its height.

    Returns the Texts and the height used. If even ``min_size`` is too large, the block is
    cut at the box's bottom and its last line ends with an ellipsis.
    """
    paragraphs = [p for p in paragraphs if p and p.strip()]
    if not paragraphs or width <= 0 or height <= 0:
        return [], 0.0
    min_size = max(min_size, MIN_SIZE)
    s = max(size, min_size)
    while True:
        laid = _lay_block(paragraphs, width, s, bullet, bold, gap)
        h = _block_height(laid, s, gap)
        if h <= height + 1e-6 or s <= min_size:
            break
        s = max(min_size, s * 0.965)
    items: list[Text] = []
    y = top + ASCENT * s
    bottom = top + height
    indent = text_width("• ", s, bold) if bullet else 0.0
    cut = False
    for pi, lines in enumerate(laid):
        if pi:
            y += gap * s
        for li, ln in enumerate(lines):
            if y + DESCENT * s > bottom + 1e-6:
                cut = True
                break
            if anchor == "middle":
                items.append(Text(x + width / 2, y, ln, s, "middle", bold, fill))
            else:
                if bullet and li == 0:
                    items.append(Text(x, y, "•", s, "start", bold, fill))
                items.append(Text(x + indent, y, ln, s, "start", bold, fill))
            y += LEADING * s
        if cut:
            break
    if cut and items:
        last = items[-1]
        avail = width - (last.x - x) if last.anchor == "start" else width
        t = last.text.rstrip() + "…"
        while len(t) > 1 and text_width(t, s, bold) > avail:
            t = t[:-2].rstrip() + "…"
        items[-1] = Text(last.x, last.y, t, s, last.anchor, bold, fill)
    used = min(height, _block_height(laid, s, gap))
    return items, used


def _lay_block(paragraphs, width, s, bullet, bold, gap) -> list[list[str]]:
    indent = text_width("• ", s, bold) if bullet else 0.0
    out = []
    for p in paragraphs:
        lines = wrap(p, s, width - indent, bold)
        fixed = []
        for ln in lines:  # a single word longer than the line: cut it by characters
            while text_width(ln, s, bold) > width - indent and len(ln) > 1:
                k = len(ln) - 1
                while k > 1 and text_width(ln[:k] + "-", s, bold) > width - indent:
                    k -= 1
                fixed.append(ln[:k] + "-")
                ln = ln[k:]
            fixed.append(ln)
        out.append(fixed)
    return out


def _block_height(laid: list[list[str]], s: float, gap: float) -> float:
    n = sum(len(p) for p in laid)
    return lines_height(n, s) + gap * s * (len(laid) - 1)


def distance_text(distance: Distance) -> str:
    """A train's range in words: '2 stops', 'unlimited', 'visits 5, scores 4', '1 city'."""
    n = distance.stops
    if n is None:
        return "unlimited"
    if distance.scores is not None:
        return f"visits {n}, scores {distance.scores}"
    if distance.unit == "cities":
        return f"{n} {'city' if n == 1 else 'cities'}"
    if distance.unit == "hexes":
        return f"{n} hex{'es' if n != 1 else ''}"
    plus = f" + {distance.towns} towns" if distance.towns else ""
    return f"{n} stops{plus}"


def player_range(players: tuple[int, ...] | list[int]) -> str:
    ps = sorted(players)
    if not ps:
        return ""
    if ps == list(range(ps[0], ps[-1] + 1)) and len(ps) > 2:
        return f"{ps[0]}-{ps[-1]} players"
    if len(ps) == 1:
        return f"{ps[0]} player{'s' if ps[0] != 1 else ''}"
    return ", ".join(str(p) for p in ps[:-1]) + f" or {ps[-1]} players"


def plain(text: str) -> str:
    """Text for players: rulebook line references (L412, L412-L416) removed."""
    text = re.sub(r"[,;]?\s*\bL\d+(?:-L?\d+)?\b", "", text)
    text = re.sub(r"\(\s*[,;]\s*", "(", text)
    text = re.sub(r"\s*[,;]\s*\)", ")", text)
    text = re.sub(r"\s*\(\s*\)", "", text)
    return " ".join(text.split())


def label_lines(
    label: str, width: float, height: float, size: float, bold: bool = True
) -> tuple[list[str], float]:
    """A short label (a company id) as large as fits ``width`` x ``height``: on one line, or
    split in two (at a space, else before a capital or after "&" or "-") when one line would
    fall under 6 pt."""
    one = min(fit_size(label, size, width, bold, 0.1), height / (ASCENT + DESCENT))
    if one >= READ_MIN or len(label) < 4:
        return [label], one
    best: tuple[list[str], float] = ([label], one)
    for i in range(1, len(label)):
        a, b = label[:i].strip(), label[i:].strip()
        natural = label[i - 1] == " " or label[i].isupper() or label[i - 1] in "&-"
        if not (a and b and natural):
            continue
        s = min(
            fit_size(a, size, width, bold, 0.1),
            fit_size(b, size, width, bold, 0.1),
            height / (ASCENT + DESCENT + LEADING),
        )
        if s > best[1]:
            best = ([a, b], s)
    return best


def centred_label(
    label: str, x: float, y: float, width: float, height: float, size: float, ink: str, bold: bool = True
) -> list:
    """A label centred on (x, y) in ``width`` x ``height``, on two lines where one would be
    too small to read."""
    lines, s = label_lines(label, width, height, size, bold)
    s = max(s, MIN_SIZE)
    h = s * (ASCENT + DESCENT + (len(lines) - 1) * LEADING)
    return text_lines(lines, x, y - h / 2, s, anchor="middle", bold=bold, fill=ink)


def short_title(game: GameDef) -> str:
    """The game's name for the small print at a piece's foot ("1824", "18 Lilliput")."""
    return game.title.split(":")[0].strip()
