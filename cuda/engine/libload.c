/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Copyright (C) 2026 The gputiled developers.
 *
 * libload.c - the search for a CUDA library opened at run time
 * (libload.h), shared by the engine's loaders of cuFFT and cuSOLVER.
 */
#include <dlfcn.h>

#include "libload.h"

gt_status gt_lib_open (const char *env, const char *var, const char *desc,
                       const char *const *names, size_t count,
                       const char *missing, void **h, const char **which)
{
  *h = NULL;
  *which = NULL;
  if (env && *env)
    {
      *h = dlopen (env, RTLD_NOW | RTLD_LOCAL);
      if (!*h)
        {
          const char *why = dlerror ();
          return gt_fail (GT_ERR_MISSING_LIBRARY, "%s could not be loaded "
                          "from %s=%s: %s", desc, var, env,
                          why ? why : "not found");
        }
      *which = env;
      return GT_OK;
    }
  for (size_t i = 0; !*h && i < count; i++)
    if ((*h = dlopen (names[i], RTLD_NOW | RTLD_LOCAL)))
      *which = names[i];
  return *h ? GT_OK : gt_fail (GT_ERR_MISSING_LIBRARY, "%s", missing);
}
