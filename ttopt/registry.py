"""Everything ttopt knows by name, in one place: its dialects (for the parser) and its passes
(for the driver, `--help` and `--pass-pipeline`).

Both tables map a name to `module:attribute`; nothing is imported until a name is asked for,
so importing this module costs nothing and a run loads only the dialects its input uses and
the passes it runs. Adding a pass or a dialect means adding its row here (the pass table in
docs/ARCHITECTURE.md is generated from `PASSES`, and a test checks that every row resolves).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from xdsl.context import Context

from ttopt.support.collector import import_on_demand

if TYPE_CHECKING:
    from xdsl.ir import Dialect
    from xdsl.passes import ModulePass

DIALECTS: dict[str, str] = {
    "arith": "ttopt.dialects.arith:Arith",
    "builtin": "xdsl.dialects.builtin:Builtin",
    "cf": "ttopt.dialects.cf:CF",
    "gpu": "ttopt.dialects.gpu:GPU",
    "llvm": "ttopt.dialects.llvm:LLVM",
    "math": "ttopt.dialects.math:Math",
    "nvg": "ttopt.dialects.nvg.dialect:NVGPU",
    "nvvm": "ttopt.dialects.nvvm:NVVM",
    "scf": "ttopt.dialects.scf:SCF",
    "tt": "ttopt.dialects.tt.dialect:Triton",
    "ttg": "ttopt.dialects.ttg.dialect:TritonGPU",
    "ttng": "ttopt.dialects.ttng.dialect:TritonNvidiaGPU",
    "ub": "ttopt.dialects.ub:UB",
}

_MLIR = "ttopt.transforms.mlir"
_TRITON = "ttopt.transforms.triton"
_TRITONGPU = "ttopt.transforms.tritongpu"
_PIPELINER = "ttopt.transforms.tritongpu.pipeliner"
_NVIDIA = "ttopt.transforms.nvidia"
_CONVERSION = "ttopt.conversion"

PASSES: dict[str, str] = {
    # MLIR's own passes (mlir/lib/Transforms, mlir/lib/Conversion)
    "canonicalize": f"{_MLIR}.canonicalize:Canonicalize",
    "cse": f"{_MLIR}.cse:CSE",
    "inline": f"{_MLIR}.inline:InlinerPass",
    "reconcile-unrealized-casts": f"{_MLIR}.reconcile_unrealized_casts:ReconcileUnrealizedCasts",
    "sccp": f"{_MLIR}.sccp:SCCP",
    "symbol-dce": f"{_MLIR}.symbol_dce:SymbolDCE",
    "convert-scf-to-cf": f"{_CONVERSION}.scf_to_cf:SCFToControlFlowPass",
    "convert-nvvm-to-llvm": f"{_CONVERSION}.nvvm_to_llvm:ConvertNVVMToLLVMPass",
    # Triton (lib/Dialect/Triton/Transforms)
    "triton-combine": f"{_TRITON}.combine:CombineOpsPass",
    "triton-licm": f"{_TRITON}.licm:LoopInvariantCodeMotionPass",
    "triton-loop-aware-cse": f"{_TRITON}.loop_aware_cse:LoopAwareCSE",
    "triton-loop-unroll": f"{_TRITON}.loop_unroll:LoopUnrollPass",
    "triton-reorder-broadcast": f"{_TRITON}.reorder_broadcast:ReorderBroadcastPass",
    "triton-rewrite-tensor-descriptor-to-pointer": (
        f"{_TRITON}.rewrite_tensor_descriptor_to_pointer:TritonRewriteTensorDescriptorToPointerPass"
    ),
    "triton-rewrite-tensor-pointer": f"{_TRITON}.rewrite_tensor_pointer:RewriteTensorPointerPass",
    "convert-triton-to-tritongpu": f"{_CONVERSION}.triton_to_tritongpu.convert:ConvertTritonToTritonGPUPass",
    # TritonGPU (lib/Dialect/TritonGPU/Transforms, lib/Conversion/TritonGPUToLLVM)
    "tritongpu-F32DotTC": f"{_TRITONGPU}.f32_dot_tc:F32DotTC",
    "tritongpu-accelerate-matmul": f"{_TRITONGPU}.accelerate_matmul:AccelerateMatmul",
    "tritongpu-allocate-warp-groups": f"{_TRITONGPU}.allocate_warp_groups:AllocateWarpGroups",
    "tritongpu-coalesce": f"{_TRITONGPU}.coalesce:Coalesce",
    "tritongpu-coalesce-async-copy": f"{_TRITONGPU}.coalesce_async_copy:CoalesceAsyncCopy",
    "tritongpu-combine-tensor-select-and-if": f"{_TRITONGPU}.combine_tensor_select_and_if:CombineTensorSelectAndIf",
    "tritongpu-fuse-nested-loops": f"{_TRITONGPU}.fuse_nested_loops:TritonGPUFuseNestedLoops",
    "tritongpu-global-scratch-memory-allocation": (
        f"{_TRITONGPU}.global_scratch_memory_allocation:GlobalScratchMemoryAllocation"
    ),
    "tritongpu-optimize-accumulator-init": (
        f"{_TRITONGPU}.optimize_accumulator_init:TritonGPUOptimizeAccumulatorInit"
    ),
    "tritongpu-optimize-dot-operands": f"{_TRITONGPU}.optimize_dot_operands:TritonGPUOptimizeDotOperands",
    "tritongpu-optimize-thread-locality": f"{_TRITONGPU}.optimize_thread_locality:TritonGPUOptimizeThreadLocality",
    "tritongpu-prefetch": f"{_TRITONGPU}.prefetch:Prefetch",
    "tritongpu-reduce-data-duplication": f"{_TRITONGPU}.reduce_data_duplication:TritonGPUReduceDataDuplication",
    "tritongpu-remove-layout-conversions": (
        f"{_TRITONGPU}.remove_layout_conversions:TritonGPURemoveLayoutConversions"
    ),
    "tritongpu-reorder-instructions": f"{_TRITONGPU}.reorder_instructions:TritonGPUReorderInstructions",
    "tritongpu-assign-latencies": f"{_PIPELINER}.assign_latencies:TritonGPUAssignLatencies",
    "tritongpu-schedule-loops": f"{_PIPELINER}.schedule_loops:TritonGPUScheduleLoops",
    "tritongpu-pipeline": f"{_PIPELINER}.pipeline:TritonGPUPipeline",
    "tritongpu-test-pipeline-lower-loop": f"{_PIPELINER}.test_lower_loop:TritonGPUTestPipelineLowerLoop",
    "allocate-shared-memory": f"{_NVIDIA}.allocate_shared_memory:AllocateSharedMemory",
    # NVIDIA (lib/Dialect/TritonNvidiaGPU/Transforms, third_party/nvidia/lib)
    "allocate-shared-memory-nv": f"{_NVIDIA}.allocate_shared_memory:AllocateSharedMemoryNv",
    "triton-nvidia-check-matmul-two-cta": f"{_NVIDIA}.check_matmul_two_cta:CheckMatmulTwoCTA",
    "triton-nvidia-gpu-fence-insertion": f"{_NVIDIA}.fence_insertion:TritonGPUFenceInsertion",
    "triton-nvidia-mma-lowering": f"{_NVIDIA}.mma_lowering:TritonNvidiaGPUMMALowering",
    "triton-nvidia-optimize-descriptor-encoding": (
        f"{_NVIDIA}.optimize_descriptor_encoding:TritonNvidiaGPUOptimizeDescriptorEncoding"
    ),
    "triton-nvidia-tma-lowering": f"{_NVIDIA}.tma_lowering:TritonNvidiaGPUTMALowering",
    "triton-nvidia-gpu-proxy-fence-insertion": f"{_NVIDIA}.proxy_fence_insertion:TritonGPUProxyFenceInsertion",
    "triton-tensor-memory-allocation": f"{_NVIDIA}.tensor_memory_allocation:TensorMemoryAllocation",
    "convert-triton-gpu-to-llvm": f"{_CONVERSION}.tritongpu_to_llvm.convert:ConvertTritonGPUToLLVM",
    "convert-nv-gpu-to-llvm": f"{_CONVERSION}.nvgpu_to_llvm:ConvertNVGPUToLLVMPass",
    # LLVM dialect to LLVM IR (lib/Target/LLVMIR)
    "enable-line-info": "ttopt.transforms.llvmir.di_scope:LLVMDIScope",
    "extract-variable-info": "ttopt.transforms.llvmir.extract_variable_info:LLVMDILocalVariable",
    # Gluon (lib/Dialect/Gluon/Transforms)
    "gluon-inline": "ttopt.transforms.gluon.inline:GluonInline",
    "gluon-slimplify-control-flow": "ttopt.transforms.gluon.simplify_control_flow:GluonSimplifyControlFlow",
    # Test passes (test/lib)
    "test-print-alignment": "ttopt.transforms.test.print_alignment:TestPrintAlignment",
    "test-print-alias": "ttopt.transforms.test.print_alias:TestPrintAlias",
    "test-print-allocation": "ttopt.transforms.test.print_allocation:TestPrintAllocation",
    "test-print-membar": "ttopt.transforms.test.print_membar:TestPrintMembar",
}


def _resolve(target: str) -> Any:
    module, _, attribute = target.partition(":")
    return getattr(import_on_demand(module), attribute)


@cache
def dialect(name: str) -> Dialect | None:
    """The dialect called `name`, imported on first use; None for a name ttopt does not know."""
    target = DIALECTS.get(name)
    return None if target is None else _resolve(target)


@cache
def pass_class(name: str) -> type[ModulePass] | None:
    """The pass whose command-line name is `name`, imported on first use; None if unknown."""
    target = PASSES.get(name)
    return None if target is None else _resolve(target)


def make_context(allow_unregistered: bool = False) -> Context:
    """A context that knows every dialect and loads each when the input first uses it."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name in DIALECTS:
        ctx.register_dialect(name, lambda name=name: dialect(name))
    return ctx


def dialect_names() -> list[str]:
    return sorted(DIALECTS)


def dialect_interface(dialect_name: str, interface: type) -> Any:
    """The `interface` (a DialectInterface class) of a dialect by name, or None."""
    found = dialect(dialect_name)
    return None if found is None else found.get_interface(interface)
