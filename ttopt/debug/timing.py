"""`--mlir-timing`'s report, in the text MLIR's DefaultTimingManager prints
(mlir/lib/Support/Timing.cpp: OutputTextStrategy, TimerImpl::printAsTree / printAsList).

A row is (name, seconds, depth). Tree display (the default) prints the rows in execution
order, nested rows indented by two; list display merges rows of the same name (the hidden
root timer, `root`, among them), sorted by wall time, longest first. Both end with `Rest`
(the time no top-level row accounts for) and `Total`. ttopt measures wall time only, so no
`----User Time----` column appears (MLIR prints it only when user and wall time differ).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ttopt.pass_manager import PassTiming

DESCRIPTION = "... Execution time report ..."
RULE = "===" + "-" * 73 + "==="
DISPLAY_MODES = ("tree", "list")


@dataclass(frozen=True)
class TimingRow:
    name: str
    seconds: float
    depth: int = 0


def timing_report(rows: list[TimingRow], total: float, display: str = "tree") -> str:
    lines = [RULE, " " * ((80 - len(DESCRIPTION)) // 2) + DESCRIPTION, RULE]
    lines.append(f"  Total Execution Time: {total:.4f} seconds")
    lines.append("")
    lines.append("  ----Wall Time----  ----Name----")
    entries = _as_list(rows, total) if display == "list" else [(row.depth * 2, row.name, row.seconds) for row in rows]
    rest = total - sum(row.seconds for row in rows if row.depth == 0)
    entries += [(0, "Rest", rest), (0, "Total", total)]
    lines += [_entry(indent, name, seconds, total) for indent, name, seconds in entries]
    return "\n".join(lines) + "\n"


def _as_list(rows: list[TimingRow], total: float) -> list[tuple[int, str, float]]:
    merged: dict[str, float] = {"root": total}
    for row in rows:
        merged[row.name] = merged.get(row.name, 0.0) + row.seconds
    ordered = sorted(merged.items(), key=lambda item: -item[1])
    return [(0, name, seconds) for name, seconds in ordered]


def _entry(indent: int, name: str, seconds: float, total: float) -> str:
    share = 100.0 * seconds / total if total else 0.0
    return f"  {seconds:8.4f} ({share:5.1f}%)  {' ' * indent}{name}"


@dataclass
class StageTimings:
    """ttopt-compile's --mlir-timing: one report per stage, as Triton prints one per pass
    manager run under MLIR_ENABLE_TIMING (passes ttopt stands in for are not timed)."""

    rows: dict[str, list[TimingRow]] = field(default_factory=dict)
    totals: dict[str, float] = field(default_factory=dict)

    def add(self, stage: str, timings: list[PassTiming]) -> None:
        self.rows.setdefault(stage, []).extend(TimingRow(t.name, t.seconds) for t in timings)

    def finish(self, stage: str, seconds: float) -> None:
        self.totals[stage] = seconds

    def report(self, display: str) -> str:
        return "".join(timing_report(self.rows.get(stage, []), total, display) for stage, total in self.totals.items())
