// RUN: ttopt %s | FileCheck %s
// RUN: ttopt %s | ttopt | FileCheck %s

// Builtin attributes and types print as MLIR prints them: dictionary keys sorted
// byte-wise and quoted when not identifiers, i64/f64 types elided only inside arrays,
// floats in the shortest exact form (else hex), dense data as splat, nested list, or
// hex above 100 elements (i1 packed eight to a byte), and escapes as \XX.

// CHECK: tt.func @attrs() attributes {"9k"
// CHECK-SAME: , a = 5 : i64
// CHECK-SAME: , arr = [1, 2 : i32, 3 : index, 1.500000e+00, 2.500000e+00 : f32, "s", [], [true], unit]
// CHECK-SAME: , bf = 1.101560e+00 : bf16
// CHECK-SAME: , big = 0x4B3C614E : f32
// CHECK-SAME: , bits101 = dense<"0x49922449922449922449922409"> : tensor<101xi1>
// CHECK-SAME: , boolv = dense<[true, false, true]> : tensor<3xi1>
// CHECK-SAME: , darr = array<i32: 1, 2, -3>
// CHECK-SAME: , dbool = array<i1: true, false>
// CHECK-SAME: , dempty = array<i64>
// CHECK-SAME: , dfloat = array<f32: 1.000000e+00, 2.500000e+00>
// CHECK-SAME: , dict = {a, b = 2 : i32, "c-d" = true}
// CHECK-SAME: , empty = dense<> : tensor<0xf32>
// CHECK-SAME: , f16v = 9.997550e-02 : f16
// CHECK-SAME: , f64v = 1.000000e+00 : f64
// CHECK-SAME: , hex101 = dense<"0x00000100020003000400050006000700080009000A000B000C000D000E000F0010001100120013001400150016001700180019001A001B001C001D001E001F0020002100220023002400250026002700280029002A002B002C002D002E002F0030003100320033003400350036003700380039003A003B003C003D003E003F0040004100420043004400450046004700480049004A004B004C004D004E004F0050005100520053005400550056005700580059005A005B005C005D005E005F0060006100620063006400"> : tensor<101xi16>
// CHECK-SAME: , hexf = dense<0xFF800000> : tensor<4xf32>
// CHECK-SAME: , "key with space" = "q\22b\\n\0A\09 end"
// CHECK-SAME: , list100 = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>
// CHECK-SAME: , nanv = 0x7FC00000 : f32
// CHECK-SAME: , neg = -1 : i8
// CHECK-SAME: , nested = dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi32>
// CHECK-SAME: , one = dense<5> : tensor<1xi32>
// CHECK-SAME: , qsym = @"9x"
// CHECK-SAME: , si = -3 : si16
// CHECK-SAME: , splat = dense<0.000000e+00> : tensor<128x128xf32>
// CHECK-SAME: , sym = @foo::@bar
// CHECK-SAME: , types = [i1, si8, ui64, index, f8E4M3FN, f8E5M2, bf16, tf32, vector<4x[8]xf32>, tuple<i32, f32>, complex<f32>, tensor<?x4xf32>, tensor<*xf16>, (i32) -> (i32, i32)
// CHECK-SAME: , () -> (), (i32) -> ((i32) -> i32), none], u8 = 255 : ui8, z = 1 : i32
// CHECK-SAME: } {

tt.func @attrs() attributes {
  z = 1 : i32, a = 5 : i64, "9k" = unit, "key with space" = "q\"b\\n\n\t end",
  arr = [1, 2 : i32, 3 : index, 1.5, 2.5 : f32, "s", [], [true], unit],
  f64v = 1.0 : f64, f16v = 0.1 : f16, bf = 1.1 : bf16, big = 12345678.0 : f32, nanv = 0x7FC00000 : f32,
  neg = -1 : i8, u8 = 255 : ui8, si = -3 : si16,
  sym = @foo::@bar, qsym = @"9x",
  darr = array<i32: 1, 2, -3>, dempty = array<i64>, dbool = array<i1: true, false>, dfloat = array<f32: 1.0, 2.5>,
  splat = dense<0.0> : tensor<128x128xf32>, nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  boolv = dense<[true, false, true]> : tensor<3xi1>, hexf = dense<0xFF800000> : tensor<4xf32>,
  empty = dense<> : tensor<0xf32>, one = dense<5> : tensor<1xi32>,
  types = [i1, si8, ui64, index, f8E4M3FN, f8E5M2, bf16, tf32, vector<4x[8]xf32>, tuple<i32, f32>, complex<f32>, tensor<?x4xf32>, tensor<*xf16>, (i32) -> (i32, i32), () -> (), (i32) -> ((i32) -> i32), none],
  list100 = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi16>, hex101 = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>, bits101 = dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<101xi1>,
  dict = {b = 2 : i32, a, "c-d" = true}
} {
  tt.return
}
