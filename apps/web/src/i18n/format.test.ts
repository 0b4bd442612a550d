import { describe, expect, it } from 'vitest';
import { formatDateRange, placeName } from './format';

describe('format', () => {
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
