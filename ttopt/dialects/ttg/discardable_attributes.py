"""The `ttg.*` discardable attributes on other ops (TritonGPUDialect::verifyOperationAttribute)."""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from ttopt.ir.diagnostics import op_error

_MODULE_ONLY = ("ttg.num-ctas", "ttg.target", "ttg.threads-per-warp")


_PARTITION = "ttg.partition"


_PARTITION_OUTPUTS = "ttg.partition.outputs"


_OPS_WITH_OUTPUT_PARTITIONS = ("scf.for", "scf.if", "tt.reduce")


def verify_operation_attribute(op: Operation, name: str, value: Attribute) -> None:
    """The placement and partition checks upstream runs on each `ttg.*` discardable attribute."""
    if name in _MODULE_ONLY and not isinstance(op, ModuleOp):
        raise VerifyException(f'has unexpected attribute "{name}" which is expected only on `module` ops')
    if name == "ttg.num-warps" and not (isinstance(op, ModuleOp) or op.name == "tt.func"):
        raise VerifyException(f'has unexpected attribute "{name}" which is expected only on `module` or `tt.func` ops')
    if name == _PARTITION:
        _verify_partition(op, value)
    elif name == _PARTITION_OUTPUTS:
        _verify_partition_outputs(op, value)


def _partition_ids(value: Attribute) -> list[int]:
    return list(value.get_values()) if isinstance(value, DenseArrayBase) else []


def _check_id_list(ids: list[int], name: str) -> None:
    if len(set(ids)) != len(ids):
        raise VerifyException(f'has duplicated partition ids in attribute "{name}"')
    if not ids:
        raise VerifyException(f'has no partition ids in attribute "{name}"')
    if ids != sorted(ids):
        raise VerifyException(f'partition ids not in sorted order in attribute "{name}"')


def _verify_partition(op: Operation, value: Attribute) -> None:
    ids = _partition_ids(value)
    _check_id_list(ids, _PARTITION)
    if not op.regions:
        return
    child_ids: set[int] = set()
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if child.name in ("scf.yield", "ub.poison"):
                    continue
                if _PARTITION not in child.attributes:
                    raise op_error(
                        child,
                        f"does not have expected attribute {_PARTITION} which is expected for ops whose parent "
                        "has partitions",
                    )
                child_ids.update(_partition_ids(child.attributes[_PARTITION]))
    if not child_ids <= set(ids):
        raise VerifyException(f'partition ids in attr "{_PARTITION}" does not contain partition ids of all child ops')


def _verify_partition_outputs(op: Operation, value: Attribute) -> None:
    sets = [_partition_ids(s) for s in value.data] if isinstance(value, ArrayAttr) else []
    for ids in sets:
        _check_id_list(ids, _PARTITION_OUTPUTS)
    if op.name not in _OPS_WITH_OUTPUT_PARTITIONS:
        raise VerifyException(f'has unexpected attribute "{_PARTITION_OUTPUTS}"')
    if len(sets) != len(op.results):
        raise VerifyException(
            f'does not have expected number of output partition sets in attr "{_PARTITION_OUTPUTS}"; '
            "should match number of results"
        )
    if _PARTITION not in op.attributes:
        raise VerifyException(
            f"does not have expected attribute {_PARTITION} which is expected for ops with attr {_PARTITION_OUTPUTS}"
        )
    union = {i for ids in sets for i in ids}
    if not union <= set(_partition_ids(op.attributes[_PARTITION])):
        raise VerifyException(
            f'partition ids in attr {_PARTITION} must be the union of all partition ids in "{_PARTITION_OUTPUTS}"'
        )
