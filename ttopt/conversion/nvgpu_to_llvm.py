"""`convert-nv-gpu-to-llvm`: Triton's ConvertNVGPUToLLVM (third_party/nvidia/lib/NVGPUToLLVM/NVGPUToLLVMPass.cpp).

The pass rewrites the `nvg` ops left by convert-triton-gpu-to-llvm into LLVM/NVVM,
with a greedy pattern driver over the whole module (applyPatternsGreedily with a default
GreedyRewriteConfig), so, as upstream, it also folds, erases dead ops and hoists constants
on its way, and simplifies regions aggressively: identical blocks of an `llvm.func` merge
and block arguments every predecessor passes the same value to are dropped. The patterns,
in upstream's registration order:

- `nvg.cluster_id` -> `nvvm.read.ptx.sreg.cluster.ctarank : i32` (Triton 3.6 reads the
  special register whatever `ttg.num-ctas` says; one-CTA kernels never get here with
  a live cluster id, the TritonGPU lowering already replaced its uses by 0).
- `nvg.wgmma` -> `wgmma.mma_async.sync.aligned.m<M>n<N>k<K>.<C>.<A>.<B> {d...}, a, b, ...;`
  in inline PTX (WGMMAOpPattern): the accumulator registers are the outputs (`=f`/`=r`),
  C's registers are tied to them (`0`, `1`, ...), A is a descriptor (`l`) or registers
  (`r`), B a descriptor (`l`), then `scale-d` (`b`, or the immediate 0 without C), the
  immediate scales `1, 1` of float types and, for f16/bf16, the transpose flags.
- `nvg.ld_acquire` -> a `ld.global.<scope>.<sem>.b<width>` in inline PTX
  (LoadAcquireOpPattern): `width` is the result's bit width, at least 8; the
  destination is zeroed first (`mov.u<16|32|64> $0, 0x0;`) since a masked-off thread
  does not write it, the address is `[ $1 + 0 ]` (`l`), the mask, if any, predicates
  the load (`@$2`, `b`). The destination constraint is `=l` for 64 bits, `=r` for 32,
  `=c` otherwise; the asm returns an integer of `width` bits, bitcast to the result
  type when they differ.
- `nvg.wgmma_wait_group` -> `// wait for regs: $0,...\n\twgmma.wait_group.sync.aligned N;`
  (WGMMAWaitGroupOpPattern): every register of the struct goes in tied and comes out, so
  that nothing reads it before the wait.
- `nvg.warp_id` -> 0 with one warp, else `tid.x` (minus the partition's first thread in a
  `ttg.warp_specialize` partition) `/ 32`, made warp-uniform by a shuffle from lane 0
  (WarpIdOpPattern).

The wgmma and wait patterns go through `rewriteAsPtxAsm`: `#attr` in the asm text is
replaced by the op's integer attribute, struct operands are unpacked into one asm operand
per member (a tied constraint `n` becomes `n`, `n+1`, ...), pointers and narrow integers
are converted to the constraint's type, and the asm has side effects unless the op is
free of memory effects.

An `nvg` op ttopt's dialect does not define (`nvg.tensor_memory_base`, parsed with
--allow-unregistered-dialect) stops the pass with a diagnostic naming it. So does an
`nvg.ld_acquire` whose result type Triton's verifier would reject, and a wgmma shape or
type combination (or a wait on a struct member width) that upstream asserts on. Upstream's
last steps, lowerTensorMemoryAlloc and makeAllWarpGroupsIsolatedFromAbove, have nothing
to do on IR ttopt accepts: no op allocates tensor memory, and ttopt's verifier already
requires the partitions of a `ttg.warp_specialize` to be isolated. (Lowering an
`nvg.warp_id` inside a partition does not work yet: the greedy driver hoists the constants
it creates out of the partition, as `ttg.warp_specialize.partitions` is not
IsolatedFromAbove in ttopt.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntegerType,
    ModuleOp,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.conversion.tritongpu_to_llvm.target_info import shuffle_idx
from ttopt.dialects.constraints import type_text
from ttopt.dialects.nvg.ops import (
    WGMMA_ELT_TYPE,
    WGMMA_LAYOUT,
    ClusterCTAIdOp,
    LoadAcquireOp,
    WarpIdOp,
    WGMMAOp,
    WGMMAWaitGroupOp,
)
from ttopt.dialects.tt.enums import MEM_SEMANTIC, MEM_SYNC_SCOPE
from ttopt.dialects.ttg.layouts import num_warps_of, threads_per_warp_of
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.support.class_tests import is_subclass
from ttopt.transforms.mlir.cse import is_memory_effect_free

# The integer result types NVGPU's LoadAcquireOp accepts, and the float types LLVM has.
_LOADABLE_INTEGER_WIDTHS = (1, 8, 16, 32, 64)
_LLVM_FLOAT_TYPES = (Float16Type, BFloat16Type, Float32Type, Float64Type, Float80Type, Float128Type)


# -- nvg.cluster_id ---------------------------------------------------------------------------------


class LowerClusterId(RewritePattern):
    """`nvg.cluster_id` -> `nvvm.read.ptx.sreg.cluster.ctarank` (%cluster_ctarank)."""

    root_op = ClusterCTAIdOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ClusterCTAIdOp):
            return
        rank = LLVMBuilder(rewriter, op.location).special_register("cluster.ctarank")
        rewriter.replace_op_with_values(op, [rank])


# -- nvg.ld_acquire ---------------------------------------------------------------------------------


def load_width(value_type: Attribute) -> int:
    """The bits one `ld` moves: the value's width, at least a byte (an i1 loads a byte)."""
    return max(8, lt.bit_width(value_type))


def destination_constraint(width: int) -> str:
    """`=l` and `=r` for 64- and 32-bit registers; `=c` (a byte/half register) below."""
    return {64: "=l", 32: "=r"}.get(width, "=c")


class LowerLoadAcquire(RewritePattern):
    """`nvg.ld_acquire` -> `[mov; ] [@$2] ld.global.<scope>.<sem>.b<width> $0, [ $1 + 0 ];`."""

    root_op = LoadAcquireOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, LoadAcquireOp):
            return
        if not op.result.uses:
            # Upstream's op only reads memory, so the greedy driver erases it unused
            # before any pattern sees it (ttopt's op declares no effects).
            rewriter.erase_op(op)
            return
        b = LLVMBuilder(rewriter, op.location)
        value_type = op.result.type
        width = load_width(value_type)

        ptx = PTXBuilder()
        # Zeroed first: with a false mask the load does not write the register.
        destination = ptx.new_output(destination_constraint(width), init=True)
        address = ptx.new_address(op.addr, "l", 0)
        scope = MEM_SYNC_SCOPE.keyword(op.scope)
        sem = MEM_SEMANTIC.keyword(op.sem)
        load = ptx.create("ld").global_()
        # Upstream spells the scope ("sys" for MemSyncScope::SYSTEM) before the semantic.
        load = load.o("cta", scope == "cta").o("gpu", scope == "gpu").o("sys", scope == "sys")
        load = load.o("acquire", sem == "acquire").o("relaxed", sem == "relaxed").b(width)
        load(destination, address).maybe_predicate(op.mask, "b")

        loaded = ptx.launch(b, lt.int_type(width))
        if loaded.type != value_type:
            loaded = b.bitcast(loaded, value_type)
        rewriter.replace_op_with_values(op, [loaded])


# -- rewriteAsPtxAsm --------------------------------------------------------------------------------

OperandsAndConstraints = list[tuple[SSAValue, str]]

_CONSTRAINT_TYPES = {"b": lt.i1, "h": lt.i16, "r": lt.i32, "l": lt.i64, "f": lt.f32, "d": lt.f64}
"""getTypeFromConstraint."""


def convert_to_constraint_type(b: LLVMBuilder, value: SSAValue, constraint: str) -> SSAValue:
    """convertToType: a pointer becomes the constraint's integer (`ptrtoint`), a narrower
    integer is zero-extended; a tied (numeric) constraint takes the value as it is."""
    if constraint.isdigit():
        return value
    type_ = _CONSTRAINT_TYPES[constraint[0]]
    if lt.is_pointer_type(value.type):
        return b.ptrtoint(type_, value)
    if lt.bit_width(value.type) < lt.bit_width(type_):
        return b.zext(type_, value)
    return value


def unpack_operands(b: LLVMBuilder, operands: OperandsAndConstraints) -> OperandsAndConstraints:
    """unpackOperands: one asm operand per struct member; a tied constraint `n` of a struct
    becomes `n`, `n+1`, ... for its members."""
    unpacked = []
    for value, constraint in operands:
        if not lt.is_struct(value.type):
            unpacked.append((value, constraint))
            continue
        for index in range(len(lt.struct_elements(value.type))):
            member_constraint = str(int(constraint) + index) if constraint.isdigit() else constraint
            unpacked.append((b.extract_val(value, index), member_constraint))
    return unpacked


def patch_ptx_asm(op: Operation, ptx_asm: str) -> str:
    """patchPtxAsm: each `#name` (alphanumeric) is replaced by the op's integer attribute `name`."""

    def attribute_value(match: re.Match) -> str:
        name = match.group(1)
        attr = op.properties.get(name, op.attributes.get(name))
        return str(attr.value.data)

    return re.sub(r"#([A-Za-z0-9]+)", attribute_value, ptx_asm)


def rewrite_as_ptx_asm(
    op: Operation, rewriter: PatternRewriter, ptx_asm: str, operands: OperandsAndConstraints,
    output_constraints: Sequence[str],
) -> None:  # fmt: skip
    """nvgpu::rewriteAsPtxAsm: the op becomes one `llvm.inline_asm` whose text is `ptx_asm`
    verbatim, outputs first, then the (unpacked, converted) operands."""
    b = LLVMBuilder(rewriter, op.location)
    ptx_asm = patch_ptx_asm(op, ptx_asm)
    has_side_effects = not is_memory_effect_free(op)
    ptx = PTXBuilder()
    outputs = [ptx.new_output(constraint) for constraint in output_constraints]
    inputs = [
        ptx.new_operand(convert_to_constraint_type(b, value, constraint), constraint)
        for value, constraint in unpack_operands(b, operands)
    ]
    ptx.create(ptx_asm)(*outputs, *inputs, only_attach_mlir_args=True)
    result_type = op.results[0].type if op.results else lt.void_type()
    result = ptx.launch(b, result_type, has_side_effects=has_side_effects)
    if op.results:
        rewriter.replace_op_with_values(op, [result])
    else:
        rewriter.erase_op(op)


# -- nvg.wgmma --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WGMMASupport:
    """Which wgmma.mma_async form an op's types and shape take (getPtxAsm's checks)."""

    supported: bool
    needs_trans_args: bool
    """f16/bf16 forms take the transpose flags."""
    float_type: bool
    """Float forms take the immediate scales of A and B."""


def wgmma_support(op: WGMMAOp) -> WGMMASupport:
    """The PTX ISA's wgmma type/shape table, as WGMMAOpPattern::getPtxAsm checks it."""
    a, b, c = (WGMMA_ELT_TYPE.keyword(attr) for attr in (op.eltTypeA, op.eltTypeB, op.eltTypeC))
    m, n, k = (attr.value.data for attr in (op.m, op.n, op.k))
    trans_a = WGMMA_LAYOUT.keyword(op.layoutA) == "col"
    trans_b = WGMMA_LAYOUT.keyword(op.layoutB) == "row"
    any_n = m == 64 and 8 <= n <= 256
    half = (a == b == "f16" and c in ("f16", "f32") or a == b == "bf16" and c == "f32") and any_n and k == 16
    if half:
        return WGMMASupport(True, True, True)
    if trans_a or trans_b:
        return WGMMASupport(False, False, False)
    fp8 = ("e4m3", "e5m2")
    float_type = any_n and (
        a == b == "tf32" and c == "f32" and k == 8 or a in fp8 and b in fp8 and c in ("f16", "f32") and k == 32
    )
    integer = a == b == "s8" and c == "s32" and m == 64 and 8 <= n <= 224 and k == 32
    return WGMMASupport(float_type or integer, False, float_type)


def _register_list(first: int, count: int) -> str:
    return "{" + ",".join(f"${first + i}" for i in range(count)) + "}"


def wgmma_ptx_asm(op: WGMMAOp) -> str:
    """WGMMAOpPattern::getPtxAsm: `{d}, a, b, scale-d[, 1, 1][, trans-a][, trans-b]`, with
    C's registers (tied to D) numbered right after D's."""
    support = wgmma_support(op)
    num_c_registers = len(lt.struct_elements(op.res.type))
    index = num_c_registers
    args = _register_list(0, num_c_registers) + ", "
    if op.opC is not None:
        index += num_c_registers
    a_is_registers = lt.is_struct(op.opA.type)
    if a_is_registers:
        num_a_registers = len(lt.struct_elements(op.opA.type))
        args += _register_list(index, num_a_registers) + ", "
        index += num_a_registers
    else:
        args += f"${index}, "
        index += 1
    args += f"${index}, "
    index += 1
    args += f"${index}" if op.opC is not None else "0"
    if support.float_type:
        args += ", 1, 1"
    if support.needs_trans_args:
        if not a_is_registers:
            args += f", {int(WGMMA_LAYOUT.keyword(op.layoutA) == 'col')}"
        args += f", {int(WGMMA_LAYOUT.keyword(op.layoutB) == 'row')}"
    m, n, k = (attr.value.data for attr in (op.m, op.n, op.k))
    types = ".".join(WGMMA_ELT_TYPE.keyword(attr) for attr in (op.eltTypeC, op.eltTypeA, op.eltTypeB))
    return f"wgmma.mma_async.sync.aligned.m{m}n{n}k{k}.{types} {args};"


def wgmma_operands(op: WGMMAOp) -> OperandsAndConstraints:
    """getOperandsAndConstraints: C tied to the outputs, A (`r` registers or `l` descriptor),
    B (`l`), then `scale-d` (`b`) when there is a C."""
    operands: OperandsAndConstraints = []
    if op.opC is not None:
        operands.append((op.opC, "0"))
    operands.append((op.opA, "r" if lt.is_struct(op.opA.type) else "l"))
    operands.append((op.opB, "l"))
    if op.opC is not None:
        operands.append((op.useC, "b"))
    return operands


class LowerWGMMA(RewritePattern):
    """WGMMAOpPattern: `nvg.wgmma` -> `wgmma.mma_async` inline PTX."""

    root_op = WGMMAOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WGMMAOp):
            return
        elements = lt.struct_elements(op.res.type)
        output = "=f" if elements[0] == lt.f32 else "=r"
        rewrite_as_ptx_asm(op, rewriter, wgmma_ptx_asm(op), wgmma_operands(op), [output] * len(elements))


# -- nvg.wgmma_wait_group ---------------------------------------------------------------------------

def wait_output_constraint(type_: Attribute) -> str | None:
    """The output constraint of one struct member: `=l`, `=f`/`=r`, `=h` by size (pointers
    count 64 bits, the default data layout's); None otherwise."""
    bits = lt.bit_width(type_)
    if bits == 32:
        return "=f" if type_ == lt.f32 else "=r"
    return {64: "=l", 16: "=h"}.get(bits)


class LowerWGMMAWaitGroup(RewritePattern):
    """WGMMAWaitGroupOpPattern: `// wait for regs: $0,...` + `wgmma.wait_group.sync.aligned N;`,
    the struct tied in and out."""

    root_op = WGMMAWaitGroupOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WGMMAWaitGroupOp):
            return
        members = lt.struct_elements(op.output.type)
        registers = ",".join(f"${i}" for i in range(len(members)))
        ptx_asm = f"// wait for regs: {registers}\n\twgmma.wait_group.sync.aligned #pendings;"
        constraints = [wait_output_constraint(member) for member in members]
        rewrite_as_ptx_asm(op, rewriter, ptx_asm, [(op.input, "0")], constraints)


# -- nvg.warp_id ------------------------------------------------------------------------------------


def warp_group_start_thread_id(op: Operation) -> int | None:
    """getWarpGroupStartThreadId: in a `ttg.warp_specialize` partition, the first thread of its
    warp group (its start warp id times the threads per warp); None outside partitions."""
    current = op
    while current.parent_op() is not None and current.parent_op().name != "ttg.warp_specialize.partitions":
        current = current.parent_op()
    partitions = current.parent_op()
    if partitions is None:
        return None
    region = current.parent_region()
    region_index = next(i for i, r in enumerate(partitions.regions) if r is region)
    warp_specialize = partitions.parent_op()
    start_warp = warp_specialize.warpGroupStartIds.get_values()[region_index]
    return start_warp * threads_per_warp_of(warp_specialize)


class LowerWarpId(RewritePattern):
    """WarpIdOpPattern: `tid.x [- start] / 32` then `shfl.sync idx` from lane 0, which tells
    ptxas the value is uniform across the warp (0 with a single warp)."""

    root_op = WarpIdOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WarpIdOp):
            return
        b = LLVMBuilder(rewriter, op.location)
        if num_warps_of(op) == 1:
            rewriter.replace_op_with_values(op, [b.i32_val(0)])
            return
        tid = b.thread_id_x()
        start = warp_group_start_thread_id(op)
        if start is not None:
            tid = b.sub(tid, b.i32_val(start))
        warp_id = b.udiv(tid, b.i32_val(32))
        rewriter.replace_op_with_values(op, [shuffle_idx(b, warp_id, 0)])


# -- checks before rewriting ------------------------------------------------------------------------


def _op_error(op: Operation, name: str, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic(Severity.ERROR, f"'{name}' op {message}", op.location, op=op))


def _result_type_problem(value_type: Attribute) -> str | None:
    """Why the load's result type cannot be lowered, if it cannot: Triton's verifier takes
    any float and i1..i64; the loaded word is bitcast to the type, so it must be an LLVM
    type too (upstream fails on the invalid `llvm.bitcast` of an fp8 result)."""
    if isinstance(value_type, IntegerType):
        if value_type.width.data in _LOADABLE_INTEGER_WIDTHS:
            return None
    elif isinstance(value_type, _LLVM_FLOAT_TYPES):
        return None
    elif lt.is_float(value_type):
        return f"result type '{type_text(value_type)}' is not an LLVM type: it cannot be bitcast from the loaded word"
    return f"result #0 must be floating-point or integer, but got '{type_text(value_type)}'"


def _wait_member_problem(op: WGMMAWaitGroupOp) -> str | None:
    """Upstream's report_fatal_error for a struct member that is no 16-, 32- or 64-bit register."""
    for member in lt.struct_elements(op.output.type):
        if wait_output_constraint(member) is None:
            return f"Unexpected bitwidth in WGMMAWaitGroupOp: {lt.bit_width(member)}"
    return None


def _problem(op: Operation) -> str | None:
    """Why the patterns cannot lower `op` (where upstream would assert or fail), if they cannot."""
    if isinstance(op, LoadAcquireOp):
        return _result_type_problem(op.result.type)
    if isinstance(op, WGMMAOp):
        return None if wgmma_support(op).supported else "WGMMA type or shape is not supported"
    if isinstance(op, WGMMAWaitGroupOp):
        return _wait_member_problem(op)
    if isinstance(op, ClusterCTAIdOp | WarpIdOp):
        return None
    return "cannot be lowered by ttopt's convert-nv-gpu-to-llvm (unsupported nvg op)"


def check_lowerable(module: ModuleOp) -> None:
    """Every `nvg` op must be one the patterns lower, with operands they can handle;
    checked up front so that a failure leaves the module as it was."""
    for op in module.walk():
        name = op.op_name.data if is_subclass(type(op), UnregisteredOp) else op.name
        if not name.startswith("nvg."):
            continue
        problem = _problem(op)
        if problem is not None:
            raise _op_error(op, name, problem)


@dataclass(frozen=True)
class ConvertNVGPUToLLVMPass(ModulePass):
    """Convert NVGPU to LLVM"""

    name = "convert-nv-gpu-to-llvm"
    cpp_name = "ConvertNVGPUToLLVM"
    cpp_file = "third_party/nvidia/lib/NVGPUToLLVM/NVGPUToLLVMPass.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        check_lowerable(op)
        patterns = [LowerClusterId(), LowerWGMMA(), LowerLoadAcquire(), LowerWGMMAWaitGroup(), LowerWarpId()]
        if not apply_patterns_greedily(op, patterns):
            mark_ir_unchanged(self)
