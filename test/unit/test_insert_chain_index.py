"""ExtractValueOp's fold looks one-index positions up in an index of the insertvalue chain
(`_InsertChain`): its answer is always the walk's (`_walk_inserts`), also after inserts of
the chain change between lookups (an operand set, a container replaced, a position changed,
an insert erased)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import i32
from xdsl.ir import Block

from ttopt.dialects import llvm
from ttopt.dialects.llvm import ExtractValueOp, InsertValueOp, LLVMStructType, UndefOp, _position_attr

WIDTH = 6
STRUCT = LLVMStructType([i32] * WIDTH)
ARGUMENTS = 4

position = st.integers(0, WIDTH - 1)
change = st.one_of(
    st.tuples(st.just("value"), st.integers(0, 40), st.integers(0, ARGUMENTS - 1)),
    st.tuples(st.just("container"), st.integers(0, 40), st.integers(0, 40)),
    st.tuples(st.just("position"), st.integers(0, 40), position),
    st.tuples(st.just("erase_last"), st.just(0), st.just(0)),
)
step = st.one_of(st.tuples(st.just("extract"), position), st.tuples(st.just("change"), change))


def build(positions: list[int]) -> tuple[Block, list[InsertValueOp]]:
    block = Block(arg_types=[i32] * ARGUMENTS)
    undef = UndefOp(STRUCT)
    block.add_op(undef)
    container, inserts = undef.results[0], []
    for index, at in enumerate(positions):
        insert = InsertValueOp(container, block.args[index % ARGUMENTS], [at])
        block.add_op(insert)
        inserts.append(insert)
        container = insert.results[0]
    return block, inserts


def fold_both_ways(last: InsertValueOp, at: int):
    """The fold's answer and the walk's, each on its own extract (the walk may rewrite it)."""
    indexed, walked = ExtractValueOp(last.results[0], [at]), ExtractValueOp(last.results[0], [at])
    answer = indexed._fold_through_inserts(last)
    expected = walked._walk_inserts(last)
    outcome = (answer, indexed.operands[0]), (expected, walked.operands[0])
    indexed.erase()  # no longer a user of the chain
    walked.erase()
    return outcome


def apply(change: tuple, block: Block, inserts: list[InsertValueOp]) -> None:
    kind, which, other = change
    if kind == "erase_last" and len(inserts) > 1:
        last = inserts.pop()
        last.detach()
        last.erase()
        return
    insert = inserts[which % len(inserts)]
    if kind == "value":
        insert.operands[1] = block.args[other]
    elif kind == "container":
        earlier = inserts.index(insert)
        if earlier > 0:
            insert.operands[0] = inserts[other % earlier].results[0]
    elif kind == "position":
        insert.properties["position"] = _position_attr([other])


@settings(max_examples=300, deadline=None)
@given(st.lists(position, min_size=1, max_size=20), st.lists(step, max_size=30))
def test_the_index_answers_as_the_walk(positions, steps):
    block, inserts = build(positions)
    for kind, argument in steps:
        if kind == "change":
            apply(argument, block, inserts)
            continue
        (answer, read_from), (expected, walked_from) = fold_both_ways(inserts[-1], argument)
        assert answer == expected
        assert read_from is walked_from


def test_a_lowered_tensors_extracts_are_answered_by_the_index():
    block, inserts = build(list(range(WIDTH)))
    chain_before = len(llvm._INSERT_CHAINS)
    for at in reversed(range(WIDTH)):
        (answer, _), (expected, _) = fold_both_ways(inserts[-1], at)
        assert answer == expected == [block.args[at % ARGUMENTS]]
    entry = llvm._INSERT_CHAINS[id(inserts[-1])]
    assert entry[0] is inserts[-1] and len(entry[1].links) == WIDTH
    assert len(llvm._INSERT_CHAINS) <= chain_before + 1
