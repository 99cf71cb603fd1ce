"""`ttopt`: the triton-opt / mlir-opt style driver.

    ttopt [options] [input.mlir] -pass-a -pass-b=opt=1 ...

Reads MLIR (a file, or stdin), optionally splits it at `// -----`, runs the named
passes (or `--pass-pipeline`), and prints the result the way MLIR does. Problems
are reported as `file:line:col: error: message` with exit code 1; `-o` is only
written when everything succeeded.
"""

from __future__ import annotations

import dataclasses
import os
import stat
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from ttopt import registry
from ttopt.debug import REPRODUCER_RESOURCE
from ttopt.debug.timing import DISPLAY_MODES, TimingRow, timing_report
from ttopt.entry import version_text
from ttopt.ir import debug
from ttopt.ir.diagnostics import DiagnosticEngine, DiagnosticError, engine_in_use
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_op_for_diagnostic, print_operation
from ttopt.ir.verifier import verify
from ttopt.ir.verify_diagnostics import DiagnosticVerifier, collect_expectations
from ttopt.pass_manager import (
    Instrumentation,
    InternalError,
    PassInstrumentation,
    PassManager,
    PassSpec,
    PipelineSyntaxError,
    instantiate,
    parse_pass_argument,
    parse_pipeline,
    pass_class_name,
    pass_options,
    pass_summary,
)

# Modules only some runs need (dumps, reproducers, tracebacks, temporary files) are imported by
# name where first used (import_on_demand): each one skipped is a few milliseconds of every lit
# RUN line.
from ttopt.support.collector import import_on_demand

if TYPE_CHECKING:
    from ttopt.debug.ir_tree_dump import IRTreePrinter, PassDiffRecorder
    from ttopt.debug.reproducer import CrashReproducer

SPLIT_MARKER = "// -----"


class UsageError(Exception):
    pass


@dataclass
class DriverOptions:
    input: str = "-"
    output: str | None = None
    split_input_file: bool = False
    verify_diagnostics: bool = False
    verify_only_expected: bool = False
    passes: list[PassSpec] = field(default_factory=list)
    pipeline: str | None = None
    debug_all: bool = False
    debug_only: list[str] = field(default_factory=list)
    print_before_all: bool = False
    print_after_all: bool = False
    print_before: set[str] = field(default_factory=set)
    print_after: set[str] = field(default_factory=set)
    print_after_change: bool = False
    print_after_failure: bool = False
    print_module_scope: bool = False
    print: PrintOptions = field(default_factory=PrintOptions)
    timing: bool = False
    timing_display: str = "tree"
    print_tree_dir: str | None = None
    crash_reproducer: str | None = None
    local_reproducer: bool = False
    run_reproducer: bool = False
    dump_pass_pipeline: bool = False
    disable_threading: bool = False
    show_traceback: bool = False
    verify_each: bool = True
    allow_unregistered: bool = False
    show_dialects: bool = False
    help: bool = False
    version: bool = False


_BOOLEAN_FLAGS = {
    "split-input-file": "split_input_file",
    "verify-diagnostics": "verify_diagnostics",
    "debug": "debug_all",
    "mlir-print-ir-before-all": "print_before_all",
    "mlir-print-ir-after-all": "print_after_all",
    "mlir-print-ir-after-change": "print_after_change",
    "mlir-print-ir-after-failure": "print_after_failure",
    "mlir-print-ir-module-scope": "print_module_scope",
    "mlir-timing": "timing",
    "mlir-pass-pipeline-local-reproducer": "local_reproducer",
    "run-reproducer": "run_reproducer",
    "dump-pass-pipeline": "dump_pass_pipeline",
    "mlir-disable-threading": "disable_threading",
    "show-traceback": "show_traceback",
    "verify-each": "verify_each",
    "allow-unregistered-dialect": "allow_unregistered",
    "show-dialects": "show_dialects",
    "help": "help",
    "h": "help",
    "version": "version",
}

_PRINT_FLAGS = {
    "mlir-print-debuginfo": "debuginfo",
    "mlir-print-op-generic": "generic",
    "mlir-use-nameloc-as-prefix": "nameloc_as_prefix",
    "mlir-print-local-scope": "local_scope",
    "mlir-pretty-debuginfo": "pretty_debuginfo",
}

_ACCEPTED_NO_OPS = {"mlir-print-stacktrace-on-diagnostic", "no-implicit-module"}

_PATH_FLAGS = {
    "mlir-print-ir-tree-dir": "print_tree_dir",
    "mlir-pass-pipeline-crash-reproducer": "crash_reproducer",
}


def parse_arguments(argv: list[str]) -> DriverOptions:
    options = DriverOptions()
    print_flags: dict[str, object] = {}
    positional: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg == "-" or not arg.startswith("-"):
            if "{" in arg and parse_pass_argument(arg).name in registry.PASSES:
                options.passes.append(parse_pass_argument(arg))
            else:
                positional.append(arg)
            continue
        name, has_value, value = arg.lstrip("-").partition("=")
        if name == "o":
            options.output = value if has_value else _next_value(args, arg)
        elif name == "pass-pipeline":
            options.pipeline = value if has_value else _next_value(args, arg)
        elif name == "debug-only":
            options.debug_only += (value if has_value else _next_value(args, arg)).split(",")
        elif name in ("mlir-print-ir-before", "mlir-print-ir-after"):
            target = options.print_before if name.endswith("before") else options.print_after
            target.update((value if has_value else _next_value(args, arg)).split(","))
        elif name in _PATH_FLAGS:
            setattr(options, _PATH_FLAGS[name], value if has_value else _next_value(args, arg))
        elif name == "mlir-timing-display":
            options.timing_display = _choice_value(name, value if has_value else _next_value(args, arg), DISPLAY_MODES)
        elif name == "mlir-elide-elementsattrs-if-larger":
            print_flags["elide_elements_limit"] = _uint_value(name, value if has_value else _next_value(args, arg))
        elif name == "verify-diagnostics" and has_value and value in ("all", "only-expected"):
            # MLIR's -verify-diagnostics=only-expected ignores unexpected diagnostics.
            options.verify_diagnostics = True
            options.verify_only_expected = value == "only-expected"
        elif name in _BOOLEAN_FLAGS:
            setattr(options, _BOOLEAN_FLAGS[name], _flag_value(arg, value) if has_value else True)
        elif name in _PRINT_FLAGS:
            print_flags[_PRINT_FLAGS[name]] = _flag_value(arg, value) if has_value else True
        elif name in _ACCEPTED_NO_OPS:
            continue
        elif (spec := _pass_from_flag(arg)) is not None:
            options.passes.append(spec)
        else:
            raise UsageError(f"Unknown command line argument '{arg}'.  Try: 'ttopt --help'")
    if len(positional) > 1:
        raise UsageError("Too many positional arguments specified! Can specify at most 1 positional argument: See: ttopt --help")
    if positional:
        options.input = positional[0]
    if options.pipeline is not None and options.passes:
        raise UsageError("'--pass-pipeline' cannot be used with individual pass options")
    print_flags.setdefault("nameloc_as_prefix", print_flags.get("debuginfo", False))
    options.print = PrintOptions(**print_flags)
    return options


def _next_value(args, flag: str) -> str:
    try:
        return next(args)
    except StopIteration:
        raise UsageError(f"Not enough positional command line arguments specified for '{flag}'") from None


def _uint_value(name: str, value: str) -> int:
    if not value.isdigit():
        raise UsageError(f"for the --{name} option: '{value}' value invalid for uint argument!")
    return int(value)


def _choice_value(name: str, value: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise UsageError(f"for the --{name} option: Cannot find option named '{value}'!")
    return value


def _flag_value(flag: str, value: str) -> bool:
    lowered = value.lower()
    if lowered in ("true", "1"):
        return True
    if lowered in ("false", "0"):
        return False
    raise UsageError(f"'{value}' is invalid value for boolean argument '{flag}'! Try 0 or 1")


def _pass_from_flag(arg: str) -> PassSpec | None:
    try:
        spec = parse_pass_argument(arg.lstrip("-"))
    except PipelineSyntaxError:
        return None
    return spec if spec.name in registry.PASSES else None


# -- running -------------------------------------------------------------------


@dataclass
class Run:
    options: DriverOptions
    engine: DiagnosticEngine
    filename: str
    timings: list[TimingRow] = field(default_factory=list)
    tree: IRTreePrinter | None = None
    """Where IR dumps go under --mlir-print-ir-tree-dir (one printer: counters span chunks)."""
    diffs: PassDiffRecorder | None = None

    def __post_init__(self) -> None:
        if self.options.print_tree_dir is not None:
            dumps = import_on_demand("ttopt.debug.ir_tree_dump")
            self.tree = dumps.IRTreePrinter(Path(self.options.print_tree_dir))
            self.diffs = dumps.PassDiffRecorder(self._print_for_dump)

    def build_passes(self) -> list[ModulePass]:
        specs = parse_pipeline(self.options.pipeline) if self.options.pipeline else self.options.passes
        return [instantiate(spec) for spec in specs]

    def process_chunk(self, text: str, passes: list[ModulePass]) -> str | None:
        """Parse, verify, transform and print one buffer; None when it failed."""
        ctx = registry.make_context(self.options.allow_unregistered)
        start = time.perf_counter()
        # MlirOptMain attaches the reproducer's resource parser under --run-reproducer only.
        resources: dict[str, dict[str, str | bool]] = {REPRODUCER_RESOURCE: {}} if self.options.run_reproducer else {}
        try:
            with engine_in_use(self.engine):
                module = parse_buffer(ctx, text, self.filename, resources)
            verify(module)
        except DiagnosticError as error:
            self.engine.emit(error.diagnostic)
            return None
        finally:
            self.timings.append(TimingRow("Parser", time.perf_counter() - start))
        verify_each = self.options.verify_each
        if self.options.run_reproducer:
            passes, verify_each = _reproducer_pipeline(resources, passes, verify_each)
        if self.options.dump_pass_pipeline:
            sys.stderr.write(import_on_demand("ttopt.debug.pipeline_text").pass_manager_dump(passes))
        reproducer = self._crash_reproducer(verify_each)
        manager = PassManager(passes, self._instrumentation(verify_each, reproducer))
        try:
            with engine_in_use(self.engine):
                manager.run(ctx, module)
        except DiagnosticError as error:
            self.engine.emit(error.diagnostic)
            if reproducer is not None and reproducer.report is not None:
                self.engine.emit(reproducer.report)
            self._print_traceback(error)
            return None
        finally:
            self.timings.extend(TimingRow(t.name, t.seconds) for t in manager.timings)
        start = time.perf_counter()
        # Unverified output (--verify-each=0) may be invalid: MLIR then prints it generically.
        options = self.options.print if verify_each else _print_options_for(module, self.options.print)
        output = print_operation(module, options)
        self.timings.append(TimingRow("Output", time.perf_counter() - start))
        return output

    def _crash_reproducer(self, verify_each: bool) -> CrashReproducer | None:
        """--mlir-pass-pipeline-crash-reproducer; a local reproducer runs single-threaded, which
        MLIR requires of it (ttopt always does), so its file says disable_threading: true."""
        o = self.options
        if o.crash_reproducer is None:
            return None
        return import_on_demand("ttopt.debug.reproducer").CrashReproducer(
            o.crash_reproducer,
            lambda module: print_operation(module, self.options.print),
            local=o.local_reproducer,
            disable_threading=o.disable_threading or o.local_reproducer,
            verify_each=verify_each,
        )

    def _print_traceback(self, error: DiagnosticError) -> None:
        """The Python traceback of a pass that raised (not of a diagnostic a pass emitted on
        purpose), for those who step through passes: under --show-traceback or --debug."""
        if isinstance(error, InternalError) and (self.options.show_traceback or self.options.debug_all):
            import_on_demand("traceback").print_exception(error.crash, file=sys.stderr)

    def _instrumentation(self, verify_each: bool, reproducer: CrashReproducer | None) -> Instrumentation:
        o = self.options
        hooks: list[PassInstrumentation] = [h for h in (self.diffs, reproducer) if h is not None]
        print_after_all = o.print_after_all or (self.tree is not None and not _any_print_filter(o))
        return Instrumentation(
            print_before=lambda p: o.print_before_all or p.name in o.print_before,
            print_after=lambda p: print_after_all or o.print_after_change or p.name in o.print_after,
            print_after_change_only=o.print_after_change,
            print_after_failure=o.print_after_failure,
            verify_each=verify_each,
            dump=self._dump_ir,
            fingerprint=lambda module: print_operation(module, PrintOptions(debuginfo=True)),
            verify=verify,
            instrumentations=hooks,
        )

    def _dump_ir(self, when: str, instance: ModulePass, module: ModuleOp) -> None:
        header = f"// -----// IR Dump {when} {pass_class_name(type(instance))} ({instance.name})"
        if self.options.print_module_scope:
            header += " ('builtin.module' operation)"
        text = self._print_for_dump(module)
        if self.tree is None:
            # IRPrinterInstrumentation: the header, the op as printed (ending in a newline), "\n\n".
            sys.stderr.write(f"{header} //----- //\n{text}\n\n")
            return
        # FileTreeIRPrinterConfig: the header, the op as printed (ending in a newline), "\n\n".
        path = self.tree.write(module, instance.name, f"{header} //----- //\n{text}\n\n")
        if path is not None and when == "After" and self.diffs is not None:
            self.diffs.write_diff(path, module)

    def _print_for_dump(self, module: ModuleOp) -> str:
        return print_operation(module, _print_options_for(module, self.options.print))


def _any_print_filter(o: DriverOptions) -> bool:
    return bool(
        o.print_before_all or o.print_after_all or o.print_before or o.print_after
        or o.print_after_change or o.print_after_failure
    )


def _reproducer_pipeline(
    resources: dict[str, dict[str, str | bool]], passes: list[ModulePass], verify_each: bool
) -> tuple[list[ModulePass], bool]:
    """--run-reproducer: the file's pipeline replaces the pass manager's and its verify_each the
    command line's (PassReproducerOptions::apply); MlirOptMain then adds the command line's
    passes after the file's pipeline."""
    reproducers = import_on_demand("ttopt.debug.reproducer")
    try:
        reproducer = reproducers.ReproducerOptions.from_resources(resources)
        reproducer_passes = reproducer.passes()
    except (reproducers.ReproducerError, PipelineSyntaxError) as error:
        raise UsageError(f"--run-reproducer: {error}") from None
    if reproducer.verify_each is not None:
        verify_each = reproducer.verify_each
    return [*(reproducer_passes or []), *passes], verify_each


def _print_options_for(module: ModuleOp, options: PrintOptions) -> PrintOptions:
    """MLIR prints IR that fails to verify (a failed pass may leave it so) in the generic form,
    which does not rely on the invariants the custom forms assume."""
    try:
        verify(module)
    except DiagnosticError:
        return dataclasses.replace(options, generic=True)
    return options


def split_chunks(text: str) -> list[str]:
    """Split at `// -----` lines; each chunk keeps its true line numbers (earlier
    lines become blank) so diagnostics point into the original file."""
    chunks: list[str] = []
    lines = text.split("\n")
    start = 0
    for index, line in enumerate(lines + [None]):
        if line is None or _is_split_marker(line):
            body = "\n".join(lines[start:index])
            chunks.append("\n" * start + body)
            start = index + 1
    return chunks


def _is_split_marker(line: str) -> bool:
    # MLIR splits at "// -----" but not at a longer run of dashes (a near miss).
    text = line.lstrip()
    return text.startswith(SPLIT_MARKER) and not text.startswith(SPLIT_MARKER + "-")


def run_driver(options: DriverOptions, stdout: TextIO) -> int:
    debug.configure(debug_all=options.debug_all, only=options.debug_only)
    filename, text = _read_input(options.input)
    engine = DiagnosticEngine(
        print_op_on_diagnostic=not options.verify_diagnostics,
        op_printer=print_op_for_diagnostic,
    )
    engine.add_source(filename, text)
    run = Run(options, engine, filename)
    try:
        passes = run.build_passes()
    except PipelineSyntaxError as error:
        raise UsageError(str(error)) from None
    start = time.perf_counter()
    chunks = split_chunks(text) if options.split_input_file else [text]
    outputs: list[str] = []
    failed = False
    for chunk in chunks:
        output, chunk_failed = _run_chunk(run, chunk, passes)
        failed |= chunk_failed
        # mlir-opt ends every chunk's output with a newline after the op's own text.
        outputs.append(output + "\n" if output is not None else "")
    if options.timing:
        sys.stderr.write(timing_report(run.timings, time.perf_counter() - start, options.timing_display))
    if failed:
        return 1
    result = f"{SPLIT_MARKER}\n".join(outputs)
    _write_output(options.output, result, stdout)
    return 0


def _run_chunk(run: Run, chunk: str, passes: list[ModulePass]) -> tuple[str | None, bool]:
    if not run.options.verify_diagnostics:
        output = run.process_chunk(chunk, passes)
        return output, output is None
    verifier = DiagnosticVerifier(
        run.filename, collect_expectations(chunk), only_expected=run.options.verify_only_expected
    )
    with run.engine.handler(verifier):
        output = run.process_chunk(chunk, passes)
    failures = verifier.finish()
    for failure in failures:
        run.engine.print(failure)
    return output, bool(failures)


def _read_input(path: str) -> tuple[str, str]:
    if path == "-":
        return "<stdin>", sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return path, f.read()
    except OSError as error:
        raise UsageError(f"could not open input file '{path}': {error.strerror}") from None


def _write_output(path: str | None, text: str, stdout: TextIO) -> None:
    if path is None or path == "-":
        stdout.write(text)
        return
    if _is_device_or_pipe(path):
        _write_in_place(path, text)
        return
    try:
        fd, temp = _create_beside(os.path.abspath(path))
    except OSError as error:
        raise UsageError(f"could not open output file '{path}': {error.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException as error:
        os.unlink(temp)
        if isinstance(error, OSError):
            raise UsageError(f"could not write output file '{path}': {error.strerror}") from None
        raise


def _is_device_or_pipe(path: str) -> bool:
    """Whether `path` names a device, FIFO or socket (`-o /dev/null`): written through, as
    llvm::raw_fd_ostream opens it. A file renamed onto it would replace the node itself (root
    may rename onto /dev/null)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def _write_in_place(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as error:
        raise UsageError(f"could not write output file '{path}': {error.strerror}") from None


def _create_beside(path: str) -> tuple[int, str]:
    """A new file in `path`'s directory for the output, renamed to `path` once written. Named by
    the process (importing `tempfile`, with `shutil` and `random`, is a few percent of a small
    run); made with the usual mode, as `path` itself would be."""
    directory, name = os.path.split(path)
    attempt = 0
    while True:
        temp = os.path.join(directory, f".{name}.ttopt-{os.getpid()}-{attempt}.tmp")
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), temp
        except FileExistsError:  # left by an earlier process of the same id
            attempt += 1
            if attempt == 100:
                raise


# -- informational flags ----------------------------------------------------------


def help_text() -> str:
    lines = [
        "OVERVIEW: ttopt - Triton's triton-opt and NVIDIA backend, rebuilt in Python on xDSL",
        "",
        "USAGE: ttopt [options] <input file>",
        "",
        "OPTIONS:",
        "  -o <filename>                       Output filename (written only on success)",
        "  --split-input-file                  Split the input at '// -----' and process each chunk",
        "  --verify-diagnostics                Check diagnostics against expected-* comments",
        "  --pass-pipeline=<pipeline>          A textual pipeline: 'builtin.module(pass{opt=v},...)'",
        "  --debug                             Print all debug output",
        "  --debug-only=<tag,...>              Print debug output of the given DEBUG_TYPE tags",
        "  --mlir-print-ir-before-all          Print the IR before every pass (stderr)",
        "  --mlir-print-ir-after-all           Print the IR after every pass (stderr)",
        "  --mlir-print-ir-before=<pass,...>   Print the IR before the named passes",
        "  --mlir-print-ir-after=<pass,...>    Print the IR after the named passes",
        "  --mlir-print-ir-after-change        Print the IR after a pass only when it changed it",
        "  --mlir-print-ir-after-failure       Print the IR after a pass that failed",
        "  --mlir-print-ir-module-scope        Name the module in IR dump headers",
        "  --mlir-print-debuginfo              Print locations (and take value names from name locations)",
        "  --mlir-use-nameloc-as-prefix        Take value names from name locations",
        "  --mlir-print-op-generic             Print every op in the generic form",
        "  --mlir-print-local-scope            Print attributes and types inline, without aliases",
        "  --mlir-elide-elementsattrs-if-larger=<n>  Elide dense attributes with more than n elements",
        "  --mlir-print-ir-tree-dir=<dir>      Write IR dumps to files under dir, one per pass, with its diff",
        "                                      (without a --mlir-print-ir-* flag: after every pass)",
        "  --mlir-pass-pipeline-crash-reproducer=<file>  On a failing pass, write its pipeline's input IR",
        "                                      and the pipeline to file (an MLIR reproducer)",
        "  --mlir-pass-pipeline-local-reproducer  The reproducer holds the failing pass only",
        "  --run-reproducer                    Run the pipeline the input's mlir_reproducer block names",
        "  --dump-pass-pipeline                Print the pass pipeline before running it (stderr)",
        "  --mlir-timing                       Report the time spent in each pass",
        "  --mlir-timing-display=<tree|list>   The report's display mode (default: tree)",
        "  --show-traceback                    Print the Python traceback of a pass that raised (also under --debug)",
        "  --verify-each[=true|false]          Verify the IR after each pass (default: true)",
        "  --allow-unregistered-dialect        Accept ops of dialects ttopt does not know",
        "  --show-dialects                     List the registered dialects",
        "  --version                           Print the version",
        "  --help                              Print this text",
        "",
        "PASSES:",
    ]
    for name in sorted(registry.PASSES):
        cls = registry.pass_class(name)
        lines.append(f"  --{name:<34} {pass_summary(cls)}")
        for info in pass_options(cls):
            default = info.default
            if isinstance(default, bool):
                default = "true" if default else "false"
            lines.append(f"      --{info.name}=<{_type_name(info.type)}>  {info.help} (default: {default})")
    return "\n".join(lines) + "\n"


def _type_name(kind) -> str:
    return getattr(kind, "__name__", str(kind))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        options = parse_arguments(argv)
        if options.help:
            sys.stdout.write(help_text())
            return 0
        if options.version:
            sys.stdout.write(version_text())
            return 0
        if options.show_dialects:
            sys.stdout.write("Available Dialects: " + ", ".join(registry.dialect_names()) + "\n")
            return 0
        return run_driver(options, sys.stdout)
    except UsageError as error:
        sys.stderr.write(f"ttopt: {error}\n")
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 1


if __name__ == "__main__":
    sys.exit(main())
