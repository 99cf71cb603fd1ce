"""ttopt.dataclass_code_cache: dataclasses made through the cache behave as without it, the
cache file round-trips, and a broken or missing file only means compiling again."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from ttopt import dataclass_code_cache
from ttopt.dataclass_code_cache import CodeCache

METHOD = "def __create_fn__():\n def __init__(self, x):\n  self.x = x\n return __init__"


def make_init(cache: CodeCache, module: str = "ttopt.example"):
    """The method as dataclasses would make it for a class declared in `module`."""
    namespace: dict = {}
    cache.exec(METHOD, {"__name__": module}, namespace)
    return namespace["__create_fn__"]()


def test_ttopt_installs_the_cache_in_dataclasses():
    if dataclass_code_cache.install() is None:
        pytest.skip("turned off (TTOPT_NO_DATACLASS_CACHE=1)")
    assert isinstance(dataclasses.exec.__self__, CodeCache)
    assert dataclass_code_cache.install() is dataclasses.exec.__self__, "installed once"


def test_a_dataclass_made_through_the_cache_behaves_as_usual():
    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 2
        tags: tuple = dataclasses.field(default=())

    point = Point(1)
    assert (point.x, point.y, point.tags) == (1, 2, ())
    assert point == Point(1, 2) and point != Point(1, 3)
    assert repr(point).endswith("Point(x=1, y=2, tags=())")
    assert hash(point) == hash(Point(1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 5  # type: ignore[misc]


def test_the_cache_file_round_trips(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "__pycache__" / "dataclass-code.test.marshal"
    first = CodeCache(str(path))
    assert make_init(first) is not None and first.missed
    first.write_back()
    second = CodeCache(str(path))
    init = make_init(second)
    assert not second.missed, "the method's code came from the file"
    holder = type("Holder", (), {"__init__": init})
    assert holder(7).x == 7


def test_methods_made_through_the_cache_keep_their_annotations_evaluated():
    """As dataclasses' own exec: the cache's compile does not inherit its module's
    `from __future__ import annotations` (the field types here are strings: this module has it)."""

    @dataclasses.dataclass
    class Point:
        x: int
        y: int = 2

    assert Point.__init__.__annotations__ == {"x": "int", "y": "int", "return": None}


def test_nothing_is_written_under_dont_write_bytecode(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = tmp_path / "cache.marshal"
    cache = CodeCache(str(path))
    make_init(cache)
    cache.write_back()
    assert not path.exists()


def test_a_broken_cache_file_means_compiling_again(tmp_path):
    path = tmp_path / "cache.marshal"
    path.write_bytes(b"\x00not marshal data")
    cache = CodeCache(str(path))
    assert make_init(cache) is not None and cache.missed


def test_the_cache_can_be_turned_off():
    script = "import dataclasses, ttopt; print(getattr(dataclasses, 'exec', None) is None)"
    env = {"TTOPT_NO_DATACLASS_CACHE": "1", "PATH": ""}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    assert result.stdout.strip() == "True"


def test_entries_of_another_layout_are_compiled_again(tmp_path, monkeypatch):
    """A file whose entries are not marshalled code (an older layout kept code objects) is
    read, its entries replaced as they are used."""
    import marshal

    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "cache.marshal"
    path.write_bytes(marshal.dumps({METHOD: compile(METHOD, "<string>", "exec"), "x": b"\x00junk"}))
    cache = CodeCache(str(path))
    assert make_init(cache) is not None and cache.missed
    cache.write_back()
    again = CodeCache(str(path))
    make_init(again)
    assert not again.missed


def test_only_classes_of_xdsl_and_ttopt_are_cached(tmp_path):
    cache = CodeCache(str(tmp_path / "cache.marshal"))
    for module in ("user_program", "tests.test_points", "xdslx.other"):
        assert make_init(cache, module) is not None
    assert not cache.missed and cache.stored == {}, "compiled, not kept"
    make_init(cache, "xdsl.dialects.builtin")
    assert cache.missed and list(cache.stored) == [METHOD]
