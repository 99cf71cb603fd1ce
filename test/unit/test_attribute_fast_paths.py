"""The fast paths of making an attribute (ttopt.ir.xdsl_fast_paths: ParametrizedAttribute's
__init__ and _verify, Attribute's __post_init__) agree with xDSL's: the same attribute from the
same parameters, the same error (type and text) from broken ones, the methods of a class that
overrides one still run, and no constraint variable is left bound for the next attribute."""

from __future__ import annotations

from pathlib import Path

import pytest
from ptx_pipeline import run_passes
from xdsl.dialects.builtin import (
    ArrayAttr,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    IntegerType,
    NoneAttr,
    StringAttr,
    UnitAttr,
    UnknownLoc,
    i32,
    i64,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute, core
from xdsl.irdl import BaseAttr, VarConstraint, irdl_attr_definition, param_def
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.ir import xdsl_fast_paths
from ttopt.ir.parser import parse_buffer

STAGES = Path(__file__).resolve().parents[1] / "Inputs" / "corpus" / "stages" / "sm80"


def attributes_in(module: core.Operation) -> set[ParametrizedAttribute]:
    """Every parametrized attribute of the module: types, properties, attributes, locations
    and their parameters, recursively."""
    found: set[ParametrizedAttribute] = set()
    pending: list[Attribute] = []
    for op in module.walk():
        pending += [*op.attributes.values(), *op.properties.values(), op.location]
        pending += [value.type for value in (*op.results, *op.operands)]
        pending += [argument.type for region in op.regions for block in region.blocks for argument in block.args]
    while pending:
        attribute = pending.pop()
        if isinstance(attribute, ParametrizedAttribute) and attribute not in found:
            found.add(attribute)
            pending += attribute.parameters
        elif isinstance(getattr(attribute, "data", None), tuple):  # ArrayAttr and the like
            pending += [item for item in attribute.data if isinstance(item, Attribute)]
    return found


@pytest.fixture(scope="module")
def real_attributes() -> list[ParametrizedAttribute]:
    ttgir = parse_buffer(
        registry.make_context(), (STAGES / "matmul.before-convert-to-llvm.mlir").read_text(), "matmul.mlir"
    )
    llvm = run_passes((STAGES / "softmax.before-convert-to-llvm.mlir").read_text(), 80)
    located = parse_buffer(registry.make_context(), (STAGES / "matmul.before-coalesce.mlir").read_text(), "m.mlir")
    found = attributes_in(ttgir) | attributes_in(llvm) | attributes_in(located)
    assert len({type(attribute) for attribute in found}) > 25
    return sorted(found, key=str)


def made(init, cls: type, parameters) -> Attribute | str:
    """The attribute `init` makes of the parameters, or the error it raises (type and text)."""
    attribute = cls.__new__(cls)
    try:
        init(attribute, *parameters)
    except (VerifyException, ValueError, TypeError) as error:
        return f"{type(error).__name__}: {error}"
    return attribute


def both_ways(cls: type, parameters) -> Attribute | str:
    fast = made(xdsl_fast_paths.init_parametrized_attribute, cls, parameters)
    with xdsls_attribute_methods():
        xdsl = made(xdsl_fast_paths.XDSL_PARAMETRIZED_INIT, cls, parameters)
    assert fast == xdsl
    return fast


class xdsls_attribute_methods:
    """xDSL's own _verify and __post_init__ in place while it is entered."""

    def __enter__(self):
        core.ParametrizedAttribute._verify = xdsl_fast_paths.XDSL_PARAMETRIZED_VERIFY
        core.Attribute.__post_init__ = xdsl_fast_paths.XDSL_ATTRIBUTE_POST_INIT

    def __exit__(self, *_):
        core.ParametrizedAttribute._verify = xdsl_fast_paths.verify_parametrized_attribute
        core.Attribute.__post_init__ = xdsl_fast_paths.post_init_attribute


def test_every_attribute_of_real_modules_is_made_again_alike(real_attributes):
    for attribute in real_attributes:
        assert both_ways(type(attribute), attribute.parameters) == attribute


def test_a_broken_parameter_fails_both_ways_with_xdsls_message(real_attributes):
    failures = 0
    for attribute in real_attributes:
        for index in range(len(attribute.parameters)):
            for wrong in (UnitAttr(), StringAttr("wrong"), IntAttr(-7)):
                parameters = list(attribute.parameters)
                parameters[index] = wrong
                failures += isinstance(both_ways(type(attribute), parameters), str)
    assert failures > 100


def test_a_wrong_number_of_parameters_fails_both_ways(real_attributes):
    for attribute in real_attributes[:40]:
        assert isinstance(both_ways(type(attribute), (*attribute.parameters, i32)), str)
        if attribute.parameters:
            assert isinstance(both_ways(type(attribute), attribute.parameters[:-1]), str)


def test_only_data_and_parametrized_attributes_are_attributes():
    class Neither(Attribute):
        name = "test.neither"

    for _ in range(2):  # the class is not remembered as checked after a failure
        with pytest.raises(TypeError, match="Attributes should only be Data or ParametrizedAttribute"):
            Neither()


def test_a_class_that_overrides_a_method_after_parametrized_attributes_keeps_it():
    calls: list[str] = []

    class Noting(Attribute):
        def _verify(self):
            calls.append("verify")
            super()._verify()

    @irdl_attr_definition
    class Noted(ParametrizedAttribute, Noting, TypeAttribute):
        name = "test.noted"
        width: IntegerType

        def verify(self) -> None:
            calls.append("own verify")

    Noted(i32)
    assert calls == ["verify", "own verify"]
    assert not xdsl_fast_paths.AttributePlan.of(Noted).plain_verify


def test_a_constraint_variable_binds_within_one_attribute_only():
    @irdl_attr_definition
    class Same(ParametrizedAttribute, TypeAttribute):
        name = "test.same"
        first: Attribute = param_def(VarConstraint("T", BaseAttr(IntegerType)))
        second: Attribute = param_def(VarConstraint("T", BaseAttr(IntegerType)))

    Same(i32, i32)
    Same(i64, i64)
    with pytest.raises(VerifyException, match="parameter 'second' does not verify"):
        Same(i32, i64)
    Same(i64, i64)


def test_a_parameter_with_a_converter_is_converted():
    locations = (FileLineColLoc(StringAttr("a.py"), IntAttr(1), IntAttr(2)), UnknownLoc())
    fused = both_ways(FusedLoc, (locations, NoneAttr()))
    assert fused.locations == ArrayAttr(locations)
