/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * fft.cu - discrete Fourier transforms of device arrays (gt_dev_fft,
 * gputiled_device.h) on NVIDIA's cuFFT.
 *
 * Loading.  cuFFT is opened with dlopen at the first transform, as the
 * 'cublas' kernel opens cuBLAS (kernels/gemm_cublas.cu), never linked:
 * the package still needs only the driver to load, and everything but
 * the FFTs works where cuFFT is not installed.  GPUTILED_CUFFT names the
 * file (then it is the only one tried, so a test can make it missing);
 * otherwise the sonames of CUDA 13 and 12 (libcufft.so.12, .so.11), then
 * the unversioned name and the toolkit's usual place.  RTLD_LOCAL keeps
 * its symbols out of Octave's namespace.  Missing: GT_ERR_MISSING_LIBRARY
 * (gputiled:missingLibrary).  The 64-bit plan entry (cufftMakePlanMany64)
 * takes any size; without it, cufftMakePlanMany takes sizes below 2^31.
 *
 * Plans.  Making a plan costs far more than a transform of a small array,
 * so plans are kept per shape: per device, the GT_FFT_PLAN_SLOTS (16)
 * used last (a shape is the transform type, lengths, strides, distances
 * and batch),
 * the least recently used one destroyed for a new one.  A plan is made
 * without its own work area (cufftSetAutoAllocation 0): each transform
 * takes one from the engine's buffer cache for as long as it runs, on the
 * context's one stream, so kept plans hold no large memory.  The context's
 * teardown (gpu_reset, another primary device) destroys the device's plans
 * (gt_cufft_release_device, from context.cu).  A plan that cannot be made
 * for lack of memory is tried once more after the device's other plans
 * are destroyed.
 *
 * Layout.  Arrays are column-major: the transform runs along RANK
 * consecutive dimensions of an INNER x N x OUTER array.  Dimensions of
 * extent 1 are dropped, and the rest cut into groups of three at most
 * (one cuFFT plan each; fft.h).  A group is one plan of cuFFT's advanced
 * layout when INNER is 1 (contiguous transforms, batch OUTER, distance N)
 * or OUTER is 1 (stride INNER, distance 1, batch INNER: neighbouring
 * transforms are neighbours in memory, so cuFFT's accesses coalesce
 * across the batch).  With both above 1 (a transform along a middle
 * dimension) one plan cannot say it: either the stride-INNER plan runs
 * once per OUTER slice ("loop"), or a batched transpose
 * (kernels/fft_transpose.cu) first makes the array N x INNER x OUTER,
 * the transform runs contiguously there and a second transpose moves the
 * result back ("permute": two more passes over memory, three launches;
 * CuPy makes the same first copy, and returns its result as a strided
 * view instead of the second).  The loop is chosen when it has few slices
 * or each slice is large (launches are then cheap against the work),
 * else the permute: on an H200 one plan per slice of a 256^3 array took
 * 2.6 times the permute's time, 15 times at 64^3
 * (bench/gpuarray-fft-h200.md).  GPUTILED_FFT_LAYOUT ("loop",
 * "permute") forces either, "permute" also where OUTER is 1, to measure
 * them (bench/gpuarray_fft.m).
 *
 * Real input runs cuFFT's real-to-complex transform where the group is
 * contiguous: it computes half of the conjugate-symmetric result (along
 * N[0]) for about half the work and memory traffic of a complex one (on
 * an H200, 0.69-0.72 of CuPy's time, which makes the input complex),
 * written where the whole result goes; one pass (kernels/fft_finish.cu)
 * writes the other half from it, so the result is exactly conjugate
 * symmetric, as Octave's (FFTW's real transform, completed the same
 * way).  An inverse of real input is that pass too: conj (forward) / N.
 * Where the group is strided (OUTER 1: across the rows of a matrix), the
 * real transform was slow (a 4096^2 single: 1.43 times CuPy's time): the
 * input is made complex first and the complex plan runs in place; so it
 * is in the loop layout, whose slices need not start aligned as cuFFT's
 * real transforms want.  GPUTILED_FFT_REAL ("r2c", "c2c") forces either
 * everywhere, to measure them.  Inverse transforms of complex data are
 * cuFFT's unnormalised inverse, then one pass that divides by N, as
 * Octave's ifft does.
 *
 * The calls of gputiled_device.h come from one host thread; the mutex
 * guards the loading and the plan table all the same.
 */
#include <dlfcn.h>
#include <limits.h>
#include <string.h>

#include <mutex>

#include <cufft.h> /* types and constants only: nothing is linked */

#include "gputiled_device.h"
#include "engine.h"
#include "fft.h"
#include "host_device.h"
#include "libload.h"
#include "session.h"
#include "../kernels/gt_array_kernels.h"
#include "../kernels/gt_fft_kernels.h"

namespace {

/* ------------------------------------------------------------------ */
/* The library                                                          */

typedef cufftResult (*create_fn) (cufftHandle *);
typedef cufftResult (*destroy_fn) (cufftHandle);
typedef cufftResult (*stream_fn) (cufftHandle, cudaStream_t);
typedef cufftResult (*autoalloc_fn) (cufftHandle, int);
typedef cufftResult (*workarea_fn) (cufftHandle, void *);
typedef cufftResult (*make64_fn) (cufftHandle, int, long long *,
                                  long long *, long long, long long,
                                  long long *, long long, long long,
                                  cufftType, long long, size_t *);
typedef cufftResult (*make32_fn) (cufftHandle, int, int *, int *, int, int,
                                  int *, int, int, cufftType, int,
                                  size_t *);
typedef cufftResult (*c2c_fn) (cufftHandle, cufftComplex *, cufftComplex *,
                               int);
typedef cufftResult (*z2z_fn) (cufftHandle, cufftDoubleComplex *,
                               cufftDoubleComplex *, int);
typedef cufftResult (*r2c_fn) (cufftHandle, cufftReal *, cufftComplex *);
typedef cufftResult (*d2z_fn) (cufftHandle, cufftDoubleReal *,
                               cufftDoubleComplex *);

struct
{
  void *h;
  create_fn create;
  destroy_fn destroy;
  stream_fn set_stream;
  autoalloc_fn auto_alloc;
  workarea_fn work_area;
  make64_fn make64;
  make32_fn make32;
  c2c_fn c2c;
  z2z_fn z2z;
  r2c_fn r2c;
  d2z_fn d2z;
} lib;

std::mutex mu;

const char *result_name (cufftResult r)
{
  switch (r)
    {
    case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
    case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
    case CUFFT_ALLOC_FAILED: return "CUFFT_ALLOC_FAILED";
    case CUFFT_INVALID_TYPE: return "CUFFT_INVALID_TYPE";
    case CUFFT_INVALID_VALUE: return "CUFFT_INVALID_VALUE";
    case CUFFT_INTERNAL_ERROR: return "CUFFT_INTERNAL_ERROR";
    case CUFFT_EXEC_FAILED: return "CUFFT_EXEC_FAILED";
    case CUFFT_SETUP_FAILED: return "CUFFT_SETUP_FAILED";
    case CUFFT_INVALID_SIZE: return "CUFFT_INVALID_SIZE";
    case CUFFT_UNALIGNED_DATA: return "CUFFT_UNALIGNED_DATA";
    case CUFFT_INVALID_DEVICE: return "CUFFT_INVALID_DEVICE";
    case CUFFT_NO_WORKSPACE: return "CUFFT_NO_WORKSPACE";
    case CUFFT_NOT_IMPLEMENTED: return "CUFFT_NOT_IMPLEMENTED";
    case CUFFT_NOT_SUPPORTED: return "CUFFT_NOT_SUPPORTED";
    default: return "an unknown cuFFT status";
    }
}

gt_status fail_result (cufftResult r, const char *what)
{
  return gt_fail (r == CUFFT_ALLOC_FAILED ? GT_ERR_OUT_OF_MEMORY
                                          : GT_ERR_CUDA,
                  "%s failed: %s (%d)", what, result_name (r), (int) r);
}

void *sym (void *h, const char *name) { return dlsym (h, name); }

gt_status load_locked (void)
{
  static const char *names[] = { "libcufft.so.12", "libcufft.so.11",
                                 "libcufft.so",
                                 "/usr/local/cuda/lib64/libcufft.so.12",
                                 "/usr/local/cuda/lib64/libcufft.so.11",
                                 "/usr/local/cuda/lib64/libcufft.so" };
  const char *which = NULL;
  void *h = NULL;

  if (lib.h)
    return GT_OK;
  const gt_status st = gt_lib_open (
      gt_cfg ()->cufft, "GPUTILED_CUFFT",
      "NVIDIA's cuFFT library (libcufft)", names,
      sizeof names / sizeof names[0],
      "FFTs on the GPU need NVIDIA's cuFFT library (libcufft.so.12 or "
      "libcufft.so.11, part of the CUDA toolkit), which was not found; "
      "install it, or set GPUTILED_CUFFT to its path",
      &h, &which);
  if (st != GT_OK)
    return st;
  lib.create = (create_fn) sym (h, "cufftCreate");
  lib.destroy = (destroy_fn) sym (h, "cufftDestroy");
  lib.set_stream = (stream_fn) sym (h, "cufftSetStream");
  lib.auto_alloc = (autoalloc_fn) sym (h, "cufftSetAutoAllocation");
  lib.work_area = (workarea_fn) sym (h, "cufftSetWorkArea");
  lib.make64 = (make64_fn) sym (h, "cufftMakePlanMany64");
  lib.make32 = (make32_fn) sym (h, "cufftMakePlanMany");
  lib.c2c = (c2c_fn) sym (h, "cufftExecC2C");
  lib.z2z = (z2z_fn) sym (h, "cufftExecZ2Z");
  lib.r2c = (r2c_fn) sym (h, "cufftExecR2C");
  lib.d2z = (d2z_fn) sym (h, "cufftExecD2Z");
  if (!lib.create || !lib.destroy || !lib.set_stream || !lib.auto_alloc
      || !lib.work_area || (!lib.make64 && !lib.make32) || !lib.c2c
      || !lib.z2z || !lib.r2c || !lib.d2z)
    {
      dlclose (h);
      memset (&lib, 0, sizeof lib);
      return gt_fail (GT_ERR_MISSING_LIBRARY, "the cuFFT library found "
                      "(%s) lacks some of the functions gputiled needs "
                      "(cufftCreate, cufftMakePlanMany, cufftSetWorkArea, "
                      "cufftExec...): it is too old", which);
    }
  lib.h = h;
  return GT_OK;
}

gt_status load (void)
{
  std::lock_guard<std::mutex> lock (mu);
  return load_locked ();
}

/* ------------------------------------------------------------------ */
/* Plans                                                                */

/* A plan's shape, in cuFFT's terms (N slowest dimension first), and the
   plans kept for a device: its part of the session (session.h). */
typedef gt_sess_fft_key Key;
typedef gt_sess_fft_plan Plan;
typedef gt_sess_fft DevPlans;

DevPlans &plans_of (int dev) { return gt_device_state (dev).fft; }

void destroy (Plan &p)
{
  if (p.live && lib.destroy)
    lib.destroy (p.h);
  p.live = false;
}

void destroy_all (int dev)
{
  for (Plan &p : plans_of (dev).p)
    destroy (p);
}

/* Make the plan K on a new handle *H (its work area left to us). */
cufftResult make (const Key &k, cufftHandle *h, size_t *work)
{
  cufftResult r = lib.create (h);
  if (r != CUFFT_SUCCESS)
    return r;
  if ((r = lib.auto_alloc (*h, 0)) == CUFFT_SUCCESS)
    {
      long long n[3] = { k.n[0], k.n[1], k.n[2] };
      long long ne[3] = { k.n[0], k.n[1], k.n[2] };
      if (lib.make64)
        r = lib.make64 (*h, k.rank, n, n, k.istride, k.idist, ne,
                        k.ostride, k.odist, k.type, k.batch, work);
      else
        {
          int ni[3], bad = 0;
          for (int j = 0; j < 3; j++)
            {
              bad |= n[j] > INT_MAX;
              ni[j] = (int) n[j];
            }
          bad |= k.istride > INT_MAX || k.idist > INT_MAX
                 || k.ostride > INT_MAX || k.odist > INT_MAX
                 || k.batch > INT_MAX;
          r = bad ? CUFFT_INVALID_SIZE
                  : lib.make32 (*h, k.rank, ni, ni, (int) k.istride,
                                (int) k.idist, ni, (int) k.ostride,
                                (int) k.odist, k.type, (int) k.batch,
                                work);
        }
    }
  if (r != CUFFT_SUCCESS)
    lib.destroy (*h);
  return r;
}

/* The plan K on device DEV: a kept one, or a new one in the least
   recently used slot. */
gt_status get_plan (int dev, const Key &k, Plan **out)
{
  std::lock_guard<std::mutex> lock (mu);
  DevPlans &D = plans_of (dev);
  Plan *slot = NULL;
  for (Plan &p : D.p)
    {
      if (p.live && p.key == k)
        {
          p.used = ++D.clock;
          *out = &p;
          return GT_OK;
        }
      if (!slot || (slot->live && (!p.live || p.used < slot->used)))
        slot = &p;
    }
  destroy (*slot);
  cufftHandle h;
  size_t work = 0;
  cufftResult r = make (k, &h, &work);
  if (r == CUFFT_ALLOC_FAILED)
    {
      /* The device's other plans hold memory too. */
      destroy_all (dev);
      r = make (k, &h, &work);
    }
  if (r != CUFFT_SUCCESS)
    {
      if (r == CUFFT_INVALID_SIZE && !lib.make64)
        return gt_fail (GT_ERR_NOT_SUPPORTED, "this cuFFT has no 64-bit "
                        "plans: transforms of 2^31 elements or more need "
                        "CUDA 12 or later");
      return fail_result (r, "making a cuFFT plan");
    }
  slot->key = k;
  slot->h = h;
  slot->work = work;
  slot->live = true;
  slot->used = ++D.clock;
  *out = slot;
  return GT_OK;
}

/* ------------------------------------------------------------------ */
/* Transforms                                                           */

bool is_double (gt_etype t) { return t == GT_E_F64 || t == GT_E_C128; }
bool is_complex (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }

/* The plan for transforms of layout S (RANK lengths N, slowest last in
   ours, first in cuFFT's) with these strides, distances and batch. */
Key key_of (gt_etype tx, const gt_fft_shape &s, long long stride,
            long long dist, long long batch)
{
  Key k;
  memset (&k, 0, sizeof k);
  k.type = is_complex (tx) ? (is_double (tx) ? CUFFT_Z2Z : CUFFT_C2C)
                           : (is_double (tx) ? CUFFT_D2Z : CUFFT_R2C);
  k.rank = s.rank;
  for (int j = 0; j < 3; j++)
    k.n[j] = j < s.rank ? (long long) s.n[s.rank - 1 - j] : 1;
  k.istride = k.ostride = stride;
  k.idist = k.odist = dist;
  k.batch = batch;
  return k;
}

/* A work area for plan P from the cache (NULL when it needs none). */
gt_status work_for (const Plan *p, void **w)
{
  *w = NULL;
  if (!p->work)
    return GT_OK;
  gt_status st = gt_dev_get (w, p->work, "cuFFT's work area");
  if (st == GT_OK)
    {
      const cufftResult r = lib.work_area (p->h, *w);
      if (r != CUFFT_SUCCESS)
        {
          gt_dev_put (*w);
          *w = NULL;
          st = fail_result (r, "cufftSetWorkArea");
        }
    }
  return st;
}

/* One execution of plan P on the stream: IN (type of the key) to OUT. */
gt_status exec (const gt_ctx_handle &h, const Plan *p, int inverse,
                const void *in, void *out)
{
  cufftResult r = lib.set_stream (p->h, h.stream);
  const int dir = inverse ? CUFFT_INVERSE : CUFFT_FORWARD;
  void *x = (void *) in; /* cuFFT's signatures are not const; an
                            out-of-place C2C or R2C leaves its input */
  if (r == CUFFT_SUCCESS)
    switch (p->key.type)
      {
      case CUFFT_Z2Z:
        r = lib.z2z (p->h, (cufftDoubleComplex *) x,
                     (cufftDoubleComplex *) out, dir);
        break;
      case CUFFT_C2C:
        r = lib.c2c (p->h, (cufftComplex *) x, (cufftComplex *) out, dir);
        break;
      case CUFFT_D2Z:
        r = lib.d2z (p->h, (cufftDoubleReal *) x,
                     (cufftDoubleComplex *) out);
        break;
      default:
        r = lib.r2c (p->h, (cufftReal *) x, (cufftComplex *) out);
        break;
      }
  if (r != CUFFT_SUCCESS)
    {
      (void) cudaGetLastError ();
      return fail_result (r, "a cuFFT transform");
    }
  const cudaError_t e = gt_launch_error (h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "a cuFFT transform");
}

gt_status launched (gt_status st, const gt_ctx_handle &h, const char *what)
{
  if (st != GT_OK)
    return st;
  const cudaError_t e = gt_launch_error (h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* What follows the transforms of layout S in Y: the Hermitian completion
   of real input (REAL), the division of an inverse. */
gt_status finish (const gt_ctx_handle &h, gt_etype ty, bool real,
                  int inverse, const gt_fft_shape &s, void *y)
{
  const double div = (double) (s.n[0] * s.n[1] * s.n[2]);
  if (real)
    return launched (gt_launch_fft_hermitian (ty, y, &s, inverse, div,
                                              h.stream),
                     h, "the FFT's Hermitian completion");
  if (!inverse)
    return GT_OK;
  return launched (gt_launch_fft_scale (ty, y, s.inner * s.n[0] * s.n[1]
                                                   * s.n[2] * s.outer,
                                        div, h.stream),
                   h, "the inverse FFT's scaling");
}

/* One plan for all of S (INNER or OUTER is 1): X (TX) to Y. */
gt_status direct (const gt_ctx_handle &h, gt_etype tx, gt_etype ty,
                  int inverse, const gt_fft_shape &s, const void *x,
                  void *y)
{
  const long long b = (long long) (s.n[0] * s.n[1] * s.n[2]);
  const Key k = s.inner == 1
                    ? key_of (tx, s, 1, b, (long long) s.outer)
                    : key_of (tx, s, (long long) s.inner, 1,
                              (long long) s.inner);
  Plan *p;
  void *w;
  gt_status st;
  if ((st = get_plan (h.device, k, &p)) != GT_OK
      || (st = work_for (p, &w)) != GT_OK)
    return st;
  st = exec (h, p, inverse, x, y);
  gt_dev_put (w);
  if (st != GT_OK)
    return st;
  return finish (h, ty, !is_complex (tx), inverse, s, y);
}

/* S one OUTER slice at a time (stride INNER, batch INNER), complex: X
   (complex, or real converted into Y first) to Y. */
gt_status looped (const gt_ctx_handle &h, gt_etype tx, gt_etype ty,
                  int inverse, const gt_fft_shape &s, const void *x,
                  void *y)
{
  const size_t b = s.n[0] * s.n[1] * s.n[2], slice = s.inner * b;
  const size_t es = gt_etype_size (ty);
  gt_status st;
  if (!is_complex (tx))
    {
      st = launched (gt_launch_convert (tx, x, ty, y, slice * s.outer, NULL,
                                        h.stream),
                     h, "converting to complex");
      if (st != GT_OK)
        return st;
      x = y;
    }
  const Key k = key_of (ty, s, (long long) s.inner, 1, (long long) s.inner);
  Plan *p;
  void *w;
  if ((st = get_plan (h.device, k, &p)) != GT_OK
      || (st = work_for (p, &w)) != GT_OK)
    return st;
  for (size_t o = 0; o < s.outer && st == GT_OK; o++)
    st = exec (h, p, inverse, (const char *) x + o * slice * es,
               (char *) y + o * slice * es);
  gt_dev_put (w);
  if (st != GT_OK)
    return st;
  return finish (h, ty, false, inverse, s, y);
}

/* Elements of E bytes of X, INNER x B x OUTER, moved into Y as B x INNER
   x OUTER (FORWARD), or back (not FORWARD: X is B x INNER x OUTER, Y
   INNER x B x OUTER): one batched transpose. */
gt_status permute (const gt_ctx_handle &h, size_t es, const void *x,
                   void *y, size_t inner, size_t b, size_t outer,
                   bool forward)
{
  return launched (gt_launch_fft_transpose (es, x, y, forward ? inner : b,
                                            forward ? b : inner, outer,
                                            h.stream),
                   h, "moving the FFT's dimension");
}

/* S through a contiguous copy: X transposed into T1 (B x INNER x
   OUTER), transformed there (real: into T2), transposed back into Y. */
gt_status permuted (const gt_ctx_handle &h, gt_etype tx, gt_etype ty,
                    int inverse, const gt_fft_shape &s, const void *x,
                    void *y)
{
  const size_t b = s.n[0] * s.n[1] * s.n[2];
  const size_t all = s.inner * b * s.outer;
  const size_t ex = gt_etype_size (tx), ey = gt_etype_size (ty);
  const bool real = !is_complex (tx);
  void *t1 = NULL, *t2 = NULL;
  gt_fft_shape c = s;
  c.inner = 1;
  c.outer = s.inner * s.outer;
  gt_status st;
  if ((st = gt_dev_get (&t1, all * ex, "the FFT's reordered copy"))
          == GT_OK
      && (!real || (st = gt_dev_get (&t2, all * ey, "the FFT's reordered "
                                     "result")) == GT_OK)
      && (st = permute (h, ex, x, t1, s.inner, b, s.outer, true)) == GT_OK
      && (st = direct (h, tx, ty, inverse, c, t1, real ? t2 : t1))
             == GT_OK)
    st = permute (h, ey, real ? t2 : t1, y, s.inner, b, s.outer, false);
  gt_dev_put (t1);
  gt_dev_put (t2);
  return st;
}

/* How a group runs (the layouts of the file's comment). */
enum Way { CONTIGUOUS, STRIDED, LOOP, PERMUTE };

Way way_of (const gt_fft_shape &s)
{
  const int forced = gt_cfg ()->fft_layout;
  if (s.inner == 1)
    return CONTIGUOUS;
  if (forced == 2)
    return PERMUTE;
  if (s.outer == 1)
    return STRIDED;
  if (forced == 1)
    return LOOP;
  /* the loop: few slices, or large ones */
  const size_t slice = s.inner * s.n[0] * s.n[1] * s.n[2];
  return s.outer <= 4 || slice >= ((size_t) 1 << 20) ? LOOP : PERMUTE;
}

/* Real input as complex in Y first: where the plan's accesses are
   strided (GPUTILED_FFT_REAL says otherwise: "r2c" never, "c2c" always). */
bool complex_first (gt_etype tx, Way w)
{
  const int forced = gt_cfg ()->fft_real;
  if (is_complex (tx) || forced == 1)
    return false;
  return forced == 2 || w == STRIDED;
}

gt_status transform (const gt_ctx_handle &h, gt_etype tx, gt_etype ty,
                     int inverse, const gt_fft_shape &s, const void *x,
                     void *y)
{
  const Way w = way_of (s);
  if (complex_first (tx, w))
    {
      const size_t all = s.inner * s.n[0] * s.n[1] * s.n[2] * s.outer;
      const gt_status st = launched (gt_launch_convert (tx, x, ty, y, all,
                                                        NULL, h.stream),
                                     h, "converting to complex");
      if (st != GT_OK)
        return st;
      tx = ty;
      x = y;
    }
  switch (w)
    {
    case LOOP:
      return looped (h, tx, ty, inverse, s, x, y);
    case PERMUTE:
      return permuted (h, tx, ty, inverse, s, x, y);
    default:
      return direct (h, tx, ty, inverse, s, x, y);
    }
}

/* The arguments, for both backends; *TOTAL the elements. */
gt_status check (gt_etype tx, int rank, const size_t *n, size_t inner,
                 size_t outer, const void *x, void *y, size_t *total)
{
  if (tx != GT_E_F64 && tx != GT_E_F32 && tx != GT_E_C128 && tx != GT_E_C64)
    return gt_fail (GT_ERR_INVALID_ARG, "an FFT of element type %d (double "
                    "or single, real or complex)", (int) tx);
  if (rank < 1 || rank > GT_MAXDIMS || !n)
    return gt_fail (GT_ERR_INVALID_ARG, "an FFT along %d dimensions (1 to %d)",
                    rank, GT_MAXDIMS);
  size_t t = inner, b = 1;
  if (!gt_mul_size (inner, outer, 1, &t))
    return gt_fail (GT_ERR_INVALID_ARG, "an FFT of an array whose size overflows");
  for (int j = 0; j < rank; j++)
    if (!gt_mul_size (t, n[j], 1, &t) || !gt_mul_size (b, n[j], 1, &b))
      return gt_fail (GT_ERR_INVALID_ARG, "an FFT of an array whose size overflows");
  if (t > ((size_t) 1 << 60) / 16)
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "an array of that size does not fit "
                    "in memory");
  *total = t;
  if (t && (!x || !y))
    return gt_fail (GT_ERR_INVALID_ARG, "an FFT of a null array");
  if (t && x == y && !is_complex (tx))
    return gt_fail (GT_ERR_INVALID_ARG, "an FFT of real data cannot be in "
                    "place");
  return GT_OK;
}

} // namespace

void gt_cufft_release_device (int dev)
{
  if (dev < 0 || dev >= GT_DEVICE_SLOTS)
    return;
  std::lock_guard<std::mutex> lock (mu);
  destroy_all (dev);
  plans_of (dev).clock = 0;
}

int gt_dev_fft_plans (void)
{
  std::lock_guard<std::mutex> lock (mu);
  int c = 0;
  for (int d = 0; d < GT_DEVICE_SLOTS; d++)
    for (const Plan &p : plans_of (d).p)
      c += p.live;
  return c;
}

gt_status gt_dev_fft (gt_etype tx, int inverse, int rank, const size_t *n,
                      size_t inner, size_t outer, const void *x, void *y)
{
  size_t total = 0;
  gt_ctx_handle h;
  double init_ms;
  gt_status st;

  gt_clear_error ();
  if ((st = check (tx, rank, n, inner, outer, x, y, &total)) != GT_OK)
    return st;
  if (gt_dev_host_backend ())
    return total ? gt_host_fft (tx, inverse, rank, n, inner, outer, x, y)
                 : GT_OK;
  if (total == 0)
    return GT_OK;
  if ((st = gt_ctx_get (-1, &h, &init_ms)) != GT_OK)
    return st;
  const gt_etype ty = is_double (tx) ? GT_E_C128 : GT_E_C64;
  gt_fft_steps steps;
  gt_fft_steps_of (rank, n, inner, outer, &steps);
  if (steps.count == 0)
    {
      /* Every extent 1: the identity (and a division by 1). */
      if (!is_complex (tx))
        return launched (gt_launch_convert (tx, x, ty, y, total, NULL,
                                            h.stream),
                         h, "converting to complex");
      if (x == y)
        return GT_OK;
      const cudaError_t e = cudaMemcpyAsync (y, x, total * gt_etype_size (ty),
                                             cudaMemcpyDeviceToDevice,
                                             h.stream);
      return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "copying an array");
    }
  if ((st = load ()) != GT_OK)
    return st;
  for (int g = 0; g < steps.count && st == GT_OK; g++)
    st = transform (h, g ? ty : tx, ty, inverse, steps.step[g], g ? y : x,
                    y);
  return st;
}
