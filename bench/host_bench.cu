/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * host_bench.cu - what the host side of an end-to-end product costs on this
 * machine: first touch of a fresh result array (1..16 threads, with and
 * without transparent huge pages), multi-threaded copies between pageable and
 * pinned memory, and pinning an Octave array in place (cudaHostRegister).
 * One line per figure; sizes in MiB on the command line (default 128 2048).
 */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include <cuda_runtime.h>
#include <sys/mman.h>

static double now_ms ()
{
  using namespace std::chrono;
  return duration<double, std::milli> (steady_clock::now ().time_since_epoch ()).count ();
}

static void par (int nt, size_t bytes, void (*fn) (char *, const char *, size_t),
                 char *dst, const char *src)
{
  std::vector<std::thread> th;
  size_t chunk = (bytes / nt + 4095) & ~(size_t) 4095;
  for (int t = 0; t < nt; t++)
    {
      size_t lo = t * chunk, hi = std::min (bytes, lo + chunk);
      if (lo >= hi)
        break;
      th.emplace_back (fn, dst + lo, src ? src + lo : nullptr, hi - lo);
    }
  for (auto &x : th)
    x.join ();
}

static void do_set (char *d, const char *, size_t n) { memset (d, 0, n); }
static void do_cpy (char *d, const char *s, size_t n) { memcpy (d, s, n); }

static void advise_huge (char *p, size_t bytes)
{
  uintptr_t a = ((uintptr_t) p + (2u << 20) - 1) & ~(uintptr_t) ((2u << 20) - 1);
  uintptr_t e = ((uintptr_t) p + bytes) & ~(uintptr_t) ((2u << 20) - 1);
  if (e > a)
    madvise ((void *) a, e - a, MADV_HUGEPAGE);
}

int main (int argc, char **argv)
{
  std::vector<size_t> sizes;
  for (int i = 1; i < argc; i++)
    sizes.push_back ((size_t) atol (argv[i]) << 20);
  if (sizes.empty ())
    sizes = { (size_t) 128 << 20, (size_t) 2048 << 20 };
  cudaFree (0);
  char *dev;
  size_t maxb = *std::max_element (sizes.begin (), sizes.end ());
  cudaMalloc (&dev, maxb);
  for (size_t bytes : sizes)
    {
      double mb = bytes / 1e6;
      printf ("== %zu MiB\n", bytes >> 20);
      for (int huge = 0; huge < 2; huge++)
        for (int nt : { 1, 4, 8, 16 })
          {
            double best = 1e30;
            for (int r = 0; r < 3; r++)
              {
                char *p = (char *) malloc (bytes);
                if (huge)
                  advise_huge (p, bytes);
                double t0 = now_ms ();
                par (nt, bytes, do_set, p, nullptr);
                best = std::min (best, now_ms () - t0);
                free (p);
              }
            printf ("first-touch huge=%d threads=%2d: %8.2f ms %6.1f GB/s\n", huge, nt, best, mb / best);
          }
      char *src = (char *) malloc (bytes), *dst = (char *) malloc (bytes), *pin;
      memset (src, 1, bytes);
      memset (dst, 1, bytes);
      cudaMallocHost (&pin, bytes);
      memset (pin, 1, bytes);
      for (int nt : { 1, 4, 8, 16 })
        {
          double a = 1e30, b = 1e30;
          for (int r = 0; r < 3; r++)
            {
              double t0 = now_ms ();
              par (nt, bytes, do_cpy, pin, src);
              a = std::min (a, now_ms () - t0);
              t0 = now_ms ();
              par (nt, bytes, do_cpy, dst, pin);
              b = std::min (b, now_ms () - t0);
            }
          printf ("copy threads=%2d: pageable->pinned %6.1f GB/s, pinned->pageable %6.1f GB/s\n", nt, mb / a, mb / b);
        }
      for (int touched = 0; touched < 2; touched++)
        {
          char *p = (char *) malloc (bytes);
          if (touched)
            memset (p, 1, bytes);
          double t0 = now_ms ();
          cudaError_t e = cudaHostRegister (p, bytes, cudaHostRegisterDefault);
          double treg = now_ms () - t0;
          t0 = now_ms ();
          cudaMemcpy (dev, p, bytes, cudaMemcpyHostToDevice);
          double th2d = now_ms () - t0;
          t0 = now_ms ();
          cudaMemcpy (p, dev, bytes, cudaMemcpyDeviceToHost);
          double td2h = now_ms () - t0;
          t0 = now_ms ();
          cudaHostUnregister (p);
          double tun = now_ms () - t0;
          printf ("register touched=%d (%s): register %.2f ms, h2d %.1f GB/s, d2h %.1f GB/s, unregister %.2f ms\n",
                  touched, cudaGetErrorString (e), treg, mb / th2d, mb / td2h, tun);
          free (p);
        }
      {
        double t0 = now_ms ();
        cudaMemcpy (dev, src, bytes, cudaMemcpyHostToDevice);
        double a = now_ms () - t0;
        t0 = now_ms ();
        cudaMemcpy (pin, dev, bytes, cudaMemcpyDeviceToHost);
        double b = now_ms () - t0;
        t0 = now_ms ();
        cudaMemcpy (dev, pin, bytes, cudaMemcpyHostToDevice);
        double c = now_ms () - t0;
        printf ("plain: pageable h2d %.1f GB/s, pinned d2h %.1f GB/s, pinned h2d %.1f GB/s\n", mb / a, mb / b, mb / c);
      }
      cudaFreeHost (pin);
      free (src);
      free (dst);
    }
  return 0;
}
