"""`tt.assert`: call CUDA's `__assertfail` where the condition is false.

Upstream: lib/Conversion/TritonGPUToLLVM/AssertOpToLLVM.cpp (AssertOpConversion,
llAssert) and the NVIDIA TargetInfo::assertFail (third_party/nvidia/lib/
TritonNVIDIAGPUToLLVM/TargetInfo.cpp, getAssertfailDeclaration), Triton 3.6.

- The condition fails when any element the thread holds is 0: `or` over
  `icmp eq elem, 0`, starting from a 0 of the element type.
- The block is split around the op:

      ^prev:  ... cf.cond_br %failed, ^fail, ^rest
      ^fail:  llvm.call @__assertfail(message, file, line, function, 1 : i64)
              cf.br ^rest
      ^rest:  ...

  (the branches are `cf` ops, lowered with the other `cf` ops in the pass's last
  phase). `__assertfail(ptr, ptr, i32, ptr, i64)` is declared first in the
  module with `passthrough = ["noreturn"]`; message, file and function name are
  NUL-terminated constant globals `@assertMessage_<n>`, `@assertFile_<n>`,
  `@assertFunc_<n>`. File and line come from the op's location, looking through
  call sites (the callee) and then names, which is also where the new ops are
  located; the function is always "unknown".
- A tensor condition is followed by a CTA barrier, so that no thread runs ahead
  into an op that could trap before every thread has asserted.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    IntegerAttr,
    NameLoc,
    StringAttr,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.print_op import (
    add_string_to_module,
    insert_at_module_start,
    module_symbol,
)
from ttopt.conversion.tritongpu_to_llvm.target_info import barrier
from ttopt.dialects import cf, llvm

ASSERTFAIL = "__assertfail"
SIZE_T_BITS = 64
"""sizeof(size_t) * 8 on the host that builds the module (the char-size argument's type)."""


def assert_location(location: Attribute) -> Attribute:
    """llAssert's location: the callee of call sites, then the child of names."""
    while isinstance(location, CallSiteLoc):
        location = location.callee
    while isinstance(location, NameLoc):
        location = location.location
    return location


def assert_position(location: Attribute) -> tuple[str, int]:
    """The file and line `__assertfail` reports: those of the unwrapped location when it
    is a file:line:col one, otherwise ("unknown", 0)."""
    location = assert_location(location)
    if isinstance(location, FileLineColLoc):
        return location.filename.data, location.line.data
    return "unknown", 0


def _assertfail_declaration(rw: ConversionRewriter) -> Operation:
    """getAssertfailDeclaration:
    `void __assertfail(ptr message, ptr file, i32 line, ptr function, size_t char_size)`."""
    existing = module_symbol(rw, ASSERTFAIL)
    if existing is not None:
        return existing
    pointer = lt.ptr_type(0)
    function_type = lt.function_type(lt.void_type(), [pointer, pointer, lt.i32, pointer, lt.int_type(SIZE_T_BITS)])
    declaration = llvm.FuncOp(
        ASSERTFAIL, function_type, declaration=True, attributes={"passthrough": ArrayAttr([StringAttr("noreturn")])}
    )
    return insert_at_module_start(rw, declaration)


def _failed_condition(b: LLVMBuilder, elements: list[SSAValue]) -> SSAValue:
    """True when any element is zero."""
    element_type = elements[0].type
    width = lt.bit_width(element_type)
    condition = b.int_val(width, 0)
    for element in elements:
        zero = b.constant(IntegerAttr(0, element_type), element_type)
        condition = b.or_(condition, b.icmp_eq(element, zero))
    return condition


def emit_assert_fail_branch(rw: ConversionRewriter, op: Operation, condition: SSAValue, message: str) -> None:
    """llAssert: call `__assertfail` in a block of its own, entered where `condition` holds.

    Leaves `op` first in the block after the call, the insertion point before it. The
    new ops are located where the assert's location points (past call sites and names).
    """
    location = assert_location(op.location)
    previous = op.parent_block()
    fail_block = previous.split_before(op)
    rw.set_insertion_point_to_start(fail_block)
    b = rw.builder(location)
    declaration = _assertfail_declaration(rw)
    file, line = assert_position(op.location)
    message_string = add_string_to_module(b, rw, "assertMessage_", message + "\0")
    file_string = add_string_to_module(b, rw, "assertFile_", file + "\0")
    function_string = add_string_to_module(b, rw, "assertFunc_", "unknown\0")
    line_number = b.i32_val(line)
    char_size = b.int_val(SIZE_T_BITS, 1)
    b.call(declaration.sym_name.data, [message_string, file_string, line_number, function_string, char_size], None)

    rest_block = fail_block.split_before(op)
    rw.set_insertion_point_to_end(fail_block)
    b.create(cf.BranchOp(rest_block))
    rw.set_insertion_point_to_end(previous)
    b.create(cf.ConditionalBranchOp(condition, fail_block, [], rest_block, []))
    rw.set_insertion_point_before(op)


@lowering("tt.assert")
def lower_assert(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    elements = unpack_ll_elements(b, rw.remap(op.condition))
    condition = _failed_condition(b, elements)
    emit_assert_fail_branch(rw, op, condition, op.message.data)
    if isinstance(op.condition.type, TensorType):
        # The tensors of the assert and of the next op may be laid out differently:
        # wait for every thread to have asserted before going on.
        barrier(rw.builder(op.location))
    rw.erase_op(op)
    return True
