## SPDX-License-Identifier: GPL-3.0-or-later
## Every function of the package, every gpuArray method and the class
## itself has Texinfo help that `help` can show: a newcomer's first stop.
## Where makeinfo is installed (Octave's Debian package depends on it),
## the help is also formatted and must give no Texinfo error.

%!function names = package_functions ()
%!  d = fileparts (which ("gpu_tiled_mm"));
%!  names = {};
%!  for f = dir (fullfile (d, "*.m"))'
%!    names{end+1} = f.name(1:end-2);
%!  endfor
%!  ## gpuArray's methods: compiled (@gpuArray/NAME.oct, built) and
%!  ## hand-written (inst/@gpuArray/NAME.m).
%!  for n = methods ("gpuArray")(:)'
%!    names{end+1} = ["@gpuArray/" n{1}];
%!  endfor
%!  names{end+1} = "gpuArray";
%!endfunction

%!test
%! ## Each help text is read once: its format, its @deftypefn, and where
%! ## makeinfo is installed, that it formats without error.  Methods by
%! ## the name the class's help gives (help @gpuArray/sum); gpuArray's own
%! ## help is the docstring of the oct-file's function.
%! names = package_functions ();
%! assert (numel (names) > 50);
%! assert (any (strcmp (names, "@gpuArray/sum")));
%! makeinfo = system ("makeinfo --version > /dev/null 2>&1") == 0;
%! bad = {};
%! for i = 1:numel (names)
%!   [txt, fmt] = get_help_text (names{i});
%!   if (! strcmp (fmt, "texinfo"))
%!     bad{end+1} = names{i};
%!     continue;
%!   endif
%!   assert (! isempty (strfind (txt, "@deftypefn")), "%s: no @deftypefn",
%!           names{i});
%!   if (makeinfo)
%!     [out, status] = __makeinfo__ (txt, "plain text");
%!     assert (status == 0, "%s: makeinfo failed:\n%s", names{i}, out);
%!   endif
%! endfor
%! assert (isempty (bad), "no Texinfo help: %s", strjoin (bad, ", "));

%!test
%! ## The class's help is the one `help gpuArray` shows: the docstring of
%! ## the oct-file's gpuArray function.
%! [txt, fmt] = get_help_text ("gpuArray");
%! assert (fmt, "texinfo");
%! assert (! isempty (strfind (txt, "gpuArray.zeros")));
%! assert (! isempty (strfind (txt, "gputiled:hostFallback")));
