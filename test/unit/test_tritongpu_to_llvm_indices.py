"""emitIndices and applyLinearLayout, run on an evaluating builder.

The index code the lowering emits is executed here for every thread of a CTA and
compared with the linear layout applied in Python: each register of each thread
must get the coordinates the layout assigns it. The builder also checks every
`or disjoint` it is asked for really combines disjoint bits, since LLVM is
allowed to assume so.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ttopt.conversion.tritongpu_to_llvm.indices import (
    apply_linear_layout,
    emit_indices,
    emit_offsets_for_layout,
    matrix_vector_prod,
)
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    SliceEncodingAttr,
)
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_layout import LinearLayout

MASK32 = 0xFFFFFFFF


@dataclass(frozen=True)
class Val:
    value: int
    constant: bool = False


class EvalBuilder:
    """Computes what the emitted i32 ops would compute for one thread."""

    def __init__(self, tid: int, cta: int = 0):
        self.tid = tid
        self.cta = cta
        self.op_count = 0

    def _op(self, value: int) -> Val:
        self.op_count += 1
        return Val(value & MASK32)

    def i32_val(self, value: int) -> Val:
        self.op_count += 1
        return Val(value & MASK32, constant=True)

    def constant_int(self, value: Val) -> int | None:
        return value.value if value.constant else None

    def thread_id_x(self) -> Val:
        return self._op(self.tid)

    def cluster_cta_id(self) -> Val:
        return self._op(self.cta)

    def and_(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value & rhs.value)

    def or_(self, lhs: Val, rhs: Val, disjoint: bool = False) -> Val:
        if disjoint:
            assert lhs.value & rhs.value == 0, "or disjoint on overlapping bits"
        return self._op(lhs.value | rhs.value)

    def xor_(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value ^ rhs.value)

    def shl(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value << rhs.value)

    def lshr(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value >> rhs.value)

    def urem(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value % rhs.value)

    def udiv(self, lhs: Val, rhs: Val) -> Val:
        return self._op(lhs.value // rhs.value)

    def icmp_eq(self, lhs: Val, rhs: Val) -> Val:
        return self._op(int(lhs.value == rhs.value))

    def select(self, condition: Val, true_value: Val, false_value: Val) -> Val:
        return self._op(true_value.value if condition.value else false_value.value)


ENCODINGS = [
    ("vecadd", BlockedEncodingAttr([4], [32], [4], [0]), [1024]),
    ("blocked-2d", BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0]), [64, 64]),
    ("blocked-col-major", BlockedEncodingAttr([2, 1], [8, 4], [1, 4], [0, 1]), [32, 64]),
    ("broadcast-lanes", BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0]), [2, 8]),
    ("slice", SliceEncodingAttr(1, BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0])), [64]),
    ("mma-v2", NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8]), [64, 64]),
    ("mma-v3", NvidiaMmaEncodingAttr(3, 0, [4, 1], [16, 64, 16]), [128, 64]),
    ("dot-a", DotOperandEncodingAttr(0, NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8]), 2), [64, 32]),
    ("dot-b", DotOperandEncodingAttr(1, NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8]), 2), [32, 64]),
]


@pytest.mark.parametrize(("name", "encoding", "shape"), ENCODINGS, ids=[e[0] for e in ENCODINGS])
def test_emit_indices_matches_the_layout_for_every_thread(name, encoding, shape):
    layout = to_linear_layout(encoding, shape)
    num_warps = layout.in_dim_size("warp")
    for tid in range(32 * num_warps):
        builder = EvalBuilder(tid)
        emitted = emit_indices(builder, layout, num_warps, 32, with_cta_offset=True)
        lane, warp = tid % 32, tid // 32
        for register, coordinates in enumerate(emitted):
            expected = layout.apply({"register": register, "lane": lane, "warp": warp, "block": 0})
            assert [c.value for c in coordinates] == [v for _, v in expected], (tid, register)


def test_single_warp_uses_the_thread_id_as_lane():
    layout = to_linear_layout(BlockedEncodingAttr([1], [32], [1], [0]), [32])
    builder = EvalBuilder(tid=7)
    (coordinates,) = emit_indices(builder, layout, 1, 32, with_cta_offset=False)[:1]
    assert coordinates[0].value == 7


def test_constant_inputs_fold_into_constants():
    layout = to_linear_layout(BlockedEncodingAttr([2], [32], [4], [0]), [256])
    builder = EvalBuilder(tid=0)
    indices = [(d, builder.i32_val(v)) for d, v in (("register", 1), ("lane", 3), ("warp", 2), ("block", 0))]
    before = builder.op_count
    ((dim, value),) = apply_linear_layout(builder, layout, indices)
    assert dim == "dim0" and value.constant and value.value == 1 + 3 * 2 + 2 * 64
    # Upstream always builds its `zero` constant, then the (non-zero) result: no arithmetic.
    assert builder.op_count - before == 2


@pytest.mark.parametrize(
    "columns",
    [[4, 8, 16], [1, 2, 4, 8], [3, 5, 6], [0, 1, 0, 2], [8, 4, 2, 1], [1, 3, 7, 15], [16, 1, 32, 2]],
)
def test_matrix_vector_prod_is_the_gf2_product(columns):
    rows = max(max(columns).bit_length(), 1)
    matrix = LinearLayout({"in": [[c] for c in columns]}, {"out": 1 << rows}, require_surjective=False)
    for x in range(1 << len(columns)):
        builder = EvalBuilder(0)
        expected = 0
        for bit, column in enumerate(columns):
            if x >> bit & 1:
                expected ^= column
        assert matrix_vector_prod(builder, matrix, Val(x)).value == expected


def test_offsets_for_layout_are_thread_zero_coordinates():
    layout = to_linear_layout(BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0]), [16, 64])
    offsets = emit_offsets_for_layout(layout)
    assert offsets[:5] == ((0, 0), (0, 1), (0, 2), (0, 3), (0, 32))
    # Remembered by value: an equal layout finds the same (immutable) answer.
    again = to_linear_layout(BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0]), [16, 64])
    assert emit_offsets_for_layout(LinearLayout(again.bases, again.out_dim_sizes)) is offsets
