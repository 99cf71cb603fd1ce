"""folding.fold_with_operand_constants answers an op of a class without any folder (its own,
a builtin one, or a trait's) at once, and every other op exactly as fold_operation on its
operands' constants: on every op of a real lowered module and of a TTGIR module, the two agree,
and a class without folders is never asked about its operands' producers."""

from __future__ import annotations

from pathlib import Path

from ptx_pipeline import run_passes

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite import folding

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages" / "sm80"


def _modules():
    ttgir = parse_buffer(registry.make_context(), (STAGES / "matmul.before-convert-to-llvm.mlir").read_text(), "m")
    lowered = run_passes((STAGES / "softmax.before-convert-to-llvm.mlir").read_text(), 80)
    return ttgir, lowered


def _old_way(op):
    """What the greedy driver computed before: every operand's constant, then fold_operation."""
    return folding.fold_operation(op, [folding.value_constant(operand) for operand in op.operands])


def test_it_agrees_with_folding_on_the_operand_constants():
    ops = [op for module in _modules() for op in module.walk() if not op.regions]
    classes = {type(op): folding._may_fold(type(op)) for op in ops}
    assert True in classes.values() and False in classes.values(), "both kinds are exercised"
    # Folding may update an op in place, so each op is folded by a clone of itself, twice.
    for op in ops:
        assert _shape(folding.fold_with_operand_constants(op.clone())) == _shape(_old_way(op.clone())), op.name


def _shape(results):
    """A fold's outcome, comparable across clones: None, in place, or per result whether it is
    an attribute (with its value) or a value (with its type)."""
    if results is None:
        return None
    return [("attribute", item) if not hasattr(item, "owner") else ("value", item.type) for item in results]


def test_a_class_without_folders_is_not_asked_about_its_operands(monkeypatch):
    ttgir, lowered = _modules()
    ops = [op for module in (ttgir, lowered) for op in module.walk() if op.operands and not op.regions]
    without = [op for op in ops if not folding._may_fold(type(op))]
    assert len(without) > 20
    asked = []
    monkeypatch.setattr(folding, "value_constant", lambda value: asked.append(value))
    for op in without:
        assert folding.fold_with_operand_constants(op) is None
    assert asked == []
    folding.fold_with_operand_constants(next(op for op in ops if folding._may_fold(type(op))))
    assert asked, "a class with a folder gets its operands' constants"


def test_a_class_with_only_a_trait_folder_still_folds():
    """llvm.add has no folder of its own, only Commutative's, which moves a constant operand
    last (in place)."""
    text = """
    llvm.func @f(%x: i32) -> i32 {
      %c = llvm.mlir.constant(3 : i32) : i32
      %0 = llvm.add %c, %x : i32
      llvm.return %0 : i32
    }
    """
    module = parse_buffer(registry.make_context(), text, "add.mlir")
    add = next(op for op in module.walk() if op.name == "llvm.add")
    constant, x = add.operands
    assert folding.fold_with_operand_constants(add) == []
    assert list(add.operands) == [x, constant]
