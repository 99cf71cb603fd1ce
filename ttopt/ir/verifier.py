"""Op verification with MLIR's order and diagnostics.

xDSL verifies nested regions before their parent and wraps failures in a dump of
the module; MLIR checks an op's own invariants before descending, and reports
`'op.name' op message` at the op's location. This driver does the latter.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Attribute, Block, Operation
from xdsl.traits import IsTerminator, NoTerminator
from xdsl.utils.exceptions import VerifyException

from ttopt.ir.diagnostics import op_error

AttributeVerifier = Callable[[Operation, str, Attribute], None]

DIALECT_ATTRIBUTE_VERIFIERS: dict[str, AttributeVerifier] = {}
"""Dialect name -> its `verifyOperationAttribute` hook, run on each discardable
attribute whose name starts with `dialect.` (e.g. `ttg.num-warps`). The hook raises
VerifyException for an error at the op (or DiagnosticError for one elsewhere)."""


def verify(root: Operation) -> None:
    """Raise `DiagnosticError` at the first op (in pre-order) that does not verify.

    Symbol uses (e.g. a call's callee) are checked once every op verified, as in MLIR.
    """
    for op in root.walk():
        _verify_single(op)
    for op in root.walk():
        check = getattr(op, "verify_symbol_uses", None)
        if check is not None:
            try:
                check()
            except VerifyException as error:
                raise op_error(op, _one_line(str(error))) from None


def _verify_single(op: Operation) -> None:
    try:
        _verify_operands_defined(op)
        _verify_dialect_attributes(op)
        _verify_block_structure(op)
        op.verify_()
    except VerifyException as error:
        raise op_error(op, _one_line(str(error))) from None


def _verify_operands_defined(op: Operation) -> None:
    for index, operand in enumerate(op.operands):
        owner = operand.owner
        block = owner if isinstance(owner, Block) else owner.parent
        if block is None:
            raise VerifyException(f"operand #{index} does not dominate this use")


def _verify_dialect_attributes(op: Operation) -> None:
    for name, value in sorted(op.attributes.items()):
        hook = DIALECT_ATTRIBUTE_VERIFIERS.get(name.split(".", 1)[0]) if "." in name else None
        if hook is not None:
            hook(op, name, value)


def _verify_block_structure(op: Operation) -> None:
    for region in op.regions:
        if op.has_trait(NoTerminator, value_if_unregistered=True):
            continue
        for block in region.blocks:
            last = block.last_op
            if last is None or not last.has_trait(IsTerminator, value_if_unregistered=True):
                raise VerifyException("block with no terminator, has " + (
                    f"'{last.name}'" if last is not None else "no operations"))


def _one_line(message: str) -> str:
    return " ".join(line.strip() for line in message.strip().splitlines() if line.strip())
