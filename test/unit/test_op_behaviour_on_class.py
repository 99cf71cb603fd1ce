"""Op behaviour is declared on the op classes.

- The ops of arith, math, cf, scf, ub and gpu define their folder (`fold`) and their
  canonicalization patterns (`canonicalization_patterns`) in their class bodies, the
  patterns as a tuple of pattern instances.
- `is_elementwise` answers from traits (tt's Elementwise, ElementwiseMappable on arith and
  math ops) what it answered when it special-cased the arith and math dialects by name.
"""

from __future__ import annotations

import inspect

import pytest
from xdsl.pattern_rewriter import RewritePattern

from ttopt import registry
from ttopt.transforms.triton.utility import is_elementwise

CORE_DIALECTS = ("arith", "math", "cf", "scf", "ub", "gpu")
CORE_OPS = [op for name in CORE_DIALECTS for op in registry.dialect(name).operations]

# The ops outside arith and math that are Elementwise (tt's ODS trait).
TT_ELEMENTWISE = {
    "tt.addptr", "tt.bitcast", "tt.clampf", "tt.elementwise_inline_asm", "tt.extern_elementwise",
    "tt.fp_to_fp", "tt.int_to_ptr", "tt.mulhiui", "tt.precise_divf", "tt.precise_sqrt", "tt.ptr_to_int",
}  # fmt: skip


def _defining_class_name(op_class: type, member_name: str) -> str | None:
    """The class whose body defines `member_name` for `op_class` (None when it has none)."""
    member = inspect.getattr_static(op_class, member_name, None)
    if member is None:
        return None
    function = getattr(member, "__func__", member)
    owner, _, name = function.__qualname__.rpartition(".")
    assert name == member_name, f"{op_class.name}.{member_name} is {function.__qualname__}, set from outside the class"
    return owner


@pytest.mark.parametrize("op_class", CORE_OPS, ids=lambda op: op.name)
def test_folder_and_patterns_are_defined_in_a_class_body(op_class):
    bases = {cls.__name__ for cls in op_class.__mro__}
    for member_name in ("fold", "canonicalization_patterns"):
        owner = _defining_class_name(op_class, member_name)
        assert owner is None or owner in bases, f"{op_class.name}.{member_name} comes from {owner}"


@pytest.mark.parametrize("op_class", [op for op in CORE_OPS if hasattr(op, "canonicalization_patterns")],
                         ids=lambda op: op.name)  # fmt: skip
def test_canonicalization_patterns_are_a_tuple_of_instances(op_class):
    patterns = op_class.canonicalization_patterns()
    assert isinstance(patterns, tuple) and patterns
    assert all(isinstance(pattern, RewritePattern) for pattern in patterns)


def _was_elementwise(op_name: str) -> bool:
    """The old rule: every arith op but arith.constant, every math op, tt's Elementwise ops."""
    dialect = op_name.split(".")[0]
    return (dialect in ("arith", "math") and op_name != "arith.constant") or op_name in TT_ELEMENTWISE


def test_is_elementwise_answers_as_before_on_every_registered_op():
    checked = 0
    for dialect_name in registry.dialect_names():
        for op_class in registry.dialect(dialect_name).operations:
            assert is_elementwise(op_class.create()) == _was_elementwise(op_class.name), op_class.name
            checked += 1
    assert checked > 300
