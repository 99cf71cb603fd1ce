"""ttopt.backend.llvm_worker: the forked process that runs make_llir's O3 and make_ptx gives what
the same calls give in the process, errors included, and ttopt-compile uses it only where MLIR
passes run before LLVM."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ttopt import entry
from ttopt.backend import compile as compile_module
from ttopt.backend import ptx
from ttopt.backend.compile import ResumeOptions, _uses_llvm_worker
from ttopt.backend.llvm_worker import LLVMWorker, WorkerCrash

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the worker is forked on Linux only")

VECADD = Path(__file__).resolve().parents[2] / "examples" / "vecadd.ttir"

ADD = """\
target triple = "nvptx64-nvidia-cuda"

define void @add(ptr addrspace(1) %out, float %a, float %b) {
  %m = fmul float %a, %b
  %s = fadd float %m, %a
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @add, !"kernel", i32 1}
"""


@pytest.fixture
def worker():
    started = LLVMWorker.start()
    assert started is not None
    yield started
    started.close()


@pytest.mark.parametrize("capability", [80, 90])
def test_the_worker_answers_as_the_process_does(worker: LLVMWorker, capability: int):
    target = ptx.NVPTXTarget(capability)
    optimized = worker.optimize_llvm_ir(ADD, target, libdevice=None)
    assert optimized == ptx.optimize_llvm_ir(ADD, target, libdevice=None)
    for fusion in (True, False):
        assert worker.llvm_ir_to_ptx(optimized, target, enable_fp_fusion=fusion) == ptx.llvm_ir_to_ptx(
            optimized, target, enable_fp_fusion=fusion
        )
    # fma only with fusion: the options reach the worker.
    assert "fma.rn.f32" in worker.llvm_ir_to_ptx(optimized, target, enable_fp_fusion=True)
    assert "fma.rn.f32" not in worker.llvm_ir_to_ptx(optimized, target, enable_fp_fusion=False)


def test_an_llvm_error_in_the_worker_is_the_same_error(worker: LLVMWorker):
    bad = "define void @f() {\n  ret i32 0\n}\n"
    with pytest.raises(ptx.LLVMError) as in_process:
        ptx.optimize_llvm_ir(bad, ptx.NVPTXTarget(80))
    with pytest.raises(ptx.LLVMError) as in_worker:
        worker.optimize_llvm_ir(bad, ptx.NVPTXTarget(80))
    assert str(in_worker.value) == str(in_process.value) and "invalid LLVM IR" in str(in_worker.value)
    # The worker goes on answering after an error.
    scope = 'define void @f(ptr %p) {\n  fence syncscope("agent") acquire\n  ret void\n}\n'
    with pytest.raises(ptx.LLVMError, match='syncscope "agent"'):
        worker.llvm_ir_to_ptx(scope, ptx.NVPTXTarget(80))
    assert ".entry add" in worker.llvm_ir_to_ptx(ADD, ptx.NVPTXTarget(80))


def test_a_worker_that_died_is_a_compile_error_not_a_hang(worker: LLVMWorker):
    os.kill(worker.pid, 9)
    with pytest.raises(WorkerCrash, match=r"ended without answering \(optimize_llvm_ir\)"):
        worker.optimize_llvm_ir(ADD, ptx.NVPTXTarget(80))


def test_closing_reaps_the_worker():
    started = LLVMWorker.start()
    assert started is not None
    started.close()
    with pytest.raises(ChildProcessError):
        os.waitpid(started.pid, os.WNOHANG)


def test_no_worker_when_no_fork_or_pipe_is_had(monkeypatch):
    # The compile then runs LLVM in the process; the pipes already made are closed.
    made: list[int] = []
    real_pipe = os.pipe

    def pipe():
        ends = real_pipe()
        made.extend(ends)
        return ends

    def fail():
        raise OSError("EAGAIN")

    monkeypatch.setattr(os, "pipe", pipe)
    monkeypatch.setattr(os, "fork", fail)
    assert LLVMWorker.start() is None
    assert len(made) == 4
    for fd in made:
        with pytest.raises(OSError):
            os.fstat(fd)


def _args(*extra: str) -> argparse.Namespace:
    return compile_module._argument_parser().parse_args([str(VECADD), *extra])


@pytest.mark.parametrize(
    ("extra", "start", "used"),
    [
        ((), "ttir", True),
        (("--stop-after", "llir"), "ttgir", True),
        (("--stop-after", "ttgir"), "ttir", False),  # no LLVM in this compile
        (("--stop-after", "ptx"), "llir", False),  # LLVM first: nothing to overlap
        (("--show-traceback",), "ttir", False),  # a crash keeps its traceback
    ],
)
def test_which_compiles_use_the_worker(extra, start, used):
    assert _uses_llvm_worker(_args(*extra), ResumeOptions(start)) is used


def test_the_console_command_forks_none_where_told_or_where_llvmlite_is_imported(monkeypatch):
    import llvmlite.binding

    monkeypatch.setenv("TTOPT_LLVM_WORKER", "0")
    monkeypatch.delitem(sys.modules, "llvmlite.binding", raising=False)
    assert entry._llvm_worker_forked_first() is None
    monkeypatch.delenv("TTOPT_LLVM_WORKER")
    monkeypatch.setitem(sys.modules, "llvmlite.binding", llvmlite.binding)
    assert entry._llvm_worker_forked_first() is None
    monkeypatch.delitem(sys.modules, "llvmlite.binding")  # as in a fresh process
    worker = entry._llvm_worker_forked_first()
    assert worker is not None
    worker.close()
    worker.close()  # closing again does nothing


def test_an_unused_worker_is_closed_at_once(tmp_path: Path):
    worker = LLVMWorker.start()
    assert worker is not None
    out = tmp_path / "out"
    assert compile_module.main([str(VECADD), "--stop-after", "ttgir", "-o", str(out)], llvm_worker=worker) == 0
    assert worker.closed
    with pytest.raises(ChildProcessError):
        os.waitpid(worker.pid, os.WNOHANG)


def test_ttopt_compile_writes_the_same_stages_and_never_imports_llvmlite(tmp_path: Path):
    script = (
        "import sys\n"
        "from ttopt.entry import compile_main\n"
        "code = compile_main()\n"
        "assert not any(name.startswith('llvmlite') for name in sys.modules), 'llvmlite imported'\n"
        "sys.exit(code)\n"
    )
    for worker, out in (("1", tmp_path / "worker"), ("0", tmp_path / "process")):
        environment = {**os.environ, "TTOPT_LLVM_WORKER": worker}
        command = [sys.executable, "-c", script, str(VECADD), "--target", "cuda:80", "--stop-after", "ptx"]
        result = subprocess.run([*command, "-o", str(out)], env=environment, capture_output=True, text=True)
        if worker == "1":
            assert result.returncode == 0, result.stderr
        else:
            assert "llvmlite imported" in result.stderr
    for suffix in ("llir", "ptx", "json"):
        (ours,) = (tmp_path / "worker").glob(f"*.{suffix}")
        assert ours.read_text() == (tmp_path / "process" / ours.name).read_text()
