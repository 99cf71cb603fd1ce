"""`ttopt-compile`: Triton 3.6's staged CUDA compile with ttopt's passes.

    ttopt-compile kernel.ttir --target cuda:90 --num-warps 4 --num-stages 3 -o out/

runs make_ttir, make_ttgir and make_llir (ttopt.backend.pipelines: upstream's passes in
upstream's order), translates the LLVM dialect to LLVM IR, links libdevice when the kernel
calls it, optimizes at O3 and emits PTX (llvmlite), and assembles a cubin (ptxas). Like
Triton's cache directory, `out/` gets NAME.ttir, NAME.ttgir, NAME.llir, NAME.ptx, NAME.cubin
and NAME.json (name, num_warps, shared bytes, global scratch needs, parameters and, for
host-side tensor descriptors, `tensordesc_meta`: what ttopt.runtime needs to launch).
`--print-ir-after-all` dumps the IR after every pass to stderr; on a terminal each stage
prints a progress line. For debugging (ttopt.debug): the input may be any stage file (.ttgir,
.llir, .ptx) to resume from, `--override-dir` takes hand-edited stage files in place of the
computed ones (Triton's TRITON_KERNEL_OVERRIDE), `--dump-dir` writes every pass's IR and diff
as a file tree, `--reproducer` writes Triton-style reproducers, `--mlir-timing` times passes.
The Python API is `compile_kernel(text, options)`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from ttopt import registry
from ttopt.backend import pipelines, ptxas
from ttopt.backend import ptx as ptx_backend
from ttopt.backend.pipelines import CompileOptions
from ttopt.backend.tensordesc_metadata import tensordesc_metadata
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.debug.reproducer import CrashReproducer, reproducer_text, stage_pipeline_text
from ttopt.debug.resume import (
    StageOverrides,
    input_stage,
    metadata_next_to,
    stages_after,
)
from ttopt.debug.timing import DISPLAY_MODES, StageTimings
from ttopt.ir.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    engine_in_use,
)
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import (
    PrintOptions,
    find_name_loc,
    print_attribute_text,
    print_op_for_diagnostic,
    print_operation,
)
from ttopt.ir.verifier import verify
from ttopt.pass_manager import (
    Instrumentation,
    InternalError,
    PassInstrumentation,
    PassManager,
    instantiate,
    parse_pass_argument,
    pass_class_name,
)

# Modules only --explore, --dump-dir or --show-traceback runs need are imported by name where
# first used (import_on_demand): each is a few milliseconds of every compile's start.
from ttopt.support.collector import import_on_demand

if TYPE_CHECKING:
    from ttopt.backend.llvm_worker import LLVMWorker
    from ttopt.debug.ir_tree_dump import StageDumpTree
    from ttopt.tools.explorer import CompileExplorer


class CompileError(Exception):
    """The compile cannot go on; the message says which stage and why."""


class LLVMCalls(Protocol):
    """What runs make_llir's O3 and make_ptx: ttopt.backend.ptx itself, or an LLVMWorker."""

    def optimize_llvm_ir(
        self, text: str, target: ptx_backend.NVPTXTarget, *, libdevice: str | None = None
    ) -> str: ...  # fmt: skip

    def llvm_ir_to_ptx(
        self, text: str, target: ptx_backend.NVPTXTarget, *, enable_fp_fusion: bool = True, keep_debug: bool = False
    ) -> str: ...


@dataclass
class CompiledStages:
    """Every stage's output, as Triton's compile keeps them in its cache directory."""

    name: str
    ttir: str = ""
    ttgir: str = ""
    llir: str = ""
    ptx: str = ""
    cubin: bytes = b""
    metadata: dict = field(default_factory=dict)
    log: list[str] = field(default_factory=list)  # passes skipped and why

    def write(self, directory: Path) -> list[Path]:
        directory.mkdir(parents=True, exist_ok=True)
        written = []
        for suffix, content in (("ttir", self.ttir), ("ttgir", self.ttgir), ("llir", self.llir), ("ptx", self.ptx)):
            if content:
                path = directory / f"{self.name}.{suffix}"
                path.write_text(content)
                written.append(path)
        if self.cubin:
            path = directory / f"{self.name}.cubin"
            path.write_bytes(self.cubin)
            written.append(path)
        path = directory / f"{self.name}.json"
        path.write_text(json.dumps(self.metadata, indent=2) + "\n")
        return [*written, path]


@dataclass
class StageRunner:
    """Runs one stage's pass list on a module, with dumps and the unimplemented-pass policy."""

    options: CompileOptions
    dump_after_each: Callable[[str, ModuleOp], None] | None = None
    log: list[str] = field(default_factory=list)
    dump_tree: StageDumpTree | None = None
    timings: StageTimings | None = None
    reproducer_prefix: str | None = None
    """As Triton's TRITON_REPRODUCER_PATH: PREFIX.make_<stage>.repro.mlir holds each stage's
    input and pipeline, replaced by the failing pass alone and its input when one fails."""
    reproducer: CrashReproducer | None = None
    stages: CompiledStages | None = None
    """The stages compile_kernel fills in, as far as it got (--explore's page when it fails)."""

    def run(self, stage: str, module: ModuleOp, pass_texts: list[str]) -> None:
        ctx = registry.make_context()
        if self.dump_tree is not None:
            self.dump_tree.start_stage(stage, module)
        hooks = self._stage_reproducer(stage, module, pass_texts)
        start = time.perf_counter()
        for index, text in enumerate(pass_texts):
            spec = parse_pass_argument(text)
            cls = registry.pass_class(spec.name) if spec.name in registry.PASSES else None
            if cls is not None:
                instance = instantiate(spec)
                if self._fuses_with_canonicalize(instance, pass_texts[index + 1 : index + 2]):
                    instance = instance.ahead_of_canonicalize()
                manager = PassManager([instance], Instrumentation(verify=verify, instrumentations=hooks))
                try:
                    manager.run(ctx, module)
                finally:
                    if self.timings is not None:
                        self.timings.add(stage, manager.timings)
            else:
                self._stand_in_for(stage, spec.name, module)
            if self.dump_after_each is not None:
                self.dump_after_each(spec.name, module)
            if self.dump_tree is not None:
                self.dump_tree.after_pass(spec.name, pass_class_name(cls) if cls else spec.name, module)
        if self.timings is not None:
            self.timings.finish(stage, time.perf_counter() - start)

    def _fuses_with_canonicalize(self, instance: object, next_texts: list[str]) -> bool:
        """Whether a pass may leave what canonicalize folds away (`ahead_of_canonicalize`):
        canonicalize, with no limit on its rewrites, runs next, and no dump, explorer page or
        reproducer shows the IR between."""
        if not hasattr(instance, "ahead_of_canonicalize") or not next_texts:
            return False
        following = parse_pass_argument(next_texts[0])
        if following.name != "canonicalize" or dict(following.options).get("max-num-rewrites", "-1") != "-1":
            return False
        return self.dump_after_each is None and self.dump_tree is None and self.reproducer_prefix is None

    def _stage_reproducer(self, stage: str, module: ModuleOp, pass_texts: list[str]) -> list[PassInstrumentation]:
        """Triton's `pass_manager.run` under TRITON_REPRODUCER_PATH: the stage's reproducer is
        written before it runs; a failing pass overwrites it with a local one."""
        if self.reproducer_prefix is None:
            return []
        path = f"{self.reproducer_prefix}.{stage}.repro.mlir"
        text = reproducer_text(print_operation(module, WITH_LOCATIONS), stage_pipeline_text(pass_texts), False, True)
        try:
            Path(path).write_text(text)
        except OSError as error:
            raise CompileError(f"--reproducer: cannot write {path}: {error.strerror}") from None
        self.reproducer = CrashReproducer(
            path, lambda m: print_operation(m, WITH_LOCATIONS), local=True, disable_threading=True
        )
        return [self.reproducer]

    def _stand_in_for(self, stage: str, name: str, module: ModuleOp) -> None:
        missing = pipelines.UNIMPLEMENTED.get(name)
        if missing is None:
            raise CompileError(f"{stage}: pass '{name}' is not implemented in ttopt")
        if missing.finds(module):
            raise CompileError(
                f"{stage}: this kernel needs pass '{name}' (it has {missing.acts_on}), which ttopt does not implement yet"
            )
        self.log.append(f"{stage}: skipped {name}: the kernel has no {missing.acts_on}")


# As Triton's cache files: locations, and value names from name locations.
WITH_LOCATIONS = PrintOptions(debuginfo=True, nameloc_as_prefix=True)


@dataclass
class ResumeOptions:
    """Where a compile starts and what replaces its stages (ttopt.debug.resume)."""

    start_stage: str = "ttir"
    """The stage the input text is: ttir (make_ttir runs on it), ttgir, llir or ptx."""
    overrides: StageOverrides | None = None
    metadata: dict | None = None
    """Launch metadata for an input that is no longer MLIR (llir, ptx): the NAME.json of its compile."""


def compile_kernel(
    text: str,
    options: CompileOptions,
    filename: str = "<kernel>",
    stop_after: str = "cubin",
    dump_after_each: Callable[[str, ModuleOp], None] | None = None,
    progress: Callable[[str, float], None] | None = None,
    resume: ResumeOptions | None = None,
    runner: StageRunner | None = None,
    llvm: LLVMCalls = ptx_backend,
) -> CompiledStages:
    """Compile `text` (TTIR, or the stage `resume.start_stage` names) through every stage up
    to `stop_after` (ttir, ttgir, llir, ptx, cubin); a stage file in `resume.overrides` is
    taken in place of the stage it names. `llvm` runs make_llir's O3 and make_ptx (in this
    process by default; ttopt-compile passes its LLVM worker)."""
    resume = resume or ResumeOptions()
    runner = runner or StageRunner(options, dump_after_each)
    if resume.start_stage in ("llir", "ptx"):
        stages = runner.stages = _stages_from_text(text, filename, resume, options)
    else:
        stages = _compile_mlir_stages(text, filename, options, stop_after, progress, resume, runner, llvm)
    if stop_after in ("ttir", "ttgir", "llir"):
        return stages
    start = time.perf_counter()
    if resume.start_stage != "ptx":
        stages.ptx = _override_text(stages, "ptx", resume) or _make_ptx(stages.llir, options, llvm)
        if progress:
            progress("ptx", time.perf_counter() - start)
        if stop_after == "ptx":
            return stages
        start = time.perf_counter()
    stages.cubin = _override_cubin(stages, resume) or _make_cubin(stages.ptx, options)
    if progress:
        progress("cubin", time.perf_counter() - start)
    return stages


def _compile_mlir_stages(
    text: str,
    filename: str,
    options: CompileOptions,
    stop_after: str,
    progress: Callable[[str, float], None] | None,
    resume: ResumeOptions,
    runner: StageRunner,
    llvm: LLVMCalls,
) -> CompiledStages:
    """make_ttir, make_ttgir, make_llir from TTIR (or make_llir alone from TTGIR)."""
    ctx = registry.make_context()
    module = parse_buffer(ctx, text, filename)
    verify(module)
    kernel = _kernel_function(module)
    stages = CompiledStages(kernel.sym_name.data)
    stages.metadata = {"name": stages.name, "parameters": _parameters(kernel), "target": options.target}
    stages.log = runner.log
    runner.stages = stages
    if resume.start_stage == "ttgir":
        stages.ttgir = print_operation(module, WITH_LOCATIONS)
        stages.metadata["tensordesc_meta"] = tensordesc_metadata(kernel)
    for stage, passes in (
        ("ttir", pipelines.make_ttir(options)),
        ("ttgir", pipelines.make_ttgir(options)),
        ("llir", pipelines.make_llir(options)),
    ):
        if resume.start_stage == "ttgir" and stage != "llir":
            continue
        start = time.perf_counter()
        runner.run(f"make_{stage}", module, passes)
        if stage == "llir":
            _read_module_metadata(module, stages.metadata, options)
            stages.llir = _override_text(stages, "llir", resume) or _translate(module, options, llvm)
        else:
            module = _override_module(ctx, stages, stage, resume) or module
            setattr(stages, stage, print_operation(module, WITH_LOCATIONS))
        if stage == "ttgir":
            stages.metadata["tensordesc_meta"] = tensordesc_metadata(_kernel_function(module))
        if progress:
            progress(stage, time.perf_counter() - start)
        if stage == stop_after:
            return stages
    return stages


def _stages_from_text(text: str, filename: str, resume: ResumeOptions, options: CompileOptions) -> CompiledStages:
    """A compile resumed from LLVM IR or PTX: the kernel is named by the file, as in Triton's
    cache directory, and its launch metadata is the NAME.json of the compile that wrote it."""
    name = Path(filename).stem
    stages = CompiledStages(name)
    stages.metadata = dict(resume.metadata or {"name": name, "target": options.target})
    if resume.metadata is None:
        stages.log.append(f"no {name}.json next to {filename}: the metadata lacks parameters and shared memory")
    setattr(stages, resume.start_stage, text)
    return stages


def _override_module(ctx: Context, stages: CompiledStages, stage: str, resume: ResumeOptions) -> ModuleOp | None:
    if resume.overrides is None or (path := resume.overrides.file_for(stages.name, stage)) is None:
        return None
    stages.log.append(f"overriding {stages.name}.{stage} with {path}")
    module = parse_buffer(ctx, path.read_text(), str(path))
    verify(module)
    return module


def _override_text(stages: CompiledStages, stage: str, resume: ResumeOptions) -> str | None:
    if resume.overrides is None or (path := resume.overrides.file_for(stages.name, stage)) is None:
        return None
    stages.log.append(f"overriding {stages.name}.{stage} with {path}")
    return path.read_text()


def _override_cubin(stages: CompiledStages, resume: ResumeOptions) -> bytes | None:
    if resume.overrides is None or (path := resume.overrides.file_for(stages.name, "cubin")) is None:
        return None
    stages.log.append(f"overriding {stages.name}.cubin with {path}")
    return path.read_bytes()


def _kernel_function(module: ModuleOp):
    kernels = [op for op in module.walk() if op.name == "tt.func" and _is_public(op)]
    if len(kernels) != 1:
        raise CompileError(f"expected one public tt.func (the kernel), found {len(kernels)}")
    return kernels[0]


def _is_public(function) -> bool:
    visibility = function.properties.get("sym_visibility") or function.attributes.get("sym_visibility")
    return visibility is None or visibility.data == "public"


def _parameters(kernel) -> list[dict]:
    """The kernel's parameters as the launcher checks them: name, MLIR type, divisibility."""

    names = _argument_names(kernel)
    parameters = []
    for index, argument in enumerate(kernel.body.block.args):
        attributes = _argument_attributes(kernel, index)
        divisibility = attributes.get("tt.divisibility")
        parameters.append(
            {
                "name": names[index],
                "type": print_attribute_text(argument.type),
                "divisibility": divisibility.value.data if divisibility is not None else 1,
            }
        )
    return parameters


def _argument_names(kernel) -> list[str]:
    """Names from the arguments' name locations (`loc("x_ptr"(...))`), else arg0, arg1 ..."""
    names = []
    for index, argument in enumerate(kernel.body.block.args):
        location = find_name_loc(argument.location)
        names.append(location.desc.data if location is not None else f"arg{index}")
    return names


def _argument_attributes(kernel, index: int) -> dict:
    arg_attrs = kernel.properties.get("arg_attrs") or kernel.attributes.get("arg_attrs")
    if arg_attrs is None or index >= len(arg_attrs.data):
        return {}
    return dict(arg_attrs.data[index].data)


def _read_module_metadata(module: ModuleOp, metadata: dict, options: CompileOptions) -> None:
    """What upstream's make_llir reads off the module after its passes."""

    def int_attr(name: str, default: int | None = None) -> int | None:
        attribute = module.attributes.get(name)
        return attribute.value.data if attribute is not None else default

    metadata["num_warps"] = int_attr("ttg.total-num-warps", options.num_warps)
    metadata["num_ctas"] = options.num_ctas
    metadata["shared"] = int_attr("ttg.shared", 0)
    metadata["global_scratch_size"] = int_attr("ttg.global_scratch_memory_size", 0)
    metadata["global_scratch_align"] = int_attr("ttg.global_scratch_memory_alignment", 1)
    metadata["profile_scratch_size"] = int_attr("ttg.profile_scratch_memory_size", 0)
    metadata["profile_scratch_align"] = int_attr("ttg.profile_scratch_memory_alignment", 1)


def _target(options: CompileOptions) -> ptx_backend.NVPTXTarget:
    return ptx_backend.NVPTXTarget(options.capability, options.ptx_version)


def _translate(module: ModuleOp, options: CompileOptions, llvm: LLVMCalls) -> str:
    """make_llir's tail: LLVM IR from the LLVM dialect, libdevice linked when used, O3."""
    text = translate_to_llvm_ir(module)
    try:
        return llvm.optimize_llvm_ir(text, _target(options), libdevice=ptx_backend.find_libdevice())
    except ptx_backend.LLVMError as error:
        raise CompileError(f"make_llir: {error}") from None


def _make_ptx(llir: str, options: CompileOptions, llvm: LLVMCalls) -> str:
    try:
        return llvm.llvm_ir_to_ptx(
            llir, _target(options), enable_fp_fusion=options.enable_fp_fusion,
            keep_debug=options.extract_di_local_variables,
        )  # fmt: skip
    except ptx_backend.LLVMError as error:
        raise CompileError(f"make_ptx: {error}") from None


def _make_cubin(ptx: str, options: CompileOptions) -> bytes:
    try:
        return ptxas.assemble(ptx, options.capability, enable_fp_fusion=options.enable_fp_fusion).cubin
    except ptxas.PTXASError as error:
        raise CompileError(f"make_cubin: {error}") from None


# -- command line ---------------------------------------------------------------------------


# The Ampere, Ada and Hopper capabilities ptxas assembles for (`ptxas --help`: sm_80 to sm_90).
_CAPABILITIES = (80, 86, 87, 88, 89, 90)


def _parse_target(text: str) -> int:
    """`cuda:CC` for the capabilities ttopt's pipelines cover (sm80-sm89, sm90); Blackwell
    (cuda:100 and up), pre-Ampere targets and capabilities no GPU has (cuda:99: ptxas would
    refuse `sm_99a` after every stage ran) are refused here, before any stage runs."""
    if not text.startswith("cuda:") or not text[5:].isdigit():
        raise argparse.ArgumentTypeError(f"expected cuda:80 or cuda:90, got {text!r}")
    capability = int(text[5:])
    if capability // 10 not in (8, 9):
        raise argparse.ArgumentTypeError(
            f"{text} is not supported: ttopt compiles for Ampere and Hopper (cuda:80 to cuda:90); "
            "Blackwell (cuda:100) and older GPUs are not implemented"
        )
    if capability not in _CAPABILITIES:
        known = ", ".join(f"cuda:{known}" for known in _CAPABILITIES)
        raise argparse.ArgumentTypeError(f"{text} is no NVIDIA GPU: the Ampere and Hopper targets are {known}")
    return capability


class _ArgumentParser(argparse.ArgumentParser):
    """argparse with MLIR tools' exit code for a bad option (1, not argparse's 2), in one line."""

    def error(self, message: str):
        self.exit(1, f"{self.prog}: error: {message} (see --help)\n")


def _argument_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="ttopt-compile", description="Compile TTIR to TTGIR, LLVM IR, PTX and a cubin, stage by stage."
    )
    parser.add_argument(
        "input",
        help="a stage file to start from: .ttir (Triton 3.6's TTIR, as dumped; also .mlir), .ttgir, .llir or .ptx",
    )
    parser.add_argument("--target", type=_parse_target, default=90, help="cuda:80 or cuda:90 (default cuda:90)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--num-stages", type=int, default=3)
    parser.add_argument("--num-ctas", type=int, default=1)
    parser.add_argument("--ptx-version", type=int, default=87, help="PTX ISA version x10 (default 87, as Triton 3.6)")
    parser.add_argument("-o", "--output-dir", default=".", help="where the stages are written (default: .)")
    parser.add_argument("--stop-after", choices=("ttir", "ttgir", "llir", "ptx", "cubin"), default="cubin")
    parser.add_argument("--print-ir-after-all", action="store_true", help="dump the IR after every pass to stderr")
    parser.add_argument(
        "--show-traceback", action="store_true", help="print the Python traceback of a pass that raised"
    )
    parser.add_argument(
        "--dump-dir",
        metavar="DIR",
        help="write the IR after every pass, and the diff the pass made, under DIR/make_<stage>/ "
        "(as --mlir-print-ir-tree-dir lays it out)",
    )
    parser.add_argument(
        "--dump-after-change",
        action="store_true",
        help="with --dump-dir, dump only the passes that changed the IR (as --mlir-print-ir-after-change)",
    )
    parser.add_argument(
        "--override-dir",
        metavar="DIR",
        help="use DIR/NAME.<stage> (NAME the kernel's name) in place of the stage the compile makes, "
        "as Triton's TRITON_KERNEL_OVERRIDE does",
    )
    parser.add_argument(
        "--reproducer",
        metavar="PREFIX",
        help="write PREFIX.make_<stage>.repro.mlir, each stage's input and pipeline (the failing pass "
        "alone when one fails), as Triton's TRITON_REPRODUCER_PATH; replay with ttopt --run-reproducer",
    )
    parser.add_argument(
        "--disable-line-info",
        action="store_true",
        help="no enable-line-info, so no debug locations in the LLVM IR and no .loc lines in the PTX "
        "(as TRITON_DISABLE_LINE_INFO=1)",
    )
    parser.add_argument(
        "--extract-di-local-variables",
        action="store_true",
        help="debug info of the kernel's named values (#dbg_value records, a full-debug compile unit) "
        "for GPU debuggers (as LLVM_EXTRACT_DI_LOCAL_VARIABLES=1, which it sets)",
    )
    parser.add_argument(
        "--explore",
        metavar="FILE",
        help="also write FILE, one self-contained HTML page: the stages side by side linked by source "
        "line, every pass's diff, layouts, registers (ttopt.tools.explorer)",
    )
    parser.add_argument("--mlir-timing", action="store_true", help="report each stage's passes' times (stderr)")
    parser.add_argument("--mlir-timing-display", choices=DISPLAY_MODES, default="tree")
    return parser


def _resume_options(args: argparse.Namespace) -> ResumeOptions:
    """Where the compile starts (the input's suffix) and the override directory; a one-line
    error when --stop-after names a stage the input is already past."""
    start = input_stage(args.input)
    if start != "ttir" and args.stop_after not in stages_after(start):
        raise CompileError(f"--stop-after {args.stop_after}: the input is already a .{start} file")
    overrides = None
    if args.override_dir is not None:
        if not Path(args.override_dir).is_dir():
            raise CompileError(f"--override-dir {args.override_dir}: not a directory")
        overrides = StageOverrides(Path(args.override_dir))
    metadata = metadata_next_to(args.input) if start in ("llir", "ptx") else None
    return ResumeOptions(start, overrides, metadata)


def main(argv: list[str] | None = None, llvm_worker: LLVMWorker | None = None) -> int:
    """ttopt-compile. `llvm_worker`: the LLVM worker the console command forked before importing
    this module (ttopt.entry), used where the compile runs MLIR passes before LLVM and closed
    where it does not; without one, LLVM runs in this process."""
    args = _argument_parser().parse_args(argv)
    options = CompileOptions(args.target, args.num_warps, args.num_stages, args.num_ctas, args.ptx_version)
    if args.disable_line_info:
        options = replace(options, line_info=False)
    if args.extract_di_local_variables:
        os.environ["LLVM_EXTRACT_DI_LOCAL_VARIABLES"] = "1"  # enable-line-info reads it, as upstream's
        options = replace(options, extract_di_local_variables=True)
    try:
        text = Path(args.input).read_text()
    except OSError as error:
        print(f"ttopt-compile: cannot read {args.input}: {error.strerror}", file=sys.stderr)
        return 1
    try:
        resume = _resume_options(args)
    except CompileError as error:
        print(f"ttopt-compile: error: {error}", file=sys.stderr)
        return 1
    engine = DiagnosticEngine(op_printer=print_op_for_diagnostic)
    engine.add_source(args.input, text)
    for path in resume.overrides.mlir_files() if resume.overrides else ():
        engine.add_source(str(path), path.read_text())
    on_terminal = sys.stderr.isatty()

    def progress(stage: str, seconds: float) -> None:
        if on_terminal:
            print(f"ttopt-compile: {stage:5s} {seconds * 1000:8.1f} ms", file=sys.stderr)

    def dump(name: str, module: ModuleOp) -> None:
        header = f"// -----// IR Dump After {name} ('builtin.module' operation) //----- //"
        sys.stderr.write(f"{header}\n{print_operation(module, PrintOptions())}\n")

    explorer = None
    if args.explore is not None:
        explorer_module = import_on_demand("ttopt.tools.explorer")
        explorer = explorer_module.CompileExplorer(args.explore, text, options, args.input, resume)
    dump_tree = None
    if args.dump_dir is not None:
        dump_tree = import_on_demand("ttopt.debug.ir_tree_dump").StageDumpTree(
            Path(args.dump_dir), lambda m: print_operation(m, WITH_LOCATIONS), only_changes=args.dump_after_change
        )
    runner = StageRunner(
        options,
        _after_each(dump if args.print_ir_after_all else None, explorer and explorer.after_pass),
        dump_tree=dump_tree,
        timings=StageTimings() if args.mlir_timing else None,
        reproducer_prefix=args.reproducer,
    )
    worker = llvm_worker if llvm_worker is not None and _uses_llvm_worker(args, resume) else None
    if llvm_worker is not None and worker is None:
        llvm_worker.close()
    try:
        with engine_in_use(engine):
            stages = compile_kernel(
                text, options, args.input, args.stop_after, progress=progress, resume=resume, runner=runner,
                llvm=worker or ptx_backend,
            )  # fmt: skip
    except DiagnosticError as error:
        engine.emit(error.diagnostic)
        if runner.reproducer is not None and runner.reproducer.report is not None:
            engine.emit(runner.reproducer.report)
        if isinstance(error, InternalError) and args.show_traceback:
            import_on_demand("traceback").print_exception(error.crash, file=sys.stderr)
        _explore_failure(explorer, runner, args.input, _diagnostic_text(engine, error.diagnostic))
        return 1
    except CompileError as error:
        print(f"ttopt-compile: error: {error}", file=sys.stderr)
        _explore_failure(explorer, runner, args.input, f"ttopt-compile: error: {error}\n")
        return 1
    finally:
        if runner.timings is not None:
            sys.stderr.write(runner.timings.report(args.mlir_timing_display))
    for line in stages.log:
        print(f"ttopt-compile: note: {line}", file=sys.stderr)
    try:
        written = stages.write(Path(args.output_dir))
    except OSError as error:
        print(f"ttopt-compile: error: cannot write {error.filename}: {error.strerror}", file=sys.stderr)
        return 1
    for path in written:
        if on_terminal:
            print(f"ttopt-compile: wrote {path}", file=sys.stderr)
    return explorer.write(stages) if explorer is not None else 0


def _uses_llvm_worker(args: argparse.Namespace, resume: ResumeOptions) -> bool:
    """Whether LLVM's half of the compile runs in the LLVM worker (ttopt.backend.llvm_worker):
    where MLIR passes run before it, unless --show-traceback (a crash in the LLVM calls then
    keeps its traceback)."""
    if args.show_traceback:
        return False
    return resume.start_stage in ("ttir", "ttgir") and args.stop_after in ("llir", "ptx", "cubin")


def _after_each(*callbacks: Callable[[str, ModuleOp], None] | None) -> Callable[[str, ModuleOp], None] | None:
    """One `dump_after_each` for --print-ir-after-all and --explore (None when neither is on,
    so a plain compile prints nothing after its passes)."""
    active = [callback for callback in callbacks if callback]
    if not active:
        return None

    def after_each(name: str, module: ModuleOp) -> None:
        for callback in active:
            callback(name, module)

    return after_each


def _diagnostic_text(engine: DiagnosticEngine, diagnostic: Diagnostic) -> str:
    """The diagnostic and its notes as the engine printed them (for --explore's page)."""
    return "".join(engine.format(d) for d in (diagnostic, *diagnostic.notes))


def _explore_failure(explorer: CompileExplorer | None, runner: StageRunner, input_path: str, text: str) -> None:
    """--explore when the compile fails: the page of the stages reached, with the diagnostic
    (the -o files are not written: the exit code is 1 whatever the page)."""
    if explorer is None:
        return
    where = explorer.where_it_failed(runner.stages)
    failure = import_on_demand("ttopt.tools.explorer").Failure(where, text)
    explorer.write(runner.stages or CompiledStages(Path(input_path).stem), failure)


if __name__ == "__main__":
    sys.exit(main())
