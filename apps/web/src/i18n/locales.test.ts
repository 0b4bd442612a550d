// Every translation file has its twin: the same keys in English and Arabic (the app has no fallback
// language), with the plural forms each language needs.
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>(
  ['./{en,ar}.json', '../features/*/locales/**/{en,ar}.json', '../console/locales/{en,ar}.json'],
  {
    eager: true,
    import: 'default',
  },
);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const NEEDED_FORMS = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] } as const;

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const namespaces = [...new Set(Object.keys(files).map((p) => p.replace(/(en|ar)\.json$/, '')))];

describe.each(namespaces)('translations %s', (base) => {
  const en = files[`${base}en.json`];
  const ar = files[`${base}ar.json`];

  it('exist in both languages', () => {
    expect(en, `${base}en.json`).toBeDefined();
    expect(ar, `${base}ar.json`).toBeDefined();
  });

  it('have the same keys in both (plural forms aside)', () => {
    const words = (tree: Record<string, unknown>) => [...new Set(keysOf(tree).map((k) => k.replace(PLURAL, '')))].sort();
    expect(words(ar!)).toEqual(words(en!));
  });

  it('have every plural form of each language', () => {
    for (const [lang, tree] of [
      ['en', en!],
      ['ar', ar!],
    ] as const) {
      const keys = keysOf(tree);
      const plurals = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      for (const word of plurals)
        for (const form of NEEDED_FORMS[lang]) expect(keys, `${lang}: ${word}_${form}`).toContain(`${word}_${form}`);
    }
  });

  it('have no empty strings', () => {
    for (const tree of [en!, ar!]) {
      const empty = keysOf(tree).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) === '');
      expect(empty).toEqual([]);
    }
  });
});
