"""The pieces a ``State`` is made of, each frozen: a player (``PlayerState``), a company
(``CompanyState``), a share certificate (``Cert``), a train card (``TrainCard``), a question
someone must answer (``Decision``) and the end of the game with its scores (``GameEnd``).
``engine.state`` says what each holds in a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType


def no_items() -> Mapping[str, int]:
    return MappingProxyType({})



@dataclass(frozen=True)
class PlayerState:
    """A player's cash, the loans taken where a game lends (1840: 100 G each, L2944), and
    ``items`` held by kind (18 Lilliput's Dimen's Land Copy cards).

    ``name`` is the player's key in the state (``player_keys``); ``given`` the name he was
    given, where it is not his key."""

    name: str
    cash: int = 0
    loans: int = 0
    items: Mapping[str, int] = field(default_factory=no_items)
    given: str | None = None

    @property
    def shown(self) -> str:
        """The player's name as he was given it."""
        return self.given if self.given is not None else self.name


@dataclass(frozen=True)
class CompanyState:
    """A railway company as it stands: money, trains, tokens and place on the market.

    ``tokens`` counts the station tokens still on its charter; ``cell`` is its market
    cell, ``stack`` its place among the tokens on that cell (lower = on top; a token that
    arrives goes under the others); ``par`` the par price where the game has one.
    ``operated`` is true once it has operated in the current operating round,
    ``has_operated`` once it has operated at all.
    ``revenue`` is what its trains earned this turn, until it is paid out or withheld.
    ``owner`` is the company that owns it, where one company owns another (1840: a tram
    company owns its lines, which pay their costs from its treasury).
    ``permits`` are the kinds of train it may run (1862's train permits, its first one
    first); empty where the game has none or the setup gives none: it may run any.
    ``items`` counts things on its charter by kind (18Mag's terrain tokens).
    """

    id: str
    cash: int = 0
    trains: tuple[str, ...] = ()
    tokens: int = 0
    par: int | None = None
    cell: tuple[int, int] | None = None
    stack: int = 0
    floated: bool = False
    operated: bool = False
    has_operated: bool = False
    closed: bool = False
    revenue: int | None = None
    owner: str | None = None
    subsidy: int = 0
    last_revenue: int | None = None
    permits: tuple[str, ...] = ()
    items: Mapping[str, int] = field(default_factory=no_items)


@dataclass(frozen=True)
class Cert:
    """A share certificate. ``percent`` is its size; the director's has ``director``."""

    id: str
    company: str
    percent: int
    owner: str
    director: bool = False


@dataclass(frozen=True)
class TrainCard:
    """A train card: ``name`` is its type (or the face/variant it was bought as).

    ``warranties`` counts 1862's warranty tokens on it; ``doomed`` says its kind has been
    removed from play but a warranty keeps it until the last one is taken off. A ``dealt``
    card was handed to a company as the game started, not sold: it starts no phase (18
    Lilliput's starting 2-trains, L204)."""

    id: str
    name: str
    owner: str = "depot"
    obsolete: bool = False
    warranties: int = 0
    doomed: bool = False
    dealt: bool = False


@dataclass(frozen=True)
class Decision:
    """A question ``who`` must answer before play goes on (``engine.decisions``): ``question``
    names it ("option", "director", "tokens"...), ``step`` is the step that takes the answer,
    ``about`` the company it is asked about where the one asked may direct several ("": none
    named)."""

    who: str
    question: str
    step: str
    about: str = ""


@dataclass(frozen=True)
class GameEnd:
    """Why the game ends: ``reason`` a short key ("bank broken", "market top", "last
    round"...), ``cause`` what happened and ``when`` when the game ends, in words a player
    reads; ``text`` joins them ("the bank is broken: the game ends after this set of
    operating rounds"). While the end is only coming (``State.ending``), ``last_set`` and
    ``last_round`` say when it takes effect: after operating round ``last_round`` of the set
    of operating rounds numbered ``last_set``, or, with ``last_round`` 0, after that whole
    set (``engine.program``)."""

    reason: str
    cause: str
    when: str = ""
    last_set: int = 0
    last_round: int = 0

    @property
    def text(self) -> str:
        return f"{self.cause}: {self.when}" if self.when else self.cause
