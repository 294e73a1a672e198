"""A scenario: a moment of a game (a partial state), then actions with what each should do.

Rulebook examples ship as scenarios (``data/games/<game>/examples/<slug>.toml``, id
``<game>/<slug>``); designers write their own to test a rule. ``data/README.md`` documents
the file format; ``scenario.load`` reads it into these values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, get_args

from ..model.actions import Action
from ..model.frozen import frozen


@dataclass(frozen=True)
class TrainSpec:
    """A train a company holds at the start: its type (or face), optional card id and state."""

    name: str
    id: str | None = None
    obsolete: bool = False
    warranties: int = 0
    dealt: bool = False


@dataclass(frozen=True)
class PlacedTile:
    hex: str
    tile: str
    rotation: int = 0


@dataclass(frozen=True)
class PlacedToken:
    hex: str
    company: str
    city: int = 0


@dataclass(frozen=True)
class HolderSetup:
    """A player's or company's money and holdings at the start (missing: the game's start)."""

    cash: int | None = None
    shares: Mapping[str, int] = field(default_factory=frozen)  # company -> percent
    privates: tuple[str, ...] = ()


@dataclass(frozen=True)
class CompanySetup:
    """A company at the start. ``price`` is a value or a ``"<price>,<row>,<col>"`` id."""

    cash: int | None = None
    price: str | None = None
    par: int | None = None
    trains: tuple[TrainSpec, ...] = ()
    tokens: int | None = None
    floated: bool | None = None
    operated: bool = False
    closed: bool = False
    director: str | None = None
    revenue: int | None = None
    shares: Mapping[str, int] = field(default_factory=frozen)
    owner: str | None = None  # the company owning it (1840: a tram company owns its lines)
    privates: tuple[str, ...] = ()
    permits: tuple[str, ...] = ()  # the train kinds it may run (1862), its first one first


@dataclass(frozen=True)
class RoundSetup:
    kind: str = "stock"
    number: int = 1
    or_index: int = 1
    or_count: int | None = None
    entity: str | None = None
    step: str | None = None
    passes: int = 0  # stock round: players who have passed in a row before ``entity``
    picks: int | None = None  # draft: how many town tokens the players place


@dataclass(frozen=True)
class Setup:
    """A partial state: everything left out is as the game starts. ``seed``: the game's
    set-up is drawn from it as ``tresham.new_state`` draws it (1824 Cisleithania's stacks
    with 2 players); without one nothing is drawn."""

    seed: int | None = None
    phase: str | None = None
    priority: str | None = None
    bank: int | None = None
    round: RoundSetup | None = None
    players: Mapping[str, HolderSetup] = field(default_factory=frozen)
    companies: Mapping[str, CompanySetup] = field(default_factory=frozen)
    pool: Mapping[str, int] = field(default_factory=frozen)  # company -> percent in the pool
    depot: Mapping[str, int] = field(default_factory=frozen)  # train group -> cards left in the depot
    markers: Mapping[str, int] = field(default_factory=frozen)  # counters on the table (State.markers)
    tiles: tuple[PlacedTile, ...] = ()
    tokens: tuple[PlacedToken, ...] = ()


@dataclass(frozen=True)
class Expect:
    """What should hold after a step. Only what is given is checked.

    ``cash`` players' (and the ``bank``'s) money; ``treasury`` companies' money;
    ``holdings`` percent of each company held by a player, a company, ``pool`` or ``ipo``;
    ``price`` and ``cell`` (``[row, col]``, 0-based) on the market; ``par``; ``revenue``
    the last run; ``director``; ``trains`` held (names, any order); ``permits`` the train
    kinds a company may run (any order); ``phase``; ``turn`` who
    acts next; ``round`` (``"OR 1.2"``, ``"stock round 3"``); ``priority``; ``items`` what a
    player or company holds by kind (``{"5": {"terrain token": 2}}``); ``violation``:
    the action is refused with this rule id; ``says``: words some event of the step says.
    """

    cash: Mapping[str, int] = field(default_factory=frozen)
    treasury: Mapping[str, int] = field(default_factory=frozen)
    holdings: Mapping[str, Mapping[str, int]] = field(default_factory=frozen)
    price: Mapping[str, int] = field(default_factory=frozen)
    cell: Mapping[str, tuple[int, int]] = field(default_factory=frozen)
    par: Mapping[str, int] = field(default_factory=frozen)
    revenue: Mapping[str, int] = field(default_factory=frozen)
    director: Mapping[str, str] = field(default_factory=frozen)
    trains: Mapping[str, tuple[str, ...]] = field(default_factory=frozen)
    permits: Mapping[str, tuple[str, ...]] = field(default_factory=frozen)
    items: Mapping[str, Mapping[str, int]] = field(default_factory=frozen)
    phase: str | None = None
    turn: str | None = None
    round: str | None = None
    priority: str | None = None
    violation: str | None = None
    says: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for key in (
            "cash", "treasury", "holdings", "price", "cell", "par", "revenue", "director", "trains",
            "permits", "items",
        ):  # fmt: skip
            value = getattr(self, key)
            if value:
                out[key] = {k: (dict(v) if isinstance(v, Mapping) else list(v) if isinstance(v, tuple) else v)
                            for k, v in value.items()}  # fmt: skip
        for key in ("phase", "turn", "round", "priority", "violation"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.says:
            out["says"] = list(self.says)
        return out


@dataclass(frozen=True)
class ScenarioStep:
    action: Action
    explain: str = ""
    expect: Expect = field(default_factory=Expect)


NoteKind = Literal["book", "reconstructed", "erratum", "kept"]
"""What a ``BookNote`` tells the teacher about the book against our choices:

- ``book``: which numbers (and words) are the book's own;
- ``reconstructed``: what the book does not give (a lost picture, an unstated holding) and
  was chosen to fit;
- ``erratum``: where the book is wrong and the file follows the correction;
- ``kept``: an inconsistency of the book the file keeps, so as to follow the text.
"""
NOTE_KINDS: tuple[NoteKind, ...] = get_args(NoteKind)
NOTE_HEADINGS: Mapping[NoteKind, str] = frozen(
    {
        "book": "From the book",
        "reconstructed": "Reconstructed",
        "erratum": "Erratum followed",
        "kept": "Inconsistent in the book, kept",
    }
)


@dataclass(frozen=True)
class BookNote:
    """One thing the teacher should know before trusting the numbers: ``step`` is the step
    it touches (None: the whole example, told at the start)."""

    kind: NoteKind
    text: str
    step: int | None = None


@dataclass(frozen=True)
class Scenario:
    id: str  # "<game>/<slug>"
    game: str
    title: str
    source: str
    introduction: str
    players: tuple[str, ...]
    setup: Setup
    steps: tuple[ScenarioStep, ...]
    notes: str = ""
    file: str = ""
    book_notes: tuple[BookNote, ...] = ()  # the file's [[note]] tables, in file order
    letters: tuple[tuple[str, str], ...] = ()  # the book's names for places: (letter, hex), drawn

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    def notes_at(self, step: int | None) -> tuple[BookNote, ...]:
        """The notes told at the start (``None``) or at step ``step``."""
        return tuple(n for n in self.book_notes if n.step == step)
