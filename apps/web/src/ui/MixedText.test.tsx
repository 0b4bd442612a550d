import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MixedText } from './MixedText';

const isolated = (text: string) =>
  [...render(<p>{<MixedText text={text} />}</p>).container.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);

describe('MixedText', () => {
  it('isolates each Latin run of Arabic text left to right, its figures and trailing signs with it', () => {
    expect(isolated('عسل مانوكا MGO 263+ من نيوزيلندا')).toEqual(['MGO 263+']);
    expect(isolated('واقي شمس SPF 50 بخصم 20% لمدة 3 أيام')).toEqual(['SPF 50', '20%', '3']);
  });

  it('keeps every character, in order', () => {
    const text = 'سدر وسمر ومانوكا MGO 263+ وزهور برية، 125 g';
    expect(render(<p>{<MixedText text={text} />}</p>).container.textContent).toBe(text);
  });

  it('leaves text without Arabic letters as it is', () => {
    expect(isolated('Manuka Honey MGO 263+ (250 g)')).toEqual([]);
  });
});
