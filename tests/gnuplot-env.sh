# SPDX-License-Identifier: GPL-3.0-or-later
# Source this on the GPU machine (tests/gpu.sh does): when there is no
# gnuplot but .octave-bundle/gnuplot-debs exists (tools/gnuplot-bundle.sh),
# unpack it aside in /opt/gnuplot-bundle and put a `gnuplot` wrapper first on
# PATH that gives gnuplot alone those libraries and fonts, so nothing else in
# the session (Python, the CUDA tools) sees them; only FONTCONFIG_FILE is
# exported, for Octave's own text rendering.
if ! command -v gnuplot > /dev/null 2>&1 && [ -d .octave-bundle/gnuplot-debs ]; then
  _gp=/opt/gnuplot-bundle
  if [ ! -x "$_gp/usr/bin/gnuplot-nox" ]; then
    mkdir -p "$_gp"
    for _f in .octave-bundle/gnuplot-debs/*.deb; do dpkg -x "$_f" "$_gp"; done
  fi
  mkdir -p "$_gp/wrap"
  cat > "$_gp/fonts.conf" <<FC
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>$_gp/usr/share/fonts</dir><cachedir>/tmp/gnuplot-fontcache</cachedir></fontconfig>
FC
  cat > "$_gp/wrap/gnuplot" <<WR
#!/bin/sh
export LD_LIBRARY_PATH=$_gp/usr/lib/x86_64-linux-gnu:$_gp/lib/x86_64-linux-gnu
export FONTCONFIG_FILE=$_gp/fonts.conf
export GNUPLOT_DEFAULT_GDFONT=$_gp/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
exec $_gp/usr/bin/gnuplot-nox "\$@"
WR
  chmod +x "$_gp/wrap/gnuplot"
  export PATH=$_gp/wrap:$PATH
  # Octave measures text with FreeType through fontconfig too, and a machine
  # without gnuplot usually has no fonts either: point it at the bundle's.
  export FONTCONFIG_FILE=$_gp/fonts.conf
  # Octave falls back to Debian's FreeSans at a fixed path when fontconfig
  # finds nothing; on this throwaway machine, put it there.
  _ff=/usr/share/fonts/opentype/freefont
  if [ ! -f "$_ff/FreeSans.otf" ] && [ -f "$_gp$_ff/FreeSans.otf" ]; then
    mkdir -p "$_ff" && cp "$_gp$_ff"/*.otf "$_ff"/
  fi
  unset _ff
  unset _gp _f
fi
