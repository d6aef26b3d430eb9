#!/bin/sh
# Splits the latin file of @fontsource-variable/inter (48 kB) in two: the characters the app's
# own texts, numbers and dates are written in (22 kB, fetched with every page) and the rest of
# that range (accented letters, rarer signs: fetched only by a page that shows one, such as a
# name typed with an accent). Writes both files and apps/web/src/fonts.css, whose
# unicode-range lines tell the browser which file draws which character.
#
# Run from the repository root after changing a range or upgrading the font package; the
# outputs are committed, so neither the build nor a user needs fonttools.
# Needs pyftsubset with woff2 support (Debian: apt-get install fonttools python3-brotli).
set -eu

PACKAGE=node_modules/@fontsource-variable/inter
SOURCE=$PACKAGE/files/inter-latin-wght-normal.woff2
FONTS=apps/web/src/assets/fonts
CSS=apps/web/src/fonts.css

# ASCII, the no-break spaces Intl puts in numbers and times, and the signs the app's texts use
# (pound, copyright, middle dot, times, dashes, quotes, bullet, ellipsis, euro, minus).
CORE=U+0020-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+202F,U+20AC,U+2212
# fontsource's latin range less CORE.
REST=U+0000-001F,U+007F-009F,U+00A1-00A2,U+00A4-00A8,U+00AA-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-202E,U+2030-206F,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD

# The weights the app draws with (Tailwind's font-normal, -medium, -semibold, -bold): the
# package's faces span 100 to 900, and the outlines' variations below 400 and above 700 are
# a quarter of the core file (30 kB -> 22 kB). src/fonts.test.ts checks no other is used.
WEIGHTS=400:700
FACE_WEIGHTS=$(echo "$WEIGHTS" | tr : ' ') # as @font-face writes the range

mkdir -p "$FONTS"
subset() { # unicodes output
  # tnum: the app's tabular figures (Tailwind's tabular-nums) in amounts and counters.
  pyftsubset "$SOURCE" --unicodes="$1" --layout-features+=tnum --flavor=woff2 --output-file="$2"
  fonttools varLib.instancer "$2" "wght=$WEIGHTS" --quiet -o "$2"
}
subset "$CORE" "$FONTS/inter-latin-core-wght.woff2"
subset "$REST" "$FONTS/inter-latin-rest-wght.woff2"
cp "$PACKAGE/LICENSE" "$FONTS/LICENSE"

face() { # url unicode-range weights
  cat <<FACE
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: $3;
  src: url('$1') format('woff2-variations');
  unicode-range: $2;
}
FACE
}

{
  echo "/* Written by scripts/subset-inter.sh: Inter's faces, latin split in two (see there). */"
  # The other scripts as @fontsource-variable/inter serves them.
  grep -o "inter-[a-z-]*-wght-normal.woff2" "$PACKAGE/index.css" | grep -v '^inter-latin-wght' |
    while read -r file; do
      range=$(grep -A3 "$file" "$PACKAGE/index.css" | sed -n 's/.*unicode-range: \(.*\);/\1/p')
      face "@fontsource-variable/inter/files/$file" "$range" '100 900'
    done
  face ./assets/fonts/inter-latin-rest-wght.woff2 "$REST" "$FACE_WEIGHTS"
  face ./assets/fonts/inter-latin-core-wght.woff2 "$CORE" "$FACE_WEIGHTS"
} > "$CSS"
npx prettier --write "$CSS" > /dev/null
ls -l "$FONTS"
