"""Events: what an action did, as a sentence a learner reads plus the facts behind it.

``Event("dividend", "BK pays 19 G a share: Ann 95, Bob 38, treasury 38", {...})``: the
``kind`` groups events (``cash``, ``shares``, ``price``, ``train``, ``phase``, ``round``...),
``text`` is the sentence and ``data`` holds the numbers and names in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

Scalar = str | int | bool | None


@dataclass(frozen=True)
class Event:
    kind: str
    text: str
    data: Mapping[str, Scalar | tuple[Scalar, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "text": self.text, "data": dict(self.data)}

    def __str__(self) -> str:
        return self.text


def event(kind: str, text: str, /, **data: Scalar | tuple[Scalar, ...]) -> Event:
    return Event(kind, text, MappingProxyType(data))
