"""ttopt.ir.xdsl_fast_paths's fast path of OpDef.verify agrees with xDSL's own: every op of real
modules (TTGIR and the LLVM dialect after the lowering) passes both, and an op broken in any of
the ways IRDL checks (operand or result types, operand and result counts, variadic and optional
groups, properties, attributes, traits) fails both with xDSL's message."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ptx_pipeline import run_passes
from xdsl.dialects.builtin import Float32Type, IntegerType, StringAttr, f32, i1, i32, i64
from xdsl.ir import Block, Operation, SSAValues, core
from xdsl.irdl import BaseAttr, IRDLOperation, VarConstraint, irdl_op_definition, operand_def, operations
from xdsl.irdl.operations import OptionalDef
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.ir import xdsl_fast_paths
from ttopt.ir.parser import parse_buffer

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages" / "sm80"


def outcome(verify, op: Operation) -> str | None:
    """None when `verify` accepts the op, else its message."""
    try:
        verify(type(op).get_irdl_definition(), op)
    except VerifyException as error:
        return str(error)
    return None


def assert_same_outcome(op: Operation) -> str | None:
    fast = outcome(xdsl_fast_paths.verify_op_definition, op)
    assert fast == outcome(xdsl_fast_paths.XDSL_VERIFY, op)
    return fast


def irdl_ops(module: Operation) -> list[Operation]:
    return [op for op in module.walk() if hasattr(type(op), "get_irdl_definition")]


@pytest.fixture(scope="module")
def ttgir_module():
    text = (STAGES / "matmul.before-convert-to-llvm.mlir").read_text()
    return parse_buffer(registry.make_context(), text, "matmul.mlir")


@pytest.fixture(scope="module")
def llvm_module():
    text = (STAGES / "softmax.before-convert-to-llvm.mlir").read_text()
    return run_passes(text, 80)


def test_every_op_of_real_modules_passes_both(ttgir_module, llvm_module):
    ops = irdl_ops(ttgir_module) + irdl_ops(llvm_module)
    assert len(ops) > 300
    assert all(assert_same_outcome(op) is None for op in ops)
    shapes = {xdsl_fast_paths.simple_definition(type(op).get_irdl_definition()) is not None for op in ops}
    assert shapes == {True, False}, "both paths are exercised"


def test_almost_every_op_ttopt_defines_takes_the_fast_path():
    definitions = [
        op.get_irdl_definition()
        for name in registry.dialect_names()
        for op in registry.dialect(name).operations
        if hasattr(op, "get_irdl_definition")
    ]
    simple = [d for d in definitions if xdsl_fast_paths.simple_definition(d) is not None]
    assert len(simple) >= 0.9 * len(definitions)


def op_class(name: str) -> type[Operation]:
    return registry.make_context().get_op(name)


def values(*types):
    return Block(arg_types=types).args


@pytest.mark.parametrize(
    "build",
    [
        # tt.int_to_ptr: its operand's type is constrained (an integer, not a float); one
        # operand and one result.
        lambda: op_class("tt.int_to_ptr").create(operands=values(f32), result_types=[i64]),
        lambda: op_class("arith.addi").create(operands=values(i32), result_types=[i32]),
        lambda: op_class("arith.addi").create(operands=values(i32, i32), result_types=[]),
        # llvm.extractvalue: its `position` property is required; no undeclared properties.
        lambda: op_class("llvm.extractvalue").create(operands=values(i32), result_types=[i32]),
        lambda: op_class("llvm.add").create(
            operands=values(i32, i32), result_types=[i32], properties={"bogus": StringAttr("x")}
        ),
        # llvm.getelementptr: a variadic group of dynamic indices between fixed operands.
        lambda: op_class("llvm.getelementptr").create(operands=(), result_types=[i64]),
        # A property of the wrong kind: llvm.extractvalue's position is a dense i64 array.
        lambda: op_class("llvm.extractvalue").create(
            operands=values(i32), result_types=[i32], properties={"position": StringAttr("0")}
        ),
    ],
)
def test_broken_ops_fail_both_with_xdsls_message(build):
    assert assert_same_outcome(build()) is not None


def test_isolation_is_skipped_only_for_a_caller_that_checks_it(ttgir_module):
    func = next(op for op in ttgir_module.walk() if op.name == "tt.func")
    outside = Block(arg_types=[i32]).args[0]
    inner = next(op for op in func.walk() if op.name == "arith.addi" and op.results[0].type == i32)
    original = inner.operands[0]
    inner.operands[0] = outside
    try:
        assert "IsolatedFromAbove" in (assert_same_outcome(func) or "")
        with xdsl_fast_paths.traits_checked_by_caller(IsolatedFromAbove):
            assert outcome(xdsl_fast_paths.verify_op_definition, func) is None
        assert outcome(xdsl_fast_paths.verify_op_definition, func) is not None
    finally:
        inner.operands[0] = original


TYPES = [i1, i32, i64, f32]


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_retyping_of_an_ops_values_is_judged_alike(llvm_module, data):
    """Random ops of the lowered module, rebuilt with random operand and result types (and
    sometimes one value more or fewer): the fast path and xDSL's agree on each."""
    ops = irdl_ops(llvm_module)
    op = data.draw(st.sampled_from([op for op in ops if not op.regions and not op.successors]))
    operand_count = len(op.operands) + data.draw(st.sampled_from([0, 0, 0, 1, -1]))
    result_count = len(op.results) + data.draw(st.sampled_from([0, 0, 0, 1, -1]))
    operand_types = data.draw(st.lists(st.sampled_from(TYPES), min_size=max(operand_count, 0), max_size=max(operand_count, 0)))
    result_types = data.draw(st.lists(st.sampled_from(TYPES), min_size=max(result_count, 0), max_size=max(result_count, 0)))
    copy = type(op).create(
        operands=values(*operand_types),
        result_types=result_types,
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    assert_same_outcome(copy)


# -- building --------------------------------------------------------------------------------


def build_all(op_type: type[Operation], **arguments) -> tuple:
    """The op built from the same arguments by xDSL's irdl_op_init, by build_op and by
    init_operation (the op classes' IRDLOperation.__init__): each an op, or the error it raised."""
    built = []
    for init in (
        xdsl_fast_paths.XDSL_OP_INIT,
        xdsl_fast_paths.build_op,
        lambda op, _, **keywords: xdsl_fast_paths.init_operation(op, **keywords),
    ):
        op = op_type.__new__(op_type)
        try:
            init(op, op_type.get_irdl_definition(), **{**NO_ARGUMENTS, **arguments})
        except ValueError as error:
            built.append(f"{type(error).__name__}: {error}")
            continue
        built.append(op)
    return tuple(built)


NO_ARGUMENTS = {"operands": [], "result_types": [], "properties": {}, "attributes": {}, "successors": [], "regions": []}


def same_op(first: Operation, second: Operation) -> bool:
    """Equal fields, in the same key order, each op linked into its operands' use lists."""
    return (
        list(first.operands) == list(second.operands)
        and [r.type for r in first.results] == [r.type for r in second.results]
        and list(first.properties.items()) == list(second.properties.items())
        and list(first.attributes.items()) == list(second.attributes.items())
        and first.location == second.location
        and not first.regions and not second.regions and not first.successors and not second.successors
        and all(linked(op) for op in (first, second))
    )


def linked(op: Operation) -> bool:
    """Each operand has a use at its index, each result belongs to the op at its index."""
    uses_ok = all(
        any(use.operation is op and use.index == index for use in operand.uses)
        for index, operand in enumerate(op.operands)
    )
    results_ok = all(result.owner is op and result.index == index for index, result in enumerate(op.results))
    return uses_ok and results_ok and op.successor_uses == () and op.parent is None


def test_building_any_op_of_a_real_module_again_gives_the_same_op(llvm_module):
    ops = [op for op in irdl_ops(llvm_module) if not op.regions and not op.successors]
    fast = 0
    for op in ops:
        definition = type(op).get_irdl_definition()
        arguments = dict(
            operands=list(op.operands),
            result_types=[r.type for r in op.results],
            properties={**dict(op.properties), "unset": None} if definition.properties else dict(op.properties),
            attributes=dict(op.attributes),
        )
        simple = xdsl_fast_paths.simple_definition(definition)
        if simple is None or simple.fixed_counts is None:
            continue
        fast += 1
        xdsl_built, *fast_builds = build_all(type(op), **arguments)
        for fast_built in fast_builds:
            assert same_op(xdsl_built, fast_built), op.name
            assert "unset" not in fast_built.properties
    assert fast > 100


def test_building_an_op_with_one_operand_group_again_gives_the_same_op(llvm_module):
    """Definitions with fixed operands around one variadic group (GEP, returns), the group given
    as a list: the flattened fast path builds what xDSL's builder does."""
    built = set()
    for op in irdl_ops(llvm_module):
        simple = xdsl_fast_paths.simple_definition(type(op).get_irdl_definition())
        if op.regions or op.successors or simple is None or simple.one_group is None:
            continue
        index, count, _ = simple.one_group
        operands = list(op.operands)
        group_size = len(operands) - (count - 1)
        grouped = [*operands[:index], operands[index : index + group_size], *operands[index + group_size :]]
        arguments = dict(
            operands=grouped, result_types=[r.type for r in op.results],
            properties=dict(op.properties), attributes=dict(op.attributes),
        )  # fmt: skip
        xdsl_built, *fast_builds = build_all(type(op), **arguments)
        for fast_built in fast_builds:
            assert same_op(xdsl_built, fast_built), op.name
        built.add(op.name)
    assert {"llvm.getelementptr", "llvm.return"} <= built


@pytest.mark.parametrize(
    "arguments",
    [
        {"operands": [values(i32)[0], [values(i32)[0]]], "result_types": [i32]},  # a list for a fixed operand
        {"operands": [values(i32)[0], tuple(values(i32, i32))], "result_types": [i32]},  # a tuple: flattened
        {"operands": [values(i32)[0]], "result_types": [i32]},  # no group given
        {"operands": [values(i32)[0], values(i32)], "result_types": []},
    ],
)
def test_building_a_grouped_op_with_unusual_arguments_is_left_to_xdsl(arguments):
    assert_built_alike("llvm.getelementptr", arguments)


@pytest.mark.parametrize(
    "arguments",
    [
        {"operands": values(i32), "result_types": [i32]},  # one operand short
        {"operands": values(i32, i32, i32), "result_types": [i32]},  # one too many
        {"operands": values(i32, i32), "result_types": []},
        {"operands": [*values(i32), None], "result_types": [i32]},  # None for a required operand
        {"operands": [values(i32), values(i32)], "result_types": [i32]},  # one-value lists: accepted
        {"operands": values(i32, i32), "result_types": [[i32]]},
        {"operands": values(i32, i32), "result_types": [i32], "regions": [[]]},
    ],
)
def test_building_with_unusual_arguments_is_left_to_xdsl(arguments):
    assert_built_alike("llvm.add", arguments)


def assert_built_alike(name: str, arguments: dict) -> None:
    """The fast builders build what xDSL's does, or fail with its error."""
    xdsl_built, *fast_builds = build_all(op_class(name), **arguments)
    for fast_built in fast_builds:
        if isinstance(xdsl_built, str):
            assert fast_built == xdsl_built
        else:
            assert same_op(xdsl_built, fast_built)


def test_missing_properties_and_attributes_get_their_defaults():
    """IRDLOperation.__post_init__'s defaults, for every fixed-shape definition that has some."""
    checked = 0
    op_types = [op for name in registry.dialect_names() for op in registry.dialect(name).operations
                if hasattr(op, "get_irdl_definition")]
    for op_type in op_types:
        definition = op_type.get_irdl_definition()
        simple = xdsl_fast_paths.simple_definition(definition)
        if simple is None or simple.fixed_counts is None:
            continue
        if not (simple.default_properties or simple.default_attributes):
            continue
        for name, _ in simple.default_properties:
            assert not isinstance(definition.properties[name], OptionalDef), "optional: no default"
        for name, _ in simple.default_attributes:
            assert not isinstance(definition.attributes[name], OptionalDef), "optional: no default"
        required = {name for name, d in definition.properties.items() if d.default_value is None
                    and not isinstance(d, OptionalDef)}
        if required:
            continue  # would need values of its own
        operand_count, result_count = simple.fixed_counts
        types = [i32] * max(operand_count, 1)
        arguments = {"operands": values(*types)[:operand_count], "result_types": [i32] * result_count}
        xdsl_built, *fast_builds = build_all(op_type, **arguments)
        for fast_built in fast_builds:
            assert same_op(xdsl_built, fast_built), op_type.name
            assert dict(simple.default_properties).items() <= fast_built.properties.items()
        checked += 1
    assert checked > 0


def test_ops_take_the_fast_builder():
    assert operations.irdl_op_init is xdsl_fast_paths.build_op
    assert operations.IRDLOperation.__init__ is xdsl_fast_paths.init_operation
    add = op_class("llvm.add")(*values(i32, i32))
    assert add.results[0].type == i32 and len(add.operands) == 2


# -- reading ---------------------------------------------------------------------------------


def test_reading_a_named_operand_or_result_gives_xdsls_value(ttgir_module, llvm_module):
    read = specialized = 0
    for op in irdl_ops(ttgir_module) + irdl_ops(llvm_module):
        for name, accessor in vars(type(op)).items():
            if isinstance(accessor, operations.BeforeVariadicSingleAccessor):
                assert getattr(op, name) is xdsl_fast_paths.XDSL_SINGLE_ACCESS(accessor, op, type(op))
                read += 1
                specialized += type(accessor) is not operations.BeforeVariadicSingleAccessor
    assert read > 500
    # ttopt's ops get the operand and result classes (xDSL's own ops, defined before the
    # fast paths are installed, keep xDSL's class and read_single)
    assert specialized > 500


def test_the_operand_and_result_accessors_are_made_as_their_own_classes():
    operand = operations.BeforeVariadicSingleAccessor(operations.VarIRConstruct.OPERAND, 1)
    result = operations.BeforeVariadicSingleAccessor(construct=operations.VarIRConstruct.RESULT, idx=0)
    region = operations.BeforeVariadicSingleAccessor(operations.VarIRConstruct.REGION, 0)
    assert type(operand).__name__ == "_OperandAccessor" and operand.idx == 1
    assert type(result).__name__ == "_ResultAccessor" and result.idx == 0
    assert type(region) is operations.BeforeVariadicSingleAccessor


def test_named_regions_are_read_by_xdsl(ttgir_module):
    function = next(op for op in ttgir_module.walk() if op.name == "tt.func")
    assert function.body is function.regions[0]


def test_ir_objects_compare_by_identity_in_c(llvm_module):
    """Ops, blocks, regions, values and uses are equal only to themselves, hash alike when
    they are the same object, and use object's slots (no Python-level __eq__/__hash__)."""
    from xdsl.ir import Region, SSAValue, Use

    op = next(iter(llvm_module.walk()))
    block = llvm_module.body.block
    value = next(o for o in llvm_module.walk() if o.results).results[0]
    use = next(o for o in llvm_module.walk() if o.operands).operands[0].first_use
    for cls in (Operation, type(op), Block, Region, SSAValue, type(value), Use):
        assert cls.__hash__ is object.__hash__ and cls.__eq__ is object.__eq__, cls
    others = [op, block, llvm_module.body, value, use]
    for index, item in enumerate(others):
        assert item == item and hash(item) == hash(item)
        assert all(item != other for other in others[index + 1 :])
    assert len({*others, *others}) == len(others)


def _chain(block: Block, *, backwards: bool = False) -> list[Operation]:
    """The block's ops by its link fields, as xDSL's own iterator objects follow them."""
    ops, op = [], block.last_op if backwards else block.first_op
    while op is not None:
        ops.append(op)
        op = op.prev_op if backwards else op.next_op
    return ops


def test_block_ops_iterate_as_the_links_say(llvm_module):
    """iter and reversed of every block's ops give its linked ops; a block's ops are a
    generator over the fields, not xDSL's iterator objects."""
    blocks = [block for op in llvm_module.walk() for region in op.regions for block in region.blocks]
    assert sum(len(_chain(block)) for block in blocks) > 200
    for block in blocks:
        assert list(block.ops) == _chain(block)
        assert list(reversed(block.ops)) == _chain(block, backwards=True)
        assert len(block.ops) == len(_chain(block))
    assert type(iter(blocks[0].ops)).__name__ == "generator"


def test_erasing_the_op_just_produced_keeps_the_iteration_going():
    """The successor is read when an op is produced (as xDSL's _BlockOpsIterator does), so a
    walk may erase the op it is looking at, forwards and backwards."""
    from xdsl.dialects.test import TestOp

    for backwards in (False, True):
        block = Block([TestOp() for _ in range(5)])
        ops = _chain(block)
        seen = []
        for op in reversed(block.ops) if backwards else block.ops:
            seen.append(op)
            if ops.index(op) % 2 == 0:
                op.detach()
        assert seen == (ops[::-1] if backwards else ops)
        assert _chain(block) == [ops[1], ops[3]]


def test_walks_give_xdsls_order(ttgir_module, llvm_module):
    """Pre-order walks of ops, blocks and regions visit what xDSL's walks visit, in its order;
    the other orders are xDSL's own."""
    for module in (ttgir_module, llvm_module):
        expected = list(xdsl_fast_paths.XDSL_OPERATION_WALK(module))
        assert len(expected) > 50 and list(module.walk()) == expected
        for op in expected:
            for region in op.regions:
                assert list(region.walk()) == list(xdsl_fast_paths.XDSL_REGION_WALK(region))
                for block in region.blocks:
                    assert list(block.walk()) == list(xdsl_fast_paths.XDSL_BLOCK_WALK(block))
        for reverse, region_first in ((True, False), (False, True), (True, True)):
            assert list(module.walk(reverse=reverse, region_first=region_first)) == list(
                xdsl_fast_paths.XDSL_OPERATION_WALK(module, reverse=reverse, region_first=region_first)
            )
    assert type(ttgir_module.walk()).__name__ == "generator"


def test_a_walk_may_erase_the_op_it_is_given():
    """As xDSL's: a block's next op is read before the op is produced, so erasing that op (with
    what it holds) goes on with the op after it; ops nested in a kept op are still walked."""
    from xdsl.dialects.test import TestOp
    from xdsl.ir import Region

    def nest() -> tuple[TestOp, list[TestOp]]:
        inner = [TestOp() for _ in range(3)]
        holder = TestOp(regions=[Region(Block(inner))])
        outer = [TestOp(), holder, TestOp()]
        return TestOp(regions=[Region(Block(outer))]), outer + inner

    for walk in (xdsl_fast_paths.XDSL_OPERATION_WALK, Operation.walk):
        root, ops = nest()
        seen = []
        for op in walk(root):
            seen.append(op)
            if op is ops[0] or op is ops[4]:
                op.detach()
                op.erase()
        assert seen == [root, ops[0], ops[1], ops[3], ops[4], ops[5], ops[2]], walk


def test_an_empty_block_has_no_ops():
    block = Block()
    assert list(block.ops) == [] and list(reversed(block.ops)) == [] and len(block.ops) == 0


# -- constraint variables ------------------------------------------------------------------------


@irdl_op_definition
class _SameIntegers(IRDLOperation):
    name = "test.same_integers"
    T: ClassVar = VarConstraint("T", BaseAttr(IntegerType))
    lhs = operand_def(T)
    rhs = operand_def(T)


@irdl_op_definition
class _SameFloats(IRDLOperation):
    name = "test.same_floats"
    T: ClassVar = VarConstraint("T", BaseAttr(Float32Type))
    lhs = operand_def(T)
    rhs = operand_def(T)


def test_a_check_leaves_no_constraint_variable_bound_for_the_next():
    """SimpleDefinition.check reuses its VerificationContexts. A variable left bound (T = i32 by
    the first op) would let the second op's i32 operands skip their Float32Type check: a bound
    variable only compares the next value with it. Checked through `check` itself, not
    verify_op_definition, whose fallback to xDSL would hide it."""
    integers = xdsl_fast_paths.simple_definition(_SameIntegers.get_irdl_definition())
    floats = xdsl_fast_paths.simple_definition(_SameFloats.get_irdl_definition())
    integers.check(_SameIntegers.create(operands=values(i32, i32)))
    with pytest.raises(VerifyException):
        floats.check(_SameFloats.create(operands=values(i32, i32)))
    with pytest.raises(VerifyException):  # a failed check gives its context back unbound too
        integers.check(_SameIntegers.create(operands=values(i32, i64)))
    floats.check(_SameFloats.create(operands=values(f32, f32)))


# -- attaching -----------------------------------------------------------------------------------


def attach_outcomes(block_of, op_of) -> list[str | None]:
    """What xDSL's Block._attach_op and attach_op each do with a fresh (block, op) pair: the
    error's text, or whether the op then belongs to the block."""
    outcomes = []
    for attach in (xdsl_fast_paths.XDSL_ATTACH_OP, xdsl_fast_paths.attach_op):
        op = op_of()
        block = block_of(op)
        try:
            attach(block, op)
            outcomes.append(f"attached: {op.parent is block}")
        except ValueError as error:
            outcomes.append(str(error))
    return outcomes


def _function(name: str):
    """A tt.func, still in the module it was parsed in."""
    module = parse_buffer(registry.make_context(), f"tt.func @{name}() {{\n  tt.return\n}}", "f.mlir")
    return module.body.block.first_op


def test_attaching_agrees_with_xdsl():
    def add():
        return op_class("llvm.add")(*values(i32, i32))

    assert attach_outcomes(lambda op: Block(), add) == ["attached: True"] * 2
    attached = attach_outcomes(lambda op: Block(), lambda: _function("f"))  # already in a module
    assert attached[0] == attached[1] and attached[0].startswith("Can't add to a block an operation already")


def test_an_op_is_not_attached_inside_itself():
    def function_alone():
        function = _function("h")
        function.detach()
        return function

    inside = attach_outcomes(lambda op: op.regions[0].blocks[0], function_alone)
    assert inside[0] == inside[1] == "Can't add an operation to a block contained in the operation."
    assert attach_outcomes(lambda op: Block(), function_alone) == ["attached: True"] * 2
    assert core.Block._attach_op is xdsl_fast_paths.attach_op


# Setting one operand of an op whose operands are drawn from a few values (repeats included).
OPERAND_SETTINGS = st.integers(1, 5).flatmap(
    lambda count: st.tuples(
        st.lists(st.integers(0, 3), min_size=count, max_size=count),
        st.integers(0, count - 1),
        st.integers(0, 3),
    )
)


def operand_setting_outcome(set_operand, choice, index, replacement) -> list:
    """The op's operands and every value's users (in use-list order) after one setting."""
    pool = values(i32, i32, i32, i32)
    op = op_class("llvm.return").create(operands=[pool[i] for i in choice], result_types=[])
    set_operand(op.operands, index, pool[replacement])
    owners = [[(use.operation is op, use.index) for use in value.uses] for value in pool]
    return [type(op._operands).__name__, [pool.index(operand) for operand in op._operands], owners]


@settings(max_examples=200, deadline=None)
@given(OPERAND_SETTINGS)
def test_setting_an_operand_agrees_with_xdsl(setting):
    choice, index, replacement = setting
    assert operand_setting_outcome(xdsl_fast_paths.set_operand, choice, index, replacement) == (
        operand_setting_outcome(xdsl_fast_paths.XDSL_SET_OPERAND, choice, index, replacement)
    )
    assert core.OpOperands.__setitem__ is xdsl_fast_paths.set_operand


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 4),
    st.one_of(
        st.integers(-6, 6),
        st.booleans(),
        st.builds(
            slice, st.none() | st.integers(-6, 6), st.none() | st.integers(-6, 6), st.sampled_from([None, 2, -1])
        ),
    ),
)
def test_indexing_a_value_tuple_agrees_with_xdsl(length, index):
    values = SSAValues(values_of_length(length))

    def outcome(getitem):
        try:
            result = getitem(values, index)
        except IndexError as error:
            return "IndexError", str(error)
        return type(result), tuple(result) if isinstance(result, tuple) else result

    assert outcome(xdsl_fast_paths.ssa_values_item) == outcome(xdsl_fast_paths.XDSL_SSA_VALUES_GETITEM)
    assert SSAValues.__getitem__ is xdsl_fast_paths.ssa_values_item


def values_of_length(length: int) -> tuple:
    block = Block(arg_types=[i32] * length)
    return tuple(block.args)
