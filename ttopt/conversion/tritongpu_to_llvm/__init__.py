"""`convert-triton-gpu-to-llvm`: TritonGPU IR to the LLVM and NVVM dialects.

The pass (convert.py) runs upstream's phases through ttopt.rewrite.dialect_conversion,
configured for this lowering in driver.py. Everything else is one module per op family:

    type_converter.py   LLVM types of tensors, pointers, memdescs, ...
    builder.py          LLVMBuilder (TritonLLVMOpBuilder) and struct packing
    indices.py          thread/lane/warp ids, linear layouts applied at run time
                        (emitIndices), the redundant-thread predicate
    target_info.py      NVIDIA TargetInfo: shuffles, predicated shared loads and
                        stores, barriers, warp reductions (redux.sync)
    ptx_builder.py      PTXBuilder: inline PTX with `$n` operands
    func.py             tt.func, @global_smem, extra arguments, extern declarations
    control_flow.py     tt.return, tt.call, cf.br / cf.cond_br
    spmd.py             tt.get_program_id, tt.get_num_programs
    view.py             make_range, splat, constants, expand_dims, broadcast,
                        reshape, trans, cat, join, split
    elementwise.py      arith / math / tt elementwise ops, addptr, libdevice calls
    fp_conversions.py   tt.fp_to_fp and the NVIDIA float patterns (divf, exp,
                        sitofp, precise sqrt/div, clamp)
    load_store.py       tt.load / tt.store
    async_copy.py       ttg.async_copy_global_to_local (cp.async), async_commit_group, async_wait
    memory.py           local_alloc / local_load / local_store / local_dealloc,
                        memdesc views, barriers, shared-memory load/store lowering
    convert_layout.py   ttg.convert_layout: registers, warp shuffles, or shared memory
    reduce.py, scan.py  tt.reduce, tt.scan
    reduce_scan_common.py  what they share: combine regions, scratch bases
    atomics.py          tt.atomic_rmw, tt.atomic_cas (llvm.atomicrmw for bf16 below sm_90)
    dot_mma_v2.py       tt.dot on Ampere tensor cores (mma.sync, #ttg.nvidia_mma v2)
    dot_fma.py          tt.dot with a #ttg.blocked result (fmuladd, or mul + add)
    dot_mma_v3.py       ttng.warp_group_dot / warp_group_dot_wait on Hopper (wgmma)
    mma_smem_descriptor.py  wgmma's shared-memory matrix descriptors from nvmma_shared layouts
    barrier.py          ttng.fence_async_shared and the mbarrier ops (init, inval,
                        expect, wait, arrive)
    tma.py              TMA copies: async_tma_copy_global_to_local / local_to_global,
                        async_tma_reduce, gather4/scatter4, async_tma_store_wait,
                        async_copy_mbarrier_arrive
    tensormap.py        device-side descriptors: tensormap_create,
                        tensormap_fenceproxy_acquire, reinterpret_tensor_descriptor
    histogram.py        tt.histogram
    gather.py           tt.gather
    print_op.py         tt.print (vprintf)
    assert_op.py        tt.assert (__assertfail)
    global_scratch.py   ttg.global_scratch_alloc
    gpu_to_nvvm.py      gpu.barrier (tl.debug_barrier): MLIR's GPU-to-NVVM pattern

Adding an op family
-------------------
Write a module here whose functions are decorated with `@lowering(op_name, ...)`
(driver.py) and add the module to `LOWERINGS` (a PatternSet) in convert.py. A lowering is `fn(op, rw) -> bool`:

    @lowering("tt.histogram")
    def lower_histogram(op, rw):
        b = rw.builder(op.location)              # inserts before `op`
        values = unpack_ll_elements(b, rw.remap(op.src))  # operands, converted
        ...
        rw.replace_op(op, [pack_ll_elements(b, results, rw.convert_type(op.result.type))])
        return True                              # False: not applicable, try the next

`rw.context` (context.py) holds the type converter, the NVIDIA TargetInfo, the
module's AxisInfo (`rw.context.axis_info_of(rw, value)`), and the module
attributes (`num_warps(op)`, `threads_per_warp`, `num_ctas`). Patterns of
higher `benefit` are tried first (`BENEFIT_TRITON` by default; MLIR's own
lowerings use `BENEFIT_DEFAULT`); for equal benefits, registration order.
Ops a lowering builds that are not LLVM (an `arith` op on LLVM values, a
`tt.get_program_id`) are lowered right after it, as MLIR does. For shared
memory, `func.shared_memory_base(b, op)` gives `@global_smem` plus the op's
`allocation.offset`; the extra function arguments are `func.stack_pointer`,
`global_scratch_pointer` and `profile_scratch_pointer`; libdevice and other
external functions are declared with `func.declare_function`.
"""
