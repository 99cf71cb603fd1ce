"""`tt.return`, `tt.call` and the `cf` branches.

Upstream: lib/Conversion/TritonGPUToLLVM/ControlFlowOpToLLVM.cpp (ReturnOp and
CallOp conversions) and MLIR's ControlFlowToLLVM (cf.br / cf.cond_br, run as the
pass's last phase so that the AxisInfo-driven patterns still see `cf`).

- A kernel returns nothing; a device function returns its single value, or its
  values packed in a struct (`undef` + `insertvalue`).
- A call passes the caller's shared-memory pointer (`@global_smem` or its own
  frame, plus the call's `allocation.offset`), then its global and profile
  scratch pointers; several results come back in a struct (`extractvalue` each).
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_DEFAULT,
    ConversionRewriter,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import (
    KERNEL_ATTR,
    enclosing_function,
    global_scratch_pointer,
    profile_scratch_pointer,
    shared_memory_base,
    stack_pointer,
)
from ttopt.dialects import llvm


@lowering("tt.return")
def lower_return(op: Operation, rw: ConversionRewriter) -> bool:
    function = enclosing_function(op)
    b = rw.builder(op.location)
    if KERNEL_ATTR in function.attributes:
        if op.operands:
            return False  # "Kernel functions do not support return with operands"
        new = b.create(llvm.ReturnOp())
    else:
        values = rw.remap_all(op.operands)
        if len(values) < 2:
            new = b.create(llvm.ReturnOp(values[0] if values else None))
        else:
            packed = b.undef(function.function_type.result)
            for index, value in enumerate(values):
                packed = b.insert_val(packed, value, index)
            new = b.create(llvm.ReturnOp(packed))
    new.attributes.update(op.attributes)
    rw.replace_op(op, [])
    return True


@lowering("tt.call")
def lower_call(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    caller = enclosing_function(op)
    arguments = rw.remap_all(op.operands)
    if "allocation.offset" in op.attributes:
        arguments.append(shared_memory_base(b, op))
    else:
        arguments.append(stack_pointer(b, caller))
    # The offset of this call's scratch, as tritongpu-global-scratch-memory-allocation recorded it.
    scratch_offset = op.attributes.get("ttg.global_scratch_memory_offset")
    offset_value = b.i32_val(scratch_offset.value.data) if scratch_offset is not None else None
    arguments.append(global_scratch_pointer(b, rw, caller, offset_value))
    arguments.append(profile_scratch_pointer(caller))

    result_types = [rw.convert_type(r.type) for r in op.results]
    packed = None
    if len(result_types) == 1:
        packed = result_types[0]
    elif result_types:
        packed = lt.struct_type(result_types)
    call = b.create(llvm.CallOp(op.callee.root_reference.data, arguments, packed))
    call.attributes.update(op.attributes)
    if len(op.results) < 2:
        results = list(call.results)
    else:
        results = [b.extract_val(call.results[0], index) for index in range(len(op.results))]
    rw.replace_op(op, results)
    return True


def converted_successor(rw: ConversionRewriter, block: Block) -> Block:
    """getConvertedBlock: a branch's successor with its arguments of LLVM types; the first
    branch lowered to a block converts its signature (uses of an old argument then go
    through a cast from the new one, built at the start of the block)."""
    if any(rw.convert_type(arg.type) != arg.type for arg in block.args):
        rw.convert_block_arguments(block)
    return block


@lowering("cf.br", benefit=BENEFIT_DEFAULT)
def lower_branch(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    operands = rw.remap_all(op.operands)
    new = b.create(llvm.BrOp(converted_successor(rw, op.successors[0]), operands))
    new.attributes.update(op.attributes)
    rw.replace_op(op, [])
    return True


@lowering("cf.cond_br", benefit=BENEFIT_DEFAULT)
def lower_cond_branch(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    weights = op.properties.get("branch_weights")
    condition = rw.remap(op.condition)
    true_operands = rw.remap_all(op.trueDestOperands)
    false_operands = rw.remap_all(op.falseDestOperands)
    true_block = converted_successor(rw, op.successors[0])
    false_block = converted_successor(rw, op.successors[1])
    new = b.create(
        llvm.CondBrOp(
            condition,
            true_block,
            true_operands,
            false_block,
            false_operands,
            None if weights is None else weights.get_values(),
        )
    )
    new.attributes.update(op.attributes)
    rw.replace_op(op, [])
    return True
