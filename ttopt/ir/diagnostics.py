"""MLIR-style diagnostics: `file:line:col: error: message`, notes, and handlers.

Verifiers, the parser and passes report problems by raising `DiagnosticError`
(or emitting through the engine); the driver prints them the way mlir-opt does,
or matches them against `expected-*` comments under `-verify-diagnostics`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import TextIO

from xdsl.dialects.builtin import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"
    REMARK = "remark"
    NOTE = "note"


@dataclass
class Diagnostic:
    severity: Severity
    message: str
    location: Attribute = field(default_factory=UnknownLoc)
    notes: list[Diagnostic] = field(default_factory=list)
    op: Operation | None = None
    """The op the diagnostic is about, when there is one (for 'see current operation')."""

    def attach_note(self, message: str, location: Attribute | None = None) -> Diagnostic:
        note = Diagnostic(Severity.NOTE, message, location or self.location)
        self.notes.append(note)
        return note


class DiagnosticError(Exception):
    """An error diagnostic raised out of a verifier, the parser or a pass."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def op_error(op: Operation, message: str) -> DiagnosticError:
    """The error MLIR's `op->emitOpError(message)` produces."""
    return DiagnosticError(
        Diagnostic(Severity.ERROR, f"'{op.name}' op {message}", op.location, op=op)
    )


def op_diagnostic(op: Operation, severity: Severity, message: str) -> Diagnostic:
    """A diagnostic located at `op`, as `op->emitRemark(message)` and friends make."""
    return Diagnostic(severity, message, op.location, op=op)


def file_line_col(location: Attribute) -> FileLineColLoc | None:
    """The first file:line:col position inside a location, as MLIR's handler finds it."""
    if isinstance(location, FileLineColLoc):
        return location
    if isinstance(location, NameLoc):
        return file_line_col(location.location)
    if isinstance(location, CallSiteLoc):
        return file_line_col(location.callee)
    if isinstance(location, FusedLoc):
        for inner in location.locations.data:
            if (found := file_line_col(inner)) is not None:
                return found
    return None


@dataclass
class SourceBuffer:
    """The text of one input file, used to show the source line of a diagnostic."""

    name: str
    text: str
    _lines: list[str] | None = None

    def line(self, number: int) -> str | None:
        if self._lines is None:
            self._lines = self.text.split("\n")
        if 1 <= number <= len(self._lines):
            return self._lines[number - 1]
        return None


Handler = Callable[[Diagnostic], None]

_current_engine: DiagnosticEngine | None = None


def emit(diagnostic: Diagnostic) -> None:
    """Report a diagnostic that does not stop the pass (remarks, warnings).

    Goes to the driver's engine (so `-verify-diagnostics` sees it), or to stderr.
    """
    if _current_engine is not None:
        _current_engine.emit(diagnostic)
    else:
        DiagnosticEngine().print(diagnostic)


@contextmanager
def engine_in_use(engine: DiagnosticEngine) -> Iterator[None]:
    global _current_engine
    saved, _current_engine = _current_engine, engine
    try:
        yield
    finally:
        _current_engine = saved


@dataclass
class DiagnosticEngine:
    """Routes diagnostics to the innermost handler (a verifier, or the printer)."""

    sources: dict[str, SourceBuffer] = field(default_factory=dict)
    stream: TextIO = field(default_factory=lambda: sys.stderr)
    _handlers: list[Handler] = field(default_factory=list)
    print_op_on_diagnostic: bool = True
    op_printer: Callable[[Operation], str] | None = None
    """Prints an op in generic form for the 'see current operation' note."""

    def add_source(self, name: str, text: str) -> None:
        self.sources[name] = SourceBuffer(name, text)

    @contextmanager
    def handler(self, handler: Handler) -> Iterator[None]:
        self._handlers.append(handler)
        try:
            yield
        finally:
            self._handlers.pop()

    def emit(self, diagnostic: Diagnostic) -> None:
        if self.print_op_on_diagnostic and diagnostic.op is not None:
            self._attach_current_operation(diagnostic)
        if self._handlers:
            self._handlers[-1](diagnostic)
        else:
            self.print(diagnostic)

    def _attach_current_operation(self, diagnostic: Diagnostic) -> None:
        if diagnostic.severity != Severity.ERROR or self.op_printer is None:
            return
        assert diagnostic.op is not None
        try:
            text = self.op_printer(diagnostic.op)
        except Exception:  # an op too broken to print must not hide the error
            return
        diagnostic.attach_note(f"see current operation: {text}")
        diagnostic.op = None

    def print(self, diagnostic: Diagnostic) -> None:
        self.stream.write(self.format(diagnostic))
        for note in diagnostic.notes:
            self.stream.write(self.format(note))

    def format(self, diagnostic: Diagnostic) -> str:
        position = file_line_col(diagnostic.location)
        kind = diagnostic.severity.value
        if position is None:
            return f"{self._location_prefix(diagnostic.location)}{kind}: {diagnostic.message}\n"
        filename = position.filename.data
        line, col = position.line.data, position.column.data
        text = f"{filename}:{line}:{col}: {kind}: {diagnostic.message}\n"
        source = self.sources.get(filename)
        if source is not None and (source_line := source.line(line)) is not None:
            text += f"{source_line}\n{' ' * max(col - 1, 0)}^\n"
        return text

    @staticmethod
    def _location_prefix(location: Attribute) -> str:
        if isinstance(location, NameLoc):
            return f"{location.desc.data}: "
        return "loc(unknown): " if isinstance(location, UnknownLoc) else ""
