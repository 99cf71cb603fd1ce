"""ttg.fp4_to_fp, ttg.global_scratch_alloc and ttg.local_barrier."""

from __future__ import annotations

from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.ir import Attribute
from xdsl.irdl import operand_def, prop_def, result_def, traits_def
from xdsl.traits import Pure

from ttopt.dialects.constraints import I8, I32_ATTR, ranked_tensor_of, type_text
from ttopt.dialects.tt import TTOp, emit_error
from ttopt.dialects.tt.type_constraints import TT_FLOAT_TENSOR, TT_PTR
from ttopt.dialects.ttg.infer import infer_fp4_source_layout, linear_layout_or_error
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition
from ttopt.layouts.conversions import to_linear_layout

I8_TENSOR = ranked_tensor_of(I8)


@assembly_format("$src attr-dict `:` type($src) `->` type($result)")
@irdl_op_definition
class Fp4ToFpOp(TTOp):
    """Unpacks pairs of e2m1 values (two per i8) along `axis` into bf16/f16."""

    name = "ttg.fp4_to_fp"
    src = operand_def(I8_TENSOR)
    axis_ = prop_def(I32_ATTR, prop_name="axis")
    result = result_def(TT_FLOAT_TENSOR)
    traits = traits_def(Pure())

    @property
    def axis(self) -> int:
        return self.axis_.value.data

    def verify_op(self) -> None:
        src: TensorType = self.src.type
        dst: TensorType = self.result.type
        element = dst.element_type
        if getattr(element, "name", "") not in ("bf16", "f16"):
            raise emit_error(self, f"only bf16 or f16 is supported for now, got '{type_text(element)}'")
        src_shape, dst_shape = tuple(src.get_shape()), tuple(dst.get_shape())
        if len(src_shape) != len(dst_shape):
            raise emit_error(self, f"source rank {len(src_shape)} != result rank {len(dst_shape)}")
        axis = self.axis
        if not 0 <= axis < len(src_shape):
            raise emit_error(self, f"axis {axis} out of range for rank {len(src_shape)}")
        for dim, (have, want) in enumerate(zip(src_shape, dst_shape)):
            if dim == axis and want != 2 * have:
                raise emit_error(self, f"axis {axis} dimension must be 2x source dimension (src={have}, dst={want})")
            if dim != axis and want != have:
                raise emit_error(self, f"dimension {dim} mismatch (src={have}, dst={want}, axis={axis})")
        self._verify_encodings(src, dst)

    def _verify_encodings(self, src: TensorType, dst: TensorType) -> None:
        src_encoding, dst_encoding = _encoding(src), _encoding(dst)
        if (src_encoding is None) != (dst_encoding is None):
            raise emit_error(self, "source and result must both have an encoding, or neither")
        if dst_encoding is None:
            return
        src_shape, dst_shape = tuple(src.get_shape()), tuple(dst.get_shape())
        inferred = linear_layout_or_error(self, lambda: infer_fp4_source_layout(dst_encoding, self.axis, dst_shape))
        if inferred is None:
            raise emit_error(self, "failed to infer encoding")
        actual = linear_layout_or_error(self, lambda: to_linear_layout(src_encoding, src_shape))
        if inferred != actual:
            raise emit_error(
                self,
                f"Src and Dst encodings are not compatible:\n{inferred.to_string()}\n{actual.to_string()}",
            )


def _encoding(type_: TensorType) -> Attribute | None:
    return None if isinstance(type_.encoding, NoneAttr) else type_.encoding


@assembly_format("attr-dict `:` qualified(type($result))")
@irdl_op_definition
class GlobalScratchAllocOp(TTOp):
    """A pointer to `nbytes` of per-kernel global scratch memory."""

    name = "ttg.global_scratch_alloc"
    nbytes = prop_def(I32_ATTR)
    alignment = prop_def(I32_ATTR)
    result = result_def(TT_PTR)


@assembly_format("attr-dict")
@irdl_op_definition
class LocalBarrierOp(TTOp):
    """A CTA-wide barrier ordering shared-memory accesses."""

    name = "ttg.local_barrier"

    def __init__(self):
        super().__init__()
