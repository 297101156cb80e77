/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * arrays.cu - resident arrays (gputiled_device.h): the table of device
 * buffers behind gpuArray, the moves between host and device, and the
 * device calls of the array kernels (kernels/gt_array_kernels.h).
 *
 * Everything runs on the context's one stream, in order, without waiting,
 * except where a result must reach the host (a download, a domain flag, the
 * count of a find).  Buffers come from the engine's cache (memory.cu), so a
 * chain of operations allocates nothing in the steady state; a buffer goes
 * back to the cache when the last array on it is released, and later work
 * on the stream may reuse it: stream order makes that safe.
 *
 * While the test-only host backend is on (GT_TEST_HOST_DEVICE), the table
 * is the same but its buffers are host memory and every call goes to
 * host_device.cu.  The generation (gt_dev_generation) moves on at every
 * reset that empties the table, in either backend.
 */
#include <string.h>

#include <unordered_map>

#include "gputiled_device.h"
#include "engine.h"
#include "host_device.h"
#include "session.h"
#include "stage.h"
#include "../kernels/gt_array_kernels.h"

namespace {

/* The table of resident arrays, the generation (gt_dev_generation) and
   the generator's state (gt_dev_random): the session's (session.h). */
typedef gt_sess_buffer Buffer;
typedef gt_sess_entry Entry;

gt_sess_arrays &A () { return gt_session ().arrays; }

gt_status ctx (gt_ctx_handle *h)
{
  double init_ms;
  return gt_ctx_get (-1, h, &init_ms);
}

/* The launch just made on the stream, as a status. */
gt_status launched (gt_status st, cudaStream_t s, const char *what)
{
  cudaError_t e;
  if (st != GT_OK)
    return st;
  e = gt_launch_error (s);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, what);
}

/* A zeroed device int for a kernel to raise, and reading it back. */
struct Flag
{
  int *d = nullptr;
  int *host = nullptr;
  gt_status open (cudaStream_t s)
  {
    gt_status st;
    if (!host)
      return GT_OK;
    if ((st = gt_dev_get ((void **) &d, sizeof (int), "a flag")) != GT_OK)
      return st;
    const cudaError_t e = cudaMemsetAsync (d, 0, sizeof (int), s);
    return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "clearing a flag");
  }
  gt_status read (gt_status st, cudaStream_t s)
  {
    if (st == GT_OK && host)
      {
        cudaError_t e = cudaMemcpyAsync (host, d, sizeof (int),
                                         cudaMemcpyDeviceToHost, s);
        if (e == cudaSuccess)
          e = cudaStreamSynchronize (s);
        if (e != cudaSuccess)
          st = gt_cuda_fail (e, "reading a flag");
      }
    return st;
  }
  Flag (int *h) : host (h) {}
  ~Flag () { gt_dev_put (d); }
};

/* One launch on the context's stream, checked: F (stream) enqueues it. */
template <typename F> gt_status on_stream (const char *what, F f)
{
  gt_ctx_handle h;
  gt_status st;
  gt_clear_error ();
  if ((st = ctx (&h)) != GT_OK)
    return st;
  return launched (f (h.stream), h.stream, what);
}

/* The same with a device flag that F's kernel may raise, read back into
   *HOST (when HOST is NULL: no flag, no wait). */
template <typename F>
gt_status on_stream_flag (const char *what, int *host, F f)
{
  gt_ctx_handle h;
  Flag fl (host);
  gt_status st;
  gt_clear_error ();
  if ((st = ctx (&h)) != GT_OK || (st = fl.open (h.stream)) != GT_OK)
    return st;
  return fl.read (launched (f (h.stream, fl.d), h.stream, what), h.stream);
}

/* A buffer for the table, and back (host memory under the host backend). */
gt_status buf_get (void **p, size_t bytes, const char *what)
{
  return gt_dev_host_backend () ? gt_host_alloc (p, bytes, 0, what)
                                : gt_dev_get (p, bytes, what);
}

void buf_put (void *p)
{
  if (gt_dev_host_backend ())
    gt_host_free (p, 0);
  else
    gt_dev_put (p);
}

/* Forget every array (their buffers are freed by the caller). */
void drop_table (void)
{
  for (auto &kv : A ().table)
    if (--kv.second.buf->refs == 0)
      delete kv.second.buf;
  A ().table.clear ();
  A ().first_live = A ().next_id;
  A ().live_bytes = 0;
}

size_t numel_of (int ndims, const size_t *dims, bool *overflow)
{
  size_t n = 1;
  *overflow = false;
  for (int i = 0; i < ndims; i++)
    {
      if (dims[i] && n > (size_t) -1 / dims[i])
        *overflow = true;
      n *= dims[i];
    }
  return n;
}

gt_status check_dims (gt_etype t, int ndims, const size_t *dims, size_t *n)
{
  bool over;
  if ((unsigned) t >= GT_E_NTYPES)
    return gt_fail (GT_ERR_INVALID_ARG, "unknown element type %d", (int) t);
  if (ndims < 2 || ndims > GT_MAXDIMS || !dims)
    return gt_fail (GT_ERR_NOT_SUPPORTED, "arrays have 2 to %d dimensions",
                    GT_MAXDIMS);
  *n = numel_of (ndims, dims, &over);
  if (over || *n > ((size_t) 1 << 60) / gt_etype_size (t))
    return gt_fail (GT_ERR_OUT_OF_MEMORY, "an array of that size does not "
                    "fit in memory");
  return GT_OK;
}

Entry *find (gt_arr_id id)
{
  auto it = A ().table.find (id);
  return it == A ().table.end () ? nullptr : &it->second;
}

gt_status insert (const gt_arr &a, Buffer *b, gt_arr_id *id, gt_arr *out)
{
  Entry e;
  e.a = a;
  e.buf = b;
  b->refs++;
  *id = A ().next_id++;
  A ().table.emplace (*id, e);
  if (out)
    *out = a;
  return GT_OK;
}

/* Copies between host and device through the staging rings. */
class Move : public Stager
{
public:
  Move (const gt_ctx_handle &h, const Region &r_)
    : Stager (h.stream, h.stream, h.stream), r (r_)
  {
  }

protected:
  bool launch (size_t, cudaStream_t, Region *out) override
  {
    *out = r;
    return true;
  }

private:
  Region r;
};

/* Below this a move is one cudaMemcpyAsync: staging costs more than it
   saves. */
const size_t SMALL_MOVE = (size_t) 1 << 20;

gt_status move (void *dev, const void *host, size_t bytes, bool up)
{
  gt_ctx_handle h;
  gt_status st;
  cudaError_t e;

  gt_clear_error ();
  if (bytes == 0)
    return GT_OK;
  if (!dev || !host)
    return gt_fail (GT_ERR_INVALID_ARG, "a null pointer");
  if ((st = ctx (&h)) != GT_OK)
    return st;
  if (bytes < SMALL_MOVE || !gt_stage_ready ())
    {
      e = up ? cudaMemcpyAsync (dev, host, bytes, cudaMemcpyHostToDevice,
                                h.stream)
             : cudaMemcpyAsync ((void *) host, dev, bytes,
                                cudaMemcpyDeviceToHost, h.stream);
      if (e == cudaSuccess && !up)
        e = cudaStreamSynchronize (h.stream);
      return e == cudaSuccess
                 ? GT_OK
                 : gt_cuda_fail (e, up ? "uploading an array"
                                       : "downloading an array");
    }
  const Region r = { (char *) host, bytes, (char *) dev, bytes, bytes, 1 };
  Move m (h, up ? Region{ nullptr, 0, nullptr, 0, 0, 0 } : r);
  if (up)
    m.add_upload (r);
  else
    m.add_launch ();
  if (!m.drive ())
    {
      m.quiesce ();
      return m.st;
    }
  return GT_OK;
}

} // namespace

/* Called by the context when it goes (reset, another device): its buffers
   go with the cache, so the table only forgets them.  Under the host
   backend the table holds none of the context's. */
void gt_arrays_drop (void)
{
  if (gt_dev_host_backend ())
    return;
  drop_table ();
  gt_dev_live_clear ();
  A ().generation++;
}

/* A reset under the host backend: every buffer it holds goes. */
void gt_arrays_host_reset (void)
{
  drop_table ();
  gt_host_free_all ();
  A ().generation++;
}

void gt_dev_new_generation (void) { A ().generation++; }

unsigned long long gt_dev_generation (void) { return A ().generation; }

gt_status gt_arr_new (gt_etype t, int ndims, const size_t *dims,
                      gt_arr_id *id, gt_arr *out)
{
  gt_ctx_handle h;
  gt_arr a;
  size_t n = 0;
  void *p = NULL;
  gt_status st;

  gt_clear_error ();
  if ((st = check_dims (t, ndims, dims, &n)) != GT_OK
      || (!gt_dev_host_backend () && (st = ctx (&h)) != GT_OK))
    return st;
  const size_t bytes = n * gt_etype_size (t);
  if (bytes && (st = buf_get (&p, bytes, "the array")) != GT_OK)
    return st;
  memset (&a, 0, sizeof a);
  a.type = t, a.ndims = ndims, a.numel = n, a.data = p;
  memcpy (a.dims, dims, ndims * sizeof *dims);
  Buffer *b = new Buffer{ p, bytes, 0 };
  A ().live_bytes += bytes;
  return insert (a, b, id, out);
}

gt_status gt_arr_alias (gt_arr_id src, int ndims, const size_t *dims,
                        gt_arr_id *id, gt_arr *out)
{
  gt_arr s, a;
  size_t n = 0;
  gt_status st;

  if ((st = gt_arr_get (src, &s)) != GT_OK
      || (st = check_dims (s.type, ndims, dims, &n)) != GT_OK)
    return st;
  if (n != s.numel)
    return gt_fail (GT_ERR_INVALID_ARG, "reshape keeps the number of "
                    "elements (%zu, not %zu)", s.numel, n);
  a = s;
  a.ndims = ndims;
  memset (a.dims, 0, sizeof a.dims);
  memcpy (a.dims, dims, ndims * sizeof *dims);
  return insert (a, find (src)->buf, id, out);
}

gt_status gt_arr_get (gt_arr_id id, gt_arr *a)
{
  gt_clear_error ();
  const Entry *e = find (id);
  if (e)
    {
      *a = e->a;
      return GT_OK;
    }
  if (id && id < A ().first_live)
    return gt_fail (GT_ERR_STALE, "the array was released by gpu_reset "
                    "(or a change of device): make it again");
  return gt_fail (GT_ERR_INVALID_ARG, "not a live array (id %llu)", id);
}

void gt_arr_release (gt_arr_id id)
{
  auto it = A ().table.find (id);
  if (it == A ().table.end ())
    return;
  Buffer *b = it->second.buf;
  A ().table.erase (it);
  if (--b->refs == 0)
    {
      A ().live_bytes -= b->bytes;
      buf_put (b->p);
      delete b;
    }
}

void gt_arr_stats (size_t *count, size_t *bytes)
{
  if (count)
    *count = A ().table.size ();
  if (bytes)
    *bytes = A ().live_bytes;
}

gt_status gt_dev_upload (void *dev, const void *host, size_t bytes)
{
  if (gt_dev_host_backend ())
    return gt_host_move (dev, host, bytes, "uploading an array");
  return move (dev, host, bytes, true);
}

gt_status gt_dev_download (void *host, const void *dev, size_t bytes)
{
  if (gt_dev_host_backend ())
    return gt_host_move (host, dev, bytes, "downloading an array");
  return move ((void *) dev, host, bytes, false);
}

gt_status gt_dev_copy (void *dst, const void *src, size_t bytes)
{
  gt_ctx_handle h;
  gt_status st;
  if (gt_dev_host_backend ())
    return gt_host_move (dst, src, bytes, "copying an array");
  gt_clear_error ();
  if (bytes == 0)
    return GT_OK;
  if ((st = ctx (&h)) != GT_OK)
    return st;
  const cudaError_t e = cudaMemcpyAsync (dst, src, bytes,
                                         cudaMemcpyDeviceToDevice, h.stream);
  return e == cudaSuccess ? GT_OK : gt_cuda_fail (e, "copying an array");
}

gt_status gt_dev_unary (gt_unop op, gt_etype tx, const void *x, gt_etype ty,
                        void *y, size_t n, int *domain)
{
  if (gt_dev_host_backend ())
    return gt_host_unary (op, tx, x, ty, y, n, domain);
  return on_stream_flag ("an elementwise function", domain,
                         [&] (cudaStream_t s, int *d) {
                           return gt_launch_unary (op, tx, x, ty, y, n, d, s);
                         });
}

gt_status gt_dev_binary (gt_binop op, const gt_operand *a,
                         const gt_operand *b, gt_etype ty, void *y,
                         const gt_bcast *bc, int *domain)
{
  if (gt_dev_host_backend ())
    return gt_host_binary (op, a, b, ty, y, bc, domain);
  return on_stream_flag ("an elementwise operator", domain,
                         [&] (cudaStream_t s, int *d) {
                           return gt_launch_binary (op, a, b, ty, y, bc, d, s);
                         });
}

gt_status gt_dev_convert (gt_etype tx, const void *x, gt_etype ty, void *y,
                          size_t n, int *nan_seen)
{
  if (gt_dev_host_backend ())
    return gt_host_convert (tx, x, ty, y, n, nan_seen);
  return on_stream_flag ("a conversion", nan_seen,
                         [&] (cudaStream_t s, int *d) {
                           return gt_launch_convert (tx, x, ty, y, n, d, s);
                         });
}

gt_status gt_dev_fill (gt_etype t, void *y, size_t n, double re, double im)
{
  if (gt_dev_host_backend ())
    return gt_host_fill (t, y, n, re, im);
  return on_stream ("filling an array", [&] (cudaStream_t s) {
    return gt_launch_fill (t, y, n, re, im, s);
  });
}

gt_status gt_dev_eye (gt_etype t, void *y, size_t m, size_t n)
{
  if (gt_dev_host_backend ())
    return gt_host_eye (t, y, m, n);
  return on_stream ("an identity matrix", [&] (cudaStream_t s) {
    return gt_launch_eye (t, y, m, n, s);
  });
}

gt_status gt_dev_linspace (gt_etype t, const void *x1, const void *x2,
                           size_t m, size_t n, int sym, void *y)
{
  if (gt_dev_host_backend ())
    return gt_host_linspace (t, x1, x2, m, n, sym, y);
  return on_stream ("linspace", [&] (cudaStream_t s) {
    return gt_launch_linspace (t, x1, x2, m, n, sym, y, s);
  });
}

gt_status gt_dev_random (int normal, gt_etype t, void *y, size_t n)
{
  gt_sess_arrays &r = A ();
  const gt_status st
      = gt_dev_host_backend ()
            ? gt_host_random (normal, t, y, n, r.rng_seed, r.rng_offset)
            : on_stream ("random numbers", [&] (cudaStream_t s) {
                return gt_launch_random (normal, t, y, n, r.rng_seed,
                                         r.rng_offset, s);
              });
  if (st == GT_OK)
    r.rng_offset += n;
  return st;
}

void gt_dev_rng (int set, unsigned long long *seed,
                 unsigned long long *offset)
{
  if (set)
    A ().rng_seed = *seed, A ().rng_offset = *offset;
  else
    *seed = A ().rng_seed, *offset = A ().rng_offset;
}

gt_status gt_dev_gather (size_t esize, const void *x, const gt_index *ix,
                         void *y)
{
  if (gt_dev_host_backend ())
    return gt_host_gather (esize, x, ix, y);
  return on_stream ("indexing", [&] (cudaStream_t s) {
    return gt_launch_gather (esize, x, ix, y, s);
  });
}

gt_status gt_dev_scatter (size_t esize, void *x, const gt_index *ix,
                          const void *v, int v_scalar)
{
  if (gt_dev_host_backend ())
    return gt_host_scatter (esize, x, ix, v, v_scalar);
  return on_stream ("an indexed assignment", [&] (cudaStream_t s) {
    return gt_launch_scatter (esize, x, ix, v, v_scalar, s);
  });
}

gt_status gt_dev_find (const void *mask, size_t n, long long **out,
                       size_t *count)
{
  gt_ctx_handle h;
  void *scratch = NULL, *pos = NULL, *cnt = NULL;
  unsigned long long c = 0;
  gt_status st;

  if (gt_dev_host_backend ())
    return gt_host_find (mask, n, out, count);
  gt_clear_error ();
  *out = NULL, *count = 0;
  if (n == 0)
    return GT_OK;
  if ((st = ctx (&h)) != GT_OK)
    return st;
  const size_t sb = gt_find_scratch_bytes (n);
  if ((st = gt_dev_get (&scratch, sb, "a mask's scratch")) == GT_OK
      && (st = gt_dev_get (&pos, n * sizeof (long long), "a mask's "
                           "positions")) == GT_OK
      && (st = gt_dev_get (&cnt, sizeof c, "a count")) == GT_OK)
    st = launched (gt_launch_find ((const unsigned char *) mask, n,
                                   (long long *) pos,
                                   (unsigned long long *) cnt, scratch, sb,
                                   h.stream),
                   h.stream, "finding a mask's elements");
  if (st == GT_OK)
    {
      cudaError_t e = cudaMemcpyAsync (&c, cnt, sizeof c,
                                       cudaMemcpyDeviceToHost, h.stream);
      if (e == cudaSuccess)
        e = cudaStreamSynchronize (h.stream);
      if (e != cudaSuccess)
        st = gt_cuda_fail (e, "reading a count");
    }
  gt_dev_put (scratch);
  gt_dev_put (cnt);
  if (st != GT_OK || c == 0)
    {
      gt_dev_put (pos);
      return st;
    }
  gt_dev_live_add (pos, n * sizeof (long long));
  *out = (long long *) pos;
  *count = (size_t) c;
  return GT_OK;
}

gt_status gt_dev_transpose (size_t esize, int conj, const void *x, size_t m,
                            size_t n, void *y)
{
  if (gt_dev_host_backend ())
    return gt_host_transpose (esize, conj, x, m, n, y);
  return on_stream ("a transpose", [&] (cudaStream_t s) {
    return gt_launch_transpose (esize, conj, x, m, n, y, s);
  });
}

gt_status gt_dev_convn (gt_etype t, const void *a, const void *b, void *c,
                        const gt_conv_dims *d)
{
  if (gt_dev_host_backend ())
    return gt_host_convn (t, a, b, c, d);
  return on_stream ("a convolution", [&] (cudaStream_t s) {
    return gt_launch_convn (t, a, b, c, d, s);
  });
}

gt_status gt_dev_bitop (gt_bitop op, size_t esize, const void *a,
                        int a_scalar, const void *b, int b_scalar, void *y,
                        size_t n)
{
  if (gt_dev_host_backend ())
    return gt_host_bitop (op, esize, a, a_scalar, b, b_scalar, y, n);
  return on_stream ("a bit operation", [&] (cudaStream_t s) {
    return gt_launch_bitop (op, esize, a, a_scalar, b, b_scalar, y, n, s);
  });
}

gt_status gt_dev_bitshift (gt_etype t, const void *a, int a_scalar,
                           const int *k, int k_scalar, int nbits,
                           void *y, size_t n)
{
  if (gt_dev_host_backend ())
    return gt_host_bitshift (t, a, a_scalar, k, k_scalar, nbits, y, n);
  return on_stream ("a bit shift", [&] (cudaStream_t s) {
    return gt_launch_bitshift (t, a, a_scalar, k, k_scalar, nbits, y, n,
                               s);
  });
}

gt_status gt_dev_filter (gt_etype t, const void *b, const void *a,
                         size_t ab, int iir, const void *x, size_t inner,
                         size_t len, size_t outer, void *y, void *z,
                         void *z2)
{
  if (gt_dev_host_backend ())
    return gt_host_filter (t, b, a, ab, iir, x, inner, len, outer, y, z,
                           z2);
  return on_stream ("a filter", [&] (cudaStream_t s) {
    return gt_launch_filter (t, b, a, ab, iir, x, inner, len, outer, y, z,
                             z2, s);
  });
}

gt_status gt_dev_reduce_dim (gt_rdop op, gt_etype t, const void *x,
                             size_t inner, size_t len, size_t outer,
                             void *y, double *I)
{
  if (gt_dev_host_backend ())
    return gt_host_reduce_dim (op, t, x, inner, len, outer, y, I);
  return on_stream ("a reduction", [&] (cudaStream_t s) {
    return gt_launch_reduce_dim (op, t, x, inner, len, outer, y, I, s);
  });
}

