/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * reduce_cpu_types.h - reduce_cpu.c's loops for each element type of X:
 * the sums (reduce_cpu_sum.h, with TO, VW and DD as defined there) and
 * max and min (reduce_cpu_minmax.h).  Included once.
 */
#ifndef REDUCE_CPU_EACH_TYPE
#  error "reduce_cpu_types.h is part of reduce_cpu.c"
#endif

#define T double
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T float
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T int8_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T uint8_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T int16_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T uint16_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T int32_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T uint32_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T int64_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
#define T uint64_t
#include "reduce_cpu_sum.h"
#include "reduce_cpu_minmax.h"
#undef T
