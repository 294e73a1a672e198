"""What a ``Board`` keeps in its memo (``Board.memo``), named in one place.

A board never changes, so an answer worked out from it may be kept with it, under one of
these names (the key is the name, or a tuple that starts with it and holds what else the
answer depends on). Boards made from one another by a lay or a token hand some answers on
(``Board.with_tile``, ``with_token``): the tokens by company and the companies' stations.

- ``TOKENS_OF``: the tokens by company (``Board.tokens_of``);
- ``STATIONS``: where each company's network starts (``network.stations``);
- ``NETWORK``: ``(NETWORK, company, traversable)``, a company's network (``network.py``);
- ``REACHED``: ``(REACHED, company, starts, traversable)``, the paths a building trace
  reaches from those stations (``network.reachable_paths``; 1862's merger asks it of one
  company for every partner it might merge with);
- ``BEST_RUNS``: ``(BEST_RUNS, company, trains, phase, extras)``, a company's best runs
  (``engine.offers.best_run``);
- ``ROUTE_GRAPH``: ``(ROUTE_GRAPH, rules, company, phase, column, stations, extras, site,
  extra centres)``, a company's route graph (``routes.planner.company_graph``);
- ``CLAIM``: ``(CLAIM, rules, company, claim, phase, trains, extras, site)``, the verdict
  on a claimed run (``routes.judge.judge_claim``), asked by the route step's check and
  again by its apply.
"""

from __future__ import annotations

TOKENS_OF = "tokens_of"
STATIONS = "stations"
NETWORK = "network"
REACHED = "network.reached"
BEST_RUNS = "legal.best_runs"
ROUTE_GRAPH = "routes.graph"
CLAIM = "routes.claim"

__all__ = ["BEST_RUNS", "CLAIM", "NETWORK", "REACHED", "ROUTE_GRAPH", "STATIONS", "TOKENS_OF"]
