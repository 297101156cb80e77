// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The gputiled developers.
//
// ga_save.cc - save refuses to write a gpuArray to a MAT-file, clearly.
//
// Octave's text and binary formats keep a gpuArray (its save_ascii and
// save_binary); MAT-files (-v7, -v6, -mat, -v4) have no place for a type
// Octave does not know, and Octave would only warn and write a broken
// variable.  This function shadows save (autoloaded from PKG_ADD): when the
// format is a MAT-file and a variable being saved is a gpuArray, it raises
// gputiled:notSupported naming it; every other call goes straight to
// Octave's own save.

#include <string>

#include <octave/oct.h>
#include <octave/builtin-defun-decls.h>
#include <octave/interpreter.h>

#include "ga.h"

namespace
{
  // 1: a MAT-file format, 0: another format, -1: not a format option.
  int mat_format (const std::string& opt)
  {
    static const char *const mat[] = {
      "-mat", "-m", "-mat-binary", "-6", "-v6", "-V6", "-7", "-v7", "-V7",
      "-mat7-binary", "-4", "-v4", "-V4", "-mat4-binary"
    };
    static const char *const other[] = {
      "-text", "-t", "-binary", "-b", "-float-binary", "-f", "-ascii",
      "-hdf5", "-h", "-float-hdf5", "-z", "-zip"
    };
    for (const char *m : mat)
      if (opt == m)
        return 1;
    for (const char *o : other)
      if (opt == o)
        return 0;
    return -1;
  }
}

DEFMETHOD_DLD (save, interp, args, nargout, "external-doc:save")
{
  int mat = -1;
  bool have_file = false, zero_is_struct = false;
  octave_value_list patterns;
  for (int i = 0; i < args.length (); i++)
    {
      if (! args(i).is_string ())
        break;   // Octave's save reports it
      const std::string a = args(i).string_value ();
      if (! a.empty () && a[0] == '-')
        {
          const int f = mat_format (a);
          if (f >= 0)
            mat = f;
          if (a == "-struct")
            zero_is_struct = true;
          continue;
        }
      if (! have_file)
        have_file = true;
      else
        patterns.append (octave_value (a));
    }
  if (mat < 0)
    {
      // the default format (save_default_options)
      octave_value_list d = interp.feval ("save_default_options", ovl (), 1);
      if (d.length () && d(0).is_string ())
        {
          const std::string opts = d(0).string_value ();
          std::size_t p = 0;
          while (p < opts.size ())
            {
              std::size_t q = opts.find (' ', p);
              if (q == std::string::npos)
                q = opts.size ();
              const int f = mat_format (opts.substr (p, q - p));
              if (f >= 0)
                mat = f;
              p = q + 1;
            }
        }
    }
  if (mat == 1 && have_file && ! zero_is_struct)
    {
      const octave_value_list names = interp.feval ("who", patterns, 1);
      const Cell c = names.length () ? names(0).cell_value () : Cell ();
      for (octave_idx_type k = 0; k < c.numel (); k++)
        {
          const std::string n = c(k).string_value ();
          if (ga::as_ga (interp.varval (n)))
            ga::fail ("save", "notSupported", "'%s' is a gpuArray, which a "
                      "MAT-file cannot hold: save gather (%s) instead, or "
                      "use the -text or -binary format, which keep "
                      "gpuArrays", n.c_str (), n.c_str ());
        }
    }
  return octave::Fsave (interp, args, nargout);
}
