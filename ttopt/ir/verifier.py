"""Op verification with MLIR's order and diagnostics.

xDSL verifies nested regions before their parent and wraps failures in a dump of
the module; MLIR checks an op's own invariants, then the ops nested in it, then
the op's region-phase checks (`verifyRegions`, inferred result types), and
reports `'op.name' op message` at the op's location. This driver does the latter.

Ops take part through `verify_()` (their invariants) and, optionally,
`verify_region_phase()` (checks that need their nested ops verified first) and
`verify_symbol_uses()` (run once the whole tree verified, like MLIR's
SymbolUserOpInterface).

Verifying after every pass is what a pass pipeline spends most on when every op is checked
again (xDSL's IRDL constraint checks are slow in Python), so the checks of an op without
regions (`verify_()`, its dialect attributes, its region-phase checks) run again only when
something they read changed since they last passed on the same module (`_OpSignatures`).
The rest (operands defined, block terminators, ops with regions, isolation, symbol uses) runs
every time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from operator import attrgetter

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Attribute, Block, Operation, OpResult
from xdsl.traits import IsolatedFromAbove, IsTerminator, NoTerminator, SymbolTable
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.ir import xdsl_fast_paths
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity, op_error
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.traits import class_has_trait, has_trait


@dataclass(frozen=True)
class OperationAttributeVerifier(DialectInterface):
    """A dialect's `verifyOperationAttribute`, run on each discardable attribute whose name
    starts with `dialect.` (e.g. `ttg.num-warps`). It raises VerifyException for an error at
    the op (or DiagnosticError for one elsewhere)."""

    verify: Callable[[Operation, str, Attribute], None]


# SSAValue.type is a Python property over this field; these loops run for every op after every pass.
_TYPE_OF = attrgetter("_type")


class _CheckedOp:
    """What an op's own checks last passed against (see _OpSignatures)."""

    __slots__ = (
        "op", "ancestors", "operands", "operand_types", "result_types", "attributes", "properties", "successors"
    )

    def __init__(self, op: Operation, ancestors: tuple[Operation, ...]) -> None:
        # `_operands` and `_successors` (not the views `operands` and `successors`, whose ==
        # compares the op with itself) are tuples xDSL replaces whenever one is set.
        self.op = op
        self.ancestors = ancestors
        self.operands = op._operands  # pyright: ignore[reportPrivateUsage]
        self.operand_types = tuple(map(_TYPE_OF, self.operands))
        self.result_types = tuple(map(_TYPE_OF, op.results))
        self.attributes = dict(op.attributes)
        self.properties = dict(op.properties)
        self.successors = op._successors  # pyright: ignore[reportPrivateUsage]

    def still_describes(self, op: Operation, ancestors: tuple[Operation, ...]) -> bool:
        """Whether `op` holds the same objects as when it passed, its operands still defined
        (their producers not erased since). Compared without building anything: this runs
        for every op after every pass."""
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        if (operands is not self.operands and operands != self.operands) or ancestors != self.ancestors:
            return False
        for operand, type_ in zip(operands, self.operand_types):
            # A result's op read as its field (`owner` is a Python property); a block
            # argument's owner is its block, detached (parent None) once erased.
            owner = operand.op if type(operand) is OpResult else operand.owner
            if operand._type is not type_ or owner.parent is None:  # pyright: ignore[reportPrivateUsage]
                return False
        # The result types compared in one step: same objects (or equal ones, which pass alike).
        return (
            tuple(map(_TYPE_OF, op.results)) == self.result_types
            and op.attributes == self.attributes
            and op.properties == self.properties
            and op._successors == self.successors  # pyright: ignore[reportPrivateUsage]
        )


class _ReadAttributes(dict):
    """An op's attribute dict while the ops nested in it are checked: it notes the names their
    checks read (layouts read the module's `ttg.num-warps` and `ttg.threads-per-warp`), or that
    one of them looked at all of it (iterated, counted or compared it)."""

    __slots__ = ("names", "everything")

    def __init__(self, attributes: dict) -> None:
        super().__init__(attributes)
        self.names: set[str] = set()
        self.everything = False

    def __getitem__(self, name):
        self.names.add(name)
        return dict.__getitem__(self, name)

    def get(self, name, default=None):
        self.names.add(name)
        return dict.get(self, name, default)

    def __contains__(self, name) -> bool:
        self.names.add(name)
        return dict.__contains__(self, name)


def _reading_everything(name: str):
    """dict's method `name`, noting that the whole dict was read."""
    method = getattr(dict, name)

    def read(self: _ReadAttributes, *arguments):
        self.everything = True
        return method(self, *arguments)

    read.__name__ = read.__qualname__ = name
    return read


for _name in ("__iter__", "__len__", "__eq__", "__ne__", "__reversed__", "__or__", "__repr__",
              "keys", "values", "items", "copy"):  # fmt: skip
    setattr(_ReadAttributes, _name, _reading_everything(_name))


class _AncestorReads:
    """What the checks of the ops nested in an op (with regions) read of its attributes and
    properties, and their values then."""

    __slots__ = ("op", "attributes", "properties", "names", "everything")

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.attributes: dict = {}
        self.properties: dict = {}
        self.names: set[str] = set()
        self.everything = False

    def changed(self, op: Operation) -> bool:
        """Whether something read from the op has changed since (any property counts)."""
        if op.properties != self.properties:
            return True
        attributes = op.attributes
        if self.everything:
            return attributes != self.attributes
        old = self.attributes
        return any(attributes.get(name) != old.get(name) for name in self.names)

    def note(self, op: Operation, reads: _ReadAttributes) -> None:
        self.attributes = dict(op.attributes)
        self.properties = dict(op.properties)
        self.names |= reads.names  # cached checks of earlier walks read the earlier names
        self.everything |= reads.everything


class _OpSignatures:
    """What each op's own invariants were last checked against, for one root (a module).

    An op with no regions that is not a terminator is checked by `verify_()` against its
    operands and their types, its result types, attributes, properties, successors and its
    ancestors (ops look up `ttg.num-warps` and the like there); xDSL attributes and types are
    immutable and an op's operand tuple is replaced when an operand changes, so an op that
    holds the same objects as when it last passed needs no second check (operand types are
    compared by identity, an equal new one only costing a check; result types as a tuple, where
    an equal one passes: the checks read types by value). Ops with regions and terminators read
    their regions' or parent's contents, so they are always checked. What the checks of the
    ops inside an op with regions read of its attributes is noted (`_ReadAttributes`); when
    one of those, or any of its properties, changes, every op inside is checked again. Passes
    that only add attributes to the module (`ttg.shared`, `ttg.total-num-warps`, ...), which
    no check reads, so leave the cached checks standing."""

    def __init__(self, root: Operation) -> None:
        self.root = root
        self.checked: dict[int, _CheckedOp] = {}  # by id(op)
        self.ancestors: dict[int, _AncestorReads] = {}  # by id(op), ops with regions

    def reads_changed(self, op: Operation) -> bool:
        """Whether what the ops inside `op` read of it changed since they were last checked (an
        op not walked before has no cached checks inside: moved ops change their ancestors)."""
        entry = self.ancestors.get(id(op))
        return entry is not None and entry.op is op and entry.changed(op)

    @contextmanager
    def noting_reads(self, op: Operation) -> Iterator[None]:
        """Swaps in a _ReadAttributes for the op's attributes while the ops inside are checked;
        the op's own dict is put back (with anything written meanwhile), then what was read
        is noted for the next walk (also after a failed check: the checks that passed before
        it stay cached)."""
        attributes = op.attributes
        reads = op.attributes = _ReadAttributes(attributes)
        try:
            yield
        finally:
            op.attributes = attributes
            if dict.__ne__(reads, attributes):
                attributes.clear()
                attributes.update(dict.items(reads))
            entry = self.ancestors.get(id(op))
            if entry is None or entry.op is not op:
                entry = self.ancestors[id(op)] = _AncestorReads(op)
            entry.note(op, reads)


# The table of the module verified last: a pipeline verifies one module after every pass. It
# holds that module (and the ops it checked) until another root is verified.
_last_verified: list[_OpSignatures] = []


def _signatures_for(root: Operation) -> _OpSignatures:
    if not _last_verified or _last_verified[0].root is not root:
        _last_verified[:] = [_OpSignatures(root)]
    return _last_verified[0]


def verify(root: Operation) -> None:
    """Raise `DiagnosticError` at the first problem, in MLIR's verification order."""
    signatures = _signatures_for(root)
    symbol_users: list[Operation] = []
    # _verify_tree checks isolation itself, after the nested ops and with MLIR's diagnostic.
    with xdsl_fast_paths.traits_checked_by_caller(IsolatedFromAbove):
        _verify_tree(root, (), signatures, symbol_users, False)
    for op in symbol_users:
        _guarded(op, op.verify_symbol_uses)


@cache
def _checks_symbol_uses(op_class: type[Operation]) -> bool:
    return getattr(op_class, "verify_symbol_uses", None) is not None


def _verify_tree(
    op: Operation,
    ancestors: tuple[Operation, ...],
    signatures: _OpSignatures,
    symbol_users: list[Operation],
    recheck: bool,
) -> None:
    """Verify `op` and the ops nested in it; collect, in pre-order, those whose symbol uses are
    checked once the whole tree verified. `recheck`: an ancestor changed what the cached checks
    below it read, so none is skipped."""
    if _checks_symbol_uses(type(op)):
        symbol_users.append(op)
    if not op.regions:
        leaf = _leaf_class(type(op))
        if not leaf.terminator:
            _verify_leaf(op, ancestors, signatures, leaf.region_phase)
            return
    _guarded(op, lambda: _verify_single(op))
    if op.regions:
        recheck = recheck or signatures.reads_changed(op)
        with signatures.noting_reads(op):
            _verify_regions(op, (*ancestors, op), signatures, symbol_users, recheck)
    # hasTrait, not mightHaveTrait: an unregistered op is not isolated from above.
    if has_trait(op, IsolatedFromAbove, value_if_unregistered=False):
        _verify_isolation(op)
    region_phase = getattr(op, "verify_region_phase", None)
    if region_phase is not None:
        _guarded(op, region_phase)


def _verify_regions(
    op: Operation,
    inner: tuple[Operation, ...],
    signatures: _OpSignatures,
    symbol_users: list[Operation],
    recheck: bool,
) -> None:
    needs_terminator = not has_trait(op, NoTerminator, value_if_unregistered=True)
    checked = signatures.checked
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if nested.regions:
                    _verify_tree(nested, inner, signatures, symbol_users, recheck)
                    continue
                # An op without regions that passed and has not changed since (most ops, after
                # most passes) is skipped; a new or changed one that is not a terminator is
                # checked here, without _verify_tree's questions (a lowering makes thousands).
                # The class table and the op's entry in `checked` are read inline: this runs for
                # every op after every pass.
                leaf = _LEAF_CLASSES.get(type(nested)) or _leaf_class(type(nested))
                if leaf.terminator:
                    _verify_tree(nested, inner, signatures, symbol_users, recheck)
                    continue
                if leaf.checks_symbol_uses:
                    symbol_users.append(nested)
                if not recheck:
                    entry = checked.get(id(nested))
                    if entry is not None and entry.op is nested and entry.still_describes(nested, inner):
                        continue
                _verify_leaf(nested, inner, signatures, leaf.region_phase)
            if needs_terminator:
                # OperationVerifier::verifyOnExit(Block &): after the block's ops.
                _verify_block_terminator(block)


def _verify_leaf(
    op: Operation, ancestors: tuple[Operation, ...], signatures: _OpSignatures, region_phase: Callable | None
) -> None:
    """_verify_tree for an op without regions that is no terminator and has not passed unchanged
    (the block walk skips those): its operands defined, its own invariants, its region-phase
    checks (`region_phase`, its class's), each failure reported at the op; recorded so that the
    next verification can skip it."""
    try:
        _verify_operands_defined(op)
        _verify_own_invariants(op)
        if region_phase is not None:
            region_phase(op)
    except VerifyException as error:
        raise op_error(op, str(error)) from None
    signatures.checked[id(op)] = _CheckedOp(op, ancestors)


class _LeafClass:
    """What the verifier asks of an op class without regions, answered once per class."""

    __slots__ = ("terminator", "checks_symbol_uses", "region_phase")

    def __init__(self, op_class: type[Operation]) -> None:
        # A terminator checks its parent's types: never skipped, always the whole path.
        self.terminator = class_has_trait(op_class, IsTerminator, True)
        self.checks_symbol_uses = _checks_symbol_uses(op_class)
        self.region_phase: Callable | None = getattr(op_class, "verify_region_phase", None)  # unbound


_LEAF_CLASSES: dict[type, _LeafClass] = {}


def _leaf_class(op_class: type[Operation]) -> _LeafClass:
    leaf = _LEAF_CLASSES.get(op_class)
    if leaf is None:
        leaf = _LEAF_CLASSES[op_class] = _LeafClass(op_class)
    return leaf


def _verify_isolation(isolated: Operation) -> None:
    """IsolatedFromAbove: ops inside use no value from outside (nested isolated ops check
    their own). This walks every op of every function after every pass, so the usual case,
    an operand defined in the block that uses it, is decided inline."""
    regions = list(isolated.regions)
    # Blocks found to lie inside `isolated`: values of a CFG's blocks are used in the blocks
    # they dominate, so the ancestors of each defining block are walked once, not per use.
    inside: set[Block] = set()
    while regions:
        for block in regions.pop().blocks:
            for op in block.ops:
                for operand in op._operands:  # pyright: ignore[reportPrivateUsage]
                    # A result's op read as its field: `owner` is a Python property.
                    owner = operand.op if type(operand) is OpResult else operand.owner
                    # A block argument's owner is a block, whose parent is a region, never
                    # `block`: no isinstance needed (an ABC's, which runs Python code).
                    if owner is block or owner.parent is block:
                        continue
                    defining_block = owner.parent if type(operand) is OpResult else owner  # None: erased
                    if defining_block in inside:
                        continue
                    if defining_block is not None and _defined_within(defining_block, isolated):
                        inside.add(defining_block)
                        continue
                    error = op_error(op, "using value defined outside the region")
                    note = "required by region isolation constraints"
                    error.diagnostic.attach_note(note, isolated.location)
                    raise error
                if op.regions and not has_trait(op, IsolatedFromAbove, value_if_unregistered=False):
                    regions.extend(op.regions)


def _defined_within(block: Block, isolated: Operation) -> bool:
    """Whether a block (holding a value's definition) lies inside `isolated`."""
    current = block.parent_op()
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
    if has_trait(op, SymbolTable, value_if_unregistered=False):
        _verify_unique_symbols(op)
    op.verify_()


def _verify_own_invariants(op: Operation) -> None:
    """_verify_single's checks that read only the op's signature (no regions)."""
    if op.attributes:
        _verify_dialect_attributes(op)
    op.verify_()


def _verify_operands_defined(op: Operation) -> None:
    for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
        owner = operand.owner
        # An op's parent is its block (None once erased); a block argument is always defined.
        if owner.parent is None and not isinstance(owner, Block):
            raise VerifyException(f"operand #{index} does not dominate this use")


def _verify_dialect_attributes(op: Operation) -> None:
    if not op.attributes:
        return
    for name, value in sorted(op.attributes.items()):
        hook = registry.dialect_interface(name.split(".", 1)[0], OperationAttributeVerifier) if "." in name else None
        if hook is not None:
            hook.verify(op, name, value)


def _verify_regions_structure(op: Operation) -> None:
    needs_terminator = not has_trait(op, NoTerminator, value_if_unregistered=True)
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
    if last is not None and not has_trait(last, IsTerminator, value_if_unregistered=True):
        raise _emit_error(last, "block with no terminator, has " + print_op_for_diagnostic(last))


def _verify_unique_symbols(op: Operation) -> None:
    """verifySymbolTable: a second definition of a name among a symbol table's ops is an error
    (only symbol tables: MLIR reads no other region's ops as symbols)."""
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
