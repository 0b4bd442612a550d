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
  it('draws the fills and names the rating', () => {
    const { container } = render(<Stars rating={2.5} />);
    const fills = [...container.querySelectorAll('[data-star]')].map((e) => e.getAttribute('data-star'));
    expect(fills).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(screen.getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeInTheDocument();
  });

  it('fills a half star from its start side, so it mirrors in Arabic', () => {
    const { container } = render(<Stars rating={0.5} />);
    const half = container.querySelector('[data-star="half"] > span');
    expect(half).toHaveClass('start-0', 'w-1/2');
  });
});
