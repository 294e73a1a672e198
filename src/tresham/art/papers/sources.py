"""Where the components' facts come from: the appendix of the manifest.

The pieces players handle carry no rulebook line numbers, data ids or notes about sources
and lost pictures; those go here, one section per kind of piece, for whoever checks the kit
against the rulebook.
"""

from __future__ import annotations

from ...model.game import GameDef, MapDef

Section = tuple[str, list[str]]


def source_notes(game: GameDef, maps: tuple[MapDef, ...] | None = None) -> list[Section]:
    """Sections of (heading, entries): each piece's rulebook reference and notes, with the
    hexes of the boards ``maps`` (every board if not given)."""
    sections: list[Section] = [("Game", [e for e in [_entry(game.title, "", game.notes)] if e])]
    companies = [_entry(f"{c.id} {c.name}", c.rulebook, c.notes) for c in game.companies]
    companies += [_entry(f"{p.id} {p.name}", p.rulebook, p.notes) for p in game.privates]
    sections.append(("Companies and privates", [e for e in companies if e]))
    sections.append(("Trains", [e for t in game.trains if (e := _entry(f"train {t.name}", "", t.notes))]))
    sections.append(
        ("Phases", [e for p in game.phases if (e := _entry(f"phase {p.name}", p.rulebook, p.notes))])
    )
    cards = [_entry(f"{c.title or c.id}", "", c.notes) for c in game.cards]
    sections.append(("Cards, tokens and markers", [e for e in cards if e]))
    for mp in game.maps.values() if maps is None else maps:
        lines = [_entry(f"scenario {sc.name}", "", sc.notes + _printed(sc.cells)) for sc in mp.scenarios]
        lines += [e for h in mp.hexes.values() if (e := _entry(f"{h.at} {h.name}".strip(), "", h.notes))]
        sections.append((f"Map: {mp.name or mp.id}", [e for e in lines if e]))
    return [(head, entries) for head, entries in sections if entries]


def _printed(cells: tuple) -> str:
    if cells:
        return ""
    return " Not printed on the players' sheets: its layout cannot be recovered."


def _entry(what: str, rulebook: str, notes: str) -> str:
    said = "; ".join(part for part in (rulebook.strip(), notes.strip()) if part)
    return f"{what}: {said}" if said else ""
