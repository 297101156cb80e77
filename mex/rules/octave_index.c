/*
 * octave_index.c - index resolution (octave_rules.h): subscripts
 * converted and checked, what A(...) reads, and the entry points, with
 * the shapes and messages of Octave 7's idx_vector and Array<T>::index;
 * octave_assign.c does A(...) = V and A(...) = [] on the same converted
 * subscripts.
 *
 * Each subscript is first converted as Octave's idx_vector converts it,
 * checking its values in order; the conversion also records which of
 * Octave's forms it takes (a colon, a scalar, a range, a vector of
 * positions, a mask), because Octave's shape rules depend on it: a range
 * or a mask whose trues come first deletes "contiguously" and keeps a
 * row, a vector of positions deletes through its complement and may give
 * a column; a logical array with few trues (at most one in 16 elements)
 * becomes a vector of positions.  Then the mode's rules run, and the
 * positions are written as a gt_index: ranges as start and step, other
 * positions as host lists (arithmetic ones as ranges again).
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "index_internal.h"

#define TWO63 9223372036854775808.0

static void free_rsubs (rsub *S, int n)
{
  for (int i = 0; i < n; i++)
    {
      free (S[i].pos);
      S[i].pos = NULL;
    }
}

/* ------------------------------------------------------------------ */
/* Messages                                                              */

/* Octave's position of subscript K (0-based) of N with TEXT there:
   "_,3", "0,_", "...[x5]...0,_" (index_exception::expression). */
static void pos_str (char *buf, size_t len, int k, int n, const char *text)
{
  size_t o = 0;
  buf[0] = 0;
#define PUT(...)                                                            \
  do                                                                        \
    if (o < len)                                                            \
      o += (size_t) snprintf (buf + o, len - o, __VA_ARGS__);               \
  while (0)
  if (k < 4)
    for (int i = 0; i < k; i++)
      PUT ("_,");
  else
    PUT ("...[x%d]...", k);
  PUT ("%s", text);
  if (n - k - 1 < 5)
    for (int i = k + 1; i < n; i++)
      PUT (",_");
  else
    PUT ("...[x%d]...", n - k - 1);
#undef PUT
}

/* A subscript value as Octave writes it in "subscripts must be ...":
   integers in full, others as C++ streams write a double (%g), with the
   difference to the nearest integer added where that looks like one. */
static void value_str (char *buf, size_t len, double x)
{
  if (x == floor (x) && x >= -TWO63 && x < TWO63)
    {
      snprintf (buf, len, "%lld", (long long) x);
      return;
    }
  {
    const double n = x - 1, v = n + 1; /* Octave passes x - 1 and adds 1 */
    snprintf (buf, len, "%g", v);
    if (!isnan (n))
      {
        const double nearest = floor (n + 1.5);
        if (v != nearest && !strchr (buf, '.'))
          {
            const size_t o = strlen (buf);
            snprintf (buf + o, len - o, "%+g", v - nearest);
          }
      }
  }
}

/* Octave's message for a subscript that is not a positive integer.  In a
   deletion Octave names no position and writes no parentheses ("index
   0: ..."): its delete_elements leaves the position unset. */
static int bad_index (gr_error *e, int k, int n, double x, int del)
{
  char v[64], p[160];
  value_str (v, sizeof v, x);
  if (del)
    gr_fail (e, "badIndex", "index %s: subscripts must be either integers 1 "
             "to (2^63)-1 or logicals", v);
  else
    {
      pos_str (p, sizeof p, k, n, v);
      gr_fail (e, "badIndex", "index (%s): subscripts must be either "
               "integers 1 to (2^63)-1 or logicals", p);
    }
  if (e)
    e->nidx = n, e->pos = k + 1, e->value = x;
  return 1;
}

static int out_of_bound (gr_error *e, int k, int n, size_t ext, size_t bound,
                         int nd, const size_t *dims)
{
  char v[32], p[160], d[256];
  snprintf (v, sizeof v, "%zu", ext);
  pos_str (p, sizeof p, k, n, v);
  gr_dims_str (d, sizeof d, nd, dims);
  gr_fail (e, "indexOutOfBounds", "index (%s): out of bound %zu (dimensions "
           "are %s)", p, bound, d);
  if (e)
    e->nidx = n, e->pos = k + 1, e->value = (double) ext,
    e->ext = (long long) ext, e->bound = (long long) bound;
  return 1;
}

int ri_invalid_resize (gr_error *e)
{
  return gr_fail (e, "indexOutOfBounds", "Invalid resizing operation or "
                  "ambiguous assignment to an out-of-bounds array element");
}

int ri_no_memory (gr_error *e)
{
  return gr_fail (e, "outOfMemory", "out of memory for the index lists");
}

int ri_nonconformant (gr_error *e, int n1, const size_t *d1, int n2,
                      const size_t *d2)
{
  char a[256], b[256];
  gr_dims_str (a, sizeof a, n1, d1);
  gr_dims_str (b, sizeof b, n2, d2);
  return gr_fail (e, "nonconformant", "=: nonconformant arguments (op1 is "
                  "%s, op2 is %s)", a, b);
}

/* ------------------------------------------------------------------ */
/* Conversion                                                            */

/* Shared by masks and their found positions: NNZ trues, the last at EXT
   - 1, of a mask of dimensions (ND, D). */
static void mask_shape (rsub *o, size_t nnz, size_t ext, int nd,
                        const size_t *d)
{
  const size_t numel = prod (nd, d);
  o->len = nnz, o->ext = ext;
  if (numel == 1) /* a logical scalar: 1x1 or 0x0 */
    {
      o->rep = REP_MASK;
      o->ond = 2, o->odims[0] = o->odims[1] = nnz;
      return;
    }
  /* Octave keeps a mask with few trues as a vector of positions */
  o->rep = nnz <= numel / 16 ? REP_VECTOR : REP_MASK;
  if (is_nd_vector (nd, d))
    make_nd_vector (nd, d, nnz, &o->ond, o->odims);
  else
    o->ond = 2, o->odims[0] = nnz, o->odims[1] = 1;
}

/* Check one value (1-based, Octave's convert_index) and give its 0-based
   position. */
static int check_value (double x, int k, int n, int del, long long *p,
                        size_t *ext, gr_error *e)
{
  if (!(x == floor (x) && x >= 1 && x < TWO63))
    return bad_index (e, k, n, x, del);
  *p = (long long) x - 1;
  if ((size_t) *p + 1 > *ext)
    *ext = (size_t) *p + 1;
  return 0;
}

/* The subscript's own dimensions (ND 0: a row of N). */
static int sub_dims (const gr_sub *s, int *nd, size_t *d, gr_error *e)
{
  if (s->nd <= 0)
    {
      *nd = 2, d[0] = 1, d[1] = s->n;
      return 0;
    }
  if (s->nd > GR_MAXDIMS)
    return gr_fail (e, "notSupported", "subscripts have at most %d "
                    "dimensions", GR_MAXDIMS);
  *nd = s->nd;
  for (int i = 0; i < s->nd; i++)
    d[i] = s->dims[i];
  if (*nd == 1)
    *nd = 2, d[1] = 1;
  if (prod (*nd, d) != s->n)
    return gr_fail (e, "invalidInput", "internal: a subscript of %zu "
                    "elements has dimensions of %zu", s->n, prod (*nd, d));
  return 0;
}

static int convert (const gr_sub *s, int k, int n, int del, rsub *o,
                    int *warn, gr_error *e)
{
  size_t d[GR_MAXDIMS];
  int nd;
  memset (o, 0, sizeof *o);
  switch (s->kind)
    {
    case GR_SUB_COLON:
      o->rep = REP_COLON;
      return 0;

    case GR_SUB_RANGE:
      if (s->n == 0) /* Octave makes an empty range a 1x0 matrix */
        {
          o->rep = REP_VECTOR;
          o->ond = 2, o->odims[0] = 1, o->odims[1] = 0;
          return 0;
        }
      if (s->n == 1) /* ... and a range of one element a scalar */
        {
          o->rep = REP_SCALAR, o->len = 1;
          o->ond = 2, o->odims[0] = o->odims[1] = 1;
          if (check_value (s->start, k, n, del, &o->start, &o->ext, e))
            return 1;
          return 0;
        }
      o->ond = 2, o->odims[0] = 1, o->odims[1] = s->n;
      o->len = s->n;
      if (s->start == floor (s->start) && s->step == floor (s->step)
          && fabs (s->start) < TWO63 && fabs (s->step) < TWO63)
        {
          /* idx_range_rep: the first value, then the last (a range
             going down) must be positive */
          const double last = s->start + s->step * (double) (s->n - 1);
          if (s->start < 1)
            return bad_index (e, k, n, s->start, del);
          if (last < 1)
            return bad_index (e, k, n, last, del);
          if (s->start >= TWO63 || last >= TWO63)
            return bad_index (e, k, n, s->start >= TWO63 ? s->start : last,
                              del);
          o->rep = REP_RANGE;
          o->start = (long long) s->start - 1;
          o->step = (long long) s->step;
          o->ext = (size_t) (s->step > 0 ? last : s->start);
          if (o->step == 0) /* not from Octave: one position, repeated */
            {
              o->rep = REP_VECTOR;
              o->pos = (long long *) malloc (s->n * sizeof (long long));
              if (!o->pos)
                return ri_no_memory (e);
              for (size_t j = 0; j < s->n; j++)
                o->pos[j] = o->start;
            }
          return 0;
        }
      /* Octave rounds a range of non-integers, with a warning, into a
         row of positions */
      *warn = 1;
      o->rep = REP_VECTOR;
      o->pos = (long long *) malloc (s->n * sizeof (long long));
      if (!o->pos)
        return ri_no_memory (e);
      for (size_t j = 0; j < s->n; j++)
        if (check_value (round (s->start + s->step * (double) j), k, n,
                         del, &o->pos[j], &o->ext, e))
          return 1;
      return 0;

    case GR_SUB_LIST:
      if (sub_dims (s, &nd, d, e))
        return 1;
      if (s->n == 1) /* Octave narrows a 1x1 matrix to a scalar */
        {
          o->rep = REP_SCALAR, o->len = 1;
          o->ond = 2, o->odims[0] = o->odims[1] = 1;
          return check_value (s->list[0], k, n, del, &o->start, &o->ext,
                              e);
        }
      o->rep = REP_VECTOR, o->len = s->n;
      o->ond = nd;
      memcpy (o->odims, d, (size_t) nd * sizeof d[0]);
      if (s->n)
        {
          o->pos = (long long *) malloc (s->n * sizeof (long long));
          if (!o->pos)
            return ri_no_memory (e);
        }
      for (size_t j = 0; j < s->n; j++)
        if (check_value (s->list[j], k, n, del, &o->pos[j], &o->ext, e))
          return 1;
      return 0;

    case GR_SUB_MASK:
      {
        size_t nnz = 0, ext = 0;
        if (sub_dims (s, &nd, d, e))
          return 1;
        for (size_t j = 0; j < s->n; j++)
          if (s->mask[j])
            nnz++, ext = j + 1;
        mask_shape (o, nnz, ext, nd, d);
        if (nnz)
          {
            o->pos = (long long *) malloc (nnz * sizeof (long long));
            if (!o->pos)
              return ri_no_memory (e);
          }
        nnz = 0;
        for (size_t j = 0; j < s->n; j++)
          if (s->mask[j])
            o->pos[nnz++] = (long long) j;
        return 0;
      }

    case GR_SUB_POSITIONS:
      if (sub_dims (s, &nd, d, e))
        return 1;
      if (s->n == 1) /* Octave narrows a 1x1 matrix to a scalar */
        {
          o->rep = REP_SCALAR, o->len = 1;
          o->ond = 2, o->odims[0] = o->odims[1] = 1;
          o->start = (long long) s->found_ext - 1;
          o->ext = s->found_ext;
          return 0;
        }
      o->rep = REP_VECTOR, o->len = s->n;
      o->ond = nd;
      memcpy (o->odims, d, (size_t) nd * sizeof d[0]);
      o->ext = s->n ? s->found_ext : 0;
      o->dev = s->found;
      o->dev_host = s->found_host;
      return 0;

    case GR_SUB_FOUND:
      if (s->nd <= 0 || s->nd > GR_MAXDIMS)
        return gr_fail (e, "invalidInput", "internal: found positions need "
                        "their mask's dimensions");
      nd = s->nd;
      memcpy (d, s->dims, (size_t) nd * sizeof d[0]);
      if (nd == 1)
        nd = 2, d[1] = 1;
      mask_shape (o, s->n, s->n ? s->found_ext : 0, nd, d);
      o->dev = s->found;
      o->dev_host = s->found_host;
      return 0;
    }
  return gr_fail (e, "invalidInput", "internal: unknown subscript kind %d",
                  (int) s->kind);
}

/* ------------------------------------------------------------------ */
/* Writing the positions as a gt_index                                  */

/* Along dimension D of R's INDEX (or VINDEX when V): COUNT positions
   P[j] (host, malloc'd; taken over); arithmetic ones become a range. */
void ri_put_list (gr_resolved *r, int v, int d, long long *p,
                  size_t count)
{
  gt_index *ix = v ? &r->vindex : &r->index;
  long long **hl = v ? r->vhlist : r->hlist;
  int arith = 1;
  ix->count[d] = count;
  for (size_t j = 2; j < count && arith; j++)
    if (p[j] - p[j - 1] != p[1] - p[0])
      arith = 0;
  if (arith)
    {
      ix->start[d] = count ? p[0] : 0;
      ix->step[d] = count > 1 ? p[1] - p[0] : 1;
      free (p);
      return;
    }
  hl[d] = p;
}

/* Subscript S along dimension D (extent N) into R's INDEX; its host
   positions are taken over (S->pos cleared). */
void ri_put_sub (gr_resolved *r, int d, rsub *s, size_t n)
{
  gt_index *ix = &r->index;
  switch (s->rep)
    {
    case REP_COLON:
      ix->count[d] = n, ix->start[d] = 0, ix->step[d] = 1;
      return;
    case REP_SCALAR:
      ix->count[d] = 1, ix->start[d] = s->start, ix->step[d] = 1;
      return;
    case REP_RANGE:
      ix->count[d] = s->len, ix->start[d] = s->start, ix->step[d] = s->step;
      return;
    default:
      if (s->pos)
        {
          ri_put_list (r, 0, d, s->pos, s->len);
          s->pos = NULL;
        }
      else
        {
          ix->count[d] = s->len, ix->step[d] = 1;
          ix->list[d] = s->dev;
        }
      return;
    }
}

/* ------------------------------------------------------------------ */
/* A(...)                                                                */

static int do_read (int nd, const size_t *dims, int n, rsub *S,
                    gr_resolved *r, gr_error *e)
{
  const size_t N = prod (nd, dims);
  if (n == 1)
    {
      rsub *s = &S[0];
      size_t rd[GR_MAXDIMS];
      int rnd;
      if (s->rep == REP_COLON)
        {
          rd[0] = N, rd[1] = 1, rnd = 2;
        }
      else
        {
          if (s->ext > N)
            return out_of_bound (e, 0, 1, s->ext, N, nd, dims);
          rnd = s->ond;
          memcpy (rd, s->odims, (size_t) rnd * sizeof rd[0]);
          /* a vector indexed by a vector keeps its orientation */
          if (N != 1 && is_nd_vector (nd, dims) && s->len != 1
              && is_nd_vector (rnd, rd))
            make_nd_vector (nd, dims, s->len, &rnd, rd);
          rnd = chop (rnd, rd);
          if (rnd > GT_MAXDIMS)
            return gr_fail (e, "notSupported", "A(I) would have more than "
                            "%d dimensions", GT_MAXDIMS);
        }
      set_dims (r, rnd, rd);
      set_strides (&r->index, 1, &N);
      ri_put_sub (r, 0, s, N);
      return 0;
    }
  {
    size_t dv[GT_MAXDIMS], rd[GT_MAXDIMS];
    redim (nd, dims, n, dv);
    for (int i = 0; i < n; i++)
      if (S[i].rep != REP_COLON && S[i].ext > dv[i])
        return out_of_bound (e, i, n, S[i].ext, dv[i], nd, dims);
    for (int i = 0; i < n; i++)
      rd[i] = sub_len (&S[i], dv[i]);
    set_dims (r, n, rd);
    set_strides (&r->index, n, dv);
    for (int i = 0; i < n; i++)
      ri_put_sub (r, i, &S[i], dv[i]);
  }
  return 0;
}

/* ------------------------------------------------------------------ */

void gr_resolved_free (gr_resolved *r)
{
  for (int i = 0; i < GT_MAXDIMS; i++)
    {
      free (r->hlist[i]);
      free (r->vhlist[i]);
      r->hlist[i] = r->vhlist[i] = NULL;
    }
}

int gr_resolve_assign (gr_mode mode, int nd, const size_t *dims, int nsubs,
                       const gr_sub *subs, int vnd, const size_t *vdims,
                       gr_resolved *r, gr_error *e)
{
  rsub S[GT_MAXDIMS];
  size_t ad[GT_MAXDIMS], vd[GR_MAXDIMS];
  int and_, vn, st = 0;

  memset (r, 0, sizeof *r);
  memset (S, 0, sizeof S);
  if (nd > GT_MAXDIMS)
    return gr_fail (e, "notSupported", "arrays have at most %d dimensions",
                    GT_MAXDIMS);
  if (nsubs < 1)
    return gr_fail (e, "invalidInput", "internal: no subscripts");
  if (nsubs > GT_MAXDIMS)
    return gr_fail (e, "notSupported", "at most %d subscripts", GT_MAXDIMS);
  if (mode == GR_ASSIGN && vnd > GR_MAXDIMS)
    return gr_fail (e, "notSupported", "arrays have at most %d dimensions",
                    GR_MAXDIMS);
  /* A's dimensions as Octave keeps them: at least 2, no trailing 1s */
  for (int i = 0; i < GT_MAXDIMS; i++)
    ad[i] = i < nd ? dims[i] : 1;
  and_ = chop (nd, ad);
  vn = 2;
  if (mode == GR_ASSIGN)
    {
      for (int i = 0; i < GR_MAXDIMS; i++)
        vd[i] = i < vnd ? vdims[i] : 1;
      vn = chop (vnd, vd);
    }

  for (int k = 0; k < nsubs && !st; k++)
    if (subs[k].kind == GR_SUB_POSITIONS && mode != GR_READ)
      st = gr_fail (e, "invalidInput", "internal: checked device "
                    "positions are for reads only");
    else
      st = convert (&subs[k], k, nsubs, mode == GR_DELETE, &S[k],
                    &r->noninteger_range, e);
  if (!st)
    switch (mode)
      {
      case GR_READ:
        st = do_read (and_, ad, nsubs, S, r, e);
        break;
      case GR_DELETE:
        st = ri_delete (and_, ad, nsubs, S, r, e);
        break;
      case GR_ASSIGN:
        st = ri_assign (and_, ad, nsubs, S, vn, vd, r, e);
        break;
      default:
        st = gr_fail (e, "invalidInput", "internal: unknown mode %d",
                      (int) mode);
      }
  free_rsubs (S, nsubs);
  if (st)
    {
      const int w = r->noninteger_range;
      gr_resolved_free (r);
      memset (r, 0, sizeof *r);
      r->noninteger_range = w;
    }
  return st;
}

int gr_resolve (gr_mode mode, int nd, const size_t *dims, int nsubs,
                const gr_sub *subs, gr_resolved *r, gr_error *e)
{
  static const size_t one[2] = { 1, 1 };
  return gr_resolve_assign (mode, nd, dims, nsubs, subs, 2, one, r, e);
}
