/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * stage.h - the staging engine: moves regions of Octave's (pageable)
 * host arrays to and from the device through the pinned rings (internal to
 * the CUDA side of the core; C++).
 *
 * A Stager runs a list of steps on up to three streams:
 *   s_in   uploads, each piece staged by the copy threads into a slot of the
 *          upload ring ahead of its DMA (several slots ahead, across the
 *          ends of regions);
 *   s_comp the work between (a subclass's launch: the product's kernels);
 *          with a second compute stream, launches alternate between the
 *          two, so that one launch's last wave runs beside the next one's
 *          first (consecutive launches must then be independent: they
 *          share only what the uploads before them wrote);
 *   s_out  downloads of each launch's output region through the download
 *          ring, each slot copied out by the copy threads once its DMA is
 *          done.
 * One host thread drives it all (drive), polling events and copy tickets;
 * it never blocks on one stream or copy while another could move, and
 * copies itself while it has nothing to issue.
 *
 * Without pinned memory (a locked-memory limit) the driver's own staging
 * is used instead, a region at a time.
 */
#ifndef GT_STAGE_H
#define GT_STAGE_H

#include <utility>
#include <vector>

#include "memory.h"

/* HEIGHT rows of WIDTH bytes, in host and device memory.  Column-major
   matrices: a row here is a column (or part of one) there. */
struct Region
{
  char *host;
  size_t hpitch;
  char *dev;
  size_t dpitch;
  size_t width, height;
};

/* Pieces of a region that fit one staging slot: whole rows where a row
   fits, else parts of one row.  A region dense on both sides is one long
   row. */
struct Pieces
{
  Region g;
  size_t slot;
  size_t row, off;

  Pieces (const Region &r, size_t slot_bytes);
  bool next (Region *p);
};

class Stager
{
public:
  /* All three streams may be the same.  S_COMP2: a second stream for
     every other launch (NULL: s_comp takes them all). */
  Stager (cudaStream_t s_in, cudaStream_t s_comp, cudaStream_t s_out,
          cudaStream_t s_comp2 = NULL);
  virtual ~Stager () {}

  /* ---- the plan, in issue order ---- */
  /* Zero WIDTH x HEIGHT bytes at DEV (pitch) on s_in: padding rows. */
  void add_memset (char *dev, size_t pitch, size_t width, size_t height);
  /* s_in waits for launch T and every launch before it (a buffer they
     used is reused). */
  void add_wait_launch (size_t t);
  /* Upload G; then s_comp waits for the uploads so far. */
  void add_upload (const Region &g);
  /* The next launch on s_comp (see launch), then the download of its
     output region; its index (0, 1, ...) is returned.  AFTER: a launch
     whose download must be done first (its output buffer is reused), or
     NONE. */
  static constexpr size_t NONE = (size_t) -1;
  size_t add_launch (size_t after = NONE);
  /* A step of the subclass's own on s_in (external), in issue order:
     ID is passed back. */
  void add_external (size_t id);

  /* Run the plan to its end: every upload queued, every launch queued,
     every download in the host arrays.  False on failure (st says why);
     the caller then synchronizes the streams before freeing anything. */
  bool drive ();

  /* After a failure: wait for every stream, slot and copy this call used. */
  void quiesce ();

  gt_status st;
  bool staged;                 /* pinned rings in use */

  /* Timings, after drive, in ms: the time some host copy ran, the uploads
     (first to last), the time some launch ran (from when its stream
     reached it: the union of their spans), the downloads (first to last);
     and how many launches ran. */
  double staging_ms ();
  double h2d_ms ();
  double kernel_ms ();
  double d2h_ms ();
  size_t launches () const { return launched.size (); }
  void trace ();               /* report each step to the trace hook */

protected:
  /* Launch T on S; false on failure (st set).  Its output region (whose
     dev part it writes) is OUT; a zero-sized one downloads nothing. */
  virtual bool launch (size_t t, cudaStream_t s, Region *out) = 0;
  /* Step ID of add_external on S (s_in): true once issued; false while it
     must wait (the drive loop comes back) or on failure (st set). */
  virtual bool external (size_t id, cudaStream_t s)
  {
    (void) id, (void) s;
    return true;
  }
  bool fail (cudaError_t e, const char *what);
  cudaEvent_t event ();

private:
  struct Op
  {
    enum Kind { MEMSET, WAIT_LAUNCH, UPLOAD, UPLOADED, LAUNCH, EXTERNAL }
      kind;
    Region g;
    size_t t, after;
  };
  struct Staged
  {
    size_t op;
    int slot;
    unsigned long ticket;
  };
  struct InFlight
  {
    Region p;
    unsigned long ticket;      /* its copy out of the slot; 0: DMA queued */
  };
  struct Traced
  {
    int kind;
    double bytes;
    cudaEvent_t a, b;
  };
  struct Launched
  {
    Region out;
    cudaEvent_t kstart, kdone, cdone;
  };

  cudaStream_t s_in, s_comp, s_out, s_comp2;
  cudaEvent_t in_first, in_last, out_first;
  bool out_first_set;
  double host0;                /* gt_now_ms when in_first was recorded */
  std::vector<Launched> launched;
  size_t slot_bytes;
  size_t nev, nlaunches;
  std::vector<Op> ops;
  size_t next_op;
  Staged in_q[GT_RING_SLOTS];
  size_t in_head, in_n, in_count, next_stage;
  size_t cur;                  /* first launch with pieces not yet issued */
  bool cur_started;
  Pieces cur_pieces;
  InFlight flight[GT_RING_SLOTS];
  size_t f_head, f_count;
  std::vector<std::pair<double, double> > copies;
  std::vector<Traced> traced;

  void add (Op::Kind kind, const Region &g, size_t t, size_t after);
  void copied (int kind, unsigned long ticket, double bytes);
  bool dma (int kind, void *dst, size_t dp, const void *src, size_t sp,
            size_t w, size_t h, cudaStream_t s);
  bool begin ();
  bool stage_ahead ();
  bool issue_upload (const Op &o);
  bool issue_launch (const Op &o);
  bool issue_ops ();
  bool issue_out ();
  bool service_out ();
  bool finished () const;
  /* The stream of launch T. */
  cudaStream_t comp (size_t t) const
  {
    return s_comp2 && (t & 1) ? s_comp2 : s_comp;
  }
};

/* Frees the engine's events (context teardown). */
void gt_stage_release (void);

#endif /* GT_STAGE_H */
