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
%!  for f = dir (fullfile (d, "@gpuArray", "*.m"))'
%!    if (! strcmp (f.name, "gpuArray.m"))
%!      names{end+1} = ["@gpuArray/" f.name(1:end-2)];
%!    endif
%!  endfor
%!  names{end+1} = "gpuArray";
%!endfunction

%!test
%! names = package_functions ();
%! assert (numel (names) > 50);
%! assert (any (strcmp (names, "@gpuArray/mtimes")));
%! fmt = cellfun (@(n) nthargout (2, @get_help_text, n), names,
%!                "UniformOutput", false);
%! bad = names(! strcmp (fmt, "texinfo"));
%! assert (isempty (bad), "no Texinfo help: %s", strjoin (bad, ", "));
%! for i = 1:numel (names)
%!   assert (! isempty (strfind (get_help_text (names{i}), "@deftypefn")),
%!           "%s: no @deftypefn", names{i});
%! endfor

%!test
%! ## The class's help is the one `help gpuArray` shows (Octave 7 reads it
%! ## from the block after the classdef line).
%! [txt, fmt] = get_help_text ("gpuArray");
%! assert (fmt, "texinfo");
%! assert (! isempty (strfind (txt, "gpuArray.zeros")));

%!test
%! if (system ("makeinfo --version > /dev/null 2>&1") == 0)
%!   names = package_functions ();
%!   for i = 1:numel (names)
%!     [out, status] = __makeinfo__ (get_help_text (names{i}), "plain text");
%!     assert (status == 0, "%s: makeinfo failed:\n%s", names{i}, out);
%!   endfor
%! endif
