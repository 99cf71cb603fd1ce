"""The TritonNvidiaGPU (`ttng`) dialect of Triton 3.6: `ops` (ops and the tensor-memory space), `dialect`
(the Dialect object)."""
