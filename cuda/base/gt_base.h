/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_base.h - the leaf of the core (cuda/base/), which every layer may
 * call and which calls nothing of the package: the error detail and the
 * status names, the clock, sizes, the kernels' names, the configuration,
 * and the state of the test hooks (faults, trace, forced variant).  The
 * build links base/ alone into a library that must have no undefined
 * symbol of the package's (CMakeLists.txt, "layers"), so a call from here
 * upwards does not build.  No CUDA types: plain C and C++ include it.
 */
#ifndef GT_BASE_H
#define GT_BASE_H

#include <stddef.h>

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

/* Every GPUTILED_* variable, read once (base/gt_config.c;
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

/* Test control's state (base/gt_test_state.c): the trace hook (NULL
   unless a benchmark set one) and the forced fast-kernel variant (-1),
   and their setters (the front door's gt_test_control calls them). */
gt_trace_fn gt_trace (void);
int gt_test_variant (void);
void gt_test_set_trace (gt_trace_fn fn);
gt_status gt_test_set_variant (int variant);

/* n1 * n2 * n3 without overflow: returns 0 and leaves *out alone on overflow. */
int gt_mul_size (size_t n1, size_t n2, size_t n3, size_t *out);

size_t gt_dtype_size (gt_dtype t);

/* GT_ERR_SIZE unless M, N and K are multiples of TILE (the 'tiled' kernel's
   assumption): gt_gemm checks it before any backend work, the launcher again. */
gt_status gt_check_tiled (size_t m, size_t n, size_t k, int tile);

/* The reductions' argument rules, which the front door (api/gt_core.c)
   and the test-only host backend apply alike: a known kernel, a known
   operation, and for max and min something to reduce (LEN elements in
   each of NOUT reductions). */
gt_status gt_check_reduce_kernel (gt_reduce_kernel kernel);
gt_status gt_check_reduce_op (gt_reduce_op op);
gt_status gt_check_reduce_len (gt_reduce_op op, size_t len, size_t nout);

/* Fault injection (base/gt_test_state.c), armed by GT_TEST_FAULT: true
   once, on the COUNT-th call for KIND after arming. */
typedef enum { GT_FAULT_ALLOC = 0, GT_FAULT_LAUNCH, GT_FAULT_NKINDS } gt_fault_kind;
int gt_fault_fires (gt_fault_kind kind);

/* Arm fault KIND ("alloc", "launch"; "none" disarms every kind) to fire
   on the COUNT-th event for DEVICE (-1: any); *NFIRED (if not NULL) is
   the number of faults fired so far. */
gt_status gt_test_set_fault (const char *kind, int count, int device,
                             int *nfired);

/* What an allocation asks for when an alloc fault fires: 1 PiB. */
#define GT_FAULT_BYTES ((size_t) 1 << 50)

/* The device the calling thread works for: the one record of it, which
   the engine's context sets (gt_ctx_bind) and reads to find the thread's
   caches, and fault injection counts per device with; -1 before any. */
void gt_set_thread_device (int device);
int gt_thread_device (void);

#ifdef __cplusplus
}
#endif

#endif /* GT_BASE_H */
