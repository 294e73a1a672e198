"""Writing outputs atomically: a temporary file in the same folder, renamed when complete.

``write_bytes`` writes one file. ``OutputFolder`` writes a set of files into one folder
and nowhere else: every file is first written in full to a temporary file beside its
target, and only when all of them are written are they renamed into place, so an
interrupted or failed build leaves the previous files as they were.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from .errors import OutputError

_SERIAL = itertools.count()


def _temp_beside(path: Path, data: bytes) -> Path:
    """``data`` in a new temporary file in ``path``'s folder (the folder must exist)."""
    while True:
        tmp = path.parent / f".{path.name[:64]}.{os.getpid()}.{next(_SERIAL)}.part"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # the umask applies
            break
        except FileExistsError:
            continue
        except OSError as exc:
            raise OutputError(f"{path.parent}: cannot write here: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write: {exc.strerror}") from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _make_folder(folder: Path, hint: str = "") -> None:
    """Make ``folder`` (and its parents) unless it exists; a one-line error if it cannot be."""
    if folder.exists() and not folder.is_dir():
        raise OutputError(f"{folder}: is a file, not a folder{hint}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{folder}: cannot make this folder: {exc.strerror}") from None


STDOUT = "-"  # the name that means standard output, where a command writes text


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; the name ``-`` writes it to standard output."""
    if str(path) == STDOUT:
        import sys

        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    path = Path(path)
    _make_folder(path.parent)
    tmp = _temp_beside(path, data)
    try:
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot write: {exc.strerror}") from None


class OutputFolder:
    """A folder that receives a build's files, and nothing outside it is touched."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder)
        self.root = self._prepare()
        self._folders: dict[Path, Path] = {}

    def _prepare(self) -> Path:
        """Make the folder if needed; a clear error if it cannot hold files."""
        p = self.path
        _make_folder(p, "; give --out a folder")
        if not os.access(p, os.W_OK | os.X_OK):
            raise OutputError(f"{p}: this folder is not writable")
        return p.resolve()

    def inside(self, path: Path | str) -> Path:
        """The folder's ``path`` (relative to it) if it lies inside (after resolving ``..`` and
        links), else an error."""
        rel = Path(path)
        folder = self._resolved(rel.parent)
        full = folder / rel.name
        if rel.name in ("", ".", "..") or (folder != self.root and self.root not in folder.parents):
            raise OutputError(f"{path}: would be written outside the output folder {self.path}")
        if len(rel.name.encode("utf-8")) > 200:
            raise OutputError(f"{rel.name[:40]}...: a file name this long cannot be written")
        return full

    def _resolved(self, sub: Path) -> Path:
        """A folder below the output folder with ``..`` and links resolved (remembered)."""
        if sub not in self._folders:
            self._folders[sub] = (self.root / sub).resolve()
        return self._folders[sub]

    def write_all(self, files: Mapping[Path, bytes]) -> None:
        """Write every file, all or nothing: temporary files first, then one rename each."""
        targets = [(self.inside(p), data) for p, data in files.items()]
        temps: list[tuple[Path, Path]] = []
        try:
            for target, data in targets:
                if target.parent != self.root:
                    _make_folder(target.parent)
                temps.append((_temp_beside(target, data), target))
            for tmp, target in temps:
                os.replace(tmp, target)
        except OSError as exc:
            raise OutputError(f"{self.path}: cannot write: {exc.strerror}") from None
        finally:
            for tmp, _ in temps:
                tmp.unlink(missing_ok=True)

    def remove(self, names: Iterable[Path]) -> list[Path]:
        """Delete files of an earlier build that this one replaces; returns those removed."""
        gone = []
        for p in names:
            full = self.inside(p)
            if full.is_file():
                full.unlink()
                gone.append(full)
        return gone
