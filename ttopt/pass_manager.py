"""MLIR's pipeline syntax, pass options, and a pass manager with instrumentation.

A pass is a frozen-dataclass `ModulePass` whose `name` is its command-line name
and whose dataclass fields are its options (`num_stages` is `num-stages` unless
the field's metadata names it otherwise). `ttopt.registry.PASSES` names every pass
the driver, `--help` and `--pass-pipeline` know.
"""

from __future__ import annotations

import dataclasses
import time
import types
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt import registry
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity


def option(default: Any, help: str, name: str | None = None) -> Any:
    """A pass option: a dataclass field with its help text (and CLI name if unusual)."""
    metadata = {"help": help}
    if name is not None:
        metadata["option"] = name
    if isinstance(default, list | dict):
        raise TypeError("pass options must have immutable defaults")
    return field(default=default, metadata=metadata)


def pass_summary(cls: type[ModulePass]) -> str:
    doc = cls.__doc__ or ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


def pass_class_name(cls: type[ModulePass]) -> str:
    """The name MLIR shows in 'IR Dump After X (arg)': upstream's C++ class name."""
    return getattr(cls, "cpp_name", cls.__name__)


@dataclass(frozen=True)
class OptionInfo:
    name: str
    field_name: str
    type: Any
    default: Any
    help: str


@cache
def pass_options(cls: type[ModulePass]) -> tuple[OptionInfo, ...]:
    """A pass class's options, once per class: resolving their annotations (typing.get_type_hints
    evaluates every string annotation of the class and its bases) cost ~0.2 ms per pass, each
    time a pipeline of ~60 passes was built."""
    hints = typing.get_type_hints(cls)
    return tuple(
        OptionInfo(
            f.metadata.get("option", f.name.replace("_", "-")),
            f.name,
            hints[f.name],
            f.default,
            f.metadata.get("help", ""),
        )
        for f in dataclasses.fields(cls)
    )


# -- pipeline text -------------------------------------------------------------


class PipelineSyntaxError(ValueError):
    pass


@dataclass(frozen=True)
class PassSpec:
    name: str
    options: tuple[tuple[str, str], ...] = ()


def parse_options(text: str) -> tuple[tuple[str, str], ...]:
    """`a=1 b="x y" c={nested pipeline}` -> (('a','1'), ('b','x y'), ('c','nested pipeline'))."""
    options: list[tuple[str, str]] = []
    i = 0
    while i < len(text):
        if text[i] in " ,":
            i += 1
            continue
        key_end = i
        while key_end < len(text) and text[key_end] not in "= ":
            key_end += 1
        key = text[i:key_end]
        if key_end >= len(text) or text[key_end] != "=":
            options.append((key, "true"))
            i = key_end
            continue
        value, i = _scan_option_value(text, key_end + 1)
        options.append((key, value))
    return tuple(options)


def _scan_option_value(text: str, i: int) -> tuple[str, int]:
    if i < len(text) and text[i] in "\"'":
        end = text.find(text[i], i + 1)
        if end < 0:
            raise PipelineSyntaxError(f"unterminated quote in option value: {text[i:]}")
        return text[i + 1 : end], end + 1
    if i < len(text) and text[i] == "{":
        end = _matching(text, i, "{", "}")
        return text[i + 1 : end], end + 1
    start, depth = i, 0
    while i < len(text) and (depth or text[i] != " "):
        depth += {"(": 1, "{": 1, "[": 1, ")": -1, "}": -1, "]": -1}.get(text[i], 0)
        i += 1
    return text[start:i], i


def _matching(text: str, start: int, open_: str, close: str) -> int:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return i
    raise PipelineSyntaxError(f"unbalanced '{open_}' in '{text}'")


def parse_pass_argument(text: str) -> PassSpec:
    """One pass as written on the command line: `name`, `name{opts}` or `name=opts`."""
    text = text.strip()
    if "{" in text:
        brace = text.index("{")
        if not text.endswith("}"):
            raise PipelineSyntaxError(f"expected '}}' at the end of '{text}'")
        return PassSpec(text[:brace], parse_options(text[brace + 1 : -1]))
    if "=" in text:
        name, _, opts = text.partition("=")
        return PassSpec(name, parse_options(opts))
    return PassSpec(text)


def parse_pipeline(text: str) -> list[PassSpec]:
    """`builtin.module(a, b{x=1}, tt.func(c))` -> flat list of passes.

    Op-anchored sub-pipelines (`tt.func(...)`, `any(...)`) run over the whole
    module: every ttopt pass is a module pass that visits all functions.
    """
    text = text.strip()
    if text.startswith("builtin.module(") and text.endswith(")"):
        text = text[len("builtin.module(") : -1]
    return list(_split_pipeline(text))


def _split_pipeline(text: str) -> Iterator[PassSpec]:
    for element in _split_top_level(text):
        element = element.strip()
        if not element:
            continue
        paren = element.find("(")
        brace = element.find("{")
        if paren >= 0 and (brace < 0 or paren < brace) and element.endswith(")"):
            yield from _split_pipeline(element[paren + 1 : -1])
        else:
            yield parse_pass_argument(element)


def _split_top_level(text: str) -> Iterator[str]:
    depth, start = 0, 0
    for i, c in enumerate(text):
        if c in "({[":
            depth += 1
        elif c in ")}]":
            depth -= 1
        elif c == "," and depth == 0:
            yield text[start:i]
            start = i + 1
    yield text[start:]


def instantiate(spec: PassSpec) -> ModulePass:
    cls = registry.pass_class(spec.name)
    if cls is None:
        raise PipelineSyntaxError(f"'{spec.name}' does not refer to a registered pass or pass pipeline")
    if not spec.options:
        return cls()
    by_name = {info.name: info for info in pass_options(cls)}
    values: dict[str, Any] = {}
    for key, raw in spec.options:
        info = by_name.get(key)
        if info is None:
            raise PipelineSyntaxError(f"no such option '{key}' for pass '{spec.name}'")
        values[info.field_name] = _convert_option(spec.name, info, raw)
    return cls(**values)


def _convert_option(pass_name: str, info: OptionInfo, raw: str) -> Any:
    kind = _strip_optional(info.type)
    try:
        if kind is bool:
            lowered = raw.lower()
            if lowered in ("true", "1", "on", "yes", ""):
                return True
            if lowered in ("false", "0", "off", "no"):
                return False
            raise ValueError(raw)
        if kind is int:
            return int(raw, 0)
        if kind is float:
            return float(raw)
        if typing.get_origin(kind) is tuple:
            return tuple(int(part, 0) for part in raw.split(",") if part)
        return raw
    except ValueError:
        raise PipelineSyntaxError(
            f"invalid value '{raw}' for option '{info.name}' of pass '{pass_name}'"
        ) from None


def _strip_optional(kind: Any) -> Any:
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(kind) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return kind


def pipeline_string(passes: list[ModulePass]) -> str:
    return "builtin.module(" + ",".join(pass_spec_text(p) for p in passes) + ")"


def pass_spec_text(instance: ModulePass) -> str:
    options = pass_options(type(instance))
    if not options:
        return instance.name
    parts = [f"{o.name}={option_text(getattr(instance, o.field_name))}" for o in options]
    return f"{instance.name}{{{' '.join(parts)}}}"


def option_text(value: Any) -> str:
    """A pass option's value as MLIR prints it in a pipeline."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    return str(value)


# -- running passes --------------------------------------------------------------


class PassInstrumentation:
    """Hooks around a pipeline and each of its passes, as MLIR's PassInstrumentation
    (mlir/include/mlir/Pass/PassInstrumentation.h): IR dumps to files, crash reproducers.
    Every hook does nothing unless a subclass overrides it."""

    def run_before_pipeline(self, passes: list[ModulePass], module: ModuleOp) -> None:
        """Before the first pass runs (PassManager::runWithCrashRecovery's initialize)."""

    def run_before_pass(self, instance: ModulePass, module: ModuleOp) -> None:
        """runBeforePass."""

    def run_after_pass(self, instance: ModulePass, module: ModuleOp) -> None:
        """runAfterPass: the pass succeeded and the IR verified."""

    def run_after_pass_failed(self, instance: ModulePass, module: ModuleOp) -> None:
        """runAfterPassFailed: the pass failed, raised, or left IR that does not verify."""


@dataclass
class Instrumentation:
    """What the driver wants around each pass (all optional)."""

    print_before: Callable[[ModulePass], bool] = lambda _: False
    print_after: Callable[[ModulePass], bool] = lambda _: False
    print_after_change_only: bool = False
    print_after_failure: bool = False
    verify_each: bool = True
    dump: Callable[[str, ModulePass, ModuleOp], None] | None = None
    """Called with ('Before' | 'After' | 'After failure', pass, module)."""
    fingerprint: Callable[[ModuleOp], str] | None = None
    """Text used to tell whether a pass changed the module (print-after-change)."""
    verify: Callable[[ModuleOp], None] | None = None
    instrumentations: list[PassInstrumentation] = field(default_factory=list)
    """Run in order before each pass, in reverse order after it (MLIR's PassInstrumentor)."""


@dataclass
class PassTiming:
    name: str
    seconds: float


class _RunningPass:
    """What the running pass reports back to the pass manager (MLIR's PassExecutionState)."""

    left_ir_unchanged: ModulePass | None = None
    """The pass that reported leaving the IR as it found it (see mark_ir_unchanged)."""
    changed_only_locations: ModulePass | None = None
    """The pass that reported changing nothing but locations (see mark_only_locations_changed)."""


def mark_ir_unchanged(reporter: ModulePass) -> None:
    """For a pass that left the IR exactly as it found it: the pass manager does not verify
    the IR again, which would give the answer it gave after the previous pass.

    MLIR skips the verifier when a pass preserved all analyses (OpToOpPassAdaptor::run), which
    CSE declares when it changed nothing (Pass::markAllAnalysesPreserved). Other ttopt passes
    report it too (canonicalize, the pattern passes, symbol-dce, loop-aware CSE, ...), which
    only saves time; test_unchanged_ir_reports checks the reports on whole compiles.
    `reporter` is the pass itself: a pass run inside another's `apply` (the inliner inside
    gluon-inline) speaks for itself, not for the outer pass."""
    _RunningPass.left_ir_unchanged = reporter


def mark_only_locations_changed(reporter: ModulePass) -> None:
    """For a pass that changed ops' locations and nothing else (enable-line-info): the pass
    manager does not verify the IR again. The verifier, and every op's checks, read a location
    only to report a failure at it, so verifying would give the answer it gave after the
    previous pass, over every op of a lowered kernel (~1.5% of compiling the sm80 matmul).
    MLIR verifies after such a pass too; that only costs time. test_unchanged_ir_reports checks
    the reports on whole compiles (the module's text without locations stays the same)."""
    _RunningPass.changed_only_locations = reporter


@dataclass
class PassManager:
    passes: list[ModulePass]
    instrumentation: Instrumentation = field(default_factory=Instrumentation)
    timings: list[PassTiming] = field(default_factory=list)

    def run(self, ctx: Context, module: ModuleOp) -> None:
        """Run every pass; raise DiagnosticError when one fails or leaves invalid IR."""
        for hooks in self.instrumentation.instrumentations:
            hooks.run_before_pipeline(self.passes, module)
        for instance in self.passes:
            self._run_one(ctx, module, instance)

    def _run_one(self, ctx: Context, module: ModuleOp, instance: ModulePass) -> None:
        inst = self.instrumentation
        if inst.dump and inst.print_before(instance):
            inst.dump("Before", instance, module)
        before = inst.fingerprint(module) if inst.print_after_change_only and inst.fingerprint else None
        for hooks in inst.instrumentations:
            hooks.run_before_pass(instance, module)
        start = time.perf_counter()
        _RunningPass.left_ir_unchanged = _RunningPass.changed_only_locations = None
        try:
            instance.apply(ctx, module)
            if inst.verify_each and inst.verify and not _answers_verification_as_before(instance):
                inst.verify(module)
        except DiagnosticError:
            self._after_failure(instance, module)
            raise
        except Exception as error:  # a crash inside a pass is still reported as a diagnostic
            self._after_failure(instance, module)
            raise internal_error(instance, module, error) from error
        finally:
            self.timings.append(PassTiming(pass_display(instance), time.perf_counter() - start))
        if inst.dump and inst.print_after(instance):
            if before is None or before != inst.fingerprint(module):
                inst.dump("After", instance, module)
        for hooks in reversed(inst.instrumentations):
            hooks.run_after_pass(instance, module)

    def _after_failure(self, instance: ModulePass, module: ModuleOp) -> None:
        inst = self.instrumentation
        for hooks in reversed(inst.instrumentations):
            hooks.run_after_pass_failed(instance, module)
        if inst.dump and inst.print_after_failure:
            inst.dump("After failure", instance, module)


def _answers_verification_as_before(instance: ModulePass) -> bool:
    """Whether the pass reported leaving the IR as verified before it: unchanged, or changed
    only in locations."""
    return instance is _RunningPass.left_ir_unchanged or instance is _RunningPass.changed_only_locations


class InternalError(DiagnosticError):
    """A Python exception that escaped a pass, reported as a diagnostic; `crash` is the exception
    (the driver prints its traceback under --show-traceback or --debug)."""

    def __init__(self, diagnostic: Diagnostic, crash: Exception):
        super().__init__(diagnostic)
        self.crash = crash


INTERNAL_ERROR_HINT = "this is a bug in ttopt; rerun with --show-traceback for the Python traceback"


def internal_error(instance: ModulePass, module: ModuleOp, error: Exception) -> InternalError:
    diagnostic = Diagnostic(
        Severity.ERROR, f"pass '{instance.name}' failed: {type(error).__name__}: {error}", module.location
    )
    diagnostic.attach_note(INTERNAL_ERROR_HINT)
    return InternalError(diagnostic, error)


def pass_display(instance: ModulePass) -> str:
    return f"{pass_class_name(type(instance))}"
