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

#ifdef __cplusplus
extern "C" {
#endif

/* Record a detail message for gt_last_error () and return S unchanged, so a
   failing step reads `return gt_fail (GT_ERR_CUDA, "...", ...)`. */
#if defined(__GNUC__)
__attribute__ ((format (printf, 2, 3)))
#endif
gt_status gt_fail (gt_status s, const char *fmt, ...);

/* Clear the detail message (start of each public call). */
void gt_clear_error (void);

/* ------------------------------------------------------------------ */
/* The leaves every layer reads: configuration and test control.       */

/* Devices the core keeps state for: indices 0 .. GT_DEVICE_SLOTS - 1. */
#define GT_DEVICE_SLOTS 64

/* Every GPUTILED_* variable, read once (api/gt_config.c;
   doc/configuration.md has the table).  0 or empty means "not set": the
   default applies. */
typedef struct {
  char cublas[512];     /* GPUTILED_CUBLAS: path of libcublas.so          */
  char cufft[512];      /* GPUTILED_CUFFT: path of libcufft.so (the only
                           file tried when set)                           */
  char cusolver[512];   /* GPUTILED_CUSOLVER: path of libcusolver.so (the
                           only file tried when set)                      */
  int fft_layout;       /* GPUTILED_FFT_LAYOUT: transforms along a middle
                           dimension, "loop" 1 or "permute" 2 (engine/
                           fft.cu); 0 unset: its choice                   */
  int fft_real;         /* GPUTILED_FFT_REAL: "r2c" 1, cuFFT's real
                           transform on strided real input too, "c2c" 2
                           (converted to complex first) even contiguous;
                           0 unset: r2c contiguous, c2c strided           */
  int copy_threads;     /* GPUTILED_COPY_THREADS: host copy threads       */
  double cache_mb;      /* GPUTILED_CACHE_MB: device buffer cache bound;
                           -1 unset (a quarter of the device)             */
  size_t stage_mb;      /* GPUTILED_STAGE_MB: pinned staging slot size    */
  double device_mb;     /* GPUTILED_DEVICE_MB: device memory a product may
                           use (tests of the out-of-core path)            */
  size_t block_cols;    /* GPUTILED_BLOCK_COLS: forced column block width */
  int taper;            /* GPUTILED_TAPER (1; 0: even column blocks)      */
  int zero_copy;        /* GPUTILED_ZERO_COPY (1; 0: no mapped products)  */
  int blas_quiet;       /* GPUTILED_BLAS_QUIET (1; 0: leave the host BLAS's
                           spinning threads alone)                        */
  double device_mb_of[GT_DEVICE_SLOTS]; /* GPUTILED_DEVICE_MB as a list
                           ("0,2048"): device i's bound (0: none)         */
  int peer;             /* GPUTILED_PEER (1; 0: every device of a spread
                           product uploads all of A itself)               */
  int copy_nt;          /* GPUTILED_COPY_NT (1; 0: plain stores in the
                           copies into results)                           */
  int touch;            /* GPUTILED_TOUCH: "none" 0, "whole" 1, "blocks"
                           2 (gt_touch); -1 unset: the planner's choice   */
  gt_device_list devices; /* GPUTILED_DEVICES: "all" or a list like "0,1",
                           the initial package default (count 0: one)    */
} gt_config;

/* Device memory a product on DEVICE may use by GPUTILED_DEVICE_MB, in MiB
   (0: no bound). */
double gt_cfg_device_mb (int device);

/* The configuration (read on first use). */
const gt_config *gt_cfg (void);
void gt_config_reload (void);

/* Test control's state (api/gt_test_control.c): the trace hook (NULL
   unless a benchmark set one) and the forced fast-kernel variant (-1). */
gt_trace_fn gt_trace (void);
int gt_test_variant (void);

/* GT_TEST_HOST_DEVICE: the test-only host backend of the device-level
   API on (nonzero) or off (engine/host_device.cu; GT_ERR_NOT_SUPPORTED in
   a build without CUDA). */
gt_status gt_host_device_set (int on);

/* The copy threads' self-check (engine/hostcopy_check.c). */
gt_status gt_hostcopy_selfcheck (int rounds, unsigned long seed,
                                 long *checked);

/* n1 * n2 * n3 without overflow: returns 0 and leaves *out alone on overflow. */
int gt_mul_size (size_t n1, size_t n2, size_t n3, size_t *out);

size_t gt_dtype_size (gt_dtype t);

/* GT_ERR_SIZE unless M, N and K are multiples of TILE (the 'tiled' kernel's
   assumption): gt_gemm checks it before any backend work, the launcher again. */
gt_status gt_check_tiled (size_t m, size_t n, size_t k, int tile);

/* Fault injection (api/gt_test_control.c), armed by GT_TEST_FAULT: true once, on the
   COUNT-th call for KIND after arming. */
typedef enum { GT_FAULT_ALLOC = 0, GT_FAULT_LAUNCH, GT_FAULT_NKINDS } gt_fault_kind;
int gt_fault_fires (gt_fault_kind kind);

/* The device the calling thread works for (the engine's context sets it;
   -1 before any): fault injection counts per device with it. */
void gt_set_thread_device (int device);
int gt_thread_device (void);

/* A call's DEVICE and DEVICES options, checked as far as they can be
   without a device (api/gt_devices.c). */
gt_status gt_check_devices (int device, const gt_device_list *devices);

/* The work split of a call over NDEV devices (engine/split.c; see
   GT_TEST_SPLIT in gputiled.h): N units in shares that are multiples of
   STEP (the last one with work takes the remainder), in proportion to
   SPEED, each within CAP (< 0: none) while any device has room. */
void gt_split_work (size_t n, size_t step, int ndev, const double *speed,
                    const double *cap, size_t *share);
/* What an allocation asks for when an alloc fault fires: 1 PiB. */
#define GT_FAULT_BYTES ((size_t) 1 << 50)

/* Backends.  Arguments are already checked by gt_gemm / gt_scale. */
gt_status gt_cpu_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                       const void *A, const void *B, void *C,
                       const gt_gemm_opts *opts, gt_info *info);
gt_status gt_cpu_scale (gt_dtype dtype, size_t n, double alpha,
                        const void *X, void *Y, gt_info *info);

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
