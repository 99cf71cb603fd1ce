"""`enable-line-info`: Triton's LLVMDIScope pass (lib/Target/LLVMIR/LLVMDIScope.cpp), the
last pass of make_llir unless line info is disabled (TRITON_DISABLE_LINE_INFO).

It gives the LLVM IR translation the scopes debug locations need, so that LLVM's NVPTX
backend writes `.file`/`.loc` lines (which profilers map back to Python lines):

- each `llvm.func` without a subprogram gets `loc(fused<#di_subprogram>[loc])`
  (setSubprogramAttr): file, line and name from its location (extractFileLoc); a
  definition is distinct, `Definition|Optimized`, in a compile unit of its own (the
  module's, when the module's location carries one), producer "triton", line tables only
  (`Full` with LLVM_EXTRACT_DI_LOCAL_VARIABLES set); a declaration is `Optimized` only,
  without unit;
- an op whose location is a call site (code inlined from another function) gets each
  leaf of its call chain fused with a `#di_lexical_block_file` of the function's
  subprogram and the leaf's file (setLexicalBlockFileAttr), so the translation can write
  the callee's line with the caller's as `inlinedAt`.

Ops are visited in pre-order, a function before its body.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    ModuleOp,
    NameLoc,
    StringAttr,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from ttopt.dialects import llvm as L
from ttopt.dialects import llvm_debug as D
from ttopt.pass_manager import mark_only_locations_changed
from ttopt.support.class_tests import is_subclass
from ttopt.support.environment import get_bool_env


@dataclass(frozen=True)
class LLVMDIScope(ModulePass):
    """Materialize LLVM line info"""

    name = "enable-line-info"
    cpp_name = "LLVMDIScope"
    cpp_file = "lib/Target/LLVMIR/LLVMDIScope.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        scoped = ScopedLocations()
        for nested in op.walk():
            if is_subclass(type(nested), L.FuncOp):
                set_subprogram(nested, op)
            else:
                set_lexical_block_file(nested, scoped)
        mark_only_locations_changed(self)


def extract_file_loc(location: Attribute, *, call_site_caller: bool = False) -> FileLineColLoc:
    """extractFileLoc: the file location a location stands for (the first of a fused one,
    the callee of a call site, or its caller for LLVMDILocalVariable's copy of the function);
    `<unknown>`:0:0 when there is none."""
    if isinstance(location, FileLineColLoc):
        return location
    if isinstance(location, NameLoc):
        return extract_file_loc(location.location, call_site_caller=call_site_caller)
    if isinstance(location, FusedLoc):
        return extract_file_loc(location.locations.data[0], call_site_caller=call_site_caller)
    if isinstance(location, CallSiteLoc):
        inner = location.caller if call_site_caller else location.callee
        return extract_file_loc(inner, call_site_caller=call_site_caller)
    return FileLineColLoc(StringAttr("<unknown>"), IntAttr(0), IntAttr(0))


def file_attr(path: str) -> D.DIFileAttr:
    """llvm::sys::path::filename and parent_path of the location's file name."""
    return D.DIFileAttr(posixpath.basename(path), posixpath.dirname(path))


def fused_with(location: Attribute, metadata: Attribute) -> FusedLoc:
    """FusedLoc::get(ctx, {location}, metadata): an unknown location stays as the only one."""
    return FusedLoc(ArrayAttr([location]), metadata)


def set_subprogram(func: L.FuncOp, module: ModuleOp) -> None:
    """LLVMDIScopePass::setSubprogramAttr."""
    location = func.location
    if D.fused_metadata(location, D.DISubprogramAttr) is not None:
        return
    emission = D.FULL if get_bool_env("LLVM_EXTRACT_DI_LOCAL_VARIABLES") else D.LINE_TABLES_ONLY
    func.location = fused_with(location, new_subprogram(func, module, extract_file_loc(location), emission))


def new_subprogram(func: L.FuncOp, module: ModuleOp, file_loc: FileLineColLoc, emission: str) -> D.DISubprogramAttr:
    """The subprogram setSubprogramAttr (and LLVMDILocalVariablePass::getDISubprogramAttr)
    build for a function at `file_loc`: a definition gets a compile unit of its own (the
    module's, when the module's location carries one) with `emission` kind."""
    file = file_attr(file_loc.filename.data)
    line = file_loc.line.data
    if func.is_declaration:
        return D.DISubprogramAttr(None, None, file, func.symbol, line, D.SP_FLAG_OPTIMIZED, D.DISubroutineTypeAttr())
    distinct = D.DistinctAttr()
    compile_unit = D.fused_metadata(module.location, D.DICompileUnitAttr)
    if compile_unit is None:
        compile_unit = D.DICompileUnitAttr(distinct, file, "triton", True, emission)
    flags = f"{D.SP_FLAG_DEFINITION}|{D.SP_FLAG_OPTIMIZED}"
    return D.DISubprogramAttr(distinct, compile_unit, file, func.symbol, line, flags, D.DISubroutineTypeAttr())


class ScopedLocations:
    """Each call-site location scoped once per subprogram in a run of the pass. The ops of an
    inlined call share one location object (307 ops, 2 locations, in the corpus row_sum), and
    building its scoped copy (a fused location, a lexical block and a file per leaf, each a
    verified attribute) for every op was most of the pass; MLIR's context uniques them."""

    def __init__(self) -> None:
        # By the pair's identities; the entry holds both objects so that their ids stay theirs.
        self._made: dict[tuple[int, int], tuple[Attribute, D.DISubprogramAttr, Attribute]] = {}

    def of(self, location: Attribute, subprogram: D.DISubprogramAttr) -> Attribute:
        key = (id(location), id(subprogram))
        entry = self._made.get(key)
        if entry is None:
            entry = self._made[key] = (location, subprogram, _scoped(location, subprogram))
        return entry[2]


def set_lexical_block_file(op: Operation, scoped: ScopedLocations) -> None:
    """LLVMDIScopePass::setLexicalBlockFileAttr: every leaf of a call-site location fused
    with a lexical block of the enclosing function's subprogram in the leaf's file."""
    if type(op.location) is not CallSiteLoc:  # (final, as xDSL's attributes are)
        return
    func = _enclosing_function(op)
    if func is None or not isinstance(func.location, FusedLoc):
        return
    subprogram = func.location.metadata
    if not isinstance(subprogram, D.DISubprogramAttr):
        return
    op.location = scoped.of(op.location, subprogram)


def _scoped(location: Attribute, subprogram: D.DISubprogramAttr) -> Attribute:
    if isinstance(location, CallSiteLoc):
        return CallSiteLoc(_scoped(location.callee, subprogram), _scoped(location.caller, subprogram))
    file = file_attr(extract_file_loc(location).filename.data)
    return fused_with(location, D.DILexicalBlockFileAttr(subprogram, file, 0))


def _enclosing_function(op: Operation) -> L.FuncOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, L.FuncOp):
        parent = parent.parent_op()
    return parent
