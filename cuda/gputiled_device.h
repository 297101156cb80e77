/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
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
#include "gt_ew_table.h"

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
   stream.  gt_dev_free ignores a pointer it does not hold (NULL, one
   freed already, one from before a reset); but after a reset an address
   may be handed out again, so a caller keeps gt_dev_generation with each
   buffer and frees only those of the current generation. */
gt_status gt_dev_alloc (void **p, size_t bytes);
void gt_dev_free (void *p);

/* The buffers handed out by gt_dev_alloc and gt_dev_find and not yet
   freed: how many and their bytes (as asked for), for leak tests.  A
   reset forgets them (their memory went with it). */
void gt_dev_live (size_t *count, size_t *bytes);

/* A number, never 0, that changes whenever resident device memory is
   invalidated: gt_shutdown, a change of the primary device (a call on
   another device), the host backend switched on or off.  Every buffer
   and resident array older than the current number is gone. */
unsigned long long gt_dev_generation (void);

/* Whether the test-only host backend is on (GT_TEST_HOST_DEVICE in
   gputiled.h): then every call of this header works on host memory and
   needs no GPU.  gt_dev_open accepts device -1 or 0, the stream is a
   dummy, "device" pointers are host pointers, products and gt_dev_reduce
   run the CPU reference (gt_gemm's and gt_reduce's CPU backend), and the
   array kernels run their own functors on the CPU (engine/host_device.cu
   says what may differ from the GPU: the math library's last bits, the
   order of long sums along a dimension). */
int gt_dev_host_backend (void);

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
   byte, 0 or 1 (Octave's logical); I8 ... U64 are Octave's integer
   classes int8 ... uint64 (two's complement, native byte order).  The
   integer types are stored, indexed, transposed, filled and converted
   (gt_dev_convert: Octave's rules, saturating); gt_dev_binary takes those
   up to 32 bits for arithmetic and comparisons with their own class or
   F64 (kernels/ew_int.cuh); the other kernels take the real and complex
   types only. */
typedef enum {
  GT_E_F64 = 0, GT_E_F32, GT_E_C128, GT_E_C64, GT_E_BOOL,
  GT_E_I8, GT_E_U8, GT_E_I16, GT_E_U16, GT_E_I32, GT_E_U32, GT_E_I64,
  GT_E_U64, GT_E_NTYPES
} gt_etype;

/* Bytes of one element of T. */
size_t gt_etype_size (gt_etype t);

#define GT_MAXDIMS 16

/* Elementwise functions (gt_dev_unary) and operators (gt_dev_binary: A
   op B), one enumerator per row of gt_ew_table.h. */
typedef enum {
#define GT_UN_ENUM(name, key, map, res, dom, cplx) GT_UN_##name,
  GT_UNOP_TABLE (GT_UN_ENUM)
#undef GT_UN_ENUM
  GT_UN_NOPS
} gt_unop;

typedef enum {
#define GT_BIN_ENUM(name, key, kind, label) GT_BIN_##name,
  GT_BINOP_TABLE (GT_BIN_ENUM)
#undef GT_BIN_ENUM
  GT_BIN_NOPS
} gt_binop;

/* The table's columns for OP (gt_ew_table.h says what they mean); OP must
   be valid: gt_unop_result, gt_unop_domain, gt_unop_complex, gt_unop_key
   (a string), gt_binop_kind, gt_binop_key, gt_binop_label. */
#define GT_EW_COLUMN(fn, type, optype, table, col)                            \
  static inline type fn (optype op)                                           \
  {                                                                           \
    static type const v[] = { table (col) };                                  \
    return v[op];                                                             \
  }
#define GT_UN_RES(n, k, m, res, dom, cplx) res,
#define GT_UN_DOM(n, k, m, res, dom, cplx) dom,
#define GT_UN_CPLX(n, k, m, res, dom, cplx) cplx,
#define GT_UN_KEY(n, k, m, res, dom, cplx) #k,
#define GT_BIN_KIND(n, k, kind, label) kind,
#define GT_BIN_KEY(n, k, kind, label) #k,
#define GT_BIN_LABEL(n, k, kind, label) label,
GT_EW_COLUMN (gt_unop_result, unsigned char, gt_unop, GT_UNOP_TABLE,
              GT_UN_RES)
GT_EW_COLUMN (gt_unop_domain, unsigned char, gt_unop, GT_UNOP_TABLE,
              GT_UN_DOM)
GT_EW_COLUMN (gt_unop_complex, unsigned char, gt_unop, GT_UNOP_TABLE,
              GT_UN_CPLX)
GT_EW_COLUMN (gt_unop_key, const char *, gt_unop, GT_UNOP_TABLE, GT_UN_KEY)
GT_EW_COLUMN (gt_binop_kind, unsigned char, gt_binop, GT_BINOP_TABLE,
              GT_BIN_KIND)
GT_EW_COLUMN (gt_binop_key, const char *, gt_binop, GT_BINOP_TABLE,
              GT_BIN_KEY)
GT_EW_COLUMN (gt_binop_label, const char *, gt_binop, GT_BINOP_TABLE,
              GT_BIN_LABEL)
#undef GT_UN_RES
#undef GT_UN_DOM
#undef GT_UN_CPLX
#undef GT_UN_KEY
#undef GT_BIN_KIND
#undef GT_BIN_KEY
#undef GT_BIN_LABEL
#undef GT_EW_COLUMN

/* Reductions along one dimension. */
typedef enum {
  GT_RD_SUM = 0, GT_RD_PROD, GT_RD_MAX, GT_RD_MIN, GT_RD_NOPS
} gt_rdop;

/* Broadcasting: output dims, and each operand's element stride along each
   output dimension (0 where the operand has extent 1 there). */
typedef struct {
  int ndims;                       /* >= 1 */
  size_t dims[GT_MAXDIMS];         /* of Y */
  size_t sa[GT_MAXDIMS], sb[GT_MAXDIMS];
} gt_bcast;

/* One operand of a binary operation: device data, or one value passed by
   value (a host scalar: no upload). */
typedef struct {
  gt_etype type;         /* F64 F32 C128 C64 (BOOL for AND, OR)         */
  const void *data;      /* device pointer; NULL: use val               */
  double val[2];         /* (re, im) when data is NULL                  */
} gt_operand;

/* A set of subscripts into a dense array: along each of NDIMS dimensions,
   COUNT[d] positions, each either START[d] + STEP[d] * j (LIST[d] NULL)
   or LIST[d][j] (device array of 0-based positions), times STRIDE[d]
   elements.  Element k of the selection (column-major over COUNT) is at
   sum_d pos_d (k) * STRIDE[d]. */
typedef struct {
  int ndims;
  size_t count[GT_MAXDIMS];
  size_t stride[GT_MAXDIMS];
  long long start[GT_MAXDIMS], step[GT_MAXDIMS];
  const long long *list[GT_MAXDIMS];
} gt_index;

/* The table of resident arrays.  An array is a device buffer with a type
   and dimensions under an id; ids are never reused, arrays made by
   gt_arr_alias share their source's buffer (reshape), and a buffer goes
   back to the cache when the last array on it is released.  A reset
   (gt_shutdown, or opening another device) empties the table: the ids it
   held then give GT_ERR_STALE. */
typedef unsigned long long gt_arr_id;
typedef struct {
  gt_etype type;
  int ndims;                       /* >= 2, as Octave's */
  size_t dims[GT_MAXDIMS];
  size_t numel;
  void *data;                      /* device pointer (NULL when empty) */
} gt_arr;

/* A new array (contents undefined) of type T and dimensions DIMS. */
gt_status gt_arr_new (gt_etype t, int ndims, const size_t *dims,
                      gt_arr_id *id, gt_arr *a);
/* A new array on SRC's buffer with other dimensions (same numel). */
gt_status gt_arr_alias (gt_arr_id src, int ndims, const size_t *dims,
                        gt_arr_id *id, gt_arr *a);
/* The array ID: GT_ERR_STALE after a reset, GT_ERR_INVALID_ARG if it never
   existed. */
gt_status gt_arr_get (gt_arr_id id, gt_arr *a);
/* Release ID (unknown and stale ids are ignored: this never fails). */
void gt_arr_release (gt_arr_id id);
/* Live arrays and the bytes of their buffers. */
void gt_arr_stats (size_t *count, size_t *bytes);

/* Bytes between host and device memory: through the pinned staging rings
   when large, ordered on the stream.  Upload returns once HOST may be
   reused; download once HOST holds the bytes. */
gt_status gt_dev_upload (void *dev, const void *host, size_t bytes);
gt_status gt_dev_download (void *host, const void *dev, size_t bytes);
/* Device to device, on the stream. */
gt_status gt_dev_copy (void *dst, const void *src, size_t bytes);

/* The kernels of gt_array_kernels.h on the stream (see there for types
   and Octave's rules).  DOMAIN (host int, may be NULL): when given, the
   call waits for the stream and sets *DOMAIN to 1 where the real result
   would be complex (the table's DOMAIN rows and pow of real operands),
   else 0.  The unary rerun is TY = X's complex type on the real X (the
   complex results of real values, gt_array_kernels.h). */
gt_status gt_dev_unary (gt_unop op, gt_etype tx, const void *x, gt_etype ty,
                        void *y, size_t n, int *domain);
gt_status gt_dev_binary (gt_binop op, const gt_operand *a,
                         const gt_operand *b, gt_etype ty, void *y,
                         const gt_bcast *bc, int *domain);
/* NAN_SEEN (host, may be NULL): as DOMAIN, for NaN converted to BOOL. */
gt_status gt_dev_convert (gt_etype tx, const void *x, gt_etype ty, void *y,
                          size_t n, int *nan_seen);
gt_status gt_dev_fill (gt_etype t, void *y, size_t n, double re, double im);
gt_status gt_dev_eye (gt_etype t, void *y, size_t m, size_t n);
/* Y (m x n) = Octave's linspace from X1 to X2 (device, m elements each,
   all of T: F64 F32 C128 C64), SYM for scalar ends (Octave builds those
   from both ends): gt_launch_linspace. */
gt_status gt_dev_linspace (gt_etype t, const void *x1, const void *x2,
                           size_t m, size_t n, int sym, void *y);
/* Uniform (NORMAL 0) or normal numbers from the core's generator, which
   then moves on by N: Philox4x32-10 (kernels/fill.cu has the mapping). */
gt_status gt_dev_random (int normal, gt_etype t, void *y, size_t n);
/* The generator's state: get (SET 0) or set (SET 1) seed and offset. */
void gt_dev_rng (int set, unsigned long long *seed,
                 unsigned long long *offset);
gt_status gt_dev_gather (size_t esize, const void *x, const gt_index *ix,
                         void *y);
gt_status gt_dev_scatter (size_t esize, void *x, const gt_index *ix,
                          const void *v, int v_scalar);
/* The positions of MASK's nonzero bytes: *OUT a device buffer of *COUNT
   0-based positions (free it with gt_dev_free; NULL when none).  Waits
   for the stream. */
gt_status gt_dev_find (const void *mask, size_t n, long long **out,
                       size_t *count);
gt_status gt_dev_transpose (size_t esize, int conj, const void *x, size_t m,
                            size_t n, void *y);
/* C = A * B on dense device operands (A m x k, B k x n, C m x n; each
   real or complex): gt_dev_gemm, through zero-padded copies where the
   chosen kernel needs aligned leading dimensions. */
gt_status gt_dev_matmul (gt_dtype dtype, size_t m, size_t n, size_t k,
                         const void *A, int a_cplx, const void *B,
                         int b_cplx, void *C, const gt_gemm_opts *opts,
                         gt_dev_run *run);
gt_status gt_dev_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                             size_t inner, size_t len, size_t outer,
                             void *y, double *I);

/* Octave's bitand, bitor and bitxor on the stored bits of integers of
   ESIZE bytes (gt_launch_bitop, kernels/gt_array_kernels.h): Y (N) = A op
   B, A or B one element for all when its _SCALAR flag is set. */
typedef enum {
  GT_BIT_AND = 0, GT_BIT_OR, GT_BIT_XOR, GT_BIT_NOPS
} gt_bitop;
gt_status gt_dev_bitop (gt_bitop op, size_t esize, const void *a,
                        int a_scalar, const void *b, int b_scalar, void *y,
                        size_t n);
/* Octave's bitshift (A, K, NBITS) (gt_launch_bitshift): Y (N elements of
   T: F64, F32 or an integer class) = A shifted by K (ints on the device),
   A or K one element for all when its _SCALAR flag is set, NBITS (>= 0;
   64 by default) bits kept. */
gt_status gt_dev_bitshift (gt_etype t, const void *a, int a_scalar,
                           const int *k, int k_scalar, int nbits,
                           void *y, size_t n);

/* Octave's filter along the middle dimension of X (INNER x LEN x OUTER)
   into Y, Z the state (SI in; SF out for IIR, into Z2 for FIR): see
   gt_launch_filter (kernels/gt_array_kernels.h). */
gt_status gt_dev_filter (gt_etype t, const void *b, const void *a,
                         size_t ab, int iir, const void *x, size_t inner,
                         size_t len, size_t outer, void *y, void *z,
                         void *z2);

/* The shapes of a convolution (gt_dev_convn): ND dimensions (2 <= ND <=
   GT_MAXDIMS) of A, B and the result C, which is the window of A's full
   convolution with B (A[k] + B[k] - 1 along dimension k) that starts at
   OFF[k] (0-based): Octave's SHAPEs are the windows "full" (OFF 0, C[k]
   = A[k] + B[k] - 1), "same" (OFF floor (B[k] / 2), C[k] = A[k]) and
   "valid" (OFF B[k] - 1, C[k] = max (A[k] - B[k] + 1, 0)). */
typedef struct gt_conv_dims
{
  unsigned nd;
  size_t a[GT_MAXDIMS], b[GT_MAXDIMS], c[GT_MAXDIMS], off[GT_MAXDIMS];
} gt_conv_dims;

/* Octave's conv2 and convn: C = the window D of the full convolution of
   A with B, all of type T (F64 F32 C128 C64); see gt_launch_convn
   (kernels/gt_array_kernels.h). */
gt_status gt_dev_convn (gt_etype t, const void *a, const void *b, void *c,
                        const gt_conv_dims *d);

/* Sorting and scans along one dimension on CUB (engine/sort.cu).  X is
   INNER x LEN x OUTER (column-major) of type T, F64 or F32, or for a sort
   also C128 or C64 (the caller converts logical); Y has X's type and
   dimensions and does not overlap it; I (may be NULL) is a double array
   of the same dimensions.  LEN < 2^32.

   gt_dev_sort: each vector along LEN sorted, stably, ascending with NaN
   last or (DESCEND) descending with NaN first, -0 equal to +0, complex
   by abs and then arg (-pi taken as pi), NaN where either part is (Y
   holds X's elements, signs included); I their 1-based positions in X's
   vector: Octave's [Y, I] = sort (X, DIM, MODE). */
gt_status gt_dev_sort (gt_etype t, int descend, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I);
/* OUT[j] = POS[j] - 1 for j < N: Octave's positions (1-based doubles,
   integers >= 1, such as gt_dev_sort's I) as the 0-based lists of
   gt_index (engine/stats.cu). */
gt_status gt_dev_positions (const double *pos, size_t n, long long *out);

/* Octave's lookup (TAB, Y, OPT) (engine/stats.cu): TAB (N elements,
   sorted ascending or, when its first element is larger than its last,
   descending) and Y (M) both of T (F64 or F32; the caller converts as
   Octave does).  For each Y(i), j = the number of TAB's elements at or
   below it (at or above it for a descending TAB), by plain < and >, so a
   NaN counts them all; OUT(i) (double) is then j (NONE), max (j, 1)
   (LEFT: "l"), min (j, N - 1) (RIGHT: "r"), both (BOTH: "lr"), j where
   Y(i) equals TAB(j) and else 0 (MATCH: "m"); for BOOL ("b") OUT is BOOL,
   1 where Y(i) equals TAB(j). */
typedef enum {
  GT_LOOKUP_NONE = 0, GT_LOOKUP_LEFT, GT_LOOKUP_RIGHT, GT_LOOKUP_BOTH,
  GT_LOOKUP_MATCH, GT_LOOKUP_BOOL, GT_LOOKUP_NOPTS
} gt_lookup_opt;
gt_status gt_dev_lookup (gt_etype t, const void *tab, size_t n,
                         const void *y, size_t m, gt_lookup_opt opt,
                         void *out);

/* The accumulation of Octave's accumarray (engine/stats.cu): for i < N,
   Y(POS[i]) = op (Y(POS[i]), V[i]) (V[0] for every i when V_SCALAR), Y
   holding NY elements of T that the caller filled (0 for a sum, the
   neutral value for MAX and MIN), POS 0-based positions below NY (the
   caller checks them).  SUM: T F64 F32 C128 C64, added in the device's
   order (the last bits of a long sum may differ from Octave's loop); MAX
   and MIN: T F64 or F32, Octave's idx_max and idx_min (a NaN value
   passed over, a NaN element replaced by the first number). */
typedef enum {
  GT_ACCUM_SUM = 0, GT_ACCUM_MAX, GT_ACCUM_MIN, GT_ACCUM_NOPS
} gt_accop;
gt_status gt_dev_accum (gt_accop op, gt_etype t, void *y, size_t ny,
                        const long long *pos, size_t n, const void *v,
                        int v_scalar);

/* Inclusive scans (gt_dev_scan). */
typedef enum {
  GT_SCAN_SUM = 0, GT_SCAN_PROD, GT_SCAN_MAX, GT_SCAN_MIN, GT_SCAN_NOPS
} gt_scanop;

/* gt_dev_scan: Y = the running sum, product, maximum or minimum along
   LEN, in T's precision (Octave's cumsum, cumprod, cummax, cummin; a
   parallel scan adds in another order than Octave's loop, so sums may
   differ in the last bits); for MAX and MIN, I (may be NULL) the 1-based
   position of each running extreme: NaN is passed over once a number has
   been seen, ties keep the first. */
gt_status gt_dev_scan (gt_scanop op, gt_etype t, size_t inner, size_t len,
                       size_t outer, const void *x, void *y, double *I);

/* Discrete Fourier transforms on cuFFT (engine/fft.cu).  X is INNER x
   N[0] x ... x N[RANK-1] x OUTER (column-major, 1 <= RANK <= GT_MAXDIMS)
   of type TX: F64 or F32 (real input) or C128 or C64.  Y (same
   dimensions, X's complex type) = the transform along the RANK middle
   dimensions: forward (INVERSE 0, exp (-2 pi i jk / n)), or inverse and
   divided by N[0] * ... * N[RANK-1] (INVERSE 1): Octave's fft and ifft
   (RANK 1), fft2 and fftn.  Y may be X when X is complex (in place);
   otherwise they do not overlap, and X is left as it was.  The transform
   of real input is exactly conjugate symmetric along N[0] (computed for
   half of it, as Octave does).  cuFFT is loaded at the first call
   (GPUTILED_CUFFT names the file; GT_ERR_MISSING_LIBRARY when it is not
   found); its plans are kept per shape (the last few) until a reset. */
gt_status gt_dev_fft (gt_etype tx, int inverse, int rank, const size_t *n,
                      size_t inner, size_t outer, const void *x, void *y);
/* cuFFT plans the primary device holds now (tests of the cache). */
int gt_dev_fft_plans (void);

/* Dense linear systems on cuSOLVER (engine/solve.cu), as Octave's A \ B
   solves them.  A is N x N, B and X N x NRHS, all of element type T (F64
   F32 C128 C64), column-major; A and B are left as they were, X may be B.
   A's structure picks the solver, as Octave's matrix_type does:
   triangular (no zero on the diagonal) on cuBLAS TRSM, Hermitian with a
   real positive diagonal on a Cholesky (POTRF, POTRS; LU where it
   fails), else LU with partial pivoting (GETRF, GETRS).  INFO says which
   ran and A's reciprocal condition number in the 1-norm, estimated
   (Hager and Higham's method, a few solves with the factors).  Where A
   is exactly singular (a zero pivot) or not finite (Inf or NaN), X is
   not written and INFO's singular is set: Octave then answers with the
   minimum-norm solution, which the caller computes elsewhere.  cuSOLVER
   is loaded at the first call (GPUTILED_CUSOLVER names the file;
   GT_ERR_MISSING_LIBRARY when it is not found), cuBLAS as for the
   'cublas' kernel. */
typedef enum {
  GT_SOLVE_LU = 0, GT_SOLVE_CHOL, GT_SOLVE_UPPER, GT_SOLVE_LOWER
} gt_solve_method;
typedef struct {
  gt_solve_method method; /* what ran                                   */
  int singular;           /* 1: X not written (see above)               */
  double rcond;           /* the estimate (0 when singular)             */
} gt_solve_info;
gt_status gt_dev_solve (gt_etype t, size_t n, size_t nrhs, const void *A,
                        const void *B, void *X, gt_solve_info *info);

/* Least squares for the M x N A of full rank, M > N: X (N x NRHS)
   minimises the 2-norm of A X - B (B M x NRHS) by QR (GEQRF, ORMQR or
   UNMQR, TRSM).  INFO's rcond is an estimate of R's reciprocal condition
   number (its largest diagonal element times ||R^-1||_1, estimated);
   where A is not finite or that estimate is below N eps (T), A may be
   rank deficient in Octave's sense: X is not written and INFO's singular
   set (Octave answers with xGELSD's minimum-norm solution). */
gt_status gt_dev_lstsq (gt_etype t, size_t m, size_t n, size_t nrhs,
                        const void *A, const void *B, void *X,
                        gt_solve_info *info);

/* The determinant of the N x N matrix A (type T) from its LU
   factorisation (GETRF), as MANT * 2^EXP2 (MANT[0] real part, MANT[1]
   imaginary part) so that it neither overflows nor underflows: 0 when a
   pivot is exactly zero, NaN when A holds a NaN.  A is left as it was. */
gt_status gt_dev_det (gt_etype t, size_t n, const void *A, double *mant,
                      int *exp2);

/* Singular values and eigenvalues on cuSOLVER (engine/spectral.cu), the
   LAPACK-style routines Octave's svd and eig use: A (element type T, F64
   F32 C128 C64, column-major) is left as it was.  *OK is 1 when done, 0
   when the routine did not converge (the results are then not to be
   used), and for gt_dev_eig -1 where the loaded cuSOLVER has no general
   eigensolver (cusolverDnXgeev, CUDA 12.6 and later): in both cases the
   caller answers some other way (Octave on the host).  A must be finite
   (the caller checks: LAPACK's routines are not defined for Inf and NaN).

   gt_dev_svd: the SVD of the M x N A, M >= N (for M < N take A's
   conjugate transpose).  S: the N singular values, descending, of T's
   real type.  JOB 0: values only (U and VT unused); 1: U the M x N left
   singular vectors (the economy size); 2: U M x M; VT (N x N) is V^H. */
gt_status gt_dev_svd (gt_etype t, size_t m, size_t n, const void *A, int job,
                      void *S, void *U, void *VT, int *ok);

/* The eigenvalues W (N, of T's real type, ascending) of the Hermitian
   N x N A (its lower triangle read; Xsyevd), and its orthonormal
   eigenvectors in the columns of V (N x N, of T) unless V is NULL. */
gt_status gt_dev_eigh (gt_etype t, size_t n, const void *A, void *W, void *V,
                       int *ok);

/* The eigenvalues W (N, of T's complex type, in the order LAPACK's xGEEV
   gives them) of the general N x N A (Xgeev), and its right eigenvectors
   (unit 2-norm, each with its largest component real) in V (N x N, of T)
   unless V is NULL: for real T a pair of complex conjugate eigenvalues
   (positive imaginary part first) has its vector packed as LAPACK packs
   it, V(:,j) + i V(:,j+1) and its conjugate. */
gt_status gt_dev_eig (gt_etype t, size_t n, const void *A, void *W, void *V,
                      int *ok);

/* ------------------------------------------------------------------ */
/* Factorisations and matrix structure (engine/factor.cu)               */

/* Y (M x N, dense, type T: any, BOOL included) = the band of X (its
   first M rows, leading dimension LDX >= M): X (i, j) where LO <= j - i
   <= HI, 0 elsewhere, and with UNIT 1 on the diagonal i == j whatever
   the band (LLONG_MIN and LLONG_MAX for no limit): triu (X, k) is LO = k,
   tril (X, k) HI = k, the unit L of packed LU factors HI = -1, UNIT 1.
   Y does not overlap X. */
gt_status gt_dev_band (gt_etype t, const void *x, size_t ldx, size_t m,
                       size_t n, long long lo, long long hi, int unit,
                       void *y);

/* LU with partial pivoting of the M x N A (T: F64 F32 C128 C64) in place,
   as LAPACK's GETRF leaves it (cuSOLVER's Xgetrf): U in the upper
   triangle of the first MIN (M, N) rows, L's multipliers below the
   diagonal (its unit diagonal not stored).  PERM (may be NULL; device, M
   long longs): the rows of P A, 0-based (row i of P A is row PERM[i] of
   A).  *INFO > 0: U(INFO, INFO) is exactly zero (the factors may then
   differ from LAPACK's below it). */
gt_status gt_dev_lu (gt_etype t, size_t m, size_t n, void *A,
                     long long *perm, int *info);
/* From PERM (M): PVEC (may be NULL, M doubles) = PERM + 1, PMAT (may be
   NULL, M x M doubles) = P, with P A = L U. */
gt_status gt_dev_lu_perm_out (const long long *perm, size_t m, double *pvec,
                              double *pmat);

/* Cholesky factorisation of the N x N A (T as above) in place (Xpotrf)
   from its UPPER triangle (A = R^H R, R upper) or its lower one (A = L
   L^H); the other triangle is neither read nor written.  *INFO > 0: A's
   leading minor of order INFO is not positive definite; the leading
   INFO - 1 rows of R (columns of L) are then complete. */
gt_status gt_dev_chol (gt_etype t, int upper, size_t n, void *A, int *info);

/* QR factorisation of the M x N A (T as above) in place, as LAPACK's
   GEQRF leaves it (Xgeqrf): R in the upper triangle, the Householder
   vectors below it, their scalars in TAU (device, MIN (M, N) elements of
   T). */
gt_status gt_dev_qr (gt_etype t, size_t m, size_t n, void *A, void *tau);
/* The first NQ columns of that Q (M >= NQ >= K) in place in Q (M x NQ),
   whose first K columns hold the K reflectors of gt_dev_qr (ORGQR,
   UNGQR); sizes below 2^31. */
gt_status gt_dev_qr_q (gt_etype t, size_t m, size_t nq, size_t k, void *Q,
                       const void *tau);

/* Pages of products (pagefun's mtimes): C_p (M x N) = A_p B_p for p <
   BATCH, all of type T (F64 F32 C128 C64), dense pages: A_p (M x K) at A
   + p SA elements, B_p (K x N) at B + p SB (SA or SB 0: one page for
   every p), C_p at C + p M N.  cuBLAS's strided batched GEMM; the host
   backend's plain loops. */
gt_status gt_dev_gemm_batched (gt_etype t, size_t m, size_t n, size_t k,
                               const void *A, size_t sa, const void *B,
                               size_t sb, void *C, size_t batch);

#ifdef __cplusplus
}
#endif

#endif /* GPUTILED_DEVICE_H */
