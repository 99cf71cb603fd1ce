// RUN: ttopt %s -test-print-alignment -split-input-file -verify-diagnostics=only-expected -o /dev/null
// RUN: ttopt %s -test-print-alignment -split-input-file -verify-diagnostics -o /dev/null

// The AxisInfo of every op result, as Triton 3.6 computes it (lib/Analysis/AxisInfo.cpp).
// Notation in comments: K = 2^62 (kMaxDivisor, the divisibility of 0), R = 2^30 (make_range from 0).
// The second RUN line checks that every result is covered: one remark per result, no other.

// Integer constants are read zero-extended into an int64_t: an i32 -8 is 4294967288.
tt.func @scalar_constants() {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %zero = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %twelve = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 4294967288}}
  %neg_i32 = arith.constant -8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = -8}}
  %neg_i64 = arith.constant -8 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %false = arith.constant false
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
  %index = arith.constant 64 : index
  // INT64_MIN has no representable power-of-two divisor: it gets K, as 0 does.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = -9223372036854775808}}
  %min = arith.constant -9223372036854775808 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1099511627776], constancy = [1], constant_value = 1099511627776}}
  %big = arith.constant 1099511627776 : i64
  // Floats are not integers: nothing is known.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %float = arith.constant 1.000000e+00 : f32
  tt.return
}

// -----

// Dense constants: only splats are understood; their constancy is the whole shape.
tt.func @dense_constants() {
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 8], constant_value = 48}}
  %splat = arith.constant dense<48> : tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [16], constant_value = 0}}
  %zeros = arith.constant dense<0> : tensor<16xi64>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [16], constant_value = 4294967292}}
  %negative = arith.constant dense<-4> : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 1}}
  %trues = arith.constant dense<true> : tensor<8xi1>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %not_splat = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %floats = arith.constant dense<2.000000e+00> : tensor<4x4xf32>
  tt.return
}

// -----

tt.func @make_range() {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %from_zero = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %from_64 = tt.make_range {end = 128 : i32, start = 64 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
  %from_48 = tt.make_range {end = 64 : i32, start = 48 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @add_sub(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %base = tt.splat %n : i32 -> tensor<128xi32>
  // A uniform offset keeps the runs; the run starts are multiples of 16 only.
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %offsets = arith.addi %base, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %commuted = arith.addi %range, %base : tensor<128xi32>
  // Two contiguous operands make strides of 2: not contiguous.
  // expected-remark @below {{contiguity = [1], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %doubled = arith.addi %range, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %minus = arith.subi %range, %base : tensor<128xi32>
  // A contiguous subtrahend makes a decreasing run.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %reversed = arith.subi %base, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 127}}
  %c127 = arith.constant dense<127> : tensor<128xi32>
  // Two constants fold: the result is constant over the whole tensor.
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [128], constant_value = 128}}
  %c128 = arith.addi %ones, %c127 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 126}}
  %c126 = arith.subi %c127, %ones : tensor<128xi32>
  // A folded constant is constant over the whole tensor, whatever its operands' constancy.
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [4], constant_value = 2}}
  %short = arith.constant {tt.constancy = 4 : i32} dense<2> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 4}}
  %c4 = arith.addi %short, %short : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 2147483647}}
  %max_i32 = arith.constant 2147483647 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %one = arith.constant 1 : i32
  // Folding is 64-bit: the i32 sum does not wrap.
  // expected-remark @below {{contiguity = [1], divisibility = [2147483648], constancy = [1], constant_value = 2147483648}}
  %no_wrap = arith.addi %max_i32, %one : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %scalar = arith.addi %n, %one : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %scalar_sub = arith.subi %n, %n : i32
  tt.return
}

// -----

// addptr advances by offset * element size bytes (at least one byte: i1 counts as 1).
tt.func @addptr(%p1: !tt.ptr<i1> {tt.divisibility = 16 : i32}, %p8: !tt.ptr<i8> {tt.divisibility = 16 : i32},
                %p16: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %p32: !tt.ptr<f32> {tt.divisibility = 16 : i32},
                %p64: !tt.ptr<i64> {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %a1 = tt.addptr %p1, %c2 : !tt.ptr<i1>, i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %a8 = tt.addptr %p8, %c2 : !tt.ptr<i8>, i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %a16 = tt.addptr %p16, %c2 : !tt.ptr<f16>, i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %a32 = tt.addptr %p32, %c2 : !tt.ptr<f32>, i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %a64 = tt.addptr %p64, %c2 : !tt.ptr<i64>, i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %range {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [32, 1], constant_value = <none>}}
  %tile = tt.broadcast %row : tensor<1x64xi32> -> tensor<32x64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 64], constant_value = <none>}}
  %base16 = tt.splat %p16 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [2, 16], constancy = [32, 1], constant_value = <none>}}
  %ptrs16 = tt.addptr %base16, %tile : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 64], constant_value = <none>}}
  %base64 = tt.splat %p64 : !tt.ptr<i64> -> tensor<32x64x!tt.ptr<i64>>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [8, 16], constancy = [32, 1], constant_value = <none>}}
  %ptrs64 = tt.addptr %base64, %tile : tensor<32x64x!tt.ptr<i64>>, tensor<32x64xi32>
  // An offset of 0 elements: its divisibility K times 8 bytes saturates at K.
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4611686018427387904, 4611686018427387904], constancy = [32, 64], constant_value = 0}}
  %zeros = arith.constant dense<0> : tensor<32x64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 64], constant_value = <none>}}
  %same = tt.addptr %base64, %zeros : tensor<32x64x!tt.ptr<i64>>, tensor<32x64xi32>
  tt.return
}

// -----

tt.func @mul(%a: i64 {tt.divisibility = 1099511627776 : i64}, %b: i64 {tt.divisibility = 1073741824 : i64}, %x: i32) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 2}}
  %twos = arith.constant dense<2> : tensor<128xi32>
  // Multiplying by 1 keeps everything.
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %same = arith.muli %range, %ones : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %same2 = arith.muli %ones, %range : tensor<128xi32>
  // [0, 2, 4, ...]: a contiguous run's divisibility counts as 1 once scaled.
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %evens = arith.muli %range, %twos : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 2}}
  %product = arith.muli %twos, %ones : tensor<128xi32>
  // Anything times 0 is the constant 0.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %zero = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %times_zero = arith.muli %x, %zero : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %zeros = arith.constant dense<0> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %range_times_zero = arith.muli %range, %zeros : tensor<128xi32>
  // 2^40 * 2^30 overflows the divisibility: it saturates at K.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = <none>}}
  %saturated = arith.muli %a, %b : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 3}}
  %c3 = arith.constant 3 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 9}}
  %c9 = arith.muli %c3, %c3 : i32
  tt.return
}

// -----

tt.func @div(%n: i64 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %same = arith.divsi %range, %ones : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = 64}}
  %c64 = arith.constant dense<64> : tensor<128xi32>
  // A contiguous run divided by 64 is constant over runs of 64.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %blocks = arith.divsi %range, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %inverse = arith.divui %c64, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 66}}
  %c66 = arith.constant dense<66> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [2], constant_value = <none>}}
  %pairs = arith.divui %range, %c66 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [8192], constancy = [1], constant_value = <none>}}
  %high = tt.make_range {end = 8320 : i32, start = 8192 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %high_blocks = arith.divsi %high, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 2}}
  %twos = arith.constant dense<2> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = 32}}
  %c32 = arith.divsi %c64, %twos : tensor<128xi32>
  // A scalar divided by a power of two: 16 / 4.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4}}
  %c4 = arith.constant 4 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %quarter = arith.divsi %n, %c4 : i64
  // -4 as an i64 is a power of two in magnitude...
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = -4}}
  %cm4 = arith.constant -4 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %neg_quarter = arith.divsi %n, %cm4 : i64
  // ... but as an i32 it reads 4294967292, which is not.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4294967292}}
  %cm4_i32 = arith.constant -4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %n32 = arith.trunci %n : i64 to i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %unknown = arith.divsi %n32, %cm4_i32 : i32
  // 0 divided by anything keeps the divisibility of 0.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = <none>}}
  %zero_div = arith.divui %c0, %n : i64
  // Constants divide as C++ does: truncating toward zero.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -7}}
  %cm7 = arith.constant -7 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -3}}
  %cm3 = arith.divsi %cm7, %c2 : i64
  tt.return
}

// -----

tt.func @rem(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<128xi32>
  // x % 1 is the constant 0.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %zeros = arith.remsi %range, %ones : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = 64}}
  %c64 = arith.constant dense<64> : tensor<128xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %wrapped = arith.remsi %range, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 66}}
  %c66 = arith.constant dense<66> : tensor<128xi32>
  // expected-remark @below {{contiguity = [2], divisibility = [2], constancy = [1], constant_value = <none>}}
  %wrapped66 = arith.remui %range, %c66 : tensor<128xi32>
  // A non-constant divisor: no divisibility survives.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %by_range = arith.remsi %c64, %range : tensor<128xi32>
  // A scalar divisor has constancy 1, so nothing is known either.
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %scalar = arith.remui %n, %c8 : i32
  // Constants: the remainder takes the dividend's sign.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -7}}
  %cm7 = arith.constant -7 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -1}}
  %cm1 = arith.remsi %cm7, %c2 : i64
  tt.return
}

// -----

tt.func @logic(%x: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %c12 = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 10}}
  %c10 = arith.constant 10 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %and = arith.andi %c12, %c10 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 14}}
  %or = arith.ori %c12, %c10 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 6}}
  %xor = arith.xori %c12, %c10 : i32
  // Not both constant: nothing but the constant runs.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %masked = arith.andi %x, %c12 : i32
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 12}}
  %c12t = arith.constant dense<12> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %xt = tt.splat %x : i32 -> tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
  %uniform = arith.ori %xt, %c12t : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %mixed = arith.xori %range, %c12t : tensor<128xi32>
  tt.return
}

// -----

tt.func @shifts(%x: i32 {tt.divisibility = 16 : i32}, %y: i32, %big: i64 {tt.divisibility = 1152921504606846976 : i64}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %zeros = arith.constant dense<0> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 3}}
  %threes = arith.constant dense<3> : tensor<128xi32>
  // Shifting by 0 changes nothing.
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %same = arith.shli %range, %zeros : tensor<128xi32>
  // [0, 8, 16, ...]
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %by8 = arith.shli %range, %threes : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %down = arith.shrui %range, %threes : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %down0 = arith.shrsi %range, %zeros : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
  %x4 = arith.shli %x, %c2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %xq = arith.shrsi %x, %c2 : i32
  // An unknown shift amount: shl keeps the divisibility, shr loses it.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %x_shl_y = arith.shli %x, %y : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %x_shr_y = arith.shrui %x, %y : i32
  // 2^60 << 10 overflows the divisibility: it saturates at K.
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 10}}
  %c10 = arith.constant 10 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = <none>}}
  %huge = arith.shli %big, %c10 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 6}}
  %c6 = arith.constant 6 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 24}}
  %c24 = arith.shli %c6, %c2 : i32
  // Right shifts of constants are arithmetic on the int64_t value, for shrui too.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = -16}}
  %cm16 = arith.constant -16 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2_64 = arith.constant 2 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = -4}}
  %cm4 = arith.shrui %cm16, %c2_64 : i64
  tt.return
}

// -----

// Every predicate, with a contiguous range on either side of a constant.
tt.func @cmpi() {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 16}}
  %c16 = arith.constant dense<16> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %eq = arith.cmpi eq, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %ne = arith.cmpi ne, %range, %c16 : tensor<128xi32>
  // range < 16 only changes at multiples of 16.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %slt = arith.cmpi slt, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %ult = arith.cmpi ult, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %sge = arith.cmpi sge, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %uge = arith.cmpi uge, %range, %c16 : tensor<128xi32>
  // range <= 16 changes after 16: not known.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %sle = arith.cmpi sle, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %ule = arith.cmpi ule, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %sgt = arith.cmpi sgt, %range, %c16 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %ugt = arith.cmpi ugt, %range, %c16 : tensor<128xi32>
  // The constant on the left: 16 > range and 16 <= range change at multiples of 16.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %sgt_l = arith.cmpi sgt, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %ugt_l = arith.cmpi ugt, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %sle_l = arith.cmpi sle, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %ule_l = arith.cmpi ule, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %slt_l = arith.cmpi slt, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %sge_l = arith.cmpi sge, %c16, %range : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %eq_l = arith.cmpi eq, %c16, %range : tensor<128xi32>
  // The divisibilities bound it too: [64, 128) < 4 is only known constant over runs of 4.
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %range64 = tt.make_range {end = 128 : i32, start = 64 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant_value = <none>}}
  %slt4 = arith.cmpi slt, %range64, %c4 : tensor<64xi32>
  tt.return
}

// -----

// Compares of two constants fold (int64_t values; unsigned predicates compare them as uint64_t).
tt.func @cmpi_constants(%x: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<8xi64>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = -1}}
  %minus = arith.constant dense<-1> : tensor<8xi64>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 1}}
  %slt = arith.cmpi slt, %minus, %ones : tensor<8xi64>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 0}}
  %ult = arith.cmpi ult, %minus, %ones : tensor<8xi64>
  // An i32 -1 reads 4294967295: even the signed compare sees it as large.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 4294967295}}
  %minus32 = arith.constant dense<-1> : tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 1}}
  %ones32 = arith.constant dense<1> : tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 0}}
  %slt32 = arith.cmpi slt, %minus32, %ones32 : tensor<8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = 1}}
  %ne = arith.cmpi ne, %minus32, %ones32 : tensor<8xi32>
  // Scalar compares are not analysed, even of constants.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %scalar = arith.cmpi eq, %c1, %c1 : i32
  tt.return
}

// -----

tt.func @select(%cond: i1, %n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %range2 = tt.make_range {end = 256 : i32, start = 128 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %splat = tt.splat %n : i32 -> tensor<128xi32>
  // A scalar condition picks one whole side: the common runs survive.
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %either = arith.select %cond, %range, %range2 : tensor<128xi32>
  // Runs of different lengths: the divisibility is bounded by both lengths.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %mixed = arith.select %cond, %range, %splat : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 16}}
  %c16 = arith.constant dense<16> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %mask = arith.cmpi slt, %range, %c16 : tensor<128xi32>
  // A tensor condition cuts the runs where it may change.
  // expected-remark @below {{contiguity = [16], divisibility = [128], constancy = [1], constant_value = <none>}}
  %cut = arith.select %mask, %range, %range2 : tensor<128xi1>, tensor<128xi32>
  // A known condition picks its side.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %first = arith.select %true, %range, %splat : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %falses = arith.constant dense<false> : tensor<128xi1>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %second = arith.select %falses, %range, %splat : tensor<128xi1>, tensor<128xi32>
  // The same constant on both sides is that constant.
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 16}}
  %same = arith.select %mask, %c16, %c16 : tensor<128xi1>, tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %scalar = arith.select %cond, %n, %c0 : i32
  tt.return
}

// -----

tt.func @min_max(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %range2 = tt.make_range {end = 256 : i32, start = 128 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %max = arith.maxsi %range, %range2 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %min = arith.minui %range, %range2 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [128], constant_value = 64}}
  %c64 = arith.constant dense<64> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %clamped = arith.minsi %range, %c64 : tensor<128xi32>
  // Two constants fold, as int64_t values compared signed (for maxui/minui too).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -1}}
  %cm1 = arith.constant -1 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %maxui = arith.maxui %cm1, %c8 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = -1}}
  %minui = arith.minui %cm1, %c8 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %maxsi = arith.maxsi %cm1, %c8 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %c32 = arith.constant 32 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %scalar = arith.maxsi %n, %c32 : i32
  tt.return
}

// -----

// Casts pass everything through, the constant value included (even when it does not fit).
tt.func @casts(%x: i32 {tt.divisibility = 8 : i32}, %p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [256], constancy = [1], constant_value = 256}}
  %c256 = arith.constant 256 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [256], constancy = [1], constant_value = 256}}
  %trunc = arith.trunci %c256 : i32 to i8
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %sext = arith.extsi %x : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %zext = arith.extui %x : i32 to i64
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %wide = arith.extsi %range : tensor<128xi32> to tensor<128xi64>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %bits = tt.bitcast %range : tensor<128xi32> -> tensor<128xf32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %ptr = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i32>
  // Not analysed: index_cast, int_to_ptr, ptr_to_int (hints on the op still apply).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %index = arith.index_cast %x : i32 to index
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %int = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %back = tt.int_to_ptr %int : i64 -> !tt.ptr<f32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = <none>}}
  %hinted = tt.int_to_ptr %int {tt.divisibility = 32 : i32} : i64 -> !tt.ptr<f32>
  tt.return
}

// -----

tt.func @splat_expand_broadcast(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [16, 64], constant_value = <none>}}
  %splat = tt.splat %n : i32 -> tensor<16x64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [64], constant_value = 8}}
  %splat8 = tt.splat %c8 : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // The new dim has extent 1; its divisibility treats runs as divisible by 1.
  // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
  %column = tt.expand_dims %range {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %range {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  // A constant keeps its divisibility in the new dim.
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [64, 1], constant_value = 8}}
  %const_column = tt.expand_dims %splat8 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>}}
  %uniform = tt.splat %n : i32 -> tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [64, 1], constant_value = <none>}}
  %uniform_column = tt.expand_dims %uniform {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  // Broadcasting a non-splat value: runs along the broadcast dim become constant runs.
  // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 32], constant_value = <none>}}
  %columns = tt.broadcast %column : tensor<64x1xi32> -> tensor<64x32xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [16, 1], constant_value = <none>}}
  %rows = tt.broadcast %row : tensor<1x64xi32> -> tensor<16x64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [64, 32], constant_value = 8}}
  %const_tile = tt.broadcast %const_column : tensor<64x1xi32> -> tensor<64x32xi32>
  // expected-remark @below {{contiguity = [1, 1, 64], divisibility = [1, 1, 1073741824], constancy = [1, 1, 1], constant_value = <none>}}
  %row3 = tt.expand_dims %row {axis = 0 : i32} : tensor<1x64xi32> -> tensor<1x1x64xi32>
  tt.return
}

// -----

tt.func @trans_reshape() {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %range {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [16, 1], constant_value = <none>}}
  %tile = tt.broadcast %row : tensor<1x64xi32> -> tensor<16x64xi32>
  // trans permutes the dims.
  // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 16], constant_value = <none>}}
  %transposed = tt.trans %tile {order = array<i32: 1, 0>} : tensor<16x64xi32> -> tensor<64x16xi32>
  // expected-remark @below {{contiguity = [1, 1, 64], divisibility = [1, 1, 1073741824], constancy = [1, 1, 1], constant_value = <none>}}
  %row3 = tt.expand_dims %row {axis = 0 : i32} : tensor<1x64xi32> -> tensor<1x1x64xi32>
  // expected-remark @below {{contiguity = [1, 1, 64], divisibility = [1, 1, 1073741824], constancy = [2, 4, 1], constant_value = <none>}}
  %cube = tt.broadcast %row3 : tensor<1x1x64xi32> -> tensor<2x4x64xi32>
  // expected-remark @below {{contiguity = [1, 64, 1], divisibility = [1, 1073741824, 1], constancy = [4, 1, 2], constant_value = <none>}}
  %rotated = tt.trans %cube {order = array<i32: 1, 2, 0>} : tensor<2x4x64xi32> -> tensor<4x64x2xi32>
  // reshape is not analysed.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %flat = tt.reshape %tile : tensor<16x64xi32> -> tensor<1024xi32>
  tt.return
}

// -----

// Loaded values are unknown, but constant runs of the pointer and the mask carry over.
tt.func @load(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %scalar = tt.load %p : !tt.ptr<i32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %same = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
  %uniform = tt.load %same : tensor<128x!tt.ptr<i32>>
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = 32}}
  %c32 = arith.constant dense<32> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %mask = arith.cmpi slt, %range, %c32 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %masked = tt.load %same, %mask : tensor<128x!tt.ptr<i32>>
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %ptrs = tt.addptr %same, %range : tensor<128x!tt.ptr<i32>>, tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %values = tt.load %ptrs, %mask : tensor<128x!tt.ptr<i32>>
  tt.return
}

// -----

// Facts come from argument attributes (tt.pointer_range is an AMD hint: ignored).
tt.func @argument_hints(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32},
                        %q: !tt.ptr<f16> {tt.pointer_range = 32 : i32},
                        %t: tensor<32x64xi32> {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<[8, 16]> : tensor<2xi32>, tt.constancy = dense<[32, 1]> : tensor<2xi32>},
                        %u: tensor<64xi32> {tt.constancy = 64 : i32, tt.divisibility = 4 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %p_int = tt.bitcast %p : !tt.ptr<f16> -> !tt.ptr<i16>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %q_int = tt.bitcast %q : !tt.ptr<f16> -> !tt.ptr<i16>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [8, 16], constancy = [32, 1], constant_value = <none>}}
  %t_float = tt.bitcast %t : tensor<32x64xi32> -> tensor<32x64xf32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = <none>}}
  %u_float = tt.bitcast %u : tensor<64xi32> -> tensor<64xf32>
  tt.return
}

// -----

// Hints on an op override what the analysis found, or what it could not.
tt.func @op_hints(%n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %pid = tt.get_program_id x {tt.divisibility = 16 : i32} : i32
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
  %splat = tt.splat %n : i32 -> tensor<128xi32>
  // expected-remark @below {{contiguity = [8], divisibility = [8], constancy = [1], constant_value = <none>}}
  %hinted = arith.addi %splat, %range {tt.contiguity = 8 : i32, tt.divisibility = 8 : i32} : tensor<128xi32>
  tt.return
}

// -----

// Poison is never read: it is assumed to be anything.
tt.func @poison() {
  // expected-remark @below {{contiguity = [4611686018427387904], divisibility = [4611686018427387904], constancy = [4611686018427387904], constant_value = <none>}}
  %scalar = ub.poison : i32
  // expected-remark @below {{contiguity = [4611686018427387904, 4611686018427387904], divisibility = [4611686018427387904, 4611686018427387904], constancy = [4611686018427387904, 4611686018427387904], constant_value = <none>}}
  %tensor = ub.poison : tensor<4x8xi32>
  tt.return
}

// -----

// Tensor pointers, their make and advance are not analysed.
tt.func @block_pointers(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %k: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %c1 = arith.constant 1 : i64
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %block = tt.make_tensor_ptr %p, [%c1, %c1], [%c1, %c1], [%c0, %c0] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %next = tt.advance %block, [%c0, %k] : <tensor<32x64xf16>>
  tt.return
}

// -----

// scf.for: the induction variable is divisible by what divides its lower bound and step;
// loop-carried values are the fixpoint of the init joined with every yield.
tt.func @for_loop(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %lb: i32 {tt.divisibility = 32 : i32}, %ub: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>}}
  %base = tt.splat %p : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %ptrs = tt.addptr %base, %range : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [64], constant_value = 64}}
  %step = arith.constant dense<64> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<64xi32>
  // Results: the pointers stay 16-byte aligned runs (64 f16 = 128 bytes per step); the
  // offsets, bumped by 1, lose their divisibility; the untouched value keeps its constant;
  // the counter is 0, then multiples of 8.
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  // expected-remark @below {{contiguity = [64], divisibility = [1], constancy = [1], constant_value = <none>}}
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %res:4 = scf.for %i = %c0 to %ub step %c8 iter_args(%ptr = %ptrs, %off = %range, %same = %c8, %count = %c0) -> (tensor<64x!tt.ptr<f16>>, tensor<64xi32>, i32, i32) : i32 {
    // The induction variable: gcd(divisibility of 0, of 8).
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %iv = arith.extsi %i : i32 to i64
    // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
    %next_ptr = tt.addptr %ptr, %step : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
    // expected-remark @below {{contiguity = [64], divisibility = [1], constancy = [1], constant_value = <none>}}
    %next_off = arith.addi %off, %ones : tensor<64xi32>
    // 0 + 8 folds to 8 on the first visit; joined with later visits, only the divisibility stays.
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %next_count = arith.addi %count, %c8 : i32
    scf.yield %next_ptr, %next_off, %same, %next_count : tensor<64x!tt.ptr<f16>>, tensor<64xi32>, i32, i32
  }
  scf.for %j = %lb to %ub step %c8 : i32 {
    // gcd(32, 8)
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %jv = arith.extsi %j : i32 to i64
  }
  tt.return
}

// -----

// Upstream's MLIR has no static trip count rule: a loop that cannot run is analysed anyway.
tt.func @zero_trip_for() {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ones = arith.constant dense<1> : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1], constancy = [1], constant_value = <none>}}
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %range) -> (tensor<128xi32>) : i32 {
    // expected-remark @below {{contiguity = [128], divisibility = [1], constancy = [1], constant_value = <none>}}
    %b = arith.addi %a, %ones : tensor<128xi32>
    scf.yield %b : tensor<128xi32>
  }
  tt.return
}

// -----

// scf.while: the before region sees the inits joined with what the after region yields;
// the after region and the results see what scf.condition forwards.
tt.func @while_loop(%n: i32 {tt.divisibility = 16 : i32}, %limit: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %c32 = arith.constant 32 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %res:2 = scf.while (%x = %n, %z = %c0) : (i32, i32) -> (i32, i32) {
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %before_x = arith.extsi %x : i32 to i64
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %go = arith.cmpi slt, %x, %limit : i32
    scf.condition(%go) %x, %z : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %after_y = arith.extsi %y : i32 to i64
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %next = arith.addi %y, %c32 : i32
    scf.yield %next, %w : i32, i32
  }
  tt.return
}

// -----

// A loop whose condition is known false never runs its after region: values there are
// never reached and have an empty (uninitialized) AxisInfo, a constant too.
tt.func @while_never(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %false = arith.constant false
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %res = scf.while (%x = %n) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
    %c4 = arith.constant 4 : i32
    // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
    %next = arith.addi %y, %c4 : i32
    scf.yield %next : i32
  }
  tt.return
}

// -----

// A loop whose condition is known true never exits: nothing reaches its results, which
// stay uninitialized, as does what is computed from them.
tt.func @while_forever(%n: i32 {tt.divisibility = 8 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
  %res = scf.while (%x = %n) : (i32) -> i32 {
    scf.condition(%true) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %twice = arith.addi %y, %y : i32
    scf.yield %twice : i32
  }
  // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
  %splat = tt.splat %res : i32 -> tensor<128xi32>
  tt.return
}

// -----

// scf.if: results join both branches; a known condition (folded by constant propagation)
// leaves the other branch unreached.
tt.func @if_else(%cond: i1, %n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [32], divisibility = [32], constancy = [1], constant_value = <none>}}
  %half = tt.make_range {end = 64 : i32, start = 32 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [32], divisibility = [32], constancy = [1], constant_value = <none>}}
  %r = scf.if %cond -> (tensor<32xi32>) {
    scf.yield %half : tensor<32xi32>
  } else {
    // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %low = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    scf.yield %low : tensor<32xi32>
  }
  // Runs of 32 (a hint) and of 64: where the runs are cut, they start at multiples of 32
  // only, although both sides are divisible by 64.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [64], constant_value = 0}}
  %zeros = arith.constant dense<0> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %upper = tt.make_range {end = 128 : i32, start = 64 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [32], divisibility = [32], constancy = [1], constant_value = <none>}}
  %s = scf.if %cond -> (tensor<64xi32>) {
    // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %short = arith.addi %range, %zeros {tt.contiguity = 32 : i32} : tensor<64xi32>
    scf.yield %short : tensor<64xi32>
  } else {
    scf.yield %upper : tensor<64xi32>
  }
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4}}
  %c4 = arith.constant 4 : i32
  // The scalar compare is not analysed by AxisInfo, but constant propagation folds it.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %known = arith.cmpi slt, %c2, %c4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %t = scf.if %known -> (i32) {
    scf.yield %c2 : i32
  } else {
    // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
    %dead = arith.addi %c4, %c4 : i32
    scf.yield %dead : i32
  }
  tt.return
}

// -----

// cf branches: block arguments join what every live edge passes.
tt.func @branches(%cond: i1, %n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
  %c64 = arith.constant 64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  cf.cond_br %cond, ^left(%c64 : i32), ^right(%n : i32)
^left(%a: i32):
  cf.br ^join(%a : i32)
^right(%b: i32):
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %bb = arith.addi %b, %c64 : i32
  cf.br ^join(%bb : i32)
^join(%c: i32):
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %cc = arith.extsi %c : i32 to i64
  // A loop through blocks: 16-aligned, then bumped by 8.
  cf.br ^loop(%n : i32)
^loop(%x: i32):
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %xx = arith.extsi %x : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %next = arith.addi %x, %c8 : i32
  cf.cond_br %cond, ^loop(%next : i32), ^exit
^exit:
  tt.return
}

// -----

// A branch on a known condition: the other block is never reached.
tt.func @dead_block(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  cf.cond_br %true, ^live, ^dead
^live:
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %c32 = arith.constant 32 : i32
  tt.return
^dead:
  // expected-remark @below {{contiguity = [], divisibility = [], constancy = [], constant_value = <none>}}
  %c64 = arith.constant 64 : i32
  tt.return
}

// -----

// tt.reduce and tt.scan: the combine region's arguments are unknown scalars; the results too.
tt.func @reduce_scan(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %sum = "tt.reduce"(%range) <{axis = 0 : i32}> ({
  ^bb0(%a: i32, %b: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %s = arith.addi %a, %b : i32
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
    %c16 = arith.constant 16 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %t = arith.muli %s, %c16 : i32
    tt.reduce.return %t : i32
  }) : (tensor<128xi32>) -> i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %prefix = "tt.scan"(%range) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: i32, %b: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %s = arith.maxsi %a, %b : i32
    tt.scan.return %s : i32
  }) : (tensor<128xi32>) -> tensor<128xi32>
  tt.return
}

// -----

// Calls: callers are analysed first and each call joins its scalar arguments into the
// callee's hints (the callee here is reached from two call sites); call results are unknown.
tt.func @callee(%p: !tt.ptr<f32>, %n: i32, %t: tensor<16xi32>, %t2: tensor<2x16xi32>) -> i32 {
  // 16 from one caller, 8 from the other.
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %q = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i32>
  // 64 and a constant 0 (K): 64; the constant value itself is not forwarded.
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
  %m = arith.extsi %n : i32 to i64
  // Only rank-1 infos are forwarded: a 1-D tensor is (as upstream does), a 2-D one is not.
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %u = tt.bitcast %t : tensor<16xi32> -> tensor<16xf32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %u2 = tt.bitcast %t2 : tensor<2x16xi32> -> tensor<2x16xf32>
  tt.return %n : i32
}

tt.func @caller_a(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 64 : i32}) {
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %range {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1073741824], constancy = [2, 1], constant_value = <none>}}
  %tile = tt.broadcast %row : tensor<1x16xi32> -> tensor<2x16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %r = tt.call @callee(%p, %n, %range, %tile) : (!tt.ptr<f32>, i32, tensor<16xi32>, tensor<2x16xi32>) -> i32
  // A hint on the call op describes its result.
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %s = tt.call @callee(%p, %n, %range, %tile) {tt.divisibility = 4 : i32} : (!tt.ptr<f32>, i32, tensor<16xi32>, tensor<2x16xi32>) -> i32
  tt.return
}

tt.func @caller_b(%p: !tt.ptr<f32> {tt.divisibility = 8 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %row = tt.expand_dims %range {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1073741824], constancy = [2, 1], constant_value = <none>}}
  %tile = tt.broadcast %row : tensor<1x16xi32> -> tensor<2x16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %r = tt.call @callee(%p, %c0, %range, %tile) : (!tt.ptr<f32>, i32, tensor<16xi32>, tensor<2x16xi32>) -> i32
  tt.return
}

// -----

// An existing argument hint joins the call sites' facts.
tt.func private @hinted_callee(%n: i32 {tt.divisibility = 4 : i32}) {
  // gcd(4, 16)
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %m = arith.extsi %n : i32 to i64
  tt.return
}

tt.func @hint_caller(%n: i32 {tt.divisibility = 16 : i32}) {
  tt.call @hinted_callee(%n) : (i32) -> ()
  tt.return
}

// -----

// A function only reached through itself is not a root of the call graph: it is never
// analysed, and its values have no AxisInfo at all.
tt.func private @self_recursive(%n: i32) {
  // expected-remark-re @below {{arith.constant 1 : i32 => {{$}}}}
  %c1 = arith.constant 1 : i32
  tt.call @self_recursive(%c1) : (i32) -> ()
  tt.return
}

// -----

// TTGIR: encodings do not change the analysis; layout conversions pass it through.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ttgir(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    // expected-remark @below {{contiguity = [32, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
    %rows2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 1], constant_value = <none>}}
    %stride2 = tt.splat %stride : i32 -> tensor<32x1xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 1], constant_value = <none>}}
    %row_offsets = arith.muli %rows2, %stride2 : tensor<32x1xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [1, 64], constant_value = <none>}}
    %row_tile = tt.broadcast %row_offsets : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
    %cols2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [32, 1], constant_value = <none>}}
    %col_tile = tt.broadcast %cols2 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 64], divisibility = [1, 16], constancy = [1, 1], constant_value = <none>}}
    %offsets = arith.addi %row_tile, %col_tile : tensor<32x64xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [32, 64], constant_value = <none>}}
    %base = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    // expected-remark @below {{contiguity = [1, 64], divisibility = [4, 16], constancy = [1, 1], constant_value = <none>}}
    %ptrs = tt.addptr %base, %offsets : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    // expected-remark @below {{contiguity = [1, 64], divisibility = [4, 16], constancy = [1, 1], constant_value = <none>}}
    %converted = ttg.convert_layout %ptrs : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
    %values = tt.load %converted : tensor<32x64x!tt.ptr<f32>, #blocked1>
    tt.store %converted, %values : tensor<32x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// ttg.warp_specialize: the default region runs in place and its ttg.warp_yield gives the
// results; each partition's arguments are the explicit captures.
#ws = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warp_specialize(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 32 : i32}) {
    // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ws>
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %out = ttg.warp_specialize(%p, %n, %range)
    default {
      // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
      %c8 = arith.constant 8 : i32
      // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
      %sum = arith.addi %n, %c8 : i32
      ttg.warp_yield %sum : i32
    }
    partition0(%q: !tt.ptr<f32>, %m: i32, %r: tensor<128xi32, #ws>) num_warps(4) {
      // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
      %base = tt.splat %q : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #ws>
      // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = <none>}}
      %start = tt.splat %m : i32 -> tensor<128xi32, #ws>
      // expected-remark @below {{contiguity = [128], divisibility = [32], constancy = [1], constant_value = <none>}}
      %offsets = arith.addi %r, %start : tensor<128xi32, #ws>
      // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
      %ptrs = tt.addptr %base, %offsets : tensor<128x!tt.ptr<f32>, #ws>, tensor<128xi32, #ws>
      // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
      %values = tt.load %ptrs : tensor<128x!tt.ptr<f32>, #ws>
      ttg.warp_return
    } : (!tt.ptr<f32>, i32, tensor<128xi32, #ws>) -> i32
    tt.return
  }
}

// -----

// unrealized_conversion_cast passes the info through unless it changes the rank.
tt.func @unrealized_cast() {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %same = builtin.unrealized_conversion_cast %range : tensor<64xi32> to tensor<64xi64>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %reshaped = builtin.unrealized_conversion_cast %range : tensor<64xi32> to tensor<8x8xi32>
  tt.return
}

// -----

// A divisibility hint of 0 (upstream divides by it when multiplying) gives a product of 0.
tt.func @zero_divisibility_hint(%a: i32 {tt.divisibility = 16 : i32}, %b: i32 {tt.divisibility = 0 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [0], constancy = [1], constant_value = <none>}}
  %0 = arith.muli %a, %b : i32
  tt.return
}
