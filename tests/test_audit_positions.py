"""Held-back positions written from the five rulebooks (tests/data/audit/<game>/), and
hand-written 18xx.games exports of typical openings (tests/data/audit/exports/).

Each position's verdict, refused lays and tokens with their exact rule ids, cost and exit
code were decided from the rulebook before tresham judged it; ``expect.toml`` beside the
positions holds them, and each position's header gives the rulebook lines. Every lay and
token of an opening is one a real game makes, so replay must accept them all."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main

AUDIT = Path(__file__).parent / "data" / "audit"


def _cases() -> list[tuple[Path, str, dict]]:
    cases = []
    for expect in sorted(AUDIT.glob("*/expect.toml")):
        for name, want in tomllib.loads(expect.read_text(encoding="utf-8")).items():
            cases.append((expect.parent / f"{name}.toml", name, want))
    return cases


CASES = _cases()


def _options(spec: list[str]) -> set[str]:
    """``tile@r`` as written, ``tile@*`` for every rotation of a hex tile."""
    out: set[str] = set()
    for item in spec:
        tile, rot = item.rsplit("@", 1)
        out |= {f"{tile}@{r}" for r in range(6)} if rot == "*" else {item}
    return out


@pytest.mark.parametrize(
    ("position", "want"), [(p, w) for p, _, w in CASES], ids=[f"{p.parent.name}/{n}" for p, n, _ in CASES]
)
def test_audit_position(position: Path, want: dict) -> None:
    r = CliRunner().invoke(main, ["check", "--json", str(position)])
    assert r.exit_code == want["exit"], r.output
    report = json.loads(r.stdout)
    refused: dict[str, list[str]] = {}
    for v in report["violations"]:
        refused.setdefault(f"{v.get('item', 'lay')} {v['index']}", []).append(v["rule"])
    assert refused == want.get("refused", {})
    assert report["total_cost"] == want["cost"]
    if "legal" in want:
        spec = want["legal"]
        args = ["legal", "--json", str(position), "--hex", spec["hex"]]
        if "company" in spec:
            args += ["--company", spec["company"]]
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 0, r.output
        listed = [f"{o['tile']}@{o['rotation']}" for o in json.loads(r.stdout)["options"]]
        assert len(listed) == len(set(listed))
        assert set(listed) == _options(spec["options"])


def test_every_position_has_an_expectation() -> None:
    named = {p for p, _, _ in CASES}
    assert named and set(AUDIT.glob("*/*.toml")) - set(AUDIT.glob("*/expect.toml")) == named


EXPORTS = sorted((AUDIT / "exports").glob("*.json"))


@pytest.mark.parametrize("export", EXPORTS, ids=[e.stem for e in EXPORTS])
def test_a_real_opening_replays_with_every_lay_accepted(export: Path) -> None:
    r = CliRunner().invoke(main, ["replay", "--json", str(export)])
    report = json.loads(r.stdout)  # notes about homes go to stderr
    # exit 1 when the engine refuses an action it lacks the round for; never for the board
    assert r.exit_code == (1 if report["refused"] else 0), r.output
    assert not [x for x in report["refused"] if x["type"] in ("lay_tile", "place_token", "remove_token")]
    assert report["rejected"] == [] and report["accepted"] == report["lays"] > 10
    assert report["tokens"] >= 1
    # every undone lay of these openings is laid again on its hex, so the board holds the
    # last lay written for each hex
    last: dict[str, str] = {}
    for action in json.loads(export.read_text(encoding="utf-8"))["actions"]:
        if action["type"] == "lay_tile":
            last[action["hex"]] = action["tile"].rsplit("-", 1)[0]
    assert {h: t["tile"] for h, t in report["board"].items()} == last
