"""Where play stands inside a round (``RoundState``): whose turn, which step; and what
each kind of round keeps of its own (``RoundData``): what was sold and bought, the turn's
tile lays, a merger or acquisition under way (``Merger``, 1862)."""

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
class RoundData:
    """What one kind of round keeps of its own (a draft keeps nothing beyond ``RoundState``)."""


@dataclass(frozen=True)
class TurnData(RoundData):
    """What a round keeps of the turn under way where turns lay track (a company's turn;
    18 Lilliput's action card): ``lays``, the tiles laid in it so far (``rules.lay.TurnState``)."""

    lays: TurnState = TurnState()


@dataclass(frozen=True)
class Dealings(RoundData):
    """The shares each player sold and bought this round (``"Ann:BK"`` entries, one per
    share bought), where players deal in shares: stock rounds, 18 Lilliput's action cards."""

    sold: tuple[str, ...] = ()
    bought: tuple[str, ...] = ()


@dataclass(frozen=True)
class StockData(Dealings):
    """A stock round's own: ``passes`` counts the players who passed in a row, ``last_actor``
    is the last player who did more than pass (the priority deal goes to the next)."""

    passes: int = 0
    last_actor: str | None = None


@dataclass(frozen=True)
class ActionsData(Dealings, TurnData):
    """18 Lilliput's round of action cards: the cards taken this round."""

    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class CompanyData(TurnData):
    """A round of company turns: ``trains_sold`` counts the trains the depot sold in it
    (18Mag's "no train sold" tokens); ``merger``, a merger or acquisition under way (the
    merge step's, 1862 §5.2, §7.5)."""

    trains_sold: int = 0
    merger: Merger | None = None


@dataclass(frozen=True)
class RoundState:
    """Where play stands inside a round: what every round has, and ``data``, what its kind
    keeps of its own (``RoundData``: ``StockData``, ``CompanyData``, ``ActionsData``...).

    ``kind`` names the round's kind in the game's program (``engine.program``): ``"stock"``,
    ``"operating"``, 1840's ``"company"`` and ``"line"``, the drafts, 18 Lilliput's
    ``"actions"``. ``number`` counts rounds of that kind; a round is ``or_index`` of
    ``or_count`` in its set. ``entity`` acts now: a player, or a company in a round of
    company turns, where ``step`` is the step it has reached. The turn's bookkeeping:
    ``acted`` says the current player did something this turn, ``turn`` counts the turn's
    actions by kind (its tile lays are the round data's, ``TurnData``); ``order`` is the round's first
    go-round (or every turn of a draft) when it is not seat order and ``index`` counts the
    turns taken.
    ``phase_at_start`` is the phase the round began in. ``companies_act`` says whether
    companies take turns rather than players; the program sets it when the round begins.
    ``over`` is set by the step that ends the round (the last pick of a draft, the last
    pass): the round's kind then finishes it and the game's program starts the next.
    """

    kind: str = "stock"
    number: int = 1
    or_index: int = 1
    or_count: int = 1
    entity: str | None = None
    step: str = ""
    acted: bool = False
    turn: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    index: int = 0
    phase_at_start: str = ""
    companies_act: bool = False
    over: bool = False
    data: RoundData = RoundData()

    @property
    def label(self) -> str:
        if self.kind == "operating":
            return f"OR {self.number}.{self.or_index}"
        if self.or_count > 1:  # 1840's line rounds 3a, 3b, ...
            return f"{self.kind} round {self.number}{'abcdefgh'[self.or_index - 1]}"
        return f"{self.kind} round {self.number}"


def turn_lays(r: RoundState) -> TurnState:
    """The tiles laid in the turn under way (none, in a round whose turns lay no track)."""
    return r.data.lays if isinstance(r.data, TurnData) else TurnState()


def merger_of_round(r: RoundState) -> Merger | None:
    """The merger or acquisition under way in a round of company turns, if any."""
    return r.data.merger if isinstance(r.data, CompanyData) else None


def dealings(r: RoundState) -> Dealings:
    """The round's share dealings (none, in a round where players deal in no shares)."""
    return r.data if isinstance(r.data, Dealings) else Dealings()
