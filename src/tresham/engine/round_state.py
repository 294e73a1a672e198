"""Where play stands inside a round (``RoundState``): whose turn, which step, what was
sold and bought, and a merger or acquisition under way (``Merger``, 1862)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..rules.lay import TurnState


@dataclass(frozen=True)
class Merger:
    """A merger or acquisition under way (1862 §5.2, §7.5).

    ``kind`` is ``"merge"`` (at the start of ``active``'s turn) or ``"acquire"`` (at its
    end); ``initiator`` directs ``active``. Until ``survivor`` is chosen he answers
    ``first`` (``active`` survives) or ``last`` (``partner`` does). Then the holders in
    ``queue`` exchange their shares in turn (players clockwise from the initiator, the
    merged company last); ``other`` counts the shares of the company that does not survive
    each holder still has, ``option`` names the survivor certificate a holder holds as an
    option share (``""``: the option is still one of the other company's shares).
    A holder who must answer (``"option"`` or ``"director"``: redeem or sell; ``"tokens"``:
    which station token to remove) is asked on the decision stack (``engine.decisions``)
    with the step of the merger's kind; ``units`` is the director's holding
    before the merger, which prices his certificate's option side. ``partner_operated``:
    the partner had operated this round before the merger began; ``returned``: holders who
    have returned their half (all at once, when the holders so agree, L512-L514).
    """

    kind: str
    active: str
    partner: str
    initiator: str
    survivor: str = ""
    price: int = 0
    queue: tuple[str, ...] = ()
    other: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    option: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    units: int = 0
    partner_operated: bool = False
    returned: tuple[str, ...] = ()

    @property
    def gone(self) -> str:
        """The company that does not survive."""
        return self.partner if self.survivor == self.active else self.active


@dataclass(frozen=True)
class RoundState:
    """Where play stands inside a round.

    ``kind`` is ``"stock"`` or ``"operating"``; games add kinds of their own in which
    companies take turns as in an operating round (1840: ``"company"`` and ``"line"``).
    ``number`` counts rounds of that kind; an operating round is ``or_index`` of
    ``or_count`` in its set. ``entity`` acts now: a player in a stock round, a company in an operating round.
    ``step`` is the operating step the company has reached. ``passes`` counts players
    who passed in a row; ``acted`` says the current player did something this turn.
    ``sold`` and ``bought`` remember, per player, the companies sold and bought this
    stock round (``"Ann:BK"`` entries); ``turn`` counts the turn's actions by kind,
    ``lays`` the operating company's tile lays.
    ``order`` is a stock round's first go-round when it is not seat order (1824's first
    stock round runs counter-clockwise); ``index`` counts the turns taken this round and
    ``last_actor`` is the last player who did more than pass. ``merger`` is a merger or
    acquisition under way in an operating round. ``trains_sold`` counts the trains the
    depot sold this round, ``phase_at_start`` is the phase the round began in, ``cards`` the
    action cards taken this round (18 Lilliput). ``companies_act`` says whether companies
    take turns (operating rounds, 1840's company and line rounds) rather than players; the
    round's kind (``engine.round_kind``) sets it when the round begins. ``over`` is set by
    the step that ends the round (the last pick of a draft, the last pass): the round's kind
    then finishes it and the game's program starts the next (``engine.program``).
    """

    kind: str = "stock"
    number: int = 1
    or_index: int = 1
    or_count: int = 1
    entity: str | None = None
    step: str = ""
    passes: int = 0
    acted: bool = False
    sold: tuple[str, ...] = ()
    bought: tuple[str, ...] = ()
    turn: tuple[str, ...] = ()
    lays: TurnState = TurnState()
    order: tuple[str, ...] = ()
    index: int = 0
    last_actor: str | None = None
    merger: Merger | None = None
    trains_sold: int = 0
    phase_at_start: str = ""
    cards: tuple[str, ...] = ()
    companies_act: bool = False
    over: bool = False

    @property
    def label(self) -> str:
        if self.kind == "operating":
            return f"OR {self.number}.{self.or_index}"
        if self.or_count > 1:  # 1840's line rounds 3a, 3b, ...
            return f"{self.kind} round {self.number}{'abcdefgh'[self.or_index - 1]}"
        return f"{self.kind} round {self.number}"
