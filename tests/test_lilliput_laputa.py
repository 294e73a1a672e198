"""18 Lilliput's Laputa variant: its brown cities are laid only by the company of their
colour (L522-L529)."""

from __future__ import annotations

from .layouts import L, check, rules_of


def upgrade_home_to(laputa: str):
    """The Mildendo Railway's (red) home east of Mildendo, green, then a Laputa city."""
    lays = [
        L("1,0", "L-city-ys", 1, company="MR"),
        L("1,0", "L-city-gt", 0, company="MR"),
        L("1,0", laputa, 0, company="MR"),
    ]
    home = [{"hex": "1,0", "company": "MR", "city": 0}]
    return check("18lilliput", lays, home, tokens_after=1, phase="5", variant="laputa")


def test_the_red_laputa_is_laid_by_the_red_company_l527():
    r = upgrade_home_to("L-laputa-red")
    assert r.ok, r.violations


def test_no_other_company_lays_a_laputa_city_l527():
    r = upgrade_home_to("L-laputa-green")
    assert rules_of(r, 2) == ["lilliput.laputa"]
    assert r.violations[0].message == "tile L-laputa-green is GVR's colour: only GVR lays it, not MR"
