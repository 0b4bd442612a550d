import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, type ProductCard } from '@shop/contract';
import { applyFilters, filtersOf, listSourceOf, nextOffset, withFilters, withoutFilter, type ListPage } from './listSource';

const source = (url: string) => {
  const u = new URL(url, 'http://shop.test');
  return listSourceOf(u.pathname, u.searchParams);
};

describe('listSourceOf', () => {
  it('reads every list route of docs/product.md §2', () => {
    expect(source('/products')).toEqual({ kind: 'all' });
    expect(source('/products?search=%20sidr%20honey%20')).toEqual({ kind: 'search', keyword: 'sidr honey' });
    expect(source('/products?category=4')).toEqual({ kind: 'category', id: 4 });
    expect(source('/products?group=2')).toEqual({ kind: 'group', id: 2 });
    expect(source('/products?search=oil&category=4')).toEqual({ kind: 'search', keyword: 'oil' });
    expect(source('/products/products')).toEqual({ kind: 'home', homeType: 1, name: 'products' });
    expect(source('/products/selected')).toEqual({ kind: 'home', homeType: 2, name: 'selected' });
    expect(source('/Products/New')).toEqual({ kind: 'home', homeType: 3, name: 'new' });
    expect(source('/categories/12')).toEqual({ kind: 'category', id: 12 });
    expect(source('/groups/3')).toEqual({ kind: 'group', id: 3 });
    expect(source('/offers')).toEqual({ kind: 'offers' });
  });

  it('names nothing for unknown home types and malformed ids', () => {
    for (const url of [
      '/products/old',
      '/categories/abc',
      '/categories/0',
      '/groups/-1',
      '/products?category=x',
      '/offers/2',
      '/categories/1/2',
    ]) {
      expect(source(url), url).toBeNull();
    }
  });
});

describe('nextOffset', () => {
  const page = (n: number, total: number): ListPage => ({
    products: Array.from({ length: n }, (_, i) => ({ id: i }) as ProductCard),
    total,
  });

  it('offers the next 30 after a full page while the total says more remain', () => {
    const first = page(PAGE_SIZE, 65);
    expect(nextOffset(first, [first], 0)).toBe(30);
    const second = page(PAGE_SIZE, 65);
    expect(nextOffset(second, [first, second], 30)).toBe(60);
  });

  it('offers nothing after a short page or when everything is shown', () => {
    expect(nextOffset(page(5, 65), [page(30, 65), page(30, 65), page(5, 65)], 60)).toBeUndefined();
    expect(nextOffset(page(PAGE_SIZE, 30), [page(PAGE_SIZE, 30)], 0)).toBeUndefined();
    expect(nextOffset(page(0, 0), [page(0, 0)], 0)).toBeUndefined();
  });
});

describe('applyFilters and withoutFilter', () => {
  it('keeps the applied category when a sort is applied after it; the new choices win', () => {
    const category = applyFilters(null, { category: 4 });
    expect(category).toEqual({ category: 4 });
    expect(applyFilters(category, { sort: 'desc' })).toEqual({ category: 4, sort: 'desc' });
    expect(applyFilters({ category: 4, sort: 'desc' }, { category: 5, rating: 3 })).toEqual({ category: 5, sort: 'desc', rating: 3 });
    expect(applyFilters(null, {})).toBeNull();
  });

  it('removes one filter, and answers null once none is left', () => {
    expect(withoutFilter({ category: 4, price: { from: 10, to: 49 } }, 'category')).toEqual({ price: { from: 10, to: 49 } });
    expect(withoutFilter({ sort: 'best' }, 'sort')).toBeNull();
  });
});

describe('filtersOf and withFilters', () => {
  const query = (q: string) => new URLSearchParams(q);

  it('reads the filters a list URL names, ignoring what it cannot read', () => {
    expect(filtersOf(query('search=oil&cat=4&price=10-49&rating=3&sort=newest'))).toEqual({
      category: 4,
      price: { from: 10, to: 49 },
      rating: 3,
      sort: 'newest',
    });
    expect(filtersOf(query('cat=0'))).toEqual({ category: 0 });
    expect(filtersOf(query('search=oil&page=2'))).toBeNull();
    expect(filtersOf(query('cat=-1&price=cheap&rating=9&sort=relevance'))).toBeNull();
  });

  it('writes filters into the URL from the first page, keeping what names the list, and reads them back the same', () => {
    const filters = { category: 5, price: { from: 100, to: 99999 }, rating: 4, sort: 'desc' as const };
    const next = withFilters(query('search=sidr&page=3&sort=asc'), filters);
    expect(next.toString()).toBe('search=sidr&cat=5&price=100-99999&rating=4&sort=desc');
    expect(filtersOf(next)).toEqual(filters);
    expect(withFilters(next, null).toString()).toBe('search=sidr');
  });
});
