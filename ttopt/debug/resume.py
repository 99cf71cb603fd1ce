"""Edit and resume a ttopt-compile: start from any stage file, and take hand-edited stage
files in place of the ones the compile would make.

The stage an input holds follows from its suffix, the names Triton's cache directory gives
them (NAME.ttir, NAME.ttgir, NAME.llir, NAME.ptx). `--override-dir DIR` works as Triton's
TRITON_KERNEL_OVERRIDE / TRITON_OVERRIDE_DIR (python/triton/compiler/compiler.py, `compile`):
after each stage is made, DIR/NAME.<stage> (NAME the kernel's name), when present, is used in
its place; a resumed compile finds launch metadata an IR file no longer carries (parameters,
shared memory) in the NAME.json ttopt-compile wrote next to the stage file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

STAGE_ORDER = ("ttir", "ttgir", "llir", "ptx", "cubin")
INPUT_SUFFIXES = {".ttir": "ttir", ".ttgir": "ttgir", ".llir": "llir", ".ll": "llir", ".ptx": "ptx"}


def input_stage(path: str) -> str:
    """The stage a file holds, by its suffix; anything else is read as TTIR (`.mlir`)."""
    return INPUT_SUFFIXES.get(Path(path).suffix, "ttir")


def stages_after(stage: str) -> tuple[str, ...]:
    return STAGE_ORDER[STAGE_ORDER.index(stage) + 1 :]


def metadata_next_to(path: str) -> dict | None:
    """NAME.json next to a stage file NAME.<stage>, as ttopt-compile writes it, if any."""
    candidate = Path(path).with_suffix(".json")
    try:
        return json.loads(candidate.read_text())
    except (OSError, ValueError):
        return None


@dataclass
class StageOverrides:
    """DIR/NAME.<stage> files that replace what the compile makes; `used` lists those taken."""

    directory: Path
    used: list[Path] = field(default_factory=list)

    def file_for(self, name: str, stage: str) -> Path | None:
        path = self.directory / f"{name}.{stage}"
        if not path.is_file():
            return None
        self.used.append(path)
        return path

    def mlir_files(self) -> list[Path]:
        """The override files holding MLIR (their text is shown in diagnostics)."""
        return [p for p in sorted(self.directory.glob("*")) if p.suffix in (".ttir", ".ttgir")]
