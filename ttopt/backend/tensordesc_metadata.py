"""The compile metadata of host-side tensor descriptors: Triton 3.6's `tensordesc_meta`.

After make_ttgir upstream's compiler records, for every `!tt.tensordesc` argument of the kernel
(a descriptor the host builds), what the launcher needs to encode its CUtensorMap: the TMA
swizzle mode, element size and element type, the box (block) shape and whether the layout is
fp4-padded (python/src/ir.cc getTensorDescMetadata, with TMAUtilities.cpp's getTMASwizzleMode,
getTMAElementType and getTMABlockShape: ttopt.transforms.nvidia.tma_utilities). A descriptor
whose shared layout is not nvmma gets the block shape and element bits instead (and a padded
layout its interval/padding pairs): no TMA encoding can be made for it. Device-side
descriptors (`tt.make_tensor_descriptor`) are encoded by the kernel itself, in global
scratch, and need no entry.
"""

from __future__ import annotations

from ttopt.dialects.tt import FuncOp, TensorDescType
from ttopt.dialects.tt.types import element_bit_width
from ttopt.dialects.ttg.layouts import NVMMASharedEncodingAttr, PaddedSharedEncodingAttr
from ttopt.layouts.conversions import shape_per_cta
from ttopt.transforms.nvidia.tma_utilities import (
    tma_block_shape,
    tma_element_type,
    tma_swizzle_mode,
)


def tensordesc_metadata(kernel: FuncOp) -> list[dict]:
    """getTensorDescMetadata: one entry per tensor-descriptor argument of `kernel`, in order.
    What upstream asserts on (an element type TMA lacks, a box too small for its swizzle) is a
    diagnostic at the kernel."""
    return [
        _descriptor_metadata(kernel, argument.type)
        for argument in kernel.body.block.args
        if isinstance(argument.type, TensorDescType)
    ]


def _descriptor_metadata(kernel: FuncOp, descriptor: TensorDescType) -> dict:
    block = descriptor.block_type
    encoding = block.encoding
    if isinstance(encoding, NVMMASharedEncodingAttr):
        per_cta = shape_per_cta(encoding, block.get_shape())
        return {
            "swizzle": tma_swizzle_mode(kernel, descriptor),
            "elem_size": element_bit_width(block) // 8,
            "elem_type": tma_element_type(kernel, descriptor),
            "block_size": tma_block_shape(
                kernel, per_cta, encoding.element_bit_width, encoding.swizzling_byte_width, encoding.fp4_padded,
                encoding.transposed, packed_size=False,
            ),
            "fp4_padded": encoding.fp4_padded,
        }
    metadata = {"block_size": list(block.get_shape()), "elem_bits": element_bit_width(block)}
    if isinstance(encoding, PaddedSharedEncodingAttr):
        metadata["interval_padding_pairs"] = [list(pair) for pair in encoding.interval_paddings]
    return metadata
