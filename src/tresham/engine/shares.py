"""Certificates changing hands: moving shares, the director's certificate, floating.

The director of a company holds its director's certificate. When another player comes to
hold more of the company than the director, that player becomes director and the two
swap: the new director hands over ordinary certificates worth the director's
certificate and receives it (1862 §6.3 L717-L724, 1824 VI L398-L406). Among players tied
for the most, the one seated first after the old director takes it. Swaps are neither
buys nor sells.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import market as mk
from .events import Event, event
from .money import fmt, pay
from .state import Cert, State
from .steps.token import place_home


def holders_in_seat_order(state: State, after: str | None) -> list[str]:
    """Players in seat order, starting with the one seated after ``after``."""
    seats = list(state.players)
    if after in seats:
        i = seats.index(after)
        seats = seats[i + 1 :] + seats[: i + 1]
    return seats


def ordinary_certs(state: State, holder: str, company: str) -> list[Cert]:
    return sorted(
        (c for c in state.certs_of(company) if c.owner == holder and not c.director),
        key=lambda c: _index(c.id),
    )


def director_cert(state: State, company: str) -> Cert | None:
    for c in state.certs_of(company):
        if c.director:
            return c
    return None


def move_certs(state: State, certs: Sequence[Cert], to: str) -> State:
    return state.with_certs(*(Cert(c.id, c.company, c.percent, to, c.director) for c in certs))


def pick_certs(certs: Sequence[Cert], percent: int) -> list[Cert] | None:
    """Certificates from ``certs`` (taken in order) that add up to exactly ``percent``."""
    out: list[Cert] = []
    total = 0
    for c in certs:
        if total + c.percent <= percent:
            out.append(c)
            total += c.percent
        if total == percent:
            return out
    return out if total == percent else None


def best_challenger(state: State, company: str, director: str, *, at_least: int) -> str | None:
    """The player (other than ``director``) with the most of ``company``, if ``at_least``."""
    best: str | None = None
    best_pct = at_least - 1
    for p in holders_in_seat_order(state, director):
        if p == director:
            continue
        pct = state.percent(p, company)
        if pct > best_pct:
            best, best_pct = p, pct
    return best


def swap_director(state: State, company: str, old: str, new: str) -> tuple[State, list[Event]]:
    """``new`` gives ``old`` ordinary certificates worth the director's and takes it."""
    cert = director_cert(state, company)
    assert cert is not None
    given = pick_certs(ordinary_certs(state, new, company), cert.percent)
    if given is None:
        return state, []
    state = move_certs(state, given, old)
    state = move_certs(state, [cert], new)
    return state, [
        event(
            "director",
            f"{new} becomes director of {company}: swaps {len(given)} shares "
            f"({cert.percent}%) with {old} for the director's certificate",
            company=company,
            director=new,
            previous=old,
        )
    ]


def recheck_director(state: State, company: str) -> tuple[State, list[Event]]:
    """Hand the director's certificate on if a player now holds more than the director;
    where nobody holds it yet and the game exchanges shares for it, the first player holding
    shares worth it exchanges them."""
    director = state.director(company)
    if director is None:
        return _exchange_for_director(state, company)
    cert = director_cert(state, company)
    assert cert is not None
    mine = state.percent(director, company)
    challenger = best_challenger(state, company, director, at_least=mine + 1)
    if challenger is None or state.percent(challenger, company) < cert.percent:
        return state, []
    return swap_director(state, company, director, challenger)


def _exchange_for_director(state: State, company: str) -> tuple[State, list[Event]]:
    cert = director_cert(state, company)
    if cert is None or cert.owner in state.player:
        return state, []
    if not state.rules.director_by_exchange(state.company_def(company), cert.owner):
        return state, []
    for player in state.players:
        given = pick_certs(ordinary_certs(state, player, company), cert.percent)
        if given is None:
            continue
        back = state.rules.initial_share_holder(state.company_def(company))
        state = move_certs(move_certs(state, given, back), [cert], player)
        return state, [
            event(
                "director",
                f"{player} exchanges {len(given)} shares of {company} for its director's certificate "
                f"({cert.percent}%) and becomes its director",
                company=company,
                director=player,
            )
        ]
    return state, []


# A company's item: the shares it receives nothing for at its float, since they were given
# for something else (1824: a director's certificate exchanged for a coal railway, L246).
UNPAID = "unpaid shares"


def check_float(state: State, company: str) -> tuple[State, list[Event]]:
    """Float ``company`` once players hold its float percentage; the treasury is paid."""
    cs = state.companies[company]
    if cs.floated or cs.par is None:
        return state, []
    comp = state.company_def(company)
    sold = sum(c.percent for c in state.certs_of(company) if c.owner in state.player)
    if sold < state.rules.float_percent(comp):
        return state, []
    if state.rules.FLOAT_NEEDS_DIRECTOR and not any(
        c.director and c.owner in state.player for c in state.certs_of(company)
    ):
        return state, []
    capital = state.rules.capital_on_float(comp, cs.par) - cs.par * cs.items.get(UNPAID, 0)
    state = state.update_company(company, floated=True)
    if cs.cell is None:
        cell = mk.cell_of_value(state.market, cs.par, mark="p")
        state = state.update_company(company, cell=cell, stack=state.stack_counter).next_stack()
    state = pay(state, "bank", company, capital)
    text = f"{company} floats ({sold}% sold)"
    if capital:
        text += f" and receives {fmt(state, capital)}"
    events = [event("float", text, company=company, capital=capital)]
    if state.rules.home_token_on_float(comp):
        state, more = place_home(state, company)
        events += more
    return state, events


def _index(cert_id: str) -> int:
    tail = cert_id.rsplit("_", 1)[-1]
    return int(tail) if tail.isdigit() else 0
