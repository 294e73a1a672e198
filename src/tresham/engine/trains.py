"""Train cards: the depot, who may buy which train, and what the first of a type sets off.

Cards have 18xx.games ids ``"<type>-<copy>"`` (``"3-0"``, 1862's ``"B-2"``). Where several
faces share one card (1862: a group-B card is a 2F, a 2/3E or a 2/3L, chosen when it is
bought, L90-L111) the id uses the group and ``TrainCard.name`` becomes the face.

The depot sells its cards in the order of ``trains.toml``: a type is on sale once every
earlier type (of the same sequence) has sold out. Types with ``available_on`` form their
own sequence, open from that phase (1824's g-trains, L630-L643). Unlimited types
(no count) keep one card in the depot and gain the next copy when it is bought.

Buying the first card of a type may start a new phase (the phase whose ``on`` names the
type or its group), which removes the trains that rust on it and marks those that become
obsolete (rulebooks: 1862 §7.9 L1686-L1692, 1824 VII.14 L768-L826), and may call for a
company to be formed at the end of the operating round (``engine.formation``).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from ..model.game import Phase, Train
from .events import Event, event
from .state import State, TrainCard


def train_def(state: State, name: str) -> Train:
    """The train type (or face) called ``name`` (or what a record calls it, ``known_name``);
    a group name gives its first face. Raises ``KeyError`` when the game has no such train."""
    name = known_name(state, name)
    for t in state.game.trains:
        if t.name == name:
            return t
    for t in state.game.trains:
        if t.group == name:
            return t
    raise KeyError(name)


def known_name(state: State, recorded: str) -> str:
    """The game's name for a train a record calls ``recorded`` (1862's ``2L*`` is the 2L)."""
    return state.rules.train_name(recorded)


def group_of(state: State, name: str) -> str:
    t = train_def(state, name)
    return state.rules.train_group(t)


def faces(state: State, group: str) -> list[Train]:
    return [t for t in state.game.trains if state.rules.train_group(t) == group]


def build_depot(
    state_game_trains: tuple[Train, ...], players: int, group_of_train: dict[str, str]
) -> list[TrainCard]:
    """Every card at the start of a game: ``count_for(players)`` copies per group."""
    out: list[TrainCard] = []
    seen: set[str] = set()
    for t in state_game_trains:
        group = group_of_train[t.name]
        if group in seen:
            continue
        seen.add(group)
        count = t.count_for(players)
        if count == 0:
            continue
        n_faces = sum(1 for u in state_game_trains if group_of_train[u.name] == group)
        name = group if n_faces > 1 else t.name
        for i in range(count if count is not None else 1):
            out.append(TrainCard(f"{group}-{i}", name))
    return out


def spoken(name: str) -> str:
    """A train's name as players say it: "3-train", "2/3E", "1g"."""
    return f"{name}-train" if name.isdigit() else name


def article(name: str) -> str:
    """ "a" or "an" before a train's name as it is read aloud ("an 8F", "an E3", "a 2/3E")."""
    spoken_vowel = name[:1] in "8AEFHILMNORSX" or name.startswith(("11", "18"))
    return "an" if spoken_vowel else "a"


def own_card(state: State, company: str, ref: str) -> TrainCard | None:
    """A train ``company`` holds, by card id (``"B-0"``) or by name (``"2/3E"``)."""
    held = state.companies[company].trains
    if ref in held:
        return state.trains[ref]
    ref = known_name(state, ref)
    for t in held:
        if state.trains[t].name == ref:
            return state.trains[t]
    return None


def unlimited(state: State, group: str) -> bool:
    return train_def(state, group).count_for(len(state.players)) is None


def phase_index(state: State, name: str) -> int:
    for i, p in enumerate(state.game.phases):
        if p.name == name:
            return i
    return -1


def current_phase(state: State) -> Phase:
    return state.game.phases[max(phase_index(state, state.phase), 0)]


def _sequences(state: State) -> list[list[str]]:
    """Groups in depot order, split into the sequences that sell one after another."""
    normal: list[str] = []
    later: dict[str, list[str]] = {}
    for t in state.game.trains:
        group = state.rules.train_group(t)
        if group in normal or any(group in v for v in later.values()):
            continue
        if t.available_on:
            later.setdefault(t.available_on, []).append(group)
        else:
            normal.append(group)
    ordered_later: list[str] = []
    for groups in later.values():
        ordered_later.extend(groups)
    return [normal, ordered_later] if ordered_later else [normal]


def depot_cards(state: State, group: str) -> list[TrainCard]:
    return [c for c in state.trains.values() if c.owner == "depot" and c.id.rsplit("-", 1)[0] == group]


def card_number(card: TrainCard) -> int:
    """The number of a train card within its group: ``"4-2"`` -> 2."""
    return int(card.id.rsplit("-", 1)[1])


def top_card(state: State, group: str) -> TrainCard | None:
    """The card of ``group`` the depot sells next, its lowest numbered (None: none is left)."""
    return min(depot_cards(state, group), key=card_number, default=None)


def normal_groups(state: State) -> list[str]:
    """The groups of the main sequence (not those that open with a phase, 1824's g-trains)."""
    return _sequences(state)[0]


def available_groups(state: State) -> list[str]:
    """The groups the depot sells now: the first normal type with cards left (every normal
    type where the game sells them all at once), and each later type whose phase has come."""
    out: list[str] = []
    here = phase_index(state, state.phase)
    normal, *later = _sequences(state)
    for group in normal:
        if depot_cards(state, group):
            out.append(group)
            if state.rules.DEPOT_IN_ORDER:
                break
    for seq in later:
        for group in seq:
            opens = train_def(state, group).available_on
            if phase_index(state, opens) <= here and depot_cards(state, group):
                out.append(group)
    return out


def card_group(card: TrainCard) -> str:
    return card.id.rsplit("-", 1)[0]


def first_of_group(state: State, group: str) -> bool:
    """Whether no card of ``group`` has left the depot yet (cards dealt at the start aside)."""
    return all(c.owner == "depot" for c in state.trains.values() if card_group(c) == group and not c.dealt)


def later_group_sold(state: State, group: str) -> bool:
    """Whether a card of a group sold after ``group`` has left the depot (1862's half price)."""
    order: list[str] = []
    for t in state.game.trains:
        g = state.rules.train_group(t)
        if g not in order:
            order.append(g)
    if group not in order:
        return False
    later = set(order[order.index(group) + 1 :])
    return any(card_group(c) in later and c.owner != "depot" for c in state.trains.values())


IDLE = "no train sold:"  # State.markers key: "no train sold" tokens on a stack (18Mag L696)
SPENT = "phase marker used:"  # State.markers key: a stack whose phase marker left it early


def starts_phase(state: State, bought: Train) -> bool:
    """Whether the first ``bought`` starts the next phase: the game's rule, unless its stack's
    phase marker was already used by "no train sold" tokens (18Mag L696-L697)."""
    i = phase_index(state, state.phase)
    phases = state.game.phases
    if i + 1 >= len(phases) or state.markers.get(SPENT + state.rules.train_group(bought)):
        return False
    return state.rules.starts_phase(phases[i + 1], bought)


def begin_next_phase(state: State) -> tuple[State, list[Event]]:
    """The next phase begins (its events are told, not played: rust and obsolescence follow
    the train that started it)."""
    now = phase_index(state, state.phase)
    nxt = state.game.phases[now + 1]
    said = phase_change(state.game.phases[now] if now >= 0 else None, nxt)
    return replace(state, phase=nxt.name), [event("phase", said, phase=nxt.name)]


def phase_change(before: Phase | None, nxt: Phase) -> str:
    """The phase change in a line a learner reads as it happens: the new phase and what it
    changes (tile colours, operating rounds to a set, train limit). Trains that rust are
    told by events of their own; the phase's whole note is on its phase card and in
    ``tresham info``."""
    new = [c for c in nxt.tiles if before is None or c not in before.tiles]
    said = [f"{' and '.join(new)} tiles may be laid"] if new else []
    n = nxt.operating_rounds
    if n and (before is None or n != before.operating_rounds):
        said.append(f"{n} operating round{'' if n == 1 else 's'} to a set")
    if nxt.limits.given and (before is None or nxt.limits != before.limits):
        said.append(f"train limit {nxt.limits.summary}")
    return f"Phase {nxt.name} begins" + (f": {'; '.join(said)}" if said else "")


def after_first_purchase(state: State, bought: Train) -> tuple[State, list[Event]]:
    """A new phase if the first ``bought`` starts one; rust and obsolescence. The stack's
    "no train sold" tokens, if any, leave it."""
    events: list[Event] = []
    idle = IDLE + state.rules.train_group(bought)
    if state.markers.get(idle):
        markers = {k: v for k, v in state.markers.items() if k != idle}
        state = replace(state, markers=MappingProxyType(markers))
    if starts_phase(state, bought):
        state, events = begin_next_phase(state)
    formed = state.rules.forms_after(bought, len(state.players))
    forms = tuple(c for c in formed if c not in state.pending)
    if forms:
        state = replace(state, pending=state.pending + forms)
        events.append(
            event(
                "formation",
                f"{' and '.join(forms)} will be formed at the end of this operating round",
                companies=forms,
            )
        )
    rusted: list[str] = []
    kept: list[str] = []
    obsolete: list[str] = []
    changed: list[TrainCard] = []
    for card in state.trains.values():
        if card.owner in ("depot", "removed"):
            continue
        t = train_def(state, card.name)
        if state.rules.rusts(t, bought):
            if card.warranties:  # kept until its last warranty comes off (1862 L1744-L1746)
                changed.append(replace(card, doomed=True))
                kept.append(f"{spoken(card.name)} ({card.owner})")
                continue
            changed.append(replace(card, owner="removed"))
            rusted.append(f"{spoken(card.name)} ({card.owner})")
        elif state.rules.obsoletes(t, bought) and not card.obsolete:
            changed.append(replace(card, obsolete=True))
            obsolete.append(f"{spoken(card.name)} ({card.owner})")
    if changed:
        state = state.with_trains(*changed)
        for card in changed:
            if card.owner == "removed":
                state = _drop(state, card.id)
    if rusted:
        word = state.game.terms.get("rusts", "rust").lower()
        events.append(event("rust", f"Trains {word}: {', '.join(rusted)}", trains=tuple(rusted)))
    if kept:
        events.append(
            event(
                "rust",
                f"Kept by their warranties until the last comes off: {', '.join(kept)}",
                trains=tuple(kept),
            )
        )
    if obsolete:
        events.append(
            event("obsolete", f"Trains become obsolete: {', '.join(obsolete)}", trains=tuple(obsolete))
        )
    state, more = shed_excess(state)
    return state, events + more


def shed_excess(state: State) -> tuple[State, list[Event]]:
    """Where the game sends the trains beyond a lowered limit away by itself
    (``Economy.excess_trains_to``: 18 Lilliput's Train Pool, L240), each company over its
    limit gives up its least trains (``Economy.excess_order``) until it is within it."""
    events: list[Event] = []
    phase = current_phase(state)
    for cid in list(state.companies):
        comp = state.company_def(cid)
        to = state.rules.excess_trains_to(comp, state.director(cid))
        limit = phase.train_limit(comp.kind)
        cards = state.trains_of(cid)
        if to is None or limit is None or limit.total is None or len(cards) <= limit.total:
            continue
        ranked = sorted(cards, key=lambda c: state.rules.excess_order(train_def(state, c.name), c.obsolete))
        for card in ranked[: len(cards) - limit.total]:
            state = remove_train(state, card, to)
            where = {"pool": "goes to the pool", "removed": "leaves the game"}.get(to, f"goes to {to}")
            text = f"{state.label(cid)} is over the train limit of {limit.total}: "
            text += f"its {spoken(card.name)} {where}"
            events.append(event("train", text, company=cid, train=card.id))
    return state, events


def _drop(state: State, train_id: str) -> State:
    for cid, cs in state.companies.items():
        if train_id in cs.trains:
            return state.update_company(cid, trains=tuple(t for t in cs.trains if t != train_id))
    return state


def wear_warranties(state: State, company: str) -> tuple[State, list[Event]]:
    """After a company's run (when its revenue is paid or withheld, as 18xx.games takes
    them off) one warranty comes off each of its trains that has any; a
    train kept only by its warranties goes when the last one does (1862 L1739-L1746)."""
    events: list[Event] = []
    for card in state.trains_of(company):
        if not card.warranties:
            continue
        left = card.warranties - 1
        state = state.with_trains(replace(card, warranties=left))
        if left == 0 and card.doomed:
            state = remove_train(state, state.trains[card.id])
            text = f"{company}'s {spoken(card.name)} ({card.id}) loses its last warranty and leaves play"
        else:
            text = f"a warranty comes off {company}'s {spoken(card.name)} ({card.id}): {left} left"
        events.append(event("train", text, company=company, train=card.id, warranties=left))
    return state, events


def give_train(state: State, card: TrainCard, to: str, name: str | None = None) -> State:
    """Move ``card`` to company ``to`` (out of its old holder), renamed to ``name``."""
    state = _drop(state, card.id)
    state = state.with_trains(replace(card, owner=to, name=name or card.name))
    return state.update_company(to, trains=(*state.companies[to].trains, card.id))


def remove_train(state: State, card: TrainCard, to: str = "removed") -> State:
    state = _drop(state, card.id)
    return state.with_trains(replace(card, owner=to))


def restock_unlimited(state: State, card: TrainCard) -> State:
    """After the depot's only card of an unlimited type is bought, the next copy appears."""
    group = card_group(card)
    if not unlimited(state, group) or depot_cards(state, group):
        return state
    index = max(card_number(c) for c in state.trains.values() if card_group(c) == group) + 1
    n_faces = len(faces(state, group))
    return state.with_trains(
        TrainCard(f"{group}-{index}", group if n_faces > 1 else train_def(state, group).name)
    )
