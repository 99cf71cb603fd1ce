"""The shared integer helpers (ttopt.support.math_extras) and CFG orders (ttopt.ir.traversal)
against their definitions: LLVM's MathExtras on integers, llvm::post_order and
mlir::getBlocksSortedByDominance on random directed graphs (recursive reference walks)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ttopt.ir.traversal import post_order_graph, reverse_post_order
from ttopt.support.math_extras import (
    is_power_of_two,
    log2_floor,
    lowest_set_bit,
    next_power_of_two,
    power_of_two_ceil,
)

POWERS = {1 << k for k in range(72)}


@given(st.integers(-(1 << 70), 1 << 70))
def test_is_power_of_two(value: int):
    assert is_power_of_two(value) == (value in POWERS)


@given(st.integers(1, 1 << 70))
def test_log2_floor_and_lowest_set_bit(value: int):
    k = log2_floor(value)
    assert 1 << k <= value < 1 << (k + 1)
    low = lowest_set_bit(value)
    assert value % (1 << low) == 0 and (value >> low) & 1 == 1


@given(st.integers(0, 1 << 70))
def test_next_power_of_two_is_strictly_greater(value: int):
    result = next_power_of_two(value)
    assert result in POWERS and result > value and result // 2 <= value


@given(st.integers(-5, 1 << 70))
def test_power_of_two_ceil(value: int):
    result = power_of_two_ceil(value)
    assert result in POWERS and result >= value
    assert result == 1 or result // 2 < value


def _recursive_post_order(entry: int, graph: dict[int, list[int]]) -> list[int]:
    order: list[int] = []
    seen = {entry}

    def visit(node: int) -> None:
        for successor in graph[node]:
            if successor not in seen:
                seen.add(successor)
                visit(successor)
        order.append(node)

    visit(entry)
    return order


GRAPHS = st.integers(1, 12).flatmap(
    lambda n: st.fixed_dictionaries({i: st.lists(st.integers(0, n - 1), max_size=4) for i in range(n)})
)


@given(GRAPHS)
def test_post_order_matches_a_recursive_walk(graph: dict[int, list[int]]):
    expected = _recursive_post_order(0, graph)
    assert post_order_graph(0, graph.__getitem__) == expected
    assert reverse_post_order(0, graph.__getitem__) == expected[::-1]
