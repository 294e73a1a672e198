"""Reading TOML files and checking their tables, with errors that name file and key."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from ..errors import DataError


def data_root() -> Path:
    """The bundled ``data/`` folder: the repo's in a checkout, ``tresham/_data`` in a wheel."""
    packaged = resources.files("tresham") / "_data"
    if packaged.is_dir():
        return Path(str(packaged))
    here = Path(__file__).resolve()
    for parent in here.parents:
        candidate = parent / "data"
        if (candidate / "tiles").is_dir() and (candidate / "games").is_dir():
            return candidate
    raise DataError("data/", "", "the bundled game data was not found; is tresham installed whole?")


def display(path: Path) -> str:
    """A short name for a data file in messages: relative to the data root when inside it."""
    try:
        return str(Path("data") / path.resolve().relative_to(data_root().resolve()))
    except (ValueError, DataError):
        return str(path)


def read_toml(path: Path) -> dict[str, Any]:
    name = display(path)
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(name, "", "file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(name, "", f"not valid TOML: {exc}") from None
    except OSError as exc:
        raise DataError(name, "", f"cannot be read: {exc.strerror}") from None


class Table:
    """A TOML table being read: typed getters that report the file and key on error."""

    def __init__(self, file: str, where: str, data: Any, allowed: Iterable[str] | None = None):
        if not isinstance(data, Mapping):
            raise DataError(file, where, f"expected a table, got {type_name(data)}")
        self.file = file
        self.where = where
        self.data = data
        if allowed is not None:
            extra = sorted(set(data) - set(allowed))
            if extra:
                raise DataError(
                    file,
                    where,
                    f"unknown key {extra[0]!r}; expected one of: {', '.join(sorted(allowed))}",
                )

    def error(self, key: str, message: str) -> DataError:
        where = f"{self.where}.{key}" if self.where else key
        return DataError(self.file, where, message)

    def has(self, key: str) -> bool:
        return key in self.data

    def _get(self, key: str, kinds: tuple[type, ...], expected: str, default: Any, required: bool):
        if key not in self.data:
            if required:
                raise DataError(self.file, self.where, f"missing key {key!r} ({expected})")
            return default
        value = self.data[key]
        if isinstance(value, bool) and bool not in kinds:
            raise self.error(key, f"expected {expected}, got {type_name(value)}")
        if not isinstance(value, kinds):
            raise self.error(key, f"expected {expected}, got {type_name(value)}")
        return value

    def str(self, key: str, default: str | None = None, required: bool = False) -> str:
        return self._get(key, (str,), "text", default, required)

    def int(self, key: str, default: int | None = None, required: bool = False) -> int:
        return self._get(key, (int,), "a whole number", default, required)

    def num(self, key: str, default: float | None = None, required: bool = False) -> float:
        value = self._get(key, (int, float), "a number", default, required)
        return None if value is None else float(value)

    def bool(self, key: str, default: bool = False) -> bool:
        return self._get(key, (bool,), "true or false", default, False)

    def list(self, key: str, default: list | None = None, required: bool = False) -> list:
        value = self._get(key, (list,), "a list", default, required)
        return [] if value is None else value

    def table(self, key: str, allowed: Iterable[str] | None = None) -> Table:
        where = f"{self.where}.{key}" if self.where else key
        return Table(self.file, where, self.data.get(key, {}), allowed)

    def str_list(self, key: str, default: list[str] | None = None) -> list[str]:
        value = self.data.get(key, default if default is not None else [])
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(key, "expected text or a list of text")
        return list(value)

    def int_list(self, key: str) -> list[int]:
        value = self.data.get(key, [])
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise self.error(key, "expected a list of whole numbers")
        return list(value)


def type_name(value: Any) -> str:
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "text",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)
