"""The lit suite's fork server: `python lit_server.py SOCKET` (lit.cfg.py starts it).

A small lit RUN line spends most of its ~0.2 s starting `ttopt`: importing xDSL and ttopt,
then building op definitions and dataclass methods on first use. This server pays that once
per lit run. It imports every tool, dialect and pass, compiles two corpus kernels to PTX
(which builds what a compile first uses), freezes what exists (`gc.freeze`, so that children
share it copy-on-write), and listens on SOCKET (until then the client runs the installed
command itself). Children forked ahead each take one connection from test/lit_client.py, the
command lit runs in place of the tools and of FileCheck (test/filecheck_runner.py, ~45 ms a
run as its own process), or from lit's own shell, which sends the client's request itself
(test/lit_served_popen.py). The child takes the client's standard streams (the descriptors
themselves), working directory, environment and arguments, runs the tool's entry as its
console command does (`SERVED`: ttopt.entry.TOOLS and the FileCheck runner, then `finish`:
atexit handlers, flushed streams), sends the exit code back and ends.

What differs from a process of its own: the imports and first-use costs are the server's,
done before the command. The Driver tests run the installed commands themselves
(test/Driver/lit.local.cfg), and `TTOPT_LIT_DIRECT=1 lit test` runs every RUN line that
way. The server ends when lit.cfg.py's process does (it checks every second).
"""

from __future__ import annotations

import gc
import io
import os
import select
import signal
import socket
import struct
import sys
import traceback
from pathlib import Path

import filecheck_runner  # beside this file (test/), as lit runs FileCheck

from ttopt import entry, registry
from ttopt.backend.pipelines import CompileOptions

CORPUS = Path(__file__).resolve().parent / "Inputs"
# Kernels compiled once before serving: the sm80 matmul (mma v2, cp.async) and a Hopper one
# (wgmma, TMA) reach most of the dialects, patterns and lowerings the suite's tests use.
WARM_UP = (("corpus/sm80/matmul.ttir", 80), ("hopper/matmul_f16.ttir", 90))
# The driver's most used options in the suite's RUN lines.
CLI_WARM_UP = (
    ["-split-input-file", "-canonicalize", "-cse"],
    ["-split-input-file", "-convert-triton-to-tritongpu=target=cuda:80 num-warps=4", "-tritongpu-coalesce"],
    ["--mlir-print-debuginfo", "--mlir-print-op-generic"],
)


def filecheck() -> int:
    """lit's FileCheck (test/filecheck_runner.py) on sys.argv's arguments, named by the runner's
    path in its messages, as when lit runs it as a script."""
    return filecheck_runner.main([filecheck_runner.__file__, *sys.argv[1:]])


# What the server runs: ttopt's commands and lit's FileCheck.
SERVED = {**entry.TOOLS, "filecheck": filecheck}
# Children forked ahead, waiting for a command: more than lit's workers run at once.
WAITING = min(2 * (os.cpu_count() or 2), 16)


def warm_up() -> None:
    for module in ("ttopt.cli", "ttopt.backend.compile", "ttopt.tools.translate", "ttopt.layouts.tool"):
        entry._import_tool(module)
    for name in registry.DIALECTS:
        registry.dialect(name)
    for name in registry.PASSES:
        registry.pass_class(name)
    compile_module = sys.modules["ttopt.backend.compile"]
    for path, capability in WARM_UP:
        text = (CORPUS / path).read_text()
        options = CompileOptions(capability=capability, num_warps=8, num_stages=3)
        compile_module.compile_kernel(text, options, str(CORPUS / path), stop_after="ptx")
    # The driver's own first uses (its options, the pass pipeline, the printer): ~15 ms and
    # ~5,000 copied pages in every child otherwise.
    kernel = str(CORPUS / WARM_UP[0][0])
    for flags in CLI_WARM_UP:
        sys.argv = ["ttopt", kernel, *flags, "-o", os.devnull]
        if entry.TOOLS["ttopt"]() != 0:
            raise RuntimeError(f"warming up with `ttopt {' '.join(flags)}` failed")


def read_exactly(connection: socket.socket, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            raise ConnectionError("the client closed the connection")
        data += chunk
    return data


def run_command(connection: socket.socket) -> None:
    """In the child: the client's command, as its own process would run it; never returns."""
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)  # subprocess (ptxas) waits for its children
    header, fds, _, _ = socket.recv_fds(connection, 8, 3)
    (length,) = struct.unpack("!Q", header + read_exactly(connection, 8 - len(header)))
    fields = read_exactly(connection, length).decode("utf-8", "surrogateescape").split("\0")
    tool, cwd, count = fields[0], fields[1], int(fields[2])
    arguments, variables = fields[3 : 3 + count], fields[3 + count :]
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    reopen_standard_streams()
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(variable.split("=", 1) for variable in variables)
    sys.argv = [tool, *arguments]
    try:
        code = SERVED[tool]()
    except SystemExit as stop:  # as Python ends on one: None is 0, any other non-int is printed, 1
        if stop.code is None or isinstance(stop.code, int):
            code = stop.code or 0
        else:
            sys.stderr.write(f"{stop.code}\n")
            code = 1
    except BaseException:  # what an uncaught exception does to a process: a traceback, exit 1
        traceback.print_exc()
        code = 1
    code = entry.finish(code)
    try:
        connection.sendall(struct.pack("!i", code))
    finally:
        os._exit(code)


_REPLACED_STREAMS: list = []


def reopen_standard_streams() -> None:
    """sys.stdin, sys.stdout and sys.stderr made again on descriptors 0-2, now the client's, as
    Python makes them at start-up (same encoding and errors; stdout line-buffered on a terminal,
    stderr always). The server's were made for its own descriptors (its log file, which can
    seek where a pipe cannot). The old objects are kept (`_REPLACED_STREAMS`): freed, they would
    close the descriptors."""
    for fd, name in ((0, "stdin"), (1, "stdout"), (2, "stderr")):
        old = getattr(sys, name)
        _REPLACED_STREAMS.append(old)
        raw = io.FileIO(fd, "rb" if fd == 0 else "wb", closefd=False)
        buffered = io.BufferedReader(raw) if fd == 0 else io.BufferedWriter(raw)
        line_buffering = fd == 2 or raw.isatty()
        stream = io.TextIOWrapper(buffered, encoding=old.encoding, errors=old.errors, line_buffering=line_buffering)
        setattr(sys, name, stream)


def serve(path: str) -> None:
    """Keeps WAITING children forked ahead, each waiting to accept one command (a fork is ~10 ms
    of a 160 MB process: done before the command comes, not while it waits). A child that
    accepts says so on a pipe, and the server forks its replacement."""
    lit = os.getppid()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(path)
        listener.listen(64)
        signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
        accepted, accepting = os.pipe()
        for _ in range(WAITING):
            fork_waiting_child(listener, accepting)
        while os.getppid() == lit:
            ready, _, _ = select.select([accepted], [], [], 1.0)
            if ready:
                for _ in os.read(accepted, WAITING):
                    fork_waiting_child(listener, accepting)


def fork_waiting_child(listener: socket.socket, accepting: int) -> None:
    server = os.getpid()
    if os.fork() != 0:
        return
    listener.settimeout(1.0)
    while True:
        try:
            connection, _ = listener.accept()
            break
        except TimeoutError:
            if os.getppid() != server:  # the server ended
                os._exit(0)
    os.write(accepting, b"!")
    connection.settimeout(None)
    run_command(connection)


def main() -> None:
    socket_path = sys.argv[1]
    warm_up()
    sys.stdout.flush()  # children start with empty stream buffers
    sys.stderr.flush()
    gc.collect()
    gc.freeze()
    serve(socket_path)


if __name__ == "__main__":
    main()
