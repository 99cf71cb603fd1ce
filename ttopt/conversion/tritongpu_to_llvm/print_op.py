"""`tt.print`: device-side printf through CUDA's `vprintf`.

Upstream: lib/Conversion/TritonGPUToLLVM/PrintOpToLLVM.cpp (PrintOpConversion),
the NVIDIA TargetInfo::printf (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/
TargetInfo.cpp: getVprintfDeclaration, printfPromoteValue) and
LLVM::addStringToModule (lib/Conversion/TritonGPUToLLVM/Utility.cpp), Triton 3.6.

Each element a thread holds is printed on its own line:

    pid (<x>, <y>, <z>) idx (<i0>, <i1>, ...)<prefix>(operand <n>) <value>

`(operand <n>) ` only appears when the op prints several operands; a scalar
operand has an empty `idx ()`; an op without operands prints
`pid (x, y, z)<prefix>`. Conversions: `%p` for pointers; with `hex`,
`0x%0<bits/4>x` (`ll` before `x` above 32 bits); floats `%f`; integers `%i` /
`%u` by the operand's `isSigned` (`%lli` / `%llu` for 64 bits); indices are
`%<w>u`, `w` the number of decimal digits of the dimension (ceil(log10(dim))).

vprintf takes the format string and a pointer to its arguments laid out as a
struct: integers narrower than 32 bits are widened to i32 (sign- or
zero-extended by `isSigned`), f16/bf16/f32 to f64, in a fresh `alloca`. Each
format string is an internal constant global `@printfFormat_<n>` (the first
free number) created once per operand and reused for all its elements.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    StringAttr,
    TensorType,
    UnknownLoc,
)
from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, conversion_error, lowering
from ttopt.conversion.tritongpu_to_llvm.indices import emit_indices
from ttopt.conversion.tritongpu_to_llvm.spmd import program_id
from ttopt.dialects import llvm
from ttopt.layouts.queries import linear_layout

MAX_PRINTF_OPERANDS = 32
"""nvptx printf prints garbage past 32 arguments: long indices get truncated."""

VPRINTF = "vprintf"


# -- module-level symbols ------------------------------------------------------------------------


def module_symbol(rw: ConversionRewriter, name: str) -> Operation | None:
    """ModuleOp::lookupSymbol: the top-level op of the module named `name`."""
    for op in rw.context.module.body.blocks.first.ops:
        sym_name = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if isinstance(sym_name, StringAttr) and sym_name.data == name:
            return op
    return None


def insert_at_module_start(rw: ConversionRewriter, op: Operation) -> Operation:
    """Place a global or declaration first in the module (setInsertionPointToStart)."""
    op.location = UnknownLoc()
    block = rw.context.module.body.blocks.first
    if block.first_op is None:
        block.add_op(op)
    else:
        block.insert_op_before(op, block.first_op)
    return op


def add_string_to_module(b: LLVMBuilder, rw: ConversionRewriter, key: str, content: str) -> SSAValue:
    """LLVM::addStringToModule: a constant global `@<key><n>` holding `content`
    (n: the first number whose name is free), and a pointer to its first byte."""
    number = 0
    while module_symbol(rw, f"{key}{number}") is not None:
        number += 1
    name = f"{key}{number}"
    size = len(content.encode("utf-8"))
    global_op = llvm.GlobalOp(
        lt.array_type(lt.i8, size), name, linkage="internal", constant=True, value=StringAttr(content)
    )
    insert_at_module_start(rw, global_op)
    zero = b.i32_val(0)
    address = rw.builder(UnknownLoc()).address_of(name, lt.ptr_type(0))
    return b.gep(lt.ptr_type(0), lt.i8, address, [zero])


def declare_at_module_start(rw: ConversionRewriter, name: str, function_type) -> Operation:
    """The module's declaration of an external function, created first in the module if missing."""
    existing = module_symbol(rw, name)
    if existing is not None:
        return existing
    return insert_at_module_start(rw, llvm.FuncOp(name, function_type, declaration=True))


# -- printf --------------------------------------------------------------------------------------


def _promote_for_vprintf(b: LLVMBuilder, value: SSAValue, is_signed: bool) -> SSAValue:
    """printfPromoteValue: vprintf's argument slots hold at least 32-bit integers and doubles."""
    type_ = value.type
    if isinstance(type_, IntegerType) and type_.width.data < 32:
        return b.sext(lt.i32, value) if is_signed else b.zext(lt.i32, value)
    if isinstance(type_, Float16Type | BFloat16Type | Float32Type):
        return b.fpext(lt.f64, value)
    return value


def call_vprintf(
    rw: ConversionRewriter, format_string: SSAValue, arguments: Sequence[SSAValue], is_signed: Sequence[bool] = ()
) -> None:
    """TargetInfo::printf: `vprintf(format, &{arguments...})` (a null buffer without arguments)."""
    declaration_type = lt.function_type(lt.i32, [lt.ptr_type(0), lt.ptr_type(0)])
    declare_at_module_start(rw, VPRINTF, declaration_type)
    b = rw.builder(UnknownLoc())
    one = b.i32_val(1)
    zero = b.i32_val(0)
    buffer = b.zero(lt.ptr_type(0))
    if arguments:
        promoted = [
            _promote_for_vprintf(b, argument, is_signed[index] if is_signed else True)
            for index, argument in enumerate(arguments)
        ]
        struct_type = lt.struct_type([value.type for value in promoted])
        allocated = b.emit(llvm.AllocaOp(one, struct_type, lt.ptr_type(0)))
        for index, value in enumerate(promoted):
            b.i32_val(index)  # upstream's (unused) index constant; the struct index must be static
            field = b.gep(lt.ptr_type(0), struct_type, allocated, [zero, index])
            b.store(value, field)
        buffer = b.bitcast(allocated, lt.ptr_type(0))
    b.call(VPRINTF, [format_string, buffer], lt.i32)


def printf_with_new_format(
    rw: ConversionRewriter, message: str, arguments: Sequence[SSAValue], is_signed: Sequence[bool] = ()
) -> SSAValue:
    """llPrintf: a new `@printfFormat_<n>` global for `message` plus a newline, and the call."""
    b = rw.builder(UnknownLoc())
    format_string = add_string_to_module(b, rw, "printfFormat_", message + "\n\0")
    call_vprintf(rw, format_string, arguments, is_signed)
    return format_string


# -- format strings ------------------------------------------------------------------------------


def format_specifier(type_, hex_: bool = False, width: int | None = None, is_signed: bool = False) -> str:
    """getFormatSubstr: the printf conversion of one LLVM value type."""
    if lt.is_pointer_type(type_):
        return "%p"
    bits = lt.bit_width(type_)
    if hex_:
        return f"0x%0{bits // 4}{'ll' if bits > 32 else ''}x"
    prefix = "%" if width is None else f"%{width}"
    if isinstance(type_, BFloat16Type | Float16Type | Float32Type | Float64Type):
        return prefix + "f"
    if isinstance(type_, IntegerType):
        long = "ll" if bits == 64 else ""
        return prefix + long + ("i" if is_signed else "u")
    raise ValueError(f"tt.print: unsupported element type {type_}")


def dimension_widths(shape: Sequence[int]) -> list[int]:
    """The decimal digits printed for each index: ceil(log10(dim)) (0 for an empty dim)."""
    return [math.ceil(math.log10(dim)) if dim > 0 else 0 for dim in shape]


# -- the pattern ---------------------------------------------------------------------------------


@lowering("tt.print")
def lower_print(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    pids = [program_id(b, rw, axis) for axis in range(3)]
    prefix = op.prefix.data
    operands = list(op.args)
    if not operands:
        pid_format = ", ".join(format_specifier(pid.type) for pid in pids)
        printf_with_new_format(rw, f"pid ({pid_format}){prefix}", pids)
        rw.erase_op(op)
        return True

    signedness = [bool(flag) for flag in op.isSigned.get_values()]
    if len(signedness) != len(operands):
        raise conversion_error(op, "tt.print needs one isSigned flag per operand")
    hex_ = bool(op.hex.value.data)
    for position, operand in enumerate(operands):
        elements = unpack_ll_elements(b, rw.remap(operand))
        indices: list[list[SSAValue]]
        widths: list[int] = []
        if isinstance(operand.type, TensorType):
            context = rw.context
            indices = emit_indices(
                b, linear_layout(operand.type), context.num_warps(op), context.threads_per_warp, with_cta_offset=True
            )
            widths = dimension_widths(operand.type.get_shape())
        else:
            indices = [[]]
        if elements:
            _print_elements(rw, op, prefix, position, len(operands), elements, pids, indices, widths, hex_,
                            signedness[position])  # fmt: skip
    rw.erase_op(op)
    return True


def _print_elements(
    rw: ConversionRewriter, op: Operation, prefix: str, position: int, num_operands: int,
    elements: Sequence[SSAValue], pids: Sequence[SSAValue], indices: Sequence[Sequence[SSAValue]],
    widths: Sequence[int], hex_: bool, is_signed: bool,
) -> None:  # fmt: skip
    """printTensor: one printf per element, all sharing the format string of the first."""
    format_string: SSAValue | None = None
    for element, index in zip(elements, indices, strict=True):
        arguments = list(pids)
        text = "pid (" + ", ".join(format_specifier(pid.type) for pid in pids) + ") "
        # The prefix and the element take two of the 32 slots after the index.
        max_rank = MAX_PRINTF_OPERANDS - len(arguments) - 2
        parts: list[str] = []
        for dim, coordinate in enumerate(index):
            if dim == max_rank:
                parts.append("... (truncated)")
                break
            parts.append(format_specifier(coordinate.type, width=widths[dim]))
            arguments.append(coordinate)
        text += "idx (" + ", ".join(parts) + ")" + prefix
        if num_operands > 1:
            text += f"(operand {position}) "
        text += format_specifier(element.type, hex_, is_signed=is_signed)
        arguments.append(element)
        flags = [False] * (len(arguments) - 1) + [is_signed]
        if format_string is None:
            format_string = printf_with_new_format(rw, text, arguments, flags)
        else:
            call_vprintf(rw, format_string, arguments, flags)
