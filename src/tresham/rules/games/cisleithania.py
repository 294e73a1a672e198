"""1824 on the Cisleithania map: the rulebook's variants A (2 players, §X L888-L972) and B
(3 players, §XI L974-L1010). Their numbers differ from the standard game's; everything else
is 1824's (``Rules1824``), "the rest of the base rules apply" (L1009).

Cited from the Spanish rulebook (rulebooks/1824-rules-es.txt). The numbers are the map's
data (game.toml ``[maps.cisleithania]``, with their lines cited there), read here:
- bank 4,000 G with 2 players (X.2 L913), 9,000 G with 3 (XI.2 L999), the players' cash part
  of it (L1000); 830 G each with 2 players (L914), 700 G with 3 (680 in the text, L1000, an
  erratum); certificate limit 14 with 2 players (L915), 16 with 3 (L1001);
- the train cards (X.1 L901-L909, XI.1 L987-L995): fewer of each type, at the standard prices;
- Bukowina (L959): a train whose route runs from Wien or Prag to at least one of the three
  green hexes D25, E24, E26 earns its company 50 G more. Read as: the route visits Wien (E12)
  or Prag (B9) and one of them, in either direction. The text gives it for variant A; the
  site plays it on this map with 3 players too (the digest's §6.1 item 9), and so does tresham;
- with 3 players UG1's station token stands on the red Budapest hex from the start (XI.3
  L1006); nobody else may token there (its one space is UG1's home), and the token is put
  down when UG1 first operates, as every home token of 1824 is (L604) and as the site does.

Variant A, 2 players: UG1 and UG leave the game too (X.1 L892-L896 lists neither; UG2 and
the others go with the map's ``removes``), two mountain railways play (L897); the four
stacks are drawn as the site draws them (``draws_cisleithania``) and drafted at the start
of the first stock round (``engine/games/g1824/stacks.py``, X.5 L961-L972), after which the
stock round goes on in seat order from the start player: the base game's reversed first
go-round (L353) is the opening of the first stock round, which the draft replaces here.
The bond railway's dividend is played (L947; ``engine/games/g1824/bond.py``). Not played yet
with 2 players: the construction railways' track and closing (L929-L933), the bond
railway's second token (L954-L955). KK forms with the first 5-train (L939; ``forms_after``);
sold shares go to a bank pool (L940; ``sale_destination``), from which anyone may buy; the
60 % exception for buying from it (L940-L941) needs nothing here, as tresham plays 1824
without a holding limit (``Economy1824.HOLDING_LIMIT``). The Bukowina bonus is played with 2
players as with 3.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...model.game import Company, PlayerSetup, Train
from ..routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ..setup_hooks import GameSetup
from .draws_cisleithania import draw_stacks
from .g1824 import Rules1824

# with 2 players these leave the game too (X.1 L892-L896 names neither)
REMOVED_TWO_PLAYERS = ("UG1", "UG")

# with 2 players: the first train of a type -> the Staatsbahnen formed after it (X.4 L939)
FORMED_AFTER_TWO_PLAYERS: Mapping[str, tuple[str, ...]] = {"4": ("SD",), "5": ("KK",)}

# the Bukowina bonus (L959): from these hexes to one of those, this much more
BUKOWINA = frozenset({"D25", "E24", "E26"})
BUKOWINA_SOURCES = frozenset({"E12", "B9"})  # Wien, Prag
BUKOWINA_BONUS = 50


class RulesCisleithania(Rules1824):
    TITLE = "1824 Cisleithania"
    # a coal railway that can buy no train ends its turn after its run, as on the site
    TRAIN_STEP_ENDS_WHEN_NOTHING_TO_BUY = True
    ENGINE_SOURCES = {
        "g1824.stack-draft": "§X.5 (L961-L972)",
        "g1824.stack-draft.no-pass": "§X.5 (L969)",
        "g1824.stack-draft.order": "§X.5 (L963-L968)",
        "g1824.stack-draft.stack": "§X.3 (L919-L927), §X.5 (L963)",
        "g1824.stack-draft.construction-price": "§X.3 (L929), §X.4 (L944), §IV.2 (L130-L131)",
        "g1824.stack-draft.mountain": "§X.5 (L970)",
    }

    def _players(self) -> int:
        """The larger player count the map is played by (variant B: 3), where none is given."""
        return max(self.map.players)

    def _setup(self, players: int) -> PlayerSetup | None:
        """The variant's numbers for ``players`` (game.toml ``[maps.cisleithania.players_table]``)."""
        return self.map.player_setup.get(players)

    def bank_size(self, players: int) -> int:
        row = self._setup(players)
        return row.bank if row and row.bank is not None else super().bank_size(players)

    def starting_cash(self, players: int) -> int:
        row = self._setup(players)
        return row.cash if row and row.cash is not None else super().starting_cash(players)

    def cert_limit(self, players: int) -> int | None:
        row = self._setup(players)
        return row.cert_limit if row and row.cert_limit is not None else super().cert_limit(players)

    def players_problem(self, players: int) -> str | None:
        return None  # 2 (variant A) and 3 (variant B): the map's ``players``

    def draw_setup(self, setup: GameSetup, players: int) -> GameSetup:
        # with 2 players the first stock round's four stacks are drawn (X.3 L919-L933), and
        # UG1 and UG are not in the game (X.1 L892-L896)
        if players != 2:
            return setup
        drawn = draw_stacks(setup)
        return replace(drawn, removed=(*drawn.removed, *REMOVED_TWO_PLAYERS))

    def first_turns(self, round_number: int, seats: tuple[str, ...], site: bool = False) -> tuple[str, ...]:
        # with 2 players the draft of the stacks opens the first stock round, which then goes
        # on in seat order from the start player (X.5 L972: "continúa con normalidad")
        if len(seats) == 2:
            return ()
        return super().first_turns(round_number, seats, site)

    def forms_after(self, bought: Train, players: int = 0) -> tuple[str, ...]:
        # with 2 players KK forms with the first 5-train (X.4 L939), and UG, out of the game
        # (X.1 L892-L896), never forms; with 3 the base game's order stands (L1009)
        if players == 2:
            return FORMED_AFTER_TWO_PLAYERS.get(bought.name, ())
        return super().forms_after(bought, players)

    def sale_destination(self, company: Company, players: int = 0) -> str:
        # with 2 players sold shares go to a bank pool (X.4 L940), where the base game has
        # none (VI.8 L430); with 3 the base rules stand (L1009)
        return "pool" if players == 2 else super().sale_destination(company, players)

    def option_train_counts(self, options: tuple[str, ...], players: int = 0) -> Mapping[str, int]:
        return self.map.train_counts.get(players or self._players(), {})

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        score = super().run_value(ctx, train, route)
        visited = {s.hex for s in route.stops}
        if visited & BUKOWINA_SOURCES and visited & BUKOWINA:
            return replace(score, revenue=score.revenue + BUKOWINA_BONUS, bonus=score.bonus + BUKOWINA_BONUS)
        return score

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        # the route search bounds a run by its stops: a Bukowina stop may bring the bonus
        most = super().stop_ceiling(train, stop)
        return most + BUKOWINA_BONUS if most is not None and stop.hex in BUKOWINA else most


__all__ = [
    "BUKOWINA",
    "BUKOWINA_BONUS",
    "FORMED_AFTER_TWO_PLAYERS",
    "REMOVED_TWO_PLAYERS",
    "RulesCisleithania",
]
