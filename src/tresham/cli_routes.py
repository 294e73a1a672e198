"""``tresham routes``: the best runs of a company in a layout, or a claimed run checked.

The runs are worked out in the layout's phase (or, where it names none, the phase the
trains imply), said in the text and the JSON; a company holding more trains than its limit
in that phase is refused with the rule (``train.limit``) before any search: it gives trains
up before it runs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

import click

from .errors import TreshamError
from .plurals import plural


def register(main: click.Group) -> None:
    """Add the routes command to the ``tresham`` group."""
    main.add_command(routes)


def _out_option(suffix: str):
    return click.option(
        f"--{suffix}",
        f"{suffix}_out",
        type=click.Path(dir_okay=False, path_type=Path),
        help=f"Draw the runs on the board as {suffix.upper()}.",
    )


@click.command(
    epilog="""Examples:

\b
  tresham routes layout.toml --company 1
  tresham routes layout.toml --company 1 --trains 4,6 --png runs.png
  tresham routes layout.toml --company 1 --claim "4: E12-D13-C14-B15" --json
"""
)
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--company", required=True, help="The company whose trains run.")
@click.option("--trains", help="Its trains, e.g. 3,4D (default: the layout's [[train]] entries).")
@click.option("--claim", help='A declared run to check, e.g. "2: E12-F11-G10; 3: E12-D13-C14".')
@click.option("--extras", help="What the company bought for this run, e.g. RABA,SNW (18Mag's rail cars).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@_out_option("svg")
@_out_option("png")
@_out_option("pdf")
def routes(
    file: Path,
    company: str,
    trains: str | None,
    claim: str | None,
    extras: str | None,
    as_json: bool,
    svg_out: Path | None,
    png_out: Path | None,
    pdf_out: Path | None,
) -> None:
    """The best runs of COMPANY's trains in the layout FILE (or, with --claim, whether a
    declared run is legal and the best). Exit 0 when fine, 1 when the claim is illegal or
    not the best, 2 on bad input."""
    outs = _outputs({"svg": svg_out, "png": png_out, "pdf": pdf_out})
    code = _routes(file, company, trains, claim, extras, as_json, outs)
    if code:
        raise SystemExit(code)


def _outputs(by_format: dict[str, Path | None]) -> list[Path]:
    """The pictures asked for, each named with its option's suffix; checked before any work so
    that a bad name writes nothing."""
    outs = []
    for fmt, path in by_format.items():
        if path is None:
            continue
        if path.suffix.lower() != f".{fmt}":
            raise click.UsageError(f"--{fmt} {path}: the file name must end in .{fmt}")
        outs.append(path)
    return outs


def _routes(file, company, trains, claim, extras, as_json, outs) -> int:
    from .rules.routes import best_runs as find_best
    from .rules.routes import judge_claim, parse_claim
    from .rules.routes.trains import find_train, phase_in_play
    from .scenario.layout import load_layout
    from .scenario.layout_check import check_layout

    layout = load_layout(file)
    report = check_layout(layout)
    game = layout.game
    cid = _company(game, company)
    held = (
        [t.strip() for t in trains.split(",") if t.strip()]
        if trains
        else [t.name for t in layout.trains if t.company == cid]
    )
    if not held:
        raise TreshamError(f"{layout.file}: no trains for {cid}; give --trains or [[train]] entries")
    bought = [e.strip() for e in (extras or "").split(",") if e.strip()]
    if not report.ok:
        n = len(report.violations) + len(report.token_violations)
        broken = plural(n, "rule")
        click.echo(f"{layout.file}: note: the layout breaks {broken}; see `tresham check {file}`", err=True)
    rules, board = report.rules, report.board
    cards = [find_train(game, t) for t in held]
    phase, named = phase_in_play(game, layout.last_phase, cards)
    used = Phase(phase.name, named)
    comp = rules.company(cid)
    assert comp is not None  # (``_company`` found it)
    over = rules.over_limit_problem(phase, comp, cards)
    if over is not None:  # a company over its limit gives trains up before it runs
        _print_refusal(game, cid, used, held, rules.economy_violation("train.limit", over), as_json)
        return 1
    if claim is None:
        best = find_best(rules, board, cid, held, phase.name, extras=bought)
        _print_best(game, best, used, held, as_json)
        _draw(rules, board, best, outs, f"{game.title}: best runs of {cid}")
        return 0
    judged = judge_claim(rules, board, cid, parse_claim(claim), phase.name, trains=held, extras=bought)
    _print_claim(game, claim, judged, used, as_json)
    _draw(rules, board, judged.claimed, outs, f"{game.title}: {cid} claims {claim}")
    return 0 if judged.legal and judged.is_best else 1


class Phase(NamedTuple):
    """The phase the runs were worked out in, and whether the layout named it (else the
    phase the trains imply)."""

    name: str
    named: bool

    def __str__(self) -> str:
        return f"phase {self.name}" + (
            "" if self.named else " (the layout names none: the phase its trains imply)"
        )


def _print_refusal(game, cid: str, phase: Phase, held, v, as_json: bool) -> None:
    if as_json:
        out = {"company": cid, "phase": phase.name, "trains": held, "refused": [v.to_dict()]}
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    click.echo(f"{game.title}: {cid}, {phase}, trains {', '.join(held)}")
    click.echo(f"  BAD -: {v.rule}: {v.message} [{v.source}]")
    click.echo("refused: over the train limit, no runs worked out")


def _company(game, company: str) -> str:
    for c in game.companies:
        if c.id == company or c.id.lower() == company.lower():
            return c.id
    raise TreshamError(f"{game.title} has no company {company!r}")


def _run_line(game, run) -> str:
    stops = " - ".join(f"{s.hex}{f' {s.name}' if s.name else ''} ({s.value})" for s in run.stops)
    extra = f", subsidy {game.money(run.subsidy)}" if run.subsidy else ""
    return f"  {run.train}: {stops} = {run.revenue}{extra}"


def _print_best(game, best, phase: Phase, held, as_json: bool) -> None:
    if as_json:
        out = best.to_dict()
        click.echo(
            json.dumps(
                {"company": out.pop("company"), "phase": phase.name, **out}, indent=2, ensure_ascii=False
            )
        )
        return
    click.echo(f"{game.title}: {best.company}, {phase}, trains {', '.join(held)}")
    for run in best.runs:
        click.echo(_run_line(game, run))
    if not best.runs:
        click.echo("  no train has a legal route")
    subsidy = f" (and {game.money(best.subsidy)} to the treasury)" if best.subsidy else ""
    click.echo(f"total {best.total}{subsidy}")


def _print_claim(game, claim: str, judged, phase: Phase, as_json: bool) -> None:
    if as_json:
        out = {
            "company": judged.best.company,
            "phase": phase.name,
            "claim": claim,
            "legal": judged.legal,
            "best": judged.is_best,
            "violations": [v.to_dict() for v in judged.violations],
            "claimed": judged.claimed.to_dict(),
            "optimum": judged.best.to_dict(),
        }
        click.echo(json.dumps(out, indent=2, ensure_ascii=False))
        return
    click.echo(f"{game.title}: {judged.best.company} claims {claim} ({phase})")
    for run in judged.claimed.runs:
        click.echo(_run_line(game, run))
    for v in judged.violations:
        click.echo(f"  BAD {v.hex or '-'}: {v.rule}: {v.message} [{v.source}]")
    verdict = "legal" if judged.legal else "illegal"
    click.echo(f"claimed {judged.claimed.total}: {verdict}; best {judged.best.total}")
    if judged.legal:
        click.echo("the claim is the best" if judged.is_best else "the claim is not the best; best runs:")
        if not judged.is_best:
            for run in judged.best.runs:
                click.echo(_run_line(game, run))


def _draw(rules, board, runset, outs, title: str) -> None:
    if not outs:
        return
    from .art.board import draw_moment
    from .art.routes import RunPath, draw_runs
    from .backends import save
    from .cli_moment import board_pieces, map_drawing
    from .rules.routes.picture import board_map

    mp = board_map(board)
    tiles, stations = board_pieces(board, rules.supply.base_name)
    paths = [
        RunPath(
            f"{r.train}: {r.describe()} = {r.revenue}",
            tuple(tuple((s.hex, s.entry, s.exit) for s in leg) for leg in r.legs),
        )
        for r in runset.runs
    ]
    contents = {s.hex: board.content(s.hex) for r in runset.runs for leg in r.legs for s in leg}
    moment = draw_moment(rules.game, mp, tiles, stations)
    art = draw_runs(moment, mp, paths, f"{title} - total {runset.total}", contents)
    drawing = map_drawing(art, title)
    for target in outs:
        save(drawing, target)
        click.echo(f"wrote {target}", err=True)
