"""The NVIDIA TargetInfo primitives (target_info.py).

- Index helpers run on an evaluating builder: `extract_bits` is PTX-style pext,
  `delinearize` inverts `linearize`, and `delinearize_hardware_id` gives lanes that
  hold the same data the same ids and exactly one of them the representative flag.
- Shuffles, shared-memory accesses and redux are built with the real LLVMBuilder
  into a scratch block and checked op by op (the forms Triton 3.6 emits).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp, UnknownLoc
from xdsl.ir import Block

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm import target_info as ti
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.context import LoweringContext, TargetInfo
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    ConversionTarget,
)
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr, SliceEncodingAttr
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_encoding import LANE, WARP, LinearEncoding

MASK32 = 0xFFFFFFFF


# -- an evaluating builder ---------------------------------------------------------------------


@dataclass(frozen=True)
class Val:
    value: int


class EvalBuilder:
    """Computes the i32 / i1 values the emitted ops would compute."""

    def i32_val(self, value: int) -> Val:
        return Val(value & MASK32)

    def true_val(self) -> Val:
        return Val(1)

    def and_(self, lhs: Val, rhs: Val) -> Val:
        return Val(lhs.value & rhs.value)

    def or_(self, lhs: Val, rhs: Val, disjoint: bool = False) -> Val:
        return Val(lhs.value | rhs.value)

    def lshr(self, lhs: Val, rhs: Val) -> Val:
        return Val(lhs.value >> rhs.value)

    def add(self, lhs: Val, rhs: Val) -> Val:
        return Val((lhs.value + rhs.value) & MASK32)

    def mul(self, lhs: Val, rhs: Val) -> Val:
        return Val((lhs.value * rhs.value) & MASK32)

    def urem(self, lhs: Val, rhs: Val) -> Val:
        return Val(lhs.value % rhs.value)

    def udiv(self, lhs: Val, rhs: Val) -> Val:
        return Val(lhs.value // rhs.value)

    def icmp_eq(self, lhs: Val, rhs: Val) -> Val:
        return Val(int(lhs.value == rhs.value))


def _pext(value: int, mask: int) -> int:
    result, position = 0, 0
    for bit in range(32):
        if mask >> bit & 1:
            result |= (value >> bit & 1) << position
            position += 1
    return result


@settings(max_examples=300, deadline=None)
@given(st.integers(0, MASK32), st.integers(0, MASK32))
def test_extract_bits_is_pext(value, mask):
    assert ti.extract_bits(EvalBuilder(), Val(value), mask).value == _pext(value, mask)


@st.composite
def _shapes_and_orders(draw):
    rank = draw(st.integers(1, 4))
    shape = [draw(st.sampled_from([1, 2, 4, 8, 3, 5])) for _ in range(rank)]
    order = draw(st.permutations(range(rank)))
    return shape, list(order)


@settings(max_examples=200, deadline=None)
@given(_shapes_and_orders(), st.data())
def test_delinearize_inverts_linearize(shape_and_order, data):
    shape, order = shape_and_order
    linear = data.draw(st.integers(0, math.prod(shape) - 1))
    b = EvalBuilder()
    ids = ti.delinearize(b, Val(linear), shape, order)
    assert all(0 <= ids[d].value < shape[d] for d in range(len(shape)))
    assert ti.linearize(b, ids, shape, order).value == linear
    # order[0] varies fastest.
    assert ids[order[0]].value == linear % shape[order[0]]


LAYOUTS = [
    ("blocked_rows", BlockedEncodingAttr([1, 4], [4, 8], [2, 2], [1, 0]), (16, 64)),
    ("blocked_cols", BlockedEncodingAttr([2, 1], [8, 4], [1, 4], [0, 1]), (64, 16)),
    ("broadcast_lanes", BlockedEncodingAttr([1, 4], [4, 8], [2, 2], [1, 0]), (2, 16)),
    (
        "slice_3d",
        SliceEncodingAttr(2, BlockedEncodingAttr([1, 1, 4], [2, 8, 2], [2, 2, 1], [2, 1, 0])),
        (16, 64),
    ),
]


@pytest.mark.parametrize("in_dim", [LANE, WARP])
@pytest.mark.parametrize("name,encoding,shape", LAYOUTS, ids=[case[0] for case in LAYOUTS])
def test_hardware_ids_group_the_holders_of_the_same_data(name, encoding, shape, in_dim):
    layout = to_linear_layout(encoding, shape)
    counts = LinearEncoding(layout).bases_per_dim(in_dim)
    groups: dict[tuple[int, ...], list[tuple[tuple[int, ...], int]]] = {}
    for hardware_id in range(layout.in_dim_size(in_dim)):
        ids, representative = ti.delinearize_hardware_id(EvalBuilder(), layout, in_dim, Val(hardware_id))
        values = tuple(v.value for v in ids)
        assert all(0 <= v < n for v, n in zip(values, counts))
        ins = {dim: hardware_id if dim == in_dim else 0 for dim in layout.in_dims}
        data = tuple(value for _, value in layout.apply(ins))
        groups.setdefault(data, []).append((values, representative.value))
    for members in groups.values():
        assert len({values for values, _ in members}) == 1, "one id per group of holders"
        assert sum(representative for _, representative in members) == 1, "one representative"
    assert len({members[0][0] for members in groups.values()}) == len(groups), "distinct ids per group"


# -- ops built with the real builder -----------------------------------------------------------


@pytest.fixture
def builder():
    """An LLVMBuilder appending to a scratch block whose arguments are the test inputs."""

    def make(*arg_types):
        block = Block(arg_types=list(arg_types))
        context = LoweringContext(module=ModuleOp([]), target=TargetInfo(90, 87))
        rw = ConversionRewriter(context, ConversionTarget())
        rw.set_insertion_point_to_end(block)
        return LLVMBuilder(rw, UnknownLoc()), block

    return make


def _names(block: Block) -> list[str]:
    return [op.name for op in block.ops]


def test_shuffle_of_an_i32_is_one_shfl(builder):
    b, block = builder(lt.i32)
    result = ti.shuffle_xor(b, block.args[0], 16)
    assert _names(block) == ["llvm.mlir.constant", "llvm.mlir.constant", "llvm.mlir.constant", "nvvm.shfl.sync"]
    shuffle = block.last_op
    assert shuffle.kind.data == "bfly" and result is shuffle.res
    assert [LLVMBuilder.constant_int(v) for v in (shuffle.thread_mask, shuffle.offset, shuffle.mask_and_clamp)] == [
        -1, 16, 31
    ]


def test_shuffle_up_clamps_at_zero_and_idx_takes_a_lane_value(builder):
    b, block = builder(lt.f32, lt.i32)
    ti.shuffle_up(b, block.args[0], 2)
    up = [op for op in block.ops if op.name == "nvvm.shfl.sync"][-1]
    assert up.kind.data == "up" and LLVMBuilder.constant_int(up.mask_and_clamp) == 0
    ti.shuffle_idx(b, block.args[0], block.args[1])
    idx = [op for op in block.ops if op.name == "nvvm.shfl.sync"][-1]
    assert idx.kind.data == "idx" and idx.offset is block.args[1]
    assert LLVMBuilder.constant_int(idx.mask_and_clamp) == 31


def test_narrow_values_are_zero_extended_and_truncated_back(builder):
    b, block = builder(lt.f16)
    result = ti.shuffle_xor(b, block.args[0], 1)
    names = [n for n in _names(block) if n != "llvm.mlir.constant"]
    assert names == ["llvm.bitcast", "llvm.zext", "nvvm.shfl.sync", "llvm.trunc", "llvm.bitcast"]
    assert result.type == lt.f16


def test_64_bit_values_and_pointers_shuffle_two_halves(builder):
    b, block = builder(lt.i64, lt.ptr_type(1))
    ti.shuffle_xor(b, block.args[0], 1)
    assert _names(block).count("nvvm.shfl.sync") == 2
    pointer = ti.shuffle_idx(b, block.args[1], 0)
    names = _names(block)
    assert names.count("nvvm.shfl.sync") == 4
    assert "llvm.ptrtoint" in names and names[-1] == "llvm.inttoptr"
    assert pointer.type == lt.ptr_type(1)


def test_store_shared_is_predicated_inline_ptx(builder):
    b, block = builder(lt.ptr_type(3), lt.f32, lt.i1)
    ti.store_shared(b, block.args[0], block.args[1], block.args[2])
    asm = block.last_op
    assert asm.name == "llvm.inline_asm"
    assert asm.asm_string.data == "@$2 st.shared.b32 [ $0 + 0 ], $1;"
    assert asm.constraints.data == "r,r,b"


def test_vector_stores_split_and_pack_as_upstream(builder):
    b, block = builder(lt.ptr_type(3), lt.vector_type(lt.f16, 8), lt.vector_type(lt.i64, 4), lt.i1)
    ti.store_shared(b, block.args[0], block.args[1], block.args[3])
    ti.store_shared(b, block.args[0], block.args[2], block.args[3])
    asms = [op.asm_string.data for op in block.ops if op.name == "llvm.inline_asm"]
    # 8 x f16 -> 4 packed i32 words; 4 x i64 -> two 128-bit stores.
    assert asms == [
        "@$5 st.shared.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };",
        "@$3 st.shared.v2.b64 [ $0 + 0 ], { $1, $2 };",
        "@$3 st.shared.v2.b64 [ $0 + 0 ], { $1, $2 };",
    ]


def test_load_shared_with_a_true_predicate_is_a_plain_load(builder):
    b, block = builder(lt.ptr_type(3), lt.i1)
    value = ti.load_shared(b, block.args[0], lt.bf16, b.true_val())
    assert "llvm.load" in _names(block) and "llvm.inline_asm" not in _names(block)
    assert value.type == lt.bf16
    masked = ti.load_shared(b, block.args[0], lt.i1, block.args[1])
    asm = [op for op in block.ops if op.name == "llvm.inline_asm"][-1]
    assert asm.asm_string.data == "@$2 ld.shared.b8 $0, [ $1 + 0 ];"
    assert asm.constraints.data == "=h,r,b"
    assert masked.type == lt.i1


def test_barrier_is_bar_sync_zero(builder):
    b, block = builder()
    ti.barrier(b)
    assert _names(block) == ["nvvm.barrier0"]
