"""Float conversions and the NVIDIA-specific float patterns.

Upstream: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/ElementwiseOpToLLVM.cpp
(FpToFpOpConversion, makeConverterFromPtx, FDivOpConversion,
SIToFPOpConversion, ExpOpConversionApprox, ClampFOpConversion, the precise
sqrt/div intrinsics), Triton 3.6.

tt.fp_to_fp:
- f16 -> f32: `fpext`; f32 -> f16: `cvt.rn.f16.f32` / `cvt.rz.f16.f32` inline
  PTX; f32 -> bf16: the `llvm.nvvm.f2bf16.rn` / `.rz` intrinsics;
- to and from fp8: packed PTX (fp_ptx.py) on 2 or 4 elements at once; f32
  sources go through f16 (round toward zero) unless sm_90 converts them
  natively, and f32 results come from f16 by `fpext`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    FloatAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_CLAMP_OPTIMIZED,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.elementwise import (
    Rows,
    element_type_of,
    elementwise,
    libdevice_call,
    lower_elementwise,
)
from ttopt.conversion.tritongpu_to_llvm.fp_ptx import (
    FP_CONVERSIONS,
    S8_TO_BF16,
    S8_TO_BF16_SM90,
)
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects.folding import is_splat, splat_element
from ttopt.dialects.tt.enums import PROPAGATE_NAN, ROUNDING_MODE
from ttopt.rewrite.folding import value_constant

FP8 = ("f8E4M3FN", "f8E5M2")
LOG2E = 1.4426950408889634


def _name(type_: Attribute) -> str:
    return type_.name if hasattr(type_, "name") else str(type_)


# -- packed conversions through inline PTX ------------------------------------------------------


def convert_with_ptx(
    b: LLVMBuilder, asm: str, in_type: Attribute, out_type: Attribute, values: Sequence[SSAValue],
    in_bits: int = 32, out_bits: int = 32,
) -> list[SSAValue]:  # fmt: skip
    """makeConverterFromPtx: pack the inputs into words, run `asm`, unpack the outputs."""
    count = len(values)
    assert count in (2, 4), count
    in_width = in_bits // lt.bit_width(in_type)
    in_vector = lt.vector_type(in_type, in_width)
    shared_undef = b.undef(in_vector)
    packed = [shared_undef] * (count // in_width)
    for i, value in enumerate(values):
        packed[i // in_width] = b.insert_element(packed[i // in_width], value, b.i32_val(i % in_width))
    packed = [b.bitcast(p, lt.int_type(in_bits)) for p in packed]

    out_width = out_bits // lt.bit_width(out_type)
    out_count = count // out_width
    ptx = PTXBuilder()
    out_constraint, in_constraint = ("=h" if out_bits == 16 else "=r"), ("h" if in_bits == 16 else "r")
    operands = [ptx.new_output(out_constraint) for _ in range(out_count)]
    operands += [ptx.new_operand(p, in_constraint) for p in packed]
    ptx.create(asm)(*operands, only_attach_mlir_args=True)
    out_vector = lt.vector_type(out_type, out_width)
    if out_count == 1:
        outputs = [ptx.launch(b, out_vector, has_side_effects=False)]
    else:
        result = ptx.launch(b, lt.struct_type([out_vector] * out_count), has_side_effects=False)
        outputs = [b.extract_val(result, i) for i in range(out_count)]
    return [b.extract_element(outputs[i // out_width], b.i32_val(i % out_width)) for i in range(count)]


def _fp32_to_fp16(b: LLVMBuilder, value: SSAValue, rounding: str) -> SSAValue:
    ptx = PTXBuilder()
    cvt = ptx.create("cvt.rn.f16.f32" if rounding == "rtne" else "cvt.rz.f16.f32")
    result = ptx.new_output("=h")
    cvt(result, ptx.new_operand(value, "r"))
    return ptx.launch(b, lt.f16, has_side_effects=False)


def _conversion(op: Operation, rw, source: str, destination: str, rounding: str | None):
    """getConversionFunc: the PTX for (source, destination, rounding) on this target."""
    variants = FP_CONVERSIONS.get((source, destination, rounding))
    if variants is None:
        text = f"Unsupported conversion from {source} to {destination}"
        if rounding is not None:
            text += f" with rounding mode {rounding}"
        raise conversion_error(op, text)
    capability = rw.context.compute_capability
    if capability < 89 and "f8E4M3FN" in (source, destination):
        raise conversion_error(op, "Conversion from/to f8e4m3nv is only supported on compute capability >= 89")
    return max((v for v in variants if v[0] <= capability), key=lambda v: v[0])


@elementwise("tt.fp_to_fp")
def _fp_to_fp(op: Operation, rw, b: LLVMBuilder, element_type: Attribute, rows: Rows) -> list[SSAValue]:
    source = _name(element_type_of(op.src.type))
    destination = _name(element_type_of(op.result.type))
    rounding = None if op.rounding is None else ROUNDING_MODE.keyword(op.rounding)
    if destination in FP8:
        if rounding is None:
            raise conversion_error(op, "Rounding mode must be specified for convertsions to fp8")
        if source != "f32" and rounding != "rtne":
            raise conversion_error(op, f"Unsupported rounding mode for conversion to fp8: {rounding}")
    if source == "f16" and destination == "f32":
        return [b.fpext(lt.f32, row[0]) for row in rows]
    if source == "f32" and destination == "f16":
        return [_fp32_to_fp16(b, row[0], rounding) for row in rows]
    if source == "f32" and destination == "bf16":
        intrinsic = "llvm.nvvm.f2bf16.rn" if rounding == "rtne" else "llvm.nvvm.f2bf16.rz"
        if rounding not in ("rtne", "rtz"):
            raise conversion_error(op, f"unsupported rounding mode for f32->bf16 conversion: {rounding}")
        return [b.call_intrinsic(intrinsic, [row[0]], lt.bf16).results[0] for row in rows]

    native_fp32 = rw.context.compute_capability >= 90 and destination in FP8
    via_f16 = source == "f32" and (not native_fp32 or rounding == "rtz")
    to_f32 = destination == "f32"
    packed_source = "f16" if via_f16 else source
    packed_destination = "f16" if to_f32 else destination
    _, asm, in_bits, out_bits, count = _conversion(op, rw, packed_source, packed_destination, rounding)
    inputs = [rows[i][0] for i in range(min(count, len(rows)))]
    if via_f16:
        inputs = [_fp32_to_fp16(b, v, "rtz") for v in inputs]
    in_type = rw.convert_type(_scalar(packed_source))
    # `inVals.resize(n, b.undef(...))` builds the filler even when nothing is missing.
    filler = b.undef(in_type)
    inputs += [filler] * (count - len(inputs))
    outputs = convert_with_ptx(b, asm, in_type, rw.convert_type(_scalar(packed_destination)), inputs, in_bits, out_bits)
    outputs = outputs[: min(count, len(rows))]
    if to_f32:
        outputs = [b.fpext(lt.f32, v) for v in outputs]
    return outputs


def _scalar(name: str) -> Attribute:
    return {"f16": Float16Type(), "bf16": BFloat16Type(), "f32": Float32Type(),
            "f8E4M3FN": Float8E4M3FNType(), "f8E5M2": Float8E5M2Type()}[name]  # fmt: skip


# -- divisions, square roots, exp ----------------------------------------------------------------


@elementwise("arith.divf")
def _divf(op: Operation, rw, b: LLVMBuilder, element_type: Attribute, rows: Rows) -> list[SSAValue]:
    """FDivOpConversion: full-range f32 division, IEEE f64 division."""
    bits = lt.bit_width(element_type)
    if bits == 32:
        name, result = "llvm.nvvm.div.full", lt.f32
    elif bits == 64:
        name, result = "llvm.nvvm.div.rn.d", lt.f64
    else:
        raise conversion_error(op, "Unsupported bitwidth")
    return [b.call_intrinsic(name, list(rows[0][:2]), result).results[0]]


@elementwise("tt.precise_sqrt")
def _precise_sqrt(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [b.call_intrinsic("llvm.nvvm.sqrt.rn.f", list(rows[0]), element_type).results[0]]


@elementwise("tt.precise_divf")
def _precise_divf(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [b.call_intrinsic("llvm.nvvm.div.rn.f", list(rows[0]), element_type).results[0]]


@elementwise("math.exp")
def _exp(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    """ExpOpConversionApprox on f32 (`ex2.approx` of x * log2(e)); libdevice otherwise."""
    if lt.bit_width(element_type) != 32:
        return [libdevice_call(op, rw, b, "math.exp", rows[0])]
    product = b.fmul(rows[0][0], b.f32_val(LOG2E))
    return [b.call_intrinsic("llvm.nvvm.ex2.approx.f", [product], rows[0][0].type).results[0]]


@elementwise("arith.sitofp")
def _sitofp(op: Operation, rw, b: LLVMBuilder, element_type: Attribute, rows: Rows) -> list[SSAValue]:
    """SIToFPOpConversion: four s8 to four bf16 with PTX, else `sitofp`."""
    source = element_type_of(op.operands[0].type)
    if element_type == lt.bf16 and source == lt.i8 and len(rows) >= 4:
        asm = S8_TO_BF16_SM90 if rw.context.compute_capability >= 90 else S8_TO_BF16
        return convert_with_ptx(b, asm, lt.i8, lt.bf16, [rows[i][0] for i in range(4)])
    return [b.sitofp(element_type, rows[0][0])]


# -- clamp(x, -limit, limit) on sm_90 ----------------------------------------------------------


def _splat_float(value: SSAValue) -> float | None:
    constant = value_constant(value)
    if isinstance(constant, DenseIntOrFPElementsAttr):
        return splat_element(constant) if is_splat(constant) else None
    if isinstance(constant, FloatAttr):
        return constant.value.data
    return None


def _defining(value: SSAValue, name: str) -> Operation | None:
    owner = value.owner
    return owner if isinstance(owner, Operation) and owner.name == name else None


def is_clip_pattern(op: Operation, compute_capability: int) -> bool:
    """ClampFOpConversion::isClipPattern: clamp(x, -limit, limit) (min.xorsign.abs needs sm_90)."""
    if compute_capability < 90:
        return False
    low, high = op.operands[1], op.operands[2]
    negation = _defining(low, "arith.negf")
    if negation is not None and negation.operands[0] is high:
        return True
    low_splat, high_splat = _defining(low, "tt.splat"), _defining(high, "tt.splat")
    if low_splat is not None and high_splat is not None:
        negation = _defining(low_splat.operands[0], "arith.negf")
        if negation is not None and negation.operands[0] is high_splat.operands[0]:
            return True
    subtraction = _defining(low, "arith.subf")
    if subtraction is not None and subtraction.operands[1] is high and _splat_float(subtraction.operands[0]) == 0.0:
        return True
    low_value, high_value = _splat_float(low), _splat_float(high)
    return low_value is not None and high_value is not None and low_value == -high_value


@lowering("tt.clampf", benefit=BENEFIT_CLAMP_OPTIMIZED)
def _clamp_optimized(op: Operation, rw) -> bool:
    if not is_clip_pattern(op, rw.context.compute_capability):
        return False

    def create(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
        name = "llvm.nvvm.fmin"
        if PROPAGATE_NAN.keyword(op.propagateNan) == "all":
            name += ".nan"
        name += ".xorsign.abs"
        if element_type == lt.f32:
            name += ".f"
        elif element_type == lt.f16:
            name += ".f16"
        x, _, high = rows[0]
        return [b.call_intrinsic(name, [x, high], x.type).results[0]]

    return lower_elementwise(op, rw, create)
