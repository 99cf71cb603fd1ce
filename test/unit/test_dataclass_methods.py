"""ttopt.dataclass_methods: the methods dataclasses adds to a class are made on first use, and
are then the functions dataclasses itself makes, behaving as they do."""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import os
import subprocess
import sys
import textwrap
from types import FunctionType

import pytest
from declared_classes import IMPORT_EVERY_DIALECT, summary_of
from hypothesis import given, settings
from hypothesis import strategies as st

from ttopt import dataclass_methods
from ttopt.dataclass_methods import DeferredMethod

pytestmark = pytest.mark.skipif(
    not dataclass_methods.install(), reason="not installed (Python 3.13+ or TTOPT_EAGER_DATACLASS_METHODS=1)"
)


@contextlib.contextmanager
def eager_methods():
    """dataclasses' own `_create_fn` for the classes declared inside."""
    dataclass_methods.uninstall()
    try:
        yield
    finally:
        assert dataclass_methods.install()


def test_a_method_is_made_on_first_use_and_then_is_a_plain_function():
    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2

    assert all(isinstance(Point.__dict__[name], DeferredMethod) for name in ("__init__", "__eq__", "__hash__"))
    assert Point(1) == Point(1, 2) and Point(1) != Point(2)
    assert hash(Point(1)) == hash((1, 2))
    for name in ("__init__", "__eq__", "__hash__"):
        method = Point.__dict__[name]
        assert type(method) is FunctionType and method.__qualname__.endswith(f"<locals>.Point.{name}")
    assert isinstance(Point.__dict__["__setattr__"], DeferredMethod), "never used, never made"
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
        Point(1).x = 3  # type: ignore[misc]


def test_an_inherited_method_is_made_in_the_class_that_declared_it():
    @dataclasses.dataclass
    class Base:
        a: int

    class Derived(Base):
        def __init__(self) -> None:
            super().__init__(7)

    assert Derived().a == 7
    assert Base.__dict__["__init__"].__qualname__.endswith("<locals>.Base.__init__")
    assert Derived.__dict__["__init__"].__qualname__.endswith("Derived.__init__")


def test_repr_is_guarded_and_unwraps_to_the_same_signature():
    @dataclasses.dataclass
    class Node:
        child: object = None

    node = Node()
    node.child = node
    assert repr(node) == "test_repr_is_guarded_and_unwraps_to_the_same_signature.<locals>.Node(child=...)"
    assert str(inspect.signature(Node.__repr__)) == "(self)"
    assert Node.__repr__.__qualname__.endswith("Node.__repr__")


# -- the same classes made both ways -------------------------------------------------------------

OPTIONS = st.fixed_dictionaries(
    {
        "fields": st.integers(0, 3),
        "defaults": st.integers(0, 3),
        "eq": st.booleans(),
        "order": st.booleans(),
        "frozen": st.booleans(),
        "unsafe_hash": st.booleans(),
        "slots": st.booleans(),
        "derived": st.booleans(),
    }
)


def declare(options: dict) -> type:
    """A dataclass of `options` (a subclass adding a field when `derived`)."""
    names = [f"f{i}" for i in range(options["fields"])]
    defaults = min(options["defaults"], len(names))
    namespace = {"__annotations__": dict.fromkeys(names, int), "__module__": __name__, "__qualname__": "Made"}
    for name in names[len(names) - defaults :]:
        namespace[name] = 5
    flags = {key: options[key] for key in ("eq", "frozen", "unsafe_hash", "slots")}
    flags["order"] = options["order"] and options["eq"]
    cls = dataclasses.dataclass(**flags)(type("Made", (), namespace))
    if options["derived"]:
        extra = {"__annotations__": {"g": int}, "g": 9, "__module__": __name__, "__qualname__": "Derived"}
        cls = dataclasses.dataclass(**flags)(type("Derived", (cls,), extra))
    return cls


def behaviour(cls: type, options: dict) -> dict:
    """What a user of the class sees: texts, comparisons, hashes, errors, method names."""
    arguments = list(range(1, options["fields"] + 1))
    one, two, other = cls(*arguments), cls(*arguments), cls(*[a + 1 for a in arguments])
    seen: dict = {"repr": repr(one), "signature": str(inspect.signature(cls))}
    seen["equal"] = (one == two, one == other, one != other)
    try:
        seen["hash"] = (hash(one) == hash(two), cls.__hash__ is None)
    except TypeError as error:
        seen["hash"] = str(error)
    if options["order"] and options["eq"]:
        seen["order"] = (one < other, one <= two, other > one, other >= one)
    try:
        one.f0 = 11
        seen["assign"] = repr(one)
    except (dataclasses.FrozenInstanceError, AttributeError, TypeError) as error:  # TypeError: 3.11, frozen with slots
        seen["assign"] = f"{type(error).__name__}: {error}"
    methods = {}
    for name, value in sorted(vars(cls).items()):
        if name.startswith("__") and callable(value) and name not in ("__class__", "__init_subclass__"):
            method = getattr(cls, name)
            methods[name] = (
                method.__qualname__,
                method.__module__,
                str(getattr(method, "__annotations__", None)),
                str(inspect.signature(method)),
            )
    seen["methods"] = methods
    return seen


@settings(max_examples=60, deadline=None)
@given(OPTIONS)
def test_a_class_made_lazily_behaves_as_one_made_by_dataclasses(options):
    try:
        with eager_methods():
            eager = declare(options)
    except (TypeError, ValueError) as error:  # options dataclasses refuses
        with pytest.raises(type(error), match=str(error)):
            declare(options)
        return
    assert behaviour(declare(options), options) == behaviour(eager, options)


# -- every dataclass of xDSL and ttopt -----------------------------------------------------------

# Each method dataclasses added to a dataclass of xDSL or of ttopt's dialects, summarised from its
# function (once made); run with deferred methods and with TTOPT_EAGER_DATACLASS_METHODS=1.
SUMMARY = IMPORT_EVERY_DIALECT + textwrap.dedent(
    """
    import dataclasses, gc, json
    from types import FunctionType
    from ttopt import dataclass_methods

    def code(function):
        if getattr(function, "__wrapped__", None) is not None:  # __repr__'s recursion guard
            function = function.__wrapped__
            function = function.function() if isinstance(function, dataclass_methods.DeferredMethod) else function
        c = function.__code__
        return [c.co_code.hex(), text(c.co_consts), c.co_names, c.co_varnames, c.co_freevars, function.__qualname__]

    summary = {}
    for cls in sorted({c for c in gc.get_objects() if isinstance(c, type) and dataclasses.is_dataclass(c)
                       and c.__module__.startswith(("xdsl.", "ttopt."))}, key=lambda c: (c.__module__, c.__qualname__)):
        for name in sorted(vars(cls)):
            if name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
                        "__lt__", "__le__", "__gt__", "__ge__"):
                method = getattr(cls, name)
                if isinstance(method, FunctionType):
                    summary[f"{cls.__module__}.{cls.__qualname__}.{name}"] = [
                        method.__qualname__, method.__module__, text(method.__annotations__), code(method)]
    print(json.dumps(summary))
    """
)


def test_every_dataclass_method_of_xdsl_and_ttopt_is_the_function_dataclasses_makes():
    lazy = summary_of(SUMMARY, "TTOPT_EAGER_DATACLASS_METHODS", eager=False)
    eager = summary_of(SUMMARY, "TTOPT_EAGER_DATACLASS_METHODS", eager=True)
    assert len(eager) > 500
    assert lazy == eager


def test_eager_methods_when_asked():
    script = "import dataclasses, ttopt; print(dataclasses._create_fn.__module__)"
    environment = {**os.environ, "TTOPT_EAGER_DATACLASS_METHODS": "1"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=environment)
    assert result.stdout.strip() == "dataclasses"
