"""PTXBuilder: inline PTX assembly with `$n` operands, as upstream's PTXAsmFormat.

Upstream: third_party/nvidia/include/TritonNVIDIAGPUToLLVM/PTXAsmFormat.h and
lib/TritonNVIDIAGPUToLLVM/PTXAsmFormat.cpp. A builder holds

- operands, numbered `$0, $1, ...` in creation order, each with an LLVM inline-asm
  constraint (`=r` output, `r`/`l`/`h`/`c`/`b` input, a digit for a tied operand)
  and, for inputs, the SSA value bound to it;
- instructions (`ld.global.v4.b32`, built from dot-separated parts) and their
  executions (an instruction applied to operands, optionally predicated `@$n`).

`dump()` gives the asm string (executions joined by "\\n\\t"), `constraints()` the
comma-separated constraint string of every non-list operand in creation order,
`mlir_args()` the bound values in the same order, and `launch()` builds the
`llvm.inline_asm` op through an `LLVMBuilder`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xdsl.ir import Attribute, SSAValue

if TYPE_CHECKING:
    from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder


def ptx_register_size_code(bit_width: int, is_float: bool) -> str:
    """getPtxRegisterSizeCode: the constraint letter of a register of this width."""
    codes = {1: "b", 8: "h", 16: "h", 32: "f" if is_float else "r", 64: "d" if is_float else "l", 128: "q"}
    if bit_width not in codes:
        raise ValueError(f"unsupported PTX register size {bit_width}")
    return codes[bit_width]


@dataclass(eq=False)
class Operand:
    """One asm operand, or a list of operands printed `{ $a, $b }`."""

    constraint: str = ""
    value: SSAValue | None = None
    index: int = -1
    items: list[Operand] = field(default_factory=list)
    render: Callable[[int], str] | None = None

    def is_list(self) -> bool:
        # Upstream's test: no value and no constraint (constants count as lists too,
        # which keeps them out of the constraint string).
        return self.value is None and not self.constraint

    def append(self, item: Operand) -> Operand:
        self.items.append(item)
        return self

    def __getitem__(self, position: int) -> Operand:
        return self.items[position]

    def dump(self) -> str:
        if self.render is not None:
            return self.render(self.index)
        if not self.is_list():
            return f"${self.index}"
        return "{ " + ", ".join(item.dump() for item in self.items) + " }"


class PTXInstr:
    """An instruction whose name is its dot-separated parts (`o()` appends one)."""

    def __init__(self, builder: PTXBuilder, name: str):
        self.builder = builder
        self.parts: list[str] = [name]

    def o(self, suffix: str, predicate: bool = True) -> PTXInstr:
        if predicate:
            self.parts.append(suffix)
        return self

    def global_(self) -> PTXInstr:
        return self.o("global")

    def shared(self) -> PTXInstr:
        return self.o("shared")

    def v(self, vec_width: int, predicate: bool = True) -> PTXInstr:
        if vec_width > 1:
            self.o(f"v{vec_width}", predicate)
        return self

    def b(self, width: int) -> PTXInstr:
        return self.o(f"b{width}")

    def __call__(self, *operands: Operand, only_attach_mlir_args: bool = False) -> PTXInstrExecution:
        """Execute the instruction on `operands` (PTXInstrCommon::call)."""
        if only_attach_mlir_args:
            # The asm text is supplied verbatim: its `$n` are fixed by the caller's
            # operand order, so the archive must follow that order.
            assert not self.builder.executions, "only one execution allowed when attaching MLIR args only"
            self.builder.reorder_archive(operands)
        execution = PTXInstrExecution(self, list(operands), only_attach_mlir_args)
        self.builder.executions.append(execution)
        return execution


class PTXInstrExecution:
    def __init__(self, instr: PTXInstr, operands: list[Operand], only_attach_mlir_args: bool):
        self.instr = instr
        self.operands = operands
        self.only_attach_mlir_args = only_attach_mlir_args
        self.pred: Operand | None = None

    def predicate(self, value: SSAValue, constraint: str = "b") -> PTXInstrExecution:
        self.pred = self.instr.builder.new_operand(value, constraint)
        return self

    def maybe_predicate(self, value: SSAValue | None, constraint: str = "b") -> PTXInstrExecution:
        if value is not None:
            self.predicate(value, constraint)
        return self

    def predicate_not(self, value: SSAValue, constraint: str) -> PTXInstrExecution:
        self.pred = self.instr.builder.new_operand(value, constraint, lambda index: f"@!${index}")
        return self

    def dump(self) -> str:
        text = ""
        if self.pred is not None:
            text += (f"@{self.pred.dump()}" if self.pred.render is None else self.pred.render(self.pred.index)) + " "
        name = ".".join(self.instr.parts)
        if self.only_attach_mlir_args:
            return text + name
        return text + name + " " + ", ".join(operand.dump() for operand in self.operands) + ";"


class PTXBuilder:
    def __init__(self) -> None:
        self.archive: list[Operand] = []
        self.executions: list[PTXInstrExecution] = []
        self._counter = 0

    # -- operands ---------------------------------------------------------------------------------

    def _next_index(self) -> int:
        index = self._counter
        self._counter += 1
        return index

    def _archived(self, operand: Operand) -> Operand:
        self.archive.append(operand)
        return operand

    def new_operand(
        self, value: SSAValue, constraint: str, render: Callable[[int], str] | None = None
    ) -> Operand:
        """An input operand bound to `value`."""
        return self._archived(Operand(constraint, value, self._next_index(), render=render))

    def new_output(self, constraint: str, init: bool = False) -> Operand:
        """An output operand (`=r`, ...); `init` zeroes it first with a `mov`.

        Zeroing matters when the register is only written under a predicate: ptxas
        may otherwise assume any value for the unwritten case.
        """
        assert len(constraint) == 2 and constraint[0] == "=", constraint
        operand = self._archived(Operand(constraint, None, self._next_index()))
        if init:
            self._init_operand(operand)
        return operand

    def new_tied(self, operand_index: int) -> Operand:
        """An operand tied to operand `operand_index` (the asm may overwrite it)."""
        assert operand_index < self._counter, "operand index out of range"
        return self._archived(Operand(str(operand_index), None, self._next_index()))

    def new_constant(self, value: int | str) -> Operand:
        """An immediate: an integer prints in hex (`0x1f`), a string verbatim."""
        text = value if isinstance(value, str) else _hex(value)
        return self._archived(Operand(render=lambda _index: text))

    def new_address(self, address: SSAValue, constraint: str, offset: int = 0) -> Operand:
        """`[ $n + offset ]`."""
        return self.new_operand(address, constraint, lambda index: f"[ ${index} + {offset} ]")

    def new_list(self, items: Sequence[Operand] = ()) -> Operand:
        operand = self._archived(Operand())
        for item in items:
            operand.append(item)
        return operand

    def new_list_of_values(self, items: Sequence[tuple[SSAValue, str]]) -> Operand:
        operand = self._archived(Operand())
        for value, constraint in items:
            operand.append(self.new_operand(value, constraint))
        return operand

    def new_list_of_outputs(self, count: int, constraint: str) -> Operand:
        operand = self._archived(Operand())
        for _ in range(count):
            operand.append(self.new_output(constraint))
        return operand

    def _init_operand(self, operand: Operand) -> None:
        kind = operand.constraint[1]
        bits = {"c": 16, "h": 16, "r": 32, "l": 64}.get(kind)
        if bits is None:
            raise ValueError(f"Unknown constraint: {operand.constraint}")
        zero = self.new_constant(0)
        self.create("mov").o(f"u{bits}")(operand, zero)

    def reorder_archive(self, order: Sequence[Operand]) -> None:
        assert len(order) == len(self.archive), "every operand must be named when attaching MLIR args only"
        position = {id(operand): index for index, operand in enumerate(order)}
        self.archive.sort(key=lambda operand: position[id(operand)])

    # -- instructions -----------------------------------------------------------------------------

    def create(self, name: str) -> PTXInstr:
        return PTXInstr(self, name)

    # -- results ----------------------------------------------------------------------------------

    def all_args(self) -> list[Operand]:
        return [operand for operand in self.archive if not operand.is_list()]

    def constraints(self) -> str:
        return ",".join(operand.constraint for operand in self.all_args())

    def mlir_args(self) -> list[SSAValue]:
        return [operand.value for operand in self.archive if not operand.is_list() and operand.value is not None]

    def dump(self) -> str:
        return "\n\t".join(execution.dump() for execution in self.executions)

    def launch(
        self,
        builder: LLVMBuilder,
        result_type: Attribute,
        has_side_effects: bool = True,
        is_align_stack: bool = False,
        operand_attrs: Sequence[Attribute] = (),
    ) -> SSAValue:
        """Build the `llvm.inline_asm` op (AT&T dialect) and return its result."""
        return builder.inline_asm(
            result_type,
            self.mlir_args(),
            self.dump(),
            self.constraints(),
            has_side_effects=has_side_effects,
            is_align_stack=is_align_stack,
            operand_attrs=operand_attrs,
        )


def _hex(value: int) -> str:
    """`ss << "0x" << std::hex << int64`: two's complement for negative values."""
    return "0x" + format(value & 0xFFFFFFFFFFFFFFFF, "x")
