"""A rejection with a reason: every rule the engine enforces reports one of these."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Violation:
    """One broken rule.

    ``rule`` is a stable dotted id (``upgrade.track-not-kept``), ``message`` one human
    sentence, ``hex`` where it happened, ``source`` the rulebook section it comes from and
    ``index`` the position of the offending lay (or token) in the layout.
    """

    rule: str
    message: str
    hex: str = ""
    source: str = ""
    index: int | None = None

    def at(self, index: int | None) -> Violation:
        return Violation(self.rule, self.message, self.hex, self.source, index)

    def to_dict(self) -> dict:
        return {
            "index": self.index,
            "hex": self.hex,
            "rule": self.rule,
            "message": self.message,
            "source": self.source,
        }

    def __str__(self) -> str:
        where = f"lay {self.index} " if self.index is not None else ""
        src = f" [{self.source}]" if self.source else ""
        return f"{where}{self.hex}: {self.rule}: {self.message}{src}"
