"""Passes and pipelines as MLIR prints them: `Pass::printAsTextualPipeline`,
`detail::PassOptions::print` and `OpPassManager::dump` (mlir/lib/Pass/Pass.cpp,
PassRegistry.cpp).

MLIR prints a pass's options sorted by name, separated by one space, and an empty list
option as nothing, so canonicalize's two pattern lists leave two spaces:
`canonicalize{  max-iterations=10 ...}`. Reproducers and --dump-pass-pipeline carry this
text; ttopt's passes lack those list options, so they are named here.
"""

from __future__ import annotations

from xdsl.passes import ModulePass

from ttopt.pass_manager import option_text, pass_options

UNMODELED_LIST_OPTIONS: dict[str, tuple[str, ...]] = {
    "canonicalize": ("disable-patterns", "enable-patterns"),
    "inline": ("op-pipelines",),
}
"""Upstream list options ttopt's passes do not model; MLIR prints them empty (as nothing)."""


def textual_pass(instance: ModulePass) -> str:
    """`name{opt=value ...}` exactly as MLIR's Pass::printAsTextualPipeline writes it."""
    options = {info.name: option_text(getattr(instance, info.field_name)) for info in pass_options(type(instance))}
    for name in UNMODELED_LIST_OPTIONS.get(instance.name, ()):
        options.setdefault(name, "")
    if not options:
        return instance.name
    printed = [f"{name}={value}" if value != "" else "" for name, value in sorted(options.items())]
    return f"{instance.name}{{{' '.join(printed)}}}"


def textual_pipeline(passes: list[ModulePass], anchor: str = "builtin.module") -> str:
    """`builtin.module(a,b{x=1})`: OpPassManager::printAsTextualPipeline, not pretty."""
    return f"{anchor}({','.join(textual_pass(p) for p in passes)})"


def pass_manager_dump(passes: list[ModulePass], anchor: str = "builtin.module") -> str:
    """What `--dump-pass-pipeline` writes to stderr: OpPassManager::dump (the pretty pipeline,
    one pass a line indented by two) followed by the empty line MlirOptMain adds."""
    body = ",\n".join(f"  {textual_pass(p)}" for p in passes)
    inner = f"\n{body}\n" if passes else "\n\n"
    return f"Pass Manager with {len(passes)} passes:\n{anchor}({inner})\n\n"
