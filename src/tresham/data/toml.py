"""Reading TOML files and checking their tables, with errors that name file and key.

The bundled data's files are parsed once and kept parsed, as Python keeps a module's
bytecode: ``read_toml`` writes what it parsed of a file of ``data/`` to
``tresham/data/__pycache__`` (unless bytecode is not written, ``sys.dont_write_bytecode``)
and reads it back while the file keeps its size and modification time. A replay reads
a dozen such files before its first action; parsing TOML is most of that.
"""

from __future__ import annotations

import contextlib
import functools
import marshal
import os
import sys
import tomllib
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, overload

from ..errors import DataError, TreshamError

T = TypeVar("T")


@functools.cache
def data_root() -> Path:
    """The bundled ``data/`` folder: the repo's in a checkout, ``tresham/_data`` in a wheel
    (found once a run)."""
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
        return str(Path("data") / path.resolve().relative_to(_resolved_root()))
    except (ValueError, DataError):
        return str(path)


@functools.cache
def _resolved_root() -> Path:
    return data_root().resolve()


MAX_FILE_BYTES = 20 * 1024 * 1024  # input files larger than this are refused before parsing


def read_text(path: Path, name: str | None = None) -> str:
    """The text of an input file: refused if missing, unreadable, over 20 MB or not UTF-8."""
    name = name or display(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise DataError(
                name, "", f"is {size / 1e6:.0f} MB; input files over {MAX_FILE_BYTES // 2**20} MB are refused"
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise DataError(name, "", "file not found") from None
    except OSError as exc:
        raise DataError(name, "", f"cannot be read: {exc.strerror or exc}") from None
    return _decoded(data, name)


def _decoded(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise DataError(name, f"line {line}", f"is not UTF-8 text (byte 0x{data[exc.start]:02x})") from None


STDIN = "-"  # the name that means standard input, as in most command-line tools


def read_named_file(path: str | Path, error: Callable[[str], TreshamError]) -> tuple[str, str]:
    """A file a user names on the command line (a layout, an export): its name as given and
    its text, read as ``read_text`` does, any problem raised as ``error(message)``. The name
    ``-`` reads standard input, named ``<stdin>`` in messages."""
    name = str(path)
    try:
        if name == STDIN:
            return "<stdin>", read_stdin()
        return name, read_text(Path(path), name)
    except DataError as exc:
        raise error(str(exc)) from None


def read_stdin() -> str:
    """Standard input as text, refused as ``read_text`` refuses a file (over 20 MB, not UTF-8)."""
    import sys

    data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise DataError("<stdin>", "", f"is over {MAX_FILE_BYTES // 2**20} MB; larger input is refused")
    return _decoded(data, "<stdin>")


def parse_toml(text: str, name: str) -> dict[str, Any]:
    """Parse TOML text; any parse problem (nesting too deep included) is a one-line DataError."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(name, "", f"not valid TOML: {exc}") from None
    except RecursionError:
        raise DataError(name, "", "not valid TOML here: tables or lists nested too deeply") from None


def read_toml(path: Path) -> dict[str, Any]:
    """Read and parse a TOML input file (see ``read_text`` for what is refused); a file of
    the bundled data as it was parsed before, while it is unchanged (the module docstring)."""
    name = display(path)
    kept = parsed_cache(path)
    try:
        stat = path.stat() if kept is not None else None
    except OSError:
        stat = None
    if kept is not None and stat is not None:
        cached = _read_parsed(kept, stat)
        if cached is not None:
            return cached
    data = parse_toml(read_text(path, name), name)
    if kept is not None and stat is not None and not sys.dont_write_bytecode:
        _write_parsed(kept, stat, data)
    return data


PARSED_FORMAT = 1  # the layout of a kept file; a kept file of another layout is not read


def parsed_cache(path: Path) -> Path | None:
    """Where the parse of ``path`` is kept: for a file of the bundled data, a file in
    ``tresham/data/__pycache__`` named after its place in ``data/`` and the Python that
    wrote it; None for any other file (a user's game, a layout)."""
    try:
        inside = path.resolve().relative_to(_resolved_root())
    except (ValueError, DataError, OSError):
        return None
    tag = sys.implementation.cache_tag or "python"
    name = "%".join(inside.parts)
    return Path(__file__).with_name("__pycache__") / f"{name}.{tag}.marshal"


def _read_parsed(kept: Path, stat: os.stat_result) -> dict[str, Any] | None:
    """The data kept in ``kept``, if it was parsed from a file of this size and time."""
    try:
        head, size, mtime, data = marshal.loads(kept.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if (head, size, mtime) != (PARSED_FORMAT, stat.st_size, stat.st_mtime_ns) or not isinstance(data, dict):
        return None
    return data


def _write_parsed(kept: Path, stat: os.stat_result, data: dict[str, Any]) -> None:
    """Keep ``data`` in ``kept`` (written whole or not at all; a folder that cannot be
    written, or data marshal cannot hold, a TOML date, is left unkept)."""
    try:
        blob = marshal.dumps((PARSED_FORMAT, stat.st_size, stat.st_mtime_ns, data))
    except ValueError:
        return
    temp = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        temp.write_bytes(blob)
        os.replace(temp, kept)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)


class Table:
    """A TOML table being read: typed getters that report the file and key on error."""

    def __init__(self, file: str, where: str, data: object, allowed: Iterable[str] | None = None):
        if not isinstance(data, Mapping):
            raise DataError(file, where, f"expected a table, got {type_name(data)}")
        self.file = file
        self.where = where
        self.data: Mapping[str, Any] = data
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

    def _get(self, key: str, kinds: tuple[type, ...], expected: str, default: Any, required: bool) -> Any:
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

    @overload
    def text(self, key: str, default: str, required: bool = False) -> str: ...
    @overload
    def text(self, key: str, default: None = None, required: bool = False) -> str | None: ...
    def text(self, key: str, default: str | None = None, required: bool = False) -> str | None:
        value: str | None = self._get(key, (str,), "text", default, required)
        return value

    def required_text(self, key: str) -> str:
        value: str = self._get(key, (str,), "text", None, True)
        return value

    @overload
    def integer(self, key: str, default: int, required: bool = False) -> int: ...
    @overload
    def integer(self, key: str, default: None = None, required: bool = False) -> int | None: ...
    def integer(self, key: str, default: int | None = None, required: bool = False) -> int | None:
        value: int | None = self._get(key, (int,), "a whole number", default, required)
        return value

    def required_integer(self, key: str) -> int:
        value: int = self._get(key, (int,), "a whole number", None, True)
        return value

    def number(self, key: str, default: float | None = None, required: bool = False) -> float | None:
        value = self._get(key, (int, float), "a number", default, required)
        return None if value is None else float(value)

    def required_number(self, key: str) -> float:
        return float(self._get(key, (int, float), "a number", None, True))

    def choice(self, key: str, options: tuple[T, ...], default: T | None = None) -> T:
        """Text that must be one of ``options`` (a closed set, such as a ``Literal``'s values)."""
        value = self.text(key) if default is None else self.text(key, str(default))
        if value is None:
            raise DataError(
                self.file, self.where, f"missing key {key!r} (one of {', '.join(map(str, options))})"
            )
        for option in options:
            if option == value:
                return option
        raise self.error(key, f"expected one of {', '.join(map(str, options))}, got {value!r}")

    def flag(self, key: str, default: bool = False) -> bool:
        value: bool = self._get(key, (bool,), "true or false", default, False)
        return value

    def array(self, key: str, required: bool = False) -> list[Any]:
        value = self._get(key, (list,), "a list", None, required)
        return [] if value is None else list(value)

    def rows(self, key: str, allowed: Iterable[str], name_key: str = "", label: str = "") -> list[Table]:
        """The tables of an array of tables (``[[company]]``), each checked against ``allowed``.

        Each row is named in messages by ``name_key``'s value where it has one (``company MAV``),
        else by its index (``company[3]``); ``label`` defaults to ``key``.
        """
        label = label or key
        allowed = tuple(allowed)
        out = []
        for i, raw in enumerate(self.array(key)):
            where = f"{label}[{i}]"
            if name_key and isinstance(raw, Mapping):
                name = raw.get(name_key)
                if isinstance(name, (str, int)) and not isinstance(name, bool) and str(name):
                    where = f"{label} {name}"
            out.append(Table(self.file, where, raw, allowed))
        return out

    def table(self, key: str, allowed: Iterable[str] | None = None) -> Table:
        where = f"{self.where}.{key}" if self.where else key
        return Table(self.file, where, self.data.get(key, {}), allowed)

    def texts(self, key: str, default: list[str] | None = None) -> list[str]:
        value = self.data.get(key, default if default is not None else [])
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(key, "expected text or a list of text")
        return list(value)

    def integers(self, key: str) -> list[int]:
        value = self.data.get(key, [])
        if not isinstance(value, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value
        ):
            raise self.error(key, "expected a list of whole numbers")
        return list(value)

    def mapping(self, key: str, kind: type, expected: str) -> dict[str, Any]:
        """A table whose values all have one type (``{ "2" = 40 }``), as a plain dict."""
        table = self.table(key)
        out: dict[str, Any] = {}
        for k, v in table.data.items():
            if not isinstance(v, kind) or (isinstance(v, bool) and kind is not bool):
                raise table.error(k, f"expected {expected}, got {type_name(v)}")
            out[str(k)] = v
        return out


def type_name(value: object) -> str:
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "text",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)
