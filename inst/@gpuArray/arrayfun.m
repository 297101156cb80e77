## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers.

## -*- texinfo -*-
## @deftypefn  {} {@var{A} =} arrayfun (@var{fcn}, @var{X1}, @var{X2}, @dots{})
## @deftypefnx {} {[@var{A}, @var{B}, @dots{}] =} arrayfun (@dots{})
## @deftypefnx {} {@dots{} =} arrayfun (@dots{}, "UniformOutput", @var{tf})
## @deftypefnx {} {@dots{} =} arrayfun (@dots{}, "ErrorHandler", @var{errfcn})
## Apply @var{fcn} to each element of gpuArrays, in one pass on the GPU.
##
## @var{X1}, @var{X2}, @dots{} are gpuArrays or host numeric or logical
## arrays of one size; a 1x1 input goes with every element (other sizes
## are an error with identifier @code{gputiled:sizeMismatch}).
## @code{@var{A}(k)} is @code{@var{fcn} (@var{X1}(k), @var{X2}(k),
## @dots{})}, and @var{A} is a gpuArray of that size.
##
## @example
## @group
## G = gpuArray (rand (1000));
## a = 0.5;
## H = arrayfun (@@(x, y) 3*x^2 + max (x, a*y), G, 2);  # on the GPU
## P = arrayfun (@@(x) x(1) + 1, G);                    # on the host
## @end group
## @end example
##
## @strong{On the GPU}, @var{fcn} is called once, on the whole arrays, with
## @code{* / \ ^ && ||} made elementwise (@code{.* ./ .\ .^ & |}): each
## operation is one kernel over all elements.  This is done for
##
## @itemize
## @item an anonymous function made of its arguments, numbers, captured
## double, single or logical scalars, the constants @code{pi e Inf NaN eps
## true false i j}, operators, parentheses and calls of the elementwise
## functions below;
## @item a handle to one of these functions, such as @code{@@exp} or
## @code{@@max};
## @end itemize
##
## @noindent
## when one output is asked for and no @code{"ErrorHandler"} is given.
## (Both sides of @code{&&} and @code{||} are then evaluated.)  The
## elementwise functions: @code{abs sign sqrt exp log log2 log10 log1p
## expm1 sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh floor
## ceil round fix real imag conj angle arg isnan isinf isfinite gamma
## lgamma gammaln erf erfc erfinv erfcinv cbrt double single logical not
## uplus uminus} of one argument; @code{plus minus times rdivide ldivide power eq
## ne lt le gt ge and or xor atan2 hypot mod rem max min bitand bitor
## bitxor} of two (@code{max} and @code{min} only with two: with one they
## reduce); @code{complex} of one or two.  Those that gputiled has no GPU
## kernel for run on the host, still once for the whole array, with their
## own @code{gputiled:hostFallback} warning.
##
## @strong{On the host}, element by element in Octave's own
## @code{arrayfun} on the gathered inputs, runs anything else: indexing
## @code{x(2)}, @code{x'}, @code{[ ]}, strings, captured arrays, other
## functions, several outputs, an @code{"ErrorHandler"}, integer inputs
## (a gpuArray holds none).  Numeric and logical results come back as
## gpuArrays.  The first such call of a session warns with identifier
## @code{gputiled:hostFallback}, giving the reason.
##
## With @code{"UniformOutput", false} the outputs are cells of 1x1
## gpuArrays.  Option names are case-insensitive and may be shortened, as
## in Octave's @code{arrayfun}.
## @seealso{gpuArray, gather, bsxfun}
## @end deftypefn

function varargout = arrayfun (fcn, varargin)

  ## Once-per-session state of the host fallback's warning.  (The C++
  ## entry's once-per-function warning treats arrayfun as a function that
  ## gathers quietly, and its text cannot give a reason, so arrayfun keeps
  ## its own.)  The test suite resets it with the hidden form
  ## arrayfun ("__reset_fallback_warning__", gpuArray ([])).
  persistent warned = false;
  if (ischar (fcn) && strcmp (fcn, "__reset_fallback_warning__"))
    warned = false;
    return;
  endif

  [data, uniform, handler] = parse_args (varargin);
  if (ischar (fcn) && rows (fcn) == 1)
    fcn = str2func (fcn);
  elseif (! is_function_handle (fcn))
    error ("gputiled:invalidInput",
           "arrayfun: FCN must be a function handle or a function's name");
  endif
  sz = common_size (data);
  nout = max (nargout, 1);

  ## No element: FCN is not called, as in Octave's arrayfun (whose
  ## results are then double).
  if (prod (sz) == 0)
    varargout = cell (1, nout);
    for k = 1:nout
      if (uniform)
        varargout{k} = gpuArray (zeros (sz));
      else
        varargout{k} = cell (sz);
      endif
    endfor
    return;
  endif

  [vf, extra, why] = vectorise (fcn, data, nargout, ! isempty (handler));
  if (isempty (why))
    [R, why] = run_vectorised (vf, data, extra, sz, func2str (fcn));
    if (isempty (why))
      if (uniform)
        varargout{1} = R;
      else
        varargout{1} = cellfun (@gpuArray, num2cell (gather (R)),
                                "UniformOutput", false);
      endif
      return;
    endif
  endif

  if (! warned)
    warned = true;
    warning ("gputiled:hostFallback",
             "arrayfun: %s; it runs on the host, element by element", why);
  endif
  for k = 1:numel (data)
    if (isa (data{k}, "gpuArray"))
      data{k} = gather (data{k});
    endif
    if (numel (data{k}) == 1 && prod (sz) != 1)
      data{k} = repmat (data{k}, sz);
    endif
  endfor
  opts = {"UniformOutput", uniform};
  if (! isempty (handler))
    opts(end+1:end+2) = {"ErrorHandler", handler};
  endif
  if (nargout == 0)
    ## FCN may give no value: then neither does arrayfun (Octave's rule).
    builtin ("arrayfun", fcn, data{:}, opts{:});
    if (exist ("ans", "var") == 1)
      varargout{1} = to_device (ans);
    endif
  else
    varargout = cell (1, nout);
    [varargout{:}] = builtin ("arrayfun", fcn, data{:}, opts{:});
    varargout = cellfun (@to_device, varargout, "UniformOutput", false);
  endif

endfunction

## The arrays and the options: trailing NAME, VALUE pairs, found as
## Octave's arrayfun finds them (a string before the last argument, at
## least one array left; a name may be shortened to two letters or more).
function [data, uniform, handler] = parse_args (args)
  uniform = true;
  handler = [];
  while (numel (args) > 2 && ischar (args{end-1}))
    name = args{end-1};
    val = args{end};
    n = max (numel (name), 2);
    if (strncmpi (name, "UniformOutput", n))
      if (isa (val, "gpuArray"))
        val = gather (val);
      endif
      if (! ((isnumeric (val) || islogical (val)) && isscalar (val)
             && isreal (val) && ! isnan (val)))
        error ("gputiled:invalidInput",
               "arrayfun: UniformOutput must be true or false");
      endif
      uniform = logical (val);
    elseif (strncmpi (name, "ErrorHandler", n))
      if (ischar (val) && rows (val) == 1 && ! isempty (val))
        val = str2func (val);
      elseif (! is_function_handle (val))
        error ("gputiled:invalidInput",
               "arrayfun: ErrorHandler must be a function handle");
      endif
      handler = val;
    else
      error ("gputiled:invalidInput",
             "arrayfun: unknown option '%s' (UniformOutput or ErrorHandler)",
             name);
    endif
    args(end-1:end) = [];
  endwhile
  if (isempty (args))
    error ("gputiled:invalidInput",
           "arrayfun: no array given: arrayfun (FCN, X1, X2, ...)");
  endif
  data = args;
endfunction

## The size that every input has, or 1x1.
function sz = common_size (data)
  sz = [1 1];
  first = 0;
  for k = 1:numel (data)
    ## (no isequal: an m-file, and this runs on every call)
    if (numel (data{k}) == 1)
      continue;
    endif
    s = size (data{k});
    if (first == 0)
      sz = s;
      first = k;
    elseif (numel (s) != numel (sz) || any (s != sz))
      error ("gputiled:sizeMismatch",
             ["arrayfun: X%d is %s but X%d is %s: the arrays must have " ...
              "one size or be 1x1"], first, dims (sz), k, dims (s));
    endif
  endfor
endfunction

## "1 array", "2 arrays".
function s = count (n, what)
  s = sprintf ("%d %s%s", n, what, repmat ("s", 1, n != 1));
endfunction

function s = dims (sz)
  s = regexprep (sprintf ("%dx", sz), "x$", "");
endfunction

## A host array that a gpuArray can hold: double, single or logical,
## full.
function tf = uploadable (x)
  tf = (isfloat (x) || islogical (x)) && ! issparse (x);
endfunction

function x = to_device (x)
  if (iscell (x))
    x = cellfun (@to_device, x, "UniformOutput", false);
  elseif (! isa (x, "gpuArray") && uploadable (x))
    x = gpuArray (x);
  endif
endfunction

## VF: the function that computes all elements at once, called as
## VF (X1, X2, ..., EXTRA{:}); WHY: "" when there is one, else why not.
function [vf, extra, why] = vectorise (fcn, data, nout, has_handler)
  vf = [];
  extra = {};
  why = "";
  s = func2str (fcn);
  if (has_handler)
    why = "an ErrorHandler is given";
    return;
  elseif (nout > 1)
    why = sprintf ("%d outputs are asked for", nout);
    return;
  endif
  for k = 1:numel (data)
    if (! isa (data{k}, "gpuArray") && ! uploadable (data{k}))
      c = class (data{k});
      if (issparse (data{k}))
        c = ["sparse " c];
      endif
      a = "a";
      if (any (c(1) == "aeiou"))
        a = "an";
      endif
      why = sprintf ("X%d is %s %s array, which a gpuArray cannot hold", k,
                     a, c);
      return;
    endif
  endfor
  info = functions (fcn);
  if (strcmp (info.type, "anonymous"))
    ws = struct ();
    if (iscell (info.workspace) && ! isempty (info.workspace)
        && isstruct (info.workspace{1}))
      ws = info.workspace{1};
    endif
    [vf, names, indexed, why] = analyse (s, fieldnames (ws), numel (data));
    for k = 1:numel (names)
      v = ws.(names{k});
      if (isempty (why) && ! scalar_ok (v))
        why = sprintf (["it uses %s, a %s %s, not a double, single or " ...
                        "logical scalar"], names{k}, dims (size (v)),
                       class (v));
      elseif (isempty (why) && indexed(k))
        why = sprintf ("it indexes %s", names{k});
      endif
      extra{k} = v;
    endfor
    if (! isempty (why))
      vf = [];
      extra = {};
      why = sprintf ("'%s' is not elementwise (%s)", s, why);
    endif
  elseif (strcmp (info.type, "simple"))
    name = info.function;
    [known, nargs] = elementwise (name);
    if (! known)
      why = sprintf ("'@%s' is not an elementwise function gputiled knows",
                     name);
    elseif (! any (nargs == numel (data)))
      why = sprintf ("'@%s' of %s is not elementwise", name,
                     count (numel (data), "array"));
    else
      vf = fcn;
    endif
  else
    why = sprintf ("'%s' is a %s function handle", s, info.type);
  endif
endfunction

## Whether NAME is an elementwise function that gpuArray answers, and
## the numbers of arguments with which it is elementwise.  (int8 ... uint64
## are not here: a gpuArray holds no integers, so their results could not
## stay on the GPU.)
function [known, nargs] = elementwise (name)
  persistent one two
  if (isempty (one))
    ## the device's functions (its op table) and those that gpuArray
    ## answers otherwise: tests, conversions, logic on the host
    [one, two] = __gputiled_ga__ ("elementwise");
    one = [one, {"isnan", "isinf", "isfinite", "double", "single", ...
                 "logical", "uplus"}];
    two = [two, {"ldivide", "xor", "bitand", "bitor", "bitxor"}];
  endif
  known = true;
  if (any (strcmp (name, one)))
    nargs = 1;
  elseif (any (strcmp (name, two)))
    nargs = 2;
  elseif (strcmp (name, "complex"))
    nargs = [1 2];
  else
    known = false;
    nargs = [];
  endif
endfunction

## A captured value that may be passed as it is: a double, single or
## logical scalar (host or gpuArray).
function tf = scalar_ok (v)
  tf = isscalar (v) && (isa (v, "gpuArray") || uploadable (v));
endfunction

## rewrite's answer for S (with captured variables WSNAMES and NIN
## arrays) and the function of its text, kept for the next call of
## the same function: the analysis in Octave code takes milliseconds.
function [vf, names, indexed, why] = analyse (s, wsnames, nin)
  persistent keys = {}
  persistent vals = {}
  key = sprintf ("%d|%s|%s", nin, sprintf ("%s,", sort (wsnames){:}), s);
  k = find (strcmp (key, keys), 1);
  if (isempty (k))
    [txt, names, indexed, why] = rewrite (s, wsnames, nin);
    vf = [];
    if (isempty (why) && ! any (indexed))
      vf = make_function (txt);
    endif
    if (numel (keys) >= 256)
      keys(1:128) = [];
      vals(1:128) = [];
    endif
    keys{end+1} = key;
    vals{end+1} = {vf, names, indexed, why};
  else
    [vf, names, indexed, why] = vals{k}{:};
  endif
endfunction

## The text S of an anonymous function (func2str) checked and rewritten
## for whole arrays: TXT is "@(PARAMS, CAPTURED) BODY" with the operators
## made elementwise; NAMES, the captured variables (of WSNAMES) that BODY
## uses, in that order; INDEXED(k), whether BODY indexes NAMES{k} (their
## values are checked by the caller).  WHY: "" or what makes S not
## elementwise.
function [txt, names, indexed, why] = rewrite (s, wsnames, nin)
  txt = "";
  names = {};
  indexed = false (1, 0);
  why = "";
  m = regexp (s, '^@\(([^)]*)\)(.*)$', "tokens", "once");
  if (isempty (m))
    why = "its text cannot be read";
    return;
  endif
  params = strtrim (strsplit (m{1}, ","));
  if (isempty (strtrim (m{1})))
    params = {};
  endif
  for k = 1:numel (params)
    if (! isvarname (params{k}) || strcmp (params{k}, "varargin"))
      why = sprintf ("its argument '%s' is not a plain name", params{k});
      return;
    endif
  endfor
  if (numel (params) != nin)
    why = sprintf ("it takes %s, not %d", count (numel (params), "argument"),
                   nin);
    return;
  endif
  [T, why] = tokens (m{2});
  if (! isempty (why))
    return;
  endif
  consts = {"pi", "e", "Inf", "inf", "NaN", "nan", "eps", "true", "false", ...
            "i", "j"};
  ## The open parentheses: the function a call's parenthesis belongs to
  ## ("" for grouping), with its count of commas and whether it has any
  ## token.
  fn = {};
  commas = [];
  filled = [];
  for k = 1:numel (T)
    t = T{k};
    if (! isempty (filled))
      filled(end) = filled(end) || ! strcmp (t, ")");
    endif
    nxt = "";
    if (k < numel (T))
      nxt = T{k+1};
    endif
    if (is_name (t))
      if (any (strcmp (t, params)))
        if (strcmp (nxt, "("))
          why = sprintf ("it indexes %s", t);
          return;
        endif
      elseif (any (strcmp (t, wsnames)))
        j = find (strcmp (t, names), 1);
        if (isempty (j))
          names{end+1} = t;
          indexed(end+1) = false;
          j = numel (names);
        endif
        indexed(j) |= strcmp (nxt, "(");
      elseif (any (strcmp (t, consts)))
        if (strcmp (nxt, "("))
          why = sprintf ("it calls %s ()", t);
          return;
        endif
      elseif (elementwise (t))
        if (! strcmp (nxt, "("))
          why = sprintf ("it uses %s without arguments", t);
          return;
        endif
      else
        why = sprintf ("it uses %s", t);
        return;
      endif
    elseif (strcmp (t, "("))
      name = "";                 # grouping
      if (k > 1 && any (strcmp (T{k-1}, names)))
        name = "#index";         # a captured variable indexed
      elseif (k > 1 && is_name (T{k-1}))
        name = T{k-1};           # a call
      endif
      fn{end+1} = name;
      commas(end+1) = 0;
      filled(end+1) = false;
    elseif (strcmp (t, ")"))
      if (isempty (fn))
        why = "its parentheses do not match";
        return;
      endif
      if (strcmp (fn{end}, "#index"))
        ## The caller rejects it, by the variable's value.
      elseif (! isempty (fn{end}))
        n = (commas(end) + 1) * filled(end);
        [~, nargs] = elementwise (fn{end});
        if (! any (nargs == n))
          why = sprintf ("it calls %s with %s", fn{end},
                         count (n, "argument"));
          return;
        endif
      elseif (! filled(end))
        why = "it has empty parentheses";
        return;
      endif
      fn(end) = [];
      commas(end) = [];
      filled(end) = [];
    elseif (strcmp (t, ","))
      if (isempty (fn) || isempty (fn{end}))
        why = "it has a comma outside a call";
        return;
      endif
      commas(end) += 1;
    endif
  endfor
  if (! isempty (fn))
    why = "its parentheses do not match";
    return;
  endif
  args = strjoin ([params, names], ", ");
  txt = sprintf ("@(%s) %s", args, emit (T, 1, numel (T)));
endfunction

## Whether token T is a name (keywords such as end included).
function tf = is_name (t)
  tf = isalpha (t(1)) || t(1) == "_";
endfunction

## The tokens of an anonymous function's body: numbers, names,
## operators, parentheses and commas; WHY says what else it holds.
function [T, why] = tokens (b)
  T = {};
  why = "";
  ops2 = {"==", "~=", "!=", "<=", ">=", "&&", "||", ".*", "./", ".\\", ".^"};
  ops1 = "+-*/\\^<>&|!~(),";
  what = {"'", "a transpose or a string"; "\"", "a string";
          ".", "a field or a transpose"; "[", "[ ]"; "]", "[ ]";
          "{", "{ }"; "}", "{ }"; ":", "a colon"; "@", "a function handle";
          ";", "a semicolon"; "=", "an assignment"};
  i = 1;
  n = numel (b);
  while (i <= n)
    c = b(i);
    if (c == " " || c == "\t")
      i += 1;
    elseif (isdigit (c) || (c == "." && i < n && isdigit (b(i+1))))
      t = regexp (b(i:end), '^(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?', "match",
                  "once");
      if (t(end) == "." && i + numel (t) <= n
          && any (b(i + numel (t)) == "*/\\^'"))
        t(end) = [];             # 2.^x is 2 .^ x
      endif
      j = i + numel (t);
      if (j <= n && any (b(j) == "ijIJ")
          && (j == n || ! (isalnum (b(j+1)) || b(j+1) == "_")))
        t(end+1) = b(j);
        j += 1;
      endif
      if (j <= n && (isalnum (b(j)) || b(j) == "_"))
        why = sprintf ("it has the number %s%c...", t, b(j));
        return;
      endif
      T{end+1} = t;
      i = j;
    elseif (isalpha (c) || c == "_")
      t = regexp (b(i:end), '^[A-Za-z_]\w*', "match", "once");
      T{end+1} = t;
      i += numel (t);
    elseif (i < n && any (strcmp (b(i:i+1), ops2)))
      T{end+1} = b(i:i+1);
      i += 2;
    elseif (any (c == ops1))
      T{end+1} = c;
      i += 1;
    else
      k = find (strcmp (c, what(:, 1)), 1);
      if (isempty (k))
        why = sprintf ("it has '%c'", c);
      else
        why = sprintf ("it has %s", what{k, 2});
      endif
      return;
    endif
  endwhile
  if (isempty (T))
    why = "its body is empty";
  endif
endfunction

## The text of tokens T(LO:HI) with elementwise operators.  && and ||
## become & and | with their operands in parentheses: they bind looser
## than | and &, so a && b | c is a && (b | c), not a & b | c.
function s = emit (T, lo, hi)
  for op = {"||", "&&"}
    at = top_level (T, lo, hi, op{1});
    if (! isempty (at))
      edges = [lo - 1, at, hi + 1];
      parts = cell (1, numel (edges) - 1);
      for p = 1:numel (parts)
        parts{p} = ["(" emit(T, edges(p) + 1, edges(p+1) - 1) ")"];
      endfor
      s = strjoin (parts, [" " op{1}(1) " "]);
      return;
    endif
  endfor
  out = {};
  k = lo;
  while (k <= hi)
    t = T{k};
    if (strcmp (t, "("))
      close = matching (T, k);
      at = top_level (T, k + 1, close - 1, ",");
      edges = [k, at, close];
      parts = cell (1, numel (edges) - 1);
      for p = 1:numel (parts)
        parts{p} = emit (T, edges(p) + 1, edges(p+1) - 1);
      endfor
      out{end+1} = ["(" strjoin(parts, ", ") ")"];
      k = close + 1;
      continue;
    endif
    switch (t)
      case {"*", "/", "\\", "^"}
        t = ["." t];
    endswitch
    out{end+1} = t;
    k += 1;
  endwhile
  s = strjoin (out, " ");
endfunction

## The positions of token OP in T(LO:HI) outside parentheses.
function at = top_level (T, lo, hi, op)
  at = [];
  depth = 0;
  for k = lo:hi
    switch (T{k})
      case "("
        depth += 1;
      case ")"
        depth -= 1;
      otherwise
        if (depth == 0 && strcmp (T{k}, op))
          at(end+1) = k;
        endif
    endswitch
  endfor
endfunction

function close = matching (T, k)
  depth = 0;
  for close = k:numel (T)
    if (strcmp (T{close}, "("))
      depth += 1;
    elseif (strcmp (T{close}, ")"))
      depth -= 1;
      if (depth == 0)
        return;
      endif
    endif
  endfor
endfunction

## str2func in a function of its own: str2func lets the new function see
## the caller's variables, and this one has none whose name a body could
## use.
function vf = make_function (txt__)
  vf = str2func (txt__);
endfunction

## VF on the inputs, all on the device, once; R a gpuArray of size SZ.
## WHY: "" or why the result cannot be one.
function [R, why] = run_vectorised (vf, data, extra, sz, s)
  why = "";
  for k = 1:numel (data)
    if (! isa (data{k}, "gpuArray"))
      data{k} = gpuArray (data{k});
    endif
  endfor
  R = vf (data{:}, extra{:});
  if (! isa (R, "gpuArray"))
    if (! uploadable (R))
      why = sprintf ("'%s' gives a %s array", s, class (R));
      return;
    endif
    R = gpuArray (R);
  endif
  if (numel (R) == 1 && prod (sz) != 1)
    R = R(ones (sz));
  endif
  rs = size (R);
  if (numel (rs) != numel (sz) || any (rs != sz))
    why = sprintf ("'%s' gives a %s array for %s inputs", s, dims (size (R)),
                   dims (sz));
  endif
endfunction
