"""`ttng.warp_group_dot` on Hopper tensor cores (wgmma, `#ttg.nvidia_mma` version 3) and
`ttng.warp_group_dot_wait`.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/DotOpToLLVM.cpp
(WarpGroupDotOpConversion, WarpGroupDotWaitOpConversion) and DotOpToLLVM/WGMMA.cpp
(convertWGMMA, convertDot, loadReg, unpackAccumulator, faddAccumulate, emitWait).

A warp group (4 warps) computes 64 rows of D = A * B + C per `nvg.wgmma`: the result's
instrShape [16, N, K] and warpsPerCTA [W0, W1] give repM x repN tiles of
(16 * W0) x (N * W1), each an m64nNkK instruction per K step of the operand. B, and A
when it is in shared memory, are addressed by 64-bit matrix descriptors
(mma_smem_descriptor.py); A in registers (a `dot_op` tensor of kWidth 32 / bits) is passed
as the thread's 32-bit words of the tile. Per tile the accumulators are the struct of
the tile's 2 * N / 4 registers (f16 pairs packed into i32), C unless C is a zero
constant (then the first wgmma starts a fresh sum, `useC` false), and `useC` ANDed with
the op's own. Between `nvvm.wgmma.fence.aligned` and `nvvm.wgmma.commit.group.sync.aligned`
the tiles are issued m, then n, then k; a synchronous dot then waits for its group
(`nvg.wgmma_wait_group` 0). fp8 dots whose maxNumImpreciseAcc is at most K (the operand's
K) accumulate every maxNumImpreciseAcc of K in fresh registers, then add them (`llvm.fadd`)
to the running sum.

The wait packs the structs of all its operands (accumulators and memdescs) into one, waits
on it, and unpacks them into the results.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder, pack_ll_elements, unpack_ll_elements
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, conversion_error, lowering
from ttopt.conversion.tritongpu_to_llvm.indices import thread_id
from ttopt.conversion.tritongpu_to_llvm.mma_smem_descriptor import (
    MmaSmemLoader,
    SmemDescriptorError,
    offseted_base,
)
from ttopt.dialects import nvvm
from ttopt.dialects.folding import is_zero_const
from ttopt.dialects.nvg.ops import WGMMAOp, WGMMAWaitGroupOp
from ttopt.dialects.tt.enums import INPUT_PRECISION
from ttopt.dialects.ttg.layouts import NvidiaMmaEncodingAttr, SharedLayout
from ttopt.layouts.conversions import LayoutConversionError
from ttopt.layouts.queries import shape_per_cta

_OPERAND_TYPES = {"f16": "f16", "bf16": "bf16", "f8E5M2": "e5m2", "f8E4M3FN": "e4m3"}


def _type_name(type_: Attribute) -> str:
    if isinstance(type_, IntegerType):
        return f"i{type_.width.data}"
    return getattr(type_, "name", str(type_))


def result_elt_type(d_type: TensorType) -> str:
    """getMmaRetType: f32, f16 or s32 accumulators."""
    return {"f32": "f32", "f16": "f16", "i32": "s32"}[_type_name(d_type.element_type)]


def operand_elt_type(type_: Attribute, allow_tf32: bool) -> str:
    """getMmaOperandType: the wgmma element type of an A or B operand."""
    name = _type_name(type_.element_type)
    if name == "f32" and allow_tf32:
        return "tf32"
    if name == "i8":
        return "s8"
    return _OPERAND_TYPES[name]


# -- registers ------------------------------------------------------------------------------------


def load_registers(
    b: LLVMBuilder, rw: ConversionRewriter, elements: Sequence[SSAValue], start: int, count: int,
    insert_before: Operation,
) -> list[SSAValue]:  # fmt: skip
    """loadReg: `count` elements from `start`, narrower ones packed into 32-bit words (a
    vector bitcast to i32), built before `insert_before` (the wgmma fence)."""
    element_type = elements[0].type
    if not (lt.is_integer(element_type) or lt.is_float(element_type)) or lt.bit_width(element_type) >= 32:
        return list(elements[start : start + count])
    saved = rw.save_insertion_point()
    rw.set_insertion_point_before(insert_before)
    per_word = 32 // lt.bit_width(element_type)
    vector_type = lt.vector_type(element_type, per_word)
    words = []
    for i in range(count // per_word):
        vector = b.undef(vector_type)
        for j in range(per_word):
            vector = b.insert_element(vector, elements[start + i * per_word + j], b.i32_val(j))
        words.append(b.bitcast(vector, lt.i32))
    rw.restore_insertion_point(saved)
    return words


def unpack_accumulator(b: LLVMBuilder, packed: list[SSAValue], d_type: TensorType) -> list[SSAValue]:
    """unpackAccumulator: f16 accumulators come out of wgmma in pairs packed into i32."""
    if _type_name(d_type.element_type) != "f16":
        return packed
    pair_type = lt.vector_type(lt.f16, 2)
    results = []
    for word in packed:
        pair = b.bitcast(word, pair_type)
        results.append(b.extract_element(pair, b.i32_val(0)))
        results.append(b.extract_element(pair, b.i32_val(1)))
    return results


def fadd_accumulate(b: LLVMBuilder, total: SSAValue, partial: SSAValue) -> SSAValue:
    """faddAccumulate: the element-wise sum of two accumulator structs."""
    result = b.undef(total.type)
    for i in range(len(lt.struct_elements(total.type))):
        lhs = b.extract_val(total, i)
        rhs = b.extract_val(partial, i)
        result = b.insert_val(result, b.fadd(lhs, rhs), i)
    return result


def emit_wait(b: LLVMBuilder, values: list[SSAValue], pendings: int) -> list[SSAValue]:
    """emitWait: the values packed into one struct, waited on, unpacked."""
    struct = pack_ll_elements(b, values, lt.struct_type([values[0].type] * len(values)))
    waited = b.emit(WGMMAWaitGroupOp(struct, pendings))
    return [b.extract_val(waited, i) for i in range(len(values))]


# -- the dot ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WGMMATiling:
    """The instruction shape and the repetitions convertDot issues."""

    m: int
    n: int
    k: int
    tile_m: int
    """Rows of D all warp groups cover at once (16 * warpsPerCTA[0])."""
    tile_n: int
    rep_m: int
    rep_n: int
    rep_k: int
    accumulators_per_tile: int

    @staticmethod
    def of(op: Operation) -> WGMMATiling:
        d_type: TensorType = op.d.type
        mma: NvidiaMmaEncodingAttr = d_type.encoding
        instr_m, instr_n, instr_k = mma.instr_shape
        warps = mma.warps_per_cta
        tile_m, tile_n = instr_m * warps[0], instr_n * warps[1]
        shape = shape_per_cta(d_type)
        return WGMMATiling(
            m=4 * instr_m, n=instr_n, k=instr_k, tile_m=tile_m, tile_n=tile_n,
            rep_m=-(-shape[0] // tile_m), rep_n=-(-shape[1] // tile_n),
            rep_k=-(-op.a.type.get_shape()[1] // instr_k), accumulators_per_tile=2 * (instr_n // 4),
        )  # fmt: skip


@dataclass
class _Operands:
    """What every tile of convertDot reads: the A loader or registers, the B loader, C's registers."""

    a_loader: MmaSmemLoader | None
    a_registers: list[SSAValue]
    b_loader: MmaSmemLoader
    accumulators: list[SSAValue]


def _load_operands(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, adaptor: Sequence[SSAValue], tiling: WGMMATiling
) -> _Operands:
    """The operands' bases (getOffsetedBase), then their loaders and C's registers."""
    a_type, b_type, d_type = op.a.type, op.b.type, op.d.type
    a_in_shared = isinstance(a_type.encoding, SharedLayout)
    a_struct, b_struct, c_struct = adaptor[:3]
    base_a = offseted_base(b, a_struct, a_type, rw.convert_type(a_type.element_type)) if a_in_shared else None
    base_b = offseted_base(b, b_struct, b_type, rw.convert_type(b_type.element_type))
    a_loader, a_registers = None, []
    if a_in_shared:
        a_loader = MmaSmemLoader.build(b, a_type, base_a, (tiling.m, tiling.k), 0, d_type)
    else:
        a_registers = unpack_ll_elements(b, a_struct)
    b_loader = MmaSmemLoader.build(b, b_type, base_b, (tiling.k, tiling.n), 1, d_type)
    return _Operands(a_loader, a_registers, b_loader, unpack_ll_elements(b, c_struct))


def _a_operand(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, operands: _Operands, tiling: WGMMATiling, m: int, k: int,
    fence: Operation,
) -> SSAValue:  # fmt: skip
    """A of the tile (m, k): its descriptor, or its registers packed into i32 words."""
    if operands.a_loader is not None:
        return operands.a_loader.smem_load(b, m * tiling.tile_m, k * tiling.k)
    element_bits = lt.bit_width(rw.convert_type(op.a.type.element_type))
    assert op.a.type.encoding.k_width == 32 // element_bits
    count = (tiling.m // 4) * tiling.k // 32
    words = load_registers(b, rw, operands.a_registers, (m * tiling.rep_k + k) * count, count, fence)
    return pack_ll_elements(b, words, lt.struct_type([words[0].type] * len(words)))


@dataclass(frozen=True)
class _Instruction:
    """What every nvg.wgmma of one dot shares."""

    elt_types: tuple[str, str, str]
    """C, A, B."""
    layouts: tuple[str, str]
    """A, B, as WGMMALayout: `row` for a K-major A or an N-major B, `col` for an M-major A
    or a K-major B (what the descriptors found)."""
    zero_accumulator: bool
    use_c_operand: SSAValue | None
    partial_accumulation: bool
    max_num_imprecise_acc: int


def _instruction(op: Operation, operands: _Operands, use_c_operand: SSAValue | None) -> _Instruction:
    allow_tf32 = INPUT_PRECISION.keyword(op.inputPrecision) == "tf32"
    a_transposed = operands.a_loader is not None and operands.a_loader.descriptor.transposed
    # transB = !bLoader.transposed; layoutB = transB ? row : col.
    layout_b = "col" if operands.b_loader.descriptor.transposed else "row"
    elt_types = (
        result_elt_type(op.d.type), operand_elt_type(op.a.type, allow_tf32), operand_elt_type(op.b.type, allow_tf32)
    )
    return _Instruction(
        elt_types, ("col" if a_transposed else "row", layout_b), is_zero_const(op.c), use_c_operand,
        op.needs_partial_accumulator(), op.max_num_imprecise_acc,
    )  # fmt: skip


def _issue_tile(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, operands: _Operands, tiling: WGMMATiling,
    instruction: _Instruction, m: int, n: int, fence: Operation,
) -> SSAValue:  # fmt: skip
    """The wgmmas of the output tile (m, n), K step by K step: the tile's accumulator struct."""
    first = (m * tiling.rep_n + n) * tiling.accumulators_per_tile
    registers = load_registers(b, rw, operands.accumulators, first, tiling.accumulators_per_tile, fence)
    accumulator_type = lt.struct_type([register.type for register in registers])
    total = None
    use_c = b.i1_val(0)
    if not instruction.zero_accumulator:
        total = pack_ll_elements(b, registers, accumulator_type)
        use_c = b.i1_val(1)
    if instruction.use_c_operand is not None:
        use_c = b.and_(use_c, instruction.use_c_operand)
    imprecise_products = 0
    partial = None
    for k in range(tiling.rep_k):
        a = _a_operand(b, rw, op, operands, tiling, m, k, fence)
        b_descriptor = operands.b_loader.smem_load(b, k * tiling.k, n * tiling.tile_n)
        imprecise_products += tiling.k
        # Accumulating more low-precision products than allowed: add them up in f32 now.
        add_to_total = instruction.partial_accumulation and (
            imprecise_products >= instruction.max_num_imprecise_acc or k == tiling.rep_k - 1
        )
        accumulator = b.emit(
            WGMMAOp(
                accumulator_type, a, b_descriptor, use_c, partial if instruction.partial_accumulation else total,
                (tiling.m, tiling.n, tiling.k), instruction.elt_types, instruction.layouts,
            )
        )  # fmt: skip
        use_c = b.i1_val(1)
        if instruction.partial_accumulation:
            partial = accumulator
        else:
            total = accumulator
        if add_to_total:
            total = fadd_accumulate(b, total, partial) if total is not None else partial
            imprecise_products = 0
            partial = None
    return total


def convert_dot(op: Operation, rw: ConversionRewriter, adaptor: Sequence[SSAValue]) -> None:
    """convertDot: the wgmma instructions of one warp_group_dot (`adaptor`: its converted
    operands a, b, c[, useC])."""
    b = rw.builder(op.location)
    d_type: TensorType = op.d.type
    tiling = WGMMATiling.of(op)
    operands = _load_operands(b, rw, op, adaptor, tiling)
    instruction = _instruction(op, operands, adaptor[3] if len(adaptor) > 3 else None)
    fence = b.create(nvvm.WgmmaFenceAlignedOp())
    results: list[SSAValue] = []
    for m in range(tiling.rep_m):
        for n in range(tiling.rep_n):
            results.extend(unpack_ll_elements(b, _issue_tile(b, rw, op, operands, tiling, instruction, m, n, fence)))
    b.create(nvvm.WgmmaGroupSyncAlignedOp())
    if not op.is_async:
        results = emit_wait(b, results, 0)
    values = unpack_accumulator(b, results, d_type)
    struct_type = lt.struct_type([d_type.element_type] * len(values))
    rw.replace_op(op, [pack_ll_elements(b, values, struct_type)])


@lowering("ttng.warp_group_dot")
def lower_warp_group_dot(op: Operation, rw: ConversionRewriter) -> bool:
    """WarpGroupDotOpConversion: convertWGMMA (after an unused thread id, as upstream reads one)."""
    adaptor = rw.remap_operands(op)
    b = rw.builder(op.location)
    thread_id(b, rw.context.num_warps(rw.insertion_block.first_op), rw.context.threads_per_warp)
    try:
        convert_dot(op, rw, adaptor)
    except (LayoutConversionError, SmemDescriptorError) as error:
        # Upstream aborts (report_fatal_error) on these operand layouts.
        raise conversion_error(op, f"'{op.name}' op cannot be lowered: {error}") from None
    return True


# -- the wait --------------------------------------------------------------------------------------


@lowering("ttng.warp_group_dot_wait")
def lower_warp_group_dot_wait(op: Operation, rw: ConversionRewriter) -> bool:
    """WarpGroupDotWaitOpConversion: one operand waits as it is; several are packed into one
    struct (member by member), waited on, and unpacked into their own struct types."""
    pendings = op.pendings.value.data
    inputs = [rw.remap(value) for value in op.inputs]
    b = rw.builder(op.location)
    if len(inputs) == 1:
        rw.replace_op(op, [b.emit(WGMMAWaitGroupOp(inputs[0], pendings))])
        return True
    if not all(lt.is_struct(value.type) for value in inputs):
        return False
    packed_type = lt.struct_type([member for value in inputs for member in lt.struct_elements(value.type)])
    packed = b.undef(packed_type)
    index = 0
    for value in inputs:
        for i in range(len(lt.struct_elements(value.type))):
            packed = b.insert_val(packed, b.extract_val(value, i), index)
            index += 1
    waited = b.emit(WGMMAWaitGroupOp(packed, pendings))
    outputs = []
    index = 0
    for value in inputs:
        unpacked = b.undef(value.type)
        for i in range(len(lt.struct_elements(value.type))):
            unpacked = b.insert_val(unpacked, b.extract_val(waited, index), i)
            index += 1
        outputs.append(unpacked)
    rw.replace_op(op, outputs)
    return True
