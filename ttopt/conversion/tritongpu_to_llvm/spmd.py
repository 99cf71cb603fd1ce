"""`tt.get_program_id` and `tt.get_num_programs`.

Upstream: lib/Conversion/TritonGPUToLLVM/SPMDOpToLLVM.cpp with the NVIDIA
TargetInfo::programId (llGetPid) and third_party/nvidia SPMDOpToLLVM.cpp. A
program is a CTA (`%ctaid`, `%nctaid`) with one CTA per program, a cluster
(`%clusterid`, `%nclusterid`) otherwise.
"""

from __future__ import annotations

from xdsl.ir import Operation

from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering

_AXES = "xyz"


def program_id(b, rw: ConversionRewriter, axis: int):
    """llGetPid: `%ctaid` with one CTA per program, `%clusterid` otherwise."""
    register = "ctaid" if rw.context.num_ctas == 1 else "clusterid"
    return b.special_register(f"{register}.{_AXES[axis]}")


def num_programs(b, rw: ConversionRewriter, axis: int):
    """GetNumProgramsOpConversion: `%nctaid` with one CTA per program, `%nclusterid` otherwise."""
    register = "nctaid" if rw.context.num_ctas == 1 else "nclusterid"
    return b.special_register(f"{register}.{_AXES[axis]}")


@lowering("tt.get_program_id")
def lower_get_program_id(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    rw.replace_op(op, [program_id(b, rw, op.axis_index)])
    return True


@lowering("tt.get_num_programs")
def lower_get_num_programs(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    rw.replace_op(op, [num_programs(b, rw, op.axis_index)])
    return True
