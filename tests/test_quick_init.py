"""``quick_init``: the ``__init__`` it makes for a frozen dataclass takes the same arguments,
with the same defaults, as the one ``dataclass`` makes, and the instances compare, hash,
print and refuse changes the same; what it cannot handle it refuses when the class is made."""

from __future__ import annotations

import inspect
from dataclasses import MISSING, FrozenInstanceError, dataclass, field, fields

import pytest

from tresham.model.frozen import quick_init
from tresham.rules.board import Placed
from tresham.rules.lay import Cost, LayResult, TurnState
from tresham.scenario.layout_check import TokenResult


@dataclass(frozen=True)
class Plain:
    a: int
    b: str = "x"
    c: tuple[int, ...] = ()
    d: object = field(default=None, compare=False, repr=False)


@quick_init
@dataclass(frozen=True)
class Quick:
    a: int
    b: str = "x"
    c: tuple[int, ...] = ()
    d: object = field(default=None, compare=False, repr=False)


def _as_plain(q: Quick) -> Plain:
    return Plain(q.a, q.b, q.c, q.d)


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((1,), {}), ((1, "y"), {}), ((1, "y", (2, 3)), {}), ((1,), {"d": 5}), ((), {"a": 2, "c": (4,)})],
)
def test_the_quick_init_takes_and_keeps_what_the_dataclass_init_does(args, kwargs):
    q, p = Quick(*args, **kwargs), Plain(*args, **kwargs)
    assert _as_plain(q) == p and q.d is p.d
    assert repr(q).replace("Quick", "Plain") == repr(p)
    assert hash(q) == hash(Quick(q.a, q.b, q.c, object()))  # (d is not compared, as in Plain)
    assert q == Quick(q.a, q.b, q.c) and q != Quick(q.a + 1, q.b, q.c)
    with pytest.raises(FrozenInstanceError):
        q.a = 9  # type: ignore[misc]


def test_the_quick_init_refuses_the_arguments_the_dataclass_init_refuses():
    for bad in ((), (1, "y", (), None, "extra")):
        with pytest.raises(TypeError):
            Plain(*bad)
        with pytest.raises(TypeError):
            Quick(*bad)
    with pytest.raises(TypeError):
        Quick(1, e=2)  # type: ignore[call-arg]


@pytest.mark.parametrize("cls", [Cost, TurnState, LayResult, Placed, TokenResult])
def test_the_rules_classes_made_quick_keep_their_fields_signature(cls):
    # the parameters, in order and with their defaults, are the dataclass's fields
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    empty = inspect.Parameter.empty
    want = [(f.name, empty if f.default is MISSING else f.default) for f in fields(cls)]
    assert [(p.name, p.default) for p in params] == want


def test_quick_init_refuses_what_it_cannot_make():
    @dataclass
    class Thawed:
        a: int

    with pytest.raises(TypeError, match="not a frozen dataclass"):
        quick_init(Thawed)

    @dataclass(frozen=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    @dataclass(frozen=True)
    class KeywordOnly:
        a: int = field(kw_only=True)

    @dataclass(frozen=True)
    class PostInit:
        a: int

        def __post_init__(self) -> None:
            pass

    for cls in (Factory, KeywordOnly, PostInit):
        with pytest.raises(TypeError, match="cannot set"):
            quick_init(cls)


def test_quick_init_takes_fields_of_any_name():
    # (the made function's own names cannot clash with a field's: "self" here)
    @quick_init
    @dataclass(frozen=True)
    class Odd:
        self: int
        d: int = 2

    odd = Odd(1, d=3)
    assert (odd.self, odd.d) == (1, 3) and Odd(self=4).d == 2
