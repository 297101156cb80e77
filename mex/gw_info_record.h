/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gw_info_record.h - the info of one call as the gateway hands it to
 * __gputiled_info__ (internal): the core's gt_info as it is, the operation
 * count, and which fields the struct gets.  C and C++ both include it; the
 * gateway and the oct-file are built from one tree, so the layout matches,
 * and the oct-file checks the size and the tag before reading a record.
 */
#ifndef GW_INFO_RECORD_H
#define GW_INFO_RECORD_H

#include "gputiled.h"

#define GW_INFO_TAG "gtinfo1"   /* 7 characters and the NUL */

typedef struct
{
  char tag[8];        /* GW_INFO_TAG */
  double flops;       /* operations, for "gflops" (from kernel_ms) */
  int gbps;           /* 1: add "gbps", info.bytes over the kernel time */
  gt_info info;
} gw_info_record;

#endif
