"""The train limit a company runs under (``Economy.over_limit_problem``, rule ``train.limit``):
more trains than the phase allows are refused, each game by its own rule."""

from __future__ import annotations

from tresham.data import load_game
from tresham.rules.games import rules_for
from tresham.rules.routes.trains import find_train, phase_in_play


def problem(game_id: str, company: str, phase: str, trains: list[str]) -> str | None:
    game = load_game(game_id)
    rules = rules_for(game)
    comp = rules.company(company)
    assert comp is not None
    return rules.over_limit_problem(game.phase(phase), comp, [find_train(game, t) for t in trains])


def test_an_18mag_minor_holds_two_trains_L612_L613():
    assert problem("18mag", "1", "Gray", ["2", "2"]) is None
    assert problem("18mag", "1", "Gray", ["2"] * 10) == "1 holds 10 trains; the limit in phase Gray is 2"


def test_an_1840_line_runs_one_tram_L639_L641():
    assert problem("1840", "1", "4", ["Pu1"]) is None
    assert (
        problem("1840", "1", "4", ["Pu1"] * 2)
        == "line 1 holds 2 trams; a line runs the one tram beside its card"
    )


def test_1862_limits_each_train_type_in_its_early_phases_L1696_L1726():
    game = load_game("1862")
    early = next(p for p in game.phases if p.limits.by_train_kind)
    kind, n = next(iter(sorted(early.limits.by_train_kind.items())))
    one = next(t for t in game.trains if t.kind == kind)
    other = next(t for t in game.trains if t.kind != kind and t.kind in early.limits.by_train_kind)
    assert problem("1862", "WNR", early.name, [one.name] * n + [other.name]) is None
    assert problem("1862", "WNR", early.name, [one.name] * (n + 1)) == (
        f"WNR holds {n + 1} {kind} trains; the limit in phase {early.name} is {n} of each type"
    )


def test_the_refusal_cites_the_rulebook_section():
    rules = rules_for(load_game("1840"))
    v = rules.economy_violation("train.limit", "too many")
    assert (v.rule, v.source) == (
        "train.limit",
        "1840 §VIII (L1707-L1709), a tram slot beside each line card (L639-L641)",
    )


def test_the_phase_is_the_one_named_or_the_one_the_trains_imply():
    game = load_game("1824")
    three = [find_train(game, "3")]
    assert phase_in_play(game, "5", three) == (game.phase("5"), True)
    started = next(p for p in game.phases if "3" in p.triggers)
    assert phase_in_play(game, None, three) == (started, False)
    assert phase_in_play(game, None, []) == (game.phases[0], False)
