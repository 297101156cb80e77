/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_hd.h - code that runs on both sides.  GT_HD marks a function for the
 * device and the host (__host__ __device__ under nvcc, nothing for a
 * plain C++ compiler), so that the kernels and the test-only host backend
 * (engine/host_device.cu, GT_TEST_HOST_DEVICE) instantiate the same
 * functors: the elementwise operators, conversions, creators, index and
 * transpose rules and the reductions along a dimension.
 *
 * A GT_HD function that needs a device intrinsic (__dmul_rn, __umulhi, a
 * shuffle) takes it under __CUDA_ARCH__ and a host twin that gives the
 * same result otherwise: the arithmetic ones round once, as the intrinsic
 * does, because the host backend is compiled with -ffp-contract=off (no
 * product fused into a sum).  nvcc compiles a .cu file once for the host
 * and once per device architecture, so the device code is what it was
 * before the host twin existed.
 */
#ifndef GT_HD_H
#define GT_HD_H

#ifdef __CUDACC__
#define GT_HD __host__ __device__
#else
#define GT_HD
#endif

#endif /* GT_HD_H */
