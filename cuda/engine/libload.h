/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * libload.h - opening a CUDA library at run time (libload.c), for the
 * parts of the engine that use one (fft.cu: cuFFT; cusolver.cu:
 * cuSOLVER).  Internal to the engine.
 */
#ifndef GT_LIBLOAD_H
#define GT_LIBLOAD_H

#include <stddef.h>

#include "gt_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* *H = dlopen of the library (RTLD_NOW | RTLD_LOCAL: its symbols stay
   out of Octave's namespace), *WHICH the file opened.  ENV (the value of
   the variable VAR, may be NULL or empty) is the only file tried when
   set, so that a test can make the library missing; otherwise the COUNT
   NAMES in order.  Not found: GT_ERR_MISSING_LIBRARY, with MISSING as
   the message (or, for ENV, one naming DESC, VAR and dlerror's reason). */
gt_status gt_lib_open (const char *env, const char *var, const char *desc,
                       const char *const *names, size_t count,
                       const char *missing, void **h, const char **which);

#ifdef __cplusplus
}
#endif

#endif /* GT_LIBLOAD_H */
