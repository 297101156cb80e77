/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * session.h - the session object: everything the engine keeps between
 * calls, in one place.  For the process: the primary device and the
 * resident arrays (their table, the generation, the random generator's
 * state).  For each device a call has used: its context (streams, events,
 * and its facts, read once in the kernel layer's cache, device_facts.cu),
 * buffer cache, pinned staging pool, staging events, cuFFT plans, cuSOLVER
 * handle and peer links.
 *
 * Who does what:
 *   - The storage is context.cu's (the bottom of the engine); every
 *     engine file reaches it through gt_session () for the whole,
 *     gt_device_state (d) for device d's part, gt_here () for the device
 *     the calling thread works for (gt_ctx_current).
 *   - Each subsystem reads and writes only its own member, and creates
 *     it on first use: the context (ctx), memory.cu (cache, pool),
 *     stage.cu (stage_events), fft.cu (fft), cusolver.cu (solver),
 *     multi.cu (peer), arrays.cu (arrays).
 *   - Its end is session.cu's, in one place: each device's members
 *     released by their subsystems, then its context; then the
 *     process-wide parts.
 * What is not here: the device facts (the kernel layer's, below the
 * engine), each kernel's one-time preparation (its launcher's), cuBLAS's
 * handles (the cuBLAS launcher's, kernels/gemm_cublas.cu, released by
 * session.cu through gt_cublas_release_device) and the host copy threads
 * (hostcopy.c, process-wide, device-free).  Internal to the CUDA side of
 * the core.
 */
#ifndef GT_SESSION_H
#define GT_SESSION_H

#include <cuda_runtime.h>
#include <cufft.h>      /* types only: the libraries are loaded at run time */
#include <cusolverDn.h>

#include <unordered_map>
#include <vector>

#include "engine.h"
#include "gputiled_device.h"

/* The context (context.cu): streams and events, created once. */
struct gt_sess_ctx
{
  int ready;
  cudaStream_t stream;          /* kernels (and everything else)       */
  cudaStream_t s_in, s_out;     /* the product pipeline's copies        */
  cudaStream_t s_comp2;         /* its second stream of kernels         */
  cudaEvent_t ev[EV_N];
  const gt_device_facts *facts; /* the kernel layer's one cache         */
};

/* The device buffer cache (memory.cu). */
struct gt_sess_block
{
  void *p;
  size_t bytes;
  bool used;
  unsigned long stamp; /* last release, for least-recently-used trimming */
};
struct gt_sess_cache
{
  std::vector<gt_sess_block> blocks;
  size_t bytes_used, bytes_idle, limit;
  unsigned long clock_ticks;
};

/* The pinned staging pool (memory.cu): ring r's slot i is
   slot[r * GT_RING_SLOTS + i]. */
struct gt_sess_pool
{
  int ready;      /* 1: slots usable; -1: pinned memory unavailable */
  size_t bytes;   /* per slot */
  void *slot[GT_NRINGS * GT_RING_SLOTS];
  cudaEvent_t done[GT_NRINGS * GT_RING_SLOTS]; /* the last DMA on the slot */
};

/* The cuFFT plans (fft.cu), least recently used replaced. */
struct gt_sess_fft_key
{
  cufftType type;
  int rank;
  long long n[3];
  long long istride, idist, ostride, odist, batch;
  bool operator== (const gt_sess_fft_key &o) const
  {
    return type == o.type && rank == o.rank && n[0] == o.n[0]
           && n[1] == o.n[1] && n[2] == o.n[2] && istride == o.istride
           && idist == o.idist && ostride == o.ostride && odist == o.odist
           && batch == o.batch;
  }
};
struct gt_sess_fft_plan
{
  gt_sess_fft_key key;
  cufftHandle h;
  size_t work;          /* bytes of work area an execution needs */
  unsigned long long used;
  bool live;
};
enum { GT_FFT_PLAN_SLOTS = 16 };
struct gt_sess_fft
{
  gt_sess_fft_plan p[GT_FFT_PLAN_SLOTS];
  unsigned long long clock;
};

/* The cuSOLVER handle (cusolver.cu). */
struct gt_sess_solver
{
  cusolverDnHandle_t h;
  cusolverDnParams_t params;
  int *dinfo; /* cuSOLVER's INFO, on the device */
};

/* One device's part. */
struct gt_sess_device
{
  gt_sess_ctx ctx;
  gt_sess_cache cache;
  gt_sess_pool pool;
  std::vector<cudaEvent_t> stage_events; /* stage.cu, reused, grown */
  gt_sess_fft fft;
  gt_sess_solver solver;
  signed char peer[GT_DEVICE_SLOTS]; /* multi.cu: 1 on, -1 refused */
};

/* The resident arrays (arrays.cu), on the primary device (or the host,
   under the test-only host backend). */
struct gt_sess_buffer
{
  void *p;
  size_t bytes;
  int refs;
};
struct gt_sess_entry
{
  gt_arr a;
  gt_sess_buffer *buf;
};
struct gt_sess_arrays
{
  std::unordered_map<gt_arr_id, gt_sess_entry> table;
  gt_arr_id next_id = 1;
  gt_arr_id first_live = 1;   /* ids below it were dropped by a reset */
  size_t live_bytes = 0;
  unsigned long long generation = 1; /* moves on when resident memory goes */
  unsigned long long rng_seed = 0x5eed, rng_offset = 0;
};

struct gt_session_state
{
  int primary = -1; /* the device of single-device calls; -1: none yet */
  gt_sess_device dev[GT_DEVICE_SLOTS];
  gt_sess_arrays arrays;
};

/* The one session; its storage is context.cu's.  Reached through the
   accessors below, inline: the buffer cache and the arrays' table read
   it on every call. */
extern gt_session_state gt_session_storage;

inline gt_session_state &gt_session (void) { return gt_session_storage; }

/* Device D's part (0 <= D < GT_DEVICE_SLOTS). */
inline gt_sess_device &gt_device_state (int d)
{
  return gt_session_storage.dev[d];
}

/* The part of the device the calling thread works for. */
inline gt_sess_device &gt_here (void)
{
  return gt_session_storage.dev[gt_ctx_current ()];
}

#endif /* GT_SESSION_H */
