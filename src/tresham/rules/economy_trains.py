"""The trains' side of the economic hooks: what a train is called and sells for, who may buy
it from whom, the train limit and the trains beyond it, trade-ins and warranties, and what a
train rusts or starts when it is bought. ``Economy`` inherits them; the defaults are those
most 18xx games share, and each game's rules override them where its rulebook differs.
Like every economic hook they take plain values, never the engine's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ..model.game import Company, Phase, Train


class TrainHooks:
    def train_name(self, recorded: str) -> str:
        """The game's name for a train a record names ``recorded``: the same, unless
        18xx.games names some trains its own way (1862's starred faces)."""
        return recorded

    def train_group(self, train: Train) -> str:
        """The stack a train card belongs to (1862: several faces share one card)."""
        return train.group or train.name

    def operating_purchase_problem(self, seller: str, withheld: bool) -> str | None:
        """Why a company may not buy a train from ``seller`` (``"depot"``, ``"pool"`` or a
        company) in its operating turn, having ``withheld`` its revenue or not (None: it may)."""
        return None

    def train_limit_problem(
        self, phase: Phase, company: Company, held: Sequence[Train], new: Train
    ) -> str | None:
        """Why ``company`` holding ``held`` may not buy ``new`` (None: it may).

        A company at or over its limit may not buy, even if the purchase would bring it back
        within the limit (1862 L1703-L1708; the other games say the same in their words). A
        limit per train kind (1862 phases A-F) counts only trains of the new one's kind.
        """
        limit = phase.train_limit(company.kind)
        if limit is None:
            return None
        if limit.per_kind and new.kind in limit.per_kind:
            same = sum(1 for t in held if t.kind == new.kind)
            n = limit.per_kind[new.kind]
            if same >= n:
                return (
                    f"{company.id} holds {same} {new.kind} trains; "
                    f"the limit in phase {phase.name} is {n} of each type"
                )
        if limit.total is not None and len(held) >= limit.total:
            return f"{company.id} holds {len(held)} trains; the limit in phase {phase.name} is {limit.total}"
        return None

    def discard_problem(self, obsolete: bool) -> str | None:
        """Why a company may not give up a train of its own of its free will (None: it may)."""
        return None

    def excess_trains_to(self, company: Company, director: str | None) -> str | None:
        """Where trains beyond a limit a new phase lowers go by themselves (``"pool"``,
        ``"removed"``) from ``company`` directed by ``director``, or None: the company gives
        them up as the game says (``over_limit_problem``)."""
        return None

    def excess_order(self, train: Train, obsolete: bool) -> tuple[int, ...]:
        """The order in which a company over its limit gives up trains, least first: obsolete
        ones, then the cheapest."""
        return (0 if obsolete else 1, train.cost)

    def over_limit_problem(self, phase: Phase, company: Company, held: Sequence[Train]) -> str | None:
        """Why ``company`` may not run with the trains ``held`` in ``phase`` (None: it may): it
        holds more than its train limit there, or, where the limit is per train kind (1862
        phases A-F), more of one kind than that kind's limit. A company over its limit gives
        trains up before it runs again (each game's ``train.limit`` section)."""
        limit = phase.train_limit(company.kind)
        if limit is None:
            return None
        for kind, n in sorted(limit.per_kind.items()):
            same = sum(1 for t in held if t.kind == kind)
            if same > n:
                return (
                    f"{company.id} holds {same} {kind} trains; "
                    f"the limit in phase {phase.name} is {n} of each type"
                )
        if limit.total is not None and len(held) > limit.total:
            return f"{company.id} holds {len(held)} trains; the limit in phase {phase.name} is {limit.total}"
        return None

    def train_price(self, train: Train, from_depot: bool, later_group_sold: bool) -> int:
        """The price of a depot train (a price between companies is agreed, not computed)."""
        return train.cost

    def inter_company_price(self, train: Train, later_group_sold: bool) -> int | None:
        """The fixed price of a train between companies, or None when the directors agree one."""
        return None

    # Warranty tokens bought with a train from the bank (1862): each costs this much (0: the
    # game has none), and a train carries at most ``MAX_WARRANTIES``.
    WARRANTY_COST: ClassVar[int] = 0
    MAX_WARRANTIES: ClassVar[int] = 0

    def free_warranties(self, train: Train) -> int:
        """Warranties a train brings free when bought from the bank."""
        return 0

    def depot_train_cost_for(self, price: int, cards: frozenset[str]) -> int:
        """What a company pays the bank for a train of ``price`` when its director holds
        ``cards`` (18 Lilliput's High Admiral: 10% less, L316)."""
        return price

    def trade_in_value(self, new: Train, old: Train) -> int:
        """What trading ``old`` in takes off the price of ``new`` (0: it may not be traded in)."""
        return dict(new.trade_in).get(old.name, 0)

    def trade_in_destination(self) -> str:
        """Where a traded-in train goes: ``"removed"`` (out of the game) or ``"depot"``."""
        return "removed"

    def discard_destination(self) -> str:
        """Where a discarded train goes: the bank's pool, by default."""
        return "pool"

    def train_payees(self, train: Train, seller: str, price: int) -> list[tuple[str, int]]:
        """Who receives a train's price. ``seller`` is ``"depot"``, ``"pool"`` or a company;
        the bank takes what the depot and the pool sell."""
        return [("bank" if seller in ("depot", "pool") else seller, price)]

    def inter_company_sales_problem(self, phase: Phase) -> str | None:
        """Why companies may not yet buy trains from each other (None: they may)."""
        return None

    def rusts(self, train: Train, bought: Train) -> bool:
        """Whether buying the first ``bought`` removes ``train`` from play."""
        return bool(train.rusts_on) and train.rusts_on in (bought.name, self.train_group(bought))

    def obsoletes(self, train: Train, bought: Train) -> bool:
        """Whether buying the first ``bought`` makes ``train`` obsolete (it stays, earns less)."""
        return bool(train.obsolete_on) and train.obsolete_on in (bought.name, self.train_group(bought))

    def starts_phase(self, phase: Phase, bought: Train) -> bool:
        """Whether the first purchase of ``bought`` starts ``phase``."""
        return bought.name in phase.triggers or self.train_group(bought) in phase.triggers
