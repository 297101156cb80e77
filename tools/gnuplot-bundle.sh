#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Adds gnuplot (for headless plots) to .octave-bundle/, which the GPU machine
# gets as a carried folder: run once in the project root, after
# ../shared/device/octave-bundle.sh.  tests/gnuplot-env.sh unpacks it there.
# The GPU machine's image has no gnuplot and no package registry.
set -euo pipefail
dest=.octave-bundle/gnuplot-debs
[ -d .octave-bundle ] || { echo "run ../shared/device/octave-bundle.sh first"; exit 1; }
mkdir -p "$dest"
# gnuplot-nox and what it needs beyond a base system (the GPU machine's image
# has libc, zlib and the like; Debian's installer and X font tools are not
# needed to draw PNGs).
pkgs=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
         --no-breaks --no-replaces --no-enhances --no-pre-depends gnuplot-nox \
       | grep '^[a-z]' | sort -u \
       | grep -v -E '^(libc6|libgcc-s1|libstdc\+\+6|zlib1g|debconf|dpkg|perl-base|tar|libselinux1|libpcre2-8-0|libzstd1|liblzma5|libbz2-1.0|libcrypt1|gcc-12-base|libtinfo6|libmd0|libacl1|libaudit1|libcap-ng0|libcap2|libsystemd0|liblz4-1|libgcrypt20|libgpg-error0|libudev1|sensible-utils|readline-common|install-info|ucf|coreutils|debianutils|fontconfig-config|fonts-.*|libdb5.3|libsemanage.*|libsepol2|adduser|passwd|login|init-system-helpers|libpam.*|lsb-base|sysvinit-utils|mount|util-linux|libblkid1|libmount1|libsmartcols1|libuuid1|shared-mime-info|libxml2|libicu72|libexpat1|xkb-data|base-files|mawk|libdebconfclient0|bash|gzip|libxdmcp6|libbsd0|cdebconf|libdebian-installer4|libnewt0.52|libslang2|libtextwrap1|x11-common|xfonts-encodings|xfonts-utils|aglfn|fontconfig)$')
(cd "$dest" && apt-get download -qq $pkgs fonts-dejavu-core fonts-freefont-otf)
du -sh "$dest"
