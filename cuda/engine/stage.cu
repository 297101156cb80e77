/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * stage.cu - the staging engine (see stage.h): the only code that moves
 * bytes between Octave's arrays and the device.
 */
#include <algorithm>
#include <string.h>

#include <sched.h>

#include "engine.h"
#include "session.h"
#include "stage.h"

namespace {

/* Events, reused from call to call; grown on demand; a set per device
   (an event is recorded on its own device's streams), the device's part
   of the session (session.h). */
std::vector<cudaEvent_t> &my_events () { return gt_here ().stage_events; }

float elapsed (cudaEvent_t a, cudaEvent_t b)
{
  float ms = 0;
  if (!a || !b || cudaEventElapsedTime (&ms, a, b) != cudaSuccess)
    {
      (void) cudaGetLastError ();
      ms = 0;
    }
  return ms;
}

} // namespace

void gt_stage_release (void)
{
  std::vector<cudaEvent_t> &events = my_events ();
  for (cudaEvent_t e : events)
    cudaEventDestroy (e);
  events.clear ();
  (void) cudaGetLastError ();
}

/* ------------------------------------------------------------------ */

Pieces::Pieces (const Region &r, size_t slot_bytes)
  : g (r), slot (slot_bytes), row (0), off (0)
{
  if (g.height > 1 && g.hpitch == g.width && g.dpitch == g.width)
    g.width *= g.height, g.height = 1, g.hpitch = g.dpitch = g.width;
}

bool Pieces::next (Region *p)
{
  if (g.width == 0 || row >= g.height)
    return false;
  *p = g;
  if (g.width <= slot)
    {
      const size_t rows = slot / g.width;
      p->height = g.height - row < rows ? g.height - row : rows;
      p->host += row * g.hpitch;
      p->dev += row * g.dpitch;
      row += p->height;
      return true;
    }
  p->height = 1;
  p->width = g.width - off < slot ? g.width - off : slot;
  p->host += row * g.hpitch + off;
  p->dev += row * g.dpitch + off;
  off += p->width;
  if (off == g.width)
    off = 0, row++;
  return true;
}

/* ------------------------------------------------------------------ */

Stager::Stager (cudaStream_t si, cudaStream_t sc, cudaStream_t so,
                cudaStream_t sc2)
  : st (GT_OK), staged (gt_stage_ready ()), s_in (si), s_comp (sc),
    s_out (so),
    /* A second kernel stream needs a download stream of its own, which
       waits for each launch (issue_out); on one stream, none. */
    s_comp2 (sc2 != sc && so != sc ? sc2 : NULL),
    in_first (NULL), in_last (NULL), out_first (NULL),
    out_first_set (false), host0 (0),
    slot_bytes (staged ? gt_stage_bytes () : 0),
    nev (0), nlaunches (0), next_op (0), in_head (0), in_n (0),
    in_count (0), next_stage (0), cur (0), cur_started (false),
    cur_pieces (Region (), 1), f_head (0), f_count (0)
{
}

bool Stager::fail (cudaError_t e, const char *what)
{
  if (st == GT_OK)
    st = gt_cuda_fail (e, what);
  return false;
}

cudaEvent_t Stager::event ()
{
  std::vector<cudaEvent_t> &events = my_events ();
  if (nev == events.size ())
    {
      cudaEvent_t e;
      if (cudaEventCreate (&e) != cudaSuccess)
        {
          fail (cudaGetLastError (), "cudaEventCreate");
          return NULL;
        }
      events.push_back (e);
    }
  return events[nev++];
}

void Stager::add (Op::Kind kind, const Region &g, size_t t, size_t after)
{
  Op o;
  o.kind = kind;
  o.g = g;
  o.t = t;
  o.after = after;
  ops.push_back (o);
}

void Stager::add_memset (char *dev, size_t pitch, size_t width, size_t height)
{
  if (width && height)
    add (Op::MEMSET, Region{ NULL, 0, dev, pitch, width, height }, 0, NONE);
}

void Stager::add_wait_launch (size_t t)
{
  add (Op::WAIT_LAUNCH, Region (), t, NONE);
}

/* One op per staging slot's worth, or one for all of it without pinned
   memory. */
void Stager::add_upload (const Region &g)
{
  if (!staged)
    {
      if (g.width && g.height)
        add (Op::UPLOAD, g, 0, NONE);
    }
  else
    {
      Pieces it (g, slot_bytes);
      Region p;
      while (it.next (&p))
        add (Op::UPLOAD, p, 0, NONE);
    }
  add (Op::UPLOADED, Region (), 0, NONE);
}

void Stager::add_external (size_t id)
{
  add (Op::EXTERNAL, Region (), id, NONE);
}

size_t Stager::add_launch (size_t after)
{
  add (Op::LAUNCH, Region (), nlaunches, after);
  return nlaunches++;
}

/* A copy job is done: note when it ran. */
void Stager::copied (int kind, unsigned long ticket, double bytes)
{
  double t0 = 0, t1 = 0;
  if (!ticket || !gt_hostcopy_done (ticket, &t0, &t1) || t1 <= t0)
    return;
  copies.push_back (std::make_pair (t0, t1));
  if (gt_trace ())
    gt_trace () (kind, bytes, t0, t1);
}

/* A DMA (KIND GT_TRACE_H2D or GT_TRACE_D2H); with tracing, between two
   timing events. */
bool Stager::dma (int kind, void *dst, size_t dp, const void *src, size_t sp,
                  size_t w, size_t h, cudaStream_t s)
{
  Traced t = { kind, (double) w * h, NULL, NULL };
  cudaError_t e;
  if (gt_trace () && ((t.a = event ()) == NULL || (t.b = event ()) == NULL))
    return false;
  if ((t.a && (e = cudaEventRecord (t.a, s)) != cudaSuccess)
      || (e = cudaMemcpy2DAsync (dst, dp, src, sp, w, h,
                                 kind == GT_TRACE_H2D ? cudaMemcpyHostToDevice
                                           : cudaMemcpyDeviceToHost, s))
             != cudaSuccess
      || (t.b && (e = cudaEventRecord (t.b, s)) != cudaSuccess))
    return fail (e, kind == GT_TRACE_H2D ? "copying to the device"
                              : "copying the result from the device");
  if (t.a)
    traced.push_back (t);
  return true;
}

/* ---- uploads ---- */

/* Queue the staging of the next uploads into free slots of the upload ring
   (a slot is free once its last DMA is done).  True if any. */
bool Stager::stage_ahead ()
{
  bool any = false;
  while (st == GT_OK && staged && in_n < GT_RING_SLOTS)
    {
      while (next_stage < ops.size () && ops[next_stage].kind != Op::UPLOAD)
        next_stage++;
      if (next_stage == ops.size ())
        break;
      const int slot = (int) (in_count % GT_RING_SLOTS);
      const cudaError_t e = cudaEventQuery (gt_stage_event (GT_RING_IN, slot));
      if (e == cudaErrorNotReady)
        break;
      if (e != cudaSuccess)
        return fail (e, "waiting for a staging buffer");
      const Region &p = ops[next_stage].g;
      Staged &q = in_q[(in_head + in_n) % GT_RING_SLOTS];
      q.op = next_stage++;
      q.slot = slot;
      q.ticket = gt_hostcopy_submit (GT_PRIO_IN, gt_stage_slot (GT_RING_IN, slot),
                                     p.width, p.host, p.hpitch, p.width,
                                     p.height);
      in_n++;
      in_count++;
      any = true;
    }
  return any;
}

/* The upload op at next_op, once its piece is staged (or needs none).
   True if it was queued. */
bool Stager::issue_upload (const Op &o)
{
  cudaError_t e;
  if (!staged)
    return dma (GT_TRACE_H2D, o.g.dev, o.g.dpitch, o.g.host, o.g.hpitch, o.g.width,
                o.g.height, s_in);
  if (in_n == 0 || in_q[in_head].op != next_op
      || !gt_hostcopy_done (in_q[in_head].ticket, NULL, NULL))
    return false;
  const Staged q = in_q[in_head];
  in_head = (in_head + 1) % GT_RING_SLOTS;
  in_n--;
  copied (GT_TRACE_STAGE_IN, q.ticket, (double) o.g.width * o.g.height);
  if (!dma (GT_TRACE_H2D, o.g.dev, o.g.dpitch, gt_stage_slot (GT_RING_IN, q.slot),
            o.g.width, o.g.width, o.g.height, s_in))
    return false;
  if ((e = cudaEventRecord (gt_stage_event (GT_RING_IN, q.slot), s_in))
      != cudaSuccess)
    return fail (e, "copying to the device");
  return true;
}

/* A launch, once the output buffer it reuses has been downloaded (that
   download's last piece must be queued first: waiting for an event not
   yet recorded would not wait).  True if it was queued. */
bool Stager::issue_launch (const Op &o)
{
  cudaError_t e;
  const cudaStream_t sc = comp (o.t);
  if (o.after != NONE && cur <= o.after)
    return false;
  if (o.after != NONE
      && (e = cudaStreamWaitEvent (sc, launched[o.after].cdone, 0))
             != cudaSuccess)
    return fail (e, "cudaStreamWaitEvent");
  Launched l;
  l.out = Region ();
  if ((l.kstart = event ()) == NULL || (l.kdone = event ()) == NULL
      || (l.cdone = event ()) == NULL)
    return false;
  if ((e = cudaEventRecord (l.kstart, sc)) != cudaSuccess)
    return fail (e, "cudaEventRecord");
  if (!launch (o.t, sc, &l.out))
    return false;
  if ((e = cudaEventRecord (l.kdone, sc)) != cudaSuccess)
    return fail (e, "cudaEventRecord");
  launched.push_back (l);
  if (!staged)
    {
      /* The driver's own staging, straight into the host array. */
      const Region &g = l.out;
      if ((e = cudaStreamWaitEvent (s_out, l.kdone, 0)) != cudaSuccess
          || (g.width && g.height
              && (e = cudaMemcpy2DAsync (g.host, g.hpitch, g.dev, g.dpitch,
                                         g.width, g.height,
                                         cudaMemcpyDeviceToHost, s_out))
                     != cudaSuccess)
          || (e = cudaEventRecord (l.cdone, s_out)) != cudaSuccess)
        return fail (e, "copying the result from the device");
      cur = launched.size ();
    }
  return true;
}

/* Issue ops in order until one must wait.  True if any was issued. */
bool Stager::issue_ops ()
{
  bool any = false;
  cudaError_t e = cudaSuccess;
  while (st == GT_OK && next_op < ops.size ())
    {
      const Op &o = ops[next_op];
      switch (o.kind)
        {
        case Op::MEMSET:
          e = cudaMemset2DAsync (o.g.dev, o.g.dpitch, 0, o.g.width, o.g.height,
                                 s_in);
          if (e != cudaSuccess)
            return fail (e, "clearing the padding");
          break;
        case Op::WAIT_LAUNCH:
          /* With two compute streams, launch T - 1 may still run on the
             other one. */
          if ((e = cudaStreamWaitEvent (s_in, launched[o.t].kdone, 0))
                  != cudaSuccess
              || (s_comp2 && o.t > 0
                  && (e = cudaStreamWaitEvent (s_in,
                                               launched[o.t - 1].kdone, 0))
                         != cudaSuccess))
            return fail (e, "cudaStreamWaitEvent");
          break;
        case Op::UPLOAD:
          if (!issue_upload (o))
            return any;
          break;
        case Op::UPLOADED:
          e = cudaEventRecord (in_last, s_in);
          if (e == cudaSuccess && s_comp != s_in)
            e = cudaStreamWaitEvent (s_comp, in_last, 0);
          if (e == cudaSuccess && s_comp2)
            e = cudaStreamWaitEvent (s_comp2, in_last, 0);
          if (e != cudaSuccess)
            return fail (e, "cudaEventRecord");
          break;
        case Op::LAUNCH:
          if (!issue_launch (o))
            return any;
          break;
        case Op::EXTERNAL:
          if (!external (o.t, s_in))
            return any;
          break;
        }
      next_op++;
      any = true;
    }
  return any;
}

/* ---- downloads ---- */

/* Queue downloads into free slots of the download ring.  True if one was
   queued. */
bool Stager::issue_out ()
{
  bool any = false;
  while (st == GT_OK && f_count < GT_RING_SLOTS && cur < launched.size ())
    {
      Launched &l = launched[cur];
      Region p;
      cudaError_t e;
      if (!cur_started)
        {
          cur_pieces = Pieces (l.out, slot_bytes);
          cur_started = true;
          if (!out_first_set && s_out == s_comp)
            out_first = l.kdone, out_first_set = true; /* the same point */
          if (s_out != s_comp
              && (e = cudaStreamWaitEvent (s_out, l.kdone, 0)) != cudaSuccess)
            return fail (e, "cudaStreamWaitEvent");
          if (!out_first_set)
            {
              out_first_set = true;
              if ((out_first = event ()) == NULL)
                return false;
              if ((e = cudaEventRecord (out_first, s_out)) != cudaSuccess)
                return fail (e, "cudaEventRecord");
            }
        }
      if (!cur_pieces.next (&p))
        {
          if ((e = cudaEventRecord (l.cdone, s_out)) != cudaSuccess)
            return fail (e, "cudaEventRecord");
          cur++;
          cur_started = false;
          continue;
        }
      const int slot = (int) ((f_head + f_count) % GT_RING_SLOTS);
      if (!dma (GT_TRACE_D2H, gt_stage_slot (GT_RING_OUT, slot), p.width, p.dev, p.dpitch,
                p.width, p.height, s_out))
        return false;
      if ((e = cudaEventRecord (gt_stage_event (GT_RING_OUT, slot), s_out))
          != cudaSuccess)
        return fail (e, "copying the result from the device");
      flight[slot].p = p;
      flight[slot].ticket = 0;
      f_count++;
      any = true;
    }
  return any;
}

/* Downloads whose DMA is done get their copy out of the slot queued; slots
   whose copy is done are free again.  True if anything moved. */
bool Stager::service_out ()
{
  bool any = false;
  for (size_t i = 0; st == GT_OK && i < f_count; i++)
    {
      const int slot = (int) ((f_head + i) % GT_RING_SLOTS);
      InFlight &f = flight[slot];
      if (f.ticket)
        continue;
      const cudaError_t e = cudaEventQuery (gt_stage_event (GT_RING_OUT, slot));
      if (e == cudaErrorNotReady)
        break; /* in stream order: the later ones are not done either */
      if (e != cudaSuccess)
        return fail (e, "copying the result from the device");
      f.ticket = gt_hostcopy_submit (GT_PRIO_OUT, f.p.host, f.p.hpitch,
                                     gt_stage_slot (GT_RING_OUT, slot),
                                     f.p.width, f.p.width, f.p.height);
      any = true;
    }
  while (st == GT_OK && f_count > 0)
    {
      InFlight &f = flight[f_head];
      if (!f.ticket || !gt_hostcopy_done (f.ticket, NULL, NULL))
        break;
      copied (GT_TRACE_STAGE_OUT, f.ticket, (double) f.p.width * f.p.height);
      f_head = (f_head + 1) % GT_RING_SLOTS;
      f_count--;
      any = true;
    }
  return issue_out () || any;
}

bool Stager::finished () const
{
  return next_op == ops.size () && cur == launched.size () && f_count == 0;
}

bool Stager::begin ()
{
  cudaError_t e;
  if ((in_first = event ()) == NULL || (in_last = event ()) == NULL)
    return false;
  if ((e = cudaEventRecord (in_first, s_in)) != cudaSuccess)
    return fail (e, "cudaEventRecord");
  host0 = gt_now_ms ();
  return true;
}

bool Stager::drive ()
{
  cudaError_t e;
  if (st != GT_OK || !begin ())
    return false;
  while (st == GT_OK && !finished ())
    {
      bool moved = stage_ahead ();
      moved = issue_ops () || moved;
      moved = (staged && service_out ()) || moved;
      if (!moved && st == GT_OK && !gt_hostcopy_help (GT_PRIO_OUT))
        sched_yield ();
    }
  if (st == GT_OK && !staged && !launched.empty ()
      && (e = cudaEventSynchronize (launched.back ().cdone)) != cudaSuccess)
    fail (e, "copying the result from the device");
  return st == GT_OK;
}

void Stager::quiesce ()
{
  cudaStreamSynchronize (s_in);
  cudaStreamSynchronize (s_comp);
  if (s_comp2)
    cudaStreamSynchronize (s_comp2);
  cudaStreamSynchronize (s_out);
  for (int s = 0; s < GT_RING_SLOTS && staged; s++)
    cudaEventSynchronize (gt_stage_event (GT_RING_OUT, s));
  gt_hostcopy_wait_all ();
  (void) cudaGetLastError ();
}

/* The length of the union of the spans (start, end) in S. */
static double union_ms (std::vector<std::pair<double, double> > &s)
{
  std::sort (s.begin (), s.end ());
  double total = 0, end = -1e300;
  for (const auto &c : s)
    {
      if (c.first > end)
        total += c.second - c.first, end = c.second;
      else if (c.second > end)
        total += c.second - end, end = c.second;
    }
  return total;
}

/* How long some copy was running (the spans overlap). */
double Stager::staging_ms ()
{
  return union_ms (copies);
}

double Stager::h2d_ms () { return elapsed (in_first, in_last); }

/* How long some launch was running: on one stream the sum of their
   spans; on two, where they overlap, the union. */
double Stager::kernel_ms ()
{
  std::vector<std::pair<double, double> > spans;
  for (const Launched &l : launched)
    {
      const double t0 = elapsed (in_first, l.kstart);
      spans.push_back (std::make_pair (t0, t0 + elapsed (l.kstart, l.kdone)));
    }
  return union_ms (spans);
}

double Stager::d2h_ms ()
{
  return out_first_set && !launched.empty ()
         ? elapsed (out_first, launched.back ().cdone) : 0;
}

void Stager::trace ()
{
  const gt_trace_fn hook = gt_trace ();
  if (!hook)
    return;
  for (const Launched &l : launched)
    hook (GT_TRACE_KERNEL, 0, host0 + elapsed (in_first, l.kstart),
                   host0 + elapsed (in_first, l.kdone));
  for (const Traced &t : traced)
    hook (t.kind, t.bytes, host0 + elapsed (in_first, t.a),
                   host0 + elapsed (in_first, t.b));
}
