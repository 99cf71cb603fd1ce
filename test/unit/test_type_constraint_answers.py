"""A TypeConstraint remembers its predicate's answer per type object: the answers stay the
predicate's, each type object is asked about once, an equal but distinct object is asked
again (the table is by identity), and a full table starts again without wrong answers."""

from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects.builtin import Float32Type, IntegerType, TensorType, f32, i1, i32

from ttopt.dialects import constraints
from ttopt.dialects.constraints import TypeConstraint


def _counting(predicate):
    asked = []

    def counted(type_):
        asked.append(type_)
        return predicate(type_)

    return counted, asked


def _is_float_tensor(type_) -> bool:
    return isinstance(type_, TensorType) and isinstance(type_.element_type, Float32Type)


TYPES = [f32, i32, i1, TensorType(f32, [4]), TensorType(i32, [4]), TensorType(f32, [2, 8])]


@given(st.lists(st.sampled_from(range(len(TYPES))), max_size=30))
def test_answers_are_the_predicates_and_each_type_object_is_asked_once(order):
    predicate, asked = _counting(_is_float_tensor)
    constraint = TypeConstraint("float tensor", predicate)
    for index in order:
        assert constraint(TYPES[index]) is _is_float_tensor(TYPES[index])
    assert sorted(map(id, asked)) == sorted({id(TYPES[index]) for index in order})


def test_an_equal_but_distinct_type_object_is_asked_about_again():
    predicate, asked = _counting(_is_float_tensor)
    constraint = TypeConstraint("float tensor", predicate)
    first, second = TensorType(f32, [4]), TensorType(f32, [4])
    assert first == second and first is not second
    assert constraint(first) and constraint(second) and constraint(first)
    assert [id(t) for t in asked] == [id(first), id(second)]


def test_verify_uses_the_same_answers():
    predicate, asked = _counting(lambda t: isinstance(t, IntegerType))
    constraint = TypeConstraint("integer", predicate)
    constraint.verify(i32, None)
    constraint.verify(i32, None)
    assert asked == [i32]


def test_a_full_table_starts_again_and_answers_stay_right(monkeypatch):
    monkeypatch.setattr(constraints, "_MAX_ANSWERS", 3)
    predicate, asked = _counting(_is_float_tensor)
    constraint = TypeConstraint("float tensor", predicate)
    for _ in range(2):
        for type_ in TYPES:
            assert constraint(type_) is _is_float_tensor(type_)
    assert len(constraint._answer.table) <= 4
    # Forgotten answers are asked for again, never guessed.
    assert len(asked) > len(TYPES)
