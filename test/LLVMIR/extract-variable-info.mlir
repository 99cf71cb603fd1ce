// RUN: env LLVM_EXTRACT_DI_LOCAL_VARIABLES=1 ttopt %s -enable-line-info -extract-variable-info --mlir-print-debuginfo | FileCheck %s
// RUN: env LLVM_EXTRACT_DI_LOCAL_VARIABLES=1 ttopt %s -enable-line-info -extract-variable-info --mlir-print-debuginfo | ttopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: ttopt %s -extract-variable-info --mlir-print-debuginfo | ttopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=NOLINE

// extract-variable-info (Triton's LLVMDILocalVariable, make_llir's last pass under
// LLVM_EXTRACT_DI_LOCAL_VARIABLES=1): after each op whose location names its value, an
// llvm.intr.dbg.value at the name's child location binds the first result to a variable of
// that name in the function's subprogram, file <unknown>, typed from the result type (int,
// bool, float, half, double, vector of the total width, else unknown_type); results without
// a name and ops without results get none. enable-line-info makes the compile unit Full
// under the variable. Without enable-line-info the function has no subprogram and the
// translation writes no debug info at all. Checked against Triton 3.6.

#fn = loc("/src/kern/scale.py":5:0)
#l1 = loc("/src/kern/scale.py":6:11)
#l2 = loc("/src/kern/scale.py":7:13)
#l3 = loc("/src/kern/scale.py":8:9)
module {
  llvm.func @scale(%arg0: !llvm.ptr<1> loc("src"(#fn)), %arg1: f32 loc("alpha"(#fn))) {
    %0 = llvm.mlir.constant(64 : i32) : i32 loc("block"(#l1))
    %1 = llvm.mul %0, %0 : i32 loc("area"(#l1))
    %2 = llvm.icmp "slt" %1, %0 : i32 loc("inside"(#l2))
    %3 = llvm.fmul %arg1, %arg1 : f32 loc("sq"(#l2))
    %4 = llvm.fptrunc %3 : f32 to f16 loc("sq_h"(#l2))
    %5 = llvm.fpext %3 : f32 to f64 loc("sq_d"(#l2))
    %6 = llvm.mlir.undef : vector<4xf16> loc("pack"(#l3))
    %7 = llvm.getelementptr %arg0[%1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 loc("dst"(#l3))
    %8 = llvm.mlir.undef : !llvm.struct<(i32, f32)> loc("pair"(#l3))
    %9 = llvm.fptrunc %3 : f32 to bf16 loc("sq_b"(#l3))
    %10 = llvm.add %1, %1 : i32 loc(#l3)
    llvm.store %3, %7 : f32, !llvm.ptr<1> loc("stored"(#l3))
    llvm.return loc(#l3)
  } loc(#fn)
}

// CHECK-DAG: #[[INT:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-DAG: #[[BOOL:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "bool", sizeInBits = 1, encoding = DW_ATE_boolean>
// CHECK-DAG: #[[HALF:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "half", sizeInBits = 16, encoding = DW_ATE_float>
// CHECK-DAG: #[[DOUBLE:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
// CHECK-DAG: #[[VEC:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "vector", sizeInBits = 64, encoding = DW_ATE_float>
// CHECK-DAG: #[[UNK:di_basic_type[0-9]*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unknown_type", encoding = DW_ATE_signed>
// CHECK-DAG: #[[NOFILE:di_file[0-9]*]] = #llvm.di_file<"<unknown>" in "<unknown>">
// CHECK-DAG: #di_compile_unit = #llvm.di_compile_unit<{{.*}}, emissionKind = Full>
// CHECK-DAG: #[[BLOCK:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "block", file = #[[NOFILE]], type = #[[INT]]>
// CHECK-DAG: #[[INSIDE:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "inside", file = #[[NOFILE]], type = #[[BOOL]]>
// CHECK-DAG: #[[SQH:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "sq_h", file = #[[NOFILE]], type = #[[HALF]]>
// CHECK-DAG: #[[SQD:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "sq_d", file = #[[NOFILE]], type = #[[DOUBLE]]>
// CHECK-DAG: #[[PACK:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "pack", file = #[[NOFILE]], type = #[[VEC]]>
// CHECK-DAG: #[[DST:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "dst", file = #[[NOFILE]], type = #[[UNK]]>
// CHECK-DAG: #[[PAIR:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "pair", file = #[[NOFILE]], type = #[[UNK]]>
// CHECK-DAG: #[[SQB:di_local_variable[0-9]*]] = #llvm.di_local_variable<scope = #di_subprogram, name = "sq_b", file = #[[NOFILE]], type = #[[UNK]]>
// CHECK-LABEL: llvm.func @scale(
// CHECK-NEXT: %block = llvm.mlir.constant(64 : i32) : i32 loc(#[[NAMED_L1:loc[0-9]+]])
// CHECK-NEXT: llvm.intr.dbg.value #[[BLOCK]] = %block : i32 loc(#[[L1:loc[0-9]+]])
// CHECK-NEXT: %area = llvm.mul
// CHECK-NEXT: llvm.intr.dbg.value #{{di_local_variable[0-9]*}} = %area : i32 loc(#[[L1]])
// CHECK-NEXT: %inside = llvm.icmp
// CHECK-NEXT: llvm.intr.dbg.value #[[INSIDE]] = %inside : i1 loc(#[[L2:loc[0-9]+]])
// CHECK: llvm.intr.dbg.value #[[SQH]] = %sq_h : f16
// CHECK: llvm.intr.dbg.value #[[SQD]] = %sq_d : f64
// CHECK: llvm.intr.dbg.value #[[PACK]] = %pack : vector<4xf16> loc(#[[L3:loc[0-9]+]])
// CHECK: llvm.intr.dbg.value #[[DST]] = %dst : !llvm.ptr<1>
// CHECK: llvm.intr.dbg.value #[[PAIR]] = %pair : !llvm.struct<(i32, f32)>
// CHECK: llvm.intr.dbg.value #[[SQB]] = %sq_b : bf16
// CHECK-NEXT: %{{.*}} = llvm.add
// CHECK-NEXT: llvm.store
// CHECK-NEXT: llvm.return
// CHECK-DAG: #[[L1]] = loc("/src/kern/scale.py":6:11)
// CHECK-DAG: #[[L3]] = loc("/src/kern/scale.py":8:9)

// IR-LABEL: define void @scale(
// IR-NEXT:     #dbg_value(i32 64, ![[BLOCK:[0-9]+]], !DIExpression(), ![[L1:[0-9]+]])
// IR-NEXT:     #dbg_value(i32 4096, ![[AREA:[0-9]+]], !DIExpression(), ![[L1]])
// IR-NEXT:     #dbg_value(i1 false, ![[INSIDE:[0-9]+]], !DIExpression(), ![[L2:[0-9]+]])
// IR-NEXT:   %3 = fmul float %1, %1, !dbg ![[L2]]
// IR-NEXT:     #dbg_value(float %3, ![[SQ:[0-9]+]], !DIExpression(), ![[L2]])
// IR:          #dbg_value(<4 x half> undef, ![[PACK:[0-9]+]], !DIExpression(), ![[L3:[0-9]+]])
// IR:          #dbg_value(ptr addrspace(1) %6, ![[DST:[0-9]+]], !DIExpression(), ![[L3]])
// IR-NEXT:     #dbg_value({ i32, float } undef, ![[PAIR:[0-9]+]], !DIExpression(), ![[L3]])
// IR:        store float %3, ptr addrspace(1) %6, align 4, !dbg ![[L3]]
// IR: !0 = distinct !DICompileUnit({{.*}}emissionKind: FullDebug)
// IR: ![[BLOCK]] = !DILocalVariable(name: "block", scope: ![[SP:[0-9]+]], file: ![[NOFILE:[0-9]+]], type: ![[INT:[0-9]+]])
// IR-NEXT: ![[NOFILE]] = !DIFile(filename: "<unknown>", directory: "<unknown>")
// IR-NEXT: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// IR-NEXT: ![[L1]] = !DILocation(line: 6, column: 11, scope: ![[SP]])
// IR-NEXT: ![[AREA]] = !DILocalVariable(name: "area", scope: ![[SP]], file: ![[NOFILE]], type: ![[INT]])
// IR-NEXT: ![[INSIDE]] = !DILocalVariable(name: "inside", scope: ![[SP]], file: ![[NOFILE]], type: ![[BOOL:[0-9]+]])
// IR-NEXT: ![[BOOL]] = !DIBasicType(name: "bool", size: 1, encoding: DW_ATE_boolean)
// IR: ![[PACK]] = !DILocalVariable(name: "pack", scope: ![[SP]], file: ![[NOFILE]], type: ![[VEC:[0-9]+]])
// IR-NEXT: ![[VEC]] = !DIBasicType(name: "vector", size: 64, encoding: DW_ATE_float)
// IR: ![[DST]] = !DILocalVariable(name: "dst", scope: ![[SP]], file: ![[NOFILE]], type: ![[UNK:[0-9]+]])
// IR-NEXT: ![[UNK]] = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)

// NOLINE-LABEL: define void @scale(ptr addrspace(1) %0, float %1) {
// NOLINE-NOT: dbg
// NOLINE-NOT: DI
