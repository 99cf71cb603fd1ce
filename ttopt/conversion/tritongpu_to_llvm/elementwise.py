"""Elementwise ops: arith, math and tt ops applied to every register of a thread.

Upstream: include/triton/Conversion/TritonGPUToLLVM/ElementwiseOpToLLVMBase.h
(ElementwiseOpConversionBase, maybeDeduplicate), lib/Conversion/TritonGPUToLLVM/
ElementwiseOpToLLVM.cpp (the common patterns) and the NVIDIA file's float
arithmetic, plus MLIR's ArithToLLVM / GPUToNVVM (libdevice) lowerings of the
scalar ops these create.

`lower_elementwise(op, rw, create)` unpacks every operand's struct, calls
`create(op, rw, b, element_type, rows)` where `rows[i]` holds the operands of
register i onwards (a vectorized conversion may consume several rows at once and
returns one value per row it used), deduplicates the results along AxisInfo's
constancy, and packs them. Scalars go through the same path (one row).

maybeDeduplicate: when AxisInfo proves a result constant over `c` consecutive
elements of a dimension, the registers whose coordinates differ only in those
low bits reuse one computed value (through the inverse of the linear layout).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import is_side_effect_free

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import (
    BENEFIT_DEFAULT,
    ConversionRewriter,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import declare_function
from ttopt.dialects import arith, llvm
from ttopt.dialects.folding import constant_attr
from ttopt.dialects.tt.enums import PROPAGATE_NAN
from ttopt.layouts.linear_encoding import REGISTER
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import linear_layout

Rows = Sequence[Sequence[SSAValue]]
CreateDestOps = Callable[[Operation, ConversionRewriter, LLVMBuilder, Attribute, Rows], list[SSAValue]]


def element_type_of(type_: Attribute) -> Attribute:
    return type_.element_type if isinstance(type_, TensorType) else type_


# -- the base pattern ---------------------------------------------------------------------------


def lower_elementwise(op: Operation, rw: ConversionRewriter, create: CreateDestOps) -> bool:
    """ElementwiseOpConversionBase::matchAndRewrite."""
    result_type = op.results[0].type
    b = rw.builder(op.location)
    element_type = rw.convert_type(element_type_of(result_type))
    rows: list[list[SSAValue]] = []
    for operand in op.operands:
        values = unpack_ll_elements(b, rw.remap(operand))
        # allOperands.resize(subOperands.size()): a scalar operand among tensors
        # leaves only the first row with it.
        del rows[len(values) :]
        rows.extend([] for _ in range(len(values) - len(rows)))
        for row, value in zip(rows, values):
            row.append(value)
    if not rows:
        rows.append([])

    results: list[SSAValue] = []
    index = 0
    while index < len(rows):
        produced = create(op, rw, b, element_type, rows[index:])
        if not produced:
            return False
        results.extend(produced)
        index += len(produced)
    results = maybe_deduplicate(op, rw, results)
    rw.replace_op(op, [pack_ll_elements(b, results, rw.convert_type(result_type))])
    return True


def maybe_deduplicate(op: Operation, rw: ConversionRewriter, values: list[SSAValue]) -> list[SSAValue]:
    """Reuse one value for every register holding an element AxisInfo proves equal.

    With constancy `c` along a dimension, the low log2(c) bits of that coordinate
    do not change the value: they are zeroed in the inverse layout, and each
    register takes the value of the register the result maps back to.
    """
    if not is_side_effect_free(op) or len(op.results) != 1:
        return values
    type_ = op.results[0].type
    if not isinstance(type_, TensorType):
        return values
    info = rw.context.axis_info_of(rw, op.results[0])
    if info is None:
        return values
    constancy = list(info.constancy)
    if all(c == 1 for c in constancy):
        return values
    layout = linear_layout(type_)
    dims = list(layout.out_dims)
    registers = layout.sublayout([REGISTER], dims)
    inverse = layout.pseudoinvert().sublayout(dims, [REGISTER])
    bases = {d: [list(basis) for basis in inverse.bases[d]] for d in inverse.in_dims}
    for c, d in zip(constancy, dims):
        assert c & (c - 1) == 0, c
        for i in range(c.bit_length() - 1):
            bases[d][i] = [0]
    broadcast = LinearLayout(bases, inverse.out_dim_sizes, require_surjective=False)
    conversion = registers.compose(broadcast)
    return [values[conversion.apply({REGISTER: i})[0][1]] for i in range(len(values))]


def elementwise(*op_names: str, benefit: int = 10):
    """Mark `create` (a createDestOps) as the elementwise lowering of the named ops."""

    def mark(create: CreateDestOps) -> CreateDestOps:
        return lowering(*op_names, benefit=benefit, run=lambda op, rw: lower_elementwise(op, rw, create))(create)

    return mark


# -- one LLVM op per element ------------------------------------------------------------------

_BINARY = {
    "arith.subi": llvm.SubOp, "arith.addi": llvm.AddOp, "arith.muli": llvm.MulOp,
    "arith.divsi": llvm.SDivOp, "arith.divui": llvm.UDivOp, "arith.remf": llvm.FRemOp,
    "arith.remsi": llvm.SRemOp, "arith.remui": llvm.URemOp, "arith.andi": llvm.AndOp,
    "arith.ori": llvm.OrOp, "arith.xori": llvm.XOrOp, "arith.shli": llvm.ShlOp,
    "arith.shrsi": llvm.AShrOp, "arith.shrui": llvm.LShrOp,
    "arith.minnumf": llvm.MinNumOp, "arith.maxnumf": llvm.MaxNumOp,
    "arith.minsi": llvm.SMinOp, "arith.maxsi": llvm.SMaxOp, "arith.minui": llvm.UMinOp, "arith.maxui": llvm.UMaxOp,
    # NVIDIA's float arithmetic (ElementwiseOpToLLVM.cpp, POPULATE_OP).
    "arith.subf": llvm.FSubOp, "arith.addf": llvm.FAddOp, "arith.mulf": llvm.FMulOp,
}  # fmt: skip

_CASTS = {
    "arith.trunci": llvm.TruncOp, "arith.extsi": llvm.SExtOp, "arith.extui": llvm.ZExtOp,
    "arith.fptoui": llvm.FPToUIOp, "arith.uitofp": llvm.UIToFPOp,
    "arith.extf": llvm.FPExtOp, "arith.truncf": llvm.FPTruncOp,
    "tt.bitcast": llvm.BitcastOp, "tt.int_to_ptr": llvm.IntToPtrOp, "tt.ptr_to_int": llvm.PtrToIntOp,
}  # fmt: skip


def emit_with_attributes(b: LLVMBuilder, new_op: Operation, op: Operation) -> SSAValue:
    """ElementwiseOpConversion's `DestOp::create(..., adaptor.getAttributes())`: the LLVM op
    keeps the source op's discardable attributes (tt.divisibility, tt.contiguity, ...)."""
    new_op.attributes.update(op.attributes)
    return b.emit(new_op)


def _binary(op: Operation, rw, b: LLVMBuilder, element_type: Attribute, rows: Rows) -> list[SSAValue]:
    lhs, rhs = rows[0]
    return [emit_with_attributes(b, _BINARY[op.name](lhs, rhs), op)]


def _cast(op: Operation, rw, b: LLVMBuilder, element_type: Attribute, rows: Rows) -> list[SSAValue]:
    return [emit_with_attributes(b, _CASTS[op.name](rows[0][0], element_type), op)]


for _name in _BINARY:
    elementwise(_name)(_binary)
for _name in _CASTS:
    elementwise(_name)(_cast)


@elementwise("arith.fptosi")
def _fptosi(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    """FPToSIOpConversion (NVIDIA): a plain `llvm.fptosi`, without the source's attributes."""
    return [b.emit(llvm.FPToSIOp(rows[0][0], element_type))]


@elementwise("math.fma")
def _fma(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [emit_with_attributes(b, llvm.FMAOp(*rows[0]), op)]


@elementwise("arith.cmpi")
def _cmpi(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [b.icmp(op.predicate_name, rows[0][0], rows[0][1])]


@elementwise("arith.cmpf")
def _cmpf(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    predicate = llvm.FCMP_PREDICATES[op.predicate.value.data]
    return [b.fcmp(predicate, rows[0][0], rows[0][1])]


@elementwise("arith.select")
def _select(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    row = rows[0]
    if len(row) == 2:
        # A scalar condition with tensor operands.
        return [b.select(rw.remap(op.condition), row[0], row[1])]
    return [b.select(row[0], row[1], row[2])]


@elementwise("math.absi")
def _absi(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [b.emit(llvm.AbsOp(rows[0][0], False))]


@elementwise("math.absf")
def _absf(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    if isinstance(element_type, IntegerType):
        # fp8 lowered to an integer: clear the sign bit.
        bits = lt.bit_width(element_type_of(op.results[0].type))
        return [b.and_(rows[0][0], b.int_val(element_type.width.data, (1 << (bits - 1)) - 1))]
    return [b.emit(llvm.FAbsOp(rows[0][0]))]


@elementwise("arith.index_cast", "arith.index_castui")
def _index_cast(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    source = rw.convert_type(element_type_of(op.operands[0].type))
    target_bits, source_bits = lt.bit_width(element_type), lt.bit_width(source)
    value = rows[0][0]
    if target_bits == source_bits:
        return [value]
    if target_bits < source_bits:
        return [b.trunc(element_type, value)]
    return [b.zext(element_type, value) if op.name == "arith.index_castui" else b.sext(element_type, value)]


def _min_max(nan_propagating, non_nan):
    def create(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
        lhs, rhs = rows[0]
        if rw.context.target.supports_maximum_minimum():
            return [b.emit(nan_propagating(lhs, rhs))]
        # Emulate NaN propagation: NaN if either operand is NaN.
        is_nan = b.or_(b.fcmp("une", lhs, lhs), b.fcmp("une", rhs, rhs))
        result = b.emit(non_nan(lhs, rhs))
        return [b.select(is_nan, _nan(b, element_type), result)]

    return create


def _nan(b: LLVMBuilder, type_: Attribute) -> SSAValue:
    return b.float_val(type_, math.nan)


_minimumf = elementwise("arith.minimumf")(_min_max(llvm.MinimumOp, llvm.MinNumOp))
_maximumf = elementwise("arith.maximumf")(_min_max(llvm.MaximumOp, llvm.MaxNumOp))


@elementwise("tt.clampf")
def _clampf(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    x, low, high = rows[0]
    if PROPAGATE_NAN.keyword(op.propagateNan) == "all":
        if rw.context.target.supports_maximum_minimum():
            return [b.emit(llvm.MinimumOp(b.emit(llvm.MaximumOp(x, low)), high))]
        is_nan = b.fcmp("une", x, x)
        clamped = b.fmin(b.fmax(x, low), high)
        return [b.select(is_nan, _nan(b, element_type), clamped)]
    return [b.fmin(b.fmax(x, low), high)]


# -- addptr -------------------------------------------------------------------------------------


@lowering("tt.addptr")
def lower_addptr(op: Operation, rw: ConversionRewriter) -> bool:
    """AddPtrOpConversion: a `getelementptr` of the pointee type per element."""
    b = rw.builder(op.location)
    result_type = op.result.type
    pointer_type = element_type_of(result_type)
    llvm_pointer = rw.convert_type(pointer_type)
    pointee = rw.convert_type(pointer_type.pointee)
    if isinstance(result_type, TensorType):
        pointers = unpack_ll_elements(b, rw.remap(op.ptr))
        offsets = unpack_ll_elements(b, rw.remap(op.offset))
        values = [b.gep(llvm_pointer, pointee, p, o) for p, o in zip(pointers, offsets)]
        rw.replace_op(op, [pack_ll_elements(b, values, rw.convert_type(result_type))])
    else:
        rw.replace_op(op, [b.gep(llvm_pointer, pointee, rw.remap(op.ptr), rw.remap(op.offset))])
    return True


# -- calls: extern_elementwise, mulhiui, libdevice math ------------------------------------------


@elementwise("tt.extern_elementwise")
def _extern(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    arguments = list(rows[0])
    function_type = lt.function_type(element_type, [a.type for a in arguments])
    declare_function(rw, op, op.symbol.data, function_type, op.libname.data, op.libpath.data)
    return [b.call(op.symbol.data, arguments, element_type).results[0]]


@elementwise("tt.mulhiui")
def _mulhiui(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    name = "__nv_umulhi" if lt.bit_width(element_type) == 32 else "__nv_umul64hi"
    arguments = list(rows[0])
    declare_function(rw, op, name, lt.function_type(element_type, [a.type for a in arguments]), "", "")
    return [b.call(name, arguments, element_type).results[0]]


# MLIR's populateLibDeviceConversionPatterns: (f32 function, f64 function).
LIBDEVICE = {
    "math.acos": ("__nv_acosf", "__nv_acos"), "math.acosh": ("__nv_acoshf", "__nv_acosh"),
    "math.asin": ("__nv_asinf", "__nv_asin"), "math.asinh": ("__nv_asinhf", "__nv_asinh"),
    "math.atan": ("__nv_atanf", "__nv_atan"), "math.atan2": ("__nv_atan2f", "__nv_atan2"),
    "math.atanh": ("__nv_atanhf", "__nv_atanh"), "math.cbrt": ("__nv_cbrtf", "__nv_cbrt"),
    "math.ceil": ("__nv_ceilf", "__nv_ceil"), "math.cos": ("__nv_cosf", "__nv_cos"),
    "math.cosh": ("__nv_coshf", "__nv_cosh"), "math.erf": ("__nv_erff", "__nv_erf"),
    "math.erfc": ("__nv_erfcf", "__nv_erfc"), "math.exp": ("__nv_expf", "__nv_exp"),
    "math.exp2": ("__nv_exp2f", "__nv_exp2"), "math.expm1": ("__nv_expm1f", "__nv_expm1"),
    "math.floor": ("__nv_floorf", "__nv_floor"), "math.log": ("__nv_logf", "__nv_log"),
    "math.log10": ("__nv_log10f", "__nv_log10"), "math.log1p": ("__nv_log1pf", "__nv_log1p"),
    "math.log2": ("__nv_log2f", "__nv_log2"), "math.powf": ("__nv_powf", "__nv_pow"),
    "math.round": ("__nv_roundf", "__nv_round"), "math.roundeven": ("__nv_rintf", "__nv_rint"),
    "math.rsqrt": ("__nv_rsqrtf", "__nv_rsqrt"), "math.sin": ("__nv_sinf", "__nv_sin"),
    "math.sinh": ("__nv_sinhf", "__nv_sinh"), "math.sqrt": ("__nv_sqrtf", "__nv_sqrt"),
    "math.tan": ("__nv_tanf", "__nv_tan"), "math.tanh": ("__nv_tanhf", "__nv_tanh"),
    "math.trunc": ("__nv_truncf", "__nv_trunc"),
}  # fmt: skip


def libdevice_call(op: Operation, rw, b: LLVMBuilder, name: str, operands: Sequence[SSAValue]) -> SSAValue:
    """OpToFuncCallLowering: f16/bf16 go through the f32 function (fpext, call, fptrunc)."""
    original = operands[0].type
    promote = original in (lt.f16, lt.bf16)
    arguments = [b.fpext(lt.f32, v) if promote else v for v in operands]
    call_type = arguments[0].type
    functions = LIBDEVICE[name]
    function = functions[1] if call_type == lt.f64 else functions[0]
    declare_function(rw, op, function, lt.function_type(call_type, [a.type for a in arguments]))
    result = b.call(function, arguments, call_type).results[0]
    return b.fptrunc(original, result) if promote else result


def _libdevice(op, rw, b: LLVMBuilder, element_type, rows: Rows) -> list[SSAValue]:
    return [libdevice_call(op, rw, b, op.name, rows[0])]


for _name in [n for n in LIBDEVICE if n != "math.exp"]:  # f32 exp: fp_conversions.py
    # ElementwiseOpConversion<math::X, math::X> builds the scalar op, which GPUToNVVM
    # then turns into the libdevice call; this does both at once.
    elementwise(_name)(_libdevice)


# -- scalar arith that only MLIR lowers ------------------------------------------------------------


@lowering("arith.constant", benefit=BENEFIT_DEFAULT)
def lower_scalar_constant(op: Operation, rw: ConversionRewriter) -> bool:
    """ArithToLLVM's ConstantOp lowering: the attribute as it is, on the converted type."""
    if isinstance(op.result.type, TensorType):
        return False
    b = rw.builder(op.location)
    rw.replace_op(op, [b.constant(op.value, rw.convert_type(op.result.type))])
    return True


@lowering("arith.negf", benefit=BENEFIT_DEFAULT)
def lower_scalar_negf(op: Operation, rw: ConversionRewriter) -> bool:
    if isinstance(op.result.type, TensorType):
        return False
    b = rw.builder(op.location)
    rw.replace_op(op, [b.fneg(rw.remap(op.operands[0]))])
    return True


# -- MLIR's arith expansions (populateCeilFloorDivExpandOpsPatterns) ------------------------------
#
# These rewrite an op into plain arith ops on the original operands; the new ops
# are lowered right away by the patterns above.


def _arith_constant(b: LLVMBuilder, type_: Attribute, value: int) -> SSAValue:

    return b.emit(arith.ConstantOp(constant_attr(type_, value), type_))


def _expand(op: Operation, rw: ConversionRewriter, build) -> bool:
    b = rw.builder(op.location)
    rw.replace_op(op, [build(b, op.operands[0], op.operands[1])])
    return True


def _rounded_signed_division(
    b: LLVMBuilder, lhs: SSAValue, rhs: SSAValue, when_signs: str, adjust: type[Operation]
) -> SSAValue:
    """z `adjust` 1 if z * b != a and ((a < 0) `when_signs` (b < 0)), else z, with z = a / b
    (truncating): the expansion ceildivsi (signs `eq`, `arith.addi`) and floordivsi (signs
    `ne`, `arith.subi`) share."""

    zero = _arith_constant(b, lhs.type, 0)
    one = _arith_constant(b, lhs.type, 1)
    quotient = b.emit(arith.DivSIOp(lhs, rhs))
    product = b.emit(arith.MulIOp(quotient, rhs))
    not_exact = b.emit(arith.CmpIOp("ne", lhs, product))
    lhs_negative = b.emit(arith.CmpIOp("slt", lhs, zero))
    rhs_negative = b.emit(arith.CmpIOp("slt", rhs, zero))
    signs_match = b.emit(arith.CmpIOp(when_signs, lhs_negative, rhs_negative))
    condition = b.emit(arith.AndIOp(not_exact, signs_match))
    adjusted = b.emit(adjust(quotient, one))
    return b.emit(arith.SelectOp(condition, adjusted, quotient))


@lowering("arith.ceildivsi", benefit=BENEFIT_DEFAULT)
def expand_ceildivsi(op: Operation, rw: ConversionRewriter) -> bool:
    """ceildiv(a, b) = z + 1 if z * b != a and (a < 0) == (b < 0), else z, with z = a / b."""

    return _expand(op, rw, lambda b, lhs, rhs: _rounded_signed_division(b, lhs, rhs, "eq", arith.AddIOp))


@lowering("arith.floordivsi", benefit=BENEFIT_DEFAULT)
def expand_floordivsi(op: Operation, rw: ConversionRewriter) -> bool:
    """floordiv(a, b) = z - 1 if z * b != a and (a < 0) != (b < 0), else z, with z = a / b."""

    return _expand(op, rw, lambda b, lhs, rhs: _rounded_signed_division(b, lhs, rhs, "ne", arith.SubIOp))


@lowering("arith.ceildivui", benefit=BENEFIT_DEFAULT)
def expand_ceildivui(op: Operation, rw: ConversionRewriter) -> bool:
    """ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1."""

    def build(b: LLVMBuilder, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        zero = _arith_constant(b, lhs.type, 0)
        is_zero = b.emit(arith.CmpIOp("eq", lhs, zero))
        one = _arith_constant(b, lhs.type, 1)
        minus_one = b.emit(arith.SubIOp(lhs, one))
        quotient = b.emit(arith.DivUIOp(minus_one, rhs))
        plus_one = b.emit(arith.AddIOp(quotient, one))
        return b.emit(arith.SelectOp(is_zero, zero, plus_one))

    return _expand(op, rw, build)


# -- tt.elementwise_inline_asm ------------------------------------------------------------------


def _bits_of(type_: Attribute) -> int:
    """Bit width of an int or float element; pointers and others count as 64 bits."""
    return lt.bit_width(type_) if (lt.is_integer(type_) or lt.is_float(type_)) else 64


@lowering("tt.elementwise_inline_asm")
def lower_elementwise_inline_asm(op: Operation, rw: ConversionRewriter) -> bool:
    """ElementwiseInlineAsmOpConversion: the asm once per `packed_element` elements.

    Operands narrower than 32 bits go in packed into vectors of up to 32 bits, and
    results come back the same way; several results (or result words) come back in
    one flat struct. A thread's registers are padded with undef up to a multiple of
    `packed_element` and the padding results dropped.
    """
    b = rw.builder(op.location)
    packed = op.packed_element.value.data
    operands = [unpack_ll_elements(b, rw.remap(v)) for v in op.operands]
    count = _elements_per_thread(rw, op.results[0].type)
    padding = -count % packed
    for values in operands:
        values.extend(b.undef(values[0].type) for _ in range(padding))
    results: list[list[SSAValue]] = [[] for _ in op.results]
    for start in range(0, count, packed):
        block = [[values[start + j] for values in operands] for j in range(packed)]
        for index, values in enumerate(_inline_asm_call(op, rw, b, block, packed)):
            results[index].extend(values)
    outputs = [pack_ll_elements(b, values[:count], rw.convert_type(r.type)) for values, r in zip(results, op.results)]
    rw.replace_op(op, outputs)
    return True


def _elements_per_thread(rw: ConversionRewriter, type_: Attribute) -> int:
    """getNumElementsPerThreads: the members of a tensor's struct, else 1."""
    converted = rw.convert_type(type_) if isinstance(type_, TensorType) else None
    return len(lt.struct_elements(converted)) if converted is not None and lt.is_struct(converted) else 1


def _inline_asm_call(op: Operation, rw, b: LLVMBuilder, block: list[list[SSAValue]], packed: int) -> list[list[SSAValue]]:
    """createDestOps: one `llvm.inline_asm` for a block of `packed` elements, its results
    split into [result][element]."""
    arguments: list[SSAValue] = []
    for i, operand in enumerate(op.operands):
        element = element_type_of(operand.type)
        per_register = min(32 // _bits_of(element) if _bits_of(element) < 32 else 1, packed)
        for j in range(0, packed, per_register):
            if per_register == 1:
                arguments.append(block[j][i])
                continue
            vector = b.undef(lt.vector_type(rw.convert_type(element), per_register))
            for k in range(per_register):
                vector = b.insert_element(vector, block[j + k][i], b.i32_val(k))
            arguments.append(vector)

    return_types: list[Attribute] = []
    for result in op.results:
        type_ = rw.convert_type(element_type_of(result.type))
        per_register = min(32 // _bits_of(type_) if _bits_of(type_) < 32 else 1, packed)
        if per_register > 1:
            type_ = lt.vector_type(type_, per_register)
        return_types.extend([type_] * (packed // per_register))
    return_type = lt.struct_type(return_types) if len(return_types) > 1 else return_types[0]
    asm = b.create(
        llvm.InlineAsmOp(
            op.asm_string.data, op.constraints.data, arguments, return_type,
            has_side_effects=not op.pure.value.data, operand_attrs=None,
        )
    ).results[0]

    # The struct is flat: its members are read in order across all results.
    values: list[list[SSAValue]] = []
    member = 0
    for _ in op.results:
        outputs: list[SSAValue] = []
        j = 0
        while j < packed:
            value = b.extract_val(asm, member) if len(return_types) > 1 else asm
            member += 1
            if lt.is_vector(value.type):
                size = lt.vector_size(value.type)
                outputs.extend(b.extract_element(value, b.i32_val(k)) for k in range(size))
                j += size
            else:
                outputs.append(value)
                j += 1
        values.append(outputs)
    return values


@lowering("ub.poison", benefit=BENEFIT_DEFAULT)
def lower_poison(op: Operation, rw: ConversionRewriter) -> bool:
    """UBToLLVM: `llvm.mlir.poison` of the converted type."""
    b = rw.builder(op.location)
    rw.replace_op(op, [b.poison(rw.convert_type(op.results[0].type))])
    return True
