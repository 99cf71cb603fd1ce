"""ttopt.attr_definition: parametrized attribute classes (xDSL's builtin ones and ttopt's)
whose IRDL definition is built on first use are defined exactly as xDSL's decorator defines them
at declaration, and a run that does not use a class does not build its definition."""

from __future__ import annotations

import textwrap

import pytest
from declared_classes import IMPORT_EVERY_DIALECT, summary_of
from xdsl.dialects.builtin import IntegerType, i32
from xdsl.ir import ParametrizedAttribute, TypeAttribute, TypedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.utils.exceptions import PyRDLAttrDefinitionError

from ttopt.attr_definition import is_defined

# Every parametrized attribute class declared by xDSL's builtin dialect and ttopt's dialects,
# summarised from its definition; run with ttopt's decorator and with xDSL's
# (TTOPT_EAGER_ATTR_DEFINITIONS=1).
SUMMARY = IMPORT_EVERY_DIALECT + textwrap.dedent(
    """
    import json
    import xdsl.dialects.builtin
    from xdsl.ir import ParametrizedAttribute, TypedAttribute
    from ttopt import attr_definition

    classes = sorted(
        {c for c in subclasses(ParametrizedAttribute)
         if c.__module__.startswith(("ttopt.dialects", "xdsl.dialects.builtin")) and "get_irdl_definition" in c.__dict__},
        key=lambda c: (c.__module__, c.__qualname__),
    )
    summary = {"pending": sum(not attr_definition.is_defined(c) for c in classes), "classes": {}}
    for cls in classes:
        definition = cls.get_irdl_definition()
        summary["classes"][f"{cls.__module__}.{cls.__qualname__}"] = {
            "definition": text((definition.name, definition.parameters)),
            "type index": cls.get_type_index() if issubclass(cls, TypedAttribute) else None,
            "asked again": cls.get_irdl_definition() is definition,
            "class attributes": sorted((k, type(v).__name__) for k, v in cls.__dict__.items()),
        }
    print(json.dumps(summary))
    """
)


def summarise(eager: bool) -> dict:
    return summary_of(SUMMARY, "TTOPT_EAGER_ATTR_DEFINITIONS", eager)


def test_every_attribute_class_is_defined_as_xdsls_decorator_defines_it():
    lazy, eager = summarise(eager=False), summarise(eager=True)
    assert lazy["classes"].keys() == eager["classes"].keys() and len(lazy["classes"]) > 90
    for name, found in lazy["classes"].items():
        assert found == eager["classes"][name], name
        assert found["asked again"], name
    # Importing every dialect made attributes of some classes only: the rest were not built.
    assert eager["pending"] == 0
    assert lazy["pending"] > 30


def test_a_run_builds_the_definitions_of_the_classes_it_uses():
    @irdl_attr_definition
    class Pair(ParametrizedAttribute, TypeAttribute):
        name = "test.pair"
        first: IntegerType
        second: IntegerType

    assert not is_defined(Pair)
    pair = Pair(i32, i32)
    assert is_defined(Pair)
    assert [name for name, _ in Pair.get_irdl_definition().parameters] == ["first", "second"]
    assert pair.first == i32


def test_a_typed_attribute_answers_the_index_of_its_type():
    @irdl_attr_definition
    class Tagged(TypedAttribute):
        name = "test.tagged"
        tag: IntegerType
        type: IntegerType = param_def()

    assert not is_defined(Tagged)
    assert Tagged.get_type_index() == 1
    assert is_defined(Tagged)


def test_a_declaration_error_is_raised_on_first_use():
    @irdl_attr_definition
    class Untyped(TypedAttribute):
        name = "test.untyped"
        tag: IntegerType

    with pytest.raises(PyRDLAttrDefinitionError, match="should have a 'type' parameter"):
        Untyped.get_type_index()
