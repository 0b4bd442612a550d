import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('shows the photo at the size asked, with its smaller copies', () => {
    const { container } = render(<Thumbnail image="/media/p/7-640.webp" size={64} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/p/7-640.webp');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('sizes', '64px');
    expect(img.getAttribute('srcset')).toMatch(/^\/media\/p\/7-\d+\.webp \d+w, /);
  });

  it.each(['', null, undefined])('is a blank tile of the same size, not an <img src="">, when there is no photo (%j)', (image) => {
    const { container } = render(<Thumbnail image={image} size={40} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveClass('size-10');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
