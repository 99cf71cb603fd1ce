"""The dialect-conversion framework (ttopt.rewrite.dialect_conversion).

The conversion runs on ops defined here (dialects `tconv`, illegal, and `tconv_legal`) with
a type converter that takes i64 (the old type) to i32, so that each test pins one rule:
pattern order by benefit then registration, rollback of a pattern that gives up,
legalization of the illegal ops a pattern creates, deferred replacement with source
materializations for the users left, target materializations as each configuration
makes them, block signature conversions (deferred and eager), folding first, and the
block visiting order. The conversions' own configurations are checked too.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pytest
from xdsl.dialects.builtin import (
    IntegerAttr,
    ModuleOp,
    UnrealizedConversionCastOp,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import IsTerminator

from ttopt import registry
from ttopt.conversion.triton_to_tritongpu.framework import TRITONGPU_CONVERSION
from ttopt.conversion.tritongpu_to_llvm.driver import LOWERING_CONVERSION
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite.dialect_conversion import (
    ConversionConfig,
    ConversionError,
    ConversionPatternRewriter,
    ConversionState,
    Legality,
    PatternSet,
    TargetMaterializations,
    apply_partial_conversion,
    conversion_order,
    conversion_pattern,
    unrealized_cast,
    with_remapped_operands,
)

LOW, HIGH = 1, 10

# -- the test ops ------------------------------------------------------------------------------


@irdl_op_definition
class SourceOp(IRDLOperation):
    """An illegal op producing a value of the old type (i64)."""

    name = "tconv.source"
    result = result_def(i64)
    tag = opt_prop_def(IntegerAttr)


@irdl_op_definition
class UseOp(IRDLOperation):
    """An illegal op consuming and producing old-typed values."""

    name = "tconv.use"
    input = operand_def()
    result = result_def()


@irdl_op_definition
class SinkOp(IRDLOperation):
    """A legal op (its dialect is declared legal) that keeps reading the old type."""

    name = "tconv_legal.sink"
    inputs = var_operand_def()


@irdl_op_definition
class NewOp(IRDLOperation):
    """What the patterns produce: legal, of the new type (i32)."""

    name = "tconv_legal.new"
    inputs = var_operand_def()
    result = result_def()
    tag = opt_prop_def(IntegerAttr)


@irdl_op_definition
class HelperOp(IRDLOperation):
    """Illegal, created by a pattern: legalized right after it."""

    name = "tconv.helper"
    result = result_def(i32)


@irdl_op_definition
class BranchOp(IRDLOperation):
    name = "tconv_legal.br"
    successor = successor_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class CondBranchOp(IRDLOperation):
    name = "tconv_legal.cond_br"
    then_block = successor_def()
    else_block = successor_def()
    traits = traits_def(IsTerminator())


@irdl_op_definition
class OrphanOp(IRDLOperation):
    """An illegal op no pattern converts."""

    name = "tconv.orphan"


@irdl_op_definition
class StrayOp(IRDLOperation):
    """An op of a dialect the target does not name, that no pattern converts."""

    name = "tconv_other.stray"
    inputs = var_operand_def()
    outputs = var_result_def()


@irdl_op_definition
class RegionOp(IRDLOperation):
    name = "tconv_legal.holder"
    body = region_def()


class Converter:
    """i64 (the old type) converts to i32, with unrealized casts both ways; `source=False`:
    no source materializations."""

    def __init__(self, source: bool = True):
        self.source = source

    def convert_type(self, type_: Attribute) -> Attribute:
        return i32 if type_ == i64 else type_

    def materialize_target(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        return unrealized_cast(inputs, type_)

    def materialize_source(self, inputs: Sequence[SSAValue], type_: Attribute) -> Operation | None:
        return unrealized_cast(inputs, type_) if self.source else None


class Target:
    """`tconv` and `arith` are illegal, `tconv_legal` and the rest legal but `tconv_other`."""

    def legality(self, op: Operation) -> Legality:
        dialect = op.name.split(".")[0]
        if dialect in ("tconv", "arith"):
            return Legality.ILLEGAL
        return Legality.UNKNOWN if dialect == "tconv_other" else Legality.LEGAL


TRACE: list[str] = []


def _new(rw, *inputs, tag: int | None = None) -> NewOp:
    op = NewOp.create(operands=list(inputs), result_types=[i32])
    if tag is not None:
        op.properties["tag"] = IntegerAttr(tag, 32)
    return rw.insert(op)


@conversion_pattern("tconv.source", benefit=LOW)
def _source_low_benefit(op, rw):
    TRACE.append("low")
    rw.replace_op(op, [_new(rw, tag=1).result])
    return True


@conversion_pattern("tconv.source", benefit=HIGH)
def _source_gives_up(op, rw):
    # Builds something, then declines: the ops it built must disappear.
    TRACE.append("first")
    _new(rw, tag=99)
    return False


@conversion_pattern("tconv.source", benefit=HIGH)
def _source_tagged(op, rw):
    TRACE.append("second")
    if op.tag is None:
        return False
    helper = rw.insert(HelperOp.create(result_types=[i32]))
    rw.replace_op(op, [_new(rw, helper.result, tag=op.tag.value.data).result])
    return True


@conversion_pattern("tconv.helper", benefit=HIGH)
def _helper(op, rw):
    TRACE.append("helper")
    rw.replace_op(op, [_new(rw, tag=7).result])
    return True


@conversion_pattern("tconv.use", benefit=HIGH)
def _use(op, rw):
    # The adaptor view: the operand is already the converted (i32) value.
    operand = rw.remap(op.input)
    assert operand.type == i32
    rw.replace_op(op, [_new(rw, operand, tag=2).result])
    return True


PATTERNS = PatternSet.of_modules([sys.modules[__name__]])
CONFIGS = {"mlir": ConversionConfig(), "lowering": LOWERING_CONVERSION}


def _module(*ops) -> ModuleOp:
    return ModuleOp(list(ops))


def _parse(text: str) -> ModuleOp:
    """`text` with the test ops known (other unknown ops are allowed)."""
    ctx = registry.make_context(allow_unregistered=True)
    for op in (SourceOp, UseOp, SinkOp, NewOp, HelperOp, OrphanOp, StrayOp, RegionOp):
        ctx.load_op(op)
    return parse_buffer(ctx, text, "input.mlir")


def _rewriter(config: ConversionConfig = ConversionConfig(), patterns: PatternSet = PATTERNS, **converter):
    TRACE.clear()
    return ConversionPatternRewriter(Converter(**converter), Target(), patterns, config)


def _run(module: ModuleOp, config: ConversionConfig = ConversionConfig(), **converter) -> ConversionPatternRewriter:
    rewriter = _rewriter(config, **converter)
    apply_partial_conversion(module, rewriter)
    return rewriter


def _ops(block: Block) -> list[Operation]:
    return list(block.ops)


# -- patterns ------------------------------------------------------------------------------------


def test_patterns_are_tried_by_benefit_then_registration_order():
    names = [p.function.__name__ for p in PATTERNS.patterns_for("tconv.source")]
    assert names == ["_source_gives_up", "_source_tagged", "_source_low_benefit"]


def test_a_table_gives_one_pattern_per_op_and_adaptor_patterns_get_remapped_operands():
    seen = []

    def convert_use(op, operands, rw):
        seen.append([operand.type for operand in operands])
        rw.replace_op(op, [_new(rw, *operands).result])
        return True

    table = PatternSet.of_table({"tconv.use": with_remapped_operands(convert_use), "tconv.source": _source_low_benefit})
    assert [p.order for name in ("tconv.use", "tconv.source") for p in table.patterns_for(name)] == [0, 1]
    source = SourceOp.create(result_types=[i64])
    use = UseOp.create(operands=[source.result], result_types=[i64])
    module = _module(source, use)
    apply_partial_conversion(module, _rewriter(patterns=table))
    assert seen == [[i32]]


@pytest.mark.parametrize("config", CONFIGS.values(), ids=CONFIGS)
def test_declined_pattern_is_rolled_back_and_the_next_one_applies(config):
    source = SourceOp.create(result_types=[i64])
    module = _module(source, SinkOp.create(operands=[source.result]))
    _run(module, config)
    assert TRACE == ["first", "second", "low"]
    ops = _ops(module.body.block)
    # No op tagged 99 (the declined attempt) survives.
    assert [op.name for op in ops] == ["tconv_legal.new", "builtin.unrealized_conversion_cast", "tconv_legal.sink"]
    assert ops[0].tag.value.data == 1


@pytest.mark.parametrize("config", CONFIGS.values(), ids=CONFIGS)
def test_illegal_ops_a_pattern_creates_are_legalized_at_once(config):
    source = SourceOp.create(result_types=[i64], properties={"tag": IntegerAttr(5, 32)})
    use = UseOp.create(operands=[source.result], result_types=[i64])
    module = _module(source, use, SinkOp.create(operands=[use.result]))
    _run(module, config)
    # The helper is converted inside the source's conversion, before `use` is visited.
    assert TRACE == ["first", "second", "helper"]
    ops = _ops(module.body.block)
    assert [op.name for op in ops] == [
        "tconv_legal.new",  # the helper's replacement
        "tconv_legal.new",  # the source's
        "tconv_legal.new",  # the use's, reading the source's i32 directly
        "builtin.unrealized_conversion_cast",
        "tconv_legal.sink",
    ]
    helper, new_source, new_use, cast, sink = ops
    assert new_source.inputs[0] is helper.result
    assert new_use.inputs[0] is new_source.result
    # The legal sink still wants i64: a cast back from the new value, right after it.
    assert isinstance(cast, UnrealizedConversionCastOp)
    assert cast.inputs[0] is new_use.result and cast.results[0].type == i64
    assert sink.inputs[0] is cast.results[0]


def test_created_ops_can_be_left_as_built():
    source = SourceOp.create(result_types=[i64], properties={"tag": IntegerAttr(5, 32)})
    module = _module(source)
    _run(module, TRITONGPU_CONVERSION)
    assert TRACE == ["first", "second"]
    assert [op.name for op in _ops(module.body.block)] == ["tconv.helper", "tconv_legal.new"]


# -- legality ------------------------------------------------------------------------------------


def test_unconvertible_illegal_op_is_a_diagnostic():
    module = _module(OrphanOp.create())
    with pytest.raises(ConversionError) as info:
        _run(module)
    assert info.value.diagnostic.message == (
        "failed to legalize operation 'tconv.orphan' that was explicitly marked illegal"
    )


def test_an_op_of_unknown_legality_that_nothing_converts_stays():
    source = SourceOp.create(result_types=[i64])
    stray = StrayOp.create(operands=[source.result])
    module = _module(source, stray)
    _run(module)
    # It is rewired like any user left, through a source materialization.
    assert [op.name for op in _ops(module.body.block)] == [
        "tconv_legal.new",
        "builtin.unrealized_conversion_cast",
        "tconv_other.stray",
    ]


# -- replacement and materializations ------------------------------------------------------------


def test_replaced_ops_stay_until_the_end():
    """Rollback mode: a later op still reads the original value while patterns run."""
    source = SourceOp.create(result_types=[i64])
    use = UseOp.create(operands=[source.result], result_types=[i64])
    module = _module(source, use)
    seen = []

    def convert_use(op, rw):
        seen.append((op.input is source.result, source.parent is not None))
        return _use(op, rw)

    apply_partial_conversion(module, _rewriter(patterns=PatternSet.of_table({"tconv.source": _source_low_benefit, "tconv.use": convert_use})))
    assert seen == [(True, True)]
    assert source.parent is None and use.parent is None


def test_a_user_left_without_source_materialization_is_a_diagnostic():
    source = SourceOp.create(result_types=[i64])
    module = _module(source, SinkOp.create(operands=[source.result]))
    with pytest.raises(ConversionError) as info:
        _run(module, source=False)
    diagnostic = info.value.diagnostic
    assert diagnostic.message == (
        "failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion"
    )
    assert [note.message for note in diagnostic.notes] == [
        'see existing live user here: "tconv_legal.sink"(%1) : (i64) -> ()'
    ]


STRAY_USERS = """
tt.func @f(%x: i64) {
  %a = "tconv_other.stray"() : () -> i64 loc("a")
  "tconv.use"(%a) : (i64) -> i64 loc("first")
  "tconv.use"(%a) : (i64) -> i64 loc("second")
  tt.return
}
"""


def _stray_users() -> tuple[ModuleOp, Operation]:
    module = _parse(STRAY_USERS)
    stray = next(op for op in module.walk() if op.name == "tconv_other.stray")
    return module, stray


def _target_materializations(stray: Operation) -> list[Operation]:
    return [op for op in stray.parent_block().ops if isinstance(op, UnrealizedConversionCastOp) and op.inputs[0] is stray.results[0]]


def test_mapped_target_materialization_is_located_at_its_first_user_and_shared():
    module, stray = _stray_users()

    def convert_use(op, operands, rw):
        rw.replace_op(op, [_new(rw, *operands).result])
        return True

    rewriter = _rewriter(patterns=PatternSet.of_table({"tconv.use": with_remapped_operands(convert_use)}))
    apply_partial_conversion(module, rewriter)
    (cast,) = _target_materializations(stray)
    assert cast.prev_op is stray and cast.location.desc.data == "first"
    assert rewriter.state.mapping[stray.results[0]] is cast.results[0]
    news = [op for op in module.walk() if isinstance(op, NewOp)]
    assert [new.inputs[0] for new in news] == [cast.results[0]] * 2


def test_per_rewriter_target_materialization_is_located_at_its_input_and_not_mapped():
    module, stray = _stray_users()
    config = ConversionConfig(target_materializations=TargetMaterializations.PER_REWRITER, materializations_at_input=True)
    rewriter = _run(module, config)
    (cast,) = _target_materializations(stray)
    assert cast.location.desc.data == "a"
    assert stray.results[0] not in rewriter.state.mapping
    # Another rewriter (a later phase) over the same state materializes anew.
    later = ConversionPatternRewriter(Converter(), Target(), PATTERNS, config, rewriter.state)
    assert later.remap(stray.results[0]) is not cast.results[0]


# -- block signatures ----------------------------------------------------------------------------


BLOCK = """
tt.func @f() {
  "tconv_legal.holder"() ({
  ^bb0(%a: i64, %b: i32):
    "tconv_legal.sink"(%a, %b) : (i64, i32) -> ()
    "tconv.use"(%a) : (i64) -> i64
  }) : () -> ()
  tt.return
}
"""


def _holder_block() -> tuple[ModuleOp, Block]:
    module = _parse(BLOCK)
    holder = next(op for op in module.walk() if op.name == "tconv_legal.holder")
    return module, holder.regions[0].blocks.first


def test_deferred_signature_conversion_appends_arguments_and_rewires_at_the_end():
    module, block = _holder_block()
    old_a, old_b = block.args
    rewriter = _rewriter()
    rewriter.convert_block_arguments(block)
    assert [arg.type for arg in block.args] == [i64, i32, i32, i32]
    new_a, new_b = block.args[2:]
    assert rewriter.lookup(old_a) is new_a and rewriter.original_value(new_a) is old_a
    apply_partial_conversion(module, rewriter)
    assert list(block.args) == [new_a, new_b]
    cast, sink, new_use = _ops(block)
    assert cast.inputs[0] is new_a and cast.results[0].type == i64
    assert list(sink.inputs) == [cast.results[0], new_b]
    assert new_use.inputs[0] is new_a


def test_eager_signature_conversion_replaces_arguments_at_once():
    module, block = _holder_block()
    old_a, old_b = block.args
    rewriter = _rewriter(ConversionConfig(replace_block_arguments_eagerly=True))
    rewriter.convert_block_arguments(block)
    new_a = block.args[0]
    assert list(block.args) == [new_a, old_b] and new_a.type == i32
    cast = block.first_op
    assert isinstance(cast, UnrealizedConversionCastOp) and cast.inputs[0] is new_a
    assert rewriter.lookup(cast.results[0]) is new_a and rewriter.original_value(cast.results[0]) is old_a
    assert old_a not in block.args


def test_eager_argument_casts_nothing_uses_are_dropped_at_the_end():
    module, block = _holder_block()
    sink = next(op for op in block.ops if isinstance(op, SinkOp))
    sink.detach()
    sink.erase()
    rewriter = _rewriter(ConversionConfig(replace_block_arguments_eagerly=True))
    rewriter.convert_block_arguments(block)
    apply_partial_conversion(module, rewriter)
    assert [op.name for op in block.ops] == ["tconv_legal.new"]


DROPPED = """
tt.func @f() {
  "tconv_legal.holder"() ({
  ^bb0(%a: i64, %b: i64):
    "tconv_legal.sink"(%a) : (i64) -> () loc("user")
  }) : () -> ()
  tt.return
}
"""


def _dropped(source: bool) -> tuple[ModuleOp, Block]:
    module = _parse(DROPPED)
    holder = next(op for op in module.walk() if op.name == "tconv_legal.holder")
    block = holder.regions[0].blocks.first
    rewriter = _rewriter(source=source)
    rewriter.drop_block_arguments(block)
    apply_partial_conversion(module, rewriter)
    return module, block


def test_a_dropped_argument_still_used_needs_a_source_materialization():
    with pytest.raises(ConversionError) as info:
        _dropped(source=False)
    diagnostic = info.value.diagnostic
    assert diagnostic.message == (
        "failed to legalize unresolved materialization from () to ('i64') that remained live after conversion"
    )
    assert diagnostic.notes[0].location.desc.data == "user"


def test_a_dropped_argument_becomes_a_cast_from_nothing():
    _, block = _dropped(source=True)
    assert not block.args
    cast, sink = _ops(block)
    assert isinstance(cast, UnrealizedConversionCastOp) and not cast.inputs
    assert sink.inputs[0] is cast.results[0]


# -- folding -------------------------------------------------------------------------------------


FOLDS = """
tt.func @f(%x: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %s = arith.addi %c1, %c2 : i64
  %t = arith.addi %c0, %x : i64
  "tconv_legal.sink"(%s, %t) : (i64, i64) -> ()
  tt.return
}
"""


def _convert_arith(op, rw):
    """arith.constant and arith.addi to tconv_legal.new (tagged with the constant)."""
    TRACE.append(op.name)
    value = op.properties.get("value")
    tag = value.value.data if value is not None else None
    rw.replace_op(op, [_new(rw, *rw.remap_all(op.operands), tag=tag).result])
    return True


ARITH = PatternSet.of_table({"arith.constant": _convert_arith, "arith.addi": _convert_arith})


def _fold(config: ConversionConfig) -> list[Operation]:
    module = _parse(FOLDS)
    rewriter = _rewriter(config, patterns=ARITH)
    apply_partial_conversion(module, rewriter)
    sink = next(op for op in module.walk() if isinstance(op, SinkOp))
    return [value.owner.inputs[0].owner if isinstance(value.owner, UnrealizedConversionCastOp) else value for value in sink.inputs]


def test_an_op_that_folds_to_a_constant_is_replaced_by_the_legalized_constant():
    folded, _ = _fold(ConversionConfig())
    assert isinstance(folded, NewOp) and folded.tag.value.data == 3
    # The constants are converted; the sum never reaches its pattern.
    assert TRACE == ["arith.constant"] * 4


def test_an_op_folded_in_place_is_legalized_anew():
    # addi(0, x) folds in place to addi(x, 0), which then folds to x.
    _, folded = _fold(ConversionConfig())
    assert isinstance(folded, BlockArgument) and folded.type == i64


def test_an_op_folded_in_place_can_go_straight_to_its_patterns():
    _, converted = _fold(ConversionConfig(relegalize_after_in_place_fold=False))
    assert TRACE.count("arith.addi") == 1 and isinstance(converted, NewOp)


# -- the order ops are visited in ----------------------------------------------------------------


def test_conversion_order_visits_blocks_depth_first_from_the_entry():
    # entry -> (a, b); a -> c; blocks laid out as entry, c, b, a.
    entry, a, b, c = Block(), Block(), Block(), Block()
    for block, name in ((entry, 0), (a, 1), (b, 2), (c, 3)):
        block.add_op(NewOp.create(result_types=[i32], properties={"tag": IntegerAttr(name, 32)}))
    entry.add_op(CondBranchOp.create(successors=[a, b]))
    a.add_op(BranchOp.create(successors=[c]))
    b.add_op(BranchOp.create(successors=[c]))
    c.add_op(OrphanOp.create())
    region = Region([entry, c, b, a])
    holder = RegionOp.create(regions=[region])
    module = _module(holder)
    order = conversion_order(module)
    assert order[:2] == [module, holder]
    assert [op.tag.value.data for op in order if isinstance(op, NewOp)] == [0, 1, 3, 2]


def test_phases_share_a_state():
    state = ConversionState()
    source = SourceOp.create(result_types=[i64], properties={"tag": IntegerAttr(5, 32)})
    module = _module(source, SinkOp.create(operands=[source.result]))
    apply_partial_conversion(module, ConversionPatternRewriter(Converter(), Target(), PATTERNS, LOWERING_CONVERSION, state))
    cast = next(op for op in module.walk() if isinstance(op, UnrealizedConversionCastOp))
    # The source materialization maps back to the value it casts, for the next phase.
    assert state.mapping[cast.results[0]] is cast.inputs[0]
    assert not state.replaced and not state.replaced_set
