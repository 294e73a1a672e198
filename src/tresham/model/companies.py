"""The companies of a game: corporations that run trains, and the private cards beside them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

CompanyKind = Literal[
    "major",
    "minor",
    "neutral",
    "coal",
    "pre-staatsbahn",
    "regional",
    "staatsbahn",
    "city",
    "tram",
]
"""What kind of company a charter is, in its game's words.

- ``major``: a share company floated by players. In 18Mag a major owns no trains and
  lays no track (its minors do); in 1840 the six tram companies (the rulebook's CT);
  in 1862 and 18 Lilliput every company.
- ``minor``: 18Mag's minors: a director only, they own the trains and lay the track.
- ``neutral``: 18Mag's mine tokens, an 18xx.games device that blocks mines as cities;
  nothing is printed for it.
- ``coal``, ``pre-staatsbahn``, ``regional``, ``staatsbahn``: 1824's coal railways,
  pre-state railways, regionals and the three state railways they merge into.
- ``city``: 1840's city corporations (Stadtbahnen), which run one imaginary tram.
- ``tram``: 1840's numbered lines, which hold the station tokens of a tram company.

Train limits may differ by kind (``Phase.train_limit``).
"""
COMPANY_KINDS: tuple[CompanyKind, ...] = get_args(CompanyKind)

PrivateKind = Literal["private", "mountain-railway", "landmark", "character"]
"""A card a player owns beside the companies: a classic ``private`` company, 1824's
``mountain-railway`` (exchanged for shares later), 1840's ``landmark`` or 18 Lilliput's
``character``."""
PRIVATE_KINDS: tuple[PrivateKind, ...] = get_args(PrivateKind)


@dataclass(frozen=True)
class CardSide:
    """One printed side of a two-sided company piece: its title and its lines of text
    (1862's chartered and non-chartered charter sides, the option side of a share). A
    charter's side may hold its own station tokens: ``tokens`` at most, ``tokens_least`` at
    least (the same when the number is fixed), at ``token_cost`` each (0: none of its own,
    the company's ``tokens`` print)."""

    title: str
    text: tuple[str, ...] = ()
    tokens: int = 0
    tokens_least: int = 0
    token_cost: int = 0


@dataclass(frozen=True)
class Certificate:
    """``count`` share certificates of ``percent`` each; the director's comes first."""

    percent: int
    count: int = 1
    director: bool = False


@dataclass(frozen=True)
class Company:
    """A company charter: its colours, home station(s), station tokens and shares.

    ``tokens`` is the cost of each station token, home first; ``home_city`` picks the city
    on a home hex with several. ``par`` is a fixed start price where the game has one,
    ``capital`` a starting treasury, ``float_percent`` the share sold that floats it.
    ``abilities`` are in words, for charters and cards. ``markers`` are the company's other
    round pieces, one per word (1840's tram companies: share price, turn order, revenue);
    when the data gives none, a company with a share price has one price marker.
    ``spare_tokens`` are station tokens in the box beyond those the rules use (18Mag's
    minors have four where the rules name three).
    ``formed_from`` lists the companies it is formed from, the director's precursor first
    (1824's Staatsbahnen): their tokens become its tokens.
    ``charter_sides`` are the two sides of a charter printed on both (1862's chartered and
    non-chartered sides); empty for a one-sided charter. ``share_back`` and ``director_back``
    are what the back of an ordinary share and of the director's certificate say where it
    is more than the company's colour (1862's option side, used in mergers).
    """

    id: str
    name: str
    kind: CompanyKind
    color: str
    text_color: str = "#ffffff"
    home: tuple[str, ...] = ()
    home_city: int | None = None
    tokens: tuple[int, ...] = ()
    certificates: tuple[Certificate, ...] = ()
    par: int | None = None
    capital: int | None = None
    float_percent: int | None = None
    abilities: tuple[str, ...] = ()
    rulebook: str = ""
    notes: str = ""
    markers: tuple[str, ...] | None = None
    spare_tokens: int = 0
    formed_from: tuple[str, ...] = ()
    charter_sides: tuple[CardSide, ...] = ()
    share_back: CardSide | None = None
    director_back: CardSide | None = None


@dataclass(frozen=True)
class Private:
    """A private card: its price, the income it pays, and the player counts it is used with."""

    id: str
    name: str
    kind: PrivateKind = "private"
    cost: int | None = None
    revenue: int | None = None
    abilities: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    notes: str = ""
    rulebook: str = ""
