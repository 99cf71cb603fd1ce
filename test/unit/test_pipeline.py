"""tritongpu-pipeline on wgmma loops: the dots become asynchronous with their waits, and TMA
loads become multi-buffered TMA copies signalling mbarriers."""

from __future__ import annotations

import subprocess
import sys

MODULE = """
#blk = #ttg.blocked<{{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}}>
#mma = #ttg.nvidia_mma<{{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}}>
#shared = #ttg.nvmma_shared<{{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @wgmma(%a_regs: tensor<64x64xf16, #blk>, %desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32) -> tensor<64x64xf32, #mma> {{
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc %a_regs : (tensor<64x64xf16, #blk>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {{
      {load}
      %b = ttg.local_alloc %b_regs {{loop.cluster = 0 : i32, loop.stage = 2 : i32}} : (tensor<64x64xf16, #blk>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a, %b, %acc {{loop.cluster = 0 : i32, loop.stage = 2 : i32}} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }} {{tt.scheduled_max_stage = 2 : i32}}
    tt.return %r : tensor<64x64xf32, #mma>
  }}
}}
"""

REGISTER_LOAD = (
    "%b_regs = arith.constant {loop.cluster = 2 : i32, loop.stage = 0 : i32} dense<1.000000e+00> : tensor<64x64xf16, #blk>"
)
TMA_LOAD = (
    "%b_regs = tt.descriptor_load %desc[%i, %c0] {loop.cluster = 2 : i32, loop.stage = 0 : i32} "
    ": !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blk>"
)


def run_pipeline(text: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "ttopt.cli", "-", "-tritongpu-pipeline=num-stages=3"]
    return subprocess.run(command, input=text, capture_output=True, text=True, check=False)


def test_wgmma_loop_gets_async_dots_and_waits():
    run = run_pipeline(MODULE.format(load=REGISTER_LOAD))
    assert run.returncode == 0, run.stderr
    # B is stored from registers in the loop (not a multi-buffered slot): the dot is async but
    # waited for right away, and nothing is left in flight after the loop.
    assert "ttng.warp_group_dot %0, %" in run.stdout and "{isAsync = true}" in run.stdout
    assert "{pendings = 0 : i32}" in run.stdout
    assert run.stdout.count("ttng.warp_group_dot_wait") == 1


def test_tma_loop_copies_into_slots_with_mbarriers():
    run = run_pipeline(MODULE.format(load=TMA_LOAD))
    assert run.returncode == 0, run.stderr
    # B goes straight into a slot of a 3-deep buffer (one more for the async wgmma): each copy
    # is announced by a barrier_expect of its 8 KiB and waited for on the slot's phase.
    assert "ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>" in run.stdout
    assert run.stdout.count("ttng.init_barrier") == 3 and run.stdout.count("ttng.inval_barrier") == 3
    assert "ttng.barrier_expect %" in run.stdout and ", 8192, %" in run.stdout
    assert "ttng.async_tma_copy_global_to_local %arg1[" in run.stdout
    assert run.stdout.count("ttng.wait_barrier") == 1
    assert "tt.descriptor_load" not in run.stdout
