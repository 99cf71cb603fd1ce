"""`convert-triton-to-tritongpu` (lib/Conversion/TritonToTritonGPU): `convert` (the pass),
`patterns` (one per op family), `framework` (the type converter and conversion target)."""
