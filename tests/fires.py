"""One rule, one position: the registry and asserts behind the ``test_fires_*`` modules.

Each test there is named as the rule it shows, with the rulebook lines, and is marked with
``@fires(game, rule)``. Its failing position breaks exactly that rule (``only``) and its
twin, which differs from it minimally, breaks none (``clean``). ``tests/test_rule_ids.py``
asks the registry whether every rule id a game can report has such a test.
"""

from __future__ import annotations

from collections.abc import Callable

from .layouts import check, rules_of

# (game, rule id) -> names of the tests in which exactly that rule fires
FIRES: dict[tuple[str, str], list[str]] = {}


def fires(game: str, *rules: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    """Register the decorated test as the one that makes ``rules`` of ``game`` fire."""

    def mark(test: Callable[[], None]) -> Callable[[], None]:
        for rule in rules:
            FIRES.setdefault((game, rule), []).append(test.__name__)
        return test

    return mark


def runner(game: str):
    """``run(lays, tokens=None, tokens_after=0, **top)`` for one game."""

    def run(
        lays: list[dict],
        tokens: list[dict] | None = None,
        tokens_after: int = 0,
        stations: list[dict] | None = None,
        **top,
    ):
        return check(game, lays, tokens, tokens_after=tokens_after, stations=stations, **top)

    return run


def token_rules_of(report, index: int) -> list[str]:
    """The rule ids broken by token ``index``."""
    return [v.rule for v in report.token_violations if v.index == index]


def cost_rules_of(report, index: int) -> list[str]:
    """The rule ids of the costs lay ``index`` pays."""
    return [c.rule for c in report.lays[index].costs]


def everything(report) -> list[tuple[str, int, str]]:
    return [("lay", v.index, v.rule) for v in report.violations] + [
        ("token", v.index, v.rule) for v in report.token_violations
    ]


def off_map(game: str, hex: str, tile: str = "", company: str = "") -> list[str]:
    """The rule ids of a lay of ``tile`` (or, without a tile, of ``company``'s token) on a hex
    a layout cannot name (a layout refuses it as bad input): judged by the rules alone."""
    from tresham.data import load_game
    from tresham.model.actions import LayTile
    from tresham.rules.games import rules_for
    from tresham.rules.lay import LayContext, judge_lay
    from tresham.rules.tokens import TokenContext, check_token

    rules = rules_for(load_game(game))
    board = rules.new_board()
    if tile:
        lay = LayTile(entity=company, entity_type="corporation", hex=hex, tile=tile, rotation=0)
        return [
            v.rule for v in judge_lay(rules, LayContext(rules, board, lay, rules.game.tile(tile))).violations
        ]
    return [v.rule for v in check_token(rules, TokenContext(rules, board, company, hex, 0))]


def only(report, index: int, rule: str, says: str = "") -> None:
    """Lay ``index`` breaks ``rule`` and nothing else in the position breaks anything; the
    violation names the lay's hex and says why (``says``: words its message holds, or all of
    it), citing the game's rulebook."""
    assert rules_of(report, index) == [rule], everything(report)
    assert everything(report) == [("lay", index, rule)]
    _names_its_place(report, report.violations[0], report.lays[index].hex, says)


def only_token(report, index: int, rule: str, says: str = "") -> None:
    """Token ``index`` breaks ``rule`` and nothing else in the position breaks anything
    (``says``: as for ``only``)."""
    assert token_rules_of(report, index) == [rule], everything(report)
    assert everything(report) == [("token", index, rule)]
    _names_its_place(report, report.token_violations[0], report.layout.tokens[index].action.hex, says)


def _names_its_place(report, violation, hex: str, says: str = "") -> None:
    assert violation.hex == hex
    assert violation.message
    assert says in violation.message, violation.message
    assert violation.source == report.rules.source(violation.rule)
    assert violation.source.startswith(report.rules.TITLE + " ")


def clean(report) -> None:
    """Nothing in the position breaks a rule."""
    assert everything(report) == []
    assert report.ok
