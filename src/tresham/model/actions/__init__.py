"""The action vocabulary: one small frozen value per kind of decision a player makes.

An action is what 18xx.games records when someone plays: ``lay_tile``, ``buy_shares``,
``run_routes``, ``pass``... Rulebook examples, designers' scenarios, layout files and real
games exported from 18xx.games all speak this one vocabulary, so an export's JSON parses
straight into these classes (``action_from_dict``) and writes back (``Action.to_dict``).

What an action is, and what it is not:

- It records a *decision*, never its consequences: a ``buy_shares`` names the share ids,
  not the seller or the price paid (whoever holds the shares sells; the market says the
  price). The engine works the consequences out.
- It holds *ids* (``"BK"``, ``"57-1"``, ``"SIK_3"``, ``"E12"``), never loaded objects, so it
  means the same thing in any state and can be compared, hashed and stored.
- Its fields are the export's keys, with the export's types (the reference is
  ``shared/reference/18xx-games/export-actions.md`` §2 and §7-8). One exception: an
  entity is always a ``str`` here (players are integer user ids in exports; ``to_dict``
  writes a player's all-digit id back as an int).

Keys the exports carry but no replay needs are dropped when parsing: ``user``,
``created_at``, ``skip`` (a stale legacy flag), ``original_id``, ``meta`` and
``_client_id``. Any other unknown key, an unknown ``type``, a missing required field, a
value of the wrong type or a percentage outside 0-100 raises ``ActionError`` naming the
action id and the key.

The package by family: ``base`` (``Action``, the field markers, the writer), ``operating``
(track, tokens, routes, dividends, trains), ``shares`` (shares, companies, bids, mergers),
``turn`` (choices, passes, undo, chat, programs) and ``parse`` (the type table and the
parser). Import from ``tresham.model.actions``: it exports every public name.
"""

from .base import DIVIDEND_KINDS, ENTITY_TYPES, NOISE_KEYS, Action, JsonValue
from .operating import (
    BuyTrain,
    DiscardTrain,
    Dividend,
    LayTile,
    PlaceToken,
    ReassignTrains,
    RemoveToken,
    Route,
    RunRoutes,
    ScrapTrain,
    TrainAssignment,
)
from .parse import ACTIONS, action_from_dict, actions_from_list
from .shares import (
    Bid,
    BuyCompany,
    BuyShares,
    Convert,
    Merge,
    Par,
    PayoffPlayerDebt,
    PayoffPlayerDebtPartial,
    SellShares,
    SpecialBuy,
)
from .turn import (
    Choose,
    ChooseAbility,
    EndGame,
    Message,
    Pass,
    ProgramBuyShares,
    ProgramDisable,
    ProgramSharePass,
    Redo,
    Undo,
)

__all__ = [
    "ACTIONS",
    "DIVIDEND_KINDS",
    "ENTITY_TYPES",
    "NOISE_KEYS",
    "Action",
    "Bid",
    "BuyCompany",
    "BuyShares",
    "BuyTrain",
    "Choose",
    "ChooseAbility",
    "Convert",
    "DiscardTrain",
    "Dividend",
    "EndGame",
    "JsonValue",
    "LayTile",
    "Merge",
    "Message",
    "Par",
    "PayoffPlayerDebt",
    "PayoffPlayerDebtPartial",
    "Pass",
    "PlaceToken",
    "ProgramBuyShares",
    "ProgramDisable",
    "ProgramSharePass",
    "ReassignTrains",
    "Redo",
    "RemoveToken",
    "Route",
    "RunRoutes",
    "ScrapTrain",
    "SellShares",
    "SpecialBuy",
    "TrainAssignment",
    "Undo",
    "action_from_dict",
    "actions_from_list",
]
