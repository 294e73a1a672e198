"""The manifest's pages: every heading and line stays inside the printable area."""

from __future__ import annotations

import pytest

from tresham.art.drawing import Text
from tresham.art.fonts import text_width
from tresham.data import load_game
from tresham.kit.manifest import HEAD_MIN, manifest_pages
from tresham.kit.paper import PrintSettings

from .conftest import GAMES


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("gid", GAMES)
def test_no_heading_runs_off_the_page(gid, paper):
    settings = PrintSettings(paper=paper)
    x0, _, pw, _ = settings.printable
    for page in manifest_pages(load_game(gid), settings):
        for item in page.items:
            if isinstance(item, Text) and item.anchor == "start":
                assert item.x + text_width(item.text, item.size, item.bold) <= x0 + pw + 0.01, item.text
        head = next(i for i in page.items if isinstance(i, Text) and i.bold)
        assert head.size >= 3.0 and (head.size >= HEAD_MIN or " - " not in head.text), head.text
