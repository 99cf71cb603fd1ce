"""Hardware ids and the index arithmetic of linear layouts, emitted as LLVM ops.

Upstream: lib/Conversion/TritonGPUToLLVM/Utility.cpp (getThreadId,
getLaneAndWarpId, applyLinearLayout, matrixVectorProd, emitIndices,
emitOffsetForLayout). A distributed layout is a linear map over GF(2) from the
bits of (register, lane, warp, block) to the bits of the tensor coordinates, so
the coordinates a thread holds are computed from its lane and warp ids with
and/shift/or/xor on i32 values; register offsets are folded into constants.

The functions take an `LLVMBuilder` (`b`): they only call its integer helpers
(`i32_val`, `and_`, `or_`, `xor_`, `shl`, `lshr`, `urem`, `udiv`, `icmp_eq`,
`select`), its `constant_int` query and its id readers (`thread_id_x`,
`cluster_cta_id`), so the unit tests can run them on an evaluating builder.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from ttopt.layouts.linear_encoding import BLOCK, LANE, REGISTER, WARP
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import linear_layout
from ttopt.support.math_extras import is_power_of_two

Value = Any  # an SSA value, or whatever the builder computes with
DimValues = list[tuple[str, Value]]


# -- hardware ids -----------------------------------------------------------------------------


def thread_id(b, num_warps: int, threads_per_warp: int) -> Value:
    """getThreadId: tid.x, masked by the block size to help LLVM's known-bits analysis."""
    tid = b.thread_id_x()
    upper_bound = num_warps * threads_per_warp
    assert is_power_of_two(upper_bound), upper_bound
    return b.and_(tid, b.i32_val(upper_bound - 1))


def lane_and_warp_id(b, num_warps: int, threads_per_warp: int) -> tuple[Value, Value]:
    """getLaneAndWarpId: tid % warpSize and tid / warpSize (warp 0 with a single warp)."""
    tid = thread_id(b, num_warps, threads_per_warp)
    warp_size = b.i32_val(threads_per_warp)
    if num_warps == 1:
        return tid, b.i32_val(0)
    return b.urem(tid, warp_size), b.udiv(tid, warp_size)


# -- applying a linear layout to runtime values -------------------------------------------------


def matrix_vector_prod(b, matrix: LinearLayout, x: Value) -> Value:
    """matrixVectorProd: A * x over GF(2) for a one-in-dim, one-out-dim layout A.

    The product is assembled diagonal by diagonal as `(x & mask) << s` terms; a
    diagonal with a single column left is instead handled as an explicit column.
    Terms whose rows are hit by no other column are combined with a disjoint `or`
    (which LLVM may turn into an add), the others with `xor`.
    """
    assert len(matrix.in_dims) == 1 and len(matrix.out_dims) == 1
    columns = [basis[0] for basis in matrix.bases[matrix.in_dims[0]]]
    n_col = matrix.total_in_dim_size_log2()
    n_row = matrix.total_out_dim_size_log2()
    assert len(columns) == n_col

    rows_unique = 0
    for row in range(n_row):
        if sum((column >> row) & 1 for column in columns) == 1:
            rows_unique |= 1 << row

    def diagonal(i: int) -> tuple[int, bool]:
        mask, all_rows_unique = 0, True
        row, col = (-i, 0) if i < 0 else (0, i)
        while row < n_row and col < n_col:
            mask |= ((columns[col] >> row) & 1) << col
            all_rows_unique &= (rows_unique >> row) & 1 == 1
            row += 1
            col += 1
        return mask, all_rows_unique

    diagonals = range(-n_row + 1, n_col)
    explicit_cols = 0
    masks = [diagonal(i)[0] for i in diagonals]
    changed = True
    while changed:
        changed = False
        for mask in masks:
            remaining = mask & ~explicit_cols
            if is_power_of_two(remaining):
                explicit_cols |= remaining
                changed = True

    ors: list[Value] = []
    xors: list[Value] = []
    for i in diagonals:
        mask, all_rows_unique = diagonal(i)
        mask &= ~explicit_cols
        if mask == 0:
            continue
        masked = b.and_(x, b.i32_val(mask))
        shifted = b.lshr(masked, b.i32_val(i)) if i >= 0 else b.shl(masked, b.i32_val(-i))
        (ors if all_rows_unique else xors).append(shifted)

    zero = b.i32_val(0)
    for col in range(n_col):
        if not (explicit_cols >> col) & 1:
            continue
        # Triton 3.6 tests the bit (even for a zero column) and selects the column.
        bit_is_zero = b.icmp_eq(b.and_(x, b.i32_val(1 << col)), zero)
        basis = columns[col]
        if basis == 0:
            continue
        term = b.select(bit_is_zero, zero, b.i32_val(basis))
        (ors if rows_unique & basis == basis else xors).append(term)

    or_part = _tree_reduce(b, ors, lambda lhs, rhs: b.or_(lhs, rhs, disjoint=True))
    xor_part = _tree_reduce(b, xors, b.xor_)
    return b.or_(or_part, xor_part, disjoint=True)


def _tree_reduce(b, terms: list[Value], combine: Callable[[Value, Value], Value]) -> Value:
    if not terms:
        return b.i32_val(0)
    while len(terms) > 1:
        reduced = [combine(terms[i], terms[i + 1]) for i in range(0, len(terms) - 1, 2)]
        if len(terms) % 2 == 1:
            reduced.append(terms[-1])
        terms = reduced
    return terms[0]


def apply_linear_layout(b, layout: LinearLayout, indices: DimValues) -> DimValues:
    """applyLinearLayout: layout(indices) for runtime values, constant-folded where possible.

    Constant inputs are applied at compile time; the non-constant ones are packed
    into one i32 (`x = idx0 | idx1 << log2(size0) | ...`) and each output is the
    constant part xor'ed with the matrix-vector product of its sublayout.
    """
    assert [name for name, _ in indices] == list(layout.in_dims), (indices, layout.in_dims)
    if not layout.out_dims:
        return []
    constant_ins: dict[str, int] = {}
    non_constant: DimValues = []
    for name, value in indices:
        constant = b.constant_int(value)
        constant_ins[name] = 0 if constant is None else constant
        if constant is None:
            non_constant.append((name, value))

    zero = b.i32_val(0)
    outputs: DimValues = [
        (name, zero if constant == 0 else b.i32_val(constant)) for name, constant in layout.apply(constant_ins)
    ]
    if not non_constant:
        return outputs

    x = b.i32_val(0)
    shift = 0
    for name, value in non_constant:
        x = b.or_(x, b.shl(value, b.i32_val(shift)))
        shift += layout.in_dim_size_log2(name)

    in_names = [name for name, _ in non_constant]
    result: DimValues = []
    for name, value in outputs:
        matrix = layout.sublayout(in_names, [name]).flatten_ins()
        result.append((name, b.xor_(value, matrix_vector_prod(b, matrix, x))))
    return result


def apply_linear_layout_vec(
    b, layout: LinearLayout, indices: DimValues, registers: Sequence[int]
) -> list[DimValues]:
    """applyLinearLayoutVec: the layout at register 0 once, then xor each register's constant offset."""
    with_zero_register = [(name, b.i32_val(0) if name == REGISTER else value) for name, value in indices]
    base = apply_linear_layout(b, layout, with_zero_register)
    result = []
    for register in registers:
        offsets = layout.apply({name: register if name == REGISTER else 0 for name, _ in indices})
        combined = []
        for (base_name, base_value), (offset_name, offset) in zip(base, offsets):
            assert base_name == offset_name
            combined.append((base_name, b.xor_(base_value, b.i32_val(offset))))
        result.append(combined)
    return result


def emit_indices(b, layout: LinearLayout, num_warps: int, threads_per_warp: int, with_cta_offset: bool) -> list[list[Value]]:
    """emitIndices: for each register of the calling thread, the coordinates of its element."""
    lane, warp = lane_and_warp_id(b, num_warps, threads_per_warp)
    block = b.cluster_cta_id() if with_cta_offset else b.i32_val(0)
    common = [(REGISTER, b.i32_val(0)), (LANE, lane), (WARP, warp), (BLOCK, block)]
    per_register = apply_linear_layout_vec(b, layout, common, range(layout.in_dim_size(REGISTER)))
    return [[value for _, value in coordinates] for coordinates in per_register]


@lru_cache(maxsize=256)
def emit_offsets_for_layout(layout: LinearLayout) -> tuple[tuple[int, ...], ...]:
    """emitOffsetForLayout: the coordinates of each register of thread 0 (compile time).
    Remembered by value: the lowering asks it of the same few layouts (the sm80 matmul: 40
    times, 13 layouts)."""
    return tuple(
        tuple(value for _, value in layout.apply({REGISTER: register, LANE: 0, WARP: 0, BLOCK: 0}))
        for register in range(layout.in_dim_size(REGISTER))
    )


def free_variable_masks(type_) -> dict[str, int]:
    """getFreeVariableMasks: per in dim, the bits that do not change the element held.

    A non-tensor value is the same in every register, lane, warp and block
    (getAllFreeVarMasks: every bit is free).
    """
    from xdsl.dialects.builtin import TensorType


    if not isinstance(type_, TensorType):
        return {"reg": -1, LANE: -1, WARP: -1, BLOCK: -1}
    return dict(linear_layout(type_).get_free_variable_masks())


def redundant_thread_predicate(b, masks: dict[str, int], num_warps: int, threads_per_warp: int) -> Value | None:
    """emitRedundantThreadPredicate: true in the one thread of each group of threads
    that hold the same data (None when every thread holds unique data)."""
    zero = b.i32_val(0)
    lane, warp = lane_and_warp_id(b, num_warps, threads_per_warp)
    block = zero if masks.get(BLOCK, 0) == 0 else b.cluster_cta_id()
    predicate = None
    for name, value in ((LANE, lane), (WARP, warp), (BLOCK, block)):
        mask = masks.get(name, 0)
        if mask == 0:
            continue
        term = b.icmp_eq(b.and_(value, b.i32_val(mask)), zero)
        predicate = term if predicate is None else b.and_(predicate, term)
    return predicate
