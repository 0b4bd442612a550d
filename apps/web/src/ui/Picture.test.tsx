import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Picture } from './Picture';

const media = 'https://shop.example/media/products/7/a1b2-640.webp';

describe('Picture', () => {
  it('offers every stored width of a shop picture in srcset, with sizes and its dimensions', () => {
    render(<Picture src={media} alt="Sidr honey" sizes="50vw" width={640} height={640} />);
    const img = screen.getByRole('img', { name: 'Sidr honey' });
    expect(img).toHaveAttribute('src', media);
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 640, 1024].map((w) => `https://shop.example/media/products/7/a1b2-${w}.webp ${w}w`).join(', '),
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '640');
  });

  it('loads lazily unless told otherwise, and never asks for high priority then', () => {
    render(<Picture src={media} alt="" sizes="50vw" width={640} height={640} />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("loads the page's LCP picture at once with fetchpriority high", () => {
    render(<Picture src={media} alt="" sizes="100vw" width={1024} height={400} load="lcp" />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("loads an above-the-fold picture at once without taking the LCP picture's priority", () => {
    render(<Picture src={media} alt="" sizes="50vw" width={640} height={640} load="eager" />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('gives a picture from elsewhere (no stored widths) neither srcset nor sizes', () => {
    render(<Picture src="/placeholder.svg" alt="" sizes="50vw" width={640} height={640} />);
    const img = document.querySelector('img')!;
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
