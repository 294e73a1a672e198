"""Self-play: bots play a whole game through ``legal_actions`` and ``apply``, and every
invariant (``bots.invariants``) is checked after every action.

``play_game(game, players, seed, bot)`` sets the game up from ``seed`` (``new_state``),
gives every seat a bot of the kind asked (each seeded from the game's seed and its seat),
and plays until the game ends, nothing is offered, or ``max_actions`` have been made. The
result says how it ended, how long it took and what broke, each broken invariant with the
seed and the action's number, so that the game can be played again to that point.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..data import load_game
from ..engine.apply import apply
from ..engine.end import game_end
from ..engine.legal import legal_actions
from ..engine.start import new_state
from ..engine.state import State
from ..model.actions import Action
from ..model.game import GameDef
from .invariants import Box, Broken, invariant_problems, offered_refused, probe_unoffered
from .players import Bot, GreedyBot, RandomBot

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gil", "Hal")
MAX_ACTIONS = 4000  # a game of bots that has not ended after this many actions is stopped
STALL_SETS = 8  # ... and one in which the depot sold no train for this many sets of rounds


@dataclass(frozen=True)
class SelfPlay:
    """One game of bots: ``ended`` once the game's own end is reached (``reason``, the
    ``scores``), else ``stopped`` says why play stopped; ``broken`` every invariant broken."""

    game: str
    players: int
    seed: int
    bot: str
    actions: int
    seconds: float
    ended: bool
    reason: str
    stopped: str = ""
    scores: dict[str, int] = field(default_factory=dict)
    broken: tuple[Broken, ...] = ()
    round: str = ""
    listing_seconds: float = 0.0  # the time spent in legal_actions
    cpu_seconds: float = 0.0  # the processor time the game took (on a shared machine, the
    # figure to compare: ``seconds`` is the time on the clock)

    @property
    def outcome(self) -> str:
        """How the game ended in a few words: its end's reason, or why it stopped."""
        return self.reason if self.ended else f"stopped: {self.stopped}"


def play_game(
    game: GameDef | str,
    players: int,
    seed: int,
    bot: Callable[[int], Bot] = GreedyBot,
    *,
    max_actions: int = MAX_ACTIONS,
    stall_sets: int = STALL_SETS,
    sample: int = 2,
    on_action: Callable[[int, State, Action], None] | None = None,
    options: Sequence[str] = (),
) -> SelfPlay:
    """Play one game of bots (see the module docstring). ``sample`` offered actions are
    applied besides the one chosen, and ``sample`` changed ones probed, after every action;
    ``on_action(n, state, action)`` sees each action made and the state after it. Play
    stops too when the game stalls: ``stall_sets`` sets of rounds (the round's number goes
    up once a set) in which the depot sold no train (0: never). ``options`` are the game's
    played options (1840's ``three_player_small``, 1824's ``cisleithania``)."""
    g = load_game(game) if isinstance(game, str) else game
    state = new_state(g, NAMES[:players], seed=seed, options=options)
    bots = {p: bot(seed * 31 + i) for i, p in enumerate(state.players)}
    box = Box.of(state)
    rng = random.Random(seed)
    broken: list[Broken] = []
    start, cpu = time.perf_counter(), time.process_time()
    listing = 0.0
    made = 0
    stopped = ""
    seen = set(invariant_problems(state, box))  # each broken invariant is reported once, when first seen
    broken.extend(Broken(seed, 0, "set-up", p) for p in seen)
    depot, set_number, idle_sets = _sold(state), state.round.number, 0
    while state.end is None:
        if made >= max_actions:
            stopped = f"no end after {max_actions} actions"
            break
        if state.round.number != set_number:
            set_number, idle_sets = state.round.number, idle_sets + 1
        if _sold(state) != depot:
            depot, idle_sets = _sold(state), 0
        if stall_sets and idle_sets >= stall_sets:
            stopped = (
                f"stalled in {state.round.label}: the depot sold no train in {stall_sets} sets of rounds"
            )
            break
        t = time.perf_counter()
        offered = list(legal_actions(state))
        listing += time.perf_counter() - t
        if not offered:
            stopped = f"nothing is offered to {state.to_act} in {state.round.label}"
            break
        chooser = _player_of(state, bots)
        action = chooser.choose(state, offered)
        made += 1
        found = offered_refused(state, [action], rng, 0)
        found += offered_refused(state, [a for a in offered if a is not action], rng, sample)
        found += probe_unoffered(state, offered, rng, sample)
        result = apply(state, action)
        if result.ok:
            state = result.state
            found += invariant_problems(state, box)
        broken.extend(Broken(seed, made, action.TYPE, p) for p in dict.fromkeys(found) if p not in seen)
        seen.update(found)
        if not result.ok:
            stopped = f"the action chosen was refused ({', '.join(v.rule for v in result.violations)})"
            break
        if on_action is not None:
            on_action(made, state, action)
    over = game_end(state)
    return SelfPlay(
        game=g.id,
        players=players,
        seed=seed,
        bot=getattr(bots[state.players[0]], "name", "bot"),
        actions=made,
        seconds=time.perf_counter() - start,
        ended=over is not None,
        reason=over.reason if over is not None else "",
        stopped=stopped,
        scores=dict(over.scores) if over is not None else {},
        broken=tuple(broken),
        round=state.round.label,
        listing_seconds=listing,
        cpu_seconds=time.process_time() - cpu,
    )


def _sold(state: State) -> int:
    """The train cards out of the depot (an unlimited type's last card is copied when
    bought, 18Mag: the depot never runs short of it, but the cards sold still add up)."""
    return sum(1 for card in state.trains.values() if card.owner != "depot")


def _player_of(state: State, bots: dict[str, Bot]) -> Bot:
    """The bot that decides for whoever acts: a player's own, or a company's director's
    (a company without a director is played by the first seat's bot)."""
    who = state.to_act
    if who in bots:
        return bots[who]
    director = state.director(who) if who is not None and who in state.companies else None
    owner = state.companies[who].owner if who is not None and who in state.companies else None
    for candidate in (director, owner and state.director(owner)):
        if candidate in bots:
            return bots[candidate]
    return bots[state.players[0]]


def seats(game: GameDef) -> Sequence[int]:
    """The player counts a game is played with."""
    return tuple(sorted(game.players))


__all__ = ["GreedyBot", "MAX_ACTIONS", "STALL_SETS", "RandomBot", "SelfPlay", "play_game", "seats"]
