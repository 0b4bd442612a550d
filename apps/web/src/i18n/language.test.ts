import { describe, expect, it } from 'vitest';
import { basenameOf, languageOfPath, pathInLanguage } from './language';

describe('language URLs (Arabic under /ar, the spec’s paths in English)', () => {
  it('reads the language of a path', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/details/3')).toBe('en');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/')).toBe('ar');
    expect(languageOfPath('/AR/products')).toBe('ar');
    // A path that only starts with the letters is English.
    expect(languageOfPath('/archive')).toBe('en');
  });

  it('gives the same page in the other language', () => {
    expect(pathInLanguage('/details/3', 'ar')).toBe('/ar/details/3');
    expect(pathInLanguage('/ar/details/3', 'en')).toBe('/details/3');
    expect(pathInLanguage('/', 'ar')).toBe('/ar/');
    expect(pathInLanguage('/ar', 'en')).toBe('/');
    expect(pathInLanguage('/ar/products', 'ar')).toBe('/ar/products');
    // The console's pages too (its language switch keeps the page; the query and hash are kept beside it).
    expect(pathInLanguage('/admin/orders', 'ar')).toBe('/ar/admin/orders');
    expect(pathInLanguage('/ar/admin/orders/12', 'en')).toBe('/admin/orders/12');
    expect(basenameOf('ar')).toBe('/ar');
    expect(basenameOf('en')).toBe('');
  });
});
