"""What convert-triton-gpu-to-llvm needs of its input, checked before any rewriting.

Upstream (lib/Conversion/TritonGPUToLLVM, third_party/nvidia/lib/TritonNVIDIAGPUToLLVM,
Triton 3.6) assumes these facts and aborts (asserts, null dereferences) when they do
not hold. Here each one becomes an error at the first op that breaks it:

- the module's (and any op's) `ttg.num-warps` and `ttg.threads-per-warp` are
  positive powers of two (getThreadId masks tid.x with their product);
- every tensor an op touches has a layout encoding with a linear layout here (the
  type converter sizes the register struct from it: no AMD layouts);
- no tensor gives a thread more than MAX_ELEMS_PER_THREAD registers (the struct
  would not fit in memory long before ptxas would reject it);
- swizzled shared buffers have positive vec, perPhase and maxPhase.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import IntegerAttr, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation

from ttopt.conversion.tritongpu_to_llvm.context import (
    NUM_WARPS_ATTR,
    THREADS_PER_WARP_ATTR,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionError, conversion_error
from ttopt.dialects.constraints import encoding_of
from ttopt.dialects.ttg.layouts import SwizzledSharedEncodingAttr
from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts.conversions import LayoutConversionError, to_linear_layout
from ttopt.layouts.queries import total_elems_per_thread
from ttopt.support.math_extras import is_power_of_two

MAX_ELEMS_PER_THREAD = 1 << 20
"""Triton's TRITON_MAX_TENSOR_NUMEL: no real kernel gives one thread more."""


def check_lowering_input(module: ModuleOp) -> None:
    """Raise a ConversionError at the first op the lowering cannot handle."""
    for op in module.walk():
        _check_warp_attributes(op)
        for type_ in _types_of(op):
            _check_type(op, type_)


def _op_error(op: Operation, message: str) -> ConversionError:
    return conversion_error(op, f"'{op.name}' op {message}")


def _check_warp_attributes(op: Operation) -> None:
    for name in (NUM_WARPS_ATTR, THREADS_PER_WARP_ATTR):
        value = op.attributes.get(name)
        if isinstance(value, IntegerAttr) and not is_power_of_two(value.value.data):
            raise _op_error(op, f"'{name}' must be a positive power of two, not {value.value.data}")


def _types_of(op: Operation) -> Iterator[Attribute]:
    """Operand, result and block-argument types (a function's arguments are its entry block's)."""
    yield from (operand.type for operand in op.operands)
    yield from (result.type for result in op.results)
    for region in op.regions:
        for block in region.blocks:
            yield from (arg.type for arg in block.args)


def _check_type(op: Operation, type_: Attribute) -> None:
    if isinstance(type_, TensorType):
        _check_tensor(op, type_)
    elif isinstance(type_, MemDescType) and isinstance(type_.encoding, SwizzledSharedEncodingAttr):
        _check_swizzle(op, type_.encoding)


def _check_tensor(op: Operation, type_: TensorType) -> None:
    encoding = encoding_of(type_)
    if encoding is None:
        raise _op_error(op, f"{type_} has no layout encoding: run convert-triton-to-tritongpu first")
    try:
        to_linear_layout(encoding, type_.get_shape())
    except LayoutConversionError as error:
        raise _op_error(op, f"cannot lower {type_}: {error}") from None
    registers = total_elems_per_thread(type_)
    if registers > MAX_ELEMS_PER_THREAD:
        raise _op_error(
            op, f"{type_} needs {registers} registers per thread; at most {MAX_ELEMS_PER_THREAD} are supported"
        )


def _check_swizzle(op: Operation, encoding: SwizzledSharedEncodingAttr) -> None:
    if min(encoding.vec, encoding.per_phase, encoding.max_phase) <= 0:
        raise _op_error(
            op,
            f"swizzled shared layout needs positive vec, perPhase and maxPhase, not "
            f"{encoding.vec}, {encoding.per_phase} and {encoding.max_phase}",
        )
