"""convert_layout and the shared-memory ops, executed.

The lowering's output (LLVM and NVVM dialect ops) is run by a small SIMT interpreter for
every thread of a CTA: the warps execute one after the other between CTA barriers (in
either order), the lanes of a warp in lockstep (shuffles, ldmatrix/stmatrix), shared
memory as bytes. A conversion is right when every thread ends up holding, in each of its
registers, the element the destination layout assigns to that register - whatever data
path (registers, shuffles and byte permutes, shared memory in one or more rounds, with
ld/st.shared or ldmatrix/stmatrix) the lowering chose. Running the warps in both orders
also catches a missing or too weak barrier, and every shared access must stay inside the
bytes the allocator reserved.

Layout pairs come from hypothesis: random distributed linear layouts (bases of a blocked
layout dealt out again to registers, lanes and warps, with broadcasting), pairs that only
permute register and lane bits (the shuffle paths, packed sub-32-bit elements included),
over 1 to 3 dims, many element types and warp counts. Named cases cover the encodings the
compiler produces (blocked, slice, mma accumulators, dot operands).

At the end, kernels using every path go through LLVM IR, llvmlite and ptxas for sm_80 and
sm_90a.
"""

from __future__ import annotations

import math
import re
import struct

import ptx_pipeline
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ttopt import registry
from ttopt.conversion.tritongpu_to_llvm.convert_layout import warp_decomposition
from ttopt.dialects.llvm import LLVMPointerType, LLVMStructType
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import module_text
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_layout import LinearLayout

# =====================================================================================
# A SIMT interpreter for the lowered functions
# =====================================================================================

WARP_SIZE = 32


def _bits(type_) -> int:
    name = getattr(type_, "name", "")
    if isinstance(type_, LLVMPointerType):
        return 64
    if name == "integer_type":
        return type_.width.data
    widths = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "index": 32}
    if name in widths:
        return widths[name]
    if name.startswith("f8"):
        return 8
    raise NotImplementedError(f"no bit width for {type_}")


def _is_vector(type_) -> bool:
    return getattr(type_, "name", "") == "vector"


def _flatten_bits(value, type_) -> tuple[int, int]:
    """(bits as an int, width): vector lanes little-endian."""
    if _is_vector(type_):
        element = type_.element_type
        width = _bits(element)
        total = 0
        for i, lane in enumerate(value):
            total |= lane << (i * width)
        return total, width * len(value)
    return value, _bits(type_)


def _unflatten_bits(bits: int, type_):
    if _is_vector(type_):
        element = type_.element_type
        width = _bits(element)
        count = type_.get_shape()[0]
        return tuple((bits >> (i * width)) & ((1 << width) - 1) for i in range(count))
    return bits & ((1 << _bits(type_)) - 1)


def _zero(type_):
    if isinstance(type_, LLVMStructType):
        return tuple(_zero(t) for t in type_.types)
    if _is_vector(type_):
        return (0,) * type_.get_shape()[0]
    return 0


def _byte_size(type_) -> int:
    return _flatten_bits(_zero(type_), type_)[1] // 8


def _constant(op):
    attr = op.properties["value"]
    type_ = op.results[0].type
    if attr.name == "builtin.float":
        format_ = {16: "<e", 32: "<f", 64: "<d"}[_bits(type_)]
        return int.from_bytes(struct.pack(format_, attr.value.data), "little")
    return attr.value.data & ((1 << _bits(type_)) - 1)


def _prmt(a: int, b: int, selector: int) -> int:
    pool = (b << 32) | a
    out = 0
    for k in range(4):
        byte = (pool >> (8 * ((selector >> (4 * k)) & 7))) & 0xFF
        out |= byte << (8 * k)
    return out


class Execution:
    """Runs a lowered function (one block, no control flow) for a whole CTA.

    The ops are compiled once: every SSA value gets a slot in a per-thread list, constants
    are evaluated up front, and each other op becomes a function of its operands' values.
    """

    def __init__(self, function, num_warps: int, shared_bytes: int):
        self.num_warps = num_warps
        self.shared_bytes = shared_bytes
        self.memory = bytearray(max(shared_bytes, 1))
        block = function.body.blocks.first
        self.slots: dict[object, int] = {}
        self.template: list[object] = []
        self.arguments = [self._slot(arg) for arg in block.args]
        self.segments: list[list[tuple]] = [[]]
        for op in block.ops:
            self._compile(op)

    def _slot(self, value) -> int:
        if value not in self.slots:
            self.slots[value] = len(self.template)
            self.template.append(None)
        return self.slots[value]

    def _compile(self, op) -> None:
        name = op.name
        if name == "nvvm.barrier0":
            self.segments.append([])
            return
        if name == "nvvm.bar.warp.sync":
            return  # the lanes of a warp run in lockstep
        if name in ("llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero", "llvm.mlir.addressof"):
            self.template[self._slot(op.results[0])] = _uniform_value(op)
            return
        operands = [self._slot(o) for o in op.operands]
        result = self._slot(op.results[0]) if op.results else None
        if name in ("nvvm.shfl.sync", "nvvm.ldmatrix", "nvvm.stmatrix", "llvm.return"):
            self.segments[-1].append(("warp", name, op, operands, result))
        else:
            self.segments[-1].append(("lane", _lane_function(op, self), None, operands, result))

    def run(self, arguments: list[list[object]], warp_order) -> list[object]:
        """The value each thread returns; `arguments` per thread, warps run in `warp_order`."""
        num_threads = self.num_warps * WARP_SIZE
        env = []
        for thread in range(num_threads):
            values = list(self.template)
            for slot, value in zip(self.arguments, arguments[thread]):
                values[slot] = value
            env.append(values)
        self.results = [None] * num_threads
        for segment in self.segments:
            for warp in warp_order:
                first = warp * WARP_SIZE
                lanes = env[first : first + WARP_SIZE]
                for kind, function, op, operands, result in segment:
                    if kind == "warp":
                        self._warp_op(function, op, operands, result, lanes, first)
                        continue
                    for lane, values in enumerate(lanes):
                        value = function([values[i] for i in operands], first + lane)
                        if result is not None:
                            values[result] = value
        return self.results

    # -- shared memory --------------------------------------------------------------------------

    def write(self, address: int, data: bytes) -> None:
        assert 0 <= address and address + len(data) <= self.shared_bytes, (address, len(data), self.shared_bytes)
        assert address % len(data) == 0, f"misaligned {len(data)}-byte access at {address}"
        self.memory[address : address + len(data)] = data

    def read(self, address: int, size: int) -> bytes:
        assert 0 <= address and address + size <= self.shared_bytes, (address, size, self.shared_bytes)
        assert address % size == 0, f"misaligned {size}-byte access at {address}"
        return bytes(self.memory[address : address + size])

    # -- ops of the whole warp -----------------------------------------------------------------

    def _warp_op(self, name, op, operands, result, lanes, first) -> None:
        if name == "llvm.return":
            for lane, values in enumerate(lanes):
                self.results[first + lane] = values[operands[0]]
        elif name == "nvvm.shfl.sync":
            self._shuffle(op, operands, result, lanes)
        elif name == "nvvm.ldmatrix":
            self._ldmatrix(op, operands, result, lanes)
        else:
            self._stmatrix(op, operands, lanes)

    def _shuffle(self, op, operands, result, lanes) -> None:
        kind = op.kind.data
        values = [v[operands[1]] for v in lanes]
        offsets = [v[operands[2]] for v in lanes]
        for lane, v in enumerate(lanes):
            if kind == "idx":
                source = offsets[lane] & 31
            elif kind == "bfly":
                source = lane ^ offsets[lane]
            elif kind == "up":
                source = lane - offsets[lane] if lane >= offsets[lane] else lane
            else:
                raise NotImplementedError(kind)
            v[result] = values[source]

    @staticmethod
    def _rows(address_slot: int, lanes, count: int) -> list[list[int]]:
        """Row addresses of the `count` 8x8 matrices: lane 8*i + r gives row r of matrix i."""
        return [[lanes[8 * i + r][address_slot] for r in range(8)] for i in range(count)]

    def _ldmatrix(self, op, operands, result, lanes) -> None:
        count = op.num.value.data
        transpose = op.layout.data == "col"
        assert op.eltType.data == "b16"
        rows = self._rows(operands[0], lanes, count)
        for lane, v in enumerate(lanes):
            words = []
            for i in range(count):
                if not transpose:
                    data = self.read(rows[i][lane // 4] + 4 * (lane % 4), 4)
                else:
                    column = lane // 4
                    data = self.read(rows[i][2 * (lane % 4)] + 2 * column, 2)
                    data += self.read(rows[i][2 * (lane % 4) + 1] + 2 * column, 2)
                words.append(int.from_bytes(data, "little"))
            v[result] = words[0] if count == 1 else tuple(words)

    def _stmatrix(self, op, operands, lanes) -> None:
        sources = operands[1:]
        transpose = op.layout.data == "col"
        assert op.eltType.data == "b16"
        rows = self._rows(operands[0], lanes, len(sources))
        for lane, v in enumerate(lanes):
            for i, source in enumerate(sources):
                word = v[source].to_bytes(4, "little")
                if not transpose:
                    self.write(rows[i][lane // 4] + 4 * (lane % 4), word)
                else:
                    column = lane // 4
                    self.write(rows[i][2 * (lane % 4)] + 2 * column, word[:2])
                    self.write(rows[i][2 * (lane % 4) + 1] + 2 * column, word[2:])


def _uniform_value(op):
    """Constants, undef, and `@global_smem` (shared address 0): the same in every thread."""
    type_ = op.results[0].type
    if op.name == "llvm.mlir.constant":
        return _constant(op)
    if op.name == "llvm.mlir.addressof":
        assert op.properties["global_name"].string_value() == "global_smem"
        return 0
    return _zero(type_)


def _lane_function(op, execution: Execution):
    """The function computing `op`'s result in one thread from its operands' values."""
    name = op.name
    type_ = op.results[0].type if op.results else None
    scalar = type_ is not None and not isinstance(type_, LLVMStructType) and not _is_vector(type_)
    mask = (1 << _bits(type_)) - 1 if scalar and name.startswith("llvm.") else None
    binary = {
        "llvm.add": lambda a, b: a + b, "llvm.sub": lambda a, b: a - b, "llvm.mul": lambda a, b: a * b,
        "llvm.and": lambda a, b: a & b, "llvm.xor": lambda a, b: a ^ b,
        "llvm.shl": lambda a, b: a << b, "llvm.lshr": lambda a, b: a >> b,
        "llvm.udiv": lambda a, b: a // b, "llvm.urem": lambda a, b: a % b,
    }  # fmt: skip
    if name in binary:
        function = binary[name]
        return lambda x, t: function(x[0], x[1]) & mask
    if name == "builtin.unrealized_conversion_cast" or name in ("llvm.zext", "llvm.ptrtoint", "llvm.inttoptr"):
        return lambda x, t: x[0]
    if name == "nvvm.read.ptx.sreg.tid.x":
        return lambda x, t: t
    if name == "llvm.or":
        disjoint = op.properties.get("isDisjoint") is not None

        def or_(x, t):
            assert not (disjoint and x[0] & x[1]), "or disjoint on overlapping bits"
            return x[0] | x[1]

        return or_
    if name == "llvm.ashr":
        width = _bits(type_)
        return lambda x, t: ((x[0] - (1 << width) if x[0] >> (width - 1) else x[0]) >> x[1]) & mask
    if name == "llvm.icmp":
        assert op.predicate_name in ("eq", "ne"), op.predicate_name
        equal = op.predicate_name == "eq"
        return lambda x, t: int((x[0] == x[1]) == equal)
    if name == "llvm.select":
        return lambda x, t: x[1] if x[0] else x[2]
    if name == "llvm.trunc":
        return lambda x, t: x[0] & mask
    if name == "llvm.bitcast":
        source_type = op.operands[0].type
        return lambda x, t: _unflatten_bits(_flatten_bits(x[0], source_type)[0], type_)
    if name == "llvm.extractvalue":
        position = op.properties["position"].get_values()[0]
        return lambda x, t: x[0][position]
    if name == "llvm.insertvalue":
        position = op.properties["position"].get_values()[0]
        return lambda x, t: x[0][:position] + (x[1],) + x[0][position + 1 :]
    if name == "llvm.extractelement":
        return lambda x, t: x[0][x[1]]
    if name == "llvm.insertelement":
        return lambda x, t: x[0][: x[2]] + (x[1],) + x[0][x[2] + 1 :]
    if name == "llvm.getelementptr":
        element_bytes = _byte_size(op.properties["elem_type"])
        raw = list(op.properties["rawConstantIndices"].get_values())

        def gep(x, t):
            dynamic = iter(x[1:])
            address = x[0]
            for index in raw:
                value = next(dynamic) if index == -2147483648 else index
                address += (value - (1 << 32) if value >> 31 else value) * element_bytes
            return address

        return gep
    if name == "llvm.store":
        value_type = op.operands[0].type

        def store(x, t):
            bits, width = _flatten_bits(x[0], value_type)
            execution.write(x[1], bits.to_bytes(width // 8, "little"))

        return store
    if name == "llvm.load":
        size = _byte_size(type_)
        return lambda x, t: _unflatten_bits(int.from_bytes(execution.read(x[0], size), "little"), type_)
    if name == "llvm.call_intrinsic" and op.properties["intrin"].data == "llvm.nvvm.prmt":
        return lambda x, t: _prmt(*x)
    raise NotImplementedError(f"the interpreter does not know {name}")


# =====================================================================================
# Running a conversion
# =====================================================================================

LOWERING = ptx_pipeline.LOWERING

ELEMENT_TYPES = ["f32", "f16", "bf16", "i8", "i1", "i16", "i32", "i64", "f64", "f8E5M2", "!tt.ptr<f32>"]


def _lower(text: str, cc: int):
    return ptx_pipeline.run_passes(text, cc, LOWERING, "convert_layout.mlir")


def _layout_text(layout: LinearLayout) -> str:
    def bases(dim):
        return "[" + ", ".join("[" + ", ".join(map(str, b)) + "]" for b in layout.bases.get(dim, ())) + "]"

    return (
        f"#ttg.linear<{{register = {bases('register')}, lane = {bases('lane')}, "
        f"warp = {bases('warp')}, block = []}}>"
    )


def _function(shape, element, src: str, dst: str, num_warps: int, cc: int, op: str = "convert") -> str:
    tensor = lambda layout: f"tensor<{'x'.join(map(str, shape))}x{element}, {layout}>"  # noqa: E731
    if op == "convert":
        body = f"%0 = ttg.convert_layout %arg0 : {tensor(src)} -> {tensor(dst)}"
    else:
        # Through a buffer: local_alloc with the value, local_load in the destination layout.
        memdesc = f"!ttg.memdesc<{'x'.join(map(str, shape))}x{element}, {op}, #ttg.shared_memory, mutable>"
        body = (
            f"%m = ttg.local_alloc %arg0 : ({tensor(src)}) -> {memdesc}\n"
            f"    %0 = ttg.local_load %m : {memdesc} -> {tensor(dst)}"
        )
    return f"""module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {num_warps} : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func private @cvt(%arg0: {tensor(src)}) -> {tensor(dst)} attributes {{noinline = true}} {{
    {body}
    tt.return %0 : {tensor(dst)}
  }}
}}
"""


def _element_value(index: tuple[int, ...], bits: int, salt: int) -> int:
    """A pseudo-random value per element (and run): misplaced elements show."""
    mixed = ((hash((index, salt)) & (2**64 - 1)) * 0x9E3779B97F4A7C15) & (2**64 - 1)
    return mixed >> (64 - bits)


def _expected_bits(element: str) -> int:
    return {"f32": 32, "f16": 16, "bf16": 16, "i8": 8, "i1": 1, "i16": 16, "i32": 32, "i64": 64, "f64": 64,
            "f8E5M2": 8, "!tt.ptr<f32>": 64}[element]  # fmt: skip


def check_conversion(shape, element, src, dst, num_warps: int, cc: int, op: str = "convert"):
    """Lower the conversion, execute it for the whole CTA, compare with the destination layout.

    `src`/`dst` are layout attribute texts. Returns the lowered module (for callers that
    also look at the instructions).
    """
    module = _lower(_function(shape, element, src, dst, num_warps, cc, op), cc)
    function = next(o for o in module.body.block.ops if o.name == "llvm.func")
    shared_bytes = module.attributes["ttg.shared"].value.data if "ttg.shared" in module.attributes else 0
    src_layout = to_linear_layout(_parse_layout(src), shape)
    dst_layout = to_linear_layout(_parse_layout(dst), shape)
    num_threads = num_warps * WARP_SIZE
    src_elements = _elements_of_threads(src_layout, num_threads)
    dst_elements = _elements_of_threads(dst_layout, num_threads)
    bits = _expected_bits(element)
    execution = Execution(function, num_warps, shared_bytes)
    for salt, order in ((1, range(num_warps)), (2, reversed(range(num_warps)))):
        arguments = [[tuple(_element_value(e, bits, salt) for e in elements), 0, 0, 0] for elements in src_elements]
        results = execution.run(arguments, list(order))
        for thread, (result, elements) in enumerate(zip(results, dst_elements)):
            for register, (value, index) in enumerate(zip(result, elements)):
                expected = _element_value(index, bits, salt)
                assert value == expected, (
                    f"thread {thread} register {register} (element {index}): got {value:#x}, expected {expected:#x}"
                )
    return module


def _elements_of_threads(layout: LinearLayout, num_threads: int) -> list[list[tuple[int, ...]]]:
    """For each thread, the coordinates of the element each of its registers holds."""
    return [
        [_coordinates(layout, r, thread % WARP_SIZE, thread // WARP_SIZE) for r in range(layout.in_dim_size("register"))]
        for thread in range(num_threads)
    ]


def _coordinates(layout: LinearLayout, register: int, lane: int, warp: int) -> tuple[int, ...]:
    ins = {"register": register, "lane": lane, "warp": warp, "block": 0}
    return tuple(value for _, value in layout.apply({k: v for k, v in ins.items() if layout.has_in_dim(k)}))


def _parse_layout(text: str):
    module = parse_buffer(
        registry.make_context(),
        f'module attributes {{"ttg.num-warps" = 8 : i32}} {{ tt.func @f(%a: tensor<2xf32, {text}>) {{ tt.return }} }}',
        "layout.mlir",
    )
    return next(iter(module.body.block.ops)).function_type.inputs.data[0].encoding


# =====================================================================================
# Layout strategies
# =====================================================================================


def _split(draw, total: int, rank: int) -> list[int]:
    parts = [1] * rank
    while total > 1:
        parts[draw(st.integers(0, rank - 1))] *= 2
        total //= 2
    return parts


@st.composite
def blocked_layouts(draw, shape, num_warps):
    rank = len(shape)
    size_per_thread = [draw(st.sampled_from([1, 1, 2, 4, 8])) for _ in range(rank)]
    order = draw(st.permutations(range(rank)))
    return (
        f"#ttg.blocked<{{sizePerThread = {size_per_thread}, threadsPerWarp = {_split(draw, 32, rank)}, "
        f"warpsPerCTA = {_split(draw, num_warps, rank)}, order = {list(order)}}}>"
    )


@st.composite
def dealt_layouts(draw, shape, num_warps):
    """The bases of a blocked layout dealt out again (a distributed linear layout)."""
    layout = to_linear_layout(_parse_layout(draw(blocked_layouts(shape, num_warps))), shape)
    pool = [list(b) for dim in ("register", "lane", "warp") for b in layout.bases[dim]]
    pool = draw(st.permutations(pool))
    lanes, warps = layout.in_dim_size_log2("lane"), layout.in_dim_size_log2("warp")
    dealt = {"lane": pool[:lanes], "warp": pool[lanes : lanes + warps], "register": pool[lanes + warps :]}
    return _layout_text(LinearLayout(dealt, layout.out_dim_sizes, require_surjective=False))


# The registers of all threads together that one example may execute. Copies (zero bases) can
# give a thread 2048 registers of a 2048-element tensor; 256 threads of those took a minute to
# execute, and such layouts exercise nothing the smaller ones do not. ~6% of drawn conversions
# are over this bound.
MAX_EXECUTED_REGISTERS = 2**15


def _assume_executable(shape, num_warps: int, layouts) -> None:
    linear = [to_linear_layout(_parse_layout(layout), shape) for layout in layouts]
    registers = max(layout.in_dim_size("register") for layout in linear)
    assume(registers * num_warps * WARP_SIZE <= MAX_EXECUTED_REGISTERS)


@st.composite
def conversions(draw):
    """Any two distributed layouts of one tensor (most go through shared memory)."""
    num_warps = draw(st.sampled_from([1, 2, 4, 8]))
    rank = draw(st.integers(1, 3))
    shape = [draw(st.sampled_from([2, 4, 8, 16, 32, 64])) for _ in range(rank)]
    if math.prod(shape) > 2048 or math.prod(shape) < 16:
        shape = [64] if rank == 1 else [16, 16] + [2] * (rank - 2)
    kind = st.sampled_from(["blocked", "dealt"])
    layouts = []
    for _ in range(2):
        strategy = blocked_layouts if draw(kind) == "blocked" else dealt_layouts
        layouts.append(draw(strategy(shape, num_warps)))
    _assume_executable(shape, num_warps, layouts)
    return shape, draw(st.sampled_from(ELEMENT_TYPES)), layouts[0], layouts[1], num_warps


@st.composite
def warp_local_conversions(draw):
    """Layouts that differ by a permutation of register and lane bits (warps fixed)."""
    num_warps = draw(st.sampled_from([1, 2, 4]))
    rank = draw(st.integers(1, 2))
    shape = [draw(st.sampled_from([8, 16, 32, 64])) for _ in range(rank)]
    if math.prod(shape) > 4096:
        shape = [16] * rank
    src = to_linear_layout(_parse_layout(draw(dealt_layouts(shape, num_warps))), shape)
    registers = list(draw(st.permutations([list(b) for b in src.bases["register"]])))
    lanes = list(draw(st.permutations([list(b) for b in src.bases["lane"]])))
    for _ in range(draw(st.sampled_from([0, 1, 1, 1, 2]))):
        if registers and lanes:
            i = draw(st.integers(0, len(registers) - 1))
            j = draw(st.integers(0, len(lanes) - 1))
            registers[i], lanes[j] = lanes[j], registers[i]
    if draw(st.booleans()):
        registers.append([0] * rank)  # the destination holds copies
    dst = LinearLayout(
        {"register": registers, "lane": lanes, "warp": src.bases["warp"]}, src.out_dim_sizes, require_surjective=False
    )
    pair = [_layout_text(src), _layout_text(dst)]
    if draw(st.booleans()):
        pair.reverse()
    _assume_executable(shape, num_warps, pair)
    element = draw(st.sampled_from(["i8", "f16", "bf16", "f32", "i16", "f8E5M2", "i64", "i1", "!tt.ptr<f32>"]))
    return shape, element, pair[0], pair[1], num_warps


# =====================================================================================
# Tests
# =====================================================================================

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@settings(SETTINGS, max_examples=20)
@given(case=conversions(), cc=st.sampled_from([80, 90]))
def test_any_conversion_moves_every_element(case, cc):
    shape, element, src, dst, num_warps = case
    check_conversion(shape, element, src, dst, num_warps, cc)


@settings(SETTINGS, max_examples=40)
@given(case=warp_local_conversions(), cc=st.sampled_from([80, 90]))
def test_warp_local_conversion_moves_every_element(case, cc):
    shape, element, src, dst, num_warps = case
    check_conversion(shape, element, src, dst, num_warps, cc)


MMA_V2 = "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>"
MMA_V3 = "#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>"
ROWS = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"
COLUMNS = "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>"
ROW_1D = "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"


@pytest.mark.parametrize("cc", [80, 90])
@pytest.mark.parametrize(
    ("shape", "element", "src", "dst"),
    [
        ([64, 64], "f16", MMA_V2, ROWS),
        ([64, 64], "bf16", ROWS, MMA_V2),
        ([64, 64], "f32", MMA_V2, COLUMNS),
        ([64, 64], "f16", MMA_V3, ROWS),
        ([64, 64], "i8", COLUMNS, ROWS),
        ([64, 16], "f16", MMA_V2, f"#ttg.dot_op<{{opIdx = 0, parent = {MMA_V2}, kWidth = 2}}>"),
        ([64], "f32", f"#ttg.slice<{{dim = 1, parent = {ROWS}}}>", ROW_1D),
        ([64], "i1", f"#ttg.slice<{{dim = 0, parent = {COLUMNS}}}>", f"#ttg.slice<{{dim = 1, parent = {MMA_V2}}}>"),
        ([8, 8, 8], "f16", "#ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 4, 4], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>",
         "#ttg.blocked<{sizePerThread = [2, 1, 1], threadsPerWarp = [1, 8, 4], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>"),
    ],
)  # fmt: skip
def test_compiler_encodings(shape, element, src, dst, cc):
    check_conversion(shape, element, src, dst, 4, cc)


def test_rounds_reuse_a_smaller_scratch():
    """More registers than the tile holds: several rounds, a barrier before each reuse."""
    src = "#ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>"
    dst = "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>"
    text = module_text(check_conversion([128, 128], "f32", src, dst, 4, 80))
    assert text.count("nvvm.barrier0") >= 3


def test_shuffles_with_byte_permutes():
    """i8 elements packed four to a word: the transposition of a packed bit is a prmt."""
    src = "#ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>"
    dst = "#ttg.linear<{register = [[1], [8], [4]], lane = [[2], [16], [32], [64], [128]], warp = [], block = []}>"
    text = module_text(check_conversion([256], "i8", src, dst, 1, 90))
    assert "llvm.nvvm.prmt" in text and "nvvm.shfl.sync  bfly" in text and "llvm.load" not in text


I8_WORDS = "#ttg.linear<{register = [[1], [2], [4]], lane = [[8], [16], [32], [64], [128]], warp = [], block = []}>"


@pytest.mark.parametrize(
    "dst",
    [
        # P swaps the two packed bits: folded into the permutes after the shuffle (Ship).
        "#ttg.linear<{register = [[2], [1], [8]], lane = [[4], [16], [32], [64], [128]], warp = [], block = []}>",
        # ... and with a lane permutation (Swap).
        "#ttg.linear<{register = [[2], [1], [8]], lane = [[4], [16], [32], [128], [64]], warp = [], block = []}>",
        # Pre- and post-shuffle permutes 0x5140 / 0x6240 and 0x6420 / 0x5410.
        "#ttg.linear<{register = [[8], [1], [4]], lane = [[2], [16], [32], [64], [128]], warp = [], block = []}>",
        "#ttg.linear<{register = [[2], [8], [4]], lane = [[1], [16], [32], [64], [128]], warp = [], block = []}>",
    ],
)
def test_packed_bytes_where_triton_36_is_wrong(dst):
    """Triton 3.6 miscompiles these (seen on an H100); the lowering here departs from it."""
    check_conversion([256], "i8", I8_WORDS, dst, 1, 90)


SWIZZLED = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"


@pytest.mark.parametrize("cc", [80, 90])
@pytest.mark.parametrize(
    ("element", "src", "dst", "shared"),
    [
        ("f16", ROWS, MMA_V2, SWIZZLED),
        ("f16", MMA_V2, MMA_V2, SWIZZLED),
        ("f16", ROWS, f"#ttg.dot_op<{{opIdx = 0, parent = {MMA_V2}, kWidth = 2}}>", SWIZZLED),
        ("bf16", ROWS, f"#ttg.dot_op<{{opIdx = 1, parent = {MMA_V2}, kWidth = 2}}>", SWIZZLED),
        ("f32", COLUMNS, ROWS, "#ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [0, 1]}>"),
        ("i8", ROWS, COLUMNS, "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>"),
        ("f16", ROWS, ROWS, "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"),
        ("f16", ROWS, COLUMNS, "#ttg.padded_shared<[32:+8] {order = [1, 0], shape = [64, 64]}>"),
        ("f32", MMA_V2, ROWS, "#ttg.padded_shared<[16:+1, 64:+4] {order = [0, 1], shape = [64, 64]}>"),
    ],
)
def test_local_alloc_then_local_load(element, src, dst, shared, cc):
    """A value stored by local_alloc (stmatrix or st.shared) and read back in another layout."""
    check_conversion([64, 64], element, src, dst, 4, cc, op=shared)


def test_decomposition_of_a_lane_rotation():
    """(r0 l0 l1 l2 l3 l4) = (r0 l0) . (l0 l1 l2 l3 l4): one transposition, the rest in P_lane."""
    src = to_linear_layout(_parse_layout("#ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>"), [64])
    dst = to_linear_layout(_parse_layout("#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>"), [64])
    decomposition = warp_decomposition(src, dst, 32)
    assert [(t.register_bit, t.lane_bit) for t in decomposition.transpositions] == [(0, 0)]
    assert [b[0] for b in decomposition.p_lane.bases["lane"]] == [2, 4, 8, 16, 1]
    assert decomposition.n_pack == 0


# =====================================================================================
# All the way to ptxas
# =====================================================================================

PTXAS_KERNEL = """\
#rows = #ttg.blocked<{{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>
#cols = #ttg.blocked<{{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}}>
#mma = #ttg.nvidia_mma<{{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}}>
#one = #ttg.blocked<{{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}}>
#perm = #ttg.linear<{{register = [[1], [8]], lane = [[2], [4], [16], [32], [64]], warp = [[128], [256]], block = []}}>
#swz = #ttg.swizzled_shared<{{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:{cc}", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func public @layouts(%a: tensor<64x64xf16, #rows>, %b: tensor<512xi8, #one>, %c: tensor<64x64xf32, #mma>,
                          %d: tensor<64x64xi1, #rows>, %e: tensor<512x!tt.ptr<f32>, #one>,
                          %o: tensor<64x64x!tt.ptr<f32>, #rows>, %o2: tensor<32x64x!tt.ptr<f16>, #rows>) {{
    %0 = ttg.convert_layout %a : tensor<64x64xf16, #rows> -> tensor<64x64xf16, #cols>
    %1 = ttg.convert_layout %0 : tensor<64x64xf16, #cols> -> tensor<64x64xf16, #mma>
    %2 = ttg.convert_layout %b : tensor<512xi8, #one> -> tensor<512xi8, #perm>
    %3 = ttg.convert_layout %c : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #rows>
    %4 = ttg.convert_layout %d : tensor<64x64xi1, #rows> -> tensor<64x64xi1, #cols>
    %5 = ttg.convert_layout %e : tensor<512x!tt.ptr<f32>, #one> -> tensor<512x!tt.ptr<f32>, #perm>
    %m = ttg.local_alloc %1 : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    %6 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #swz, #smem, mutable> -> tensor<64x64xf16, #rows>
    %s = ttg.memdesc_subslice %m[32, 0] : !ttg.memdesc<64x64xf16, #swz, #smem, mutable> -> !ttg.memdesc<32x64xf16, #swz, #smem, mutable, 64x64>
    %7 = ttg.local_load %s : !ttg.memdesc<32x64xf16, #swz, #smem, mutable, 64x64> -> tensor<32x64xf16, #rows>
    ttg.local_store %6, %m : tensor<64x64xf16, #rows> -> !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    ttg.local_dealloc %m : !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    %8 = arith.sitofp %2 : tensor<512xi8, #perm> to tensor<512xf32, #perm>
    tt.store %5, %8 : tensor<512x!tt.ptr<f32>, #perm>
    %9 = ttg.convert_layout %4 : tensor<64x64xi1, #cols> -> tensor<64x64xi1, #rows>
    %10 = arith.extf %6 : tensor<64x64xf16, #rows> to tensor<64x64xf32, #rows>
    %11 = arith.addf %10, %3 : tensor<64x64xf32, #rows>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #rows>
    %12 = arith.select %9, %11, %zero : tensor<64x64xi1, #rows>, tensor<64x64xf32, #rows>
    tt.store %o, %12 : tensor<64x64x!tt.ptr<f32>, #rows>
    tt.store %o2, %7 : tensor<32x64x!tt.ptr<f16>, #rows>
    tt.return
  }}
}}
"""


@pytest.fixture(scope="module", params=[80, 90], ids=["sm80", "sm90a"])
def compiled(request):
    return ptx_pipeline.compile_template(PTXAS_KERNEL, request.param, name="convert_layout.mlir", needs_libdevice=True)


def test_ptxas_assembles_every_path(compiled):
    ptx_pipeline.assert_assembled(compiled)
    cc, text = compiled.cc, compiled.ptx
    assert re.search(r"bar\.sync\s+0;", text)  # shared-memory rounds
    assert re.search(r"shfl\.sync\.(bfly|idx)\.b32", text)  # the warp-local conversion
    assert "prmt.b32" in text  # its packed i8 bytes
    assert "ldmatrix.sync.aligned.m8n8.x4" in text
    assert re.search(r"st\.shared\.v4\.b32|st\.shared\.v4\.u32", text)
    if cc >= 90:
        assert "stmatrix.sync.aligned" in text
    else:
        assert "stmatrix" not in text
