"""The `test-*` passes of upstream's test/lib: analyses printed for lit tests."""
