"""The `gluon-*` passes make_llir runs (lib/Dialect/Gluon/Transforms)."""
