"""`extract-variable-info`: Triton's LLVMDILocalVariable pass
(lib/Target/LLVMIR/LLVMDILocalVariable.cpp), which make_llir runs after `enable-line-info`
when LLVM_EXTRACT_DI_LOCAL_VARIABLES is set, so that debuggers can show Triton variables.

A value Triton's front end named has a `loc("name"(child))` location. After each op with a
result and such a location (fuseDILocalVariable), the pass inserts
`llvm.intr.dbg.value #di_local_variable = %result` at the child location: the variable is
named after the location, scoped in the function's subprogram (the one `enable-line-info`
fused into the function's location, else one built the same way, with a `Full` unit, that
the function does not get), in file `<unknown>` at line 0, and typed from the result's
type (convertType): `bool`, `int`, `half`, `float`, `double` or `vector` (of the vector's
total bit width, always DW_ATE_float), else `unknown_type` of size 0. Ops whose first
result is `void` are left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    ModuleOp,
    NameLoc,
    VectorType,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ttopt.dialects import llvm as L
from ttopt.dialects import llvm_debug as D
from ttopt.transforms.llvmir.di_scope import extract_file_loc, new_subprogram

UNKNOWN_FILE = D.DIFileAttr("<unknown>", "<unknown>")

# convertType's names for the scalar types it knows, with their DWARF encodings.
_FLOAT_NAMES = {Float16Type: "half", Float32Type: "float", Float64Type: "double"}


@dataclass(frozen=True)
class LLVMDILocalVariable(ModulePass):
    """Pull out source variable info from Location to DILocalVariable"""

    name = "extract-variable-info"
    cpp_name = "LLVMDILocalVariable"
    cpp_file = "lib/Target/LLVMIR/LLVMDILocalVariable.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        subprogram: D.DISubprogramAttr | None = None
        for nested in list(op.walk()):
            if isinstance(nested, L.FuncOp):
                subprogram = function_subprogram(nested, op)
            elif subprogram is not None:
                fuse_local_variable(nested, subprogram)


def function_subprogram(func: L.FuncOp, module: ModuleOp) -> D.DISubprogramAttr:
    """getDISubprogramAttr: the subprogram fused into the function's location, else a new one."""
    found = D.fused_metadata(func.location, D.DISubprogramAttr)
    if found is not None:
        return found
    return new_subprogram(func, module, extract_file_loc(func.location, call_site_caller=True), D.FULL)


def fuse_local_variable(op: Operation, subprogram: D.DISubprogramAttr) -> None:
    """fuseDILocalVariable: a dbg.value of a named op's first result, right after the op."""
    if not op.results or not isinstance(op.location, NameLoc):
        return
    result = op.results[0]
    if isinstance(result.type, L.LLVMVoidType):
        return
    variable = D.DILocalVariableAttr(
        subprogram, op.location.desc.data, UNKNOWN_FILE, di_type(result.type)
    )
    dbg_value = D.DbgValueOp(result, variable)
    dbg_value.location = op.location.location
    Rewriter.insert_op(dbg_value, InsertPoint.after(op))


def di_type(type_: Attribute) -> D.DIBasicTypeAttr:
    """convertType: the DWARF base type convertType gives a result type."""
    if isinstance(type_, IntegerType):
        if type_.width.data == 1:
            return D.DIBasicTypeAttr("bool", 1, "DW_ATE_boolean")
        return D.DIBasicTypeAttr("int", type_.width.data, "DW_ATE_signed")
    if type(type_) in _FLOAT_NAMES:
        return D.DIBasicTypeAttr(
            _FLOAT_NAMES[type(type_)], type_.bitwidth, "DW_ATE_float"
        )
    if isinstance(type_, VectorType) and (bits := _bit_width(type_)) is not None:
        return D.DIBasicTypeAttr("vector", bits, "DW_ATE_float")
    return D.DIBasicTypeAttr("unknown_type", 0, "DW_ATE_signed")


def _bit_width(type_: Attribute) -> int | None:
    """calcBitWidth: an integer's or float's width, a vector's elements' total; else none."""
    if isinstance(type_, IntegerType):
        return type_.width.data
    if isinstance(type_, VectorType):
        element = _bit_width(type_.element_type)
        if element is None:
            return None
        count = 1
        for size in type_.get_shape():
            count *= size
        return count * element
    if isinstance(type_, AnyFloat):
        return type_.bitwidth
    return None

