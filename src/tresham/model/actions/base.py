"""The base of every action (``Action``), the field markers the parser and writer read,
and the writer: an action back to the export's JSON form."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeAlias

JsonValue: TypeAlias = "None | bool | int | float | str | tuple[JsonValue, ...] | Mapping[str, JsonValue]"
"""A JSON value made immutable: lists become tuples, objects read-only mappings."""

NOISE_KEYS = frozenset({"user", "created_at", "skip", "original_id", "meta", "_client_id"})
"""Export keys that carry nothing a replay needs (export-actions.md §2, §4.3)."""

ENTITY_TYPES = frozenset({"player", "corporation", "minor", "company"})
DIVIDEND_KINDS = frozenset({"payout", "withhold", "half", "variable", "hudson"})

# Field markers (``field(metadata=...)``), read by the parser and the writer:
OMIT_EMPTY = {"omit_empty": True}  # the export leaves the key out when the list is empty
ANY_JSON = {"json": True}  # any JSON value, compared by exact value and type
PERCENT = {"range": (0, 100)}  # a share of a company: never below none or above all of it


@dataclass(frozen=True, kw_only=True)
class Action:
    """One recorded decision. ``entity`` acts; ``entity_type`` says what kind of thing it is.

    ``entity_type`` is ``"player"``, ``"corporation"``, ``"minor"`` or ``"company"``: ids are
    only unique within a type (1824's coal company ``EPP`` and its railway ``EPP``).
    ``id`` is the 1-based position in the game's history (``None`` for an auto action).
    ``auto_actions`` are complete actions the engine applied right after this one
    (a programmed pass, 1862's merge auto-pass); they share this action's fate under undo.
    """

    TYPE: ClassVar[str] = ""

    entity: str
    entity_type: str = field(metadata={"one_of": ENTITY_TYPES})
    id: int | None = None
    auto_actions: tuple[Action, ...] = field(default=(), metadata=OMIT_EMPTY)

    def to_dict(self) -> dict[str, Any]:
        """The export's JSON form: ``type`` first, ``None`` fields left out."""
        out: dict[str, Any] = {"type": self.TYPE}
        out.update(_record_to_dict(self))
        if self.entity_type == "player" and self.entity.isdigit():
            out["entity"] = int(self.entity)
        return out


def _record_to_dict(record: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if value is None or (f.metadata.get("omit_empty") and not value):
            continue
        out[f.name] = _to_json(value)
    return out


def _to_json(value: Any) -> Any:
    if isinstance(value, Action):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _record_to_dict(value)
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _to_json(v) for k, v in value.items()}
    return value
