// RUN: ttopt %s -split-input-file -enable-line-info --mlir-print-debuginfo | ttopt-translate --mlir-to-llvmir -split-input-file | FileCheck %s

// The debug metadata MLIR's translation (Triton's `llvm.to_module`) makes from what
// enable-line-info leaves, as LLVM prints and numbers it: `!dbg` on functions (declarations
// too) and instructions, a call site as its callee's line `inlinedAt` its caller's, name
// locations as their child, no `!dbg` for unknown locations, block arguments' locations on
// their PHIs. Checked against Triton 3.6.

#src = loc("/home/me/proj/attn.py":12:0)
#body = loc("/home/me/proj/attn.py":14:7)
#helper = loc("lib/helpers.py":30:11)
#phi = loc("/home/me/proj/attn.py":20:5)
module {
  llvm.func @ext_helper(i32) -> i32 loc(unknown)
  llvm.func @kernel_a(%arg0: i32 loc(#src)) {
    %0 = llvm.add %arg0, %arg0 : i32 loc(#body)
    %1 = llvm.mul %0, %0 : i32 loc(callsite(#helper at #body))
    %2 = llvm.call @ext_helper(%1) : (i32) -> i32 loc("named"(#body))
    llvm.br ^bb1(%2 : i32) loc(#body)
  ^bb1(%3: i32 loc(#phi)):
    %4 = llvm.icmp "slt" %3, %0 : i32 loc("/home/me/proj/attn.py":21:9)
    llvm.cond_br %4, ^bb1(%3 : i32), ^bb2 loc("/home/me/proj/attn.py":21:9)
  ^bb2:
    llvm.return loc(#body)
  } loc(#src)
  llvm.func @kernel_b() {
    llvm.return loc(unknown)
  } loc("named_fn"("other.py":3:2))
}

// CHECK-LABEL: declare !dbg !5 i32 @ext_helper(i32)
// CHECK: define void @kernel_a(i32 %0) !dbg !9 {
// CHECK-NEXT:   %2 = add i32 %0, %0, !dbg !10
// CHECK-NEXT:   %3 = mul i32 %2, %2, !dbg !11
// CHECK-NEXT:   %4 = call i32 @ext_helper(i32 %3), !dbg !10
// CHECK-NEXT:   br label %5, !dbg !10
// CHECK:   %6 = phi i32 [ %6, %5 ], [ %4, %1 ], !dbg !16
// CHECK-NEXT:   %7 = icmp slt i32 %6, %2, !dbg !17
// CHECK-NEXT:   br i1 %7, label %5, label %8, !dbg !17
// CHECK:   ret void, !dbg !10
// CHECK: define void @kernel_b() !dbg !18 {
// CHECK-NEXT:   ret void{{$}}
// CHECK: !llvm.dbg.cu = !{!0, !2}
// CHECK-NEXT: !llvm.module.flags = !{!4}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
// CHECK-NEXT: !1 = !DIFile(filename: "attn.py", directory: "/home/me/proj")
// CHECK-NEXT: !2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
// CHECK-NEXT: !3 = !DIFile(filename: "other.py", directory: "")
// CHECK-NEXT: !4 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !5 = !DISubprogram(name: "ext_helper", linkageName: "ext_helper", scope: !6, file: !6, type: !7, spFlags: DISPFlagOptimized)
// CHECK-NEXT: !6 = !DIFile(filename: "<unknown>", directory: "")
// CHECK-NEXT: !7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
// CHECK-NEXT: !8 = !{}
// CHECK-NEXT: !9 = distinct !DISubprogram(name: "kernel_a", linkageName: "kernel_a", scope: !1, file: !1, line: 12, type: !7, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
// CHECK-NEXT: !10 = !DILocation(line: 14, column: 7, scope: !9)
// CHECK-NEXT: !11 = !DILocation(line: 30, column: 11, scope: !12, inlinedAt: !14)
// CHECK-NEXT: !12 = distinct !DILexicalBlockFile(scope: !9, file: !13, discriminator: 0)
// CHECK-NEXT: !13 = !DIFile(filename: "helpers.py", directory: "lib")
// CHECK-NEXT: !14 = !DILocation(line: 14, column: 7, scope: !15)
// CHECK-NEXT: !15 = distinct !DILexicalBlockFile(scope: !9, file: !1, discriminator: 0)
// CHECK-NEXT: !16 = !DILocation(line: 20, column: 5, scope: !9)
// CHECK-NEXT: !17 = !DILocation(line: 21, column: 9, scope: !9)
// CHECK-NEXT: !18 = distinct !DISubprogram(name: "kernel_b", linkageName: "kernel_b", scope: !3, file: !3, line: 3, type: !7, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)

// -----

// Fused locations merge as DILocation::getMergedLocation does: the line both share (else
// 0), the column where line and column agree; the parser drops repeats and unknowns first.

module {
  llvm.func @merge(%arg0: i32 loc("m.py":1:0)) {
    %0 = llvm.add %arg0, %arg0 : i32 loc(fused["m.py":5:3, "m.py":5:9])
    %1 = llvm.mul %0, %0 : i32 loc(fused["m.py":5:3, "m.py":7:3])
    %2 = llvm.sub %1, %0 : i32 loc(fused["m.py":6:4, "m.py":6:4, unknown])
    %3 = llvm.xor %2, %1 : i32 loc(fused["m.py":8:2, callsite("lib.py":3:1 at "m.py":8:2)])
    llvm.return loc("m.py":9:1)
  } loc("m.py":1:0)
}

// CHECK-LABEL: define void @merge(i32 %0) !dbg !3 {
// CHECK-NEXT:   %2 = add i32 %0, %0, !dbg !6
// CHECK-NEXT:   %3 = mul i32 %2, %2, !dbg !7
// CHECK-NEXT:   %4 = sub i32 %3, %2, !dbg !8
// CHECK-NEXT:   %5 = xor i32 %4, %3, !dbg !9
// CHECK-NEXT:   ret void, !dbg !10
// CHECK: !6 = !DILocation(line: 5, scope: !3)
// CHECK-NEXT: !7 = !DILocation(line: 0, scope: !3)
// CHECK-NEXT: !8 = !DILocation(line: 6, column: 4, scope: !3)
// CHECK-NEXT: !9 = !DILocation(line: 8, column: 2, scope: !3)
// CHECK-NEXT: !10 = !DILocation(line: 9, column: 1, scope: !3)
