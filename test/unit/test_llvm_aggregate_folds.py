"""llvm.extractvalue's fold through insertvalue chains keeps what the extract reads.

Random chains of insertvalues into a nested struct (whole leaves, or the inner struct at once)
end in one extractvalue; after canonicalize, a small interpreter of the function must give the
same value as a model of the chain, and an extract of a position some insert wrote must be gone.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from ptx_pipeline import run_passes

from ttopt.dialects import llvm

INNER = "!llvm.struct<(i32, i32)>"
OUTER = "!llvm.struct<(i32, struct<(i32, i32)>, i32)>"
LEAVES = [(0,), (1, 0), (1, 1), (2,)]
ARGS = 4  # i32 arguments %a0..%a3, and inner structs %t0..%t3

argument = st.integers(0, ARGS - 1)
inner_value = st.tuples(argument, st.lists(st.tuples(st.sampled_from([0, 1]), argument), max_size=2))
insert = st.one_of(
    st.tuples(st.sampled_from(LEAVES), argument),  # a leaf gets %aK
    st.tuples(st.just((1,)), inner_value),  # the inner struct gets %tK, or inserts into %tK
)


def kernel(inserts: list, position: tuple) -> str:
    arguments = ", ".join(
        [f"%s: {OUTER}", *(f"%t{k}: {INNER}" for k in range(ARGS)), *(f"%a{k}: i32" for k in range(ARGS))]
    )
    result = INNER if position == (1,) else "i32"
    lines, current = [], "%s"
    for index, (at, value) in enumerate(inserts):
        if at == (1,):
            base, inner_inserts = value
            source = f"%t{base}"
            for step, (leaf, k) in enumerate(inner_inserts):
                lines.append(f"  %w{index}_{step} = llvm.insertvalue %a{k}, {source}[{leaf}] : {INNER}")
                source = f"%w{index}_{step}"
        else:
            source = f"%a{value}"
        lines.append(
            f"  %v{index} = llvm.insertvalue {source}, {current}[{', '.join(map(str, at))}] : {OUTER}"
        )
        current = f"%v{index}"
    lines.append(f"  %r = llvm.extractvalue {current}[{', '.join(map(str, position))}] : {OUTER}")
    lines.append(f"  llvm.return %r : {result}")
    return f"llvm.func @f({arguments}) -> {result} {{\n" + "\n".join(lines) + "\n}\n"


def model(inserts: list, position: tuple):
    """What the chain holds at `position`: each leaf is ('s', path), ('a', k) or ('t', k, i)."""
    leaves = {leaf: ("s", leaf) for leaf in LEAVES}
    for at, value in inserts:
        if at == (1,):
            base, inner_inserts = value
            inner = [("t", base, 0), ("t", base, 1)]
            for leaf, k in inner_inserts:
                inner[leaf] = ("a", k)
            leaves[(1, 0)], leaves[(1, 1)] = inner
        else:
            leaves[at] = ("a", value)
    return (leaves[(1, 0)], leaves[(1, 1)]) if position == (1,) else leaves[position]


def interpret(function) -> object:
    """The returned value, over the same leaves as `model`."""
    block = function.body.block
    names = ["s", *(f"t{k}" for k in range(ARGS)), *(f"a{k}" for k in range(ARGS))]
    values: dict = {}
    for name, argument in zip(names, block.args):
        if name == "s":
            values[argument] = {leaf: ("s", leaf) for leaf in LEAVES}
        elif name[0] == "t":
            values[argument] = {(0,): ("t", int(name[1:]), 0), (1,): ("t", int(name[1:]), 1)}
        else:
            values[argument] = ("a", int(name[1:]))
    for op in block.ops:
        if isinstance(op, llvm.InsertValueOp):
            leaves = dict(values[op.container])
            at, value = tuple(op.indices), values[op.value]
            if isinstance(value, dict):
                for sub, leaf in value.items():
                    leaves[at + sub] = leaf
            else:
                leaves[at] = value
            values[op.results[0]] = leaves
        elif isinstance(op, llvm.ExtractValueOp):
            leaves, at = values[op.container], tuple(op.indices)
            if at in leaves:
                values[op.results[0]] = leaves[at]
            else:
                values[op.results[0]] = {
                    path[len(at) :]: leaf for path, leaf in leaves.items() if path[: len(at)] == at
                }
        elif isinstance(op, llvm.ReturnOp):
            result = values[op.operands[0]]
            return tuple(result[key] for key in sorted(result)) if isinstance(result, dict) else result
    raise AssertionError("no llvm.return")


@settings(max_examples=150, deadline=None)
@given(st.lists(insert, max_size=7), st.sampled_from([*LEAVES, (1,)]))
def test_extract_after_canonicalize_reads_what_the_chain_holds(inserts, position):
    module = run_passes(kernel(inserts, position), 80, ["canonicalize"])
    function = next(op for op in module.walk() if isinstance(op, llvm.FuncOp))
    assert interpret(function) == model(inserts, position)
    overlapping = (at for at, _ in reversed(inserts) if at[: len(position)] == position[: len(at)])
    last_write = next(overlapping, None)
    if last_write == position:
        extracts = [op for op in function.walk() if isinstance(op, llvm.ExtractValueOp)]
        assert not extracts, "the value the last insert at the position wrote is the result"
