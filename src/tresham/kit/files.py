"""From sheets to print files: which file each page goes in, its number, its footer.

Every PDF is either single-sided (no backs in it) or duplex. In a duplex file every even
page is the back of the odd page before it, or is deliberately blank, and says so in its
footer (``back of page N``), so that printing it duplex, flip on long edge, puts each back
behind its front. With ``backs = "separate"`` the backs go into a single-sided file of
their own instead, to be glued behind the fronts.

For a family (map, tiles, manifest, papers) the build writes:

- ``GAME-FAMILY.pdf``: its one-sided sheets, single-sided;
- ``GAME-FAMILY-duplex.pdf``: its two-sided sheets, duplex; or, with separate backs,
  ``GAME-FAMILY-fronts.pdf`` and ``GAME-FAMILY-backs.pdf``, both single-sided.

``GAME-kit.pdf`` holds every family in order. With duplex backs it is a duplex file: each
one-sided sheet is followed by a blank back (the manifest's pages, read and not cut, go two
to a sheet), so every family starts on an odd page and no piece is ever printed behind
another. With separate backs it is single-sided, each back
page following its front. It opens with its front matter (``front``): a cover, the
contents, how to cut and a checklist of the pieces.

Every file of more than one page has bookmarks: one for each run of pages that show the
same thing (map sheet A1, the tiles, the charters); in the kit, one for each family with
those inside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..art.drawing import Drawing, Item
from .marks import footer
from .paper import PrintSettings
from .sheet import Sheet

Backs = Literal["duplex", "separate"]


@dataclass(frozen=True)
class FilePage:
    """One page of a file: a sheet side (``None``: deliberately blank) and its footer."""

    body: Drawing | None
    width: float  # mm
    height: float
    overlay: tuple[Item, ...] = ()  # this page's own footer text
    shared: tuple[Item, ...] = ()  # marks every page of its size has (the same objects)

    def drawing(self) -> Drawing:
        """The page as one drawing (body and footer), e.g. for an SVG."""
        d = Drawing(self.width, self.height, units_per_mm=1.0)
        if self.body is not None:
            d.title, d.symbols, d.boxes = self.body.title, self.body.symbols, self.body.boxes
            d.items = [*self.body.items]
        else:
            d.boxes = {"trim": (0, 0, self.width, self.height), "bleed": (0, 0, self.width, self.height)}
        d.items.extend(self.overlay + self.shared)
        return d


@dataclass
class PrintFile:
    name: str  # "18mag-tiles-duplex.pdf"
    family: str  # "map", "tiles", "manifest", "papers" or "kit"
    duplex: bool
    title: str
    pages: list[FilePage] = field(default_factory=list)
    outline: list[tuple[str, int, int]] = field(default_factory=list)  # (title, page, depth)

    @property
    def sheets(self) -> int:
        return (len(self.pages) + 1) // 2 if self.duplex else len(self.pages)


# a page before numbering: (body, kind, partner) where kind is "page", "back", "blank" or
# "glue", and partner is the index (0-based) of the page it is the back of
_Slot = tuple[Drawing | None, str, int]


def _numbered(
    name: str,
    family: str,
    title: str,
    duplex: bool,
    slots: list[_Slot],
    settings: PrintSettings,
    partner: str = "",
) -> PrintFile:
    """Number the pages of a file and give each its footer."""
    out = PrintFile(name, family, duplex, title)
    total = len(slots)
    for i, (body, kind, of) in enumerate(slots, 1):
        w, h = _size_of(body if body is not None else slots[of][0], settings)
        text = f"{name} - page {i} of {total}"
        if kind == "back":
            text += f" - back of page {of + 1}: print duplex, flip on long edge"
        elif kind == "blank":
            text += f" - back of page {of + 1}, left blank on purpose"
        elif kind == "glue":
            text += f" - mirrored backs: glue behind page {of + 1} of {partner}"
        else:
            text += " - print at 100 %, no scaling"
        own, shared = footer(w, h, settings.margin, text)
        out.pages.append(FilePage(body, w, h, own, shared))
    return out


# the words for a kind of piece in a bookmark, where its plural is not the kind plus s
_KIND_WORDS = {
    "phase-table": "phase table",
    "market": "stock market",
    "market-legend": "stock market legend",
    "player-aid": "player aids",
}


def sheet_label(sheet: Sheet, prefix: str) -> str:
    """What a sheet shows, in a few words: its kinds of piece, else its title without the
    game's (``prefix``) and without "(continued)"."""
    if sheet.kinds:
        words = [_KIND_WORDS.get(k) or k.replace("-", " ") + "s" for k in sheet.kinds]
        text = ", ".join(words)
    else:
        text = sheet.front.title.removeprefix(prefix).lstrip(": ").split(" - ")[0]
        text = text.removesuffix(" (continued)").strip() or "Pages"
    return text[:1].upper() + text[1:]


def bookmarks(labels: Sequence[tuple[str, int]], depth: int = 0) -> list[tuple[str, int, int]]:
    """One bookmark per run of pages with the same label: (label, first page, depth)."""
    out: list[tuple[str, int, int]] = []
    for label, page in labels:
        if not out or out[-1][0] != label:
            out.append((label, page, depth))
    return out


def _size_of(body: Drawing | None, settings: PrintSettings) -> tuple[float, float]:
    return (body.width, body.height) if body is not None else settings.page


def family_files(
    game_id: str,
    family: str,
    title: str,
    sheets: Sequence[Sheet],
    settings: PrintSettings,
    backs: Backs,
    prefix: str = "",
) -> list[PrintFile]:
    """The files of one family: its one-sided sheets, and its two-sided ones (duplex or split);
    ``prefix`` is the game's title, left out of the bookmarks."""
    single = [s for s in sheets if not s.duplex]
    double = [s for s in sheets if s.duplex]
    files: list[PrintFile] = []
    stem = f"{game_id}-{family}"
    if single:
        slots: list[_Slot] = [(s.front, "page", 0) for s in single]
        files.append(_numbered(f"{stem}.pdf", family, title, False, slots, settings))
        files[-1].outline = bookmarks([(sheet_label(s, prefix), i) for i, s in enumerate(single)])
    if double and backs == "duplex":
        slots = []
        for s in double:
            slots += [(s.front, "page", 0), (s.back, "back", len(slots))]
        files.append(_numbered(f"{stem}-duplex.pdf", family, title, True, slots, settings))
        files[-1].outline = bookmarks([(sheet_label(s, prefix), 2 * i) for i, s in enumerate(double)])
    elif double:
        fronts = f"{stem}-fronts.pdf"
        files.append(
            _numbered(fronts, family, title, False, [(s.front, "page", 0) for s in double], settings)
        )
        glue: list[_Slot] = [(s.back, "glue", i) for i, s in enumerate(double)]
        files.append(_numbered(f"{stem}-backs.pdf", family, title, False, glue, settings, fronts))
        marks = bookmarks([(sheet_label(s, prefix), i) for i, s in enumerate(double)])
        files[-2].outline, files[-1].outline = marks, [(f"Backs: {t}", p, d) for t, p, d in marks]
    return files


def kit_is_duplex(families: Sequence[tuple[str, Sequence[Sheet]]], backs: Backs) -> bool:
    """Whether the kit of ``families`` is a duplex file (else single-sided)."""
    return backs == "duplex" and any(s.duplex for _, sheets in families for s in sheets)


def kit_pages(sheets: Sequence[Sheet], duplex: bool) -> int:
    """The pages ``sheets`` take in the kit: two each in a duplex kit, else one per side."""
    return sum(2 if duplex or s.back is not None else 1 for s in sheets)


# families whose pages are read, not cut out: in a duplex kit they print two to a sheet
READ_ONLY = frozenset({"manifest"})


def _kit_slots(
    families: Sequence[tuple[str, Sequence[Sheet]]],
    duplex: bool,
    prefix: str,
    names: dict[str, str],
) -> tuple[list[_Slot], list[tuple[str, int, int]]]:
    """The kit's pages of ``families`` and their bookmarks: each family by its name in
    ``names`` (else its own), with one inside for each run of its sheets that show the same
    thing. In a duplex kit a one-sided sheet gets a blank back, but the pages of a
    ``READ_ONLY`` family go two to a sheet (nothing is cut from them)."""
    slots: list[_Slot] = []
    outline: list[tuple[str, int, int]] = []
    for family, sheets in families:
        labels = []
        outline.append((names.get(family, family.capitalize()), len(slots), 0))
        waiting = -1  # a read-only page whose back is still free
        for s in sheets:
            at = len(slots)
            labels.append((sheet_label(s, prefix), at))
            if duplex and family in READ_ONLY and s.back is None:
                if waiting >= 0:
                    slots.append((s.front, "back", waiting))
                    waiting = -1
                else:
                    slots.append((s.front, "page", 0))
                    waiting = at
                continue
            if waiting >= 0:
                slots.append((None, "blank", waiting))
                waiting = -1
                labels[-1] = (labels[-1][0], len(slots))
                at = len(slots)
            slots.append((s.front, "page", 0))
            if s.back is not None:
                slots.append((s.back, "back" if duplex else "glue", at))
            elif duplex:
                slots.append((None, "blank", at))
        if waiting >= 0:
            slots.append((None, "blank", waiting))
        inner = bookmarks(labels, 1)
        outline += inner if len(inner) > 1 else []
    return slots, outline


def kit_outline(
    families: Sequence[tuple[str, Sequence[Sheet]]],
    backs: Backs,
    prefix: str = "",
    names: dict[str, str] | None = None,
) -> tuple[list[tuple[str, int, int]], int]:
    """The bookmarks of the kit's families (pages counted from the first family's) and the
    pages they take."""
    slots, outline = _kit_slots(families, kit_is_duplex(families, backs), prefix, names or {})
    return outline, len(slots)


def kit_file(
    game_id: str,
    title: str,
    families: Sequence[tuple[str, Sequence[Sheet]]],
    settings: PrintSettings,
    backs: Backs,
    prefix: str = "",
    names: dict[str, str] | None = None,
    front: Sequence[tuple[str, Drawing]] = (),
) -> PrintFile:
    """Every family's sheets in one file, after the ``front`` pages (each with its bookmark):
    duplex with blank backs (the front pages two to a sheet), or single-sided. Bookmarks:
    each run of front pages with the same bookmark, then each family (see ``_kit_slots``)."""
    duplex = kit_is_duplex(families, backs)
    first: list[_Slot] = []
    for i, (_, page) in enumerate(front):
        first.append((page, "back" if duplex and i % 2 else "page", i - 1))
    if duplex and len(first) % 2:
        first.append((None, "blank", len(first) - 1))
    slots, outline = _kit_slots(families, duplex, prefix, names or {})
    slots = first + [(body, kind, of + len(first)) for body, kind, of in slots]
    out = _numbered(f"{game_id}-kit.pdf", "kit", title, duplex, slots, settings, f"{game_id}-kit.pdf")
    marks = bookmarks([(label, i) for i, (label, _) in enumerate(front)])
    out.outline = marks + [(t, p + len(first), d) for t, p, d in outline]
    return out
