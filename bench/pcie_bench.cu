/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pcie_bench.cu - host <-> device bandwidth, pinned and pageable, 256 MiB,
 * median of 5 after a warm-up.  Prints one line of four figures in GB/s:
 *   h2d_pinned d2h_pinned h2d_pageable d2h_pageable
 * bench/e2e.sh uses the pinned figures for the PCIe bound of a product.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#include "bench_check.h"

static double median (std::vector<double> v)
{
  std::sort (v.begin (), v.end ());
  return v[v.size () / 2];
}

int main ()
{
  const size_t bytes = (size_t) 256 << 20;
  void *dev, *pinned, *pageable = malloc (bytes);
  CK (cudaMalloc (&dev, bytes));
  CK (cudaMallocHost (&pinned, bytes));
  memset (pageable, 1, bytes);
  memset (pinned, 1, bytes);
  cudaEvent_t a, b;
  CK (cudaEventCreate (&a));
  CK (cudaEventCreate (&b));
  double out[4];
  void *hosts[2] = { pinned, pageable };
  for (int h = 0; h < 2; h++)
    for (int dir = 0; dir < 2; dir++)
      {
        std::vector<double> t;
        for (int r = -1; r < 5; r++)
          {
            CK (cudaEventRecord (a));
            if (dir == 0)
              CK (cudaMemcpy (dev, hosts[h], bytes, cudaMemcpyHostToDevice));
            else
              CK (cudaMemcpy (hosts[h], dev, bytes, cudaMemcpyDeviceToHost));
            CK (cudaEventRecord (b));
            CK (cudaEventSynchronize (b));
            float ms;
            CK (cudaEventElapsedTime (&ms, a, b));
            if (r >= 0)
              t.push_back (bytes / (ms * 1e-3) / 1e9);
          }
        out[2 * h + dir] = median (t);
      }
  printf ("%.1f %.1f %.1f %.1f\n", out[0], out[1], out[2], out[3]);
  return 0;
}
