"""The user's own defaults: today, the paper a kit is printed on.

A Letter user should not type ``--paper letter`` on every build. The default paper comes,
first found first, from:

1. the environment variable ``TRESHAM_PAPER`` (``a4`` or ``letter``);
2. the key ``paper`` of ``tresham/config.toml`` in the user's configuration folder
   (``$XDG_CONFIG_HOME``, else ``~/.config``);
3. A4.

An option on the command line always wins. A bad value names where it was read and what is
expected, as every other input error does.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import ConfigError, DataError

PAPERS = ("a4", "letter")
DEFAULT_PAPER = "a4"
PAPER_VARIABLE = "TRESHAM_PAPER"


def config_file() -> Path:
    """Where the user's configuration file is looked for (it need not exist)."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "tresham" / "config.toml"


def default_paper() -> str:
    """The paper a build uses when ``--paper`` is not given (see the module docstring)."""
    setting = os.environ.get(PAPER_VARIABLE)
    if setting is not None:
        return _paper(setting, f"${PAPER_VARIABLE}")
    path = config_file()
    if not path.is_file():
        return DEFAULT_PAPER
    from .data.toml import parse_toml, read_text

    try:
        raw = parse_toml(read_text(path, str(path)), str(path))
    except DataError as exc:
        raise ConfigError(str(exc)) from None
    unknown = sorted(set(raw) - {"paper"})
    if unknown:
        raise ConfigError(f"{path}: {unknown[0]}: unknown key; expected: paper")
    value = raw.get("paper", DEFAULT_PAPER)
    if not isinstance(value, str):
        raise ConfigError(f'{path}: paper: expected "a4" or "letter", got {value!r}')
    return _paper(value, f"{path}: paper")


def _paper(value: str, where: str) -> str:
    paper = value.strip().lower()
    if paper not in PAPERS:
        raise ConfigError(f'{where}: expected "a4" or "letter", got {value!r}')
    return paper
