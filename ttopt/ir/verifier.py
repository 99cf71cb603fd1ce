"""Op verification with MLIR's order and diagnostics.

xDSL verifies nested regions before their parent and wraps failures in a dump of
the module; MLIR checks an op's own invariants, then the ops nested in it, then
the op's region-phase checks (`verifyRegions`, inferred result types), and
reports `'op.name' op message` at the op's location. This driver does the latter.

Ops take part through `verify_()` (their invariants) and, optionally,
`verify_region_phase()` (checks that need their nested ops verified first) and
`verify_symbol_uses()` (run once the whole tree verified, like MLIR's
SymbolUserOpInterface).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Attribute, Block, Operation
from xdsl.traits import IsolatedFromAbove, IsTerminator, NoTerminator
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity, op_error
from ttopt.ir.printer import print_op_for_diagnostic


@dataclass(frozen=True)
class OperationAttributeVerifier(DialectInterface):
    """A dialect's `verifyOperationAttribute`, run on each discardable attribute whose name
    starts with `dialect.` (e.g. `ttg.num-warps`). It raises VerifyException for an error at
    the op (or DiagnosticError for one elsewhere)."""

    verify: Callable[[Operation, str, Attribute], None]


def verify(root: Operation) -> None:
    """Raise `DiagnosticError` at the first problem, in MLIR's verification order."""
    _verify_tree(root)
    for op in root.walk():
        check = getattr(op, "verify_symbol_uses", None)
        if check is not None:
            _guarded(op, check)


def _verify_tree(op: Operation) -> None:
    _guarded(op, lambda: _verify_single(op))
    needs_terminator = not op.has_trait(NoTerminator, value_if_unregistered=True)
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                _verify_tree(nested)
            if needs_terminator:
                # OperationVerifier::verifyOnExit(Block &): after the block's ops.
                _verify_block_terminator(block)
    # hasTrait, not mightHaveTrait: an unregistered op is not isolated from above.
    if op.has_trait(IsolatedFromAbove, value_if_unregistered=False):
        _verify_isolation(op)
    region_phase = getattr(op, "verify_region_phase", None)
    if region_phase is not None:
        _guarded(op, region_phase)


def _verify_isolation(isolated: Operation) -> None:
    """IsolatedFromAbove: ops inside use no value from outside (nested isolated ops check their own)."""
    regions = list(isolated.regions)
    while regions:
        for block in regions.pop().blocks:
            for op in block.ops:
                for operand in op.operands:
                    if not _defined_inside(operand, isolated):
                        error = op_error(op, "using value defined outside the region")
                        error.diagnostic.attach_note("required by region isolation constraints", isolated.location)
                        raise error
                if not op.has_trait(IsolatedFromAbove, value_if_unregistered=False):
                    regions.extend(op.regions)


def _defined_inside(value, isolated: Operation) -> bool:
    current = value.owner.parent_op()
    while current is not None:
        if current is isolated:
            return True
        current = current.parent_op()
    return False


def _guarded(op: Operation, check) -> None:
    try:
        check()
    except VerifyException as error:
        raise op_error(op, str(error)) from None


def _verify_single(op: Operation) -> None:
    _verify_operands_defined(op)
    _verify_dialect_attributes(op)
    _verify_regions_structure(op)
    _verify_unique_symbols(op)
    op.verify_()


def _verify_operands_defined(op: Operation) -> None:
    for index, operand in enumerate(op.operands):
        owner = operand.owner
        block = owner if isinstance(owner, Block) else owner.parent
        if block is None:
            raise VerifyException(f"operand #{index} does not dominate this use")


def _verify_dialect_attributes(op: Operation) -> None:
    for name, value in sorted(op.attributes.items()):
        hook = registry.dialect_interface(name.split(".", 1)[0], OperationAttributeVerifier) if "." in name else None
        if hook is not None:
            hook.verify(op, name, value)


def _verify_regions_structure(op: Operation) -> None:
    needs_terminator = not op.has_trait(NoTerminator, value_if_unregistered=True)
    for region in op.regions:
        entry = region.blocks.first
        if entry is not None and any(True for _ in entry.uses):
            raise VerifyException("entry block of region may not have predecessors")
        if not needs_terminator:
            continue
        for block in region.blocks:
            if block.last_op is None:
                raise _emit_error(op, "empty block: expect at least a terminator")


def _verify_block_terminator(block: Block) -> None:
    last = block.last_op
    if last is not None and not last.has_trait(IsTerminator, value_if_unregistered=True):
        raise _emit_error(last, "block with no terminator, has " + print_op_for_diagnostic(last))


def _verify_unique_symbols(op: Operation) -> None:
    """MLIR rejects a second definition of a symbol while parsing the symbol table."""
    seen: set[str] = set()
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                name = nested.properties.get("sym_name") or nested.attributes.get("sym_name")
                if name is None or not hasattr(name, "data"):
                    continue
                if name.data in seen:
                    raise _emit_error(nested, f"redefinition of symbol named '{name.data}'")
                seen.add(name.data)


def _emit_error(op: Operation, message: str) -> DiagnosticError:
    """An error at `op` without the `'op' op` prefix (MLIR's `emitError`)."""
    return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))
