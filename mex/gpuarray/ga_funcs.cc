// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_funcs.cc - the functions of gpuArray that the type's virtuals do not
// answer: the operations of the internal entry __gputiled_ga__ (OP, ...),
// called by the compiled @gpuArray/NAME.oct methods and by the package's
// m-files (gpu_sum, gpu_max, gpu_min, gpu_tiled_mm, gputimeit, gpu_rng).
// Every operation is declared once, in mex/gpuarray/methods.txt;
// tools/gen_gpuarray_methods.m writes from it the methods, the documented
// list and ga_entries.h, the dispatch table below (an operation OP of
// the table is the function op_OP, declared in ga_funcs.h).
//
// This file holds the dispatch, the reading of arguments that every
// operation shares, the host fallback, the class queries and the
// device's queue and generator (sync, rng).  The operations on the data
// are in three files of their own:
//   ga_reduce.cc    sum, prod, mean, max, min, any, all, nnz, and reduce
//                   (gpu_sum, gpu_max and gpu_min of a gpuArray)
//   ga_linalg.cc    norm, dot, and mtimes (gpu_tiled_mm of a gpuArray)
//   ga_elements.cc  isnan, isinf, isfinite, logical, full, find, repmat
//
// "fallback" answers a function that has no GPU implementation: the
// gpuArray arguments are gathered (warning gputiled:hostFallback once per
// function and session), Octave's own function runs on the host values,
// and its numeric and logical results go back to the device, since
// MATLAB's functions of gpuArrays return gpuArrays; "gathered" leaves them
// on the host (isequal, sprintf: MATLAB's answers are host values).
//
// Shapes and classes are Octave's (7.3): reduction shapes from the rules
// module (gr_reduce_shape), the other rules written next to the operation
// that needs them, with the cases they were checked on.

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>
#include <unordered_map>

#include <octave/oct.h>
#include <octave/parse.h>

#include "ga_funcs.h"

namespace ga
{
  // ------------------------------------------------------------ arguments

  // V's host value: gathered quietly when it is a gpuArray (sizes,
  // dimensions and options are read on the host, as MATLAB does).
  octave_value host_value (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    return g ? g->gather (fn) : v;
  }

  static octave_value_list host_values (const char *fn,
                                        const octave_value_list& a)
  {
    octave_value_list r = a;
    for (int k = 0; k < r.length (); k++)
      r(k) = host_value (fn, r(k));
    return r;
  }

  // Octave's own NAME on the host values of ARGS.  For a call whose data
  // are host arrays (a gpuArray came only as an option, sum (A, G)): its
  // result stays on the host, as the data were.
  octave_value_list host_call (const char *name, const octave_value_list& args,
                               int nargout)
  {
    return octave::feval (name, host_values (name, args), nargout);
  }

  // A host numeric or logical value (not sparse or a gpuArray) on the
  // device; anything else as it is.
  static octave_value to_device (const char *fn, const octave_value& v)
  {
    if (v.is_defined () && ! as_ga (v) && (v.isnumeric () || v.islogical ())
        && ! v.issparse ())
      return upload (fn, v);
    return v;
  }

  // Octave's NAME on ARGS with every gpuArray gathered.  With UP (a
  // fallback: a function with no GPU version), its numeric and logical
  // results go back to the device and the warning gputiled:hostFallback
  // names NAME; without (the functions that print or compare, whose
  // answers are host values in MATLAB too), quietly.
  octave_value_list on_host (const std::string& name,
                             const octave_value_list& args, int nargout,
                             bool up)
  {
    const char *fn = name.c_str ();
    octave_value_list a = args;
    bool any = false;
    for (int k = 0; k < a.length (); k++)
      if (as_ga (a(k)))
        {
          a(k) = as_ga (a(k))->gather (fn);
          any = true;
        }
    if (any && up)
      host_fallback (name);
    octave_value_list r = octave::feval (name, a, nargout);
    if (any && up)
      for (int k = 0; k < r.length (); k++)
        r(k) = to_device (fn, r(k));
    return r;
  }

  bool is_str (const octave_value& v, const char *s)
  {
    if (! v.is_string ())
      return false;
    std::string a = v.string_value ();
    std::transform (a.begin (), a.end (), a.begin (),
                    [] (unsigned char c) { return std::tolower (c); });
    return a == s;
  }

  std::string string_arg (const char *fn, const octave_value& v,
                          const char *what)
  {
    if (! v.is_string () || v.rows () > 1)
      fail (fn, "invalidInput", "%s must be a string", what);
    return v.string_value ();
  }

  // sum's and prod's DIM: the first element, truncated as Octave's
  // int_value does; a huge DIM (Inf) is beyond every dimension.
  int dim_sum (const char *fn, const octave_value& v0)
  {
    const octave_value v = host_value (fn, v0);
    if (! (v.isnumeric () || v.islogical ()) || v.isempty ())
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    const double d = std::trunc (v.array_value (true)(0));
    if (std::isnan (d))
      fail (fn, "invalidInput", "DIM must be a valid dimension");
    if (d < 1)
      fail (fn, "invalidInput", "invalid dimension DIM = %g", d);
    return d > (1 << 30) ? (1 << 30) : (int) d;
  }

  // ----------------------------------------------------- class queries

  static const octave_gpuarray * the_ga (const char *fn, const octave_value& v)
  {
    const octave_gpuarray *g = as_ga (v);
    if (! g)
      fail (fn, "invalidInput", "X must be a gpuArray, not a %s",
            v.class_name ().c_str ());
    return g;
  }

  octave_value_list op_underlyingType (const octave_value_list& args, int)
  {
    if (args.length () != 1)
      fail ("underlyingType", "invalidInput", "expected underlyingType (X)");
    return ovl (std::string (class_of (the_ga ("underlyingType",
                                                args(0))->etype ())));
  }

  octave_value_list op_classUnderlying (const octave_value_list& args, int)
  {
    if (args.length () != 1)
      fail ("classUnderlying", "invalidInput",
            "expected classUnderlying (X)");
    return ovl (std::string (class_of (the_ga ("classUnderlying",
                                                args(0))->etype ())));
  }

  // isUnderlyingType (G, CLS): CLS a class name, or "numeric" or "float".
  octave_value_list op_isUnderlyingType (const octave_value_list& args, int)
  {
    const char *fn = "isUnderlyingType";
    if (args.length () != 2)
      fail (fn, "invalidInput", "expected isUnderlyingType (X, CLASSNAME)");
    const gt_etype t = the_ga (fn, args(0))->etype ();
    const std::string c = string_arg (fn, args(1), "CLASSNAME");
    // MATLAB's categories: numeric (not logical), float, integer
    const bool num = t != GT_E_BOOL;
    const bool integer = is_int (t);
    return ovl (c == class_of (t) || (c == "numeric" && num)
                || (c == "float" && num && ! integer)
                || (c == "integer" && integer));
  }

  // existsOnGPU (G): false once gpu_reset (or a change of device) has
  // released G's memory.
  octave_value_list op_existsOnGPU (const octave_value_list& args, int)
  {
    const char *fn = "existsOnGPU";
    if (args.length () != 1)
      fail (fn, "invalidInput", "expected existsOnGPU (X)");
    const octave_gpuarray *g = the_ga (fn, args(0));
    return ovl (! (g->buf () && g->buf ()->stale ()));
  }

  // ---------------------------------------------------- host fallback

  // fallback (NAME, ARGS...): Octave's NAME on the gathered arguments,
  // the numeric and logical results uploaded (MATLAB's functions of
  // gpuArrays return gpuArrays).
  octave_value_list op_fallback (const octave_value_list& args, int nargout)
  {
    if (args.length () < 1 || ! args(0).is_string ())
      fail ("__gputiled_ga__", "invalidInput", "fallback: a function name "
            "first");
    return on_host (args(0).string_value (),
                    args.slice (1, args.length () - 1), nargout, true);
  }

  // gathered (NAME, ARGS...): the same, the results left on the host
  // (isequal, text: MATLAB's answers are host values).
  octave_value_list op_gathered (const octave_value_list& args, int nargout)
  {
    if (args.length () < 1 || ! args(0).is_string ())
      fail ("__gputiled_ga__", "invalidInput", "gathered: a function name "
            "first");
    return on_host (args(0).string_value (),
                    args.slice (1, args.length () - 1), nargout, false);
  }

  // --------------------------------------------- the package's m-files

  // sync: wait for the device's queue (gputimeit).
  octave_value_list op_sync (const octave_value_list&, int)
  {
    open_device ("gputimeit");
    check ("gputimeit", gt_dev_sync ());
    return ovl ();
  }

  // rng () -> [SEED OFFSET]; rng (SEED, OFFSET) sets them first (gpu_rng).
  octave_value_list op_rng (const octave_value_list& args, int)
  {
    const char *fn = "gpu_rng";
    unsigned long long s = 0, o = 0;
    if (args.length () == 2)
      {
        s = (unsigned long long) host_value (fn, args(0)).double_value ();
        o = (unsigned long long) host_value (fn, args(1)).double_value ();
        gt_dev_rng (1, &s, &o);
      }
    else if (args.length () != 0)
      fail ("__gputiled_ga__", "invalidInput", "rng: none or two "
            "arguments");
    gt_dev_rng (0, &s, &o);
    RowVector r (2);
    r(0) = (double) s, r(1) = (double) o;
    return ovl (r);
  }

  entry_fcn find_entry (const std::string& op)
  {
    // the operations of mex/gpuarray/methods.txt (ga_entries.h)
    static const std::unordered_map<std::string, entry_fcn> table = {
#define GA_ENTRY(name) { #name, op_ ## name },
#include "ga_entries.h"
#undef GA_ENTRY
    };
    const auto it = table.find (op);
    return it == table.end () ? nullptr : it->second;
  }
}
