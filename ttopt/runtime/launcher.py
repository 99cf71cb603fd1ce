"""Load a cubin with `cuda-bindings` and launch its kernel on a grid.

    kernel = CompiledKernel.from_directory("out/")        # out/vecadd.cubin + out/vecadd.json
    kernel[(triton.cdiv(n, 1024),)](x, y, out, n)          # torch / CuPy / DLPack arrays, scalars
    kernel[grid](TensorDescriptor.from_tensor(a, [128, 64]), ...)   # tensordesc parameters

The JSON is what `ttopt-compile` writes next to the cubin: the kernel's name, num_warps,
shared-memory bytes, global-scratch needs, its parameters (MLIR types and divisibility),
against which every launch is checked (ttopt.runtime.arguments), and the TMA metadata of its
host-side descriptors (`tensordesc_meta`), with which a descriptor argument is encoded into a
CUtensorMap (cuTensorMapEncodeTiled) at each launch. The kernel runs in the device's primary
context, the one PyTorch and CuPy use, on the given stream (default: the current PyTorch
stream when a torch tensor is among the arguments or descriptor bases, else the null stream).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ttopt.runtime.arguments import Parameter, pack_arguments
from ttopt.runtime.tensor_descriptor import (
    TensorMap,
    TensorMapRequest,
    encode_tensor_map,
    is_host_descriptor,
)

# Above this many bytes of dynamic shared memory a kernel must opt in (cuFuncSetAttribute).
_DEFAULT_SHARED_LIMIT = 48 * 1024


class CudaError(RuntimeError):
    """A CUDA driver call failed; the message names the call and the driver's error."""


def _driver():
    try:
        from cuda.bindings import driver
    except ImportError as missing:  # the optional `gpu` extra
        raise CudaError("launching kernels needs cuda-bindings: pip install -e '.[gpu]'") from missing
    return driver


def _check(call: str, result):
    """cuda-bindings returns (error, *values): raise on error, return the values."""
    driver = _driver()
    error, *values = result
    if error != driver.CUresult.CUDA_SUCCESS:
        _, text = driver.cuGetErrorString(error)
        raise CudaError(f"{call} failed: {error.name} ({text.decode() if text else 'no description'})")
    return values[0] if len(values) == 1 else tuple(values)


def gpu_available() -> bool:
    """True when cuda-bindings, a driver and at least one GPU are present (tests skip otherwise)."""
    try:
        driver = _driver()
        if driver.cuInit(0)[0] != driver.CUresult.CUDA_SUCCESS:
            return False
        error, count = driver.cuDeviceGetCount()
        return error == driver.CUresult.CUDA_SUCCESS and count > 0
    except Exception:  # noqa: BLE001  (no library, no driver, no device: all mean "no GPU")
        return False


def _primary_context(device_index: int = 0):
    driver = _driver()
    _check("cuInit", driver.cuInit(0))
    device = _check("cuDeviceGet", driver.cuDeviceGet(device_index))
    context = _check("cuDevicePrimaryCtxRetain", driver.cuDevicePrimaryCtxRetain(device))
    _check("cuCtxSetCurrent", driver.cuCtxSetCurrent(context))
    return context


@dataclass
class CompiledKernel:
    """A kernel in a cubin, with what it takes to launch it. `cubin` may also be PTX text
    ending in a NUL byte, which the driver compiles for the GPU at hand when it loads it."""

    name: str
    cubin: bytes
    num_warps: int
    shared: int
    parameters: list[Parameter]
    global_scratch_size: int = 0
    global_scratch_align: int = 1
    tensordesc_meta: list[dict] | None = None  # per host-side descriptor parameter (TMA kernels)
    _function: object = field(default=None, repr=False)
    _scratch: tuple[int, int] = field(default=(0, 0), repr=False)  # (address, bytes)

    @classmethod
    def from_directory(cls, directory: str | Path, name: str | None = None) -> CompiledKernel:
        directory = Path(directory)
        if name is None:
            metadata_files = sorted(directory.glob("*.json"))
            if len(metadata_files) != 1:
                raise FileNotFoundError(f"{directory}: expected one kernel's .json, found {len(metadata_files)}")
            name = metadata_files[0].stem
        metadata = json.loads((directory / f"{name}.json").read_text())
        return cls.from_metadata(metadata, (directory / f"{name}.cubin").read_bytes())

    @classmethod
    def from_metadata(cls, metadata: dict, cubin: bytes) -> CompiledKernel:
        return cls(
            name=metadata["name"],
            cubin=cubin,
            num_warps=metadata["num_warps"],
            shared=metadata["shared"],
            parameters=[Parameter(**p) for p in metadata["parameters"]],
            global_scratch_size=metadata.get("global_scratch_size", 0),
            global_scratch_align=metadata.get("global_scratch_align", 1),
            tensordesc_meta=metadata.get("tensordesc_meta"),
        )

    def __getitem__(self, grid: int | Sequence[int]):
        """`kernel[grid](*args, stream=None)`, as Triton's launch syntax."""
        return lambda *args, stream=None: self.launch(grid, *args, stream=stream)

    def launch(self, grid: int | Sequence[int], *args, stream=None) -> None:
        grid = _grid3(grid)
        if 0 in grid:
            return
        function = self._load()
        scratch = self._global_scratch(grid[0] * grid[1] * grid[2])
        values, types = pack_arguments(self.parameters, args, (scratch, 0), self.tensordesc_meta, _encode)
        if stream is None:
            stream = _torch_stream(args)
        driver = _driver()
        _check(
            f"cuLaunchKernel({self.name})",
            driver.cuLaunchKernel(
                function, *grid, 32 * self.num_warps, 1, 1, self.shared, stream or 0, (values, types), 0
            ),
        )

    def _load(self):
        if self._function is None:
            driver = _driver()
            _primary_context()
            module = _check("cuModuleLoadData", driver.cuModuleLoadData(self.cubin))
            function = _check("cuModuleGetFunction", driver.cuModuleGetFunction(module, self.name.encode()))
            if self.shared > _DEFAULT_SHARED_LIMIT:
                attribute = driver.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
                _check("cuFuncSetAttribute", driver.cuFuncSetAttribute(function, attribute, self.shared))
            self._function = function
        return self._function

    def _global_scratch(self, programs: int) -> int:
        """A device buffer of global scratch for every program (null when none is needed)."""
        needed = self.global_scratch_size * programs
        if needed == 0:
            return 0
        address, size = self._scratch
        if size < needed:
            driver = _driver()
            if address:
                _check("cuMemFree", driver.cuMemFree(address))
            # cuMemAlloc aligns to at least 256 bytes, more than any global_scratch_align.
            address = int(_check("cuMemAlloc", driver.cuMemAlloc(needed)))
            self._scratch = (address, needed)
        return self._scratch[0]


def _encode(request: TensorMapRequest) -> TensorMap:
    return encode_tensor_map(_driver(), request)


def synchronize() -> None:
    _check("cuCtxSynchronize", _driver().cuCtxSynchronize())


def _grid3(grid: int | Sequence[int]) -> tuple[int, int, int]:
    dims = (grid,) if isinstance(grid, int) else tuple(grid)
    if not 1 <= len(dims) <= 3 or any(not isinstance(d, int) or d < 0 for d in dims):
        raise ValueError(f"grid must be 1 to 3 non-negative ints, got {grid!r}")
    return (*dims, *(1,) * (3 - len(dims)))


def _torch_stream(args: tuple) -> int:
    """PyTorch's current stream when a torch tensor is an argument, so work stays ordered."""
    for value in (argument.base if is_host_descriptor(argument) else argument for argument in args):
        if type(value).__module__.startswith("torch") and getattr(value, "is_cuda", False):
            import torch

            return torch.cuda.current_stream(value.device).cuda_stream
    return 0
