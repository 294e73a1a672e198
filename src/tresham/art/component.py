"""A printable component: its trim size, its front and (optionally) back art, its bleed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .drawing import Group

Shape = Literal["rect", "circle", "hex-flat", "hex-pointy", "square"]


@dataclass(frozen=True)
class Component:
    """One piece to cut out.

    ``front`` and ``back`` are drawn in millimetres with the origin at the top-left corner
    of the trim box; art that should run to the cut (a coloured background) extends
    ``bleed`` mm beyond it on every side. The imposer clips each piece to its bleed box.
    """

    family: str  # "tiles", "papers", ...
    kind: str  # "certificate", "charter", "train", "token", "tile", "market", ...
    name: str  # "MAV director 20%": used in summaries and tests
    width: float
    height: float
    front: Group
    back: Group | None = None
    bleed: float = 3.0
    shape: Shape = "rect"
    symbol: str = ""  # a shared art id: equal symbols have identical fronts (tile copies)
