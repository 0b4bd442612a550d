// The shop's own colour families (cream, honey, ink, herb, danger) have only the shades styles.css's @theme
// defines; Tailwind writes no rule for any other shade, so a class such as text-herb-800 would silently do nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const FAMILIES = ['cream', 'honey', 'ink', 'herb', 'danger'];
const USED = new RegExp(`(?<![\\w-])(?:[a-z]+-)+(${FAMILIES.join('|')})-(\\d{2,3})(?![\\w-])`, 'g');
// Read from disk: Vitest hands CSS imports, ?raw included, over as empty.
const styles = readFileSync(path.join(import.meta.dirname, '../styles.css'), 'utf8');
const defined = new Set([...styles.matchAll(/--color-([a-z]+-\d+):/g)].map((m) => m[1]));

const undefinedShades = (source: string) => [...source.matchAll(USED)].map((m) => `${m[1]}-${m[2]}`).filter((shade) => !defined.has(shade));

describe("the theme's colours", () => {
  it('every shade of the shop’s colour families that a source file uses is defined in the theme', () => {
    const offenders = Object.entries(sources).flatMap(([file, source]) => undefinedShades(source).map((s) => `${file}: ${s}`));
    expect(offenders).toEqual([]);
  });

  it('would catch a shade the theme lacks', () => {
    expect(defined.has('danger-50')).toBe(true);
    expect(undefinedShades('rounded-full bg-danger-100 text-herb-700 hover:border-ink-200')).toEqual(['danger-100']);
  });
});
