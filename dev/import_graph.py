"""The import graph of the ttopt package and its cycles (a development aid; test/unit/test_imports.py
runs it in CI).

    python dev/import_graph.py            # module count, edges, and every cycle (exit 1 if any)
    python dev/import_graph.py --dot      # the graph in Graphviz form
    python dev/import_graph.py --root DIR # another checkout

Every `import` / `from ... import` of a ttopt module counts, at module level or inside a function
(an import inside a function hides a cycle, it does not remove it); `if TYPE_CHECKING:` blocks do
not. Importing `a.b.c` also runs the `__init__` of `a` and `a.b`, so those are edges too. A cycle
is a strongly connected component of more than one module.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "ttopt"


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package, by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        name = ".".join(path.relative_to(root).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The ttopt modules `name` imports, with the packages whose `__init__` those imports run."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text())):
        for target in _targets(node, package, known):
            targets.add(target)
            targets.update(_enclosing_packages(target, known))
    targets.discard(name)
    return {t for t in targets if not name.startswith(t + ".")}


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from _import_nodes(node)


def _targets(node: ast.Import | ast.ImportFrom, package: str, known: dict[str, Path]) -> Iterator[str]:
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield from _known_prefix(alias.name, known)
        return
    base = node.module or ""
    if node.level:
        parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
        base = ".".join([*parts, base] if base else parts)
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        yield from _known_prefix(submodule if submodule in known else base, known)


def _known_prefix(name: str, known: dict[str, Path]) -> Iterator[str]:
    while name and name not in known:
        name = name.rpartition(".")[0]
    if name:
        yield name


def _enclosing_packages(name: str, known: dict[str, Path]) -> Iterator[str]:
    parts = name.split(".")
    for end in range(1, len(parts)):
        prefix = ".".join(parts[:end])
        if prefix in known:
            yield prefix


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            successor = next(successors, None)
            if successor is not None:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(edges.get(successor, ())))))
                elif successor in on_stack:
                    low[node] = min(low[node], index[successor])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dot", action="store_true", help="print the graph in Graphviz form")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to read (default: this one)")
    args = parser.parse_args(argv)
    edges = graph(args.root)
    if args.dot:
        print("digraph ttopt {")
        for source, targets in sorted(edges.items()):
            for target in sorted(targets):
                print(f'  "{source}" -> "{target}";')
        print("}")
        return 0
    found = cycles(edges)
    print(f"{len(edges)} modules, {sum(map(len, edges.values()))} import edges, {len(found)} cycles")
    for component in found:
        print("cycle: " + " <-> ".join(component))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
