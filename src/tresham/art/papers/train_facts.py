"""What the train cards print, read off the game's data: how many cards of each train
(``printed_count``), which are cards at all, 1862's card groups, each train's colour (the
track colour of the phase it starts), 1840's second-hand prices, and which game lengths
use which card (1862's short and long games). The drawing is ``trains.py``."""

from __future__ import annotations

import re

from ...model.game import GameDef, Phase, Train
from ..palette import PHASE_FILL
from .common import colour_word

UNLIMITED_PRINT = 4  # cards printed for an unlimited train type, unless the data says more
TRACK_COLOURS = ("yellow", "green", "brown", "gray")
STANDARD = "standard"


def printed_count(game: GameDef, train: Train) -> tuple[int, bool]:
    """How many cards to print, and whether the type is unlimited: the data's ``printed``
    (the cards in the box), else the largest count over the player counts, else (an
    unlimited type the data gives no number for) UNLIMITED_PRINT."""
    unlimited = train.count.unlimited
    if train.printed is not None:
        return train.printed, unlimited
    if not unlimited:
        return train.count.most, False
    return UNLIMITED_PRINT, True


def is_card(train: Train) -> bool:
    """False for the data's pseudo-trains (1840's city trams, second-hand prices)."""
    if train.notes.lower().startswith("not a card"):
        return False
    return not train.count.empty


def group_of(train: Train) -> str:
    """1862's card group ("A".."H") from the notes, or ""."""
    m = re.search(r"\bGroup ([A-Z]) card", train.notes)
    return m.group(1) if m else ""


def last_track_colour(phase: Phase) -> str:
    track = [c for c in phase.tiles if c in TRACK_COLOURS]
    return track[-1] if track else (phase.tiles[-1] if phase.tiles else "yellow")


def train_colours(game: GameDef) -> dict[str, str]:
    """A fill per train: the tile colour of the phase it starts (or opens in)."""
    trains = list(game.trains)
    out: dict[str, str] = {}
    triggers = {}
    for ph in game.phases:
        if ph.on and "|" not in ph.on and ph.on not in triggers:
            triggers[ph.on] = ph
    first = game.phases[0] if game.phases else None
    for i, t in enumerate(trains):
        phase = triggers.get(t.name) or triggers.get(group_of(t))
        if phase is None and group_of(t) and first is not None and group_of(t) == "A":
            phase = first
        if phase is None and t.available_on:
            phase = game.phase(t.available_on)
        if phase is None and not t.kind:
            phase = game.phase(t.name)
        if phase is not None:
            out[t.name] = PHASE_FILL.get(last_track_colour(phase), PHASE_FILL["yellow"])
            continue
        word = colour_word(t.notes.split(".")[0]) if t.notes else None
        if word:
            out[t.name] = word
            continue
        cols = [c for c in game.revenue_columns if c in PHASE_FILL] or list(TRACK_COLOURS)
        k = 0 if len(trains) < 2 else round(i * (len(cols) - 1) / (len(trains) - 1))
        out[t.name] = PHASE_FILL[cols[min(k, len(cols) - 1)]]
    return out


def train_label(name: str) -> str:
    return name if not name.isdigit() else f"{name}"


def notes_for_card(train: Train) -> str:
    n = re.sub(r"\s*\((?:[^()]*\bL\d+[^()]*)\)", "", train.notes).strip()
    return n if n and len(n) <= 180 else ""


def second_hand(game: GameDef, train: Train) -> list[tuple[str, int]]:
    """1840: the prices of a tram card bought from the middle/right spaces."""
    out = []
    for t in game.trains:
        if t.count.empty and re.search(rf"\b{re.escape(train.name)} card\b", t.notes):
            out.append((t.name, t.cost))
    return out



def game_lengths(game: GameDef) -> list[str]:
    """The game lengths other than the standard one whose train counts differ (1862's short
    and long games), in the order the data first names them."""
    out: list[str] = []
    for t in game.trains:
        out += [name for name in t.lengths if name not in out]
    return out


def cards_for(game: GameDef, train: Train, length: str) -> int:
    """How many of the train's cards a game length uses (an unlimited type: all printed)."""
    standard = printed_count(game, train)[0] if train.count.unlimited else train.count.most
    return standard if length == STANDARD else train.lengths.get(length, standard)


def length_mark(game: GameDef, train: Train, copy: int) -> str:
    """'long game only', 'not in the short game' or '': which game lengths use card ``copy``
    (counted from 1) of the train's printed cards."""
    others = game_lengths(game)
    if not others:
        return ""
    lengths = [STANDARD, *others]
    users = [n for n in lengths if cards_for(game, train, n) >= copy]
    if len(users) == len(lengths):
        return ""
    if len(users) == 1:
        return f"{users[0]} game only"
    left_out = [n for n in lengths if n not in users]
    return f"not in the {' or '.join(left_out)} game"
