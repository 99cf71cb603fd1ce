"""`tritongpu-accelerate-matmul`: put `tt.dot`s on NVIDIA tensor cores.

Upstream: lib/Dialect/TritonGPU/Transforms/AccelerateMatmul.cpp (Triton 3.6), with the
helpers it uses (supportMMA, mmaVersionToInstrShape, getOrderForMemory, the NVMMA shared
encoding builder, DotOperandEncodingAttr's kWidth builder, comesFromLoadOrBlockArg).

The target is the module's `ttg.target = "cuda:NN"` (getNVIDIAComputeCapability). A
`tt.dot` whose result has an encoding other than `#ttg.nvidia_mma` gets the highest MMA
version the target and the dot allow (sm80: 2; sm90: 3, else 2; a remark says when sm90
falls back). Its accumulator is converted to the new `#mma` layout and the result back:

- v2: both operands are converted to `#ttg.dot_op<{opIdx, parent = #mma, kWidth}>`, with
  kWidth = 32 / the narrowest bit width the operands were loaded with; a new `tt.dot`.
- v3: B, and A when it comes from a load or a block argument, are stored to shared memory
  (`ttg.local_alloc` of the value under any `ttg.convert_layout`s, right after its
  definition, with an `#ttg.nvmma_shared` layout); an A computed in registers is converted
  to a dot operand layout instead. The dot becomes a synchronous `ttng.warp_group_dot`.

Dots the target's tensor cores cannot run (f32 with ieee precision, i32, sm < 80) keep
their layout. The patterns run under applyPatternsGreedily's default config (folding, dead
code removal, aggressive region simplification). Afterwards decomposeMixedModeDotOp
promotes operands no instruction takes: fp8 on mma v2 to f16, and operands of a dot left
on FMA whose type differs from the accumulator's to the accumulator's type.

A `tt.dot_scaled` with a scale on B only is first transposed (transposeDots: B^T x A^T,
so the scaled operand is A); in the greedy rewrite DecomposeScaledBlocked
(decompose_scaled_blocked.py) turns it into upcasts, scale multiplies and a `tt.dot`,
which BlockedToMMA then accelerates. Blackwell (sm100+, tcgen05) is not implemented and
is reported as an error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float16Type,
    Float64Type,
    IntegerType,
    ModuleOp,
    StringAttr,
    TensorType,
    f16,
)
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from ttopt.analysis.slices import (
    backward_slice_of_value,
    forward_slice_of_value,
    get_slice,
)
from ttopt.dialects import arith
from ttopt.dialects.folding import build
from ttopt.dialects.tt import (
    BroadcastOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DotOp,
    DotScaledOp,
    FpToFpOp,
    JoinOp,
    LoadOp,
    TransOp,
)
from ttopt.dialects.tt.dot import DotOpInterface
from ttopt.dialects.tt.enums import INPUT_PRECISION
from ttopt.dialects.ttg.infer import supports_mma
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedMemorySpaceAttr,
    num_warps_of,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp, Fp4ToFpOp, LocalAllocOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import WarpGroupDotOp
from ttopt.dialects.type_utils import scalar_bit_width
from ttopt.ir.diagnostics import Severity, emit, op_diagnostic, op_error
from ttopt.ir.values import value_location
from ttopt.rewrite.greedy import DEFAULT_REWRITE_CONFIG, GreedyDriver
from ttopt.support.environment import get_bool_env
from ttopt.transforms.mlir.cse import is_memory_effect_free
from ttopt.transforms.triton.utility import is_elementwise
from ttopt.transforms.tritongpu.decompose_scaled_blocked import (
    DecomposeScaledBlocked,
    elem_type_name,
)
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    cga_bases,
    order_for_memory,
    shape_per_cta,
)
from ttopt.transforms.tritongpu.utility import is_view

TARGET_ATTR = "ttg.target"
CUDA_PREFIX = "cuda:"

MMA_V2_WARP_TILE = (16, 8)
"""The M x N tile one warp computes per mma v2 instruction."""
MMA_V3_N_SIZES = tuple(range(256, 0, -8))
"""wgmma N sizes for f16/bf16/tf32/fp8 operands, largest (preferred) first."""
MMA_V3_N_SIZES_I8 = (224, 208, 192, 176, 160, 144, 128, 112, 96, 80, 64, 48, 32, 24, 16, 8)
WARP_GROUP = 4
"""Warps of one warpgroup: the smallest warp tile of mma v3 is (4, 1)."""
SWIZZLE_WIDTHS = (128, 64, 32)
"""NVMMA swizzling modes in bytes, widest first."""
SWIZZLE_MIN_ROWS = 8
"""Rows (the non-contiguous dims flattened) below which NVMMA layouts do not swizzle."""
NATIVE_FP8 = (Float8E5M2Type, Float8E4M3FNType)
FP8_TYPES = (Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType, Float8E4M3FNUZType)


# -- the target ---------------------------------------------------------------------------------


def compute_capability(module: ModuleOp, dot: Operation) -> int:
    """getNVIDIAComputeCapability: NN of the module's `ttg.target = "cuda:NN"`."""
    target = module.attributes.get(TARGET_ATTR)
    if not isinstance(target, StringAttr):
        raise op_error(dot, f"needs a '{TARGET_ATTR}' attribute on the module to pick a tensor core version")
    text = target.data
    digits = text[len(CUDA_PREFIX) :]
    if not text.startswith(CUDA_PREFIX) or not digits.isdigit():
        raise op_error(dot, f"expected target attribute to be prefixed with \"{CUDA_PREFIX}\", got \"{text}\"")
    capability = int(digits)
    if capability >= 100:
        raise op_error(dot, f"compute capability {capability}: Blackwell tensor cores are not supported by ttopt")
    return capability


def mma_version(capability: int, dot: DotOp) -> int:
    """getMMAVersionSafe: the preferred MMA version the target and the dot support, or 0."""
    versions = (2,) if capability < 90 else (3, 2)
    for version in versions:
        if supports_mma(dot, version) and (version != 3 or _supports_wgmma_here(dot)):
            return version
        if version == 3:
            remark = op_diagnostic(
                dot, Severity.REMARK, "MMA version 3 acceleration not applied due to unsupported shapes or data types."
            )
            remark.attach_note(f"Target compute capability ({capability}) supports MMA v3.")
            emit(remark)
    return 0


def _supports_wgmma_here(dot: DotOp) -> bool:
    """What Triton 3.6 asks of a wgmma beyond supportMMA's shape and type checks: an N of at
    least 16 (N = 8 falls back to mma v2), and DISABLE_MMA_V3 unset."""
    return dot.d.type.get_shape()[-1] >= 16 and not get_bool_env("DISABLE_MMA_V3")


# -- the mma encoding -----------------------------------------------------------------------------


def instr_shape(version: int, shape: Sequence[int], element: Attribute, num_warps: int) -> tuple[int, ...]:
    """mmaVersionToInstrShape: [.., 16, 8] for v2; [16, N, 256 / bits] for v3, N the widest
    wgmma size dividing the tile's N that leaves every warp column some work."""
    if version == 2:
        return (1,) * (len(shape) - 2) + MMA_V2_WARP_TILE
    k = 256 // scalar_bit_width(element)
    sizes = MMA_V3_N_SIZES_I8 if isinstance(element, IntegerType) else MMA_V3_N_SIZES
    m = 16
    m_warps = max(shape[0] // m, 1)
    n_warps = max(num_warps // m_warps, 1)
    max_n = max(shape[1] // n_warps, 8)
    n = next(size for size in sizes if shape[1] % size == 0 and size <= max_n)
    return (m, n, k)


def _same_region_not_trans(dot: Operation):
    region = dot.parent_region()
    return lambda op: op.parent_region() is region and not isinstance(op, TransOp)


def warps_per_tile_v2(dot: DotOp, shape: Sequence[int], num_warps: int) -> tuple[int, ...]:
    """warpsPerTileV2: a chained dot's mma warps, all warps along the longer dim of a chained
    dot, else warps doubled along M or N to balance the per-warp repetitions."""
    rank = len(shape)
    if rank == 3:
        return (num_warps, 1, 1)
    keep = _same_region_not_trans(dot)
    has_chained_dot = False
    for op in get_slice(dot, keep, keep, omit_block_arguments=True):
        if op is dot or not isinstance(op, DotOp | DotScaledOp):
            continue
        result_type = op.results[0].type
        if len(result_type.get_shape()) != rank:
            continue
        if isinstance(result_type.encoding, NvidiaMmaEncodingAttr):
            return result_type.encoding.warps_per_cta
        has_chained_dot = True
    if has_chained_dot:
        return (num_warps, 1) if shape[0] >= shape[1] else (1, num_warps)
    warps = [1, 1]
    reps = [-(-shape[0] // MMA_V2_WARP_TILE[0]), -(-shape[1] // MMA_V2_WARP_TILE[1])]
    while warps[0] * warps[1] < num_warps:
        if reps[0] >= reps[1]:
            warps[0] *= 2
            if reps[0] != 1:
                reps[0] //= 2
        else:
            warps[1] *= 2
            reps[1] //= 2
    return tuple(warps)


def warps_per_tile_v3(dot: DotOp, shape: Sequence[int], num_warps: int) -> tuple[int, ...]:
    """warpsPerTileV3: all warps along M when a dot uses the result (flash attention keeps
    reductions in a warp), else warpgroups along M while M has rows left, then along N."""
    if any(_is_dot_like(op) for op in forward_slice_of_value(dot.results[0])):
        return (num_warps, 1)
    warps = [WARP_GROUP, 1]
    while warps[0] * warps[1] < num_warps:
        if shape[0] > 16 * warps[0]:
            warps[0] *= 2
        else:
            warps[1] *= 2
    return tuple(warps)


def _is_dot_like(op: Operation) -> bool:
    """DotOpInterface: tt.dot, tt.dot_scaled, ttng.warp_group_dot."""
    return op.has_trait(DotOpInterface, value_if_unregistered=False)


# -- operands -------------------------------------------------------------------------------------


def _is_bit_width_source(op: Operation) -> bool:
    """computeOrigBitWidth's backward filter: ops through which the loaded width shows."""
    return (
        (is_elementwise(op) and is_memory_effect_free(op))
        or is_view(op)
        or isinstance(op, Fp4ToFpOp | LoadOp | DescriptorLoadOp | BroadcastOp | ConvertLayoutOp)
    )


def original_bit_width(value: SSAValue) -> int:
    """computeOrigBitWidth: the narrowest element width `value` was loaded with (4 after an
    fp4 upcast; halved after a join, whose layout propagation halves kWidth)."""
    slice_ = backward_slice_of_value(value, _is_bit_width_source, omit_block_arguments=True)
    if any(isinstance(op, Fp4ToFpOp) for op in slice_):
        return 4
    width = scalar_bit_width(value.type.element_type)
    for op in slice_:
        if isinstance(op, LoadOp | DescriptorLoadOp) and isinstance(op.results[0].type, TensorType):
            width = min(width, scalar_bit_width(op.results[0].type.element_type))
    if any(isinstance(op, JoinOp) for op in slice_):
        width //= 2
    return width


def dot_operand_type(value: SSAValue, op_idx: int, mma: NvidiaMmaEncodingAttr, bit_width: int) -> TensorType:
    """DotOperandEncodingAttr::get(opIdx, parent, i<bit_width>): the elements of one 32-bit
    register along K, at least 1 (f64)."""
    encoding = DotOperandEncodingAttr(op_idx, mma, max(32 // bit_width, 1))
    return TensorType(value.type.element_type, value.type.get_shape(), encoding)


def comes_from_load_or_block_arg(value: SSAValue) -> bool:
    """comesFromLoadOrBlockArg: a load or a block argument under layout conversions and views."""
    while isinstance(value.owner, ConvertLayoutOp | TransOp):
        value = value.owner.operands[0]
    return isinstance(value, BlockArgument) or isinstance(value.owner, LoadOp | DescriptorLoadOp | DescriptorGatherOp)


def nvmma_shared_encoding(type_: TensorType, order: Sequence[int]) -> NVMMASharedEncodingAttr:
    """NVMMASharedEncodingAttr::get(shape, order, CGALayout, eltTy): the widest swizzle the
    contiguous dim's bytes are a multiple of, none for fewer than 8 rows."""
    cga = cga_bases(type_.encoding)
    shape = shape_per_cta(type_.get_shape(), cga)
    bit_width = scalar_bit_width(type_.element_type)
    contiguous_bytes = shape[order[0]] * bit_width // 8
    swizzle = next((w for w in SWIZZLE_WIDTHS if contiguous_bytes >= w and contiguous_bytes % w == 0), 0)
    rows = 1
    for dim in order[1:]:
        rows *= shape[dim]
    if len(shape) < 2 or rows < SWIZZLE_MIN_ROWS:
        swizzle = 0
    transposed = len(order) > 1 and order[0] == 0
    return NVMMASharedEncodingAttr(swizzle, transposed, bit_width, False, cga, len(shape))


def shared_memory_operand(
    value: SSAValue, op_idx: int, allow_transpose: bool, rewriter: PatternRewriter, dot: Operation
) -> SSAValue:
    """getSharedMemoryMMAOperand: a local_alloc of the value under its layout conversions,
    right after that value's definition, in the order wgmma reads (K-major unless the
    operand type allows transposes)."""
    source = value
    while isinstance(source.owner, ConvertLayoutOp):
        source = source.owner.src
    order = order_for_memory(source.type)
    new_order = order if allow_transpose else ((1, 0) if op_idx == 0 else (0, 1))
    if tuple(new_order) != tuple(order):
        emit(
            op_diagnostic(
                dot,
                Severity.WARNING,
                f"Warning: Forcing a different order [{new_order[0]}, {new_order[1]}] on SMEM than the register "
                f"order for the operand {op_idx}. Registers will be transposed before SMEM store and the pipelined "
                "load for this operand will be disabled, so poor performance is expected. Recommendation: consider "
                "transposing the operand in global memory to remove the need to transpose the tensor in registers.",
            )
        )
    memdesc = MemDescType(
        source.type.get_shape(),
        source.type.element_type,
        nvmma_shared_encoding(source.type, new_order),
        SharedMemorySpaceAttr(),
    )
    alloc = LocalAllocOp(memdesc, source)
    alloc.location = value_location(source)
    owner = source.owner
    point = InsertPoint.at_start(owner) if isinstance(source, BlockArgument) else InsertPoint.after(owner)
    rewriter.insert(alloc, point)
    return alloc.result


# -- the rewrite ----------------------------------------------------------------------------------


@dataclass
class BlockedToMMA(RewritePattern):
    """tt.dot with a non-mma result -> mma v2 tt.dot or mma v3 ttng.warp_group_dot."""

    module: ModuleOp

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DotOp):
            return
        result_type: TensorType = op.d.type
        if not result_type.encoding or isinstance(result_type.encoding, NvidiaMmaEncodingAttr):
            return
        capability = compute_capability(self.module, op)
        if capability < 70:
            return
        if capability < 80:
            emit(
                op_diagnostic(
                    op,
                    Severity.REMARK,
                    f"Dot op using MMA for compute capability {capability} has been deprecated. "
                    "It falls back to the FMA path.",
                )
            )
            return
        # f64 tensor cores are fast on sm80 and sm90 only; elsewhere FMA is better.
        if capability not in (80, 90) and any(
            isinstance(v.type.element_type, Float64Type) for v in (op.a, op.b, op.d)
        ):
            return
        version = mma_version(capability, op)
        if version not in (2, 3):
            return
        mma = self._mma_encoding(op, version)
        new_type = TensorType(result_type.element_type, result_type.get_shape(), mma)
        acc = build(rewriter, ConvertLayoutOp(op.c, new_type), value_location(op.c)).results[0]
        if version == 3:
            new_dot = self._warp_group_dot(op, mma, acc, rewriter)
        else:
            new_dot = self._mma_v2_dot(op, mma, acc, rewriter)
        result = build(rewriter, ConvertLayoutOp(new_dot.results[0], result_type), op.location).results[0]
        rewriter.replace_op(op, [], [result])

    def _mma_encoding(self, dot: DotOp, version: int) -> NvidiaMmaEncodingAttr:
        result_type: TensorType = dot.d.type
        num_warps = num_warps_of(dot)
        cga = cga_bases(result_type.encoding)
        shape = shape_per_cta(result_type.get_shape(), cga)
        instr = instr_shape(version, shape, dot.a.type.element_type, num_warps)
        if version == 2:
            warps = warps_per_tile_v2(dot, shape, num_warps)
        else:
            warps = warps_per_tile_v3(dot, shape, num_warps)
        return NvidiaMmaEncodingAttr(version, 0, warps, instr, cga)

    def _mma_v2_dot(self, dot: DotOp, mma: NvidiaMmaEncodingAttr, acc: SSAValue, rewriter) -> Operation:
        bit_width = min(original_bit_width(dot.a), original_bit_width(dot.b))
        a = build(rewriter, ConvertLayoutOp(dot.a, dot_operand_type(dot.a, 0, mma, bit_width)), value_location(dot.a))
        b = build(rewriter, ConvertLayoutOp(dot.b, dot_operand_type(dot.b, 1, mma, bit_width)), value_location(dot.b))
        precision = INPUT_PRECISION.keyword(dot.inputPrecision)
        new_dot = DotOp(a.results[0], b.results[0], acc, precision, dot.maxNumImpreciseAcc.value.data)
        return build(rewriter, new_dot, dot.location)

    def _warp_group_dot(self, dot: DotOp, mma: NvidiaMmaEncodingAttr, acc: SSAValue, rewriter) -> Operation:
        element = dot.a.type.element_type
        # wgmma reads transposed shared operands only for 16-bit floats.
        allow_transpose = isinstance(element, Float16Type | BFloat16Type)
        if comes_from_load_or_block_arg(dot.a):
            a = shared_memory_operand(dot.a, 0, allow_transpose, rewriter, dot)
        else:
            a_type = dot_operand_type(dot.a, 0, mma, scalar_bit_width(element))
            a = build(rewriter, ConvertLayoutOp(dot.a, a_type), value_location(dot.a)).results[0]
        b = shared_memory_operand(dot.b, 1, allow_transpose, rewriter, dot)
        new_dot = WarpGroupDotOp(
            a, b, acc, None, dot.inputPrecision.value.data, dot.maxNumImpreciseAcc.value.data, is_async=False
        )
        return build(rewriter, new_dot, dot.location)


# -- after the patterns ----------------------------------------------------------------------------


def promotion_type(dot: DotOp, capability: int) -> Attribute | None:
    """decomposeMixedModeDotOp's choice: f16 for fp8 on mma v2 where the hardware lacks fp8
    mma (all but sm89), the accumulator's type for a mixed-type dot left on FMA."""
    a_element = dot.a.type.element_type
    result_element = dot.d.type.element_type
    encoding = dot.d.type.encoding
    if isinstance(encoding, NvidiaMmaEncodingAttr):
        if not isinstance(a_element, NATIVE_FP8) or capability == 89 or encoding.is_hopper:
            return None
        return f16
    return None if a_element == result_element else result_element


def promote_operand(dot: DotOp, operand: SSAValue, element: Attribute) -> SSAValue:
    """promoteOperand: tt.fp_to_fp from fp8, arith.extf otherwise, in front of the dot."""
    promoted_type = TensorType(element, operand.type.get_shape(), operand.type.encoding)
    source = operand.type.element_type
    if isinstance(source, FP8_TYPES):
        cast: Operation = FpToFpOp(operand, promoted_type)
    elif isinstance(source, IntegerType) or isinstance(element, IntegerType):
        # Upstream would build an invalid arith.extf here.
        raise op_error(dot, "mixed integer operand and accumulator types have no FMA lowering")
    else:
        cast = arith.ExtFOp(operand, promoted_type)
    cast.location = dot.location
    dot.parent_block().insert_op_before(cast, dot)
    return cast.results[0]


def decompose_mixed_mode_dots(module: ModuleOp) -> None:
    """decomposeMixedModeDotOp: promote the operands of dots no instruction takes as they are."""
    for dot in [op for op in module.walk() if isinstance(op, DotOp)]:
        element = promotion_type(dot, compute_capability(module, dot))
        if element is None:
            continue
        a = promote_operand(dot, dot.a, element)
        b = promote_operand(dot, dot.b, element)
        dot.operands = [a, b, dot.c]


def transpose_dot(dot: DotScaledOp) -> None:
    """transposeDotOp: (A x B)^T = B^T x A^T, with the operands, scales and types swapped."""
    order = (1, 0)

    def insert(op: Operation, location: Attribute) -> SSAValue:
        op.location = location
        dot.parent_block().insert_op_before(op, dot)
        return op.results[0]

    lhs = insert(TransOp(dot.a, order), value_location(dot.a))
    rhs = insert(TransOp(dot.b, order), value_location(dot.b))
    acc = insert(TransOp(dot.c, order), value_location(dot.c))
    swapped = DotScaledOp(
        rhs,
        lhs,
        acc,
        elem_type_name(dot, 1),
        elem_type_name(dot, 0),
        a_scale=dot.b_scale,
        b_scale=dot.a_scale,
        fast_math=bool(dot.fastMath.value.data),
    )
    result = insert(swapped, dot.location)
    transposed = insert(TransOp(result, order), dot.location)
    dot.results[0].replace_all_uses_with(transposed)
    dot.detach()
    dot.erase()


def transpose_dots(module: ModuleOp) -> None:
    """transposeDots: scaled dots with a scale on B only get it on A. The target is read
    first, so that Blackwell (whose ScaledBlockedToMMAv5 ttopt lacks) is rejected at the
    scaled dot."""
    dots = [op for op in module.walk() if isinstance(op, DotScaledOp)]
    for dot in dots:
        compute_capability(module, dot)
        if dot.a_scale is None and dot.b_scale is not None:
            transpose_dot(dot)


@dataclass(frozen=True)
class AccelerateMatmul(ModulePass):
    """Optimize the input/output layout of `dot` instruction to make them compatible hardware accelerators
    (e.g., Nvidia tensor cores)"""

    name = "tritongpu-accelerate-matmul"
    cpp_name = "TritonGPUAccelerateMatmul"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/AccelerateMatmul.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        transpose_dots(op)
        # applyPatternsGreedily with a default GreedyRewriteConfig.
        patterns = [BlockedToMMA(op), DecomposeScaledBlocked()]
        GreedyDriver(patterns=patterns, **DEFAULT_REWRITE_CONFIG).run(op)
        decompose_mixed_mode_dots(op)
