/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The gputiled developers.

   ga_method.h - what each compiled method of gpuArray (@gpuArray/NAME.oct)
   needs from ga_method.cc.  Declarations only, without Octave's headers:
   each method's file is compiled on its own (about 0.1 s, against 3-7 s
   for a file that includes oct.h). */
#ifndef GA_METHOD_H
#define GA_METHOD_H

namespace octave { class dynamic_library; }
class octave_function;

/* How a method answers (the column "how" of mex/gpuarray/methods.txt). */
enum ga_method_how
{
  GA_HOW_DEVICE = 0,    /* __gputiled_ga__ (NAME, ...)               */
  GA_HOW_FALLBACK = 1,  /* __gputiled_ga__ ("fallback", NAME, ...)   */
  GA_HOW_HOST = 2       /* __gputiled_ga__ ("gathered", NAME, ...)   */
};

/* The function object Octave installs for the method NAME of the
   oct-file SHL (what DEFUN_DLD's installer returns). */
octave_function *ga_method_install (const octave::dynamic_library& shl,
                                    bool relative, const char *name,
                                    int how, const char *help);

#endif
