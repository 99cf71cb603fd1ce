"""`--mlir-print-ir-tree-dir=DIR`: each IR dump in a file of its own, as MLIR's
FileTreeIRPrinterConfig (mlir/lib/Pass/IRPrinting.cpp) lays them out, plus the unified
diff each pass made.

MLIR names a directory per operation on the path from the root to the op the pass ran on,
`<op name with '.' as '_'>_<symbol name or 'no-symbol-name'>`, and the file
`<counters>_<pass argument>.mlir`, the counters of those ops joined by '_'; an op's
counter goes up by one at every dump (before or after). Every ttopt pass runs on the
module, so a pipeline's dumps are `DIR/builtin_module_no-symbol-name/0_canonicalize.mlir`,
`1_cse.mlir`, ... in pipeline order. Next to each dump made after a pass, `N_pass.diff` is
the unified diff from the IR before that pass (empty when the pass changed nothing).
"""

from __future__ import annotations

import difflib
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from ttopt.pass_manager import PassInstrumentation

NO_SYMBOL_NAME = "no-symbol-name"


def op_directory_name(op: Operation) -> str:
    """getOpAndSymbolNames: `builtin_module_no-symbol-name`, `tt_func_kernel`."""
    symbol = op.properties.get("sym_name") or op.attributes.get("sym_name")
    symbol_name = symbol.data if isinstance(symbol, StringAttr) else NO_SYMBOL_NAME
    symbol_name = symbol_name.replace("/", "_").replace("\\", "_")
    return f"{op.name.replace('.', '_')}_{symbol_name}"


@dataclass
class IRTreePrinter:
    """Writes dumps into the tree under `root`; counters are per op, as FileTreeIRPrinterConfig's."""

    root: Path
    counters: dict[Operation, int] = field(default_factory=dict)

    def path_for(self, op: Operation, pass_argument: str) -> Path:
        self.counters[op] = self.counters.get(op, -1) + 1
        chain = [op]
        while (parent := chain[-1].parent_op()) is not None:
            chain.append(parent)
        chain.reverse()
        directory = self.root.joinpath(*(op_directory_name(o) for o in chain))
        counts = "_".join(str(self.counters.get(o, 0)) for o in chain)
        return directory / f"{counts}_{pass_argument}.mlir"

    def write(self, op: Operation, pass_argument: str, text: str) -> Path | None:
        """The dump's path; None when it could not be written (said on stderr, as MLIR's
        createTreePrinterOutputPath does, and the pipeline goes on)."""
        path = self.path_for(op, pass_argument)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            sys.stderr.write(f"Error while creating directory {error.filename}: {error.strerror}\n")
            return None
        try:
            path.write_text(text)
        except OSError as error:
            sys.stderr.write(f"Error opening output file {path}: {error.strerror}\n")
            return None
        return path


def unified_diff(before: str, after: str, path: Path) -> str:
    """The change a pass made, as `diff -u` prints it, labelled with the dump's name."""
    lines = difflib.unified_diff(
        before.splitlines(keepends=True),
        after.splitlines(keepends=True),
        fromfile=f"before/{path.name}",
        tofile=f"after/{path.name}",
    )
    return "".join(lines)


@dataclass
class PassDiffRecorder(PassInstrumentation):
    """Keeps the IR text before each pass so that an after-pass dump can write its diff."""

    print_ir: Callable[[ModuleOp], str]
    before: str = ""

    def run_before_pass(self, instance: ModulePass, module: ModuleOp) -> None:
        self.before = self.print_ir(module)

    def write_diff(self, dump: Path, module: ModuleOp) -> None:
        text = unified_diff(self.before, self.print_ir(module), dump)
        dump.with_suffix(".diff").write_text(text)  # next to a dump just written


@dataclass
class StageDumpTree:
    """ttopt-compile's `--dump-dir DIR`: each stage's pipeline dumped after every pass into a
    tree of its own, `DIR/make_ttgir/builtin_module_no-symbol-name/N_pass.mlir` (Triton runs
    each stage as a pass manager of its own), each dump with its diff, headers as Triton's
    MLIR_ENABLE_DUMP prints them (module scope)."""

    root: Path
    print_ir: Callable[[ModuleOp], str]
    only_changes: bool = False
    """--dump-after-change: no dump (and no number) for a pass that left the IR as it was."""
    _printer: IRTreePrinter | None = None
    _before: str = ""

    def start_stage(self, stage: str, module: ModuleOp) -> None:
        self._printer = IRTreePrinter(self.root / stage)
        self._before = self.print_ir(module)

    def after_pass(self, pass_argument: str, pass_name: str, module: ModuleOp) -> None:
        assert self._printer is not None, "start_stage comes first"
        text = self.print_ir(module)
        if self.only_changes and text == self._before:
            return
        header = f"// -----// IR Dump After {pass_name} ({pass_argument}) ('builtin.module' operation) //----- //"
        path = self._printer.write(module, pass_argument, f"{header}\n{text}\n\n")
        if path is not None:
            path.with_suffix(".diff").write_text(unified_diff(self._before, text, path))
        self._before = text
