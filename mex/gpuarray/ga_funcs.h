// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_funcs.h - what the files of __gputiled_ga__'s operations share
// (internal to ga_funcs.cc, ga_reduce.cc, ga_linalg.cc, ga_elements.cc,
// ga_fft.cc): the operations, for the dispatch in ga_funcs.cc; the reading
// of arguments, from ga_funcs.cc; and the reductions that norm, dot and
// nnz build on, from ga_reduce.cc.
#ifndef GPUTILED_GA_FUNCS_H
#define GPUTILED_GA_FUNCS_H

#include <cstddef>
#include <string>

#include "ga.h"

extern "C" {
#include "octave_rules.h"
}

namespace ga
{
  // ------------------------------------------------------------ operations
  // op_NAME (ARGS, NARGOUT) for each NAME of ga_entries.h (the operations
  // of mex/gpuarray/methods.txt that the entry runs).
#define GA_ENTRY(name)                                                  \
  octave_value_list op_ ## name (const octave_value_list& args, int nargout);
#include "ga_entries.h"
#undef GA_ENTRY

  // -------------------------------------------- arguments (ga_funcs.cc)
  octave_value_list host_call (const char *name, const octave_value_list& args,
                               int nargout);
  octave_value_list on_host (const std::string& name,
                             const octave_value_list& args, int nargout,
                             bool up);
  // V is the string S, ignoring case (S in lower case).
  bool is_str (const octave_value& v, const char *s);
  // V as a one-row string, else FN's error naming it WHAT.
  std::string string_arg (const char *fn, const octave_value& v,
                          const char *what);
  int dim_sum (const char *fn, const octave_value& v0);

  // ------------------------------------------ reductions (ga_reduce.cc)

  // A reduction of an array along DIM (1-based): the array seen as
  // inner x len x outer, the result's dimensions, and size (X, DIM).
  struct rshape
  {
    int dim = 1;
    std::size_t inner = 1, len = 1, outer = 1, count = 1;
    dim_vector out;
  };

  rshape reduce_shape (const char *fn, gr_rdkind k, const dim_vector& dv,
                       int dim);
  octave_value sum_of (const char *fn, const octave_value& x, int dim,
                       gt_etype t,
                       gt_reduce_kernel kernel = GT_REDUCE_FAST);
  octave_value rd_of (const char *fn, gt_rdop op, const octave_value& x,
                      int dim, octave_value *I);
  octave_value nonzero (const char *fn, const octave_value& x);

  // ------------------------------------------ spectral (ga_spectral.cc)
  // The matrix 2-norm of the gpuArray A (its largest singular value, on
  // the device); undefined where Octave on the host must answer.
  octave_value matrix_norm2 (const char *fn, const octave_value& a);

  // X (a gpuArray) as a column: the "all" of MATLAB's sum (X, "all").
  inline octave_value as_column (const octave_value& x)
  {
    const octave_gpuarray *g = as_ga (x);
    return g->reshape (dim_vector ((octave_idx_type) g->count (), 1));
  }

  inline gt_etype float_of (gt_etype t) { return t == GT_E_BOOL ? GT_E_F64
                                                                : t; }

  inline void * data_of (const char *fn, const octave_value& v)
  {
    return as_ga (v)->data (fn);
  }

  // One number of a device scalar gpuArray, read on the host (waits).
  inline double scalar_of (const char *fn, const octave_value& v)
  {
    return as_ga (v)->gather (fn).double_value ();
  }
}

#endif
