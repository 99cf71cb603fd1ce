"""`TTOp`, the base of tt (and ttg/ttng) ops, and the verification every tt op shares.

Upstream's TT_Op appends TensorSizeTrait and VerifyTensorLayoutsTrait to each op's traits,
so MLIR verifies a tt op in this order:
  1. ODS invariants: op structure, properties, operand and result types, predicate traits;
  2. the native traits, in declaration order, then TensorSizeTrait and VerifyTensorLayoutsTrait;
  3. the op's `verify()`;
  4. the ops nested in its regions;
  5. region-phase checks: the InferTypeOpInterface check, then `verifyRegions()`.
`TTOp.verify_` runs steps 1-3; the verifier runs step 4 and then calls
`TTOp.verify_region_phase` for step 5.
"""

from __future__ import annotations

import math
from abc import ABCMeta
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser

from ttopt.dialects.constraints import type_text
from ttopt.dialects.tt.invariants import verify_ods_invariants
from ttopt.dialects.tt.traits import ods_traits
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.printer import print_op_for_diagnostic

MAX_TENSOR_ELEMENTS = 1048576


class InferenceError(Exception):
    """`inferReturnTypes` failed; `message` is what it emitted at the op, if anything."""

    def __init__(self, message: str | None = None, *, then: Sequence[str] = ()):
        super().__init__(message)
        self.message = message
        # Errors the caller emitted after the first one (e.g. ExpandDimsOp's
        # "failed to infer layout for ExpandDimsOp" after the layout interface's reason).
        self.then = list(then)

    def followed_by(self, message: str) -> InferenceError:
        """This failure, with one more error emitted after it."""
        return InferenceError(self.message, then=[*self.then, message])


class _KeepsItsVerifier(ABCMeta):
    """`irdl_op_definition` installs xDSL's verifier (its checks and messages, then ours) as
    `verify_`; tt ops verify as MLIR does, so the decorator's `verify_` is not taken."""

    def __setattr__(cls, name: str, value: object) -> None:
        if name != "verify_":
            super().__setattr__(name, value)


class TTOp(IRDLOperation, metaclass=_KeepsItsVerifier):
    """Base of every tt/ttg/ttng op.

    Subclasses declare their ODS traits (tt.traits) among their traits, in upstream's
    declaration order, their constraints on the operand/result/property definitions, and
    override `verify_op` (upstream's `verify()`), `infer_result_types`
    (InferTypeOpInterface) and `verify_regions` (`verifyRegions()`) where upstream has them.
    """

    @classmethod
    def parse(cls, parser: Parser) -> TTOp:
        """Ops with an assembly format or a parser of their own replace this."""
        parser.raise_error(
            f"custom op '{cls.name}' has no custom assembly form", at_position=getattr(parser, "_op_name_start", None)
        )

    def verify_(self) -> None:
        self.verify_types()
        verify_tensor_sizes(self)
        verify_tensor_layouts(self)
        self.verify_op()

    def verify_region_phase(self) -> None:
        """Checks MLIR runs once the nested ops verified: inferred types, `verifyRegions()`."""
        self._verify_inferred_result_types()
        self.verify_regions()

    def verify_types(self) -> None:
        """ODS invariants, then the traits: predicate traits are part of the invariants."""
        verify_ods_invariants(self)
        traits = ods_traits(type(self))
        for trait in traits:
            if trait.is_predicate:
                trait.verify(self)
        for trait in traits:
            if not trait.is_predicate:
                trait.verify(self)

    def verify_op(self) -> None:
        """The op's own verifier (upstream's `verify()`)."""

    def infer_result_types(self) -> Sequence[Attribute] | None:
        """InferTypeOpInterface: the result types the operands imply (None: not inferred).

        Raises `InferenceError` where upstream's `inferReturnTypes` fails.
        """
        return None

    def compatible_result_types(self, inferred: Sequence[Attribute], actual: Sequence[Attribute]) -> bool:
        """`isCompatibleReturnTypes`: equality, unless the op relaxes it."""
        return list(inferred) == list(actual)

    def verify_regions(self) -> None:
        """The op's region verifier (upstream's `verifyRegions()`)."""

    def _verify_inferred_result_types(self) -> None:
        try:
            inferred = self.infer_result_types()
        except InferenceError as failure:
            raise inference_failure(self, failure.message, failure.then) from None
        if inferred is None:
            return
        actual = list(self.result_types)
        if not self.compatible_result_types(inferred, actual):
            raise inference_failure(
                self,
                f"'{self.name}' op inferred type(s) {types_text(inferred)} are incompatible with "
                f"return type(s) of operation {types_text(actual)}",
            )


def types_text(types: Sequence[Attribute]) -> str:
    """A type range streamed into a diagnostic: `'f32', 'i32'`."""
    return ", ".join(f"'{type_text(t)}'" for t in types)


def inference_failure(op: Operation, message: str | None, then: Sequence[str] = ()) -> DiagnosticError:
    """What MLIR emits when an op's inferred result types fail: the reason(s), then a last error."""
    failed = Diagnostic(Severity.ERROR, f"'{op.name}' op failed to infer returned types", op.location)
    if message is None:
        failed.op = op
        return DiagnosticError(failed)
    # A DiagnosticError holds one diagnostic: the later errors ride along as its notes.
    later = [Diagnostic(Severity.ERROR, text, op.location) for text in then]
    first = Diagnostic(Severity.ERROR, message, op.location, notes=[*later, failed], op=op)
    return DiagnosticError(first)


def emit_error(op: Operation, message: str) -> DiagnosticError:
    """`op->emitError(message)`: an error at the op, without the `'op' op` prefix."""
    return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))


def enclosing_module(op: Operation) -> ModuleOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, ModuleOp):
        parent = parent.parent_op()
    return parent


# -- TensorSizeTrait and VerifyTensorLayoutsTrait ---------------------------------------------


def verify_tensor_sizes(op: Operation) -> None:
    """TensorSizeTrait: at most 2^20 elements, and a power of two."""
    for value in (*op.operands, *op.results):
        if not isinstance(value.type, TensorType):
            continue
        count = math.prod(value.type.get_shape())
        if count > MAX_TENSOR_ELEMENTS:
            raise emit_error(
                op, f"Maximum allowed number of elements is {MAX_TENSOR_ELEMENTS}, but {_generic(op)} has more than that"
            )
        if count > 0 and count & (count - 1):
            raise emit_error(
                op, f"Number of elements must be power-of-two, but {_generic(op)} doesn't follow the rule ({count}) elements"
            )


class LayoutScope:
    """The op a tensor's layout is checked at (VerifyTensorLayoutsTrait), and what the check
    looks up around it (the threads per warp, warps and CTAs the module and function give),
    each found once, when first asked: an op's tensors share one walk up to the module."""

    __slots__ = ("op", "_found")

    def __init__(self, op: Operation | None) -> None:
        self.op = op
        self._found: dict[Callable, object] = {}

    def lookup(self, find: Callable[[Operation | None], object]) -> object:
        """`find(op)`, asked once."""
        found = self._found
        if find not in found:
            found[find] = find(self.op)
        return found[find]


def verify_tensor_layouts(op: Operation) -> None:
    """VerifyTensorLayoutsTrait: each tensor's layout must fit the module's warps/threads/CTAs.

    A layout attribute takes part by defining `verify_tensor_layout(tensor_type, scope)` (the
    op's LayoutScope), which returns the text after the prefix (e.g. "#ttg.blocked<...>.
    \nLayout has 8 warps per CTA, but the context requires 4 warps per CTA.") or None when
    the layout fits.
    """
    # The op is the scope: warps are looked up outward from it (a `tt.func` may carry its own
    # `ttg.num-warps`, as in warp-specialized partitions), then threads and CTAs on the module.
    scope = LayoutScope(op)
    for index, operand in enumerate(op.operands):
        problem = _layout_problem(operand.type, scope)
        if problem is not None:
            raise emit_error(op, f"Operand {index} ({_describe_value(operand)}) has an invalid layout: {problem}")
    for index, result in enumerate(op.results):
        problem = _layout_problem(result.type, scope)
        if problem is not None:
            which = "Result" if len(op.results) == 1 else f"Result {index}"
            raise emit_error(op, f"{which} has an invalid layout: {problem}")


def _layout_problem(type_: Attribute, scope: LayoutScope) -> str | None:
    if not isinstance(type_, TensorType):
        return None
    check = getattr(type_.encoding, "verify_tensor_layout", None)
    return None if check is None else check(type_, scope)


def _describe_value(value: SSAValue) -> str:
    """How MLIR streams a Value into a diagnostic."""
    if isinstance(value, BlockArgument):
        return f"<block argument> of type '{type_text(value.type)}' at index: {value.index}"

    return print_op_for_diagnostic(value.owner)


def _generic(op: Operation) -> str:

    text = print_op_for_diagnostic(op)
    return ("\n" + text) if op.regions else text
