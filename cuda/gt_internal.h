/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_internal.h - shared by the core's translation units (C and CUDA); not
 * installed, not seen by the gateways.  No CUDA types here either: the CPU
 * reference and the no-CUDA build include it too.
 */
#ifndef GT_INTERNAL_H
#define GT_INTERNAL_H

#include "gputiled.h"
#include "base/gt_base.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The engine's test hooks that the front door's gt_test_control reaches:
   the test-only host backend of the device-level API on (nonzero) or off
   (engine/host_device.cu; GT_ERR_NOT_SUPPORTED in a build without CUDA),
   and the copy threads' self-check (engine/hostcopy_check.c). */
gt_status gt_host_device_set (int on);
gt_status gt_hostcopy_selfcheck (int rounds, unsigned long seed,
                                 long *checked);

/* A call's DEVICE and DEVICES options, checked as far as they can be
   without a device (engine/devices.c). */
gt_status gt_check_devices (int device, const gt_device_list *devices);

/* The work split of a call over NDEV devices (engine/split.c; see
   GT_TEST_SPLIT in gputiled.h): N units in shares that are multiples of
   STEP (the last one with work takes the remainder), in proportion to
   SPEED, each within CAP (< 0: none) while any device has room. */
void gt_split_work (size_t n, size_t step, int ndev, const double *speed,
                    const double *cap, size_t *share);

/* Backends.  Arguments are already checked by gt_gemm / gt_scale. */
gt_status gt_cpu_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, const void *B, void *C,
                       const gt_gemm_opts *opts, gt_info *info);
gt_status gt_cpu_scale (gt_dtype dtype, size_t n, double alpha,
                        const void *X, void *Y, gt_info *info);
/* The complex CPU reference (cpu/gemm_complex_cpu.c). */
gt_status gt_cpu_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                               const void *A, int a_cplx, const void *B,
                               int b_cplx, void *C, const gt_gemm_opts *opts,
                               gt_info *info);
gt_status gt_cpu_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                double alpha_im, const void *X, int x_cplx,
                                void *Y, gt_info *info);

gt_status gt_cuda_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                        const void *A, const void *B, void *C,
                        const gt_gemm_opts *opts, gt_info *info);
gt_status gt_cuda_scale (gt_dtype dtype, size_t n, double alpha,
                         const void *X, void *Y,
                         const gt_gemm_opts *opts, gt_info *info);

gt_status gt_cuda_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype,
                             size_t n, int param, int reps,
                             const gt_gemm_opts *opts,
                             gt_bandwidth_result *res);
gt_status gt_cpu_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, const gt_reduce_opts *opts,
                         gt_info *info);
gt_status gt_cpu_reduce_typed (gt_reduce_op op, gt_elem_type xt,
                               size_t inner, size_t len, size_t outer,
                               const void *X, void *Y, size_t *I,
                               gt_info *info);
gt_status gt_cpu_reduce_cplx (int is_max, gt_dtype dtype, size_t inner,
                              size_t len, size_t outer, const void *X,
                              void *Y, size_t *I);
gt_status gt_cpu_minmax_pair (int is_max, gt_pair_type t,
                              const gt_pair_shape *s, const void *A,
                              const void *B, void *Y);
gt_status gt_cuda_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info);

/* Complex products and scaling (api/gt_complex.c routes; engine/backend.cu
   runs them on the GPU).  Arguments checked by gt_gemm_complex /
   gt_scale_complex. */
gt_status gt_cuda_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                                const void *A, int a_cplx, const void *B,
                                int b_cplx, void *C, const gt_gemm_opts *opts,
                                gt_info *info);
gt_status gt_cuda_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                                 double alpha_im, const void *X, int x_cplx,
                                 void *Y, const gt_gemm_opts *opts,
                                 gt_info *info);

/* The start of each product and scale entry point (gt_core.c): the error
   detail cleared; *OPTS = DEFAULTS (filled) and *INFO = SCRATCH where they
   are NULL; *INFO reset for the backend and tile (SCALE: no tile, kernel
   "scale"); the options and DTYPE checked. */
gt_status gt_gemm_begin (const gt_gemm_opts **opts, gt_gemm_opts *defaults,
                         gt_info **info, gt_info *scratch, int scale,
                         gt_dtype dtype);

#ifdef __cplusplus
}
#endif

#endif /* GT_INTERNAL_H */
