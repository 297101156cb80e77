## SPDX-License-Identifier: GPL-3.0-or-later
## Copyright (C) 2026 The gputiled developers
##
## This program is free software: you can redistribute it and/or modify it
## under the terms of the GNU General Public License as published by the Free
## Software Foundation, either version 3 of the License, or (at your option)
## any later version.  See the file COPYING.

## -*- texinfo -*-
## @deftypefn {} {@var{file} =} lab_draw (@var{fn}, @var{panels}, @var{file}, @var{tag})
## Internal: draw one classroom figure, for a projector, and finish it with
## @code{lab_save} (@var{file} and @var{tag} as there; returns the path
## written, or @qcode{""}).
##
## @var{panels} is a struct array, one panel each, side by side, with the
## fields
## @table @code
## @item series
## A struct array with the fields @code{x}, @code{y} (NaN: a gap),
## @code{key} (the name @code{lab_style} knows it by) and @code{label}
## (@qcode{""}: the style's); each is drawn in its style and named at its
## right end, where the names are spread apart so that none overlaps
## another: there is no legend over the data.
## @item roofs
## The same, with a scalar @code{y} each: horizontal lines across the panel.
## @item title, xlabel, ylabel
## Texts; the title may be a cell array of lines.
## @item xscale, yscale
## @qcode{"log"} or @qcode{"linear"}.
## @item xticks
## Where the x ticks go; on a log axis they are labelled as sizes (256, 1k,
## 64M: powers of two in k = 2^10 and M = 2^20), and thinned to at most 12.
## A linear axis ignores it: its ticks are steps of a power of two, as many
## as fit, and the first x of the data when no step falls on it (stride 1).
## @end table
## The figure is 1200 x 700 pixels for one panel, 600 more per further
## panel, with Octave's default font size at that size (the title a tenth
## larger, in bold) and lines 3 points wide.
## @end deftypefn

function file = lab_draw (fn, panels, file, tag)

  h = lab_figure (fn, file);
  if (isempty (h))
    file = "";
    return;
  endif
  np = numel (panels);
  px = [600 + 600 * np, 700];       # the figure, in pixels
  set (h, "paperunits", "inches", "paperposition", [0, 0, px / 100],
       "papersize", px / 100, "userdata", px);
  if (strcmp (get (h, "visible"), "on"))
    set (h, "position", [50, 50, px]);     # on screen, the size of the file
  endif
  ## In pixels, at Octave's default font size on a figure this size: the
  ## tick labels, the y label, the two title lines, the x label, and the
  ## names at the lines' ends (as wide as the longest).
  names = {};
  for p = 1:np
    names = [names, labels_of(panels(p).series), labels_of(panels(p).roofs)];
  endfor
  [left, bottom, top] = deal (230, 150, 120);
  right = 40 + 23 * max ([cellfun("numel", names), 4]);
  w = (px(1) - np * (left + right)) / np;
  hgt = px(2) - bottom - top;
  for p = 1:np
    x0 = (p - 1) * (left + w + right) + left;
    pos = [x0, bottom, w, hgt] ./ [px, px];
    draw_panel (axes ("position", pos), panels(p), [w, hgt]);
  endfor
  ## The titles: a bold line, then a plain one, over each panel.
  over = axes ("position", [0, 0, 1, 1], "visible", "off", "xlim", [0, 1],
               "ylim", [0, 1]);
  for p = 1:np
    t = cellstr (panels(p).title);
    xc = (p - 0.5) * (left + w + right) / px(1);
    for i = 1:numel (t)
      text (over, xc, 1 - (35 + 45 * (i - 1)) / px(2), t{i},
            "horizontalalignment", "center", "verticalalignment", "middle",
            "fontweight", ifelse_str (i == 1, "bold", "normal"),
            "fontsize", get (over, "fontsize") * ifelse_str (i == 1, 1.1, 1),
            "interpreter", "none");
    endfor
  endfor
  file = lab_save (fn, h, file, tag);

endfunction

function c = labels_of (s)
  c = cell (1, numel (s));
  for i = 1:numel (s)
    c{i} = s(i).label;
    if (isempty (c{i}))
      c{i} = lab_style (s(i).key).label;
    endif
  endfor
endfunction

function draw_panel (ax, p, size_px)

  logx = strcmp (p.xscale, "log");
  logy = strcmp (p.yscale, "log");
  hold (ax, "on");
  x = [];
  y = [];
  for s = p.series(:)'
    x = [x, s.x(:)'];
    y = [y, s.y(:)'];
  endfor
  y = y(isfinite (y) & (y > 0 | ! logy));
  for r = p.roofs(:)'
    y(end+1) = r.y;
  endfor
  x = x(isfinite (x));
  if (isempty (x))
    x = [1, 2];
  endif
  xl = [min(x), max(x)];
  if (logx)
    xl = xl .* [0.85, 1.15];
  else
    xl = xl + [-0.03, 0.03] * max (diff (xl), 1);
  endif
  if (isempty (y))
    y = [1, 10];
  endif
  if (logy)
    yl = [min(y) / 1.5, max(y) * 1.5];
  else
    yl = [0, 1.1 * max(y)];
  endif
  if (! (yl(2) > yl(1)))
    yl = [0, 1];
  endif
  ## The lines, then their names at their right ends.
  ends = zeros (0, 2);
  labels = {};
  colors = zeros (0, 3);
  for s = p.series(:)'
    st = lab_style (s.key);
    plot (ax, s.x, s.y, "color", st.color, "linestyle", st.linestyle,
          "marker", st.marker, "linewidth", 3, "markersize", 10);
    last = find (isfinite (s.y) & (s.y > 0 | ! logy), 1, "last");
    if (isempty (last))
      continue;
    endif
    ends(end+1,:) = [s.x(last), s.y(last)];
    labels{end+1} = pick (s.label, st.label);
    colors(end+1,:) = st.color;
  endfor
  for r = p.roofs(:)'
    st = lab_style (r.key);
    plot (ax, xl, [r.y, r.y], "color", st.color, "linestyle", st.linestyle,
          "linewidth", 3);
    ends(end+1,:) = [xl(2), r.y];
    labels{end+1} = pick (r.label, st.label);
    colors(end+1,:) = st.color;
  endfor
  hold (ax, "off");
  set (ax, "xscale", p.xscale, "yscale", p.yscale, "xlim", xl, "ylim", yl,
       "box", "on", "xgrid", "on", "ygrid", "on", "linewidth", 1);
  ## x ticks: as many as fit, about 20 pixels a character and a space.
  t = p.xticks;
  if (logx && ! isempty (t))
    txt = arrayfun (@size_text, t, "UniformOutput", false);
    fit = floor (size_px(1) / (20 * (1 + max (cellfun ("numel", txt)))));
    every = ceil (numel (t) / max (fit, 2));
    keep = 1:every:numel (t);
    set (ax, "xtick", t(keep), "xticklabel", txt(keep));
  elseif (! logx)
    ## steps of a power of two: the sizes that matter to the memory
    fit = floor (size_px(1) / 70);
    step = 2 ^ max (0, ceil (log2 (diff (xl) / max (fit, 2))));
    t = step * (ceil (xl(1) / step):floor (xl(2) / step)) + 0;
    ## where the data start (stride 1), unless a tick is close to it
    if (isempty (t) || t(1) - min (x) >= step / 2)
      t = [min(x), t];
    endif
    set (ax, "xtick", t);
  endif
  if (logy)
    [t, txt, yl] = log_ticks (yl);
    set (ax, "ylim", yl, "ytick", t, "yticklabel", txt);
  endif
  xlabel (ax, p.xlabel);
  ylabel (ax, p.ylabel);

  ## Spread the names so that none overlaps another, in the axis's own
  ## (log or linear) fraction of the height.
  if (isempty (ends))
    return;
  endif
  f = frac (ends(:,2), yl, logy);
  step = 36 / size_px(2);           # one line of text
  [f, order] = sort (f);
  for i = 2:numel (f)
    f(i) = max (f(i), f(i-1) + step);
  endfor
  ## The highest name's text must not rise above the frame (into the
  ## title): centres stay half a line inside it.
  over = f(end) - (1 - step / 2);
  for i = numel (f):-1:1
    if (over <= 0)
      break;
    endif
    f(i) -= over;
    if (i > 1)
      over = f(i-1) - (f(i) - step);
    endif
  endfor
  f(order) = f;
  ly = unfrac (f, yl, logy);
  ## just outside the axes, to the right
  if (logx)
    lx = repmat (xl(2) * (xl(2) / xl(1)) ^ 0.015, size (f));
  else
    lx = repmat (xl(2) + 0.015 * diff (xl), size (f));
  endif
  for i = 1:numel (labels)
    text (ax, lx(i), ly(i), labels{i}, "color", colors(i,:),
          "fontweight", "bold", "verticalalignment", "middle",
          "clipping", "off", "interpreter", "none");
  endfor

endfunction

function v = ifelse_str (cond, a, b)
  v = b;
  if (cond)
    v = a;
  endif
endfunction

function s = pick (a, b)
  s = a;
  if (isempty (s))
    s = b;
  endif
endfunction

function f = frac (y, yl, logy)
  if (logy)
    f = (log (y) - log (yl(1))) / (log (yl(2)) - log (yl(1)));
  else
    f = (y - yl(1)) / (yl(2) - yl(1));
  endif
endfunction

function y = unfrac (f, yl, logy)
  if (logy)
    y = exp (log (yl(1)) + f * (log (yl(2)) - log (yl(1))));
  else
    y = yl(1) + f * (yl(2) - yl(1));
  endif
endfunction

## Sizes as a class reads them: 256, 1k, 4k, 64M (k = 2^10, M = 2^20).
function s = size_text (n)
  if (n >= 2^20 && mod (n, 2^20) == 0)
    s = sprintf ("%dM", n / 2^20);
  elseif (n >= 2^10 && mod (n, 2^10) == 0)
    s = sprintf ("%dk", n / 2^10);
  else
    s = sprintf ("%d", n);
  endif
endfunction

## Ticks of a log axis at 1, 2 and 5 times the powers of ten within YL,
## in plain digits.  Where that makes too many, the powers of ten alone,
## with YL widened to the powers of ten around it, so that no data lie
## beyond the outer labels.
function [t, txt, yl] = log_ticks (yl)
  d = 10 .^ (floor (log10 (yl(1))):ceil (log10 (yl(2))));
  t = [d; 2 * d; 5 * d](:)';
  t = t(t >= yl(1) & t <= yl(2));
  if (numel (t) > 10)
    yl = [d(1), d(end)];
    t = d;
  endif
  txt = arrayfun (@(v) sprintf ("%g", v), t, "UniformOutput", false);
endfunction
