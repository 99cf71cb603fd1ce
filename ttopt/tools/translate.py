"""`ttopt-translate`: mlir-translate for ttopt, MLIR to other representations.

    ttopt-translate --mlir-to-llvmir kernel.mlir [-o kernel.ll]
    ttopt-translate --mlir-to-llvmir in.mlir -split-input-file -verify-diagnostics

The input (a file, or stdin) is parsed and verified, then translated: `--mlir-to-llvmir`
writes LLVM IR text for a module of llvm/nvvm ops (run `convert-nvvm-to-llvm` first if it
has NVVM ops with PTX semantics). Problems are `file:line:col: error: ...` diagnostics and
exit code 1; `-o` is written only on success. With `-split-input-file`, the chunks between
`// -----` lines are translated separately and their outputs joined with `// -----`.
"""

from __future__ import annotations

import sys
from typing import TextIO

from ttopt import registry
from ttopt.cli import SPLIT_MARKER, UsageError, _read_input, _write_output, split_chunks
from ttopt.conversion.llvm_ir import translate_to_llvm_ir
from ttopt.ir.diagnostics import DiagnosticEngine, DiagnosticError
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.verifier import verify
from ttopt.ir.verify_diagnostics import DiagnosticVerifier, collect_expectations

TRANSLATIONS = {"mlir-to-llvmir": translate_to_llvm_ir}

USAGE = """USAGE: ttopt-translate [options] <input file>

OPTIONS:
  --mlir-to-llvmir        Translate MLIR (llvm and nvvm dialects) to LLVM IR text
  -o <file>               Output file (default: stdout)
  --split-input-file      Split the input at '// -----' and translate each chunk
  --verify-diagnostics    Check diagnostics against expected-* comments
  --help                  Show this message
"""


def parse_arguments(argv: list[str]) -> dict:
    options = {"input": "-", "output": None, "translation": None, "split": False, "verify": False, "help": False}
    args = iter(argv)
    for arg in args:
        if arg == "-" or not arg.startswith("-"):
            if options["input"] != "-":
                raise UsageError(f"unexpected argument '{arg}'")
            options["input"] = arg
            continue
        name, has_value, value = arg.lstrip("-").partition("=")
        if name == "o":
            options["output"] = value if has_value else next(args, None)
            if options["output"] is None:
                raise UsageError("-o requires a file name")
        elif name in TRANSLATIONS:
            if options["translation"] is not None:
                raise UsageError("only one translation may be given")
            options["translation"] = name
        elif name == "split-input-file":
            options["split"] = True
        elif name == "verify-diagnostics":
            options["verify"] = True
        elif name in ("help", "h"):
            options["help"] = True
        else:
            raise UsageError(f"unknown option '{arg}' (see --help)")
    if not options["help"] and options["translation"] is None:
        raise UsageError("no translation given (e.g. --mlir-to-llvmir)")
    return options


def _translate_chunk(text: str, filename: str, translation, engine: DiagnosticEngine) -> str | None:
    ctx = registry.make_context()
    try:
        module = parse_buffer(ctx, text, filename)
        verify(module)
        return translation(module)
    except DiagnosticError as error:
        engine.emit(error.diagnostic)
        return None


def run(options: dict, stdout: TextIO) -> int:
    filename, text = _read_input(options["input"])
    engine = DiagnosticEngine(print_op_on_diagnostic=not options["verify"], op_printer=print_op_for_diagnostic)
    engine.add_source(filename, text)
    translation = TRANSLATIONS[options["translation"]]
    outputs: list[str] = []
    failed = False
    for chunk in split_chunks(text) if options["split"] else [text]:
        if options["verify"]:
            verifier = DiagnosticVerifier(filename, collect_expectations(chunk))
            with engine.handler(verifier):
                output = _translate_chunk(chunk, filename, translation, engine)
            failures = verifier.finish()
            for failure in failures:
                engine.print(failure)
            failed |= bool(failures)
        else:
            output = _translate_chunk(chunk, filename, translation, engine)
            failed |= output is None
        outputs.append(output or "")
    if failed:
        return 1
    _write_output(options["output"], f"{SPLIT_MARKER}\n".join(outputs), stdout)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        options = parse_arguments(argv)
        if options["help"]:
            sys.stdout.write(USAGE)
            return 0
        return run(options, sys.stdout)
    except UsageError as error:
        sys.stderr.write(f"ttopt-translate: {error}\n")
        return 1


if __name__ == "__main__":
    sys.exit(main())
