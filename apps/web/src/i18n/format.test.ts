import { describe, expect, it } from 'vitest';
import { formatDateRange, formatPrice, formatSignedPrice, placeName } from './format';

describe('format', () => {
  it("keeps an Arabic amount's sign with its digits as one left-to-right run, and leaves English and positive amounts as Intl writes them", () => {
    const isolated = (s: string) => /\u2066[-+]\d+\.\d{2}\u2069/.exec(s)?.[0];
    expect(isolated(formatPrice(-19, 'ar'))).toBe('\u2066-19.00\u2069');
    expect(formatPrice(-19, 'ar')).toContain('د.إ.');
    expect(isolated(formatSignedPrice(10, 'ar'))).toBe('\u2066+10.00\u2069');
    expect(formatSignedPrice(-1234.5, 'ar')).toContain('\u2066-1,234.50\u2069');
    expect(formatPrice(19, 'ar')).toBe(new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(19));
    expect(formatPrice(-19, 'en')).toBe(new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' }).format(-19));
  });

  it("joins a place's names with the comma of the page's language, never the other one", () => {
    expect(placeName('en', 'Al Mushrif', 'Abu Dhabi')).toBe('Al Mushrif, Abu Dhabi');
    expect(placeName('ar', 'المشرف', 'أبوظبي')).toBe('المشرف، أبوظبي');
    expect(placeName('en', '', 'Abu Dhabi', null)).toBe('Abu Dhabi');
  });

  it("shows two dates as one range through Intl, in the page's language and digits", () => {
    expect(formatDateRange('2026-11-01', '2026-12-31', 'en')).toMatch(/Nov.*Dec 2026/);
    expect(formatDateRange('2026-11-01', '2026-12-31', 'ar')).toMatch(/^1.*11.*2026 – 31.*12.*2026$/);
  });
});
