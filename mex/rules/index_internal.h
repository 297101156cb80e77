/*
 * index_internal.h - what the two files of index resolution share
 * (octave_index.c: subscripts, A(...); octave_assign.c: A(...) = V and
 * A(...) = []): a converted subscript, dimension helpers, and the writing
 * of positions into a gt_index.
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INDEX_INTERNAL_H
#define INDEX_INTERNAL_H

#include <string.h>

#include "rules_internal.h"

/* Octave's forms of a converted subscript (idx_vector's classes). */
enum { REP_COLON, REP_SCALAR, REP_RANGE, REP_VECTOR, REP_MASK };

typedef struct {
  int rep;
  size_t len;               /* positions (a colon: the extent's)          */
  size_t ext;               /* the largest position + 1 (0: none)         */
  long long start, step;    /* SCALAR: start; RANGE: 0-based start, step  */
  long long *pos;           /* VECTOR, MASK: host positions (malloc)      */
  const long long *dev;     /* FOUND: positions passed on                 */
  int dev_host;             /* ... and readable here                      */
  int ond;                  /* Octave's "original dimensions" (the shape
                               A(I) takes)                                */
  size_t odims[GR_MAXDIMS];
} rsub;

/* ------------------------------------------------------------------ */
/* Dimensions                                                            */

static inline size_t prod (int n, const size_t *d)
{
  size_t p = 1;
  for (int i = 0; i < n; i++)
    p *= d[i];
  return p;
}

/* ND without trailing 1s (at least 2). */
static inline int chop (int nd, const size_t *d)
{
  while (nd > 2 && d[nd - 1] == 1)
    nd--;
  return nd < 2 ? 2 : nd;
}

/* Exactly one dimension is not 1 (dim_vector::is_nd_vector). */
static inline int is_nd_vector (int nd, const size_t *d)
{
  int k = 0;
  for (int i = 0; i < nd; i++)
    if (d[i] != 1)
      k++;
  return k == 1;
}

/* D with its first dimension that is not 1 set to N
   (dim_vector::make_nd_vector, for an nd-vector D). */
static inline void make_nd_vector (int nd, const size_t *d, size_t n, int *ond,
                            size_t *od)
{
  int done = 0;
  for (int i = 0; i < nd; i++)
    {
      od[i] = d[i];
      if (!done && d[i] != 1)
        od[i] = n, done = 1;
    }
  *ond = nd;
}

/* D's dimensions seen as N: trailing ones folded into the last, or 1s
   added (dim_vector::redim). */
static inline void redim (int nd, const size_t *d, int n, size_t *out)
{
  for (int i = 0; i < n; i++)
    out[i] = i < nd ? d[i] : 1;
  for (int i = n; i < nd; i++)
    out[n - 1] *= d[i];
}

/* All dimensions of 1 removed, at least 2 kept
   (dim_vector::chop_all_singletons). */
static inline int chop_all (int nd, const size_t *d, size_t *out)
{
  int j = 0;
  for (int i = 0; i < nd; i++)
    if (d[i] != 1)
      out[j++] = d[i];
  if (j == 0)
    {
      out[0] = nd > 0 ? d[0] : 1;
      out[1] = nd > 1 ? d[1] : 1;
    }
  else if (j == 1)
    out[1] = 1;
  return j > 2 ? j : 2;
}

/* Every dimension is 0 (dim_vector::all_zero). */
static inline int all_zeros (int nd, const size_t *d)
{
  for (int i = 0; i < nd; i++)
    if (d[i] != 0)
      return 0;
  return 1;
}

/* ------------------------------------------------------------------ */
/* A converted subscript's positions                                     */

static inline long long sub_at (const rsub *s, size_t j)
{
  switch (s->rep)
    {
    case REP_COLON: return (long long) j;
    case REP_SCALAR: return s->start;
    case REP_RANGE: return s->start + s->step * (long long) j;
    default: return s->pos ? s->pos[j] : s->dev[j];
    }
}

/* Positions readable here (every form but a device FOUND). */
static inline int on_host (const rsub *s)
{
  return !(s->rep == REP_VECTOR || s->rep == REP_MASK) || s->pos
         || s->dev_host;
}

static inline size_t sub_len (const rsub *s, size_t n)
{
  return s->rep == REP_COLON ? n : s->len;
}

/* idx_vector::extent: the positions' reach, at least N. */
static inline size_t sub_ext (const rsub *s, size_t n)
{
  return s->rep == REP_COLON || s->ext < n ? n : s->ext;
}

/* idx_vector::is_colon_equiv (N). */
static inline int colon_equiv (const rsub *s, size_t n)
{
  switch (s->rep)
    {
    case REP_COLON: return 1;
    case REP_SCALAR: return n == 1 && s->start == 0;
    case REP_RANGE: return s->start == 0 && s->step == 1 && s->len == n;
    case REP_MASK: return s->len == n && s->ext == n;
    default: return 0;
    }
}

/* idx_vector::is_cont_range (deletion's contiguous case). */
static inline int is_cont (const rsub *s)
{
  return s->rep == REP_SCALAR || (s->rep == REP_RANGE && s->step == 1)
         || (s->rep == REP_MASK && s->ext == s->len);
}

/* ------------------------------------------------------------------ */
/* Results                                                               */

static inline void set_strides (gt_index *ix, int n, const size_t *ext)
{
  size_t st = 1;
  ix->ndims = n;
  for (int i = 0; i < n; i++)
    ix->stride[i] = st, st *= ext[i];
}

static inline void set_dims (gr_resolved *r, int nd, const size_t *d)
{
  r->nd = chop (nd, d);
  for (int i = 0; i < r->nd; i++)
    r->dims[i] = i < nd ? d[i] : 1;
  r->count = prod (r->nd, r->dims);
}

/* The whole of A (dimensions ND, D) in order: R unchanged. */
static inline void identity (gr_resolved *r, int nd, const size_t *d)
{
  set_dims (r, nd, d);
  r->index.ndims = 1;
  r->index.count[0] = r->count, r->index.stride[0] = 1;
  r->index.start[0] = 0, r->index.step[0] = 1;
}

/* Messages (octave_index.c). */
GR_INTERNAL int ri_invalid_resize (gr_error *e);
GR_INTERNAL int ri_no_memory (gr_error *e);
GR_INTERNAL int ri_nonconformant (gr_error *e, int n1, const size_t *d1,
                                  int n2, const size_t *d2);

/* COUNT host positions P (taken over) along dimension D of R's INDEX
   (VINDEX when V); subscript S along D (extent N) into R's INDEX, its
   host positions taken over (octave_index.c). */
GR_INTERNAL void ri_put_list (gr_resolved *r, int v, int d, long long *p,
                              size_t count);
GR_INTERNAL void ri_put_sub (gr_resolved *r, int d, rsub *s, size_t n);

/* A(...) = [] and A(...) = V on converted subscripts (octave_assign.c). */
GR_INTERNAL int ri_delete (int nd, const size_t *dims, int n, rsub *S,
                           gr_resolved *r, gr_error *e);
GR_INTERNAL int ri_assign (int nd, const size_t *dims, int n, rsub *S,
                           int vnd, const size_t *vdims, gr_resolved *r,
                           gr_error *e);

#endif /* INDEX_INTERNAL_H */
