"""ttopt.ir.op_definition: op classes whose IRDL definition is built on first use are defined
exactly as xDSL's decorator defines them at declaration, answer their traits before that, and
are not defined by a run that does not use them."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from declared_classes import IMPORT_EVERY_DIALECT
from xdsl.dialects.builtin import IntegerType, i32
from xdsl.irdl import IRDLOperation, operand_def, result_def, traits_def
from xdsl.traits import Commutative, Pure
from xdsl.utils.exceptions import PyRDLOpDefinitionError

from ttopt.ir.op_definition import irdl_op_definition, is_defined

# Every op class of ttopt's dialects, summarised from its definition; run once with the
# decorator of ttopt.ir.op_definition and once with xDSL's in its place.
SET_UP = """
import json, sys
import ttopt.ir.op_definition as op_definition
if sys.argv[1] == "xdsl":
    op_definition.irdl_op_definition = op_definition.define_with_xdsl
"""
SUMMARY = SET_UP + IMPORT_EVERY_DIALECT + textwrap.dedent(
    """
    from xdsl.irdl import IRDLOperation

    classes = sorted(
        {c for c in subclasses(IRDLOperation) if c.__module__.startswith("ttopt.dialects") and "name" in c.__dict__},
        key=lambda c: (c.__module__, c.__qualname__),
    )
    summary = {}
    for cls in classes:
        traits_before = sorted(text(t) for t in cls.traits)
        traits_object = cls.traits
        definition = cls.get_irdl_definition()
        summary[f"{cls.__module__}.{cls.__qualname__}"] = {
            "traits before use": traits_before,
            "same traits object": cls.traits is traits_object is definition.traits,
            "definition": text((definition.name, definition.operands, definition.results, definition.properties,
                                definition.attributes, definition.regions, definition.successors, definition.options,
                                definition.accessor_names)),
            "traits": sorted(text(t) for t in definition.traits),
            "class attributes": sorted((k, type(v).__name__) for k, v in cls.__dict__.items() if k != "traits"),
        }
    print(json.dumps(summary))
    """
)


def summarise(decorator: str) -> dict:
    result = subprocess.run([sys.executable, "-c", SUMMARY, decorator], capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def test_every_op_class_is_defined_as_xdsls_decorator_defines_it():
    lazy, eager = summarise("ttopt"), summarise("xdsl")
    assert lazy.keys() == eager.keys() and len(lazy) > 350
    for name, found in lazy.items():
        expected = eager[name]
        assert found["definition"] == expected["definition"], name
        assert found["traits"] == expected["traits"], name
        assert found["class attributes"] == expected["class attributes"], name
        # What a class answered before it was used is what it answers afterwards, one object.
        assert found["traits before use"] == expected["traits"], name
        assert found["same traits object"], name


def test_a_run_defines_only_the_op_classes_it_uses(tmp_path):
    source = tmp_path / "add.mlir"
    source.write_text(
        "tt.func @add(%a: i32, %b: i32) -> i32 {\n"
        "  %c0 = arith.constant 0 : i32\n"
        "  %s = arith.addi %a, %c0 : i32\n"
        "  tt.return %s : i32\n"
        "}\n"
    )
    script = textwrap.dedent(
        f"""
        import sys
        sys.argv = ["ttopt", {str(source)!r}, "-canonicalize"]
        from ttopt.entry import main
        assert main() == 0
        from ttopt.dialects import arith, tt
        from ttopt.ir.op_definition import is_defined
        print(is_defined(arith.AddIOp), is_defined(tt.ReturnOp), is_defined(arith.MaxNumFOp), is_defined(tt.DotOp))
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines()[-1] == "True True False False"


class _Binary(IRDLOperation):
    traits = traits_def(Pure())
    lhs = operand_def(IntegerType)
    rhs = operand_def(IntegerType)
    result = result_def(IntegerType)


@irdl_op_definition
class _AddOp(_Binary):
    name = "test.lazy_add"
    traits = traits_def(Commutative())


_AddOp.EXTRA = "set after the decorator"


def test_a_class_answers_its_merged_traits_before_use_and_is_defined_by_create():
    assert not is_defined(_AddOp)
    assert _AddOp.has_trait(Pure) and _AddOp.has_trait(Commutative)
    traits = _AddOp.traits
    left, right = _dummy_values()
    op = _AddOp.create(operands=[left, right], result_types=[i32])
    assert is_defined(_AddOp)
    assert op.lhs is left and op.rhs is right and op.result.type == i32
    assert _AddOp.traits is traits and _AddOp.get_irdl_definition().traits is traits
    assert _AddOp.EXTRA == "set after the decorator"
    assert [name for name, _ in _AddOp.get_irdl_definition().operands] == ["lhs", "rhs"]
    op.verify()


def _dummy_values():
    from xdsl.ir import Block

    block = Block(arg_types=[i32, i32])
    return block.args


def test_an_op_class_derived_from_a_defined_one_is_refused_as_xdsl_refuses_it():
    """xDSL's decorator rejects a subclass of an op class it defined (the base's fields are
    accessors by then); the base's deferred definition is built first, so the same happens."""

    @irdl_op_definition
    class Base(IRDLOperation):
        name = "test.lazy_base"
        value = operand_def(IntegerType)

    assert not is_defined(Base)
    with pytest.raises(PyRDLOpDefinitionError, match="Derived.value is neither"):

        @irdl_op_definition
        class Derived(Base):
            name = "test.lazy_derived"

    assert is_defined(Base)
