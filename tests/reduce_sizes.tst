## gpu_sum, gpu_max and gpu_min over the sizes around every boundary of the
## fast kernel's plan (16-byte heads and tails, blocks, chunks, splits,
## rows sharing a warp, 4-wide loads), every dim of small N-D arrays, both
## classes.  On the GPU the fast kernel must give the CPU path's bits;
## classroom kernels agree to rounding; max/min equal Octave's.

%!function check_all (X, d, backend)
%!  R = gpu_sum (X, d, "Backend", "cpu");
%!  ref = sum (X, d);
%!  assert (class (R), class (ref));
%!  assert (size (R), size (ref));
%!  tol = (size (X, d) + 1) * eps (class (X)) * sum (abs (double (X)), d) + realmin (class (X));
%!  assert (all (abs (double (R(:)) - double (ref(:))) <= tol(:)));
%!  if (strcmp (backend, "cuda"))
%!    assert (gpu_sum (X, d), R);
%!    for kern = {"interleaved", "sequential"}
%!      S = gpu_sum (X, d, "Kernel", kern{1});
%!      assert (all (abs (double (S(:)) - double (R(:))) <= tol(:)));
%!    endfor
%!  endif
%!  for f = {@max, @min}
%!    [m, i] = f{1} (X, [], d);
%!    g = str2func (["gpu_" func2str(f{1})]);
%!    if (strcmp (backend, "cuda"))
%!      [gm, gi] = g (X, [], d);
%!    else
%!      [gm, gi] = g (X, [], d, "Backend", "cpu");
%!    endif
%!    assert (gm, m);
%!    assert (gi, i);
%!  endfor
%!endfunction

%!function sweep (backend, big)
%!  lens = [1 2 3 4 5 7 8 9 255 256 257 1023 1024 1025 4095 4096 4097 16385];
%!  if (big)
%!    lens = [lens, 2^20 - 1, 2^20 + 3, 2^21 + 5, 3e6];
%!  endif
%!  for cls = {"double", "single"}
%!    for n = lens
%!      x = cast (round (8 * randn (n, 1)) / 8, cls{1});
%!      check_all (x, 1, backend);
%!      check_all (x', 2, backend);
%!    endfor
%!    for inner = [2 3 5 16 17 31 32 33 64 100 128 129 1000]
%!      for len = [1 2 9 100 1000]
%!        X = cast (randn (inner, len), cls{1});
%!        check_all (X, 2, backend);
%!        check_all (X, 1, backend);
%!      endfor
%!    endfor
%!    X = cast (randn (6, 5, 4, 3), cls{1});
%!    for d = 1:5
%!      check_all (X, d, backend);
%!    endfor
%!  endfor
%!endfunction

%!test sweep ("cpu", false);
%!testif ; gpu_available ()
%! sweep ("cuda", true);
%!testif ; gpu_available ()
%! ## Larger strided: splits and 16-byte loads, float and double.
%! for cls = {"double", "single"}
%!   X = cast (randn (4096, 3000), cls{1});
%!   check_all (X, 2, "cuda");
%!   X = cast (randn (4099, 2000), cls{1});
%!   check_all (X, 2, "cuda");
%! endfor
