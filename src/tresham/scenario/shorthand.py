"""Actions in the few words a player types at the table: ``buy SD 10%``, ``par ECR 74``,
``lay E12 57 r2``, ``token E12``, ``run 190``, ``payout``, ``pass`` (``tresham play``).

``describe(state, action)`` writes an offered action in those words; ``read(state, text,
offered)`` finds what a player meant. Typed words are matched against the words of every
action offered (each typed word a word of the action's, or the start of one, in order): one
match is the action; several are listed to pick from. Words that match nothing offered are
read as an action of their own (``build``) for ``check`` to judge, so that an illegal lay is
refused with the rule's sentence and section, not with "not understood".
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.apply import round_kind
from ..engine.state import State
from ..errors import TreshamError
from ..model.actions import (
    Action,
    Bid,
    BuyCompany,
    BuyShares,
    BuyTrain,
    Choose,
    DiscardTrain,
    Dividend,
    LayTile,
    Par,
    Pass,
    PlaceToken,
    RemoveToken,
    Route,
    RunRoutes,
    ScrapTrain,
    SellShares,
)
from ..rules.city_ids import node_part

FORMS = (
    "pass",
    "pick CORP",
    "par CORP PRICE",
    "buy CORP 10% [pool]",
    "sell CORP 20%",
    "lay HEX TILE rN",
    "token HEX",
    "run REVENUE | run HEX HEX ... [/ HEX HEX ...]",
    "payout | withhold | half | dividend AMOUNT | dividend all",
    "train NAME [PRICE]",
)


def describe(state: State, action: Action) -> str:
    """``action`` in the words a player types (see the module docstring)."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Par):
        return f"par {action.corporation} {action.share_price.split(',', 1)[0]}"
    if isinstance(action, BuyShares):
        cert = state.certs.get(action.shares[0]) if action.shares else None
        company = cert.company if cert is not None else action.shares[0].rsplit("_", 1)[0]
        where = "" if cert is None or cert.owner == "ipo" else f" {cert.owner}"
        percent = action.percent if action.percent is not None else (cert.percent if cert else 0)
        return f"buy {company} {percent}%{where}"
    if isinstance(action, SellShares):
        company = action.shares[0].rsplit("_", 1)[0] if action.shares else "?"
        return f"sell {company} {action.percent}%"
    if isinstance(action, BuyCompany):
        return f"buy {action.company} for {action.price}"
    if isinstance(action, Bid):
        target = action.company or action.corporation or action.minor or ""
        return f"bid {target} {action.price}" if action.price else f"pick {target}"
    if isinstance(action, LayTile):
        return f"lay {action.hex} {action.tile} r{action.rotation}"
    if isinstance(action, PlaceToken):
        hex, _, city = action.city.rpartition("-")
        several = len(state.board.content(hex).cities) > 1
        return f"token {hex}" + (f" city {city}" if several else "")
    if isinstance(action, RemoveToken):
        return f"remove token {action.city}"
    if isinstance(action, RunRoutes):
        return f"run {run_revenue(action)}"
    if isinstance(action, Dividend):
        if action.kind != "variable":
            return action.kind
        return "dividend all" if action.amount is None else f"dividend {action.amount}"
    if isinstance(action, BuyTrain):
        card = state.trains.get(action.train)
        name = card.name if card is not None else action.train
        seller = f" from {card.owner}" if card is not None and card.owner != "depot" else ""
        variant = f" as {action.variant}" if action.variant and action.variant != name else ""
        return f"train {name}{variant} {action.price}{seller}"
    if isinstance(action, DiscardTrain | ScrapTrain):
        card = state.trains.get(action.train)
        verb = "discard" if isinstance(action, DiscardTrain) else "scrap"
        return f"{verb} {card.name if card is not None else action.train}"
    if isinstance(action, Choose):
        choice = action.choice
        words = round_kind(state).choice_words(state, choice)
        if words is not None:
            return f"choose {words}"
        return f"choose {choice if isinstance(choice, str) else json.dumps(choice, separators=(',', ':'))}"
    fields = action.to_dict()
    for key in ("type", "entity", "entity_type"):
        fields.pop(key, None)
    return " ".join([action.TYPE.replace("_", " "), *(str(v) for v in fields.values())])


def run_revenue(action: RunRoutes) -> int:
    return sum(r.revenue or 0 for r in action.routes) + (action.extra_revenue or 0)


@dataclass(frozen=True)
class Reading:
    """What typed words meant: one ``action`` (offered or built to be judged), several
    ``choices`` among the offered, or a ``problem`` saying what was expected."""

    action: Action | None = None
    choices: tuple[Action, ...] = ()
    problem: str = ""
    offered: bool = False


def read(state: State, text: str, offered: Sequence[Action]) -> Reading:
    """What ``text`` means among ``offered`` (see the module docstring)."""
    words = text.lower().split()
    if not words:
        return Reading(problem="nothing typed")
    described = [(a, describe(state, a).lower().split()) for a in offered]
    exact = [a for a, d in described if d == words]
    if exact:  # actions written alike are alike to the players (either of two 2-trains)
        return Reading(exact[0], offered=True)
    fits = [a for a, d in described if _fits(words, d)]
    if len(fits) == 1:
        return Reading(fits[0], offered=True)
    if fits:
        return Reading(choices=tuple(fits))
    return build(state, text.split(), offered)


def _fits(typed: list[str], words: list[str]) -> bool:
    """Each typed word is a word of ``words``, or the start of one, in order; the first is
    the verb. A number is only ever the whole word (``10`` is not the start of ``100``)."""
    if not words or not words[0].startswith(typed[0]):
        return False
    i = 1
    for word in typed[1:]:
        whole = word.rstrip("%").isdigit()
        while i < len(words) and not (words[i] == word or (not whole and words[i].startswith(word))):
            i += 1
        if i == len(words):
            return False
        i += 1
    return True


def build(state: State, words: list[str], offered: Sequence[Action]) -> Reading:
    """An action from the words alone, for ``check`` to judge (nothing offered matched)."""
    entity = state.to_act
    if entity is None:
        return Reading(problem="the game is over: nobody acts")
    kind = offered[0].entity_type if offered else ("player" if entity in state.player else "corporation")
    verb, args = words[0].lower(), words[1:]
    try:
        if verb == "pick" and len(args) == 1:
            return _pick(state, entity, kind, args[0])
        if verb == "pass" and not args:
            return Reading(Pass(entity=entity, entity_type=kind))
        if verb == "lay" and len(args) == 3 and args[2].lower().startswith("r"):
            hex = state.board.map.hex_named(_hex(state, args[0]))
            return Reading(
                LayTile(
                    entity=entity,
                    entity_type=kind,
                    hex=hex,
                    tile=_tile(state, args[1]),
                    rotation=int(args[2][1:]),
                )
            )
        if verb == "token" and args:
            city = args[2] if len(args) > 2 and args[1].lower() == "city" else "0"
            hex = state.board.map.hex_named(_hex(state, args[0]))
            return Reading(PlaceToken(entity=entity, entity_type=kind, city=f"{hex}-{int(city)}"))
        if verb == "par" and len(args) == 2:
            return Reading(
                Par(
                    entity=entity,
                    entity_type=kind,
                    corporation=_company(state, args[0]),
                    share_price=str(int(args[1])),
                )
            )
        if verb in ("buy", "sell") and len(args) >= 2 and args[1].endswith("%"):
            return _shares(state, entity, kind, verb, args)
        if verb in ("payout", "withhold", "half") and not args:
            return Reading(Dividend(entity=entity, entity_type=kind, kind=verb))
        if verb == "dividend" and len(args) == 1:
            amount = None if args[0].lower() == "all" else int(args[0])
            return Reading(Dividend(entity=entity, entity_type=kind, kind="variable", amount=amount))
        if verb == "train" and args:
            return _train(state, entity, kind, args)
        if verb == "run" and args and not args[0].isdigit():
            return _run(state, entity, kind, args)
        if verb == "run":
            best = next((a for a in offered if isinstance(a, RunRoutes) and a.routes), None)
            shown = (
                f"the best run is {run_revenue(best)} (`best` shows it)" if best else "none is offered now"
            )
            return Reading(
                problem=f"no run of {' '.join(args) or 'that'} is offered: {shown}; `run 0` runs no "
                "train, `run E12 D13 / E12 F11` names each train's stops"
            )
    except ValueError:
        pass
    except (_Unknown, TreshamError) as exc:
        return Reading(problem=str(exc))
    example = next((form for form in FORMS if form.split()[0] == verb), None)
    alike = sorted({describe(state, a) for a in offered if describe(state, a).split()[0] == verb})
    if alike:  # the verb is offered, with other words: say which
        shown = ", ".join(f"`{a}`" for a in alike[:6]) + (", ..." if len(alike) > 6 else "")
        return Reading(problem=f"not understood: {' '.join(words)!r}; offered now: {shown}")
    if example is not None:
        return Reading(problem=f"not understood: {' '.join(words)!r}; expected `{example}`")
    return Reading(problem=f"not understood: {' '.join(words)!r}; `help` lists the short forms")


class _Unknown(Exception):
    """A name in the words that the game does not have."""


def _hex(state: State, written: str) -> str:
    return written.upper() if written.upper() in state.board.map.hexes else written


def _tile(state: State, written: str) -> str:
    for name in (written, written.upper()):
        if name in state.game.tiles:
            return name
    return written


def _company(state: State, written: str) -> str:
    for cid in state.companies:
        if cid.lower() == written.lower():
            return cid
    raise _Unknown(f"{state.game.title} has no company {written!r}")


def _run(state: State, entity: str, kind: str, args: list[str]) -> Reading:
    """A run given by its stops, train by train in the company's order, ``/`` between
    trains: ``run E12 D13 / E12 F11 G10``; a train left out does not run. Each stop is the
    first revenue centre of its hex (cities, then towns, then off-boards); the route step
    judges the run and works out its revenue."""
    if entity not in state.companies:
        raise _Unknown("only a company runs trains")
    cards = list(state.companies[entity].trains)
    legs = [leg.split() for leg in " ".join(args).split("/")]
    if len(legs) > len(cards):
        raise _Unknown(f"{state.label(entity)} has {len(cards)} train(s), not {len(legs)}")
    routes = []
    for card, stops in zip(cards, legs, strict=False):
        nodes = []
        for written in stops:
            hex = state.board.map.hex_named(_hex(state, written))
            ref = next(iter(state.board.content(hex).node_refs()), None)
            part = node_part(state.board, hex, ref) if ref is not None else None
            if part is None:
                raise _Unknown(f"{hex} has no city, town or off-board to stop at")
            nodes.append(f"{hex}-{part}")
        routes.append(Route(train=card, nodes=tuple(nodes)) if nodes else Route(train=card, connections=()))
    routes += [Route(train=card, connections=()) for card in cards[len(legs) :]]
    return Reading(RunRoutes(entity=entity, entity_type=kind, routes=tuple(routes)))


def _pick(state: State, entity: str, kind: str, written: str) -> Reading:
    """A pick in a draft: a bid of nothing for a company, a private or a card."""
    for cid in state.companies:
        if cid.lower() == written.lower():
            return Reading(Bid(entity=entity, entity_type=kind, price=0, corporation=cid))
    for private in state.game.privates:
        if private.id.lower() == written.lower():
            return Reading(Bid(entity=entity, entity_type=kind, price=0, company=private.id))
    raise _Unknown(f"{state.game.title} has no company or card {written!r}")


def _shares(state: State, entity: str, kind: str, verb: str, args: list[str]) -> Reading:
    company = _company(state, args[0])
    percent = int(args[1].rstrip("%"))
    if verb == "sell":
        mine = tuple(c.id for c in state.certs_of(company) if c.owner == entity)
        if not mine:
            raise _Unknown(f"{state.label(entity)} holds no share of {company}")
        return Reading(SellShares(entity=entity, entity_type=kind, shares=mine, percent=percent))
    source = args[2].lower() if len(args) > 2 else "ipo"
    holder = source if source in ("ipo", "pool") else _company(state, args[2])
    cert = next((c for c in state.certs_of(company) if c.owner == holder and not c.director), None)
    cert = cert or next((c for c in state.certs_of(company) if c.owner == holder), None)
    if cert is None:
        raise _Unknown(f"no certificate of {company} is in the {holder}")
    return Reading(BuyShares(entity=entity, entity_type=kind, shares=(cert.id,), percent=percent))


def _train(state: State, entity: str, kind: str, args: list[str]) -> Reading:
    name = args[0]
    card = next(
        (c for c in state.trains.values() if c.owner == "depot" and c.name.lower() == name.lower()), None
    )
    card = card or state.trains.get(name)
    if card is None:
        raise _Unknown(f"no {name}-train is for sale in the depot")
    price = int(args[1]) if len(args) > 1 else 0
    return Reading(BuyTrain(entity=entity, entity_type=kind, train=card.id, price=price))


__all__ = ["FORMS", "Reading", "build", "describe", "read", "run_revenue"]
