"""The console commands' entry points (`ttopt`, `ttopt-compile`, `ttopt-translate`,
`ttopt-layout`). Each imports its tool by name, so that `ttopt --version` is answered before
anything heavy is imported (importing xDSL's builtin dialect alone takes ~0.15 s, most of
ttopt's start-up), and ends its process without the interpreter's teardown (`exit_now`)."""

from __future__ import annotations

import atexit
import os
import sys
from typing import TYPE_CHECKING, NoReturn

import ttopt
from ttopt.support import collector

if TYPE_CHECKING:
    from collections.abc import Callable

VERSION_FLAGS = (["--version"], ["-version"])


def version_text() -> str:
    return f"ttopt {ttopt.__version__} (Triton 3.6.0 semantics, xDSL 0.74.0)\n"


def _import_tool(module: str):
    """The tool's module, imported with this process set up as a one-run command: collections
    are rarer and what the imports make is frozen (ttopt.support.collector)."""
    collector.start_one_run()
    return collector.import_on_demand(module)


def exit_now(code: int) -> NoReturn:
    """Ends a one-shot command's process with `code`, skipping the interpreter's teardown.

    What has an effect outside the process still happens (`finish`). Skipped is the freeing,
    one by one, of every module, class and IR object, and the last collection: ~4% of a small
    lit RUN line's instructions, for memory the operating system takes back at once. ttopt
    starts no threads and keeps no file open across a command (nothing left to join or flush)."""
    os._exit(finish(code))


def finish(code: int) -> int:
    """What a command does before its process ends, and its exit code: atexit handlers run (the
    dataclass code cache's write-back, the finalizers of temporary files and directories) and
    the standard streams are flushed; a failed flush of stdout (a closed pipe) gives exit code
    120, as Python's own exit does."""
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe or stream
            if stream is sys.stdout and code == 0:
                code = 120
    return code


def main() -> int:
    """`ttopt` in this process (tests call it): the driver's exit code."""
    if sys.argv[1:] in VERSION_FLAGS:
        sys.stdout.write(version_text())
        return 0
    return _import_tool("ttopt.cli").main()


def compile_main() -> int:
    """`ttopt-compile` in this process: its exit code."""
    worker = _llvm_worker_forked_first()
    try:
        return _import_tool("ttopt.backend.compile").main(llvm_worker=worker)
    finally:
        if worker is not None:
            worker.close()


def _llvm_worker_forked_first():
    """ttopt-compile's LLVM worker (ttopt.backend.llvm_worker), forked before the compiler is
    imported: the worker shares little with this process, which then copies few pages as it
    writes (forked after the imports, a matmul's compile took ~7k more page faults), and it
    imports llvmlite while this process imports the compiler and runs the passes. None with
    TTOPT_LLVM_WORKER=0, or where llvmlite is imported already (a child of the lit suite's
    warmed fork server: nothing left to overlap)."""
    if os.environ.get("TTOPT_LLVM_WORKER") == "0" or "llvmlite.binding" in sys.modules:
        return None
    from ttopt.backend.llvm_worker import LLVMWorker

    return LLVMWorker.start()


def translate_main() -> int:
    """`ttopt-translate` in this process: its exit code."""
    return _import_tool("ttopt.tools.translate").main()


def layout_main() -> int:
    """`ttopt-layout` in this process: its exit code."""
    return _import_tool("ttopt.layouts.tool").main()


TOOLS: dict[str, Callable[[], int]] = {
    "ttopt": main,
    "ttopt-compile": compile_main,
    "ttopt-translate": translate_main,
    "ttopt-layout": layout_main,
}
"""Each console command's tool, run in this process (sys.argv its arguments): its exit code.
The lit suite's fork server (test/lit_server.py) runs them."""


def command() -> NoReturn:
    """The `ttopt` console command."""
    exit_now(main())


def compile_command() -> NoReturn:
    """The `ttopt-compile` console command."""
    exit_now(compile_main())


def translate_command() -> NoReturn:
    """The `ttopt-translate` console command."""
    exit_now(translate_main())


def layout_command() -> NoReturn:
    """The `ttopt-layout` console command."""
    exit_now(layout_main())
