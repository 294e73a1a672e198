"""Rebuilding some families (--only) never leaves an inconsistent kit beside them."""

from __future__ import annotations

import json

import pytest

from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PrintSettings
from tresham.kit.record import RECORD

GAME = "18lilliput"


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    """A whole kit, built once: the reference every rebuild is held to."""
    folder = tmp_path_factory.mktemp("full")
    build(load_game(GAME), PrintSettings(), folder, svg=False)
    return folder


@pytest.fixture
def folder(full, tmp_path):
    """A copy of the whole kit's folder to rebuild in."""
    out = tmp_path / "kit"
    out.mkdir()
    for p in full.iterdir():
        (out / p.name).write_bytes(p.read_bytes())
    return out


def test_a_rebuild_of_one_family_rewrites_the_kit_from_all_the_families_present(full, folder):
    (folder / f"{GAME}-kit.pdf").write_bytes(b"an old kit")
    result = build(load_game(GAME), PrintSettings(), folder, ("tiles",), svg=False)
    kit = folder / f"{GAME}-kit.pdf"
    assert kit in [f.path for f in result.files]
    assert kit.read_bytes() == (full / f"{GAME}-kit.pdf").read_bytes()
    assert not [n for n in result.notes if "stale" in n]


def test_families_made_with_other_settings_are_named_stale_and_left_out(full, folder):
    result = build(load_game(GAME), PrintSettings(paper="letter"), folder, ("tiles", "papers"), svg=False)
    stale = [n for n in result.notes if n.startswith("stale:")]
    assert len(stale) == 2  # map and manifest, made for A4
    assert all("paper a4, not letter" in n for n in stale)
    assert any(f"{GAME}-map.pdf" in n for n in stale) and any(f"{GAME}-manifest.pdf" in n for n in stale)
    # the kit holds only what matches: the tiles and papers just made (for Letter)
    kit = next(f for f in result.files if f.family == "kit")
    assert kit.pages == _front_of(kit.path) + _pages_of(folder, "tiles") + _pages_of(folder, "papers")


def test_a_kit_that_can_no_longer_be_made_whole_is_removed_and_said_so(folder):
    result = build(load_game(GAME), PrintSettings(paper="letter"), folder, ("tiles",), svg=False)
    assert not (folder / f"{GAME}-kit.pdf").exists()
    assert any(n.startswith(f"removed {GAME}-kit.pdf") for n in result.notes)


def test_a_family_file_changed_since_is_stale_too(folder):
    manifest = folder / f"{GAME}-manifest.pdf"
    manifest.write_bytes(manifest.read_bytes() + b"\n% edited")
    result = build(load_game(GAME), PrintSettings(), folder, ("tiles",), svg=False)
    assert any(n.startswith(f"stale: {GAME}-manifest.pdf") for n in result.notes)
    kit = next(f for f in result.files if f.family == "kit")
    assert kit.pages == _front_of(kit.path) + sum(
        f.pages if f.duplex else 2 * f.pages for f in result.files if f.family == "tiles"
    ) + _pages_of(folder, "map") + _pages_of(folder, "papers")


def _front_of(kit):
    """The kit's first pages (cover, contents...): those before its first family's bookmark."""
    from pypdf import PdfReader

    reader = PdfReader(kit)
    tops = [i for i in reader.outline if not isinstance(i, list)]
    families = [i for i in tops if i.title in ("Map", "Tiles", "Papers")]
    return reader.get_destination_page_number(families[0])


def _pages_of(folder, family):
    """Pages a family takes in the kit: its duplex files as they are, one-sided sheets with a blank back."""
    from pypdf import PdfReader

    total = 0
    for p in folder.glob(f"{GAME}-{family}*.pdf"):
        if p.name.endswith("-poster.pdf"):
            continue
        n = len(PdfReader(p).pages)
        total += n if p.name.endswith("-duplex.pdf") else 2 * n
    return total


def test_files_a_family_no_longer_makes_are_removed(folder):
    g = load_game(GAME)
    before = {p.name for p in folder.iterdir()}
    build(g, PrintSettings(), folder, ("papers",), svg=False, backs="separate")
    after = {p.name for p in folder.iterdir()}
    assert f"{GAME}-papers-duplex.pdf" in before and f"{GAME}-papers-duplex.pdf" not in after
    assert {f"{GAME}-papers-fronts.pdf", f"{GAME}-papers-backs.pdf"} <= after
    record = json.loads((folder / RECORD).read_text())
    assert record["families"]["papers"]["settings"]["backs"] == "separate"
    assert all((folder / n).exists() for fam in record["families"].values() for n in fam["files"])


def test_a_file_the_record_does_not_list_is_never_removed(folder):
    mine = folder / f"{GAME}-tiles-duplex.pdf"  # a name this build does not make (no two-sided tiles)
    mine.write_bytes(b"the user's own file")
    build(load_game(GAME), PrintSettings(), folder, ("tiles",), svg=False)
    assert mine.read_bytes() == b"the user's own file"
