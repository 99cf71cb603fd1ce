"""`tt.dot` without tensor cores: a `#ttg.blocked` result, one multiply-add per element and k.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/DotOpToLLVM.cpp (a
blocked D takes convertFMADot), lib/Conversion/TritonGPUToLLVM/DotOpToLLVM/FMA.cpp
(GenericFMAVectorMultiplier) and DotOpToLLVM/FMADotUtility.cpp (parametricConvertFMADot).

Shapes are seen as [batch, M, N] (a 2-d dot gains a batch dim of 1). Each thread owns
sizePerThread[b, m, n] accumulators per repetition of the CTA tile; its A registers hold,
per repetition along M, the full K of its rows and its B registers the full K of its
columns, both in D's register order (D's `order` inside a repetition, its repOrder
between repetitions). Every accumulator is then reduced over k in order: `llvm.intr.fmuladd`
for float elements, `llvm.mul` + `llvm.add` for integers.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, conversion_error, lowering
from ttopt.dialects import llvm
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
from ttopt.layouts.queries import contig_per_thread, shape_per_cta

OperandKey = tuple[int, int, int, int, int]
"""OperandValueKey: (batch repetition, non-K repetition, batch, non-K, k) of a register."""


def expand_shape_with_batch(shape: Sequence[int]) -> list[int]:
    """expandMatrixShapeWithBatch: a 2-d shape gains a leading batch dim of 1."""
    return [1, *shape] if len(shape) == 2 else list(shape)


def expand_order_with_batch(order: Sequence[int]) -> list[int]:
    """expandMatrixOrderWithBatch: a 2-d order shifted past the batch dim, which is slowest."""
    return [dim + 1 for dim in order] + [0] if len(order) == 2 else list(order)


def delinearize(linear: int, shape: Sequence[int], order: Sequence[int]) -> list[int]:
    """LLVM::delinearize on compile-time values: `order[0]` varies fastest."""
    multi_dim = [0] * len(shape)
    for dim in order:
        multi_dim[dim] = linear % shape[dim]
        linear //= shape[dim]
    return multi_dim


def linearize(multi_dim: Sequence[int], shape: Sequence[int], order: Sequence[int]) -> int:
    """LLVM::linearize on compile-time values, the inverse of `delinearize`."""
    linear = 0
    for dim in reversed(order):
        linear = linear * shape[dim] + multi_dim[dim]
    return linear


def operand_value_table(
    values: Sequence[SSAValue],
    per_rep_shape: Sequence[int],
    repetitions: Sequence[int],
    k_dim: int,
    non_k_dim: int,
    in_rep_order: Sequence[int],
    rep_order: Sequence[int],
) -> dict[OperandKey, SSAValue]:
    """getValueTableFromStructFMA: each operand register by its compile-time coordinates."""
    per_rep = math.prod(per_rep_shape)
    assert len(values) == per_rep * math.prod(repetitions)
    table: dict[OperandKey, SSAValue] = {}
    for index, value in enumerate(values):
        in_rep = delinearize(index % per_rep, per_rep_shape, in_rep_order)
        rep = delinearize(index // per_rep, repetitions, rep_order)
        table[(rep[0], rep[non_k_dim], in_rep[0], in_rep[non_k_dim], in_rep[k_dim])] = value
    return table


def multiply_vectors(b: LLVMBuilder, a: Sequence[SSAValue], b_values: Sequence[SSAValue], accumulator: SSAValue) -> SSAValue:
    """GenericFMAVectorMultiplier::multiplyVectors: accumulate a[k] * b[k] over k in order."""
    for a_value, b_value in zip(a, b_values):
        if lt.is_float(accumulator.type):
            accumulator = b.emit(llvm.FMulAddOp(a_value, b_value, accumulator))
        else:
            accumulator = b.add(b.mul(a_value, b_value), accumulator)
    return accumulator


@lowering("tt.dot")
def lower_dot_fma(op: Operation, rw: ConversionRewriter) -> bool:
    """DotOpConversion for a blocked D: parametricConvertFMADot."""
    d_type = op.d.type
    layout = d_type.encoding
    if not isinstance(layout, BlockedEncodingAttr):
        return False
    element = rw.convert_type(d_type.element_type)
    if rw.convert_type(op.a.type.element_type) != element or rw.convert_type(op.b.type.element_type) != element:
        # Upstream asserts that A, B and D share the element type.
        raise conversion_error(op, "FMA dot requires A, B and D of the same element type")
    b = rw.builder(op.location)
    a_shape = expand_shape_with_batch(shape_per_cta(op.a.type))
    d_shape = expand_shape_with_batch(shape_per_cta(d_type))
    in_rep_order = expand_order_with_batch(layout.order)
    rep_order = expand_order_with_batch(layout.order)  # BlockedEncodingAttr::getRepOrder
    accumulators = unpack_ll_elements(b, rw.remap(op.c))

    per_thread = contig_per_thread(d_type)
    elems_per_thread = math.prod(per_thread)
    tile = [size * lanes * warps for size, lanes, warps in zip(per_thread, layout.threads_per_warp, layout.warps_per_cta)]
    tile = expand_shape_with_batch(tile)
    size = expand_shape_with_batch(per_thread)
    k = a_shape[2]
    reps = [-(-d_shape[i] // tile[i]) for i in range(3)]

    a_table = operand_value_table(
        unpack_ll_elements(b, rw.remap(op.a)), (size[0], size[1], k), (reps[0], reps[1], 1), 2, 1, in_rep_order, rep_order
    )
    b_table = operand_value_table(
        unpack_ll_elements(b, rw.remap(op.b)), (size[0], k, size[2]), (reps[0], 1, reps[2]), 1, 2, in_rep_order, rep_order
    )

    # bRep, mRep, nRep, then b, m, n inside a repetition, as upstream's loop nest.
    for batch_rep, m_rep, n_rep, batch, m, n in itertools.product(*(range(r) for r in reps), *(range(s) for s in size)):
        index = linearize((batch, m, n), size, in_rep_order) + linearize((batch_rep, m_rep, n_rep), reps, rep_order) * elems_per_thread
        a_values = [a_table[(batch_rep, m_rep, batch, m, kk)] for kk in range(k)]
        b_values = [b_table[(batch_rep, n_rep, batch, n, kk)] for kk in range(k)]
        accumulators[index] = multiply_vectors(b, a_values, b_values, accumulators[index])

    rw.replace_op(op, [pack_ll_elements(b, accumulators, rw.convert_type(d_type))])
    return True
