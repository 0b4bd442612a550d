import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFills } from './Stars';

describe('starFills', () => {
  it('has five stars, whole ones first', () => {
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('adds a half star when the fraction is .5 or more, not below', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('keeps out-of-range ratings within 0 to 5', () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
  });
});

describe('Stars', () => {
  it('fills as many tiles as the rating has whole and half stars, and names the rating', () => {
    const { container } = render(<Stars rating={2.7} size={14} />);
    const stars = screen.getByRole('img', { name: 'Rated 2.7 out of 5' });
    expect(stars).toHaveClass('stars');
    expect(stars).toHaveAttribute('data-filled', '2.5');
    expect(stars.style.getPropertyValue('--stars-filled')).toBe('2.5');
    expect(stars.style.getPropertyValue('--star-size')).toBe('14px');
    // One element: no icon per star to hydrate.
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('fills nothing below half a star and everything at five', () => {
    render(
      <>
        <Stars rating={0.4} />
        <Stars rating={5} />
      </>,
    );
    expect(screen.getAllByRole('img').map((e) => e.getAttribute('data-filled'))).toEqual(['0', '5']);
  });
});
