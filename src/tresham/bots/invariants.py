"""What every state of a game must keep, whatever is played (issue 26, "Invariants"):

- money is conserved: with a bank of limited cash, the bank, the players and the companies
  hold together what they held at the start (an unlimited bank, as 18Mag's, 1840's and 18
  Lilliput's, pays and takes without counting: then nothing is conserved to check);
- every company's certificates add up to what its charter issues (100 %; 18 Lilliput's
  80 %, L275), each held by someone the game knows;
- no player and no company holds less than nothing;
- no more station tokens, tiles or trains are in play than the box has;
- every action offered is accepted by ``apply`` (``offered_refused``), and an action
  ``apply`` accepts was offered: ``probe_unoffered`` changes offered actions a little
  (another entity, another rotation) and any change that ``check`` accepts without its
  being offered is reported.

``Box`` holds the totals of the box for one game and player count, read once.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from ..engine.apply import apply, check
from ..engine.state import BANK_HOLDERS, State
from ..engine.trains import card_group
from ..errors import TreshamError
from ..model.actions import Action, LayTile, RunRoutes
from ..model.tile import TileDef
from ..rules.board import rotate_content

KNOWN_HOLDERS = BANK_HOLDERS | {"removed"}  # "removed": a company out of the game (engine.start)


@dataclass(frozen=True)
class Broken:
    """An invariant broken: after the action numbered ``index`` (1-based) of the game of
    ``seed``, what broke, in a sentence."""

    seed: int
    index: int
    action: str
    what: str

    def __str__(self) -> str:
        return f"seed {self.seed}, action {self.index} ({self.action}): {self.what}"


@dataclass(frozen=True)
class Box:
    """The totals of the box, and the money at the start, for the invariants."""

    money: int | None  # bank + players + companies at the start; None with an unlimited bank
    percent: dict[str, int]  # company -> the percentage its certificates add up to
    tokens: dict[str, int]  # company -> station tokens on its charter, spares included
    set_out: dict[str, int]  # company -> tokens on the board before play (counted on its charter too)
    trains: dict[str, int]  # train group -> cards (unlimited groups left out)

    @classmethod
    def of(cls, state: State) -> Box:
        game, players = state.game, len(state.players)
        percent = {c.id: sum(k.percent * k.count for k in c.certificates) for c in game.companies}
        tokens = {
            c.id: len(c.tokens) + c.spare_tokens + sum(_charter(state, f) for f in c.formed_from)
            for c in game.companies
        }
        trains: dict[str, int] = {}
        unlimited: set[str] = set()
        for t in game.trains:  # a group of faces (1862's A: 1F, 2E, 2L) is one stack of cards
            group, n = state.rules.train_group(t), t.count_for(players)
            if n is None:
                unlimited.add(group)
            else:
                trains[group] = max(trains.get(group, 0), n)
        for group in unlimited:
            trains.pop(group, None)
        set_out: dict[str, int] = {}
        for token in state.board.tokens:
            set_out[token.company] = set_out.get(token.company, 0) + 1
        return cls(total_money(state), percent, tokens, set_out, trains)


def _charter(state: State, company: str) -> int:
    c = state.game.company(company)
    return 0 if c is None else len(c.tokens) + c.spare_tokens


def total_money(state: State) -> int | None:
    """The bank's, the players' and the companies' cash together (None: an unlimited bank)."""
    if state.bank is None:
        return None
    return (
        state.bank
        + sum(p.cash for p in state.player.values())
        + sum(c.cash for c in state.companies.values())
    )


def invariant_problems(state: State, box: Box) -> list[str]:
    """Every invariant ``state`` breaks (see the module docstring), one sentence each."""
    return [*_money(state, box), *_certificates(state, box), *_cash(state), *_pieces(state, box)]


def _money(state: State, box: Box) -> Iterator[str]:
    now = total_money(state)
    if box.money is not None and now != box.money:
        yield f"money is not conserved: {now} in play, {box.money} at the start"


def _certificates(state: State, box: Box) -> Iterator[str]:
    totals: dict[str, int] = {}
    for cert in state.certs.values():
        totals[cert.company] = totals.get(cert.company, 0) + cert.percent
        owner = cert.owner
        if owner not in KNOWN_HOLDERS and owner not in state.player and owner not in state.companies:
            yield f"certificate {cert.id} is held by {owner!r}, who is not in the game"
    for company, percent in totals.items():
        expected = box.percent.get(company)
        if expected and percent != expected:
            yield f"{company}'s certificates add up to {percent}%, not {expected}%"


def _cash(state: State) -> Iterator[str]:
    for p in state.player.values():
        if p.cash < 0:
            yield f"{p.shown} has {p.cash} in cash"
    for c in state.companies.values():
        if c.cash < 0:
            yield f"{c.id} has {c.cash} in its treasury"


def _pieces(state: State, box: Box) -> Iterator[str]:
    on_board: dict[str, int] = {}
    for token in state.board.tokens:
        on_board[token.company] = on_board.get(token.company, 0) + 1
    for company, cs in state.companies.items():
        # the tokens the set-up lays out before play stay counted on the charter (18Mag's mine,
        # 1840's city lines): only those placed in play come off it
        held = on_board.get(company, 0) - box.set_out.get(company, 0) + cs.tokens
        most = box.tokens.get(company)
        if most is not None and held > most:
            yield f"{company} has {held} station tokens (on the board and its charter); the box has {most}"
    supply = state.rules.supply
    for tile, n in supply.on_board(state.board).items():
        if n > supply.count(tile):
            yield f"{n} copies of tile {tile} are on the board; the box has {supply.count(tile)}"
    cards: dict[str, int] = {}
    for card in state.trains.values():
        group = card_group(card)
        cards[group] = cards.get(group, 0) + 1
    for group, n in cards.items():
        most = box.trains.get(group)
        if most is not None and n > most:
            yield f"{n} {group}-train cards are in the game; the box has {most}"


def offered_refused(state: State, offered: Sequence[Action], rng: random.Random, sample: int) -> list[str]:
    """Offered actions (``sample`` of them drawn, all when ``sample`` is 0 or more are
    offered) that ``apply`` refuses or fails on."""
    chosen = list(offered) if not sample or len(offered) <= sample else rng.sample(list(offered), sample)
    out = []
    for action in chosen:
        try:
            result = apply(state, action)
        except Exception as exc:  # a failure of the engine is what this looks for
            out.append(f"offered {_short(action)} fails in apply: {type(exc).__name__}: {exc}")
            continue
        if not result.ok:
            rules = ", ".join(v.rule for v in result.violations)
            out.append(f"offered {_short(action)} is refused by apply ({rules})")
    return out


def probe_unoffered(state: State, offered: Sequence[Action], rng: random.Random, sample: int) -> list[str]:
    """Changes of ``sample`` offered actions that ``check`` accepts but that are not offered
    (see the module docstring). Runs other than the best one are not offered by design
    (``engine.legal``), so they are not probed."""
    if not offered:
        return []
    pool = [a for a in offered if not isinstance(a, RunRoutes)]
    chosen = pool if len(pool) <= sample else rng.sample(pool, sample)
    offered_list = list(offered)
    out = []
    for action in chosen:
        for changed in _changes(state, action, rng):
            if changed in offered_list or _same_lay(state, changed, offered):
                continue
            try:
                problems = check(state, changed)
            except Exception as exc:
                out.append(f"{_short(changed)} (not offered) fails in check: {type(exc).__name__}: {exc}")
                continue
            if not problems:
                out.append(f"{_short(changed)} is accepted by check but not offered")
    return out


def _changes(state: State, action: Action, rng: random.Random) -> Iterator[Action]:
    """An offered action a little changed: by someone else, or a lay at another rotation."""
    if action.entity_type == "player":
        others = [p for p in state.players if p != action.entity]
    else:
        others = [c for c, cs in state.companies.items() if c != action.entity and not cs.closed]
    if others:
        yield replace(action, entity=rng.choice(others))
    if isinstance(action, LayTile):
        edges = 6 if state.board.map.layout != "square" else 4
        yield replace(action, rotation=(action.rotation + rng.randrange(1, edges)) % edges)


def _same_lay(state: State, changed: Action, offered: Sequence[Action]) -> bool:
    """Whether ``changed`` is a lay that puts the same track down as one offered (a tile
    that looks the same at two rotations is offered at one of them)."""
    if not isinstance(changed, LayTile):
        return False
    tile = _tile(state, changed.tile)
    if tile is None:
        return False
    edges = 6 if state.board.map.layout != "square" else 4
    content = tile.content
    mine = rotate_content(content, changed.rotation, edges)
    return any(
        isinstance(a, LayTile)
        and a.entity == changed.entity
        and a.hex == changed.hex
        and a.tile == changed.tile
        and rotate_content(content, a.rotation, edges) == mine
        for a in offered
    )


def _tile(state: State, name: str) -> TileDef | None:
    """The tile a lay names, by its name or by a copy of it (``57-3``)."""
    for candidate in (name, name.rsplit("-", 1)[0]):
        try:
            return state.game.tile(candidate)
        except TreshamError:
            continue
    return None


def _short(action: Action) -> str:
    fields = action.to_dict()
    fields.pop("type", None)
    body = ", ".join(f"{k}={v}" for k, v in fields.items() if k not in ("entity_type",))
    return f"{action.TYPE}({body})"
