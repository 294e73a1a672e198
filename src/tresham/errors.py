"""The exceptions tresham raises on purpose; the CLI turns each into one line."""

from __future__ import annotations


class TreshamError(Exception):
    """Base of every error tresham reports to a user."""


class DataError(TreshamError):
    """A data file is missing, malformed, or says something impossible.

    The message names the file and the key (or tile, hex, company) at fault.
    """

    def __init__(self, file: str, where: str, message: str) -> None:
        self.file = file
        self.where = where
        self.message = message
        location = f"{file}: {where}" if where else file
        super().__init__(f"{location}: {message}")


class CoordinateError(TreshamError):
    """A hex or cell name that does not parse or is not on the grid."""


class UnknownGameError(TreshamError):
    """A game id that is not bundled."""


class UnknownTileError(TreshamError):
    """A tile name that the library (or a game's manifest) does not have."""


class LayoutError(TreshamError):
    """A layout or scenario file that cannot be read."""


class OutputError(TreshamError):
    """An output path that cannot be written, or an unknown output format."""


class ActionError(TreshamError):
    """An action (from a scenario, a layout or an 18xx.games export) that cannot be read.

    ``action_id`` is the action's id (``None`` for an auto action without one), ``key`` the
    field at fault (``"type"`` for an unknown action type).
    """

    def __init__(self, action_id: int | None, key: str, message: str, where: str = "") -> None:
        self.action_id = action_id
        self.key = key
        self.message = message
        head = where or (f"action {action_id}" if action_id is not None else "action without id")
        super().__init__(f"{head}: key {key!r}: {message}")


class SetupError(TreshamError):
    """A game state that cannot be built: unknown players, companies, trains or cells."""


class MechanismError(TreshamError):
    """A step of a mechanism only some games have (18 Lilliput's action cards) asked of the
    rules of a game that does not have it."""


class ScenarioError(TreshamError):
    """A scenario file (or id) that cannot be read; the message names the file and key."""


class ExportError(TreshamError):
    """A game exported from 18xx.games that cannot be read: not JSON, an unknown title, a
    player count the game does not have, a malformed tile lay or token."""


class ConfigError(TreshamError):
    """The user's own configuration (``TRESHAM_PAPER``, ``config.toml``) holds a value tresham
    does not know, or cannot be read."""
