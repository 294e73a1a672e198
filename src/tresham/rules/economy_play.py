"""Hooks of the games that play more than stock and operating rounds: their own round
track and kinds of round (1840's company and line rounds, 1824's Goods Time draft, 18Mag's
certificate draft and "no train sold" tokens, 18 Lilliput's Bureaucracy),
companies formed from others (1824's Staatsbahnen) or sold whole as one card (1824's coal
railways and pre-Staatsbahnen). ``Economy`` inherits them; the defaults are those of a game
without them. Like every economic hook they take plain values, never the engine's state.
Trains that cost upkeep (1840's) are a mechanism, ``Maintenance`` below; tokens another
company may remove are ``tokens.TokenRemoval``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from ..model.game import Company, Private, Train
from .board import Board


class PlayHooks:
    # --------------- who takes part, and companies in play from the start
    def in_play_from_start(self, company: Company) -> bool:
        """Whether the company is in play from the start, its price token on its start
        price (``Company.par``) whoever holds its shares (1840's city corporations)."""
        return False

    def starting_trains(self, company: Company) -> tuple[str, ...]:
        """The trains a company holds when it starts: in play from the start (1840's city
        corporations) or taken in a draft (18Mag's minors: a 2-train)."""
        return ()

    def runs_itself(self, company: Company) -> bool:
        """Whether the rules decide the company's run, with no choice for anyone (1840's
        city corporations): it runs its best route when its turn comes."""
        return False

    def revenue_multiplier(self, company: Company, round_kind: str, round_number: int) -> int:
        """What a company that runs by itself multiplies its run by in this round."""
        return 1

    # --------------- the last round of a game of fixed length (``GameDef.rounds``)
    def last_round_revenue(self, revenue: int) -> int:
        """What a company's run earns in the game's last round (18 Lilliput: doubled)."""
        return revenue

    def last_round_dividend_kinds(self, kinds: tuple[str, ...]) -> tuple[str, ...]:
        """The dividends a company may choose in the game's last round, of ``kinds``."""
        return kinds

    def last_round_dividend_moves(self, moves: list[str]) -> list[str]:
        """The price moves of a dividend paid in the game's last round, for ``moves``."""
        return moves

    def home_token_on_first_turn(self, company: Company) -> bool:
        """Whether the home token goes down free at the start of the company's first turn
        (rather than when it floats)."""
        return False

    def private_income_round(self) -> str | None:
        """The kind of round at whose start every owned private pays its income to its
        owner (1824: each operating round, L111, L489; 1840: each company round, L1424),
        or None where privates pay nothing by themselves."""
        return None

    def town_token_problem(self, board: Board, hex: str) -> str | None:
        """Why no town token may go on ``hex`` in a draft before the game (None: it may)."""
        return "this game has no town tokens"

    # -------------- companies formed from others, and companies sold as one card
    def reserved_for(self, company: Company, index: int, director: bool) -> str | None:
        """The company whose owner certificate ``index`` of ``company`` is kept for (it lies
        on that company's card until exchanged), or None: it starts with the others."""
        return None

    def forms_after(self, bought: Train, players: int = 0) -> tuple[str, ...]:
        """Companies formed (from ``Company.formed_from``) at the end of the operating round
        in which the first ``bought`` is bought, in a game of ``players`` players (0: any)."""
        return ()

    def formation_capital(self, par: int, unreserved_shares: int, idle_capital: int) -> int:
        """What a formed company receives: par for each share not reserved for a precursor's
        owner, plus ``idle_capital``, the starting capital of precursors nobody owned."""
        return par * unreserved_shares + idle_capital

    def start_mark(self, company: Company) -> str:
        """The market letter of the cell where a company with a fixed start price begins
        (where that price is printed in several cells)."""
        return "p"

    def sold_only_in_first_stock_round(self, kind: str) -> bool:
        """Whether a company sold as one card, or a private, of this ``kind`` is on sale only
        in the first stock round: one nobody bought then has left the game."""
        return False

    def card_price_problem(self, company: Company, price: int) -> str | None:
        """Why ``price`` is not what a company sold as one card costs (None: it is): its
        printed starting capital, by default."""
        if company.capital is not None and price != company.capital:
            return f"{company.id} costs {company.capital}, not {price}"
        return None

    def private_stock_price(self, private: Private) -> int | None:
        """What a private is listed at for a stock round's ``buy_company`` (None: not listed):
        its printed price, by default (1824's mountain railways, 120 G, L109-L111). The
        stock step accepts any price (an auction's record may hold more)."""
        return private.cost

    def card_prices(self, company: Company) -> tuple[int, ...]:
        """The prices a company sold as one card may be bought at (what ``card_price_problem``
        accepts): its printed starting capital, by default."""
        return () if company.capital is None else (company.capital,)

    def card_train(self, company: Company) -> str | None:
        """The train a company sold as a card buys from the depot at once, if any."""
        return None

    def linked_par(self, company: Company, price: int) -> tuple[str, int] | None:
        """(company, par) set by buying ``company`` for ``price``, if the game links them."""
        return None

    # -------------- rounds of the game's own: a draft first, phases, action cards
    # (which rounds a game plays, and in which order, is its program: ``engine.games``)

    def draft_offer(self, company: Company, players: int) -> int:
        """How many of ``company``'s certificates the draft offers: 1 for a company owned
        whole, else so many ordinary shares; 0 when it offers none."""
        return 0

    def draft_group(self, company: Company) -> str:
        """The group a drafted certificate counts in for ``draft_limits``."""
        return company.kind

    def draft_limits(self, players: int) -> Mapping[str, int]:
        """How many certificates of each group a player takes in the draft."""
        return {}

    # Whether the priority deal passes to the player who begins each go-round of the draft
    # (18Mag L364-L365).
    DRAFT_PRIORITY_PASSES: ClassVar[bool] = False

    def draft_seat(self, pick: int, players: int) -> int:
        """Who takes draft pick ``pick`` (0-based), as an offset in seat order from the player
        who holds the priority deal when the draft begins. By default each go-round begins
        one seat further on (the priority deal passes left after each, 18Mag L364-L370)."""
        return (pick // players + pick % players) % players

    # How many "no train sold" tokens on one train stack start the next phase (0: the game
    # has no such tokens).
    IDLE_TOKENS_TO_ADVANCE: ClassVar[int] = 0

    def idle_stack(self, stacks: Sequence[str]) -> str | None:
        """The train stack that takes a "no train sold" token after an operating round in
        which the depot sold no train, given the stacks whose first train will still start a
        phase, in stack order (None: no token). 18Mag: the lowest of them (L696)."""
        return None


class Maintenance:
    """The mechanism of trains that cost (or add) upkeep on each run, asked by the earnings
    step (``engine/steps/earnings.py``; 1840's Table 7, L1721-L1749). A game sets one in
    ``Rules.MECHANISMS``; in a game without one a run costs nothing. The kind has no
    behaviour of its own."""

    def upkeep(self, train: str, bought: frozenset[str]) -> int:
        """What a run of ``train`` adds to (or, below zero, takes from) its earnings, given
        the train groups of which a card has been bought."""
        raise NotImplementedError
