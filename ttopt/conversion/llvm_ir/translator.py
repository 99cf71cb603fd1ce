"""The llvm/nvvm dialects to LLVM IR text, as MLIR's `translateModuleToLLVMIR` (what
Triton's `llvm.to_module` calls) builds the module and LLVM's AsmWriter prints it.

Faithful to upstream in what is observable in the text: globals then functions in module
order, intrinsic declarations after them in order of first use; values numbered as the
SlotTracker numbers them (arguments, then each block and each value-producing instruction,
entry block included); blocks in region order but emitted in the dominance order of
`getBlocksSortedByDominance`, which fixes which intrinsic is declared first and the
`; preds = ` order (the reverse order in which branches were created); block arguments
become PHIs whose incoming entries follow MLIR's predecessor order (the reverse of the
textual order of the branches); constants folded as the IRBuilder folds them
(constants.py); `nvvm.kernel` the `ptx_kernel` calling convention and the launch-bound
attributes `"nvvm.reqntid"="128"`-style function attributes, as LLVM 21's NVVM
translation makes them.

Like MLIR, the translation first legalizes the module in place: a terminator reaching a
block with arguments twice goes through a new block the second time
(`ensure_distinct_successors`).

Debug information is translated as MLIR's DebugTranslation does it (debug_info.py): a
function fused with a `#llvm.di_subprogram` (Triton's `enable-line-info`) gets it as `!dbg`,
and its instructions (PHIs included: their block argument's) their op's DILocation.

Not translated: alias scopes, TBAA, access groups and loop
annotations (refused with an error); comdats; ops with PTX semantics (run
`convert-nvvm-to-llvm` first). Intrinsic declarations carry no attribute groups: LLVM
gives every intrinsic its attributes when it parses the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from ttopt.conversion.llvm_ir import constants as C
from ttopt.conversion.llvm_ir.constants import Constant
from ttopt.conversion.llvm_ir.debug_info import DebugTranslation, MDNode, MetadataSlots
from ttopt.conversion.llvm_ir.types import (
    TranslationError,
    abi_align,
    ir_type,
    is_void,
    mangle,
    pref_align,
    store_size,
)
from ttopt.dialects import llvm as L
from ttopt.dialects import llvm_debug as D
from ttopt.dialects import nvvm as N
from ttopt.ir import apfloat
from ttopt.ir.traversal import blocks_sorted_by_dominance

# =====================================================================================
# Values, instructions, blocks
# =====================================================================================


class Local:
    """An argument, block or instruction result: `%N`, numbered when the function prints."""

    __slots__ = ("number", "type")

    def __init__(self, type_: Attribute | None):
        self.type = type_
        self.number = -1

    def ref(self) -> str:
        return f"%{self.number}"

    def typed(self) -> str:
        return f"{ir_type(self.type)} {self.ref()}"


Value = Local | Constant


@dataclass
class Instruction:
    result: Local | None
    parts: list  # text pieces, values (printed with `ref()`) and metadata nodes (`!N`)
    metadata: list[tuple[str, str | MDNode]] = field(default_factory=list)  # (kind, node), !dbg first

    def text(self, metadata_slot) -> str:
        # A loop, not a generator over the parts: every instruction of the module prints here.
        pieces = []
        for part in self.parts:
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, MDNode):
                pieces.append(f"!{metadata_slot(part)}")
            else:
                pieces.append(part.ref())
        body = "".join(pieces)
        if self.result is not None:
            body = f"{self.result.ref()} = {body}"
        for kind, node in self.metadata:
            body += f", !{kind} !{metadata_slot(node)}"
        return body


@dataclass
class IRBlock:
    label: Local
    source: Block
    instructions: list[Instruction] = field(default_factory=list)
    predecessors: list[IRBlock] = field(default_factory=list)  # LLVM's use-list order


def typed(value: Value) -> str:
    return f"{ir_type(value.type)} {value.ref()}"


def _operand_list(values: Sequence[Value]) -> list:
    parts: list = []
    for index, value in enumerate(values):
        if index:
            parts.append(", ")
        parts += [ir_type(value.type) + " ", value]
    return parts


# =====================================================================================
# Attributes
# =====================================================================================

_FASTMATH_WORDS = (("reassoc", 64), ("nnan", 1), ("ninf", 2), ("nsz", 4), ("arcp", 8), ("contract", 16), ("afn", 32))


def fastmath_text(attr: L.FastmathFlagsAttr | None) -> str:
    """FastMathFlags::print: ` fast`, or the set flags in LLVM's order."""
    if attr is None or not attr.flags:
        return ""
    if attr.flags == 127:
        return " fast"
    return "".join(f" {word}" for word, bit in _FASTMATH_WORDS if attr.flags & bit)


def overflow_text(attr: L.OverflowFlagsAttr | None) -> str:
    if attr is None:
        return ""
    return (" nuw" if attr.flags & 2 else "") + (" nsw" if attr.flags & 1 else "")


# Parameter attributes (`llvm.noalias`, `llvm.align = 16 : i64`), in the order LLVM's
# AttributeSet prints them: enum attributes, type attributes, integer attributes, then string
# attributes (`nvvm.grid_constant`, which the NVVM translation makes the string attribute
# "nvvm.grid_constant": a byval kernel parameter whose address may be taken in place).
_ENUM_PARAM_ATTRS = (
    "inreg", "nest", "noalias", "nocapture", "nofree", "nonnull", "noundef", "readnone", "readonly", "returned",
    "signext", "swifterror", "swiftself", "writeonly", "zeroext",
)  # fmt: skip
_INT_PARAM_ATTRS = ("align", "dereferenceable", "dereferenceable_or_null")
_TYPE_PARAM_ATTRS = ("byref", "byval", "elementtype", "inalloca", "preallocated", "sret")


def param_attrs_text(attrs: dict[str, Attribute]) -> str:
    llvm_attrs = {k[len("llvm.") :]: v for k, v in attrs.items() if k.startswith("llvm.")}
    words = sorted(n for n in llvm_attrs if n in _ENUM_PARAM_ATTRS)
    for name in sorted(n for n in llvm_attrs if n in _TYPE_PARAM_ATTRS):
        words.append(f"{name}({ir_type(llvm_attrs[name])})")
    for name in sorted(n for n in llvm_attrs if n in _INT_PARAM_ATTRS):
        value = llvm_attrs[name].value.data
        words.append(f"align {value}" if name == "align" else f"{name}({value})")
    if "nvvm.grid_constant" in attrs:
        words.append('"nvvm.grid_constant"')
    return " ".join(words)


# =====================================================================================
# Module translation
# =====================================================================================


class ModuleTranslator:
    def __init__(self, module: ModuleOp):
        self.module = module
        self.globals: dict[str, Constant] = {}
        self.functions: list[FunctionText] = []
        self.intrinsics: dict[str, str] = {}  # name -> declaration line
        self.attribute_groups: dict[str, int] = {}
        self.metadata = MetadataSlots()
        self.debug = DebugTranslation()

    # -- entry point ------------------------------------------------------------------

    def translate(self) -> str:
        ops = list(self.module.body.block.ops)
        for op in ops:
            if isinstance(op, L.GlobalOp | L.FuncOp):
                space = op.address_space if isinstance(op, L.GlobalOp) else 0
                self.globals[op.symbol] = C.GlobalConst(L.LLVMPointerType(space), op.symbol)
            else:
                raise _error(op, f"cannot translate '{op.name}' to LLVM IR")
        global_lines = [self._global_line(op) for op in ops if isinstance(op, L.GlobalOp)]
        function_texts = [self._function(op) for op in ops if isinstance(op, L.FuncOp)]
        return self._assemble(global_lines, function_texts)

    def _assemble(self, global_lines: list[str], function_texts: list[FunctionText]) -> str:
        # SlotTracker: the named metadata's nodes first (`!llvm.dbg.cu`, then the flags).
        units = [self.metadata_slot(unit) for unit in self.debug.compile_units]
        flags = self.metadata_slot("!{i32 2, !\"Debug Info Version\", i32 3}")
        out = ["; ModuleID = 'LLVMDialectModule'\n", 'source_filename = "LLVMDialectModule"\n']
        layout = self.module.attributes.get("llvm.data_layout")
        if isinstance(layout, StringAttr) and layout.data:
            out.append(f'target datalayout = "{layout.data}"\n')
        triple = self.module.attributes.get("llvm.target_triple")
        if isinstance(triple, StringAttr) and triple.data:
            out.append(f'target triple = "{triple.data}"\n')
        if global_lines:
            out.append("\n")
            out += [line + "\n" for line in global_lines]
        bodies = [f.render(self) for f in function_texts]
        for body in bodies:
            out.append("\n" + body)
        for declaration in self.intrinsics.values():
            out.append("\n" + declaration + "\n")
        if self.attribute_groups:
            out.append("\n")
            for text, slot in self.attribute_groups.items():
                out.append(f"attributes #{slot} = {{ {text} }}\n")
        out.append("\n")
        if units:
            out.append(f"!llvm.dbg.cu = !{{{', '.join(f'!{unit}' for unit in units)}}}\n")
        out.append(f"!llvm.module.flags = !{{!{flags}}}\n\n")
        out += self.metadata.lines()
        return "".join(out)

    def attribute_group(self, text: str) -> int:
        if text not in self.attribute_groups:
            self.attribute_groups[text] = len(self.attribute_groups)
        return self.attribute_groups[text]

    def metadata_slot(self, node: str | MDNode) -> int:
        return self.metadata.slot(node)

    def declare_intrinsic(self, name: str, result: Attribute | None, params: Sequence[Attribute]) -> C.GlobalConst:
        if name not in self.intrinsics:
            result_text = "void" if is_void(result) else ir_type(result)
            self.intrinsics[name] = f"declare {result_text} @{name}({', '.join(ir_type(p) for p in params)})"
        return C.GlobalConst(L.LLVMPointerType(), name)

    # -- globals -------------------------------------------------------------------------

    def _global_line(self, op: L.GlobalOp) -> str:
        """AssemblyWriter::printGlobal."""
        initializer = self._global_initializer(op)
        linkage = op.linkage.data
        words = [f"@{C.global_name(op.symbol)} ="]
        if initializer is None and linkage == "external":
            words.append("external")
        if linkage != "external":
            words.append(linkage)
        implicit_dso_local = linkage in ("private", "internal") or (
            op.visibility_ is not None and op.visibility_.value.data != 0
        )  # GlobalValue::isImplicitDSOLocal: not printed
        if op.dso_local is not None and not implicit_dso_local:
            words.append("dso_local")
        if op.visibility_ is not None and L.VISIBILITIES[op.visibility_.value.data]:
            words.append(L.VISIBILITIES[op.visibility_.value.data])
        if op.thread_local_ is not None:
            words.append("thread_local")
        if op.unnamed_addr is not None and L.UNNAMED_ADDRS[op.unnamed_addr.value.data]:
            words.append(L.UNNAMED_ADDRS[op.unnamed_addr.value.data])
        if op.address_space:
            words.append(f"addrspace({op.address_space})")
        words.append("constant" if op.constant is not None else "global")
        words.append(ir_type(op.global_type))
        if initializer is not None:
            words.append(initializer.ref())
        line = " ".join(words)
        if op.section is not None:
            line += f', section "{C.escape_string(op.section.data)}"'
        if op.alignment is not None:
            line += f", align {op.alignment.value.data}"
        return line

    def _global_initializer(self, op: L.GlobalOp) -> Constant | None:
        if op.value is not None:
            return self.attribute_constant(op, op.value, op.global_type)
        if not op.initializer.blocks:
            return None
        function = FunctionTranslator(self, None)
        block = op.initializer.blocks.first
        function.current = IRBlock(Local(None), block)
        for nested in block.ops:
            if isinstance(nested, L.ReturnOp):
                value = function.value(nested.arg[0])
                if not isinstance(value, Constant):
                    raise _error(nested, "global initializer does not fold to a constant")
                return value
            function.translate_op(nested, constant_only=True)
        raise _error(op, "global initializer region has no llvm.return")

    def attribute_constant(self, op: Operation, value: Attribute, type_: Attribute) -> Constant:
        """ModuleTranslation::getLLVMConstant for the attributes Triton uses."""
        if isinstance(value, IntegerAttr):
            if isinstance(type_, IntegerType):
                return C.IntConst.of(type_, value.value.data)
            if isinstance(type_, VectorType):
                element = C.IntConst.of(type_.element_type, value.value.data)
                return C.aggregate(type_, [element] * type_.get_shape()[0])
        if isinstance(value, FloatAttr):
            bits = apfloat.bits_from_float(value.value.data, apfloat.semantics_for(value.type.name))
            if isinstance(type_, IntegerType):  # a float stored in its integer type (fp8)
                return C.IntConst.of(type_, bits)
            return C.FloatConst(type_, bits)
        if isinstance(value, StringAttr):
            return C.aggregate(type_, [C.IntConst(IntegerType(8), b) for b in value.data.encode("utf-8")])
        if isinstance(value, DenseIntOrFPElementsAttr):
            element_type = C.element_types(type_)[0]
            values = _dense_values(value)
            if len(values) == 1 and len(C.element_types(type_)) > 1:
                values = values * len(C.element_types(type_))
            return C.aggregate(type_, [C.scalar_constant(element_type, v) for v in values])
        raise _error(op, f"cannot translate constant {value} of type {ir_type(type_)}")

    # -- functions ------------------------------------------------------------------------

    def _function(self, op: L.FuncOp) -> FunctionText:
        translator = FunctionTranslator(self, op)
        return translator.translate()


def _dense_values(attr: DenseIntOrFPElementsAttr) -> list:
    values = attr.get_values() if hasattr(attr, "get_values") else attr.get_attrs()
    return [v.value.data if hasattr(v, "value") else v for v in values]


def _error(op: Operation, message: str) -> TranslationError:
    error = TranslationError(message)
    error.op = op
    return error


@dataclass
class FunctionText:
    """A translated function, printed once the module knows every attribute group."""

    op: L.FuncOp
    header: str
    attributes: str  # the function attribute group's contents, "" for none
    enum_attributes: str  # what `; Function Attrs:` lists
    args: list[Local]
    blocks: list[IRBlock]
    subprogram: MDNode | None  # the `!dbg` attachment

    def render(self, module: ModuleTranslator) -> str:
        lines = []
        if self.enum_attributes:
            lines.append(f"; Function Attrs: {self.enum_attributes}\n")
        header = self.header
        if self.attributes:
            header += f" #{module.attribute_group(self.attributes)}"
        attachment = f" !dbg !{module.metadata_slot(self.subprogram)}" if self.subprogram is not None else ""
        if not self.blocks:
            header = header.replace("declare", "declare" + attachment, 1)
            lines.append(header.replace("\0ARGS", self._declared_args()) + "\n")
            return "".join(lines)
        self._number()
        lines.append(header.replace("\0ARGS", self._defined_args()) + attachment + " {\n")
        for index, block in enumerate(self.blocks):
            if index:
                lines.append("\n" + _block_header(block) + "\n")
            for instruction in block.instructions:
                lines.append("  " + instruction.text(module.metadata_slot) + "\n")
        lines.append("}\n")
        return "".join(lines)

    def _number(self) -> None:
        counter = 0
        for arg in self.args:
            arg.number = counter
            counter += 1
        for block in self.blocks:
            block.label.number = counter
            counter += 1
            for instruction in block.instructions:
                if instruction.result is not None:
                    instruction.result.number = counter
                    counter += 1

    def _declared_args(self) -> str:
        function_type = self.op.function_type
        parts = []
        for index, type_ in enumerate(function_type.params):
            attrs = param_attrs_text(self.op.arg_attr_dict(index))
            parts.append(ir_type(type_) + (f" {attrs}" if attrs else ""))
        if function_type.is_vararg:
            parts.append("...")
        return ", ".join(parts)

    def _defined_args(self) -> str:
        parts = []
        for index, arg in enumerate(self.args):
            attrs = param_attrs_text(self.op.arg_attr_dict(index))
            parts.append(ir_type(arg.type) + (f" {attrs}" if attrs else "") + f" {arg.ref()}")
        if self.op.function_type.is_vararg:
            parts.append("...")
        return ", ".join(parts)


def _block_header(block: IRBlock) -> str:
    label = f"{block.label.number}:"
    if block.predecessors:
        comment = "; preds = " + ", ".join(p.label.ref() for p in block.predecessors)
    else:
        comment = "; No predecessors!"
    return label + " " * max(50 - len(label), 1) + comment


# =====================================================================================
# Function translation
# =====================================================================================

_KERNEL_STRING_ATTRS = (
    ("nvvm.maxntid", "nvvm.maxntid"), ("nvvm.reqntid", "nvvm.reqntid"), ("nvvm.cluster_dim", "nvvm.cluster_dim"),
    ("nvvm.minctasm", "nvvm.minctasm"), ("nvvm.maxnreg", "nvvm.maxnreg"),
    ("nvvm.cluster_max_blocks", "nvvm.maxclusterrank"),
)  # fmt: skip


def _function_attributes(op: L.FuncOp) -> tuple[list[str], list[str]]:
    """Enum and string function attributes: `passthrough`, and NVVM's launch bounds."""
    enum_words: list[str] = []
    strings: list[tuple[str, str]] = []
    passthrough = op.attributes.get("passthrough")
    if isinstance(passthrough, ArrayAttr):
        for entry in passthrough.data:
            if isinstance(entry, StringAttr):
                enum_words.append(entry.data)
            elif isinstance(entry, ArrayAttr) and len(entry.data) == 2:
                strings.append((entry.data[0].data, entry.data[1].data))
    for mlir_name, llvm_name in _KERNEL_STRING_ATTRS:
        value = op.attributes.get(mlir_name)
        if isinstance(value, DenseArrayBase):
            strings.append((llvm_name, ",".join(str(v) for v in value.get_values())))
        elif isinstance(value, IntegerAttr):
            strings.append((llvm_name, str(value.value.data)))
    string_words = [f'"{C.escape_string(k)}"' + (f'="{C.escape_string(v)}"' if v else "") for k, v in sorted(strings)]
    return sorted(enum_words), string_words


class FunctionTranslator:
    def __init__(self, module: ModuleTranslator, op: L.FuncOp | None):
        self.module = module
        self.op = op
        self.values: dict[SSAValue, Value] = {}
        self.blocks: dict[Block, IRBlock] = {}
        self.current: IRBlock | None = None
        self.phis: list[tuple[Instruction, IRBlock, int]] = []
        self.subprogram = module.debug.function_subprogram(op.location) if op is not None else None
        self.debug_location: MDNode | None = None  # of the op being translated

    def value(self, value: SSAValue) -> Value:
        try:
            return self.values[value]
        except KeyError:
            raise TranslationError(f"value used before its definition was translated: {value}") from None

    # -- the function -----------------------------------------------------------------------

    def translate(self) -> FunctionText:
        op = self.op
        enum_words, string_words = _function_attributes(op)
        header = self._header(op)
        args: list[Local] = []
        blocks: list[IRBlock] = []
        if not op.is_declaration:
            for arg in op.body.blocks.first.args:
                local = Local(arg.type)
                self.values[arg] = local
                args.append(local)
            for block in op.body.blocks:
                ir_block = IRBlock(Local(None), block)
                self.blocks[block] = ir_block
                blocks.append(ir_block)
            for block in blocks_sorted_by_dominance(op.body):
                self._translate_block(self.blocks[block], is_entry=block is op.body.blocks.first)
            self._connect_phis()
        return FunctionText(
            op, header, " ".join(enum_words + string_words), " ".join(enum_words), args, blocks, self.subprogram
        )

    def _header(self, op: L.FuncOp) -> str:
        """AssemblyWriter::printFunction up to the argument list (filled in at print time)."""
        words = ["declare" if op.is_declaration else "define"]
        linkage = op.linkage_name
        if linkage != "external":
            words.append(linkage)
        if op.visibility_ is not None and L.VISIBILITIES[op.visibility_.value.data]:
            words.append(L.VISIBILITIES[op.visibility_.value.data])
        cconv = "ptx_kernel" if "nvvm.kernel" in op.attributes else _cconv_text(op.cconv_name)
        if cconv:
            words.append(cconv)
        res_attrs = param_attrs_text(op.res_attr_dict())
        if res_attrs:
            words.append(res_attrs)
        words.append(ir_type(op.function_type.result))
        header = " ".join(words) + f" @{C.global_name(op.symbol)}(\0ARGS)"
        if op.unnamed_addr is not None and L.UNNAMED_ADDRS[op.unnamed_addr.value.data]:
            header += " " + L.UNNAMED_ADDRS[op.unnamed_addr.value.data]
        return header

    def _translate_block(self, block: IRBlock, is_entry: bool) -> None:
        self.current = block
        if not is_entry:
            for index, arg in enumerate(block.source.args):
                result = Local(arg.type)
                phi = Instruction(result, ["phi ", ir_type(arg.type), " "], self._debug_metadata(arg.location))
                block.instructions.append(phi)
                self.values[arg] = result
                self.phis.append((phi, block, index))
        for op in block.source.ops:
            self.debug_location = self._debug_location(op.location)
            self.translate_op(op)

    def _connect_phis(self) -> None:
        """connectPHINodes: an incoming entry per predecessor edge, in MLIR's predecessor
        order (the reverse of the textual order of the branches)."""
        edges = _incoming_edges(self.op.body)
        for phi, block, index in self.phis:
            entries = []
            for source, operands in edges.get(block.source, []):
                value = self.value(operands[index])
                entries.append(["[ ", value, ", ", self.blocks[source].label, " ]"])
            for position, entry in enumerate(entries):
                if position:
                    phi.parts.append(", ")
                phi.parts += entry

    # -- emission helpers ---------------------------------------------------------------------

    def _debug_location(self, location: Attribute) -> MDNode | None:
        """The DILocation of an op of this function (none without a subprogram)."""
        if self.subprogram is None:
            return None
        return self.module.debug.location(location, self.subprogram)

    def _debug_metadata(self, location: Attribute) -> list:
        node = self._debug_location(location)
        return [("dbg", node)] if node is not None else []

    def emit(self, result_type: Attribute | None, parts: list, metadata: list | None = None) -> Local | None:
        result = None if is_void(result_type) else Local(result_type)
        debug = [("dbg", self.debug_location)] if self.debug_location is not None else []
        self.current.instructions.append(Instruction(result, parts, debug + (metadata or [])))
        return result

    def define(self, op: Operation, value: Value | None) -> None:
        if value is not None:
            self.values[op.results[0]] = value

    def branch_to(self, target: Block) -> IRBlock:
        ir_block = self.blocks[target]
        ir_block.predecessors.insert(0, self.current)  # LLVM prepends each new use
        return ir_block

    # -- ops -------------------------------------------------------------------------------------

    def translate_op(self, op: Operation, constant_only: bool = False) -> None:
        handler = _HANDLERS.get(type(op))
        if handler is None:
            handler = _handler_by_base(op)
        if handler is None:
            raise _error(op, _unsupported_message(op))
        before = len(self.current.instructions) if self.current is not None else 0
        try:
            handler(self, op)
        except TranslationError as error:
            if getattr(error, "op", None) is None:
                error.op = op
            raise
        if constant_only and self.current is not None and len(self.current.instructions) != before:
            raise _error(op, "global initializer does not fold to a constant")


def _unsupported_message(op: Operation) -> str:
    if isinstance(op, N.NVVMOp) and op.has_ptx_lowering():
        return f"'{op.name}' has PTX semantics: run convert-nvvm-to-llvm before translating to LLVM IR"
    return f"cannot translate '{op.name}' to LLVM IR"


def _cconv_text(name: str) -> str:
    return {"ccc": "", "ptx_kernelcc": "ptx_kernel", "ptx_devicecc": "ptx_device", "cc_10": "cc10",
            "cc_11": "cc11"}.get(name, name)  # fmt: skip


def _incoming_edges(region) -> dict[Block, list[tuple[Block, list[SSAValue]]]]:
    """For each block, (predecessor, operands passed) per branch edge, in MLIR's
    Block::getPredecessors order (the reverse of the textual order of the edges)."""
    edges: dict[Block, list[tuple[Block, list[SSAValue]]]] = {}
    for block in region.blocks:
        terminator = block.last_op
        if terminator is None:
            continue
        for index, (target, operands) in enumerate(_successor_operands(terminator)):
            edges.setdefault(target, []).append((block, operands))
    return {block: list(reversed(entries)) for block, entries in edges.items()}


def _successor_operands(op: Operation) -> list[tuple[Block, list[SSAValue]]]:
    if isinstance(op, L.BrOp):
        return [(op.dest, list(op.destOperands))]
    if isinstance(op, L.CondBrOp):
        return [(op.trueDest, list(op.trueDestOperands)), (op.falseDest, list(op.falseDestOperands))]
    if isinstance(op, L.SwitchOp):
        return [(op.defaultDestination, list(op.defaultOperands))] + [(b, list(o)) for _, b, o in op.cases()]
    return [(successor, []) for successor in op.successors]


# =====================================================================================
# Op handlers
# =====================================================================================

_HANDLERS: dict[type, callable] = {}


def handles(*op_classes: type):
    def register(function):
        for op_class in op_classes:
            _HANDLERS[op_class] = function
        return function

    return register


def _handler_by_base(op: Operation):
    if isinstance(op, N.ReadSregBase):
        return _read_sreg
    if isinstance(op, L._IntrinsicOp):
        return _intrinsic
    if isinstance(op, L._ImmArgIntrinsicOp):
        return _immarg_intrinsic
    return None


# -- constants -----------------------------------------------------------------------------------


@handles(D.DbgValueOp)
def _dbg_value(t: FunctionTranslator, op: D.DbgValueOp) -> None:
    """DbgValueOp, written as the `#dbg_value` record LLVM makes of its `llvm.dbg.value`
    call; none in a function without a subprogram (LLVM strips such debug info)."""
    if t.subprogram is None or t.debug_location is None:
        return
    value = t.value(op.value)
    variable = t.module.debug.translate(op.varInfo)
    parts = ["  #dbg_value(", typed_part(value), value, ", ", variable, ", !DIExpression(), ", t.debug_location, ")"]
    t.current.instructions.append(Instruction(None, parts))


@handles(L.ConstantOp)
def _constant(t: FunctionTranslator, op: L.ConstantOp) -> None:
    t.define(op, t.module.attribute_constant(op, op.value, op.res.type))


@handles(L.UndefOp)
def _undef(t: FunctionTranslator, op) -> None:
    t.define(op, C.UndefConst(op.res.type))


@handles(L.PoisonOp)
def _poison(t: FunctionTranslator, op) -> None:
    t.define(op, C.PoisonConst(op.res.type))


@handles(L.ZeroOp)
def _zero(t: FunctionTranslator, op) -> None:
    t.define(op, C.ZeroConst(op.res.type))


@handles(L.AddressOfOp)
def _address_of(t: FunctionTranslator, op: L.AddressOfOp) -> None:
    target = t.module.globals.get(op.symbol)
    if target is None:
        raise _error(op, f"'{op.symbol}' does not name a global or function")
    t.define(op, C.GlobalConst(op.res.type, op.symbol))


# -- arithmetic ------------------------------------------------------------------------------------

_BINARY_OPCODES = {
    L.AddOp: "add", L.SubOp: "sub", L.MulOp: "mul", L.ShlOp: "shl", L.UDivOp: "udiv", L.SDivOp: "sdiv",
    L.LShrOp: "lshr", L.AShrOp: "ashr", L.URemOp: "urem", L.SRemOp: "srem", L.AndOp: "and", L.OrOp: "or",
    L.XOrOp: "xor", L.FAddOp: "fadd", L.FSubOp: "fsub", L.FMulOp: "fmul", L.FDivOp: "fdiv", L.FRemOp: "frem",
}  # fmt: skip


@handles(*_BINARY_OPCODES)
def _binary(t: FunctionTranslator, op: L._BinaryOp) -> None:
    opcode = _BINARY_OPCODES[type(op)]
    lhs, rhs = t.value(op.lhs), t.value(op.rhs)
    flags = overflow_text(op.properties.get("overflowFlags"))
    if "isExact" in op.properties:
        flags += " exact"
    if "isDisjoint" in op.properties:
        flags += " disjoint"
    flags += fastmath_text(op.properties.get("fastmathFlags"))
    if isinstance(lhs, Constant) and isinstance(rhs, Constant):
        folded = C.fold_binary(opcode, op.res.type, lhs, rhs, flags.strip())
        if folded is not None:
            t.define(op, folded)
            return
    t.define(op, t.emit(op.res.type, [f"{opcode}{flags} {ir_type(op.res.type)} ", lhs, ", ", rhs]))


@handles(L.FNegOp)
def _fneg(t: FunctionTranslator, op: L.FNegOp) -> None:
    operand = t.value(op.operand)
    if isinstance(operand, Constant) and (folded := C.fold_fneg(operand)) is not None:
        t.define(op, folded)
        return
    flags = fastmath_text(op.fastmathFlags)
    t.define(op, t.emit(op.res.type, [f"fneg{flags} {ir_type(op.res.type)} ", operand]))


@handles(L.ICmpOp, L.FCmpOp)
def _compare(t: FunctionTranslator, op: L._CompareOp) -> None:
    kind = "icmp" if isinstance(op, L.ICmpOp) else "fcmp"
    predicate = op.predicate_name.lstrip("_")
    lhs, rhs = t.value(op.lhs), t.value(op.rhs)
    if isinstance(lhs, Constant) and isinstance(rhs, Constant):
        folded = C.fold_compare(kind, predicate, op.res.type, lhs, rhs)
        if folded is not None:
            t.define(op, folded)
            return
    flags = fastmath_text(op.properties.get("fastmathFlags"))
    t.define(op, t.emit(op.res.type, [f"{kind}{flags} {predicate} {ir_type(op.lhs.type)} ", lhs, ", ", rhs]))


_CAST_OPCODES = {
    L.TruncOp: "trunc", L.ZExtOp: "zext", L.SExtOp: "sext", L.FPTruncOp: "fptrunc", L.FPExtOp: "fpext",
    L.FPToUIOp: "fptoui", L.FPToSIOp: "fptosi", L.UIToFPOp: "uitofp", L.SIToFPOp: "sitofp",
    L.BitcastOp: "bitcast", L.AddrSpaceCastOp: "addrspacecast", L.PtrToIntOp: "ptrtoint",
    L.IntToPtrOp: "inttoptr",
}  # fmt: skip


@handles(*_CAST_OPCODES)
def _cast(t: FunctionTranslator, op: L._CastOp) -> None:
    opcode = _CAST_OPCODES[type(op)]
    operand = t.value(op.arg)
    if isinstance(operand, Constant):
        folded = C.fold_cast(opcode, operand, op.res.type)
        if folded is not None:
            t.define(op, folded)
            return
    flags = overflow_text(op.properties.get("overflowFlags"))
    if "nonNeg" in op.properties:
        flags += " nneg"
    t.define(op, t.emit(op.res.type, [f"{opcode}{flags} ", typed_part(operand), operand, f" to {ir_type(op.res.type)}"]))


def typed_part(value: Value) -> str:
    return ir_type(value.type) + " "


@handles(L.SelectOp)
def _select(t: FunctionTranslator, op: L.SelectOp) -> None:
    condition, true_value, false_value = t.value(op.condition), t.value(op.trueValue), t.value(op.falseValue)
    if all(isinstance(v, Constant) for v in (condition, true_value, false_value)) and not isinstance(
        op.condition.type, VectorType
    ):
        folded = C.fold_select(condition, true_value, false_value)
        if folded is not None:
            t.define(op, folded)
            return
    flags = fastmath_text(op.fastmathFlags)
    parts = [f"select{flags} "] + _operand_list([condition, true_value, false_value])
    t.define(op, t.emit(op.res.type, parts))


@handles(L.FreezeOp)
def _freeze(t: FunctionTranslator, op: L.FreezeOp) -> None:
    operand = t.value(op.val)
    t.define(op, t.emit(op.res.type, ["freeze ", typed_part(operand), operand]))


# -- aggregates ------------------------------------------------------------------------------------


@handles(L.ExtractValueOp)
def _extract_value(t: FunctionTranslator, op: L.ExtractValueOp) -> None:
    container = t.value(op.container)
    if isinstance(container, Constant) and (folded := C.fold_extract_value(container, op.indices)) is not None:
        t.define(op, folded)
        return
    indices = "".join(f", {i}" for i in op.indices)
    t.define(op, t.emit(op.res.type, ["extractvalue ", typed_part(container), container, indices]))


@handles(L.InsertValueOp)
def _insert_value(t: FunctionTranslator, op: L.InsertValueOp) -> None:
    container, value = t.value(op.container), t.value(op.value)
    if isinstance(container, Constant) and isinstance(value, Constant):
        folded = C.fold_insert_value(container, value, op.indices)
        if folded is not None:
            t.define(op, folded)
            return
    indices = "".join(f", {i}" for i in op.indices)
    parts = ["insertvalue ", typed_part(container), container, ", ", typed_part(value), value, indices]
    t.define(op, t.emit(op.res.type, parts))


@handles(L.ExtractElementOp)
def _extract_element(t: FunctionTranslator, op: L.ExtractElementOp) -> None:
    vector, position = t.value(op.vector), t.value(op.position)
    if isinstance(vector, Constant) and isinstance(position, Constant):
        folded = C.fold_extract_element(vector, position)
        if folded is not None:
            t.define(op, folded)
            return
    t.define(op, t.emit(op.res.type, ["extractelement "] + _operand_list([vector, position])))


@handles(L.InsertElementOp)
def _insert_element(t: FunctionTranslator, op: L.InsertElementOp) -> None:
    vector, value, position = t.value(op.vector), t.value(op.value), t.value(op.position)
    if all(isinstance(v, Constant) for v in (vector, value, position)):
        folded = C.fold_insert_element(vector, value, position)
        if folded is not None:
            t.define(op, folded)
            return
    t.define(op, t.emit(op.res.type, ["insertelement "] + _operand_list([vector, value, position])))


@handles(L.ShuffleVectorOp)
def _shuffle(t: FunctionTranslator, op: L.ShuffleVectorOp) -> None:
    v1, v2 = t.value(op.v1), t.value(op.v2)
    mask = list(op.mask.get_values())
    if isinstance(v1, Constant) and isinstance(v2, Constant):
        folded = C.fold_shuffle(v1, v2, mask, op.res.type)
        if folded is not None:
            t.define(op, folded)
            return
    if all(m == 0 for m in mask):
        mask_text = "zeroinitializer"
    elif all(m < 0 for m in mask):
        mask_text = "poison"
    else:
        mask_text = "<" + ", ".join("i32 poison" if m < 0 else f"i32 {m}" for m in mask) + ">"
    parts = ["shufflevector "] + _operand_list([v1, v2]) + [f", <{len(mask)} x i32> {mask_text}"]
    t.define(op, t.emit(op.res.type, parts))


# -- memory ----------------------------------------------------------------------------------------


@handles(L.AllocaOp)
def _alloca(t: FunctionTranslator, op: L.AllocaOp) -> None:
    size = t.value(op.arraySize)
    element = op.elem_type
    parts: list = [f"alloca {ir_type(element)}"]
    if not (isinstance(size, C.IntConst) and size.value == 1 and size.width == 32):
        parts += [", ", typed_part(size), size]
    space = op.res.type.address_space
    if space:
        parts.append(f", addrspace({space})")
    align = op.alignment.value.data if op.alignment is not None else pref_align(element)
    parts.append(f", align {align}")
    t.define(op, t.emit(op.res.type, parts))


def _access_suffix(op: L._MemAccessOp | L.AtomicRMWOp | L.AtomicCmpXchgOp, orderings: str | None) -> str:
    text = ""
    if op.syncscope is not None:
        text += f' syncscope("{C.escape_string(op.syncscope.data)}")'
    if orderings:
        text += f" {orderings}"
    return text


_UNTRANSLATED_METADATA = ("access_groups", "alias_scopes", "noalias_scopes", "tbaa", "loop_annotation")


def _refuse_untranslated_metadata(op: Operation) -> None:
    """Alias scopes, TBAA, access groups and loop annotations are not translated (Triton
    emits none); refusing them is better than silently dropping them."""
    for name in _UNTRANSLATED_METADATA:
        if name in op.attributes or name in op.properties:
            raise _error(op, f"'{op.name}' with '{name}' cannot be translated to LLVM IR by ttopt")


def _memory_metadata(t: FunctionTranslator, op: Operation) -> list[tuple[str, str]]:
    _refuse_untranslated_metadata(op)
    metadata = []
    if "nontemporal" in op.properties:
        metadata.append(("nontemporal", "!{i32 1}"))
    if "invariant" in op.properties:
        metadata.append(("invariant.load", "!{}"))
    return metadata


@handles(L.LoadOp)
def _load(t: FunctionTranslator, op: L.LoadOp) -> None:
    addr = t.value(op.addr)
    atomic = " atomic" if op.is_atomic else ""
    volatile = " volatile" if op.volatile_ is not None else ""
    align = op.alignment.value.data if op.alignment is not None else abi_align(op.res.type)
    ordering = L.ordering_name(op.ordering) if op.is_atomic else None
    parts = [f"load{atomic}{volatile} {ir_type(op.res.type)}, ", typed_part(addr), addr,
             _access_suffix(op, ordering), f", align {align}"]  # fmt: skip
    t.define(op, t.emit(op.res.type, parts, _memory_metadata(t, op)))


@handles(L.StoreOp)
def _store(t: FunctionTranslator, op: L.StoreOp) -> None:
    value, addr = t.value(op.value), t.value(op.addr)
    atomic = " atomic" if op.is_atomic else ""
    volatile = " volatile" if op.volatile_ is not None else ""
    align = op.alignment.value.data if op.alignment is not None else abi_align(op.value.type)
    ordering = L.ordering_name(op.ordering) if op.is_atomic else None
    parts = [f"store{atomic}{volatile} "] + _operand_list([value, addr]) + [_access_suffix(op, ordering),
                                                                            f", align {align}"]  # fmt: skip
    t.emit(None, parts, _memory_metadata(t, op))


@handles(L.GEPOp)
def _gep(t: FunctionTranslator, op: L.GEPOp) -> None:
    base = t.value(op.base)
    indices: list[Value] = [
        t.value(i) if isinstance(i, SSAValue) else C.IntConst.of(i32, i) for i in op.indices
    ]
    inbounds = op.flags & L.GEP_INBOUNDS == L.GEP_INBOUNDS
    if isinstance(base, Constant) and all(isinstance(i, Constant) for i in indices):
        folded = C.fold_gep(base, op.elem_type, indices, inbounds, op.res.type)
        if folded is not None:
            t.define(op, folded)
            return
    flags = ""
    if inbounds:
        flags = " inbounds"
    elif op.flags & L.GEP_NUSW:
        flags = " nusw"
    if op.flags & L.GEP_NUW:
        flags += " nuw"
    parts = [f"getelementptr{flags} {ir_type(op.elem_type)}, "] + _operand_list([base, *indices])
    t.define(op, t.emit(op.res.type, parts))


@handles(L.AtomicRMWOp)
def _atomic_rmw(t: FunctionTranslator, op: L.AtomicRMWOp) -> None:
    ptr, value = t.value(op.ptr), t.value(op.val)
    volatile = " volatile" if op.volatile_ is not None else ""
    name = op.bin_op_name.lstrip("_")
    align = op.alignment.value.data if op.alignment is not None else store_size(op.val.type)
    parts = [f"atomicrmw{volatile} {name} "] + _operand_list([ptr, value]) + [
        _access_suffix(op, L.ordering_name(op.ordering)), f", align {align}"]  # fmt: skip
    t.define(op, t.emit(op.res.type, parts))


@handles(L.AtomicCmpXchgOp)
def _cmpxchg(t: FunctionTranslator, op: L.AtomicCmpXchgOp) -> None:
    ptr, cmp, value = t.value(op.ptr), t.value(op.cmp), t.value(op.val)
    weak = " weak" if op.weak is not None else ""
    volatile = " volatile" if op.volatile_ is not None else ""
    orderings = f"{L.ordering_name(op.success_ordering)} {L.ordering_name(op.failure_ordering)}"
    align = op.alignment.value.data if op.alignment is not None else store_size(op.val.type)
    parts = [f"cmpxchg{weak}{volatile} "] + _operand_list([ptr, cmp, value]) + [
        _access_suffix(op, orderings), f", align {align}"]  # fmt: skip
    t.define(op, t.emit(op.res.type, parts))


@handles(L.FenceOp)
def _fence(t: FunctionTranslator, op: L.FenceOp) -> None:
    text = "fence"
    if op.syncscope is not None:
        text += f' syncscope("{C.escape_string(op.syncscope.data)}")'
    t.emit(None, [f"{text} {L.ordering_name(op.ordering)}"])


# -- control flow -------------------------------------------------------------------------------------


@handles(L.BrOp)
def _br(t: FunctionTranslator, op: L.BrOp) -> None:
    _refuse_untranslated_metadata(op)
    target = t.branch_to(op.dest)
    t.emit(None, ["br label ", target.label])


@handles(L.CondBrOp)
def _cond_br(t: FunctionTranslator, op: L.CondBrOp) -> None:
    _refuse_untranslated_metadata(op)
    condition = t.value(op.condition)
    true_block = t.branch_to(op.trueDest)
    false_block = t.branch_to(op.falseDest)
    metadata = []
    if op.branch_weights is not None:
        weights = ", ".join(f"i32 {w}" for w in op.branch_weights.get_values())
        metadata.append(("prof", f'!{{!"branch_weights", {weights}}}'))
    t.emit(None, ["br ", typed_part(condition), condition, ", label ", true_block.label, ", label ",
                  false_block.label], metadata)  # fmt: skip


@handles(L.SwitchOp)
def _switch(t: FunctionTranslator, op: L.SwitchOp) -> None:
    value = t.value(op.value)
    default = t.branch_to(op.defaultDestination)
    parts: list = ["switch ", typed_part(value), value, ", label ", default.label, " ["]
    for case_value, block, _ in op.cases():
        target = t.branch_to(block)
        parts += [f"\n    {ir_type(op.value.type)} {C.IntConst.of(op.value.type, case_value).ref()}, label ", target.label]
    parts.append("\n  ]")
    t.emit(None, parts)


@handles(L.ReturnOp)
def _return(t: FunctionTranslator, op: L.ReturnOp) -> None:
    if not op.arg:
        t.emit(None, ["ret void"])
        return
    value = t.value(op.arg[0])
    t.emit(None, ["ret ", typed_part(value), value])


@handles(L.UnreachableOp)
def _unreachable(t: FunctionTranslator, op) -> None:
    t.emit(None, ["unreachable"])


# -- calls ---------------------------------------------------------------------------------------------


def _call(
    t: FunctionTranslator, result_type: Attribute | None, callee: Value | str, args: Sequence[Value], *,
    fastmath: str = "", prefix: str = "", ret_attrs: str = "", function_type: str | None = None,
    cconv: str = "",
) -> Local | None:  # fmt: skip
    """`[tail ]call[ fmf][ cconv][ ret attrs] <type> <callee>(<args>)`."""
    head = f"{prefix}call{fastmath}" + (f" {cconv}" if cconv else "") + (f" {ret_attrs}" if ret_attrs else "")
    type_text = function_type if function_type is not None else ("void" if is_void(result_type) else ir_type(result_type))
    parts: list = [f"{head} {type_text} ", callee, "("] + _operand_list(args) + [")"]
    return t.emit(result_type, parts)


def call_intrinsic(
    t: FunctionTranslator, name: str, result_type: Attribute | None, args: Sequence[Value], *,
    fastmath: str = "", ret_attrs: str = "",
) -> Local | None:  # fmt: skip
    callee = t.module.declare_intrinsic(name, result_type, [a.type for a in args])
    return _call(t, result_type, callee, args, fastmath=fastmath, ret_attrs=ret_attrs)


@handles(L.CallOp)
def _llvm_call(t: FunctionTranslator, op: L.CallOp) -> None:
    args = [t.value(a) for a in op.arguments]
    result_type = op.results[0].type if op.results else None
    tail = op.TailCallKind.data if op.TailCallKind is not None and op.TailCallKind.data != "none" else ""
    prefix = f"{tail} " if tail else ""
    cconv = _cconv_text(op.CConv.data) if op.CConv is not None else ""
    function_type = None
    if op.callee is not None:
        callee: Value = t.module.globals.get(op.callee_name) or C.GlobalConst(L.LLVMPointerType(), op.callee_name)
        target = L.lookup_symbol(op, op.callee_name)
        if isinstance(target, L.FuncOp) and target.function_type.is_vararg:
            function_type = ir_type(target.function_type)
    else:
        callee = t.value(op.callee_operands[0])
        if op.var_callee_type is not None:
            function_type = ir_type(op.var_callee_type)
    if op.var_callee_type is not None:
        function_type = ir_type(op.var_callee_type)
    t.define(op, _call(t, result_type, callee, args, fastmath=fastmath_text(op.fastmathFlags), prefix=prefix,
                       function_type=function_type, cconv=cconv))  # fmt: skip


# Intrinsics overloaded on their result type: `llvm.call_intrinsic "llvm.maxnum"` is
# declared `@llvm.maxnum.f32`, as LLVM's getOrInsertDeclaration names it.
_OVERLOADED_BY_RESULT = {f"llvm.{name}" for name in L.INTRINSIC_OPS} | {"llvm.ctlz", "llvm.cttz", "llvm.abs"}


@handles(L.CallIntrinsicOp)
def _call_intrinsic_op(t: FunctionTranslator, op: L.CallIntrinsicOp) -> None:
    args = [t.value(a) for a in op.args]
    result_type = op.results[0].type if op.results else None
    name = op.intrin.data
    if name in _OVERLOADED_BY_RESULT and result_type is not None:
        name += "." + mangle(result_type)
    result = call_intrinsic(t, name, result_type, args, fastmath=fastmath_text(op.fastmathFlags))
    if op.results:
        t.define(op, result)


def _intrinsic(t: FunctionTranslator, op: L._IntrinsicOp) -> None:
    args = [t.value(a) for a in op.operands_]
    result_type = op.results[0].type
    name = f"{op.INTRINSIC}.{mangle(result_type)}"
    t.define(op, call_intrinsic(t, name, result_type, args, fastmath=fastmath_text(op.properties.get("fastmathFlags"))))


def _immarg_intrinsic(t: FunctionTranslator, op: L._ImmArgIntrinsicOp) -> None:
    value = t.value(op.in_)
    flag = C.IntConst(i1, int(op.flag_value))
    name = f"{op.INTRINSIC}.{mangle(op.res.type)}"
    t.define(op, call_intrinsic(t, name, op.res.type, [value, flag]))


@handles(L.AssumeOp)
def _assume(t: FunctionTranslator, op: L.AssumeOp) -> None:
    call_intrinsic(t, "llvm.assume", None, [t.value(op.cond)])


@handles(L.InlineAsmOp)
def _inline_asm(t: FunctionTranslator, op: L.InlineAsmOp) -> None:
    args = [t.value(a) for a in op.operands_]
    result_type = op.res.type if op.res is not None else None
    words = "asm"
    if op.has_side_effects is not None:
        words += " sideeffect"
    if op.is_align_stack is not None:
        words += " alignstack"
    if op.asm_dialect is not None and op.asm_dialect.value.data == 1:
        words += " inteldialect"
    asm = f'{words} "{C.escape_string(op.asm_string.data)}", "{C.escape_string(op.constraints.data)}"'
    result = _call(t, result_type, _Text(asm), args)
    if op.res is not None:
        t.values[op.res] = result if result is not None else C.UndefConst(result_type)


class _Text:
    """A literal callee (inline assembly)."""

    def __init__(self, text: str):
        self.text = text

    def ref(self) -> str:
        return self.text


# -- nvvm ------------------------------------------------------------------------------------------------


def _read_sreg(t: FunctionTranslator, op: N.ReadSregBase) -> None:
    ret_attrs = ""
    if op.range is not None:
        ret_attrs = f"range(i{op.range.width.data} {op.range.lower.data}, {op.range.upper.data})"
    t.define(op, call_intrinsic(t, op.intrinsic, op.res.type, [], ret_attrs=ret_attrs))


def _i32(value: int) -> C.IntConst:
    return C.IntConst.of(i32, value)


@handles(N.Barrier0Op)
def _barrier0(t: FunctionTranslator, op) -> None:
    call_intrinsic(t, "llvm.nvvm.barrier.cta.sync.aligned.all", None, [_i32(0)])


@handles(N.BarrierOp)
def _barrier(t: FunctionTranslator, op: N.BarrierOp) -> None:
    barrier_id = t.value(op.barrierId) if op.barrierId is not None else _i32(0)
    if op.numberOfThreads is None:
        call_intrinsic(t, "llvm.nvvm.barrier.cta.sync.aligned.all", None, [barrier_id])
    else:
        call_intrinsic(t, "llvm.nvvm.barrier.cta.sync.aligned.count", None, [barrier_id, t.value(op.numberOfThreads)])


def _simple_nvvm(t: FunctionTranslator, op: Operation) -> None:
    """An nvvm op that is one intrinsic call on its operands."""
    name = getattr(op, "intrinsic", None) or op.INTRINSIC
    if getattr(op, "aligned", None) is not None:
        name += ".aligned"
    args = [t.value(o) for o in op.operands]
    result_type = op.results[0].type if op.results else None
    t.define(op, call_intrinsic(t, name, result_type, args))


for _op_class in (N.BarWarpSyncOp, N.ShflOp, N.VoteSyncOp, N.ReduxOp, N.LdMatrixOp, N.StMatrixOp, N.CpAsyncOp,
                  N.CpAsyncCommitGroupOp, N.WgmmaFenceAlignedOp, N.WgmmaGroupSyncAlignedOp, N.FenceScClusterOp,
                  N.ClusterArriveOp, N.ClusterArriveRelaxedOp, N.ClusterWaitOp, N.CpAsyncBulkCommitGroupOp,
                  N.CpAsyncMBarrierArriveSharedOp):  # fmt: skip
    _HANDLERS[_op_class] = _simple_nvvm


@handles(N.CpAsyncWaitGroupOp)
def _cp_async_wait(t: FunctionTranslator, op) -> None:
    call_intrinsic(t, op.INTRINSIC, None, [_i32(op.number)])


@handles(N.CpAsyncBulkWaitGroupOp)
def _cp_async_bulk_wait(t: FunctionTranslator, op: N.CpAsyncBulkWaitGroupOp) -> None:
    call_intrinsic(t, op.intrinsic, None, [_i32(op.number)])


@handles(N.WgmmaWaitGroupSyncOp)
def _wgmma_wait(t: FunctionTranslator, op) -> None:
    call_intrinsic(t, op.INTRINSIC, None, [C.IntConst.of(i64, op.number)])


@handles(N.SetMaxRegisterOp)
def _set_max_register(t: FunctionTranslator, op: N.SetMaxRegisterOp) -> None:
    call_intrinsic(t, op.intrinsic, None, [_i32(op.regCount.value.data)])


@handles(N.ElectSyncOp)
def _elect_sync(t: FunctionTranslator, op: N.ElectSyncOp) -> None:
    pair = L.LLVMStructType([i32, i1])
    result = call_intrinsic(t, "llvm.nvvm.elect.sync", pair, [_i32(-1)])
    t.define(op, t.emit(i1, ["extractvalue ", typed_part(result), result, ", 1"]))


def _mbarrier_init(t: FunctionTranslator, op) -> None:
    if op.has_ptx_lowering():
        raise _error(op, _unsupported_message(op))
    call_intrinsic(t, op.intrinsic, None, [t.value(op.addr), t.value(op.count)])


_HANDLERS[N.MBarrierInitSharedOp] = _mbarrier_init
_HANDLERS[N.MBarrierInitOp_] = _mbarrier_init


# =====================================================================================
# Entry point
# =====================================================================================


def ensure_distinct_successors(root: Operation) -> None:
    """LLVM::ensureDistinctSuccessors (LegalizeForExport), which translateModuleToLLVMIR
    runs on the module first: LLVM PHIs take one value per predecessor block, so when a
    terminator reaches a block with arguments more than once, every occurrence after the
    first goes through a new block, appended to the region, that branches on with its
    arguments."""
    for op in list(root.walk()):
        for region in op.regions:
            for block in list(region.blocks):
                _distinct_successors(block)


def _distinct_successors(block: Block) -> None:
    terminator = block.last_op
    if terminator is None or len(terminator.successors) < 2:
        return
    positions: dict[Block, list[int]] = {}
    for index, successor in enumerate(terminator.successors):
        if successor.args:
            positions.setdefault(successor, []).append(index)
    for successor, indices in positions.items():
        for index in indices[1:]:
            dummy = Block(arg_types=[a.type for a in successor.args])
            for arg, original in zip(dummy.args, successor.args):
                arg.location = original.location
            block.parent.add_block(dummy)
            terminator.successors[index] = dummy
            branch = L.BrOp(successor, list(dummy.args))
            branch.location = terminator.location
            dummy.add_op(branch)


def translate_module(module: ModuleOp) -> str:
    """The LLVM IR text of a module of llvm/nvvm ops. Raises TranslationError (with the
    failing op in `.op` when there is one). Like MLIR's translation, it first legalizes
    the module in place (`ensure_distinct_successors`)."""
    ensure_distinct_successors(module)
    return ModuleTranslator(module).translate()
