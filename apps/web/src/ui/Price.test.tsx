import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { Price } from './Price';

afterEach(() => i18n.changeLanguage('en'));

describe('Price', () => {
  it('shows AED in English and strikes the list price through when it differs', () => {
    const { container } = render(<Price sale={1234.5} list={1500} />);
    expect(screen.getByText('AED 1,234.50')).toBeInTheDocument();
    const struck = container.querySelector('del');
    expect(struck).toHaveTextContent('AED 1,500.00');
    expect(struck).toHaveTextContent('Was AED 1,500.00');
  });

  it('shows only the sale price when the list price is the same', () => {
    const { container } = render(<Price sale={45} list={45} />);
    expect(screen.getByText('AED 45.00')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
  });

  it('formats for the Emirates in Arabic (د.إ. after the amount)', async () => {
    await i18n.changeLanguage('ar');
    const { container } = render(<Price sale={36} list={45} />);
    // Exactly as Intl writes it for ar-AE: right-to-left marks around the amount, no-break space, د.إ.
    expect(container.querySelector('p > span')?.textContent).toBe('\u200f36.00\u00a0د.إ.\u200f');
    expect(container.querySelector('del')).toHaveTextContent('السعر السابق');
    expect(container.querySelector('del > span[aria-hidden]')?.textContent).toBe('\u200f45.00\u00a0د.إ.\u200f');
  });
});
