#!/bin/sh
# Regenerates the two web fonts of this folder from the @fontsource-variable packages (see README.md).
# Needs fontTools with brotli: `apt-get install fonttools python3-brotli` (or `pip install fonttools brotli`).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sources=$(cd "$here/../../../../node_modules/@fontsource-variable" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# fontsource's latin subset, unchanged: the characters of en, de, fr and the Latin text of ja pages.
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

instance() { # source.woff2 output.woff2 axis-limits...
  source=$1 output=$2
  shift 2
  fonttools varLib.instancer "$sources/$source" "$@" -q -o "$work/instance.ttf"
  fonttools subset "$work/instance.ttf" --unicodes="$latin" --layout-features='*' --flavor=woff2 \
    --output-file="$here/$output"
}

# Display: Archivo, only the weights (bold to black) and widths (normal to 125 %) the design sets.
instance archivo/files/archivo-latin-wdth-normal.woff2 archivo-latin-wght700-900-wdth100-125.woff2 wght=700:900 wdth=100:125
# Text: Inter, regular to bold.
instance inter/files/inter-latin-wght-normal.woff2 inter-latin-wght400-700.woff2 wght=400:700
ls -l "$here"/*.woff2
