"""Routes and revenue: the best runs of a company, and checking a claimed run.

    best_runs(rules, board, company, trains, phase) -> RunSet
    check_claim(rules, board, company, claim, phase) -> (list[Violation], RunSet best)

See ``search.py`` for how the search works and ``hooks.py`` for the rules the games share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...exports import lazy_names, names_of

if TYPE_CHECKING:
    from .claims import claim_from_export, parse_claim
    from .judge import ClaimReport, check_claim, judge_claim
    from .model import Claim, ClaimRun, ClaimStop, PathStep, RouteTrain, Run, RunSet, Stop, StopInfo
    from .search import best_runs
    from .trains import RouteError

# The names are imported when first asked for: the rules' route hooks (``hooks.py``) are
# mixed into every game's rules, and judging a lay must not load the route search.
_WHERE = names_of(
    {
        "claims": ("claim_from_export", "parse_claim"),
        "judge": ("ClaimReport", "check_claim", "judge_claim"),
        "model": (
            *("Claim", "ClaimRun", "ClaimStop", "PathStep", "RouteTrain"),
            *("Run", "RunSet", "Stop", "StopInfo"),
        ),
        "search": ("best_runs",),
        "trains": ("RouteError",),
    }
)
__getattr__ = lazy_names(__name__, _WHERE)

__all__ = [
    "Claim",
    "ClaimReport",
    "ClaimRun",
    "ClaimStop",
    "PathStep",
    "RouteError",
    "RouteTrain",
    "Run",
    "RunSet",
    "Stop",
    "StopInfo",
    "best_runs",
    "check_claim",
    "claim_from_export",
    "judge_claim",
    "parse_claim",
]
