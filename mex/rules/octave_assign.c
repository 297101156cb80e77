/*
 * octave_assign.c - A(...) = V and A(...) = [] (octave_rules.h), on
 * subscripts converted by octave_index.c: the selection, growth and
 * messages of Octave 7's Array<T>::assign, and what stays after its
 * Array<T>::delete_elements.
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "index_internal.h"

/* ------------------------------------------------------------------ */
/* A(...) = []                                                           */

/* The positions along an extent of N that S leaves: KEEP (malloc'd,
   ascending), *NKEEP of them. */
static int complement (const rsub *s, size_t n, long long **keep,
                       size_t *nkeep, gr_error *e)
{
  unsigned char *del = (unsigned char *) calloc (n ? n : 1, 1);
  long long *k = (long long *) malloc ((n ? n : 1) * sizeof (long long));
  size_t m = 0;
  if (!del || !k)
    {
      free (del), free (k);
      return ri_no_memory (e);
    }
  for (size_t j = 0; j < s->len; j++)
    del[sub_at (s, j)] = 1;
  for (size_t j = 0; j < n; j++)
    if (!del[j])
      k[m++] = (long long) j;
  free (del);
  *keep = k, *nkeep = m;
  return 0;
}

static int needs_host (const rsub *s, gr_error *e)
{
  if (on_host (s))
    return 0;
  return gr_fail (e, "invalidInput", "internal: deleting through positions "
                  "that are only on the device");
}

int ri_delete (int nd, const size_t *dims, int n, rsub *S,
               gr_resolved *r, gr_error *e)
{
  const size_t N = prod (nd, dims);
  long long *keep;
  size_t nkeep;
  if (n == 1)
    {
      const rsub *s = &S[0];
      size_t rd[GR_MAXDIMS];
      int rnd = 2;
      if (s->rep == REP_COLON) /* A(:) = []: 0x0 */
        {
          rd[0] = rd[1] = 0;
          set_dims (r, 2, rd);
          return 0;
        }
      if (s->len == 0)
        {
          r->unchanged = 1;
          identity (r, nd, dims);
          return 0;
        }
      if (s->ext > N)
        {
          gr_fail (e, "indexOutOfBounds", "A(I) = []: index out of bounds: "
                   "value %zu out of bound %zu", s->ext, N);
          if (e)
            e->nidx = 1, e->pos = 1, e->ext = (long long) s->ext,
            e->bound = (long long) N;
          return 1;
        }
      if (needs_host (s, e) || complement (s, N, &keep, &nkeep, e))
        return 1;
      if (is_cont (s))
        {
          /* a contiguous block: a column stays a column, anything else
             becomes a row (the "pop" of a vector's last element too) */
          const int col = nd == 2 && dims[1] == 1 && dims[0] != 1;
          rd[0] = col ? nkeep : 1, rd[1] = col ? 1 : nkeep;
        }
      else
        {
          /* through the complement, a column of positions: a vector
             keeps its orientation */
          rd[0] = nkeep, rd[1] = 1;
          if (N != 1 && is_nd_vector (nd, dims) && nkeep != 1)
            make_nd_vector (nd, dims, nkeep, &rnd, rd);
        }
      set_dims (r, rnd, rd);
      set_strides (&r->index, 1, &N);
      ri_put_list (r, 0, 0, keep, nkeep);
      return 0;
    }
  {
    int which = -1, second = 0;
    for (int i = 0; i < n; i++)
      if (S[i].rep != REP_COLON)
        {
          if (which < 0)
            which = i;
          else
            second = 1;
        }
    if (which < 0) /* only colons: A's dimensions with the first 0 */
      {
        size_t rd[GT_MAXDIMS];
        memcpy (rd, dims, (size_t) nd * sizeof rd[0]);
        rd[0] = 0;
        set_dims (r, nd, rd);
        return 0;
      }
    if (second)
      {
        /* Octave allows it where it deletes nothing: an empty subscript
           before a second one that is not colon-like */
        int others = 0;
        for (int i = 0; i < n; i++)
          {
            const size_t len = i < nd ? dims[i] : 1;
            if (sub_len (&S[i], len) == 0)
              {
                r->unchanged = 1;
                identity (r, nd, dims);
                return 0;
              }
            if (!colon_equiv (&S[i], len) && ++others == 2)
              break;
          }
        return gr_fail (e, "invalidInput", "a null assignment can only "
                        "have one non-colon index");
      }
    if (which >= nd)
      return gr_fail (e, "invalidInput", "invalid dimension in "
                      "delete_elements");
    {
      const rsub *s = &S[which];
      const size_t ext = dims[which];
      size_t rd[GT_MAXDIMS];
      if (s->len == 0)
        {
          r->unchanged = 1;
          identity (r, nd, dims);
          return 0;
        }
      if (s->ext > ext)
        {
          gr_fail (e, "indexOutOfBounds", "A(..,I,..) = []: index out of "
                   "bounds: value %zu out of bound %zu", s->ext, ext);
          if (e)
            e->nidx = n, e->pos = which + 1, e->ext = (long long) s->ext,
            e->bound = (long long) ext;
          return 1;
        }
      if (needs_host (s, e) || complement (s, ext, &keep, &nkeep, e))
        return 1;
      memcpy (rd, dims, (size_t) nd * sizeof rd[0]);
      rd[which] = nkeep;
      set_dims (r, nd, rd);
      set_strides (&r->index, nd, dims);
      for (int i = 0; i < nd; i++)
        if (i != which)
          {
            r->index.count[i] = dims[i];
            r->index.start[i] = 0, r->index.step[i] = 1;
          }
      ri_put_list (r, 0, which, keep, nkeep);
    }
  }
  return 0;
}

/* ------------------------------------------------------------------ */
/* A(...) = V                                                            */

/* The dimensions an all-zero A takes (Octave's zero_dims_inquire): a
   colon takes the next of V's dimensions. */
static void zero_dims_2 (const rsub *I, const rsub *J, int vnd,
                         const size_t *vd, size_t *rdv)
{
  const int icol = I->rep == REP_COLON, jcol = J->rep == REP_COLON;
  if (icol && jcol && vnd == 2)
    {
      rdv[0] = vd[0], rdv[1] = vd[1];
      return;
    }
  if (vnd == 2 && I->rep != REP_SCALAR && J->rep != REP_SCALAR)
    {
      rdv[0] = icol ? vd[0] : I->ext;
      rdv[1] = jcol ? vd[1] : J->ext;
      return;
    }
  {
    size_t v0[GR_MAXDIMS];
    int k = 0;
    chop_all (vnd, vd, v0);
    rdv[0] = I->ext;
    if (icol)
      rdv[0] = v0[k++];
    else if (I->rep != REP_SCALAR)
      k++;
    rdv[1] = J->ext;
    if (jcol)
      rdv[1] = v0[k++];
  }
}

static void zero_dims_n (int n, const rsub *S, int vnd, const size_t *vd,
                         size_t *rdv)
{
  int nonsc = 0, all_colons = 1;
  for (int i = 0; i < n; i++)
    {
      if (S[i].rep != REP_SCALAR)
        nonsc++;
      if (S[i].rep != REP_COLON)
        all_colons = 0, rdv[i] = S[i].ext;
    }
  if (all_colons)
    for (int i = 0; i < n; i++)
      rdv[i] = i < vnd ? vd[i] : 1;
  else if (nonsc == vnd)
    {
      for (int i = 0, j = 0; i < n; i++)
        {
          if (S[i].rep == REP_SCALAR)
            continue;
          if (S[i].rep == REP_COLON)
            rdv[i] = vd[j];
          j++;
        }
    }
  else
    {
      size_t v0[GR_MAXDIMS];
      const int n0 = chop_all (vnd, vd, v0);
      for (int i = 0, j = 0; i < n; i++)
        if (S[i].rep == REP_COLON)
          rdv[i] = j < n0 ? v0[j++] : 1;
    }
}

/* (position, where in the list) pairs, ordered by position, then by
   where: the last of each run of equal positions is the one that wins. */
typedef struct {
  long long pos, at;
} pos_at;

static int cmp_pos_at (const void *a, const void *b)
{
  const pos_at *x = (const pos_at *) a, *y = (const pos_at *) b;
  if (x->pos != y->pos)
    return x->pos < y->pos ? -1 : 1;
  return x->at < y->at ? -1 : x->at > y->at;
}

static int cmp_at (const void *a, const void *b)
{
  const pos_at *x = (const pos_at *) a, *y = (const pos_at *) b;
  return x->at < y->at ? -1 : x->at > y->at;
}

/* Octave assigns in order, so where a list names a position twice the
   last value wins: each such list keeps the last occurrence of each
   position, and V's elements are gathered to match. */
static int last_wins (gr_resolved *r, int n, rsub *S, const size_t *len,
                      gr_error *e)
{
  size_t st = 1;
  r->vindex.ndims = n;
  for (int i = 0; i < n; i++)
    {
      r->vindex.count[i] = len[i], r->vindex.stride[i] = st;
      r->vindex.start[i] = 0, r->vindex.step[i] = 1;
      st *= len[i];
    }
  for (int i = 0; i < n; i++)
    {
      rsub *s = &S[i];
      pos_at *pa;
      long long *pos, *from;
      size_t kept = 0;
      if (s->rep != REP_VECTOR || !s->pos || s->len < 2)
        continue;
      pa = (pos_at *) malloc (s->len * sizeof *pa);
      if (!pa)
        return ri_no_memory (e);
      for (size_t j = 0; j < s->len; j++)
        pa[j].pos = s->pos[j], pa[j].at = (long long) j;
      qsort (pa, s->len, sizeof *pa, cmp_pos_at);
      for (size_t j = 0; j < s->len; j++)
        if (j + 1 == s->len || pa[j + 1].pos != pa[j].pos)
          pa[kept++] = pa[j];
      if (kept == s->len)
        {
          free (pa);
          continue;
        }
      qsort (pa, kept, sizeof *pa, cmp_at); /* in V's order */
      pos = (long long *) malloc (kept * sizeof (long long));
      from = (long long *) malloc (kept * sizeof (long long));
      if (!pos || !from)
        {
          free (pa), free (pos), free (from);
          return ri_no_memory (e);
        }
      for (size_t j = 0; j < kept; j++)
        pos[j] = pa[j].pos, from[j] = pa[j].at;
      free (pa);
      free (s->pos);
      s->pos = pos;
      s->len = kept;
      r->v_gather = 1;
      ri_put_list (r, 1, i, from, kept);
    }
  return 0;
}

int ri_assign (int nd, const size_t *dims, int n, rsub *S, int vnd,
               const size_t *vdims, gr_resolved *r, gr_error *e)
{
  const size_t N = prod (nd, dims), rhl = prod (vnd, vdims);
  const int isfill = rhl == 1;
  size_t rdv[GT_MAXDIMS], dv[GT_MAXDIMS], len[GT_MAXDIMS];
  int grow = 0, rnd;

  r->rhs_scalar = isfill;
  if (n == 1)
    {
      const rsub *s = &S[0];
      const size_t l = sub_len (s, N), nx = sub_ext (s, N);
      if (!isfill && l != rhl)
        {
          const size_t op1[2] = { l, 1 };
          return ri_nonconformant (e, 2, op1, vnd, vdims);
        }
      rnd = nd;
      memcpy (rdv, dims, (size_t) nd * sizeof rdv[0]);
      if (nx != N)
        {
          if (nd == 2 && dims[0] == 0 && dims[1] == 0)
            rdv[0] = 1, rdv[1] = nx; /* A = []; A(3) = x is a row */
          else if (nd != 2)
            return ri_invalid_resize (e);
          else if (dims[0] == 0 || dims[0] == 1)
            rdv[0] = 1, rdv[1] = nx;
          else if (dims[1] == 1)
            rdv[0] = nx;
          else
            return ri_invalid_resize (e);
          rnd = 2, grow = 1;
        }
      len[0] = l;
      dv[0] = nx;
      set_dims (r, rnd, rdv);
      set_strides (&r->index, 1, dv);
      if (grow)
        {
          set_strides (&r->place, 1, dv);
          r->place.count[0] = N, r->place.step[0] = 1;
        }
    }
  else
    {
      const int all_zero = all_zeros (nd, dims);
      size_t rh[GR_MAXDIMS];
      int rhn, match;
      redim (nd, dims, n, dv);
      if (all_zero)
        {
          if (n == 2)
            zero_dims_2 (&S[0], &S[1], vnd, vdims, rdv);
          else
            zero_dims_n (n, S, vnd, vdims, rdv);
        }
      else
        for (int i = 0; i < n; i++)
          rdv[i] = sub_ext (&S[i], dv[i]);
      for (int i = 0; i < n; i++)
        len[i] = sub_len (&S[i], rdv[i]);
      rhn = chop_all (vnd, vdims, rh);
      if (n == 2)
        match = isfill || (rhn == 2 && len[0] == rh[0] && len[1] == rh[1])
                || (len[0] == 1 && len[1] == rh[0] && rh[1] == 1);
      else
        {
          int j = 0;
          match = 1;
          for (int i = 0; i < n; i++)
            {
              if (len[i] == 1)
                continue;
              match = match && j < rhn && len[i] == rh[j++];
            }
          match = (match && (j == rhn || rh[j] == 1)) || isfill;
        }
      if (!match)
        {
          int lhsempty = 0, rhsempty = 0;
          for (int i = 0; i < n; i++)
            lhsempty = lhsempty || len[i] == 0;
          if (n == 2)
            rhsempty = rh[0] == 0 || rh[1] == 0;
          else /* Octave reads past V's dimensions here; any 0 counts */
            for (int i = 0; i < rhn; i++)
              rhsempty = rhsempty || rh[i] == 0;
          if (lhsempty && rhsempty)
            {
              r->unchanged = 1;
              set_dims (r, nd, dims);
              r->count = 0;
              return 0;
            }
          if (n == 2)
            {
              const size_t v2[2] = { vnd > 0 ? vdims[0] : 1,
                                     vnd > 1 ? vdims[1] : 1 };
              return ri_nonconformant (e, 2, len, 2, v2);
            }
          return ri_nonconformant (e, chop (n, len), len, rhn, rh);
        }
      for (int i = 0; i < n; i++)
        if (rdv[i] != dv[i])
          grow = 1;
      if (grow)
        {
          int all_colons = 1;
          for (int i = 0; i < n; i++)
            all_colons = all_colons && colon_equiv (&S[i], rdv[i]);
          /* A = []; A(:, :) = X takes X's shape without a resize */
          if (!(n == 2 && dv[0] == 0 && dv[1] == 0 && all_colons))
            {
              if (n == 2 ? nd != 2 : nd > n)
                return ri_invalid_resize (e);
            }
          set_dims (r, n, rdv);
          set_strides (&r->place, n, rdv);
          for (int i = 0; i < n; i++)
            {
              r->place.count[i] = i < nd ? dims[i] : 1;
              r->place.step[i] = 1;
            }
        }
      else
        set_dims (r, nd, dims);
      set_strides (&r->index, n, rdv);
    }
  r->grow = grow;
  if (N == 0) /* nothing of A to place */
    memset (&r->place, 0, sizeof r->place);
  r->count = prod (n, len);
  if (r->count == 0)
    return 0;
  if (!isfill && last_wins (r, n, S, len, e))
    return 1;
  for (int i = 0; i < n; i++)
    ri_put_sub (r, i, &S[i], n == 1 ? dv[0] : rdv[i]);
  return 0;
}

