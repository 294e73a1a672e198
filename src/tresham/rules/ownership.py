"""Who owns what: the players, the companies each directs and the cards each owns.

An ability printed on a card a player owns acts for every company that player directs:
18 Lilliput's characters give "una habilidad especial (para todas sus compañías)" and the
character's own tiles (L308). The rules ask two questions, "who directs this company?" and
"does that player own this card?"; a layout answers them with ``[[player]]`` tables and the
engine with its state. When nothing is known (a layout without players) every ability that
needs an owner is left unchecked rather than refused: the checker never rejects real play
on a guess.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerHoldings:
    """One player: a name, the companies the player directs, the cards the player owns."""

    name: str
    directs: tuple[str, ...] = ()
    owns: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ownership:
    """Every player's holdings; empty when the position does not say."""

    players: tuple[PlayerHoldings, ...] = ()

    @property
    def known(self) -> bool:
        """Whether the position says who owns what at all."""
        return bool(self.players)

    def director(self, company: str | None) -> PlayerHoldings | None:
        """The player directing ``company``, if known."""
        if not company:
            return None
        return next((p for p in self.players if company in p.directs), None)

    def owner(self, card: str) -> PlayerHoldings | None:
        """The player owning ``card`` (a private, a character), if known."""
        return next((p for p in self.players if card in p.owns), None)

    def director_owns(self, company: str | None, card: str) -> bool | None:
        """Whether the director of ``company`` owns ``card``; None when the position cannot say
        (no players given, or nobody directs the company)."""
        who = self.director(company)
        if who is None:
            return None
        return card in who.owns

    def directed(self) -> frozenset[str]:
        """Every company some player directs (worked out once: the holdings never change, and
        setting out the homes asks it of every company)."""
        found: frozenset[str] | None = self.__dict__.get("_directed")
        if found is None:
            found = frozenset(c for p in self.players for c in p.directs)
            object.__setattr__(self, "_directed", found)
        return found


NOBODY = Ownership()

__all__ = ["NOBODY", "Ownership", "PlayerHoldings"]
