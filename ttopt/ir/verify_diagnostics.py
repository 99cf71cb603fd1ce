"""`-verify-diagnostics`: match emitted diagnostics against `expected-*` comments.

Semantics follow MLIR's SourceMgrDiagnosticVerifierHandler:
  // expected-error {{substring}}          on this line
  // expected-error@+1 {{...}}  @-2        relative to this line
  // expected-error@above / @below         previous / next line without a designator
  // expected-error@unknown {{...}}        a diagnostic with no file location
  // expected-error-re {{text {{regex}} text}}
Every diagnostic must be expected, and every expectation must be produced.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr

from ttopt.ir.diagnostics import Diagnostic, Severity, file_line_col

_DESIGNATOR = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$"
)


@dataclass
class Expectation:
    severity: Severity
    message: str
    is_regex: bool
    target_line: int | None
    """The line the diagnostic must be on; None for @unknown."""
    comment_line: int
    comment_col: int
    matched: bool = False
    invalid_regex: str | None = None
    """Why an `-re` expectation's pattern does not compile (MLIR reports it and skips it)."""

    def matches(self, text: str) -> bool:
        if not self.is_regex:
            return self.message in text
        return re.search(_regex_from(self.message), text) is not None


def _regex_from(message: str) -> str:
    """`literal {{regex}} literal` -> one regular expression."""
    parts = re.split(r"\{\{(.*?)\}\}", message)
    return "".join(part if index % 2 else re.escape(part) for index, part in enumerate(parts))


def collect_expectations(text: str) -> list[Expectation]:
    """Read `expected-*` comments; `text` has the chunk at its true line numbers."""
    expectations: list[Expectation] = []
    awaiting_next_line: list[Expectation] = []
    last_plain_line: int | None = None
    for number, line in enumerate(text.split("\n"), start=1):
        match = _DESIGNATOR.search(line)
        if match is None:
            for expectation in awaiting_next_line:
                expectation.target_line = number
            awaiting_next_line.clear()
            last_plain_line = number
            continue
        kind, regex, _, offset, message = match.groups()
        expectation = Expectation(
            Severity(kind), message, regex is not None, number, number, match.start() + 1
        )
        if expectation.is_regex:
            _check_regex(expectation)
        if offset == "below":
            awaiting_next_line.append(expectation)
        elif offset == "above":
            expectation.target_line = last_plain_line
        elif offset == "unknown":
            expectation.target_line = None
        elif offset is not None:
            expectation.target_line = number + int(offset)
        expectations.append(expectation)
    return expectations


def _check_regex(expectation: Expectation) -> None:
    try:
        re.compile(_regex_from(expectation.message))
    except re.error as error:
        expectation.invalid_regex = str(error)
        expectation.matched = True  # never matched against, never "not produced"


@dataclass
class DiagnosticVerifier:
    """A diagnostic handler that checks diagnostics against the expectations."""

    filename: str
    expectations: list[Expectation]
    failures: list[Diagnostic] = field(default_factory=list)
    only_expected: bool = False
    """`-verify-diagnostics=only-expected`: unexpected diagnostics are not failures."""

    def __call__(self, diagnostic: Diagnostic) -> None:
        self._process(diagnostic)
        for note in diagnostic.notes:
            self._process(note)

    def _process(self, diagnostic: Diagnostic) -> None:
        position = file_line_col(diagnostic.location)
        line = position.line.data if position is not None else None
        # As SourceMgrDiagnosticVerifierHandler::process: every expectation of the line is a
        # candidate, matched or not, so one `expected-error` may cover several diagnostics.
        # An expectation whose regex does not compile matches nothing (it is reported apart).
        candidates = [e for e in self.expectations if e.target_line == line and e.invalid_regex is None]
        for expectation in candidates:
            if expectation.severity == diagnostic.severity and expectation.matches(diagnostic.message):
                expectation.matched = True
                return
        if self.only_expected:
            return
        near_miss = next(
            (e for e in candidates if e.matches(diagnostic.message)), None
        )
        if near_miss is not None:
            self.failures.append(
                Diagnostic(
                    Severity.ERROR,
                    f"'{diagnostic.severity.value}' diagnostic emitted when expecting a "
                    f"'{near_miss.severity.value}'",
                    self._comment_location(near_miss),
                )
            )
            near_miss.matched = True
            return
        self.failures.append(
            Diagnostic(
                Severity.ERROR,
                f"unexpected {diagnostic.severity.value}: {diagnostic.message}",
                diagnostic.location,
            )
        )

    def finish(self) -> list[Diagnostic]:
        """Failures: unexpected diagnostics, then invalid and never produced expectations."""
        for expectation in self.expectations:
            if expectation.invalid_regex is not None:
                self.failures.append(
                    Diagnostic(
                        Severity.ERROR,
                        f"invalid regex: {expectation.invalid_regex}",
                        self._comment_location(expectation),
                    )
                )
        for expectation in self.expectations:
            if not expectation.matched:
                self.failures.append(
                    Diagnostic(
                        Severity.ERROR,
                        f'expected {expectation.severity.value} "{expectation.message}" was not produced',
                        self._comment_location(expectation),
                    )
                )
        return self.failures

    def _comment_location(self, expectation: Expectation) -> FileLineColLoc:
        return FileLineColLoc(
            StringAttr(self.filename), IntAttr(expectation.comment_line), IntAttr(expectation.comment_col)
        )
