"""ttopt.support: identity_memo computes once per object (never sharing a result between two
equal objects it was not given), stays right when its table is emptied; get_bool_env reads
flags as Triton's getBoolEnv."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttopt.support.environment import get_bool_env
from ttopt.support.identity_memo import identity_memo


class Box:
    """An object whose equality is its value's, so identity and equality differ."""

    def __init__(self, value: int):
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Box) and other.value == self.value

    __hash__ = None  # type: ignore[assignment]  # unhashable, as OpDef is


def test_one_call_per_object_and_none_shared_between_equal_objects():
    calls: list[Box] = []

    def double(box: Box) -> int:
        calls.append(box)
        return box.value * 2

    memo = identity_memo(double)
    first, twin = Box(3), Box(3)
    assert memo(first) == memo(first) == 6
    assert memo(twin) == 6
    assert calls == [first, twin] and calls[1] is twin


@given(st.lists(st.integers(0, 5), max_size=40))
def test_results_stay_right_past_the_limit(values):
    boxes = [Box(v) for v in values]
    memo = identity_memo(lambda box: box.value + 1, limit=3)
    assert [memo(box) for box in boxes + boxes] == [v + 1 for v in values + values]


@pytest.mark.parametrize(
    "value, expected",
    [("1", True), ("on", True), ("TRUE", True), ("True", True), ("0", False), ("yes", False), ("", False)],
)
def test_bool_env_reads_what_triton_reads(monkeypatch, value, expected):
    monkeypatch.setenv("TTOPT_TEST_FLAG", value)
    assert get_bool_env("TTOPT_TEST_FLAG") is expected


def test_an_unset_flag_is_false(monkeypatch):
    monkeypatch.delenv("TTOPT_TEST_FLAG", raising=False)
    assert get_bool_env("TTOPT_TEST_FLAG") is False
