"""convert-triton-gpu-to-llvm ahead of canonicalize (ConvertTritonGPUToLLVM.ahead_of_canonicalize).

Where make_llir runs canonicalize right after the lowering and nothing reads the IR between, the
lowering takes a packed struct's values instead of building extractvalues of them, builds the
insertvalue chains of its packs only where something uses the struct, and builds no bitcast to a
value's own type. These tests pin that the IR after canonicalize is the same as
after the plain pass, that the shortcut really happens, that a constant member still gets its
extractvalue, and that the compile driver uses it only where no one sees the IR between."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest
from xdsl.dialects.builtin import UnknownLoc, f32, i32
from xdsl.ir import Block

from ttopt import registry
from ttopt.backend import pipelines
from ttopt.backend.compile import StageRunner
from ttopt.backend.pipelines import CompileOptions
from ttopt.conversion.tritongpu_to_llvm import builder
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.convert import ConvertTritonGPUToLLVM
from ttopt.dialects import llvm
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.pass_manager import instantiate, parse_pass_argument

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"


def _hopper_launch(name: str) -> dict:
    return json.loads((INPUTS / "hopper" / "launch.json").read_text())[name]


# (TTGIR, capability, launch options): a wgmma matmul, an FMA-dot matmul with a GELU epilogue,
# a reduction kernel and a layernorm (libdevice calls, two reductions).
KERNELS = {
    "hopper_matmul_f16": (INPUTS / "hopper" / "expected" / "matmul_f16.ttgir", 90, _hopper_launch("matmul_f16")),
    "sm80_fma_gelu": (
        INPUTS / "sm80_extra" / "expected" / "matmul_f32_ieee_bias_gelu.ttgir", 80, {"num_warps": 4, "num_stages": 3}
    ),
    "sm80_softmax": (INPUTS / "corpus" / "sm80" / "softmax.ttgir", 80, {"num_warps": 4}),
    "sm90_layernorm": (INPUTS / "corpus" / "sm90" / "layernorm.ttgir", 90, {"num_warps": 4}),
}


def _lowering_input(name: str):
    """The module as convert-triton-gpu-to-llvm gets it in make_llir, the lowering's pass text
    and the text of the pass after it (canonicalize)."""
    path, capability, launch = KERNELS[name]
    options = CompileOptions(capability=capability, line_info=False, **launch)
    texts = pipelines.make_llir(options)
    lowering = next(i for i, text in enumerate(texts) if text.startswith("convert-triton-gpu-to-llvm"))
    module = parse_buffer(registry.make_context(), path.read_text(), str(path))
    StageRunner(options).run("make_llir", module, texts[:lowering])
    return module, texts[lowering], texts[lowering + 1]


def _lower_and_count(name: str, fused: bool) -> tuple[Counter, str]:
    module, lowering_text, canonicalize_text = _lowering_input(name)
    lowering = instantiate(parse_pass_argument(lowering_text))
    if fused:
        lowering = lowering.ahead_of_canonicalize()
    ctx = registry.make_context()
    lowering.apply(ctx, module)
    counts = Counter(op.name for op in module.walk())
    instantiate(parse_pass_argument(canonicalize_text)).apply(ctx, module)
    return counts, print_operation(module, PrintOptions())


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_canonicalize_gives_the_same_module_after_the_fused_lowering(name: str) -> None:
    plain_counts, plain = _lower_and_count(name, fused=False)
    fused_counts, fused = _lower_and_count(name, fused=True)
    assert fused == plain
    # The shortcut happened: most extracts and inserts were never left for canonicalize.
    assert fused_counts["llvm.extractvalue"] < plain_counts["llvm.extractvalue"] / 2
    assert fused_counts["llvm.insertvalue"] < plain_counts["llvm.insertvalue"] / 2
    # ...and the chains' undefs stay, as canonicalize's constant order depends on them.
    assert fused_counts["llvm.mlir.undef"] == plain_counts["llvm.mlir.undef"]


def _builder_into(block: Block, canonicalize_follows: bool) -> builder.LLVMBuilder:
    """An LLVMBuilder whose ops go to the end of `block`, for the given lowering mode."""
    rewriter = SimpleNamespace(
        context=SimpleNamespace(canonicalize_follows=canonicalize_follows, deferred_packs={}), insert=block.add_op
    )
    return builder.LLVMBuilder(rewriter, UnknownLoc())


def test_a_constant_member_is_still_extracted() -> None:
    """isConstantTruePred and m_ConstantInt treat a constant operand apart: a pattern must see
    the extractvalue upstream's sees, not the constant."""
    block = Block(arg_types=[i32])
    (a,) = block.args
    b = _builder_into(block, canonicalize_follows=True)
    seven = b.i32_val(7)
    struct = builder.pack_ll_elements(b, [a, seven], lt.struct_type([i32, i32]))
    first, second = builder.unpack_ll_elements(b, struct)
    assert first is a
    assert isinstance(second.owner, llvm.ExtractValueOp) and second.owner.container is struct


def test_a_deferred_pack_is_built_after_its_undef_where_the_struct_is_used() -> None:
    block = Block(arg_types=[i32, i32])
    a, c = block.args
    b = _builder_into(block, canonicalize_follows=True)
    used = builder.pack_ll_elements(b, [a, c], lt.struct_type([i32, i32]))
    unused = builder.pack_ll_elements(b, [c, a], lt.struct_type([i32, i32]))
    b.extract_val(used, 1)
    builder.unpack_ll_elements(b, unused)  # takes the values: no use
    builder.build_deferred_packs(b.rewriter.context.deferred_packs)
    undef, first, second, undef_unused, extract = list(block.ops)
    assert (undef.results[0], undef_unused.results[0]) == (used, unused)
    assert isinstance(first, llvm.InsertValueOp) and (first.container, first.value, first.indices) == (used, a, [0])
    assert isinstance(second, llvm.InsertValueOp) and (second.container, second.value) == (first.results[0], c)
    assert second.indices == [1]
    assert isinstance(extract, llvm.ExtractValueOp) and extract.container is second.results[0]


def test_a_bitcast_to_the_values_own_type_is_the_value_where_canonicalize_follows() -> None:
    block = Block(arg_types=[i32])
    (a,) = block.args
    fused = _builder_into(block, canonicalize_follows=True)
    seven = fused.i32_val(7)
    assert fused.bitcast(a, i32) is a
    assert isinstance(fused.bitcast(seven, i32).owner, llvm.BitcastOp)  # a constant's stays
    assert isinstance(fused.bitcast(a, f32).owner, llvm.BitcastOp)
    plain = _builder_into(block, canonicalize_follows=False)
    assert isinstance(plain.bitcast(a, i32).owner, llvm.BitcastOp)


def test_without_canonicalize_after_it_every_member_is_extracted() -> None:
    block = Block(arg_types=[i32, i32])
    b = _builder_into(block, canonicalize_follows=False)
    struct = builder.pack_ll_elements(b, list(block.args), lt.struct_type([i32, i32]))
    members = builder.unpack_ll_elements(b, struct)
    assert [type(member.owner) for member in members] == [llvm.ExtractValueOp] * 2


def test_the_driver_fuses_only_where_canonicalize_follows_unseen() -> None:
    runner = StageRunner(CompileOptions(capability=80))
    lowering = instantiate(parse_pass_argument("convert-triton-gpu-to-llvm"))
    assert runner._fuses_with_canonicalize(lowering, ["canonicalize{top-down=true}"])
    assert not runner._fuses_with_canonicalize(lowering, ["cse"])
    assert not runner._fuses_with_canonicalize(lowering, [])
    assert not runner._fuses_with_canonicalize(lowering, ["canonicalize{max-num-rewrites=10}"])
    assert not runner._fuses_with_canonicalize(instantiate(parse_pass_argument("cse")), ["canonicalize"])
    # A dump after each pass, an explorer page or a reproducer shows the IR between: no fusing.
    assert not StageRunner(CompileOptions(capability=80), dump_after_each=print)._fuses_with_canonicalize(
        lowering, ["canonicalize"]
    )
    assert not StageRunner(CompileOptions(capability=80), reproducer_prefix="r")._fuses_with_canonicalize(
        lowering, ["canonicalize"]
    )


def _run_in_a_stage(runner: StageRunner, name: str) -> str:
    module, lowering_text, canonicalize_text = _lowering_input(name)
    runner.run("make_llir", module, [lowering_text, canonicalize_text])
    return print_operation(module, PrintOptions())


def test_a_dumped_lowering_is_upstreams_and_an_undumped_one_is_fused(monkeypatch) -> None:
    """With a dump after each pass (MLIR_ENABLE_DUMP's), the IR after the lowering is the plain
    pass's, the one Triton dumps; without, the stage fuses, and ends with the same module."""
    module, lowering_text, _ = _lowering_input("sm80_softmax")
    instantiate(parse_pass_argument(lowering_text)).apply(registry.make_context(), module)
    plain = print_operation(module, PrintOptions())
    dumps: list[str] = []
    dumped = _run_in_a_stage(
        StageRunner(CompileOptions(capability=80), dump_after_each=lambda _, m: dumps.append(print_operation(m))),
        "sm80_softmax",
    )
    assert dumps[0] == plain

    fused_copies = []
    ahead = ConvertTritonGPUToLLVM.ahead_of_canonicalize
    monkeypatch.setattr(
        ConvertTritonGPUToLLVM, "ahead_of_canonicalize", lambda self: fused_copies.append(self) or ahead(self)
    )
    assert _run_in_a_stage(StageRunner(CompileOptions(capability=80)), "sm80_softmax") == dumped
    assert len(fused_copies) == 1
