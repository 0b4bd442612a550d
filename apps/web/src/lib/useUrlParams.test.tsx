import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams, withFields } from './useUrlParams';

/** Two quick changes in one click (before the router renders the first), and Back. */
function Filters() {
  const [params, change] = useUrlParams();
  const navigate = useNavigate();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        onClick={() => {
          change(withFields({ hidden: '0' }));
          change(withFields({ rating: '5' }));
        }}
      >
        both
      </button>
      <button onClick={() => change(withFields({ q: 'honey' }))}>words</button>
      <button onClick={() => change(withFields({ offset: '20' }))}>next page</button>
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

const show = (initial: string) =>
  render(
    <MemoryRouter initialEntries={[`/admin/reviews?${initial}`]}>
      <Filters />
    </MemoryRouter>,
  );
const query = () => new URLSearchParams(screen.getByRole('status').textContent ?? '');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useUrlParams', () => {
  it('adds up changes asked for before the router has rendered the first', () => {
    show('product_id=7');
    click('both');
    expect(Object.fromEntries(query())).toEqual({ product_id: '7', hidden: '0', rating: '5' });
  });

  it('starts a filtered list at its first page, and keeps the page when the page is what changed', () => {
    show('offset=40&hidden=1');
    click('next page');
    expect(Object.fromEntries(query())).toEqual({ offset: '20', hidden: '1' });
    click('words');
    expect(Object.fromEntries(query())).toEqual({ hidden: '1', q: 'honey' });
  });

  it('builds on the URL the router shows once it has moved elsewhere (Back)', () => {
    show('rating=4');
    click('words');
    click('back');
    expect(Object.fromEntries(query())).toEqual({ rating: '4' });
    click('next page');
    expect(Object.fromEntries(query())).toEqual({ rating: '4', offset: '20' });
  });
});
