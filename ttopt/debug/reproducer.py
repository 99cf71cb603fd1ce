"""Crash reproducers: `--mlir-pass-pipeline-crash-reproducer=FILE` and `--run-reproducer`,
as MLIR's PassCrashRecovery.cpp writes and reads them.

When a pass fails (an error, a Python exception, IR that does not verify), FILE gets the IR
the failing pipeline started from (or, with `--mlir-pass-pipeline-local-reproducer`, the IR
the failing pass started from) followed by the resource block MLIR's appendReproducer
prints through its AsmResourceBuilder:

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(canonicalize{  max-iterations=10 ...},cse)",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

and the driver reports PassCrashReproducerGenerator::finalize's error and note. Replaying
reads the block back (PassReproducerOptions::attachResourceParser / apply); Triton 3.6's own
reproducers (TRITON_REPRODUCER_PATH, `builtin.module(any(...))`) name upstream passes ttopt
does not implement or leaves out: those stand in as ttopt-compile's stages treat them
(skipped when the kernel has nothing they act on, an error naming them otherwise).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt import registry
from ttopt.backend.pipelines import UNIMPLEMENTED
from ttopt.debug import REPRODUCER_RESOURCE
from ttopt.debug.pipeline_text import textual_pass
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.pass_manager import (
    PassInstrumentation,
    PassSpec,
    instantiate,
    parse_pass_argument,
    parse_pipeline,
    pass_class_name,
)

FAILURE_MESSAGE = "Failures have been detected while processing an MLIR pass pipeline"


class ReproducerError(ValueError):
    """The file's `mlir_reproducer` block cannot be used (the message says why)."""


# -- writing ---------------------------------------------------------------------------


def escaped_string(text: str) -> str:
    """llvm::printEscapedString: `\\` doubled, `"` and unprintable bytes as `\\XX`."""
    out = []
    for byte in text.encode():
        char = chr(byte)
        if char == "\\":
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and char != '"':
            out.append(char)
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)


def reproducer_text(module_text: str, pipeline: str, disable_threading: bool, verify_each: bool) -> str:
    """The module as printed (ending in a newline), then the external resource block as MLIR's
    AsmPrinter ends a file with it: an empty line, `{-#`, the block, `#-}`."""
    flags = f"      disable_threading: {_bool(disable_threading)},\n      verify_each: {_bool(verify_each)}\n"
    return (
        f"{module_text}\n{{-#\n  external_resources: {{\n    {REPRODUCER_RESOURCE}: {{\n"
        f'      pipeline: "{escaped_string(pipeline)}",\n{flags}    }}\n  }}\n#-}}\n'
    )


def _bool(value: bool) -> str:
    return "true" if value else "false"


@dataclass
class CrashReproducer(PassInstrumentation):
    """CrashReproducerInstrumentation with a file stream: snapshots the IR before the pipeline
    (or, local, before each pass) and writes the reproducer once, at the first failure."""

    path: str
    print_ir: Callable[[ModuleOp], str]
    local: bool = False
    disable_threading: bool = False
    verify_each: bool = True
    report: Diagnostic | None = None
    """The error (with its note) the driver reports after the failing pass's own diagnostic."""
    _snapshot: ModuleOp | None = None
    _elements: str = ""

    def run_before_pipeline(self, passes: list[ModulePass], module: ModuleOp) -> None:
        if not self.local:
            self._snapshot = module.clone()
            self._elements = ",".join(textual_pass(p) for p in passes)

    def run_before_pass(self, instance: ModulePass, module: ModuleOp) -> None:
        if self.local:
            self._snapshot = module.clone()
            self._elements = textual_pass(instance)

    def run_after_pass_failed(self, instance: ModulePass, module: ModuleOp) -> None:
        if self.report is not None or self._snapshot is None:
            return
        description = self._write()
        running = f"`{pass_class_name(type(instance))}` on 'builtin.module' operation"
        executing = running if self.local else f"[{running}]"
        self.report = Diagnostic(Severity.ERROR, FAILURE_MESSAGE, module.location)
        self.report.attach_note(f"Pipeline failed while executing {executing}: {description}")

    def _write(self) -> str:
        assert self._snapshot is not None
        pipeline = f"builtin.module({self._elements})"
        text = reproducer_text(self.print_ir(self._snapshot), pipeline, self.disable_threading, self.verify_each)
        try:
            Path(self.path).write_text(text)
        except OSError as error:
            return f"failed to create output stream: Failed to create reproducer stream: {error.strerror}"
        return f"reproducer generated at `{self.path}`"


def stage_pipeline_text(pass_texts: list[str]) -> str:
    """A ttopt-compile stage's pass list as a reproducer's pipeline: ttopt's passes as MLIR
    prints them, the upstream passes ttopt stands in for as the stage lists them."""
    elements = []
    for text in pass_texts:
        spec = parse_pass_argument(text)
        elements.append(textual_pass(instantiate(spec)) if spec.name in registry.PASSES else text)
    return f"builtin.module({','.join(elements)})"


# -- replaying ---------------------------------------------------------------------------


@dataclass
class ReproducerOptions:
    """PassReproducerOptions: what a file's `mlir_reproducer` block sets (None: not given)."""

    pipeline: str | None = None
    disable_threading: bool | None = None
    verify_each: bool | None = None

    @classmethod
    def from_resources(cls, resources: dict[str, dict[str, str | bool]]) -> ReproducerOptions:
        options = cls()
        for key, value in resources.get(REPRODUCER_RESOURCE, {}).items():
            expected = str if key == "pipeline" else bool
            if key not in ("pipeline", "disable_threading", "verify_each"):
                raise ReproducerError(f"unknown '{REPRODUCER_RESOURCE}' resource key '{key}'")
            if not isinstance(value, expected):
                raise ReproducerError(f"expected a {'string' if expected is str else 'boolean'} for '{key}'")
            setattr(options, key, value)
        return options

    def passes(self) -> list[ModulePass] | None:
        """The reproducer's pipeline, or None when the file names none."""
        if self.pipeline is None:
            return None
        return [_instantiate_or_stand_in(spec) for spec in parse_pipeline(self.pipeline)]


def _instantiate_or_stand_in(spec: PassSpec) -> ModulePass:
    if spec.name in registry.PASSES or spec.name not in (*UNIMPLEMENTED, *LEFT_OUT):
        return instantiate(spec)
    return stand_in_class(spec.name)()


LEFT_OUT: dict[str, str] = {}
"""Upstream passes ttopt's stages leave out on purpose (ttopt.backend.pipelines), and why."""

NESTED_PIPELINES = {"convert-warp-specialize-to-llvm": ("reconcile-unrealized-casts",)}
"""What an upstream pass runs as a nested pipeline on the module even when it has nothing of
its own to do (ttopt-compile's make_llir lists it after the pass instead)."""


@dataclass(frozen=True)
class UpstreamPassStandIn(ModulePass):
    """An upstream pass ttopt lacks, in a replayed Triton pipeline. One ttopt leaves out on
    purpose is skipped with a note; one it does not implement yet is skipped (with a note)
    when the kernel has none of what it rewrites, and is an error naming it otherwise."""

    name = "upstream-pass"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.name in LEFT_OUT:
            _note(f"skipped {self.name}: {LEFT_OUT[self.name]}")
            return
        missing = UNIMPLEMENTED[self.name]
        if missing.finds(op):
            raise DiagnosticError(
                Diagnostic(
                    Severity.ERROR,
                    f"this kernel needs pass '{self.name}' (it has {missing.acts_on}), which ttopt does not implement yet",
                    op.location,
                )
            )
        _note(f"skipped {self.name}: the kernel has no {missing.acts_on}")
        for nested in NESTED_PIPELINES.get(self.name, ()):
            instantiate(PassSpec(nested)).apply(ctx, op)


def _note(message: str) -> None:
    sys.stderr.write(f"ttopt: note: {message}\n")


def stand_in_class(pass_name: str) -> type[UpstreamPassStandIn]:
    """A stand-in class named as the upstream pass (dumps and reproducers print its name)."""
    return type(f"StandIn[{pass_name}]", (UpstreamPassStandIn,), {"name": pass_name, "cpp_name": pass_name})
