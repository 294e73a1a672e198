

def test_1840_prints_the_share_price_boards_other_sections_each_holding_its_pieces():
    # III.4.2 (L418-424): tram purchase (CR b) with the future trams, company order (CR c),
    # line auction (CR e) and the line deck (CR f)
    from tresham.art.papers import papers
    from tresham.art.papers.tracks import SPACE

    game = load_game("1840")
    tracks = {t.id: t for t in game.tracks}
    pieces = papers(game)
    tram = next(c for c in pieces if c.kind == "train")
    line = next(c for c in pieces if c.name == "1 charter")
    marker = next(c for c in pieces if c.kind == "company-marker")
    holds = {"future-trams": tram, "tram-purchase": tram, "line-auction": line}
    for tid, piece in holds.items():
        w, h = tracks[tid].space or (SPACE, SPACE)
        assert w >= piece.width and h >= piece.height, tid
    assert tracks["company-order"].space is None and SPACE >= marker.width
    tram_companies = [c for c in game.companies if c.kind == "major"]
    assert len(tracks["company-order"].spaces) == len(tram_companies)  # a space per tram company
    boards = [c for c in pieces if c.kind == "track"]
    words = {t.text for b in boards for t in texts((b.front,))}
    for title in ("Tram purchase (CR b)", "Company order (CR c)", "Line auction (CR e) and line deck (CR f)"):
        assert title in words
    assert all(b.height <= 247.0 for b in boards)  # each board fits a page


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("space = [10, 20]", "15-160 by 15-230"),
        ('space = "big"', "width, height"),
        ('space = [40, 40]\nshape = "hex"', "only a strip"),
    ],
)
def test_a_tracks_space_size_is_a_strips_and_fits_a_page(tmp_path: Path, body: str, message: str):
    from tresham.data.economy import load_tracks

    bad = tmp_path / "cards.toml"
    bad.write_text(f'[[track]]\nid = "t"\ntitle = "T"\nspaces = ["a"]\n{body}\n')
    with pytest.raises(DataError, match=message):
        load_tracks(bad)
