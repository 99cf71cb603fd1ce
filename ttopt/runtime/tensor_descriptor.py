"""Host-side tensor descriptors: what a `tensordesc` kernel argument takes, and its CUtensorMap.

    desc = TensorDescriptor.from_tensor(a, block_shape=[128, 64])   # a: a CUDA torch tensor
    kernel[grid](desc, ...)

`TensorDescriptor` is triton.tools.tensor_descriptor.TensorDescriptor's counterpart (the
launcher takes either, or any object with the same fields). A kernel compiled with TMA
(its `tensordesc_meta` entry: swizzle, element size and type, box) receives the 128-byte
CUtensorMap that cuTensorMapEncodeTiled makes from the descriptor, as upstream's
make_tensordesc_arg (triton/backends/nvidia/driver.py) and fill_tma_descriptor (driver.c)
make it; `tensor_map_request` computes that call's arguments without a GPU, and
`encode_tensor_map` makes it through a cuda-bindings driver module (or a stand-in).
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any

# The TMA element type numbers differ between the device (tensormap.replace, which
# tensordesc_meta uses) and the host's CUtensorMapDataType (driver.py TMA_DTYPE_DEVICE_TO_HOST).
TMA_DTYPE_DEVICE_TO_HOST = {**{i: i for i in range(16)}, 8: 10, 9: 8, 10: 9}

# The cuTensorMapEncodeTiled enums: (cuda-bindings type, enumerator prefix, names by value), cuda.h.
_DATA_TYPES = ("CUtensorMapDataType", "CU_TENSOR_MAP_DATA_TYPE_", (
    "UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16", "FLOAT32", "FLOAT64",
    "BFLOAT16", "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ", "16U4_ALIGN8B", "16U4_ALIGN16B", "16U6_ALIGN16B",
))  # fmt: skip
_INTERLEAVES = ("CUtensorMapInterleave", "CU_TENSOR_MAP_INTERLEAVE_", ("NONE", "16B", "32B"))
_SWIZZLES = ("CUtensorMapSwizzle", "CU_TENSOR_MAP_SWIZZLE_", ("NONE", "32B", "64B", "128B"))
_L2_PROMOTIONS = ("CUtensorMapL2promotion", "CU_TENSOR_MAP_L2_PROMOTION_", ("NONE", "L2_64B", "L2_128B", "L2_256B"))
_OOB_FILLS = ("CUtensorMapFloatOOBfill", "CU_TENSOR_MAP_FLOAT_OOB_FILL_", ("NONE", "NAN_REQUEST_ZERO_FMA"))
INTERLEAVE_NONE = 0
L2_PROMOTION_128B = 2  # as fill_tma_descriptor asks
OOB_FILL_NONE, OOB_FILL_NAN = 0, 1

_MAX_RANK = 5
_TMA_ALIGNMENT = 16  # bytes: the base address and every stride but the last
_MAX_BLOCK_ELEMENTS = 1 << 20  # TRITON_MAX_TENSOR_NUMEL


class TensorDescriptorError(ValueError):
    """A descriptor TMA cannot describe (misaligned, non-contiguous, bad block shape)."""


@dataclass
class TensorDescriptor:
    """A tensor (`base`, any GPU array) seen as `shape` with `strides` (in elements), read and
    written in blocks of `block_shape`; out-of-bounds elements read as zero (or NaN). The rules
    that need the base's address and element type are checked at launch (check_tma_layout)."""

    base: Any
    shape: list[int]
    strides: list[int]
    block_shape: list[int]
    padding: str = "zero"

    def __post_init__(self):
        self.shape, self.strides, self.block_shape = (
            [int(v) for v in values] for values in (self.shape, self.strides, self.block_shape)
        )
        rank = len(self.shape)
        if not 0 < rank <= _MAX_RANK:
            raise TensorDescriptorError(f"a tensor descriptor has rank 1 to {_MAX_RANK}, got {rank}")
        if len(self.strides) != rank or len(self.block_shape) != rank:
            raise TensorDescriptorError(f"rank mismatch: {self}")
        _check_block_shape(self.block_shape)
        if any(size <= 0 for size in self.shape):
            raise TensorDescriptorError(f"shape {self.shape} must be positive")
        if self.strides[-1] != 1:
            raise TensorDescriptorError(f"the last dimension must be contiguous, got strides {self.strides}")
        if self.padding not in ("zero", "nan"):
            raise TensorDescriptorError(f"padding is 'zero' or 'nan', got {self.padding!r}")

    @staticmethod
    def from_tensor(tensor: Any, block_shape: list[int], padding: str = "zero") -> TensorDescriptor:
        """A descriptor over all of a torch tensor (its own shape and strides)."""
        return TensorDescriptor(tensor, list(tensor.shape), list(tensor.stride()), block_shape, padding)


def _check_block_shape(block_shape: list[int]) -> None:
    """validate_block_shape (triton/_utils.py): powers of two, at most 2**20 elements."""
    elements = 1
    for size in block_shape:
        if size <= 0 or size & (size - 1):
            raise TensorDescriptorError(f"block shape {block_shape}: every size must be a power of 2")
        elements *= size
    if elements > _MAX_BLOCK_ELEMENTS:
        raise TensorDescriptorError(f"block shape {block_shape} has more than {_MAX_BLOCK_ELEMENTS} elements")


def check_tma_layout(descriptor, address: int, element_bytes: int, floating: bool) -> None:
    """The rules TensorDescriptor's constructor checks upstream that need the base array (the
    launcher checks them for any descriptor object): TMA reads from a 16-byte aligned base with
    16-byte aligned strides, the last dim contiguous, and pads with NaN only floats."""
    if address % _TMA_ALIGNMENT:
        raise TensorDescriptorError(f"the base must be {_TMA_ALIGNMENT}-byte aligned, got 0x{address:x}")
    strides = list(descriptor.strides)
    if any(stride * element_bytes % _TMA_ALIGNMENT for stride in strides[:-1]):
        raise TensorDescriptorError(f"strides {strides} must be {_TMA_ALIGNMENT}-byte aligned")
    if strides[-1] != 1:
        raise TensorDescriptorError(f"the last dimension must be contiguous, got strides {strides}")
    if descriptor.padding == "nan" and not floating:
        raise TensorDescriptorError("padding 'nan' needs a floating-point tensor")


def is_host_descriptor(value: object) -> bool:
    """A TensorDescriptor, Triton's own, or anything with their fields (a torch tensor is not)."""
    return all(hasattr(value, field) for field in ("base", "shape", "strides", "block_shape"))


@dataclass(frozen=True)
class TensorMapRequest:
    """The arguments of cuTensorMapEncodeTiled, innermost dimension first (the driver's order)."""

    data_type: int  # CUtensorMapDataType
    rank: int
    global_address: int
    global_dims: tuple[int, ...]
    global_strides: tuple[int, ...]  # bytes; the driver reads the first rank - 1
    box_dims: tuple[int, ...]
    element_strides: tuple[int, ...]
    interleave: int
    swizzle: int  # CUtensorMapSwizzle
    l2_promotion: int
    oob_fill: int


def tensor_map_request(
    address: int, metadata: dict, shape: list[int], strides: list[int], padding: str
) -> TensorMapRequest:
    """fill_tma_descriptor's arguments for a descriptor (shape already fp4-doubled by the caller).

    Dims, strides and the box are reversed (the driver lists the innermost first); strides are
    scaled to bytes, and the last entry, which the driver does not read, is the outermost
    dim's byte extent, as driver.c fills it."""
    rank = len(metadata["block_size"])
    if len(shape) != rank:
        raise TensorDescriptorError(f"the kernel's descriptor has rank {rank}, the argument {len(shape)}")
    element_bytes = metadata["elem_size"]
    byte_strides = [element_bytes * stride for stride in reversed(strides[:-1])]
    byte_strides.append(shape[0] * (byte_strides[-1] if byte_strides else element_bytes))
    return TensorMapRequest(
        data_type=TMA_DTYPE_DEVICE_TO_HOST[metadata["elem_type"]],
        rank=rank,
        global_address=address,
        global_dims=tuple(reversed(shape)),
        global_strides=tuple(byte_strides),
        box_dims=tuple(reversed(metadata["block_size"])),
        element_strides=(1,) * rank,
        interleave=INTERLEAVE_NONE,
        swizzle=metadata["swizzle"],
        l2_promotion=L2_PROMOTION_128B,
        oob_fill=OOB_FILL_NAN if padding == "nan" else OOB_FILL_NONE,
    )


class TensorMap(ctypes.Structure):
    """A CUtensorMap's 128 opaque bytes, passed by value as the kernel's `.param .align 64 .b8
    [128]`; cuLaunchKernel (cuda-bindings) reads a `None`-typed argument through getPtr()."""

    _fields_ = [("opaque", ctypes.c_uint64 * 16)]

    def getPtr(self) -> int:
        return ctypes.addressof(self)


class TensorMapEncodingError(RuntimeError):
    """cuTensorMapEncodeTiled refused a descriptor (the message has the driver's error and the call)."""


def encode_tensor_map(driver, request: TensorMapRequest) -> TensorMap:
    """cuTensorMapEncodeTiled through `driver` (cuda.bindings.driver or a stand-in with its names)."""
    error, encoded = driver.cuTensorMapEncodeTiled(
        _enumerator(driver, _DATA_TYPES, request.data_type),
        request.rank,
        request.global_address,
        [driver.cuuint64_t(size) for size in request.global_dims],
        [driver.cuuint64_t(stride) for stride in request.global_strides],
        [driver.cuuint32_t(size) for size in request.box_dims],
        [driver.cuuint32_t(stride) for stride in request.element_strides],
        _enumerator(driver, _INTERLEAVES, request.interleave),
        _enumerator(driver, _SWIZZLES, request.swizzle),
        _enumerator(driver, _L2_PROMOTIONS, request.l2_promotion),
        _enumerator(driver, _OOB_FILLS, request.oob_fill),
    )
    if error != driver.CUresult.CUDA_SUCCESS:
        raise TensorMapEncodingError(f"cuTensorMapEncodeTiled failed: {getattr(error, 'name', error)} for {request}")
    tensor_map = TensorMap()
    ctypes.memmove(ctypes.addressof(tensor_map), encoded.getPtr(), ctypes.sizeof(TensorMap))
    return tensor_map


def _enumerator(driver, enum: tuple[str, str, tuple[str, ...]], value: int):
    """The driver's enumerator of `value`, looked up by its cuda.h name (cuda-bindings' enum
    classes differ between versions; the names do not)."""
    type_name, prefix, names = enum
    return getattr(getattr(driver, type_name), prefix + names[value])
