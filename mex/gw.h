/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw.h - what the gateway files share.  The gateways know Octave's mxArray
 * and the core's public header, nothing of kernels or CUDA.
 */
#ifndef GW_H
#define GW_H

#include "mex.h"
#include "gputiled.h"

/* One gateway per public function; FN is that function's name, used as the
   prefix of every error message. */
typedef void (*gw_fn) (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                       const mxArray *prhs[]);

void gw_mm (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
            const mxArray *prhs[]);
/* gw_mm's branch for complex A or B (operands and options checked). */
void gw_mm_complex (const char *fn, int nlhs, mxArray *plhs[],
                    const mxArray *A, const mxArray *B,
                    const gt_gemm_opts *o);
void gw_reduce (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[]);
/* gpu_max (A, B) and gpu_min (A, B) on the host; the backend a call runs
   on (gw_reduce.c). */
void gw_reduce_pair (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                     const mxArray *prhs[]);
void gw_backend (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[]);
void gw_kernels (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[]);
void gw_available (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                   const mxArray *prhs[]);
void gw_info (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
              const mxArray *prhs[]);
void gw_reset (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[]);
void gw_inject (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[]);
void gw_hostcopy_check (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                        const mxArray *prhs[]);
/* Tests: read the GPUTILED_* variables again (GT_TEST_RELOAD_CONFIG). */
void gw_config (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                const mxArray *prhs[]);
void gw_bandwidth (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                   const mxArray *prhs[]);

/* Raise an error with identifier gputiled:ID and a message that starts with
   "FN: ".  Never returns. */
void gw_error (const char *fn, const char *id, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((noreturn, format (printf, 3, 4)))
#endif
  ;

/* Raise the error for a failed core call: the identifier follows from the
   status, the text from gt_last_error ().  Never returns. */
void gw_raise (const char *fn, gt_status st)
#if defined(__GNUC__)
  __attribute__ ((noreturn))
#endif
  ;

/* A string argument into BUF (lower-cased); raises on anything else. */
void gw_string (const char *fn, const mxArray *a, const char *what, char *buf,
                size_t len);

/* A real scalar integer argument; raises on anything else. */
long gw_integer (const char *fn, const mxArray *a, const char *what);

/* The options every compute call takes, in the order the m-files pass them:
   kernel name, tile, backend name, device index. */
void gw_opts (const char *fn, const mxArray *prhs[], gt_gemm_opts *o);

/* A 1x3 double row of V (launch shapes). */
mxArray *gw_row3 (const unsigned v[3]);

/* Backend name and device (prhs[0], prhs[1]): a device index (-1: the
   default), a row of indices or "all" (the "Devices" option). */
void gw_backend_device (const char *fn, const mxArray *prhs[],
                        gt_backend *backend, int *device,
                        gt_device_list *devices);
void gw_devices (const char *fn, const mxArray *a, int *device,
                 gt_device_list *list);

/* gpu_devices: the package-wide default list (gw_multi.c). */
void gw_default_devices (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                         const mxArray *prhs[]);
/* Tests: the fast kernels' compiled configurations (GT_TEST_VARIANT). */
void gw_variant (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
                 const mxArray *prhs[]);
/* Tests: the work split of a call over several devices (GT_TEST_SPLIT). */
void gw_split (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
               const mxArray *prhs[]);
/* Tests: the host backend of resident arrays (GT_TEST_HOST_DEVICE). */
void gw_test (const char *fn, int nlhs, mxArray *plhs[], int nrhs,
              const mxArray *prhs[]);

int gw_is_int_class (mxClassID c);

/* A's elements (interleaved pairs when complex). */
const void *gw_data (const mxArray *a);

/* The elements of A (any numeric, logical or char class; complex as
   interleaved pairs) as DTYPE: A's own data when it already is, else a
   converted copy from mxMalloc.  gw_release frees what gw_as_dtype made. */
const void *gw_as_dtype (const mxArray *a, gt_dtype t);
void gw_release (const void *p, const mxArray *a);

/* Double to OUT's integer class (up to 32 bits) as Octave converts: round
   half away from zero, saturate, NaN to 0. */
void gw_double_to_int (const double *src, mxArray *out, size_t n);

/* The timing struct every compute call returns.  FLOPS is the operation
   count used for gflops (from kernel_ms). */
mxArray *gw_info_struct (const gt_info *info, double flops);
/* The same with "gbps": info->bytes over the kernel time. */
mxArray *gw_info_struct_gbps (const gt_info *info, double flops);

/* An uninitialised ROWS x COLS result of class CLS (double or single),
   complex if CPLX.  Large ones come from __gputiled_alloc__ (an oct-file)
   so that Octave returns them without copying; small ones, or where that
   function is missing (another host of MEX files), from
   mxCreateUninitNumericMatrix. */
mxArray *gw_create_result (size_t rows, size_t cols, mxClassID cls, int cplx);

/* The same for ND dimensions DIMS, real: large ones from
   __gputiled_alloc__ and, beyond two dimensions, reshaped by Octave
   (which shares the data), so that Octave returns them without a copy. */
mxArray *gw_create_result_nd (mwSize nd, const mwSize *dims, mxClassID cls);

/* Y with dimensions DIMS (as many elements): Octave's reshape, which
   shares Y's data; Y is consumed. */
mxArray *gw_reshaped (mxArray *Y, mwSize nd, const mwSize *dims);

/* A complex ROWS x COLS result to be filled: *DATA gets room for its
   interleaved pairs.  Large ones are Octave arrays from
   __gputiled_alloc__, returned without a copy; small ones are built in
   our memory (gw_new_complex).  Once DATA is written, gw_complex_done
   gives the array to return, narrowed to real where every imaginary part
   is zero, as Octave does; on failure, gw_complex_discard frees both. */
mxArray *gw_complex_result (size_t rows, size_t cols, mxClassID cls,
                            gt_dtype t, void **data);
mxArray *gw_complex_done (mxArray *Y, gt_dtype t, void *data, size_t rows,
                          size_t cols);
void gw_complex_discard (mxArray *Y, void *data);

/* A complex result built in our own memory: Octave 7's
   mxCreateNumericMatrix (..., mxCOMPLEX) allocates half of an interleaved
   array, so gw_new_complex gives an empty complex array of class CLS and
   *DATA for 2 * N elements of T (mxMalloc); once DATA is written,
   gw_adopt_complex hands it to the array with dimensions DIMS (which
   narrows an all-real result to real, as Octave does).  On failure, free
   both: mxFree (data), mxDestroyArray (Y). */
mxArray *gw_new_complex (mxClassID cls, gt_dtype t, size_t n, void **data);
void gw_adopt_complex (mxArray *Y, gt_dtype t, void *data, mwSize nd,
                       const mwSize *dims);

#endif /* GW_H */
