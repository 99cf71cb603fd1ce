"""The TritonGPU (`ttg`) dialect of Triton 3.6, one module per part:

    layouts.py                 the layout attributes (#ttg.blocked, #ttg.nvidia_mma, shared layouts, ...)
    types.py                   !ttg.memdesc and !ttg.async.token
    infer.py                   layout inference through shape ops (the dialect's InferLayoutInterface)
    traits.py                  the ODS traits of ttg ops that tt's traits do not cover
    properties.py              the property values op builders store (i32, i1)
    convert_layout.py          ttg.convert_layout and the canonicalization patterns it registers
    async_ops.py               async copies into shared memory, commit groups and waits
    memory.py                  local_alloc/dealloc/load/store and the memdesc views, with their folders
    pipelining.py              the pipeliner's predicate_stage and mask ops
    misc.py                    fp4_to_fp, global_scratch_alloc, local_barrier
    warp_specialize.py         warp_specialize and its regions' ops, with its canonicalization
    discardable_attributes.py  the checks of `ttg.*` attributes on other ops
    ops.py                     every op, gathered from the modules above (`TTG_OPS`)
    dialect.py                 the Dialect object, with its interfaces

The package itself imports nothing: import the part you need.
"""
