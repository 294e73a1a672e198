"""What a build left in its folder: ``.tresham-build.json``, one entry per family.

A rebuild of some families (``--only``) reads it to know which other families' files lie
beside the new ones and with what settings they were made, so that the whole-kit file is
rewritten from the families that match, stale files are named, and files an earlier build
made that this one replaces are removed (never a file the record does not list).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import Backs
from .paper import PrintSettings

RECORD = ".tresham-build.json"


def settings_key(settings: PrintSettings, backs: Backs, maps: tuple[str, ...]) -> dict[str, Any]:
    """The settings that decide a family's files."""
    return {
        "paper": settings.paper,
        "tile_size": settings.tile_size,
        "bleed": settings.bleed,
        "backs": backs,
        "maps": list(maps),
    }


def differences(old: dict[str, Any], new: dict[str, Any]) -> str:
    """How two settings keys differ, in words: "paper letter, not a4"."""
    words = []
    for key in sorted(set(old) | set(new)):
        if old.get(key) != new.get(key):
            words.append(f"{key} {_word(old.get(key))}, not {_word(new.get(key))}")
    return "; ".join(words)


def _word(value: Any) -> str:
    if isinstance(value, list):
        return "+".join(str(v) for v in value) or "none"
    return str(value)


@dataclass
class Record:
    game: str
    families: dict[str, dict[str, Any]] = field(default_factory=dict)  # family -> settings, files
    kit: str = ""  # the whole-kit file, if one was written

    def files_of(self, family: str) -> list[str]:
        return list(self.families.get(family, {}).get("files", []))

    def settings_of(self, family: str) -> dict[str, Any]:
        return dict(self.families.get(family, {}).get("settings", {}))

    def to_bytes(self) -> bytes:
        data = {"game": self.game, "families": self.families, "kit": self.kit}
        return (json.dumps(data, indent=1, sort_keys=True) + "\n").encode("utf-8")


def read_record(folder: Path, game_id: str) -> Record | None:
    """The folder's record if it is one of ours for this game; anything else counts as none."""
    path = folder / RECORD
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if (
        not isinstance(data, dict)
        or data.get("game") != game_id
        or not isinstance(data.get("families"), dict)
    ):
        return None
    families = {
        fam: entry
        for fam, entry in data["families"].items()
        if isinstance(entry, dict)
        and isinstance(entry.get("settings"), dict)
        and isinstance(entry.get("files"), list)
        and all(isinstance(n, str) for n in entry["files"])
    }
    kit = data.get("kit")
    return Record(game_id, families, kit if isinstance(kit, str) else "")
