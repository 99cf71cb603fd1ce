"""PTX to cubin with NVIDIA's `ptxas`, as Triton 3.6's `make_cubin` runs it:
`ptxas -lineinfo [--fmad=false] -v [options] --gpu-name=sm_XX[a] in.ptx -o out.cubin`.

`find_ptxas()` looks at $TTOPT_PTXAS (or Triton's $TRITON_PTXAS_PATH), then the
`nvidia-cuda-nvcc` wheel, then PATH, then /usr/local/bin and /usr/local/cuda/bin.
A failure raises `PTXASError` carrying ptxas's log and a command that reproduces it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache

from ttopt.support.collector import import_on_demand


class PTXASError(Exception):
    """ptxas rejected the PTX (or could not run): the message has its log and a repro command."""

    def __init__(self, message: str, log: str = "", command: list[str] | None = None, returncode: int | None = None):
        super().__init__(message)
        self.log = log
        self.command = command or []
        self.returncode = returncode


@dataclass(frozen=True)
class CubinResult:
    cubin: bytes
    log: str  # ptxas's `-v` report: registers, shared memory, spills
    command: list[str]


def find_ptxas() -> str | None:
    for variable in ("TTOPT_PTXAS", "TRITON_PTXAS_PATH"):
        path = os.environ.get(variable)
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    for root in _wheel_roots():
        path = os.path.join(root, "bin", "ptxas")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    found = import_on_demand("shutil").which("ptxas")
    if found:
        return found
    for path in ("/usr/local/bin/ptxas", "/usr/local/cuda/bin/ptxas"):
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def _wheel_roots() -> list[str]:
    try:
        import nvidia  # namespace package of NVIDIA's wheels
    except ImportError:
        return []
    roots = []
    for base in nvidia.__path__:
        roots += [os.path.join(base, "cuda_nvcc"), os.path.join(base, "cu13"), os.path.join(base, "cu12")]
    return roots


@lru_cache(maxsize=8)
def ptxas_version(ptxas: str) -> str:
    """The CUDA release of a ptxas binary, e.g. "13.0"."""
    output = _run([ptxas, "--version"], check=True).stdout
    match = re.search(r"release (\d+\.\d+)", output)
    if match is None:
        raise PTXASError(f"cannot read the CUDA release from `{ptxas} --version`:\n{output}")
    return match.group(1)


def ptx_version_for_cuda(cuda_version: str) -> int:
    """compiler.py ptx_get_version: the newest PTX ISA a CUDA release's ptxas accepts."""
    major, minor = map(int, cuda_version.split(".")[:2])
    if major == 12:
        return 80 + minor if minor < 6 else 80 + minor - 1
    if major == 11:
        return 70 + minor
    if major == 10:
        return 63 + minor
    if major >= 13:
        return 90 + (major - 13) * 10 + minor
    raise PTXASError(f"Triton only supports CUDA 10.0 or higher, but got CUDA version: {cuda_version}")


def gpu_name(capability: int) -> str:
    return f"sm_{capability}{'a' if capability >= 90 else ''}"


def assemble(
    ptx: str, capability: int, *, enable_fp_fusion: bool = True, line_info: bool = True,
    options: tuple[str, ...] = (), ptxas: str | None = None,
) -> CubinResult:  # fmt: skip
    """make_cubin: run ptxas on the PTX; the cubin bytes and ptxas's report."""
    ptxas = ptxas or find_ptxas()
    if ptxas is None:
        raise PTXASError("ptxas not found: install nvidia-cuda-nvcc, put ptxas on PATH or set TTOPT_PTXAS")
    with import_on_demand("tempfile").TemporaryDirectory(prefix="ttopt-ptxas-") as directory:
        source = os.path.join(directory, "kernel.ptx")
        output = source + ".o"
        with open(source, "w", encoding="utf-8") as f:
            f.write(ptx)
        command = [ptxas, *(["-lineinfo"] if line_info else []), *([] if enable_fp_fusion else ["--fmad=false"]),
                   "-v", *options, f"--gpu-name={gpu_name(capability)}", source, "-o", output]  # fmt: skip
        try:
            completed = _run(command)
        except OSError as error:
            raise PTXASError(f"cannot run ptxas ({ptxas}): {error}", command=command) from None
        log = completed.stderr + completed.stdout
        if completed.returncode != 0:
            saved = _keep_for_repro(ptx)
            command = [saved if arg == source else saved + ".o" if arg == output else arg for arg in command]
            log = log.replace(source, saved)
            raise PTXASError(_failure_message(completed.returncode, log, command), log, command, completed.returncode)
        with open(output, "rb") as f:
            return CubinResult(f.read(), log, command)


def _keep_for_repro(ptx: str) -> str:
    """The failing PTX, saved where the repro command finds it once the temporary
    directory is gone."""
    with import_on_demand("tempfile").NamedTemporaryFile("w", suffix=".ptx", prefix="ttopt-failed-", delete=False) as f:
        f.write(ptx)
    return f.name


def _failure_message(returncode: int, log: str, command: list[str]) -> str:
    if returncode == 255:
        headline = "Internal Triton PTX codegen error"
    elif returncode < 0:
        headline = f"`ptxas` was killed by signal {-returncode}"
    else:
        headline = f"`ptxas` failed with error code {returncode}"
    return f"{headline}\n`ptxas` stderr:\n{log}\nRepro command: {' '.join(command)}\n"


def _run(command: list[str], check: bool = False):
    """subprocess.run, imported on first use: the subprocess module and the ones it pulls in
    (locale, signal, threading, selectors) are ~9 ms of a start, and a compile that stops at
    PTX never runs ptxas."""
    return import_on_demand("subprocess").run(command, capture_output=True, text=True, check=check)
