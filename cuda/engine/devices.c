/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * devices.c - which devices a call runs on: the package-wide default
 * list (gt_set_default_devices, or GPUTILED_DEVICES), a call's own
 * DEVICE and DEVICES options, and their checks.  Plain C: the no-CUDA
 * build has it too (it finds no device).
 *
 * A call names its devices with DEVICES (a list, or all of them); without
 * one, a DEVICE >= 0 is that device alone; without either, the default
 * list applies, which is one device, the current one, unless it was set.
 */
#include <string.h>

#include "gt_internal.h"

/* Set by gt_set_default_devices (SET: 1), else GPUTILED_DEVICES. */
static struct
{
  int set;
  gt_device_list list;
} def;

/* LIST's own checks: a count in range, indices >= 0, none twice. */
static gt_status check_list (const gt_device_list *list)
{
  if (!list || list->count == GT_DEVICES_ALL || list->count == 0)
    return GT_OK;
  if (list->count < 0 || list->count > GT_MAX_DEVICES)
    return gt_fail (GT_ERR_INVALID_ARG, "a list of 1 to %d devices is "
                    "needed, not %d", GT_MAX_DEVICES, list->count);
  for (int i = 0; i < list->count; i++)
    {
      if (list->index[i] < 0)
        return gt_fail (GT_ERR_INVALID_ARG, "invalid device index %d",
                        list->index[i]);
      for (int j = 0; j < i; j++)
        if (list->index[j] == list->index[i])
          return gt_fail (GT_ERR_INVALID_ARG, "device %d is listed twice",
                          list->index[i]);
    }
  return GT_OK;
}

gt_status gt_check_devices (int device, const gt_device_list *list)
{
  if (device < -1)
    return gt_fail (GT_ERR_INVALID_ARG, "invalid device index %d", device);
  return check_list (list);
}

gt_status gt_set_default_devices (const gt_device_list *list)
{
  int count = 0, index[GT_MAX_DEVICES];
  gt_status st;

  gt_clear_error ();
  if (!list)
    return gt_fail (GT_ERR_INVALID_ARG, "null device list");
  if ((st = check_list (list)) != GT_OK)
    return st;
  if (list->count > 0
      && (st = gt_resolve_devices (-1, list, &count, index)) != GT_OK)
    return st;
  def.list = *list;
  def.set = list->count != 0;
  return GT_OK;
}

void gt_get_default_devices (gt_device_list *list)
{
  *list = def.set ? def.list : gt_cfg ()->devices;
}

gt_status gt_resolve_devices (int device, const gt_device_list *devices,
                              int *count, int index[GT_MAX_DEVICES])
{
  gt_device_list l;
  int have = 0;
  gt_status st;

  *count = 1;
  index[0] = device;
  if (devices && devices->count != 0)
    l = *devices;
  else if (device >= 0)
    return GT_OK;
  else
    gt_get_default_devices (&l);
  if (l.count == 0)
    return GT_OK; /* one device: the current one */
  if ((st = check_list (&l)) != GT_OK)
    return st;
  gt_device_count (&have, NULL);
  gt_clear_error ();
  if (have == 0)
    return gt_fail (GT_ERR_NO_DEVICE, "no usable CUDA device");
  if (l.count == GT_DEVICES_ALL)
    {
      *count = have < GT_MAX_DEVICES ? have : GT_MAX_DEVICES;
      for (int i = 0; i < *count; i++)
        index[i] = i;
      return GT_OK;
    }
  for (int i = 0; i < l.count; i++)
    if (l.index[i] >= have || l.index[i] >= GT_DEVICE_SLOTS)
      return gt_fail (GT_ERR_BAD_DEVICE,
                      "device index %d is out of range: %d device%s found "
                      "(indices 0 to %d)", l.index[i], have,
                      have == 1 ? "" : "s", have - 1);
  *count = l.count;
  memcpy (index, l.index, (size_t) l.count * sizeof index[0]);
  return GT_OK;
}
