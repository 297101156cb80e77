/*
 * rules_internal.h - what the files of the rules module share: filling a
 * gr_error, and dimensions written as Octave writes them ("2x3x4").
 *
 * Copyright (C) 2026 The gputiled developers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef RULES_INTERNAL_H
#define RULES_INTERNAL_H

#include "octave_rules.h"

/* Not exported from the shared core that links the module. */
#if defined(__GNUC__)
#define GR_INTERNAL __attribute__ ((visibility ("hidden")))
#else
#define GR_INTERNAL
#endif

/* Fill E (id ID, message from FMT) and return 1.  E may be NULL. */
GR_INTERNAL int gr_fail (gr_error *e, const char *id, const char *fmt, ...)
#if defined(__GNUC__)
  __attribute__ ((format (printf, 3, 4)))
#endif
  ;

/* "2x3x4": ND dimensions (at least 2 are written, missing ones as 1). */
GR_INTERNAL void gr_dims_str (char *buf, size_t len, int nd, const size_t *d);

#endif /* RULES_INTERNAL_H */
