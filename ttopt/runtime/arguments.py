"""Kernel arguments: the signature of a compiled kernel and the packing of Python values for it.

A Triton 3.6 kernel's parameters are its `tt.func` arguments, in order, followed by two
pointers the compiler appends: the global scratch buffer and the profile scratch buffer
(null when the kernel needs none). This module knows nothing of CUDA: it turns torch tensors,
CuPy/Numba arrays (`__cuda_array_interface__`), any DLPack producer and Python scalars into
`(value, ctypes type)` pairs, checked against the signature, so it can be tested without a GPU.

A host-side tensor descriptor is one Python argument for a `!tt.tensordesc` parameter and the
rank i32 sizes and rank i64 strides that Triton's frontend declares after it. As upstream's
make_tensordesc_arg (triton/backends/nvidia/driver.py) passes it: with the kernel's
`tensordesc_meta` entry (a TMA kernel), the 128-byte CUtensorMap (made by the `encode`
callable the launcher gives, see ttopt.runtime.tensor_descriptor) then the sizes and strides;
without (the descriptor was rewritten to pointers, before Hopper), the base pointer, the sizes
and strides as i64, the NaN-padding flag as i1, then the sizes and strides again.
"""

from __future__ import annotations

import ctypes
import math
import re
import struct
from collections.abc import Callable
from dataclasses import dataclass

from ttopt.runtime.tensor_descriptor import (
    TensorDescriptorError,
    TensorMap,
    TensorMapRequest,
    check_tma_layout,
    is_host_descriptor,
    tensor_map_request,
)

# How each scalar parameter type travels: the ctypes type cuLaunchKernel reads, and what
# Python values it accepts. Triton passes fp16/bf16 scalars as their 16-bit patterns.
_INTEGER_RANGES = {
    "i1": (0, 1),
    "i8": (-(2**7), 2**7 - 1),
    "i16": (-(2**15), 2**15 - 1),
    "i32": (-(2**31), 2**31 - 1),
    "i64": (-(2**63), 2**63 - 1),
}
_INTEGER_CTYPES = {
    "i1": ctypes.c_int8,
    "i8": ctypes.c_int8,
    "i16": ctypes.c_int16,
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
}
_FLOAT_CTYPES = {"f32": ctypes.c_float, "f64": ctypes.c_double, "f16": ctypes.c_uint16, "bf16": ctypes.c_uint16}

# Element types a pointer parameter accepts, as (kind, bits) pairs of the array's dtype.
# `u` and `i` are interchangeable: MLIR integers are signless.
_ELEMENT_KINDS = {
    "i1": {("b", 8), ("i", 8), ("u", 8)},
    "i8": {("i", 8), ("u", 8)},
    "i16": {("i", 16), ("u", 16)},
    "i32": {("i", 32), ("u", 32)},
    "i64": {("i", 64), ("u", 64)},
    "f16": {("f", 16)},
    "bf16": {("bf", 16)},
    "f32": {("f", 32)},
    "f64": {("f", 64)},
    "f8E4M3FN": {("f8e4m3fn", 8), ("u", 8), ("i", 8)},
    "f8E5M2": {("f8e5m2", 8), ("u", 8), ("i", 8)},
}
_FLOAT_KINDS = {"f", "bf", "f8e4m3fn", "f8e5m2"}


class ArgumentError(TypeError):
    """A value that does not fit the kernel's parameter (its message names the parameter)."""


@dataclass(frozen=True)
class Parameter:
    """One kernel parameter: `type` is its MLIR type text (`!tt.ptr<f32>`, `i32`, `f32`)."""

    name: str
    type: str
    divisibility: int = 1

    @property
    def pointee(self) -> str | None:
        match = re.fullmatch(r"!tt\.ptr<([^,>]+)(?:,\s*\d+)?>", self.type)
        return match.group(1) if match else None

    @property
    def descriptor_block(self) -> tuple[tuple[int, ...], str] | None:
        """A `!tt.tensordesc<tensor<128x64xf16>>`'s block shape and element type."""
        match = re.match(r"!tt\.tensordesc<tensor<((?:\d+x)+)([^,>]+)", self.type)
        if match is None:
            return None
        return tuple(int(size) for size in match.group(1).split("x")[:-1]), match.group(2)


@dataclass(frozen=True)
class DescriptorParameter:
    """A host-side descriptor argument: the `tensordesc` parameter, then its sizes and strides."""

    descriptor: Parameter
    sizes_and_strides: tuple[Parameter, ...]

    @property
    def name(self) -> str:
        return self.descriptor.name

    @property
    def block_shape(self) -> tuple[int, ...]:
        return self.descriptor.descriptor_block[0]

    @property
    def element(self) -> str:
        return self.descriptor.descriptor_block[1]


def launch_parameters(parameters: list[Parameter]) -> list[Parameter | DescriptorParameter]:
    """The parameters a launch takes one Python value for: a descriptor with its sizes and strides."""
    grouped: list[Parameter | DescriptorParameter] = []
    index = 0
    while index < len(parameters):
        parameter = parameters[index]
        block = parameter.descriptor_block
        if block is None:
            grouped.append(parameter)
            index += 1
            continue
        rank = len(block[0])
        scalars = tuple(parameters[index + 1 : index + 1 + 2 * rank])
        if [p.type for p in scalars] != ["i32"] * rank + ["i64"] * rank:
            raise ArgumentError(
                f"parameter {parameter.name} ({parameter.type}) must be followed by its {rank} i32 sizes "
                f"and {rank} i64 strides, as Triton's frontend declares a host-side descriptor"
            )
        grouped.append(DescriptorParameter(parameter, scalars))
        index += 1 + 2 * rank
    return grouped


@dataclass(frozen=True)
class DeviceArray:
    """What a GPU array argument contributes: its address and element type."""

    address: int
    kind: str  # numpy-style kind letter ('f', 'i', 'u', 'b') or an extended-float name
    bits: int


def pack_arguments(
    parameters: list[Parameter],
    values: tuple,
    scratch_pointers: tuple[int, int] = (0, 0),
    tensordesc_meta: list[dict] | None = None,
    encode: Callable[[TensorMapRequest], TensorMap] | None = None,
) -> tuple[tuple, tuple]:
    """The (values, ctypes types) pair cuLaunchKernel takes as `kernelParams`; a CUtensorMap's
    type is None (cuLaunchKernel reads it through its getPtr())."""
    grouped = launch_parameters(parameters)
    if len(values) != len(grouped):
        names = ", ".join(p.name for p in grouped)
        raise ArgumentError(f"kernel takes {len(grouped)} arguments ({names}), got {len(values)}")
    metadata = iter(_descriptor_metadata(grouped, tensordesc_meta))
    packed = []
    for parameter, value in zip(grouped, values, strict=True):
        if isinstance(parameter, DescriptorParameter):
            packed += pack_descriptor(parameter, value, next(metadata), encode)
        else:
            packed.append(pack_argument(parameter, value))
    packed += [(pointer, ctypes.c_void_p) for pointer in scratch_pointers]
    return tuple(v for v, _ in packed), tuple(t for _, t in packed)


def _descriptor_metadata(grouped: list, tensordesc_meta: list[dict] | None) -> list[dict | None]:
    """Each descriptor's tensordesc_meta entry; none at all (an empty list too) means no TMA."""
    count = sum(isinstance(p, DescriptorParameter) for p in grouped)
    if not tensordesc_meta:
        return [None] * count
    if len(tensordesc_meta) != count:
        raise ArgumentError(f"the kernel has {count} descriptor parameters but {len(tensordesc_meta)} tensordesc_meta entries")
    return list(tensordesc_meta)


def pack_descriptor(
    parameter: DescriptorParameter,
    value: object,
    metadata: dict | None,
    encode: Callable[[TensorMapRequest], TensorMap] | None,
) -> list[tuple[object, type | None]]:
    """make_tensordesc_arg: a host descriptor as the kernel's parameters take it."""
    array = _descriptor_base(parameter, value)
    shape, strides = list(value.shape), list(value.strides)
    if metadata is None:
        return [
            (array.address, ctypes.c_void_p),
            *((size, ctypes.c_int64) for size in shape + strides),
            (int(value.padding == "nan"), ctypes.c_int8),
            *_sizes_and_strides(parameter, shape, strides),
        ]
    if "swizzle" not in metadata:
        raise ArgumentError(f"parameter {parameter.name}: its shared layout has no TMA encoding ({metadata})")
    if encode is None:
        raise ArgumentError(f"parameter {parameter.name}: a TMA descriptor needs a CUDA driver to encode it")
    if metadata["fp4_padded"]:
        shape[-1] *= 2  # the host counts fp4 values one a byte, the kernel two
    tensor_map = encode(tensor_map_request(array.address, metadata, shape, strides, value.padding))
    return [(tensor_map, None), *_sizes_and_strides(parameter, shape, strides)]


def _descriptor_base(parameter: DescriptorParameter, value: object) -> DeviceArray:
    """The descriptor's base array, checked against the kernel's descriptor and TMA's rules."""
    if not is_host_descriptor(value):
        raise ArgumentError(
            f"parameter {parameter.name} ({parameter.descriptor.type}) takes a tensor descriptor "
            f"(ttopt.runtime.tensor_descriptor.TensorDescriptor), got {type(value).__name__}"
        )
    if tuple(value.block_shape) != parameter.block_shape:
        raise ArgumentError(
            f"parameter {parameter.name} was compiled for blocks of {list(parameter.block_shape)}, "
            f"got a descriptor with block_shape {list(value.block_shape)}"
        )
    if len(value.shape) != len(parameter.block_shape):
        raise ArgumentError(f"parameter {parameter.name} takes a rank-{len(parameter.block_shape)} descriptor")
    array = device_array(value.base)
    if array is None:
        raise ArgumentError(f"parameter {parameter.name}: the descriptor's base is not a GPU array")
    accepted = _ELEMENT_KINDS.get(parameter.element)
    if accepted is not None and (array.kind, array.bits) not in accepted:
        raise ArgumentError(
            f"parameter {parameter.name} ({parameter.descriptor.type}) got a descriptor of "
            f"{array.kind}{array.bits} elements"
        )
    try:
        check_tma_layout(value, array.address, array.bits // 8, array.kind in _FLOAT_KINDS)
    except TensorDescriptorError as error:
        raise ArgumentError(f"parameter {parameter.name}: {error}") from None
    return array


def _sizes_and_strides(parameter: DescriptorParameter, shape: list[int], strides: list[int]) -> list[tuple]:
    return [pack_argument(p, v) for p, v in zip(parameter.sizes_and_strides, shape + strides, strict=True)]


def pack_argument(parameter: Parameter, value: object) -> tuple[object, type]:
    if parameter.pointee is not None:
        return _pack_pointer(parameter, value), ctypes.c_void_p
    if parameter.type in _INTEGER_CTYPES:
        return _pack_integer(parameter, value), _INTEGER_CTYPES[parameter.type]
    if parameter.type in _FLOAT_CTYPES:
        return _pack_float(parameter, value), _FLOAT_CTYPES[parameter.type]
    raise ArgumentError(f"parameter {parameter.name}: unsupported parameter type {parameter.type}")


def _pack_pointer(parameter: Parameter, value: object) -> int:
    if value is None:
        return 0
    array = device_array(value)
    if array is None:
        raise ArgumentError(
            f"parameter {parameter.name} ({parameter.type}) takes a GPU array (torch tensor, "
            f"__cuda_array_interface__ or DLPack), got {type(value).__name__}"
        )
    accepted = _ELEMENT_KINDS.get(parameter.pointee)
    if accepted is not None and (array.kind, array.bits) not in accepted:
        raise ArgumentError(
            f"parameter {parameter.name} ({parameter.type}) got an array of {array.kind}{array.bits} elements"
        )
    # The kernel was specialized on `tt.divisibility`: a misaligned pointer would be read
    # with vector loads that assume the alignment.
    if parameter.divisibility > 1 and array.address % parameter.divisibility:
        raise ArgumentError(
            f"parameter {parameter.name} was compiled for {parameter.divisibility}-byte aligned "
            f"pointers, got address 0x{array.address:x}"
        )
    return array.address


def _pack_integer(parameter: Parameter, value: object) -> int:
    if isinstance(value, bool):
        value = int(value)
    if not isinstance(value, int):
        raise ArgumentError(f"parameter {parameter.name} ({parameter.type}) takes an int, got {type(value).__name__}")
    low, high = _INTEGER_RANGES[parameter.type]
    if not low <= value <= high:
        raise ArgumentError(f"parameter {parameter.name} ({parameter.type}): {value} is out of range")
    if parameter.divisibility > 1 and value % parameter.divisibility:
        raise ArgumentError(
            f"parameter {parameter.name} was compiled for values divisible by {parameter.divisibility}, got {value}"
        )
    return value


def _pack_float(parameter: Parameter, value: object) -> float | int:
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise ArgumentError(f"parameter {parameter.name} ({parameter.type}) takes a float, got {type(value).__name__}")
    if parameter.type == "f16":
        return struct.unpack("<H", struct.pack("<e", float(value)))[0]
    if parameter.type == "bf16":
        return _bf16_bits(float(value))
    return float(value)


def _bf16_bits(value: float) -> int:
    """Round-to-nearest-even bf16 bits of a float (NaN stays a quiet NaN)."""
    if math.isnan(value):
        return 0x7FC0
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


# -- GPU arrays --------------------------------------------------------------------------------

_TORCH_KINDS = {
    "float16": ("f", 16),
    "bfloat16": ("bf", 16),
    "float32": ("f", 32),
    "float64": ("f", 64),
    "int8": ("i", 8),
    "uint8": ("u", 8),
    "int16": ("i", 16),
    "int32": ("i", 32),
    "int64": ("i", 64),
    "uint16": ("u", 16),
    "uint32": ("u", 32),
    "uint64": ("u", 64),
    "bool": ("b", 8),
    "float8_e4m3fn": ("f8e4m3fn", 8),
    "float8_e5m2": ("f8e5m2", 8),
}
_DLPACK_KINDS = {0: "i", 1: "u", 2: "f", 4: "bf", 6: "b"}
_DLPACK_CUDA_DEVICES = {2, 13}  # kDLCUDA, kDLCUDAManaged


def device_array(value: object) -> DeviceArray | None:
    """The address and element type of a GPU array, or None when `value` is not one."""
    if hasattr(value, "data_ptr") and hasattr(value, "dtype") and hasattr(value, "is_cuda"):
        return _torch_array(value)
    interface = getattr(value, "__cuda_array_interface__", None)
    if interface is not None:
        return _cuda_array_interface_array(interface)
    if hasattr(value, "__dlpack__"):
        return _dlpack_array(value)
    return None


def _torch_array(tensor) -> DeviceArray:
    if not tensor.is_cuda:
        raise ArgumentError("a torch tensor argument must live on the GPU (tensor.cuda())")
    kind, bits = _TORCH_KINDS.get(str(tensor.dtype).removeprefix("torch."), ("?", 0))
    return DeviceArray(tensor.data_ptr(), kind, bits)


def _cuda_array_interface_array(interface: dict) -> DeviceArray:
    typestr = interface["typestr"]  # e.g. '<f4'
    kind, size = typestr[1], int(typestr[2:])
    return DeviceArray(interface["data"][0], kind, 8 * size)


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", _DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", _DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


def _dlpack_array(value) -> DeviceArray:
    """Read the DLTensor header of a DLPack capsule (the producer keeps the memory alive)."""
    capsule = value.__dlpack__()
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    tensor = _DLTensor.from_address(get_pointer(capsule, b"dltensor"))
    if tensor.device.device_type not in _DLPACK_CUDA_DEVICES:
        raise ArgumentError("a DLPack argument must live on a CUDA device")
    kind = _DLPACK_KINDS.get(tensor.dtype.code, "?")
    return DeviceArray((tensor.data or 0) + tensor.byte_offset, kind, tensor.dtype.bits)
