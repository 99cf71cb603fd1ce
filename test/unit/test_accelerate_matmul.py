"""The shape and swizzle heuristics of tritongpu-accelerate-matmul (ttopt.transforms.tritongpu.accelerate_matmul).

Expected values are what Triton 3.6 picks for the same shapes (checked through whole-pass runs
against the oracle; see test/TritonGPU/accelerate-matmul.mlir)."""

import pytest
from xdsl.dialects.builtin import IntegerType, TensorType, bf16, f16, f32

from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
from ttopt.transforms.tritongpu.accelerate_matmul import (
    instr_shape,
    nvmma_shared_encoding,
)


@pytest.mark.parametrize(
    ("shape", "element", "num_warps", "expected"),
    [
        ((128, 128), f16, 4, (16, 128, 16)),
        ((64, 256), bf16, 8, (16, 128, 16)),  # two warp columns share N = 256
        ((128, 128), f32, 4, (16, 128, 8)),  # tf32: K = 8
        ((128, 128), IntegerType(8), 4, (16, 128, 32)),
        ((64, 64), f16, 8, (16, 32, 16)),  # 8 warps: two warpgroups share N
    ],
)
def test_mma_v3_instruction_shape(shape, element, num_warps, expected):
    assert instr_shape(3, shape, element, num_warps) == expected


def test_mma_v2_instruction_shape_has_a_unit_batch_dim():
    assert instr_shape(2, (128, 128), f16, 4) == (16, 8)
    assert instr_shape(2, (2, 64, 64), f16, 4) == (1, 16, 8)


def _tensor(shape, element):
    encoding = BlockedEncodingAttr([1, 8], [4, 8], [4, 1], [1, 0])
    return TensorType(element, shape, encoding)


@pytest.mark.parametrize(
    ("shape", "element", "order", "swizzle", "transposed"),
    [
        ((128, 64), f16, (1, 0), 128, False),  # 128 contiguous bytes
        ((64, 32), bf16, (1, 0), 64, False),
        ((64, 16), f16, (1, 0), 32, False),
        ((64, 128), f32, (0, 1), 128, True),  # K-major B
        ((64, 128), IntegerType(8), (0, 1), 64, True),
    ],
)
def test_nvmma_shared_swizzle(shape, element, order, swizzle, transposed):
    encoding = nvmma_shared_encoding(_tensor(shape, element), order)
    assert (encoding.swizzling_byte_width, encoding.transposed) == (swizzle, transposed)
