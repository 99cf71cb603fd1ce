"""What every lowering pattern can ask about the module and the target.

`LoweringContext` is reached from a pattern as `rw.context`: the type converter,
the NVIDIA `TargetInfo` (compute capability, PTX version), the AxisInfo of the
module as it was before the conversion, and the module attributes upstream's
helpers look up (`lookupNumWarps`, threads per warp, CTAs).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Operation, SSAValue

from ttopt.analysis.axis_info import AxisInfo, ModuleAxisInfoAnalysis
from ttopt.conversion.tritongpu_to_llvm.type_converter import TypeConverter

TARGET_ATTR = "ttg.target"
CUDA_PREFIX = "cuda:"
NUM_WARPS_ATTR = "ttg.num-warps"
TOTAL_NUM_WARPS_ATTR = "ttg.total-num-warps"
THREADS_PER_WARP_ATTR = "ttg.threads-per-warp"
NUM_CTAS_ATTR = "ttg.num-ctas"
MAX_REGISTERS_ATTR = "ttg.maxnreg"
SHARED_ADDRESS_SPACE = 3


@dataclass(frozen=True)
class TargetInfo:
    """NVIDIA::TargetInfo (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TargetInfo.cpp)."""

    compute_capability: int
    ptx_version: int

    @property
    def shared_address_space(self) -> int:
        return SHARED_ADDRESS_SPACE

    def supports_maximum_minimum(self) -> bool:
        """supportMaximumMinimum: NaN-propagating min/max (llvm.maximum) from sm_80."""
        return self.compute_capability >= 80

    def supports_vectorized_atomics(self) -> bool:
        return self.compute_capability >= 90 and self.ptx_version >= 81


def module_compute_capability(op: Operation) -> int | None:
    """getNVIDIAComputeCapability of the module enclosing `op`: NN of its
    `ttg.target = "cuda:NN"` (None without one). Some patterns read it instead of the
    pass's compute-capability option."""
    module = op.parent_op()
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    target = module.attributes.get(TARGET_ATTR) if module is not None else None
    if not isinstance(target, StringAttr) or not target.data.startswith(CUDA_PREFIX):
        return None
    digits = target.data[len(CUDA_PREFIX) :]
    return int(digits) if digits.isdigit() else None


def _int_attr(op: Operation, name: str) -> int | None:
    attr = op.attributes.get(name)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


@dataclass
class LoweringContext:
    module: ModuleOp
    target: TargetInfo
    type_converter: TypeConverter = field(default_factory=TypeConverter)
    axis_info: ModuleAxisInfoAnalysis | None = None
    canonicalize_follows: bool = False
    """Canonicalize runs right after the lowering and nothing reads the IR in between (see
    ConvertTritonGPUToLLVM.ahead_of_canonicalize): packs are deferred, and LLVMBuilders skip
    what canonicalize would fold away."""
    deferred_packs: dict[SSAValue, list[SSAValue]] = field(default_factory=dict)
    """Where canonicalize follows: the undef pack_ll_elements built for each struct, and the
    values the struct holds (its insertvalues are built by build_deferred_packs)."""

    @property
    def compute_capability(self) -> int:
        return self.target.compute_capability

    # -- module attributes (triton::gpu::lookup* / TritonGPUDialect::get*) --------------------

    def num_warps(self, op: Operation | None = None) -> int:
        """lookupNumWarps: the nearest enclosing `ttg.num-warps`, else the module's."""
        while op is not None:
            value = _int_attr(op, NUM_WARPS_ATTR)
            if value is not None:
                return value
            op = op.parent_op()
        value = _int_attr(self.module, NUM_WARPS_ATTR)
        return 4 if value is None else value

    def total_num_warps(self, op: Operation) -> int:
        total = _int_attr(self.module, TOTAL_NUM_WARPS_ATTR)
        return self.num_warps(op) if total is None else total

    @property
    def threads_per_warp(self) -> int:
        value = _int_attr(self.module, THREADS_PER_WARP_ATTR)
        return 32 if value is None else value

    @property
    def num_ctas(self) -> int:
        value = _int_attr(self.module, NUM_CTAS_ATTR)
        return 1 if value is None else value

    # -- AxisInfo ---------------------------------------------------------------------------------

    def axis_info_of(self, rw, value: SSAValue) -> AxisInfo | None:
        """The AxisInfo of the value of the unconverted IR that `value` stands for."""
        if self.axis_info is None:
            return None
        return self.axis_info.get(rw.original_value(value))

    def contiguity(self, rw, pointer: SSAValue) -> int:
        """getContiguity of a pointer tensor (1 without analysis)."""
        if self.axis_info is None:
            return 1
        return self.axis_info.get_contiguity(rw.original_value(pointer))

    def mask_alignment(self, rw, mask: SSAValue) -> int:
        """getMaskAlignment: how many consecutive mask elements are equal."""
        if self.axis_info is None:
            return 1
        return self.axis_info.get_mask_alignment(rw.original_value(mask))
