// RUN: ttopt %s -split-input-file -verify-diagnostics

// ODS invariants: properties.

tt.func @missing_property() {
  // expected-error @+1 {{'tt.make_range' op requires attribute 'start'}}
  %0 = tt.make_range {end = 16 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @missing_properties_sorted(%a: tensor<16xf32>) {
  // expected-error @+1 {{'tt.extern_elementwise' op requires attribute 'libname'}}
  %0 = "tt.extern_elementwise"(%a) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @attr_dict_property_constraint() {
  // expected-error @+1 {{custom op 'tt.make_range' 'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tt.make_range {end = 16 : i64, start = 0 : i64} : tensor<16xi32>
  tt.return
}

// -----

tt.func @attr_dict_enum_constraint(%p: tensor<16x!tt.ptr<f32>>) {
  // expected-error @+1 {{custom op 'tt.load' 'tt.load' op attribute 'cache' failed to satisfy constraint: allowed 32-bit signless integer cases: 1, 2, 3, 4, 5, 6, 7}}
  %0 = tt.load %p {cache = 9 : i32} : tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @attr_dict_unit_constraint(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{custom op 'tt.reshape' 'tt.reshape' op attribute 'allow_reorder' failed to satisfy constraint: unit attribute}}
  %0 = tt.reshape %a {allow_reorder = true} : tensor<4x8xf32> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @generic_property_constraint() {
  // expected-error @+1 {{'tt.make_range' op attribute 'start' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tt.make_range"() <{end = 16 : i64, start = 0 : i64}> : () -> tensor<16xi32>
  tt.return
}

// -----

tt.func @generic_property_conversion(%a: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{invalid properties {inputPrecision = 7 : i32, maxNumImpreciseAcc = 0 : i32} for op tt.dot: Invalid attribute `inputPrecision` in property conversion: 7 : i32}}
  %0 = "tt.dot"(%a, %a, %c) <{inputPrecision = 7 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>) -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @generic_property_conversion_kind() {
  // expected-error @+1 {{invalid properties {end = 16 : i32, start = "x"} for op tt.make_range: Invalid attribute `start` in property conversion: "x"}}
  %0 = "tt.make_range"() <{end = 16 : i32, start = "x"}> : () -> tensor<16xi32>
  tt.return
}

// -----

// ODS invariants: structure.

tt.func @single_operand(%a: i32) {
  // expected-error @+1 {{'tt.splat' op requires a single operand}}
  %0 = "tt.splat"(%a, %a) : (i32, i32) -> tensor<16xi32>
  tt.return
}

// -----

tt.func @fixed_operands(%a: tensor<16x16xf16>) {
  // expected-error @+1 {{'tt.join' op expected 2 operands, but found 1}}
  %0 = "tt.join"(%a) : (tensor<16x16xf16>) -> tensor<16x16x2xf16>
  tt.return
}

// -----

tt.func @zero_results(%p: !tt.ptr<f32>, %v: f32) {
  // expected-error @+1 {{'tt.store' op requires zero results}}
  %0 = "tt.store"(%p, %v) : (!tt.ptr<f32>, f32) -> f32
  tt.return
}

// -----

tt.func @one_result() {
  // expected-error @+1 {{'tt.get_program_id' op requires one result}}
  "tt.get_program_id"() <{axis = 0 : i32}> : () -> ()
  tt.return
}

// -----

tt.func @one_region(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.reduce' op requires one region}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> : (tensor<128xf32>) -> f32
  tt.return
}

// -----

tt.func @zero_regions(%x: f32) {
  // expected-error @+1 {{'tt.splat' op requires zero regions}}
  %0 = "tt.splat"(%x) ({
    tt.return
  }) : (f32) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @segment_sizes(%p: tensor<16x!tt.ptr<f32>>) {
  // expected-error @+1 {{'tt.load' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "tt.load"(%p) : (tensor<16x!tt.ptr<f32>>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @segment_count(%p: tensor<16x!tt.ptr<f32>>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op tt.load: size mismatch in attribute conversion: 2 vs 3}}
  %0 = "tt.load"(%p) <{operandSegmentSizes = array<i32: 1, 0>}> : (tensor<16x!tt.ptr<f32>>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @no_operands() {
  // expected-error @+1 {{'tt.reduce' op expected 1 or more operands, but found 0}}
  "tt.reduce"() <{axis = 0 : i32}> ({
  ^bb0:
    "tt.reduce.return"() : () -> ()
  }) : () -> ()
  tt.return
}

// -----

tt.func @no_results(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op expected 1 or more results}}
  "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    tt.map_elementwise.return
  }) : (tensor<128xf32>) -> ()
  tt.return
}

// -----

// ODS invariants: operand and result types.

tt.func @result_type() {
  // expected-error @+1 {{'tt.get_program_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = tt.get_program_id x : i64
  tt.return
}

// -----

tt.func @operand_type(%a: tensor<16xi32>) {
  // expected-error @+1 {{'tt.fp_to_fp' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<16xi32>'}}
  %0 = tt.fp_to_fp %a : tensor<16xi32> -> tensor<16xf32>
  tt.return
}

// -----

// Same-size variadic groups: two shape values and one stride leave an i64 in the offsets.
tt.func @variadic_operand_type(%base: !tt.ptr<f16>, %s: i64, %o: i32) {
  // expected-error @+1 {{'tt.make_tensor_ptr' op operand #3 must be variadic of 32-bit signless integer, but got 'i64'}}
  %0 = tt.make_tensor_ptr %base, [%s, %s], [%s], [%o] {order = array<i32: 0>} : <tensor<128xf16>>
  tt.return
}

// -----

tt.func @optional_operand_type(%p: !tt.ptr<i32>, %m: i32) {
  // expected-error @+1 {{'tt.load' op operand #1 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'i32'}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!tt.ptr<i32>, i32) -> i32
  tt.return
}

// -----

tt.func @variadic_result_type(%a: tensor<16xi32>) {
  // expected-error @+1 {{'tt.reduce' op result #0 must be variadic of floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got '!tt.tensordesc<tensor<16xf32>>'}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    tt.reduce.return %x : i32
  }) : (tensor<16xi32>) -> !tt.tensordesc<tensor<16xf32>>
  tt.return
}

// -----

tt.func @descriptor_operand(%a: tensor<16xf32>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op operand #0 must be Tensor descriptor type (`::mlir::triton::TensorDescType`) in Triton IR type system, but got 'tensor<16xf32>'}}
  %0 = "tt.descriptor_load"(%a, %i) : (tensor<16xf32>, i32) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @assert_condition(%a: tensor<128xi32>) {
  // expected-error @+1 {{'tt.assert' op operand #0 must be 1-bit signless integer or tensor of 1-bit signless integer values, but got 'tensor<128xi32>'}}
  tt.assert %a, "m" : tensor<128xi32>
  tt.return
}

// -----

// Parse-time checks of ODS-generated parsers.

tt.func @enum_keyword() {
  // expected-error @+1 {{custom op 'tt.get_program_id' expected string or keyword containing one of the following enum values for attribute 'axis' [x, y, z]}}
  %0 = tt.get_program_id w : i32
  tt.return
}

// -----

tt.func @enum_string(%p: tensor<16x!tt.ptr<f32>>) {
  // expected-error @+1 {{custom op 'tt.load' invalid cache attribute specification: "zz"}}
  %0 = tt.load %p cacheModifier = "zz" : tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @enum_keywords_listed(%p: !tt.ptr<i32>, %v: i32) {
  // expected-error @+1 {{custom op 'tt.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'atomic_rmw_op' [and, or, xor, add, fadd, max, min, umax, umin, exch]}}
  %0 = tt.atomic_rmw nand, relaxed, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
  tt.return
}

// -----

tt.func @oilist_clause_twice(%p: tensor<128x!tt.ptr<f16>>) {
  // expected-error @+1 {{custom op 'tt.load' `cacheModifier` clause can appear at most once in the expansion of the oilist directive}}
  %0 = tt.load %p cacheModifier = ca cacheModifier = cg : tensor<128x!tt.ptr<f16>>
  tt.return
}

// -----

tt.func @type_kind(%x: i32) {
  // expected-error @+1 {{custom op 'tt.splat' invalid kind of type specified: expected builtin.tensor, but found 'i32'}}
  %0 = tt.splat %x : i32 -> i32
  tt.return
}

// -----

tt.func @type_kind_dialect(%p: !tt.ptr<f32>, %o: i32) {
  // expected-error @+1 {{custom op 'tt.advance' invalid kind of type specified: expected tt.ptr, but found '!tt.tensordesc<tensor<16xf32>>'}}
  %0 = tt.advance %p, [%o] : !tt.tensordesc<tensor<16xf32>>
  tt.return
}

// -----

tt.func @derived_from_type(%a: tensor<128xf32>) {
  // expected-error @+1 {{custom op 'tt.histogram' 'src' must be ranked tensor of integer values, but got 'tensor<128xf32>'}}
  %0 = tt.histogram %a : tensor<128xf32> -> tensor<16xi32>
  tt.return
}

// -----

tt.func @derived_from_pointer(%a: tensor<16xf32>) {
  // expected-error @+1 {{custom op 'tt.load' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'tensor<16xf32>'}}
  %0 = tt.load %a : tensor<16xf32>
  tt.return
}

// -----

tt.func @derived_from_block_pointer(%a: !tt.ptr<f32>, %o: i32) {
  // expected-error @+1 {{custom op 'tt.advance' 'result' must be ptr, but got '!tt.ptr<f32>'}}
  %0 = tt.advance %a, [%o] : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @no_custom_form(%a: tensor<16xf32>) {
  // expected-error @+1 {{custom op 'tt.reduce' has no custom assembly form}}
  %0 = tt.reduce %a : tensor<16xf32>
  tt.return
}

// -----

tt.func @derived_type_mismatch(%p: tensor<128x!tt.ptr<f16>>, %m: tensor<64xi1>) { // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'tensor<128xi1>' vs 'tensor<64xi1>'}}
  %0 = tt.load %p, %m : tensor<128x!tt.ptr<f16>>
  tt.return
}

// -----

// Traits.

tt.func @elementwise_scalar_result(%p: !tt.ptr<f16>, %o: tensor<128xi32>) {
  // expected-error @+1 {{'tt.addptr' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "tt.addptr"(%p, %o) : (!tt.ptr<f16>, tensor<128xi32>) -> !tt.ptr<f16>
  tt.return
}

// -----

tt.func @elementwise_scalar_operands(%i: i64) {
  // expected-error @+1 {{'tt.int_to_ptr' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "tt.int_to_ptr"(%i) : (i64) -> tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @elementwise_mixed_results(%a: tensor<16xf32>) {
  // expected-error @+1 {{'tt.elementwise_inline_asm' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = tt.elementwise_inline_asm "" {constraints = "=r,=r,r", packed_element = 1 : i32, pure = true} %a : tensor<16xf32> -> tensor<16xf32>, f32
  tt.return
}

// -----

tt.func @elementwise_shapes(%p: tensor<128x!tt.ptr<f16>>, %o: tensor<64xi32>) {
  // expected-error @+1 {{'tt.addptr' op all non-scalar operands/results must have the same shape and base type}}
  %0 = tt.addptr %p, %o : tensor<128x!tt.ptr<f16>>, tensor<64xi32>
  tt.return
}

// -----

tt.func @same_operands_and_result_shape(%p: tensor<16x!tt.ptr<i32>>, %v: tensor<16xi32>) {
  // expected-error @+1 {{'tt.atomic_rmw' op requires the same shape for all operands and results}}
  %0 = "tt.atomic_rmw"(%p, %v) <{atomic_rmw_op = 4 : i32, scope = 1 : i32, sem = 4 : i32}> : (tensor<16x!tt.ptr<i32>>, tensor<16xi32>) -> tensor<32xi32>
  tt.return
}

// -----

tt.func @same_operands_shape(%a: tensor<16x32xf32>, %b: tensor<32x16xi32>) {
  // expected-error @+1 {{'tt.reduce' op requires the same shape for all operands}}
  %0:2 = "tt.reduce"(%a, %b) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
    tt.reduce.return %x, %xi : f32, i32
  }) : (tensor<16x32xf32>, tensor<32x16xi32>) -> (tensor<32xf32>, tensor<16xi32>)
  tt.return
}

// -----

tt.func @same_element_type(%x: f32) {
  // expected-error @+1 {{'tt.splat' op requires the same element type for all operands and results}}
  %0 = tt.splat %x : f32 -> tensor<16xf16>
  tt.return
}

// -----

tt.func @same_type(%a: tensor<16xi32>, %b: tensor<16xi64>) {
  // expected-error @+1 {{'tt.mulhiui' op requires the same type for all operands and results}}
  %0 = "tt.mulhiui"(%a, %b) : (tensor<16xi32>, tensor<16xi64>) -> tensor<16xi32>
  tt.return
}

// -----

tt.func @same_type_encoding(%a: tensor<16xf32, "a">) {
  // expected-error @+1 {{'tt.clampf' op requires the same encoding for all operands and results}}
  %0 = "tt.clampf"(%a, %a, %a) <{propagateNan = 0 : i32}> : (tensor<16xf32, "a">, tensor<16xf32, "a">, tensor<16xf32, "a">) -> tensor<16xf32, "b">
  tt.return
}

// -----

tt.func @same_type_operands(%a: tensor<32xf32>, %b: tensor<32xf16>) {
  // expected-error @+1 {{'tt.cat' op requires all operands to have the same type}}
  %0 = "tt.cat"(%a, %b) : (tensor<32xf32>, tensor<32xf16>) -> tensor<64xf32>
  tt.return
}

// -----

tt.func @same_operands_encoding(%p: tensor<16x!tt.ptr<f32>, "a">, %o: tensor<16xi32, "b">) {
  // expected-error @+1 {{'tt.addptr' op requires the same encoding for all operands}}
  %0 = tt.addptr %p, %o : tensor<16x!tt.ptr<f32>, "a">, tensor<16xi32, "b">
  tt.return
}

// -----

tt.func @same_operands_and_result_encoding(%a: tensor<16xf32, "a">) {
  // expected-error @+1 {{'tt.splat' op requires the same encoding for all operands and results}}
  %0 = tt.splat %a : tensor<16xf32, "a"> -> tensor<16xf32, "b">
  tt.return
}

// -----

tt.func @parent_reduce(%x: f32) {
  // expected-error @+1 {{'tt.reduce.return' op expects parent op 'tt.reduce'}}
  tt.reduce.return %x : f32
}

// -----

tt.func @parent_scan(%a: tensor<128xf32>) {
  %0 = "tt.scan"(%a) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'tt.reduce.return' op expects parent op 'tt.reduce'}}
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @parent_map_elementwise(%x: f32) {
  // expected-error @+1 {{'tt.map_elementwise.return' op expects parent op 'tt.map_elementwise'}}
  tt.map_elementwise.return %x : f32
}

// -----

tt.func @parent_func(%a: tensor<128xf32>) {
  %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    // expected-error @+1 {{'tt.return' op expects parent op 'tt.func'}}
    tt.return
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @power_of_two(%x: i32) {
  // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.splat"(%arg0) : (i32) -> tensor<3xi32> doesn't follow the rule (3) elements}}
  %0 = tt.splat %x : i32 -> tensor<3xi32>
  tt.return
}

// -----

tt.func @too_many_elements(%x: f32) {
  // expected-error @+1 {{Maximum allowed number of elements is 1048576, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<2097152xf32> has more than that}}
  %0 = tt.splat %x : f32 -> tensor<2097152xf32>
  tt.return
}

// -----

tt.func @power_of_two_region(%a: tensor<3xf32>) {
  // expected-error @+1 {{Number of elements must be power-of-two, but }}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x : f32
  }) : (tensor<3xf32>) -> f32
  tt.return
}

// -----

// TypesMatchWith.

tt.func @addptr_result(%p: !tt.ptr<f16>, %o: i32) {
  // expected-error @+1 {{'tt.addptr' op failed to verify that result type matches ptr type}}
  %0 = "tt.addptr"(%p, %o) : (!tt.ptr<f16>, i32) -> !tt.ptr<f32>
  tt.return
}

// -----

tt.func @advance_result(%p: !tt.ptr<tensor<16xf16>>, %o: i32) {
  // expected-error @+1 {{'tt.advance' op failed to verify that result type matches ptr type}}
  %0 = "tt.advance"(%p, %o) : (!tt.ptr<tensor<16xf16>>, i32) -> !tt.ptr<tensor<16xf32>>
  tt.return
}

// -----

tt.func @make_tensor_ptr_base(%base: !tt.ptr<f32>, %s: i64, %o: i32) {
  // expected-error @+1 {{'tt.make_tensor_ptr' op failed to verify that infer pointer type from the result type}}
  %0 = "tt.make_tensor_ptr"(%base, %s, %s, %o) <{order = array<i32: 0>}> : (!tt.ptr<f32>, i64, i64, i32) -> !tt.ptr<tensor<128xf16>>
  tt.return
}

// -----

tt.func @make_tensor_ptr_base_custom(%base: !tt.ptr<f32>, %s: i64, %o: i32) { // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%base' expects different type than prior uses: '!tt.ptr<f16>' vs '!tt.ptr<f32>'}}
  %0 = tt.make_tensor_ptr %base, [%s], [%s], [%o] {order = array<i32: 0>} : <tensor<128xf16>>
  tt.return
}

// -----

tt.func @load_result(%p: tensor<128x!tt.ptr<f16>>) {
  // expected-error @+1 {{'tt.load' op failed to verify that result matches ptr type}}
  %0 = "tt.load"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<128x!tt.ptr<f16>>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @load_mask(%p: tensor<128x!tt.ptr<f16>>, %m: tensor<128xi1, "enc">) {
  // expected-error @+1 {{'tt.load' op failed to verify that mask type matches ptr type}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<128x!tt.ptr<f16>>, tensor<128xi1, "enc">) -> tensor<128xf16>
  tt.return
}

// -----

tt.func @load_other(%p: tensor<128x!tt.ptr<f16>>, %m: tensor<128xi1>, %o: tensor<128xf32>) {
  // expected-error @+1 {{'tt.load' op failed to verify that other matches ptr type}}
  %0 = "tt.load"(%p, %m, %o) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<128x!tt.ptr<f16>>, tensor<128xi1>, tensor<128xf32>) -> tensor<128xf16>
  tt.return
}

// -----

tt.func @store_value(%p: tensor<128x!tt.ptr<f16>>, %v: tensor<128xf32>) {
  // expected-error @+1 {{'tt.store' op failed to verify that value type matches ptr type}}
  "tt.store"(%p, %v) : (tensor<128x!tt.ptr<f16>>, tensor<128xf32>) -> ()
  tt.return
}

// -----

tt.func @store_mask(%p: tensor<128x!tt.ptr<f16>>, %v: tensor<128xf16>, %m: tensor<64xi1>) {
  // expected-error @+1 {{'tt.store' op failed to verify that mask type matches ptr type}}
  "tt.store"(%p, %v, %m) : (tensor<128x!tt.ptr<f16>>, tensor<128xf16>, tensor<64xi1>) -> ()
  tt.return
}

// -----

tt.func @atomic_rmw_pointer(%p: !tt.ptr<f32>, %v: i32) {
  // expected-error @+1 {{'tt.atomic_rmw' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_rmw add, relaxed, gpu, %p, %v : (!tt.ptr<f32>, i32) -> i32
  tt.return
}

// -----

tt.func @atomic_rmw_mask(%p: tensor<16x!tt.ptr<i32>>, %v: tensor<16xi32>, %m: tensor<8xi1>) {
  // expected-error @+1 {{'tt.atomic_rmw' op failed to verify that mask type matches value type}}
  %0 = "tt.atomic_rmw"(%p, %v, %m) <{atomic_rmw_op = 4 : i32, scope = 1 : i32, sem = 4 : i32}> : (tensor<16x!tt.ptr<i32>>, tensor<16xi32>, tensor<8xi1>) -> tensor<16xi32>
  tt.return
}

// -----

tt.func @atomic_cas_cmp(%p: !tt.ptr<i32>, %c: i64, %v: i32) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches cmp type}}
  %0 = tt.atomic_cas acq_rel, gpu, %p, %c, %v : (!tt.ptr<i32>, i64, i32) -> i32
  tt.return
}

// -----

tt.func @atomic_cas_value(%p: !tt.ptr<i32>, %c: i32, %v: i64) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_cas acq_rel, gpu, %p, %c, %v : (!tt.ptr<i32>, i32, i64) -> i32
  tt.return
}

// -----

tt.func @dot_accumulator(%a: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op failed to verify that result's type matches accumulator's type}}
  %0 = "tt.dot"(%a, %a, %c) <{inputPrecision = 2 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x16xf16>, tensor<16x16xf16>, tensor<16x16xf32>) -> tensor<16x16xf16>
  tt.return
}

// -----

tt.func @split_results(%a: tensor<16x2xf32>) {
  // expected-error @+1 {{'tt.split' op failed to verify that outLHS and outRHS types match}}
  %0:2 = "tt.split"(%a) : (tensor<16x2xf32>) -> (tensor<16xf32>, tensor<16xf16>)
  tt.return
}

// -----

tt.func @histogram_mask(%a: tensor<128xi32>, %m: tensor<64xi1>) {
  // expected-error @+1 {{'tt.histogram' op failed to verify that mask type matches src type}}
  %0 = "tt.histogram"(%a, %m) : (tensor<128xi32>, tensor<64xi1>) -> tensor<16xi32>
  tt.return
}

// -----

// InferTypeOpInterface.

tt.func @expand_dims_inferred(%a: tensor<128xi32>) {
  // expected-error @+2 {{'tt.expand_dims' op inferred type(s) 'tensor<1x128xi32>' are incompatible with return type(s) of operation 'tensor<128x1xi32>'}}
  // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
  %0 = tt.expand_dims %a {axis = 0 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  tt.return
}

// -----

tt.func @split_inference_fails(%a: tensor<32x4xf32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %0:2 = tt.split %a : tensor<32x4xf32> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @split_inferred(%a: tensor<32x2xf32>) {
  // expected-error @+2 {{'tt.split' op inferred type(s) 'tensor<32xf32>', 'tensor<32xf32>' are incompatible with return type(s) of operation 'tensor<16xf32>', 'tensor<16xf32>'}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %0:2 = tt.split %a : tensor<32x2xf32> -> tensor<16xf32>
  tt.return
}

// -----

tt.func @unsplat_inferred(%a: tensor<1xf32>) {
  // expected-error @+2 {{'tt.unsplat' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'f16'}}
  // expected-error @+1 {{'tt.unsplat' op failed to infer returned types}}
  %0 = "tt.unsplat"(%a) : (tensor<1xf32>) -> f16
  tt.return
}

// -----

tt.func @scan_inferred(%a: tensor<16xf32, "enc">) {
  // expected-error @+2 {{'tt.scan' op inferred type(s) 'tensor<16xf32, "enc">' are incompatible with return type(s) of operation 'tensor<16xf32>'}}
  // expected-error @+1 {{'tt.scan' op failed to infer returned types}}
  %0 = "tt.scan"(%a) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%x: f32, %y: f32):
    tt.scan.return %x : f32
  }) : (tensor<16xf32, "enc">) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @reduce_inferred(%a: tensor<128xf32>) {
  // expected-error @+2 {{'tt.reduce' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'tensor<1xf32>'}}
  // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> tensor<1xf32>
  tt.return
}

// -----

// A nested op's error comes before the region op's inferred types.
tt.func @nested_before_inferred(%a: tensor<128xf32>) {
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{Number of elements must be power-of-two}}
    %c = "tt.make_range"() <{start = 0 : i32, end = 3 : i32}> : () -> tensor<3xi32>
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> tensor<1xf32>
  tt.return
}

// -----

// The inferred types come before the region verifier.
tt.func @inferred_before_regions(%a: tensor<128xf32>) {
  // expected-error @+2 {{'tt.reduce' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'tensor<1xf32>'}}
  // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32):
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> tensor<1xf32>
  tt.return
}

// -----

// Op verifiers: program ids and shapes.

tt.func @make_range_order() {
  // expected-error @+1 {{'tt.make_range' op start must be less than end}}
  %0 = tt.make_range {end = 0 : i32, start = 16 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @make_range_rank() {
  // expected-error @+1 {{'tt.make_range' op return type must be a 1D tensor}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<4x4xi32>
  tt.return
}

// -----

tt.func @make_range_size() {
  // expected-error @+1 {{'tt.make_range' op number of elements in returned tensor, 4, must match size of range [0, 3), which has 3 elements}}
  %0 = tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<4xi32>
  tt.return
}

// -----

tt.func @make_range_element() {
  // expected-error @+1 {{'tt.make_range' op returned tensor must have i32 elements}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi64>
  tt.return
}

// -----

tt.func @unsplat_size(%a: tensor<2xf32>) {
  // expected-error @+1 {{source tensor must have exactly one element}}
  %0 = tt.unsplat %a : tensor<2xf32>
  tt.return
}

// -----

tt.func @broadcast_rank(%a: tensor<1x32xf32>) {
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %0 = tt.broadcast %a : tensor<1x32xf32> -> tensor<4x1x32xf32>
  tt.return
}

// -----

tt.func @broadcast_dimension(%a: tensor<2x32xf32>) {
  // expected-error @+1 {{Different dimensions at index 0 between source and result.  Broadcast requires the source dimension to be 1.}}
  %0 = tt.broadcast %a : tensor<2x32xf32> -> tensor<4x32xf32>
  tt.return
}

// -----

tt.func @expand_dims_axis(%a: tensor<128xi32>) {
  // expected-error @+1 {{'tt.expand_dims' op requires attribute 'axis'}}
  %0 = tt.expand_dims %a : tensor<128xi32> -> tensor<128x1xi32>
  tt.return
}

// -----

tt.func @reshape_elements(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{number of src and dst elements of reshape must be the same}}
  %0 = tt.reshape %a : tensor<4x8xf32> -> tensor<64xf32>
  tt.return
}

// -----

tt.func @reshape_encodings(%a: tensor<4x8xf32, "enc">) {
  // expected-error @+1 {{Op requires that either (a) src and dst both have encodings, or (b) neither does.}}
  %0 = tt.reshape %a : tensor<4x8xf32, "enc"> -> tensor<32xf32>
  tt.return
}

// -----

tt.func @trans_order_size(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{order must have the same size as the rank of the operand and result}}
  %0 = tt.trans %a {order = array<i32: 1, 0, 2>} : tensor<16x32xf16> -> tensor<32x16xf16>
  tt.return
}

// -----

tt.func @trans_order_permutation(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{order must be a permutation of [0, ..., rank - 1]}}
  %0 = tt.trans %a {order = array<i32: 1, 1>} : tensor<16x32xf16> -> tensor<32x16xf16>
  tt.return
}

// -----

tt.func @trans_result_shape(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{result shape must match the permutation of the source shape}}
  %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<16x32xf16>
  tt.return
}

// -----

tt.func @join_shape(%a: tensor<32xf32>) {
  // expected-error @+1 {{'tt.join' op result shape must be (32, 2), but got 2, 32}}
  %0 = tt.join %a, %a : tensor<32xf32> -> tensor<2x32xf32>
  tt.return
}

// -----

tt.func @join_element_type(%a: tensor<32xf32>) {
  // expected-error @+1 {{'tt.join' op result element type must match the input element type}}
  %0 = tt.join %a, %a : tensor<32xf32> -> tensor<32x2xf16>
  tt.return
}

// -----

tt.func @join_encoding(%a: tensor<32xf32, "enc">) {
  // expected-error @+1 {{'tt.join' op result encoding must be specified}}
  %0 = tt.join %a, %a : tensor<32xf32, "enc"> -> tensor<32x2xf32>
  tt.return
}

// -----

tt.func @cat_rhs_type(%a: tensor<32xf32>, %b: tensor<32xf16>) { // expected-note {{prior use here}}
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'tensor<32xf32>' vs 'tensor<32xf16>'}}
  %0 = tt.cat %a, %b : tensor<32xf32> -> tensor<64xf32>
  tt.return
}

// -----

// Op verifiers: casts and elementwise.

tt.func @bitcast_width(%a: f32) {
  // expected-error @+1 {{Cannot bitcast data-type of size 32 to data-type of size 16}}
  %0 = tt.bitcast %a : f32 -> f16
  tt.return
}

// -----

tt.func @bitcast_pointer_to_int(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{Cannot bitcast pointer to non-pointer type}}
  %0 = tt.bitcast %p : !tt.ptr<f32> -> i64
  tt.return
}

// -----

tt.func @bitcast_address_space(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{Cannot bitcast pointer between different address spaces}}
  %0 = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<f32, 3>
  tt.return
}

// -----

tt.func @fp_to_fp_rounding(%a: tensor<16xf32>) {
  // expected-error @+1 {{Rounding mode is required for FP downcast}}
  %0 = tt.fp_to_fp %a : tensor<16xf32> -> tensor<16xf8E4M3FN>
  tt.return
}

// -----

tt.func @int_to_ptr_operand(%a: i32) {
  // expected-error @+1 {{'tt.int_to_ptr' op operand #0 must be 64-bit signless integer or tensor of 64-bit signless integer values, but got 'i32'}}
  %0 = tt.int_to_ptr %a : i32 -> !tt.ptr<f32>
  tt.return
}

// -----

tt.func @clampf_operand(%a: tensor<16xi32>) {
  // expected-error @+1 {{'tt.clampf' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<16xi32>'}}
  %0 = tt.clampf %a, %a, %a, propagateNan = all : tensor<16xi32>
  tt.return
}

// -----

tt.func @extern_elementwise_pure(%a: tensor<16xf32>) {
  // expected-error @+1 {{'tt.extern_elementwise' op requires attribute 'pure'}}
  %0 = tt.extern_elementwise %a {libname = "", libpath = "", symbol = "f"} : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @inline_asm_packing(%a: tensor<16xf32>) {
  // expected-error @+1 {{number of input elements 16 must be a multiple of the op's packed_element attribute, 3}}
  %0 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 3 : i32, pure = true} %a : tensor<16xf32> -> tensor<16xf32>
  tt.return
}

// -----

// Op verifiers: tensor descriptors.

tt.func @descriptor_load_types(%d: !tt.tensordesc<tensor<64x32xf16>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op tensor descriptor block and tensor types must match}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf32>
  tt.return
}

// -----

tt.func @descriptor_load_rank_reduced(%d: !tt.tensordesc<tensor<2x64xi32>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op ranked reduce load only allowed for unit dimension leading dim.}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<2x64xi32>> -> tensor<64xi32>
  tt.return
}

// -----

tt.func @descriptor_store_types(%d: !tt.tensordesc<tensor<64x32xf16>>, %i: i32, %v: tensor<32x64xf16>) {
  // expected-error @+1 {{'tt.descriptor_store' op tensor descriptor block and tensor types must match}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<32x64xf16>
  tt.return
}

// -----

tt.func @descriptor_reduce_kind(%d: !tt.tensordesc<tensor<64x32xf16>>, %i: i32, %v: tensor<64x32xf16>) {
  // expected-error @+1 {{custom op 'tt.descriptor_reduce' expected string or keyword containing one of the following enum values for attribute 'kind' [add, min, max, inc, dec, and, or, xor]}}
  tt.descriptor_reduce fadd, %d[%i, %i], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.return
}

// -----

tt.func @gather_block_rank(%d: !tt.tensordesc<tensor<64xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must be a 2D tensor, but got 'tensor<64xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<64xi32>>, tensor<32xi32>, i32) -> tensor<32x64xi32>
  tt.return
}

// -----

tt.func @gather_block_rows(%d: !tt.tensordesc<tensor<2x64xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must have exactly 1 row, but got 'tensor<2x64xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x64xi32>>, tensor<32xi32>, i32) -> tensor<32x64xi32>
  tt.return
}

// -----

tt.func @gather_offsets_rank(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<32x1xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op x offsets must be a 1D tensor, but got 'tensor<32x1xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32x1xi32>, i32) -> tensor<32x64xi32>
  tt.return
}

// -----

tt.func @gather_result_rank(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result must be a 2D tensor, but got 'tensor<2048xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32) -> tensor<2048xi32>
  tt.return
}

// -----

tt.func @gather_rows(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<4xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather must have at least 8 rows, but got 4}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<4xi32>, i32) -> tensor<4x64xi32>
  tt.return
}

// -----

tt.func @gather_dtype(%d: !tt.tensordesc<tensor<1x64xi64>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op TMA dtype cannot be greater than 32 bits}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi64>>, tensor<32xi32>, i32) -> tensor<32x64xi64>
  tt.return
}

// -----

tt.func @gather_columns(%d: !tt.tensordesc<tensor<1x4xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather of 'i32' must have at least 8 columns, but got 4}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x4xi32>>, tensor<32xi32>, i32) -> tensor<32x4xi32>
  tt.return
}

// -----

tt.func @gather_row_count(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<16xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor must have as many rows as indices (16), but got 'tensor<32x64xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<16xi32>, i32) -> tensor<32x64xi32>
  tt.return
}

// -----

tt.func @gather_column_count(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor number of columns must match block (64), but got 'tensor<32x32xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32) -> tensor<32x32xi32>
  tt.return
}

// -----

tt.func @gather_element_type(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor element type must match block ('i32'), but got 'tensor<32x64xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32) -> tensor<32x64xf32>
  tt.return
}

// -----

tt.func @scatter_columns(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<32xi32>, %y: i32, %v: tensor<32x32xi32>) {
  // expected-error @+1 {{'tt.descriptor_scatter' op result tensor number of columns must match block (64), but got 'tensor<32x32xi32>'}}
  tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x64xi32>>, tensor<32xi32>, i32, tensor<32x32xi32>
  tt.return
}

// -----

tt.func @scatter_rows(%d: !tt.tensordesc<tensor<1x64xi32>>, %x: tensor<4xi32>, %y: i32, %v: tensor<4x64xi32>) {
  // expected-error @+1 {{'tt.descriptor_scatter' op gather must have at least 8 rows, but got 4}}
  tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x64xi32>>, tensor<4xi32>, i32, tensor<4x64xi32>
  tt.return
}

// -----

// Op verifiers: dot.

tt.func @dot_rank(%a: tensor<16xf16>, %c: tensor<16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected operands to be 2d or 3d}}
  %0 = tt.dot %a, %a, %c : tensor<16xf16> * tensor<16xf16> -> tensor<16xf32>
  tt.return
}

// -----

tt.func @dot_same_rank(%a: tensor<16x16xf16>, %b: tensor<2x16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected all operands to have the same rank}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16> * tensor<2x16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_k(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_batch(%a: tensor<2x16x16xf16>, %c: tensor<4x16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the first dimension of the first operand to be equal to the first dimension of the result}}
  %0 = tt.dot %a, %a, %c : tensor<2x16x16xf16> * tensor<2x16x16xf16> -> tensor<4x16x16xf32>
  tt.return
}

// -----

tt.func @dot_output(%a: tensor<16x16xf16>, %c: tensor<32x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second }}
  %0 = tt.dot %a, %a, %c : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<32x16xf32>
  tt.return
}

// -----

tt.func @dot_bit_width(%a: tensor<16x16xf16>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{element types of operands A and B must have same bit width}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_operand_encodings(%a: tensor<16x16xf16, "enc">, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{mismatching encoding between A and B operands}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf16, "enc"> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_accumulator_encoding(%a: tensor<16x16xf16, "enc">, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{miss encoding of C operand}}
  %0 = tt.dot %a, %a, %c : tensor<16x16xf16, "enc"> * tensor<16x16xf16, "enc"> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_precision(%a: tensor<16x16xf32>) {
  // expected-error @+1 {{custom op 'tt.dot' expected string or keyword containing one of the following enum values for attribute 'inputPrecision' [tf32, tf32x3, ieee, bf16x3, bf16x6]}}
  %0 = tt.dot %a, %a, %a, inputPrecision = fp32 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_scaled_fast_math(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op requires attribute 'fastMath'}}
  %0 = tt.dot_scaled %a, %b, %c lhs = e4m3 rhs = e4m3 : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  tt.return
}

// -----

tt.func @dot_scaled_m(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %s: tensor<64x2xi8>) {
  // expected-error @+1 {{scales M dimension must match the operand M dimension}}
  %0 = tt.dot_scaled %a scale %s, %b, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<64x2xi8> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  tt.return
}

// -----

tt.func @dot_scaled_k(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %s: tensor<128x4xi8>) {
  // expected-error @+1 {{scales K dimension must match the operand K divided by the scale factor}}
  %0 = tt.dot_scaled %a scale %s, %b, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x4xi8> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  tt.return
}

// -----

tt.func @dot_scaled_n(%a: tensor<128x64xf8E4M3FN>, %b: tensor<64x128xf8E4M3FN>, %c: tensor<128x128xf32>, %s: tensor<64x2xi8>) {
  // expected-error @+1 {{scales N dimension must match the operand N dimension}}
  %0 = tt.dot_scaled %a, %b scale %s, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN>, tensor<64x2xi8> -> tensor<128x128xf32>
  tt.return
}

// -----

// e2m1 packs two values per i8 along K: 32 bytes hold the 64 values b's K needs, not 128.
tt.func @dot_scaled_packed_k(%a: tensor<128x64xi8>, %b: tensor<64x128xi8>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot_scaled %a, %b, %c lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x64xi8> * tensor<64x128xi8> -> tensor<128x128xf32>
  tt.return
}

// -----

// Packed across K (lhs_k_pack = false), a's 128 rows hold 256 values of M.
tt.func @dot_scaled_packed_m(%a: tensor<128x64xi8>, %b: tensor<64x128xi8>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second }}
  %0 = tt.dot_scaled %a, %b, %c lhs = e2m1 rhs = e4m3 {fastMath = false, lhs_k_pack = false} : tensor<128x64xi8> * tensor<64x128xi8> -> tensor<128x128xf32>
  tt.return
}

// -----

// Op verifiers: reduce, scan and map_elementwise.

tt.func @reduce_results(%a: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.reduce' op must have the same number of inputs as outputs}}
  %0:2 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x : f32
  }) : (tensor<16x32xf32>) -> (tensor<32xf32>, tensor<32xf32>)
  tt.return
}

// -----

tt.func @reduce_result_type(%a: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.reduce' op operand types and result types must agree}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x : f32
  }) : (tensor<16x32xf32>) -> tensor<32xi32>
  tt.return
}

// -----

tt.func @reduce_block_arguments(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.reduce' op nested block must take 2 arguments, but given block with 1 arguments}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32):
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_argument_type(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.reduce' op type mismatch on combine operation. Expected argument 1 to have type 'f32' but got 'f16'}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f16):
    tt.reduce.return %x : f32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_return_count(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.reduce' op expected combine operation to return 1 values but got 2}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x, %y : f32, f32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_return_type(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.reduce' op type mismatch on combine operation. Expected argument 0 to have type 'f32' but got 'i32'}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %i = arith.bitcast %x : f32 to i32
    tt.reduce.return %i : i32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

tt.func @scan_reverse(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.scan' op requires attribute 'reverse'}}
  %0 = "tt.scan"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.scan.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @scan_shape(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.scan' op requires the same shape for all operands and results}}
  %0 = "tt.scan"(%a) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%x: f32, %y: f32):
    tt.scan.return %x : f32
  }) : (tensor<128xf32>) -> tensor<64xf32>
  tt.return
}

// -----

tt.func @scan_block_arguments(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.scan' op nested block must take 2 arguments, but given block with 3 arguments}}
  %0 = "tt.scan"(%a) <{axis = 0 : i32, reverse = true}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    tt.scan.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @map_elementwise_pack(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %0 = "tt.map_elementwise"(%a) <{pack = 3 : i32}> ({
  ^bb0(%x0: f32, %x1: f32, %x2: f32):
    tt.map_elementwise.return %x0, %x1, %x2 : f32, f32, f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @map_elementwise_arguments(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op region has wrong number of arguments}}
  %0 = "tt.map_elementwise"(%a) <{pack = 2 : i32}> ({
  ^bb0(%x: f32):
    tt.map_elementwise.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @map_elementwise_argument_types(%a: tensor<128xf32>) {
  // expected-error @+1 {{argument types did not match}}
  %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f16):
    tt.map_elementwise.return %x : f16
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @map_elementwise_return(%a: tensor<128xf32>) {
  %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %c : i32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

tt.func @map_elementwise_store(%a: tensor<128xf32>, %p: !tt.ptr<f32>) {
  %0 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    // expected-error @+1 {{'tt.store' op Stores are not supported inside map_elementwise}}
    tt.store %p, %x : !tt.ptr<f32>
    tt.map_elementwise.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// Op verifiers: gather, print.

tt.func @gather_shapes(%src: tensor<128x16xf32>, %idx: tensor<64x16xi32>) {
  // expected-error @+1 {{'tt.gather' op indices and output shapes must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<32x16xf32>
  tt.return
}

// -----

tt.func @gather_encodings(%src: tensor<128x16xf32>, %idx: tensor<64x16xi32, "enc">) {
  // expected-error @+1 {{'tt.gather' op indices and output encodings must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x16xi32, "enc">) -> tensor<64x16xf32>
  tt.return
}

// -----

tt.func @gather_element_types(%src: tensor<128x16xf32>, %idx: tensor<64x16xi32>) {
  // expected-error @+1 {{'tt.gather' op input and output element types must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf16>
  tt.return
}

// -----

tt.func @gather_ranks(%src: tensor<128xf32>, %idx: tensor<64x16xi32>) {
  // expected-error @+1 {{'tt.gather' op input and indices ranks must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
  tt.return
}

// -----

tt.func @gather_axis(%src: tensor<128x16xf32>, %idx: tensor<64x16xi32>) {
  // expected-error @+1 {{'tt.gather' op gather dimension must be less than the input rank}}
  %0 = tt.gather %src[%idx] {axis = 2 : i32} : (tensor<128x16xf32>, tensor<64x16xi32>) -> tensor<64x16xf32>
  tt.return
}

// -----

tt.func @gather_dimension(%src: tensor<128x16xf32>, %idx: tensor<64x8xi32>) {
  // expected-error @+1 {{'tt.gather' op indices dimension 1 must match the corresponding input dimension}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<128x16xf32>, tensor<64x8xi32>) -> tensor<64x8xf32>
  tt.return
}

// -----

tt.func @print_hex(%x: i32) {
  // expected-error @+1 {{'tt.print' op requires attribute 'hex'}}
  tt.print "x" {isSigned = array<i32: 1>} : %x : i32
  tt.return
}

// -----

// Functions, calls and returns.

tt.func @return_count() -> i32 {
  // expected-error @+1 {{'tt.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  tt.return
}

// -----

tt.func @return_type(%x: i32) -> f32 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  tt.return %x : i32
}

// -----

tt.func @call_missing() {
  // expected-error @+1 {{'tt.call' op 'missing' does not reference a valid function}}
  tt.call @missing() : () -> ()
  tt.return
}

// -----

tt.func private @callee(i32) -> i32

tt.func @call_operand_count(%x: i32) {
  // expected-error @+1 {{'tt.call' op incorrect number of operands for callee}}
  %0 = tt.call @callee(%x, %x) : (i32, i32) -> i32
  tt.return
}

// -----

tt.func private @callee(i32) -> i32

tt.func @call_operand_type(%x: f32) {
  // expected-error @+1 {{'tt.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = tt.call @callee(%x) : (f32) -> i32
  tt.return
}

// -----

tt.func private @callee(i32) -> i32

tt.func @call_result_count(%x: i32) {
  // expected-error @+1 {{'tt.call' op incorrect number of results for callee}}
  tt.call @callee(%x) : (i32) -> ()
  tt.return
}

// -----

tt.func private @callee(i32) -> i32

tt.func @call_result_type(%x: i32) {
  // expected-error @+1 {{'tt.call' op result type mismatch at index 0}}
  %0 = tt.call @callee(%x) : (i32) -> f32
  tt.return
}

// -----

tt.func @func_parent() {
  // expected-error @+1 {{'tt.func' op expects parent op 'builtin.module'}}
  tt.func @nested() {
    tt.return
  }
  tt.return
}

// -----

// expected-error @+1 {{'tt.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"tt.func"() <{function_type = (i32) -> (), sym_name = "entry_types"}> ({
^bb0(%x: f32):
  tt.return
}) : () -> ()

// -----

// Types.

// expected-error @+1 {{expected non-function type}}
tt.func private @empty_pointee(!tt.ptr<>)

// -----

// expected-error @+1 {{expected '>'}}
tt.func private @extra_pointer_parameter(!tt.ptr<f32, 1, 2>)

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse TT_TensorDescType parameter 'blockType' which is to be a `RankedTensorType`}}
tt.func private @descriptor_shape(!tt.tensordesc<64x32xf16>)

// -----

// A combiner region with no block.
tt.func @reduce_without_combiner(%x: tensor<8xf32>) -> f32 {
  // expected-error @+1 {{'tt.reduce' op region #0 ('combineOp') failed to verify constraint: region with 1 blocks}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  }) : (tensor<8xf32>) -> f32
  tt.return %0 : f32
}

// -----

tt.func @scan_without_combiner(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tt.scan' op region #0 ('combineOp') failed to verify constraint: region with 1 blocks}}
  %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  }) : (tensor<8xf32>) -> tensor<8xf32>
  tt.return %0 : tensor<8xf32>
}

// -----

// Upstream asserts on this one; an empty region takes no arguments.
tt.func @map_elementwise_without_body(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tt.map_elementwise' op region has wrong number of arguments}}
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  }) : (tensor<8xf32>) -> tensor<8xf32>
  tt.return %0 : tensor<8xf32>
}

// -----

// tt.call's callee is a plain symbol property: required, and a symbol reference.
tt.func private @g()
tt.func @call_without_callee() {
  // expected-error @+1 {{'tt.call' op requires attribute 'callee'}}
  "tt.call"() : () -> ()
  tt.return
}

// -----

tt.func private @g()
tt.func @call_with_integer_callee() {
  // expected-error @+1 {{invalid properties {callee = 5 : i32} for op tt.call: Invalid attribute `callee` in property conversion: 5 : i32}}
  "tt.call"() <{callee = 5 : i32}> : () -> ()
  tt.return
}

// -----

// expected-error @+1 {{integer value too large}}
tt.func private @address_space_too_large(!tt.ptr<f32, 4294967296>)

// -----

// tt.func is isolated from above: a value of the enclosing module is out of reach.
module {
  %c = arith.constant 1 : i32
  // expected-note @+1 {{required by region isolation constraints}}
  tt.func @uses_module_value() -> i32 {
    // expected-error @+1 {{'tt.return' op using value defined outside the region}}
    tt.return %c : i32
  }
}
