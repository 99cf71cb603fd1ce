"""`convert-triton-to-tritongpu`: corpus parity with Triton 3.6 and the pieces of the conversion.

test/Inputs/corpus/stages/<sm>/<kernel>.before-convert.mlir is the IR real Triton 3.6
hands the pass when compiling the corpus kernel (its make_ttgir stage dump), and
<kernel>.after-convert[.plain].mlir what Triton 3.6's pass makes of that file, with and
without locations (run by its relative name, from that directory, so file locations read
the same here). These are byte for byte the stage dumps upstream's pipeline prints after
the pass, except for matmul's loop-carried accumulator: the pipeline's dump keeps its
position in the original .ttir, which the printed loop does not carry.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import TensorType, f16, f32, i32

from ttopt import registry
from ttopt.conversion.triton_to_tritongpu.convert import ConvertTritonToTritonGPUPass
from ttopt.conversion.triton_to_tritongpu.framework import TritonGPUConversionTarget, TritonGPUTypeConverter
from ttopt.conversion.triton_to_tritongpu.patterns import (
    PATTERNS,
    default_join_encoding,
    gather_offsets_type,
)
from ttopt.dialects.constraints import encoding_of
from ttopt.dialects.tt import PointerType, TensorDescType
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    SliceEncodingAttr,
    blocked_encoding_for_num_ctas,
    default_blocked_encoding,
)
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.ir.verifier import verify
from ttopt.pass_manager import instantiate, parse_pass_argument, pass_spec_text
from ttopt.rewrite.dialect_conversion import conversion_order

STAGES = Path(__file__).resolve().parent.parent / "Inputs" / "corpus" / "stages"
KERNELS = ("vecadd", "softmax", "layernorm", "row_sum", "device_print", "matmul")
TARGETS = {"sm80": "cuda:80", "sm90": "cuda:90"}
MODES = {
    "debuginfo": (".after-convert.mlir", PrintOptions(debuginfo=True, nameloc_as_prefix=True)),
    "plain": (".after-convert.plain.mlir", PrintOptions()),
}


def convert(text: str, name: str = "input.mlir", **options):
    ctx = registry.make_context()
    module = parse_buffer(ctx, text, name)
    verify(module)
    ConvertTritonToTritonGPUPass(**options).apply(ctx, module)
    verify(module)
    return module


def converted_text(text: str, options: PrintOptions | None = None, **pass_options) -> str:
    return print_operation(convert(text, **pass_options), options or PrintOptions())


# -- the corpus --------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("sm", TARGETS)
def test_corpus_matches_triton(sm: str, kernel: str, mode: str):
    source = STAGES / sm / f"{kernel}.before-convert.mlir"
    suffix, print_options = MODES[mode]
    expected = (STAGES / sm / f"{kernel}{suffix}").read_text()
    module = convert(source.read_text(), source.name, target=TARGETS[sm])
    # Triton's printer ends without the final blank line ttopt's driver adds.
    assert print_operation(module, print_options).rstrip("\n") == expected.rstrip("\n")


def test_corpus_stages_are_complete():
    assert len(list(STAGES.glob("sm*/*.before-convert.mlir"))) == len(KERNELS) * len(TARGETS)


# -- layouts -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", [(1024,), (64, 64), (128, 1), (1, 256), (8, 16, 32), (2, 2), (4, 1, 64)])
@pytest.mark.parametrize("warps,lanes,ctas", [(4, 32, 1), (8, 32, 1), (1, 64, 1), (2, 16, 1), (4, 32, 2), (8, 32, 4)])
def test_shape_builder_gives_the_default_layout(shape, warps, lanes, ctas):
    """With one element per thread and reversed order, the builder is getDefaultBlockedEncoding."""
    rank = len(shape)
    built = blocked_encoding_for_num_ctas(shape, [1] * rank, list(reversed(range(rank))), warps, lanes, ctas)
    assert built == default_blocked_encoding(shape, warps, lanes, ctas)
    assert TritonGPUTypeConverter(warps, lanes, ctas).default_encoding(shape) == built


def test_shape_builder_fills_the_fastest_dim_first():
    """BlockedEncodingAttr::get(shape, sizePerThread, order, ...): lanes then warps from order[0]."""
    layout = blocked_encoding_for_num_ctas([128, 32], [1, 8], [1, 0], 4, 32, 1)
    assert layout == BlockedEncodingAttr([1, 8], [8, 4], [4, 1], [1, 0])
    # The slowest dim takes what is left, even beyond its size.
    assert blocked_encoding_for_num_ctas([2, 4], [1, 1], [1, 0], 4, 32, 1) == BlockedEncodingAttr(
        [1, 1], [8, 4], [4, 1], [1, 0]
    )
    # CTAs split the slowest dims first; what cannot split wraps onto the last dim.
    split = blocked_encoding_for_num_ctas([64, 64], [4, 4], [1, 0], 4, 32, 2)
    assert split.cga_layout == ((1, 0),)
    wrapped = blocked_encoding_for_num_ctas([1, 1], [1, 1], [1, 0], 1, 32, 2)
    assert wrapped.cga_layout == ((0, 0),)


def test_join_puts_the_new_dim_first_in_the_order():
    source = BlockedEncodingAttr([1, 1], [4, 8], [2, 2], [1, 0], [[1, 0]])
    joined = default_join_encoding(source)
    assert joined == BlockedEncodingAttr([1, 1, 2], [4, 8, 1], [2, 2, 1], [2, 1, 0], [[1, 0, 0]])


def test_gather_offsets_layout_holds_four_rows_per_thread_in_one_cta():
    module = convert(
        "tt.func @f() { tt.return }", target="cuda:90", num_warps=8, threads_per_warp=32, num_ctas=2
    )
    func = next(iter(module.body.block.ops))
    offsets = TensorType(i32, [32], BlockedEncodingAttr([1], [32], [8], [0], [[1]]))
    expected = SliceEncodingAttr(0, BlockedEncodingAttr([1, 4], [32, 1], [1, 8], [1, 0]))
    assert gather_offsets_type(offsets, func) == TensorType(i32, [32], expected)
    assert gather_offsets_type(TensorType(i32, [32], expected), func) is None


# -- the type converter and the target -----------------------------------------------------------------


def test_type_converter():
    converter = TritonGPUTypeConverter(4, 32, 1)
    default = converter.default_encoding([16, 16])
    plain = TensorType(f16, [16, 16])
    assert converter.convert_type(plain) == TensorType(f16, [16, 16], default)
    assert converter.convert_type(f32) == f32
    encoded = TensorType(f16, [16, 16], BlockedEncodingAttr([2, 2], [4, 8], [2, 2], [0, 1]))
    assert converter.convert_type(encoded) == encoded
    # Block pointers point to converted tensors; descriptors and scalar pointers stay.
    assert converter.convert_type(PointerType(plain)) == PointerType(TensorType(f16, [16, 16], default))
    assert converter.convert_type(PointerType(f32)) == PointerType(f32)
    assert converter.convert_type(TensorDescType(plain)) == TensorDescType(plain)


LEGALITY = """
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scalars(%x: i32) -> i32 {
    %y = arith.addi %x, %x : i32
    tt.return %y : i32
  }
  tt.func @tensors(%p: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %e = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %c = ttg.convert_layout %e : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
  tt.func private @signature(tensor<128xf32>)
}
"""


def test_legality_is_judged_on_types():
    ctx = registry.make_context()
    module = parse_buffer(ctx, LEGALITY, "legality.mlir")
    target = TritonGPUConversionTarget(TritonGPUTypeConverter(4, 32, 1))
    verdicts = [(op.name, target.legality(op).name) for op in conversion_order(module)]

    def of(name: str) -> list[str]:
        return [verdict for op_name, verdict in verdicts if op_name == name]

    assert of("builtin.module") == ["UNKNOWN"]
    # A function is illegal only with tensors in its signature.
    assert of("tt.func") == ["LEGAL", "LEGAL", "ILLEGAL"]
    assert of("arith.addi") == ["LEGAL"]
    assert of("tt.make_range") == ["ILLEGAL", "LEGAL"]
    assert of("ttg.convert_layout") == ["LEGAL"]


def test_pattern_table_leaves_out_what_upstream_leaves_out():
    for name in ("arith.negf", "arith.bitcast", "arith.index_cast", "math.tanh", "tt.get_program_id"):
        assert name not in PATTERNS
    for name in ("arith.constant", "tt.dot", "tt.advance", "tt.make_tensor_ptr", "scf.while", "cf.cond_br", "ub.poison"):
        assert name in PATTERNS


# -- the conversion order ----------------------------------------------------------------------------


CFG = """
tt.func @cfg(%c: i1) {
  cf.cond_br %c, ^taken, ^other
^other:
  %a = arith.constant 1 : i32 loc("other")
  tt.return
^taken:
  %b = arith.constant 2 : i32 loc("taken")
  cf.br ^other
^unreachable:
  %d = arith.constant 3 : i32 loc("unreachable")
  tt.return
}
"""


def test_blocks_are_visited_depth_first_from_the_entry():
    ctx = registry.make_context()
    module = parse_buffer(ctx, CFG, "cfg.mlir")
    names = [op.location.desc.data for op in conversion_order(module) if op.name == "arith.constant"]
    assert names == ["taken", "other"]


# -- materializations ---------------------------------------------------------------------------------


SHARED = """
tt.func public @shared(%p: !tt.ptr<f32>) {
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  %e = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
  %b = tt.broadcast %e : tensor<1x32xi32> -> tensor<32x32xi32>
  %f = arith.sitofp %b : tensor<32x32xi32> to tensor<32x32xf32>
  %s = "tt.reduce"(%f) <{axis = 1 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %w = arith.addf %u, %v : f32
    tt.reduce.return %w : f32
  }) : (tensor<32x32xf32>) -> tensor<32xf32>
  %x = math.exp %s : tensor<32xf32> loc("first")
  %y = math.log %s : tensor<32xf32> loc("second")
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
  tt.store %pp, %x : tensor<32x!tt.ptr<f32>>
  tt.store %pp, %y : tensor<32x!tt.ptr<f32>>
  tt.return
}
"""


def test_one_materialization_after_the_definition_located_at_the_first_user():
    module = convert(SHARED, target="cuda:80")
    func = next(iter(module.body.block.ops))
    ops = list(func.body.blocks.first.ops)
    reduce_index = next(i for i, op in enumerate(ops) if op.name == "tt.reduce")
    convert_op = ops[reduce_index + 1]
    assert convert_op.name == "ttg.convert_layout"
    assert convert_op.operands[0] is ops[reduce_index].results[0]
    assert convert_op.location.desc.data == "first"
    users = {use.operation.location.desc.data for use in convert_op.results[0].uses}
    assert users == {"first", "second"}
    converts_of_reduce = [op for op in ops if op.name == "ttg.convert_layout" and op.operands[0] is ops[reduce_index].results[0]]
    assert len(converts_of_reduce) == 1


def test_every_tensor_gets_a_layout_and_replaced_ops_are_gone():
    module = convert(SHARED, target="cuda:80")
    tensors = [result.type for op in module.walk() for result in op.results if isinstance(result.type, TensorType)]
    assert tensors and all(encoding_of(t) is not None and encoding_of(t).name.startswith("ttg.") for t in tensors)
    names = [op.name for op in module.walk()]
    assert names.count("tt.reduce") == 1 and names.count("math.exp") == 1


# -- the pass -----------------------------------------------------------------------------------------


def test_pass_options_print_like_upstream():
    instance = instantiate(parse_pass_argument("convert-triton-to-tritongpu=target=cuda:90 num-warps=8"))
    assert pass_spec_text(instance) == (
        "convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=8 target=cuda:90 threads-per-warp=32}"
    )


def test_module_attributes_are_set_even_without_tensors():
    text = converted_text("tt.func @f() { tt.return }", target="cuda:80", num_warps=2, threads_per_warp=64, num_ctas=4)
    assert 'module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 64 : i32}' in text


@pytest.mark.parametrize(
    "options,message",
    [
        ({}, "'convert-triton-to-tritongpu' requires 'target' option to be set"),
        ({"target": "cuda:80", "num_warps": 3}, "requires 'num-warps' to be a power of two, but got 3"),
        ({"target": "cuda:80", "num_warps": 0}, "requires 'num-warps' to be a power of two, but got 0"),
        ({"target": "cuda:80", "threads_per_warp": 24}, "requires 'threads-per-warp' to be a power of two, but got 24"),
        ({"target": "cuda:80", "num_ctas": 6}, "requires 'num-ctas' to be a power of two, but got 6"),
    ],
)
def test_bad_options_are_diagnostics(options, message):
    with pytest.raises(DiagnosticError) as error:
        convert("tt.func @f() { tt.return }", **options)
    assert message in error.value.diagnostic.message


def test_illegal_op_without_pattern_fails():
    text = """
    tt.func @f(%x: f32) {
      %s = tt.splat %x : f32 -> tensor<64xf32>
      %n = arith.negf %s : tensor<64xf32> loc("negf")
      tt.return
    }
    """
    with pytest.raises(DiagnosticError) as error:
        convert(text, target="cuda:80")
    diagnostic = error.value.diagnostic
    assert diagnostic.message == "failed to legalize operation 'arith.negf' that was explicitly marked illegal"
    assert diagnostic.location.desc.data == "negf"


def test_ops_the_target_does_not_know_are_still_folded():
    """Partial conversion folds an op of unknown legality if it folds (a cast of a cast back)."""
    text = """
    tt.func @f(%x: i32) {
      %a = builtin.unrealized_conversion_cast %x : i32 to f32
      %b = builtin.unrealized_conversion_cast %a : f32 to i32
      %s = tt.splat %b : i32 -> tensor<32xi32>
      tt.return
    }
    """
    module = convert(text, target="cuda:80")
    names = [op.name for op in module.walk()]
    assert names.count("builtin.unrealized_conversion_cast") == 1
    splat = next(op for op in module.walk() if op.name == "tt.splat")
    func = next(op for op in module.walk() if op.name == "tt.func")
    assert splat.operands[0] is func.body.blocks.first.args[0]


def test_a_cast_of_some_of_a_casts_results_is_not_folded():
    """UnrealizedConversionCastOp::fold wants all the results of the cast it undoes, in order."""
    text = """
    tt.func @f(%x: i32) {
      %p:2 = builtin.unrealized_conversion_cast %x : i32 to f32, f32
      %q = builtin.unrealized_conversion_cast %p#0 : f32 to i32
      %s = tt.splat %q : i32 -> tensor<32xi32>
      tt.return
    }
    """
    module = convert(text, target="cuda:80")
    splat = next(op for op in module.walk() if op.name == "tt.splat")
    assert splat.operands[0].owner.name == "builtin.unrealized_conversion_cast"
    assert len(splat.operands[0].owner.operands) == 1
