/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * register_bench.cu - can pinning Octave's arrays in place beat the staging
 * slots on a host whose memory is the limit?  A staged byte crosses host
 * memory three times (read from the array, written into a pinned slot, read
 * by the DMA engine); a byte of a registered array once.  Measures, for a
 * touched pageable buffer of MIB (default 1024):
 *   - cudaHostRegister / cudaHostUnregister of CHUNK-sized pieces on
 *     1..16 threads (GB/s of array pinned);
 *   - an upload of the whole buffer spread over NDEV devices (1 and every
 *     device): from pinned memory (the links' bound), through 8 MB staging
 *     slots on copy threads (the engine's way), and registering chunks in
 *     place on the same threads, each chunk unpinned once its copy is done;
 *   - a download of half the buffer into an array whose pages are present
 *     (staged), and into a fresh one (staged, and registered in place);
 *   - both at once, staged: the whole buffer up and half of it down, an
 *     n = 8192 double product's host traffic (MIB 1024) with no kernel.
 *
 *   register_bench [MIB [REPS]]
 * One line per figure, the best of REPS (default 3).  bench/journal/multi-gpu.md
 * (twelfth round) has the figures of the two-GPU host.
 */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include <cuda_runtime.h>
#include <unistd.h>

#include "bench_check.h"

static double now_ms ()
{
  using namespace std::chrono;
  return duration<double, std::milli> (steady_clock::now ().time_since_epoch ()).count ();
}

static const size_t PAGE = 4096;

/* Run FN(t) on NT threads and return the wall time in ms. */
template <class F> static double on_threads (int nt, F fn)
{
  std::vector<std::thread> th;
  double t0 = now_ms ();
  for (int t = 0; t < nt; t++)
    th.emplace_back (fn, t);
  for (auto &x : th)
    x.join ();
  return now_ms () - t0;
}

struct Dev
{
  char *buf;
  std::vector<cudaStream_t> st;
};

/* How a piece goes: the source is pinned already; through a staging slot;
   registered in place for its copy. */
enum Way { PINNED, STAGED, REGISTERED };
static const char *way_name[] = { "pinned", "staged", "registered" };

/* One piece of N bytes between host memory H and device memory D, on
   stream S, the way WAY says (SLOT: this thread's pinned staging slot). */
static void piece (bool up, Way way, char *h, char *d, size_t n, char *slot, cudaStream_t s)
{
  const cudaMemcpyKind kind = up ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (way == PINNED)
    CK (cudaMemcpyAsync (up ? d : h, up ? h : d, n, kind, s));
  else if (way == STAGED && up)
    {
      CK (cudaStreamSynchronize (s)); /* the slot's last piece has left */
      memcpy (slot, h, n);
      CK (cudaMemcpyAsync (d, slot, n, kind, s));
    }
  else if (way == STAGED)
    {
      CK (cudaMemcpyAsync (slot, d, n, kind, s));
      CK (cudaStreamSynchronize (s));
      memcpy (h, slot, n);
    }
  else
    {
      CK (cudaHostRegister (h, n, cudaHostRegisterPortable));
      CK (cudaMemcpyAsync (up ? d : h, up ? h : d, n, kind, s));
      CK (cudaStreamSynchronize (s));
      CK (cudaHostUnregister (h));
    }
}

/* Move BYTES between HOST and the devices' buffers (UP: to the devices),
   device d taking bytes/ndev of it in CHUNK pieces that its NT threads
   take in turn; BASE picks the streams and slots, so that two moves can
   run at once.  Wall time, ms. */
static double move (bool up, Way way, char *host, size_t bytes, int ndev, std::vector<Dev> &devs,
                    int nt, size_t chunk, std::vector<char *> &slots, int base = 0)
{
  size_t share = bytes / ndev;
  return on_threads (ndev * nt, [&] (int t) {
    int d = t / nt, k = t % nt;
    CK (cudaSetDevice (d));
    cudaStream_t s = devs[d].st[base + k];
    char *slot = slots[base * (int) devs.size () + t];
    for (size_t off = (size_t) k * chunk; off < share; off += (size_t) nt * chunk)
      piece (up, way, host + (size_t) d * share + off, devs[d].buf + off,
             std::min (chunk, share - off), slot, s);
    CK (cudaStreamSynchronize (s));
  });
}

static char *page_alloc (size_t bytes, bool touch)
{
  void *p = nullptr;
  if (posix_memalign (&p, PAGE, bytes))
    exit (1);
  if (touch)
    memset (p, 1, bytes);
  return (char *) p;
}

int main (int argc, char **argv)
{
  size_t bytes = (size_t) (argc > 1 ? atol (argv[1]) : 1024) << 20;
  int reps = argc > 2 ? atoi (argv[2]) : 3;
  int ndev_all = 0;
  CK (cudaGetDeviceCount (&ndev_all));
  {
    char thp[256] = "?";
    FILE *f = fopen ("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (f)
      {
        if (!fgets (thp, sizeof thp, f))
          thp[0] = 0;
        fclose (f);
      }
    printf ("devices %d, cores %ld, buffer %zu MiB, THP: %s", ndev_all,
            sysconf (_SC_NPROCESSORS_ONLN), bytes >> 20, thp);
  }
  std::vector<Dev> devs (ndev_all);
  const int NT_MAX = 16;
  for (int d = 0; d < ndev_all; d++)
    {
      CK (cudaSetDevice (d));
      CK (cudaMalloc (&devs[d].buf, bytes));
      devs[d].st.resize (NT_MAX);
      for (auto &s : devs[d].st)
        CK (cudaStreamCreateWithFlags (&s, cudaStreamNonBlocking));
    }
  char *host = page_alloc (bytes, true);
  char *pinned;
  CK (cudaMallocHost (&pinned, bytes));
  memset (pinned, 1, bytes);
  std::vector<char *> slots (ndev_all * NT_MAX);
  for (auto &p : slots)
    {
      CK (cudaMallocHost (&p, 32u << 20));
      memset (p, 0, 32u << 20);
    }

  /* 1. Pinning in place, pieces of CHUNK on NT threads. */
  for (size_t chunk : { (size_t) 4 << 20, (size_t) 16 << 20, (size_t) 64 << 20 })
    for (int nt : { 1, 4, 8, 16 })
      {
        double treg = 1e30, tun = 1e30;
        size_t pieces = bytes / chunk;
        for (int r = 0; r < reps; r++)
          {
            double a = on_threads (nt, [&] (int t) {
              for (size_t i = t; i < pieces; i += nt)
                CK (cudaHostRegister (host + i * chunk, chunk, cudaHostRegisterPortable));
            });
            double b = on_threads (nt, [&] (int t) {
              for (size_t i = t; i < pieces; i += nt)
                CK (cudaHostUnregister (host + i * chunk));
            });
            treg = std::min (treg, a);
            tun = std::min (tun, b);
          }
        printf ("pin chunk %3zu MiB threads %2d: register %7.2f ms (%6.1f GB/s), unregister %7.2f ms (%6.1f GB/s)\n",
                chunk >> 20, nt, treg, bytes / 1e6 / treg, tun, bytes / 1e6 / tun);
      }
  /* A fresh array: the pages fault in while they are pinned. */
  for (int nt : { 1, 8, 16 })
    {
      size_t chunk = (size_t) 16 << 20, pieces = bytes / chunk;
      double treg = 1e30;
      for (int r = 0; r < reps; r++)
        {
          char *fresh = page_alloc (bytes, false);
          treg = std::min (treg, on_threads (nt, [&] (int t) {
            for (size_t i = t; i < pieces; i += nt)
              CK (cudaHostRegister (fresh + i * chunk, chunk, cudaHostRegisterPortable));
          }));
          on_threads (nt, [&] (int t) {
            for (size_t i = t; i < pieces; i += nt)
              CK (cudaHostUnregister (fresh + i * chunk));
          });
          free (fresh);
        }
      printf ("pin untouched chunk 16 MiB threads %2d: register %7.2f ms (%6.1f GB/s)\n", nt, treg,
              bytes / 1e6 / treg);
    }

  /* 2. Uploads: 1 device and every device. */
  std::vector<int> ndevs = { 1 };
  if (ndev_all > 1)
    ndevs.push_back (ndev_all);
  for (int ndev : ndevs)
    for (Way way : { PINNED, STAGED, REGISTERED })
      for (int nt : { 4, 8, 16 })
        for (size_t chunk : { (size_t) 8 << 20, (size_t) 32 << 20 })
          {
            if (way == PINNED && (nt != 4 || chunk != ((size_t) 32 << 20)))
              continue;
            if (way == STAGED && chunk != ((size_t) 8 << 20))
              continue;
            if (ndev * nt > 32)
              continue;
            double best = 1e30;
            for (int r = 0; r < reps; r++)
              best = std::min (best, move (true, way, way == PINNED ? pinned : host, bytes, ndev,
                                           devs, nt, chunk, slots));
            printf ("upload %4zu MiB to %d device(s), %-10s threads/device %2d chunk %2zu MiB: %7.2f ms %6.1f GB/s\n",
                    bytes >> 20, ndev, way_name[way], nt, chunk >> 20, best, bytes / 1e6 / best);
          }

  /* 3. Downloads of half the buffer into an array whose pages are present,
        and into a fresh one (the result's case, before the engine's touch). */
  size_t half = bytes / 2;
  for (int ndev : ndevs)
    for (int nt : { 4, 8, 16 })
      {
        if (ndev * nt > 32)
          continue;
        char *res = page_alloc (half, true);
        double best = 1e30;
        for (int r = 0; r < reps; r++)
          best = std::min (best, move (false, STAGED, res, half, ndev, devs, nt, (size_t) 8 << 20, slots));
        free (res);
        printf ("download %4zu MiB from %d device(s) into a present array, staged     threads/device %2d: %7.2f ms %6.1f GB/s\n",
                half >> 20, ndev, nt, best, half / 1e6 / best);
      }
  for (int ndev : ndevs)
    for (Way way : { STAGED, REGISTERED })
      for (int nt : { 4, 8, 16 })
        {
          if (ndev * nt > 32)
            continue;
          size_t chunk = (size_t) 8 << 20;
          double best = 1e30;
          for (int r = 0; r < reps; r++)
            {
              char *fresh = page_alloc (half, false);
              best = std::min (best, move (false, way, fresh, half, ndev, devs, nt, chunk, slots));
              free (fresh);
            }
          printf ("download %4zu MiB from %d device(s) into a fresh array, %-10s threads/device %2d: %7.2f ms %6.1f GB/s\n",
                  half >> 20, ndev, way_name[way], nt, best, half / 1e6 / best);
        }

  /* 4. All of a product's host traffic at once (n = 8192 double: 1 GB up,
        the 512 MB result down into an array whose pages are present),
        staged, on NT threads per device for each direction (the result
        read from the buffer being uploaded: the DMA engines do not mind):
        the floor of a product bound by the host, with no kernel at all. */
  for (int ndev : ndevs)
    for (int nt : { 4, 8 })
      {
        size_t chunk = (size_t) 8 << 20;
        double best = 1e30, tup = 0, tdown = 0;
        char *res = page_alloc (half, true);
        for (int r = 0; r < reps; r++)
          {
            double a = 0, b = 0;
            double t0 = now_ms ();
            std::thread up ([&] { a = move (true, STAGED, host, bytes, ndev, devs, nt, chunk, slots); });
            std::thread down ([&] {
              b = move (false, STAGED, res, half, ndev, devs, nt, chunk, slots, 8);
            });
            up.join ();
            down.join ();
            double t = now_ms () - t0;
            if (t < best)
              best = t, tup = a, tdown = b;
          }
        free (res);
        printf ("both ways to %d device(s), threads/device %d each way: %zu MiB up + %zu MiB down %7.2f ms "
                "(up alone done at %.2f, down at %.2f)\n", ndev, nt, bytes >> 20, half >> 20, best, tup, tdown);
      }
  return 0;
}
