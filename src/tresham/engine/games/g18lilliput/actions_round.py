"""18 Lilliput's round of action cards (L111-L115), one ``ActionsStep`` (``actions``) played
as a ``PlayerRound``: what a player may take or do, for the listing of legal actions."""

from __future__ import annotations

from collections.abc import Iterator

from ....errors import SetupError
from ....model.actions import Action, Choose
from ....model.actions.base import JsonValue
from ....rules.games.g18lilliput.cards import ActionCards
from ... import offers
from ...decisions import asking
from ...events import Event
from ...rounds.base import RoundAt
from ...rounds.companies import pool_purchases, train_purchases
from ...rounds.players import PlayerRound, StockRound
from ...state import State
from .actions import ALT, ActionsStep, _pick_parts, card_kind, founded_now, start_actions_round
from .characters import INCOME, income_choices


class ActionsRound(PlayerRound):
    """18 Lilliput's round of action cards (L111-L115)."""

    NAME = "actions"
    STEP = ActionsStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        return start_actions_round(state, number)

    def enter(self, state: State, at: RoundAt) -> State:
        """Begun by the start player (the priority holder); the turns before ``entity``'s
        first are over."""
        state, _ = start_actions_round(state, at.number)
        if at.entity is None:
            return state
        if at.entity not in state.round.order:
            raise SetupError(f"round.entity: {at.entity!r} is not a player")
        return state.with_round(index=state.round.order.index(at.entity), entity=at.entity)

    def choice_words(self, state: State, choice: object) -> str | None:
        """A card by its number and what its side does, as the card prints it (Table 1,
        L127-L142): "A3 lay yellow track", "A3 alt take 5 into your personal cash", "copy
        A10 company funds LNR 50"; the Grand Judge's income and the Treasurer's exchange by
        their words."""
        if isinstance(choice, dict) and len(choice) == 1 and ("income" in choice or "exchange" in choice):
            ((key, value),) = choice.items()
            said = " ".join(f"{k} {v}" for k, v in value.items()) if isinstance(value, dict) else value
            return f"{key} {said}"
        if not isinstance(choice, str | dict):
            return None
        card_id, alternative, copied, funds = _pick_parts(choice)
        card = next((c for c in state.game.cards if c.id == card_id), None)
        if card is None:
            return None
        side = (card.alt_text if alternative else card.title).rstrip(".").lower()
        split = " ".join(f"{c} {amount}" for c, amount in funds.items())
        words = ["copy" if copied else "", card.id, "alt" if alternative else "", side, split]
        return " ".join(w for w in words if w)

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """Before a card: each side of each card, copied too, and every split of the funds
        among his companies where the side gives funds. After it: pass, and what his
        companies might do (lays, tokens, trains) and his buys and sales."""
        owned = [c for c in state.companies if state.director(c) == player]
        asked = asking(state)
        if asked is not None and asked.question == INCOME:  # the Grand Judge's (L315)
            yield from income_choices(state, player, owned)
            return
        cards = state.rules.mechanism(ActionCards)
        for held in state.privates_of(player):  # the Treasurer's exchange (L317)
            if cards.exchange_value(held, state.round.number) is not None:
                yield Choose(entity=player, entity_type="player", choice={"exchange": held})
        if card_kind(state) is None:
            for card in state.game.cards:
                sides = cards.sides(card.id)
                if sides is None:
                    continue
                for alternative, side in enumerate(sides):
                    name = card.id + (ALT if alternative else "")
                    for pick in (name, "COPY:" + name):
                        for choice in _with_funds(state, pick, side, owned):
                            yield Choose(entity=player, entity_type="player", choice=choice)
            return
        yield from StockRound().candidates(state, player)  # (its pass and pars: check refuses a par)
        founded = founded_now(state)
        if founded is not None:  # its home, then a train of the pool (L269-L270)
            yield from offers.token_places(state, founded)
            yield from pool_purchases(state, founded)
            return
        for company in owned:
            yield from offers.tile_lays(state, company)
            yield from offers.token_places(state, company)
            yield from train_purchases(state, company)


def _with_funds(state: State, pick: str, side: str, owned: list[str]) -> Iterator[JsonValue]:
    """``pick`` as a choice; a side that gives funds, with each split of them over one or two
    of the player's companies (L111-L115: card 10)."""
    if side != "funds":
        yield pick
        return
    total = state.rules.mechanism(ActionCards).company_funds(state.phase)
    for i, first in enumerate(owned):
        yield {"card": pick, "funds": {first: total}}
        for second in owned[i + 1 :]:
            for part in range(1, total):
                yield {"card": pick, "funds": {first: part, second: total - part}}
