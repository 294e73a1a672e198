"""The two bundled TrueType fonts in PDF: one fixed code for every character, and per file
an embedded subset holding only the glyphs that file shows.

A PDF simple font has at most 256 codes, so a font is split into subsets: subset 0 holds
ASCII at its own codes (the text of the content streams stays readable), and every other
character the font has gets a subset and code from its rank among them. Because the codes
never depend on what else is printed, the operators of a page are the same in any file,
and each file embeds just the glyphs its own pages use: a family's file comes out the same
whether it is built alone (``--only``) or with the whole kit.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, SUBSETN

from ..art.fonts import PDF_BOLD, PDF_REGULAR, register_pdf_fonts

FONT_NAMES = ("F1", "F2")  # resource names of regular and bold

Glyph = tuple[bool, str]  # (bold, character)


@cache
def _face(bold: bool):
    register_pdf_fonts()
    return pdfmetrics.getFont(PDF_BOLD if bold else PDF_REGULAR).face


@cache
def _codes(bold: bool) -> dict[str, tuple[int, int]]:
    """Character -> (subset, code) for every character the font has."""
    glyphs = _face(bold).charToGlyph
    table = {chr(c): (0, c) for c in range(32, 127) if c in glyphs}
    rest = sorted(c for c in glyphs if c >= 127 and c != 0xA0)
    for i, c in enumerate(rest):
        table[chr(c)] = (1 + i // 255, 1 + i % 255)  # code 0 stays the missing glyph
    table["\xa0"] = table[" "]
    return table


def warm() -> None:
    """Load both fonts and their code tables now (before forking, so every process has them)."""
    for bold in (False, True):
        _codes(bold)


def encode(text: str, bold: bool) -> list[tuple[str, bytes]]:
    """``text`` as (font resource name, codes) runs; a character the font lacks shows as its
    missing glyph."""
    if text.isascii() and text.isprintable():  # the usual case: subset 0, codes as they are
        return [(f"/{FONT_NAMES[bold]}+0", text.encode("ascii"))]
    codes = _codes(bold)
    runs: list[tuple[str, bytes]] = []
    current, buf = -1, bytearray()
    for ch in text:
        subset, code = codes.get(ch, (0, 0))
        if subset != current and buf:
            runs.append((f"/{FONT_NAMES[bold]}+{current}", bytes(buf)))
            buf = bytearray()
        current = subset
        buf.append(code)
    if buf:
        runs.append((f"/{FONT_NAMES[bold]}+{current}", bytes(buf)))
    return runs


@dataclass(frozen=True)
class FontSubset:
    """One embedded subset of a font, as the parts of its PDF objects."""

    name: str  # resource name, "F1+0"
    base_font: str  # "AAAAAA+DejaVuSans"
    widths: str
    last_char: int
    descriptor: str  # the descriptor's entries, without /FontFile2
    font_file: bytes  # the subset font program, compressed
    font_file_length: int
    to_unicode: bytes  # the ToUnicode CMap, compressed


def subsets(glyphs: Iterable[Glyph]) -> list[FontSubset]:
    """The subsets a file embeds to show ``glyphs``: only those used, with only their glyphs."""
    wanted: dict[tuple[bool, int], set[tuple[int, int]]] = {}
    for bold, ch in glyphs:
        found = _codes(bold).get(ch)
        if found is not None:
            wanted.setdefault((bold, found[0]), set()).add((found[1], ord(" " if ch == "\xa0" else ch)))
    return [_subset(bold, n, frozenset(codes)) for (bold, n), codes in sorted(wanted.items())]


@lru_cache(maxsize=256)
def _subset(bold: bool, n: int, codes: frozenset[tuple[int, int]]) -> FontSubset:
    face = _face(bold)
    positions = [0] * (max(code for code, _ in codes) + 1)
    for code, char in codes:
        positions[code] = char
    base = (SUBSETN(n) + b"+" + face.name + face.subfontNameX).decode("latin-1")
    program = face.makeSubset(positions)
    flags = (face.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC
    descriptor = (
        f"/Type /FontDescriptor /Ascent {fp_str(face.ascent)} /CapHeight {fp_str(face.capHeight)} "
        f"/Descent {fp_str(face.descent)} /Flags {flags} /FontBBox [{fp_str(*face.bbox)}] /FontName /{base} "
        f"/ItalicAngle {fp_str(face.italicAngle)} /StemV {fp_str(face.stemV)} "
        f"/MissingWidth {fp_str(face.defaultWidth)}"
    )
    return FontSubset(
        f"{FONT_NAMES[bold]}+{n}",
        base,
        fp_str(*(face.getCharWidth(c) if c else 0 for c in positions)),
        len(positions) - 1,
        descriptor,
        zlib.compress(program, 6),
        len(program),
        zlib.compress(_to_unicode(base, sorted(codes)).encode("latin-1"), 6),
    )


def _to_unicode(name: str, codes: list[tuple[int, int]]) -> str:
    """A ToUnicode CMap for the used codes, so text can be searched and copied."""
    lines = [
        "/CIDInit /ProcSet findresource begin",
        "12 dict begin",
        "begincmap",
        f"/CIDSystemInfo << /Registry ({name}) /Ordering ({name}) /Supplement 0 >> def",
        f"/CMapName /{name} def",
        "/CMapType 2 def",
        "1 begincodespacerange",
        "<00> <FF>",
        "endcodespacerange",
    ]
    for start in range(0, len(codes), 100):
        block = codes[start : start + 100]
        lines.append(f"{len(block)} beginbfchar")
        lines += [f"<{code:02X}> <{chr(char).encode('utf-16-be').hex().upper()}>" for code, char in block]
        lines.append("endbfchar")
    lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    return "\n".join(lines)
