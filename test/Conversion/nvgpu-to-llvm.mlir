// RUN: ttopt %s -split-input-file -convert-nv-gpu-to-llvm | FileCheck %s
// convert-nv-gpu-to-llvm (NVGPUToLLVMPass.cpp): `nvg.ld_acquire` becomes a zero-initialized,
// optionally predicated `ld.global.<scope>.<sem>.b<width>` in inline PTX, `nvg.cluster_id`
// the %cluster_ctarank special register. The PTX strings and constraints are Triton 3.6's
// for the same inputs.

// 32-bit values: an `=r` destination zeroed with mov.u32, the address `[ $1 + 0 ]` (`l`),
// the mask as the predicate `@$2` (`b`). A float result is a bitcast of the loaded word.
// CHECK-LABEL: llvm.func @word_loads
// CHECK-SAME:  (%[[P:.*]]: !llvm.ptr<1>, %[[M:.*]]: i1)
// CHECK-NOT:   nvg.
// CHECK:       %[[I:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b" %[[P]], %[[M]] : (!llvm.ptr<1>, i1) -> i32
// CHECK-NEXT:  %[[W:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.cta.relaxed.b32 $0, [ $1 + 0 ];", "=r,l" %[[P]] : (!llvm.ptr<1>) -> i32
// CHECK-NEXT:  %[[F:.*]] = llvm.bitcast %[[W]] : i32 to f32
// CHECK-NEXT:  llvm.call @use_word(%[[I]], %[[F]]) : (i32, f32) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @use_word(i32, f32)
  llvm.func @word_loads(%p: !llvm.ptr<1>, %m: i1) {
    %a = nvg.ld_acquire acquire, gpu, %p, %m : (!llvm.ptr<1>) -> i32
    %b = nvg.ld_acquire relaxed, cta, %p : (!llvm.ptr<1>) -> f32
    llvm.call @use_word(%a, %b) : (i32, f32) -> ()
    llvm.return
  }
}

// -----

// 64-bit values use an `=l` register zeroed with mov.u64; the sys scope is spelled `sys`.
// CHECK-LABEL: llvm.func @double_word_loads
// CHECK:       %[[L:.*]] = llvm.inline_asm {{.*}} "mov.u64 $0, 0x0;\0A\09@$2 ld.global.sys.acquire.b64 $0, [ $1 + 0 ];", "=l,l,b" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i1) -> i64
// CHECK-NEXT:  %[[D:.*]] = llvm.inline_asm {{.*}} "mov.u64 $0, 0x0;\0A\09ld.global.gpu.relaxed.b64 $0, [ $1 + 0 ];", "=l,l" %{{.*}} : (!llvm.ptr<1>) -> i64
// CHECK-NEXT:  %[[DF:.*]] = llvm.bitcast %[[D]] : i64 to f64
// CHECK-NEXT:  llvm.call @use_double_word(%[[L]], %[[DF]])
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @use_double_word(i64, f64)
  llvm.func @double_word_loads(%p: !llvm.ptr<1>, %m: i1) {
    %a = nvg.ld_acquire acquire, sys, %p, %m : (!llvm.ptr<1>) -> i64
    %b = nvg.ld_acquire relaxed, gpu, %p : (!llvm.ptr<1>) -> f64
    llvm.call @use_double_word(%a, %b) : (i64, f64) -> ()
    llvm.return
  }
}

// -----

// Below 32 bits the destination is `=c`, zeroed with mov.u16; an i1 loads a whole byte.
// CHECK-LABEL: llvm.func @narrow_loads
// CHECK:       %[[H:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b16 $0, [ $1 + 0 ];", "=c,l,b" {{.*}} -> i16
// CHECK-NEXT:  %[[HF:.*]] = llvm.bitcast %[[H]] : i16 to f16
// CHECK-NEXT:  %[[B:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09@$2 ld.global.cta.relaxed.b16 $0, [ $1 + 0 ];", "=c,l,b" {{.*}} -> i16
// CHECK-NEXT:  %[[BF:.*]] = llvm.bitcast %[[B]] : i16 to bf16
// CHECK-NEXT:  %[[S:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09ld.global.gpu.acquire.b16 $0, [ $1 + 0 ];", "=c,l" {{.*}} -> i16
// CHECK-NEXT:  %[[C:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09ld.global.sys.relaxed.b8 $0, [ $1 + 0 ];", "=c,l" {{.*}} -> i8
// CHECK-NEXT:  %[[T:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09ld.global.gpu.acquire.b8 $0, [ $1 + 0 ];", "=c,l" {{.*}} -> i8
// CHECK-NEXT:  %[[TV:.*]] = llvm.bitcast %[[T]] : i8 to i1
// CHECK-NEXT:  builtin.unrealized_conversion_cast %[[HF]], %[[BF]], %[[S]], %[[C]], %[[TV]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @narrow_loads(%p: !llvm.ptr<1>, %m: i1) -> i32 {
    %h = nvg.ld_acquire acquire, gpu, %p, %m : (!llvm.ptr<1>) -> f16
    %b = nvg.ld_acquire relaxed, cta, %p, %m : (!llvm.ptr<1>) -> bf16
    %s = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> i16
    %c = nvg.ld_acquire relaxed, sys, %p : (!llvm.ptr<1>) -> i8
    %t = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> i1
    %all = builtin.unrealized_conversion_cast %h, %b, %s, %c, %t : f16, bf16, i16, i8, i1 to i32
    llvm.return %all : i32
  }
}

// -----

// Release and acq_rel have no `ld` spelling: the load gets no semantic suffix. An unused
// load is erased (Triton's op only reads memory, so the greedy driver drops it).
// CHECK-LABEL: llvm.func @other_semantics
// CHECK-NEXT:  %[[R:.*]] = llvm.inline_asm {{.*}} "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.b32 $0, [ $1 + 0 ];", "=r,l,b"
// CHECK-NEXT:  %[[A:.*]] = llvm.inline_asm {{.*}} "mov.u32 $0, 0x0;\0A\09ld.global.sys.b32 $0, [ $1 + 0 ];", "=r,l"
// CHECK-NEXT:  %[[S:.*]] = llvm.add %[[R]], %[[A]] : i32
// CHECK-NEXT:  llvm.return %[[S]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @other_semantics(%p: !llvm.ptr<1>, %m: i1) -> i32 {
    %r = nvg.ld_acquire release, gpu, %p, %m : (!llvm.ptr<1>) -> i32
    %a = nvg.ld_acquire acq_rel, sys, %p : (!llvm.ptr<1>) -> i32
    %dead = nvg.ld_acquire acquire, gpu, %p, %m : (!llvm.ptr<1>) -> i64
    %s = llvm.add %r, %a : i32
    llvm.return %s : i32
  }
}

// -----

// The cluster id reads %cluster_ctarank, whatever the module's CTA count; an unused one is
// erased. Like upstream's greedy driver, the pass also hoists constants to the entry block.
// CHECK-LABEL: llvm.func @cluster_rank
// CHECK-NEXT:  %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:  %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT:  %[[SUM:.*]] = llvm.add %[[RANK]], %[[FOUR]] : i32
// CHECK-NEXT:  llvm.return %[[SUM]] : i32
// CHECK-NOT:   nvg.cluster_id
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @cluster_rank() -> i32 {
    %unused = nvg.cluster_id
    %id = nvg.cluster_id
    %four = llvm.mlir.constant(4 : i32) : i32
    %sum = llvm.add %id, %four : i32
    llvm.return %sum : i32
  }
}

// -----

// CHECK-LABEL: llvm.func @single_cta_rank
// CHECK-NEXT:  %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK-NEXT:  llvm.return %[[RANK]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @single_cta_rank() -> i32 {
    %id = nvg.cluster_id
    llvm.return %id : i32
  }
}

// -----

// The patterns run under a default GreedyRewriteConfig, whose region simplification is
// aggressive: once lowered, the two branches differ only in the load's mask and merge into
// one block taking it as an argument; the join block's argument both predecessors pass
// %x for is dropped.
// CHECK-LABEL: llvm.func @merge_identical_blocks
// CHECK-NEXT:  llvm.cond_br %arg0, ^bb1(%arg2 : i1), ^bb1(%arg3 : i1)
// CHECK-NEXT:  ^bb1(%[[M:.*]]: i1):
// CHECK-NEXT:  %[[L:.*]] = llvm.inline_asm {{.*}} "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b" %arg1, %[[M]] : (!llvm.ptr<1>, i1) -> i32
// CHECK-NEXT:  llvm.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  %[[S:.*]] = llvm.add %[[L]], %arg4 : i32
// CHECK-NEXT:  llvm.call @use(%[[S]])
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @use(i32)
  llvm.func @merge_identical_blocks(%c: i1, %p: !llvm.ptr<1>, %m: i1, %n: i1, %x: i32) {
    llvm.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = nvg.ld_acquire acquire, gpu, %p, %m : (!llvm.ptr<1>) -> i32
    llvm.br ^bb3(%x, %a : i32, i32)
  ^bb2:
    %b = nvg.ld_acquire acquire, gpu, %p, %n : (!llvm.ptr<1>) -> i32
    llvm.br ^bb3(%x, %b : i32, i32)
  ^bb3(%y: i32, %v: i32):
    %s = llvm.add %v, %y : i32
    llvm.call @use(%s) : (i32) -> ()
    llvm.return
  }
}

// -----

// The pass is applyPatternsGreedily with a default config: ops fold, and blocks merge
// (aggressive region simplification). Both adds fold to a `3` made where each add was; the
// second iteration's seeding hoists one and replaces the other by it, after which ^bb3's
// argument gets the same value from both predecessors and is dropped (Triton 3.6 gives this
// IR; the iteration's region DCE would find nothing, ttopt skips it).
// CHECK-LABEL: tt.func @argument_redundant_after_constant_uniquing
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    cf.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK:         cf.br ^bb3{{$}}
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3{{$}}
// CHECK:       ^bb3:
// CHECK-NEXT:    tt.return %[[C3]] : i32
tt.func @argument_redundant_after_constant_uniquing(%c: i1, %p: !tt.ptr<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %y = arith.addi %c2, %c1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %c1 : !tt.ptr<i32>
  tt.store %p, %c2 : !tt.ptr<i32>
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  tt.return %r : i32
}
