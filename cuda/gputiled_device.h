/*
 * gputiled_device.h - the core's device-level API: products and reductions
 * on operands that already live in device memory, for the benchmarks and
 * the resident arrays built on them.  Like gputiled.h it names no CUDA and
 * no Octave type (a stream is a void *, the context's cudaStream_t), and
 * every call returns a gt_status with gt_last_error () for the detail.
 *
 * Everything runs on the context's one stream (gt_dev_stream), in stream
 * order and without synchronising: a caller times it with events on that
 * stream, and calls gt_dev_sync before reading results on the host.
 * Matrices are column-major with leading dimensions in real elements (a
 * complex m x k matrix is the real 2m x k matrix of its (re, im) pairs).
 * Kernel, configuration, split-K and complex composition are chosen by the
 * same planner as gt_gemm's, so a device product gives gt_gemm's bits.
 *
 * Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.
 */
#ifndef GPUTILED_DEVICE_H
#define GPUTILED_DEVICE_H

#include "gputiled.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a device call ran. */
typedef struct {
  char kernel[32];        /* "auto" resolved                                */
  char config[48];        /* the fast kernels' configuration                */
  int splits;             /* split-K slices (1: none)                       */
  unsigned grid[3], block[3];
} gt_dev_run;

/* The context on DEVICE (-1: the current one or 0), created once. */
gt_status gt_dev_open (int device);

/* The context's stream (a cudaStream_t); NULL before gt_dev_open. */
void *gt_dev_stream (void);

/* Wait for everything queued on the stream. */
gt_status gt_dev_sync (void);

/* Device memory from the package's buffer cache (whole 2 MB pages), and
   back to it: freed memory may be reused by work queued later on the
   stream. */
gt_status gt_dev_alloc (void **p, size_t bytes);
void gt_dev_free (void *p);

/* C = A * B on device operands (A m x k, B k x n, each real or complex;
   C complex if either is).  OPTS: kernel and tile (NULL: defaults); its
   backend must be CUDA.  The fast kernels (regblock, dmma) need LDA and
   LDB multiples of 32.  RUN (may be NULL) says what ran. */
gt_status gt_dev_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, int a_cplx, size_t lda,
                       const void *B, int b_cplx, size_t ldb,
                       void *C, size_t ldc, const gt_gemm_opts *opts,
                       gt_dev_run *run);

/* gt_reduce on device data: X inner x len x outer (16-byte aligned),
   Y and I (may be NULL) inner x outer; len >= 1. */
gt_status gt_dev_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                         size_t len, size_t outer, const void *X, void *Y,
                         size_t *I, gt_reduce_kernel kernel,
                         gt_dev_run *run);

/* The fast kernels' compiled configurations ("variants"), which
   GT_TEST_VARIANT selects: how many KERNEL has (0 for the others), and
   the name of one (NULL out of range). */
int gt_dev_variants (gt_gemm_kernel kernel);
const char *gt_dev_variant_name (gt_gemm_kernel kernel, int v);

#ifdef __cplusplus
}
#endif

#endif /* GPUTILED_DEVICE_H */
