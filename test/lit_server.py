"""The lit suite's fork server: `python lit_server.py SOCKET` (lit.cfg.py starts it).

A small lit RUN line spends most of its ~0.2 s starting `ttopt`: importing xDSL and ttopt,
then building op definitions and dataclass methods on first use. This server pays that once
per lit run. It imports every tool, dialect and pass, freezes what exists (`gc.freeze`, so
that children share it copy-on-write) and listens on SOCKET (until then the client runs the
installed command itself): ~0.6 s after it starts. Children forked ahead each take one
connection from test/lit_client.py, the command lit runs in place of the tools and of
FileCheck (test/filecheck_runner.py, ~45 ms a run as its own process), or from lit's own
shell, which sends the client's request itself (test/lit_served_popen.py). The child takes the
client's standard streams (the descriptors themselves), working directory, environment and
arguments, runs the tool's entry as its console command does (`SERVED`: ttopt.entry.TOOLS and
the FileCheck runner, then `finish`: atexit handlers, flushed streams), sends the exit code
back and ends.

While the first children serve, the server warms up (`WARM_UP_STEPS`: two corpus kernels
compiled to PTX and the driver's commonest options, which build what a compile first uses,
~4 s), forking a replacement for each child that took a command between two steps. Then it
retires the children still waiting (`Pool.renew`: they exit rather than accept) and forks
children of the warmed process, whose commands pay no first-use cost.

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
import lit_client  # beside this file: the request's protocol

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
# While the server warms up it forks replacements only between steps (~1 s apart).
WAITING_DURING_WARM_UP = 16


def import_everything() -> None:
    for module in ("ttopt.cli", "ttopt.backend.compile", "ttopt.tools.translate", "ttopt.layouts.tool"):
        entry._import_tool(module)
    for name in registry.DIALECTS:
        registry.dialect(name)
    for name in registry.PASSES:
        registry.pass_class(name)


def compile_corpus_kernel(path: str, capability: int) -> None:
    text = (CORPUS / path).read_text()
    options = CompileOptions(capability=capability, num_warps=8, num_stages=3)
    sys.modules["ttopt.backend.compile"].compile_kernel(text, options, str(CORPUS / path), stop_after="ptx")


def run_driver(flags: list[str]) -> None:
    """The driver's own first uses (its options, the pass pipeline, the printer): ~15 ms and
    ~5,000 copied pages in every child otherwise."""
    sys.argv = ["ttopt", str(CORPUS / WARM_UP[0][0]), *flags, "-o", os.devnull]
    if entry.TOOLS["ttopt"]() != 0:
        raise RuntimeError(f"warming up with `ttopt {' '.join(flags)}` failed")


# The warm-up, in steps between which the server forks replacement children.
WARM_UP_STEPS = [
    *((compile_corpus_kernel, path, capability) for path, capability in WARM_UP),
    *((run_driver, flags) for flags in CLI_WARM_UP),
]


def read_exactly(connection: socket.socket, size: int) -> bytes:
    data = lit_client.read_exactly(connection, size)
    if len(data) < size:
        raise ConnectionError("the client closed the connection")
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


class Pool:
    """The children waiting to accept a command on `listener`, WAITING of them (more while the
    server warms up and cannot fork replacements at once). A child that accepts says so on a
    pipe (`accepted`), and the server forks its replacement (a fork is ~10 ms of a 160 MB
    process: done before a command comes, not while it waits). Each generation of children
    watches a pipe of its own (`retire`): once the server closes its end, those still waiting
    exit rather than accept."""

    def __init__(self, listener: socket.socket) -> None:
        self.listener = listener
        self.server = os.getpid()
        self.accepted, self.accepting = os.pipe()
        self.retire, self.retiring = os.pipe()

    def fork_child(self) -> None:
        if os.fork() != 0:
            return
        try:
            self.serve_one_command()
        finally:
            os._exit(1)  # whatever happened, a child never returns into the server's code

    def serve_one_command(self) -> None:
        """In the child: waits for a command (or for retirement) and runs it."""
        os.close(self.retiring)  # only the server may retire this generation
        self.listener.setblocking(False)  # (the flag is the listening socket's, shared)
        while True:
            ready, _, _ = select.select([self.listener, self.retire], [], [], 1.0)
            if self.retire in ready or os.getppid() != self.server:
                os._exit(0)
            if self.listener in ready:
                try:
                    connection, _ = self.listener.accept()
                except BlockingIOError:  # another child took it
                    continue
                break
        os.write(self.accepting, b"!")
        connection.setblocking(True)
        run_command(connection)

    def replace_accepted(self, timeout: float) -> None:
        """Forks a replacement for each child that accepted, waiting up to `timeout` for one."""
        if select.select([self.accepted], [], [], timeout)[0]:
            for _ in os.read(self.accepted, 64):
                self.fork_child()

    def renew(self, count: int) -> None:
        """Retires the waiting children and forks `count` new ones of this process as it is now."""
        while select.select([self.accepted], [], [], 0)[0]:
            os.read(self.accepted, 64)
        os.close(self.retiring)
        os.close(self.retire)
        self.retire, self.retiring = os.pipe()
        for _ in range(count):
            self.fork_child()


def freeze_heap() -> None:
    sys.stdout.flush()  # children start with empty stream buffers
    sys.stderr.flush()
    gc.collect()
    gc.freeze()


def reap_children() -> None:
    """Reaps the children that ended (while the warm-up's compiles wait for their own ptxas
    processes, the kernel cannot be left to reap them)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def main() -> None:
    socket_path, lit = sys.argv[1], os.getppid()
    import_everything()
    freeze_heap()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(socket_path)
        listener.listen(64)
        pool = Pool(listener)
        pool.renew(WAITING_DURING_WARM_UP)
        for step, *arguments in WARM_UP_STEPS:
            step(*arguments)
            reap_children()
            pool.replace_accepted(0)
        signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # from now on, the kernel reaps them
        reap_children()
        freeze_heap()
        pool.renew(WAITING)
        while os.getppid() == lit:
            pool.replace_accepted(1.0)


if __name__ == "__main__":
    main()
