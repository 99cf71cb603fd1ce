"""Triton 3.6's CUDA compile stages as pass lists, and what ttopt does about passes it lacks.

The lists follow `third_party/nvidia/backend/compiler.py` of Triton 3.6 (make_ttir, make_ttgir,
make_llir), in upstream's order and with upstream's options, as captured in
test/Inputs/triton-3.6-pipelines.txt (a copy of the shared docs' capture). Deliberate differences:

- none in `enable-line-info`: make_llir ends with it unless line info is disabled, as
  upstream's knobs.compilation.disable_line_info (TRITON_DISABLE_LINE_INFO, read when the
  options are made, or `line_info=False`; ttopt-compile's --disable-line-info). With
  knobs.compilation.dump_ir_extract_di_local_variables (LLVM_EXTRACT_DI_LOCAL_VARIABLES, or
  `extract_di_local_variables=True`; --extract-di-local-variables) make_llir ends with
  `extract-variable-info` (after `enable-line-info`, when line info is on), which upstream
  runs in pass managers of their own.
- make_llir lists `reconcile-unrealized-casts` after `convert-warp-specialize-to-llvm`:
  upstream's pass runs it on the module itself (a nested pipeline, before lowering any
  `ttg.warp_specialize`), which pass_manager.get_pipeline_str() does not show.
- A pass ttopt does not implement yet is run only where it provably has nothing to do: each
  has a test on the IR for what it acts on (tensor memory for the tmem passes, more than
  one CTA for plan-cta ...). When the IR has it, the compile stops with an error
  naming the pass; when it does not, the stage log says the pass was skipped and why, and
  ttopt does what upstream's pass does on such IR: nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp

from ttopt.support.environment import get_bool_env


@dataclass(frozen=True)
class CompileOptions:
    """Upstream's CUDAOptions that shape the pipelines."""

    capability: int = 90  # 80 for cuda:80 (sm_80), 90 for cuda:90 (sm_90a)
    num_warps: int = 4
    num_stages: int = 3
    num_ctas: int = 1
    ptx_version: int = 87  # what Triton 3.6 with its bundled ptxas 12.8 emits
    enable_fp_fusion: bool = True
    line_info: bool = field(default_factory=lambda: not line_info_disabled_by_environment())
    """make_llir's `enable-line-info`: LLVM debug locations, hence `.loc` lines in the PTX."""
    extract_di_local_variables: bool = field(default_factory=lambda: di_local_variables_by_environment())
    """make_llir's `extract-variable-info`: `#dbg_value` records of the named values. Like
    upstream's C++, `enable-line-info` reads LLVM_EXTRACT_DI_LOCAL_VARIABLES itself (for a
    `Full` compile unit), so set the variable too."""

    @property
    def target(self) -> str:
        return f"cuda:{self.capability}"

    @property
    def arch(self) -> str:
        """ptxas/LLVM processor name: sm_90a on Hopper (wgmma, setmaxnreg need the `a`)."""
        return "sm_90a" if self.capability == 90 else f"sm_{self.capability}"


def line_info_disabled_by_environment() -> bool:
    """knobs.compilation.disable_line_info: TRITON_DISABLE_LINE_INFO set to on, true or 1."""
    return get_bool_env("TRITON_DISABLE_LINE_INFO")


def di_local_variables_by_environment() -> bool:
    """knobs.compilation.dump_ir_extract_di_local_variables: LLVM_EXTRACT_DI_LOCAL_VARIABLES
    set to on, true or 1."""
    return get_bool_env("LLVM_EXTRACT_DI_LOCAL_VARIABLES")


_CANONICALIZE = "canonicalize{max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"


def make_ttir(o: CompileOptions) -> list[str]:
    passes = ["inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4}",
              "triton-rewrite-tensor-pointer"]
    if o.capability // 10 < 9:
        passes.append("triton-rewrite-tensor-descriptor-to-pointer")
    return [*passes, _CANONICALIZE, "triton-combine", "triton-reorder-broadcast", "cse", "symbol-dce",
            "triton-loop-unroll"]


def make_ttgir(o: CompileOptions) -> list[str]:
    if o.capability // 10 not in (8, 9):
        raise ValueError(f"ttopt compiles for sm80 and sm90 (cuda:80, cuda:90), not {o.target}")
    passes = [
        f"convert-triton-to-tritongpu{{enable-source-remat=false num-ctas={o.num_ctas} num-warps={o.num_warps} "
        f"target={o.target} threads-per-warp=32}}",
        "tritongpu-coalesce",
        "tritongpu-F32DotTC{emu-tf32=true}",
        "triton-nvidia-gpu-plan-cta",
        "tritongpu-remove-layout-conversions",
        "tritongpu-optimize-thread-locality",
        "tritongpu-accelerate-matmul",
        "tritongpu-remove-layout-conversions",
        "tritongpu-optimize-dot-operands{hoist-layout-conversion=true}",
        "triton-nvidia-optimize-descriptor-encoding",
        "triton-loop-aware-cse",
        "tritongpu-fuse-nested-loops",
        _CANONICALIZE,
        "triton-licm",
        _CANONICALIZE,
        "tritongpu-combine-tensor-select-and-if",
        f"nvgpu-warp-specialization{{dump-intermediate-steps=false num-stages={o.num_stages}}}",
        f"tritongpu-assign-latencies{{num-stages={o.num_stages}}}",
        "tritongpu-schedule-loops",
        f"tritongpu-pipeline{{dump-intermediate-steps=false num-stages={o.num_stages}}}",
        _CANONICALIZE,
        "triton-loop-aware-cse",
        "tritongpu-prefetch",
        "tritongpu-optimize-dot-operands{hoist-layout-conversion=true}",
        "tritongpu-coalesce-async-copy",
        "triton-nvidia-optimize-tmem-layouts",
    ]
    if o.capability // 10 >= 9:
        passes.append("triton-nvidia-tma-lowering")
    return [
        *passes,
        "tritongpu-remove-layout-conversions",
        "triton-nvidia-interleave-tmem",
        "tritongpu-reduce-data-duplication",
        "tritongpu-reorder-instructions",
        "triton-loop-aware-cse",
        "symbol-dce",
        f"triton-nvidia-gpu-fence-insertion{{compute-capability={o.capability}}}",
        "triton-nvidia-mma-lowering",
        "sccp",
        "cse",
        _CANONICALIZE,
    ]


def make_llir(o: CompileOptions) -> list[str]:
    line_info = ["enable-line-info"] if o.line_info else []
    local_variables = ["extract-variable-info"] if o.extract_di_local_variables else []
    return [
        "tritongpu-combine-tensor-select-and-if",
        "tritongpu-allocate-warp-groups",
        "convert-scf-to-cf",
        "gluon-inline",
        f"allocate-shared-memory-nv{{compute-capability={o.capability} ptx-version={o.ptx_version}}}",
        "triton-tensor-memory-allocation",
        "triton-nvidia-check-matmul-two-cta",
        "tritongpu-global-scratch-memory-allocation",
        f"triton-nvidia-gpu-proxy-fence-insertion{{compute-capability={o.capability}}}",
        f"convert-triton-gpu-to-llvm{{compute-capability={o.capability} ptx-version={o.ptx_version}}}",
        _CANONICALIZE,
        "cse",
        "convert-nv-gpu-to-llvm",
        "convert-warp-specialize-to-llvm",
        # Run by convert-warp-specialize-to-llvm as a nested pipeline (hence missing from
        # upstream's pass list, but in its IR dumps): ttopt's stand-in for that pass does not.
        "reconcile-unrealized-casts",
        _CANONICALIZE,
        "cse",
        "symbol-dce",
        "convert-nvvm-to-llvm",
        *line_info,
        *local_variables,
    ]


# -- passes ttopt lacks: when they would act, and what upstream's does when they would not -------


@dataclass(frozen=True)
class Unimplemented:
    """`acts_on` names what in the IR upstream's pass rewrites; `finds` looks for it."""

    acts_on: str
    finds: Callable[[ModuleOp], bool]


def _has_op(*prefixes: str) -> Callable[[ModuleOp], bool]:
    return lambda module: any(op.name.startswith(prefixes) for op in module.walk())


def _more_than_one_cta(module: ModuleOp) -> bool:
    ctas = module.attributes.get("ttg.num-ctas")
    return ctas is not None and ctas.value.data > 1


UNIMPLEMENTED: dict[str, Unimplemented] = {
    "triton-nvidia-gpu-plan-cta": Unimplemented("more than one CTA (ttg.num-ctas > 1)", _more_than_one_cta),
    "nvgpu-warp-specialization": Unimplemented(
        "loops marked tt.warp_specialize", lambda m: any("tt.warp_specialize" in op.attributes for op in m.walk())
    ),
    "triton-nvidia-optimize-tmem-layouts": Unimplemented("tensor memory (Blackwell)", _has_op("ttng.tmem", "ttng.tc_gen5")),
    "triton-nvidia-interleave-tmem": Unimplemented("tensor memory (Blackwell)", _has_op("ttng.tmem", "ttng.tc_gen5")),
    "convert-warp-specialize-to-llvm": Unimplemented("ttg.warp_specialize", _has_op("ttg.warp_specialize")),
}
