tt.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  tt.return
}
