"""Shared-memory allocation: where in shared memory each buffer of a function lives.

Upstream's Allocation analysis (lib/Analysis/Allocation.cpp and
include/triton/Analysis/Allocation.h, Triton 3.6), per function:

1. Buffers.  Explicit ones are created by `ttg.local_alloc` (its allocation
   shape times the element size); scratch ones are needed by an op while it
   runs (a size from the scratch-size callback, 128-byte aligned, see
   scratch_sizes); a `tt.call` gets a virtual buffer holding the callee's
   whole shared memory.  A function containing `ttg.warp_specialize` owns a
   scratch byte per worker warp for the whole function.
2. Liveness.  Operations get ids in post-order (a parent after its nested
   ops).  An explicit buffer lives over the operations during which its value,
   or any value aliasing it (views, loop-carried descriptors), is live; a
   scratch buffer over its op alone.
3. Offsets.  Buffers are sorted by size (largest first) and placed by the
   "triple" first-fit of "Algorithms for Compile-Time Memory Optimization"
   (calculateStarts); then, as long as buffers live at the same time
   overlap, an interference graph is coloured first-fit and every buffer not
   of colour 0 moves past the buffers it interferes with.

`ModuleAllocation` allocates the functions callees first, so that each call
knows its callee's size; the module needs the largest size of its kernels.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from ttopt.analysis.alias import shared_memory_aliases
from ttopt.analysis.call_graph import CallGraph, function_name, is_function
from ttopt.analysis.liveness import Liveness
from ttopt.analysis.scratch_sizes import (
    CAPTURE_ALIGNMENT,
    ScratchSizeFn,
    default_scratch_size,
    warp_specialize_capture_bytes,
)
from ttopt.dialects.ttg.layouts import (
    NVMMASharedEncodingAttr,
    PaddedSharedEncodingAttr,
    SharedLayout,
    SharedMemorySpaceAttr,
)
from ttopt.dialects.type_utils import int_float_or_ptr_bit_width
from ttopt.ir.debug import debug, debug_raw, is_enabled
from ttopt.ir.diagnostics import op_error
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.traversal import post_order
from ttopt.layouts.conversions import LayoutConversionError, cta_split_num

DEBUG_TYPE = "allocation-shared-memory"

SIZE_T_MAX = (1 << 64) - 1
SCRATCH_ALIGNMENT = 128
DEFAULT_BUFFER_ALIGNMENT = 4


@dataclass(frozen=True, order=True)
class Interval:
    """[start, end): of operation ids (liveness) or of bytes (placement); the default is everything."""

    start: int = 0
    end: int = SIZE_T_MAX

    def intersects(self, other: Interval) -> bool:
        return self.start < other.end and other.start < self.end

    def __str__(self) -> str:
        return f"[{self.start}, {self.end})"


class BufferKind(enum.Enum):
    EXPLICIT = "explicit"  # ttg.local_alloc
    SCRATCH = "scratch"  # temporary memory of an op (convert_layout, reduce, ...)
    VIRTUAL = "virtual"  # a call's callee frame


def align_to(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


@dataclass(eq=False)
class Buffer:
    kind: BufferKind
    id: int
    owner: Operation
    size: int
    alignment: int = DEFAULT_BUFFER_ALIGNMENT
    offset: int = 0

    def set_offset_aligned(self, offset: int) -> int:
        self.offset = align_to(offset, self.alignment)
        return self.offset

    @property
    def interval(self) -> Interval:
        return Interval(self.offset, self.offset + self.size)


@dataclass(eq=False)
class Allocation:
    """The buffers of one function and their offsets (upstream class Allocation)."""

    function: Operation
    buffers: dict[int, Buffer] = field(default_factory=dict)
    op_scratch: dict[Operation, Buffer] = field(default_factory=dict)
    op_virtual: dict[Operation, Buffer] = field(default_factory=dict)
    value_buffer: dict[SSAValue, Buffer] = field(default_factory=dict)
    alias_buffer: dict[SSAValue, list[Buffer]] = field(default_factory=dict)
    shared_memory_size: int = 0

    def add_buffer(self, kind: BufferKind, key: Operation | SSAValue, size: int, alignment: int) -> Buffer:
        owner = key.owner if isinstance(key, SSAValue) else key
        buffer = Buffer(kind, len(self.buffers), owner, size, alignment)
        self.buffers[buffer.id] = buffer
        if kind is BufferKind.EXPLICIT:
            self.value_buffer[key] = buffer
        elif kind is BufferKind.VIRTUAL:
            self.op_virtual[key] = buffer
        else:
            self.op_scratch[key] = buffer
        return buffer

    def add_alias(self, value: SSAValue, alloc: SSAValue) -> None:
        buffers = self.alias_buffer.setdefault(value, [])
        buffer = self.value_buffer[alloc]
        if buffer not in buffers:
            buffers.append(buffer)

    # -- queries (upstream's getters) ------------------------------------------------------------------

    def value_buffer_id(self, value: SSAValue) -> int | None:
        """The buffer `value` allocates (a local_alloc result), if any."""
        buffer = self.value_buffer.get(value)
        return buffer.id if buffer is not None else None

    def buffer_ids(self, value: SSAValue) -> list[int]:
        """Every buffer `value` may point into: its own and those it aliases."""
        ids = []
        own = self.value_buffer_id(value)
        if own is not None:
            ids.append(own)
        ids += [b.id for b in self.alias_buffer.get(value, ()) if b.id not in ids]
        return ids

    def op_buffer_id(self, op: Operation) -> int | None:
        """The scratch (or virtual) buffer `op` uses while it runs, if any."""
        buffer = self.op_scratch.get(op) or self.op_virtual.get(op)
        return buffer.id if buffer is not None else None

    def offset(self, buffer_id: int) -> int:
        return self.buffers[buffer_id].offset

    def allocated_size(self, buffer_id: int) -> int:
        return self.buffers[buffer_id].size

    def allocated_interval(self, buffer_id: int) -> Interval:
        return self.buffers[buffer_id].interval

    def is_virtual(self, buffer_id: int) -> bool:
        return self.buffers[buffer_id].kind is BufferKind.VIRTUAL


# -- buffer sizes ----------------------------------------------------------------------------------


def _is_shared_memory_alloc(op: Operation) -> bool:

    return op.name == "ttg.local_alloc" and isinstance(op.results[0].type.memory_space, SharedMemorySpaceAttr)


def allocation_elems(memdesc_type) -> int:
    """Elements a local_alloc reserves per CTA (getAllocationShapePerCTA, or the padded size)."""

    encoding = memdesc_type.encoding
    shape = list(memdesc_type.get_shape())
    if isinstance(encoding, NVMMASharedEncodingAttr) and encoding.fp4_padded:
        # Two fp4 values per byte: the packed dim takes twice the bytes' elements.
        packed = encoding.rank - 2 if encoding.transposed else encoding.rank - 1
        shape[len(shape) - encoding.rank + packed] *= 2
    per_cta = _shape_per_cta(encoding, shape)
    count = 1
    for size in per_cta:
        count *= size
    if isinstance(encoding, PaddedSharedEncodingAttr):
        return padded_size(encoding, count)
    return count


def _shape_per_cta(encoding, shape: list[int]) -> list[int]:
    """getShapePerCTA: a leading multi-buffer dim is not split; a sliced view drops leading splits."""

    split = list(cta_split_num(encoding))
    if len(split) <= len(shape):
        split = [1] * (len(shape) - len(split)) + split
    else:
        split = split[len(split) - len(shape) :]
    return [size // min(size, s) for size, s in zip(shape, split)]


def padded_size(encoding, unpadded: int) -> int:
    """PaddedSharedEncodingAttr::getPaddedSize: `padding` elements after every `interval` ones."""
    padding_total = 0
    for interval, padding in encoding.interval_paddings:
        padding_total += (unpadded >> (interval.bit_length() - 1)) << (padding.bit_length() - 1)
        if unpadded % interval == 0:  # none after the last element
            padding_total -= padding
    return unpadded + padding_total


def local_alloc_alignment(op: Operation) -> int:
    """LocalAllocOp::getAlignmentOrDefault: the `alignment` attribute or the layout's."""

    attr = op.properties.get("alignment")
    if attr is not None:
        return attr.value.data
    encoding = op.results[0].type.encoding
    return encoding.alignment if isinstance(encoding, SharedLayout) else 16


def local_alloc_bytes(op: Operation) -> int:

    memdesc_type = op.results[0].type
    return allocation_elems(memdesc_type) * int_float_or_ptr_bit_width(memdesc_type.element_type) // 8


# -- the per-function analysis ---------------------------------------------------------------------


class _AllocationAnalysis:
    def __init__(
        self,
        allocation: Allocation,
        function_allocations: dict[Operation, Allocation],
        call_graph: CallGraph,
        scratch_size: ScratchSizeFn,
    ):
        self.allocation = allocation
        self.function = allocation.function
        self.function_allocations = function_allocations
        self.call_graph = call_graph
        self.scratch_size = scratch_size
        self.buffer_range: dict[Buffer, Interval] = {}

    def run(self) -> None:
        self._collect_buffers()
        self._resolve_liveness()
        self._compute_offsets()

    # -- 1. buffers ---------------------------------------------------------------------------------------

    def _collect_buffers(self) -> None:
        for op in self.function.walk():
            if _is_shared_memory_alloc(op):
                self.allocation.add_buffer(
                    BufferKind.EXPLICIT, op.results[0], local_alloc_bytes(op), local_alloc_alignment(op)
                )
            self._add_scratch(op)
        aliases = shared_memory_aliases(self.function)
        for op in self.function.walk():
            for value in (*op.operands, *op.results):
                for alloc in aliases.allocs(value):
                    self.allocation.add_alias(value, alloc)

    def _add_scratch(self, op: Operation) -> None:
        if op.name == "tt.call":
            callee = self.call_graph.resolve(op)
            callee_allocation = self.function_allocations.get(callee) if callee is not None else None
            size = callee_allocation.shared_memory_size if callee_allocation is not None else 0
            self._maybe_add(BufferKind.VIRTUAL, op, size, SCRATCH_ALIGNMENT)
        elif op.name == "ttg.warp_specialize":
            self._maybe_add(BufferKind.SCRATCH, op, warp_specialize_capture_bytes(op), CAPTURE_ALIGNMENT)
        elif is_function(op):
            # A byte per worker warp, for the warp-specialization state machine.
            warps = [sum(ws.partition_num_warps) for ws in op.walk() if ws.name == "ttg.warp_specialize"]
            self._maybe_add(BufferKind.SCRATCH, op, max(warps, default=0), DEFAULT_BUFFER_ALIGNMENT)
        else:
            self._maybe_add(BufferKind.SCRATCH, op, self._scratch_bytes(op), SCRATCH_ALIGNMENT)

    def _scratch_bytes(self, op: Operation) -> int:
        """The op's scratch size; an op whose tensors have no usable layout is an error at it."""
        try:
            return self.scratch_size(op)
        except LayoutConversionError as error:
            raise op_error(op, f"cannot size its scratch buffer: {error}") from None

    def _maybe_add(self, kind: BufferKind, op: Operation, size: int, alignment: int) -> None:
        if size > 0:
            self.allocation.add_buffer(kind, op, size, alignment)

    # -- 2. liveness --------------------------------------------------------------------------------------

    def _resolve_liveness(self) -> None:
        # Post-order ids: an op with regions comes after everything nested in
        # it, so a value used inside a loop stays live until the loop ends.
        op_id = {op: i for i, op in enumerate(post_order(self.function))}
        liveness = Liveness(self.function)

        def live_range(value: SSAValue) -> Interval:
            ids = [op_id[op] for op in liveness.resolve_liveness(value)]
            return Interval(min(ids), max(ids) + 1)

        for value, buffer in self.allocation.value_buffer.items():
            self.buffer_range[buffer] = live_range(value)
            debug_raw(DEBUG_TYPE, lambda b=buffer: f"-- buffer {b.id}; value: {_describe(b.owner)}\n")
        # A buffer is live as long as any value aliasing it (a view, a loop-carried descriptor).
        for value, buffers in self.allocation.alias_buffer.items():
            live = live_range(value)
            for buffer in buffers:
                known = self.buffer_range.get(buffer, live)
                self.buffer_range[buffer] = Interval(min(live.start, known.start), max(live.end, known.end))
        for scratch in (self.allocation.op_scratch, self.allocation.op_virtual):
            for op, buffer in scratch.items():
                if op is self.function:  # owned by the function: live throughout
                    self.buffer_range.setdefault(buffer, Interval())
                    continue
                self.buffer_range.setdefault(buffer, Interval(op_id[op], op_id[op] + 1))
                debug_raw(DEBUG_TYPE, lambda b=buffer: f"-- buffer {b.id}; value: {_describe(b.owner)}\n")

    # -- 3. offsets ---------------------------------------------------------------------------------------

    def _compute_offsets(self) -> None:
        # Big buffers first: they overlap more others, so they should get a slot of their own.
        buffers = sorted(self.buffer_range, key=lambda b: -b.size)
        self._calculate_starts(buffers)
        # Bumping offsets can make buffers that did not interfere interfere:
        # colour again until nothing does.
        interference = self._interference(buffers)
        while True:
            self._allocate(buffers, interference)
            interference = self._interference(buffers)
            if not interference:
                break
        if is_enabled(DEBUG_TYPE):
            self._dump_allocation_size()

    def _calculate_starts(self, buffers: list[Buffer]) -> None:
        """Give each buffer the lowest free offset whose slot's liveness is the only one it meets.

        A slot is (offset, liveness range): memory from `offset` up is free
        during the range.  The lowest slot is taken; the first remaining buffer
        live during it and during no other open slot is placed there, which
        opens a slot above it (for the overlap of both ranges) and keeps the
        parts of the slot's range before and after the buffer's.
        """
        slots: list[tuple[int, Interval]] = [(0, Interval())]  # a multimap ordered by offset
        pending = list(buffers)
        while pending:
            offset, live = slots.pop(0)
            chosen = next(
                (
                    b
                    for b in pending
                    if self.buffer_range[b].intersects(live)
                    and not any(other.intersects(self.buffer_range[b]) for _, other in slots)
                ),
                None,
            )
            if chosen is None:
                continue
            chosen_live = self.buffer_range[chosen]
            start = chosen.set_offset_aligned(offset)
            _insert_slot(
                slots,
                start + chosen.size,
                Interval(max(live.start, chosen_live.start), min(live.end, chosen_live.end)),
            )
            if live.start < chosen_live.start:
                _insert_slot(slots, offset, Interval(live.start, chosen_live.end))
            if chosen_live.end < live.end:
                _insert_slot(slots, offset, Interval(chosen_live.start, live.end))
            pending.remove(chosen)
        self._dump_buffers()

    def _interference(self, buffers: list[Buffer]) -> dict[Buffer, set[Buffer]]:
        """Buffers overlapping in memory while both are live (or both run concurrently)."""
        graph: dict[Buffer, set[Buffer]] = {}
        for x in buffers:
            for y in buffers:
                if x is y or not x.interval.intersects(y.interval):
                    continue
                if self.buffer_range[x].intersects(self.buffer_range[y]) or _in_concurrent_partitions(
                    x.owner, y.owner
                ):
                    graph.setdefault(x, set()).add(y)
        if is_enabled(DEBUG_TYPE):
            debug(DEBUG_TYPE, "\n")
            debug(DEBUG_TYPE, "Dump interference graph: \n")
            for x, ys in graph.items():
                debug_raw(DEBUG_TYPE, f"-- from {x.id} to " + "".join(f"{y.id}; " for y in ys) + "\n")
        return graph

    def _allocate(self, buffers: list[Buffer], interference: dict[Buffer, set[Buffer]]) -> None:
        """First-fit colouring; a buffer not of colour 0 moves past all it interferes with."""
        self.allocation.shared_memory_size = 0
        colors = {b: (0 if b is buffers[0] else -1) for b in buffers}
        for x in buffers:
            taken = {colors[y] for y in interference.get(x, ()) if colors[y] >= 0}
            colors[x] = next(c for c in range(len(buffers) + 1) if c not in taken)
            if is_enabled(DEBUG_TYPE):
                debug_raw(DEBUG_TYPE, f"-- color {x.id} {colors[x]}\n")
        for x in buffers:
            new_offset = max((y.offset + y.size for y in interference.get(x, ())), default=0)
            if colors[x] != 0:
                x.set_offset_aligned(new_offset)
            self.allocation.shared_memory_size = max(self.allocation.shared_memory_size, x.offset + x.size)
        self._dump_buffers()

    # -- debug output -------------------------------------------------------------------------------------

    def _dump_buffers(self) -> None:
        if not is_enabled(DEBUG_TYPE):
            return
        debug(DEBUG_TYPE, "Dump bufferRange: id size offset ---------")
        for buffer, live in self.buffer_range.items():
            debug_raw(DEBUG_TYPE, f"-- {buffer.id} {buffer.size} {buffer.offset} interval {live.start} {live.end}\n")

    def _dump_allocation_size(self) -> None:
        debug(DEBUG_TYPE, "Dump shared memory allocation size -----------")
        analyzed = 0
        for ids in live_buffers(self.allocation).values():
            analyzed = max(analyzed, sum(self.allocation.allocated_size(i) for i in ids))
        debug_raw(DEBUG_TYPE, f"Allocated: {self.allocation.shared_memory_size}, analyzed: {analyzed}\n")


def _insert_slot(slots: list[tuple[int, Interval]], offset: int, live: Interval) -> None:
    """std::multimap::insert: after the slots with the same offset."""
    index = len(slots)
    for i, (existing, _) in enumerate(slots):
        if existing > offset:
            index = i
            break
    slots.insert(index, (offset, live))


def _in_concurrent_partitions(x: Operation, y: Operation) -> bool:
    """Both owners sit in different regions of the same warp_specialize (AsyncRegions)."""
    wsx, wsy = _enclosing_warp_specialize(x), _enclosing_warp_specialize(y)
    return wsx is not None and wsx is wsy and x.parent_region() is not y.parent_region()


def _enclosing_warp_specialize(op: Operation) -> Operation | None:
    parent = op.parent_op()
    while parent is not None:
        if parent.name in ("ttg.warp_specialize", "ttg.warp_specialize.partitions"):
            return parent if parent.name == "ttg.warp_specialize" else parent.parent_op()
        parent = parent.parent_op()
    return None


def _describe(op: Operation) -> str:

    return print_op_for_diagnostic(op, generic=False)


def live_buffers(allocation: Allocation) -> dict[Operation, list[int]]:
    """Allocation::getLiveBuffers: the buffers live during each operation."""
    liveness = Liveness(allocation.function)
    result: dict[Operation, list[int]] = {}
    for op in post_order(allocation.function):
        scratch = allocation.op_buffer_id(op)
        if scratch is not None:
            result.setdefault(op, []).append(scratch)
        for value in op.results:
            ids = allocation.buffer_ids(value)
            if not ids:
                continue
            for live_op in liveness.resolve_liveness(value):
                result.setdefault(live_op, []).extend(ids)
    return result


# -- the module ------------------------------------------------------------------------------------


class ModuleAllocation:
    """The allocation of every function, callees first (upstream ModuleAllocation)."""

    def __init__(self, module: ModuleOp, scratch_size: ScratchSizeFn = default_scratch_size):
        self.module = module
        self.call_graph = CallGraph(module)
        self.functions: dict[Operation, Allocation] = {}
        for function in self.call_graph.post_order():
            if function in self.functions:
                continue
            allocation = self.functions[function] = Allocation(function)
            _AllocationAnalysis(allocation, self.functions, self.call_graph, scratch_size).run()

    def function_allocation(self, function: Operation) -> Allocation:
        return self.functions[function]

    def shared_memory_size(self) -> int:
        """What the kernels need: the largest size among the call graph's roots."""
        return max((self.functions[f].shared_memory_size for f in self.call_graph.roots), default=0)

    def function_names(self) -> list[str]:
        return [function_name(f) for f in self.functions]
