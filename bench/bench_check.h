/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench_check.h - the benchmark and check programs' one CUDA error check
 * (bench/ and tests/device/): a failed runtime call prints where and why
 * and ends the program (these are stand-alone programs; the package itself
 * never exits).
 */
#ifndef BENCH_CHECK_H
#define BENCH_CHECK_H

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CK(call)                                                              \
  do                                                                          \
    {                                                                         \
      cudaError_t e_ = (call);                                                \
      if (e_ != cudaSuccess)                                                  \
        {                                                                     \
          fprintf (stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString (e_));                                  \
          exit (2);                                                           \
        }                                                                     \
    }                                                                         \
  while (0)

#endif /* BENCH_CHECK_H */
