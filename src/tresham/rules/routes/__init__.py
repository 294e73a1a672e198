"""Routes and revenue: the best runs of a company, and checking a claimed run.

    best_runs(rules, board, company, trains, phase) -> RunSet
    check_claim(rules, board, company, claim, phase) -> (list[Violation], RunSet best)

See ``search.py`` for how the search works and ``hooks.py`` for the rules the games share.
"""

from .claims import claim_from_export, parse_claim
from .judge import ClaimReport, check_claim, judge_claim
from .model import Claim, ClaimRun, ClaimStop, PathStep, RouteTrain, Run, RunSet, Stop, StopInfo
from .search import best_runs
from .trains import RouteError

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
