"""The printer makes a type's text once per type object and print, and looks up aliases only
for classes that have one: the text stays what printing the type each time gives (aliases,
types equal to an aliased one but distinct objects, types inside other types), and a type
object printed many times is printed once."""

from xdsl.dialects.builtin import ModuleOp, TensorType, i32

from ttopt import registry
from ttopt.dialects import llvm
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import print_operation

SOURCE = """\
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  llvm.func @f(%arg0: i32, %arg1: f32) {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32, i32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32, i32)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, f32, i32)> 
    %3 = llvm.insertvalue %arg0, %2[2] : !llvm.struct<(i32, f32, i32)> 
    %4 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f32, i32)> 
    %5 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(i32, f32, i32)> to tensor<128xi32, #blocked>
    %6 = builtin.unrealized_conversion_cast %5 : tensor<128xi32, #blocked> to !llvm.struct<(i32, f32, i32)>
    llvm.return
  }
}
"""


def _module() -> ModuleOp:
    return parse_buffer(registry.make_context(), SOURCE, "types.mlir")


def _share_one_struct_type(module: ModuleOp) -> llvm.LLVMStructType:
    """Every value of the struct type gets the same type object, as a lowering makes them."""
    parsed = next(op.results[0].type for op in module.walk() if op.name == "llvm.mlir.undef")
    shared = llvm.LLVMStructType.new(parsed.parameters)
    for op in module.walk():
        for result in op.results:
            if isinstance(result.type, llvm.LLVMStructType):
                result._type = shared  # pyright: ignore[reportPrivateUsage]
    return shared


def test_parsed_types_print_as_written():
    assert print_operation(_module()) == SOURCE


def test_a_shared_type_object_prints_the_same_text_and_is_printed_once(monkeypatch):
    module = _module()
    expected = print_operation(module)
    shared = _share_one_struct_type(module)
    printed = []
    original = llvm.LLVMStructType.print_parameters

    def counting(self, printer):
        printed.append(self)
        original(self, printer)

    monkeypatch.setattr(llvm.LLVMStructType, "print_parameters", counting)
    assert print_operation(module) == expected
    # Once in the alias dry run (which visits, not prints, but calls the same method) and once
    # in the print, however many ops show the type.
    assert [t for t in printed if t is shared] == [shared, shared]


def test_a_type_equal_to_an_aliased_one_prints_the_alias():
    module = _module()
    results = [op.results[0] for op in module.walk() if op.results]
    tensor_types = [result.type for result in results if isinstance(result.type, TensorType)]
    assert len(tensor_types) == 1
    encoding = tensor_types[0].encoding
    assert isinstance(encoding, BlockedEncodingAttr)
    # Rebuild the cast's tensor type from equal but distinct parts: still `#blocked`.
    cast = next(op for op in module.walk() if op.results and isinstance(op.results[0].type, TensorType))
    cast.results[0]._type = TensorType(i32, [128], BlockedEncodingAttr.new(encoding.parameters))  # pyright: ignore[reportPrivateUsage]
    assert print_operation(module) == SOURCE
