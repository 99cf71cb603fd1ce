"""What the staged compile does for a pass ttopt lacks when the kernel gives it nothing to act
on: what upstream's pass still does then (ttopt.backend.compile.rewrite_when_idle). The
expected outputs are Triton 3.6's (ref_opt.py) for the same input."""

import re

from ttopt import registry
from ttopt.backend.compile import StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_operation

# No dot anywhere; a zero-trip loop, conversion round trips and two identical branches.
IDLE_KERNEL = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @idle(%c: i1, %x: tensor<256xi32, #blocked>, %s: i32, %p: tensor<256x!tt.ptr<i32>, #blocked1>) -> tensor<256xi32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t = tt.splat %s : i32 -> tensor<256xi32, #blocked>
    %u = ttg.convert_layout %t : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %v = ttg.convert_layout %u : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked>
    %w = ttg.convert_layout %x : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %z = ttg.convert_layout %w : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked1>
    tt.store %p, %z : tensor<256x!tt.ptr<i32>, #blocked1>
    %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %v) -> (tensor<256xi32, #blocked>) : i32 {
      scf.yield %x : tensor<256xi32, #blocked>
    }
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%r : tensor<256xi32, #blocked>)
  ^bb2:
    cf.br ^bb3(%r : tensor<256xi32, #blocked>)
  ^bb3(%a: tensor<256xi32, #blocked>):
    tt.return %a : tensor<256xi32, #blocked>
  }
}
"""


def run_stand_in(pass_name: str) -> str:
    module = parse_buffer(registry.make_context(), IDLE_KERNEL, "idle.mlir")
    runner = StageRunner(CompileOptions())
    runner.run("make_ttgir", module, [pass_name])
    assert runner.log == [f"make_ttgir: skipped {pass_name}: " + runner.log[0].split(": ", 2)[2]]
    return print_operation(module)


def body_lines(text: str) -> list[str]:
    """The function body's lines, stripped, block comments dropped."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if "tt.func @idle" in line)
    body = []
    for line in lines[start + 1 :]:
        if line == "  }":  # the function's own closing brace
            break
        body.append(re.sub(r"\s*//.*", "", line).strip())
    return body


def test_optimize_dot_operands_without_dots_canonicalizes_then_folds_conversions():
    # The canonicalizer first (the zero-trip loop goes, the branches fold into one block),
    # then ConvertLayoutOp's patterns with the default config: the round trip of the splat
    # folds back to the splat, and a conversion of a conversion becomes one conversion.
    assert body_lines(run_stand_in("tritongpu-optimize-dot-operands")) == [
        "%0 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>",
        "%1 = ttg.convert_layout %arg1 : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>",
        "tt.store %arg3, %1 : tensor<256x!tt.ptr<i32>, #blocked1>",
        "tt.return %0 : tensor<256xi32, #blocked>",
    ]
