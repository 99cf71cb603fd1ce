"""`-o PATH`: a regular file is written whole or not at all (a temporary file renamed onto it);
a device or a FIFO (`-o /dev/null`) is written through, as llvm::raw_fd_ostream opens it, and
stays what it is: a rename onto it would replace the node (root may rename onto /dev/null)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

KERNEL = "tt.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %s = arith.addi %a, %c0 : i32\n  tt.return %s : i32\n}\n"


def run_ttopt(*arguments: str) -> subprocess.CompletedProcess:
    command = "import sys; from ttopt.entry import command; sys.argv[0] = 'ttopt'; command()"
    return subprocess.run([sys.executable, "-c", command, *arguments], capture_output=True, text=True)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_a_fifo_is_written_through_and_stays_a_fifo(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    received: list[str] = []
    # A daemon: if ttopt never opens the FIFO, the reader's open never returns.
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()), daemon=True)
    reader.start()
    result = run_ttopt(str(source), "-canonicalize", "-o", str(fifo))
    reader.join(timeout=60)
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert received, "nothing was written to the FIFO"
    assert "arith.addi" not in received[0] and "tt.return %arg0 : i32" in received[0]
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["in.mlir", "out"], "no temporary file beside it"


def test_a_regular_file_is_replaced_whole(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    out = tmp_path / "out.mlir"
    out.write_text("old")
    result = run_ttopt(str(source), "-canonicalize", "-o", str(out))
    assert result.returncode == 0, result.stderr
    assert stat.S_ISREG(os.stat(out).st_mode) and "tt.return %arg0 : i32" in out.read_text()
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]


def test_dev_null_stays_a_device(tmp_path: Path):
    source = tmp_path / "in.mlir"
    source.write_text(KERNEL)
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode), "already replaced before this test"
    result = run_ttopt(str(source), "-canonicalize", "-o", os.devnull)
    assert result.returncode == 0, result.stderr
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
