/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_cmul_device.cuh - gt_cmul.h's complex product for the kernels, made
 * once: gt_dev_cmul (a, b, c, d, &re, &im) in float and double, each product
 * and sum rounded on its own (__fmul_rn and friends), so that every kernel
 * multiplies complex numbers as the CPU path and Octave do.  It is
 * __host__ __device__ (gt_hd.h): on the host, for the test-only host
 * backend, the plain operators round once each (that backend is compiled
 * with -ffp-contract=off), as gt_complex.c's do.
 */
#ifndef GT_CMUL_DEVICE_CUH
#define GT_CMUL_DEVICE_CUH

#include <math.h>

#include "gt_hd.h"

#define GT_CM_NAME gt_dev_cmul
#define GT_CM_T float
#define GT_CM_QUAL static GT_HD __forceinline__
#ifdef __CUDA_ARCH__
#define GT_CM_MUL(a, b) __fmul_rn ((a), (b))
#define GT_CM_ADD(a, b) __fadd_rn ((a), (b))
#define GT_CM_SUB(a, b) __fsub_rn ((a), (b))
#define GT_CM_INF __int_as_float (0x7f800000)
#else
#define GT_CM_MUL(a, b) ((a) * (b))
#define GT_CM_ADD(a, b) ((a) + (b))
#define GT_CM_SUB(a, b) ((a) - (b))
#define GT_CM_INF ((float) INFINITY)
#endif
#define GT_CM_COPYSIGN(a, b) copysignf ((a), (b))
#include "gt_cmul.h"

#define GT_CM_NAME gt_dev_cmul
#define GT_CM_T double
#define GT_CM_QUAL static GT_HD __forceinline__
#ifdef __CUDA_ARCH__
#define GT_CM_MUL(a, b) __dmul_rn ((a), (b))
#define GT_CM_ADD(a, b) __dadd_rn ((a), (b))
#define GT_CM_SUB(a, b) __dsub_rn ((a), (b))
#define GT_CM_INF __longlong_as_double (0x7ff0000000000000ll)
#else
#define GT_CM_MUL(a, b) ((a) * (b))
#define GT_CM_ADD(a, b) ((a) + (b))
#define GT_CM_SUB(a, b) ((a) - (b))
#define GT_CM_INF ((double) INFINITY)
#endif
#define GT_CM_COPYSIGN(a, b) copysign ((a), (b))
#include "gt_cmul.h"

#endif /* GT_CMUL_DEVICE_CUH */
