"""Printing IR exactly as MLIR's AsmPrinter does (the MLIR that Triton 3.6 bundles).

Three passes over the op tree, as in MLIR:
1. `SSANames` numbers values and blocks (`%0`, `%arg3`, `%c0_i32`, `%cst_1`,
   `^bb2`; or names taken from NameLocs with `nameloc_as_prefix`).
2. An alias-collection run of the printer (`MLIRPrinter` in collecting mode,
   MLIR's DummyAliasOperationPrinter) visits every attribute and type that would
   be printed, in print order, to pick `#blocked1`, `#mma`, `#loc12` aliases and
   to decide which aliases are printed before the module and which after it.
3. The real print.

xDSL's own Printer supplies the API that op `print` methods call
(`print_operand`, `print_attribute`, `print_region`, ...); this subclass changes
what those calls produce.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    BytesAttr,
    CallSiteLoc,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FileLineColLoc,
    FloatAttr,
    FunctionType,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    NoneType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    TupleType,
    TypeAttribute,
    UnitAttr,
    UnknownLoc,
    UnrankedTensorType,
    UnregisteredOp,
    VectorType,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    BuiltinAttribute,
    Data,
    Operation,
    OpResult,
    ParametrizedAttribute,
    Region,
    SSAValue,
)
from xdsl.printer import Printer
from xdsl.traits import IsTerminator
from xdsl.utils.mlir_lexer import MLIRLexer

from ttopt.ir import apfloat
from ttopt.ir.traversal import block_ops
from ttopt.support.class_tests import is_subclass

LOCATION_TYPES = (UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc)
# A NameLoc's child location that MLIR neither prints nor visits.
_NO_CHILD_LOCATION = (UnknownLoc, NoneAttr)


@dataclass(frozen=True)
class PrintOptions:
    debuginfo: bool = False
    generic: bool = False
    nameloc_as_prefix: bool = False
    local_scope: bool = False
    pretty_debuginfo: bool = False
    elide_elements_limit: int | None = None
    hex_elements_limit: int = 100


# -- value and block names (MLIR's SSANameState) ------------------------------------


def _sanitize(name: str, allowed: str = "$._-", allow_trailing_digit: bool = True) -> str:
    def valid(c: str) -> bool:
        return c.isascii() and (c.isalnum() or c in allowed)

    def copy() -> str:
        return "".join(c if valid(c) else "_" if c == " " else f"{ord(c):X}" for c in name)

    if name[0].isdigit() or (not valid(name[0]) and name[0] != " "):
        return "_" + copy()
    if not allow_trailing_digit and name[-1].isdigit():
        return copy() + "_"
    if all(valid(c) for c in name):
        return name
    return copy()


def find_name_loc(location: Attribute) -> NameLoc | None:
    """The first NameLoc inside a location, in MLIR's walk order."""
    if isinstance(location, NameLoc):
        return location
    if isinstance(location, CallSiteLoc):
        return find_name_loc(location.callee) or find_name_loc(location.caller)
    if isinstance(location, FusedLoc):
        for inner in location.locations.data:
            if (found := find_name_loc(inner)) is not None:
                return found
    return None


class _NameScope:
    """A scoped set of used names (llvm::ScopedHashTable)."""

    def __init__(self, parent: _NameScope | None):
        self.parent = parent
        self.names: set[str] = set()

    def __contains__(self, name: str) -> bool:
        scope: _NameScope | None = self
        while scope is not None:
            if name in scope.names:
                return True
            scope = scope.parent
        return False


class SSANames:
    """Names for every value and block under a root op, computed as MLIR does."""

    def __init__(self, root: Operation, options: PrintOptions):
        self.options = options
        self.value_ids: dict[SSAValue, int | str] = {}
        self.block_names: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.result_groups: dict[Operation, list[int]] = {}
        self._next_value = 0
        self._next_argument = 0
        self._next_conflict = 0
        self._scope = _NameScope(None)
        self._number(root)

    def _number(self, root: Operation) -> None:
        top = self._scope
        self._number_op(root)
        stack = [(region, self._next_value, self._next_argument, self._next_conflict, top) for region in root.regions]
        unique_ids = self.options.generic
        while stack:
            region, value, argument, conflict, parent = stack.pop()
            if not unique_ids:
                self._next_value, self._next_argument, self._next_conflict = value, argument, conflict
            self._scope = _NameScope(parent)
            self._number_region(region)
            current = self._scope
            for block in region.blocks:
                for op in block.ops:
                    for nested in op.regions:
                        stack.append((nested, self._next_value, self._next_argument, self._next_conflict, current))

    def _number_region(self, region: Region) -> None:
        parent = region.parent
        if not self.options.generic and parent is not None:
            names = getattr(parent, "asm_block_arg_names", None)
            if names is not None:
                for arg, name in names(region):
                    self._set_name(arg, self._prefer_name_loc(arg.location, name))
        for index, block in enumerate(region.blocks):
            self.block_names.setdefault(block, f"bb{index}")
            self.block_order[block] = index
            self._number_block(block, is_entry=index == 0)

    def _number_block(self, block: Block, is_entry: bool) -> None:
        for arg in block.args:
            if arg in self.value_ids:
                continue
            name = ""
            if is_entry:
                name = f"arg{self._next_argument}"
                self._next_argument += 1
            if self.options.nameloc_as_prefix and (loc := find_name_loc(arg.location)) is not None:
                name = loc.desc.data
            self._set_name(arg, name)
        for op in block.ops:
            self._number_op(op)

    def _number_op(self, op: Operation) -> None:
        groups = [0]
        if not self.options.generic:
            names = getattr(op, "asm_result_names", None)
            if names is not None:
                for result, name in names():
                    self._set_name(result, self._prefer_name_loc(op.location, name))
                    if result.index:
                        groups.append(result.index)
        if not op.results:
            return
        first = op.results[0]
        if self.options.nameloc_as_prefix and first not in self.value_ids:
            if (loc := find_name_loc(op.location)) is not None:
                self._set_name(first, loc.desc.data)
        if first not in self.value_ids:
            self.value_ids[first] = self._next_value
            self._next_value += 1
        if len(groups) > 1:
            self.result_groups[op] = sorted(groups)

    def _prefer_name_loc(self, location: Attribute, name: str) -> str:
        """With NameLoc prefixes on, a NameLoc's name replaces an interface's name."""
        if self.options.nameloc_as_prefix and (loc := find_name_loc(location)) is not None:
            return loc.desc.data
        return name

    def _set_name(self, value: SSAValue, name: str) -> None:
        if not name:
            self.value_ids[value] = self._next_value
            self._next_value += 1
            return
        self.value_ids[value] = self._unique(_sanitize(name))

    def _unique(self, name: str) -> str:
        if name in self._scope:
            while True:
                probe = f"{name}_{self._next_conflict}"
                self._next_conflict += 1
                if probe not in self._scope:
                    name = probe
                    break
        self._scope.names.add(name)
        return name

    # lookups ---------------------------------------------------------------------

    def group_head(self, result: OpResult) -> tuple[SSAValue, int | None]:
        """The value naming `result`'s group, and `result`'s index in it (if >1 results)."""
        op = result.op
        if len(op.results) == 1:
            return result, None
        groups = self.result_groups.get(op, [0])
        start = max(g for g in groups if g <= result.index)
        following = [g for g in groups if g > start]
        end = following[0] if following else len(op.results)
        if end - start == 1:
            return op.results[start], None
        return op.results[start], result.index - start

    def value_text(self, value: SSAValue, with_result_number: bool = True) -> str:
        head, number = (value, None)
        if isinstance(value, OpResult):
            head, number = self.group_head(value)
        ident = self.value_ids.get(head)
        if ident is None:
            return "<<UNKNOWN SSA VALUE>>"
        text = f"%{ident}"
        if number is not None and with_result_number:
            text += f"#{number}"
        return text


# -- aliases (MLIR's AliasInitializer) -----------------------------------------------


@dataclass
class _AliasInfo:
    name: str | None
    is_type: bool
    can_be_deferred: bool
    depth: int
    children: list[int] = field(default_factory=list)


def alias_name(attr: Attribute) -> str | None:
    """The alias a dialect gives `attr` (OpAsmDialectInterface::getAlias)."""
    if is_subclass(type(attr), LOCATION_TYPES):
        return "loc"
    hook = getattr(attr, "asm_alias", None)
    return hook() if hook is not None else None


def _bytes(name: str | None) -> bytes:
    return (name or "").encode("utf-8")


@dataclass
class AliasTable:
    aliases: dict[Attribute, str] = field(default_factory=dict)
    non_deferred: list[Attribute] = field(default_factory=list)
    deferred: list[Attribute] = field(default_factory=list)
    aliased_classes: set[type] = field(default_factory=set)
    """The classes of the attributes in `aliases`."""

    def alias_of(self, attr: Attribute) -> str | None:
        """`aliases.get(attr)`, without hashing `attr` when no attribute of its class has an
        alias: an xDSL attribute hashes all its parameters again on every call, and a printer
        asks about every attribute and type it prints (a 128-member `!llvm.struct`, ~500 hash
        calls, on each extract/insertvalue of a lowered kernel)."""
        if type(attr) not in self.aliased_classes:
            return None
        return self.aliases.get(attr)


class _AliasCollector:
    def __init__(self) -> None:
        self.index: dict[Attribute, int] = {}
        # The same index by identity, asked first: the attributes of IR a pass built are mostly
        # shared objects, and `index` hashes an attribute's parameters again on every lookup.
        self.index_by_id: dict[int, tuple[Attribute, int]] = {}
        self.entries: list[tuple[Attribute, _AliasInfo]] = []
        self.children: list[list[int]] | None = None
        self.max_child_depth: list[int] = []

    def mark_non_deferrable(self, index: int) -> None:
        info = self.entries[index][1]
        if not info.can_be_deferred:
            return
        info.can_be_deferred = False
        for child in info.children:
            self.mark_non_deferrable(child)

    def table(self) -> AliasTable:
        order = sorted(
            (i for i, (_, info) in enumerate(self.entries) if info.name is not None),
            key=lambda i: (self.entries[i][1].depth, not self.entries[i][1].is_type, _bytes(self.entries[i][1].name)),
        )
        names = _AliasNames()
        table = AliasTable()
        for i in order:
            attr, info = self.entries[i]
            assert info.name is not None
            table.aliases[attr] = names.unique(info.name)
            table.aliased_classes.add(type(attr))
            (table.deferred if info.can_be_deferred else table.non_deferred).append(attr)
        return table


class _AliasNames:
    """MLIR's uniqueAliasNameIndex: `blocked`, `blocked1`, ...; `x1_1` after a digit."""

    def __init__(self) -> None:
        self.used: set[str] = set()
        self.counts: dict[str, int] = {}

    def unique(self, stem: str) -> str:
        if stem not in self.used:
            self.used.add(stem)
            return stem
        probe = stem + ("_" if stem[-1].isdigit() else "")
        while True:
            index = self.counts.setdefault(probe, 1)
            self.counts[probe] = index + 1
            candidate = f"{probe}{index}"
            if candidate not in self.used:
                self.used.add(candidate)
                return candidate


# -- the printer ------------------------------------------------------------------------


class _Sink:
    def write(self, _: str) -> None:
        pass


@dataclass(eq=False, repr=False)
class MLIRPrinter(Printer):
    options: PrintOptions = field(default_factory=PrintOptions)
    names: SSANames | None = None
    alias_table: AliasTable = field(default_factory=AliasTable)
    collector: _AliasCollector | None = None
    _chunks: list[str] = field(default_factory=list)
    _type_texts: dict[int, tuple[Attribute, str]] = field(default_factory=dict)
    """Each type printed so far, by identity, with its text (see _print_type)."""
    _deferrable: bool = False
    _default_dialects: list[str] = field(default_factory=lambda: ["builtin"])

    # raw output ------------------------------------------------------------------

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        if self.collector is not None:
            return
        if "\n" in text:
            pad = " " * ((self._indent if indent is None else indent) * self.indent_num_spaces)
            text = text.replace("\n", "\n" + pad)
        self._chunks.append(text)

    def _print_new_line(self, indent: int | None = None, print_message: bool = True) -> None:
        if self.collector is not None:
            return
        self._chunks.append("\n" + " " * ((self._indent if indent is None else indent) * self.indent_num_spaces))

    def text(self) -> str:
        return "".join(self._chunks)

    # values and blocks -------------------------------------------------------------

    def print_ssa_value(self, value: SSAValue) -> str:
        if self.collector is not None:
            return ""
        text = self.names.value_text(value) if self.names is not None else "%<<value>>"
        self.print_string(text)
        return text[1:]

    def print_operand(self, operand: SSAValue) -> None:
        self.print_ssa_value(operand)

    def print_block_name(self, block: Block) -> str:
        if self.collector is not None:
            return ""
        name = self.names.block_names.get(block, "INVALIDBLOCK") if self.names else "bb?"
        self.print_string(f"^{name}")
        return name

    def print_region_argument(
        self, arg: BlockArgument, arg_attrs: Mapping[str, Attribute] | None = None, omit_type: bool = False
    ) -> None:
        """`%x: type {attrs} loc(...)` (OpAsmPrinter::printRegionArgument).

        As in MLIR's alias dry run, the argument attributes are not visited.
        """
        if self.collector is not None:
            if not omit_type:
                self.print_attribute(arg.type)
            self._visit_location(arg.location, deferrable=False) if self.options.debuginfo else None
            return
        self.print_ssa_value(arg)
        if not omit_type:
            self.print_string(": ")
            self.print_attribute(arg.type)
        if arg_attrs:
            self.print_op_attributes(arg_attrs)
        self.print_trailing_location(arg.location, allow_alias=False)

    def print_stripped(self, attr: Attribute) -> None:
        """printStrippedAttrOrType: the alias, else the parameters without `#dialect.name`."""
        if self.collector is not None:
            self._visit(attr)
            return
        if self.alias_table.alias_of(attr) is not None or _is_builtin(attr):
            self.print_attribute(attr)
            return
        start = len(self._chunks)
        if isinstance(attr, ParametrizedAttribute):
            attr.print_parameters(self)
        if len(self._chunks) == start:
            self.print_attribute(attr)

    def print_block_argument(self, arg: BlockArgument, print_type: bool = True) -> None:
        """`%arg: type loc(...)`, as OpAsmPrinter::printRegionArgument prints it."""
        if self.collector is not None:
            if print_type:
                self.print_attribute(arg.type)
            if self.options.debuginfo:
                self._visit_location(arg.location, deferrable=False)
            return
        self.print_ssa_value(arg)
        if print_type:
            self.print_string(": ")
            self.print_attribute(arg.type)
        self.print_trailing_location(arg.location, allow_alias=False)

    def print_trailing_location(self, location: Attribute, allow_alias: bool = True) -> None:
        if not self.options.debuginfo:
            return
        if self.collector is not None:
            self._visit_location(location, deferrable=allow_alias)
            return
        self.print_string(" ")
        self.print_location(location, allow_alias)

    # ops ---------------------------------------------------------------------------

    def print_op(self, op: Operation) -> None:
        if self.collector is not None:
            self._collect_op(op)
            return
        self._print_results(op)
        if self.options.generic or not _has_custom_format(op):
            self.print_string(f'"{_op_name(op)}"')
            self.print_op_with_default_format(op)
        else:
            self.print_string(self._custom_op_name(op))
            op.print(self)
        self.print_trailing_location(op.location)

    def _custom_op_name(self, op: Operation) -> str:
        name = op.name
        prefix = self._default_dialects[-1] + "."
        if name.startswith(prefix) and name.count(".") == 1:
            return name[len(prefix) :]
        return name

    def _print_results(self, op: Operation) -> None:
        if not op.results:
            return
        assert self.names is not None
        groups = self.names.result_groups.get(op, [0])
        bounds = groups + [len(op.results)]
        parts = []
        for start, end in zip(bounds, bounds[1:]):
            text = self.names.value_text(op.results[start], with_result_number=False)
            parts.append(text + (f":{end - start}" if end - start > 1 else ""))
        self.print_string(", ".join(parts) + " = ")

    def _collect_op(self, op: Operation) -> None:
        if self.options.debuginfo:
            self._visit_location(op.location, deferrable=True)
        if self.options.generic or not _has_custom_format(op):
            for region in op.regions:
                self.print_region(region, print_entry_block_args=True, print_block_terminators=True)
            for operand in op.operands:
                self.print_attribute(operand.type)
            for result in op.results:
                self.print_attribute(result.type)
            for _, value in sorted({**op.properties, **op.attributes}.items()):
                self.print_attribute(value)
            return
        op.print(self)

    def print_op_with_default_format(self, op: Operation) -> None:
        """The generic op form (after the quoted name)."""
        self.print_string("(")
        self.print_list(op.operands, self.print_operand)
        self.print_string(")")
        if op.successors:
            self.print_string("[")
            self.print_list(op.successors, self.print_block_name)
            self.print_string("]")
        if op.properties:
            self.print_string(" <")
            self._print_dictionary(op.properties)
            self.print_string(">")
        if op.regions:
            self.print_string(" (")
            self.print_list(
                op.regions,
                lambda r: self.print_region(
                    r, print_entry_block_args=True, print_block_terminators=True, print_empty_block=True
                ),
            )
            self.print_string(")")
        attributes = op.attributes
        if isinstance(op, UnregisteredOp):
            attributes = {k: v for k, v in attributes.items() if k != "op_name__"}
        self.print_op_attributes(attributes)
        self.print_string(" : ")
        self.print_function_type(op.operand_types, op.result_types)

    def print_op_properties(self, op: Operation) -> None:
        """`prop-dict`: ` <{...}>` when there are properties."""
        if op.properties:
            self.print_string(" <")
            self._print_dictionary(op.properties)
            self.print_string(">")

    # regions and blocks ------------------------------------------------------------------

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_empty_block: bool = False,
        print_block_terminators: bool = True,
    ) -> None:
        if self.collector is not None:
            self._collect_region(region, print_entry_block_args, print_block_terminators)
            return
        self.print_string("{")
        parent = region.parent
        self._default_dialects.append(_default_dialect(parent))
        try:
            entry = region.blocks.first
            if entry is not None:
                always_header = (print_empty_block and not entry.ops) or (
                    print_entry_block_args and len(entry.args) > 0
                )
                self._print_block(entry, always_header, print_block_terminators)
                for block in list(region.blocks)[1:]:
                    self._print_block(block, True, True)
        finally:
            self._default_dialects.pop()
        self._print_new_line()
        self.print_string("}")

    def _collect_region(self, region: Region, entry_args: bool, terminators: bool) -> None:
        for index, block in enumerate(region.blocks):
            if index > 0 or entry_args:
                for arg in block.args:
                    self.print_attribute(arg.type)
                    if self.options.debuginfo:
                        self._visit_location(arg.location, deferrable=False)
            for op in _block_ops(block, terminators or index > 0):
                self.print_op(op)

    def _print_block(self, block: Block, print_header: bool, print_terminator: bool) -> None:
        if print_header:
            self._print_new_line()
            self.print_block_name(block)
            if block.args:
                self.print_string("(")
                self.print_list(block.args, self._print_label_argument)
                self.print_string(")")
            self.print_string(":")
            self._print_predecessor_comment(block)
        with self.indented():
            for op in _block_ops(block, print_terminator):
                self._print_new_line()
                self.print_op(op)

    def _print_label_argument(self, arg: BlockArgument) -> None:
        self.print_ssa_value(arg)
        self.print_string(": ")
        self.print_attribute(arg.type)
        self.print_trailing_location(arg.location, allow_alias=False)

    def _print_predecessor_comment(self, block: Block) -> None:
        predecessors = _predecessors(block)
        if not predecessors:
            if block.parent is not None and block is not block.parent.blocks.first:
                self.print_string("  // no predecessors")
            return
        if len(predecessors) == 1:
            self.print_string("  // pred: ")
            self.print_block_name(predecessors[0])
            return
        assert self.names is not None
        ordered = sorted(predecessors, key=lambda b: self.names.block_order.get(b, 0))
        self.print_string(f"  // {len(ordered)} preds: ")
        self.print_list(ordered, self.print_block_name)

    def print_block(self, block: Block, print_block_args: bool = True, print_block_terminator: bool = True) -> None:
        self._print_block(block, print_block_args, print_block_terminator)

    # attribute dictionaries ---------------------------------------------------------------

    def print_op_attributes(
        self,
        attributes: Mapping[str, Attribute],
        *,
        reserved_attr_names: Iterable[str] = (),
        print_keyword: bool = False,
    ) -> bool:
        reserved = set(reserved_attr_names)
        items = sorted((k, v) for k, v in attributes.items() if k not in reserved)
        if not items:
            return False
        if self.collector is not None:
            for _, value in items:
                self.print_attribute(value)
            return True
        self.print_string(" attributes {" if print_keyword else " {")
        self.print_list(items, self._print_named_attribute)
        self.print_string("}")
        return True

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        self._print_dictionary(attr_dict)

    def _print_dictionary(self, attributes: Mapping[str, Attribute]) -> None:
        if self.collector is not None:
            for value in attributes.values():
                self.print_attribute(value)
            return
        self.print_string("{")
        self.print_list(sorted(attributes.items()), self._print_named_attribute)
        self.print_string("}")

    def _print_named_attribute(self, item: tuple[str, Attribute]) -> None:
        name, value = item
        self.print_string(keyword_or_string(name))
        if not isinstance(value, UnitAttr):
            self.print_string(" = ")
            self.print_attribute(value)

    # attributes and types ------------------------------------------------------------------

    def print_attribute(self, attribute: Attribute) -> None:
        self._print_attribute(attribute, elide_type=False)

    def _print_attribute(self, attr: Attribute, elide_type: bool) -> None:
        if self.collector is not None:
            self._visit(attr)
            return
        if is_subclass(type(attr), TypeAttribute):
            self._print_type(attr)
            return
        self._print_attribute_text(attr, elide_type)

    def _print_type(self, type_: Attribute) -> None:
        """A type's text, made once per type object in a print: types are immutable and the
        aliases are fixed before printing starts, and a lowered kernel prints the same types
        thousands of times (each extract/insertvalue its 128-member `!llvm.struct`, ~60 us a
        time). Texts with a newline (indented where they are printed) are not kept."""
        entry = self._type_texts.get(id(type_))
        if entry is not None and entry[0] is type_:
            self._chunks.append(entry[1])
            return
        start = len(self._chunks)
        self._print_attribute_text(type_, False)
        text = "".join(self._chunks[start:])
        del self._chunks[start:]
        self._chunks.append(text)
        if "\n" not in text:
            self._type_texts[id(type_)] = (type_, text)

    def _print_attribute_text(self, attr: Attribute, elide_type: bool) -> None:
        alias = self.alias_table.alias_of(attr)
        if alias is not None:
            self.print_string(("!" if is_subclass(type(attr), TypeAttribute) else "#") + alias)
            return
        self._print_attribute_body(attr, elide_type)

    def print_attribute_without_type(self, attr: Attribute) -> None:
        self._print_attribute(attr, elide_type=True)

    def _print_attribute_body(self, attr: Attribute, elide_type: bool = False) -> None:
        if is_subclass(type(attr), LOCATION_TYPES):
            self.print_location(attr, allow_alias=False)
        elif _is_builtin(attr):
            self._print_builtin(attr, elide_type)
        else:
            self._print_dialect_attribute(attr)

    def _print_dialect_attribute(self, attr: Attribute) -> None:
        self.print_string(("!" if isinstance(attr, TypeAttribute) else "#") + attr.name)
        if isinstance(attr, Data):
            attr.print_parameter(self)
        elif isinstance(attr, ParametrizedAttribute):
            attr.print_parameters(self)

    def _print_builtin(self, attr: Attribute, elide_type: bool) -> None:
        printer = _BUILTIN_PRINTERS.get(type(attr))
        if printer is None:
            for base, candidate in _BUILTIN_PRINTERS.items():
                if isinstance(attr, base):
                    printer = candidate
                    break
        if printer is None:
            attr.print_builtin(self)  # type: ignore[attr-defined]
            return
        printer(self, attr, elide_type)

    def print_float_attr_value(self, attr: FloatAttr) -> None:
        self.print_string(format_float(attr.value.data, attr.type))

    # locations -------------------------------------------------------------------------------

    def print_location(self, location: Attribute, allow_alias: bool = True) -> None:
        self.print_string("loc(")
        alias = self.alias_table.alias_of(location) if allow_alias else None
        if alias is not None:
            self.print_string("#" + alias)
        else:
            self._print_location_body(location, top_level=True)
        self.print_string(")")

    def _print_location_body(self, location: Attribute, top_level: bool = False) -> None:
        if not top_level and (alias := self.alias_table.alias_of(location)) is not None:
            self.print_string("#" + alias)
            return
        if isinstance(location, UnknownLoc):
            self.print_string("unknown")
        elif isinstance(location, FileLineColLoc):
            self.print_string(f"{escape_string(location.filename.data)}:{location.line.data}:{location.column.data}")
        elif isinstance(location, NameLoc):
            self.print_string(escape_string(location.desc.data))
            if not is_subclass(type(location.location), _NO_CHILD_LOCATION):
                self.print_string("(")
                self._print_location_body(location.location)
                self.print_string(")")
        elif isinstance(location, CallSiteLoc):
            self.print_string("callsite(")
            self._print_location_body(location.callee)
            self.print_string(" at ")
            self._print_location_body(location.caller)
            self.print_string(")")
        elif isinstance(location, FusedLoc):
            self.print_string("fused")
            if not isinstance(location.metadata, NoneAttr):
                self.print_string("<")
                self.print_attribute(location.metadata)
                self.print_string(">")
            self.print_string("[")
            self.print_list(location.locations.data, self._print_location_body)
            self.print_string("]")
        else:
            self.print_attribute(location)

    # alias collection ---------------------------------------------------------------------------

    def _visit_location(self, location: Attribute, deferrable: bool) -> None:
        saved = self._deferrable
        self._deferrable = deferrable
        try:
            self._visit(location)
        finally:
            self._deferrable = saved

    def _visit(self, attr: Attribute) -> tuple[int, int]:
        collector = self.collector
        assert collector is not None
        known = collector.index_by_id.get(id(attr))
        if known is not None and known[0] is attr:
            index = known[1]
        else:
            index = collector.index.get(attr)
            if index is not None:
                collector.index_by_id[id(attr)] = (attr, index)
        if index is not None:
            if not self._deferrable:
                collector.mark_non_deferrable(index)
            result = (collector.entries[index][1].depth, index)
            self._record_child(result)
            return result
        name = alias_name(attr)
        if name is not None:
            name = _sanitize(name, allowed="$_-")
        info = _AliasInfo(name, is_subclass(type(attr), TypeAttribute), self._deferrable, 1 if name else 0)
        index = len(collector.entries)
        collector.index[attr] = index
        collector.index_by_id[id(attr)] = (attr, index)
        collector.entries.append((attr, info))
        saved_children = collector.children
        collector.children = []
        try:
            self._visit_nested(attr)
            children = collector.children
        finally:
            collector.children = saved_children
        deepest_child = 0
        for depth, child in children:
            info.children.append(child)
            deepest_child = max(deepest_child, depth)
        if deepest_child > 0:
            info.depth = deepest_child + 1
        result = (info.depth, index)
        self._record_child(result)
        return result

    def _record_child(self, result: tuple[int, int]) -> None:
        collector = self.collector
        if collector is not None and collector.children is not None:
            collector.children.append(result)

    def _visit_nested(self, attr: Attribute) -> None:
        """Visit what MLIR's DummyAliasDialectAsmPrinter visits inside `attr`."""
        kind = type(attr)
        if is_subclass(kind, NameLoc):
            if not is_subclass(type(attr.location), _NO_CHILD_LOCATION):
                self._visit(attr.location)
        elif is_subclass(kind, CallSiteLoc):
            self._visit(attr.callee)
            self._visit(attr.caller)
        elif is_subclass(kind, FusedLoc):
            if not is_subclass(type(attr.metadata), NoneAttr):
                self._visit(attr.metadata)
            for inner in attr.locations.data:
                self._visit(inner)
        elif is_subclass(kind, _LEAF_LOCATIONS):
            return
        elif _is_builtin(attr):
            for child in _builtin_children(attr):
                self._visit(child)
        elif isinstance(attr, Data):
            attr.print_parameter(self)
        elif isinstance(attr, ParametrizedAttribute):
            attr.print_parameters(self)


# Locations with no attribute inside.
_LEAF_LOCATIONS = (UnknownLoc, FileLineColLoc)


def _is_builtin(attr: Attribute) -> bool:
    return is_subclass(type(attr), BuiltinAttribute)


# Builtin attributes with no nested attributes (asked by class, as _is_builtin).
_LEAF_BUILTINS = (IntegerAttr, FloatAttr, DenseArrayBase, UnitAttr)


def _builtin_children(attr: Attribute) -> list[Attribute]:
    """Nested attributes/types MLIR visits for aliases inside a builtin attribute."""
    kind = type(attr)
    if is_subclass(kind, _LEAF_BUILTINS):
        children: list[Attribute] = []
    elif is_subclass(kind, DictionaryAttr):
        children = [v for _, v in sorted(attr.data.items())]
    elif is_subclass(kind, ArrayAttr):
        children = list(attr.data)
    elif isinstance(attr, TensorType | VectorType):
        children = [attr.element_type]
        if isinstance(attr, TensorType) and not isinstance(attr.encoding, NoneAttr):
            children.append(attr.encoding)
        return children
    elif isinstance(attr, UnrankedTensorType):
        return [attr.element_type]
    elif isinstance(attr, FunctionType):
        return list(attr.inputs.data) + list(attr.outputs.data)
    elif isinstance(attr, TupleType):
        return list(attr.types.data)
    elif isinstance(attr, ComplexType):
        return [attr.element_type]
    elif isinstance(attr, DenseIntOrFPElementsAttr):
        children = []
    else:
        return []
    typed = getattr(attr, "type", None)
    if isinstance(typed, Attribute) and not isinstance(typed, NoneType) and isinstance(attr, IntegerAttr | FloatAttr | DenseIntOrFPElementsAttr):
        children.append(typed)
    return children


# -- builtin attribute and type printing ------------------------------------------------------


def escape_string(text: str) -> str:
    """A string literal with llvm::printEscapedString's escapes."""
    out = ['"']
    for byte in text.encode("utf-8"):
        if byte == 0x5C:
            out.append("\\\\")
        elif 0x20 <= byte <= 0x7E and byte != 0x22:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    out.append('"')
    return "".join(out)


def keyword_or_string(name: str) -> str:
    """An attribute name: bare when it is an identifier, quoted otherwise."""
    if name and MLIRLexer.bare_identifier_regex.fullmatch(name) is not None:
        return name
    return escape_string(name)


def format_float(value: float, type_: Attribute) -> str:
    sem = apfloat.semantics_for(type_.name)
    return apfloat.format_mlir(apfloat.bits_from_float(value, sem), sem)


def _float_bits_text(bits: int, type_: Attribute) -> str:
    return apfloat.format_mlir(bits, apfloat.semantics_for(type_.name))


def _print_integer_attr(p: MLIRPrinter, attr: IntegerAttr, elide_type: bool) -> None:
    type_ = attr.type
    value = attr.value.data
    if isinstance(type_, IntegerType) and type_.width.data == 1 and type_.signedness.data == Signedness.SIGNLESS:
        p.print_string("true" if value else "false")
        return
    p.print_string(str(value))
    if elide_type:
        return
    p.print_string(" : ")
    p.print_attribute(type_)


def _print_float_attr(p: MLIRPrinter, attr: FloatAttr, elide_type: bool) -> None:
    p.print_string(format_float(attr.value.data, attr.type))
    if not elide_type:
        p.print_string(" : ")
        p.print_attribute(attr.type)


def _print_array(p: MLIRPrinter, attr: ArrayAttr, elide_type: bool) -> None:
    p.print_string("[")
    p.print_list(attr.data, lambda a: p._print_attribute(a, elide_type=_elided_in_array(a)))
    p.print_string("]")


def _elided_in_array(attr: Attribute) -> bool:
    """Inside an array MLIR elides `: i64` and `: f64` (AttrTypeElision::May)."""
    if isinstance(attr, IntegerAttr):
        return isinstance(attr.type, IntegerType) and attr.type.width.data == 64 and attr.type.signedness.data == Signedness.SIGNLESS
    if isinstance(attr, FloatAttr):
        text = format_float(attr.value.data, attr.type)
        return attr.type.name == "f64" and not text.startswith("0x")
    return False


def _print_dictionary_attr(p: MLIRPrinter, attr: DictionaryAttr, elide_type: bool) -> None:
    p._print_dictionary(attr.data)


def _print_string_attr(p: MLIRPrinter, attr: StringAttr, elide_type: bool) -> None:
    p.print_string(escape_string(attr.data))


def _print_unit(p: MLIRPrinter, attr: UnitAttr, elide_type: bool) -> None:
    p.print_string("unit")


def _print_symbol_ref(p: MLIRPrinter, attr: SymbolRefAttr, elide_type: bool) -> None:
    parts = [attr.root_reference.data] + [r.data for r in attr.nested_references.data]
    p.print_string("::".join("@" + keyword_or_string(part) for part in parts))


def _print_dense_array(p: MLIRPrinter, attr: DenseArrayBase, elide_type: bool) -> None:
    p.print_string("array<")
    p.print_attribute(attr.elt_type)
    values = attr.get_values()
    if values:
        p.print_string(": ")
        p.print_string(", ".join(_scalar_text(v, attr.elt_type) for v in values))
    p.print_string(">")


def _scalar_text(value, element_type: Attribute) -> str:
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        return "true" if value else "false"
    if isinstance(element_type, IntegerType | IndexType):
        return str(int(value))
    return format_float(value, element_type)


def _print_dense(p: MLIRPrinter, attr: DenseIntOrFPElementsAttr, elide_type: bool) -> None:
    limit = p.options.elide_elements_limit
    count = _element_count(attr)
    splat = _is_splat(attr)
    if limit is not None and count > limit and not splat:
        p.print_string("dense_resource<__elided__>")
    else:
        p.print_string("dense<")
        p.print_string(_dense_body(attr, count, splat, p.options.hex_elements_limit))
        p.print_string(">")
    if not elide_type:
        p.print_string(" : ")
        p.print_attribute(attr.type)


def _element_count(attr: DenseIntOrFPElementsAttr) -> int:
    return len(attr.data.data) // attr.get_element_type().compile_time_size


def _is_splat(attr: DenseIntOrFPElementsAttr) -> bool:
    """All elements equal, judged on the raw bytes (formatting 16K floats is slow)."""
    raw: bytes = attr.data.data
    size = attr.get_element_type().compile_time_size
    return raw[:size] * (len(raw) // size) == raw


def dense_element_texts(attr: DenseIntOrFPElementsAttr, limit: int | None = None) -> list[str]:
    """The printed elements (the first `limit` of them, if given)."""
    element_type = attr.get_element_type()
    raw: bytes = attr.data.data
    size = element_type.compile_time_size
    if limit is not None:
        raw = raw[: limit * size]
    if isinstance(element_type, IntegerType | IndexType):
        return [_scalar_text(v, element_type) for v in _unpacked_ints(raw, element_type)]
    if isinstance(element_type, ComplexType):
        values = element_type.unpack(raw, len(raw) // size)
        inner = element_type.element_type
        return [f"({_scalar_text(a, inner)},{_scalar_text(b, inner)})" for a, b in values]
    return [
        _float_bits_text(int.from_bytes(raw[i : i + size], "little"), element_type)
        for i in range(0, len(raw), size)
    ]


def _unpacked_ints(raw: bytes, element_type) -> list[int]:
    return list(element_type.unpack(raw, len(raw) // element_type.compile_time_size))


def _dense_body(attr: DenseIntOrFPElementsAttr, count: int, splat: bool, hex_limit: int) -> str:
    if count == 0:
        return ""
    if splat:
        return dense_element_texts(attr, limit=1)[0]
    if hex_limit >= 0 and count > hex_limit:
        return '"0x' + _hex_storage(attr).upper() + '"'
    shape = list(attr.get_shape())
    elements = dense_element_texts(attr)
    return _nested(elements, shape) if shape else elements[0]


def _hex_storage(attr: DenseIntOrFPElementsAttr) -> str:
    """MLIR's raw storage: little-endian elements; i1 packed eight to a byte."""
    element_type = attr.get_element_type()
    raw: bytes = attr.data.data
    if isinstance(element_type, IntegerType) and element_type.width.data == 1:
        bits = [b & 1 for b in raw]
        packed = bytearray((len(bits) + 7) // 8)
        for i, bit in enumerate(bits):
            packed[i // 8] |= bit << (i % 8)
        return packed.hex()
    return raw.hex()


def _nested(elements: Sequence[str], shape: Sequence[int]) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(elements) + "]"
    stride = len(elements) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nested(elements[i * stride : (i + 1) * stride], shape[1:]) for i in range(shape[0])) + "]"


def _print_integer_type(p: MLIRPrinter, attr: IntegerType, elide_type: bool) -> None:
    signedness = attr.signedness.data
    # Compared by identity: an enum member hashes through a Python __hash__.
    prefix = "i" if signedness is Signedness.SIGNLESS else "si" if signedness is Signedness.SIGNED else "ui"
    p.print_string(f"{prefix}{attr.width.data}")


def _print_named_type(p: MLIRPrinter, attr: Attribute, elide_type: bool) -> None:
    p.print_string(attr.name)


def _print_none_type(p: MLIRPrinter, attr: NoneType, elide_type: bool) -> None:
    p.print_string("none")


def _print_index(p: MLIRPrinter, attr: IndexType, elide_type: bool) -> None:
    p.print_string("index")


def _shape_text(shape: Sequence[int]) -> str:
    return "x".join("?" if d < 0 else str(d) for d in shape)


def _print_tensor(p: MLIRPrinter, attr: TensorType, elide_type: bool) -> None:
    shape = attr.get_shape()
    p.print_string("tensor<" + _shape_text(shape) + ("x" if shape else ""))
    p.print_attribute(attr.element_type)
    if not isinstance(attr.encoding, NoneAttr):
        p.print_string(", ")
        p.print_attribute(attr.encoding)
    p.print_string(">")


def _print_unranked_tensor(p: MLIRPrinter, attr: UnrankedTensorType, elide_type: bool) -> None:
    p.print_string("tensor<*x")
    p.print_attribute(attr.element_type)
    p.print_string(">")


def _print_vector(p: MLIRPrinter, attr: VectorType, elide_type: bool) -> None:
    dims = []
    for size, scalable in zip(attr.get_shape(), attr.get_scalable_dims()):
        dims.append(f"[{size}]" if scalable else str(size))
    p.print_string("vector<" + "x".join(dims) + ("x" if dims else ""))
    p.print_attribute(attr.element_type)
    p.print_string(">")


def _print_function_type_attr(p: MLIRPrinter, attr: FunctionType, elide_type: bool) -> None:
    p.print_function_type(attr.inputs.data, attr.outputs.data)


def _print_tuple(p: MLIRPrinter, attr: TupleType, elide_type: bool) -> None:
    p.print_string("tuple<")
    p.print_list(attr.types.data, p.print_attribute)
    p.print_string(">")


def _print_complex(p: MLIRPrinter, attr: ComplexType, elide_type: bool) -> None:
    p.print_string("complex<")
    p.print_attribute(attr.element_type)
    p.print_string(">")


def _print_int_data(p: MLIRPrinter, attr: IntAttr, elide_type: bool) -> None:
    p.print_string(str(attr.data))


def _print_bytes(p: MLIRPrinter, attr: BytesAttr, elide_type: bool) -> None:
    p.print_string(escape_string(attr.data.decode("latin-1")))


def _float_type_printers() -> dict[type, object]:
    from xdsl.dialects import builtin

    return {
        cls: _print_named_type
        for cls in vars(builtin).values()
        # The MRO, not issubclass: _FloatType is an ABC, whose subclass check of each of the
        # module's ~140 classes recurses through its registry (~1.5 ms of every start).
        if isinstance(cls, type) and builtin._FloatType in cls.__mro__[1:] and hasattr(cls, "name")
    }


_BUILTIN_PRINTERS: dict[type, object] = {
    IntegerAttr: _print_integer_attr,
    FloatAttr: _print_float_attr,
    ArrayAttr: _print_array,
    DictionaryAttr: _print_dictionary_attr,
    StringAttr: _print_string_attr,
    UnitAttr: _print_unit,
    SymbolRefAttr: _print_symbol_ref,
    DenseArrayBase: _print_dense_array,
    DenseIntOrFPElementsAttr: _print_dense,
    IntegerType: _print_integer_type,
    IndexType: _print_index,
    NoneType: _print_none_type,
    TensorType: _print_tensor,
    UnrankedTensorType: _print_unranked_tensor,
    VectorType: _print_vector,
    FunctionType: _print_function_type_attr,
    TupleType: _print_tuple,
    ComplexType: _print_complex,
    IntAttr: _print_int_data,
    BytesAttr: _print_bytes,
    BFloat16Type: _print_named_type,
    **_float_type_printers(),
}


# -- helpers --------------------------------------------------------------------------------


def _has_custom_format(op: Operation) -> bool:
    if is_subclass(type(op), UnregisteredOp):
        return False
    return type(op).print is not Operation.print


def _default_dialect(op: Operation | None) -> str:
    """OpAsmOpInterface::getDefaultDialect: ops in a module print `module`, not `builtin.module`."""
    if isinstance(op, ModuleOp):
        return "builtin"
    return getattr(op, "DEFAULT_DIALECT", "") if op is not None else ""


def _op_name(op: Operation) -> str:
    if isinstance(op, UnregisteredOp):
        return op.op_name.data
    return op.name


def _block_ops(block: Block, print_terminator: bool) -> list[Operation]:
    ops = block_ops(block)
    if not print_terminator and ops and ops[-1].has_trait(IsTerminator, value_if_unregistered=False):
        ops.pop()
    return ops


def _predecessors(block: Block) -> list[Block]:
    """One entry per branch edge into `block` (a cond_br to it twice counts twice)."""
    return [use.operation.parent for use in block.uses if use.operation.parent is not None]


# -- entry points ------------------------------------------------------------------------------


def print_operation(op: Operation, options: PrintOptions = PrintOptions()) -> str:
    """A top-level op as mlir-opt prints it: aliases, the op, deferred aliases."""
    names = SSANames(op, options)
    if options.local_scope:
        printer = MLIRPrinter(stream=_Sink(), options=options, names=names)
        printer.print_op(op)
        return printer.text()
    collector = _AliasCollector()
    MLIRPrinter(stream=_Sink(), options=options, names=names, collector=collector).print_op(op)
    table = collector.table()
    printer = MLIRPrinter(stream=_Sink(), options=options, names=names, alias_table=table)
    _print_alias_definitions(printer, table, table.non_deferred)
    printer.print_op(op)
    printer.print_string("\n")
    _print_alias_definitions(printer, table, table.deferred)
    return printer.text()


def _print_alias_definitions(printer: MLIRPrinter, table: AliasTable, attrs: list[Attribute]) -> None:
    for attr in attrs:
        prefix = "!" if isinstance(attr, TypeAttribute) else "#"
        printer.print_string(f"{prefix}{table.aliases[attr]} = ")
        printer._print_attribute_body(attr)
        printer.print_string("\n")


def print_op_for_diagnostic(op: Operation, generic: bool = True) -> str:
    """An op with the names of its function and attributes inline, as MLIR prints an
    op (or a value) into a diagnostic; generic form for 'see current operation'."""
    root = op
    while root.parent_op() is not None:
        root = root.parent_op()
    options = PrintOptions(generic=generic, local_scope=True)
    names = SSANames(root, options)
    printer = MLIRPrinter(stream=_Sink(), options=options, names=names)
    printer.print_op(op)
    return printer.text()


def print_attribute_text(attr: Attribute) -> str:
    """An attribute or type printed inline (no aliases), e.g. for messages."""
    printer = MLIRPrinter(stream=_Sink(), options=PrintOptions(local_scope=True))
    printer.print_attribute(attr)
    return printer.text()


def module_text(module: ModuleOp, **options) -> str:
    return print_operation(module, PrintOptions(**options))

