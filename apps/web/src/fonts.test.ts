import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@marketplace/contract';
import { formatDate, formatDateTime, formatMoney, formatRelativeTime } from './lib/format.ts';

const srcDir = import.meta.dirname;
const fontsCss = fs.readFileSync(path.join(srcDir, 'fonts.css'), 'utf8');
/** The package's own faces, whose latin file the script splits. */
const packageCss = fs.readFileSync(
  fileURLToPath(import.meta.resolve('@fontsource-variable/inter/index.css')),
  'utf8',
);

/** The `@font-face` block that names this file. */
const faceOf = (file: string, css = fontsCss) =>
  css.split('@font-face').find((block) => block.includes(file));

/** The code points a face's `unicode-range` covers, by the file it names. */
const rangeOf = (file: string, css = fontsCss): Array<[number, number]> => {
  const range = faceOf(file, css)?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css: no face for ${file}`);
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace('U+', '').split('-');
    return [parseInt(from ?? '', 16), parseInt(to ?? from ?? '', 16)];
  });
};

const core = rangeOf('inter-latin-core-wght.woff2');
const rest = rangeOf('inter-latin-rest-wght.woff2');
const codePoints = (ranges: Array<[number, number]>): Set<number> =>
  new Set(
    ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)),
  );
const inRanges = (ranges: Array<[number, number]>, char: string) => {
  const codePoint = char.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe("Inter's latin split (scripts/subset-inter.sh)", () => {
  it('does not cover a character twice', () => {
    const inRest = codePoints(rest);
    expect([...codePoints(core)].filter((codePoint) => inRest.has(codePoint))).toEqual([]);
  });

  it("covers the package's latin range, no more and no less", () => {
    const latin = codePoints(rangeOf('inter-latin-wght-normal.woff2', packageCss));
    const split = codePoints([...core, ...rest]);
    expect([...split].filter((codePoint) => !latin.has(codePoint))).toEqual([]);
    expect([...latin].filter((codePoint) => !split.has(codePoint))).toEqual([]);
  });

  it("draws every character of the app's own texts from the core file", () => {
    // A character of the latin range outside the core would make every page showing that
    // text fetch the second file too (12 kB): add it to CORE in scripts/subset-inter.sh.
    const outside = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const char of fs.readFileSync(file, 'utf8')) {
        // Past ASCII: the rest's control characters are the source's newlines and tabs.
        if (char > '~' && inRanges(rest, char))
          outside.add(`${char} in ${path.relative(srcDir, file)}`);
      }
    }
    expect([...outside]).toEqual([]);
  });

  it('is drawn only in the weights the two files hold', () => {
    // The script keeps the weights the app uses (WEIGHTS): a lighter or bolder one would be
    // drawn at the nearest kept, not as written. Widen WEIGHTS to use it.
    const weightsOf = (file: string) =>
      faceOf(file)
        ?.match(/font-weight:\s*(\d+)\s+(\d+);/)
        ?.slice(1, 3)
        .map(Number);
    const kept = weightsOf('inter-latin-core-wght.woff2') ?? [];
    expect(kept).toHaveLength(2);
    expect(weightsOf('inter-latin-rest-wght.woff2')).toEqual(kept);
    const [lightest = Number.NaN, boldest = Number.NaN] = kept;
    const tailwindWeights: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const outside = new Set<string>();
    const cssFiles = (fs.readdirSync(srcDir, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.css') && name !== 'fonts.css')
      .map((name) => path.join(srcDir, name));
    for (const file of [...sourceFiles(srcDir), ...cssFiles]) {
      const text = fs.readFileSync(file, 'utf8');
      const used = [
        ...[...text.matchAll(/\bfont-([a-z]+)\b/g)].map((m) => tailwindWeights[m[1] ?? '']),
        // Tailwind's font-[550], CSS's font-weight: 550 and React's fontWeight: 550.
        ...[...text.matchAll(/font-\[(\d+)\]|font-?weight:\s*'?(\d+)/gi)].map((m) =>
          Number(m[1] ?? m[2]),
        ),
      ];
      for (const weight of used)
        if (weight !== undefined && (weight < lightest || weight > boldest))
          outside.add(`${weight} in ${path.relative(srcDir, file)}`);
    }
    expect([...outside]).toEqual([]);
  });

  it('draws amounts and times as Intl writes them from the core file', () => {
    const written = [
      formatMoney(-123456.5),
      formatDate('2026-11-27 15:45:00'),
      formatDateTime('2026-11-27T15:45:00Z'),
      formatRelativeTime('2026-11-27T12:00:00Z', new Date('2026-11-27T15:45:00Z')),
      formatCount(1234567),
    ].join('');
    const outside = [...written].filter((char) => !inRanges(core, char));
    expect(outside).toEqual([]);
  });
});
