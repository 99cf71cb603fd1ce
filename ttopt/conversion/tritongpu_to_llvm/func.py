"""`tt.func` -> `llvm.func`, and the shared-memory global (phase 1 of the pass).

Upstream: lib/Conversion/TritonGPUToLLVM/FuncOpToLLVM.cpp (FuncOpConversion) on
MLIR's convertFuncOpToLLVMFuncOp, and initSharedMemory /
createSharedMemoryGlobal in TritonGPUToLLVM.cpp.

NOTE [Additional Function Arguments] (upstream): a kernel (a public function)
gets two extra `!llvm.ptr<1>` arguments, the global scratch and the profile
scratch buffers; a device function gets three: the shared memory its frame
starts at (`!llvm.ptr<3>`), then those two. A kernel reaches shared memory
through the external global `@global_smem` instead.

The function keeps its attributes (`noinline`, `ttg.*`, a private
`sym_visibility`), gains `nvvm.kernel = 1 : ui1` (kernels, external linkage) or
`passthrough = ["noinline"]` (device functions, internal linkage),
`nvvm.reqntid = array<i32: 32 * warps>` (the module's `ttg.total-num-warps`
when present) and `nvvm.maxnreg` when the module sets `ttg.maxnreg`. A kernel's
`!tt.tensordesc` arguments (host-built TMA descriptors) are marked `tt.nv_tma_desc = 1`,
and every argument so marked becomes a 128-byte `llvm.byval` array, 64-byte aligned, with
`nvvm.grid_constant` (amendFuncOp and handleByvalTmaDescArgs). Its body
moves over and every block argument takes its LLVM type (casts back to the old
types serve the ops not converted yet).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    DenseArrayBase,
    FileLineColLoc,
    FusedLoc,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    Signedness,
    StringAttr,
    UnitAttr,
    UnknownLoc,
    i32,
)
from xdsl.ir import Attribute, Operation

from ttopt.analysis.scratch_sizes import TMA_DESCRIPTOR_BYTES
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.context import MAX_REGISTERS_ATTR
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.spmd import num_programs, program_id
from ttopt.dialects import llvm
from ttopt.dialects.tt.types import TensorDescType

SHARED_MEMORY_GLOBAL = "global_smem"
KERNEL_ATTR = "nvvm.kernel"
REQNTID_ATTR = "nvvm.reqntid"
MAXNREG_ATTR = "nvvm.maxnreg"
CLUSTER_DIM_ATTR = "nvvm.cluster_dim"
TMA_DESCRIPTOR_ATTR = "tt.nv_tma_desc"
TMA_DESCRIPTOR_ALIGNMENT = 64

# Offsets of the extra arguments from the end of a function's argument list.
PROFILE_SCRATCH_OFFSET = -1
GLOBAL_SCRATCH_OFFSET = -2
SHARED_MEMORY_OFFSET = -3

_NOT_PROPAGATED = ("sym_name", "function_type", "arg_attrs", "res_attrs", "sym_visibility")


def is_kernel(function: Operation) -> bool:
    """LLVM::isKernel: a function with public visibility."""
    visibility = function.properties.get("sym_visibility") or function.attributes.get("sym_visibility")
    return visibility is None or visibility.data == "public"


@lowering("tt.func")
def lower_func(op: Operation, rw: ConversionRewriter) -> bool:
    if not op.body.blocks:
        # Upstream asserts on a body-less function (it adds the extra arguments to the
        # entry block); Triton never emits declarations at this level.
        raise conversion_error(op, f"'{op.name}' op is a declaration without a body: it cannot be lowered")
    context = rw.context
    kernel = is_kernel(op)
    shared_ptr, global_ptr = lt.ptr_type(context.target.shared_address_space), lt.ptr_type(1)
    extra_types = ([] if kernel else [shared_ptr]) + [global_ptr, global_ptr]

    function_type = op.function_type
    inputs = list(function_type.inputs.data)
    llvm_type = context.type_converter.convert_function_type(inputs + extra_types, list(function_type.outputs.data))

    arg_attrs = _amended_arg_attrs(op, inputs, len(inputs) + len(extra_types), kernel)
    attributes = _propagated_attributes(op)
    if kernel:
        attributes[KERNEL_ATTR] = IntegerAttr(1, IntegerType(1, Signedness.UNSIGNED))
    else:
        attributes["passthrough"] = ArrayAttr([StringAttr("noinline")])
    max_registers = op.parent_op().attributes.get(MAX_REGISTERS_ATTR) if op.parent_op() else None
    if max_registers is not None:
        attributes[MAXNREG_ATTR] = max_registers
    if context.num_ctas > 1:
        attributes[CLUSTER_DIM_ATTR] = DenseArrayBase.from_list(i32, [context.num_ctas])
    num_warps = context.total_num_warps(op)
    attributes[REQNTID_ATTR] = DenseArrayBase.from_list(i32, [32 * num_warps])

    body = op.detach_region(op.body)
    entry = body.blocks.first
    for extra in extra_types:
        entry.insert_arg(extra, len(entry.args), op.location)
    new_function = llvm.FuncOp(
        op.sym_name.data,
        llvm_type,
        linkage="external" if kernel else "internal",
        arg_attrs=arg_attrs,
        attributes=dict(sorted(attributes.items())),
        body=body,
    )
    if not kernel:
        new_function.properties["sym_visibility"] = op.sym_visibility
    new_function.location = op.location
    op.parent_block().insert_op_before(new_function, op)

    # Only the entry block: the other blocks keep their argument types until the branches
    # to them are lowered (control_flow.py), so the patterns in between see those arguments
    # through casts at the start of their blocks, as upstream's output shows.
    rw.convert_block_arguments(entry, list(llvm_type.params))
    rw.erase_op(op)
    return True


def _amended_arg_attrs(
    op: Operation, inputs: list[Attribute], count: int, kernel: bool
) -> list[dict[str, Attribute]] | None:
    """The argument attributes, with empty dictionaries for the extra arguments; a kernel's
    tensor descriptors are passed by value (`tt.nv_tma_desc`, see `_by_value_descriptor`)."""
    descriptors = [i for i, type_ in enumerate(inputs) if kernel and isinstance(type_, TensorDescType)]
    if op.arg_attrs is None and not descriptors:
        return None
    dicts = [dict(d.data) for d in op.arg_attrs.data] if op.arg_attrs is not None else []
    dicts += [{} for _ in range(count - len(dicts))]
    for index in descriptors:
        dicts[index][TMA_DESCRIPTOR_ATTR] = IntegerAttr(1, i32)
    for index, attributes in enumerate(dicts):
        if TMA_DESCRIPTOR_ATTR in attributes:
            if not kernel:
                raise conversion_error(op, f"{TMA_DESCRIPTOR_ATTR} is not supported for device functions")
            dicts[index] = _by_value_descriptor(attributes)
    return dicts


def _by_value_descriptor(attributes: dict[str, Attribute]) -> dict[str, Attribute]:
    """handleByvalTmaDescArgs: the 128-byte CUtensorMap travels in the kernel's parameter space
    (`byval`, 64-byte aligned, `nvvm.grid_constant` so that its address may be taken)."""
    attributes = dict(attributes)
    attributes["llvm.byval"] = lt.array_type(lt.i8, TMA_DESCRIPTOR_BYTES)
    attributes["nvvm.grid_constant"] = UnitAttr()
    attributes["llvm.align"] = IntegerAttr(TMA_DESCRIPTOR_ALIGNMENT, i32)
    return dict(sorted(attributes.items()))


def _propagated_attributes(op: Operation) -> dict[str, Attribute]:
    """filterFuncAttributes: what `LLVMFuncOp::build` does not construct itself."""
    attributes = {k: v for k, v in op.properties.items() if k not in _NOT_PROPAGATED}
    attributes.update({k: v for k, v in op.attributes.items() if k not in _NOT_PROPAGATED})
    return attributes


def create_shared_memory_global(module: ModuleOp, location: Attribute) -> None:
    """`llvm.mlir.global external @global_smem() {addr_space = 3, alignment = 16} : !llvm.array<0 x i8>`.

    A zero-sized external array stands for the dynamic shared memory; 16-byte
    alignment suits the widest access (4 x i32).
    """
    global_op = llvm.GlobalOp(
        lt.array_type(lt.i8, 0), SHARED_MEMORY_GLOBAL, linkage="external", addr_space=3, alignment=16
    )
    global_op.location = location
    block = module.body.blocks.first
    if block.first_op is None:
        block.add_op(global_op)
    else:
        block.insert_op_before(global_op, block.first_op)


# -- the extra arguments, seen from inside a function -----------------------------------------


def enclosing_function(op: Operation) -> Operation:
    while op is not None and op.name != "llvm.func":
        op = op.parent_op()
    assert op is not None, "not inside an llvm.func"
    return op


def stack_pointer(b, function: Operation) -> object:
    """getStackPointer: a device function's shared-memory argument, or `@global_smem`."""
    if not is_kernel(function):
        return function.body.blocks.first.args[SHARED_MEMORY_OFFSET]
    pointer = b.address_of(SHARED_MEMORY_GLOBAL, lt.ptr_type(3))
    pointer.owner.location = function.location  # upstream builds it at the function's location
    return pointer


def shared_memory_base(b, op: Operation) -> object:
    """getSharedMemoryBase: `@global_smem` (or the frame) + the op's `allocation.offset` bytes."""
    function = enclosing_function(op)
    offset = op.attributes["allocation.offset"].value.data
    offset_value = b.i32_val(offset)
    return b.gep(lt.ptr_type(3), lt.i8, stack_pointer(b, function), offset_value)


def global_scratch_pointer(b, rw: ConversionRewriter, function: Operation, alloc_offset=None) -> object:
    """getGlobalScratchPtr: a device function's scratch argument (plus the offset), or
    for a kernel its slice of the scratch buffer: (linear program id * the module's
    `ttg.global_scratch_memory_size` + offset) bytes, in i32 arithmetic as Triton 3.6."""
    base = function.body.blocks.first.args[GLOBAL_SCRATCH_OFFSET]
    if not is_kernel(function):
        return base if alloc_offset is None else b.gep(lt.ptr_type(1), lt.i8, base, alloc_offset)
    size = rw.context.module.attributes.get("ttg.global_scratch_memory_size")
    if size is None:
        return base

    grid_index = [program_id(b, rw, axis) for axis in range(3)]
    grid_dim = [num_programs(b, rw, axis) for axis in range(2)]
    linear = grid_index[2]
    for k in range(2):
        linear = b.add(grid_index[1 - k], b.mul(linear, grid_dim[1 - k]))
    num_ctas = rw.context.num_ctas
    if num_ctas > 1:
        linear = b.mul(linear, b.i32_val(num_ctas))
        linear = b.add(linear, b.cluster_cta_id())
    offset = b.mul(linear, b.i32_val(size.value.data))
    if alloc_offset is not None:
        offset = b.add(offset, alloc_offset)
    return b.gep(lt.ptr_type(1), lt.i8, base, offset)


def profile_scratch_pointer(function: Operation) -> object:
    """getProfileScratchPtr: the function's profile scratch argument."""
    return function.body.blocks.first.args[PROFILE_SCRATCH_OFFSET]


# -- external functions -------------------------------------------------------------------------


def global_location(location: Attribute) -> Attribute:
    """`findInstanceOfOrUnknown<FileLineColLoc>()`: the first file:line:col inside `location`
    (a pre-order walk), or unknown. MLIR's lowerings give declarations this location, as
    the name and call-site scopes of an op inside one function mean nothing outside it."""
    pending = [location]
    while pending:
        current = pending.pop()
        if isinstance(current, FileLineColLoc):
            return current
        if isinstance(current, NameLoc):
            pending.append(current.location)
        elif isinstance(current, CallSiteLoc):
            pending += [current.caller, current.callee]
        elif isinstance(current, FusedLoc):
            pending += reversed(current.locations.data)
    return UnknownLoc()


def declare_function(
    rw: ConversionRewriter, op: Operation, name: str, function_type: Attribute,
    libname: str | None = None, libpath: str | None = None,
) -> Operation:  # fmt: skip
    """appendOrGetExternFuncOp: the module's `llvm.func` declaration of `name`, built
    before the function being converted when missing.

    Triton's own externs (`libname`/`libpath` given, empty for plain ones) carry
    those attributes; MLIR's libdevice lowerings declare without them.
    """
    module = rw.context.module
    for existing in module.body.blocks.first.ops:
        if existing.name == "llvm.func" and existing.sym_name.data == name:
            return existing
    declaration = llvm.FuncOp(name, function_type, declaration=True)
    if libname is not None:
        declaration.attributes["libname"] = StringAttr(libname)
        declaration.attributes["libpath"] = StringAttr(libpath or "")
    declaration.location = op.location if libname is not None else global_location(op.location)
    function = enclosing_function(op)
    function.parent_block().insert_op_before(declaration, function)
    return declaration
