"""LLVM IR to optimized LLVM IR and PTX with llvmlite, as Triton 3.6's CUDA backend does
after the MLIR pipeline (third_party/nvidia/backend/compiler.py `make_llir` / `make_ptx`,
python/src/llvm.cc):

make_llir's tail (`optimize_llvm_ir`):
  parse and verify; `--nvptx-short-ptr` (32-bit shared/const/local pointers); attach the
  NVPTX data layout of `nvptx64-nvidia-cuda` for the target's `sm_XX[a]` and
  `+ptx{min(86, ptx_version)}` (no triple, as Triton); the `nvvm-reflect-ftz` module flag;
  libdevice linked when the module has external dependencies (only the functions it needs,
  as Triton's LinkOnlyNeeded; they are then made internal); the O3 module pipeline with loop
  unrolling, interleaving, loop and SLP vectorization on.
make_ptx (`llvm_ir_to_ptx`):
  every function without `noinline` gets `alwaysinline`, the always-inliner and the
  verifier run; the triple is set; the NVPTX target machine (O3, PIC) emits assembly, with
  FMA contraction on when `enable_fp_fusion` (Triton's AllowFPOpFusion::Fast) and
  `--nvptx-mad-wide-opt`; then `.version` is rewritten to the PTX version, `.target` to the
  architecture, and the `debug` target flag is removed.

Differences from upstream, forced by llvmlite: llvmlite's pass builder needs a target
machine, so O3 runs with the NVPTX one (Triton passes none): NVPTX's pipeline-start passes
add `range` attributes to special-register reads and resolve `__nvvm_reflect` earlier;
Triton's own `BreakStructPhiNodes`/`InlineAsmRewrite` passes (at the vectorizer-start
extension point) are not available; TargetOptions cannot be set, so NoNaNsFPMath and
TrapUnreachable keep LLVM's defaults, and FMA contraction is the NVPTX option plus a
`contract` flag on every fadd/fsub/fmul of the module handed to code generation
(`allow_contraction`).
llvmlite bundles LLVM 22, Triton 3.6 an LLVM 21 snapshot: the optimized IR is
equivalent, not identical.
"""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass
from functools import lru_cache

from ttopt.support.collector import import_on_demand

TRIPLE = "nvptx64-nvidia-cuda"
# LLVM's NVPTX backend in Triton 3.6 knows PTX ISA up to 8.6 (compiler.py get_features).
LLVM_MAX_PTX_VERSION = 86


class LLVMError(Exception):
    """LLVM rejected the IR (parse or verifier error) or could not emit code."""


@dataclass(frozen=True)
class NVPTXTarget:
    """A CUDA compute capability and the PTX ISA version to emit (87 for PTX 8.7)."""

    capability: int
    ptx_version: int = 87

    @property
    def proc(self) -> str:
        """sm_arch_from_capability: `sm_80`; `sm_90a` from 9.0 on."""
        suffix = "a" if self.capability >= 90 else ""
        return f"sm_{self.capability}{suffix}"

    @property
    def features(self) -> str:
        return f"+ptx{min(LLVM_MAX_PTX_VERSION, self.ptx_version)}"

    @property
    def ptx_version_text(self) -> str:
        return f"{self.ptx_version // 10}.{self.ptx_version % 10}"


@lru_cache(maxsize=1)
def _llvm():
    """llvmlite's binding, with the NVPTX target initialized and Triton's `set_short_ptr`."""
    try:
        llvm = import_on_demand("llvmlite.binding")
    except ImportError as error:  # pragma: no cover - llvmlite is a test/backend dependency
        raise LLVMError("llvmlite is required for the LLVM backend (pip install llvmlite)") from error
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    llvm.set_option("", "--nvptx-short-ptr")
    return llvm


def initialize_llvm() -> None:
    """Import llvmlite and initialize the NVPTX target now, as the first LLVM call would
    (ttopt.backend.llvm_worker does it ahead of the calls)."""
    _llvm()


def _target_machine(target: NVPTXTarget):
    llvm = _llvm()
    return llvm.Target.from_triple(TRIPLE).create_target_machine(
        cpu=target.proc, features=target.features, opt=3, reloc="pic", codemodel="default"
    )


def _parse(text: str):
    llvm = _llvm()
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as error:
        raise LLVMError(f"invalid LLVM IR: {error}") from None
    return module


# -- make_llir ---------------------------------------------------------------------------


# Lines that begin with a pattern are found as "\n" + pattern in "\n" + the text rather than as
# `^` + pattern under re.MULTILINE: a pattern that begins with a literal is searched for by that
# literal, one that begins with `^` is tried at every offset, ~13x slower over the LLVM IR of a
# lowered matmul (~1% of its compile).
_METADATA_NODE = re.compile(r"\n!(\d+) = ")
_MODULE_FLAGS = re.compile(r"\n(!llvm\.module\.flags = !\{(.*)\})$", flags=re.MULTILINE)


def with_reflect_ftz(text: str) -> str:
    """nvidia.set_nvvm_reflect_ftz: the module flag `!{i32 4, !"nvvm-reflect-ftz", i32 1}`
    (Override behaviour), added to the LLVM IR text before it is parsed."""
    lines = "\n" + text  # offsets in `lines` are one past those in `text`
    slots = [int(n) for n in _METADATA_NODE.findall(lines)]
    slot = max(slots, default=-1) + 1
    node = f'!{slot} = !{{i32 4, !"nvvm-reflect-ftz", i32 1}}\n'
    flags = _MODULE_FLAGS.search(lines)
    if flags is None:
        return text.rstrip("\n") + f"\n\n!llvm.module.flags = !{{!{slot}}}\n\n" + node
    entries = flags.group(2)
    replacement = f"!llvm.module.flags = !{{{entries + ', ' if entries else ''}!{slot}}}"
    text = text[: flags.start(1) - 1] + replacement + text[flags.end(1) - 1 :]
    return text.rstrip("\n") + "\n" + node


def has_extern_deps(module) -> bool:
    """nvidia.has_extern_deps: a declared non-intrinsic function or an external global
    other than `global_smem` (what libdevice may define)."""
    for function in module.functions:
        if function.is_declaration and not function.name.startswith("llvm."):
            return True
    external = _llvm().Linkage.external
    for variable in module.global_variables:
        if variable.linkage == external and variable.name != "global_smem":
            return True
    return False


def link_libdevice(module, path: str, machine) -> None:
    """llvm.link_extern_libs: link in the library's functions the module calls, then make them
    internal (backends read external linkage as "kernel").

    Triton links with Linker::LinkOnlyNeeded, which brings in only what the module uses.
    llvmlite's `link_in` has no flags and links every external function of the library (~350),
    which the O3 pipeline then processes before GlobalOpt drops them: ~130 ms of a layernorm's
    compile, for the same optimized kernel. So what is linked is the library cut down to what
    the module declares and what that calls (`_needed_part`), kept on disk by the functions
    asked for (`LibdeviceCache`): parsing the whole library is another ~65 ms."""
    declared = sorted(function.name for function in module.functions if function.is_declaration)
    cache = LibdeviceCache.for_library(path, module, declared)
    part = cache.load() if cache is not None else None
    if part is None:
        part = _needed_part(path, module, set(declared), machine)
        if cache is not None:
            cache.store(part)
    linked = {function.name for function in part.functions if not function.is_declaration}
    module.link_in(part)
    for function in module.functions:
        if function.name in linked:
            function.linkage = "internal"


def _needed_part(path: str, module, declared: set[str], machine):
    """The library with only the functions `declared` names and what they call: every other
    function made internal (the linker brings an internal function in only where a function it
    links calls it, as LinkOnlyNeeded does), then dropped by GlobalDCE where nothing calls it."""
    llvm = _llvm()
    with open(path, "rb") as f:
        library = llvm.parse_bitcode(f.read())
    library.triple = module.triple
    library.data_layout = module.data_layout
    for function in library.functions:
        if not function.is_declaration and function.name not in declared:
            function.linkage = "internal"
    unused = llvm.create_new_module_pass_manager()
    unused.add_global_dead_code_eliminate_pass()
    unused.run(library, llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=0)))
    return library


@dataclass(frozen=True)
class LibdeviceCache:
    """One entry of the on-disk cache of libdevice's needed parts: bitcode under
    $TTOPT_CACHE_DIR (default $XDG_CACHE_HOME/ttopt or ~/.cache/ttopt; empty: no cache), named
    by a hash of the library file (path, size, modification time), llvmlite's and LLVM's
    versions, the module's triple and data layout and the functions it declares. A missing,
    unreadable or unwritable entry only means parsing the whole library."""

    path: str

    @staticmethod
    def directory() -> str | None:
        configured = os.environ.get("TTOPT_CACHE_DIR")
        if configured is not None:
            return configured or None
        base = os.environ.get("XDG_CACHE_HOME")
        if not base:
            home = os.path.expanduser("~")
            if home.startswith("~"):  # no home directory known: no cache, not one under the working directory
                return None
            base = os.path.join(home, ".cache")
        return os.path.join(base, "ttopt")

    @classmethod
    def for_library(cls, library: str, module, declared: list[str]) -> LibdeviceCache | None:
        directory = cls.directory()
        if directory is None:
            return None
        try:
            status = os.stat(library)
        except OSError:
            return None
        key = [os.path.realpath(library), status.st_size, status.st_mtime_ns, import_on_demand("llvmlite").__version__,
               _llvm().llvm_version_info, module.triple, module.data_layout, declared]  # fmt: skip
        # hashlib on demand: it loads OpenSSL (~6 ms), which only a libdevice link needs.
        digest = import_on_demand("hashlib").sha256(repr(key).encode()).hexdigest()[:32]
        return cls(os.path.join(directory, "libdevice", f"{digest}.bc"))

    def load(self):
        try:
            with open(self.path, "rb") as f:
                return _llvm().parse_bitcode(f.read())
        except (OSError, RuntimeError):
            return None

    def store(self, part) -> None:
        """Written to a temporary file, then renamed: processes compiling side by side never
        read half an entry."""
        temporary = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(temporary, "wb") as f:
                f.write(part.as_bitcode())
            os.replace(temporary, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                os.remove(temporary)


def optimize_llvm_ir(text: str, target: NVPTXTarget, *, libdevice: str | None = None,
                     enable_reflect_ftz: bool = True) -> str:  # fmt: skip
    """make_llir after the MLIR passes: the optimized LLVM IR Triton writes as `.llir`.

    `libdevice` is linked when given and the module needs it; pass `find_libdevice()`."""
    llvm = _llvm()
    if enable_reflect_ftz:
        text = with_reflect_ftz(text)
    module = _parse(text)
    machine = _target_machine(target)
    module.data_layout = str(machine.target_data)
    if libdevice is not None and has_extern_deps(module):
        link_libdevice(module, libdevice, machine)
    tuning = llvm.create_pipeline_tuning_options(speed_level=3)
    tuning.loop_unrolling = True
    tuning.loop_interleaving = True
    tuning.loop_vectorization = True
    tuning.slp_vectorization = True
    builder = llvm.create_pass_builder(machine, tuning)
    builder.getModulePassManager().run(module, builder)
    return _with_module_id(str(module))


def _with_module_id(text: str) -> str:
    """The module keeps the name MLIR's translation gave it."""
    return text.replace("; ModuleID = '<string>'", "; ModuleID = 'LLVMDialectModule'", 1).replace(
        'source_filename = "<string>"', 'source_filename = "LLVMDialectModule"', 1
    )


# -- make_ptx -----------------------------------------------------------------------------


# The synchronization scopes NVPTX code generation knows; any other one is an LLVM fatal
# error that would end the process, so it is refused beforehand.
NVPTX_SYNC_SCOPES = ("", "singlethread", "block", "cluster", "device")


def check_sync_scopes(text: str) -> None:
    for scope in sorted(set(re.findall(r'syncscope\("([^"]*)"\)', text))):
        if scope not in NVPTX_SYNC_SCOPES:
            raise LLVMError(
                f'NVPTX does not support syncscope "{scope}" (supported: singlethread, block, cluster, device)'
            )


def llvm_ir_to_ptx(
    text: str, target: NVPTXTarget, *, enable_fp_fusion: bool = True, keep_debug: bool = False
) -> str:
    """make_ptx: PTX for the target, with Triton's post-processing of the header."""
    check_sync_scopes(text)
    llvm = _llvm()
    llvm.set_option("", "--nvptx-mad-wide-opt")
    # AllowFPOpFusion::Fast: NVPTX contracts fmul+fadd into fma when this level is > 0.
    llvm.set_option("", f"--nvptx-fma-level={2 if enable_fp_fusion else 0}")
    module = _parse(allow_contraction(text) if enable_fp_fusion else text)
    for function in module.functions:
        if b"noinline" not in set(function.attributes) and not function.is_declaration:
            function.add_function_attribute("alwaysinline")
    inliner = llvm.create_new_module_pass_manager()
    inliner.add_always_inliner_pass()
    inliner.add_verifier()
    machine = _target_machine(target)
    inliner.run(module, llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=0)))
    module.triple = TRIPLE
    module.data_layout = str(machine.target_data)
    try:
        ptx = machine.emit_assembly(module)
    except RuntimeError as error:
        raise LLVMError(f"NVPTX code generation failed: {error}") from None
    return postprocess_ptx(ptx, target, keep_debug=keep_debug)


_FP_ARITHMETIC = re.compile(
    r"(=\s+(?:fadd|fsub|fmul))((?:\s+(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))*)(?=\s)"
)


def allow_contraction(text: str) -> str:
    """Triton's AllowFPOpFusion::Fast for code generation, which llvmlite cannot set on its
    TargetOptions: the `contract` flag on every fadd/fsub/fmul lets the DAG combiner fuse
    exactly where the global option would (visitFADD/FSUBForFMACombine accept either); the
    NVPTX option above covers NVPTX's own fadd combine. Only the module handed to code
    generation gets the flags: the make_llir stage's IR stays as Triton prints it."""

    def flagged(match: re.Match) -> str:
        flags = match.group(2)
        return match.group(0) if "contract" in flags.split() or "fast" in flags.split() else f"{match.group(1)} contract{flags}"

    return _FP_ARITHMETIC.sub(flagged, text)


def postprocess_ptx(ptx: str, target: NVPTXTarget, *, keep_debug: bool = False) -> str:
    """make_ptx's rewrites: `.version` to the PTX version, `.target sm_NN` to the
    capability (an `a` suffix stays), the `debug` target flag dropped unless `keep_debug`
    (LLVM_EXTRACT_DI_LOCAL_VARIABLES: without it ptxas drops the variables' names and types,
    and cuda-gdb cannot show them)."""
    ptx = re.sub(r"\.version \d+\.\d+", f".version {target.ptx_version_text}", ptx, flags=re.MULTILINE)
    ptx = re.sub(r"\.target sm_\d+", f".target sm_{target.capability}", ptx, flags=re.MULTILINE)
    return ptx if keep_debug else re.sub(r",\s*debug|debug,\s*", "", ptx)


def kernel_names(ptx: str) -> list[str]:
    return re.findall(r"\.visible \.entry ([a-zA-Z_][a-zA-Z0-9_]*)", ptx)


# -- libdevice -------------------------------------------------------------------------------


def find_libdevice() -> str | None:
    """libdevice.10.bc: $TTOPT_LIBDEVICE, the nvidia-cuda-nvcc wheel, $CUDA_HOME or
    /usr/local/cuda; None when there is none."""
    candidates = [os.environ.get("TTOPT_LIBDEVICE")]
    candidates += [os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc") for root in _cuda_roots()]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate):
            return candidate
    return None


def _cuda_roots() -> list[str]:
    """Where CUDA tools live: the nvidia-cuda-nvcc wheel (cu12 and cu13 layouts) first."""
    roots = []
    try:
        import nvidia  # the namespace package of NVIDIA's wheels

        for base in nvidia.__path__:
            roots += [os.path.join(base, "cuda_nvcc"), os.path.join(base, "cu13"), os.path.join(base, "cu12")]
    except ImportError:
        pass
    for variable in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(variable):
            roots.append(os.environ[variable])
    roots.append("/usr/local/cuda")
    return roots
