"""PTXBuilder: operand numbering, constraints and asm text of the inline PTX the lowering emits."""

from __future__ import annotations

import pytest

from ttopt.conversion.tritongpu_to_llvm.ptx_builder import (
    PTXBuilder,
    ptx_register_size_code,
)


class FakeValue:
    def __init__(self, name: str):
        self.name = name


def test_predicated_vector_load_with_zero_initialised_outputs():
    """The shape of a masked `tt.load` of four f32 (as upstream emits it for vecadd)."""
    ptx = PTXBuilder()
    outputs = ptx.new_list()
    for _ in range(4):
        outputs.append(ptx.new_output("=r", init=True))
    pointer, mask = FakeValue("ptr"), FakeValue("mask")
    address = ptx.new_address(pointer, "l", 0)
    ptx.create("ld").o("volatile", False).global_().o("ca", False).v(4).b(32)(outputs, address).maybe_predicate(mask)
    assert ptx.dump() == (
        "mov.u32 $0, 0x0;\n\tmov.u32 $1, 0x0;\n\tmov.u32 $2, 0x0;\n\tmov.u32 $3, 0x0;\n\t"
        "@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
    )
    assert ptx.constraints() == "=r,=r,=r,=r,l,b"
    assert ptx.mlir_args() == [pointer, mask]


def test_store_lists_values_before_address_and_predicate():
    ptx = PTXBuilder()
    words = [FakeValue(f"w{i}") for i in range(2)]
    values = ptx.new_list_of_values([(w, "r") for w in words])
    address = ptx.new_address(FakeValue("p"), "l")
    predicate = FakeValue("pred")
    ptx.create("st").global_().o("cg").v(2).b(32)(address, values).maybe_predicate(predicate, "b")
    assert ptx.dump() == "@$3 st.global.cg.v2.b32 [ $2 + 0 ], { $0, $1 };"
    assert ptx.constraints() == "r,r,l,b"
    assert [v.name for v in ptx.mlir_args()] == ["w0", "w1", "p", "pred"]


def test_vector_width_one_is_not_printed_and_missing_predicate_is_omitted():
    ptx = PTXBuilder()
    out = ptx.new_output("=h")
    ptx.create("ld").global_().v(1).b(16)(out, ptx.new_address(FakeValue("p"), "l", 4)).maybe_predicate(None)
    assert ptx.dump() == "ld.global.b16 $0, [ $1 + 4 ];"
    assert ptx.constraints() == "=h,l"


def test_constants_print_in_hex_and_take_no_operand_number():
    ptx = PTXBuilder()
    out = ptx.new_output("=l")
    ptx.create("mov").o("u64")(out, ptx.new_constant(-1))
    ptx.create("mov").o("u16")(ptx.new_output("=c"), ptx.new_constant(0x3C00))
    assert ptx.dump() == "mov.u64 $0, 0xffffffffffffffff;\n\tmov.u16 $1, 0x3c00;"
    assert ptx.constraints() == "=l,=c"


def test_predicate_not_and_tied_operand():
    ptx = PTXBuilder()
    out = ptx.new_output("=r")
    tied = ptx.new_tied(0)
    ptx.create("mov").b(32)(out, tied).predicate_not(FakeValue("p"), "b")
    assert ptx.dump() == "@!$2 mov.b32 $0, $1;"
    assert ptx.constraints() == "=r,0,b"


def test_verbatim_asm_attaches_operands_in_the_given_order():
    """makeConverterFromPtx: the asm text is fixed, operands follow the caller's order."""
    ptx = PTXBuilder()
    source = ptx.new_operand(FakeValue("in"), "r")
    result = ptx.new_output("=r")
    ptx.create("cvt.rn.f16x2.e4m3x2 $0, $1;")(result, source, only_attach_mlir_args=True)
    assert ptx.dump() == "cvt.rn.f16x2.e4m3x2 $0, $1;"
    assert ptx.constraints() == "=r,r"


def test_unknown_init_constraint_is_rejected():
    with pytest.raises(ValueError, match="Unknown constraint"):
        PTXBuilder().new_output("=b", init=True)


@pytest.mark.parametrize(
    ("bits", "is_float", "code"), [(1, False, "b"), (16, True, "h"), (32, True, "f"), (32, False, "r"), (64, True, "d")]
)
def test_register_size_codes(bits, is_float, code):
    assert ptx_register_size_code(bits, is_float) == code
