/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gt_config.c - the one configuration: every GPUTILED_* environment
 * variable the core obeys, read once (on first use) into one struct that
 * every layer reads.  doc/configuration.md lists them;
 * GT_TEST_RELOAD_CONFIG reads them again (the tests change them between
 * calls).
 *
 * Calls into the core come from one Octave thread at a time; the copy
 * threads read nothing here (their count is taken when they start, on the
 * calling thread).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gt_base.h"

static gt_config cfg;
static int loaded;

static double num (const char *name, double unset)
{
  const char *v = getenv (name);
  return v && *v ? strtod (v, NULL) : unset;
}

static int flag (const char *name)
{
  const char *v = getenv (name);
  return !(v && strcmp (v, "0") == 0);
}

/* GPUTILED_DEVICE_MB as a comma-separated list (one bound per device
   index), and GPUTILED_DEVICES ("all" or indices "0,1"; anything else is
   ignored: one device). */
static void device_list (void)
{
  const char *v = getenv ("GPUTILED_DEVICE_MB");
  char *end;
  int i = 0;

  if (v && strchr (v, ','))
    while (*v && i < GT_DEVICE_SLOTS)
      {
        const double x = strtod (v, &end);
        if (end == v)
          break;
        cfg.device_mb_of[i++] = x > 0 ? x : 0;
        v = *end == ',' ? end + 1 : end;
      }
  else
    for (i = 0; i < GT_DEVICE_SLOTS; i++)
      cfg.device_mb_of[i] = cfg.device_mb;

  v = getenv ("GPUTILED_DEVICES");
  cfg.devices.count = 0;
  if (v && strcmp (v, "all") == 0)
    cfg.devices.count = GT_DEVICES_ALL;
  else if (v && *v)
    {
      int n = 0;
      while (*v && n < GT_MAX_DEVICES)
        {
          const long x = strtol (v, &end, 10);
          if (end == v || x < 0 || x >= GT_DEVICE_SLOTS)
            {
              n = 0; /* not a list: the default */
              break;
            }
          cfg.devices.index[n++] = (int) x;
          v = *end == ',' ? end + 1 : end;
        }
      cfg.devices.count = n;
    }
}

double gt_cfg_device_mb (int device)
{
  const gt_config *c = gt_cfg ();
  return device >= 0 && device < GT_DEVICE_SLOTS ? c->device_mb_of[device]
                                                 : c->device_mb;
}

void gt_config_reload (void)
{
  const char *v = getenv ("GPUTILED_CUBLAS");
  double x;

  memset (&cfg, 0, sizeof cfg);
  snprintf (cfg.cublas, sizeof cfg.cublas, "%s", v ? v : "");
  v = getenv ("GPUTILED_CUFFT");
  snprintf (cfg.cufft, sizeof cfg.cufft, "%s", v ? v : "");
  v = getenv ("GPUTILED_CUSOLVER");
  snprintf (cfg.cusolver, sizeof cfg.cusolver, "%s", v ? v : "");
  v = getenv ("GPUTILED_FFT_LAYOUT");
  cfg.fft_layout = !v ? 0 : !strcmp (v, "loop") ? 1
                   : !strcmp (v, "permute") ? 2 : 0;
  v = getenv ("GPUTILED_FFT_REAL");
  cfg.fft_real = !v ? 0 : !strcmp (v, "r2c") ? 1 : !strcmp (v, "c2c") ? 2 : 0;
  x = num ("GPUTILED_COPY_THREADS", 0);
  cfg.copy_threads = x >= 1 && x <= 1024 ? (int) x : 0;
  x = num ("GPUTILED_CACHE_MB", -1);
  cfg.cache_mb = x >= 0 ? x : -1;
  x = num ("GPUTILED_STAGE_MB", 0);
  cfg.stage_mb = x >= 1 && x <= 1024 ? (size_t) x : 8;
  x = num ("GPUTILED_DEVICE_MB", 0);
  cfg.device_mb = x > 0 ? x : 0;
  device_list ();
  x = num ("GPUTILED_BLOCK_COLS", 0);
  cfg.block_cols = x >= 1 ? (size_t) x : 0;
  cfg.taper = flag ("GPUTILED_TAPER");
  cfg.zero_copy = flag ("GPUTILED_ZERO_COPY");
  cfg.blas_quiet = flag ("GPUTILED_BLAS_QUIET");
  cfg.peer = flag ("GPUTILED_PEER");
  cfg.copy_nt = flag ("GPUTILED_COPY_NT");
  v = getenv ("GPUTILED_TOUCH");
  cfg.touch = !v ? -1 : !strcmp (v, "none") ? 0 : !strcmp (v, "whole") ? 1
              : !strcmp (v, "blocks") ? 2 : -1;
  loaded = 1;
}

const gt_config *gt_cfg (void)
{
  if (!loaded)
    gt_config_reload ();
  return &cfg;
}
