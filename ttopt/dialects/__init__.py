"""The dialects ttopt parses, verifies and prints."""

from xdsl.dialects.builtin import Builtin

from ttopt.dialects import builtin_folding  # noqa: F401  (folders of xDSL's builtin ops)
from ttopt.dialects.arith import Arith
from ttopt.dialects.cf import CF
from ttopt.dialects.gpu import GPU
from ttopt.dialects.llvm import LLVM
from ttopt.dialects.math import Math
from ttopt.dialects.nvvm import NVVM
from ttopt.dialects.scf import SCF
from ttopt.dialects.tt import Triton
from ttopt.dialects.ttg import TritonGPU
from ttopt.dialects.ttng import TritonNvidiaGPU
from ttopt.dialects.ub import UB

ALL_DIALECTS = [Builtin, Arith, CF, GPU, LLVM, Math, NVVM, SCF, Triton, TritonGPU, TritonNvidiaGPU, UB]
