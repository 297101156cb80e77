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

/* ------------------------------------------------------------------ */
/* Resident arrays (what gpuArray holds)                                */

/* Element types: complex ones are interleaved (re, im) pairs; BOOL is one
   byte, 0 or 1 (Octave's logical). */
typedef enum {
  GT_E_F64 = 0, GT_E_F32, GT_E_C128, GT_E_C64, GT_E_BOOL, GT_E_NTYPES
} gt_etype;

/* Bytes of one element of T. */
size_t gt_etype_size (gt_etype t);

#define GT_MAXDIMS 16

/* Elementwise functions (gt_dev_unary). */
typedef enum {
  GT_UN_NEG = 0, GT_UN_ABS, GT_UN_SQRT, GT_UN_EXP, GT_UN_LOG, GT_UN_SIN,
  GT_UN_COS, GT_UN_TANH, GT_UN_REAL, GT_UN_IMAG, GT_UN_CONJ, GT_UN_FLOOR,
  GT_UN_CEIL, GT_UN_ROUND, GT_UN_NOT, GT_UN_NOPS
} gt_unop;

/* Elementwise operators (gt_dev_binary): A op B. */
typedef enum {
  GT_BIN_ADD = 0, GT_BIN_SUB, GT_BIN_MUL, GT_BIN_DIV, GT_BIN_POW,
  GT_BIN_EQ, GT_BIN_NE, GT_BIN_LT, GT_BIN_LE, GT_BIN_GT, GT_BIN_GE,
  GT_BIN_AND, GT_BIN_OR, GT_BIN_MAX, GT_BIN_MIN, GT_BIN_NOPS
} gt_binop;

/* Reductions along one dimension. */
typedef enum {
  GT_RD_SUM = 0, GT_RD_PROD, GT_RD_MAX, GT_RD_MIN, GT_RD_NOPS
} gt_rdop;

#ifdef __cplusplus
}
#endif

#endif /* GPUTILED_DEVICE_H */
