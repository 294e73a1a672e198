"""The kit's first pages: a cover (the game, the paper, what to print and how, what else the
game needs), the contents (each family's page range), how to cut, and a checklist of every
piece with its count.

The contents are the kit's own bookmarks, shifted past these pages, so they name the
pages the file really has. Their page count is found by drawing them: the contents say
where everything starts, which depends on how many pages they take themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..art.textpages import text_pages
from ..model.game import GameDef, Manifest
from .families import FamilyResult, PieceCount
from .files import Backs, PrintFile, kit_file, kit_is_duplex, kit_outline, sheet_label
from .manifest import colour_totals
from .marks import FOOT, RULER
from .paper import PrintSettings

BOX = "\u2610"  # a ballot box: tick it when the pieces are counted
TEXT = 3.4  # mm, about 9.6 pt: the first pages are read, not glanced at
FAMILY_NAMES = {"map": "Map", "tiles": "Tiles", "manifest": "Tile manifest", "papers": "Papers"}

# the words for a kind of piece, singular and plural, where they are not the kind (plus s)
_WORDS = {
    "phase-table": ("phase table", "phase tables"),
    "market": ("stock market", "stock markets"),
    "market-legend": ("stock market legend", "stock market legends"),
    "track": ("round or revenue track", "round and revenue tracks"),
    "company-marker": ("company marker", "company markers"),
    "token": ("station token", "station tokens"),
    "private": ("private company card", "private company cards"),
    "train": ("train card", "train cards"),
    "train-manifest": ("train-manifest card", "train-manifest cards"),
}


def kind_words(kind: str, n: int) -> str:
    """``1 station token``, ``160 station tokens``."""
    one, many = _WORDS.get(kind, (kind.replace("-", " "), kind.replace("-", " ") + "s"))
    return f"{n} {one if n == 1 else many}"


def _mm(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def _pages(first: int, last: int) -> str:
    return f"page {first}" if first == last else f"pages {first}-{last}"


def contents_sections(
    outline: Sequence[tuple[str, int, int]], shift: int, total: int
) -> list[tuple[str, list[str]]]:
    """A section per family bookmark ("Map: pages 9-16") with a line for each bookmark
    inside it, its pages shifted by ``shift`` (the pages before the first family); a
    bookmark runs to the page before the next one as high as it or higher, else to the
    kit's last page (``total``)."""
    sections: list[tuple[str, list[str]]] = []
    for i, (title, page, depth) in enumerate(outline):
        end = next((p + shift for _, p, d in outline[i + 1 :] if d <= depth), total)
        text = f"{title}: {_pages(page + shift + 1, end)}"
        if depth == 0 or not sections:
            sections.append((text, []))
        else:
            sections[-1][1].append(text)
    return sections


def _cover(
    game: GameDef, settings: PrintSettings, results: Sequence[FamilyResult], how: list[str]
) -> list[str]:
    """The cover's paragraphs of the game and the paper; ``how`` says how to print the kit."""
    who = ", ".join(x for x in (game.designer, game.publisher, str(game.year or "")) if x)
    players = f"{min(game.players)}-{max(game.players)}" if len(game.players) > 1 else str(game.players[0])
    hexes = _mm(settings.tile_size + settings.map_extra)
    cells, across = ("squares", "") if game.layout == "square" else ("hexes", " the flats")
    return [
        f"{game.title}{': ' + game.subtitle if game.subtitle else ''} ({who}), for {players} players.",
        f"Paper: {settings.paper.upper()}. Print at 100 % (actual size), never 'fit to page': the "
        f"{_mm(RULER)} mm ruler in every footer must measure {_mm(RULER)} mm. Tiles are "
        f"{_mm(settings.tile_size)} mm across{across}; the map's {cells} are {hexes} mm, so laid "
        "tiles do not overhang.",
        *how,
        *[f"Map: {n.split(': ', 1)[1]}." for r in results for n in r.notes if n.startswith("map")],
    ]


def _needs(game: GameDef, results: Sequence[FamilyResult], duplex: bool) -> list[str]:
    """What else the game needs that the kit does not hold."""
    sizes = sorted({s for r in results for c in r.counts for s in c.sizes})
    punch = (
        f"; for the round pieces, circle punches of {', '.join(_mm(s) for s in sizes)} mm if you have them"
        if sizes
        else ""
    )
    glue = "" if duplex else "; glue, for the backs printed on sheets of their own"
    bank = f"the bank holds {game.money(game.bank)}" if game.bank else "the bank has no limit"
    banks = [(n, row.bank) for n, row in sorted(game.player_setup.items()) if row.bank is not None]
    if banks:  # a bank by player count (1824's Cisleithania)
        bank = "the bank holds " + ", ".join(f"{game.money(b)} with {n} players" for n, b in banks)
    return [
        f"The rulebook of {game.title}: the kit holds a player aid, not the rules.",
        f"Money: {bank}, and the kit prints no banknotes. Use play money or poker chips, keep "
        f"every company's and player's cash on paper, or let `tresham play {game.id}` keep the bank.",
        f"Scissors, or a craft knife, a steel ruler and a cutting mat{punch}{glue}.",
        "Something to keep the pieces in: a box, envelopes or small bags (one per company helps).",
    ]


def _cutting(settings: PrintSettings, results: Sequence[FamilyResult]) -> list[tuple[str, list[str]]]:
    """The sections of the how-to-cut page."""
    counts = {c.kind: c for r in results for c in r.counts}
    hexes = [c for r in results for c in r.counts if c.shape.startswith("hex") or c.shape == "square"]
    rounds = [c for r in results for c in r.counts if c.shape == "circle"]
    sections: list[tuple[str, list[str]]] = []
    if hexes:
        square = any(c.shape == "square" for c in hexes)
        sections.append(("Tiles", [tile_cut_note(settings, square)]))
    if any(c.shape == "rect" for c in counts.values()):
        sections.append(
            (
                "Cards, certificates and charters",
                [
                    "Cut along the short crop marks in the margins, edge to edge across the sheet "
                    "(a guillotine or a craft knife against a steel ruler): the marks point at the "
                    "real edges; the colour runs on past them so that a cut a little off shows no white."
                ],
            )
        )
    if rounds:
        sections.append(("Tokens and markers", [round_cut_note(rounds)]))
    sections.append(
        (
            "Two-sided pieces",
            [
                "Print both sides before cutting. Hold a printed sheet against a window: the crosses in "
                "its four corners meet those on the other side when the backs are right. Cut from the "
                "front."
            ],
        )
    )
    sections.append(
        (
            "Map sheets",
            [
                "Cut one sheet along its dashed edge, lay it over its neighbour so the halves of the "
                "crosses in the margins meet, and tape it from behind. Do the same row by row, as the "
                "small plan on each sheet shows."
            ],
        )
    )
    return sections


def tile_cut_note(settings: PrintSettings, square: bool = False) -> str:
    """Where to cut a tile (a hex, or a ``square`` cut along crop marks), and how large it
    comes out."""
    size = _mm(settings.tile_size)
    if square:
        return (
            "Cut the square tiles along the crop marks in the margins, edge to edge across the sheet, "
            f"as the cards: a cut tile is {size} mm across."
        )
    across = "across the flats"
    if not settings.bleed:
        return f"Cut each tile on its outline: it comes out {size} mm {across}."
    bled = _mm(settings.tile_size + 2 * settings.tile_bleed)
    return (
        f"Cut each tile on its thin grey outline, {_mm(settings.tile_bleed)} mm inside the edge of its "
        f"colour, not at the colour's edge or in the white gap: a tile cut on its outline is {size} mm "
        f"{across} and fits the map; one cut at the colour's edge is {bled} mm, too big."
    )


def round_cut_note(rounds: Sequence[PieceCount]) -> str:
    """Where to cut the round pieces, and their diameters (to choose a punch)."""
    sizes = "; ".join(f"{kind_words(c.kind, c.count)}: {' or '.join(map(_mm, c.sizes))} mm" for c in rounds)
    return (
        "Cut each round piece on its thin grey circle, not at the colour's edge, or punch it out "
        f"centred on that circle. Their diameters: {sizes}."
    )


def _checklist(
    game: GameDef, results: Sequence[FamilyResult], manifest: Manifest
) -> list[tuple[str, list[str]]]:
    """Every piece with its count, family by family, with a box to tick."""
    sections: list[tuple[str, list[str]]] = []
    for r in results:
        lines: list[str] = []
        if r.family == "map":
            boards: dict[str, int] = {}
            for sheet in r.sheets:  # "Map A1", "Map (2 players) B2": a board's sheets share its name
                board = sheet_label(sheet, game.title).rsplit(" ", 1)[0]
                boards[board] = boards.get(board, 0) + 1
            for board, n in boards.items():
                lines.append(f"{BOX} {board}: {n} sheet{'s' if n != 1 else ''}")
        elif r.family == "manifest":
            lines.append(f"{BOX} {len(r.sheets)} pages of tile manifest (to keep, not to cut)")
        for c in r.counts:
            two = f", {c.two_sided} of them two-sided" if 0 < c.two_sided < c.count else ""
            two = ", two-sided" if c.two_sided == c.count else two
            lines.append(f"{BOX} {kind_words(c.kind, c.count)}{two}")
            if c.kind == "tile":
                totals = colour_totals(game, manifest)
                lines[-1] += " (" + ", ".join(f"{col} {n}" for col, n in totals.items()) + " in the manifest)"
        if lines:
            sections.append((FAMILY_NAMES.get(r.family, r.family), lines))
    return sections


def _how(name: str, pages: int, duplex: bool, others: Sequence[PrintFile]) -> list[str]:
    """How to print the kit, and that the family files are the other way to the same pieces."""
    if duplex:
        first = (
            f"This file, {name}, has {pages} pages on {(pages + 1) // 2} sheets: print it DUPLEX, flip on "
            "the LONG edge. Every even page is the back of the page before it, or blank on purpose; "
            "its footer says which."
        )
    else:
        first = (
            f"This file, {name}, has {pages} pages: print it SINGLE-SIDED. A page of mirrored backs "
            "follows its fronts: glue it behind the page its footer names."
        )
    names = ", ".join(f.name for f in others)
    either = f"The same pieces are in the family files beside it ({names}): print EITHER this kit OR those."
    return [first, either] if others else [first]


def kit_with_front(
    game: GameDef,
    settings: PrintSettings,
    results: Sequence[FamilyResult],
    backs: Backs,
    manifest: Manifest | None = None,
    others: Sequence[PrintFile] = (),
) -> PrintFile:
    """The whole kit: its first pages, then every family of ``results``; ``manifest`` is the
    tile set printed (the game's own if not given), ``others`` the family files beside it."""
    families = [(r.family, r.sheets) for r in results if r.sheets]
    outline, body = kit_outline(families, backs, game.title, FAMILY_NAMES)
    duplex = kit_is_duplex(families, backs)
    page, area = settings.page, settings.printable
    cutting = text_pages("How to cut", _cutting(settings, results), page, area, FOOT, TEXT)
    checks = _checklist(game, results, manifest or game.manifest)
    checklist = text_pages("Checklist: count the pieces after cutting", checks, page, area, FOOT, TEXT)
    needs = _needs(game, results, duplex)
    n_cover, n_contents = 1, 1
    while True:
        fixed = n_cover + n_contents + len(cutting) + len(checklist)
        front = fixed + fixed % 2 if duplex else fixed
        total = front + body
        how = _how(f"{game.id}-kit.pdf", total, duplex, others)
        cover_sections = [
            ("The game and the paper", _cover(game, settings, results, how)),
            ("What else you need", needs),
        ]
        cover = text_pages(game.title, cover_sections, page, area, FOOT, TEXT)
        firsts = [("Cover", n_cover), ("Contents", n_contents), ("How to cut", len(cutting))]
        firsts.append(("Checklist", len(checklist)))
        at, first_lines = 1, []
        for title, n in firsts:
            first_lines.append(f"{title}: {_pages(at, at + n - 1)}")
            at += n
        sections = [("The first pages", first_lines)] + contents_sections(outline, front, total)
        contents = text_pages(f"Contents of {game.id}-kit.pdf", sections, page, area, FOOT, TEXT)
        if (len(cover), len(contents)) == (n_cover, n_contents):
            drawn = [("Cover", cover), ("Contents", contents), ("How to cut", cutting)]
            drawn.append(("Checklist", checklist))
            pages = [(label, page) for label, part in drawn for page in part]
            title = f"{game.title} - print-and-play kit"
            return kit_file(game.id, title, families, settings, backs, game.title, FAMILY_NAMES, pages)
        n_cover, n_contents = len(cover), len(contents)
