"""`ttopt-layout`: show where each element of a tensor lives under a TritonGPU layout.

Like upstream's triton-tensor-layout, it takes a layout and a tensor type and
prints, for every element, the (warp, lane, register) holding it, or the
shared-memory offset for a shared layout.  `--hw-view` prints the inverse
(what each lane's registers, or each offset, hold), `--linear-layout` the
layout's bases, and `--svg FILE` draws the table: one colour per warp, each
cell labelled with its lane and register.

    ttopt-layout -l '#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4],
                  warpsPerCTA = [1, 2], order = [1, 0]}>' -t 'tensor<16x16xf16>'
"""

from __future__ import annotations

import argparse
import html
import math
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from xdsl.dialects.builtin import NoneAttr, TensorType
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError

from ttopt import registry
from ttopt.dialects.ttg.layouts import LayoutEncoding
from ttopt.dialects.ttg.types import MemDescType
from ttopt.ir.parser import TritonParser, describe_parse_error
from ttopt.ir.printer import print_attribute_text
from ttopt.layouts.conversions import (
    BLOCK,
    LANE,
    OFFSET,
    REGISTER,
    WARP,
    LayoutConversionError,
    to_linear_layout,
)
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import layout_shape

PROGRAM = "ttopt-layout"


class ToolError(Exception):
    """A problem with the command line's input, reported without a traceback."""


# -- what holds each element ---------------------------------------------------------------


@dataclass(frozen=True)
class LayoutTable:
    """Every hardware location of a layout and the tensor element it holds.

    A location is a tuple of in-dim values in `in_dims` order: (register,
    lane, warp, block) for a register layout, (offset, block) for a shared one.
    """

    shape: tuple[int, ...]
    in_dims: tuple[str, ...]
    in_sizes: tuple[int, ...]
    element_of: dict[tuple[int, ...], tuple[int, ...]]
    holders: dict[tuple[int, ...], list[tuple[int, ...]]]
    """For each element, the locations holding it, smallest first."""

    @property
    def is_shared(self) -> bool:
        return OFFSET in self.in_dims

    def size(self, in_dim: str) -> int:
        return self.in_sizes[self.in_dims.index(in_dim)]

    def value(self, location: tuple[int, ...], in_dim: str) -> int:
        return location[self.in_dims.index(in_dim)]

    def location(self, **values: int) -> tuple[int, ...]:
        return tuple(values[in_dim] for in_dim in self.in_dims)


def build_table(layout: LinearLayout) -> LayoutTable:
    """Evaluate `layout` on all of its inputs.

    Input i is the XOR of the bases of its set bits, so it is the output of
    i without its lowest bit XOR the basis of that bit: one XOR per input.
    """
    flat = layout.flatten_ins().flatten_outs()
    columns = [basis[0] for bases in flat.bases.values() for basis in bases]
    outputs = [0] * (1 << len(columns))
    for i in range(1, len(outputs)):
        lowest = (i & -i).bit_length() - 1
        outputs[i] = outputs[i & (i - 1)] ^ columns[lowest]
    in_sizes = tuple(layout.in_dim_sizes.values())
    out_sizes = tuple(layout.out_dim_sizes.values())
    element_of = {
        _split_bits(i, in_sizes): _split_bits(out, out_sizes) for i, out in enumerate(outputs)
    }
    holders: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    for location, element in element_of.items():
        holders.setdefault(element, []).append(location)
    return LayoutTable(out_sizes, layout.in_dims, in_sizes, element_of, holders)


def _split_bits(value: int, sizes: Sequence[int]) -> tuple[int, ...]:
    """Per-dim values of a packed bit-vector, the first dim in the lowest bits."""
    parts = []
    for size in sizes:
        parts.append(value & (size - 1))
        value >>= size.bit_length() - 1
    return tuple(parts)


# -- text ----------------------------------------------------------------------------------


def location_label(table: LayoutTable, location: tuple[int, ...]) -> str:
    """`w1:l5:r2` for a register layout, the offset for a shared one, `b1:` first with CTAs."""
    if table.is_shared:
        label = str(table.value(location, OFFSET))
    else:
        parts = (("w", WARP), ("l", LANE), ("r", REGISTER))
        label = ":".join(f"{prefix}{table.value(location, dim)}" for prefix, dim in parts)
    if table.size(BLOCK) > 1:
        label = f"b{table.value(location, BLOCK)}:{label}"
    return label


def element_label(element: Sequence[int]) -> str:
    return "(" + ", ".join(map(str, element)) + ")"


def slices(shape: Sequence[int]) -> Iterator[tuple[tuple[int, ...], int, int]]:
    """(leading index, rows, columns) of each 2-D slice over the last two dims.

    A 1-D tensor is one column, which keeps long lists of copies readable.
    """
    if len(shape) == 1:
        yield (), shape[0], 1
        return
    for leading in product(*(range(size) for size in shape[:-2])):
        yield leading, shape[-2], shape[-1]


def element_at(
    shape: Sequence[int], leading: tuple[int, ...], row: int, column: int
) -> tuple[int, ...]:
    return (*leading, row, column) if len(shape) >= 2 else (row,)


def summary(table: LayoutTable) -> str:
    elements = "x".join(map(str, table.shape))
    if table.is_shared:
        text = f"{elements} elements in {table.size(OFFSET)} shared-memory offsets (cell: offset)"
    else:
        counts = ", ".join(_count(table.size(d), d) for d in (WARP, LANE, REGISTER))
        text = f"{elements} elements over {counts} (cell: warp:lane:register, '|' between copies)"
    if table.size(BLOCK) > 1:
        text += f", {_count(table.size(BLOCK), 'CTA')} (b: CTA)"
    return text


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def tensor_view(table: LayoutTable) -> str:
    """A grid per 2-D slice: each element's holders."""
    cells = {
        element: "|".join(location_label(table, loc) for loc in locs)
        for element, locs in table.holders.items()
    }
    width = max(len(cell) for cell in cells.values())
    lines = []
    for leading, rows, columns in slices(table.shape):
        if leading:
            lines.append("[" + ", ".join(map(str, leading)) + ", :, :]")
        row_width = len(str(rows - 1))
        if len(table.shape) >= 2:
            lines.append(
                " " * row_width + "".join(f"  {column:>{width}}" for column in range(columns))
            )
        for row in range(rows):
            row_cells = (cells[element_at(table.shape, leading, row, c)] for c in range(columns))
            lines.append(
                f"{row:>{row_width}}" + "".join(f"  {cell:>{width}}" for cell in row_cells)
            )
    return "\n".join(lines)


def hardware_view(table: LayoutTable) -> str:
    """The inverse view: what each lane's registers, or each run of offsets, hold."""
    lines = []
    for block in range(table.size(BLOCK)):
        prefix = f"block {block} " if table.size(BLOCK) > 1 else ""
        if table.is_shared:
            lines.extend(prefix + line for line in _offset_lines(table, block))
            continue
        for warp in range(table.size(WARP)):
            lines.append(f"{prefix}warp {warp}:")
            for lane in range(table.size(LANE)):
                elements = (
                    table.element_of[table.location(register=r, lane=lane, warp=warp, block=block)]
                    for r in range(table.size(REGISTER))
                )
                lines.append(f"  {f'lane {lane}:':<8} " + " ".join(map(element_label, elements)))
    return "\n".join(lines)


def _offset_lines(table: LayoutTable, block: int) -> Iterator[str]:
    """One line per row of the buffer: offsets until the layout leaves the first dim it walks."""
    run = min(_row_length(table), 32)
    width = len(f"offset {table.size(OFFSET) - run}:")
    for start in range(0, table.size(OFFSET), run):
        elements = (
            table.element_of[table.location(offset=o, block=block)]
            for o in range(start, start + run)
        )
        yield f"{f'offset {start}:':<{width}} " + " ".join(map(element_label, elements))


def _row_length(table: LayoutTable) -> int:
    """How many offsets from 0 stay along the first tensor dim they move along."""
    first = table.element_of[table.location(offset=1, block=0)] if table.size(OFFSET) > 1 else None
    length = 1
    while first is not None and length < table.size(OFFSET):
        element = table.element_of[table.location(offset=length, block=0)]
        if [bool(v) for v in element] != [bool(v) for v in first]:
            break
        length *= 2
    return length


# -- picture --------------------------------------------------------------------------------

CELL_WIDTH, CELL_HEIGHT, MARGIN, FONT = 44, 30, 36, "monospace"


def svg_picture(table: LayoutTable, title: str) -> str:
    """The tensor view as an SVG: a coloured, labelled cell per element.

    Register layouts colour each cell by the warp holding it and label it with
    the lane and register (and `+n` when n more locations hold copies);
    shared layouts colour by the offset's position within its row and label
    the offset.
    """
    colour = _shared_colour(table) if table.is_shared else _warp_colour(table)
    parts, top = [], MARGIN + 14
    for leading, rows, columns in slices(table.shape):
        if leading:
            parts.append(_text(MARGIN, top - 6, "[" + ", ".join(map(str, leading)) + ", :, :]", 12))
        parts.extend(_grid(table, leading, rows, columns, top, colour))
        top += rows * CELL_HEIGHT + MARGIN
    width = 2 * MARGIN + (table.shape[-1] if len(table.shape) >= 2 else 1) * CELL_WIDTH
    legend, top = _legend(table, top, colour)
    width = max(width, 7 * len(title) + 2 * MARGIN)
    return "\n".join(
        [
            (
                f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{top}" '
                f'viewBox="0 0 {width} {top}" font-family="{FONT}">'
            ),
            f"<title>{html.escape(title)}</title>",
            f'<rect width="{width}" height="{top}" fill="white"/>',
            _text(MARGIN, 20, title, 11),
            *parts,
            *legend,
            "</svg>",
            "",
        ]
    )


def _grid(
    table: LayoutTable,
    leading: tuple[int, ...],
    rows: int,
    columns: int,
    top: int,
    colour: Callable[[tuple[int, ...]], str],
) -> list[str]:
    parts = []
    for column in range(columns if len(table.shape) >= 2 else 0):
        x = MARGIN + column * CELL_WIDTH + CELL_WIDTH // 2
        parts.append(_text(x, top - 4, str(column), 9, anchor="middle"))
    for row in range(rows):
        y = top + row * CELL_HEIGHT
        parts.append(_text(MARGIN - 4, y + CELL_HEIGHT // 2 + 3, str(row), 9, anchor="end"))
        for column in range(columns):
            locations = table.holders[element_at(table.shape, leading, row, column)]
            parts.append(
                _cell(table, MARGIN + column * CELL_WIDTH, y, locations, colour(locations[0]))
            )
    return parts


def _cell(table: LayoutTable, x: int, y: int, locations: list[tuple[int, ...]], fill: str) -> str:
    first = locations[0]
    if table.is_shared:
        lines = [str(table.value(first, OFFSET))]
    else:
        # Capitals: a small "l1" reads as "11".
        lines = [f"L{table.value(first, LANE)}", f"R{table.value(first, REGISTER)}"]
    if table.size(BLOCK) > 1:
        lines[0] = f"b{table.value(first, BLOCK)} {lines[0]}"
    if len(locations) > 1:
        lines[-1] += f" +{len(locations) - 1}"
    centre = x + CELL_WIDTH // 2
    first_line = y + CELL_HEIGHT // 2 + 3 - 5 * (len(lines) - 1)
    texts = [
        _text(centre, first_line + 10 * i, line, 9, anchor="middle") for i, line in enumerate(lines)
    ]
    return "\n".join([_rect(x, y, CELL_WIDTH, CELL_HEIGHT, fill), *texts])


def _rect(x: int, y: int, width: int, height: int, fill: str) -> str:
    return (
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" '
        f'fill="{fill}" stroke="#555" stroke-width="0.5"/>'
    )


def _text(x: int, y: int, text: str, size: int, anchor: str = "start") -> str:
    attributes = f'x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}"'
    return f"<text {attributes}>{html.escape(text)}</text>"


def _hue(index: int, count: int) -> str:
    """Evenly spread light colours, distinct for up to a few dozen indices."""
    return f"hsl({round(360 * index / max(count, 1))}, 70%, {78 if index % 2 else 70}%)"


def _warp_colour(table: LayoutTable) -> Callable[[tuple[int, ...]], str]:
    warps = table.size(WARP) * table.size(BLOCK)

    def colour(location: tuple[int, ...]) -> str:
        block = table.value(location, BLOCK)
        return _hue(block * table.size(WARP) + table.value(location, WARP), warps)

    return colour


def _shared_colour(table: LayoutTable) -> Callable[[tuple[int, ...]], str]:
    row = _row_length(table)

    def colour(location: tuple[int, ...]) -> str:
        return _hue(table.value(location, OFFSET) % row, row)

    return colour


def _legend(
    table: LayoutTable, top: int, colour: Callable[[tuple[int, ...]], str]
) -> tuple[list[str], int]:
    """A swatch per warp (register layouts), or a note on the colours (shared)."""
    if table.is_shared:
        note = "colour: position of the offset within a row of the buffer"
        return [_text(MARGIN, top, note, 10)], top + MARGIN // 2
    parts = []
    blocks = range(table.size(BLOCK))
    for i, (block, warp) in enumerate(product(blocks, range(table.size(WARP)))):
        x = MARGIN + (i % 8) * 90
        y = top + (i // 8) * 20
        location = table.location(register=0, lane=0, warp=warp, block=block)
        name = f"b{block} w{warp}" if table.size(BLOCK) > 1 else f"warp {warp}"
        parts.append(_rect(x, y - 10, 12, 12, colour(location)))
        parts.append(_text(x + 16, y, name, 10))
    rows = (table.size(WARP) * table.size(BLOCK) + 7) // 8
    parts.append(
        _text(MARGIN, top + rows * 20, "cell: lane L, register R; +n: n more copies elsewhere", 10)
    )
    return parts, top + rows * 20 + MARGIN // 2


# -- command line ------------------------------------------------------------------------------


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=PROGRAM,
        description=(
            "Print which warp, lane and register (or which shared-memory offset) holds each "
            "element of a tensor under a TritonGPU layout, and optionally draw it as SVG."
        ),
    )
    parser.add_argument(
        "-l",
        "--layout",
        help="the layout attribute, e.g. '#ttg.blocked<{...}>' (default: the type's encoding)",
    )
    parser.add_argument(
        "-t",
        "--tensor-type",
        required=True,
        help="the tensor type, e.g. 'tensor<16x16xf16>' ('!ttg.memdesc<...>' for shared layouts)",
    )
    parser.add_argument(
        "--hw-view",
        action="store_true",
        help="print what each lane's registers (or each run of offsets) hold instead",
    )
    parser.add_argument(
        "--linear-layout", action="store_true", help="print the layout's linear-layout bases first"
    )
    parser.add_argument("--svg", metavar="FILE", help="also draw the tensor view into FILE as SVG")
    return parser.parse_args(argv)


def _parse(text: str, what: str, parse: Callable[[Parser], Attribute]) -> Attribute:
    try:
        parser = TritonParser(registry.make_context(), text, what)
        result = parse(parser)
        if parser._current_token.text:
            parser.raise_error(f"unexpected '{parser._current_token.text}' after the {what}")
    except ParseError as error:
        raise ToolError(_parse_error_text(error)) from None
    return result


def _parse_error_text(error: ParseError) -> str:
    """`layout:1:6: message`, then the source line and a caret under the column."""
    text = error.span.input.content
    start, message = describe_parse_error(text, error)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    source = text[line_start : line_end if line_end >= 0 else len(text)]
    line, column = text.count("\n", 0, start) + 1, start - line_start
    return f"{error.span.input.name}:{line}:{column + 1}: {message}\n{source}\n{' ' * column}^"


def _layout_and_type(args: argparse.Namespace) -> tuple[Attribute, Attribute]:
    type_ = _parse(args.tensor_type, "tensor type", lambda p: p.parse_type())
    if not isinstance(type_, TensorType | MemDescType):
        raise ToolError(f"'{args.tensor_type}' is not a tensor or memdesc type")
    if args.layout is not None:
        layout = _parse(args.layout, "layout", lambda p: p.parse_attribute())
    elif isinstance(type_.encoding, NoneAttr):
        raise ToolError("give a layout with -l, or a tensor type with an encoding")
    else:
        layout = type_.encoding
    if not isinstance(layout, LayoutEncoding):
        raise ToolError(f"'{print_attribute_text(layout)}' is not a TritonGPU layout")
    return layout, type_


def _layout_of(layout: Attribute, type_: Attribute) -> LinearLayout:
    try:
        return to_linear_layout(layout, layout_shape(type_))
    except LayoutConversionError as error:
        raise ToolError(str(error)) from None


MAX_LOCATIONS = 1 << 22
"""The most hardware locations (or elements) a table is built for: more would not fit in memory,
nor be readable (a sizePerThread of 2**31 is a valid layout, with 2**31 registers)."""


def _check_size(layout: LinearLayout) -> None:
    for what, sizes in (("hardware locations", layout.in_dim_sizes), ("elements", layout.out_dim_sizes)):
        count = math.prod(sizes.values())
        if count > MAX_LOCATIONS:
            raise ToolError(f"the layout has {count} {what}; at most {MAX_LOCATIONS} can be shown")


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w") as file:
            file.write(text)
    except OSError as error:
        raise ToolError(f"cannot write {path}: {error.strerror}") from None


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    try:
        layout, type_ = _layout_and_type(args)
        linear = _layout_of(layout, type_)
        _check_size(linear)
        table = build_table(linear)
        if args.svg:
            _write(args.svg, svg_picture(table, print_attribute_text(layout)))
    except ToolError as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 1
    sections = [summary(table), hardware_view(table) if args.hw_view else tensor_view(table)]
    if args.linear_layout:
        sections.insert(0, "linear layout:" + linear.to_string())
    return _print("\n".join(sections))


def _print(text: str) -> int:
    """Print to stdout; a reader that stops early (`| head`) is not an error."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        # Keep Python from complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    sys.exit(main())
