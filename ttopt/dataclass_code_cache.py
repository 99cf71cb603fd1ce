"""A disk cache of the functions `dataclasses` compiles, for a faster start.

Each `@dataclass` compiles its `__init__`, `__repr__`, `__eq__`, ... from source text with
`exec`; xDSL and ttopt declare some 260 dataclasses, and compiling their ~1000 methods is about
a third of importing ttopt (~45 ms of ~150 ms on a 2-core machine). The text of each method
depends only on the class's fields, so the code object compiled from it can be reused: this
module gives `dataclasses` an `exec` that looks the text up in a marshal file under ttopt's
`__pycache__` (named by the interpreter's cache tag, as .pyc files are) before compiling it,
and writes back what was missing when the process exits.

It is one patch in one place: the `dataclasses` module's global `exec` (it calls the builtin by
that name) is shadowed; `dataclasses`' own code is untouched and behaves as before, the code
objects being those `compile` would make from the same text. Only the methods of classes
declared in xDSL's and ttopt's modules are cached (dataclasses passes the class's module
namespace to `exec`): the file is read by every run, so it holds what the tools declare, not
each dataclass a test suite or a user's program made after importing ttopt. An unwritable
directory, a missing or unreadable file only mean no cache; like .pyc files, it is not written
under PYTHONDONTWRITEBYTECODE. `TTOPT_NO_DATACLASS_CACHE=1` turns it off.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
import sys
from types import CodeType

# Beside ttopt's .pyc files, named by the interpreter's cache tag (None: no bytecode caching).
CACHE_TAG = sys.implementation.cache_tag
# The number after "code" is the file's layout: a checkout switched to an older commit (bisecting)
# reads only a file of its own layout. Layout 3: code compiled without this module's
# `from __future__ import annotations` (layout 2's methods had annotations as strings). Layout 4:
# xDSL's and ttopt's classes only (layout 3's files also held other modules' classes).
CACHE_FILE = os.path.join(os.path.dirname(__file__), "__pycache__", f"dataclass-code4.{CACHE_TAG}.marshal")
# Entries written at most (xDSL and ttopt declare ~1,700 methods): beyond it the file keeps
# only what this process used.
MAX_ENTRIES = 5_000
# The modules whose classes' methods are cached.
CACHED_PACKAGES = ("xdsl.", "ttopt.")


class CodeCache:
    """Source text -> code object, read from and written back to one marshal file.

    The file maps each text to its code object's own marshal bytes: reading it then makes
    ~2000 bytes objects (~2 ms), not ~2000 code objects (~16 ms), and each code object is made
    when a dataclass asks for it."""

    def __init__(self, path: str):
        self.path = path
        self._stored: dict[str, bytes] | None = None  # read on first use: `--version` needs none
        self.used: dict[str, bytes] = {}
        self.missed = False

    @property
    def stored(self) -> dict[str, bytes]:
        if self._stored is None:
            self._stored = self._read()
        return self._stored

    def _read(self) -> dict[str, bytes]:
        try:
            with open(self.path, "rb") as stream:
                table = marshal.loads(stream.read())
        except (OSError, EOFError, ValueError, TypeError):
            return {}
        if not isinstance(table, dict):
            return {}
        return {source: data for source, data in table.items() if isinstance(data, bytes)}  # older layouts

    def code_for(self, source: str) -> CodeType:
        data = self.stored.get(source)
        code = None if data is None else _code_from(data)
        if code is None:
            code = _compiled(source)
            data = marshal.dumps(code)
            self.stored[source] = data
            self.missed = True
        self.used[source] = data
        return code

    def exec(self, source, globals=None, locals=None, /):
        """`exec` as dataclasses calls it: the text compiled once per machine, not per run,
        for a class of xDSL or ttopt (`globals` is its module's namespace)."""
        if isinstance(source, str):
            module = "" if globals is None else globals.get("__name__", "")
            source = self.code_for(source) if module.startswith(CACHED_PACKAGES) else _compiled(source)
        return builtins.exec(source, globals, locals)

    def write_back(self) -> None:
        """Adds what this process compiled; written to a temporary file, then renamed, so
        processes running side by side (lit) never read half a file."""
        if not self.missed or sys.dont_write_bytecode:  # PYTHONDONTWRITEBYTECODE: no .pyc, no cache
            return
        table = self.stored if len(self.stored) <= MAX_ENTRIES else self.used
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            temporary = f"{self.path}.{os.getpid()}.tmp"
            with open(temporary, "wb") as stream:
                marshal.dump(table, stream)
            os.replace(temporary, self.path)
        except OSError:
            pass


def _compiled(source: str) -> CodeType:
    """As dataclasses' `exec(text)` compiles it: without this module's future imports (which an
    `exec` of the text here would inherit; annotations stay evaluated, as `inspect.signature`
    and `get_type_hints` expect)."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def _code_from(data: bytes) -> CodeType | None:
    """One entry's code object; None for an entry that is not one (an older file's layout)."""
    try:
        code = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    return code if isinstance(code, CodeType) else None


def install(path: str = CACHE_FILE) -> CodeCache | None:
    """Shadows `exec` in the dataclasses module with a cached one (once per process)."""
    if os.environ.get("TTOPT_NO_DATACLASS_CACHE") == "1" or CACHE_TAG is None:
        return None
    current = getattr(dataclasses, "exec", None)
    if isinstance(getattr(current, "__self__", None), CodeCache):
        return current.__self__
    cache = CodeCache(path)
    dataclasses.exec = cache.exec
    atexit.register(cache.write_back)
    return cache
