"""Type derivation for tt assembly formats, as ODS-generated parsers do it."""

from __future__ import annotations

from ttopt.dialects.tt.traits import TypesMatchWith, ods_traits
from ttopt.ir.assembly_format import FormatState, value_constraint


def matched_types(state: FormatState) -> None:
    """Derive the types the format leaves out from the op's TypesMatchWith traits.

    ODS first checks the source's parsed type against its constraint (the derivation
    may rely on it), reporting `'ptr' must be ..., but got ...` at the op name.
    """
    definition = state.op_class.get_irdl_definition()
    results = {name for name, _ in definition.results}
    for trait in ods_traits(state.op_class):
        if not isinstance(trait, TypesMatchWith) or trait.target in state.types or trait.source not in state.types:
            continue
        state.verify_type(trait.source, value_constraint(_value_definition(definition, trait.source)))
        if trait.target in results or state.operands.get(trait.target):
            state.types[trait.target] = [trait.transform(state.type_of(trait.source))]


def _value_definition(definition, name: str):
    return dict(definition.operands).get(name) or dict(definition.results)[name]
