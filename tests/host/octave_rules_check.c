/*
 * octave_rules_check.c - the rules module (mex/rules/octave_rules.h)
 * against Octave 7.3's own answers, on the host, with no Octave and no
 * GPU: broadcasting, classes, reduction shapes, and what A(...),
 * A(...) = V and A(...) = [] select, grow, delete and say when they fail.
 *
 *   cmake --build build --target octave_rules_check
 *   build/octave_rules_check            (exit status 0: every case passed)
 *
 * Every expected value below was produced by octave-cli 7.3 from the
 * command in the comment above it (subsref and subsasgn, so that the
 * messages are the ones Octave gives without a variable's name).  The
 * index cases use A = reshape (1:N, dims), so a result's values are the
 * 1-based positions it read; V = -reshape (1:numel (V), dims), so an
 * assignment's result shows where each value went.  The test runs each
 * gt_index the module returns on host arrays, as gt_dev_gather and
 * gt_dev_scatter would, and compares the arrays.  A case with a logical
 * subscript runs a second time with the mask passed as found positions
 * (GR_SUB_FOUND).
 *
 * Subscript notation (separated by '|'): ':'  a:b  a:s:b (a range)
 * [..] (a matrix, ';' ends a row)  Z(dims) (zeros: empty)  O(dims) (ones)
 * L[..] (logical literal)  T F (true, false)  M(dims;p,...) (false (dims)
 * with trues at p)  R(dims;v,...) (reshape ([v...], dims))  numbers (NaN,
 * Inf, 1e20 ...).
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "octave_rules.h"

static int failures, checks;

#define CHECK(cond, ...)                                                    \
  do                                                                        \
    {                                                                       \
      checks++;                                                             \
      if (!(cond))                                                          \
        {                                                                   \
          failures++;                                                       \
          printf ("FAIL %s:%d: ", __FILE__, __LINE__);                      \
          printf (__VA_ARGS__);                                             \
          printf ("\n");                                                    \
        }                                                                   \
    }                                                                       \
  while (0)

/* ------------------------------------------------------------------ */
/* Case tables (filled in below from Octave)                             */

typedef struct {
  char mode;          /* 'R' A(...), 'A' A(...) = V, 'D' A(...) = []    */
  const char *a;      /* A's dimensions                                  */
  const char *subs;   /* subscripts, '|' between them                    */
  const char *v;      /* V's dimensions ('A')                            */
  const char *id;     /* NULL: success; else the expected identifier     */
  const char *res;    /* success: the result's dimensions; else message  */
  const char *vals;   /* success: its values                             */
} idx_case;

typedef struct {
  const char *op, *a, *b;
  const char *msg;    /* NULL: success                                   */
  const char *res;    /* "dims|values" of A + 1000 * B                   */
} bc_case;

typedef struct {
  gr_rdkind k;
  const char *x;
  int dim;
  const char *dims, *vals;   /* of the reduction of mod (0:N-1, 3)       */
} rd_case;

typedef struct {
  const char *what, *op, *a, *b;
  const char *cls;    /* NULL: Octave raised an error                    */
  int cplx;
} ty_case;

/* ------------------------------------------------------------------ */
/* Parsing                                                               */

static int parse_dims (const char *s, size_t *d)
{
  int n = 0;
  while (*s)
    {
      char *end;
      d[n++] = (size_t) strtoul (s, &end, 10);
      s = *end == 'x' ? end + 1 : end;
      if (end == s && *s)
        break;
    }
  return n;
}

static size_t numel (int nd, const size_t *d)
{
  size_t p = 1;
  for (int i = 0; i < nd; i++)
    p *= d[i];
  return p;
}

static void dims_text (char *buf, size_t len, int nd, const size_t *d)
{
  size_t o = 0;
  buf[0] = 0;
  for (int i = 0; i < nd && o < len; i++)
    o += (size_t) snprintf (buf + o, len - o, i ? "x%zu" : "%zu", d[i]);
}

/* One subscript and the storage it points into. */
typedef struct {
  gr_sub s;
  double vals[64];
  unsigned char mask[64];
  long long found[64];
} tsub;

/* "[1 2;3 4]" (after '[') into column-major VALS (at most 64); *R x *C. */
static const char *parse_matrix (const char *p, double *vals, size_t *r,
                                 size_t *c)
{
  double flat[64];
  size_t nr = 0, nc = 0, k = 0, n = 0;
  while (*p && *p != ']')
    {
      char *end;
      while (*p == ' ' || *p == ',')
        p++;
      if (*p == ';')
        {
          nc = k, nr++, k = 0, p++;
          continue;
        }
      if (*p == ']' || n == 64)
        break;
      flat[n++] = strtod (p, &end);
      k++;
      p = end;
    }
  if (k || nr)
    nc = k ? k : nc, nr++;
  for (size_t i = 0; i < nr; i++) /* row-major to column-major */
    for (size_t j = 0; j < nc; j++)
      vals[i + j * nr] = flat[i * nc + j];
  *r = nr, *c = nc;
  return p;
}

/* "2,3;1,4" (after '('): dims, then values. */
static void parse_dv (const char *p, tsub *t, double *v, size_t *nv)
{
  char *end;
  t->s.nd = 0;
  while (*p && *p != ';' && *p != ')')
    {
      t->s.dims[t->s.nd++] = (size_t) strtoul (p, &end, 10);
      p = *end == ',' ? end + 1 : end;
    }
  *nv = 0;
  if (*p == ';')
    {
      p++;
      while (*p && *p != ')')
        {
          v[(*nv)++] = strtod (p, &end);
          p = *end == ',' ? end + 1 : end;
        }
    }
}

static void parse_sub (const char *text, tsub *t)
{
  gr_sub *s = &t->s;
  memset (t, 0, sizeof *t);
  if (strcmp (text, ":") == 0)
    {
      s->kind = GR_SUB_COLON;
      return;
    }
  if (strcmp (text, "T") == 0 || strcmp (text, "F") == 0)
    {
      s->kind = GR_SUB_MASK, s->mask = t->mask, s->n = 1;
      s->nd = 2, s->dims[0] = s->dims[1] = 1;
      t->mask[0] = text[0] == 'T';
      return;
    }
  if (text[0] == 'L' && text[1] == '[')
    {
      size_t r, c;
      parse_matrix (text + 2, t->vals, &r, &c);
      s->kind = GR_SUB_MASK, s->mask = t->mask, s->n = r * c;
      s->nd = 2, s->dims[0] = r, s->dims[1] = c;
      for (size_t i = 0; i < r * c; i++)
        t->mask[i] = t->vals[i] != 0;
      return;
    }
  if (text[0] == '[')
    {
      size_t r, c;
      parse_matrix (text + 1, t->vals, &r, &c);
      s->kind = GR_SUB_LIST, s->list = t->vals, s->n = r * c;
      s->nd = 2, s->dims[0] = r, s->dims[1] = c;
      return;
    }
  if (strchr ("ZOMR", text[0]) && text[1] == '(')
    {
      double v[64];
      size_t nv;
      parse_dv (text + 2, t, v, &nv);
      s->n = numel (s->nd, s->dims);
      if (text[0] == 'M')
        {
          s->kind = GR_SUB_MASK, s->mask = t->mask;
          for (size_t i = 0; i < nv; i++)
            t->mask[(size_t) v[i] - 1] = 1;
        }
      else
        {
          s->kind = GR_SUB_LIST, s->list = t->vals;
          for (size_t i = 0; i < s->n; i++)
            t->vals[i] = text[0] == 'O' ? 1 : text[0] == 'R' ? v[i] : 0;
        }
      return;
    }
  if (strchr (text + 1, ':'))
    {
      double a, st = 1, b;
      char *end;
      a = strtod (text, &end);
      b = strtod (end + 1, &end);
      if (*end == ':')
        st = b, b = strtod (end + 1, &end);
      s->kind = GR_SUB_RANGE, s->start = a, s->step = st;
      {
        const double q = floor ((b - a) / st + 1e-10) + 1;
        s->n = q > 0 ? (size_t) q : 0;
      }
      return;
    }
  s->kind = GR_SUB_LIST, s->list = t->vals, s->n = 1;
  s->nd = 2, s->dims[0] = s->dims[1] = 1;
  t->vals[0] = strtod (text, NULL);
}

/* A MASK as the positions of its trues (GR_SUB_FOUND). */
static void to_found (tsub *t)
{
  gr_sub *s = &t->s;
  size_t k = 0;
  if (s->kind != GR_SUB_MASK)
    return;
  for (size_t i = 0; i < s->n; i++)
    if (t->mask[i])
      t->found[k++] = (long long) i;
  s->kind = GR_SUB_FOUND;
  s->found = t->found, s->found_host = 1;
  s->found_ext = k ? (size_t) t->found[k - 1] + 1 : 0;
  s->n = k;
  s->mask = NULL;
}

/* ------------------------------------------------------------------ */
/* Running a gt_index on the host                                        */

static long long pos_of (const gt_index *ix, long long *const *hl, int d,
                         size_t j)
{
  const long long *l = hl && hl[d] ? hl[d] : ix->list[d];
  return l ? l[j] : ix->start[d] + ix->step[d] * (long long) j;
}

/* The offset of element K of IX's selection. */
static long long offset_of (const gt_index *ix, long long *const *hl,
                            size_t k)
{
  long long off = 0;
  for (int d = 0; d < ix->ndims; d++)
    {
      const size_t j = k % ix->count[d];
      k /= ix->count[d];
      off += pos_of (ix, hl, d, j) * (long long) ix->stride[d];
    }
  return off;
}

static size_t index_count (const gt_index *ix)
{
  size_t n = ix->ndims ? 1 : 0;
  for (int d = 0; d < ix->ndims; d++)
    n *= ix->count[d];
  return n;
}

static void values_text (char *buf, size_t len, const double *v, size_t n)
{
  size_t o = 0;
  buf[0] = 0;
  for (size_t i = 0; i < n && o < len; i++)
    o += (size_t) snprintf (buf + o, len - o, i ? " %.17g" : "%.17g", v[i]);
}

/* ------------------------------------------------------------------ */
/* Index cases                                                           */

static void run_idx (const idx_case *c, int found)
{
  tsub T[GT_MAXDIMS];
  gr_sub S[GT_MAXDIMS];
  size_t ad[GT_MAXDIMS], vd[GT_MAXDIMS];
  int and_ = parse_dims (c->a, ad), vnd = 0, n = 0, has_mask = 0, st;
  gr_resolved r;
  gr_error e;
  char what[512];
  const char *p = c->subs;

  while (*p)
    {
      char tok[256];
      size_t l = strcspn (p, "|");
      memcpy (tok, p, l);
      tok[l] = 0;
      parse_sub (tok, &T[n]);
      if (T[n].s.kind == GR_SUB_MASK)
        has_mask = 1;
      if (found)
        to_found (&T[n]);
      n++;
      p += l + (p[l] == '|');
    }
  if (found && !has_mask)
    return;
  for (int i = 0; i < n; i++)
    S[i] = T[i].s;
  snprintf (what, sizeof what, "%c A %s (%s)%s%s%s", c->mode, c->a, c->subs,
            c->mode == 'A' ? " = V " : c->mode == 'D' ? " = []" : "", c->v,
            found ? " [found]" : "");
  memset (&e, 0x55, sizeof e);
  if (c->mode == 'A')
    {
      vnd = parse_dims (c->v, vd);
      st = gr_resolve_assign (GR_ASSIGN, and_, ad, n, S, vnd, vd, &r, &e);
    }
  else
    st = gr_resolve (c->mode == 'R' ? GR_READ : GR_DELETE, and_, ad, n, S,
                     &r, &e);
  if (c->id)
    {
      CHECK (st != 0, "%s: no error, Octave: %s", what, c->res);
      if (st)
        {
          CHECK (strcmp (e.id, c->id) == 0 && strcmp (e.msg, c->res) == 0,
                 "%s:\n  gives   [%s] %s\n  Octave: [%s] %s", what, e.id,
                 e.msg, c->id, c->res);
          for (int i = 0; i < GT_MAXDIMS; i++)
            CHECK (!r.hlist[i] && !r.vhlist[i], "%s: lists left after an "
                   "error", what);
        }
      gr_resolved_free (&r);
      return;
    }
  CHECK (st == 0, "%s: [%s] %s, Octave gives %s", what, e.id, e.msg, c->res);
  if (st)
    return;
  {
    const size_t N = numel (and_, ad), Y = numel (r.nd, r.dims);
    double *y = (double *) calloc (Y + 1, sizeof (double));
    char got[128], *vals = (char *) malloc (Y * 26 + 16);
    dims_text (got, sizeof got, r.nd, r.dims);
    if (c->mode == 'R' || c->mode == 'D')
      {
        if (r.unchanged)
          for (size_t k = 0; k < N; k++)
            y[k] = (double) k + 1;
        else
          {
            CHECK (r.count == Y && (Y == 0 || index_count (&r.index) == Y),
                   "%s: count %zu, index %zu, dims %s", what, r.count,
                   index_count (&r.index), got);
            for (size_t k = 0; k < Y && index_count (&r.index) == Y; k++)
              y[k] = (double) offset_of (&r.index, r.hlist, k) + 1;
          }
      }
    else
      {
        const size_t nv = numel (vnd, vd);
        CHECK (r.rhs_scalar == (nv == 1), "%s: rhs_scalar %d", what,
               r.rhs_scalar);
        if (!r.grow)
          {
            CHECK (Y == N, "%s: %s without growth from %s", what, got, c->a);
            for (size_t k = 0; k < N && k < Y; k++)
              y[k] = (double) k + 1;
          }
        else if (r.place.ndims)
          {
            CHECK (index_count (&r.place) == N, "%s: place %zu of %zu",
                   what, index_count (&r.place), N);
            for (size_t k = 0; k < N; k++)
              {
                const long long o = offset_of (&r.place, NULL, k);
                CHECK (o >= 0 && (size_t) o < Y, "%s: place %lld", what, o);
                if (o >= 0 && (size_t) o < Y)
                  y[o] = (double) k + 1;
              }
          }
        else
          CHECK (N == 0, "%s: no place for %zu elements", what, N);
        if (r.count && !r.unchanged)
          {
            double *v = (double *) malloc ((nv + 1) * sizeof (double));
            double *w = v;
            const size_t m = index_count (&r.index);
            for (size_t k = 0; k < nv; k++)
              v[k] = -(double) k - 1;
            if (r.v_gather)
              {
                const size_t nw = index_count (&r.vindex);
                CHECK (nw == m, "%s: %zu values gathered for %zu places",
                       what, nw, m);
                w = (double *) malloc ((nw + 1) * sizeof (double));
                for (size_t k = 0; k < nw; k++)
                  w[k] = v[offset_of (&r.vindex, r.vhlist, k)];
              }
            else
              CHECK (r.rhs_scalar || m == nv, "%s: %zu places for %zu "
                     "values", what, m, nv);
            for (size_t k = 0; k < m; k++)
              {
                const long long o = offset_of (&r.index, r.hlist, k);
                CHECK (o >= 0 && (size_t) o < Y, "%s: position %lld", what,
                       o);
                if (o >= 0 && (size_t) o < Y)
                  y[o] = r.rhs_scalar ? v[0] : w[k];
              }
            if (w != v)
              free (w);
            free (v);
          }
      }
    values_text (vals, Y * 26 + 16, y, Y);
    CHECK (strcmp (got, c->res) == 0 && strcmp (vals, c->vals) == 0,
           "%s:\n  gives   %s [%.300s]\n  Octave: %s [%.300s]", what, got,
           vals, c->res, c->vals);
    free (vals);
    free (y);
  }
  gr_resolved_free (&r);
  gr_resolved_free (&r); /* twice is safe */
}

/* ------------------------------------------------------------------ */
/* Broadcasting                                                          */

static void run_bc (const bc_case *c)
{
  size_t da[GR_MAXDIMS], db[GR_MAXDIMS], dims[GR_MAXDIMS], sa[GR_MAXDIMS],
    sb[GR_MAXDIMS];
  const int na = parse_dims (c->a, da), nb = parse_dims (c->b, db);
  int nd, st;
  gr_error e;
  char what[128];
  snprintf (what, sizeof what, "%s %s %s", c->a, c->op, c->b);
  st = gr_broadcast_dims (c->op, na, da, nb, db, GR_MAXDIMS, &nd, dims, sa,
                          sb, &e);
  if (c->msg)
    {
      int first = 0;
      for (int i = 0; i < (na > nb ? na : nb) && !first; i++)
        {
          const size_t x = i < na ? da[i] : 1, z = i < nb ? db[i] : 1;
          if (x != z && x != 1 && z != 1)
            first = i + 1;
        }
      CHECK (st && strcmp (e.id, "nonconformant") == 0
             && strcmp (e.msg, c->msg) == 0 && e.pos == first,
             "%s:\n  gives   [%s] %s (dimension %d)\n  Octave: %s "
             "(dimension %d)", what, st ? e.id : "", st ? e.msg : "",
             st ? e.pos : 0, c->msg, first);
      return;
    }
  CHECK (st == 0, "%s: %s", what, e.msg);
  if (st)
    return;
  {
    const size_t n = numel (nd, dims);
    double *y = (double *) malloc ((n + 1) * sizeof (double));
    char *got = (char *) malloc (n * 26 + 160), *vals = got + 128;
    int chopped = nd;
    while (chopped > 2 && dims[chopped - 1] == 1)
      chopped--;
    for (size_t k = 0; k < n; k++)
      {
        size_t q = k, ia = 0, ib = 0;
        for (int d = 0; d < nd; d++)
          {
            ia += (q % dims[d]) * sa[d], ib += (q % dims[d]) * sb[d];
            q /= dims[d];
          }
        y[k] = (double) ia + 1 + 1000.0 * ((double) ib + 1);
      }
    dims_text (got, 128, chopped, dims);
    values_text (vals, n * 26 + 16, y, n);
    {
      const size_t l = strlen (got);
      got[l] = '|';
      memmove (got + l + 1, vals, strlen (vals) + 1);
    }
    CHECK (strcmp (got, c->res) == 0, "%s:\n  gives   %.300s\n  Octave: %.300s",
           what, got, c->res);
    free (got);
    free (y);
  }
  {
    /* the core's forms give the same */
    gt_bcast bc;
    gt_pair_shape ps;
    CHECK (gr_broadcast (c->op, na, da, nb, db, &bc, &e) == 0
           && bc.ndims == nd && !memcmp (bc.dims, dims, nd * sizeof dims[0])
           && !memcmp (bc.sa, sa, nd * sizeof sa[0])
           && !memcmp (bc.sb, sb, nd * sizeof sb[0]), "%s: gr_broadcast",
           what);
    CHECK (gr_broadcast_pair (c->op, na, da, nb, db, &ps, &e) == 0
           && ps.ndims == nd && !memcmp (ps.dims, dims, nd * sizeof dims[0])
           && !memcmp (ps.sa, sa, nd * sizeof sa[0])
           && !memcmp (ps.sb, sb, nd * sizeof sb[0]),
           "%s: gr_broadcast_pair", what);
  }
}

/* ------------------------------------------------------------------ */
/* Reductions                                                            */

static const char *rd_name[] = { "sum", "prod", "mean", "max", "min", "any",
                                 "all" };

static void run_rd (const rd_case *c)
{
  size_t dx[GR_MAXDIMS];
  const int nx = parse_dims (c->x, dx);
  gr_rshape s;
  gr_error e;
  char what[128], got[128], vals[4096], want[4096];
  double *x, *y;
  size_t N = numel (nx, dx), ny;
  snprintf (what, sizeof what, "%s (%s, dim %d)", rd_name[c->k], c->x,
            c->dim);
  if (gr_reduce_shape (c->k, nx, dx, c->dim, &s, &e))
    {
      CHECK (0, "%s: %s", what, e.msg);
      return;
    }
  ny = numel (s.nd, s.dims);
  dims_text (got, sizeof got, s.nd, s.dims);
  CHECK (s.inner * s.len * s.outer == N, "%s: %zu x %zu x %zu of %zu",
         what, s.inner, s.len, s.outer, N);
  CHECK (s.inner * s.outer == ny, "%s: %zu x %zu for %zu results", what,
         s.inner, s.outer, ny);
  x = (double *) malloc ((N + 1) * sizeof (double));
  y = (double *) malloc ((ny + 1) * sizeof (double));
  for (size_t k = 0; k < N; k++)
    x[k] = (double) (k % 3);
  for (size_t o = 0; o < s.outer; o++)
    for (size_t i = 0; i < s.inner; i++)
      {
        double acc = c->k == GR_RD_PROD || c->k == GR_RD_ALL ? 1 : 0;
        for (size_t k = 0; k < s.len; k++)
          {
            const double v = x[i + (k + o * s.len) * s.inner];
            switch (c->k)
              {
              case GR_RD_SUM: case GR_RD_MEAN: acc += v; break;
              case GR_RD_PROD: acc *= v; break;
              case GR_RD_MAX: acc = k == 0 || v > acc ? v : acc; break;
              case GR_RD_MIN: acc = k == 0 || v < acc ? v : acc; break;
              case GR_RD_ANY: acc = acc || v != 0; break;
              case GR_RD_ALL: acc = acc && v != 0; break;
              default: break;
              }
          }
        if (c->k == GR_RD_MEAN)
          acc /= (double) s.count;
        y[i + o * s.inner] = acc;
      }
  values_text (vals, sizeof vals, y, ny);
  snprintf (want, sizeof want, "%s", c->vals);
  if (c->k == GR_RD_MEAN) /* compare within rounding */
    {
      const char *p = c->vals;
      int ok = 1;
      for (size_t k = 0; k < ny && ok; k++)
        {
          char *end;
          const double w = strtod (p, &end);
          ok = end != p && ((isnan (w) && isnan (y[k]))
                            || fabs (w - y[k]) <= 1e-15 * fabs (w));
          p = end;
        }
      if (ok)
        snprintf (want, sizeof want, "%s", vals);
    }
  CHECK (strcmp (got, c->dims) == 0 && strcmp (vals, want) == 0,
         "%s:\n  gives   %s [%s]\n  Octave: %s [%s]", what, got, vals,
         c->dims, c->vals);
  free (x), free (y);
}

/* ------------------------------------------------------------------ */
/* Classes                                                               */

static gt_etype etype (const char *s)
{
  return !strcmp (s, "F64") ? GT_E_F64 : !strcmp (s, "F32") ? GT_E_F32
         : !strcmp (s, "C128") ? GT_E_C128 : !strcmp (s, "C64") ? GT_E_C64
                                                                : GT_E_BOOL;
}

static void run_ty (const ty_case *c)
{
  static const char *bin[] = { "ADD", "SUB", "MUL", "DIV", "POW", "EQ", "NE",
                               "LT", "LE", "GT", "GE", "AND", "OR", "MAX",
                               "MIN" };
  static const char *un[] = { "NEG", "ABS", "SQRT", "EXP", "LOG", "SIN",
                              "COS", "TANH", "REAL", "IMAG", "CONJ", "FLOOR",
                              "CEIL", "ROUND", "NOT" };
  gt_etype t = GT_E_NTYPES;
  char what[96];
  snprintf (what, sizeof what, "%s %s %s %s", c->what, c->op, c->a, c->b);
  if (!strcmp (c->what, "bin"))
    {
      gr_types ty;
      for (int i = 0; i < (int) (sizeof bin / sizeof bin[0]); i++)
        if (!strcmp (c->op, bin[i]))
          {
            gr_binary_types ((gt_binop) i, etype (c->a), etype (c->b), &ty);
            t = ty.result;
          }
    }
  else if (!strcmp (c->what, "mtimes") || !strcmp (c->what, "cat")
           || !strcmp (c->what, "asg"))
    {
      gr_types ty;
      gr_promote (!strcmp (c->what, "mtimes") ? GR_K_MTIMES
                  : !strcmp (c->what, "cat") ? GR_K_CAT : GR_K_ASSIGN,
                  etype (c->a), etype (c->b), &ty);
      t = ty.result;
    }
  else if (!strcmp (c->what, "un"))
    {
      gt_etype tx;
      for (int i = 0; i < (int) (sizeof un / sizeof un[0]); i++)
        if (!strcmp (c->op, un[i]))
          gr_unary_types ((gt_unop) i, etype (c->a), &tx, &t);
    }
  else
    {
      gt_etype tx;
      for (int i = 0; i < GR_RD_NKINDS; i++)
        {
          char up[8];
          size_t j = 0;
          for (; rd_name[i][j] && j < sizeof up - 1; j++)
            up[j] = (char) (rd_name[i][j] - 'a' + 'A');
          up[j] = 0;
          if (!strcmp (c->op, up))
            gr_reduce_types ((gr_rdkind) i, etype (c->a), &tx, &t);
        }
    }
  if (!c->cls)
    return; /* an error in Octave: the caller's concern */
  /* true .^ z and false .^ z are real: Octave narrows the complex result
     by its values, as it narrows any complex array whose imaginary parts
     are all zero; the type is complex */
  if (!strcmp (c->op, "POW") && !strcmp (c->a, "BOOL") && gr_is_complex (t)
      && !c->cplx && !strcmp (gr_class_name (t), c->cls))
    return;
  CHECK (t != GT_E_NTYPES && !strcmp (gr_class_name (t), c->cls)
         && gr_is_complex (t) == c->cplx, "%s: gives %s%s, Octave %s%s",
         what, t == GT_E_NTYPES ? "?" : gr_class_name (t),
         gr_is_complex (t) ? " complex" : "", c->cls,
         c->cplx ? " complex" : "");
}

/* Generated from octave-cli (Octave 7.3); each line gives the Octave
   command whose result it holds. */

static const idx_case idx_cases[] = {
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {5})) */
  { 'R', "2x2", "5", "", "indexOutOfBounds", "index (5): out of bound 4 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {3, ':'})) */
  { 'R', "2x2", "3|:", "", "indexOutOfBounds", "index (3,_): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {':', 3})) */
  { 'R', "2x2", ":|3", "", "indexOutOfBounds", "index (_,3): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {0})) */
  { 'R', "2x2", "0", "", "badIndex", "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {-1})) */
  { 'R', "2x2", "-1", "", "badIndex", "index (-1): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1.5})) */
  { 'R', "2x2", "1.5", "", "badIndex", "index (1.5): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {0, 1})) */
  { 'R', "2x2", "0|1", "", "badIndex", "index (0,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 0})) */
  { 'R', "2x2", "1|0", "", "badIndex", "index (_,0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1.5})) */
  { 'R', "2x2", "1|1.5", "", "badIndex", "index (_,1.5): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {2, -3})) */
  { 'R', "2x2", "2|-3", "", "badIndex", "index (_,-3): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {':', 0})) */
  { 'R', "2x2", ":|0", "", "badIndex", "index (_,0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {NaN})) */
  { 'R', "2x2", "NaN", "", "badIndex", "index (nan): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {Inf})) */
  { 'R', "2x2", "Inf", "", "badIndex", "index (inf): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {-Inf})) */
  { 'R', "2x2", "-Inf", "", "badIndex", "index (-inf): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 2})) */
  { 'R', "2x2", "1|1|2", "", "indexOutOfBounds", "index (_,_,2): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {[1 30]})) */
  { 'R', "2x2", "[1 30]", "", "indexOutOfBounds", "index (30): out of bound 4 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {logical([0 0 0 0 1])})) */
  { 'R', "2x2", "L[0 0 0 0 1]", "", "indexOutOfBounds", "index (5): out of bound 4 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, NaN})) */
  { 'R', "2x2", "1|NaN", "", "badIndex", "index (_,nan): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {-1.5})) */
  { 'R', "2x2", "-1.5", "", "badIndex", "index (-1.5): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1e20})) */
  { 'R', "2x2", "1e20", "", "badIndex", "index (1e+20): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {9.3e18})) */
  { 'R', "2x2", "9.3e18", "", "badIndex", "index (9.3e+18): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {':', ':', 2})) */
  { 'R', "2x2", ":|:|2", "", "indexOutOfBounds", "index (_,_,2): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 2})) */
  { 'R', "2x2", "1|1|1|2", "", "indexOutOfBounds", "index (_,_,_,2): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {5, 1, 1})) */
  { 'R', "2x2", "5|1|1", "", "indexOutOfBounds", "index (5,_,_): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 5})) */
  { 'R', "2x2", "1|5", "", "indexOutOfBounds", "index (_,5): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {2, 3, 1})) */
  { 'R', "2x2", "2|3|1", "", "indexOutOfBounds", "index (_,3,_): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 5})) */
  { 'R', "2x2", "1|1|1|1|5", "", "indexOutOfBounds", "index (...[x4]...5): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 1, 1, 1, 1, 5})) */
  { 'R', "2x2", "1|1|1|1|1|1|1|1|5", "", "indexOutOfBounds", "index (...[x8]...5): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 5, 1, 1, 1, 1, 1, 1, 1})) */
  { 'R', "2x2", "1|5|1|1|1|1|1|1|1", "", "indexOutOfBounds", "index (_,5...[x7]...): out of bound 2 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 1, 1, 1, 1, 0})) */
  { 'R', "2x2", "1|1|1|1|1|1|1|1|0", "", "badIndex", "index (...[x8]...0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {0, 1, 1, 1, 1, 1, 1, 1, 1})) */
  { 'R', "2x2", "0|1|1|1|1|1|1|1|1", "", "badIndex", "index (0...[x8]...): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 0, 1, 1, 1, 1, 1})) */
  { 'R', "2x2", "1|1|1|0|1|1|1|1|1", "", "badIndex", "index (_,_,_,0...[x5]...): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {5, 0})) */
  { 'R', "2x2", "5|0", "", "badIndex", "index (_,0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {0, 5})) */
  { 'R', "2x2", "0|5", "", "badIndex", "index (0,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {3:-1:-1})) */
  { 'R', "2x2", "3:-1:-1", "", "badIndex", "index (-1): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {0:2})) */
  { 'R', "2x2", "0:2", "", "badIndex", "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {[3 -1 0]})) */
  { 'R', "2x2", "[3 -1 0]", "", "badIndex", "index (-1): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1.123456789})) */
  { 'R', "2x2", "1.123456789", "", "badIndex", "index (1.12346): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {123456.5})) */
  { 'R', "2x2", "123456.5", "", "badIndex", "index (123456-0.5): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {-12345678})) */
  { 'R', "2x2", "-12345678", "", "badIndex", "index (-12345678): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {2.5e-7})) */
  { 'R', "2x2", "2.5e-7", "", "badIndex", "index (2.5e-07): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1.0000000001})) */
  { 'R', "2x2", "1.0000000001", "", "badIndex", "index (1+1e-10): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1:0.5:2})) */
  { 'R', "2x2", "1:0.5:2", "", NULL, "1x3", "1 2 2" },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1.5:3})) */
  { 'R', "2x2", "1.5:3", "", NULL, "1x2", "2 3" },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 1, 1, 1, 1, 1, 2})) */
  { 'R', "2x2", "1|1|1|1|1|1|1|1|1|2", "", "indexOutOfBounds", "index (...[x9]...2): out of bound 1 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 1, 0, 1, 1, 1, 1})) */
  { 'R', "2x2", "1|1|1|1|1|0|1|1|1|1", "", "badIndex", "index (...[x5]...0,_,_,_,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 0, 1, 1, 1, 1})) */
  { 'R', "2x2", "1|0|1|1|1|1", "", "badIndex", "index (_,0,_,_,_,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 1, 0})) */
  { 'R', "2x2", "1|1|1|1|0", "", "badIndex", "index (...[x4]...0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1, 0, 1, 1, 1, 1})) */
  { 'R', "2x2", "1|1|1|0|1|1|1|1", "", "badIndex", "index (_,_,_,0,_,_,_,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 1 1 1])})) */
  { 'R', "2x2", "L[1 1 1 1 1]", "", "indexOutOfBounds", "index (5): out of bound 4 (dimensions are 2x2)", NULL },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 1 1 0 0])})) */
  { 'R', "2x2", "L[1 1 1 1 0 0]", "", NULL, "1x4", "1 2 3 4" },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {true, 2})) */
  { 'R', "2x2", "T|2", "", NULL, "1x1", "3" },
  /* subsref (reshape (1:4, [2 2]), substruct ("()", {false, ':'})) */
  { 'R', "2x2", "F|:", "", NULL, "0x2", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {7})) */
  { 'R', "4x5", "7", "", NULL, "1x1", "7" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[1 3 5]})) */
  { 'R', "4x5", "[1 3 5]", "", NULL, "1x3", "1 3 5" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[3;1;20]})) */
  { 'R', "4x5", "[3;1;20]", "", NULL, "3x1", "3 1 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':'})) */
  { 'R', "4x5", ":", "", NULL, "20x1", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {1:2:20})) */
  { 'R', "4x5", "1:2:20", "", NULL, "1x10", "1 3 5 7 9 11 13 15 17 19" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {20:-3:1})) */
  { 'R', "4x5", "20:-3:1", "", NULL, "1x7", "20 17 14 11 8 5 2" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[2 2 1]})) */
  { 'R', "4x5", "[2 2 1]", "", NULL, "1x3", "2 2 1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[]})) */
  { 'R', "4x5", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {zeros(1,0)})) */
  { 'R', "4x5", "Z(1,0)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {zeros(0,1)})) */
  { 'R', "4x5", "Z(0,1)", "", NULL, "0x1", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {reshape([1 2 3 4 5 6],[2 3])})) */
  { 'R', "4x5", "R(2,3;1,2,3,4,5,6)", "", NULL, "2x3", "1 2 3 4 5 6" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 4 6 11 20])})) */
  { 'R', "4x5", "M(4,5;1,4,6,11,20)", "", NULL, "5x1", "1 4 6 11 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {logical([1 0 1])})) */
  { 'R', "4x5", "L[1 0 1]", "", NULL, "1x2", "1 3" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {true})) */
  { 'R', "4x5", "T", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {false})) */
  { 'R', "4x5", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {ones(4,5)})) */
  { 'R', "4x5", "O(4,5)", "", NULL, "4x5", "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2, 3})) */
  { 'R', "4x5", "2|3", "", NULL, "1x1", "10" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':', 2})) */
  { 'R', "4x5", ":|2", "", NULL, "4x1", "5 6 7 8" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2, ':'})) */
  { 'R', "4x5", "2|:", "", NULL, "1x5", "2 6 10 14 18" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {1:3, [2 4]})) */
  { 'R', "4x5", "1:3|[2 4]", "", NULL, "3x2", "5 6 7 13 14 15" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[], 2})) */
  { 'R', "4x5", "[]|2", "", NULL, "0x1", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':', ':'})) */
  { 'R', "4x5", ":|:", "", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[4 1], [5 5 1]})) */
  { 'R', "4x5", "[4 1]|[5 5 1]", "", NULL, "2x3", "20 17 20 17 4 1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {logical([1 0 1 1]), ':'})) */
  { 'R', "4x5", "L[1 0 1 1]|:", "", NULL, "3x5", "1 3 4 5 7 8 9 11 12 13 15 16 17 19 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':', logical([0 1 0 1 1])})) */
  { 'R', "4x5", ":|L[0 1 0 1 1]", "", NULL, "4x3", "5 6 7 8 13 14 15 16 17 18 19 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2, 5:-1:1})) */
  { 'R', "4x5", "2|5:-1:1", "", NULL, "1x5", "18 14 10 6 2" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2, 3, 1})) */
  { 'R', "4x5", "2|3|1", "", NULL, "1x1", "10" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':', ':', 1})) */
  { 'R', "4x5", ":|:|1", "", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {1, 1, [1 1]})) */
  { 'R', "4x5", "1|1|[1 1]", "", NULL, "1x1x2", "1 1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {4, 5, 1, 1})) */
  { 'R', "4x5", "4|5|1|1", "", NULL, "1x1", "20" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {reshape([3 4],[1 1 2])})) */
  { 'R', "4x5", "R(1,1,2;3,4)", "", NULL, "1x1x2", "3 4" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {logical([0 0])})) */
  { 'R', "4x5", "L[0 0]", "", NULL, "1x0", "" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1])})) */
  { 'R', "4x5", "M(4,5;1)", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 2])})) */
  { 'R', "4x5", "M(4,5;1,2)", "", NULL, "2x1", "1 2" },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {21})) */
  { 'R', "4x5", "21", "", "indexOutOfBounds", "index (21): out of bound 20 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {5, 1})) */
  { 'R', "4x5", "5|1", "", "indexOutOfBounds", "index (5,_): out of bound 4 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {1, 6})) */
  { 'R', "4x5", "1|6", "", "indexOutOfBounds", "index (_,6): out of bound 5 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {1, 1, 2})) */
  { 'R', "4x5", "1|1|2", "", "indexOutOfBounds", "index (_,_,2): out of bound 1 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[1 30]})) */
  { 'R', "4x5", "[1 30]", "", "indexOutOfBounds", "index (30): out of bound 20 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {logical([0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1])})) */
  { 'R', "4x5", "L[0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1]", "", "indexOutOfBounds", "index (21): out of bound 20 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {':', 7})) */
  { 'R', "4x5", ":|7", "", "indexOutOfBounds", "index (_,7): out of bound 5 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2:5, 1})) */
  { 'R', "4x5", "2:5|1", "", "indexOutOfBounds", "index (5,_): out of bound 4 (dimensions are 4x5)", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {[1 0 2]})) */
  { 'R', "4x5", "[1 0 2]", "", "badIndex", "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {2, -3})) */
  { 'R', "4x5", "2|-3", "", "badIndex", "index (_,-3): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsref (reshape (1:20, [4 5]), substruct ("()", {ones(1,1,2)})) */
  { 'R', "4x5", "O(1,1,2)", "", NULL, "1x1x2", "1 1" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, 2, 3})) */
  { 'R', "2x3x4", "1|2|3", "", NULL, "1x1", "15" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', 2, ':'})) */
  { 'R', "2x3x4", ":|2|:", "", NULL, "2x1x4", "3 4 9 10 15 16 21 22" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {2, 5})) */
  { 'R', "2x3x4", "2|5", "", NULL, "1x1", "10" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', ':'})) */
  { 'R', "2x3x4", ":|:", "", NULL, "2x12", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':'})) */
  { 'R', "2x3x4", ":", "", NULL, "24x1", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, ':', [4 1]})) */
  { 'R', "2x3x4", "1|:|[4 1]", "", NULL, "1x3x2", "19 21 23 1 3 5" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {[2 1], 3, 2:3})) */
  { 'R', "2x3x4", "[2 1]|3|2:3", "", NULL, "2x1x2", "12 11 18 17" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {mk_mask([2 3 4],[1 5 7 24])})) */
  { 'R', "2x3x4", "M(2,3,4;1,5,7,24)", "", NULL, "4x1", "1 5 7 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {2, 3, 4, 1})) */
  { 'R', "2x3x4", "2|3|4|1", "", NULL, "1x1", "24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {17})) */
  { 'R', "2x3x4", "17", "", NULL, "1x1", "17" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {reshape([24 1 2 3],[2 2])})) */
  { 'R', "2x3x4", "R(2,2;24,1,2,3)", "", NULL, "2x2", "24 1 2 3" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':'})) */
  { 'R', "2x3x4", ":|:|:", "", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, [], 2})) */
  { 'R', "2x3x4", "1|[]|2", "", NULL, "1x0", "" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':', 1})) */
  { 'R', "2x3x4", ":|:|:|1", "", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', 1, ':'})) */
  { 'R', "2x3x4", ":|1|:", "", NULL, "2x1x4", "1 2 7 8 13 14 19 20" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, 1, ':'})) */
  { 'R', "2x3x4", "1|1|:", "", NULL, "1x1x4", "1 7 13 19" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {2, ':'})) */
  { 'R', "2x3x4", "2|:", "", NULL, "1x12", "2 4 6 8 10 12 14 16 18 20 22 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {3, 1})) */
  { 'R', "2x3x4", "3|1", "", "indexOutOfBounds", "index (3,_): out of bound 2 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {2, 13})) */
  { 'R', "2x3x4", "2|13", "", "indexOutOfBounds", "index (_,13): out of bound 12 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {25})) */
  { 'R', "2x3x4", "25", "", "indexOutOfBounds", "index (25): out of bound 24 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, 1, 5})) */
  { 'R', "2x3x4", "1|1|5", "", "indexOutOfBounds", "index (_,_,5): out of bound 4 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, [], ':'})) */
  { 'R', "2x3x4", "1|[]|:", "", NULL, "1x0x4", "" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {3, 1, 1})) */
  { 'R', "2x3x4", "3|1|1", "", "indexOutOfBounds", "index (3,_,_): out of bound 2 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {1, 4, 1})) */
  { 'R', "2x3x4", "1|4|1", "", "indexOutOfBounds", "index (_,4,_): out of bound 3 (dimensions are 2x3x4)", NULL },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':', ':'})) */
  { 'R', "2x3x4", ":|:|:|:", "", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsref (reshape (1:24, [2 3 4]), substruct ("()", {zeros(0,3)})) */
  { 'R', "2x3x4", "Z(0,3)", "", NULL, "0x3", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {[1;3]})) */
  { 'R', "1x7", "[1;3]", "", NULL, "1x2", "1 3" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {[1 3]})) */
  { 'R', "1x7", "[1 3]", "", NULL, "1x2", "1 3" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {reshape([1 3 2 4],[2 2])})) */
  { 'R', "1x7", "R(2,2;1,3,2,4)", "", NULL, "2x2", "1 3 2 4" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {':'})) */
  { 'R', "1x7", ":", "", NULL, "7x1", "1 2 3 4 5 6 7" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {2:4})) */
  { 'R', "1x7", "2:4", "", NULL, "1x3", "2 3 4" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {logical([1 0 1 1 0 0 1])})) */
  { 'R', "1x7", "L[1 0 1 1 0 0 1]", "", NULL, "1x4", "1 3 4 7" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {logical([1;0;1])})) */
  { 'R', "1x7", "L[1;0;1]", "", NULL, "1x2", "1 3" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {1, 1})) */
  { 'R', "1x7", "1|1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {1, ':'})) */
  { 'R', "1x7", "1|:", "", NULL, "1x7", "1 2 3 4 5 6 7" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {':', 1})) */
  { 'R', "1x7", ":|1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {[]})) */
  { 'R', "1x7", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {zeros(1,0)})) */
  { 'R', "1x7", "Z(1,0)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {zeros(0,1)})) */
  { 'R', "1x7", "Z(0,1)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {zeros(0,3)})) */
  { 'R', "1x7", "Z(0,3)", "", NULL, "0x3", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {zeros(3,0)})) */
  { 'R', "1x7", "Z(3,0)", "", NULL, "3x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {ones(1,1,2)})) */
  { 'R', "1x7", "O(1,1,2)", "", NULL, "1x2", "1 1" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {false})) */
  { 'R', "1x7", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {true})) */
  { 'R', "1x7", "T", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {logical([0 0])})) */
  { 'R', "1x7", "L[0 0]", "", NULL, "1x0", "" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {logical([1 1])})) */
  { 'R', "1x7", "L[1 1]", "", NULL, "1x2", "1 2" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {logical([1;1])})) */
  { 'R', "1x7", "L[1;1]", "", NULL, "1x2", "1 2" },
  /* subsref (reshape (1:7, [1 7]), substruct ("()", {8})) */
  { 'R', "1x7", "8", "", "indexOutOfBounds", "index (8): out of bound 7 (dimensions are 1x7)", NULL },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {[1;3]})) */
  { 'R', "7x1", "[1;3]", "", NULL, "2x1", "1 3" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {[1 3]})) */
  { 'R', "7x1", "[1 3]", "", NULL, "2x1", "1 3" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {reshape([1 3 2 4],[2 2])})) */
  { 'R', "7x1", "R(2,2;1,3,2,4)", "", NULL, "2x2", "1 3 2 4" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {':'})) */
  { 'R', "7x1", ":", "", NULL, "7x1", "1 2 3 4 5 6 7" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {2:4})) */
  { 'R', "7x1", "2:4", "", NULL, "3x1", "2 3 4" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {logical([1 0 1 1 0 0 1])})) */
  { 'R', "7x1", "L[1 0 1 1 0 0 1]", "", NULL, "4x1", "1 3 4 7" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {logical([1;0;1])})) */
  { 'R', "7x1", "L[1;0;1]", "", NULL, "2x1", "1 3" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {1, 1})) */
  { 'R', "7x1", "1|1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {1, ':'})) */
  { 'R', "7x1", "1|:", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {':', 1})) */
  { 'R', "7x1", ":|1", "", NULL, "7x1", "1 2 3 4 5 6 7" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {[]})) */
  { 'R', "7x1", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {zeros(1,0)})) */
  { 'R', "7x1", "Z(1,0)", "", NULL, "0x1", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {zeros(0,1)})) */
  { 'R', "7x1", "Z(0,1)", "", NULL, "0x1", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {zeros(0,3)})) */
  { 'R', "7x1", "Z(0,3)", "", NULL, "0x3", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {zeros(3,0)})) */
  { 'R', "7x1", "Z(3,0)", "", NULL, "3x0", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {ones(1,1,2)})) */
  { 'R', "7x1", "O(1,1,2)", "", NULL, "2x1", "1 1" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {false})) */
  { 'R', "7x1", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {true})) */
  { 'R', "7x1", "T", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {logical([0 0])})) */
  { 'R', "7x1", "L[0 0]", "", NULL, "0x1", "" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {logical([1 1])})) */
  { 'R', "7x1", "L[1 1]", "", NULL, "2x1", "1 2" },
  /* subsref (reshape (1:7, [7 1]), substruct ("()", {logical([1;1])})) */
  { 'R', "7x1", "L[1;1]", "", NULL, "2x1", "1 2" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {[1 2]})) */
  { 'R', "1x1x4", "[1 2]", "", NULL, "1x1x2", "1 2" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {[1;2]})) */
  { 'R', "1x1x4", "[1;2]", "", NULL, "1x1x2", "1 2" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {ones(2,2)})) */
  { 'R', "1x1x4", "O(2,2)", "", NULL, "2x2", "1 1 1 1" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {':'})) */
  { 'R', "1x1x4", ":", "", NULL, "4x1", "1 2 3 4" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {mk_mask([1 1 4],[2 3])})) */
  { 'R', "1x1x4", "M(1,1,4;2,3)", "", NULL, "1x1x2", "2 3" },
  /* subsref (reshape (1:4, [1 1 4]), substruct ("()", {2:3})) */
  { 'R', "1x1x4", "2:3", "", NULL, "1x1x2", "2 3" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {1})) */
  { 'R', "1x1", "1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {[1 1 1]})) */
  { 'R', "1x1", "[1 1 1]", "", NULL, "1x3", "1 1 1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {1, 1})) */
  { 'R', "1x1", "1|1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {':'})) */
  { 'R', "1x1", ":", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {true})) */
  { 'R', "1x1", "T", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {[1;1]})) */
  { 'R', "1x1", "[1;1]", "", NULL, "2x1", "1 1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {[]})) */
  { 'R', "1x1", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {1, 1, 1})) */
  { 'R', "1x1", "1|1|1", "", NULL, "1x1", "1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {ones(2,2)})) */
  { 'R', "1x1", "O(2,2)", "", NULL, "2x2", "1 1 1 1" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {false})) */
  { 'R', "1x1", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:1, [1 1]), substruct ("()", {reshape([1 1],[1 1 2])})) */
  { 'R', "1x1", "R(1,1,2;1,1)", "", NULL, "1x1x2", "1 1" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {':'})) */
  { 'R', "0x3", ":", "", NULL, "0x1", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {[]})) */
  { 'R', "0x3", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {':', 2})) */
  { 'R', "0x3", ":|2", "", NULL, "0x1", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {[], ':'})) */
  { 'R', "0x3", "[]|:", "", NULL, "0x3", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {':', ':'})) */
  { 'R', "0x3", ":|:", "", NULL, "0x3", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {':', [1 3]})) */
  { 'R', "0x3", ":|[1 3]", "", NULL, "0x2", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {1})) */
  { 'R', "0x3", "1", "", "indexOutOfBounds", "index (1): out of bound 0 (dimensions are 0x3)", NULL },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {false})) */
  { 'R', "0x3", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {true})) */
  { 'R', "0x3", "T", "", "indexOutOfBounds", "index (1): out of bound 0 (dimensions are 0x3)", NULL },
  /* subsref (reshape (1:0, [0 3]), substruct ("()", {zeros(1,0)})) */
  { 'R', "0x3", "Z(1,0)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:0, [1 0]), substruct ("()", {[]})) */
  { 'R', "1x0", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [1 0]), substruct ("()", {zeros(1,0)})) */
  { 'R', "1x0", "Z(1,0)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:0, [1 0]), substruct ("()", {zeros(0,1)})) */
  { 'R', "1x0", "Z(0,1)", "", NULL, "1x0", "" },
  /* subsref (reshape (1:0, [1 0]), substruct ("()", {':'})) */
  { 'R', "1x0", ":", "", NULL, "0x1", "" },
  /* subsref (reshape (1:0, [0 1]), substruct ("()", {zeros(1,0)})) */
  { 'R', "0x1", "Z(1,0)", "", NULL, "0x1", "" },
  /* subsref (reshape (1:0, [0 1]), substruct ("()", {[]})) */
  { 'R', "0x1", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [0 0]), substruct ("()", {':'})) */
  { 'R', "0x0", ":", "", NULL, "0x1", "" },
  /* subsref (reshape (1:0, [0 0]), substruct ("()", {[]})) */
  { 'R', "0x0", "[]", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [0 0]), substruct ("()", {1})) */
  { 'R', "0x0", "1", "", "indexOutOfBounds", "index (1): out of bound 0 (dimensions are 0x0)", NULL },
  /* subsref (reshape (1:0, [0 0]), substruct ("()", {false})) */
  { 'R', "0x0", "F", "", NULL, "0x0", "" },
  /* subsref (reshape (1:0, [0 0]), substruct ("()", {':', ':'})) */
  { 'R', "0x0", ":|:", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {5}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "5", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "3|1", "1x1", NULL, "3x2", "1 2 -1 3 4 0" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {0}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "0", "1x1", "badIndex", "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1.5}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "1.5", "1x1", "badIndex", "index (1.5): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, 0}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "1|0", "1x1", "badIndex", "index (_,0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {0, 0}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "0|0", "1x1", "badIndex", "index (0,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {2.5, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "2.5|1", "1x1", "badIndex", "index (2.5,_): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 0]}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", "[1 0]", "1x2", "badIndex", "index (0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:2}), -reshape (1:3, [1 3])) */
  { 'A', "2x2", "1:2", "1x3", "nonconformant", "=: nonconformant arguments (op1 is 2x1, op2 is 1x3)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 1}), -reshape (1:3, [3 1])) */
  { 'A', "2x2", ":|1", "3x1", "nonconformant", "=: nonconformant arguments (op1 is 2x1, op2 is 3x1)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:2, 1:2}), -reshape (1:9, [3 3])) */
  { 'A', "2x2", "1:2|1:2", "3x3", "nonconformant", "=: nonconformant arguments (op1 is 2x2, op2 is 3x3)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {-1}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "-1", "1x1", "badIndex", "index (-1): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {NaN}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "NaN", "1x1", "badIndex", "index (nan): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, NaN}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "1|NaN", "1x1", "badIndex", "index (_,nan): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, 1, 0}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "1|1|0", "1x1", "badIndex", "index (_,_,0): subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:3}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", "1:3", "1x2", "nonconformant", "=: nonconformant arguments (op1 is 3x1, op2 is 1x2)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {reshape([1 2 3 4],[2 2])}), -reshape (1:4, [1 4])) */
  { 'A', "2x2", "R(2,2;1,2,3,4)", "1x4", NULL, "2x2", "-1 -2 -3 -4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {reshape([1 2 3 4],[2 2])}), -reshape (1:4, [2 2])) */
  { 'A', "2x2", "R(2,2;1,2,3,4)", "2x2", NULL, "2x2", "-1 -2 -3 -4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {reshape([1 2 3 4],[2 2])}), -reshape (1:3, [1 3])) */
  { 'A', "2x2", "R(2,2;1,2,3,4)", "1x3", "nonconformant", "=: nonconformant arguments (op1 is 4x1, op2 is 1x3)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', 2}), -reshape (1:9, [3 3])) */
  { 'A', "2x2", ":|:|2", "3x3", "nonconformant", "=: nonconformant arguments (op1 is 2x2, op2 is 3x3)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, 1:2}), -reshape (1:3, [3 1])) */
  { 'A', "2x2", "1|1:2", "3x1", "nonconformant", "=: nonconformant arguments (op1 is 1x2, op2 is 3x1)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, ':'}), -reshape (1:2, [2 1])) */
  { 'A', "2x2", "1|:", "2x1", NULL, "2x2", "-1 2 -2 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, ':'}), -reshape (1:3, [1 3])) */
  { 'A', "2x2", "1|:", "1x3", "nonconformant", "=: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':'}), -reshape (1:5, [1 5])) */
  { 'A', "2x2", ":", "1x5", "nonconformant", "=: nonconformant arguments (op1 is 4x1, op2 is 1x5)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':'}), -reshape (1:4, [4 1])) */
  { 'A', "2x2", ":", "4x1", NULL, "2x2", "-1 -2 -3 -4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 1])}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", "L[1 1 0 1]", "1x2", "nonconformant", "=: nonconformant arguments (op1 is 3x1, op2 is 1x2)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 1 0 1])}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "L[1 1 0 1 0 1]", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {5}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", "5", "1x2", "nonconformant", "=: nonconformant arguments (op1 is 1x1, op2 is 1x2)", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, []}), -reshape (1:0, [0 5])) */
  { 'A', "2x2", "3|[]", "0x5", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, []}), -reshape (1:0, [1 0])) */
  { 'A', "2x2", "3|[]", "1x0", NULL, "3x2", "1 2 0 3 4 0" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', ':'}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", ":|:|:", "1x1", NULL, "2x2", "-1 -1 -1 -1" },
  /* asg (reshape (1:4, [2 2]), {1, 1, []}, zeros (0, 0)) */
  { 'A', "2x2", "1|1|[]", "0x0", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 1], 1}), -reshape (1:2, [2 1])) */
  { 'A', "2x2", "[1 1]|1", "2x1", NULL, "2x2", "-2 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[2 2 2]}), -reshape (1:3, [1 3])) */
  { 'A', "2x2", "[2 2 2]", "1x3", NULL, "2x2", "1 -3 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 1}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", ":|1", "1x2", NULL, "2x2", "-1 -2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {4}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "4", "1x1", NULL, "2x2", "1 2 3 -1" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {5, 5}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "5|5", "1x1", NULL, "5x5", "1 2 0 0 0 3 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, ':'}), -reshape (1:2, [1 2])) */
  { 'A', "2x2", "3|:", "1x2", NULL, "3x2", "1 2 -1 3 4 -2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 3}), -reshape (1:2, [2 1])) */
  { 'A', "2x2", ":|3", "2x1", NULL, "2x3", "1 2 3 4 -1 -2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, 4, 2}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "3|4|2", "1x1", NULL, "3x4x2", "1 2 0 3 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[2 1 2]}), -reshape (1:3, [1 3])) */
  { 'A', "2x2", "[2 1 2]", "1x3", NULL, "2x2", "-2 -3 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {reshape([1 1 2 2],[2 2])}), -reshape (1:4, [2 2])) */
  { 'A', "2x2", "R(2,2;1,1,2,2)", "2x2", NULL, "2x2", "-2 -4 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 1], [2 2]}), -reshape (1:4, [2 2])) */
  { 'A', "2x2", "[1 1]|[2 2]", "2x2", NULL, "2x2", "1 2 -4 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:4}), -reshape (1:4, [2 2])) */
  { 'A', "2x2", "1:4", "2x2", NULL, "2x2", "-1 -2 -3 -4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':'}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", ":", "1x1", NULL, "2x2", "-1 -1 -1 -1" },
  /* asg (reshape (1:4, [2 2]), {[]}, zeros (0, 0)) */
  { 'A', "2x2", "[]", "0x0", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[]}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "[]", "1x1", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {zeros(1,0)}), -reshape (1:0, [0 3])) */
  { 'A', "2x2", "Z(1,0)", "0x3", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[], ':'}), -reshape (1:0, [0 2])) */
  { 'A', "2x2", "[]|:", "0x2", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {true}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "T", "1x1", NULL, "2x2", "-1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {false}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "F", "1x1", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', 3}), -reshape (1:4, [2 2])) */
  { 'A', "2x2", ":|:|3", "2x2", NULL, "2x2x3", "1 2 3 4 0 0 0 0 -1 -2 -3 -4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {3, 3}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "3|3", "1x1", NULL, "3x3", "1 2 0 3 4 0 0 0 -1" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, []}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "1|[]", "1x1", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([0 0 0 0 0 1])}), -reshape (1:1, [1 1])) */
  { 'A', "2x2", "L[0 0 0 0 0 1]", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {7}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "7", "1x1", NULL, "4x5", "1 2 3 4 5 6 -1 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[1 3 5]}), -reshape (1:3, [1 3])) */
  { 'A', "4x5", "[1 3 5]", "1x3", NULL, "4x5", "-1 2 -2 4 -3 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[1 3 5]}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "[1 3 5]", "1x1", NULL, "4x5", "-1 2 -1 4 -1 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':'}), -reshape (1:20, [1 20])) */
  { 'A', "4x5", ":", "1x20", NULL, "4x5", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 -17 -18 -19 -20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2:2:20}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "2:2:20", "1x1", NULL, "4x5", "1 -1 3 -1 5 -1 7 -1 9 -1 11 -1 13 -1 15 -1 17 -1 19 -1" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[2 2 1]}), -reshape (1:3, [1 3])) */
  { 'A', "4x5", "[2 2 1]", "1x3", NULL, "4x5", "-3 -2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[]}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "[]", "1x1", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2, 3}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "2|3", "1x1", NULL, "4x5", "1 2 3 4 5 6 7 8 9 -1 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', 2}), -reshape (1:4, [4 1])) */
  { 'A', "4x5", ":|2", "4x1", NULL, "4x5", "1 2 3 4 -1 -2 -3 -4 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', 2}), -reshape (1:4, [1 4])) */
  { 'A', "4x5", ":|2", "1x4", NULL, "4x5", "1 2 3 4 -1 -2 -3 -4 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2:3, [1 4]}), -reshape (1:4, [2 2])) */
  { 'A', "4x5", "2:3|[1 4]", "2x2", NULL, "4x5", "1 -1 -2 4 5 6 7 8 9 10 11 12 13 -3 -4 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2:3, [1 4]}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "2:3|[1 4]", "1x1", NULL, "4x5", "1 -1 -1 4 5 6 7 8 9 10 11 12 13 -1 -1 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 2 7 13 20])}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "M(4,5;1,2,7,13,20)", "1x1", NULL, "4x5", "-1 -1 3 4 5 6 -1 8 9 10 11 12 -1 14 15 16 17 18 19 -1" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 2 7 13 20])}), -reshape (1:5, [5 1])) */
  { 'A', "4x5", "M(4,5;1,2,7,13,20)", "5x1", NULL, "4x5", "-1 -2 3 4 5 6 -3 8 9 10 11 12 -4 14 15 16 17 18 19 -5" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', ':'}), -reshape (1:20, [4 5])) */
  { 'A', "4x5", ":|:", "4x5", NULL, "4x5", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 -17 -18 -19 -20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2:3, ':'}), -reshape (1:10, [2 5])) */
  { 'A', "4x5", "2:3|:", "2x5", NULL, "4x5", "1 -1 -2 4 5 -3 -4 8 9 -5 -6 12 13 -7 -8 16 17 -9 -10 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2:3, ':'}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "2:3|:", "1x1", NULL, "4x5", "1 -1 -1 4 5 -1 -1 8 9 -1 -1 12 13 -1 -1 16 17 -1 -1 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {4, 5}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "4|5", "1x1", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 -1" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {4, ':'}), -reshape (1:5, [1 5])) */
  { 'A', "4x5", "4|:", "1x5", NULL, "4x5", "1 2 3 -1 5 6 7 -2 9 10 11 -3 13 14 15 -4 17 18 19 -5" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', 5}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", ":|5", "1x1", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 -1 -1 -1 -1" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[4 1], [5 5 1]}), -reshape (1:6, [2 3])) */
  { 'A', "4x5", "[4 1]|[5 5 1]", "2x3", NULL, "4x5", "-6 2 3 -5 5 6 7 8 9 10 11 12 13 14 15 16 -4 18 19 -3" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', logical([1 0 0 1 0])}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", ":|L[1 0 0 1 0]", "1x1", NULL, "4x5", "-1 -1 -1 -1 5 6 7 8 9 10 11 12 -1 -1 -1 -1 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {2, ':', 1}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "2|:|1", "1x1", NULL, "4x5", "1 -1 3 4 5 -1 7 8 9 -1 11 12 13 -1 15 16 17 -1 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 3 4])}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "M(4,5;1,3,4)", "1x1", NULL, "4x5", "-1 2 -1 -1 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {30}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "30", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {1:2}), -reshape (1:3, [1 3])) */
  { 'A', "4x5", "1:2", "1x3", "nonconformant", "=: nonconformant arguments (op1 is 2x1, op2 is 1x3)", NULL },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', 1}), -reshape (1:3, [3 1])) */
  { 'A', "4x5", ":|1", "3x1", "nonconformant", "=: nonconformant arguments (op1 is 4x1, op2 is 3x1)", NULL },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {1:2, 1:2}), -reshape (1:9, [3 3])) */
  { 'A', "4x5", "1:2|1:2", "3x3", "nonconformant", "=: nonconformant arguments (op1 is 2x2, op2 is 3x3)", NULL },
  /* asg (reshape (1:20, [4 5]), {2, 3}, zeros (0, 0)) */
  { 'A', "4x5", "2|3", "0x0", "nonconformant", "=: nonconformant arguments (op1 is 1x1, op2 is 0x0)", NULL },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {6, 7}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "6|7", "1x1", NULL, "6x7", "1 2 3 4 0 0 5 6 7 8 0 0 9 10 11 12 0 0 13 14 15 16 0 0 17 18 19 20 0 0 0 0 0 0 0 0 0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {5, 5}), -reshape (1:1, [1 1])) */
  { 'A', "4x5", "5|5", "1x1", NULL, "5x5", "1 2 3 4 0 5 6 7 8 0 9 10 11 12 0 13 14 15 16 0 17 18 19 20 -1" },
  /* subsasgn (reshape (1:3, [1 3]), substruct ("()", {7}), -reshape (1:1, [1 1])) */
  { 'A', "1x3", "7", "1x1", NULL, "1x7", "1 2 3 0 0 0 -1" },
  /* subsasgn (reshape (1:3, [1 3]), substruct ("()", {4}), -reshape (1:1, [1 1])) */
  { 'A', "1x3", "4", "1x1", NULL, "1x4", "1 2 3 -1" },
  /* subsasgn (reshape (1:3, [1 3]), substruct ("()", {[5 4]}), -reshape (1:2, [1 2])) */
  { 'A', "1x3", "[5 4]", "1x2", NULL, "1x5", "1 2 3 -2 -1" },
  /* subsasgn (reshape (1:3, [3 1]), substruct ("()", {5}), -reshape (1:1, [1 1])) */
  { 'A', "3x1", "5", "1x1", NULL, "5x1", "1 2 3 0 -1" },
  /* subsasgn (reshape (1:3, [3 1]), substruct ("()", {4:5}), -reshape (1:2, [1 2])) */
  { 'A', "3x1", "4:5", "1x2", NULL, "5x1", "1 2 3 -1 -2" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {3}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", "3", "1x1", NULL, "1x3", "0 0 -1" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, 3}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", "2|3", "1x1", NULL, "2x3", "0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 1}), -reshape (1:3, [3 1])) */
  { 'A', "0x0", ":|1", "3x1", NULL, "3x1", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|:", "2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {1, ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "1|:", "1x3", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 2}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", ":|2", "1x3", NULL, "3x2", "0 0 0 -1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 2}), -reshape (1:3, [3 1])) */
  { 'A', "0x0", ":|2", "3x1", NULL, "3x2", "0 0 0 -1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "2|:", "1x3", NULL, "2x3", "0 -1 0 -2 0 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', [1 3]}), -reshape (1:4, [2 2])) */
  { 'A', "0x0", ":|[1 3]", "2x2", NULL, "2x3", "-1 -2 0 0 -3 -4" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', [1 3]}), -reshape (1:2, [1 2])) */
  { 'A', "0x0", ":|[1 3]", "1x2", NULL, "1x3", "-1 0 -2" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 2], ':'}), -reshape (1:2, [1 2])) */
  { 'A', "0x0", "[1 2]|:", "1x2", "nonconformant", "=: nonconformant arguments (op1 is 2x2, op2 is 1x2)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':'}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", ":|:", "1x1", NULL, "1x1", "-1" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', 2}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|:|2", "2x3", NULL, "2x3x2", "0 0 0 0 0 0 -1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|:|:", "2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 1, ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|1|:", "2x3", NULL, "2x1x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 2, ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|2|:", "2x3", NULL, "2x2x3", "0 0 -1 -2 0 0 -3 -4 0 0 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, ':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", "2|:|:", "2x3", NULL, "2x2x3", "0 -1 0 -2 0 -3 0 -4 0 -5 0 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", ":|:|:", "1x3", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', 1, 1}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", ":|1|1", "1x3", NULL, "3x1", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {1, 1, ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "1|1|:", "1x3", NULL, "1x1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', 1}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", ":|:|1", "1x3", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', 1:2}), -reshape (1:6, [1 3 2])) */
  { 'A', "0x0", ":|:|1:2", "1x3x2", NULL, "1x3x2", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', [1 2]}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|:|[1 2]", "2x3", "nonconformant", "=: nonconformant arguments (op1 is 2x3x2, op2 is 2x3)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 2], ':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", "[1 2]|:|:", "2x3", "nonconformant", "=: nonconformant arguments (op1 is 2x2x3, op2 is 2x3)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', [1 2], ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|[1 2]|:", "2x3", "nonconformant", "=: nonconformant arguments (op1 is 2x2x3, op2 is 2x3)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 2], ':', [1 2]}), -reshape (1:12, [2 3 2])) */
  { 'A', "0x0", "[1 2]|:|[1 2]", "2x3x2", NULL, "2x3x2", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 2], ':', ':'}), -reshape (1:12, [2 3 2])) */
  { 'A', "0x0", "[1 2]|:|:", "2x3x2", NULL, "2x3x2", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", ":", "1x3", "nonconformant", "=: nonconformant arguments (op1 is 0x1, op2 is 1x3)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {1:3}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "1:3", "1x3", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {1:3}), -reshape (1:3, [3 1])) */
  { 'A', "0x0", "1:3", "3x1", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 2 3]}), -reshape (1:3, [3 1])) */
  { 'A', "0x0", "[1 2 3]", "3x1", NULL, "1x3", "-1 -2 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, 3, 4}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", "2|3|4", "1x1", NULL, "2x3x4", "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':'}), -reshape (1:24, [2 3 4])) */
  { 'A', "0x0", ":|:", "2x3x4", "nonconformant", "=: nonconformant arguments (op1 is 2x3, op2 is 2x3)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', ':'}), -reshape (1:120, [2 3 4 5])) */
  { 'A', "0x0", ":|:|:", "2x3x4x5", "nonconformant", "=: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x4x5)", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, ':', ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "2|:|:", "1x3", NULL, "2x1x3", "0 -1 0 -2 0 -3" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', [1 2 3], ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0", ":|[1 2 3]|:", "2x3", "nonconformant", "=: nonconformant arguments (op1 is 2x3x3, op2 is 2x3)", NULL },
  /* asg (reshape (1:0, [0 0]), {':', ':'}, zeros (0, 0)) */
  { 'A', "0x0", ":|:", "0x0", NULL, "0x0", "" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[]}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", "[]", "1x1", NULL, "0x0", "" },
  /* asg (reshape (1:0, [0 0]), {':'}, zeros (0, 0)) */
  { 'A', "0x0", ":", "0x0", NULL, "0x0", "" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {2, 3, ':'}), -reshape (1:1, [1 1])) */
  { 'A', "0x0", "2|3|:", "1x1", NULL, "2x3", "0 0 0 0 0 -1" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':', ':', ':'}), -reshape (1:24, [2 3 4])) */
  { 'A', "0x0", ":|:|:|:", "2x3x4", NULL, "2x3x4", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 -17 -18 -19 -20 -21 -22 -23 -24" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[1 3]}), -reshape (1:2, [1 2])) */
  { 'A', "0x0", "[1 3]", "1x2", NULL, "1x3", "-1 0 -2" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {3:-1:1}), -reshape (1:3, [1 3])) */
  { 'A', "0x0", "3:-1:1", "1x3", NULL, "1x3", "-3 -2 -1" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {2}), -reshape (1:1, [1 1])) */
  { 'A', "0x3", "2", "1x1", NULL, "1x2", "0 -1" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {':', 2}), -reshape (1:1, [1 1])) */
  { 'A', "0x3", ":|2", "1x1", NULL, "0x3", "" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {2, ':'}), -reshape (1:3, [1 3])) */
  { 'A', "0x3", "2|:", "1x3", NULL, "2x3", "0 -1 0 -2 0 -3" },
  /* subsasgn (reshape (1:0, [3 0]), substruct ("()", {2}), -reshape (1:1, [1 1])) */
  { 'A', "3x0", "2", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:0, [3 0]), substruct ("()", {':', 2}), -reshape (1:3, [3 1])) */
  { 'A', "3x0", ":|2", "3x1", NULL, "3x2", "0 0 0 -1 -2 -3" },
  /* subsasgn (reshape (1:0, [1 0]), substruct ("()", {2}), -reshape (1:1, [1 1])) */
  { 'A', "1x0", "2", "1x1", NULL, "1x2", "0 -1" },
  /* subsasgn (reshape (1:0, [0 1]), substruct ("()", {2}), -reshape (1:1, [1 1])) */
  { 'A', "0x1", "2", "1x1", NULL, "1x2", "0 -1" },
  /* subsasgn (reshape (1:0, [2 0]), substruct ("()", {3}), -reshape (1:1, [1 1])) */
  { 'A', "2x0", "3", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {3}), -reshape (1:1, [1 1])) */
  { 'A', "1x1", "3", "1x1", NULL, "1x3", "1 0 -1" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {2, 2}), -reshape (1:1, [1 1])) */
  { 'A', "1x1", "2|2", "1x1", NULL, "2x2", "1 0 0 -1" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {1, 1, 2}), -reshape (1:1, [1 1])) */
  { 'A', "1x1", "1|1|2", "1x1", NULL, "1x1x2", "1 -1" },
  /* subsasgn (reshape (1:4, [2 1 2]), substruct ("()", {9}), -reshape (1:1, [1 1])) */
  { 'A', "2x1x2", "9", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:4, [2 1 2]), substruct ("()", {2, 2, 2}), -reshape (1:1, [1 1])) */
  { 'A', "2x1x2", "2|2|2", "1x1", NULL, "2x2x2", "1 2 0 0 3 4 0 -1" },
  /* subsasgn (reshape (1:2, [1 1 2]), substruct ("()", {3}), -reshape (1:1, [1 1])) */
  { 'A', "1x1x2", "3", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:0, [0 0 0]), substruct ("()", {2}), -reshape (1:1, [1 1])) */
  { 'A', "0x0x0", "2", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:0, [0 0 0]), substruct ("()", {':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0x0", ":|:", "2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0 0]), substruct ("()", {2, 3}), -reshape (1:1, [1 1])) */
  { 'A', "0x0x0", "2|3", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:0, [0 0 0]), substruct ("()", {':', ':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0x0", ":|:|:", "2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:0, [0 0 2]), substruct ("()", {':', ':'}), -reshape (1:6, [2 3])) */
  { 'A', "0x0x2", ":|:", "2x3", "nonconformant", "=: nonconformant arguments (op1 is 0x0, op2 is 2x3)", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {3, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "3|1", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, 13}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "1|13", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, 1, 5}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "1|1|5", "1x1", NULL, "2x3x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 -1 0 0 0 0 0" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 2}), -reshape (1:6, [2 3])) */
  { 'A', "2x3x4", ":|:|2", "2x3", NULL, "2x3x4", "1 2 3 4 5 6 -1 -2 -3 -4 -5 -6 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, 2, 3}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "1|2|3", "1x1", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 -1 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {2, 5}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "2|5", "1x1", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 -1 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', 2, ':'}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", ":|2|:", "1x1", NULL, "2x3x4", "1 2 -1 -1 5 6 7 8 -1 -1 11 12 13 14 -1 -1 17 18 19 20 -1 -1 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 4}), -reshape (1:6, [2 3])) */
  { 'A', "2x3x4", ":|:|4", "2x3", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 -1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {17}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "17", "1x1", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 -1 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "1|1", "1x1", NULL, "2x3x4", "-1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 5}), -reshape (1:6, [2 3])) */
  { 'A', "2x3x4", ":|:|5", "2x3", NULL, "2x3x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 -1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {3, 1, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4", "3|1|1", "1x1", NULL, "3x3x4", "1 2 -1 3 4 0 5 6 0 7 8 0 9 10 0 11 12 0 13 14 0 15 16 0 17 18 0 19 20 0 21 22 0 23 24 0" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 2}), -reshape (1:6, [3 2])) */
  { 'A', "2x3x4", ":|:|2", "3x2", "nonconformant", "=: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 2}), -reshape (1:6, [1 6])) */
  { 'A', "2x3x4", ":|:|2", "1x6", "nonconformant", "=: nonconformant arguments (op1 is 2x3, op2 is 6x1)", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':'}), -reshape (1:24, [2 12])) */
  { 'A', "2x3x4", ":|:", "2x12", NULL, "2x3x4", "-1 -2 -3 -4 -5 -6 -7 -8 -9 -10 -11 -12 -13 -14 -15 -16 -17 -18 -19 -20 -21 -22 -23 -24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {2, ':'}), -reshape (1:12, [1 12])) */
  { 'A', "2x3x4", "2|:", "1x12", NULL, "2x3x4", "1 -1 3 -2 5 -3 7 -4 9 -5 11 -6 13 -7 15 -8 17 -9 19 -10 21 -11 23 -12" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', [1 1]}), -reshape (1:12, [2 3 2])) */
  { 'A', "2x3x4", ":|:|[1 1]", "2x3x2", NULL, "2x3x4", "-7 -8 -9 -10 -11 -12 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {[2 2], 1, 1}), -reshape (1:2, [2 1])) */
  { 'A', "2x3x4", "[2 2]|1|1", "2x1", NULL, "2x3x4", "1 -2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:120, [2 3 4 5]), substruct ("()", {3, 1, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4x5", "3|1|1", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:120, [2 3 4 5]), substruct ("()", {1, 1, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4x5", "1|1|1", "1x1", NULL, "2x3x4x5", "-1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120" },
  /* subsasgn (reshape (1:120, [2 3 4 5]), substruct ("()", {1, 1, 25}), -reshape (1:1, [1 1])) */
  { 'A', "2x3x4x5", "1|1|25", "1x1", "indexOutOfBounds", "Invalid resizing operation or ambiguous assignment to an out-of-bounds array element", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {1:2, 1:3}), -reshape (1:6, [3 2])) */
  { 'A', "2x3", "1:2|1:3", "3x2", "nonconformant", "=: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {1:2, 1:3}), -reshape (1:6, [1 2 3])) */
  { 'A', "2x3", "1:2|1:3", "1x2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {1, 1:3}), -reshape (1:3, [1 1 3])) */
  { 'A', "2x3", "1|1:3", "1x1x3", NULL, "2x3", "-1 2 -2 4 -3 6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {1:2, 1:3}), -reshape (1:6, [2 3])) */
  { 'A', "2x3", "1:2|1:3", "2x3", NULL, "2x3", "-1 -2 -3 -4 -5 -6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {[1 2], [3 2 1]}), -reshape (1:6, [2 3])) */
  { 'A', "2x3", "[1 2]|[3 2 1]", "2x3", NULL, "2x3", "-5 -6 -3 -4 -1 -2" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', ':'}), -reshape (1:6, [6 1])) */
  { 'A', "2x3", ":|:", "6x1", "nonconformant", "=: nonconformant arguments (op1 is 2x3, op2 is 6x1)", NULL },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {':', ':', 3}), -reshape (1:4, [2 2])) */
  { 'A', "2x2x2", ":|:|3", "2x2", NULL, "2x2x3", "1 2 3 4 5 6 7 8 -1 -2 -3 -4" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {3, 1, 1}), -reshape (1:1, [1 1])) */
  { 'A', "2x2x2", "3|1|1", "1x1", NULL, "3x2x2", "1 2 -1 3 4 0 5 6 0 7 8 0" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {':', ':', ':'}), -reshape (1:8, [2 2 2])) */
  { 'A', "2x2x2", ":|:|:", "2x2x2", NULL, "2x2x2", "-1 -2 -3 -4 -5 -6 -7 -8" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {':', ':', ':', 2}), -reshape (1:8, [2 2 2])) */
  { 'A', "2x2x2", ":|:|:|2", "2x2x2", NULL, "2x2x2x2", "1 2 3 4 5 6 7 8 -1 -2 -3 -4 -5 -6 -7 -8" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 4]}), []) */
  { 'D', "2x2", "[1 4]", "", NULL, "2x1", "2 3" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 3]}), []) */
  { 'D', "2x2", "[1 3]", "", NULL, "2x1", "2 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[2 3]}), []) */
  { 'D', "2x2", "[2 3]", "", NULL, "2x1", "1 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[3 2]}), []) */
  { 'D', "2x2", "[3 2]", "", NULL, "2x1", "1 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 1 2]}), []) */
  { 'D', "2x2", "[1 1 2]", "", NULL, "2x1", "3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {4}), []) */
  { 'D', "2x2", "4", "", NULL, "1x3", "1 2 3" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 0 0 1])}), []) */
  { 'D', "2x2", "L[1 0 0 1]", "", NULL, "2x1", "2 3" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 0])}), []) */
  { 'D', "2x2", "L[1 1 0 0]", "", NULL, "1x2", "3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 1 1])}), []) */
  { 'D', "2x2", "L[1 1 1 1]", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {ones(2,2)}), []) */
  { 'D', "2x2", "O(2,2)", "", NULL, "3x1", "2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {mk_mask([2 2],[1 2 3 4])}), []) */
  { 'D', "2x2", "M(2,2;1,2,3,4)", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 2 3 4]}), []) */
  { 'D', "2x2", "[1 2 3 4]", "", NULL, "0x1", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[]}), []) */
  { 'D', "2x2", "[]", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {false}), []) */
  { 'D', "2x2", "F", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {true}), []) */
  { 'D', "2x2", "T", "", NULL, "1x3", "2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {zeros(1,0)}), []) */
  { 'D', "2x2", "Z(1,0)", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {5}), []) */
  { 'D', "2x2", "5", "", "indexOutOfBounds", "A(I) = []: index out of bounds: value 5 out of bound 4", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, ':'}), []) */
  { 'D', "2x2", "1|:", "", NULL, "1x2", "2 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 2}), []) */
  { 'D', "2x2", ":|2", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {2, 1}), []) */
  { 'D', "2x2", "2|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, ':', 2}), []) */
  { 'D', "2x2", "1|:|2", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {0}), []) */
  { 'D', "2x2", "0", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1.5}), []) */
  { 'D', "2x2", "1.5", "", "badIndex", "index 1.5: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 3}), []) */
  { 'D', "2x2", ":|3", "", "indexOutOfBounds", "A(..,I,..) = []: index out of bounds: value 3 out of bound 2", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 2], [1 2]}), []) */
  { 'D', "2x2", "[1 2]|[1 2]", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 2 3]}), []) */
  { 'D', "2x2", "[1 2 3]", "", NULL, "1x1", "4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:4}), []) */
  { 'D', "2x2", "1:4", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':'}), []) */
  { 'D', "2x2", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':'}), []) */
  { 'D', "2x2", ":|:", "", NULL, "0x2", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, [1 2]}), []) */
  { 'D', "2x2", "1|[1 2]", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', 1}), []) */
  { 'D', "2x2", ":|:|1", "", "invalidInput", "invalid dimension in delete_elements", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', 2}), []) */
  { 'D', "2x2", ":|:|2", "", "invalidInput", "invalid dimension in delete_elements", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:2, 2}), []) */
  { 'D', "2x2", "1:2|2", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 2, 1}), []) */
  { 'D', "2x2", ":|2|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[], 2}), []) */
  { 'D', "2x2", "[]|2", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {2, []}), []) */
  { 'D', "2x2", "2|[]", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[1 2], 2, []}), []) */
  { 'D', "2x2", "[1 2]|2|[]", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1:2, 2, []}), []) */
  { 'D', "2x2", "1:2|2|[]", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', [1 2]}), []) */
  { 'D', "2x2", ":|[1 2]", "", NULL, "2x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', 1:2}), []) */
  { 'D', "2x2", ":|1:2", "", NULL, "2x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', ':', ':'}), []) */
  { 'D', "2x2", ":|:|:", "", NULL, "0x2", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 1 0 1])}), []) */
  { 'D', "2x2", "L[1 1 0 1 0 1]", "", "indexOutOfBounds", "A(I) = []: index out of bounds: value 6 out of bound 4", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 1 0 0])}), []) */
  { 'D', "2x2", "L[1 1 0 1 0 0]", "", NULL, "1x1", "3" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {7}), []) */
  { 'D', "2x2", "7", "", "indexOutOfBounds", "A(I) = []: index out of bounds: value 7 out of bound 4", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {5, []}), []) */
  { 'D', "2x2", "5|[]", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[], 3}), []) */
  { 'D', "2x2", "[]|3", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, 1, 1}), []) */
  { 'D', "2x2", "1|1|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {2:3}), []) */
  { 'D', "2x2", "2:3", "", NULL, "1x2", "1 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[2 3]}), []) */
  { 'D', "2x2", "[2 3]", "", NULL, "2x1", "1 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {4:-1:3}), []) */
  { 'D', "2x2", "4:-1:3", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {[4 3]}), []) */
  { 'D', "2x2", "[4 3]", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, false}), []) */
  { 'D', "2x2", "1|F", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', logical([0 1])}), []) */
  { 'D', "2x2", ":|L[0 1]", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {':', logical([1 1])}), []) */
  { 'D', "2x2", ":|L[1 1]", "", NULL, "2x0", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {logical([1 1 0 0]), ':'}), []) */
  { 'D', "2x2", "L[1 1 0 0]|:", "", NULL, "0x2", "" },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {0, []}), []) */
  { 'D', "2x2", "0|[]", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:4, [2 2]), substruct ("()", {1, 0}), []) */
  { 'D', "2x2", "1|0", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {[1 3]}), []) */
  { 'D', "5x1", "[1 3]", "", NULL, "3x1", "2 4 5" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {[1 2 3 5]}), []) */
  { 'D', "5x1", "[1 2 3 5]", "", NULL, "1x1", "4" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {5}), []) */
  { 'D', "5x1", "5", "", NULL, "4x1", "1 2 3 4" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {1:5}), []) */
  { 'D', "5x1", "1:5", "", NULL, "0x1", "" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {':'}), []) */
  { 'D', "5x1", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {[5 4 3 2 1]}), []) */
  { 'D', "5x1", "[5 4 3 2 1]", "", NULL, "0x1", "" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {2:3}), []) */
  { 'D', "5x1", "2:3", "", NULL, "3x1", "1 4 5" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {[]}), []) */
  { 'D', "5x1", "[]", "", NULL, "5x1", "1 2 3 4 5" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {2, 1}), []) */
  { 'D', "5x1", "2|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {':', 1}), []) */
  { 'D', "5x1", ":|1", "", NULL, "5x0", "" },
  /* subsasgn (reshape (1:5, [5 1]), substruct ("()", {1, ':'}), []) */
  { 'D', "5x1", "1|:", "", NULL, "4x1", "2 3 4 5" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {':'}), []) */
  { 'D', "1x5", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {[1 2 3 5]}), []) */
  { 'D', "1x5", "[1 2 3 5]", "", NULL, "1x1", "4" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {1:5}), []) */
  { 'D', "1x5", "1:5", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {[5 4 3 2 1]}), []) */
  { 'D', "1x5", "[5 4 3 2 1]", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {3}), []) */
  { 'D', "1x5", "3", "", NULL, "1x4", "1 2 4 5" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {[1 5]}), []) */
  { 'D', "1x5", "[1 5]", "", NULL, "1x3", "2 3 4" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {logical([1 0 1 0 0])}), []) */
  { 'D', "1x5", "L[1 0 1 0 0]", "", NULL, "1x3", "2 4 5" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {5}), []) */
  { 'D', "1x5", "5", "", NULL, "1x4", "1 2 3 4" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {1:2}), []) */
  { 'D', "1x5", "1:2", "", NULL, "1x3", "3 4 5" },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {1, 2}), []) */
  { 'D', "1x5", "1|2", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:5, [1 5]), substruct ("()", {':', [2 3]}), []) */
  { 'D', "1x5", ":|[2 3]", "", NULL, "1x3", "1 4 5" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {1}), []) */
  { 'D', "1x1", "1", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {':'}), []) */
  { 'D', "1x1", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {[]}), []) */
  { 'D', "1x1", "[]", "", NULL, "1x1", "1" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {1, 1}), []) */
  { 'D', "1x1", "1|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {':', 1}), []) */
  { 'D', "1x1", ":|1", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:1, [1 1]), substruct ("()", {true}), []) */
  { 'D', "1x1", "T", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:5, [1 1 5]), substruct ("()", {2}), []) */
  { 'D', "1x1x5", "2", "", NULL, "1x4", "1 3 4 5" },
  /* subsasgn (reshape (1:5, [1 1 5]), substruct ("()", {[2 4]}), []) */
  { 'D', "1x1x5", "[2 4]", "", NULL, "1x1x3", "1 3 5" },
  /* subsasgn (reshape (1:5, [1 1 5]), substruct ("()", {5}), []) */
  { 'D', "1x1x5", "5", "", NULL, "1x4", "1 2 3 4" },
  /* subsasgn (reshape (1:5, [1 1 5]), substruct ("()", {2:3}), []) */
  { 'D', "1x1x5", "2:3", "", NULL, "1x3", "1 4 5" },
  /* subsasgn (reshape (1:5, [1 1 5]), substruct ("()", {':', ':', 2}), []) */
  { 'D', "1x1x5", ":|:|2", "", NULL, "1x1x4", "1 3 4 5" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {[1 8]}), []) */
  { 'D', "2x2x2", "[1 8]", "", NULL, "6x1", "2 3 4 5 6 7" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {1:3}), []) */
  { 'D', "2x2x2", "1:3", "", NULL, "1x5", "4 5 6 7 8" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {':', ':', 2}), []) */
  { 'D', "2x2x2", ":|:|2", "", NULL, "2x2", "1 2 3 4" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {2, ':', ':'}), []) */
  { 'D', "2x2x2", "2|:|:", "", NULL, "1x2x2", "1 3 5 7" },
  /* subsasgn (reshape (1:8, [2 2 2]), substruct ("()", {':', ':', ':', 1}), []) */
  { 'D', "2x2x2", ":|:|:|1", "", "invalidInput", "invalid dimension in delete_elements", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', 2}), []) */
  { 'D', "2x3x4", ":|2", "", NULL, "2x2x4", "1 2 5 6 7 8 11 12 13 14 17 18 19 20 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', 5}), []) */
  { 'D', "2x3x4", ":|5", "", "indexOutOfBounds", "A(..,I,..) = []: index out of bounds: value 5 out of bound 3", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':'}), []) */
  { 'D', "2x3x4", ":|:", "", NULL, "0x3x4", "" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 2}), []) */
  { 'D', "2x3x4", ":|:|2", "", NULL, "2x3x3", "1 2 3 4 5 6 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, ':', ':'}), []) */
  { 'D', "2x3x4", "1|:|:", "", NULL, "1x3x4", "2 4 6 8 10 12 14 16 18 20 22 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, ':'}), []) */
  { 'D', "2x3x4", "1|:", "", NULL, "1x3x4", "2 4 6 8 10 12 14 16 18 20 22 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 1, 1}), []) */
  { 'D', "2x3x4", ":|:|1|1", "", "invalidInput", "a null assignment can only have one non-colon index", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 1, ':'}), []) */
  { 'D', "2x3x4", ":|:|1|:", "", NULL, "2x3x3", "7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':', 1}), []) */
  { 'D', "2x3x4", ":|:|:|1", "", "invalidInput", "invalid dimension in delete_elements", NULL },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':'}), []) */
  { 'D', "2x3x4", ":|:|:", "", NULL, "0x3x4", "" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', ':', ':'}), []) */
  { 'D', "2x3x4", ":|:|:|:", "", NULL, "0x3x4", "" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', [1 4]}), []) */
  { 'D', "2x3x4", ":|:|[1 4]", "", NULL, "2x3x2", "7 8 9 10 11 12 13 14 15 16 17 18" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', 2, ':'}), []) */
  { 'D', "2x3x4", ":|2|:", "", NULL, "2x2x4", "1 2 5 6 7 8 11 12 13 14 17 18 19 20 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {1, ':', []}), []) */
  { 'D', "2x3x4", "1|:|[]", "", NULL, "2x3x4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', ':', 2:3}), []) */
  { 'D', "2x3x4", ":|:|2:3", "", NULL, "2x3x2", "1 2 3 4 5 6 19 20 21 22 23 24" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {2, ':', ':'}), []) */
  { 'D', "2x3x4", "2|:|:", "", NULL, "1x3x4", "1 3 5 7 9 11 13 15 17 19 21 23" },
  /* subsasgn (reshape (1:24, [2 3 4]), substruct ("()", {':', 3, ':', ':'}), []) */
  { 'D', "2x3x4", ":|3|:|:", "", NULL, "2x2x4", "1 2 3 4 7 8 9 10 13 14 15 16 19 20 21 22" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', [3 1]}), []) */
  { 'D', "2x3", ":|[3 1]", "", NULL, "2x1", "3 4" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', [1 1]}), []) */
  { 'D', "2x3", ":|[1 1]", "", NULL, "2x2", "3 4 5 6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', logical([1 0 1])}), []) */
  { 'D', "2x3", ":|L[1 0 1]", "", NULL, "2x1", "3 4" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', logical([0 0 0 0])}), []) */
  { 'D', "2x3", ":|L[0 0 0 0]", "", NULL, "2x3", "1 2 3 4 5 6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', logical([0 0 0 1])}), []) */
  { 'D', "2x3", ":|L[0 0 0 1]", "", "indexOutOfBounds", "A(..,I,..) = []: index out of bounds: value 4 out of bound 3", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', 4}), []) */
  { 'D', "2x3", ":|4", "", "indexOutOfBounds", "A(..,I,..) = []: index out of bounds: value 4 out of bound 3", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', 0}), []) */
  { 'D', "2x3", ":|0", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {0, ':'}), []) */
  { 'D', "2x3", "0|:", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', [1 0]}), []) */
  { 'D', "2x3", ":|[1 0]", "", "badIndex", "index 0: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', 1.5}), []) */
  { 'D', "2x3", ":|1.5", "", "badIndex", "index 1.5: subscripts must be either integers 1 to (2^63)-1 or logicals", NULL },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {1, ':', ':'}), []) */
  { 'D', "2x3", "1|:|:", "", NULL, "1x3", "2 4 6" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', 2:3}), []) */
  { 'D', "2x3", ":|2:3", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:6, [2 3]), substruct ("()", {':', 3:-1:2}), []) */
  { 'D', "2x3", ":|3:-1:2", "", NULL, "2x1", "1 2" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {':', 2}), []) */
  { 'D', "0x3", ":|2", "", NULL, "0x2", "" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {1}), []) */
  { 'D', "0x3", "1", "", "indexOutOfBounds", "A(I) = []: index out of bounds: value 1 out of bound 0", NULL },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {':'}), []) */
  { 'D', "0x3", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {[]}), []) */
  { 'D', "0x3", "[]", "", NULL, "0x3", "" },
  /* subsasgn (reshape (1:0, [0 3]), substruct ("()", {':', ':'}), []) */
  { 'D', "0x3", ":|:", "", NULL, "0x3", "" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1])}), []) */
  { 'D', "4x5", "M(4,5;1)", "", NULL, "19x1", "2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 2])}), []) */
  { 'D', "4x5", "M(4,5;1,2)", "", NULL, "1x18", "3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[2 3])}), []) */
  { 'D', "4x5", "M(4,5;2,3)", "", NULL, "18x1", "1 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {3, ':'}), []) */
  { 'D', "4x5", "3|:", "", NULL, "3x5", "1 2 4 5 6 8 9 10 12 13 14 16 17 18 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', [1 3 5]}), []) */
  { 'D', "4x5", ":|[1 3 5]", "", NULL, "4x2", "5 6 7 8 13 14 15 16" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[1 3]}), []) */
  { 'D', "4x5", "[1 3]", "", NULL, "18x1", "2 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', ':'}), []) */
  { 'D', "4x5", ":|:", "", NULL, "0x5", "" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':'}), []) */
  { 'D', "4x5", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {':', []}), []) */
  { 'D', "4x5", ":|[]", "", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {[]}), []) */
  { 'D', "4x5", "[]", "", NULL, "4x5", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20])}), []) */
  { 'D', "4x5", "M(4,5;1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20)", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {mk_mask([4 5],[20])}), []) */
  { 'D', "4x5", "M(4,5;20)", "", NULL, "19x1", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {20}), []) */
  { 'D', "4x5", "20", "", NULL, "1x19", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19" },
  /* subsasgn (reshape (1:20, [4 5]), substruct ("()", {1:20}), []) */
  { 'D', "4x5", "1:20", "", NULL, "1x0", "" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {3}), []) */
  { 'D', "1x7", "3", "", NULL, "1x6", "1 2 4 5 6 7" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {[1 7]}), []) */
  { 'D', "1x7", "[1 7]", "", NULL, "1x5", "2 3 4 5 6" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {logical([1 0 1 0 0 0 1])}), []) */
  { 'D', "1x7", "L[1 0 1 0 0 0 1]", "", NULL, "1x4", "2 4 5 6" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {':'}), []) */
  { 'D', "1x7", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {7}), []) */
  { 'D', "1x7", "7", "", NULL, "1x6", "1 2 3 4 5 6" },
  /* subsasgn (reshape (1:7, [1 7]), substruct ("()", {1:6}), []) */
  { 'D', "1x7", "1:6", "", NULL, "1x1", "7" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {3}), []) */
  { 'D', "7x1", "3", "", NULL, "6x1", "1 2 4 5 6 7" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {[1 7]}), []) */
  { 'D', "7x1", "[1 7]", "", NULL, "5x1", "2 3 4 5 6" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {logical([1 0 1 0 0 0 1])}), []) */
  { 'D', "7x1", "L[1 0 1 0 0 0 1]", "", NULL, "4x1", "2 4 5 6" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {':'}), []) */
  { 'D', "7x1", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {7}), []) */
  { 'D', "7x1", "7", "", NULL, "6x1", "1 2 3 4 5 6" },
  /* subsasgn (reshape (1:7, [7 1]), substruct ("()", {1:6}), []) */
  { 'D', "7x1", "1:6", "", NULL, "1x1", "7" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':'}), []) */
  { 'D', "0x0", ":", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {[]}), []) */
  { 'D', "0x0", "[]", "", NULL, "0x0", "" },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {1}), []) */
  { 'D', "0x0", "1", "", "indexOutOfBounds", "A(I) = []: index out of bounds: value 1 out of bound 0", NULL },
  /* subsasgn (reshape (1:0, [0 0]), substruct ("()", {':', ':'}), []) */
  { 'D', "0x0", ":|:", "", NULL, "0x0", "" },
};
static const bc_case bc_cases[] = {
  /* reshape (1:6, [2 3]) + 1000 * reshape (1:24, [2 3 2 1 2]) */
  { "+", "2x3", "2x3x2x1x2", NULL, "2x3x2x1x2|1001 2002 3003 4004 5005 6006 7001 8002 9003 10004 11005 12006 13001 14002 15003 16004 17005 18006 19001 20002 21003 22004 23005 24006" },
  /* reshape (1:6, [2 3]) + 1000 * reshape (1:6, [2 3]) */
  { "+", "2x3", "2x3", NULL, "2x3|1001 2002 3003 4004 5005 6006" },
  /* reshape (1:6, [2 3]) + 1000 * reshape (1:3, [1 3]) */
  { "+", "2x3", "1x3", NULL, "2x3|1001 1002 2003 2004 3005 3006" },
  /* reshape (1:6, [2 3]) + 1000 * reshape (1:2, [2 1]) */
  { "+", "2x3", "2x1", NULL, "2x3|1001 2002 1003 2004 1005 2006" },
  /* reshape (1:6, [2 3]) + 1000 * reshape (1:1, [1 1]) */
  { "+", "2x3", "1x1", NULL, "2x3|1001 1002 1003 1004 1005 1006" },
  /* reshape (1:3, [1 3]) + 1000 * reshape (1:2, [2 1]) */
  { "+", "1x3", "2x1", NULL, "2x3|1001 2001 1002 2002 1003 2003" },
  /* reshape (1:8, [2 1 4]) + 1000 * reshape (1:3, [1 3]) */
  { "+", "2x1x4", "1x3", NULL, "2x3x4|1001 1002 2001 2002 3001 3002 1003 1004 2003 2004 3003 3004 1005 1006 2005 2006 3005 3006 1007 1008 2007 2008 3007 3008" },
  /* reshape (1:24, [2 3 4]) + 1000 * reshape (1:6, [2 3]) */
  { "+", "2x3x4", "2x3", NULL, "2x3x4|1001 2002 3003 4004 5005 6006 1007 2008 3009 4010 5011 6012 1013 2014 3015 4016 5017 6018 1019 2020 3021 4022 5023 6024" },
  /* reshape (1:0, [0 3]) + 1000 * reshape (1:3, [1 3]) */
  { "+", "0x3", "1x3", NULL, "0x3|" },
  /* reshape (1:0, [0 3]) + 1000 * reshape (1:1, [1 1]) */
  { "+", "0x3", "1x1", NULL, "0x3|" },
  /* reshape (1:0, [3 0]) + 1000 * reshape (1:3, [3 1]) */
  { "+", "3x0", "3x1", NULL, "3x0|" },
  /* reshape (1:1, [1 1]) + 1000 * reshape (1:0, [0 0]) */
  { "+", "1x1", "0x0", NULL, "0x0|" },
  /* reshape (1:6, [2 1 3]) + 1000 * reshape (1:4, [1 4]) */
  { "+", "2x1x3", "1x4", NULL, "2x4x3|1001 1002 2001 2002 3001 3002 4001 4002 1003 1004 2003 2004 3003 3004 4003 4004 1005 1006 2005 2006 3005 3006 4005 4006" },
  /* reshape (1:5, [1 1 1 5]) + 1000 * reshape (1:3, [3 1]) */
  { "+", "1x1x1x5", "3x1", NULL, "3x1x1x5|1001 2001 3001 1002 2002 3002 1003 2003 3003 1004 2004 3004 1005 2005 3005" },
  /* reshape (1:1, [1 1]) + 1000 * reshape (1:1, [1 1]) */
  { "+", "1x1", "1x1", NULL, "1x1|1001" },
  /* reshape (1:3, [3 1]) + 1000 * reshape (1:2, [1 1 2]) */
  { "+", "3x1", "1x1x2", NULL, "3x1x2|1001 1002 1003 2001 2002 2003" },
  /* ones ([2 3]) + ones ([3 2]) */
  { "+", "2x3", "3x2", "operator +: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) - ones ([3 2]) */
  { "-", "2x3", "3x2", "operator -: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) .* ones ([3 2]) */
  { ".*", "2x3", "3x2", "product: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) ./ ones ([3 2]) */
  { "./", "2x3", "3x2", "quotient: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) .^ ones ([3 2]) */
  { ".^", "2x3", "3x2", "operator .^: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) == ones ([3 2]) */
  { "==", "2x3", "3x2", "mx_el_eq: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) != ones ([3 2]) */
  { "!=", "2x3", "3x2", "mx_el_ne: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) < ones ([3 2]) */
  { "<", "2x3", "3x2", "mx_el_lt: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) <= ones ([3 2]) */
  { "<=", "2x3", "3x2", "mx_el_le: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) > ones ([3 2]) */
  { ">", "2x3", "3x2", "mx_el_gt: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) >= ones ([3 2]) */
  { ">=", "2x3", "3x2", "mx_el_ge: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) & ones ([3 2]) */
  { "&", "2x3", "3x2", "mx_el_and: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([2 3]) | ones ([3 2]) */
  { "|", "2x3", "3x2", "mx_el_or: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* max (ones ([2 3]), ones ([3 2])) */
  { "max", "2x3", "3x2", "max: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* min (ones ([2 3]), ones ([3 2])) */
  { "min", "2x3", "3x2", "min: nonconformant arguments (op1 is 2x3, op2 is 3x2)", NULL },
  /* ones ([1 2]) + ones ([1 3]) */
  { "+", "1x2", "1x3", "operator +: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) - ones ([1 3]) */
  { "-", "1x2", "1x3", "operator -: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) .* ones ([1 3]) */
  { ".*", "1x2", "1x3", "product: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) ./ ones ([1 3]) */
  { "./", "1x2", "1x3", "quotient: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) .^ ones ([1 3]) */
  { ".^", "1x2", "1x3", "operator .^: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) == ones ([1 3]) */
  { "==", "1x2", "1x3", "mx_el_eq: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) != ones ([1 3]) */
  { "!=", "1x2", "1x3", "mx_el_ne: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) < ones ([1 3]) */
  { "<", "1x2", "1x3", "mx_el_lt: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) <= ones ([1 3]) */
  { "<=", "1x2", "1x3", "mx_el_le: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) > ones ([1 3]) */
  { ">", "1x2", "1x3", "mx_el_gt: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) >= ones ([1 3]) */
  { ">=", "1x2", "1x3", "mx_el_ge: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) & ones ([1 3]) */
  { "&", "1x2", "1x3", "mx_el_and: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([1 2]) | ones ([1 3]) */
  { "|", "1x2", "1x3", "mx_el_or: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* max (ones ([1 2]), ones ([1 3])) */
  { "max", "1x2", "1x3", "max: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* min (ones ([1 2]), ones ([1 3])) */
  { "min", "1x2", "1x3", "min: nonconformant arguments (op1 is 1x2, op2 is 1x3)", NULL },
  /* ones ([2 3 4]) + ones ([2 3 5]) */
  { "+", "2x3x4", "2x3x5", "operator +: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) - ones ([2 3 5]) */
  { "-", "2x3x4", "2x3x5", "operator -: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) .* ones ([2 3 5]) */
  { ".*", "2x3x4", "2x3x5", "product: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) ./ ones ([2 3 5]) */
  { "./", "2x3x4", "2x3x5", "quotient: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) .^ ones ([2 3 5]) */
  { ".^", "2x3x4", "2x3x5", "operator .^: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) == ones ([2 3 5]) */
  { "==", "2x3x4", "2x3x5", "mx_el_eq: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) != ones ([2 3 5]) */
  { "!=", "2x3x4", "2x3x5", "mx_el_ne: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) < ones ([2 3 5]) */
  { "<", "2x3x4", "2x3x5", "mx_el_lt: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) <= ones ([2 3 5]) */
  { "<=", "2x3x4", "2x3x5", "mx_el_le: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) > ones ([2 3 5]) */
  { ">", "2x3x4", "2x3x5", "mx_el_gt: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) >= ones ([2 3 5]) */
  { ">=", "2x3x4", "2x3x5", "mx_el_ge: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) & ones ([2 3 5]) */
  { "&", "2x3x4", "2x3x5", "mx_el_and: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([2 3 4]) | ones ([2 3 5]) */
  { "|", "2x3x4", "2x3x5", "mx_el_or: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* max (ones ([2 3 4]), ones ([2 3 5])) */
  { "max", "2x3x4", "2x3x5", "max: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* min (ones ([2 3 4]), ones ([2 3 5])) */
  { "min", "2x3x4", "2x3x5", "min: nonconformant arguments (op1 is 2x3x4, op2 is 2x3x5)", NULL },
  /* ones ([0 3]) + ones ([2 3]) */
  { "+", "0x3", "2x3", "operator +: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) - ones ([2 3]) */
  { "-", "0x3", "2x3", "operator -: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) .* ones ([2 3]) */
  { ".*", "0x3", "2x3", "product: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) ./ ones ([2 3]) */
  { "./", "0x3", "2x3", "quotient: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) .^ ones ([2 3]) */
  { ".^", "0x3", "2x3", "operator .^: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) == ones ([2 3]) */
  { "==", "0x3", "2x3", "mx_el_eq: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) != ones ([2 3]) */
  { "!=", "0x3", "2x3", "mx_el_ne: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) < ones ([2 3]) */
  { "<", "0x3", "2x3", "mx_el_lt: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) <= ones ([2 3]) */
  { "<=", "0x3", "2x3", "mx_el_le: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) > ones ([2 3]) */
  { ">", "0x3", "2x3", "mx_el_gt: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) >= ones ([2 3]) */
  { ">=", "0x3", "2x3", "mx_el_ge: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) & ones ([2 3]) */
  { "&", "0x3", "2x3", "mx_el_and: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([0 3]) | ones ([2 3]) */
  { "|", "0x3", "2x3", "mx_el_or: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* max (ones ([0 3]), ones ([2 3])) */
  { "max", "0x3", "2x3", "max: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* min (ones ([0 3]), ones ([2 3])) */
  { "min", "0x3", "2x3", "min: nonconformant arguments (op1 is 0x3, op2 is 2x3)", NULL },
  /* ones ([2 3]) + ones ([1 2]) */
  { "+", "2x3", "1x2", "operator +: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) - ones ([1 2]) */
  { "-", "2x3", "1x2", "operator -: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) .* ones ([1 2]) */
  { ".*", "2x3", "1x2", "product: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) ./ ones ([1 2]) */
  { "./", "2x3", "1x2", "quotient: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) .^ ones ([1 2]) */
  { ".^", "2x3", "1x2", "operator .^: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) == ones ([1 2]) */
  { "==", "2x3", "1x2", "mx_el_eq: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) != ones ([1 2]) */
  { "!=", "2x3", "1x2", "mx_el_ne: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) < ones ([1 2]) */
  { "<", "2x3", "1x2", "mx_el_lt: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) <= ones ([1 2]) */
  { "<=", "2x3", "1x2", "mx_el_le: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) > ones ([1 2]) */
  { ">", "2x3", "1x2", "mx_el_gt: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) >= ones ([1 2]) */
  { ">=", "2x3", "1x2", "mx_el_ge: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) & ones ([1 2]) */
  { "&", "2x3", "1x2", "mx_el_and: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3]) | ones ([1 2]) */
  { "|", "2x3", "1x2", "mx_el_or: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* max (ones ([2 3]), ones ([1 2])) */
  { "max", "2x3", "1x2", "max: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* min (ones ([2 3]), ones ([1 2])) */
  { "min", "2x3", "1x2", "min: nonconformant arguments (op1 is 2x3, op2 is 1x2)", NULL },
  /* ones ([2 3 2]) + ones ([2 3 3]) */
  { "+", "2x3x2", "2x3x3", "operator +: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) - ones ([2 3 3]) */
  { "-", "2x3x2", "2x3x3", "operator -: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) .* ones ([2 3 3]) */
  { ".*", "2x3x2", "2x3x3", "product: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) ./ ones ([2 3 3]) */
  { "./", "2x3x2", "2x3x3", "quotient: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) .^ ones ([2 3 3]) */
  { ".^", "2x3x2", "2x3x3", "operator .^: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) == ones ([2 3 3]) */
  { "==", "2x3x2", "2x3x3", "mx_el_eq: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) != ones ([2 3 3]) */
  { "!=", "2x3x2", "2x3x3", "mx_el_ne: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) < ones ([2 3 3]) */
  { "<", "2x3x2", "2x3x3", "mx_el_lt: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) <= ones ([2 3 3]) */
  { "<=", "2x3x2", "2x3x3", "mx_el_le: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) > ones ([2 3 3]) */
  { ">", "2x3x2", "2x3x3", "mx_el_gt: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) >= ones ([2 3 3]) */
  { ">=", "2x3x2", "2x3x3", "mx_el_ge: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) & ones ([2 3 3]) */
  { "&", "2x3x2", "2x3x3", "mx_el_and: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2]) | ones ([2 3 3]) */
  { "|", "2x3x2", "2x3x3", "mx_el_or: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* max (ones ([2 3 2]), ones ([2 3 3])) */
  { "max", "2x3x2", "2x3x3", "max: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* min (ones ([2 3 2]), ones ([2 3 3])) */
  { "min", "2x3x2", "2x3x3", "min: nonconformant arguments (op1 is 2x3x2, op2 is 2x3x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) + ones ([2 3 2 3]) */
  { "+", "2x3x2x2x5x1x7", "2x3x2x3", "operator +: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) - ones ([2 3 2 3]) */
  { "-", "2x3x2x2x5x1x7", "2x3x2x3", "operator -: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) .* ones ([2 3 2 3]) */
  { ".*", "2x3x2x2x5x1x7", "2x3x2x3", "product: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) ./ ones ([2 3 2 3]) */
  { "./", "2x3x2x2x5x1x7", "2x3x2x3", "quotient: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) .^ ones ([2 3 2 3]) */
  { ".^", "2x3x2x2x5x1x7", "2x3x2x3", "operator .^: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) == ones ([2 3 2 3]) */
  { "==", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_eq: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) != ones ([2 3 2 3]) */
  { "!=", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_ne: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) < ones ([2 3 2 3]) */
  { "<", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_lt: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) <= ones ([2 3 2 3]) */
  { "<=", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_le: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) > ones ([2 3 2 3]) */
  { ">", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_gt: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) >= ones ([2 3 2 3]) */
  { ">=", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_ge: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) & ones ([2 3 2 3]) */
  { "&", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_and: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 2 5 1 7]) | ones ([2 3 2 3]) */
  { "|", "2x3x2x2x5x1x7", "2x3x2x3", "mx_el_or: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* max (ones ([2 3 2 2 5 1 7]), ones ([2 3 2 3])) */
  { "max", "2x3x2x2x5x1x7", "2x3x2x3", "max: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* min (ones ([2 3 2 2 5 1 7]), ones ([2 3 2 3])) */
  { "min", "2x3x2x2x5x1x7", "2x3x2x3", "min: nonconformant arguments (op1 is 2x3x2x2x5x1x7, op2 is 2x3x2x3)", NULL },
  /* ones ([2 3 2 1 2]) + ones ([2 3 2 2 3]) */
  { "+", "2x3x2x1x2", "2x3x2x2x3", "operator +: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) - ones ([2 3 2 2 3]) */
  { "-", "2x3x2x1x2", "2x3x2x2x3", "operator -: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) .* ones ([2 3 2 2 3]) */
  { ".*", "2x3x2x1x2", "2x3x2x2x3", "product: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) ./ ones ([2 3 2 2 3]) */
  { "./", "2x3x2x1x2", "2x3x2x2x3", "quotient: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) .^ ones ([2 3 2 2 3]) */
  { ".^", "2x3x2x1x2", "2x3x2x2x3", "operator .^: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) == ones ([2 3 2 2 3]) */
  { "==", "2x3x2x1x2", "2x3x2x2x3", "mx_el_eq: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) != ones ([2 3 2 2 3]) */
  { "!=", "2x3x2x1x2", "2x3x2x2x3", "mx_el_ne: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) < ones ([2 3 2 2 3]) */
  { "<", "2x3x2x1x2", "2x3x2x2x3", "mx_el_lt: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) <= ones ([2 3 2 2 3]) */
  { "<=", "2x3x2x1x2", "2x3x2x2x3", "mx_el_le: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) > ones ([2 3 2 2 3]) */
  { ">", "2x3x2x1x2", "2x3x2x2x3", "mx_el_gt: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) >= ones ([2 3 2 2 3]) */
  { ">=", "2x3x2x1x2", "2x3x2x2x3", "mx_el_ge: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) & ones ([2 3 2 2 3]) */
  { "&", "2x3x2x1x2", "2x3x2x2x3", "mx_el_and: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* ones ([2 3 2 1 2]) | ones ([2 3 2 2 3]) */
  { "|", "2x3x2x1x2", "2x3x2x2x3", "mx_el_or: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* max (ones ([2 3 2 1 2]), ones ([2 3 2 2 3])) */
  { "max", "2x3x2x1x2", "2x3x2x2x3", "max: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
  /* min (ones ([2 3 2 1 2]), ones ([2 3 2 2 3])) */
  { "min", "2x3x2x1x2", "2x3x2x2x3", "min: nonconformant arguments (op1 is 2x3x2x1x2, op2 is 2x3x2x2x3)", NULL },
};
static const rd_case rd_cases[] = {
  /* sum (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_SUM, "0x0", 0, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [0 0]), 3), 1) */
  { GR_RD_SUM, "0x0", 1, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [0 0]), 3), 2) */
  { GR_RD_SUM, "0x0", 2, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 0]), 3), 3) */
  { GR_RD_SUM, "0x0", 3, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 0]), 3), 4) */
  { GR_RD_SUM, "0x0", 4, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_SUM, "0x3", 0, "1x3", "0 0 0" },
  /* sum (mod (reshape (0:-1, [0 3]), 3), 1) */
  { GR_RD_SUM, "0x3", 1, "1x3", "0 0 0" },
  /* sum (mod (reshape (0:-1, [0 3]), 3), 2) */
  { GR_RD_SUM, "0x3", 2, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 3]), 3), 3) */
  { GR_RD_SUM, "0x3", 3, "0x3", "" },
  /* sum (mod (reshape (0:-1, [0 3]), 3), 4) */
  { GR_RD_SUM, "0x3", 4, "0x3", "" },
  /* sum (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_SUM, "3x0", 0, "1x0", "" },
  /* sum (mod (reshape (0:-1, [3 0]), 3), 1) */
  { GR_RD_SUM, "3x0", 1, "1x0", "" },
  /* sum (mod (reshape (0:-1, [3 0]), 3), 2) */
  { GR_RD_SUM, "3x0", 2, "3x1", "0 0 0" },
  /* sum (mod (reshape (0:-1, [3 0]), 3), 3) */
  { GR_RD_SUM, "3x0", 3, "3x0", "" },
  /* sum (mod (reshape (0:-1, [3 0]), 3), 4) */
  { GR_RD_SUM, "3x0", 4, "3x0", "" },
  /* sum (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_SUM, "1x0", 0, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [1 0]), 3), 1) */
  { GR_RD_SUM, "1x0", 1, "1x0", "" },
  /* sum (mod (reshape (0:-1, [1 0]), 3), 2) */
  { GR_RD_SUM, "1x0", 2, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [1 0]), 3), 3) */
  { GR_RD_SUM, "1x0", 3, "1x0", "" },
  /* sum (mod (reshape (0:-1, [1 0]), 3), 4) */
  { GR_RD_SUM, "1x0", 4, "1x0", "" },
  /* sum (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_SUM, "0x1", 0, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [0 1]), 3), 1) */
  { GR_RD_SUM, "0x1", 1, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [0 1]), 3), 2) */
  { GR_RD_SUM, "0x1", 2, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 1]), 3), 3) */
  { GR_RD_SUM, "0x1", 3, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 1]), 3), 4) */
  { GR_RD_SUM, "0x1", 4, "0x1", "" },
  /* sum (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_SUM, "0x3x2", 0, "1x3x2", "0 0 0 0 0 0" },
  /* sum (mod (reshape (0:-1, [0 3 2]), 3), 1) */
  { GR_RD_SUM, "0x3x2", 1, "1x3x2", "0 0 0 0 0 0" },
  /* sum (mod (reshape (0:-1, [0 3 2]), 3), 2) */
  { GR_RD_SUM, "0x3x2", 2, "0x1x2", "" },
  /* sum (mod (reshape (0:-1, [0 3 2]), 3), 3) */
  { GR_RD_SUM, "0x3x2", 3, "0x3", "" },
  /* sum (mod (reshape (0:-1, [0 3 2]), 3), 4) */
  { GR_RD_SUM, "0x3x2", 4, "0x3x2", "" },
  /* sum (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_SUM, "2x0x3", 0, "1x0x3", "" },
  /* sum (mod (reshape (0:-1, [2 0 3]), 3), 1) */
  { GR_RD_SUM, "2x0x3", 1, "1x0x3", "" },
  /* sum (mod (reshape (0:-1, [2 0 3]), 3), 2) */
  { GR_RD_SUM, "2x0x3", 2, "2x1x3", "0 0 0 0 0 0" },
  /* sum (mod (reshape (0:-1, [2 0 3]), 3), 3) */
  { GR_RD_SUM, "2x0x3", 3, "2x0", "" },
  /* sum (mod (reshape (0:-1, [2 0 3]), 3), 4) */
  { GR_RD_SUM, "2x0x3", 4, "2x0x3", "" },
  /* sum (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_SUM, "2x3", 0, "1x3", "1 2 3" },
  /* sum (mod (reshape (0:5, [2 3]), 3), 1) */
  { GR_RD_SUM, "2x3", 1, "1x3", "1 2 3" },
  /* sum (mod (reshape (0:5, [2 3]), 3), 2) */
  { GR_RD_SUM, "2x3", 2, "2x1", "3 3" },
  /* sum (mod (reshape (0:5, [2 3]), 3), 3) */
  { GR_RD_SUM, "2x3", 3, "2x3", "0 1 2 0 1 2" },
  /* sum (mod (reshape (0:5, [2 3]), 3), 4) */
  { GR_RD_SUM, "2x3", 4, "2x3", "0 1 2 0 1 2" },
  /* sum (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_SUM, "1x1", 0, "1x1", "0" },
  /* sum (mod (reshape (0:0, [1 1]), 3), 1) */
  { GR_RD_SUM, "1x1", 1, "1x1", "0" },
  /* sum (mod (reshape (0:0, [1 1]), 3), 2) */
  { GR_RD_SUM, "1x1", 2, "1x1", "0" },
  /* sum (mod (reshape (0:0, [1 1]), 3), 3) */
  { GR_RD_SUM, "1x1", 3, "1x1", "0" },
  /* sum (mod (reshape (0:0, [1 1]), 3), 4) */
  { GR_RD_SUM, "1x1", 4, "1x1", "0" },
  /* sum (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_SUM, "1x3", 0, "1x1", "3" },
  /* sum (mod (reshape (0:2, [1 3]), 3), 1) */
  { GR_RD_SUM, "1x3", 1, "1x3", "0 1 2" },
  /* sum (mod (reshape (0:2, [1 3]), 3), 2) */
  { GR_RD_SUM, "1x3", 2, "1x1", "3" },
  /* sum (mod (reshape (0:2, [1 3]), 3), 3) */
  { GR_RD_SUM, "1x3", 3, "1x3", "0 1 2" },
  /* sum (mod (reshape (0:2, [1 3]), 3), 4) */
  { GR_RD_SUM, "1x3", 4, "1x3", "0 1 2" },
  /* sum (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_SUM, "3x1", 0, "1x1", "3" },
  /* sum (mod (reshape (0:2, [3 1]), 3), 1) */
  { GR_RD_SUM, "3x1", 1, "1x1", "3" },
  /* sum (mod (reshape (0:2, [3 1]), 3), 2) */
  { GR_RD_SUM, "3x1", 2, "3x1", "0 1 2" },
  /* sum (mod (reshape (0:2, [3 1]), 3), 3) */
  { GR_RD_SUM, "3x1", 3, "3x1", "0 1 2" },
  /* sum (mod (reshape (0:2, [3 1]), 3), 4) */
  { GR_RD_SUM, "3x1", 4, "3x1", "0 1 2" },
  /* sum (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_SUM, "1x1x3", 0, "1x1", "3" },
  /* sum (mod (reshape (0:2, [1 1 3]), 3), 1) */
  { GR_RD_SUM, "1x1x3", 1, "1x1x3", "0 1 2" },
  /* sum (mod (reshape (0:2, [1 1 3]), 3), 2) */
  { GR_RD_SUM, "1x1x3", 2, "1x1x3", "0 1 2" },
  /* sum (mod (reshape (0:2, [1 1 3]), 3), 3) */
  { GR_RD_SUM, "1x1x3", 3, "1x1", "3" },
  /* sum (mod (reshape (0:2, [1 1 3]), 3), 4) */
  { GR_RD_SUM, "1x1x3", 4, "1x1x3", "0 1 2" },
  /* sum (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_SUM, "2x3x4", 0, "1x3x4", "1 2 3 1 2 3 1 2 3 1 2 3" },
  /* sum (mod (reshape (0:23, [2 3 4]), 3), 1) */
  { GR_RD_SUM, "2x3x4", 1, "1x3x4", "1 2 3 1 2 3 1 2 3 1 2 3" },
  /* sum (mod (reshape (0:23, [2 3 4]), 3), 2) */
  { GR_RD_SUM, "2x3x4", 2, "2x1x4", "3 3 3 3 3 3 3 3" },
  /* sum (mod (reshape (0:23, [2 3 4]), 3), 3) */
  { GR_RD_SUM, "2x3x4", 3, "2x3", "0 4 8 0 4 8" },
  /* sum (mod (reshape (0:23, [2 3 4]), 3), 4) */
  { GR_RD_SUM, "2x3x4", 4, "2x3x4", "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2" },
  /* sum (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_SUM, "1x1x0", 0, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [1 1 0]), 3), 1) */
  { GR_RD_SUM, "1x1x0", 1, "1x1x0", "" },
  /* sum (mod (reshape (0:-1, [1 1 0]), 3), 2) */
  { GR_RD_SUM, "1x1x0", 2, "1x1x0", "" },
  /* sum (mod (reshape (0:-1, [1 1 0]), 3), 3) */
  { GR_RD_SUM, "1x1x0", 3, "1x1", "0" },
  /* sum (mod (reshape (0:-1, [1 1 0]), 3), 4) */
  { GR_RD_SUM, "1x1x0", 4, "1x1x0", "" },
  /* sum (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_SUM, "2x1x0", 0, "1x1x0", "" },
  /* sum (mod (reshape (0:-1, [2 1 0]), 3), 1) */
  { GR_RD_SUM, "2x1x0", 1, "1x1x0", "" },
  /* sum (mod (reshape (0:-1, [2 1 0]), 3), 2) */
  { GR_RD_SUM, "2x1x0", 2, "2x1x0", "" },
  /* sum (mod (reshape (0:-1, [2 1 0]), 3), 3) */
  { GR_RD_SUM, "2x1x0", 3, "2x1", "0 0" },
  /* sum (mod (reshape (0:-1, [2 1 0]), 3), 4) */
  { GR_RD_SUM, "2x1x0", 4, "2x1x0", "" },
  /* sum (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_SUM, "1x0x3", 0, "1x1x3", "0 0 0" },
  /* sum (mod (reshape (0:-1, [1 0 3]), 3), 1) */
  { GR_RD_SUM, "1x0x3", 1, "1x0x3", "" },
  /* sum (mod (reshape (0:-1, [1 0 3]), 3), 2) */
  { GR_RD_SUM, "1x0x3", 2, "1x1x3", "0 0 0" },
  /* sum (mod (reshape (0:-1, [1 0 3]), 3), 3) */
  { GR_RD_SUM, "1x0x3", 3, "1x0", "" },
  /* sum (mod (reshape (0:-1, [1 0 3]), 3), 4) */
  { GR_RD_SUM, "1x0x3", 4, "1x0x3", "" },
  /* prod (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_PROD, "0x0", 0, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [0 0]), 3), 1) */
  { GR_RD_PROD, "0x0", 1, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [0 0]), 3), 2) */
  { GR_RD_PROD, "0x0", 2, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 0]), 3), 3) */
  { GR_RD_PROD, "0x0", 3, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 0]), 3), 4) */
  { GR_RD_PROD, "0x0", 4, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_PROD, "0x3", 0, "1x3", "1 1 1" },
  /* prod (mod (reshape (0:-1, [0 3]), 3), 1) */
  { GR_RD_PROD, "0x3", 1, "1x3", "1 1 1" },
  /* prod (mod (reshape (0:-1, [0 3]), 3), 2) */
  { GR_RD_PROD, "0x3", 2, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 3]), 3), 3) */
  { GR_RD_PROD, "0x3", 3, "0x3", "" },
  /* prod (mod (reshape (0:-1, [0 3]), 3), 4) */
  { GR_RD_PROD, "0x3", 4, "0x3", "" },
  /* prod (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_PROD, "3x0", 0, "1x0", "" },
  /* prod (mod (reshape (0:-1, [3 0]), 3), 1) */
  { GR_RD_PROD, "3x0", 1, "1x0", "" },
  /* prod (mod (reshape (0:-1, [3 0]), 3), 2) */
  { GR_RD_PROD, "3x0", 2, "3x1", "1 1 1" },
  /* prod (mod (reshape (0:-1, [3 0]), 3), 3) */
  { GR_RD_PROD, "3x0", 3, "3x0", "" },
  /* prod (mod (reshape (0:-1, [3 0]), 3), 4) */
  { GR_RD_PROD, "3x0", 4, "3x0", "" },
  /* prod (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_PROD, "1x0", 0, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [1 0]), 3), 1) */
  { GR_RD_PROD, "1x0", 1, "1x0", "" },
  /* prod (mod (reshape (0:-1, [1 0]), 3), 2) */
  { GR_RD_PROD, "1x0", 2, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [1 0]), 3), 3) */
  { GR_RD_PROD, "1x0", 3, "1x0", "" },
  /* prod (mod (reshape (0:-1, [1 0]), 3), 4) */
  { GR_RD_PROD, "1x0", 4, "1x0", "" },
  /* prod (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_PROD, "0x1", 0, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [0 1]), 3), 1) */
  { GR_RD_PROD, "0x1", 1, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [0 1]), 3), 2) */
  { GR_RD_PROD, "0x1", 2, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 1]), 3), 3) */
  { GR_RD_PROD, "0x1", 3, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 1]), 3), 4) */
  { GR_RD_PROD, "0x1", 4, "0x1", "" },
  /* prod (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_PROD, "0x3x2", 0, "1x3x2", "1 1 1 1 1 1" },
  /* prod (mod (reshape (0:-1, [0 3 2]), 3), 1) */
  { GR_RD_PROD, "0x3x2", 1, "1x3x2", "1 1 1 1 1 1" },
  /* prod (mod (reshape (0:-1, [0 3 2]), 3), 2) */
  { GR_RD_PROD, "0x3x2", 2, "0x1x2", "" },
  /* prod (mod (reshape (0:-1, [0 3 2]), 3), 3) */
  { GR_RD_PROD, "0x3x2", 3, "0x3", "" },
  /* prod (mod (reshape (0:-1, [0 3 2]), 3), 4) */
  { GR_RD_PROD, "0x3x2", 4, "0x3x2", "" },
  /* prod (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_PROD, "2x0x3", 0, "1x0x3", "" },
  /* prod (mod (reshape (0:-1, [2 0 3]), 3), 1) */
  { GR_RD_PROD, "2x0x3", 1, "1x0x3", "" },
  /* prod (mod (reshape (0:-1, [2 0 3]), 3), 2) */
  { GR_RD_PROD, "2x0x3", 2, "2x1x3", "1 1 1 1 1 1" },
  /* prod (mod (reshape (0:-1, [2 0 3]), 3), 3) */
  { GR_RD_PROD, "2x0x3", 3, "2x0", "" },
  /* prod (mod (reshape (0:-1, [2 0 3]), 3), 4) */
  { GR_RD_PROD, "2x0x3", 4, "2x0x3", "" },
  /* prod (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_PROD, "2x3", 0, "1x3", "0 0 2" },
  /* prod (mod (reshape (0:5, [2 3]), 3), 1) */
  { GR_RD_PROD, "2x3", 1, "1x3", "0 0 2" },
  /* prod (mod (reshape (0:5, [2 3]), 3), 2) */
  { GR_RD_PROD, "2x3", 2, "2x1", "0 0" },
  /* prod (mod (reshape (0:5, [2 3]), 3), 3) */
  { GR_RD_PROD, "2x3", 3, "2x3", "0 1 2 0 1 2" },
  /* prod (mod (reshape (0:5, [2 3]), 3), 4) */
  { GR_RD_PROD, "2x3", 4, "2x3", "0 1 2 0 1 2" },
  /* prod (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_PROD, "1x1", 0, "1x1", "0" },
  /* prod (mod (reshape (0:0, [1 1]), 3), 1) */
  { GR_RD_PROD, "1x1", 1, "1x1", "0" },
  /* prod (mod (reshape (0:0, [1 1]), 3), 2) */
  { GR_RD_PROD, "1x1", 2, "1x1", "0" },
  /* prod (mod (reshape (0:0, [1 1]), 3), 3) */
  { GR_RD_PROD, "1x1", 3, "1x1", "0" },
  /* prod (mod (reshape (0:0, [1 1]), 3), 4) */
  { GR_RD_PROD, "1x1", 4, "1x1", "0" },
  /* prod (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_PROD, "1x3", 0, "1x1", "0" },
  /* prod (mod (reshape (0:2, [1 3]), 3), 1) */
  { GR_RD_PROD, "1x3", 1, "1x3", "0 1 2" },
  /* prod (mod (reshape (0:2, [1 3]), 3), 2) */
  { GR_RD_PROD, "1x3", 2, "1x1", "0" },
  /* prod (mod (reshape (0:2, [1 3]), 3), 3) */
  { GR_RD_PROD, "1x3", 3, "1x3", "0 1 2" },
  /* prod (mod (reshape (0:2, [1 3]), 3), 4) */
  { GR_RD_PROD, "1x3", 4, "1x3", "0 1 2" },
  /* prod (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_PROD, "3x1", 0, "1x1", "0" },
  /* prod (mod (reshape (0:2, [3 1]), 3), 1) */
  { GR_RD_PROD, "3x1", 1, "1x1", "0" },
  /* prod (mod (reshape (0:2, [3 1]), 3), 2) */
  { GR_RD_PROD, "3x1", 2, "3x1", "0 1 2" },
  /* prod (mod (reshape (0:2, [3 1]), 3), 3) */
  { GR_RD_PROD, "3x1", 3, "3x1", "0 1 2" },
  /* prod (mod (reshape (0:2, [3 1]), 3), 4) */
  { GR_RD_PROD, "3x1", 4, "3x1", "0 1 2" },
  /* prod (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_PROD, "1x1x3", 0, "1x1", "0" },
  /* prod (mod (reshape (0:2, [1 1 3]), 3), 1) */
  { GR_RD_PROD, "1x1x3", 1, "1x1x3", "0 1 2" },
  /* prod (mod (reshape (0:2, [1 1 3]), 3), 2) */
  { GR_RD_PROD, "1x1x3", 2, "1x1x3", "0 1 2" },
  /* prod (mod (reshape (0:2, [1 1 3]), 3), 3) */
  { GR_RD_PROD, "1x1x3", 3, "1x1", "0" },
  /* prod (mod (reshape (0:2, [1 1 3]), 3), 4) */
  { GR_RD_PROD, "1x1x3", 4, "1x1x3", "0 1 2" },
  /* prod (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_PROD, "2x3x4", 0, "1x3x4", "0 0 2 0 0 2 0 0 2 0 0 2" },
  /* prod (mod (reshape (0:23, [2 3 4]), 3), 1) */
  { GR_RD_PROD, "2x3x4", 1, "1x3x4", "0 0 2 0 0 2 0 0 2 0 0 2" },
  /* prod (mod (reshape (0:23, [2 3 4]), 3), 2) */
  { GR_RD_PROD, "2x3x4", 2, "2x1x4", "0 0 0 0 0 0 0 0" },
  /* prod (mod (reshape (0:23, [2 3 4]), 3), 3) */
  { GR_RD_PROD, "2x3x4", 3, "2x3", "0 1 16 0 1 16" },
  /* prod (mod (reshape (0:23, [2 3 4]), 3), 4) */
  { GR_RD_PROD, "2x3x4", 4, "2x3x4", "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2" },
  /* prod (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_PROD, "1x1x0", 0, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [1 1 0]), 3), 1) */
  { GR_RD_PROD, "1x1x0", 1, "1x1x0", "" },
  /* prod (mod (reshape (0:-1, [1 1 0]), 3), 2) */
  { GR_RD_PROD, "1x1x0", 2, "1x1x0", "" },
  /* prod (mod (reshape (0:-1, [1 1 0]), 3), 3) */
  { GR_RD_PROD, "1x1x0", 3, "1x1", "1" },
  /* prod (mod (reshape (0:-1, [1 1 0]), 3), 4) */
  { GR_RD_PROD, "1x1x0", 4, "1x1x0", "" },
  /* prod (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_PROD, "2x1x0", 0, "1x1x0", "" },
  /* prod (mod (reshape (0:-1, [2 1 0]), 3), 1) */
  { GR_RD_PROD, "2x1x0", 1, "1x1x0", "" },
  /* prod (mod (reshape (0:-1, [2 1 0]), 3), 2) */
  { GR_RD_PROD, "2x1x0", 2, "2x1x0", "" },
  /* prod (mod (reshape (0:-1, [2 1 0]), 3), 3) */
  { GR_RD_PROD, "2x1x0", 3, "2x1", "1 1" },
  /* prod (mod (reshape (0:-1, [2 1 0]), 3), 4) */
  { GR_RD_PROD, "2x1x0", 4, "2x1x0", "" },
  /* prod (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_PROD, "1x0x3", 0, "1x1x3", "1 1 1" },
  /* prod (mod (reshape (0:-1, [1 0 3]), 3), 1) */
  { GR_RD_PROD, "1x0x3", 1, "1x0x3", "" },
  /* prod (mod (reshape (0:-1, [1 0 3]), 3), 2) */
  { GR_RD_PROD, "1x0x3", 2, "1x1x3", "1 1 1" },
  /* prod (mod (reshape (0:-1, [1 0 3]), 3), 3) */
  { GR_RD_PROD, "1x0x3", 3, "1x0", "" },
  /* prod (mod (reshape (0:-1, [1 0 3]), 3), 4) */
  { GR_RD_PROD, "1x0x3", 4, "1x0x3", "" },
  /* mean (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_MEAN, "0x0", 0, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [0 0]), 3), 1) */
  { GR_RD_MEAN, "0x0", 1, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [0 0]), 3), 2) */
  { GR_RD_MEAN, "0x0", 2, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 0]), 3), 3) */
  { GR_RD_MEAN, "0x0", 3, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 0]), 3), 4) */
  { GR_RD_MEAN, "0x0", 4, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_MEAN, "0x3", 0, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 3]), 3), 1) */
  { GR_RD_MEAN, "0x3", 1, "1x3", "NaN NaN NaN" },
  /* mean (mod (reshape (0:-1, [0 3]), 3), 2) */
  { GR_RD_MEAN, "0x3", 2, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 3]), 3), 3) */
  { GR_RD_MEAN, "0x3", 3, "0x3", "" },
  /* mean (mod (reshape (0:-1, [0 3]), 3), 4) */
  { GR_RD_MEAN, "0x3", 4, "0x3", "" },
  /* mean (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_MEAN, "3x0", 0, "1x0", "" },
  /* mean (mod (reshape (0:-1, [3 0]), 3), 1) */
  { GR_RD_MEAN, "3x0", 1, "1x0", "" },
  /* mean (mod (reshape (0:-1, [3 0]), 3), 2) */
  { GR_RD_MEAN, "3x0", 2, "3x1", "NaN NaN NaN" },
  /* mean (mod (reshape (0:-1, [3 0]), 3), 3) */
  { GR_RD_MEAN, "3x0", 3, "3x0", "" },
  /* mean (mod (reshape (0:-1, [3 0]), 3), 4) */
  { GR_RD_MEAN, "3x0", 4, "3x0", "" },
  /* mean (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_MEAN, "1x0", 0, "1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0]), 3), 1) */
  { GR_RD_MEAN, "1x0", 1, "1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0]), 3), 2) */
  { GR_RD_MEAN, "1x0", 2, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [1 0]), 3), 3) */
  { GR_RD_MEAN, "1x0", 3, "1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0]), 3), 4) */
  { GR_RD_MEAN, "1x0", 4, "1x0", "" },
  /* mean (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_MEAN, "0x1", 0, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [0 1]), 3), 1) */
  { GR_RD_MEAN, "0x1", 1, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [0 1]), 3), 2) */
  { GR_RD_MEAN, "0x1", 2, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 1]), 3), 3) */
  { GR_RD_MEAN, "0x1", 3, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 1]), 3), 4) */
  { GR_RD_MEAN, "0x1", 4, "0x1", "" },
  /* mean (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_MEAN, "0x3x2", 0, "0x1x2", "" },
  /* mean (mod (reshape (0:-1, [0 3 2]), 3), 1) */
  { GR_RD_MEAN, "0x3x2", 1, "1x3x2", "NaN NaN NaN NaN NaN NaN" },
  /* mean (mod (reshape (0:-1, [0 3 2]), 3), 2) */
  { GR_RD_MEAN, "0x3x2", 2, "0x1x2", "" },
  /* mean (mod (reshape (0:-1, [0 3 2]), 3), 3) */
  { GR_RD_MEAN, "0x3x2", 3, "0x3", "" },
  /* mean (mod (reshape (0:-1, [0 3 2]), 3), 4) */
  { GR_RD_MEAN, "0x3x2", 4, "0x3x2", "" },
  /* mean (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_MEAN, "2x0x3", 0, "1x0x3", "" },
  /* mean (mod (reshape (0:-1, [2 0 3]), 3), 1) */
  { GR_RD_MEAN, "2x0x3", 1, "1x0x3", "" },
  /* mean (mod (reshape (0:-1, [2 0 3]), 3), 2) */
  { GR_RD_MEAN, "2x0x3", 2, "2x1x3", "NaN NaN NaN NaN NaN NaN" },
  /* mean (mod (reshape (0:-1, [2 0 3]), 3), 3) */
  { GR_RD_MEAN, "2x0x3", 3, "2x0", "" },
  /* mean (mod (reshape (0:-1, [2 0 3]), 3), 4) */
  { GR_RD_MEAN, "2x0x3", 4, "2x0x3", "" },
  /* mean (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_MEAN, "2x3", 0, "1x3", "0.5 1 1.5" },
  /* mean (mod (reshape (0:5, [2 3]), 3), 1) */
  { GR_RD_MEAN, "2x3", 1, "1x3", "0.5 1 1.5" },
  /* mean (mod (reshape (0:5, [2 3]), 3), 2) */
  { GR_RD_MEAN, "2x3", 2, "2x1", "1 1" },
  /* mean (mod (reshape (0:5, [2 3]), 3), 3) */
  { GR_RD_MEAN, "2x3", 3, "2x3", "0 1 2 0 1 2" },
  /* mean (mod (reshape (0:5, [2 3]), 3), 4) */
  { GR_RD_MEAN, "2x3", 4, "2x3", "0 1 2 0 1 2" },
  /* mean (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_MEAN, "1x1", 0, "1x1", "0" },
  /* mean (mod (reshape (0:0, [1 1]), 3), 1) */
  { GR_RD_MEAN, "1x1", 1, "1x1", "0" },
  /* mean (mod (reshape (0:0, [1 1]), 3), 2) */
  { GR_RD_MEAN, "1x1", 2, "1x1", "0" },
  /* mean (mod (reshape (0:0, [1 1]), 3), 3) */
  { GR_RD_MEAN, "1x1", 3, "1x1", "0" },
  /* mean (mod (reshape (0:0, [1 1]), 3), 4) */
  { GR_RD_MEAN, "1x1", 4, "1x1", "0" },
  /* mean (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_MEAN, "1x3", 0, "1x1", "1" },
  /* mean (mod (reshape (0:2, [1 3]), 3), 1) */
  { GR_RD_MEAN, "1x3", 1, "1x3", "0 1 2" },
  /* mean (mod (reshape (0:2, [1 3]), 3), 2) */
  { GR_RD_MEAN, "1x3", 2, "1x1", "1" },
  /* mean (mod (reshape (0:2, [1 3]), 3), 3) */
  { GR_RD_MEAN, "1x3", 3, "1x3", "0 1 2" },
  /* mean (mod (reshape (0:2, [1 3]), 3), 4) */
  { GR_RD_MEAN, "1x3", 4, "1x3", "0 1 2" },
  /* mean (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_MEAN, "3x1", 0, "1x1", "1" },
  /* mean (mod (reshape (0:2, [3 1]), 3), 1) */
  { GR_RD_MEAN, "3x1", 1, "1x1", "1" },
  /* mean (mod (reshape (0:2, [3 1]), 3), 2) */
  { GR_RD_MEAN, "3x1", 2, "3x1", "0 1 2" },
  /* mean (mod (reshape (0:2, [3 1]), 3), 3) */
  { GR_RD_MEAN, "3x1", 3, "3x1", "0 1 2" },
  /* mean (mod (reshape (0:2, [3 1]), 3), 4) */
  { GR_RD_MEAN, "3x1", 4, "3x1", "0 1 2" },
  /* mean (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_MEAN, "1x1x3", 0, "1x1", "1" },
  /* mean (mod (reshape (0:2, [1 1 3]), 3), 1) */
  { GR_RD_MEAN, "1x1x3", 1, "1x1x3", "0 1 2" },
  /* mean (mod (reshape (0:2, [1 1 3]), 3), 2) */
  { GR_RD_MEAN, "1x1x3", 2, "1x1x3", "0 1 2" },
  /* mean (mod (reshape (0:2, [1 1 3]), 3), 3) */
  { GR_RD_MEAN, "1x1x3", 3, "1x1", "1" },
  /* mean (mod (reshape (0:2, [1 1 3]), 3), 4) */
  { GR_RD_MEAN, "1x1x3", 4, "1x1x3", "0 1 2" },
  /* mean (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_MEAN, "2x3x4", 0, "1x3x4", "0.5 1 1.5 0.5 1 1.5 0.5 1 1.5 0.5 1 1.5" },
  /* mean (mod (reshape (0:23, [2 3 4]), 3), 1) */
  { GR_RD_MEAN, "2x3x4", 1, "1x3x4", "0.5 1 1.5 0.5 1 1.5 0.5 1 1.5 0.5 1 1.5" },
  /* mean (mod (reshape (0:23, [2 3 4]), 3), 2) */
  { GR_RD_MEAN, "2x3x4", 2, "2x1x4", "1 1 1 1 1 1 1 1" },
  /* mean (mod (reshape (0:23, [2 3 4]), 3), 3) */
  { GR_RD_MEAN, "2x3x4", 3, "2x3", "0 1 2 0 1 2" },
  /* mean (mod (reshape (0:23, [2 3 4]), 3), 4) */
  { GR_RD_MEAN, "2x3x4", 4, "2x3x4", "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2" },
  /* mean (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_MEAN, "1x1x0", 0, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [1 1 0]), 3), 1) */
  { GR_RD_MEAN, "1x1x0", 1, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [1 1 0]), 3), 2) */
  { GR_RD_MEAN, "1x1x0", 2, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [1 1 0]), 3), 3) */
  { GR_RD_MEAN, "1x1x0", 3, "1x1", "NaN" },
  /* mean (mod (reshape (0:-1, [1 1 0]), 3), 4) */
  { GR_RD_MEAN, "1x1x0", 4, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_MEAN, "2x1x0", 0, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [2 1 0]), 3), 1) */
  { GR_RD_MEAN, "2x1x0", 1, "1x1x0", "" },
  /* mean (mod (reshape (0:-1, [2 1 0]), 3), 2) */
  { GR_RD_MEAN, "2x1x0", 2, "2x1x0", "" },
  /* mean (mod (reshape (0:-1, [2 1 0]), 3), 3) */
  { GR_RD_MEAN, "2x1x0", 3, "2x1", "NaN NaN" },
  /* mean (mod (reshape (0:-1, [2 1 0]), 3), 4) */
  { GR_RD_MEAN, "2x1x0", 4, "2x1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_MEAN, "1x0x3", 0, "1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0 3]), 3), 1) */
  { GR_RD_MEAN, "1x0x3", 1, "1x0x3", "" },
  /* mean (mod (reshape (0:-1, [1 0 3]), 3), 2) */
  { GR_RD_MEAN, "1x0x3", 2, "1x1x3", "NaN NaN NaN" },
  /* mean (mod (reshape (0:-1, [1 0 3]), 3), 3) */
  { GR_RD_MEAN, "1x0x3", 3, "1x0", "" },
  /* mean (mod (reshape (0:-1, [1 0 3]), 3), 4) */
  { GR_RD_MEAN, "1x0x3", 4, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_MAX, "0x0", 0, "0x0", "" },
  /* max (mod (reshape (0:-1, [0 0]), 3), [], 1) */
  { GR_RD_MAX, "0x0", 1, "0x0", "" },
  /* max (mod (reshape (0:-1, [0 0]), 3), [], 2) */
  { GR_RD_MAX, "0x0", 2, "0x0", "" },
  /* max (mod (reshape (0:-1, [0 0]), 3), [], 3) */
  { GR_RD_MAX, "0x0", 3, "0x0", "" },
  /* max (mod (reshape (0:-1, [0 0]), 3), [], 4) */
  { GR_RD_MAX, "0x0", 4, "0x0", "" },
  /* max (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_MAX, "0x3", 0, "0x3", "" },
  /* max (mod (reshape (0:-1, [0 3]), 3), [], 1) */
  { GR_RD_MAX, "0x3", 1, "0x3", "" },
  /* max (mod (reshape (0:-1, [0 3]), 3), [], 2) */
  { GR_RD_MAX, "0x3", 2, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 3]), 3), [], 3) */
  { GR_RD_MAX, "0x3", 3, "0x3", "" },
  /* max (mod (reshape (0:-1, [0 3]), 3), [], 4) */
  { GR_RD_MAX, "0x3", 4, "0x3", "" },
  /* max (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_MAX, "3x0", 0, "1x0", "" },
  /* max (mod (reshape (0:-1, [3 0]), 3), [], 1) */
  { GR_RD_MAX, "3x0", 1, "1x0", "" },
  /* max (mod (reshape (0:-1, [3 0]), 3), [], 2) */
  { GR_RD_MAX, "3x0", 2, "3x0", "" },
  /* max (mod (reshape (0:-1, [3 0]), 3), [], 3) */
  { GR_RD_MAX, "3x0", 3, "3x0", "" },
  /* max (mod (reshape (0:-1, [3 0]), 3), [], 4) */
  { GR_RD_MAX, "3x0", 4, "3x0", "" },
  /* max (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_MAX, "1x0", 0, "1x0", "" },
  /* max (mod (reshape (0:-1, [1 0]), 3), [], 1) */
  { GR_RD_MAX, "1x0", 1, "1x0", "" },
  /* max (mod (reshape (0:-1, [1 0]), 3), [], 2) */
  { GR_RD_MAX, "1x0", 2, "1x0", "" },
  /* max (mod (reshape (0:-1, [1 0]), 3), [], 3) */
  { GR_RD_MAX, "1x0", 3, "1x0", "" },
  /* max (mod (reshape (0:-1, [1 0]), 3), [], 4) */
  { GR_RD_MAX, "1x0", 4, "1x0", "" },
  /* max (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_MAX, "0x1", 0, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 1]), 3), [], 1) */
  { GR_RD_MAX, "0x1", 1, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 1]), 3), [], 2) */
  { GR_RD_MAX, "0x1", 2, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 1]), 3), [], 3) */
  { GR_RD_MAX, "0x1", 3, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 1]), 3), [], 4) */
  { GR_RD_MAX, "0x1", 4, "0x1", "" },
  /* max (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_MAX, "0x3x2", 0, "0x3x2", "" },
  /* max (mod (reshape (0:-1, [0 3 2]), 3), [], 1) */
  { GR_RD_MAX, "0x3x2", 1, "0x3x2", "" },
  /* max (mod (reshape (0:-1, [0 3 2]), 3), [], 2) */
  { GR_RD_MAX, "0x3x2", 2, "0x1x2", "" },
  /* max (mod (reshape (0:-1, [0 3 2]), 3), [], 3) */
  { GR_RD_MAX, "0x3x2", 3, "0x3", "" },
  /* max (mod (reshape (0:-1, [0 3 2]), 3), [], 4) */
  { GR_RD_MAX, "0x3x2", 4, "0x3x2", "" },
  /* max (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_MAX, "2x0x3", 0, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [2 0 3]), 3), [], 1) */
  { GR_RD_MAX, "2x0x3", 1, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [2 0 3]), 3), [], 2) */
  { GR_RD_MAX, "2x0x3", 2, "2x0x3", "" },
  /* max (mod (reshape (0:-1, [2 0 3]), 3), [], 3) */
  { GR_RD_MAX, "2x0x3", 3, "2x0", "" },
  /* max (mod (reshape (0:-1, [2 0 3]), 3), [], 4) */
  { GR_RD_MAX, "2x0x3", 4, "2x0x3", "" },
  /* max (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_MAX, "2x3", 0, "1x3", "1 2 2" },
  /* max (mod (reshape (0:5, [2 3]), 3), [], 1) */
  { GR_RD_MAX, "2x3", 1, "1x3", "1 2 2" },
  /* max (mod (reshape (0:5, [2 3]), 3), [], 2) */
  { GR_RD_MAX, "2x3", 2, "2x1", "2 2" },
  /* max (mod (reshape (0:5, [2 3]), 3), [], 3) */
  { GR_RD_MAX, "2x3", 3, "2x3", "0 1 2 0 1 2" },
  /* max (mod (reshape (0:5, [2 3]), 3), [], 4) */
  { GR_RD_MAX, "2x3", 4, "2x3", "0 1 2 0 1 2" },
  /* max (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_MAX, "1x1", 0, "1x1", "0" },
  /* max (mod (reshape (0:0, [1 1]), 3), [], 1) */
  { GR_RD_MAX, "1x1", 1, "1x1", "0" },
  /* max (mod (reshape (0:0, [1 1]), 3), [], 2) */
  { GR_RD_MAX, "1x1", 2, "1x1", "0" },
  /* max (mod (reshape (0:0, [1 1]), 3), [], 3) */
  { GR_RD_MAX, "1x1", 3, "1x1", "0" },
  /* max (mod (reshape (0:0, [1 1]), 3), [], 4) */
  { GR_RD_MAX, "1x1", 4, "1x1", "0" },
  /* max (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_MAX, "1x3", 0, "1x1", "2" },
  /* max (mod (reshape (0:2, [1 3]), 3), [], 1) */
  { GR_RD_MAX, "1x3", 1, "1x3", "0 1 2" },
  /* max (mod (reshape (0:2, [1 3]), 3), [], 2) */
  { GR_RD_MAX, "1x3", 2, "1x1", "2" },
  /* max (mod (reshape (0:2, [1 3]), 3), [], 3) */
  { GR_RD_MAX, "1x3", 3, "1x3", "0 1 2" },
  /* max (mod (reshape (0:2, [1 3]), 3), [], 4) */
  { GR_RD_MAX, "1x3", 4, "1x3", "0 1 2" },
  /* max (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_MAX, "3x1", 0, "1x1", "2" },
  /* max (mod (reshape (0:2, [3 1]), 3), [], 1) */
  { GR_RD_MAX, "3x1", 1, "1x1", "2" },
  /* max (mod (reshape (0:2, [3 1]), 3), [], 2) */
  { GR_RD_MAX, "3x1", 2, "3x1", "0 1 2" },
  /* max (mod (reshape (0:2, [3 1]), 3), [], 3) */
  { GR_RD_MAX, "3x1", 3, "3x1", "0 1 2" },
  /* max (mod (reshape (0:2, [3 1]), 3), [], 4) */
  { GR_RD_MAX, "3x1", 4, "3x1", "0 1 2" },
  /* max (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_MAX, "1x1x3", 0, "1x1", "2" },
  /* max (mod (reshape (0:2, [1 1 3]), 3), [], 1) */
  { GR_RD_MAX, "1x1x3", 1, "1x1x3", "0 1 2" },
  /* max (mod (reshape (0:2, [1 1 3]), 3), [], 2) */
  { GR_RD_MAX, "1x1x3", 2, "1x1x3", "0 1 2" },
  /* max (mod (reshape (0:2, [1 1 3]), 3), [], 3) */
  { GR_RD_MAX, "1x1x3", 3, "1x1", "2" },
  /* max (mod (reshape (0:2, [1 1 3]), 3), [], 4) */
  { GR_RD_MAX, "1x1x3", 4, "1x1x3", "0 1 2" },
  /* max (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_MAX, "2x3x4", 0, "1x3x4", "1 2 2 1 2 2 1 2 2 1 2 2" },
  /* max (mod (reshape (0:23, [2 3 4]), 3), [], 1) */
  { GR_RD_MAX, "2x3x4", 1, "1x3x4", "1 2 2 1 2 2 1 2 2 1 2 2" },
  /* max (mod (reshape (0:23, [2 3 4]), 3), [], 2) */
  { GR_RD_MAX, "2x3x4", 2, "2x1x4", "2 2 2 2 2 2 2 2" },
  /* max (mod (reshape (0:23, [2 3 4]), 3), [], 3) */
  { GR_RD_MAX, "2x3x4", 3, "2x3", "0 1 2 0 1 2" },
  /* max (mod (reshape (0:23, [2 3 4]), 3), [], 4) */
  { GR_RD_MAX, "2x3x4", 4, "2x3x4", "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2" },
  /* max (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_MAX, "1x1x0", 0, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [1 1 0]), 3), [], 1) */
  { GR_RD_MAX, "1x1x0", 1, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [1 1 0]), 3), [], 2) */
  { GR_RD_MAX, "1x1x0", 2, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [1 1 0]), 3), [], 3) */
  { GR_RD_MAX, "1x1x0", 3, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [1 1 0]), 3), [], 4) */
  { GR_RD_MAX, "1x1x0", 4, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_MAX, "2x1x0", 0, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [2 1 0]), 3), [], 1) */
  { GR_RD_MAX, "2x1x0", 1, "1x1x0", "" },
  /* max (mod (reshape (0:-1, [2 1 0]), 3), [], 2) */
  { GR_RD_MAX, "2x1x0", 2, "2x1x0", "" },
  /* max (mod (reshape (0:-1, [2 1 0]), 3), [], 3) */
  { GR_RD_MAX, "2x1x0", 3, "2x1x0", "" },
  /* max (mod (reshape (0:-1, [2 1 0]), 3), [], 4) */
  { GR_RD_MAX, "2x1x0", 4, "2x1x0", "" },
  /* max (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_MAX, "1x0x3", 0, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [1 0 3]), 3), [], 1) */
  { GR_RD_MAX, "1x0x3", 1, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [1 0 3]), 3), [], 2) */
  { GR_RD_MAX, "1x0x3", 2, "1x0x3", "" },
  /* max (mod (reshape (0:-1, [1 0 3]), 3), [], 3) */
  { GR_RD_MAX, "1x0x3", 3, "1x0", "" },
  /* max (mod (reshape (0:-1, [1 0 3]), 3), [], 4) */
  { GR_RD_MAX, "1x0x3", 4, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_MIN, "0x0", 0, "0x0", "" },
  /* min (mod (reshape (0:-1, [0 0]), 3), [], 1) */
  { GR_RD_MIN, "0x0", 1, "0x0", "" },
  /* min (mod (reshape (0:-1, [0 0]), 3), [], 2) */
  { GR_RD_MIN, "0x0", 2, "0x0", "" },
  /* min (mod (reshape (0:-1, [0 0]), 3), [], 3) */
  { GR_RD_MIN, "0x0", 3, "0x0", "" },
  /* min (mod (reshape (0:-1, [0 0]), 3), [], 4) */
  { GR_RD_MIN, "0x0", 4, "0x0", "" },
  /* min (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_MIN, "0x3", 0, "0x3", "" },
  /* min (mod (reshape (0:-1, [0 3]), 3), [], 1) */
  { GR_RD_MIN, "0x3", 1, "0x3", "" },
  /* min (mod (reshape (0:-1, [0 3]), 3), [], 2) */
  { GR_RD_MIN, "0x3", 2, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 3]), 3), [], 3) */
  { GR_RD_MIN, "0x3", 3, "0x3", "" },
  /* min (mod (reshape (0:-1, [0 3]), 3), [], 4) */
  { GR_RD_MIN, "0x3", 4, "0x3", "" },
  /* min (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_MIN, "3x0", 0, "1x0", "" },
  /* min (mod (reshape (0:-1, [3 0]), 3), [], 1) */
  { GR_RD_MIN, "3x0", 1, "1x0", "" },
  /* min (mod (reshape (0:-1, [3 0]), 3), [], 2) */
  { GR_RD_MIN, "3x0", 2, "3x0", "" },
  /* min (mod (reshape (0:-1, [3 0]), 3), [], 3) */
  { GR_RD_MIN, "3x0", 3, "3x0", "" },
  /* min (mod (reshape (0:-1, [3 0]), 3), [], 4) */
  { GR_RD_MIN, "3x0", 4, "3x0", "" },
  /* min (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_MIN, "1x0", 0, "1x0", "" },
  /* min (mod (reshape (0:-1, [1 0]), 3), [], 1) */
  { GR_RD_MIN, "1x0", 1, "1x0", "" },
  /* min (mod (reshape (0:-1, [1 0]), 3), [], 2) */
  { GR_RD_MIN, "1x0", 2, "1x0", "" },
  /* min (mod (reshape (0:-1, [1 0]), 3), [], 3) */
  { GR_RD_MIN, "1x0", 3, "1x0", "" },
  /* min (mod (reshape (0:-1, [1 0]), 3), [], 4) */
  { GR_RD_MIN, "1x0", 4, "1x0", "" },
  /* min (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_MIN, "0x1", 0, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 1]), 3), [], 1) */
  { GR_RD_MIN, "0x1", 1, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 1]), 3), [], 2) */
  { GR_RD_MIN, "0x1", 2, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 1]), 3), [], 3) */
  { GR_RD_MIN, "0x1", 3, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 1]), 3), [], 4) */
  { GR_RD_MIN, "0x1", 4, "0x1", "" },
  /* min (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_MIN, "0x3x2", 0, "0x3x2", "" },
  /* min (mod (reshape (0:-1, [0 3 2]), 3), [], 1) */
  { GR_RD_MIN, "0x3x2", 1, "0x3x2", "" },
  /* min (mod (reshape (0:-1, [0 3 2]), 3), [], 2) */
  { GR_RD_MIN, "0x3x2", 2, "0x1x2", "" },
  /* min (mod (reshape (0:-1, [0 3 2]), 3), [], 3) */
  { GR_RD_MIN, "0x3x2", 3, "0x3", "" },
  /* min (mod (reshape (0:-1, [0 3 2]), 3), [], 4) */
  { GR_RD_MIN, "0x3x2", 4, "0x3x2", "" },
  /* min (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_MIN, "2x0x3", 0, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [2 0 3]), 3), [], 1) */
  { GR_RD_MIN, "2x0x3", 1, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [2 0 3]), 3), [], 2) */
  { GR_RD_MIN, "2x0x3", 2, "2x0x3", "" },
  /* min (mod (reshape (0:-1, [2 0 3]), 3), [], 3) */
  { GR_RD_MIN, "2x0x3", 3, "2x0", "" },
  /* min (mod (reshape (0:-1, [2 0 3]), 3), [], 4) */
  { GR_RD_MIN, "2x0x3", 4, "2x0x3", "" },
  /* min (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_MIN, "2x3", 0, "1x3", "0 0 1" },
  /* min (mod (reshape (0:5, [2 3]), 3), [], 1) */
  { GR_RD_MIN, "2x3", 1, "1x3", "0 0 1" },
  /* min (mod (reshape (0:5, [2 3]), 3), [], 2) */
  { GR_RD_MIN, "2x3", 2, "2x1", "0 0" },
  /* min (mod (reshape (0:5, [2 3]), 3), [], 3) */
  { GR_RD_MIN, "2x3", 3, "2x3", "0 1 2 0 1 2" },
  /* min (mod (reshape (0:5, [2 3]), 3), [], 4) */
  { GR_RD_MIN, "2x3", 4, "2x3", "0 1 2 0 1 2" },
  /* min (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_MIN, "1x1", 0, "1x1", "0" },
  /* min (mod (reshape (0:0, [1 1]), 3), [], 1) */
  { GR_RD_MIN, "1x1", 1, "1x1", "0" },
  /* min (mod (reshape (0:0, [1 1]), 3), [], 2) */
  { GR_RD_MIN, "1x1", 2, "1x1", "0" },
  /* min (mod (reshape (0:0, [1 1]), 3), [], 3) */
  { GR_RD_MIN, "1x1", 3, "1x1", "0" },
  /* min (mod (reshape (0:0, [1 1]), 3), [], 4) */
  { GR_RD_MIN, "1x1", 4, "1x1", "0" },
  /* min (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_MIN, "1x3", 0, "1x1", "0" },
  /* min (mod (reshape (0:2, [1 3]), 3), [], 1) */
  { GR_RD_MIN, "1x3", 1, "1x3", "0 1 2" },
  /* min (mod (reshape (0:2, [1 3]), 3), [], 2) */
  { GR_RD_MIN, "1x3", 2, "1x1", "0" },
  /* min (mod (reshape (0:2, [1 3]), 3), [], 3) */
  { GR_RD_MIN, "1x3", 3, "1x3", "0 1 2" },
  /* min (mod (reshape (0:2, [1 3]), 3), [], 4) */
  { GR_RD_MIN, "1x3", 4, "1x3", "0 1 2" },
  /* min (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_MIN, "3x1", 0, "1x1", "0" },
  /* min (mod (reshape (0:2, [3 1]), 3), [], 1) */
  { GR_RD_MIN, "3x1", 1, "1x1", "0" },
  /* min (mod (reshape (0:2, [3 1]), 3), [], 2) */
  { GR_RD_MIN, "3x1", 2, "3x1", "0 1 2" },
  /* min (mod (reshape (0:2, [3 1]), 3), [], 3) */
  { GR_RD_MIN, "3x1", 3, "3x1", "0 1 2" },
  /* min (mod (reshape (0:2, [3 1]), 3), [], 4) */
  { GR_RD_MIN, "3x1", 4, "3x1", "0 1 2" },
  /* min (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_MIN, "1x1x3", 0, "1x1", "0" },
  /* min (mod (reshape (0:2, [1 1 3]), 3), [], 1) */
  { GR_RD_MIN, "1x1x3", 1, "1x1x3", "0 1 2" },
  /* min (mod (reshape (0:2, [1 1 3]), 3), [], 2) */
  { GR_RD_MIN, "1x1x3", 2, "1x1x3", "0 1 2" },
  /* min (mod (reshape (0:2, [1 1 3]), 3), [], 3) */
  { GR_RD_MIN, "1x1x3", 3, "1x1", "0" },
  /* min (mod (reshape (0:2, [1 1 3]), 3), [], 4) */
  { GR_RD_MIN, "1x1x3", 4, "1x1x3", "0 1 2" },
  /* min (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_MIN, "2x3x4", 0, "1x3x4", "0 0 1 0 0 1 0 0 1 0 0 1" },
  /* min (mod (reshape (0:23, [2 3 4]), 3), [], 1) */
  { GR_RD_MIN, "2x3x4", 1, "1x3x4", "0 0 1 0 0 1 0 0 1 0 0 1" },
  /* min (mod (reshape (0:23, [2 3 4]), 3), [], 2) */
  { GR_RD_MIN, "2x3x4", 2, "2x1x4", "0 0 0 0 0 0 0 0" },
  /* min (mod (reshape (0:23, [2 3 4]), 3), [], 3) */
  { GR_RD_MIN, "2x3x4", 3, "2x3", "0 1 2 0 1 2" },
  /* min (mod (reshape (0:23, [2 3 4]), 3), [], 4) */
  { GR_RD_MIN, "2x3x4", 4, "2x3x4", "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2" },
  /* min (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_MIN, "1x1x0", 0, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [1 1 0]), 3), [], 1) */
  { GR_RD_MIN, "1x1x0", 1, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [1 1 0]), 3), [], 2) */
  { GR_RD_MIN, "1x1x0", 2, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [1 1 0]), 3), [], 3) */
  { GR_RD_MIN, "1x1x0", 3, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [1 1 0]), 3), [], 4) */
  { GR_RD_MIN, "1x1x0", 4, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_MIN, "2x1x0", 0, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [2 1 0]), 3), [], 1) */
  { GR_RD_MIN, "2x1x0", 1, "1x1x0", "" },
  /* min (mod (reshape (0:-1, [2 1 0]), 3), [], 2) */
  { GR_RD_MIN, "2x1x0", 2, "2x1x0", "" },
  /* min (mod (reshape (0:-1, [2 1 0]), 3), [], 3) */
  { GR_RD_MIN, "2x1x0", 3, "2x1x0", "" },
  /* min (mod (reshape (0:-1, [2 1 0]), 3), [], 4) */
  { GR_RD_MIN, "2x1x0", 4, "2x1x0", "" },
  /* min (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_MIN, "1x0x3", 0, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [1 0 3]), 3), [], 1) */
  { GR_RD_MIN, "1x0x3", 1, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [1 0 3]), 3), [], 2) */
  { GR_RD_MIN, "1x0x3", 2, "1x0x3", "" },
  /* min (mod (reshape (0:-1, [1 0 3]), 3), [], 3) */
  { GR_RD_MIN, "1x0x3", 3, "1x0", "" },
  /* min (mod (reshape (0:-1, [1 0 3]), 3), [], 4) */
  { GR_RD_MIN, "1x0x3", 4, "1x0x3", "" },
  /* any (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_ANY, "0x0", 0, "1x1", "0" },
  /* any (mod (reshape (0:-1, [0 0]), 3), 1) */
  { GR_RD_ANY, "0x0", 1, "1x1", "0" },
  /* any (mod (reshape (0:-1, [0 0]), 3), 2) */
  { GR_RD_ANY, "0x0", 2, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 0]), 3), 3) */
  { GR_RD_ANY, "0x0", 3, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 0]), 3), 4) */
  { GR_RD_ANY, "0x0", 4, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_ANY, "0x3", 0, "1x3", "0 0 0" },
  /* any (mod (reshape (0:-1, [0 3]), 3), 1) */
  { GR_RD_ANY, "0x3", 1, "1x3", "0 0 0" },
  /* any (mod (reshape (0:-1, [0 3]), 3), 2) */
  { GR_RD_ANY, "0x3", 2, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 3]), 3), 3) */
  { GR_RD_ANY, "0x3", 3, "0x3", "" },
  /* any (mod (reshape (0:-1, [0 3]), 3), 4) */
  { GR_RD_ANY, "0x3", 4, "0x3", "" },
  /* any (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_ANY, "3x0", 0, "1x0", "" },
  /* any (mod (reshape (0:-1, [3 0]), 3), 1) */
  { GR_RD_ANY, "3x0", 1, "1x0", "" },
  /* any (mod (reshape (0:-1, [3 0]), 3), 2) */
  { GR_RD_ANY, "3x0", 2, "3x1", "0 0 0" },
  /* any (mod (reshape (0:-1, [3 0]), 3), 3) */
  { GR_RD_ANY, "3x0", 3, "3x0", "" },
  /* any (mod (reshape (0:-1, [3 0]), 3), 4) */
  { GR_RD_ANY, "3x0", 4, "3x0", "" },
  /* any (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_ANY, "1x0", 0, "1x1", "0" },
  /* any (mod (reshape (0:-1, [1 0]), 3), 1) */
  { GR_RD_ANY, "1x0", 1, "1x0", "" },
  /* any (mod (reshape (0:-1, [1 0]), 3), 2) */
  { GR_RD_ANY, "1x0", 2, "1x1", "0" },
  /* any (mod (reshape (0:-1, [1 0]), 3), 3) */
  { GR_RD_ANY, "1x0", 3, "1x0", "" },
  /* any (mod (reshape (0:-1, [1 0]), 3), 4) */
  { GR_RD_ANY, "1x0", 4, "1x0", "" },
  /* any (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_ANY, "0x1", 0, "1x1", "0" },
  /* any (mod (reshape (0:-1, [0 1]), 3), 1) */
  { GR_RD_ANY, "0x1", 1, "1x1", "0" },
  /* any (mod (reshape (0:-1, [0 1]), 3), 2) */
  { GR_RD_ANY, "0x1", 2, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 1]), 3), 3) */
  { GR_RD_ANY, "0x1", 3, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 1]), 3), 4) */
  { GR_RD_ANY, "0x1", 4, "0x1", "" },
  /* any (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_ANY, "0x3x2", 0, "1x3x2", "0 0 0 0 0 0" },
  /* any (mod (reshape (0:-1, [0 3 2]), 3), 1) */
  { GR_RD_ANY, "0x3x2", 1, "1x3x2", "0 0 0 0 0 0" },
  /* any (mod (reshape (0:-1, [0 3 2]), 3), 2) */
  { GR_RD_ANY, "0x3x2", 2, "0x1x2", "" },
  /* any (mod (reshape (0:-1, [0 3 2]), 3), 3) */
  { GR_RD_ANY, "0x3x2", 3, "0x3", "" },
  /* any (mod (reshape (0:-1, [0 3 2]), 3), 4) */
  { GR_RD_ANY, "0x3x2", 4, "0x3x2", "" },
  /* any (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_ANY, "2x0x3", 0, "1x0x3", "" },
  /* any (mod (reshape (0:-1, [2 0 3]), 3), 1) */
  { GR_RD_ANY, "2x0x3", 1, "1x0x3", "" },
  /* any (mod (reshape (0:-1, [2 0 3]), 3), 2) */
  { GR_RD_ANY, "2x0x3", 2, "2x1x3", "0 0 0 0 0 0" },
  /* any (mod (reshape (0:-1, [2 0 3]), 3), 3) */
  { GR_RD_ANY, "2x0x3", 3, "2x0", "" },
  /* any (mod (reshape (0:-1, [2 0 3]), 3), 4) */
  { GR_RD_ANY, "2x0x3", 4, "2x0x3", "" },
  /* any (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_ANY, "2x3", 0, "1x3", "1 1 1" },
  /* any (mod (reshape (0:5, [2 3]), 3), 1) */
  { GR_RD_ANY, "2x3", 1, "1x3", "1 1 1" },
  /* any (mod (reshape (0:5, [2 3]), 3), 2) */
  { GR_RD_ANY, "2x3", 2, "2x1", "1 1" },
  /* any (mod (reshape (0:5, [2 3]), 3), 3) */
  { GR_RD_ANY, "2x3", 3, "2x3", "0 1 1 0 1 1" },
  /* any (mod (reshape (0:5, [2 3]), 3), 4) */
  { GR_RD_ANY, "2x3", 4, "2x3", "0 1 1 0 1 1" },
  /* any (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_ANY, "1x1", 0, "1x1", "0" },
  /* any (mod (reshape (0:0, [1 1]), 3), 1) */
  { GR_RD_ANY, "1x1", 1, "1x1", "0" },
  /* any (mod (reshape (0:0, [1 1]), 3), 2) */
  { GR_RD_ANY, "1x1", 2, "1x1", "0" },
  /* any (mod (reshape (0:0, [1 1]), 3), 3) */
  { GR_RD_ANY, "1x1", 3, "1x1", "0" },
  /* any (mod (reshape (0:0, [1 1]), 3), 4) */
  { GR_RD_ANY, "1x1", 4, "1x1", "0" },
  /* any (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_ANY, "1x3", 0, "1x1", "1" },
  /* any (mod (reshape (0:2, [1 3]), 3), 1) */
  { GR_RD_ANY, "1x3", 1, "1x3", "0 1 1" },
  /* any (mod (reshape (0:2, [1 3]), 3), 2) */
  { GR_RD_ANY, "1x3", 2, "1x1", "1" },
  /* any (mod (reshape (0:2, [1 3]), 3), 3) */
  { GR_RD_ANY, "1x3", 3, "1x3", "0 1 1" },
  /* any (mod (reshape (0:2, [1 3]), 3), 4) */
  { GR_RD_ANY, "1x3", 4, "1x3", "0 1 1" },
  /* any (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_ANY, "3x1", 0, "1x1", "1" },
  /* any (mod (reshape (0:2, [3 1]), 3), 1) */
  { GR_RD_ANY, "3x1", 1, "1x1", "1" },
  /* any (mod (reshape (0:2, [3 1]), 3), 2) */
  { GR_RD_ANY, "3x1", 2, "3x1", "0 1 1" },
  /* any (mod (reshape (0:2, [3 1]), 3), 3) */
  { GR_RD_ANY, "3x1", 3, "3x1", "0 1 1" },
  /* any (mod (reshape (0:2, [3 1]), 3), 4) */
  { GR_RD_ANY, "3x1", 4, "3x1", "0 1 1" },
  /* any (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_ANY, "1x1x3", 0, "1x1", "1" },
  /* any (mod (reshape (0:2, [1 1 3]), 3), 1) */
  { GR_RD_ANY, "1x1x3", 1, "1x1x3", "0 1 1" },
  /* any (mod (reshape (0:2, [1 1 3]), 3), 2) */
  { GR_RD_ANY, "1x1x3", 2, "1x1x3", "0 1 1" },
  /* any (mod (reshape (0:2, [1 1 3]), 3), 3) */
  { GR_RD_ANY, "1x1x3", 3, "1x1", "1" },
  /* any (mod (reshape (0:2, [1 1 3]), 3), 4) */
  { GR_RD_ANY, "1x1x3", 4, "1x1x3", "0 1 1" },
  /* any (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_ANY, "2x3x4", 0, "1x3x4", "1 1 1 1 1 1 1 1 1 1 1 1" },
  /* any (mod (reshape (0:23, [2 3 4]), 3), 1) */
  { GR_RD_ANY, "2x3x4", 1, "1x3x4", "1 1 1 1 1 1 1 1 1 1 1 1" },
  /* any (mod (reshape (0:23, [2 3 4]), 3), 2) */
  { GR_RD_ANY, "2x3x4", 2, "2x1x4", "1 1 1 1 1 1 1 1" },
  /* any (mod (reshape (0:23, [2 3 4]), 3), 3) */
  { GR_RD_ANY, "2x3x4", 3, "2x3", "0 1 1 0 1 1" },
  /* any (mod (reshape (0:23, [2 3 4]), 3), 4) */
  { GR_RD_ANY, "2x3x4", 4, "2x3x4", "0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1" },
  /* any (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_ANY, "1x1x0", 0, "1x1", "0" },
  /* any (mod (reshape (0:-1, [1 1 0]), 3), 1) */
  { GR_RD_ANY, "1x1x0", 1, "1x1x0", "" },
  /* any (mod (reshape (0:-1, [1 1 0]), 3), 2) */
  { GR_RD_ANY, "1x1x0", 2, "1x1x0", "" },
  /* any (mod (reshape (0:-1, [1 1 0]), 3), 3) */
  { GR_RD_ANY, "1x1x0", 3, "1x1", "0" },
  /* any (mod (reshape (0:-1, [1 1 0]), 3), 4) */
  { GR_RD_ANY, "1x1x0", 4, "1x1x0", "" },
  /* any (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_ANY, "2x1x0", 0, "1x1x0", "" },
  /* any (mod (reshape (0:-1, [2 1 0]), 3), 1) */
  { GR_RD_ANY, "2x1x0", 1, "1x1x0", "" },
  /* any (mod (reshape (0:-1, [2 1 0]), 3), 2) */
  { GR_RD_ANY, "2x1x0", 2, "2x1x0", "" },
  /* any (mod (reshape (0:-1, [2 1 0]), 3), 3) */
  { GR_RD_ANY, "2x1x0", 3, "2x1", "0 0" },
  /* any (mod (reshape (0:-1, [2 1 0]), 3), 4) */
  { GR_RD_ANY, "2x1x0", 4, "2x1x0", "" },
  /* any (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_ANY, "1x0x3", 0, "1x1x3", "0 0 0" },
  /* any (mod (reshape (0:-1, [1 0 3]), 3), 1) */
  { GR_RD_ANY, "1x0x3", 1, "1x0x3", "" },
  /* any (mod (reshape (0:-1, [1 0 3]), 3), 2) */
  { GR_RD_ANY, "1x0x3", 2, "1x1x3", "0 0 0" },
  /* any (mod (reshape (0:-1, [1 0 3]), 3), 3) */
  { GR_RD_ANY, "1x0x3", 3, "1x0", "" },
  /* any (mod (reshape (0:-1, [1 0 3]), 3), 4) */
  { GR_RD_ANY, "1x0x3", 4, "1x0x3", "" },
  /* all (mod (reshape (0:-1, [0 0]), 3)) */
  { GR_RD_ALL, "0x0", 0, "1x1", "1" },
  /* all (mod (reshape (0:-1, [0 0]), 3), 1) */
  { GR_RD_ALL, "0x0", 1, "1x1", "1" },
  /* all (mod (reshape (0:-1, [0 0]), 3), 2) */
  { GR_RD_ALL, "0x0", 2, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 0]), 3), 3) */
  { GR_RD_ALL, "0x0", 3, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 0]), 3), 4) */
  { GR_RD_ALL, "0x0", 4, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 3]), 3)) */
  { GR_RD_ALL, "0x3", 0, "1x3", "1 1 1" },
  /* all (mod (reshape (0:-1, [0 3]), 3), 1) */
  { GR_RD_ALL, "0x3", 1, "1x3", "1 1 1" },
  /* all (mod (reshape (0:-1, [0 3]), 3), 2) */
  { GR_RD_ALL, "0x3", 2, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 3]), 3), 3) */
  { GR_RD_ALL, "0x3", 3, "0x3", "" },
  /* all (mod (reshape (0:-1, [0 3]), 3), 4) */
  { GR_RD_ALL, "0x3", 4, "0x3", "" },
  /* all (mod (reshape (0:-1, [3 0]), 3)) */
  { GR_RD_ALL, "3x0", 0, "1x0", "" },
  /* all (mod (reshape (0:-1, [3 0]), 3), 1) */
  { GR_RD_ALL, "3x0", 1, "1x0", "" },
  /* all (mod (reshape (0:-1, [3 0]), 3), 2) */
  { GR_RD_ALL, "3x0", 2, "3x1", "1 1 1" },
  /* all (mod (reshape (0:-1, [3 0]), 3), 3) */
  { GR_RD_ALL, "3x0", 3, "3x0", "" },
  /* all (mod (reshape (0:-1, [3 0]), 3), 4) */
  { GR_RD_ALL, "3x0", 4, "3x0", "" },
  /* all (mod (reshape (0:-1, [1 0]), 3)) */
  { GR_RD_ALL, "1x0", 0, "1x1", "1" },
  /* all (mod (reshape (0:-1, [1 0]), 3), 1) */
  { GR_RD_ALL, "1x0", 1, "1x0", "" },
  /* all (mod (reshape (0:-1, [1 0]), 3), 2) */
  { GR_RD_ALL, "1x0", 2, "1x1", "1" },
  /* all (mod (reshape (0:-1, [1 0]), 3), 3) */
  { GR_RD_ALL, "1x0", 3, "1x0", "" },
  /* all (mod (reshape (0:-1, [1 0]), 3), 4) */
  { GR_RD_ALL, "1x0", 4, "1x0", "" },
  /* all (mod (reshape (0:-1, [0 1]), 3)) */
  { GR_RD_ALL, "0x1", 0, "1x1", "1" },
  /* all (mod (reshape (0:-1, [0 1]), 3), 1) */
  { GR_RD_ALL, "0x1", 1, "1x1", "1" },
  /* all (mod (reshape (0:-1, [0 1]), 3), 2) */
  { GR_RD_ALL, "0x1", 2, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 1]), 3), 3) */
  { GR_RD_ALL, "0x1", 3, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 1]), 3), 4) */
  { GR_RD_ALL, "0x1", 4, "0x1", "" },
  /* all (mod (reshape (0:-1, [0 3 2]), 3)) */
  { GR_RD_ALL, "0x3x2", 0, "1x3x2", "1 1 1 1 1 1" },
  /* all (mod (reshape (0:-1, [0 3 2]), 3), 1) */
  { GR_RD_ALL, "0x3x2", 1, "1x3x2", "1 1 1 1 1 1" },
  /* all (mod (reshape (0:-1, [0 3 2]), 3), 2) */
  { GR_RD_ALL, "0x3x2", 2, "0x1x2", "" },
  /* all (mod (reshape (0:-1, [0 3 2]), 3), 3) */
  { GR_RD_ALL, "0x3x2", 3, "0x3", "" },
  /* all (mod (reshape (0:-1, [0 3 2]), 3), 4) */
  { GR_RD_ALL, "0x3x2", 4, "0x3x2", "" },
  /* all (mod (reshape (0:-1, [2 0 3]), 3)) */
  { GR_RD_ALL, "2x0x3", 0, "1x0x3", "" },
  /* all (mod (reshape (0:-1, [2 0 3]), 3), 1) */
  { GR_RD_ALL, "2x0x3", 1, "1x0x3", "" },
  /* all (mod (reshape (0:-1, [2 0 3]), 3), 2) */
  { GR_RD_ALL, "2x0x3", 2, "2x1x3", "1 1 1 1 1 1" },
  /* all (mod (reshape (0:-1, [2 0 3]), 3), 3) */
  { GR_RD_ALL, "2x0x3", 3, "2x0", "" },
  /* all (mod (reshape (0:-1, [2 0 3]), 3), 4) */
  { GR_RD_ALL, "2x0x3", 4, "2x0x3", "" },
  /* all (mod (reshape (0:5, [2 3]), 3)) */
  { GR_RD_ALL, "2x3", 0, "1x3", "0 0 1" },
  /* all (mod (reshape (0:5, [2 3]), 3), 1) */
  { GR_RD_ALL, "2x3", 1, "1x3", "0 0 1" },
  /* all (mod (reshape (0:5, [2 3]), 3), 2) */
  { GR_RD_ALL, "2x3", 2, "2x1", "0 0" },
  /* all (mod (reshape (0:5, [2 3]), 3), 3) */
  { GR_RD_ALL, "2x3", 3, "2x3", "0 1 1 0 1 1" },
  /* all (mod (reshape (0:5, [2 3]), 3), 4) */
  { GR_RD_ALL, "2x3", 4, "2x3", "0 1 1 0 1 1" },
  /* all (mod (reshape (0:0, [1 1]), 3)) */
  { GR_RD_ALL, "1x1", 0, "1x1", "0" },
  /* all (mod (reshape (0:0, [1 1]), 3), 1) */
  { GR_RD_ALL, "1x1", 1, "1x1", "0" },
  /* all (mod (reshape (0:0, [1 1]), 3), 2) */
  { GR_RD_ALL, "1x1", 2, "1x1", "0" },
  /* all (mod (reshape (0:0, [1 1]), 3), 3) */
  { GR_RD_ALL, "1x1", 3, "1x1", "0" },
  /* all (mod (reshape (0:0, [1 1]), 3), 4) */
  { GR_RD_ALL, "1x1", 4, "1x1", "0" },
  /* all (mod (reshape (0:2, [1 3]), 3)) */
  { GR_RD_ALL, "1x3", 0, "1x1", "0" },
  /* all (mod (reshape (0:2, [1 3]), 3), 1) */
  { GR_RD_ALL, "1x3", 1, "1x3", "0 1 1" },
  /* all (mod (reshape (0:2, [1 3]), 3), 2) */
  { GR_RD_ALL, "1x3", 2, "1x1", "0" },
  /* all (mod (reshape (0:2, [1 3]), 3), 3) */
  { GR_RD_ALL, "1x3", 3, "1x3", "0 1 1" },
  /* all (mod (reshape (0:2, [1 3]), 3), 4) */
  { GR_RD_ALL, "1x3", 4, "1x3", "0 1 1" },
  /* all (mod (reshape (0:2, [3 1]), 3)) */
  { GR_RD_ALL, "3x1", 0, "1x1", "0" },
  /* all (mod (reshape (0:2, [3 1]), 3), 1) */
  { GR_RD_ALL, "3x1", 1, "1x1", "0" },
  /* all (mod (reshape (0:2, [3 1]), 3), 2) */
  { GR_RD_ALL, "3x1", 2, "3x1", "0 1 1" },
  /* all (mod (reshape (0:2, [3 1]), 3), 3) */
  { GR_RD_ALL, "3x1", 3, "3x1", "0 1 1" },
  /* all (mod (reshape (0:2, [3 1]), 3), 4) */
  { GR_RD_ALL, "3x1", 4, "3x1", "0 1 1" },
  /* all (mod (reshape (0:2, [1 1 3]), 3)) */
  { GR_RD_ALL, "1x1x3", 0, "1x1", "0" },
  /* all (mod (reshape (0:2, [1 1 3]), 3), 1) */
  { GR_RD_ALL, "1x1x3", 1, "1x1x3", "0 1 1" },
  /* all (mod (reshape (0:2, [1 1 3]), 3), 2) */
  { GR_RD_ALL, "1x1x3", 2, "1x1x3", "0 1 1" },
  /* all (mod (reshape (0:2, [1 1 3]), 3), 3) */
  { GR_RD_ALL, "1x1x3", 3, "1x1", "0" },
  /* all (mod (reshape (0:2, [1 1 3]), 3), 4) */
  { GR_RD_ALL, "1x1x3", 4, "1x1x3", "0 1 1" },
  /* all (mod (reshape (0:23, [2 3 4]), 3)) */
  { GR_RD_ALL, "2x3x4", 0, "1x3x4", "0 0 1 0 0 1 0 0 1 0 0 1" },
  /* all (mod (reshape (0:23, [2 3 4]), 3), 1) */
  { GR_RD_ALL, "2x3x4", 1, "1x3x4", "0 0 1 0 0 1 0 0 1 0 0 1" },
  /* all (mod (reshape (0:23, [2 3 4]), 3), 2) */
  { GR_RD_ALL, "2x3x4", 2, "2x1x4", "0 0 0 0 0 0 0 0" },
  /* all (mod (reshape (0:23, [2 3 4]), 3), 3) */
  { GR_RD_ALL, "2x3x4", 3, "2x3", "0 1 1 0 1 1" },
  /* all (mod (reshape (0:23, [2 3 4]), 3), 4) */
  { GR_RD_ALL, "2x3x4", 4, "2x3x4", "0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1" },
  /* all (mod (reshape (0:-1, [1 1 0]), 3)) */
  { GR_RD_ALL, "1x1x0", 0, "1x1", "1" },
  /* all (mod (reshape (0:-1, [1 1 0]), 3), 1) */
  { GR_RD_ALL, "1x1x0", 1, "1x1x0", "" },
  /* all (mod (reshape (0:-1, [1 1 0]), 3), 2) */
  { GR_RD_ALL, "1x1x0", 2, "1x1x0", "" },
  /* all (mod (reshape (0:-1, [1 1 0]), 3), 3) */
  { GR_RD_ALL, "1x1x0", 3, "1x1", "1" },
  /* all (mod (reshape (0:-1, [1 1 0]), 3), 4) */
  { GR_RD_ALL, "1x1x0", 4, "1x1x0", "" },
  /* all (mod (reshape (0:-1, [2 1 0]), 3)) */
  { GR_RD_ALL, "2x1x0", 0, "1x1x0", "" },
  /* all (mod (reshape (0:-1, [2 1 0]), 3), 1) */
  { GR_RD_ALL, "2x1x0", 1, "1x1x0", "" },
  /* all (mod (reshape (0:-1, [2 1 0]), 3), 2) */
  { GR_RD_ALL, "2x1x0", 2, "2x1x0", "" },
  /* all (mod (reshape (0:-1, [2 1 0]), 3), 3) */
  { GR_RD_ALL, "2x1x0", 3, "2x1", "1 1" },
  /* all (mod (reshape (0:-1, [2 1 0]), 3), 4) */
  { GR_RD_ALL, "2x1x0", 4, "2x1x0", "" },
  /* all (mod (reshape (0:-1, [1 0 3]), 3)) */
  { GR_RD_ALL, "1x0x3", 0, "1x1x3", "1 1 1" },
  /* all (mod (reshape (0:-1, [1 0 3]), 3), 1) */
  { GR_RD_ALL, "1x0x3", 1, "1x0x3", "" },
  /* all (mod (reshape (0:-1, [1 0 3]), 3), 2) */
  { GR_RD_ALL, "1x0x3", 2, "1x1x3", "1 1 1" },
  /* all (mod (reshape (0:-1, [1 0 3]), 3), 3) */
  { GR_RD_ALL, "1x0x3", 3, "1x0", "" },
  /* all (mod (reshape (0:-1, [1 0 3]), 3), 4) */
  { GR_RD_ALL, "1x0x3", 4, "1x0x3", "" },
};
static const ty_case ty_cases[] = {
  /* 2 + 3 */
  { "bin", "ADD", "F64", "F64", "double", 0 },
  /* 2 + single (3) */
  { "bin", "ADD", "F64", "F32", "single", 0 },
  /* 2 + complex (3, 2) */
  { "bin", "ADD", "F64", "C128", "double", 1 },
  /* 2 + single (complex (3, 2)) */
  { "bin", "ADD", "F64", "C64", "single", 1 },
  /* 2 + true */
  { "bin", "ADD", "F64", "BOOL", "double", 0 },
  /* single (2) + 3 */
  { "bin", "ADD", "F32", "F64", "single", 0 },
  /* single (2) + single (3) */
  { "bin", "ADD", "F32", "F32", "single", 0 },
  /* single (2) + complex (3, 2) */
  { "bin", "ADD", "F32", "C128", "single", 1 },
  /* single (2) + single (complex (3, 2)) */
  { "bin", "ADD", "F32", "C64", "single", 1 },
  /* single (2) + true */
  { "bin", "ADD", "F32", "BOOL", "single", 0 },
  /* complex (2, 1) + 3 */
  { "bin", "ADD", "C128", "F64", "double", 1 },
  /* complex (2, 1) + single (3) */
  { "bin", "ADD", "C128", "F32", "single", 1 },
  /* complex (2, 1) + complex (3, 2) */
  { "bin", "ADD", "C128", "C128", "double", 1 },
  /* complex (2, 1) + single (complex (3, 2)) */
  { "bin", "ADD", "C128", "C64", "single", 1 },
  /* complex (2, 1) + true */
  { "bin", "ADD", "C128", "BOOL", "double", 1 },
  /* single (complex (2, 1)) + 3 */
  { "bin", "ADD", "C64", "F64", "single", 1 },
  /* single (complex (2, 1)) + single (3) */
  { "bin", "ADD", "C64", "F32", "single", 1 },
  /* single (complex (2, 1)) + complex (3, 2) */
  { "bin", "ADD", "C64", "C128", "single", 1 },
  /* single (complex (2, 1)) + single (complex (3, 2)) */
  { "bin", "ADD", "C64", "C64", "single", 1 },
  /* single (complex (2, 1)) + true */
  { "bin", "ADD", "C64", "BOOL", "single", 1 },
  /* true + 3 */
  { "bin", "ADD", "BOOL", "F64", "double", 0 },
  /* true + single (3) */
  { "bin", "ADD", "BOOL", "F32", "single", 0 },
  /* true + complex (3, 2) */
  { "bin", "ADD", "BOOL", "C128", "double", 1 },
  /* true + single (complex (3, 2)) */
  { "bin", "ADD", "BOOL", "C64", "single", 1 },
  /* true + true */
  { "bin", "ADD", "BOOL", "BOOL", "double", 0 },
  /* 2 - 3 */
  { "bin", "SUB", "F64", "F64", "double", 0 },
  /* 2 - single (3) */
  { "bin", "SUB", "F64", "F32", "single", 0 },
  /* 2 - complex (3, 2) */
  { "bin", "SUB", "F64", "C128", "double", 1 },
  /* 2 - single (complex (3, 2)) */
  { "bin", "SUB", "F64", "C64", "single", 1 },
  /* 2 - true */
  { "bin", "SUB", "F64", "BOOL", "double", 0 },
  /* single (2) - 3 */
  { "bin", "SUB", "F32", "F64", "single", 0 },
  /* single (2) - single (3) */
  { "bin", "SUB", "F32", "F32", "single", 0 },
  /* single (2) - complex (3, 2) */
  { "bin", "SUB", "F32", "C128", "single", 1 },
  /* single (2) - single (complex (3, 2)) */
  { "bin", "SUB", "F32", "C64", "single", 1 },
  /* single (2) - true */
  { "bin", "SUB", "F32", "BOOL", "single", 0 },
  /* complex (2, 1) - 3 */
  { "bin", "SUB", "C128", "F64", "double", 1 },
  /* complex (2, 1) - single (3) */
  { "bin", "SUB", "C128", "F32", "single", 1 },
  /* complex (2, 1) - complex (3, 2) */
  { "bin", "SUB", "C128", "C128", "double", 1 },
  /* complex (2, 1) - single (complex (3, 2)) */
  { "bin", "SUB", "C128", "C64", "single", 1 },
  /* complex (2, 1) - true */
  { "bin", "SUB", "C128", "BOOL", "double", 1 },
  /* single (complex (2, 1)) - 3 */
  { "bin", "SUB", "C64", "F64", "single", 1 },
  /* single (complex (2, 1)) - single (3) */
  { "bin", "SUB", "C64", "F32", "single", 1 },
  /* single (complex (2, 1)) - complex (3, 2) */
  { "bin", "SUB", "C64", "C128", "single", 1 },
  /* single (complex (2, 1)) - single (complex (3, 2)) */
  { "bin", "SUB", "C64", "C64", "single", 1 },
  /* single (complex (2, 1)) - true */
  { "bin", "SUB", "C64", "BOOL", "single", 1 },
  /* true - 3 */
  { "bin", "SUB", "BOOL", "F64", "double", 0 },
  /* true - single (3) */
  { "bin", "SUB", "BOOL", "F32", "single", 0 },
  /* true - complex (3, 2) */
  { "bin", "SUB", "BOOL", "C128", "double", 1 },
  /* true - single (complex (3, 2)) */
  { "bin", "SUB", "BOOL", "C64", "single", 1 },
  /* true - true */
  { "bin", "SUB", "BOOL", "BOOL", "double", 0 },
  /* 2 .* 3 */
  { "bin", "MUL", "F64", "F64", "double", 0 },
  /* 2 .* single (3) */
  { "bin", "MUL", "F64", "F32", "single", 0 },
  /* 2 .* complex (3, 2) */
  { "bin", "MUL", "F64", "C128", "double", 1 },
  /* 2 .* single (complex (3, 2)) */
  { "bin", "MUL", "F64", "C64", "single", 1 },
  /* 2 .* true */
  { "bin", "MUL", "F64", "BOOL", "double", 0 },
  /* single (2) .* 3 */
  { "bin", "MUL", "F32", "F64", "single", 0 },
  /* single (2) .* single (3) */
  { "bin", "MUL", "F32", "F32", "single", 0 },
  /* single (2) .* complex (3, 2) */
  { "bin", "MUL", "F32", "C128", "single", 1 },
  /* single (2) .* single (complex (3, 2)) */
  { "bin", "MUL", "F32", "C64", "single", 1 },
  /* single (2) .* true */
  { "bin", "MUL", "F32", "BOOL", "single", 0 },
  /* complex (2, 1) .* 3 */
  { "bin", "MUL", "C128", "F64", "double", 1 },
  /* complex (2, 1) .* single (3) */
  { "bin", "MUL", "C128", "F32", "single", 1 },
  /* complex (2, 1) .* complex (3, 2) */
  { "bin", "MUL", "C128", "C128", "double", 1 },
  /* complex (2, 1) .* single (complex (3, 2)) */
  { "bin", "MUL", "C128", "C64", "single", 1 },
  /* complex (2, 1) .* true */
  { "bin", "MUL", "C128", "BOOL", "double", 1 },
  /* single (complex (2, 1)) .* 3 */
  { "bin", "MUL", "C64", "F64", "single", 1 },
  /* single (complex (2, 1)) .* single (3) */
  { "bin", "MUL", "C64", "F32", "single", 1 },
  /* single (complex (2, 1)) .* complex (3, 2) */
  { "bin", "MUL", "C64", "C128", "single", 1 },
  /* single (complex (2, 1)) .* single (complex (3, 2)) */
  { "bin", "MUL", "C64", "C64", "single", 1 },
  /* single (complex (2, 1)) .* true */
  { "bin", "MUL", "C64", "BOOL", "single", 1 },
  /* true .* 3 */
  { "bin", "MUL", "BOOL", "F64", "double", 0 },
  /* true .* single (3) */
  { "bin", "MUL", "BOOL", "F32", "single", 0 },
  /* true .* complex (3, 2) */
  { "bin", "MUL", "BOOL", "C128", "double", 1 },
  /* true .* single (complex (3, 2)) */
  { "bin", "MUL", "BOOL", "C64", "single", 1 },
  /* true .* true */
  { "bin", "MUL", "BOOL", "BOOL", "double", 0 },
  /* 2 ./ 3 */
  { "bin", "DIV", "F64", "F64", "double", 0 },
  /* 2 ./ single (3) */
  { "bin", "DIV", "F64", "F32", "single", 0 },
  /* 2 ./ complex (3, 2) */
  { "bin", "DIV", "F64", "C128", "double", 1 },
  /* 2 ./ single (complex (3, 2)) */
  { "bin", "DIV", "F64", "C64", "single", 1 },
  /* 2 ./ true */
  { "bin", "DIV", "F64", "BOOL", "double", 0 },
  /* single (2) ./ 3 */
  { "bin", "DIV", "F32", "F64", "single", 0 },
  /* single (2) ./ single (3) */
  { "bin", "DIV", "F32", "F32", "single", 0 },
  /* single (2) ./ complex (3, 2) */
  { "bin", "DIV", "F32", "C128", "single", 1 },
  /* single (2) ./ single (complex (3, 2)) */
  { "bin", "DIV", "F32", "C64", "single", 1 },
  /* single (2) ./ true */
  { "bin", "DIV", "F32", "BOOL", "single", 0 },
  /* complex (2, 1) ./ 3 */
  { "bin", "DIV", "C128", "F64", "double", 1 },
  /* complex (2, 1) ./ single (3) */
  { "bin", "DIV", "C128", "F32", "single", 1 },
  /* complex (2, 1) ./ complex (3, 2) */
  { "bin", "DIV", "C128", "C128", "double", 1 },
  /* complex (2, 1) ./ single (complex (3, 2)) */
  { "bin", "DIV", "C128", "C64", "single", 1 },
  /* complex (2, 1) ./ true */
  { "bin", "DIV", "C128", "BOOL", "double", 1 },
  /* single (complex (2, 1)) ./ 3 */
  { "bin", "DIV", "C64", "F64", "single", 1 },
  /* single (complex (2, 1)) ./ single (3) */
  { "bin", "DIV", "C64", "F32", "single", 1 },
  /* single (complex (2, 1)) ./ complex (3, 2) */
  { "bin", "DIV", "C64", "C128", "single", 1 },
  /* single (complex (2, 1)) ./ single (complex (3, 2)) */
  { "bin", "DIV", "C64", "C64", "single", 1 },
  /* single (complex (2, 1)) ./ true */
  { "bin", "DIV", "C64", "BOOL", "single", 1 },
  /* true ./ 3 */
  { "bin", "DIV", "BOOL", "F64", "double", 0 },
  /* true ./ single (3) */
  { "bin", "DIV", "BOOL", "F32", "single", 0 },
  /* true ./ complex (3, 2) */
  { "bin", "DIV", "BOOL", "C128", "double", 1 },
  /* true ./ single (complex (3, 2)) */
  { "bin", "DIV", "BOOL", "C64", "single", 1 },
  /* true ./ true */
  { "bin", "DIV", "BOOL", "BOOL", "double", 0 },
  /* 2 .^ 3 */
  { "bin", "POW", "F64", "F64", "double", 0 },
  /* 2 .^ single (3) */
  { "bin", "POW", "F64", "F32", "single", 0 },
  /* 2 .^ complex (3, 2) */
  { "bin", "POW", "F64", "C128", "double", 1 },
  /* 2 .^ single (complex (3, 2)) */
  { "bin", "POW", "F64", "C64", "single", 1 },
  /* 2 .^ true */
  { "bin", "POW", "F64", "BOOL", "double", 0 },
  /* single (2) .^ 3 */
  { "bin", "POW", "F32", "F64", "single", 0 },
  /* single (2) .^ single (3) */
  { "bin", "POW", "F32", "F32", "single", 0 },
  /* single (2) .^ complex (3, 2) */
  { "bin", "POW", "F32", "C128", "single", 1 },
  /* single (2) .^ single (complex (3, 2)) */
  { "bin", "POW", "F32", "C64", "single", 1 },
  /* single (2) .^ true */
  { "bin", "POW", "F32", "BOOL", "single", 0 },
  /* complex (2, 1) .^ 3 */
  { "bin", "POW", "C128", "F64", "double", 1 },
  /* complex (2, 1) .^ single (3) */
  { "bin", "POW", "C128", "F32", "single", 1 },
  /* complex (2, 1) .^ complex (3, 2) */
  { "bin", "POW", "C128", "C128", "double", 1 },
  /* complex (2, 1) .^ single (complex (3, 2)) */
  { "bin", "POW", "C128", "C64", "single", 1 },
  /* complex (2, 1) .^ true */
  { "bin", "POW", "C128", "BOOL", "double", 1 },
  /* single (complex (2, 1)) .^ 3 */
  { "bin", "POW", "C64", "F64", "single", 1 },
  /* single (complex (2, 1)) .^ single (3) */
  { "bin", "POW", "C64", "F32", "single", 1 },
  /* single (complex (2, 1)) .^ complex (3, 2) */
  { "bin", "POW", "C64", "C128", "single", 1 },
  /* single (complex (2, 1)) .^ single (complex (3, 2)) */
  { "bin", "POW", "C64", "C64", "single", 1 },
  /* single (complex (2, 1)) .^ true */
  { "bin", "POW", "C64", "BOOL", "single", 1 },
  /* true .^ 3 */
  { "bin", "POW", "BOOL", "F64", "double", 0 },
  /* true .^ single (3) */
  { "bin", "POW", "BOOL", "F32", "single", 0 },
  /* true .^ complex (3, 2) */
  { "bin", "POW", "BOOL", "C128", "double", 0 },
  /* true .^ single (complex (3, 2)) */
  { "bin", "POW", "BOOL", "C64", "single", 0 },
  /* true .^ true */
  { "bin", "POW", "BOOL", "BOOL", "double", 0 },
  /* 2 == 3 */
  { "bin", "EQ", "F64", "F64", "logical", 0 },
  /* 2 == single (3) */
  { "bin", "EQ", "F64", "F32", "logical", 0 },
  /* 2 == complex (3, 2) */
  { "bin", "EQ", "F64", "C128", "logical", 0 },
  /* 2 == single (complex (3, 2)) */
  { "bin", "EQ", "F64", "C64", "logical", 0 },
  /* 2 == true */
  { "bin", "EQ", "F64", "BOOL", "logical", 0 },
  /* single (2) == 3 */
  { "bin", "EQ", "F32", "F64", "logical", 0 },
  /* single (2) == single (3) */
  { "bin", "EQ", "F32", "F32", "logical", 0 },
  /* single (2) == complex (3, 2) */
  { "bin", "EQ", "F32", "C128", "logical", 0 },
  /* single (2) == single (complex (3, 2)) */
  { "bin", "EQ", "F32", "C64", "logical", 0 },
  /* single (2) == true */
  { "bin", "EQ", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) == 3 */
  { "bin", "EQ", "C128", "F64", "logical", 0 },
  /* complex (2, 1) == single (3) */
  { "bin", "EQ", "C128", "F32", "logical", 0 },
  /* complex (2, 1) == complex (3, 2) */
  { "bin", "EQ", "C128", "C128", "logical", 0 },
  /* complex (2, 1) == single (complex (3, 2)) */
  { "bin", "EQ", "C128", "C64", "logical", 0 },
  /* complex (2, 1) == true */
  { "bin", "EQ", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) == 3 */
  { "bin", "EQ", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) == single (3) */
  { "bin", "EQ", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) == complex (3, 2) */
  { "bin", "EQ", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) == single (complex (3, 2)) */
  { "bin", "EQ", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) == true */
  { "bin", "EQ", "C64", "BOOL", "logical", 0 },
  /* true == 3 */
  { "bin", "EQ", "BOOL", "F64", "logical", 0 },
  /* true == single (3) */
  { "bin", "EQ", "BOOL", "F32", "logical", 0 },
  /* true == complex (3, 2) */
  { "bin", "EQ", "BOOL", "C128", "logical", 0 },
  /* true == single (complex (3, 2)) */
  { "bin", "EQ", "BOOL", "C64", "logical", 0 },
  /* true == true */
  { "bin", "EQ", "BOOL", "BOOL", "logical", 0 },
  /* 2 != 3 */
  { "bin", "NE", "F64", "F64", "logical", 0 },
  /* 2 != single (3) */
  { "bin", "NE", "F64", "F32", "logical", 0 },
  /* 2 != complex (3, 2) */
  { "bin", "NE", "F64", "C128", "logical", 0 },
  /* 2 != single (complex (3, 2)) */
  { "bin", "NE", "F64", "C64", "logical", 0 },
  /* 2 != true */
  { "bin", "NE", "F64", "BOOL", "logical", 0 },
  /* single (2) != 3 */
  { "bin", "NE", "F32", "F64", "logical", 0 },
  /* single (2) != single (3) */
  { "bin", "NE", "F32", "F32", "logical", 0 },
  /* single (2) != complex (3, 2) */
  { "bin", "NE", "F32", "C128", "logical", 0 },
  /* single (2) != single (complex (3, 2)) */
  { "bin", "NE", "F32", "C64", "logical", 0 },
  /* single (2) != true */
  { "bin", "NE", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) != 3 */
  { "bin", "NE", "C128", "F64", "logical", 0 },
  /* complex (2, 1) != single (3) */
  { "bin", "NE", "C128", "F32", "logical", 0 },
  /* complex (2, 1) != complex (3, 2) */
  { "bin", "NE", "C128", "C128", "logical", 0 },
  /* complex (2, 1) != single (complex (3, 2)) */
  { "bin", "NE", "C128", "C64", "logical", 0 },
  /* complex (2, 1) != true */
  { "bin", "NE", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) != 3 */
  { "bin", "NE", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) != single (3) */
  { "bin", "NE", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) != complex (3, 2) */
  { "bin", "NE", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) != single (complex (3, 2)) */
  { "bin", "NE", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) != true */
  { "bin", "NE", "C64", "BOOL", "logical", 0 },
  /* true != 3 */
  { "bin", "NE", "BOOL", "F64", "logical", 0 },
  /* true != single (3) */
  { "bin", "NE", "BOOL", "F32", "logical", 0 },
  /* true != complex (3, 2) */
  { "bin", "NE", "BOOL", "C128", "logical", 0 },
  /* true != single (complex (3, 2)) */
  { "bin", "NE", "BOOL", "C64", "logical", 0 },
  /* true != true */
  { "bin", "NE", "BOOL", "BOOL", "logical", 0 },
  /* 2 < 3 */
  { "bin", "LT", "F64", "F64", "logical", 0 },
  /* 2 < single (3) */
  { "bin", "LT", "F64", "F32", "logical", 0 },
  /* 2 < complex (3, 2) */
  { "bin", "LT", "F64", "C128", "logical", 0 },
  /* 2 < single (complex (3, 2)) */
  { "bin", "LT", "F64", "C64", "logical", 0 },
  /* 2 < true */
  { "bin", "LT", "F64", "BOOL", "logical", 0 },
  /* single (2) < 3 */
  { "bin", "LT", "F32", "F64", "logical", 0 },
  /* single (2) < single (3) */
  { "bin", "LT", "F32", "F32", "logical", 0 },
  /* single (2) < complex (3, 2) */
  { "bin", "LT", "F32", "C128", "logical", 0 },
  /* single (2) < single (complex (3, 2)) */
  { "bin", "LT", "F32", "C64", "logical", 0 },
  /* single (2) < true */
  { "bin", "LT", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) < 3 */
  { "bin", "LT", "C128", "F64", "logical", 0 },
  /* complex (2, 1) < single (3) */
  { "bin", "LT", "C128", "F32", "logical", 0 },
  /* complex (2, 1) < complex (3, 2) */
  { "bin", "LT", "C128", "C128", "logical", 0 },
  /* complex (2, 1) < single (complex (3, 2)) */
  { "bin", "LT", "C128", "C64", "logical", 0 },
  /* complex (2, 1) < true */
  { "bin", "LT", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) < 3 */
  { "bin", "LT", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) < single (3) */
  { "bin", "LT", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) < complex (3, 2) */
  { "bin", "LT", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) < single (complex (3, 2)) */
  { "bin", "LT", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) < true */
  { "bin", "LT", "C64", "BOOL", "logical", 0 },
  /* true < 3 */
  { "bin", "LT", "BOOL", "F64", "logical", 0 },
  /* true < single (3) */
  { "bin", "LT", "BOOL", "F32", "logical", 0 },
  /* true < complex (3, 2) */
  { "bin", "LT", "BOOL", "C128", "logical", 0 },
  /* true < single (complex (3, 2)) */
  { "bin", "LT", "BOOL", "C64", "logical", 0 },
  /* true < true */
  { "bin", "LT", "BOOL", "BOOL", "logical", 0 },
  /* 2 <= 3 */
  { "bin", "LE", "F64", "F64", "logical", 0 },
  /* 2 <= single (3) */
  { "bin", "LE", "F64", "F32", "logical", 0 },
  /* 2 <= complex (3, 2) */
  { "bin", "LE", "F64", "C128", "logical", 0 },
  /* 2 <= single (complex (3, 2)) */
  { "bin", "LE", "F64", "C64", "logical", 0 },
  /* 2 <= true */
  { "bin", "LE", "F64", "BOOL", "logical", 0 },
  /* single (2) <= 3 */
  { "bin", "LE", "F32", "F64", "logical", 0 },
  /* single (2) <= single (3) */
  { "bin", "LE", "F32", "F32", "logical", 0 },
  /* single (2) <= complex (3, 2) */
  { "bin", "LE", "F32", "C128", "logical", 0 },
  /* single (2) <= single (complex (3, 2)) */
  { "bin", "LE", "F32", "C64", "logical", 0 },
  /* single (2) <= true */
  { "bin", "LE", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) <= 3 */
  { "bin", "LE", "C128", "F64", "logical", 0 },
  /* complex (2, 1) <= single (3) */
  { "bin", "LE", "C128", "F32", "logical", 0 },
  /* complex (2, 1) <= complex (3, 2) */
  { "bin", "LE", "C128", "C128", "logical", 0 },
  /* complex (2, 1) <= single (complex (3, 2)) */
  { "bin", "LE", "C128", "C64", "logical", 0 },
  /* complex (2, 1) <= true */
  { "bin", "LE", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) <= 3 */
  { "bin", "LE", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) <= single (3) */
  { "bin", "LE", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) <= complex (3, 2) */
  { "bin", "LE", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) <= single (complex (3, 2)) */
  { "bin", "LE", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) <= true */
  { "bin", "LE", "C64", "BOOL", "logical", 0 },
  /* true <= 3 */
  { "bin", "LE", "BOOL", "F64", "logical", 0 },
  /* true <= single (3) */
  { "bin", "LE", "BOOL", "F32", "logical", 0 },
  /* true <= complex (3, 2) */
  { "bin", "LE", "BOOL", "C128", "logical", 0 },
  /* true <= single (complex (3, 2)) */
  { "bin", "LE", "BOOL", "C64", "logical", 0 },
  /* true <= true */
  { "bin", "LE", "BOOL", "BOOL", "logical", 0 },
  /* 2 > 3 */
  { "bin", "GT", "F64", "F64", "logical", 0 },
  /* 2 > single (3) */
  { "bin", "GT", "F64", "F32", "logical", 0 },
  /* 2 > complex (3, 2) */
  { "bin", "GT", "F64", "C128", "logical", 0 },
  /* 2 > single (complex (3, 2)) */
  { "bin", "GT", "F64", "C64", "logical", 0 },
  /* 2 > true */
  { "bin", "GT", "F64", "BOOL", "logical", 0 },
  /* single (2) > 3 */
  { "bin", "GT", "F32", "F64", "logical", 0 },
  /* single (2) > single (3) */
  { "bin", "GT", "F32", "F32", "logical", 0 },
  /* single (2) > complex (3, 2) */
  { "bin", "GT", "F32", "C128", "logical", 0 },
  /* single (2) > single (complex (3, 2)) */
  { "bin", "GT", "F32", "C64", "logical", 0 },
  /* single (2) > true */
  { "bin", "GT", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) > 3 */
  { "bin", "GT", "C128", "F64", "logical", 0 },
  /* complex (2, 1) > single (3) */
  { "bin", "GT", "C128", "F32", "logical", 0 },
  /* complex (2, 1) > complex (3, 2) */
  { "bin", "GT", "C128", "C128", "logical", 0 },
  /* complex (2, 1) > single (complex (3, 2)) */
  { "bin", "GT", "C128", "C64", "logical", 0 },
  /* complex (2, 1) > true */
  { "bin", "GT", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) > 3 */
  { "bin", "GT", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) > single (3) */
  { "bin", "GT", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) > complex (3, 2) */
  { "bin", "GT", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) > single (complex (3, 2)) */
  { "bin", "GT", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) > true */
  { "bin", "GT", "C64", "BOOL", "logical", 0 },
  /* true > 3 */
  { "bin", "GT", "BOOL", "F64", "logical", 0 },
  /* true > single (3) */
  { "bin", "GT", "BOOL", "F32", "logical", 0 },
  /* true > complex (3, 2) */
  { "bin", "GT", "BOOL", "C128", "logical", 0 },
  /* true > single (complex (3, 2)) */
  { "bin", "GT", "BOOL", "C64", "logical", 0 },
  /* true > true */
  { "bin", "GT", "BOOL", "BOOL", "logical", 0 },
  /* 2 >= 3 */
  { "bin", "GE", "F64", "F64", "logical", 0 },
  /* 2 >= single (3) */
  { "bin", "GE", "F64", "F32", "logical", 0 },
  /* 2 >= complex (3, 2) */
  { "bin", "GE", "F64", "C128", "logical", 0 },
  /* 2 >= single (complex (3, 2)) */
  { "bin", "GE", "F64", "C64", "logical", 0 },
  /* 2 >= true */
  { "bin", "GE", "F64", "BOOL", "logical", 0 },
  /* single (2) >= 3 */
  { "bin", "GE", "F32", "F64", "logical", 0 },
  /* single (2) >= single (3) */
  { "bin", "GE", "F32", "F32", "logical", 0 },
  /* single (2) >= complex (3, 2) */
  { "bin", "GE", "F32", "C128", "logical", 0 },
  /* single (2) >= single (complex (3, 2)) */
  { "bin", "GE", "F32", "C64", "logical", 0 },
  /* single (2) >= true */
  { "bin", "GE", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) >= 3 */
  { "bin", "GE", "C128", "F64", "logical", 0 },
  /* complex (2, 1) >= single (3) */
  { "bin", "GE", "C128", "F32", "logical", 0 },
  /* complex (2, 1) >= complex (3, 2) */
  { "bin", "GE", "C128", "C128", "logical", 0 },
  /* complex (2, 1) >= single (complex (3, 2)) */
  { "bin", "GE", "C128", "C64", "logical", 0 },
  /* complex (2, 1) >= true */
  { "bin", "GE", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) >= 3 */
  { "bin", "GE", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) >= single (3) */
  { "bin", "GE", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) >= complex (3, 2) */
  { "bin", "GE", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) >= single (complex (3, 2)) */
  { "bin", "GE", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) >= true */
  { "bin", "GE", "C64", "BOOL", "logical", 0 },
  /* true >= 3 */
  { "bin", "GE", "BOOL", "F64", "logical", 0 },
  /* true >= single (3) */
  { "bin", "GE", "BOOL", "F32", "logical", 0 },
  /* true >= complex (3, 2) */
  { "bin", "GE", "BOOL", "C128", "logical", 0 },
  /* true >= single (complex (3, 2)) */
  { "bin", "GE", "BOOL", "C64", "logical", 0 },
  /* true >= true */
  { "bin", "GE", "BOOL", "BOOL", "logical", 0 },
  /* 2 & 3 */
  { "bin", "AND", "F64", "F64", "logical", 0 },
  /* 2 & single (3) */
  { "bin", "AND", "F64", "F32", "logical", 0 },
  /* 2 & complex (3, 2) */
  { "bin", "AND", "F64", "C128", "logical", 0 },
  /* 2 & single (complex (3, 2)) */
  { "bin", "AND", "F64", "C64", "logical", 0 },
  /* 2 & true */
  { "bin", "AND", "F64", "BOOL", "logical", 0 },
  /* single (2) & 3 */
  { "bin", "AND", "F32", "F64", "logical", 0 },
  /* single (2) & single (3) */
  { "bin", "AND", "F32", "F32", "logical", 0 },
  /* single (2) & complex (3, 2) */
  { "bin", "AND", "F32", "C128", "logical", 0 },
  /* single (2) & single (complex (3, 2)) */
  { "bin", "AND", "F32", "C64", "logical", 0 },
  /* single (2) & true */
  { "bin", "AND", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) & 3 */
  { "bin", "AND", "C128", "F64", "logical", 0 },
  /* complex (2, 1) & single (3) */
  { "bin", "AND", "C128", "F32", "logical", 0 },
  /* complex (2, 1) & complex (3, 2) */
  { "bin", "AND", "C128", "C128", "logical", 0 },
  /* complex (2, 1) & single (complex (3, 2)) */
  { "bin", "AND", "C128", "C64", "logical", 0 },
  /* complex (2, 1) & true */
  { "bin", "AND", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) & 3 */
  { "bin", "AND", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) & single (3) */
  { "bin", "AND", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) & complex (3, 2) */
  { "bin", "AND", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) & single (complex (3, 2)) */
  { "bin", "AND", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) & true */
  { "bin", "AND", "C64", "BOOL", "logical", 0 },
  /* true & 3 */
  { "bin", "AND", "BOOL", "F64", "logical", 0 },
  /* true & single (3) */
  { "bin", "AND", "BOOL", "F32", "logical", 0 },
  /* true & complex (3, 2) */
  { "bin", "AND", "BOOL", "C128", "logical", 0 },
  /* true & single (complex (3, 2)) */
  { "bin", "AND", "BOOL", "C64", "logical", 0 },
  /* true & true */
  { "bin", "AND", "BOOL", "BOOL", "logical", 0 },
  /* 2 | 3 */
  { "bin", "OR", "F64", "F64", "logical", 0 },
  /* 2 | single (3) */
  { "bin", "OR", "F64", "F32", "logical", 0 },
  /* 2 | complex (3, 2) */
  { "bin", "OR", "F64", "C128", "logical", 0 },
  /* 2 | single (complex (3, 2)) */
  { "bin", "OR", "F64", "C64", "logical", 0 },
  /* 2 | true */
  { "bin", "OR", "F64", "BOOL", "logical", 0 },
  /* single (2) | 3 */
  { "bin", "OR", "F32", "F64", "logical", 0 },
  /* single (2) | single (3) */
  { "bin", "OR", "F32", "F32", "logical", 0 },
  /* single (2) | complex (3, 2) */
  { "bin", "OR", "F32", "C128", "logical", 0 },
  /* single (2) | single (complex (3, 2)) */
  { "bin", "OR", "F32", "C64", "logical", 0 },
  /* single (2) | true */
  { "bin", "OR", "F32", "BOOL", "logical", 0 },
  /* complex (2, 1) | 3 */
  { "bin", "OR", "C128", "F64", "logical", 0 },
  /* complex (2, 1) | single (3) */
  { "bin", "OR", "C128", "F32", "logical", 0 },
  /* complex (2, 1) | complex (3, 2) */
  { "bin", "OR", "C128", "C128", "logical", 0 },
  /* complex (2, 1) | single (complex (3, 2)) */
  { "bin", "OR", "C128", "C64", "logical", 0 },
  /* complex (2, 1) | true */
  { "bin", "OR", "C128", "BOOL", "logical", 0 },
  /* single (complex (2, 1)) | 3 */
  { "bin", "OR", "C64", "F64", "logical", 0 },
  /* single (complex (2, 1)) | single (3) */
  { "bin", "OR", "C64", "F32", "logical", 0 },
  /* single (complex (2, 1)) | complex (3, 2) */
  { "bin", "OR", "C64", "C128", "logical", 0 },
  /* single (complex (2, 1)) | single (complex (3, 2)) */
  { "bin", "OR", "C64", "C64", "logical", 0 },
  /* single (complex (2, 1)) | true */
  { "bin", "OR", "C64", "BOOL", "logical", 0 },
  /* true | 3 */
  { "bin", "OR", "BOOL", "F64", "logical", 0 },
  /* true | single (3) */
  { "bin", "OR", "BOOL", "F32", "logical", 0 },
  /* true | complex (3, 2) */
  { "bin", "OR", "BOOL", "C128", "logical", 0 },
  /* true | single (complex (3, 2)) */
  { "bin", "OR", "BOOL", "C64", "logical", 0 },
  /* true | true */
  { "bin", "OR", "BOOL", "BOOL", "logical", 0 },
  /* max (horzcat (0.5, 10), horzcat (10, 0.5)) */
  { "bin", "MAX", "F64", "F64", "double", 0 },
  /* max (horzcat (0.5, 10), horzcat (single (10), single (0.5))) */
  { "bin", "MAX", "F64", "F32", "single", 0 },
  /* max (horzcat (0.5, 10), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MAX", "F64", "C128", "double", 1 },
  /* max (horzcat (0.5, 10), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MAX", "F64", "C64", "single", 1 },
  /* max (horzcat (0.5, 10), horzcat (true, true)) */
  { "bin", "MAX", "F64", "BOOL", "double", 0 },
  /* max (horzcat (single (0.5), single (10)), horzcat (10, 0.5)) */
  { "bin", "MAX", "F32", "F64", "single", 0 },
  /* max (horzcat (single (0.5), single (10)), horzcat (single (10), single (0.5))) */
  { "bin", "MAX", "F32", "F32", "single", 0 },
  /* max (horzcat (single (0.5), single (10)), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MAX", "F32", "C128", "single", 1 },
  /* max (horzcat (single (0.5), single (10)), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MAX", "F32", "C64", "single", 1 },
  /* max (horzcat (single (0.5), single (10)), horzcat (true, true)) */
  { "bin", "MAX", "F32", "BOOL", "single", 0 },
  /* max (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (10, 0.5)) */
  { "bin", "MAX", "C128", "F64", "double", 1 },
  /* max (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (single (10), single (0.5))) */
  { "bin", "MAX", "C128", "F32", "single", 1 },
  /* max (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MAX", "C128", "C128", "double", 1 },
  /* max (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MAX", "C128", "C64", "single", 1 },
  /* max (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (true, true)) */
  { "bin", "MAX", "C128", "BOOL", "double", 1 },
  /* max (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (10, 0.5)) */
  { "bin", "MAX", "C64", "F64", "single", 1 },
  /* max (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (single (10), single (0.5))) */
  { "bin", "MAX", "C64", "F32", "single", 1 },
  /* max (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MAX", "C64", "C128", "single", 1 },
  /* max (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MAX", "C64", "C64", "single", 1 },
  /* max (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (true, true)) */
  { "bin", "MAX", "C64", "BOOL", "single", 1 },
  /* max (horzcat (true, true), horzcat (10, 0.5)) */
  { "bin", "MAX", "BOOL", "F64", "double", 0 },
  /* max (horzcat (true, true), horzcat (single (10), single (0.5))) */
  { "bin", "MAX", "BOOL", "F32", "single", 0 },
  /* max (horzcat (true, true), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MAX", "BOOL", "C128", "double", 1 },
  /* max (horzcat (true, true), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MAX", "BOOL", "C64", "single", 1 },
  /* max (horzcat (true, true), horzcat (true, true)) */
  { "bin", "MAX", "BOOL", "BOOL", "logical", 0 },
  /* min (horzcat (0.5, 10), horzcat (10, 0.5)) */
  { "bin", "MIN", "F64", "F64", "double", 0 },
  /* min (horzcat (0.5, 10), horzcat (single (10), single (0.5))) */
  { "bin", "MIN", "F64", "F32", "single", 0 },
  /* min (horzcat (0.5, 10), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MIN", "F64", "C128", "double", 1 },
  /* min (horzcat (0.5, 10), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MIN", "F64", "C64", "single", 1 },
  /* min (horzcat (0.5, 10), horzcat (true, true)) */
  { "bin", "MIN", "F64", "BOOL", "double", 0 },
  /* min (horzcat (single (0.5), single (10)), horzcat (10, 0.5)) */
  { "bin", "MIN", "F32", "F64", "single", 0 },
  /* min (horzcat (single (0.5), single (10)), horzcat (single (10), single (0.5))) */
  { "bin", "MIN", "F32", "F32", "single", 0 },
  /* min (horzcat (single (0.5), single (10)), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MIN", "F32", "C128", "single", 1 },
  /* min (horzcat (single (0.5), single (10)), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MIN", "F32", "C64", "single", 1 },
  /* min (horzcat (single (0.5), single (10)), horzcat (true, true)) */
  { "bin", "MIN", "F32", "BOOL", "single", 0 },
  /* min (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (10, 0.5)) */
  { "bin", "MIN", "C128", "F64", "double", 1 },
  /* min (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (single (10), single (0.5))) */
  { "bin", "MIN", "C128", "F32", "single", 1 },
  /* min (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MIN", "C128", "C128", "double", 1 },
  /* min (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MIN", "C128", "C64", "single", 1 },
  /* min (horzcat (complex (0.5, 0.25), complex (10, 1)), horzcat (true, true)) */
  { "bin", "MIN", "C128", "BOOL", "double", 1 },
  /* min (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (10, 0.5)) */
  { "bin", "MIN", "C64", "F64", "single", 1 },
  /* min (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (single (10), single (0.5))) */
  { "bin", "MIN", "C64", "F32", "single", 1 },
  /* min (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MIN", "C64", "C128", "single", 1 },
  /* min (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MIN", "C64", "C64", "single", 1 },
  /* min (horzcat (single (complex (0.5, 0.25)), single (complex (10, 1))), horzcat (true, true)) */
  { "bin", "MIN", "C64", "BOOL", "single", 1 },
  /* min (horzcat (true, true), horzcat (10, 0.5)) */
  { "bin", "MIN", "BOOL", "F64", "double", 0 },
  /* min (horzcat (true, true), horzcat (single (10), single (0.5))) */
  { "bin", "MIN", "BOOL", "F32", "single", 0 },
  /* min (horzcat (true, true), horzcat (complex (10, 1), complex (0.5, 0.25))) */
  { "bin", "MIN", "BOOL", "C128", "double", 1 },
  /* min (horzcat (true, true), horzcat (single (complex (10, 1)), single (complex (0.5, 0.25)))) */
  { "bin", "MIN", "BOOL", "C64", "single", 1 },
  /* min (horzcat (true, true), horzcat (true, true)) */
  { "bin", "MIN", "BOOL", "BOOL", "logical", 0 },
  /* mt (2, 3) */
  { "mtimes", "MTIMES", "F64", "F64", "double", 0 },
  /* mt (2, single (3)) */
  { "mtimes", "MTIMES", "F64", "F32", "single", 0 },
  /* mt (2, complex (3, 2)) */
  { "mtimes", "MTIMES", "F64", "C128", "double", 1 },
  /* mt (2, single (complex (3, 2))) */
  { "mtimes", "MTIMES", "F64", "C64", "single", 1 },
  /* mt (2, true) */
  { "mtimes", "MTIMES", "F64", "BOOL", "double", 0 },
  /* mt (single (2), 3) */
  { "mtimes", "MTIMES", "F32", "F64", "single", 0 },
  /* mt (single (2), single (3)) */
  { "mtimes", "MTIMES", "F32", "F32", "single", 0 },
  /* mt (single (2), complex (3, 2)) */
  { "mtimes", "MTIMES", "F32", "C128", "single", 1 },
  /* mt (single (2), single (complex (3, 2))) */
  { "mtimes", "MTIMES", "F32", "C64", "single", 1 },
  /* mt (single (2), true) */
  { "mtimes", "MTIMES", "F32", "BOOL", "single", 0 },
  /* mt (complex (2, 1), 3) */
  { "mtimes", "MTIMES", "C128", "F64", "double", 1 },
  /* mt (complex (2, 1), single (3)) */
  { "mtimes", "MTIMES", "C128", "F32", "single", 1 },
  /* mt (complex (2, 1), complex (3, 2)) */
  { "mtimes", "MTIMES", "C128", "C128", "double", 1 },
  /* mt (complex (2, 1), single (complex (3, 2))) */
  { "mtimes", "MTIMES", "C128", "C64", "single", 1 },
  /* mt (complex (2, 1), true) */
  { "mtimes", "MTIMES", "C128", "BOOL", "double", 1 },
  /* mt (single (complex (2, 1)), 3) */
  { "mtimes", "MTIMES", "C64", "F64", "single", 1 },
  /* mt (single (complex (2, 1)), single (3)) */
  { "mtimes", "MTIMES", "C64", "F32", "single", 1 },
  /* mt (single (complex (2, 1)), complex (3, 2)) */
  { "mtimes", "MTIMES", "C64", "C128", "single", 1 },
  /* mt (single (complex (2, 1)), single (complex (3, 2))) */
  { "mtimes", "MTIMES", "C64", "C64", "single", 1 },
  /* mt (single (complex (2, 1)), true) */
  { "mtimes", "MTIMES", "C64", "BOOL", "single", 1 },
  /* mt (true, 3) */
  { "mtimes", "MTIMES", "BOOL", "F64", "double", 0 },
  /* mt (true, single (3)) */
  { "mtimes", "MTIMES", "BOOL", "F32", "single", 0 },
  /* mt (true, complex (3, 2)) */
  { "mtimes", "MTIMES", "BOOL", "C128", "double", 1 },
  /* mt (true, single (complex (3, 2))) */
  { "mtimes", "MTIMES", "BOOL", "C64", "single", 1 },
  /* mt (true, true) */
  { "mtimes", "MTIMES", "BOOL", "BOOL", "double", 0 },
  /* horzcat (2, 3) */
  { "cat", "CAT", "F64", "F64", "double", 0 },
  /* horzcat (2, single (3)) */
  { "cat", "CAT", "F64", "F32", "single", 0 },
  /* horzcat (2, complex (3, 2)) */
  { "cat", "CAT", "F64", "C128", "double", 1 },
  /* horzcat (2, single (complex (3, 2))) */
  { "cat", "CAT", "F64", "C64", "single", 1 },
  /* horzcat (2, true) */
  { "cat", "CAT", "F64", "BOOL", "double", 0 },
  /* horzcat (single (2), 3) */
  { "cat", "CAT", "F32", "F64", "single", 0 },
  /* horzcat (single (2), single (3)) */
  { "cat", "CAT", "F32", "F32", "single", 0 },
  /* horzcat (single (2), complex (3, 2)) */
  { "cat", "CAT", "F32", "C128", "single", 1 },
  /* horzcat (single (2), single (complex (3, 2))) */
  { "cat", "CAT", "F32", "C64", "single", 1 },
  /* horzcat (single (2), true) */
  { "cat", "CAT", "F32", "BOOL", "single", 0 },
  /* horzcat (complex (2, 1), 3) */
  { "cat", "CAT", "C128", "F64", "double", 1 },
  /* horzcat (complex (2, 1), single (3)) */
  { "cat", "CAT", "C128", "F32", "single", 1 },
  /* horzcat (complex (2, 1), complex (3, 2)) */
  { "cat", "CAT", "C128", "C128", "double", 1 },
  /* horzcat (complex (2, 1), single (complex (3, 2))) */
  { "cat", "CAT", "C128", "C64", "single", 1 },
  /* horzcat (complex (2, 1), true) */
  { "cat", "CAT", "C128", "BOOL", "double", 1 },
  /* horzcat (single (complex (2, 1)), 3) */
  { "cat", "CAT", "C64", "F64", "single", 1 },
  /* horzcat (single (complex (2, 1)), single (3)) */
  { "cat", "CAT", "C64", "F32", "single", 1 },
  /* horzcat (single (complex (2, 1)), complex (3, 2)) */
  { "cat", "CAT", "C64", "C128", "single", 1 },
  /* horzcat (single (complex (2, 1)), single (complex (3, 2))) */
  { "cat", "CAT", "C64", "C64", "single", 1 },
  /* horzcat (single (complex (2, 1)), true) */
  { "cat", "CAT", "C64", "BOOL", "single", 1 },
  /* horzcat (true, 3) */
  { "cat", "CAT", "BOOL", "F64", "double", 0 },
  /* horzcat (true, single (3)) */
  { "cat", "CAT", "BOOL", "F32", "single", 0 },
  /* horzcat (true, complex (3, 2)) */
  { "cat", "CAT", "BOOL", "C128", "double", 1 },
  /* horzcat (true, single (complex (3, 2))) */
  { "cat", "CAT", "BOOL", "C64", "single", 1 },
  /* horzcat (true, true) */
  { "cat", "CAT", "BOOL", "BOOL", "logical", 0 },
  /* subsasgn (repmat (2, 2, 2), substruct ("()", {1}), 3) */
  { "asg", "ASSIGN", "F64", "F64", "double", 0 },
  /* subsasgn (repmat (2, 2, 2), substruct ("()", {1}), single (3)) */
  { "asg", "ASSIGN", "F64", "F32", "double", 0 },
  /* subsasgn (repmat (2, 2, 2), substruct ("()", {1}), complex (3, 2)) */
  { "asg", "ASSIGN", "F64", "C128", "double", 1 },
  /* subsasgn (repmat (2, 2, 2), substruct ("()", {1}), single (complex (3, 2))) */
  { "asg", "ASSIGN", "F64", "C64", "double", 1 },
  /* subsasgn (repmat (2, 2, 2), substruct ("()", {1}), true) */
  { "asg", "ASSIGN", "F64", "BOOL", "double", 0 },
  /* subsasgn (repmat (single (2), 2, 2), substruct ("()", {1}), 3) */
  { "asg", "ASSIGN", "F32", "F64", "single", 0 },
  /* subsasgn (repmat (single (2), 2, 2), substruct ("()", {1}), single (3)) */
  { "asg", "ASSIGN", "F32", "F32", "single", 0 },
  /* subsasgn (repmat (single (2), 2, 2), substruct ("()", {1}), complex (3, 2)) */
  { "asg", "ASSIGN", "F32", "C128", "single", 1 },
  /* subsasgn (repmat (single (2), 2, 2), substruct ("()", {1}), single (complex (3, 2))) */
  { "asg", "ASSIGN", "F32", "C64", "single", 1 },
  /* subsasgn (repmat (single (2), 2, 2), substruct ("()", {1}), true) */
  { "asg", "ASSIGN", "F32", "BOOL", "single", 0 },
  /* subsasgn (repmat (complex (2, 1), 2, 2), substruct ("()", {1}), 3) */
  { "asg", "ASSIGN", "C128", "F64", "double", 1 },
  /* subsasgn (repmat (complex (2, 1), 2, 2), substruct ("()", {1}), single (3)) */
  { "asg", "ASSIGN", "C128", "F32", "double", 1 },
  /* subsasgn (repmat (complex (2, 1), 2, 2), substruct ("()", {1}), complex (3, 2)) */
  { "asg", "ASSIGN", "C128", "C128", "double", 1 },
  /* subsasgn (repmat (complex (2, 1), 2, 2), substruct ("()", {1}), single (complex (3, 2))) */
  { "asg", "ASSIGN", "C128", "C64", "double", 1 },
  /* subsasgn (repmat (complex (2, 1), 2, 2), substruct ("()", {1}), true) */
  { "asg", "ASSIGN", "C128", "BOOL", "double", 1 },
  /* subsasgn (repmat (single (complex (2, 1)), 2, 2), substruct ("()", {1}), 3) */
  { "asg", "ASSIGN", "C64", "F64", "single", 1 },
  /* subsasgn (repmat (single (complex (2, 1)), 2, 2), substruct ("()", {1}), single (3)) */
  { "asg", "ASSIGN", "C64", "F32", "single", 1 },
  /* subsasgn (repmat (single (complex (2, 1)), 2, 2), substruct ("()", {1}), complex (3, 2)) */
  { "asg", "ASSIGN", "C64", "C128", "single", 1 },
  /* subsasgn (repmat (single (complex (2, 1)), 2, 2), substruct ("()", {1}), single (complex (3, 2))) */
  { "asg", "ASSIGN", "C64", "C64", "single", 1 },
  /* subsasgn (repmat (single (complex (2, 1)), 2, 2), substruct ("()", {1}), true) */
  { "asg", "ASSIGN", "C64", "BOOL", "single", 1 },
  /* subsasgn (repmat (true, 2, 2), substruct ("()", {1}), 3) */
  { "asg", "ASSIGN", "BOOL", "F64", "logical", 0 },
  /* subsasgn (repmat (true, 2, 2), substruct ("()", {1}), single (3)) */
  { "asg", "ASSIGN", "BOOL", "F32", "double", 0 },
  /* subsasgn (repmat (true, 2, 2), substruct ("()", {1}), complex (3, 2)) */
  { "asg", "ASSIGN", "BOOL", "C128", "double", 1 },
  /* subsasgn (repmat (true, 2, 2), substruct ("()", {1}), single (complex (3, 2))) */
  { "asg", "ASSIGN", "BOOL", "C64", "double", 1 },
  /* subsasgn (repmat (true, 2, 2), substruct ("()", {1}), true) */
  { "asg", "ASSIGN", "BOOL", "BOOL", "logical", 0 },
  /* -2 */
  { "un", "NEG", "F64", "", "double", 0 },
  /* -single (2) */
  { "un", "NEG", "F32", "", "single", 0 },
  /* -complex (2, 1) */
  { "un", "NEG", "C128", "", "double", 1 },
  /* -single (complex (2, 1)) */
  { "un", "NEG", "C64", "", "single", 1 },
  /* -true */
  { "un", "NEG", "BOOL", "", "double", 0 },
  /* abs (2) */
  { "un", "ABS", "F64", "", "double", 0 },
  /* abs (single (2)) */
  { "un", "ABS", "F32", "", "single", 0 },
  /* abs (complex (2, 1)) */
  { "un", "ABS", "C128", "", "double", 0 },
  /* abs (single (complex (2, 1))) */
  { "un", "ABS", "C64", "", "single", 0 },
  /* abs (true) */
  { "un", "ABS", "BOOL", "", "double", 0 },
  /* sqrt (2) */
  { "un", "SQRT", "F64", "", "double", 0 },
  /* sqrt (single (2)) */
  { "un", "SQRT", "F32", "", "single", 0 },
  /* sqrt (complex (2, 1)) */
  { "un", "SQRT", "C128", "", "double", 1 },
  /* sqrt (single (complex (2, 1))) */
  { "un", "SQRT", "C64", "", "single", 1 },
  /* sqrt (true) */
  { "un", "SQRT", "BOOL", "", "double", 0 },
  /* exp (2) */
  { "un", "EXP", "F64", "", "double", 0 },
  /* exp (single (2)) */
  { "un", "EXP", "F32", "", "single", 0 },
  /* exp (complex (2, 1)) */
  { "un", "EXP", "C128", "", "double", 1 },
  /* exp (single (complex (2, 1))) */
  { "un", "EXP", "C64", "", "single", 1 },
  /* exp (true) */
  { "un", "EXP", "BOOL", "", "double", 0 },
  /* log (2) */
  { "un", "LOG", "F64", "", "double", 0 },
  /* log (single (2)) */
  { "un", "LOG", "F32", "", "single", 0 },
  /* log (complex (2, 1)) */
  { "un", "LOG", "C128", "", "double", 1 },
  /* log (single (complex (2, 1))) */
  { "un", "LOG", "C64", "", "single", 1 },
  /* log (true) */
  { "un", "LOG", "BOOL", "", "double", 0 },
  /* sin (2) */
  { "un", "SIN", "F64", "", "double", 0 },
  /* sin (single (2)) */
  { "un", "SIN", "F32", "", "single", 0 },
  /* sin (complex (2, 1)) */
  { "un", "SIN", "C128", "", "double", 1 },
  /* sin (single (complex (2, 1))) */
  { "un", "SIN", "C64", "", "single", 1 },
  /* sin (true) */
  { "un", "SIN", "BOOL", "", "double", 0 },
  /* cos (2) */
  { "un", "COS", "F64", "", "double", 0 },
  /* cos (single (2)) */
  { "un", "COS", "F32", "", "single", 0 },
  /* cos (complex (2, 1)) */
  { "un", "COS", "C128", "", "double", 1 },
  /* cos (single (complex (2, 1))) */
  { "un", "COS", "C64", "", "single", 1 },
  /* cos (true) */
  { "un", "COS", "BOOL", "", "double", 0 },
  /* tanh (2) */
  { "un", "TANH", "F64", "", "double", 0 },
  /* tanh (single (2)) */
  { "un", "TANH", "F32", "", "single", 0 },
  /* tanh (complex (2, 1)) */
  { "un", "TANH", "C128", "", "double", 1 },
  /* tanh (single (complex (2, 1))) */
  { "un", "TANH", "C64", "", "single", 1 },
  /* tanh (true) */
  { "un", "TANH", "BOOL", "", "double", 0 },
  /* real (2) */
  { "un", "REAL", "F64", "", "double", 0 },
  /* real (single (2)) */
  { "un", "REAL", "F32", "", "single", 0 },
  /* real (complex (2, 1)) */
  { "un", "REAL", "C128", "", "double", 0 },
  /* real (single (complex (2, 1))) */
  { "un", "REAL", "C64", "", "single", 0 },
  /* real (true) */
  { "un", "REAL", "BOOL", "", "double", 0 },
  /* imag (2) */
  { "un", "IMAG", "F64", "", "double", 0 },
  /* imag (single (2)) */
  { "un", "IMAG", "F32", "", "single", 0 },
  /* imag (complex (2, 1)) */
  { "un", "IMAG", "C128", "", "double", 0 },
  /* imag (single (complex (2, 1))) */
  { "un", "IMAG", "C64", "", "single", 0 },
  /* imag (true) */
  { "un", "IMAG", "BOOL", "", "double", 0 },
  /* conj (2) */
  { "un", "CONJ", "F64", "", "double", 0 },
  /* conj (single (2)) */
  { "un", "CONJ", "F32", "", "single", 0 },
  /* conj (complex (2, 1)) */
  { "un", "CONJ", "C128", "", "double", 1 },
  /* conj (single (complex (2, 1))) */
  { "un", "CONJ", "C64", "", "single", 1 },
  /* conj (true) */
  { "un", "CONJ", "BOOL", "", "double", 0 },
  /* floor (2) */
  { "un", "FLOOR", "F64", "", "double", 0 },
  /* floor (single (2)) */
  { "un", "FLOOR", "F32", "", "single", 0 },
  /* floor (complex (2, 1)) */
  { "un", "FLOOR", "C128", "", "double", 1 },
  /* floor (single (complex (2, 1))) */
  { "un", "FLOOR", "C64", "", "single", 1 },
  /* floor (true) */
  { "un", "FLOOR", "BOOL", "", "double", 0 },
  /* ceil (2) */
  { "un", "CEIL", "F64", "", "double", 0 },
  /* ceil (single (2)) */
  { "un", "CEIL", "F32", "", "single", 0 },
  /* ceil (complex (2, 1)) */
  { "un", "CEIL", "C128", "", "double", 1 },
  /* ceil (single (complex (2, 1))) */
  { "un", "CEIL", "C64", "", "single", 1 },
  /* ceil (true) */
  { "un", "CEIL", "BOOL", "", "double", 0 },
  /* round (2) */
  { "un", "ROUND", "F64", "", "double", 0 },
  /* round (single (2)) */
  { "un", "ROUND", "F32", "", "single", 0 },
  /* round (complex (2, 1)) */
  { "un", "ROUND", "C128", "", "double", 1 },
  /* round (single (complex (2, 1))) */
  { "un", "ROUND", "C64", "", "single", 1 },
  /* round (true) */
  { "un", "ROUND", "BOOL", "", "double", 0 },
  /* !2 */
  { "un", "NOT", "F64", "", "logical", 0 },
  /* !single (2) */
  { "un", "NOT", "F32", "", "logical", 0 },
  /* !complex (2, 1) */
  { "un", "NOT", "C128", "", "logical", 0 },
  /* !single (complex (2, 1)) */
  { "un", "NOT", "C64", "", "logical", 0 },
  /* !true */
  { "un", "NOT", "BOOL", "", "logical", 0 },
  /* sum (horzcat (2, 3)) */
  { "rdt", "SUM", "F64", "", "double", 0 },
  /* sum (horzcat (single (2), single (3))) */
  { "rdt", "SUM", "F32", "", "single", 0 },
  /* sum (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "SUM", "C128", "", "double", 1 },
  /* sum (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "SUM", "C64", "", "single", 1 },
  /* sum (horzcat (true, true)) */
  { "rdt", "SUM", "BOOL", "", "double", 0 },
  /* prod (horzcat (2, 3)) */
  { "rdt", "PROD", "F64", "", "double", 0 },
  /* prod (horzcat (single (2), single (3))) */
  { "rdt", "PROD", "F32", "", "single", 0 },
  /* prod (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "PROD", "C128", "", "double", 1 },
  /* prod (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "PROD", "C64", "", "single", 1 },
  /* prod (horzcat (true, true)) */
  { "rdt", "PROD", "BOOL", "", "double", 0 },
  /* mean (horzcat (2, 3)) */
  { "rdt", "MEAN", "F64", "", "double", 0 },
  /* mean (horzcat (single (2), single (3))) */
  { "rdt", "MEAN", "F32", "", "single", 0 },
  /* mean (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "MEAN", "C128", "", "double", 1 },
  /* mean (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "MEAN", "C64", "", "single", 1 },
  /* mean (horzcat (true, true)) */
  { "rdt", "MEAN", "BOOL", "", "double", 0 },
  /* max (horzcat (2, 3)) */
  { "rdt", "MAX", "F64", "", "double", 0 },
  /* max (horzcat (single (2), single (3))) */
  { "rdt", "MAX", "F32", "", "single", 0 },
  /* max (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "MAX", "C128", "", "double", 1 },
  /* max (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "MAX", "C64", "", "single", 1 },
  /* max (horzcat (true, true)) */
  { "rdt", "MAX", "BOOL", "", "logical", 0 },
  /* min (horzcat (2, 3)) */
  { "rdt", "MIN", "F64", "", "double", 0 },
  /* min (horzcat (single (2), single (3))) */
  { "rdt", "MIN", "F32", "", "single", 0 },
  /* min (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "MIN", "C128", "", "double", 1 },
  /* min (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "MIN", "C64", "", "single", 1 },
  /* min (horzcat (true, true)) */
  { "rdt", "MIN", "BOOL", "", "logical", 0 },
  /* any (horzcat (2, 3)) */
  { "rdt", "ANY", "F64", "", "logical", 0 },
  /* any (horzcat (single (2), single (3))) */
  { "rdt", "ANY", "F32", "", "logical", 0 },
  /* any (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "ANY", "C128", "", "logical", 0 },
  /* any (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "ANY", "C64", "", "logical", 0 },
  /* any (horzcat (true, true)) */
  { "rdt", "ANY", "BOOL", "", "logical", 0 },
  /* all (horzcat (2, 3)) */
  { "rdt", "ALL", "F64", "", "logical", 0 },
  /* all (horzcat (single (2), single (3))) */
  { "rdt", "ALL", "F32", "", "logical", 0 },
  /* all (horzcat (complex (2, 1), complex (3, 2))) */
  { "rdt", "ALL", "C128", "", "logical", 0 },
  /* all (horzcat (single (complex (2, 1)), single (complex (3, 2)))) */
  { "rdt", "ALL", "C64", "", "logical", 0 },
  /* all (horzcat (true, true)) */
  { "rdt", "ALL", "BOOL", "", "logical", 0 },
};

/* ------------------------------------------------------------------ */
/* What the tables do not show                                          */

static void misc (void)
{
  gr_error e;
  gr_resolved r;
  gr_sub s[GT_MAXDIMS + 1];
  size_t d2[2] = { 2, 2 }, d17[17];
  double v5 = 5, v0 = 0, v1 = 1;
  long long dev[2] = { 1, 3 };

  memset (s, 0, sizeof s);
  /* index errors carry what Octave's own exceptions take:
     A = ones (2); A(5)  ->  index (5): out of bound 4 */
  s[0].kind = GR_SUB_LIST, s[0].n = 1, s[0].list = &v5;
  CHECK (gr_resolve (GR_READ, 2, d2, 1, s, &r, &e) && e.nidx == 1
         && e.pos == 1 && e.ext == 5 && e.bound == 4, "out of bound detail");
  /* A(1, 0): the second of two subscripts, value 0 */
  s[0].list = &v1;
  s[1].kind = GR_SUB_LIST, s[1].n = 1, s[1].list = &v0;
  CHECK (gr_resolve (GR_READ, 2, d2, 2, s, &r, &e)
         && !strcmp (e.id, "badIndex") && e.nidx == 2 && e.pos == 2
         && e.value == 0, "bad index detail");

  /* a range of non-integers is rounded (Octave warns) */
  memset (s, 0, sizeof s);
  s[0].kind = GR_SUB_RANGE, s[0].start = 1, s[0].step = 0.5, s[0].n = 3;
  CHECK (gr_resolve (GR_READ, 2, d2, 1, s, &r, &e) == 0
         && r.noninteger_range == 1, "noninteger_range");
  gr_resolved_free (&r);
  s[0].step = 1;
  CHECK (gr_resolve (GR_READ, 2, d2, 1, s, &r, &e) == 0
         && r.noninteger_range == 0 && r.hlist[0] == NULL
         && r.index.start[0] == 0 && r.index.step[0] == 1, "integer range");
  gr_resolved_free (&r);

  /* positions found on the device are passed on, not read; a deletion
     needs them on the host */
  memset (s, 0, sizeof s);
  s[0].kind = GR_SUB_FOUND, s[0].n = 2, s[0].found = dev;
  s[0].found_ext = 4, s[0].nd = 2, s[0].dims[0] = 2, s[0].dims[1] = 2;
  CHECK (gr_resolve (GR_READ, 2, d2, 1, s, &r, &e) == 0
         && r.index.list[0] == dev && r.hlist[0] == NULL && r.count == 2
         && r.nd == 2 && r.dims[0] == 2 && r.dims[1] == 1, "found, read");
  gr_resolved_free (&r);
  CHECK (gr_resolve (GR_DELETE, 2, d2, 1, s, &r, &e)
         && !strcmp (e.id, "invalidInput"), "found on the device, delete");
  s[0].found_host = 1;
  CHECK (gr_resolve (GR_DELETE, 2, d2, 1, s, &r, &e) == 0 && r.count == 2,
         "found on the host, delete");
  gr_resolved_free (&r);

  /* limits */
  memset (s, 0, sizeof s);
  CHECK (gr_resolve (GR_READ, 2, d2, 0, s, &r, &e)
         && !strcmp (e.id, "invalidInput"), "no subscripts");
  for (int i = 0; i <= GT_MAXDIMS; i++)
    s[i].kind = GR_SUB_COLON;
  CHECK (gr_resolve (GR_READ, 2, d2, GT_MAXDIMS + 1, s, &r, &e)
         && !strcmp (e.id, "notSupported"), "too many subscripts");
  for (int i = 0; i < 17; i++)
    d17[i] = 2;
  CHECK (gr_resolve (GR_READ, 17, d17, 1, s, &r, &e)
         && !strcmp (e.id, "notSupported"), "too many dimensions");
  s[0].kind = GR_SUB_LIST, s[0].n = 3, s[0].list = &v1, s[0].nd = 2;
  s[0].dims[0] = 2, s[0].dims[1] = 2;
  CHECK (gr_resolve (GR_READ, 2, d2, 1, s, &r, &e)
         && !strcmp (e.id, "invalidInput"), "a list of the wrong size");

  /* repeated positions: V is gathered so that the last value wins */
  {
    double l[3] = { 2, 2, 1 };
    size_t v3[2] = { 1, 3 };
    memset (s, 0, sizeof s);
    s[0].kind = GR_SUB_LIST, s[0].n = 3, s[0].list = l;
    CHECK (gr_resolve_assign (GR_ASSIGN, 2, d2, 1, s, 2, v3, &r, &e) == 0
           && r.v_gather && r.index.count[0] == 2 && r.rhs_scalar == 0
           && !r.grow && r.count == 3, "last wins");
    gr_resolved_free (&r);
    v3[1] = 1;
    CHECK (gr_resolve_assign (GR_ASSIGN, 2, d2, 1, s, 2, v3, &r, &e) == 0
           && !r.v_gather && r.rhs_scalar, "a scalar fills");
    gr_resolved_free (&r);
  }
  /* a repeated position far beyond A: no allocation of its extent
     (A = 1:3; A([1e12 1e12]) = [1 2] is 1x1e12 with A(1e12) = 2) */
  {
    double l[2] = { 1e12, 1e12 };
    size_t d13[2] = { 1, 3 }, v2[2] = { 1, 2 };
    memset (s, 0, sizeof s);
    s[0].kind = GR_SUB_LIST, s[0].n = 2, s[0].list = l;
    CHECK (gr_resolve_assign (GR_ASSIGN, 2, d13, 1, s, 2, v2, &r, &e) == 0
           && r.v_gather && r.grow && r.dims[0] == 1
           && r.dims[1] == 1000000000000ULL && r.index.count[0] == 1
           && r.index.start[0] == 999999999999LL && r.vindex.count[0] == 1
           && r.vindex.start[0] == 1 && r.place.count[0] == 3,
           "a repeated position far away");
    gr_resolved_free (&r);
  }
  /* a range of step 0 (no Octave range is one) repeats a position */
  {
    size_t v3[2] = { 1, 3 };
    memset (s, 0, sizeof s);
    s[0].kind = GR_SUB_RANGE, s[0].start = 2, s[0].step = 0, s[0].n = 3;
    CHECK (gr_resolve_assign (GR_ASSIGN, 2, d2, 1, s, 2, v3, &r, &e) == 0
           && r.v_gather && r.index.count[0] == 1 && r.index.start[0] == 1
           && r.vindex.start[0] == 2, "a range of step 0");
    gr_resolved_free (&r);
  }

  /* reductions */
  {
    gr_rshape rs;
    size_t d[3] = { 0, 3, 2 }, big[GR_MAXDIMS + 1];
    CHECK (gr_reduce_shape (GR_RD_SUM, 3, d, -1, &rs, &e)
           && !strcmp (e.id, "invalidInput")
           && !strcmp (e.msg, "invalid dimension DIM = -1"), "DIM < 0");
    for (int i = 0; i <= GR_MAXDIMS; i++)
      big[i] = 1;
    CHECK (gr_reduce_shape (GR_RD_SUM, GR_MAXDIMS + 1, big, 0, &rs, &e)
           && !strcmp (e.id, "notSupported"), "too many dimensions");
    CHECK (gr_reduce_shape (GR_RD_MEAN, 3, d, 0, &rs, &e) == 0
           && rs.dim == 2 && rs.count == 3, "mean's dimension and count");
    CHECK (gr_reduce_shape (GR_RD_SUM, 3, d, 0, &rs, &e) == 0
           && rs.dim == 1 && rs.count == 0, "sum's dimension and count");
    CHECK (gr_reduce_shape (GR_RD_MAX, 3, d, 7, &rs, &e) == 0
           && rs.dim == 7 && rs.len == 1 && rs.inner == 0 && rs.outer == 1,
           "a dimension beyond");
  }

  /* broadcasting: limits, labels, the first dimension that differs */
  {
    gt_bcast bc;
    size_t a[17], b[2] = { 3, 2 };
    for (int i = 0; i < 17; i++)
      a[i] = 1;
    CHECK (gr_broadcast ("+", 17, a, 2, b, &bc, &e)
           && !strcmp (e.id, "notSupported"), "gr_broadcast: 17 dimensions");
    a[0] = 2, a[1] = 3;
    CHECK (gr_broadcast ("", 2, a, 2, b, &bc, &e)
           && !strcmp (e.msg, "nonconformant arguments (op1 is 2x3, op2 is "
                       "3x2)") && e.pos == 1, "no operator name");
    CHECK (!strcmp (gr_binop_label (GT_BIN_MUL), "product")
           && !strcmp (gr_binop_label (GT_BIN_GE), "mx_el_ge")
           && !strcmp (gr_binop_label (GT_BIN_MIN), "min"), "labels");
  }

  /* classes beyond the result's */
  {
    gr_types t;
    gr_binary_types (GT_BIN_AND, GT_E_F64, GT_E_BOOL, &t);
    CHECK (t.a_logical && !t.b_logical && t.a == GT_E_BOOL
           && t.op == GT_BIN_AND, "& converts to logical");
    gr_binary_types (GT_BIN_MAX, GT_E_BOOL, GT_E_BOOL, &t);
    CHECK (t.op == GT_BIN_OR && t.result == GT_E_BOOL, "max of logicals");
    gr_binary_types (GT_BIN_MIN, GT_E_BOOL, GT_E_BOOL, &t);
    CHECK (t.op == GT_BIN_AND, "min of logicals");
    gr_binary_types (GT_BIN_ADD, GT_E_F32, GT_E_C128, &t);
    CHECK (t.a == GT_E_F32 && t.b == GT_E_C64 && t.result == GT_E_C64,
           "single + complex double");
    gr_promote (GR_K_ASSIGN, GT_E_BOOL, GT_E_F64, &t);
    CHECK (t.result == GT_E_BOOL && t.b_logical, "logical A, double V");
    CHECK (gr_unary_domain (GT_UN_SQRT, GT_E_F64)
           && !gr_unary_domain (GT_UN_SQRT, GT_E_C128)
           && !gr_unary_domain (GT_UN_EXP, GT_E_F64), "domain");
  }
}

int main (void)
{
  for (size_t i = 0; i < sizeof idx_cases / sizeof idx_cases[0]; i++)
    {
      run_idx (&idx_cases[i], 0);
      run_idx (&idx_cases[i], 1);
    }
  for (size_t i = 0; i < sizeof bc_cases / sizeof bc_cases[0]; i++)
    run_bc (&bc_cases[i]);
  for (size_t i = 0; i < sizeof rd_cases / sizeof rd_cases[0]; i++)
    run_rd (&rd_cases[i]);
  for (size_t i = 0; i < sizeof ty_cases / sizeof ty_cases[0]; i++)
    run_ty (&ty_cases[i]);
  misc ();
  printf ("octave_rules_check: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
