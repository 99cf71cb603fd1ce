"""`symbol-dce`: MLIR's SymbolDCE (mlir/lib/Transforms/SymbolDCE.cpp).

A symbol is live when it cannot be discarded (it is not private) or when a live
operation references it; non-symbol operations of a symbol table are live. Liveness
propagates through the references held by live operations (nested symbol tables are
computed recursively, hidden when their parent is); every symbol of every symbol
table that is not live is erased.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.ir.debug import debug
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.transforms.triton.utility import (
    can_discard_on_use_empty,
    is_symbol,
    is_symbol_table,
    nearest_symbol_table,
    resolve_symbol,
    symbol_name,
    symbol_uses,
    visibility,
)

DEBUG_TYPE = "symbol-dce"


def _top_level_ops(table: Operation):
    for block in table.regions[0].blocks:
        yield from block.ops


def _children(op: Operation):
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def compute_liveness(table: Operation, hidden: bool, live: set[Operation]) -> None:
    """Mark the symbols of `table` reachable from its non-discardable operations."""
    debug(DEBUG_TYPE, f"computeLiveness: {table.name}")
    worklist: list[Operation] = []
    for op in _top_level_ops(table):
        if not is_symbol(op):
            worklist.append(op)
            continue
        discardable = (hidden or visibility(op) == "private") and can_discard_on_use_empty(op)
        if not discardable and op not in live:
            live.add(op)
            worklist.append(op)
    while worklist:
        op = worklist.pop()
        debug(DEBUG_TYPE, f"processing: {op.name}")
        if is_symbol_table(op):
            nested_hidden = hidden or not is_symbol(op) or visibility(op) == "private"
            debug(DEBUG_TYPE, f"\tsymbol table: {op.name} is hidden: {int(nested_hidden)}")
            compute_liveness(op, nested_hidden, live)
        else:
            debug(DEBUG_TYPE, f"\tnon-symbol table: {op.name}")
            worklist.extend(nested for nested in _children(op) if nested.regions)
        _mark_referenced(op, live, worklist)


def _mark_referenced(op: Operation, live: set[Operation], worklist: list[Operation]) -> None:
    parent = op.parent_op()
    scope = parent if parent is not None and is_symbol_table(parent) else nearest_symbol_table(parent)
    debug(DEBUG_TYPE, f"uses of {op.name}")
    for user, ref in symbol_uses(op):
        debug(DEBUG_TYPE, f"\tuse: {user.name}")
        resolved = resolve_symbol(scope, ref) if scope is not None else []
        if not resolved:
            continue
        debug(DEBUG_TYPE, lambda found=resolved: "\t\tresolved symbols: " + ", ".join(f"@{symbol_name(s)}" for s in found))
        for symbol in resolved:
            if symbol not in live:
                live.add(symbol)
                worklist.append(symbol)


def erase_dead_symbols(root: Operation, live: set[Operation]) -> bool:
    """Erase the symbols not in `live`; returns whether there were any."""
    erased = False
    for table in [op for op in root.walk() if is_symbol_table(op)]:
        if table is not root and table.parent is None:
            continue  # a dead nested symbol table, already erased with its symbols
        for op in list(_top_level_ops(table)):
            if is_symbol(op) and op not in live:
                op.detach()
                op.erase(safe_erase=False)
                erased = True
    return erased


@dataclass(frozen=True)
class SymbolDCE(ModulePass):
    """Eliminate dead symbols"""

    name = "symbol-dce"
    cpp_name = "SymbolDCE"
    cpp_file = "mlir/lib/Transforms/SymbolDCE.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # The top-level module is not visible from anywhere: all its symbols are hidden.
        live: set[Operation] = set()
        compute_liveness(op, True, live)
        if not erase_dead_symbols(op, live):
            mark_ir_unchanged(self)
