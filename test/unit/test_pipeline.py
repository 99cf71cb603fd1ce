"""tritongpu-pipeline: loops whose upstream pipelining (wgmma) ttopt does not implement are
refused with a diagnostic before anything is rewritten."""

from __future__ import annotations

import subprocess
import sys

WGMMA_LOOP = """
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }
}
"""


def run_pipeline(text: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ttopt.cli", "-", "-tritongpu-pipeline=num-stages=3"]
    return subprocess.run(command, input=text, capture_output=True, text=True)


def test_wgmma_loop_is_rejected_with_a_diagnostic():
    run = run_pipeline(WGMMA_LOOP)
    assert run.returncode == 1
    assert "error: 'ttng.warp_group_dot' op tritongpu-pipeline: pipelining of wgmma" in run.stderr
    assert "Traceback" not in run.stderr
    assert run.stdout == ""
