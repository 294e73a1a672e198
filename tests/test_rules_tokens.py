"""Station tokens in all five games: connection (18Mag L528-530, 1824 L608, 1840 L2772-2780,
1862 L1340-1342, 18 Lilliput L283), homes kept free (1824 L609, 1840 L2782-2788), homes set
out at the start (18Mag L390, 1840 L521-525), and the slots of the tile lying there."""

from __future__ import annotations

from tresham.rules.board import Token

from .layouts import L, check

# 18Mag: minor 1's home is Pest, city 1 of Budapest E12 (city 0 of the yellow B tile L33@2);
# the city F13 touches it.
MAG = [L("E12", "L33", 2, company="1"), L("F13", "57", 2, company="1")]
# 1824: BK builds from its home Prag B9 to C12, the home of MS.
BK = [L("B9", "57", 1, company="BK"), L("B11", "8", 5, company="BK"), L("C12", "57", 2, company="BK")]


def token_rules(report) -> list[str]:
    return [v.rule for v in report.token_violations]


def tok(hex: str, company: str, city: int = 0) -> dict:
    return {"hex": hex, "company": company, "city": city}


# ------------------------------------------------------------------ connection
def test_18mag_a_new_station_needs_an_unblocked_route_from_a_station_l528():
    ok = check("18mag", MAG, [tok("F13", "1")], tokens_after=2)
    assert ok.ok, ok.token_violations
    cut = [MAG[0], L("F13", "57", 0)]  # F13's track points away from Budapest
    bad = check("18mag", cut, [tok("F13", "1")], tokens_after=2)
    assert token_rules(bad) == ["token.connection"]
    assert bad.token_violations[0].source == "18Mag §VI.3.4 (L528-530)"


def test_1824_a_new_station_needs_a_route_l608():
    ok = check("1824", BK, [tok("C12", "MS"), tok("B9", "BK")], tokens_after=3)
    assert ok.ok
    cut = [BK[0], L("C12", "57", 2), L("C12", "14", 1)]  # no track in B11; C12 has two slots
    bad = check("1824", cut, [tok("C12", "MS"), tok("C12", "BK")], tokens_after=3)
    assert token_rules(bad) == ["token.connection"]


def test_1840_a_line_reaches_its_new_station_over_broad_track_l2772():
    # line 7 (base F18) builds into the OO hex E17, line 3's base (which keeps one circle)
    lays = [L("F18", "57", 2, company="7"), L("E17", "235", 5, company="7")]
    ok = check("1840", lays, [tok("F18", "7"), tok("E17", "7", 0)], tokens_after=2)
    assert ok.ok, ok.token_violations
    bad = check("1840", lays, [tok("F18", "7"), tok("E17", "7", 1)], tokens_after=2)
    assert token_rules(bad) == ["token.connection"]  # E17's other circle has no track to F18


def test_1862_a_station_goes_in_a_city_on_the_company_route_l1340():
    lays = [L("C8", "201", 2, company="E&H"), L("B7", "57", 2, company="E&H")]
    ok = check("1862", lays, [tok("C8", "E&H"), tok("B7", "E&H")], tokens_after=2)
    assert ok.ok, ok.violations + ok.token_violations
    lays = [L("C8", "201", 3, company="E&H"), L("B7", "57", 2)]
    bad = check("1862", lays, [tok("C8", "E&H"), tok("B7", "E&H")], tokens_after=2)
    assert token_rules(bad) == ["token.connection"]
    assert bad.token_violations[0].source.startswith("1862 §7.7 (L1340-1342)")


def test_lilliput_a_marker_needs_a_legal_route_from_another_station_l283():
    lays = [L("0,1", "L-city-ys", 0), L("0,2", "L-plain-yc", 2, company="SR"), L("1,2", "L-city-ys", 1)]
    ok = check("18lilliput", lays, [tok("0,1", "SR"), tok("1,2", "SR")], tokens_after=3)
    assert ok.ok, ok.violations + ok.token_violations
    # the city in 1,2 is reached from Mildendo's east side (a terminus), its track running
    # north-south, away from SR's 0,2
    east = [L("1,0", "L-city-ys", 0), L("1,1", "L-plain-ys", 0), L("1,2", "L-city-ys", 0)]
    bad = check("18lilliput", [*lays[:2], *east], [tok("0,1", "SR"), tok("1,2", "SR")], tokens_after=5)
    assert token_rules(bad) == ["token.connection"]


def test_lilliput_a_company_founded_in_play_puts_its_base_anywhere_l270():
    lays = [L("0,1", "L-city-ys", 0), L("0,2", "L-plain-yc", 2), L("1,2", "L-city-ys", 1)]
    r = check("18lilliput", lays, [tok("0,1", "SR"), tok("1,2", "C5")], tokens_after=3)
    assert r.ok and r.board.tokens[1] == Token("C5", "1,2", 0, home=True)


def test_a_full_foreign_city_blocks_the_route_to_a_new_station_1824_l601():
    # BK's track runs B9-B11-C12-D13-E14; C12's one slot is MS's home token
    lays = [*BK, L("D13", "9", 2, company="BK"), L("E14", "57", 2, company="BK")]
    open_city = check("1824", lays, [tok("B9", "BK"), tok("E14", "BK")], tokens_after=5)
    assert open_city.ok, open_city.token_violations
    full = check("1824", lays, [tok("C12", "MS"), tok("B9", "BK"), tok("E14", "BK")], tokens_after=5)
    assert token_rules(full) == ["token.connection"]


# ------------------------------------------------------------ homes kept free
def test_1824_a_home_keeps_a_slot_for_a_company_not_yet_operating_l609():
    bad = check("1824", BK, [tok("B9", "BK"), tok("C12", "BK")], tokens_after=3)
    assert token_rules(bad) == ["token.reserved"]
    assert bad.token_violations[0].source == "1824 §VII.8 (L609)"
    # once C12 is a two-slot green city, BK's token leaves MS a slot
    up = [*BK, L("C12", "14", 1, company="BK")]
    ok = check("1824", up, [tok("B9", "BK"), tok("C12", "BK")], tokens_after=4)
    assert ok.ok, ok.violations + ok.token_violations


def test_1840_a_line_base_keeps_a_circle_free_l2782():
    lays = [L("D4", "57", 0, company="10"), L("E3", "57", 0, company="10")]
    bad = check("1840", lays, [tok("D4", "10"), tok("E3", "10")], tokens_after=2)
    assert token_rules(bad) == ["token.reserved"]
    placed = check("1840", lays, [tok("E3", "14"), tok("D4", "10"), tok("E3", "10")], tokens_after=2)
    assert token_rules(placed) == ["token.full"]  # line 14 has placed its base: no longer kept


def test_1840_city_corporation_tokens_are_on_the_map_from_the_start_l521():
    # Hernals C7 has two circles: V's token from the start and line 9's base
    lays = [L("D4", "57", 0, company="10"), L("C5", "58", 4, company="10")]
    r = check("1840", lays, [tok("D4", "10"), tok("C7", "10")], tokens_after=2)
    assert token_rules(r) == ["token.reserved"]
    r = check("1840", lays, [tok("C7", "9"), tok("D4", "10"), tok("C7", "10")], tokens_after=2)
    assert token_rules(r) == ["token.full"]


def test_18mag_keeps_no_slot_for_a_minors_home_but_sets_out_chosen_minors_l390():
    # Szeged & Szabadka G14 (OO) is minor 4's home, city 1; minor 1 reaches its city 0 from Pest
    lays = [*MAG, L("G14", "L32", 0, company="1")]
    rules = check("18mag", lays).rules
    assert not any(rules.reserves_home(c.id) for c in rules.game.companies)
    assert check("18mag", lays, [tok("G14", "1", 0)], tokens_after=3).ok
    players = [{"name": "Ann", "directs": ["1"]}, {"name": "Bob", "directs": ["4"]}]
    r = check("18mag", lays, [], tokens_after=3, player=players)
    # chosen: set out at once; the first yellow tile moves it to the city with track (city 0)
    assert r.ok and Token("4", "G14", 0, home=True) in r.board.tokens
    assert not [t for t in r.board.homes if t.company in ("2", "3")]  # not chosen: out of play
    r = check("18mag", lays, [tok("G14", "1", 0)], tokens_after=3, player=players)
    assert token_rules(r) == ["token.full"]  # minor 4's home holds city 0's one slot
    r = check("18mag", lays, [tok("G14", "4", 1), tok("G14", "4", 1)], tokens_after=3, player=players)
    assert token_rules(r) == []  # writing out minor 4's home token changes nothing


def test_tokens_count_the_slots_of_the_tile_lying_there_at_that_moment():
    up = [*BK, L("C12", "14", 1, company="BK")]
    tokens = [tok("C12", "MS"), tok("B9", "BK"), tok("C12", "BK")]
    before = check("1824", up, tokens, tokens_after=3)  # C12 still yellow: one slot
    assert token_rules(before) == ["token.full"]
    after = check("1824", up, tokens, tokens_after=4)
    assert after.ok


def test_a_station_costs_the_next_price_on_the_charter_1824_l606_lilliput_l314():
    # BK: home free, then 40 G, then 100 G; the text and the JSON count them in the total
    lays = [*BK, L("C12", "14", 1, company="BK"), L("D13", "9", 2, company="BK")]
    lays.append(L("E14", "57", 2, company="BK"))
    r = check("1824", lays, [tok("B9", "BK"), tok("C12", "BK"), tok("E14", "BK")], tokens_after=6, phase="3")
    assert r.ok, r.token_violations
    assert [t.cost for t in r.tokens] == [0, 40, 100] and r.total_cost == 20 + 140  # Preßburg: river
    # 18 Lilliput's General halves the price for his player's companies (L314)
    lays = [L("0,1", "L-city-ys", 0), L("0,2", "L-plain-yc", 2), L("1,2", "L-city-ys", 1)]
    homes = [tok("0,1", "SR"), tok("1,2", "SR")]
    plain = check("18lilliput", lays, homes, tokens_after=3)
    general = check(
        "18lilliput",
        lays,
        homes,
        tokens_after=3,
        player=[{"name": "Ann", "directs": ["SR"], "owns": ["GENERAL"]}],
    )
    assert [t.cost for t in plain.tokens] == [0, 40] and [t.cost for t in general.tokens] == [0, 20]


def test_1862_a_london_token_needs_a_route_into_london_and_is_the_only_one_l1303():
    # N&E's track in Bishop's Stortford B13 runs into London's token hex B15 (edge 0)
    lays = [L("B13", "57", 0, company="N&E")]
    ok = check("1862", lays, [tok("B13", "N&E"), tok("B15", "N&E")], tokens_after=1)
    assert ok.ok, ok.token_violations
    bare = check("1862", [], [tok("B13", "N&E"), tok("B15", "N&E")])  # no track in B13 yet
    assert token_rules(bare) == ["token.connection"]
    again = check("1862", lays, [tok("B13", "N&E"), tok("B15", "N&E"), tok("D15", "N&E")], tokens_after=1)
    assert token_rules(again) == ["token.same-hex"]
    assert again.token_violations[0].message == "N&E already has a token in London (B15)"


def test_1862_a_home_token_displaces_the_last_token_in_its_full_home_l983():
    # ENR (Cromer F3) stations in Fakenham E4, W&F's home (no slot is kept, L1343-1345); when
    # W&F starts, its home token takes the slot and ENR's token leaves (§7.2, L983-992)
    lays = [L("F3", "5", 0, company="ENR"), L("E4", "57", 1, company="ENR")]
    homes = [tok("F3", "ENR"), tok("E4", "ENR"), tok("E4", "W&F")]
    r = check("1862", lays, homes, tokens_after=2)
    assert r.ok, r.token_violations
    assert Token("ENR", "E4") not in r.board.tokens and Token("W&F", "E4") in r.board.tokens
    # any other token still needs a free slot
    bad = check("1862", lays, [*homes, tok("E4", "ENR")], tokens_after=2)
    assert token_rules(bad) == ["token.full"]
    assert bad.token_violations[0].source.startswith("1862 §7.7 (L1340-1353)")


# -------------------------------------------------------------- 1862 upgrades
# E&H (home C8) reaches D7 through its Y tile; D7's straight small station 8852@1 runs 1-4.
UP_1862 = [L("C8", "201", 3, company="E&H"), L("D7", "8852", 1, company="E&H")]


def test_1862_an_upgrade_needs_new_track_or_a_large_station_on_a_route_l1258():
    # 20_1 adds a straight 0-3 that crosses the old one without joining it
    bad = check("1862", [*UP_1862, L("D7", "20_1", 1, company="E&H")], phase="D")
    assert [v.rule for v in bad.violations] == ["connection.none"]
    assert "new track" in bad.violations[0].message
    # with E&H's track also arriving from C6, the new straight is on its route
    ok = check(
        "1862", [*UP_1862, L("C6", "5", 5, company="E&H"), L("D7", "20_1", 1, company="E&H")], phase="D"
    )
    assert ok.ok, ok.violations


def test_elsewhere_connected_old_track_is_enough_for_an_upgrade_18mag_l483():
    r = check("18mag", [*MAG, L("F13", "14", 1, company="1")], phase="green")
    assert r.ok, r.violations
