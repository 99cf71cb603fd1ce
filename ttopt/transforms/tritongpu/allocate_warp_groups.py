"""`tritongpu-allocate-warp-groups`: Triton's AllocateWarpGroups
(lib/Conversion/TritonGPUToLLVM/AllocateWarpGroups.cpp, as in Triton 3.6).

- Every `ttg.warp_specialize` is padded with empty partitions (`ttg.warp_return` only,
  largest power of two first, requested registers 16) until its partitions fill as many
  whole warp groups (4 warps) as the widest one needs.
- Each partition gets a start warp id (`warpGroupStartIds`): the kernel's own warps come
  first, then the partitions, widest first (ties keep their order).
- The module gets `ttg.total-num-warps` = `ttg.num-warps` + 4 * the warp groups added.
- Where an op requests registers (`requestedRegisters`), the partitions are grouped into
  warp groups by start id; each group may use the most any of its partitions asks for
  (rounded up to 8), the register file (the module's `ttg.maxnreg`, else 64K registers
  over all warps, rounded down to 8) pays for them, and what is left goes to the default
  warps when that is at least 24 per thread. The op then gets `actualRegisters` (default
  first, then each partition's group maximum) and the module `ttg.maxnreg`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, ModuleOp, i32
from xdsl.ir import Block, Region
from xdsl.passes import ModulePass

from ttopt.dialects.ttg.layouts import num_warps_of, threads_per_warp_of
from ttopt.dialects.ttg.ops import WarpReturnOp, WarpSpecializeOp
from ttopt.ir.debug import debug
from ttopt.ir.diagnostics import op_error
from ttopt.ir.values import value_location

DEBUG_TYPE = "tritongpu-allocate-warp-groups"

WARPS_PER_GROUP = 4
PADDING_REGISTERS = 16
"""What a padding partition, which does nothing, asks for."""
MIN_DEFAULT_REGISTERS = 24
"""Below this many registers per thread for the default warps, no registers are reassigned."""
REGISTER_FILE = 64 * 1024
TOTAL_NUM_WARPS_ATTR = "ttg.total-num-warps"
MAX_REGISTERS_ATTR = "ttg.maxnreg"


def _i32_array(values: list[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i32, values)


def _array(op: WarpSpecializeOp, name: str) -> list[int] | None:
    value = op.properties.get(name)
    return list(value.get_values()) if value is not None else None


def warp_specialize_ops(module: ModuleOp) -> list[WarpSpecializeOp]:
    return [op for op in module.walk() if isinstance(op, WarpSpecializeOp)]


def divide_ceil(numerator: int, denominator: int) -> int:
    return -(-numerator // denominator)


# -- padding ---------------------------------------------------------------------------------------


def padding_sizes(warps_to_add: int) -> list[int]:
    """Powers of two, largest first, that sum to `warps_to_add`."""
    sizes = []
    while warps_to_add > 0:
        size = 1 << (warps_to_add.bit_length() - 1)
        sizes.append(size)
        warps_to_add -= size
    return sizes


def pad_to_warp_groups(op: WarpSpecializeOp, num_warp_groups: int) -> None:
    """Add empty partitions until the partitions fill `num_warp_groups` warp groups."""
    sizes = padding_sizes(num_warp_groups * WARPS_PER_GROUP - sum(op.partition_num_warps))
    if not sizes:
        return
    holder = op.partitions_op
    captures = list(op.explicitCaptures)
    for _ in sizes:
        body = Block(arg_types=[capture.type for capture in captures])
        for argument, capture in zip(body.args, captures):
            argument.location = value_location(capture)
        terminator = WarpReturnOp()
        terminator.location = op.location
        body.add_op(terminator)
        holder.add_region(Region(body))
    op.properties["partitionNumWarps"] = _i32_array([*op.partition_num_warps, *sizes])
    requested = _array(op, "requestedRegisters")
    if requested is not None:
        op.properties["requestedRegisters"] = _i32_array(requested + [PADDING_REGISTERS] * len(sizes))


# -- start ids --------------------------------------------------------------------------------------


def warp_group_start_ids(num_warps: list[int], base_num_warps: int) -> list[int]:
    """The partitions' first warp ids after the kernel's warps, the widest partitions first."""
    start_ids = [0] * len(num_warps)
    next_id = base_num_warps
    for index in sorted(range(len(num_warps)), key=lambda i: -num_warps[i]):
        start_ids[index] = next_id
        next_id += num_warps[index]
    return start_ids


# -- registers -------------------------------------------------------------------------------------


@dataclass
class WarpGroup:
    partitions: list[int] = field(default_factory=list)
    max_requested: int = 0
    num_warps: int = 0


def group_partitions(start_ids: list[int], requested: list[int], num_warps: list[int]) -> list[WarpGroup]:
    """Partitions in start-id order; a partition starting on a multiple of 4 opens a group."""
    groups: list[WarpGroup] = []
    for index in sorted(range(len(start_ids)), key=lambda i: start_ids[i]):
        if start_ids[index] % WARPS_PER_GROUP == 0 or not groups:
            groups.append(WarpGroup())
        group = groups[-1]
        group.partitions.append(index)
        group.max_requested = max(group.max_requested, divide_ceil(requested[index], 8) * 8)
        group.num_warps += num_warps[index]
    return groups


def actual_registers(
    start_ids: list[int], requested: list[int], num_warps: list[int], maxnreg: int, base_num_warps: int, threads: int
) -> list[int] | None:
    """The registers of the default warps and of each partition, or None when the register
    file cannot give the default warps at least 24 per thread."""
    groups = group_partitions(start_ids, requested, num_warps)
    budget = maxnreg * base_num_warps * threads
    for group in groups:
        budget += (maxnreg - group.max_requested) * group.num_warps * threads
    if budget <= 0:
        return None
    leftover = budget // (base_num_warps * threads) // 8 * 8
    if leftover < MIN_DEFAULT_REGISTERS:
        return None
    registers = [leftover] + [0] * len(start_ids)
    for group in groups:
        for index in group.partitions:
            registers[1 + index] = group.max_requested
    return registers


def register_limit(module: ModuleOp, total_warps: int, threads: int) -> int:
    """The module's `ttg.maxnreg`, else the whole register file shared by every thread."""
    given = module.attributes.get(MAX_REGISTERS_ATTR)
    if isinstance(given, IntegerAttr):
        return given.value.data
    return REGISTER_FILE // total_warps // threads // 8 * 8


@dataclass(frozen=True)
class AllocateWarpGroups(ModulePass):
    """Allocate warp groups"""

    name = "tritongpu-allocate-warp-groups"
    cpp_name = "TritonGPUAllocateWarpGroups"
    cpp_file = "lib/Conversion/TritonGPUToLLVM/AllocateWarpGroups.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        ops = warp_specialize_ops(op)
        max_extra_warps = max((sum(ws.partition_num_warps) for ws in ops), default=0)
        num_warp_groups = divide_ceil(max_extra_warps, WARPS_PER_GROUP)
        for ws in ops:
            pad_to_warp_groups(ws, num_warp_groups)

        base_num_warps = num_warps_of(op)
        if base_num_warps is None:
            raise op_error(op, "is not contained within a context that specifies the number of warps")
        for ws in ops:
            start_ids = warp_group_start_ids(list(ws.partition_num_warps), base_num_warps)
            ws.properties["warpGroupStartIds"] = _i32_array(start_ids)
        total_warps = base_num_warps + num_warp_groups * WARPS_PER_GROUP
        op.attributes[TOTAL_NUM_WARPS_ATTR] = IntegerAttr(total_warps, i32)
        debug(DEBUG_TYPE, f"{len(ops)} warp_specialize ops, {total_warps} warps in all")

        if not any(ws.properties.get("requestedRegisters") is not None for ws in ops):
            return
        threads = threads_per_warp_of(op)
        maxnreg = register_limit(op, total_warps, threads)
        for ws in ops:
            self._assign_registers(op, ws, maxnreg, base_num_warps, threads)

    @staticmethod
    def _assign_registers(module: ModuleOp, ws: WarpSpecializeOp, maxnreg: int, base_num_warps: int, threads: int):
        requested = _array(ws, "requestedRegisters")
        num_warps = list(ws.partition_num_warps)
        if requested is None or sum(num_warps) % WARPS_PER_GROUP:
            return
        start_ids = _array(ws, "warpGroupStartIds")
        registers = actual_registers(start_ids, requested, num_warps, maxnreg, base_num_warps, threads)
        if registers is None:
            debug(DEBUG_TYPE, "too few registers left for the default warps")
            return
        ws.properties["actualRegisters"] = _i32_array(registers)
        # ptxas needs the initial register limit to honour the per-group setmaxnreg.
        module.attributes[MAX_REGISTERS_ATTR] = IntegerAttr(maxnreg, i32)
