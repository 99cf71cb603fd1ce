// RUN: ttopt %s -split-input-file -enable-line-info --mlir-print-debuginfo | FileCheck %s

// enable-line-info (Triton's LLVMDIScope): a function gets a #di_subprogram fused with its
// location (file, line and name from it; a definition is distinct and in a compile unit of
// its own, a declaration is not), and an op whose location is a call site gets each leaf
// fused with a #di_lexical_block_file of its function. Checked against Triton 3.6.

#src = loc("/home/me/proj/attn.py":12:0)
#body = loc("/home/me/proj/attn.py":14:7)
#helper = loc("lib/helpers.py":30:11)
module {
  llvm.func @ext_helper(i32) -> i32 loc(unknown)
  llvm.func @kernel_a(%arg0: i32 loc(#src)) {
    %0 = llvm.add %arg0, %arg0 : i32 loc(#body)
    %1 = llvm.mul %0, %0 : i32 loc(callsite(#helper at #body))
    %2 = llvm.call @ext_helper(%1) : (i32) -> i32 loc("named"(#body))
    llvm.return loc(#body)
  } loc(#src)
  llvm.func @kernel_b() {
    llvm.return loc(unknown)
  } loc("named_fn"("other.py":3:2))
}

// CHECK-LABEL: module {
// CHECK:   llvm.func @ext_helper(i32) -> i32 loc([[EXT:#loc[0-9]+]])
// CHECK:     %0 = llvm.add %arg0, %arg0 : i32 loc([[BODY:#loc[0-9]+]])
// CHECK-NEXT:     %1 = llvm.mul %0, %0 : i32 loc([[INLINED:#loc[0-9]+]])
// CHECK-NEXT:     %named = llvm.call @ext_helper(%1) : (i32) -> i32 loc(#loc6)
// CHECK-NEXT:     llvm.return loc([[BODY]])
// CHECK-NEXT:   } loc([[KERNEL_A:#loc[0-9]+]])
// CHECK:   } loc([[KERNEL_B:#loc[0-9]+]])
// CHECK: #di_file = #llvm.di_file<"<unknown>" in "">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"attn.py" in "/home/me/proj">
// CHECK-NEXT: #di_file2 = #llvm.di_file<"helpers.py" in "lib">
// CHECK-NEXT: #di_file3 = #llvm.di_file<"other.py" in "">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file1, producer = "triton", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_compile_unit1 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #di_file3, producer = "triton", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_file, name = "ext_helper", linkageName = "ext_helper", file = #di_file, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK: #di_subprogram1 = #llvm.di_subprogram<id = distinct[0]<>, compileUnit = #di_compile_unit, scope = #di_file1, name = "kernel_a", linkageName = "kernel_a", file = #di_file1, line = 12, scopeLine = 12, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram2 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit1, scope = #di_file3, name = "kernel_b", linkageName = "kernel_b", file = #di_file3, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: [[EXT]] = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file2, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file1, discriminator = 0>
// CHECK-NEXT: [[KERNEL_A]] = loc(fused<#di_subprogram1>[#loc2])
// CHECK-NEXT: [[KERNEL_B]] = loc(fused<#di_subprogram2>[#loc7])
// CHECK-NEXT: #loc11 = loc(fused<#di_lexical_block_file>[#loc4])
// CHECK-NEXT: #loc12 = loc(fused<#di_lexical_block_file1>[#loc3])
// CHECK-NEXT: [[INLINED]] = loc(callsite(#loc11 at #loc12))

// -----

// A function that has a subprogram keeps it; one without takes the compile unit the
// module's location carries (a unit given in the input: not Triton's).

#f = #llvm.di_file<"given.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_C, file = #f, producer = "mine", isOptimized = false, emissionKind = Full>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #f, name = "kept", linkageName = "kept", file = #f, line = 5, scopeLine = 5, subprogramFlags = "Definition|Optimized", type = #st>
module {
  llvm.func @kept() {
    llvm.return loc("given.py":6:3)
  } loc(fused<#sp>["given.py":5:0])
  llvm.func @uses_module_unit() {
    llvm.return loc("given.py":9:1)
  } loc("given.py":8:0)
} loc(fused<#cu>["given.py":1:0])

// CHECK-LABEL: module {
// CHECK:   } loc(#loc6)
// CHECK:   } loc(#loc7)
// CHECK-NEXT: } loc(#loc5)
// CHECK: #di_file = #llvm.di_file<"given.py" in "/src">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"given.py" in "">
// CHECK: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "mine", isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "kept", linkageName = "kept", file = #di_file, line = 5, scopeLine = 5, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file1, name = "uses_module_unit", linkageName = "uses_module_unit", file = #di_file1, line = 8, scopeLine = 8, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #loc5 = loc(fused<#di_compile_unit>[#loc])
// CHECK-NEXT: #loc6 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc7 = loc(fused<#di_subprogram1>[#loc3])

// -----

// Ops of one inlined call share its location: in one function they share one scoped copy,
// and each function scopes it with its own subprogram.

#src = loc("k.py":1:0)
#site = loc("k.py":2:4)
#callee = loc("lib.py":7:9)
#inlined = loc(callsite(#callee at #site))
module {
  llvm.func @first(%arg0: i32 loc(#src)) {
    %0 = llvm.add %arg0, %arg0 : i32 loc(#inlined)
    %1 = llvm.mul %0, %0 : i32 loc(#inlined)
    llvm.return loc(#site)
  } loc(#src)
  llvm.func @second(%arg0: i32 loc(#src)) {
    %0 = llvm.sub %arg0, %arg0 : i32 loc(#inlined)
    llvm.return loc(#site)
  } loc(#src)
}

// CHECK-LABEL: llvm.func @first
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg0 : i32 loc([[IN_FIRST:#loc[0-9]+]])
// CHECK-NEXT:     %1 = llvm.mul %0, %0 : i32 loc([[IN_FIRST]])
// CHECK-LABEL: llvm.func @second
// CHECK-NEXT:     %0 = llvm.sub %arg0, %arg0 : i32 loc([[IN_SECOND:#loc[0-9]+]])
// CHECK: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_subprogram, file = #di_file, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file2 = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file3 = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file, discriminator = 0>
// CHECK: [[IN_FIRST]] = loc(callsite(#loc{{[0-9]+}} at #loc{{[0-9]+}}))
// CHECK-NEXT: [[IN_SECOND]] = loc(callsite(#loc{{[0-9]+}} at #loc{{[0-9]+}}))
