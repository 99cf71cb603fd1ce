"""Splitting of register-A wgmma dots along K (upstream Pipeliner/WGMMAPipeline.cpp, splitRSDot,
splitRSDots, splitLhs and splitRhs).

A properly async `ttng.warp_group_dot` whose A is in registers, MxK * KxN with K a multiple of
the instruction's k, becomes K/k dots of Mxk * kxN chained through their accumulators, so that
all but one can stay in flight:
- A is reshaped to M x 2 x ... x 2 x k, transposed so that the 2s come slowest-first, split
  in halves recursively and each k-wide piece converted back to A's layout (a no-op);
- B is cut with `ttg.memdesc_subslice` at offsets 0, k, 2k, ... along K;
- the first dot keeps the original `useC`, the others use `true`; `maxNumImpreciseAcc` is
  handed out k at a time (a dot given k or more takes 2^30, the "no extra imprecise
  accumulation" value of WGMMA.cpp).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, TensorType, i1
from xdsl.ir import Operation, SSAValue

from ttopt.dialects.arith import ConstantOp
from ttopt.dialects.tt.layouts import infer_layout_interface
from ttopt.dialects.tt.shape import ReshapeOp, SplitOp, TransOp
from ttopt.dialects.ttg.ops import ConvertLayoutOp, MemDescSubsliceOp
from ttopt.dialects.ttng.ops import WarpGroupDotOp
from ttopt.ir.values import value_location

NO_EXTRA_IMPRECISE_ACC = 1 << 30


class InsertBefore:
    """An OpBuilder at `anchor`: new ops go before it, at `location`."""

    def __init__(self, anchor: Operation, location):
        self.anchor, self.location = anchor, location

    def __call__(self, op: Operation) -> Operation:
        self.anchor.parent.insert_op_before(op, self.anchor)
        op.location = self.location
        return op


def reshaped(value: SSAValue, shape: list[int]) -> ReshapeOp:
    """ReshapeOp::build(shape, src): the result layout inferred from the source's."""
    source: TensorType = value.type
    encoding = infer_layout_interface(source.encoding).infer_reshape_op_encoding(
        source.get_shape(), source.encoding, shape, None, False
    )
    return ReshapeOp(value, TensorType(source.element_type, shape, encoding))


def split_lhs(anchor: Operation, lhs: SSAValue, new_k: int) -> list[SSAValue]:
    """splitLhs: A cut into K/new_k tensors of M x new_k, in K order, in A's layout."""
    insert = InsertBefore(anchor, value_location(lhs))
    lhs_type: TensorType = lhs.type
    rank = len(lhs_type.get_shape())
    splits = lhs_type.get_shape()[-1] // new_k
    halvings = (splits - 1).bit_length()
    shape = [*lhs_type.get_shape()[:-1], *[2] * halvings, new_k]
    value = insert(reshaped(lhs, shape)).result
    # Split the slowest of the 2s first, then the next one, ...
    order = [*range(rank - 1), len(shape) - 1, *reversed(range(rank - 1, len(shape) - 1))]
    pieces = [insert(TransOp(value, order)).result]
    for _ in range(halvings):
        halves = []
        for piece in pieces:
            split = insert(SplitOp(piece))
            halves += [split.outLHS, split.outRHS]
        pieces = halves
    piece_type = TensorType(lhs_type.element_type, pieces[0].type.get_shape(), lhs_type.encoding)
    return [insert(ConvertLayoutOp(piece, piece_type)).result for piece in pieces]


def split_rhs(anchor: Operation, rhs: SSAValue, new_k: int) -> list[SSAValue]:
    """splitRhs: B cut into K/new_k immutable subslices of new_k x N along K."""
    insert = InsertBefore(anchor, value_location(rhs))
    rhs_type = rhs.type
    k_dim = rhs_type.rank - 2
    shape = list(rhs_type.shape)
    splits = shape[k_dim] // new_k
    shape[k_dim] = new_k
    slice_type = rhs_type.with_(shape=shape, mutable=False)
    slices = []
    for index in range(splits):
        offsets = [0] * rhs_type.rank
        offsets[k_dim] = index * new_k
        slices.append(insert(MemDescSubsliceOp(rhs, offsets, slice_type)).result)
    return slices


def split_rs_dot(dot: WarpGroupDotOp) -> list[WarpGroupDotOp]:
    """splitRSDot: the dots that replace `dot` (just `dot` when A is in shared memory or K is
    a single instruction)."""
    if not isinstance(dot.a.type, TensorType):
        return [dot]
    new_k = dot.d.type.encoding.instr_shape[2]
    splits = dot.a.type.get_shape()[-1] // new_k
    if splits <= 1:
        return [dot]
    lhs_pieces = split_lhs(dot, dot.a, new_k)
    rhs_pieces = split_rhs(dot, dot.b, new_k)
    insert = InsertBefore(dot, dot.location)
    use_c, accumulator = dot.useC, dot.c
    imprecise_left = dot.max_num_imprecise_acc
    dots = []
    for lhs, rhs in zip(lhs_pieces, rhs_pieces):
        take = min(imprecise_left, new_k)
        imprecise_left -= take
        piece = insert(WarpGroupDotOp(
            lhs, rhs, accumulator, use_c, dot.inputPrecision.value.data,
            NO_EXTRA_IMPRECISE_ACC if take == new_k else take, dot.is_async,
        ))
        dots.append(piece)
        accumulator = piece.d
        use_c = insert(ConstantOp(IntegerAttr(1, i1))).result
    dot.d.replace_all_uses_with(dots[-1].d)
    dot.detach()
    dot.erase()
    return dots


def split_rs_dots(dots: dict[WarpGroupDotOp, int]) -> dict[WarpGroupDotOp, int]:
    """splitRSDots: each dot replaced by its pieces, which keep its iteration argument index."""
    return {piece: index for dot, index in dots.items() for piece in split_rs_dot(dot)}
