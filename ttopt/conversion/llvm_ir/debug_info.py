"""Debug metadata for the LLVM IR translation, as MLIR's DebugTranslation
(mlir/lib/Target/LLVMIR/DebugTranslation.cpp) makes it from what `enable-line-info` leaves
(ttopt/transforms/llvmir/di_scope.py), and as LLVM's AsmWriter prints and numbers it.

- A function whose location is fused with a `#llvm.di_subprogram` gets that subprogram
  (`!dbg` on its `define`/`declare`); a definition's compile unit goes to `!llvm.dbg.cu`.
- Each instruction gets the DILocation of the op it comes from (`translateLoc` with the
  function's subprogram as scope): a file location is a DILocation in that scope; a name
  location stands for its child; a fused location takes the scope its metadata names and
  merges its locations (DILocation::getMergedLocation); a call site is its callee's
  location `inlinedAt` its caller's, the callee in the scope its own fused metadata gives
  (the `#di_lexical_block_file` enable-line-info adds), the caller's location alone when the
  callee has none. Unknown locations, and every location in a function without a
  subprogram, give none.
- `extract-variable-info`'s `#llvm.di_local_variable` and `#llvm.di_basic_type` become
  `!DILocalVariable`/`!DIBasicType` nodes, referenced by the `#dbg_value` records the
  translator writes for `llvm.intr.dbg.value`.
- Nodes are uniqued by content except distinct ones (compile units, definitions'
  subprograms, lexical block files: one per attribute). `MetadataSlots` numbers nodes as
  LLVM's SlotTracker does: a node, then its operands depth-first in LLVM's operand order
  (DIScope's file first), named metadata first, then each function's attachments and its
  instructions' in order.
"""

from __future__ import annotations

from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc
from xdsl.ir import Attribute

from ttopt.conversion.llvm_ir.constants import escape_string
from ttopt.dialects import llvm_debug as D


class MDNode:
    """A metadata node: its text in pieces (strings and referenced nodes, printed `!N`) and
    the referenced nodes in LLVM's operand order (what SlotTracker numbers first)."""

    __slots__ = ("operands", "parts")

    def __init__(self, parts: list, operands: list[MDNode] | None = None):
        self.parts = parts
        self.operands = operands if operands is not None else [p for p in parts if isinstance(p, MDNode)]

    def text(self, slot) -> str:
        return "".join(p if isinstance(p, str) else f"!{slot(p)}" for p in self.parts)


class MetadataSlots:
    """Module-level metadata: nodes (MDNode, or plain text for a tuple without references)
    numbered in the order SlotTracker::CreateMetadataSlot meets them."""

    def __init__(self) -> None:
        self.slots: dict[object, int] = {}

    def slot(self, node: MDNode | str) -> int:
        if node not in self.slots:
            self.slots[node] = len(self.slots)
            if isinstance(node, MDNode):
                for operand in node.operands:
                    self.slot(operand)
        return self.slots[node]

    def lines(self) -> list[str]:
        return [f"!{slot} = {node.text(self.slot) if isinstance(node, MDNode) else node}\n"
                for node, slot in self.slots.items()]  # fmt: skip


def _quoted(text: str) -> str:
    return f'"{escape_string(text)}"'


_EMISSION_KINDS = {D.LINE_TABLES_ONLY: "LineTablesOnly", D.FULL: "FullDebug"}
_SP_FLAGS = {D.SP_FLAG_DEFINITION: "DISPFlagDefinition", D.SP_FLAG_OPTIMIZED: "DISPFlagOptimized"}


class DebugTranslation:
    """DebugTranslation: DI attributes to nodes (each attribute once), locations to
    DILocations."""

    def __init__(self) -> None:
        self.nodes: dict[Attribute, MDNode] = {}
        self.uniqued: dict[tuple, MDNode] = {}
        self.compile_units: list[MDNode] = []
        self.locations: dict[tuple, MDNode | None] = {}
        self.locations_by_identity: dict[tuple[int, int, int], tuple[Attribute, MDNode | None]] = {}
        self.location_fields: dict[MDNode, tuple] = {}  # a DILocation's line, column, scope, inlinedAt

    def _unique(self, parts: list, operands: list[MDNode] | None = None) -> MDNode:
        key = tuple(p if isinstance(p, str) else id(p) for p in parts)
        if key not in self.uniqued:
            self.uniqued[key] = MDNode(parts, operands)
        return self.uniqued[key]

    # -- attributes ---------------------------------------------------------------------

    def translate(self, attr: Attribute) -> MDNode:
        if attr not in self.nodes:
            self.nodes[attr] = self._translate(attr)
        return self.nodes[attr]

    def _translate(self, attr: Attribute) -> MDNode:
        if isinstance(attr, D.DIFileAttr):
            return self._unique(["!DIFile(filename: ", _quoted(attr.file_name.data), ", directory: ",
                                 _quoted(attr.directory.data), ")"])  # fmt: skip
        if isinstance(attr, D.DISubroutineTypeAttr):
            return self._unique([f"!DISubroutineType(cc: {attr.calling_convention.data}, types: ", self._unique(["!{}"]), ")"])
        if isinstance(attr, D.DICompileUnitAttr):
            return self._compile_unit(attr)
        if isinstance(attr, D.DISubprogramAttr):
            return self._subprogram(attr)
        if isinstance(attr, D.DILexicalBlockFileAttr):
            file, scope = self.translate(attr.file), self.translate(attr.scope)
            return MDNode(["distinct !DILexicalBlockFile(scope: ", scope, ", file: ", file,
                           f", discriminator: {attr.discriminator.data})"], [file, scope])  # fmt: skip
        if isinstance(attr, D.DIBasicTypeAttr):
            size = f", size: {attr.size_in_bits.data}" if attr.size_in_bits.data else ""
            return self._unique([f"!DIBasicType(name: {_quoted(attr.type_name.data)}{size}, encoding: {attr.encoding.data})"])
        if isinstance(attr, D.DILocalVariableAttr):
            scope, file, type_ = self.translate(attr.scope), self.translate(attr.file), self.translate(attr.type)
            return self._unique([f"!DILocalVariable(name: {_quoted(attr.var_name.data)}, scope: ", scope,
                                 ", file: ", file, ", type: ", type_, ")"])  # fmt: skip
        raise ValueError(f"no debug translation for {attr.name}")

    def _compile_unit(self, attr: D.DICompileUnitAttr) -> MDNode:
        """DIBuilder::createCompileUnit, which also lists the unit in `!llvm.dbg.cu`."""
        optimized = "true" if attr.is_optimized.data else "false"
        node = MDNode([f"distinct !DICompileUnit(language: {attr.source_language.data}, file: ",
                       self.translate(attr.file), f", producer: {_quoted(attr.producer.data)}, isOptimized: "
                       f"{optimized}, runtimeVersion: 0, emissionKind: {_EMISSION_KINDS[attr.emission_kind.data]})"])  # fmt: skip
        self.compile_units.append(node)
        return node

    def _subprogram(self, attr: D.DISubprogramAttr) -> MDNode:
        file, scope, type_ = self.translate(attr.file), self.translate(attr.scope), self.translate(attr.type)
        parts: list = [f"!DISubprogram(name: {_quoted(attr.sub_name.data)}, linkageName: "
                       f"{_quoted(attr.linkage_name.data)}, scope: ", scope, ", file: ", file]  # fmt: skip
        if attr.line.data:
            parts.append(f", line: {attr.line.data}")
        parts += [", type: ", type_]
        if attr.scope_line.data:
            parts.append(f", scopeLine: {attr.scope_line.data}")
        flags = " | ".join(_SP_FLAGS[f] for f in (D.SP_FLAG_DEFINITION, D.SP_FLAG_OPTIMIZED) if f in attr.flags.data.split("|"))
        parts.append(f", spFlags: {flags}")
        operands = [file, scope, type_]
        if isinstance(attr.compile_unit, D.DICompileUnitAttr):
            unit = self.translate(attr.compile_unit)
            parts += [", unit: ", unit]
            operands.append(unit)
        parts.append(")")
        if attr.is_definition:
            parts[0] = "distinct " + parts[0]
            return MDNode(parts, operands)
        return self._unique(parts, operands)

    # -- locations -----------------------------------------------------------------------

    def function_subprogram(self, location: Attribute) -> MDNode | None:
        """translate(LLVMFuncOp): the subprogram a function's location is fused with."""
        found = D.fused_metadata(location, D.DISubprogramAttr)
        return self.translate(found) if found is not None else None

    def location(self, loc: Attribute, scope: MDNode | None, inlined_at: MDNode | None = None) -> MDNode | None:
        """DebugTranslation::translateLoc."""
        if type(loc) is UnknownLoc:  # (final, as xDSL's attributes are)
            return None
        # By the location object first (the ops of one source line share it; hashing it hashes
        # its file name again), then by value, so that equal locations get one node.
        identity = (id(loc), id(scope), id(inlined_at))
        same = self.locations_by_identity.get(identity)
        if same is not None and same[0] is loc:
            return same[1]
        key = (loc, id(scope), id(inlined_at))
        if key not in self.locations:
            self.locations[key] = self._location(loc, scope, inlined_at)
        self.locations_by_identity[identity] = (loc, self.locations[key])
        return self.locations[key]

    def _location(self, loc: Attribute, scope: MDNode | None, inlined_at: MDNode | None) -> MDNode | None:
        if isinstance(loc, CallSiteLoc):
            caller = self.location(loc.caller, scope, inlined_at)
            if caller is None:
                if inlined_at is None:
                    return None
                caller = inlined_at
            return self.location(loc.callee, None, caller) or caller
        if isinstance(loc, FileLineColLoc):
            if scope is None:
                return None
            return self.di_location(loc.line.data, loc.column.data, scope, inlined_at)
        if isinstance(loc, FusedLoc):
            if isinstance(loc.metadata, D.DISubprogramAttr | D.DILexicalBlockFileAttr):
                scope = self.translate(loc.metadata)
            locations = loc.locations.data
            merged = self.location(locations[0], scope, inlined_at)
            for other in locations[1:]:
                merged = self.merged(merged, self.location(other, scope, inlined_at))
            return merged
        if isinstance(loc, NameLoc):
            return self.location(loc.location, scope, inlined_at)
        return None

    def di_location(self, line: int, column: int, scope: MDNode, inlined_at: MDNode | None) -> MDNode:
        parts: list = [f"!DILocation(line: {line}"]
        if column:
            parts.append(f", column: {column}")
        parts += [", scope: ", scope]
        if inlined_at is not None:
            parts += [", inlinedAt: ", inlined_at]
        parts.append(")")
        node = self._unique(parts)
        self.location_fields[node] = (line, column, scope, inlined_at)
        return node

    def merged(self, a: MDNode | None, b: MDNode | None) -> MDNode | None:
        """DILocation::getMergedLocation for two locations of one scope and call chain: the
        line where both agree (else 0), the column where line and column agree (else 0).
        Locations of different scopes or call chains are not merged (the first is kept)."""
        if a is None or b is None:
            return None
        if a is b:
            return a
        line_a, column_a, scope_a, inlined_a = self.location_fields[a]
        line_b, column_b, scope_b, inlined_b = self.location_fields[b]
        if scope_a is not scope_b or inlined_a is not inlined_b:
            return a
        line = line_a if line_a == line_b else 0
        column = column_a if line_a == line_b and column_a == column_b else 0
        return self.di_location(line, column, scope_a, inlined_a)
