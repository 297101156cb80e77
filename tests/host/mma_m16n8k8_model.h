/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * mma_m16n8k8_model.h - one warp's mma.m16n8k8 on the host, from the PTX
 * ISA's fragment tables, for the layout checks of the tensor-core kernels
 * (tests/host/dmma_layout_check.cu,
 * tests/host/tf32x3_mma_layout_check.cu).  Lane L
 * (g = L / 4, t = L % 4) holds A(g, t), A(g + 8, t), A(g, t + 4),
 * A(g + 8, t + 4); B(t, g), B(t + 4, g); and C/D(g, 2t), (g, 2t + 1),
 * (g + 8, 2t), (g + 8, 2t + 1).  D = A B + C, in doubles (fma); D may be
 * C.
 */
#ifndef GT_MMA_M16N8K8_MODEL_H
#define GT_MMA_M16N8K8_MODEL_H

#include <cmath>

static void mma_m16n8k8 (double d[32][4], const double a[32][4],
                         const double b[32][2], const double c[32][4])
{
  double A[16][8], B[8][8], D[16][8];
  for (int l = 0; l < 32; l++)
    {
      const int g = l / 4, t = l % 4;
      A[g][t] = a[l][0], A[g + 8][t] = a[l][1];
      A[g][t + 4] = a[l][2], A[g + 8][t + 4] = a[l][3];
      B[t][g] = b[l][0], B[t + 4][g] = b[l][1];
      D[g][2 * t] = c[l][0], D[g][2 * t + 1] = c[l][1];
      D[g + 8][2 * t] = c[l][2], D[g + 8][2 * t + 1] = c[l][3];
    }
  for (int r = 0; r < 16; r++)
    for (int col = 0; col < 8; col++)
      for (int q = 0; q < 8; q++)
        D[r][col] = std::fma (A[r][q], B[q][col], D[r][col]);
  for (int l = 0; l < 32; l++)
    {
      const int g = l / 4, t = l % 4;
      d[l][0] = D[g][2 * t], d[l][1] = D[g][2 * t + 1];
      d[l][2] = D[g + 8][2 * t], d[l][3] = D[g + 8][2 * t + 1];
    }
}

#endif
