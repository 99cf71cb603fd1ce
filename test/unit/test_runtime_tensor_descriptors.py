"""Host-side tensor descriptors without a GPU: the compile metadata (`tensordesc_meta`) equals
Triton 3.6's, and a descriptor argument is packed as upstream's launcher passes it (a 128-byte
CUtensorMap from cuTensorMapEncodeTiled, checked through a stand-in driver, then the sizes and
strides), matching the parameter list of Triton's own PTX for each test/Inputs/tma kernel.

The reference metadata (test/Inputs/tensordesc_meta/expected.json) is what the real Triton 3.6
computes: test/Inputs/tensordesc_meta/generate.py, run with the oracle.
"""

from __future__ import annotations

import ctypes
import enum
import json
import re
from functools import cache
from pathlib import Path

import pytest
from kernel_compiles import compiled, kernel_params

from ttopt import registry
from ttopt.backend.compile import CompileError, compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.backend.tensordesc_metadata import tensordesc_metadata
from ttopt.dialects.tt import FuncOp
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.runtime import TensorDescriptor
from ttopt.runtime.arguments import (
    ArgumentError,
    Parameter,
    launch_parameters,
    pack_arguments,
)
from ttopt.runtime.launcher import CompiledKernel
from ttopt.runtime.tensor_descriptor import (
    TensorDescriptorError,
    TensorMap,
    TensorMapEncodingError,
    encode_tensor_map,
    tensor_map_request,
)

INPUTS = Path(__file__).resolve().parent.parent / "Inputs"
TMA = INPUTS / "tma"
EXPECTED = json.loads((INPUTS / "tensordesc_meta" / "expected.json").read_text())
LAUNCH = json.loads((TMA / "launch.json").read_text())
KERNELS = list(LAUNCH)

F16_META = {"swizzle": 3, "elem_size": 2, "elem_type": 6, "block_size": [128, 64], "fp4_padded": False}


def kernel_of(path: Path) -> FuncOp:
    module = parse_buffer(registry.make_context(), path.read_text(), str(path))
    (kernel,) = [op for op in module.walk() if isinstance(op, FuncOp)]
    return kernel


# -- metadata --------------------------------------------------------------------------------------


@pytest.mark.parametrize("index", range(len(EXPECTED["descriptors"])))
def test_metadata_of_every_shared_encoding_equals_tritons(index):
    """nvmma swizzles 0-128, transposed, fp4-padded, boxes clipped to 256, rank 3, every
    element type (signed ints are S32/S64), and the non-TMA swizzled/padded layouts."""
    kernel = kernel_of(INPUTS / "tensordesc_meta" / "descriptors.ttgir")
    assert tensordesc_metadata(kernel)[index] == EXPECTED["descriptors"][index]


@pytest.mark.parametrize("name", KERNELS)
def test_metadata_of_tritons_ttgir_equals_tritons(name):
    assert tensordesc_metadata(kernel_of(TMA / "expected" / f"{name}.ttgir")) == EXPECTED[name]["tensordesc_meta"]


@pytest.mark.parametrize("name", kernel_params("tma", KERNELS))
def test_compile_records_tritons_metadata(name):
    """ttopt's own make_ttgir and make_llir for cuda:90 record what Triton's do (host
    descriptors' TMA metadata; global scratch for the device-side descriptors' CUtensorMaps)."""
    try:
        stages = compiled("tma", name, through="llir")  # shared with test_hopper_ttgir
    except CompileError as error:
        if "ttopt does not implement yet" not in str(error):
            raise
        pytest.skip(str(error))
    expected = EXPECTED[name]
    assert stages.metadata["tensordesc_meta"] == expected["tensordesc_meta"]
    assert stages.metadata["global_scratch_size"] == expected["global_scratch_size"]
    assert stages.metadata["global_scratch_align"] == expected["global_scratch_align"]


def test_compile_for_cuda80_records_no_descriptor_metadata():
    """Before Hopper make_ttir rewrites descriptors to pointers: no TMA metadata, so the
    launcher passes them decomposed."""
    ttir = TMA / "desc_matmul.ttir"
    options = CompileOptions(capability=80, **LAUNCH["desc_matmul"])
    stages = compile_kernel(ttir.read_text(), options, str(ttir), "ttgir")
    assert stages.metadata["tensordesc_meta"] == []


def test_metadata_reports_an_element_type_tma_lacks_at_the_kernel():
    text = """
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func public @k(%d: !tt.tensordesc<tensor<16x16xi1, #shared>>) {
    tt.return
  }
}
"""
    module = parse_buffer(registry.make_context(), text, "k.ttgir")
    (kernel,) = [op for op in module.walk() if isinstance(op, FuncOp)]
    with pytest.raises(DiagnosticError, match="element type must have size 1, 2, or 4 but got 0"):
        tensordesc_metadata(kernel)


# -- stand-ins for torch tensors and cuda.bindings.driver -------------------------------------------


class FakeDtype:
    def __init__(self, name: str, itemsize: int):
        self.name, self.itemsize = name, itemsize

    def __str__(self) -> str:
        return f"torch.{self.name}"


FLOAT16, BFLOAT16, INT32 = FakeDtype("float16", 2), FakeDtype("bfloat16", 2), FakeDtype("int32", 4)


class FakeTensor:
    """What the runtime reads of a CUDA torch tensor."""

    is_cuda = True

    def __init__(self, address: int, shape, strides, dtype=FLOAT16):
        self.address, self.shape, self.strides_, self.dtype = address, tuple(shape), tuple(strides), dtype

    def data_ptr(self) -> int:
        return self.address

    def stride(self):
        return self.strides_


def _enum(name: str, prefix: str, names: list[str]) -> type[enum.IntEnum]:
    return enum.IntEnum(name, {f"{prefix}{member}": value for value, member in enumerate(names)})


class FakeDriver:
    """cuda.bindings.driver's names that encode_tensor_map uses, with cuda.h's enumerators
    (a misspelt one is an AttributeError); each call is recorded."""

    CUtensorMapDataType = _enum("CUtensorMapDataType", "CU_TENSOR_MAP_DATA_TYPE_", [
        "UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16", "FLOAT32", "FLOAT64", "BFLOAT16",
        "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ", "16U4_ALIGN8B", "16U4_ALIGN16B", "16U6_ALIGN16B"])
    CUtensorMapInterleave = _enum("CUtensorMapInterleave", "CU_TENSOR_MAP_INTERLEAVE_", ["NONE", "16B", "32B"])
    CUtensorMapSwizzle = _enum("CUtensorMapSwizzle", "CU_TENSOR_MAP_SWIZZLE_", ["NONE", "32B", "64B", "128B"])
    CUtensorMapL2promotion = _enum("CUtensorMapL2promotion", "CU_TENSOR_MAP_L2_PROMOTION_",
                                   ["NONE", "L2_64B", "L2_128B", "L2_256B"])
    CUtensorMapFloatOOBfill = _enum("CUtensorMapFloatOOBfill", "CU_TENSOR_MAP_FLOAT_OOB_FILL_",
                                    ["NONE", "NAN_REQUEST_ZERO_FMA"])
    CUresult = _enum("CUresult", "", ["CUDA_SUCCESS", "CUDA_ERROR_INVALID_VALUE"])

    class cuuint64_t:
        def __init__(self, value: int):
            self.value = value

        def __eq__(self, other) -> bool:
            return type(other) is type(self) and other.value == self.value

    class cuuint32_t(cuuint64_t):
        pass

    class CUtensorMap:
        """The encoded map: 16 recognizable words."""

        def __init__(self):
            self.words = (ctypes.c_uint64 * 16)(*(0x1111 * (i + 1) for i in range(16)))

        def getPtr(self) -> int:
            return ctypes.addressof(self.words)

    def __init__(self, result: int = 0):
        self.calls: list[tuple] = []
        self.result = result

    def cuTensorMapEncodeTiled(self, *args):
        self.calls.append(args)
        return self.CUresult(self.result), self.CUtensorMap()


def u64(*values):
    return [FakeDriver.cuuint64_t(v) for v in values]


def u32(*values):
    return [FakeDriver.cuuint32_t(v) for v in values]


@cache
def ttir_parameters(name: str) -> list[Parameter]:
    """The kernel's parameters as ttopt-compile records them (from the TTIR)."""
    ttir = TMA / f"{name}.ttir"
    stages = compile_kernel(ttir.read_text(), CompileOptions(capability=90, **LAUNCH[name]), str(ttir), "ttir")
    return [Parameter(**p) for p in stages.metadata["parameters"]]


# -- cuTensorMapEncodeTiled ------------------------------------------------------------------------


def test_encode_passes_fill_tma_descriptors_arguments():
    """A ragged 300 x 208 fp16 view of rows 224 elements apart, 128 x 64 blocks, 128-byte swizzle:
    dims, byte strides and box innermost first; the last stride is what driver.c puts there."""
    driver = FakeDriver()
    request = tensor_map_request(0x7000, F16_META, [300, 208], [224, 1], "zero")
    tensor_map = encode_tensor_map(driver, request)
    (call,) = driver.calls
    assert call == (
        FakeDriver.CUtensorMapDataType.CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
        2,
        0x7000,
        u64(208, 300),
        u64(448, 300 * 448),
        u32(64, 128),
        u32(1, 1),
        FakeDriver.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE,
        FakeDriver.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_128B,
        FakeDriver.CUtensorMapL2promotion.CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
        FakeDriver.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
    )
    assert ctypes.sizeof(tensor_map) == 128
    assert list(tensor_map.opaque) == [0x1111 * (i + 1) for i in range(16)]
    assert tensor_map.getPtr() == ctypes.addressof(tensor_map)


@pytest.mark.parametrize(
    "device, host",
    [(6, "FLOAT16"), (10, "BFLOAT16"), (9, "FLOAT64"), (8, "FLOAT32_FTZ"), (7, "FLOAT32"), (0, "UINT8"),
     (3, "INT32"), (14, "16U4_ALIGN16B")],
)
def test_device_element_types_map_to_the_hosts(device, host):
    """TMA_DTYPE_DEVICE_TO_HOST: F32_FTZ, F64 and BF16 are numbered differently on the host."""
    driver = FakeDriver()
    encode_tensor_map(driver, tensor_map_request(0, {**F16_META, "elem_type": device}, [8, 64], [64, 1], "zero"))
    assert driver.calls[0][0] == getattr(FakeDriver.CUtensorMapDataType, f"CU_TENSOR_MAP_DATA_TYPE_{host}")


def test_rank_three_nan_padding_and_swizzle_modes():
    driver = FakeDriver()
    meta = {"swizzle": 1, "elem_size": 4, "elem_type": 7, "block_size": [2, 8, 8], "fp4_padded": False}
    encode_tensor_map(driver, tensor_map_request(0x100, meta, [3, 40, 20], [40 * 24, 24, 1], "nan"))
    call = driver.calls[0]
    assert call[1:7] == (3, 0x100, u64(20, 40, 3), u64(96, 96 * 40, 3 * 96 * 40), u32(8, 8, 2), u32(1, 1, 1))
    assert call[8] == FakeDriver.CUtensorMapSwizzle.CU_TENSOR_MAP_SWIZZLE_32B
    assert call[10] == FakeDriver.CUtensorMapFloatOOBfill.CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA


def test_rank_one_stride_is_the_byte_extent():
    meta = {"swizzle": 0, "elem_size": 2, "elem_type": 6, "block_size": [64], "fp4_padded": False}
    request = tensor_map_request(0, meta, [100], [1], "zero")
    assert (request.global_dims, request.global_strides, request.box_dims) == ((100,), (200,), (64,))


def test_driver_refusal_is_an_error_naming_the_call():
    with pytest.raises(TensorMapEncodingError, match="cuTensorMapEncodeTiled failed: CUDA_ERROR_INVALID_VALUE"):
        encode_tensor_map(FakeDriver(result=1), tensor_map_request(0, F16_META, [8, 64], [64, 1], "zero"))


# -- the kernel's parameters -----------------------------------------------------------------------

# PTX parameter declarations and the ctypes each packed value must have.
_PTX_KINDS = {
    ".u8": {ctypes.c_int8},
    ".u32": {ctypes.c_int32},
    ".u64": {ctypes.c_int64, ctypes.c_void_p},
    ".f32": {ctypes.c_float},
}


def ptx_parameters(name: str) -> list[str]:
    """The `.param` declarations of Triton's own PTX for the kernel: `.align 64 .b8 [128]` for a
    byval array, else the scalar type (`.u32`, `.u64`, `.f32`)."""
    ptx = (TMA / "expected" / f"{name}.ptx").read_text()
    entry = re.search(r"\.entry\s+\w+\((.*?)\)", ptx, re.DOTALL).group(1)
    declarations = []
    for match in re.finditer(r"\.param\s+(.*?)\s+\w+_param_\d+(\[\d+\])?", entry):
        kind, array = match.groups()
        declarations.append(f"{kind} {array}" if array else kind.split()[0])
    return declarations


def launch_values(name: str, fp32=1.0):
    """Descriptors over ragged fp16 matrices and sizes for the kernel's Python arguments."""
    values = []
    for index, parameter in enumerate(launch_parameters(ttir_parameters(name))):
        if hasattr(parameter, "block_shape"):
            rows = 300 + index
            values.append(TensorDescriptor.from_tensor(FakeTensor(0x10000 * (index + 1), (rows, 72), (80, 1)),
                                                       list(parameter.block_shape)))
        elif parameter.pointee is not None:
            values.append(FakeTensor(0x90000 + 0x1000 * index, (64,), (1,), INT32 if "i32" in parameter.type else FLOAT16))
        else:
            values.append(fp32 if parameter.type == "f32" else 16 * (index + 1))
    return values


@pytest.mark.parametrize("name", KERNELS)
def test_packed_arguments_match_the_kernels_ptx_parameters(name):
    """Order, kinds and sizes of what cuLaunchKernel gets equal Triton's PTX `.entry` list: a
    CUtensorMap as the 64-byte aligned 128-byte byval parameter, i32 sizes, i64 strides, the
    other arguments, then the two scratch pointers."""
    driver = FakeDriver()
    meta = EXPECTED[name]["tensordesc_meta"]
    values, types = pack_arguments(ttir_parameters(name), tuple(launch_values(name)), (0x5000, 0), meta,
                                   lambda request: encode_tensor_map(driver, request))
    declarations = ptx_parameters(name)
    assert len(types) == len(declarations)
    for value, ctype, declaration in zip(values, types, declarations, strict=True):
        if declaration == ".align 64 .b8 [128]":
            assert ctype is None and isinstance(value, TensorMap) and ctypes.sizeof(value) == 128
        else:
            assert ctype in _PTX_KINDS[declaration], (declaration, ctype)
    assert len(driver.calls) == len(meta)


@pytest.mark.parametrize("name", list(EXPECTED["cuda80_ptx_parameters"]))
def test_decomposed_arguments_match_tritons_cuda80_ptx_parameters(name):
    """Without metadata each descriptor is pointer, i64 sizes and strides, the i1 padding flag
    (a byte), then the i32 sizes and i64 strides: the parameters of Triton's cuda:80 PTX."""
    _, types = pack_arguments(ttir_parameters(name), tuple(launch_values(name)), (0x5000, 0), [])
    declarations = EXPECTED["cuda80_ptx_parameters"][name]
    assert len(types) == len(declarations)
    for ctype, declaration in zip(types, declarations, strict=True):
        assert ctype in _PTX_KINDS[declaration], (declaration, ctype)


def test_descriptor_argument_with_metadata_is_tensor_map_then_sizes_then_strides():
    driver = FakeDriver()
    a = FakeTensor(0x20000, (300, 72), (80, 1))
    b = FakeTensor(0x40000, (72, 200), (208, 1))
    c = FakeTensor(0x60000, (300, 200), (208, 1))
    descriptors = [TensorDescriptor.from_tensor(a, [128, 64]), TensorDescriptor.from_tensor(b, [64, 128]),
                   TensorDescriptor(c, [300, 200], [208, 1], [128, 128])]
    values, types = pack_arguments(ttir_parameters("desc_matmul"), (*descriptors, 300, 200, 72), (0, 0),
                                   EXPECTED["desc_matmul"]["tensordesc_meta"],
                                   lambda request: encode_tensor_map(driver, request))
    assert values[1:5] == (300, 72, 80, 1) and values[6:10] == (72, 200, 208, 1)
    assert types[:5] == (None, ctypes.c_int32, ctypes.c_int32, ctypes.c_int64, ctypes.c_int64)
    assert values[15:] == (300, 200, 72, 0, 0)
    # b's box: 64 rows of one 128-byte swizzle row (64 fp16), as Triton's metadata says.
    assert driver.calls[1][2:6] == (0x40000, u64(200, 72), u64(416, 72 * 416), u32(64, 64))


def test_descriptor_argument_without_metadata_is_decomposed():
    """Before Hopper the descriptor was rewritten to pointers: base, sizes and strides as i64,
    the NaN-padding flag, then the sizes and strides the frontend declared."""
    parameters = ttir_parameters("gather_scatter")
    x = TensorDescriptor(FakeTensor(0x20000, (50, 72), (80, 1)), [50, 72], [80, 1], [1, 64], "nan")
    y = TensorDescriptor.from_tensor(FakeTensor(0x30000, (50, 72), (80, 1)), [1, 64])
    index = FakeTensor(0x40000, (8,), (1,), INT32)
    for meta in (None, []):
        values, types = pack_arguments(parameters, (x, y, index, 64), (0, 0), meta)
        assert values[:10] == (0x20000, 50, 72, 80, 1, 1, 50, 72, 80, 1)
        assert types[:10] == (ctypes.c_void_p,) + (ctypes.c_int64,) * 4 + (ctypes.c_int8,) + \
            (ctypes.c_int32,) * 2 + (ctypes.c_int64,) * 2
        assert values[10] == 0x30000 and values[15] == 0
        assert values[20:] == (0x40000, 64, 0, 0)


def test_fp4_padded_descriptors_double_the_innermost_size():
    parameters = [Parameter("d", "!tt.tensordesc<tensor<128x64xi8>>"), Parameter("d", "i32"),
                  Parameter("d", "i32"), Parameter("d", "i64"), Parameter("d", "i64")]
    meta = [{"swizzle": 3, "elem_size": 1, "elem_type": 14, "block_size": [128, 128], "fp4_padded": True}]
    driver = FakeDriver()
    packed = FakeTensor(0x8000, (256, 48), (64, 1), FakeDtype("uint8", 1))
    values, _ = pack_arguments(parameters, (TensorDescriptor.from_tensor(packed, [128, 64]),), (0, 0), meta,
                               lambda request: encode_tensor_map(driver, request))
    assert values[1:5] == (256, 96, 64, 1)
    assert driver.calls[0][3] == u64(96, 256)


def test_launch_takes_one_argument_per_descriptor():
    grouped = launch_parameters(ttir_parameters("attention_desc"))
    assert [p.name for p in grouped] == ["q_desc", "k_desc", "v_desc", "o_desc", "sm_scale", "seq_len"]
    with pytest.raises(ArgumentError, match=r"takes 6 arguments \(q_desc, k_desc, v_desc, o_desc, sm_scale, "
                                             r"seq_len\), got 2"):
        pack_arguments(ttir_parameters("attention_desc"), (1, 2))


def test_descriptor_without_its_sizes_and_strides_is_refused():
    with pytest.raises(ArgumentError, match="must be followed by its 2 i32 sizes and 2 i64 strides"):
        launch_parameters([Parameter("d", "!tt.tensordesc<tensor<16x16xf16>>"), Parameter("n", "i32")])


def _pack_one(descriptor, meta=(F16_META,), encode=lambda request: TensorMap()):
    parameters = [Parameter("a", "!tt.tensordesc<tensor<128x64xf16>>"), Parameter("a", "i32"),
                  Parameter("a", "i32"), Parameter("a", "i64"), Parameter("a", "i64")]
    return pack_arguments(parameters, (descriptor,), (0, 0), list(meta), encode)


def _descriptor(address=0x1000, shape=(300, 72), strides=(80, 1), block=(128, 64), dtype=FLOAT16, padding="zero"):
    return TensorDescriptor(FakeTensor(address, shape, strides, dtype), list(shape), list(strides), list(block),
                            padding)


@pytest.mark.parametrize(
    "descriptor, message",
    [
        (lambda: _descriptor(address=0x1008), "parameter a: the base must be 16-byte aligned, got 0x1008"),
        (lambda: _descriptor(strides=(76, 1)), r"parameter a: strides \[76, 1\] must be 16-byte aligned"),
        (lambda: _descriptor(block=(64, 64)), r"compiled for blocks of \[128, 64\], got .* \[64, 64\]"),
        (lambda: _descriptor(dtype=BFLOAT16), "got a descriptor of bf16 elements"),
        (lambda: _descriptor(dtype=INT32, strides=(80, 1)), "got a descriptor of i32 elements"),
        (lambda: FakeTensor(0x1000, (8, 8), (8, 1)), "takes a tensor descriptor .* got FakeTensor"),
    ],
)
def test_descriptor_arguments_are_checked(descriptor, message):
    with pytest.raises(ArgumentError, match=message):
        _pack_one(descriptor())


def test_nan_padding_needs_floats_and_metadata_needs_an_encoder():
    parameters = [Parameter("a", "!tt.tensordesc<tensor<128x64xi16>>"), Parameter("a", "i32"),
                  Parameter("a", "i32"), Parameter("a", "i64"), Parameter("a", "i64")]
    descriptor = _descriptor(dtype=FakeDtype("int16", 2), padding="nan")
    with pytest.raises(ArgumentError, match="padding 'nan' needs a floating-point tensor"):
        pack_arguments(parameters, (descriptor,))
    with pytest.raises(ArgumentError, match="needs a CUDA driver"):
        _pack_one(_descriptor(), encode=None)
    with pytest.raises(ArgumentError, match="has no TMA encoding"):
        _pack_one(_descriptor(), meta=({"block_size": [128, 64], "elem_bits": 16},))
    with pytest.raises(ArgumentError, match="1 descriptor parameters but 2 tensordesc_meta entries"):
        _pack_one(_descriptor(), meta=(F16_META, F16_META))


@pytest.mark.parametrize(
    "fields, message",
    [
        (([8, 8], [8, 1], [8, 6]), "every size must be a power of 2"),
        (([8, 8], [8, 2], [8, 8]), "last dimension must be contiguous"),
        (([8, 0], [8, 1], [8, 8]), "must be positive"),
        (([8, 8], [8, 1], [8]), "rank mismatch"),
        (([1] * 6, [1] * 6, [1] * 6), "rank 1 to 5"),
        (([8, 8], [8, 1], [2048, 1024]), "more than 1048576 elements"),
    ],
)
def test_tensor_descriptor_checks_what_upstreams_does(fields, message):
    with pytest.raises(TensorDescriptorError, match=message):
        TensorDescriptor(FakeTensor(0x1000, (8, 8), (8, 1)), *fields)
    with pytest.raises(TensorDescriptorError, match="padding is 'zero' or 'nan'"):
        TensorDescriptor(FakeTensor(0x1000, (8, 8), (8, 1)), [8, 8], [8, 1], [8, 8], "ones")


def test_from_tensor_takes_the_tensors_shape_and_strides():
    descriptor = TensorDescriptor.from_tensor(FakeTensor(0x1000, (300, 72), (80, 1)), [128, 64])
    assert (descriptor.shape, descriptor.strides, descriptor.block_shape, descriptor.padding) == (
        [300, 72], [80, 1], [128, 64], "zero")


def test_compiled_kernel_reads_tensordesc_meta_from_the_metadata():
    metadata = {"name": "desc_matmul", "num_warps": 8, "shared": 98328, "parameters": [],
                "tensordesc_meta": EXPECTED["desc_matmul"]["tensordesc_meta"],
                "global_scratch_size": 256, "global_scratch_align": 128}
    kernel = CompiledKernel.from_metadata(metadata, b"")
    assert kernel.tensordesc_meta == EXPECTED["desc_matmul"]["tensordesc_meta"]
    assert (kernel.global_scratch_size, kernel.global_scratch_align) == (256, 128)
