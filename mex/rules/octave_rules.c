/*
 * octave_rules.c - Octave's rules for element types, broadcasting and the
 * shape of reductions (octave_rules.h).  Index resolution is in
 * octave_index.c.
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules_internal.h"

/* ------------------------------------------------------------------ */
/* Errors                                                                */

int gr_fail (gr_error *e, const char *id, const char *fmt, ...)
{
  va_list ap;
  if (!e)
    return 1;
  memset (e, 0, sizeof *e);
  snprintf (e->id, sizeof e->id, "%s", id);
  va_start (ap, fmt);
  vsnprintf (e->msg, sizeof e->msg, fmt, ap);
  va_end (ap);
  return 1;
}

void gr_dims_str (char *buf, size_t len, int nd, const size_t *d)
{
  size_t o = 0;
  const int n = nd < 2 ? 2 : nd;
  buf[0] = 0;
  for (int i = 0; i < n && o + 24 < len; i++)
    o += (size_t) snprintf (buf + o, len - o, i ? "x%zu" : "%zu",
                            i < nd ? d[i] : (size_t) 1);
}

/* ------------------------------------------------------------------ */
/* Element types                                                         */

int gr_is_complex (gt_etype t) { return t == GT_E_C128 || t == GT_E_C64; }
int gr_is_single (gt_etype t) { return t == GT_E_F32 || t == GT_E_C64; }
int gr_is_int (gt_etype t) { return t >= GT_E_I8 && t <= GT_E_U64; }

gt_etype gr_real_of (gt_etype t)
{
  return t == GT_E_C128 ? GT_E_F64 : t == GT_E_C64 ? GT_E_F32 : t;
}

gt_etype gr_complex_of (gt_etype t)
{
  return gr_is_single (t) ? GT_E_C64 : GT_E_C128;
}

gt_etype gr_make_type (int single, int cplx)
{
  return single ? (cplx ? GT_E_C64 : GT_E_F32)
                : (cplx ? GT_E_C128 : GT_E_F64);
}

const char *gr_status_id (gt_status st)
{
  switch (st)
    {
    case GT_ERR_INVALID_ARG: return "invalidInput";
    case GT_ERR_NOT_SUPPORTED: return "notSupported";
    case GT_ERR_SIZE: return "tileMultiple";
    case GT_ERR_NO_DEVICE: return "noDevice";
    case GT_ERR_OUT_OF_MEMORY: return "outOfMemory";
    case GT_ERR_BAD_DEVICE: return "invalidDevice";
    case GT_ERR_STALE: return "staleArray";
    case GT_ERR_MISSING_LIBRARY: return "missingLibrary";
    default: return "cuda";
    }
}

const char *gr_class_name (gt_etype t)
{
  static const char *const ints[] = { "int8", "uint8", "int16", "uint16",
                                      "int32", "uint32", "int64", "uint64" };
  if (gr_is_int (t))
    return ints[t - GT_E_I8];
  return t == GT_E_BOOL ? "logical" : gr_is_single (t) ? "single" : "double";
}

/* ------------------------------------------------------------------ */
/* Broadcasting                                                          */

const char *gr_binop_label (gt_binop op)
{
  return (unsigned) op < GT_BIN_NOPS ? gt_binop_label (op) : "operator";
}

/* An operator's symbol as Octave names it in "nonconformant" messages
   (its element-wise functions for .* ./ and the comparisons); a word
   (a function's name) as it is. */
static const char *op_label (const char *op)
{
  static const struct {
    const char *sym, *label;
  } t[] = {
    { "+", "operator +" },   { "-", "operator -" },  { "*", "operator *" },
    { ".^", "operator .^" }, { "^", "operator ^" },  { ".*", "product" },
    { "./", "quotient" },    { ".\\", "quotient" },  { "==", "mx_el_eq" },
    { "!=", "mx_el_ne" },    { "~=", "mx_el_ne" },   { "<", "mx_el_lt" },
    { "<=", "mx_el_le" },    { ">", "mx_el_gt" },    { ">=", "mx_el_ge" },
    { "&", "mx_el_and" },    { "|", "mx_el_or" },
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (strcmp (op, t[i].sym) == 0)
      return t[i].label;
  return op;
}

int gr_broadcast_dims (const char *op, int na, const size_t *da, int nb,
                       const size_t *db, int maxdims, int *nd, size_t *dims,
                       size_t *sa, size_t *sb, gr_error *e)
{
  int n = na > nb ? na : nb;
  size_t stra = 1, strb = 1;
  if (na > maxdims || nb > maxdims)
    return gr_fail (e, "notSupported", "arrays have at most %d dimensions",
                    maxdims);
  for (int i = 0; i < n; i++)
    {
      const size_t x = i < na ? da[i] : 1;
      const size_t z = i < nb ? db[i] : 1;
      if (x != z && x != 1 && z != 1)
        {
          char a[256], b[256];
          gr_dims_str (a, sizeof a, na, da);
          gr_dims_str (b, sizeof b, nb, db);
          if (!op || !*op)
            gr_fail (e, "nonconformant", "nonconformant arguments (op1 is "
                     "%s, op2 is %s)", a, b);
          else
            gr_fail (e, "nonconformant", "%s: nonconformant arguments (op1 "
                     "is %s, op2 is %s)", op_label (op), a, b);
          if (e)
            e->pos = i + 1;
          return 1;
        }
      dims[i] = x == 1 ? z : x;
      sa[i] = x == 1 ? 0 : stra;
      sb[i] = z == 1 ? 0 : strb;
      stra *= x, strb *= z;
    }
  if (n < 1) /* no dimensions given: one element */
    {
      n = 1;
      dims[0] = 1, sa[0] = sb[0] = 0;
    }
  *nd = n;
  return 0;
}

int gr_broadcast (const char *op, int na, const size_t *da, int nb,
                  const size_t *db, gt_bcast *bc, gr_error *e)
{
  memset (bc, 0, sizeof *bc);
  return gr_broadcast_dims (op, na, da, nb, db, GT_MAXDIMS, &bc->ndims,
                            bc->dims, bc->sa, bc->sb, e);
}

int gr_broadcast_pair (const char *op, int na, const size_t *da, int nb,
                       const size_t *db, gt_pair_shape *ps, gr_error *e)
{
  memset (ps, 0, sizeof *ps);
  return gr_broadcast_dims (op, na, da, nb, db, GT_PAIR_MAXDIMS, &ps->ndims,
                            ps->dims, ps->sa, ps->sb, e);
}

/* ------------------------------------------------------------------ */
/* Classes                                                               */

gr_kind gr_binop_kind (gt_binop op)
{
  switch (gt_binop_kind (op))
    {
    case GT_BINK_COMPARE:
      return GR_K_COMPARE;
    case GT_BINK_LOGICAL:
      return GR_K_LOGICAL;
    case GT_BINK_MINMAX:
      return GR_K_MINMAX;
    default: /* the real functions' types are arithmetic's */
      return GR_K_ARITH;
    }
}

void gr_promote (gr_kind kind, gt_etype a, gt_etype b, gr_types *t)
{
  const int single = gr_is_single (a) || gr_is_single (b);
  const int ca = gr_is_complex (a), cb = gr_is_complex (b);
  memset (t, 0, sizeof *t);
  t->op = GT_BIN_NOPS;
  if (gr_is_int (a) || gr_is_int (b))
    {
      /* Integer classes, for concatenation and assignment only (the
         gateway computes their arithmetic through double): [A, B] takes
         the first integer class; A(I) = B keeps an integer A's class
         (a complex B makes it complex, as Octave does) and the class of
         a floating or logical A (an integer B converted).  A complex
         part in a concatenation with an integer is refused (result
         GT_E_NTYPES), as Octave refuses it. */
      if (kind == GR_K_CAT)
        t->result = (ca || cb) ? GT_E_NTYPES : gr_is_int (a) ? a : b;
      else if (kind == GR_K_ASSIGN && gr_is_int (a))
        t->result = cb ? b : a;
      else if (kind == GR_K_ASSIGN)
        {
          t->result = a == GT_E_BOOL ? GT_E_BOOL : a;
          t->b_logical = a == GT_E_BOOL;
        }
      else
        t->result = GT_E_NTYPES;
      t->a = t->b = t->result;
      return;
    }
  /* arithmetic: each operand keeps its complexity, in the common
     precision; logical counts as double */
  t->a = gr_make_type (single, ca);
  t->b = gr_make_type (single, cb);
  t->result = gr_make_type (single, ca || cb);
  switch (kind)
    {
    case GR_K_ARITH:
    case GR_K_MTIMES:
      break;
    case GR_K_COMPARE:
      t->result = GT_E_BOOL;
      break;
    case GR_K_LOGICAL:
      t->a = t->b = t->result = GT_E_BOOL;
      t->a_logical = a != GT_E_BOOL;
      t->b_logical = b != GT_E_BOOL;
      break;
    case GR_K_MINMAX:
      if (a == GT_E_BOOL && b == GT_E_BOOL)
        t->a = t->b = t->result = GT_E_BOOL;
      break;
    case GR_K_CAT:
      if (a == GT_E_BOOL && b == GT_E_BOOL)
        t->a = t->b = t->result = GT_E_BOOL;
      else
        t->a = t->b = t->result;
      break;
    case GR_K_ASSIGN:
      /* A's class; a logical A stays logical for logical and double
         values (converted), and turns double (complex) for single or
         complex ones. */
      if (a == GT_E_BOOL)
        t->result = (b == GT_E_BOOL || b == GT_E_F64) ? GT_E_BOOL
                    : gr_make_type (0, cb);
      else
        t->result = gr_make_type (gr_is_single (a), ca || cb);
      t->a = t->b = t->result;
      t->b_logical = t->result == GT_E_BOOL && b != GT_E_BOOL;
      break;
    }
}

void gr_binary_types (gt_binop op, gt_etype a, gt_etype b, gr_types *t)
{
  const gr_kind k = gr_binop_kind (op);
  gr_promote (k, a, b, t);
  t->op = op;
  if (k == GR_K_MINMAX && t->result == GT_E_BOOL)
    t->op = op == GT_BIN_MAX ? GT_BIN_OR : GT_BIN_AND;
}

void gr_unary_types (gt_unop op, gt_etype x, gt_etype *tx, gt_etype *ty)
{
  if (gt_unop_result (op) == GT_UNR_BOOL)
    {
      *tx = *ty = GT_E_BOOL;
      return;
    }
  *tx = x == GT_E_BOOL ? GT_E_F64 : x;
  *ty = gt_unop_result (op) == GT_UNR_REAL ? gr_real_of (*tx) : *tx;
}

int gr_unary_domain (gt_unop op, gt_etype tx)
{
  return gt_unop_domain (op) && !gr_is_complex (tx) && tx != GT_E_BOOL;
}

/* ------------------------------------------------------------------ */
/* Reductions                                                            */

void gr_reduce_types (gr_rdkind k, gt_etype x, gt_etype *tx, gt_etype *ty)
{
  switch (k)
    {
    case GR_RD_ANY:
    case GR_RD_ALL:
      *tx = x, *ty = GT_E_BOOL;
      return;
    case GR_RD_MAX:
    case GR_RD_MIN:
      *tx = x == GT_E_BOOL ? GT_E_F64 : x;
      *ty = x;
      return;
    default:
      *tx = *ty = x == GT_E_BOOL ? GT_E_F64 : x;
      return;
    }
}

int gr_reduce_shape (gr_rdkind k, int nd, const size_t *dims, long long dim,
                     gr_rshape *s, gr_error *e)
{
  const int minmax = k == GR_RD_MAX || k == GR_RD_MIN;
  size_t d[GR_MAXDIMS];
  int n = nd;

  memset (s, 0, sizeof *s);
  if (dim < 0)
    return gr_fail (e, "invalidInput", "invalid dimension DIM = %lld", dim);
  if (nd > GR_MAXDIMS)
    return gr_fail (e, "notSupported", "arrays have at most %d dimensions",
                    GR_MAXDIMS);
  for (int i = 0; i < GR_MAXDIMS; i++)
    d[i] = i < nd ? dims[i] : 1;
  if (n < 2)
    n = 2;
  if (dim == 0) /* the default: the first dimension that is not 1 (mean:
                   the first greater than 1), else 1 */
    {
      dim = 1;
      for (int i = 0; i < n; i++)
        if (k == GR_RD_MEAN ? d[i] > 1 : d[i] != 1)
          {
            dim = i + 1;
            break;
          }
    }
  s->count = dim <= n ? d[dim - 1] : 1;
  /* sum ([]) is 0: a 2-D 0x0 array counts as 0x1 */
  if (!minmax && n == 2 && d[0] == 0 && d[1] == 0)
    d[1] = 1;
  s->dim = dim > (long long) 1 << 30 ? 1 << 30 : (int) dim;
  s->inner = s->len = s->outer = 1;
  for (int i = 0; i < n; i++)
    {
      if (i + 1 < dim)
        s->inner *= d[i];
      else if (i + 1 == dim)
        s->len = d[i];
      else
        s->outer *= d[i];
    }
  memcpy (s->dims, d, sizeof s->dims);
  if (dim <= n && (!minmax || d[dim - 1] != 0))
    s->dims[dim - 1] = 1;
  if (minmax && s->len == 0) /* the result is empty */
    s->inner = s->outer = 0;
  s->nd = n;
  while (s->nd > 2 && s->dims[s->nd - 1] == 1)
    s->nd--;
  return 0;
}
