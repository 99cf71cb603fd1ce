"""`convert-triton-gpu-to-llvm{compute-capability ptx-version}`: the pass.

Upstream: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TritonGPUToLLVM.cpp
(ConvertTritonGPUToLLVM::runOnOperation), Triton 3.6:

0. The input is checked first (input_checks.py): what upstream would assert on
   becomes an error at the op.

1. Shared-memory barriers: the module's allocation (the offsets that
   allocate-shared-memory-nv recorded follow the same analysis) drives the membar
   analysis, which inserts `ttg.local_barrier`s where shared-memory accesses
   conflict. Triton 3.6 runs it without a filter here: even mbarrier traffic
   (an expect, a TMA load on the same mbarrier, the wait) gets barriers between
   its ops; only test-print-membar applies NVIDIA::canSkipBarSync.
2. AxisInfo of the whole module (it also writes the hints each call site gives
   to its callee's arguments), used by the vectorizing patterns.
3. Functions: `tt.func` -> `llvm.func` with the extra arguments and kernel
   attributes; then the `@global_smem` global.
4. Every TritonGPU, Triton, arith and math op through the patterns (`cf` kept,
   as the patterns still look at the analysed IR).
5. `cf` -> `llvm` branches.
6. With a single CTA, the uses of `nvg.cluster_id` become a constant 0.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import ModuleAllocation
from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.analysis.membar import ModuleMembarAnalysis
from ttopt.analysis.scratch_sizes import nvidia_scratch_size_fn
from ttopt.conversion.tritongpu_to_llvm import (
    assert_op,
    async_copy,
    atomics,
    barrier,
    control_flow,
    convert_layout,
    dot_fma,
    dot_mma_v2,
    dot_mma_v3,
    elementwise,
    fp_conversions,
    func,
    gather,
    global_scratch,
    gpu_to_nvvm,
    histogram,
    load_store,
    memory,
    print_op,
    reduce,
    scan,
    spmd,
    tensormap,
    tma,
    view,
)
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, build_deferred_packs
from ttopt.conversion.tritongpu_to_llvm.context import LoweringContext, TargetInfo
from ttopt.conversion.tritongpu_to_llvm.driver import (
    LEGAL_DIALECTS,
    ConversionRewriter,
    ConversionTarget,
)
from ttopt.conversion.tritongpu_to_llvm.func import create_shared_memory_global
from ttopt.conversion.tritongpu_to_llvm.input_checks import check_lowering_input
from ttopt.pass_manager import option
from ttopt.rewrite.dialect_conversion import ConversionState, PatternSet, apply_partial_conversion

DEBUG_TYPE = "ttgpu_to_llvm"

# The op families' patterns (populate...Patterns): functions and control flow, then the
# TritonGPU, Triton, arith and math ops.
LOWERINGS = PatternSet.of_modules(
    (func, control_flow, spmd, view, elementwise, fp_conversions, load_store, async_copy, tma, memory, convert_layout,
     tensormap, reduce, scan, atomics, dot_mma_v2, dot_fma, dot_mma_v3, histogram, gather, barrier, print_op, assert_op,
     global_scratch, gpu_to_nvvm)
)  # fmt: skip


def insert_barriers(module: ModuleOp, compute_capability: int) -> None:
    """Membar before the lowering, as TritonGPUToLLVM.cpp runs it (ModuleMembarAnalysis
    without a filter)."""
    allocation = ModuleAllocation(module, nvidia_scratch_size_fn(compute_capability))
    ModuleMembarAnalysis(allocation).run()


@dataclass(frozen=True)
class ConvertTritonGPUToLLVM(ModulePass):
    """Convert TritonGPU to LLVM"""

    name = "convert-triton-gpu-to-llvm"
    cpp_name = "ConvertTritonGPUToLLVM"
    cpp_file = "third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TritonGPUToLLVM.cpp"

    compute_capability: int = option(80, "device compute capability", name="compute-capability")
    ptx_version: int = option(80, "PTX version", name="ptx-version")

    canonicalize_follows: ClassVar[bool] = False
    """True on the copy `ahead_of_canonicalize` makes; not an option, as upstream has none."""

    def ahead_of_canonicalize(self) -> ConvertTritonGPUToLLVM:
        """This pass for a pipeline where canonicalize runs next and nothing reads the IR in
        between (make_llir without dumps). Its output then lacks what canonicalize would fold
        or erase: the extractvalues of tensors the lowering packed itself (folded to the values
        packed), the insertvalue chains nothing uses then (see build_deferred_packs), and
        bitcasts to a value's own type. The IR after canonicalize is the same. The sm90 wgmma
        matmul's lowering built 11.6k ops, 4.8k in this mode."""
        fused = replace(self)
        object.__setattr__(fused, "canonicalize_follows", True)  # a frozen dataclass
        return fused

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        check_lowering_input(op)
        insert_barriers(op, self.compute_capability)
        context = LoweringContext(op, TargetInfo(self.compute_capability, self.ptx_version))
        context.canonicalize_follows = self.canonicalize_follows
        context.axis_info = ModuleAxisInfoAnalysis(op)
        state = ConversionState()

        functions = ConversionTarget(
            illegal_ops=frozenset(("tt.func",)), illegal_dialects=frozenset(), convert_unknown=False, patterns=LOWERINGS
        )
        apply_partial_conversion(op, ConversionRewriter(context, functions, state))
        create_shared_memory_global(op, op.location)

        patterns = ConversionTarget(legal_dialects=LEGAL_DIALECTS | {"cf"}, patterns=LOWERINGS)
        apply_partial_conversion(op, ConversionRewriter(context, patterns, state))

        branches = ConversionTarget(illegal_dialects=frozenset(("cf",)), convert_unknown=False, patterns=LOWERINGS)
        apply_partial_conversion(op, ConversionRewriter(context, branches, state))

        if context.num_ctas == 1:
            fold_cluster_cta_id(op, context)
        build_deferred_packs(context.deferred_packs)


def fold_cluster_cta_id(module: ModuleOp, context: LoweringContext) -> None:
    """With one CTA the cluster id is 0: a constant before each `nvg.cluster_id` takes its uses."""
    rewriter = ConversionRewriter(context, ConversionTarget())
    for op in list(module.walk()):
        if op.name != "nvg.cluster_id":
            continue
        rewriter.set_insertion_point_before(op)
        zero = LLVMBuilder(rewriter, op.location).i32_val(0)
        op.results[0].replace_all_uses_with(zero)
