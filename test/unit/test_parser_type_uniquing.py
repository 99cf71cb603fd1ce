"""The parser gives one type object per spelling in a file, as MLIR uniques types: integer and
index types by their keyword, dialect types by their name and `<...>` text. Equal spellings
share an object, different spellings do not, bodies the bracket scan cannot bound (a string
inside) still parse, and what is printed back is what was written."""

import pytest
from xdsl.dialects.builtin import IntegerType, Signedness

from ttopt import registry
from ttopt.ir.diagnostics import DiagnosticError
from ttopt.ir.parser import _balanced_body_end, parse_buffer
from ttopt.ir.printer import print_operation

SOURCE = """\
module {
  llvm.func @f(%arg0: i32, %arg1: si8, %arg2: !llvm.ptr<1>) {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, f32)>, i32)>
    %1 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, f32)>, i32)>
    %2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %3 = llvm.mlir.undef : !llvm.struct<"named", (i32, f32)>
    %4 = llvm.mlir.undef : !llvm.struct<"named", (i32, f32)>
    %5 = llvm.mlir.undef : !llvm.ptr<1>
    llvm.return
  }
}
"""


def _parse(text: str = SOURCE):
    return parse_buffer(registry.make_context(), text, "uniquing.mlir")


def _argument_types(module) -> list:
    return [arg.type for arg in next(op for op in module.walk() if op.name == "llvm.func").body.block.args]


def _undef_types(module) -> list:
    return [op.results[0].type for op in module.walk() if op.name == "llvm.mlir.undef"]


def test_equal_spellings_share_one_type_object_and_print_back():
    module = _parse()
    nested, nested_again, flat, named, named_again, pointer = _undef_types(module)
    assert nested is nested_again
    assert nested is not flat and nested != flat
    # A body holding a string is parsed token by token each time: equal, not shared.
    assert named == named_again
    assert _argument_types(module)[2] is pointer
    assert print_operation(module) == SOURCE


def test_integer_types_are_shared_by_spelling():
    module = _parse()
    i32_argument, si8_argument, _ = _argument_types(module)
    struct = _undef_types(module)[2]
    assert struct.body.data[0] is i32_argument
    assert si8_argument == IntegerType(8, Signedness.SIGNED) and si8_argument is not i32_argument


TENSORS = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%arg0: tensor<128xi32, #blocked>, %arg1: tensor<128xi32, #blocked>) {
    %0 = arith.addi %arg0, %arg1 : tensor<128xi32, #blocked>
    %1 = arith.addi %0, %arg1 : tensor<128xi32,   #blocked>
    %2 = arith.constant dense<1> : tensor<128xi32>
    tt.return
  }
}
"""


def test_builtin_tensor_types_are_shared_by_spelling():
    module = _parse(TENSORS)
    function = next(op for op in module.walk() if op.name == "tt.func")
    arg0, arg1 = (arg.type for arg in function.body.block.args)
    first, second, plain = (op.results[0].type for op in module.walk() if op.name.startswith("arith."))
    assert arg0 is arg1 is first
    # Spelled differently (more spaces): parsed again, equal.
    assert second == first and second is not first
    assert plain != first and plain.encoding != first.encoding


def test_separate_parses_do_not_share_dialect_types():
    assert _undef_types(_parse())[0] is not _undef_types(_parse())[0]


def test_a_bad_body_after_a_good_one_is_still_an_error():
    good = "%2 = llvm.mlir.undef : !llvm.struct<(i32, f32)>"
    bad = SOURCE.replace(good, good[:-1])
    with pytest.raises(DiagnosticError):
        _parse(bad)


@pytest.mark.parametrize(
    "text, end",
    [
        ("<(i32, f32)> tail", len("<(i32, f32)>")),
        ("<(i32, struct<(i32)>)>", len("<(i32, struct<(i32)>)>")),
        ("<(i32) -> i32>, x", len("<(i32) -> i32>")),
        ('<"a>b", (i32)>', None),
        ("<(i32>", None),
        ("<(i32, f32)", None),
    ],
)
def test_balanced_body_end(text, end):
    assert _balanced_body_end(text, 0) == end

