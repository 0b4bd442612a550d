// One stylesheet serves both directions only if no class names a physical side (docs/architecture.md, stack).
// Checks every source file for Tailwind utilities that mean left or right.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

// ml-4, -mr-2, pl-3, pr-[3px], left-0, -right-1, text-left, rounded-l-lg, rounded-tr, border-r, float-left,
// scroll-ml-2, inset-l... possibly behind variants (md:ml-4, rtl:...).
const PHYSICAL =
  /(?<![\w-])(?:[a-z0-9-]+:)*-?(?:m[lr]|p[lr]|left|right|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|rounded-(?:[lr]|[tb][lr])|border-[lr]|scroll-[mp][lr])(?:-[\w./[\]%()-]+)?(?![\w-])/g;

/** The class strings of a file: className="...", className={`...`} and class lists in string constants. */
function classStrings(source: string): string[] {
  return [...source.matchAll(/(?:className=|class:\s*)?(["'`])((?:(?!\1)[^\\]|\\.)*)\1/g)]
    .map((m) => m[2] ?? '')
    .filter((s) => /\s|^[\w-]+:?[\w-]+$/.test(s));
}

describe('logical CSS only', () => {
  it('no source file uses ml-/mr-/pl-/pr-/left-/right-/text-left/text-right and the like', () => {
    const offenders: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const s of classStrings(source)) {
        for (const m of s.matchAll(PHYSICAL)) {
          // 'left' and 'right' alone are words of a sentence, not class names.
          if (!/^(left|right)$/.test(m[0])) offenders.push(`${file}: ${m[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('would catch a physical class', () => {
    const caught = (cls: string) => [...cls.matchAll(PHYSICAL)].map((m) => m[0]);
    expect(caught('flex ml-4 md:pr-2 -left-1 text-right rounded-tl-lg')).toEqual([
      'ml-4',
      'md:pr-2',
      '-left-1',
      'text-right',
      'rounded-tl-lg',
    ]);
    expect(caught('ms-4 pe-2 start-0 -end-3 text-start rounded-s-lg border-e inset-x-0')).toEqual([]);
  });
});
