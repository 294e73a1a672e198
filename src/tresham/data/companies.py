"""``companies.toml``: company charters and private cards."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..model.game import (
    COMPANY_KINDS,
    PRIVATE_KINDS,
    CardSide,
    Certificate,
    Company,
    Private,
)
from .toml import Table, display, read_toml

COMPANY_KEYS = (
    "id",
    "name",
    "kind",
    "color",
    "text_color",
    "home",
    "home_city",
    "tokens",
    "certificates",
    "par",
    "capital",
    "float_percent",
    "abilities",
    "rulebook",
    "formed_from",
    "notes",
    "markers",
    "spare_tokens",
)
CERTIFICATE_KEYS = ("percent", "count", "director")
SIDE_KEYS = ("title", "text")
PRIVATE_KEYS = ("id", "name", "kind", "cost", "revenue", "abilities", "players", "notes", "rulebook")


def load_companies(path: Path) -> tuple[tuple[Company, ...], tuple[Private, ...]]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("company", "private", "notes", "charter", "certificate_backs"))
    charter_sides = _charter_sides(root)
    backs = root.table("certificate_backs", ("share", "director"))
    share_back = _side(backs.table("share", SIDE_KEYS)) if backs.has("share") else None
    director_back = _side(backs.table("director", SIDE_KEYS)) if backs.has("director") else None
    companies: list[Company] = []
    ids: set[str] = set()
    for c in root.rows("company", COMPANY_KEYS, name_key="id"):
        cid = c.required_text("id")
        if cid in ids:
            raise c.error("id", f"company id {cid!r} is used twice")
        ids.add(cid)
        certs = [
            Certificate(ct.required_integer("percent"), ct.integer("count", 1), ct.flag("director"))
            for ct in c.rows("certificates", CERTIFICATE_KEYS, label=f"{c.where}.certificates")
        ]
        companies.append(
            Company(
                id=cid,
                name=c.required_text("name"),
                kind=c.choice("kind", COMPANY_KINDS, "major"),
                color=_colour(c, "color", "#808080"),
                text_color=_colour(c, "text_color", "#ffffff"),
                home=tuple(c.texts("home")),
                home_city=c.integer("home_city"),
                tokens=tuple(c.integers("tokens")),
                certificates=tuple(certs),
                par=c.integer("par"),
                capital=c.integer("capital"),
                float_percent=c.integer("float_percent"),
                abilities=tuple(c.texts("abilities")),
                rulebook=c.text("rulebook", ""),
                notes=c.text("notes", ""),
                markers=tuple(c.texts("markers")) if c.has("markers") else None,
                spare_tokens=c.integer("spare_tokens", 0),
                formed_from=tuple(c.texts("formed_from")),
                charter_sides=charter_sides,
                share_back=share_back,
                director_back=director_back,
            )
        )
    privates = []
    for p in root.rows("private", PRIVATE_KEYS, name_key="id"):
        pid = p.required_text("id")
        if pid in ids:
            raise p.error("id", f"id {pid!r} is used twice")
        ids.add(pid)
        privates.append(
            Private(
                id=pid,
                name=p.required_text("name"),
                kind=p.choice("kind", PRIVATE_KINDS, "private"),
                cost=p.integer("cost"),
                revenue=p.integer("revenue"),
                abilities=tuple(p.texts("abilities")),
                players=tuple(p.integers("players")),
                notes=p.text("notes", ""),
                rulebook=p.text("rulebook", ""),
            )
        )
    return tuple(companies), tuple(privates)


def _side(t: Table) -> CardSide:
    """One printed side: ``{ title = "...", text = ["...", ...] }``."""
    return CardSide(title=t.required_text("title"), text=tuple(t.texts("text")))


def _charter_side(t: Table) -> CardSide:
    """A charter's side, with the station tokens it holds where they differ by side (1862's
    chartered 3 at 60, non-chartered 2-7 at 40): ``tokens``, ``tokens_least``, ``token_cost``."""
    side = _side(t)
    most = t.integer("tokens", 0)
    least = t.integer("tokens_least", most)
    cost = t.integer("token_cost", 0)
    if not 0 <= most <= 12:
        raise t.error("tokens", f"expected the station tokens a side holds, 0-12, got {most}")
    if not 1 <= least <= most and (most or t.has("tokens_least")):
        raise t.error("tokens_least", f"expected 1 to tokens ({most}), got {least}")
    if cost < 0:
        raise t.error("token_cost", f"expected a price, got {cost}")
    return replace(side, tokens=most, tokens_least=least if most else 0, token_cost=cost)


def _charter_sides(root: Table) -> tuple[CardSide, ...]:
    """``[charter] sides``: the front and back every charter of the file prints, or none."""
    charter = root.table("charter", ("sides",))
    keys = (*SIDE_KEYS, "tokens", "tokens_least", "token_cost")
    sides = tuple(_charter_side(t) for t in charter.rows("sides", keys, label="charter.sides"))
    if sides and len(sides) != 2:
        raise charter.error("sides", f"expected the two sides of a card, got {len(sides)}")
    return sides


_NAMED = {
    "black": "#000000",
    "white": "#ffffff",
    "red": "#d81e1e",
    "green": "#237333",
    "blue": "#1f4fbf",
    "yellow": "#f2d024",
    "orange": "#f58220",
    "brown": "#7b4a12",
    "purple": "#6a2c91",
    "gray": "#808080",
    "grey": "#808080",
    "pink": "#f4a6c6",
    "lightblue": "#8ecae6",
    "dimgray": "#696969",
    "darkblue": "#12306b",
    "violet": "#8f5fbf",
}


def _colour(t: Table, key: str, default: str) -> str:
    value = t.text(key, default)
    value = _NAMED.get(value.lower(), value)
    if not (value.startswith("#") and len(value) in (4, 7)):
        raise t.error(key, f"expected a colour such as '#d21f26', got {value!r}")
    try:
        int(value[1:], 16)
    except ValueError:
        raise t.error(key, f"expected a colour such as '#d21f26', got {value!r}") from None
    return value.lower()
