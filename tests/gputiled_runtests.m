## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn {} {@var{status} =} gputiled_runtests ()
## Run every gputiled test: the %! blocks of the package's functions, then
## the suites in @file{tests/suites/} (their helpers, in @file{tests/lib/},
## go on the path); print per-file counts and, last, one line
## "N passed, N failed, N skipped".  Return 0 when all passed, 1 otherwise.
## Called by tests/run.sh; see there for the environment variables.
## @end deftypefn

function status = gputiled_runtests ()

  here = fileparts (mfilename ("fullpath"));
  addpath (fullfile (here, "lib"));
  build = getenv ("GPUTILED_BUILD_DIR");
  if (! isempty (build))
    addpath (make_absolute_filename (build));
    addpath (fullfile (fileparts (here), "inst"));
    where = sprintf ("build tree %s", build);
  else
    list = getenv ("GPUTILED_PKG_LIST");
    if (! isempty (list))
      pkg ("local_list", list);
    endif
    pkg ("load", "gputiled");
    where = "installed package";
  endif

  fdir = fileparts (which ("gpu_tiled_mm"));
  [tf, why] = gpu_available ();
  if (tf)
    d = gpu_info ();
    gpu = sprintf ("%s (compute capability %s)", d(1).name,
                   d(1).compute_capability);
  else
    gpu = sprintf ("none (%s): GPU tests are skipped", why);
  endif
  printf ("gputiled tests: %s in %s\nOctave %s, GPU: %s\n\n", where, fdir,
          OCTAVE_VERSION, gpu);

  ## Without a GPU the gpuArray suites (gated by ga_ready) run on the
  ## core's host test backend, where the package has one.
  if (! tf)
    try
      __gputiled__ ("test", "host_device", true);
      host = logical (__gputiled__ ("test", "host_device"));
    catch
      host = false;
    end_try_catch
    if (host)
      printf ("gpuArray suites: on the host test backend (no GPU)\n\n");
    else
      printf ("gpuArray suites: skipped (no GPU, no host test backend)\n\n");
    endif
  endif

  files = [list_files(fdir, "*.m");
           list_files(fullfile (here, "suites"), "*.tst")];
  passed = failed = skipped = 0;
  t_all = tic ();
  logfile = [tempname() ".log"];
  for i = 1:numel (files)
    t = tic ();
    fid = fopen (logfile, "w");
    [n, nmax, ~, ~, nskip, nrtskip] = test (files{i}, "quiet", fid);
    fclose (fid);
    fail = nmax - n;
    if (fail > 0)                 # show what failed, with its code
      printf ("%s", fileread (logfile));
    endif
    skip = nskip + nrtskip;
    passed += n;
    failed += fail;
    skipped += skip;
    [~, name, ext] = fileparts (files{i});
    printf ("  %-28s %4d passed, %d failed, %d skipped  (%.1f s)\n",
            [name ext], n, fail, skip, toc (t));
    fflush (stdout);
  endfor
  unlink (logfile);
  printf ("\n(%.1f s in all)\n", toc (t_all));
  printf ("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
  status = double (failed > 0 || passed == 0);

endfunction

function c = list_files (d, pattern)
  f = dir (fullfile (d, pattern));
  c = cellfun (@(x) fullfile (d, x), sort ({f.name})', "UniformOutput", false);
endfunction
