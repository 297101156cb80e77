/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gputiled.h - the C core's only public header.
 *
 * Callers (the MEX gateways, benchmark programs) include this and nothing else
 * from cuda/.  It names no CUDA and no Octave type, so it compiles with any C
 * compiler.
 *
 * Conventions
 *   - Every function returns a gt_status.  On failure, gt_last_error () gives a
 *     one-line detail (which step, which CUDA call, which CUDA error string).
 *   - The core never exits, prints, or resets the device.
 *   - The caller owns every input and output buffer (host memory); the core
 *     allocates device memory itself and releases it on every path.
 *   - Matrices are column-major, dense, with leading dimension = rows.
 *   - All sizes are size_t.
 *
 * Copyright (C) 2026 The gputiled developers.  GPL-3.0-or-later.
 */
#ifndef GPUTILED_H
#define GPUTILED_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  GT_OK = 0,
  GT_ERR_INVALID_ARG,     /* a bad argument (null pointer, bad enum, ...)   */
  GT_ERR_NOT_SUPPORTED,   /* valid request this kernel/backend cannot do    */
  GT_ERR_SIZE,            /* sizes a kernel refuses (tile multiples only)   */
  GT_ERR_NO_DEVICE,       /* no usable CUDA device, or built without CUDA   */
  GT_ERR_OUT_OF_MEMORY,   /* device (or host) allocation failed             */
  GT_ERR_BAD_DEVICE,      /* a device index that does not exist            */
  GT_ERR_CUDA,            /* any other CUDA runtime error                   */
  GT_ERR_STALE,           /* a resident array released by a reset           */
  GT_ERR_MISSING_LIBRARY  /* a CUDA library loaded at run time (cuFFT) was
                             not found                                      */
} gt_status;

typedef enum { GT_SINGLE = 0, GT_DOUBLE = 1 } gt_dtype;

typedef enum { GT_BACKEND_CUDA = 0, GT_BACKEND_CPU = 1 } gt_backend;

/* Several devices of one host: products from host arrays and reductions
   spread over a list of devices (at most GT_MAX_DEVICES of them). */
enum { GT_MAX_DEVICES = 8 };
#define GT_DEVICES_ALL (-1)
typedef struct {
  int count;   /* 0: none named (the option's DEVICE, else the package
                  default, gt_set_default_devices); GT_DEVICES_ALL: every
                  device of the host (the first GT_MAX_DEVICES); else
                  INDEX[0 .. count-1], distinct CUDA device indices      */
  int index[GT_MAX_DEVICES];
} gt_device_list;

/* GEMM kernel variants, classroom first.  See cuda/kernels/gemm_*.cu and
   their table, cuda/base/gemm_kernels.def. */
typedef enum {
  GT_GEMM_NAIVE = 0,      /* one thread per C element, all reads global     */
  GT_GEMM_TILED,          /* shared-memory tiles; sizes must be tile multiples */
  GT_GEMM_PADDED,         /* shared-memory tiles, zero padding: any size    */
  GT_GEMM_REGBLOCK,       /* single: register-blocked, pipelined, any size  */
  GT_GEMM_DMMA,           /* double: FP64 tensor cores, any size            */
  GT_GEMM_TF32X3,         /* single: TF32 tensor cores, 3xTF32 split        */
  GT_GEMM_CUBLAS,         /* the cuBLAS reference                           */
  GT_GEMM_AUTO,           /* the fastest of ours for the class and shape    */
  GT_GEMM_NKERNELS
} gt_gemm_kernel;

/* What the caller asks for. */
typedef struct {
  gt_backend backend;
  gt_gemm_kernel kernel;
  int tile;               /* 16 or 32 */
  int device;             /* CUDA device index; -1 means the current one    */
  gt_device_list devices; /* products of host arrays: the devices to spread
                             over (count 0: DEVICE alone, or the default) */
} gt_gemm_opts;

/* What happened.  Times in milliseconds; a field the backend cannot measure
   is 0.  Device times come from CUDA events on the call's stream. */
typedef struct {
  char kernel[32];        /* variant that ran, e.g. "padded" or "scale"     */
  int tile;
  int splits;             /* split-K slices (1: none)                       */
  char config[48];        /* the fast kernels' tile configuration           */
  char backend[8];        /* "cuda" or "cpu"                                */
  char device[256];       /* device name, or "cpu"                          */
  unsigned grid[3];
  unsigned block[3];
  double init_ms;         /* one-time context creation done by this call    */
  double h2d_ms;          /* host -> device copies of the operands          */
  double kernel_ms;       /* the kernel(s)                                  */
  double d2h_ms;          /* device -> host copy of the result              */
  double staging_ms;      /* host copies between Octave's arrays and pinned
                             staging buffers (products)                     */
  double overlap_ms;      /* staging + h2d + kernel + d2h - total: the time
                             hidden by running them at once (products)      */
  int tiles;              /* kernel launches (column blocks, out-of-core
                             tiles) of a product                            */
  double total_ms;        /* wall time of the call, init_ms excluded        */
  double bytes;           /* bytes the kernel(s) read from the operands     */
  int ndevices;           /* devices the call ran on (0: the CPU)           */
  int dev_index[GT_MAX_DEVICES]; /* their indices, in the order of the work */
  size_t dev_work[GT_MAX_DEVICES]; /* each one's share: columns of C (a
                             product), or positions along the split
                             dimension (a reduction)                        */
} gt_info;

/* The detail message of the last failed call on this thread ("" if none). */
const char *gt_last_error (void);

/* Short name of a status, e.g. "GT_ERR_CUDA". */
const char *gt_status_name (gt_status s);

/* Name of a GEMM kernel ("naive", ...); NULL for a bad value.  And back:
   returns GT_OK and sets *k when NAME is known. */
const char *gt_gemm_kernel_name (gt_gemm_kernel k);
gt_status gt_gemm_kernel_from_name (const char *name, gt_gemm_kernel *k);

/* Default options: CUDA backend, auto kernel, tile 32, current device. */
void gt_gemm_opts_default (gt_gemm_opts *o);

/* C (m x n) = A (m x k) * B (k x n), all column-major host arrays of DTYPE.
   k == 0 gives zeros; m == 0 or n == 0 gives nothing to write.
   INFO may be NULL. */
gt_status gt_gemm (gt_dtype dtype, size_t m, size_t n, size_t k,
                   const void *A, const void *B, void *C,
                   const gt_gemm_opts *opts, gt_info *info);

/* Y[i] = alpha * X[i] for i < n: the scalar case of A*B (host arrays). */
gt_status gt_scale (gt_dtype dtype, size_t n, double alpha,
                    const void *X, void *Y,
                    const gt_gemm_opts *opts, gt_info *info);

/* Complex products (cuda/api/gt_complex.c; the CPU reference in
   cuda/cpu/gemm_complex_cpu.c): C (m x n) = A (m x k) * B (k x n)
   where A and B are each real or complex (A_CPLX, B_CPLX nonzero; at least
   one of them) and C is complex.  Complex arrays hold interleaved (re, im)
   pairs of DTYPE, column-major: C99's and Octave's layout.  The product is
   one real product of composed operands, run by the kernel OPTS names (any
   of them), so it has that kernel's accuracy and determinism:
     complex * complex: [ar -ai; ai ar] blocks of A times B seen as real
       (2m x 2k times 2k x n): re = sum (ar br - ai bi), im = sum (ai br +
       ar bi), the 2k terms of each added in order;
     complex * real: A seen as real (2m x k) times B;
     real * complex: A times [real(B) imag(B)] (k x 2n), re-interleaved;
   the mixed ones are the two real products Octave's * computes.  "cublas"
   calls cuBLAS CGEMM / ZGEMM for complex * complex.  "tiled" needs M, N
   and K to be multiples of the tile.  INFO describes the real product. */
gt_status gt_gemm_complex (gt_dtype dtype, size_t m, size_t n, size_t k,
                           const void *A, int a_cplx, const void *B,
                           int b_cplx, void *C, const gt_gemm_opts *opts,
                           gt_info *info);

/* Y = (alpha_re + i alpha_im) * X for N elements: X real (X_CPLX 0) or
   complex, Y complex (interleaved).  For single, alpha is rounded to single
   first.  Complex times complex follows C99 Annex G, as Octave's does (see
   cuda/kernels/gt_cmul.h); a real scalar times a complex array is gt_scale
   on the 2N interleaved values. */
gt_status gt_scale_complex (gt_dtype dtype, size_t n, double alpha_re,
                            double alpha_im, const void *X, int x_cplx,
                            void *Y, const gt_gemm_opts *opts, gt_info *info);

/* Memory-bandwidth experiments (the coalescing lesson), on device memory
   the call allocates, fills with zeros and frees.  N elements of DTYPE:
     GT_BW_COPY    the N elements copied to a second array of N
                   (cudaMemcpyAsync, device to device): the roof;
     GT_BW_OFFSET  a[i + PARAM] += 1 for i < N; the array has N + PARAM
                   elements; PARAM is 0 to GT_BW_MAX_PARAM;
     GT_BW_STRIDE  a[i * PARAM] += 1 for i < ceil (N / PARAM): the array has
                   N elements and every PARAM-th one is touched; PARAM is 1
                   to GT_BW_MAX_PARAM.
   One untimed run, then REPS timed runs (CUDA events, each on its own);
   the result is their median.  Bytes count what the code asks for: each
   element touched is read once and written once (copy: N read, N written),
   whatever the memory system actually moves. */
typedef enum {
  GT_BW_COPY = 0,
  GT_BW_OFFSET,
  GT_BW_STRIDE,
  GT_BW_NKINDS
} gt_bandwidth_kind;

enum { GT_BW_MAX_PARAM = 1024, GT_BW_MAX_REPS = 1000 };

typedef struct {
  double ms;              /* median time of one run                         */
  double ms_min, ms_max;  /* fastest and slowest of the REPS runs           */
  double bytes;           /* bytes read + bytes written by one run          */
  double gbps;            /* bytes / ms, in GB/s (1e9 bytes per second)     */
  size_t touched;         /* elements read and written by one run           */
  size_t allocated;       /* bytes of device memory the call used           */
  double init_ms;         /* one-time context creation done by this call    */
  char device[256];
  unsigned grid[3];       /* launch shape (zeros for the copy)              */
  unsigned block[3];
} gt_bandwidth_result;

/* Name of a kind ("copy", "offset", "stride"); NULL for a bad value.  And
   back: GT_OK and *k set when NAME is known. */
const char *gt_bandwidth_kind_name (gt_bandwidth_kind k);
gt_status gt_bandwidth_kind_from_name (const char *name, gt_bandwidth_kind *k);

/* Run one experiment.  OPTS gives the device (NULL: defaults); its kernel
   and tile are ignored, and the CPU backend is refused (GT_ERR_NOT_SUPPORTED):
   the experiment measures the GPU's memory.  N >= 1, 1 <= REPS <=
   GT_BW_MAX_REPS.  RES must not be NULL. */
gt_status gt_bandwidth (gt_bandwidth_kind kind, gt_dtype dtype, size_t n,
                        int param, int reps, const gt_gemm_opts *opts,
                        gt_bandwidth_result *res);

/* Reductions: sum, max and min along one dimension.  See
   cuda/kernels/reduce_*.cu and cuda/kernels/reduce_ops.h (accumulators,
   tree order). */
typedef enum { GT_REDUCE_SUM = 0, GT_REDUCE_MAX, GT_REDUCE_MIN } gt_reduce_op;

typedef enum {
  GT_REDUCE_INTERLEAVED = 0, /* classroom: tid % (2*stride), divergent     */
  GT_REDUCE_SEQUENTIAL,      /* sequential addressing, no divergence       */
  GT_REDUCE_FAST,            /* grid-stride, 16-byte loads, shuffles       */
  GT_REDUCE_NKERNELS
} gt_reduce_kernel;

typedef struct {
  gt_backend backend;
  gt_reduce_kernel kernel;
  int device;             /* CUDA device index; -1 means the current one    */
  gt_device_list devices; /* as gt_gemm_opts's                              */
} gt_reduce_opts;

const char *gt_reduce_kernel_name (gt_reduce_kernel k);
gt_status gt_reduce_kernel_from_name (const char *name, gt_reduce_kernel *k);

/* Default options: CUDA backend, fast kernel, current device. */
void gt_reduce_opts_default (gt_reduce_opts *o);

/* X is an inner x len x outer column-major host array of DTYPE (the input
   seen around the reduced dimension: inner = product of the dimensions
   before it, outer = of those after it).  Y (inner x outer, DTYPE) gets,
   for each (i, o), the sum, max or min over the len elements
   X(i, 0..len-1, o); for MAX and MIN, I (inner x outer, may be NULL) gets
   the 0-based position along len of the chosen element (Octave's rules:
   NaN only when all are NaN, the first on ties).
   Sums of single accumulate in double and round once; sums of double are
   compensated (double-double).  len == 0: a sum writes zeros; MAX and MIN
   need len >= 1 unless inner * outer == 0 (nothing to write).
   Complex data: pass interleaved (re, im) pairs with inner doubled.
   INFO may be NULL; info->bytes is what the kernel read. */
gt_status gt_reduce (gt_reduce_op op, gt_dtype dtype, size_t inner,
                     size_t len, size_t outer, const void *X, void *Y,
                     size_t *I, const gt_reduce_opts *opts, gt_info *info);

/* gt_reduce on the CPU backend for X as it is stored, of element type
   XT: no converted copy of X.
   SUM: each element is converted to double as C converts it, and Y
   (double) gets what gt_reduce (GT_REDUCE_SUM, GT_DOUBLE, ...) gives for
   the converted array, bit for bit (its plan, its accumulators).
   MAX, MIN: Y is of type XT and gets the max or min, exact, and I the
   positions, by gt_reduce's rules.
   The CUDA backend refuses it (GT_ERR_NOT_SUPPORTED): convert X first. */
typedef enum {
  GT_ELEM_DOUBLE = 0, GT_ELEM_SINGLE, GT_ELEM_INT8, GT_ELEM_UINT8,
  GT_ELEM_INT16, GT_ELEM_UINT16, GT_ELEM_INT32, GT_ELEM_UINT32,
  GT_ELEM_INT64, GT_ELEM_UINT64, GT_ELEM_NTYPES
} gt_elem_type;

gt_status gt_reduce_typed (gt_reduce_op op, gt_elem_type xt, size_t inner,
                           size_t len, size_t outer, const void *X, void *Y,
                           size_t *I, const gt_reduce_opts *opts,
                           gt_info *info);

/* Max and min beyond gt_reduce, on the CPU backend only (on the CUDA
   backend these run on resident arrays: gputiled_device.h).  Octave's
   rules, cuda/cpu/minmax_cpu.c.

   gt_reduce_cplx: as gt_reduce's MAX and MIN for complex X (interleaved
   pairs of DTYPE; INNER counts elements, not pairs); Y gets pairs.
   Elements are ordered by abs, then by arg in (-pi, pi]; NaN (a NaN part)
   only when all are NaN; the first on ties.

   gt_minmax_pair: Y = max (A, B) or min (A, B) elementwise, with
   broadcasting: S gives the result's dimensions and each operand's
   element strides (0 along a dimension it is broadcast over).  A, B and Y
   are of type T (complex types hold interleaved pairs).  Real: NaN loses
   unless both are NaN, ties give A.  Complex: by abs only, a NaN element
   wins (A's first), ties give A.  Integers: exact, ties give A. */
typedef enum {
  GT_PAIR_F64 = 0, GT_PAIR_F32, GT_PAIR_C128, GT_PAIR_C64, GT_PAIR_I64,
  GT_PAIR_U64, GT_PAIR_NTYPES
} gt_pair_type;

#define GT_PAIR_MAXDIMS 64
typedef struct {
  int ndims;
  size_t dims[GT_PAIR_MAXDIMS];
  size_t sa[GT_PAIR_MAXDIMS], sb[GT_PAIR_MAXDIMS];
} gt_pair_shape;

gt_status gt_reduce_cplx (gt_reduce_op op, gt_dtype dtype, size_t inner,
                          size_t len, size_t outer, const void *X, void *Y,
                          size_t *I, const gt_reduce_opts *opts,
                          gt_info *info);
gt_status gt_minmax_pair (gt_reduce_op op, gt_pair_type t,
                          const gt_pair_shape *s, const void *A,
                          const void *B, void *Y, const gt_reduce_opts *opts,
                          gt_info *info);

/* GT_OK when BACKEND can run a call on DEVICE (-1: the current one): the
   CPU always; CUDA only with a usable device of that index
   (GT_ERR_NO_DEVICE, GT_ERR_BAD_DEVICE otherwise, with the reason in
   gt_last_error ()).  Callers that do some work on the host ask it first,
   so that a call on the CUDA backend fails alike whatever its data. */
gt_status gt_backend_ready (gt_backend backend, int device);

/* Devices. */
typedef struct {
  int index;
  char name[256];
  int cc_major, cc_minor;
  int multiprocessors;
  size_t mem_total, mem_free;   /* bytes */
  size_t l2_bytes;
  int driver_version;           /* e.g. 13000 for 13.0 */
  int runtime_version;
  unsigned kernels;             /* bit k: gt_gemm_kernel k runs here      */
} gt_device_info;

/* Number of usable CUDA devices in *count (0 without a driver or device;
   never an error for that case).  *why gets a short reason when 0. */
gt_status gt_device_count (int *count, const char **why);

gt_status gt_device_query (int index, gt_device_info *out);

/* The package-wide default list of devices, used by calls that name
   none (devices.count 0 and device -1).  COUNT 0 gives back the initial
   default: one device, the current one (or GPUTILED_DEVICES, "all" or a
   list like "0,1", where that is set).  Indices are checked against the
   host's devices here (GT_ERR_BAD_DEVICE) and when used. */
gt_status gt_set_default_devices (const gt_device_list *list);
void gt_get_default_devices (gt_device_list *list);

/* The devices a call with OPTS' DEVICE and DEVICES would use, in order:
   *COUNT of them in INDEX (1 and INDEX[0] = -1: the current one).
   GT_ERR_BAD_DEVICE for an index the host lacks, GT_ERR_INVALID_ARG for
   a list that repeats one. */
gt_status gt_resolve_devices (int device, const gt_device_list *devices,
                              int *count, int index[GT_MAX_DEVICES]);

/* Whether this build has CUDA support compiled in. */
int gt_built_with_cuda (void);

/* The device buffer cache (gputiled keeps device buffers between calls):
   *HELD bytes in all, of which *IN_USE are held by a call still running
   (0 between calls).  *DEVICE is the device of the core's context, or -1,
   with zeros, when no call has created one.  Any pointer may be NULL. */
void gt_cache_stats (int *device, size_t *in_use, size_t *held);
/* The same for device DEVICE's cache (every device a call used has one;
   zeros for one that has none). */
void gt_cache_stats_of (int device, size_t *in_use, size_t *held);

/* Configuration: the GPUTILED_* environment variables
   (doc/configuration.md lists them) are read once, at the first call that
   needs one, into one configuration; GT_TEST_RELOAD_CONFIG reads them
   again. */

/* Steps of a product, reported to a trace hook (GT_TEST_TRACE) with start
   and end on the gt_now_ms clock (device steps placed on the host clock)
   and BYTES, what moved (0 for kernels). */
typedef enum {
  GT_TRACE_STAGE_IN = 0, /* host copy into the upload ring */
  GT_TRACE_STAGE_OUT,    /* host copy out of the download ring */
  GT_TRACE_KERNEL,
  GT_TRACE_H2D,          /* DMA to the device */
  GT_TRACE_D2H,          /* DMA from the device */
  GT_TRACE_TOUCH         /* the result's pages made present */
} gt_trace_kind;
typedef void (*gt_trace_fn) (int kind, double bytes, double t0, double t1);

/* The one entry for tests and benchmarks, sqlite's test_control style.
   OP and what follows it:
     GT_TEST_FAULT (const char *kind, int count, int *nfired)
       make a later call fail as a device would.  KIND "alloc": the
       COUNT-th device allocation from now asks the device for more memory
       than it has (the call fails with GT_ERR_OUT_OF_MEMORY); "launch":
       after the COUNT-th kernel launch from now, a launch the runtime
       refuses (GT_ERR_CUDA).  Each armed fault fires once; "none" disarms
       both.  *NFIRED (may be NULL) gets how many have fired so far.
     GT_TEST_HOSTCOPY_CHECK (int rounds, unsigned long seed, long *checked)
       a self-check of the host copy threads: ROUNDS rounds of random
       copies from SEED (0: a fixed one), each compared with memcpy's
       result; *CHECKED (may be NULL) gets how many.  Needs no device.
     GT_TEST_RELOAD_CONFIG (void)
       read the GPUTILED_* variables again (copy threads restart with the
       new count at their next use).
     GT_TEST_TRACE (gt_trace_fn hook)
       report every step of later products to HOOK (NULL: stop).
     GT_TEST_VARIANT (int variant)
       run the fast kernels' compiled configuration VARIANT (-1: the
       planner's choice again); benchmarks sweep it.
     GT_TEST_FAULT_DEVICE (const char *kind, int count, int device,
                           int *nfired)
       as GT_TEST_FAULT, counting only the allocations or launches made
       for device DEVICE: a device failing in the middle of a product
       spread over several.
     GT_TEST_SPLIT (size_t n, size_t step, int ndev, const double *speed,
                    const double *cap, size_t *share)
       the work split of a call spread over NDEV devices (gt_split_work):
       N columns in multiples of STEP, SPEED and CAP (columns a device
       holds without going out of core; < 0: no limit) per device, into
       SHARE.  Needs no device.
     GT_TEST_HOST_DEVICE (int on)
       ON nonzero: the device-level API (gputiled_device.h: resident
       arrays, device buffers and everything done to them) runs on a
       test-only host backend: "device" buffers are host memory and the
       kernels' own functors run on the CPU, so that the gpuArray code
       runs where there is no GPU (CI, valgrind).  ON 0: back to the GPU.
       Switching does what gt_shutdown does first: every resident array
       and buffer of the old setting goes and gt_dev_generation changes;
       asking for the setting in force does nothing.  It may be switched
       at any time.  The calls on host arrays (gt_gemm, gt_reduce, ...),
       gt_device_count and gt_backend_ready are not affected: with the host
       backend on, a host without a GPU still has none.  Armed faults
       (GT_TEST_FAULT) fire there too.  gt_dev_host_backend () tells
       whether it is on.  GT_ERR_NOT_SUPPORTED in a build without CUDA. */
typedef enum {
  GT_TEST_FAULT = 1,
  GT_TEST_HOSTCOPY_CHECK,
  GT_TEST_RELOAD_CONFIG,
  GT_TEST_TRACE,
  GT_TEST_VARIANT,
  GT_TEST_FAULT_DEVICE,
  GT_TEST_SPLIT,
  GT_TEST_HOST_DEVICE
} gt_test_op;

gt_status gt_test_control (gt_test_op op, ...);

/* Monotonic wall clock in milliseconds (what info's times are made of). */
double gt_now_ms (void);

/* Release what the core keeps between calls (stream, events, cached
   buffers), and with them every resident array and device buffer of
   gputiled_device.h (gt_dev_generation changes).  Safe to call at any
   time; the next call creates them again.  Never resets the device. */
void gt_shutdown (void);

#ifdef __cplusplus
}
#endif

#endif /* GPUTILED_H */
