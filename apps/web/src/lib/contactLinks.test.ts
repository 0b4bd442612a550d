import { describe, expect, it } from 'vitest';
import { chatUrl, telUrl } from './contactLinks';

describe('call and chat links', () => {
  it('call the number in E.164 however it was typed; a number without a country code is a UAE number', () => {
    expect(telUrl('0501234567')).toBe('tel:+971501234567');
    expect(telUrl('050-123 4567')).toBe('tel:+971501234567');
    expect(telUrl('٠٥٠١٢٣٤٥٦٧')).toBe('tel:+971501234567');
    expect(telUrl('+971 2 665 4821')).toBe('tel:+97126654821');
    expect(telUrl('00971501234567')).toBe('tel:+971501234567');
    expect(telUrl('971501234567')).toBe('tel:+971501234567');
    expect(telUrl('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('chat with the international digits', () => {
    expect(chatUrl('0501234567')).toBe('https://wa.me/971501234567');
    expect(chatUrl('971503182746')).toBe('https://wa.me/971503182746');
    expect(chatUrl('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });
});
