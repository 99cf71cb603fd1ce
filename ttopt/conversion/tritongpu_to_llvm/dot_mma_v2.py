"""`tt.dot` on Ampere tensor cores: a `#ttg.nvidia_mma` version 2.0 result, `mma.sync`.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/DotOpToLLVM.cpp (which
dots take this path) and DotOpToLLVM/MMAv2.cpp (convertMMA), with
NvidiaMmaEncodingAttr::getRepForOperand (lib/Dialect/TritonGPU/IR/Dialect.cpp).

Each warp computes its share of D = A * B + C as a grid of repM x repN x repK instruction
tiles of 16 x 8 x (256 / operand bits). Per tile a thread holds

- of A: 2 x 2 registers of 32 bits, rows m and m + 8 (`m`), k halves (`k`);
- of B: 2 registers, the two k halves; of C/D: 4 accumulators (packed pairs for f16).

The operands' struct elements come in the dot-operand layout's register order: they are
packed into 32-bit words (`vector<2xf16>` bitcast to i32), tile by tile along K, and
looked up by (batch, row-or-column register, k register). With a kWidth wider than one
32-bit word ("large K") the elements are first regrouped so that each instruction gets
consecutive words. Each `mma.sync` (inline PTX) reads its accumulators tied to its outputs
and overwrites them; the tiles are issued k-outer, then m, then n.

Only the Ampere instructions are lowered here (f16, bf16, tf32, fp8 and int8 operands);
Turing's m16n8k8 forms and f64 dots keep the "failed to legalize" diagnostic.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects.tt.enums import INPUT_PRECISION
from ttopt.dialects.ttg.layouts import DotOperandEncodingAttr, NvidiaMmaEncodingAttr
from ttopt.layouts.queries import elems_per_thread, shape_per_cta

# Ampere's instruction per (D, A, B) element kinds (mmaInstrPtxAmpere).
AMPERE_INSTRUCTIONS = {
    ("f32", "f16", "f16"): "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
    ("f32", "bf16", "bf16"): "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
    ("f32", "tf32", "tf32"): "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
    ("i32", "i8", "i8"): "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32",
    ("f16", "f16", "f16"): "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
    **{
        (acc, a, b): f"mma.sync.aligned.m16n8k32.row.col.{acc}.{a_ptx}.{b_ptx}.{acc}"
        for acc in ("f32", "f16")
        for a, a_ptx in (("f8E5M2", "e5m2"), ("f8E4M3FN", "e4m3"))
        for b, b_ptx in (("f8E5M2", "e5m2"), ("f8E4M3FN", "e4m3"))
    },
}


@dataclass(frozen=True)
class NumRegisters:
    """32-bit registers one instruction tile takes per thread along m, n and k."""

    m: int = 2
    n: int = 1
    k: int = 2


REGISTERS = NumRegisters()


def _kind(type_: Attribute) -> str:
    if isinstance(type_, IntegerType):
        return f"i{type_.width.data}"
    return getattr(type_, "name", str(type_))


def mma_instruction(op: Operation) -> str | None:
    """getMmaTypeDot + the Ampere table: None for a dot the instructions cannot compute."""
    a, b = _kind(op.a.type.element_type), _kind(op.b.type.element_type)
    if (a, b) == ("f32", "f32"):
        if INPUT_PRECISION.keyword(op.inputPrecision) != "tf32":
            return None
        a = b = "tf32"
    return AMPERE_INSTRUCTIONS.get((_kind(op.d.type.element_type), a, b))


def rep_for_operand(mma: NvidiaMmaEncodingAttr, shape: tuple[int, ...], bitwidth: int, op_idx: int) -> list[int]:
    """getRepForOperand: [batch, outer (m or n), k] instruction tiles per warp."""
    rank = len(shape)
    warps = mma.warps_per_cta
    tile_m, tile_n, tile_k = 16, 8, 4 * 64 // bitwidth
    batch = max(1, shape[0] // warps[0]) if rank == 3 else 1
    if op_idx == 0:
        return [batch, max(1, shape[-2] // (tile_m * warps[-2])), max(1, shape[-1] // tile_k)]
    return [batch, max(1, shape[-2] // tile_k), max(1, shape[-1] // (tile_n * warps[-1]))]


def _large_k_order(op_idx: int, k_width: int, per_word: int, rep_k: int, count: int) -> list[int]:
    """The element order that gives each instruction consecutive 32-bit words along K when
    a thread's kWidth spans several words (the duplicated K tiles of a short K go last)."""
    k_iters = k_width // per_word
    rows = 4 if op_idx == 0 else 2
    if k_iters <= rep_k:
        return [
            k_rep * per_word + tile * k_width + e
            for k_rep in range(k_width // per_word)
            for tile in range(rows)
            for e in range(per_word)
        ]
    m_tiles = 2 if op_idx == 0 else 1
    elems_per_tile = 2 * m_tiles * k_width
    elems_per_mma = 2 * m_tiles * per_word
    mma_width = k_width // per_word // 2
    rep_mma = elems_per_tile // (mma_width * elems_per_mma)
    return [
        rep * mma_width * elems_per_mma + mma_k * 2 * per_word + tile * elems_per_tile + m * k_width
        + k_tile * per_word + e
        for rep in range(rep_mma)
        for tile in range(count // elems_per_tile)
        for mma_k in range(mma_width)
        for k_tile in range(2)
        for m in range(m_tiles)
        for e in range(per_word)
    ]  # fmt: skip


def operand_words(
    b: LLVMBuilder, rw: ConversionRewriter, value: SSAValue, type_: TensorType, batch: int, outer: int, rep_k: int
) -> dict[tuple[int, int, int], SSAValue]:
    """getValuesFromDotOperandLayoutStruct: (batch, row-or-column register, k register) -> word."""
    elements = unpack_ll_elements(b, value)
    element_type = rw.convert_type(type_.element_type)
    bitwidth = lt.bit_width(element_type)
    per_word = 32 // bitwidth
    encoding: DotOperandEncodingAttr = type_.encoding
    k_width = encoding.k_width
    if bitwidth * k_width > 32:
        order = _large_k_order(encoding.op_idx, k_width, per_word, rep_k, len(elements))
        step = len(order)
        elements = [elements[start + i] for start in range(0, len(elements), step) for i in order]

    words: dict[tuple[int, int, int], SSAValue] = {}
    vector_type = lt.vector_type(element_type, per_word)
    outer_registers = REGISTERS.m if encoding.op_idx == 0 else REGISTERS.n
    offset = 0
    for batch_index in range(batch):
        for o in range(outer):
            for k in range(rep_k):
                for vk in range(REGISTERS.k):
                    for vo in range(outer_registers):
                        vector = b.undef(vector_type)
                        for i in range(per_word):
                            element = b.bitcast(elements[offset + i], element_type)
                            vector = b.insert_element(vector, element, b.i32_val(i))
                        offset += per_word
                        key = (batch_index, o * outer_registers + vo, k * REGISTERS.k + vk)
                        words[key] = b.bitcast(vector, lt.i32)
    return words


def load_accumulators(b: LLVMBuilder, value: SSAValue, type_: TensorType) -> SSAValue:
    """loadC: 32-bit accumulators as they are; f16 ones packed in pairs (`vector<2xf16>`)."""
    per_register = 4 // (lt.bit_width(type_.element_type) // 8)
    if per_register == 1:
        return value
    pair_type = lt.vector_type(type_.element_type, per_register)
    pairs = []
    for start in range(0, len(lt.struct_elements(value.type)), per_register):
        pair = b.undef(pair_type)
        for j in range(per_register):
            pair = b.insert_element(pair, b.extract_val(value, start + j), b.i32_val(j))
        pairs.append(pair)
    return pack_ll_elements(b, pairs, lt.struct_type([pair_type] * len(pairs)))


def _accumulator_index(m_register: int, n_register: int, cols_per_thread: int, per_register: int) -> int:
    """Where the accumulators of the tile at (m register, n register) start in C's registers."""
    return (m_register * cols_per_thread + 4 * n_register) // per_register


def _issue_mma(
    b: LLVMBuilder, instruction: str, a_words: dict, b_words: dict, accumulators: list[SSAValue],
    first: int, batch: int, m: int, n: int, k: int, num_rets: int, output_constraint: str, result_type: Attribute,
) -> SSAValue:  # fmt: skip
    """callMmaV2: `mma.sync { d }, { a }, { b }, { c }` with C tied to D."""
    ptx = PTXBuilder()
    mma = ptx.create(instruction)
    outputs = ptx.new_list_of_outputs(num_rets, output_constraint)
    inputs = ptx.new_list([ptx.new_operand(accumulators[first + i], str(i)) for i in range(num_rets)])
    base_m, base_n, base_k = REGISTERS.m * m, REGISTERS.n * n, REGISTERS.k * k
    a_operand = ptx.new_list()
    for vk in range(REGISTERS.k):
        a_operand.append(ptx.new_operand(a_words[(batch, base_m, base_k + vk)], "r"))
        a_operand.append(ptx.new_operand(a_words[(batch, base_m + 1, base_k + vk)], "r"))
    b_operand = ptx.new_list()
    for vk in range(REGISTERS.k):
        b_operand.append(ptx.new_operand(b_words[(batch, base_n, base_k + vk)], "r"))
    mma(outputs, a_operand, b_operand, inputs)
    return ptx.launch(b, result_type)


def _mma_result_type(accumulator: Attribute) -> Attribute:
    """getMmaRetType: four 32-bit accumulators, or two f16 pairs."""
    if lt.bit_width(accumulator) == 16:
        return lt.struct_type([lt.vector_type(accumulator, 2)] * 2)
    return lt.struct_type([accumulator] * 4)


def _supported(op: Operation) -> bool:
    """The dots DotOpConversion sends to convertMMA on Ampere (K > 1, mma v2.0 result)."""
    encoding = op.d.type.encoding
    if not isinstance(encoding, NvidiaMmaEncodingAttr) or encoding.version_major != 2 or encoding.version_minor != 0:
        return False
    if op.a.type.get_shape()[-1] == 1:
        return False
    return all(isinstance(x.type.encoding, DotOperandEncodingAttr) for x in (op.a, op.b))


@lowering("tt.dot")
def lower_dot_mma_v2(op: Operation, rw: ConversionRewriter) -> bool:
    instruction = mma_instruction(op)
    if not _supported(op) or instruction is None:
        return False
    a_type, b_type, d_type = op.a.type, op.b.type, op.d.type
    b = rw.builder(op.location)
    accumulators_struct = load_accumulators(b, rw.remap(op.c), d_type)

    bitwidth = lt.bit_width(rw.convert_type(a_type.element_type))
    rep_a = rep_for_operand(a_type.encoding.parent, shape_per_cta(a_type), bitwidth, 0)
    rep_b = rep_for_operand(b_type.encoding.parent, shape_per_cta(b_type), bitwidth, 1)
    rep_batch, rep_m, rep_k = rep_a
    rep_n = rep_b[2]
    a_words = operand_words(b, rw, rw.remap(op.a), a_type, rep_batch, rep_m, rep_k)
    b_words = operand_words(b, rw, rw.remap(op.b), b_type, rep_batch, rep_n, rep_k)
    accumulators = unpack_ll_elements(b, accumulators_struct)

    accumulator_type = d_type.element_type
    num_rets = lt.bit_width(accumulator_type) // 8
    per_register = 4 // num_rets
    per_thread = elems_per_thread(d_type)
    batch_offset = per_thread[-2] * per_thread[-1] // per_register
    cols_per_thread = rep_n * 2
    output_constraint = "=r" if isinstance(accumulator_type, IntegerType) or num_rets == 2 else "=f"
    result_type = _mma_result_type(accumulator_type)
    for batch in range(rep_batch):
        for k in range(rep_k):
            for m in range(rep_m):
                for n in range(rep_n):
                    first = _accumulator_index(REGISTERS.m * m, REGISTERS.n * n, cols_per_thread, per_register)
                    first += batch_offset * batch
                    out = _issue_mma(
                        b, instruction, a_words, b_words, accumulators, first, batch, m, n, k, num_rets,
                        output_constraint, result_type,
                    )  # fmt: skip
                    for i in range(num_rets):
                        accumulators[first + i] = b.extract_val(out, i)

    results = []
    for register in accumulators:
        for j in range(per_register):
            element = b.extract_element(register, b.i32_val(j)) if per_register > 1 else register
            results.append(b.bitcast(element, accumulator_type))
    rw.replace_op(op, [pack_ll_elements(b, results, rw.convert_type(d_type))])
    return True
