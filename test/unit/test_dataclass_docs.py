"""ttopt.dataclass_docs: a dataclass's docstring is made when it is first read, with the text
dataclasses itself makes."""

from __future__ import annotations

import dataclasses
import inspect
import subprocess
import sys
import textwrap

import pytest

from ttopt import dataclass_docs
from ttopt.dataclass_docs import DeferredDoc

pytestmark = pytest.mark.skipif(not dataclass_docs.install(), reason="Python 3.14+: not installed")

POINT = textwrap.dedent(
    """
    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2
        tags: tuple = dataclasses.field(default=())

    """
)


def test_the_docstring_is_made_when_read_with_dataclasses_text():
    namespace: dict = {}
    exec(compile(POINT, "<point>", "exec", dont_inherit=True), namespace)  # as the subprocess compiles it
    point = namespace["Point"]
    assert isinstance(point.__dict__["__doc__"], DeferredDoc)
    stock = subprocess.run(
        [sys.executable, "-c", POINT + "print(Point.__doc__)"], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert stock == "Point(x: int, y: int = 2, tags: tuple = ())"
    assert point.__doc__ == stock
    assert point.__dict__["__doc__"] == stock, "kept once made"
    assert point(1).__doc__ == stock


def test_a_docstring_of_its_own_is_kept():
    @dataclasses.dataclass
    class Documented:
        """Its own."""

        a: int

    assert Documented.__doc__ == "Its own."


def test_classes_with_slots_and_without_a_signature_get_dataclasses_text():
    @dataclasses.dataclass(slots=True)
    class Slotted:
        a: int

    assert Slotted.__doc__ == "Slotted" + str(inspect.signature(Slotted)).replace(" -> None", "")
    assert Slotted.__slots__ == ("a",)


def test_dataclasses_sees_the_real_inspect_otherwise():
    assert dataclasses.inspect.getmodule is inspect.getmodule
    installed = dataclasses.inspect
    assert dataclass_docs.install() and dataclasses.inspect is installed, "installed once"
