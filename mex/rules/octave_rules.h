/*
 * octave_rules.h - Octave's rules in one place, for the host-array
 * gateways (gw_reduce.c) and the gpuArray type (mex/gpuarray): how two
 * operands broadcast, the classes of an operation's operands and result,
 * the shape of a reduction along a dimension, and what a subscripted
 * read, assignment or deletion selects, with the shape it gives and
 * Octave's error messages.  Every rule was checked against Octave 7.3
 * (tests/host/octave_rules_check.c holds the cases and the Octave
 * commands that gave them).
 *
 * Plain C11 with no mx, Octave or CUDA type: C++ includes it inside
 * extern "C" { }.  The types it fills (gt_bcast, gt_pair_shape,
 * gt_index, gt_etype) come from the core's headers; nothing here calls
 * the core, so the module links on its own.
 *
 * Errors: every function that can fail returns 0 on success, or fills
 * the caller's gr_error and returns nonzero.  ID is the identifier
 * without "gputiled:" ("nonconformant", "badIndex", ...); MSG is Octave's
 * text without a function-name prefix (the caller adds its own).
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef OCTAVE_RULES_H
#define OCTAVE_RULES_H

#include <stddef.h>

#include "gputiled_device.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Dimensions the shape rules take (broadcasting, reductions, the
   subscripts' own dimensions).  Arrays that are indexed, and the results
   of gr_bcast, have at most GT_MAXDIMS (the core's gt_index and
   gt_bcast). */
#define GR_MAXDIMS 64

typedef struct {
  char id[48];          /* "nonconformant", "badIndex", ...                */
  char msg[512];        /* Octave's message, no function-name prefix       */
  /* For a caller that raises Octave's own exception (octave::
     err_invalid_index, err_index_out_of_range, which add the variable's
     name as Octave does): */
  int nidx;             /* index errors: the number of subscripts          */
  int pos;              /* index errors: the offending subscript (1-based);
                           nonconformant: the first dimension (1-based)
                           where the operands differ; 0 otherwise          */
  double value;         /* badIndex: the offending value, as given         */
  long long ext;        /* indexOutOfBounds: the largest index (1-based)   */
  long long bound;      /* indexOutOfBounds: the extent it exceeds         */
} gr_error;

/* ------------------------------------------------------------------ */
/* Element types                                                         */

int gr_is_complex (gt_etype t);
int gr_is_single (gt_etype t);
int gr_is_int (gt_etype t);                  /* int8 ... uint64 */
gt_etype gr_real_of (gt_etype t);           /* C128 -> F64, C64 -> F32     */
gt_etype gr_complex_of (gt_etype t);        /* F64, BOOL -> C128, F32 -> C64 */
gt_etype gr_make_type (int single, int cplx);
const char *gr_class_name (gt_etype t);     /* "double", "single", "logical",
                                               "int8" ... "uint64" */

/* The identifier (without "gputiled:") that both gateways give an error
   of the core's status ST: "invalidInput", "noDevice", "staleArray", ... */
const char *gr_status_id (gt_status st);

/* ------------------------------------------------------------------ */
/* Broadcasting                                                          */

/* The result of A op B for dimensions DA (NA of them) and DB (NB): each
   dimension must match or be 1 in one operand.  ND = max (NA, NB); DIMS
   the result's; SA and SB each operand's element stride along each
   result dimension (0 where it has extent 1).  On a mismatch: id
   "nonconformant", Octave's "OP: nonconformant arguments (op1 is 2x3,
   op2 is 3x2)", e->pos the first dimension that differs.  OP is the
   operator's symbol ("+", ".*", "==", "&", ...), written as Octave
   writes it ("operator +", "product", "mx_el_eq", "mx_el_and"), or a
   function's name ("max"), written as it is.  MAXDIMS bounds NA and NB
   (and the arrays DIMS, SA, SB); more: id "notSupported". */
int gr_broadcast_dims (const char *op, int na, const size_t *da, int nb,
                       const size_t *db, int maxdims, int *nd, size_t *dims,
                       size_t *sa, size_t *sb, gr_error *e);
/* The same into the core's forms (up to GT_MAXDIMS and GT_PAIR_MAXDIMS
   dimensions). */
int gr_broadcast (const char *op, int na, const size_t *da, int nb,
                  const size_t *db, gt_bcast *bc, gr_error *e);
int gr_broadcast_pair (const char *op, int na, const size_t *da, int nb,
                       const size_t *db, gt_pair_shape *ps, gr_error *e);

/* Octave's name of OP in its messages ("operator +", "product",
   "quotient", "mx_el_lt", "max", ...). */
const char *gr_binop_label (gt_binop op);

/* ------------------------------------------------------------------ */
/* Classes                                                               */

/* What an operation converts its operands to and gives (Octave 7):
   arithmetic: single if either is, complex if either is, logical counts
     as double (true + true is double);
   comparisons: operands as for arithmetic, result logical;
   & and |: operands converted to logical (NaN is an error: "invalid
     conversion from NaN to logical value"), result logical;
   max and min of two arrays: as arithmetic; of two logicals, logical (max
     is |, min is &, which OP then names);
   products (mtimes): as arithmetic;
   concatenation: logical only if both are, else as arithmetic;
   assignment A(...) = B: A keeps its class, complex if B is; a logical A
     stays logical with a logical or double B (each value converted, NaN an
     error; Octave warns "value not equal to 1 or 0 converted to logical
     1"), and becomes double (complex) with a single or complex B.
   A host scalar follows the same rules (Octave has no "weak" scalars for
   these classes).  Whether a real result is complex after all (a negative
   base to a fractional power, sqrt of a negative number) is decided by
   the values, at run time: gr_unary_domain and GT_BIN_POW of real
   operands. */
typedef enum {
  GR_K_ARITH = 0, GR_K_COMPARE, GR_K_LOGICAL, GR_K_MINMAX, GR_K_MTIMES,
  GR_K_CAT, GR_K_ASSIGN
} gr_kind;

typedef struct {
  gt_etype a, b;        /* convert A and B to these for the kernel (for
                           GR_K_ASSIGN: A and V both to RESULT)          */
  gt_etype result;
  gt_binop op;          /* the operator to run (GR_K_MINMAX of two logicals:
                           GT_BIN_OR, GT_BIN_AND); GT_BIN_NOPS for kinds
                           that are not a gt_binop                       */
  int a_logical, b_logical;  /* A, B become logical: refuse NaN          */
} gr_types;

/* The kind of OP (GT_BIN_ADD ... GT_BIN_MIN). */
gr_kind gr_binop_kind (gt_binop op);
void gr_promote (gr_kind kind, gt_etype a, gt_etype b, gr_types *t);
void gr_binary_types (gt_binop op, gt_etype a, gt_etype b, gr_types *t);

/* Elementwise functions: not (!) works on logical (NaN an error) and
   gives logical; the others read a logical argument as double; abs, real
   and imag give the real type, the rest the argument's type. */
void gr_unary_types (gt_unop op, gt_etype x, gt_etype *tx, gt_etype *ty);
/* Whether OP of a real TX can need a complex result (sqrt, log), which
   the kernel reports through its DOMAIN flag. */
int gr_unary_domain (gt_unop op, gt_etype tx);

/* ------------------------------------------------------------------ */
/* Reductions along a dimension                                          */

typedef enum {
  GR_RD_SUM = 0, GR_RD_PROD, GR_RD_MEAN, GR_RD_MAX, GR_RD_MIN, GR_RD_ANY,
  GR_RD_ALL, GR_RD_NKINDS
} gr_rdkind;

/* Classes: sum, prod and mean of logical are double (TX, the type the
   reduction reads, is double); max and min of logical read it as double
   and give logical; any and all give logical (TX is X's type); every
   other class is kept. */
void gr_reduce_types (gr_rdkind k, gt_etype x, gt_etype *tx, gt_etype *ty);

typedef struct {
  int dim;              /* the dimension reduced, 1-based (may be beyond
                           X's dimensions: then LEN is 1)               */
  size_t inner, len, outer;  /* X seen as inner x len x outer around DIM;
                           the result has inner * outer elements         */
  size_t count;         /* size (X, DIM): mean's divisor                 */
  int nd;               /* the result's dimensions (>= 2, no trailing 1) */
  size_t dims[GR_MAXDIMS];
} gr_rshape;

/* The shape of reduction K of an array of dimensions DIMS (ND of them)
   along DIM (1-based; 0: the default), as Octave 7's sum, prod, mean,
   max, min, any and all give it:
   - the default DIM is the first dimension that is not 1 (mean: the
     first that is greater than 1), or 1;
   - sum, prod, mean, any, all: a 2-D 0x0 array counts as 0x1 (sum ([])
     is 0, 1x1; sum ([], 2) is 0x1) and DIM becomes 1 even where it was 0
     (sum (zeros (0, 3)) is 1x3 zeros);
   - max, min: DIM becomes 1 unless it is 0, so empties stay empty
     (max ([]) is 0x0, max (zeros (0, 3)) 0x3); when LEN is 0, INNER and
     OUTER are 0 too (nothing to compute);
   - a DIM beyond the dimensions reduces a singleton: the shape is kept.
   DIM < 0: id "invalidInput" ("invalid dimension DIM = -1"); ND above
   GR_MAXDIMS: "notSupported". */
int gr_reduce_shape (gr_rdkind k, int nd, const size_t *dims, long long dim,
                     gr_rshape *s, gr_error *e);

/* ------------------------------------------------------------------ */
/* Index resolution                                                      */

/* One subscript, as Octave gives it. */
typedef enum {
  GR_SUB_COLON = 0,   /* ':' (a literal colon; 1:end is a RANGE)         */
  GR_SUB_RANGE,       /* an Octave range: START + STEP * j, j < N        */
  GR_SUB_LIST,        /* N doubles (1-based) in LIST, of dimensions DIMS;
                         integer subscripts are passed as doubles        */
  GR_SUB_MASK,        /* a logical mask: N bytes (nonzero: true) in MASK,
                         of dimensions DIMS                              */
  GR_SUB_FOUND,       /* a logical mask of dimensions DIMS already turned
                         into positions (gt_dev_find): N ascending 0-based
                         positions in FOUND (a device pointer, passed on
                         in gt_index; read only when FOUND_HOST), the
                         last one + 1 in FOUND_EXT                       */
  GR_SUB_POSITIONS    /* numeric subscripts of dimensions DIMS that the
                         caller checked (integers from 1, below 2^63) and
                         turned into N 0-based positions in FOUND (as
                         FOUND's), the largest + 1 in FOUND_EXT: for
                         GR_READ only (an assignment must see repeated
                         positions, a deletion read them)                */
} gr_sub_kind;

typedef struct {
  gr_sub_kind kind;
  size_t n;                   /* RANGE, LIST, MASK: elements; FOUND:
                                 positions (the mask's trues)            */
  double start, step;         /* RANGE                                   */
  const double *list;         /* LIST                                    */
  const unsigned char *mask;  /* MASK                                    */
  const long long *found;     /* FOUND                                   */
  size_t found_ext;           /* FOUND                                   */
  int found_host;             /* FOUND may be read here (deletion needs it) */
  int nd;                     /* LIST, MASK, FOUND: the subscript's own
                                 dimensions (0: a row of N)              */
  size_t dims[GR_MAXDIMS];
} gr_sub;

typedef enum { GR_READ = 0, GR_ASSIGN, GR_DELETE } gr_mode;

/* A resolved subscript set.  INDEX selects, as gt_dev_gather and
   gt_dev_scatter take it:
   GR_READ:   the elements of A (A's data) that A(...) gives, in order;
   GR_ASSIGN: the elements of the result (after growth) that V goes to;
   GR_DELETE: the elements of A that are kept.
   Where HLIST[d] is set, INDEX.list[d] is NULL and the caller uploads
   HLIST[d] (INDEX.count[d] 0-based positions) and points INDEX.list[d] at
   the copy; a GR_SUB_FOUND subscript's device positions are passed on in
   INDEX.list directly.  Everything allocated here is freed by
   gr_resolved_free. */
typedef struct {
  gt_index index;
  long long *hlist[GT_MAXDIMS];
  int nd;                     /* READ: A(...)'s dimensions; ASSIGN: the
                                 result's (A's after growth); DELETE: the
                                 result's                                */
  size_t dims[GT_MAXDIMS];
  size_t count;               /* READ: elements of A(...); ASSIGN: elements
                                 assigned (0: nothing to scatter); DELETE:
                                 elements kept                           */
  int unchanged;              /* ASSIGN, DELETE: A stays as it is (an
                                 empty V into an empty selection, an empty
                                 deletion); DIMS are A's, and for DELETE
                                 INDEX selects all of A                  */
  /* GR_ASSIGN */
  int rhs_scalar;             /* V has one element: written everywhere   */
  int grow;                   /* the result is larger than A: it starts as
                                 zeros (false) and A's elements, in their
                                 order, go where PLACE says (A's block at
                                 the origin; PLACE.ndims 0 when A is empty)
                                 */
  gt_index place;
  int v_gather;               /* a position is named twice: Octave assigns
                                 in order, so the last value wins; INDEX
                                 names each position once and V must be
                                 gathered through VINDEX (VHLIST as HLIST)
                                 first, into INDEX's element order       */
  gt_index vindex;
  long long *vhlist[GT_MAXDIMS];
  int noninteger_range;       /* a range of non-integers was rounded, as
                                 Octave does with a warning
                                 ("Octave:noninteger-range-as-index",
                                 "non-integer range used as index")      */
} gr_resolved;

/* A(S_1, ..., S_NSUBS) for A of dimensions DIMS (ND of them, at most
   GT_MAXDIMS); NSUBS is 1 to GT_MAXDIMS.  Fewer subscripts than
   dimensions fold the trailing dimensions into the last subscript's; more
   add dimensions of 1.  Shapes follow Octave's Array<T>::index: A(:) is a
   column; A(I) takes I's shape, except that a vector indexed by a vector
   keeps its orientation (A(mask) of a vector too); with several
   subscripts each gives its count; trailing 1s are dropped.  Subscripts
   are checked in order (badIndex: "index (_,0): subscripts must be either
   integers 1 to (2^63)-1 or logicals"; in a deletion Octave writes
   "index 0: ..." with no position), then the extents (indexOutOfBounds:
   "index (3,_): out of bound 2 (dimensions are 2x2)").  These are
   Octave's messages where no variable is named; a caller that knows the
   name (Octave writes "A(3,_): ...") can raise Octave's own exception
   from E's detail instead.  R is always reset; on failure nothing stays
   allocated.  MODE GR_DELETE takes no V (gr_resolve_assign's VND 0). */
int gr_resolve (gr_mode mode, int nd, const size_t *dims, int nsubs,
                const gr_sub *subs, gr_resolved *r, gr_error *e);

/* A(...) = V (MODE GR_ASSIGN, V of dimensions VDIMS, VND of them) and
   A(...) = [] (GR_DELETE), as Octave's Array<T>::assign and
   delete_elements:
   - V has one element, or as many as are selected (one subscript), or
     the selection's shape up to singleton dimensions (several), else
     nonconformant: "=: nonconformant arguments (op1 is 2x1, op2 is 1x3)";
     an empty V with an empty selection changes nothing;
   - positions beyond A grow it (zeros): with one subscript only a 0x0,
     row, column or 0xN array (a row, or a column for a column); with
     several, only where no dimension is folded.  Anything else is
     Octave's "Invalid resizing operation or ambiguous assignment to an
     out-of-bounds array element" (id indexOutOfBounds);
   - A all of whose dimensions are 0 takes its shape from V where colons
     allow (A = []; A(:, 1) = [1; 2; 3] is 3x1);
   - deletion: A(:) = [] gives 0x0; A(I) = [] keeps a column a column and
     gives a row otherwise, or a column where Octave's index path does;
     with several subscripts, exactly one that is not a literal colon
     names what goes along that (unfolded) dimension; two or more are an
     error ("a null assignment can only have one non-colon index") unless
     one of them selects nothing; out of range: "A(I) = []: index out of
     bounds: value 5 out of bound 4" (indexOutOfBounds). */
int gr_resolve_assign (gr_mode mode, int nd, const size_t *dims, int nsubs,
                       const gr_sub *subs, int vnd, const size_t *vdims,
                       gr_resolved *r, gr_error *e);

/* Free what a gr_resolve or gr_resolve_assign left in R (safe twice, and
   on an R they failed on). */
void gr_resolved_free (gr_resolved *r);

#ifdef __cplusplus
}
#endif

#endif /* OCTAVE_RULES_H */
