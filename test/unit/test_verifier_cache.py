"""The verifier skips an op's own checks only while nothing they read has changed: every kind
of change a pass makes to an op without regions (an operand, an operand's or a result's type
set in place as MLIR's setType does, an attribute, a property, a move to another parent, the
attributes of the module or a function that a check read) makes the next verification check it
again and report what the change broke, while attributes no check read (what the allocation
passes add to the module) leave the cached checks standing; and trait queries cached per op
class answer as xDSL's own."""

import pytest
from xdsl.dialects.builtin import IntegerAttr, IntegerType, StringAttr, UnregisteredOp, i32, i64
from xdsl.traits import ConstantLike, IsTerminator, Pure

from ttopt import registry
from ttopt.dialects.arith import ConstantOp
from ttopt.ir import verifier
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.traits import has_trait, trait_test, traits_of_type
from ttopt.ir.verifier import verify
from ttopt.transforms.tritongpu.utility import set_type

SOURCE = """
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32, %b: i64) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.muli %0, %a : i32
    %true = arith.constant true
    scf.if %true {
      %2 = arith.subi %a, %a : i32
    }
    tt.return %1 : i32
  }
}
"""


def _module():
    module = parse_buffer(registry.make_context(), SOURCE, "cache.mlir")
    verify(module)
    return module


def _ops(module, name):
    return [op for op in module.walk() if op.name == name]


def _checked_ops(module, monkeypatch) -> list[str]:
    """The names of the ops whose own invariants the next verify() checks."""
    checked = []
    original = verifier._verify_own_invariants

    def spy(op):
        checked.append(op.name)
        original(op)

    monkeypatch.setattr(verifier, "_verify_own_invariants", spy)
    verify(module)
    return checked


def test_unchanged_ops_are_not_checked_again(monkeypatch):
    module = _module()
    assert _checked_ops(module, monkeypatch) == []


def test_a_changed_operand_is_checked(monkeypatch):
    module = _module()
    (addi,) = _ops(module, "arith.addi")
    b = _ops(module, "tt.func")[0].body.blocks[0].args[1]
    addi.operands = [addi.operands[0], b]  # an i64 operand on an i32 add
    with pytest.raises(DiagnosticError, match="arith.addi"):
        verify(module)


def test_a_value_retyped_in_place_is_checked_where_it_is_defined_and_used(monkeypatch):
    module = _module()
    (addi,) = _ops(module, "arith.addi")
    b = _ops(module, "tt.func")[0].body.blocks[0].args[1]
    set_type(addi.results[0], i64)  # an i64 result of an i32 add: addi's operands are as they were
    with pytest.raises(DiagnosticError, match="arith.addi"):
        verify(module)
    addi.operands = [b, b]  # addi is an i64 add now; muli's operand tuple is the same objects
    with pytest.raises(DiagnosticError, match="arith.muli"):
        verify(module)


def test_a_value_retyped_to_an_equal_type_is_checked_only_where_it_is_used(monkeypatch):
    # The checks read types by value: the op defining it passes alike and is not checked again
    # (result types compare by equality); its user is (operand types compare by identity).
    module = _module()
    (addi,) = _ops(module, "arith.addi")
    equal = IntegerType(32)
    assert equal is not i32 and equal == i32
    set_type(addi.results[0], equal)
    assert _checked_ops(module, monkeypatch) == ["arith.muli"]


def test_a_changed_attribute_or_property_is_checked(monkeypatch):
    module = _module()
    (constant,) = _ops(module, "arith.constant")
    constant.properties["value"] = IntegerAttr(7, i32)  # an i32 value for an i1 result
    with pytest.raises(DiagnosticError, match="arith.constant"):
        verify(module)
    constant.properties["value"] = IntegerAttr(1, 1)
    verify(module)
    constant.attributes["tag"] = StringAttr("x")
    assert _checked_ops(module, monkeypatch) == ["arith.constant"]


def test_a_moved_op_is_checked(monkeypatch):
    module = _module()
    (subi,) = _ops(module, "arith.subi")
    (muli,) = _ops(module, "arith.muli")
    subi.detach()
    muli.parent.insert_op_after(subi, muli)
    assert _checked_ops(module, monkeypatch) == ["arith.subi"]


def test_new_ops_are_checked(monkeypatch):
    module = _module()
    (muli,) = _ops(module, "arith.muli")
    muli.parent.insert_op_before(ConstantOp(IntegerAttr(3, i32), i32), muli)
    assert _checked_ops(module, monkeypatch) == ["arith.constant"]


LAYOUTS = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @f(%a: i32) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = arith.addi %a, %a : i32
    tt.return
  }
}
"""


def _layouts_module():
    module = parse_buffer(registry.make_context(), LAYOUTS, "layouts.mlir")
    verify(module)
    return module


def test_a_module_attribute_a_check_read_is_checked_again():
    """The layout fit 4 warps; the module now says 8, which make_range's layout check reads."""
    module = _layouts_module()
    module.attributes["ttg.num-warps"] = IntegerAttr(8, i32)
    with pytest.raises(DiagnosticError, match="Layout has 4 warps per CTA, but the context requires 8"):
        verify(module)


def test_a_function_attribute_a_check_read_is_checked_again():
    """A `tt.func`'s own `ttg.num-warps` (a warp-specialized partition's) wins over the module's."""
    module = _layouts_module()
    (function,) = _ops(module, "tt.func")
    function.attributes["ttg.num-warps"] = IntegerAttr(2, i32)
    with pytest.raises(DiagnosticError, match="the context requires 2 warps"):
        verify(module)


def test_what_checks_cached_from_earlier_walks_read_still_counts():
    """make_range's check stays cached while only addi is checked again: the num-warps it read
    in the first walk still counts."""
    module = _layouts_module()
    (addi,) = _ops(module, "arith.addi")
    addi.attributes["tag"] = StringAttr("x")
    verify(module)
    module.attributes["ttg.num-warps"] = IntegerAttr(8, i32)
    with pytest.raises(DiagnosticError, match="the context requires 8 warps"):
        verify(module)


def test_what_checks_read_before_a_failed_check_still_counts():
    """make_range's check passes and stays cached, addi's fails; the num-warps make_range read
    is noted all the same."""
    module = parse_buffer(registry.make_context(), LAYOUTS, "layouts.mlir")
    (addi,) = _ops(module, "arith.addi")
    set_type(addi.results[0], i64)
    with pytest.raises(DiagnosticError, match="arith.addi"):
        verify(module)
    set_type(addi.results[0], i32)
    module.attributes["ttg.num-warps"] = IntegerAttr(8, i32)
    with pytest.raises(DiagnosticError, match="the context requires 8 warps"):
        verify(module)


def test_attributes_no_check_read_leave_the_cached_checks(monkeypatch):
    """What the allocation passes add to the module (`ttg.shared`, ...) no op's check reads."""
    module = _layouts_module()
    module.attributes["ttg.shared"] = IntegerAttr(1024, i32)
    module.attributes["ttg.num-ctas"] = IntegerAttr(1, i32)  # read, but the same value
    (function,) = _ops(module, "tt.func")
    function.attributes["noinline"] = IntegerAttr(0, i32)
    assert _checked_ops(module, monkeypatch) == []


def test_a_check_that_reads_all_attributes_sees_any_change(monkeypatch):
    module = _layouts_module()
    (addi,) = _ops(module, "arith.addi")
    original = type(addi).verify_

    def reads_them_all(op):
        list(op.parent_op().parent_op().attributes.items())
        original(op)

    monkeypatch.setattr(type(addi), "verify_", reads_them_all)
    addi.attributes["tag"] = StringAttr("x")  # so that it is checked (and reads) once
    verify(module)
    module.attributes["ttg.shared"] = IntegerAttr(1024, i32)
    assert "arith.addi" in _checked_ops(module, monkeypatch)


def test_attributes_written_during_verification_stay():
    module = _layouts_module()
    (addi,) = _ops(module, "arith.addi")
    addi.attributes["tag"] = StringAttr("x")
    writes = {}

    def write(op):
        op.parent_op().parent_op().attributes["written"] = StringAttr("y")
        writes["done"] = True

    type_ = type(addi)
    original = type_.verify_
    try:
        type_.verify_ = lambda op: (write(op), original(op))
        verify(module)
    finally:
        type_.verify_ = original
    assert writes and module.attributes["written"] == StringAttr("y")
    assert type(module.attributes) is dict


def test_an_unchanged_op_using_an_erased_value_is_reported():
    module = _module()
    (addi,) = _ops(module, "arith.addi")
    (muli,) = _ops(module, "arith.muli")  # unchanged itself, but its first operand goes away
    addi.detach()
    with pytest.raises(DiagnosticError, match="'arith.muli' op operand #0 does not dominate this use"):
        verify(module)


CFG_SOURCE = """
module {
  tt.func @f(%a: i32, %c: i1) -> i32 {
    %x = arith.addi %a, %a : i32
    cf.cond_br %c, ^b1, ^b2
  ^b1:
    %y = arith.muli %x, %x : i32
    tt.return %y : i32
  ^b2:
    %z = arith.subi %x, %a : i32
    tt.return %z : i32
  }
}
"""


def test_values_of_other_blocks_of_a_function_are_inside_it_and_a_moved_definition_is_not():
    """The isolation check notes each defining block it found inside the function: a value used
    in several blocks passes, and once its definition moves out to the module, the first use
    in the check's order is reported (on every verification: the note lasts one check)."""
    module = parse_buffer(registry.make_context(), CFG_SOURCE, "cfg.mlir")
    verify(module)
    (addi,) = _ops(module, "arith.addi")
    addi.detach()
    module.body.block.insert_op_before(addi, module.body.block.first_op)
    for _ in range(2):
        with pytest.raises(DiagnosticError, match="'arith.muli' op using value defined outside the region"):
            verify(module)


def test_symbol_uses_are_checked_after_the_whole_tree():
    call = "%9 = tt.call @g(%1) : (i32) -> i32\n    tt.return %9"  # @g is not defined
    module = parse_buffer(registry.make_context(), SOURCE.replace("tt.return %1", call), "call.mlir")
    with pytest.raises(DiagnosticError, match="'tt.call' op"):
        verify(module)


def test_trait_queries_answer_as_xdsl():
    module = _module()
    for op in module.walk():
        for trait in (IsTerminator, ConstantLike, Pure):
            assert has_trait(op, trait) == op.has_trait(trait)
            assert has_trait(op, trait, value_if_unregistered=False) == op.has_trait(trait, value_if_unregistered=False)
        assert list(traits_of_type(op, Pure)) == op.get_traits_of_type(Pure)
    unregistered = parse_buffer(registry.make_context(allow_unregistered=True), '"my.op"() : () -> ()', "u.mlir")
    (op,) = [o for o in unregistered.walk() if isinstance(o, UnregisteredOp)]
    assert has_trait(op, Pure) and not has_trait(op, Pure, value_if_unregistered=False)


def test_one_trait_tests_answer_as_xdsl():
    tests = {
        (trait, flag): trait_test(trait, value_if_unregistered=flag)
        for trait in (IsTerminator, ConstantLike, Pure)
        for flag in (True, False)
    }
    unregistered = parse_buffer(registry.make_context(allow_unregistered=True), '"my.op"() : () -> ()', "u.mlir")
    ops = list(_module().walk()) + list(unregistered.walk())
    assert any(isinstance(op, UnregisteredOp) for op in ops)
    for _ in range(2):  # the second round reads the tests' tables
        for op in ops:
            for (trait, flag), test in tests.items():
                assert test(op) == op.has_trait(trait, value_if_unregistered=flag)
