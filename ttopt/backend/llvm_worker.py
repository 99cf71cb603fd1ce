"""The LLVM half of a compile (ttopt.backend.ptx: make_llir's O3, make_ptx) in a forked process.

A `ttopt-compile` process that reaches LLVM IR imports llvmlite and initializes LLVM's NVPTX
target: ~70-90 ms on a 2-core machine, most of a small kernel's LLVM stage. Nothing in the
process needs them before the MLIR passes end, so `ttopt-compile` forks a worker first thing
(ttopt.entry); the worker imports and initializes them on another core while the process
imports the compiler and runs the passes, then serves the process's two LLVM calls
(`optimize_llvm_ir`, `llvm_ir_to_ptx`). What the calls return, and the LLVM errors they raise,
are those of the same calls in the process.

The worker is forked before the compiler is imported, so that the process, writing to memory it
shares with the worker, copies few pages; on Linux only. It reads requests from a pipe and
answers on another. It ends when the request pipe closes (the process ended) and is killed when
the compile is over, or as soon as the compile turns out not to need it (`close`). Messages are
marshal'ed tuples of strings, numbers and booleans, each preceded by its length. A worker that
dies answering (an LLVM fatal error aborts it, its message on stderr) makes the call fail with
`WorkerCrash`, a compile error, where the process itself would have aborted.

No worker (the calls run in the process): `TTOPT_LLVM_WORKER=0`, `--show-traceback` (a crash in
the LLVM calls keeps its traceback), compiles that stop before LLVM IR or start at it, a
process that imported llvmlite already (a child of the lit suite's warmed fork server), and
`compile_kernel` and `main` called in a process of one's own (tests, the runtime).

Measured: a small kernel's compile (sm80 vecadd) spends ~35 ms less in `main` on a 2-core
machine; on a 16-core one the difference is within the noise.
"""

from __future__ import annotations

import marshal
import os
import signal
import struct
import sys
from dataclasses import dataclass

from ttopt.backend import ptx as ptx_backend

_LENGTH = struct.Struct("<Q")


class WorkerCrash(ptx_backend.LLVMError):
    """The worker ended without answering (LLVM aborted it: its message is on stderr)."""


@dataclass
class LLVMWorker:
    """The forked worker, seen from the process: its pid and the two ends of the pipes."""

    pid: int
    requests: int
    replies: int
    closed: bool = False

    @staticmethod
    def start() -> LLVMWorker | None:
        """Fork the worker; None where it cannot be forked (not Linux, or no pipe or fork)."""
        if not sys.platform.startswith("linux"):
            return None
        pipes: list[int] = []
        try:
            pipes.extend(os.pipe())
            pipes.extend(os.pipe())
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
        except OSError:
            for fd in pipes:
                os.close(fd)
            return None
        request_read, request_write, reply_read, reply_write = pipes
        if pid == 0:  # the worker: never returns into the caller's code
            os.close(request_write)
            os.close(reply_read)
            _serve(request_read, reply_write)
        os.close(request_read)
        os.close(reply_write)
        return LLVMWorker(pid, request_write, reply_read)

    def optimize_llvm_ir(self, text: str, target: ptx_backend.NVPTXTarget, *, libdevice: str | None = None) -> str:
        return self._call("optimize_llvm_ir", text, target, {"libdevice": libdevice})

    def llvm_ir_to_ptx(
        self, text: str, target: ptx_backend.NVPTXTarget, *, enable_fp_fusion: bool = True, keep_debug: bool = False
    ) -> str:
        return self._call(
            "llvm_ir_to_ptx", text, target, {"enable_fp_fusion": enable_fp_fusion, "keep_debug": keep_debug}
        )

    def _call(self, function: str, text: str, target: ptx_backend.NVPTXTarget, options: dict) -> str:
        try:
            _send(self.requests, (function, text, target.capability, target.ptx_version, options))
            kind, value = _receive(self.replies)
        except (OSError, EOFError) as error:
            raise WorkerCrash(f"the LLVM worker process ended without answering ({function})") from error
        if kind == "value":
            return value
        if kind == "LLVMError":
            raise ptx_backend.LLVMError(value)
        raise RuntimeError(f"in the LLVM worker process: {value}")

    def close(self) -> None:
        """End the worker and reap it (once; closing again does nothing). Between calls it
        only waits for the next one, and it may still be importing llvmlite when the compile
        needs no LLVM or failed before reaching it: it is killed rather than waited for."""
        if self.closed:
            return
        self.closed = True
        for fd in (self.requests, self.replies):
            os.close(fd)
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass


def _serve(requests: int, replies: int) -> None:
    """The worker's life: initialize LLVM, answer requests until the pipe closes, exit without
    running the process's exit handlers (they are the parent's to run)."""
    try:
        try:
            ptx_backend.initialize_llvm()
        except Exception:  # noqa: BLE001 - the first call raises it again, in the process
            pass
        while True:
            try:
                function, text, capability, ptx_version, options = _receive(requests)
            except EOFError:
                break
            target = ptx_backend.NVPTXTarget(capability, ptx_version)
            try:
                reply = ("value", _FUNCTIONS[function](text, target, **options))
            except ptx_backend.LLVMError as error:
                reply = ("LLVMError", str(error))
            except Exception as error:  # noqa: BLE001 - reported in the process
                reply = ("error", f"{type(error).__name__}: {error}")
            _send(replies, reply)
    finally:
        os._exit(0)


_FUNCTIONS = {"optimize_llvm_ir": ptx_backend.optimize_llvm_ir, "llvm_ir_to_ptx": ptx_backend.llvm_ir_to_ptx}


def _send(fd: int, message: tuple) -> None:
    data = marshal.dumps(message)
    view = memoryview(_LENGTH.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view) :]


def _receive(fd: int) -> tuple:
    (length,) = _LENGTH.unpack(_read_exactly(fd, _LENGTH.size))
    return marshal.loads(_read_exactly(fd, length))


def _read_exactly(fd: int, count: int) -> bytes:
    parts = []
    while count:
        part = os.read(fd, min(count, 1 << 20))
        if not part:
            raise EOFError
        parts.append(part)
        count -= len(part)
    return b"".join(parts)
