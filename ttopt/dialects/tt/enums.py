"""The tt enums (I32EnumAttr): stored as i32 `IntegerAttr`s, spelled as keywords by some formats."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerAttr, i32

from ttopt.dialects.constraints import AttributeConstraint, i32_enum_attr
from ttopt.ir.assembly_format import EnumStyle


@dataclass(frozen=True)
class TTEnum:
    """One enum: its cases (value -> keyword), in declaration order."""

    name: str
    cases: dict[int, str]

    def keyword(self, value: int | IntegerAttr) -> str:
        if isinstance(value, IntegerAttr):
            value = value.value.data
        return self.cases[value]

    def value(self, keyword: str) -> int:
        for value, spelling in self.cases.items():
            if spelling == keyword:
                return value
        raise KeyError(f"{keyword!r} is not a {self.name}")

    def attr(self, case: str | int) -> IntegerAttr:
        """The property value of a case given by keyword or value."""
        return IntegerAttr(self.value(case) if isinstance(case, str) else case, i32)

    @property
    def constraint(self) -> AttributeConstraint:
        return i32_enum_attr(tuple(self.cases))

    @property
    def style(self) -> EnumStyle:
        return EnumStyle(self.cases, i32)


def _enum(name: str, first: int, *keywords: str) -> TTEnum:
    return TTEnum(name, {first + index: keyword for index, keyword in enumerate(keywords)})


CACHE_MODIFIER = _enum("CacheModifier", 1, "none", "ca", "cg", "wb", "cs", "wt", "cv")
EVICTION_POLICY = _enum("EvictionPolicy", 1, "evict_normal", "evict_first", "evict_last")
MEM_SEMANTIC = _enum("MemSemantic", 1, "relaxed", "acquire", "release", "acq_rel")
MEM_SYNC_SCOPE = _enum("MemSyncScope", 1, "gpu", "cta", "sys")
RMW_OP = _enum("RMWOp", 1, "and", "or", "xor", "add", "fadd", "max", "min", "umax", "umin", "exch")
PADDING_OPTION = _enum("PaddingOption", 1, "zero", "nan")
PROGRAM_ID_DIM = _enum("ProgramIDDim", 0, "x", "y", "z")
ROUNDING_MODE = _enum("RoundingMode", 0, "rtz", "rtne")
PROPAGATE_NAN = TTEnum("PropagateNan", {0: "none", 0xFFFF: "all"})
INPUT_PRECISION = _enum("InputPrecision", 0, "tf32", "tf32x3", "ieee", "bf16x3", "bf16x6")
SCALE_DOT_ELEM_TYPE = _enum("ScaleDotElemType", 0, "e4m3", "e5m2", "e2m3", "e3m2", "e2m1", "bf16", "fp16")
DESCRIPTOR_REDUCE_KIND = _enum("DescriptorReduceKind", 1, "add", "min", "max", "inc", "dec", "and", "or", "xor")
