"""The Python API of the tt dialect: builders, accessors, enums, type helpers, effects, layout inference."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseArrayBase,
    Float8E5M2Type,
    FunctionType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    ParametrizedAttribute,
    Signedness,
    StringAttr,
    TensorType,
    f16,
    f32,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.traits import MemoryEffectKind, has_effects, is_side_effect_free, is_speculatable
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.dialects import arith, tt
from ttopt.dialects.tt.dialect import Triton
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.printer import print_operation
from ttopt.ir.verifier import verify


def build(arg_types: Sequence[Attribute], body: Callable[[Sequence[SSAValue]], list[Operation]]) -> tuple[str, list[Operation]]:
    """A module with `tt.func @f(arg_types)` holding `body`'s ops; verified; returns its text and the ops."""
    block = Block(arg_types=arg_types)
    ops = body(block.args)
    block.add_ops([*ops, tt.ReturnOp()])
    func = tt.FuncOp("f", FunctionType.from_lists(list(arg_types), []), Region(block))
    module = ModuleOp([func])
    verify(module)
    return print_operation(module), ops


def body_lines(text: str) -> list[str]:
    """The printed ops of @f, without indentation and without tt.return."""
    lines = [line.strip() for line in text.splitlines()]
    return lines[lines.index(next(l for l in lines if l.startswith("tt.func"))) + 1 : -3]


def ptr_tensor(pointee: Attribute, n: int = 16) -> TensorType:
    return TensorType(tt.PointerType(pointee), [n])


# -- the dialect ---------------------------------------------------------------------------------


def test_the_dialect_has_the_50_ops_of_triton_3_6():
    names = sorted(op.name for op in Triton.operations)
    assert len(names) == 50
    assert names[:4] == ["tt.addptr", "tt.advance", "tt.assert", "tt.atomic_cas"]
    assert {"tt.unsplat", "tt.map_elementwise", "tt.descriptor_reduce"} <= set(names)
    assert all(issubclass(op, tt.TTOp) for op in Triton.operations)


# -- builders and accessors ------------------------------------------------------------------------


def test_program_id_and_range_builders():
    text, (pid, num, rng) = build(
        [], lambda _: [tt.GetProgramIdOp("y"), tt.GetNumProgramsOp(2), tt.MakeRangeOp(-8, 8)]
    )
    assert body_lines(text) == [
        "%0 = tt.get_program_id y : i32",
        "%1 = tt.get_num_programs z : i32",
        "%2 = tt.make_range {end = 8 : i32, start = -8 : i32} : tensor<16xi32>",
    ]
    assert (pid.axis_index, num.axis_index) == (1, 2)
    assert (rng.start_value, rng.end_value) == (-8, 8)


def test_shape_builders_infer_result_types():
    def body(args):
        splat = tt.SplatOp(args[0], TensorType(f32, [4, 8]))
        expand = tt.ExpandDimsOp(splat.result, 1)
        trans = tt.TransOp(splat.result, [1, 0])
        join = tt.JoinOp(trans.result, trans.result)
        split = tt.SplitOp(join.result)
        unsplat = tt.UnsplatOp(args[1])
        return [splat, expand, trans, join, split, unsplat]

    text, (_, expand, trans, _, split, unsplat) = build([f32, TensorType(i64, [1])], body)
    assert body_lines(text) == [
        "%0 = tt.splat %arg0 : f32 -> tensor<4x8xf32>",
        "%1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4x8xf32> -> tensor<4x1x8xf32>",
        "%2 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>",
        "%3 = tt.join %2, %2 : tensor<8x4xf32> -> tensor<8x4x2xf32>",
        "%outLHS, %outRHS = tt.split %3 : tensor<8x4x2xf32> -> tensor<8x4xf32>",
        "%4 = tt.unsplat %arg1 : tensor<1xi64>",
    ]
    assert expand.axis_index == 1
    assert trans.order_values == (1, 0)
    assert split.outLHS.type == split.outRHS.type == TensorType(f32, [8, 4])
    assert unsplat.result.type == i64


def test_reshape_and_broadcast_builders():
    def body(args):
        return [
            tt.ReshapeOp(args[0], TensorType(f32, [32]), allow_reorder=True, efficient_layout=True),
            tt.BroadcastOp(args[1], TensorType(f32, [8, 32])),
            tt.CatOp(args[0], args[0], TensorType(f32, [8, 8])),
        ]

    text, _ = build([TensorType(f32, [4, 8]), TensorType(f32, [1, 32])], body)
    assert body_lines(text) == [
        "%0 = tt.reshape %arg0 allow_reorder efficient_layout : tensor<4x8xf32> -> tensor<32xf32>",
        "%1 = tt.broadcast %arg1 : tensor<1x32xf32> -> tensor<8x32xf32>",
        "%2 = tt.cat %arg0, %arg0 : tensor<4x8xf32> -> tensor<8x8xf32>",
    ]


def test_load_and_store_builders_and_optional_operands():
    def body(args):
        ptr, mask, other = args
        plain = tt.LoadOp(ptr)
        masked = tt.LoadOp(ptr, mask, other, cache="ca", evict="evict_last", is_volatile=True)
        store = tt.StoreOp(ptr, masked.result, mask, cache="cs")
        return [plain, masked, store]

    text, (plain, masked, store) = build([ptr_tensor(f16), TensorType(i1, [16]), TensorType(f16, [16])], body)
    assert body_lines(text) == [
        "%0 = tt.load %arg0 : tensor<16x!tt.ptr<f16>>",
        "%1 = tt.load %arg0, %arg1, %arg2 cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : "
        "tensor<16x!tt.ptr<f16>>",
        "tt.store %arg0, %1, %arg1 cacheModifier = cs : tensor<16x!tt.ptr<f16>>",
    ]
    assert plain.mask is None and plain.other is None and not plain.is_volatile
    assert masked.mask is not None and masked.other is not None and masked.is_volatile
    assert plain.result.type == TensorType(f16, [16])
    assert store.mask is masked.mask


def test_pointer_builders():
    def body(args):
        base, offset, size = args
        addptr = tt.AddPtrOp(base, offset)
        block = tt.MakeTensorPtrOp(base, [size], [size], [offset], [64], [0])
        advance = tt.AdvanceOp(block.result, [offset])
        return [addptr, block, advance]

    text, _ = build([tt.PointerType(f16, 3), i32, i64], body)
    assert body_lines(text) == [
        "%0 = tt.addptr %arg0, %arg1 : !tt.ptr<f16, 3>, i32",
        "%1 = tt.make_tensor_ptr %arg0, [%arg2], [%arg2], [%arg1] {order = array<i32: 0>} : <tensor<64xf16>, 3>",
        "%2 = tt.advance %1, [%arg1] : <tensor<64xf16>, 3>",
    ]


def test_atomic_builders():
    def body(args):
        ptr, value, mask = args
        return [tt.AtomicRMWOp("fadd", ptr, value, mask, sem="relaxed", scope="cta"), tt.AtomicCASOp(ptr, value, value)]

    text, _ = build([ptr_tensor(f32), TensorType(f32, [16]), TensorType(i1, [16])], body)
    assert body_lines(text) == [
        "%0 = tt.atomic_rmw fadd, relaxed, cta, %arg0, %arg1, %arg2 : "
        "(tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xi1>) -> tensor<16xf32>",
        "%1 = tt.atomic_cas acq_rel, gpu, %arg0, %arg1, %arg1 : "
        "(tensor<16x!tt.ptr<f32>>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>",
    ]


def test_descriptor_builders():
    block = TensorType(f16, [64, 32])

    def body(args):
        base, dim, stride, index = args
        desc = tt.MakeTensorDescOp(base, [dim, dim], [stride, stride], block, padding="nan")
        load = tt.DescriptorLoadOp(desc.result, [index, index])
        store = tt.DescriptorStoreOp(desc.result, [index, index], load.result)
        reduce = tt.DescriptorReduceOp("max", desc.result, [index, index], load.result)
        return [desc, load, store, reduce]

    text, _ = build([tt.PointerType(f16), i32, i64, i32], body)
    assert body_lines(text) == [
        "%0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg1], [%arg2, %arg2] {padding = 2 : i32} : <f16>, "
        "<tensor<64x32xf16>>",
        "%1 = tt.descriptor_load %0[%arg3, %arg3] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>",
        "tt.descriptor_store %0[%arg3, %arg3], %1 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>",
        "tt.descriptor_reduce max, %0[%arg3, %arg3], %1 : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>",
    ]


def test_dot_builders():
    def body(args):
        a, b, c, scale = args
        return [
            tt.DotOp(a, b, c, input_precision="tf32", max_num_imprecise_acc=32),
            tt.DotScaledOp(a, b, c, "fp16", "fp16", a_scale=scale, fast_math=True),
        ]

    a, b, c = TensorType(f16, [16, 64]), TensorType(f16, [64, 16]), TensorType(f32, [16, 16])
    text, _ = build([a, b, c, TensorType(IntegerType(8), [16, 2])], body)
    assert body_lines(text) == [
        "%0 = tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32 {maxNumImpreciseAcc = 32 : i32} : "
        "tensor<16x64xf16> * tensor<64x16xf16> -> tensor<16x16xf32>",
        "%1 = tt.dot_scaled %arg0 scale %arg3, %arg1, %arg2 lhs = fp16 rhs = fp16 {fastMath = true} : "
        "tensor<16x64xf16>, tensor<16x2xi8> * tensor<64x16xf16> -> tensor<16x16xf32>",
    ]


def test_elementwise_builders():
    def body(args):
        x, i = args
        return [
            tt.FpToFpOp(x, TensorType(Float8E5M2Type(), [16]), rounding="rtne"),
            tt.ClampFOp(x, x, x, "all"),
            tt.PreciseSqrtOp(x),
            tt.PreciseDivFOp(x, x),
            tt.MulhiUIOp(i, i),
            tt.BitcastOp(x, TensorType(i32, [16])),
            tt.ExternElementwiseOp([x], x.type, "__nv_expf"),
            tt.ElementwiseInlineAsmOp("mov $0, $1;", "=r,r", [i], [i.type], pure=False, packed_element=2),
        ]

    text, _ = build([TensorType(f32, [16]), TensorType(i32, [16])], body)
    assert body_lines(text) == [
        "%0 = tt.fp_to_fp %arg0, rounding = rtne : tensor<16xf32> -> tensor<16xf8E5M2>",
        "%1 = tt.clampf %arg0, %arg0, %arg0, propagateNan = all : tensor<16xf32>",
        "%2 = tt.precise_sqrt %arg0 : tensor<16xf32>",
        "%3 = tt.precise_divf %arg0, %arg0 : tensor<16xf32>",
        "%4 = tt.mulhiui %arg1, %arg1 : tensor<16xi32>",
        "%5 = tt.bitcast %arg0 : tensor<16xf32> -> tensor<16xi32>",
        '%6 = tt.extern_elementwise %arg0 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : '
        "(tensor<16xf32>) -> tensor<16xf32>",
        '%7 = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 2 : i32, pure = false} '
        "%arg1 : tensor<16xi32> -> tensor<16xi32>",
    ]


def test_misc_builders():
    def body(args):
        values, condition, source, indices = args
        return [
            tt.HistogramOp(values, TensorType(i32, [8])),
            tt.GatherOp(source, indices, 0),
            tt.PrintOp(" v: ", [values], hex=True, is_signed=[True]),
            tt.AssertOp(condition, "failed"),
        ]

    args = [TensorType(i32, [16]), i1, TensorType(f32, [16, 4]), TensorType(i32, [8, 4])]
    text, (_, gather, _, _) = build(args, body)
    assert body_lines(text) == [
        "%0 = tt.histogram %arg0 : tensor<16xi32> -> tensor<8xi32>",
        "%1 = tt.gather %arg2[%arg3] {axis = 0 : i32} : (tensor<16x4xf32>, tensor<8x4xi32>) -> tensor<8x4xf32>",
        'tt.print " v: " {hex = true, isSigned = array<i32: 1>} : %arg0 : tensor<16xi32>',
        'tt.assert %arg1, "failed" : i1',
    ]
    assert gather.axis_index == 0


# -- region ops --------------------------------------------------------------------------------------


def _add_combiner(op: tt.ReduceOp | tt.ScanOp, return_op: type[Operation]) -> Operation:
    block = op.combineOp.blocks.first
    add = arith.AddFOp(block.args[0], block.args[1])
    block.add_ops([add, return_op(add.result)])
    return add


def test_reduce_builds_its_combiner_and_infers_results():
    source = TensorType(f32, [16, 32])

    def body(args):
        reduce = tt.ReduceOp([args[0]], 1)
        _add_combiner(reduce, tt.ReduceReturnOp)
        return [reduce]

    text, (reduce,) = build([source], body)
    assert body_lines(text) == [
        '%0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({',
        "^bb0(%arg1: f32, %arg2: f32):",
        "%1 = arith.addf %arg1, %arg2 : f32",
        "tt.reduce.return %1 : f32",
        "}) : (tensor<16x32xf32>) -> tensor<16xf32>",
    ]
    assert reduce.axis_index == 1
    assert reduce.element_types == [f32]


def _keep_first(args) -> list[Operation]:
    """A reduce whose combiner returns its accumulator."""
    reduce = tt.ReduceOp([args[0]], 0)
    block = reduce.combineOp.blocks.first
    block.add_op(tt.ReduceReturnOp(block.args[0]))
    return [reduce]


def test_reduce_of_a_vector_is_a_scalar():
    _, (reduce,) = build([TensorType(i32, [64])], _keep_first)
    assert reduce.result[0].type == i32


def test_combine_op_is_the_single_combining_op():
    reduce = tt.ReduceOp([_value(TensorType(f32, [16]))], 0)
    add = _add_combiner(reduce, tt.ReduceReturnOp)
    assert reduce.combine_op() is add


def test_combine_op_is_none_for_other_combiners():
    _, (reduce,) = build([TensorType(f32, [16])], _keep_first)
    assert reduce.combine_op() is None


def test_scan_and_map_elementwise_builders():
    def body(args):
        scan = tt.ScanOp([args[0]], 0, reverse=True)
        _add_combiner(scan, tt.ScanReturnOp)
        mapped = tt.MapElementwiseOp([args[0]], [args[0].type], pack=2)
        entry = mapped.scalarOp.blocks.first
        entry.add_op(tt.MapElementwiseReturnOp(*entry.args))
        return [scan, mapped]

    text, (scan, mapped) = build([TensorType(f32, [16])], body)
    assert body_lines(text)[0] == '%0 = "tt.scan"(%arg0) <{axis = 0 : i32, reverse = true}> ({'
    assert body_lines(text)[5] == '%1 = "tt.map_elementwise"(%arg0) <{pack = 2 : i32}> ({'
    assert scan.is_reverse and scan.axis_index == 0
    assert mapped.pack_size == 2
    assert [arg.type for arg in mapped.scalarOp.blocks.first.args] == [f32, f32]


# -- verification through the Python API ------------------------------------------------------------------


def test_builders_verify_with_upstream_messages():
    with pytest.raises(DiagnosticError) as error:
        build([], lambda _: [tt.MakeRangeOp(0, 3)])
    assert error.value.diagnostic.message.startswith("Number of elements must be power-of-two, but ")


def test_a_missing_property_is_reported_first():
    def body(_):
        op = tt.MakeRangeOp(0, 16)
        del op.properties["start"]
        return [op]

    with pytest.raises(DiagnosticError, match="'tt.make_range' op requires attribute 'start'"):
        build([], body)


# -- enums and type helpers -----------------------------------------------------------------------------------


def test_enum_lookups():
    assert tt.CACHE_MODIFIER.keyword(2) == "ca"
    assert tt.CACHE_MODIFIER.keyword(IntegerAttr(7, i32)) == "cv"
    assert tt.EVICTION_POLICY.value("evict_last") == 3
    assert tt.RMW_OP.attr("exch") == IntegerAttr(10, i32)
    assert tt.PROPAGATE_NAN.attr("all") == IntegerAttr(0xFFFF, i32)
    assert tt.PROGRAM_ID_DIM.attr(1) == IntegerAttr(1, i32)
    assert list(tt.INPUT_PRECISION.cases.values()) == ["tf32", "tf32x3", "ieee", "bf16x3", "bf16x6"]
    assert tt.DESCRIPTOR_REDUCE_KIND.keyword(8) == "xor"
    with pytest.raises(KeyError):
        tt.MEM_SEMANTIC.value("seq_cst")


def test_enum_constraints_accept_only_their_cases():
    constraint = tt.MEM_SYNC_SCOPE.constraint
    assert constraint.summary == "allowed 32-bit signless integer cases: 1, 2, 3"
    assert constraint(IntegerAttr(3, i32)) and not constraint(IntegerAttr(4, i32))
    assert not constraint(IntegerAttr(1, i64))


def test_pointer_type_functions():
    tensor_of_ptrs = TensorType(tt.PointerType(f16), [4, 4])
    block_ptr = tt.PointerType(TensorType(f32, [8]), 3)
    assert tt.pointee_type(tensor_of_ptrs) == TensorType(f16, [4, 4])
    assert tt.pointee_type(tt.PointerType(i32)) == i32
    assert tt.pointee_type(block_ptr) == TensorType(f32, [8])
    assert tt.pointer_type_same_shape(TensorType(f32, [8])) == TensorType(tt.PointerType(f32), [8])
    assert tt.pointer_type_same_shape(BFloat16Type()) == tt.PointerType(BFloat16Type())
    assert tt.i1_same_shape(TensorType(f32, [8])) == TensorType(i1, [8])
    assert tt.is_tensor_pointer(block_ptr) and not tt.is_tensor_pointer(tt.PointerType(f32))


def test_descriptor_block_type_is_checked_signless():
    desc = tt.TensorDescType(TensorType(IntegerType(8, Signedness.UNSIGNED), [1, 64]))
    assert desc.signless_block_type == TensorType(IntegerType(8), [1, 64])


# -- memory effects ------------------------------------------------------------------------------------------


def test_memory_effects():
    def body(args):
        ptr, value = args
        return [
            tt.LoadOp(ptr),
            tt.LoadOp(ptr, is_volatile=True),
            tt.StoreOp(ptr, value),
            tt.ExternElementwiseOp([value], value.type, "f", pure=True),
            tt.ExternElementwiseOp([value], value.type, "g", pure=False),
            tt.PreciseSqrtOp(value),
        ]

    _, (load, volatile, store, pure, impure, sqrt) = build([tt.PointerType(f32), f32], body)
    assert has_effects(load, MemoryEffectKind.READ) and not has_effects(load, MemoryEffectKind.WRITE)
    assert has_effects(volatile, MemoryEffectKind.WRITE)
    assert has_effects(store, MemoryEffectKind.WRITE) and not has_effects(store, MemoryEffectKind.READ)
    assert is_side_effect_free(pure) and is_speculatable(pure)
    assert has_effects(impure, MemoryEffectKind.WRITE) and not is_speculatable(impure)
    assert is_side_effect_free(sqrt) and is_speculatable(sqrt)


# -- layout inference ----------------------------------------------------------------------------------------


@irdl_attr_definition
class ToyLayout(ParametrizedAttribute):
    """A stand-in layout: its name records how it was derived."""

    name = "toy.layout"
    kind: StringAttr = param_def()


@dataclass
class ToyLayouts(tt.InferLayoutInterface):
    def infer_reduce_op_encoding(self, operand_encoding, axis):
        return ToyLayout(StringAttr(f"reduce{axis}({operand_encoding.kind.data})"))

    def infer_expand_dims_op_encoding(self, operand_encoding, axis):
        return ToyLayout(StringAttr(f"expand{axis}({operand_encoding.kind.data})"))

    def infer_trans_op_encoding(self, operand_encoding, shape, order):
        return ToyLayout(StringAttr(f"trans({operand_encoding.kind.data})"))

    def infer_split_op_encoding(self, operand_encoding, shape):
        return ToyLayout(StringAttr(f"split({operand_encoding.kind.data})"))

    def infer_reshape_op_encoding(self, source_shape, source_encoding, result_shape, result_hint, allow_reorder):
        return result_hint

    def infer_dot_op_encoding(self, operand_encoding, operand_index, result_encoding):
        if operand_encoding.kind.data != f"operand{operand_index}":
            raise tt.InferenceError("Dot's a/b's encoding should be of DotOperandEncodingAttr")

    def verify_dot_op_encoding_compatibility(self, op, a_encoding, b_encoding):
        return None

    def verify_layouts_are_equal(self, shape, expected, actual):
        if expected != actual:
            raise VerifyException("layouts differ")

    def layouts_are_equivalent(self, shape, a, b):
        return a.kind.data.lower() == b.kind.data.lower()


def toy(kind: str) -> ToyLayout:
    return ToyLayout(StringAttr(kind))


TOY = Dialect("toy", [], [ToyLayout], [ToyLayouts()])


@pytest.fixture
def toy_layouts(monkeypatch):
    """Make the toy dialect (and its layout interface) known to the registry for one test."""
    monkeypatch.setitem(registry.DIALECTS, "toy", f"{__name__}:TOY")
    registry.dialect.cache_clear()
    yield
    registry.dialect.cache_clear()


def test_result_encodings_come_from_the_layout_dialect(toy_layouts):
    source = TensorType(f32, [4, 8], toy("blocked"))
    reduce = tt.ReduceOp([_value(source)], 1)
    expand = tt.ExpandDimsOp(_value(source), 0)
    trans = tt.TransOp(_value(source), [1, 0])
    assert reduce.result[0].type == TensorType(f32, [4], toy("reduce1(blocked)"))
    assert expand.result.type == TensorType(f32, [1, 4, 8], toy("expand0(blocked)"))
    assert trans.result.type == TensorType(f32, [8, 4], toy("trans(blocked)"))


def test_trans_accepts_an_equivalent_result_layout(toy_layouts):
    source = TensorType(f32, [4, 8], toy("blocked"))

    def trans_to(kind: str):
        def body(args):
            order = {"order": DenseArrayBase.from_list(i32, [1, 0])}
            return [tt.TransOp.create(operands=[args[0]], result_types=[TensorType(f32, [8, 4], toy(kind))], properties=order)]

        return body

    build([source], trans_to("TRANS(BLOCKED)"))
    with pytest.raises(DiagnosticError) as error:
        build([source], trans_to("other"))
    assert error.value.diagnostic.message == (
        "'tt.trans' op inferred type(s) 'tensor<8x4xf32, #toy.layout<\"trans(blocked)\">>' are incompatible with "
        "return type(s) of operation 'tensor<8x4xf32, #toy.layout<\"other\">>'"
    )


def test_join_checks_its_operands_against_the_split_of_its_result(toy_layouts):
    result = TensorType(f32, [8, 2], toy("blocked"))

    def join_of(kind: str):
        return [TensorType(f32, [8], toy(kind))], lambda args: [tt.JoinOp(args[0], args[0], result)]

    build(*join_of("split(blocked)"))
    with pytest.raises(DiagnosticError, match="'tt.join' op incompatible join layout"):
        build(*join_of("cyclic"))


def test_dot_encodings_are_checked_by_the_layout_dialect(toy_layouts):
    a = TensorType(f16, [16, 16], toy("operand0"))
    b = TensorType(f16, [16, 16], toy("blocked"))
    c = TensorType(f32, [16, 16], toy("mma"))
    with pytest.raises(DiagnosticError) as error:
        build([a, b, c], lambda args: [tt.DotOp(*args)])
    diagnostic = error.value.diagnostic
    assert diagnostic.message == "Dot's a/b's encoding should be of DotOperandEncodingAttr"
    assert diagnostic.notes[0].message == "'tt.dot' op failed to infer returned types"


def test_an_encoding_without_layout_inference_is_an_error():
    source = TensorType(f32, [4, 8], StringAttr("enc"))
    with pytest.raises(VerifyException, match='encoding "enc" has no layout inference'):
        tt.ExpandDimsOp(_value(source), 0)


def _value(type_: Attribute) -> SSAValue:
    return Block(arg_types=[type_]).args[0]
