import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProductDetail } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../../test/render';
import { moved } from '../components/RowActions';
import {
  adminMeCall,
  adminCatalogOptionsCall,
  adminProductGetCall,
  adminPhotoReorderCall,
  adminPhotoSetMainCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productDetail } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

const photo = (id: number, sort: number, isMain = false) => ({ id, url: `/media/products/p${id}-640.webp`, sort, is_main: isMain });
const product = (photos: AdminProductDetail['photos']): AdminProductDetail =>
  productDetail({
    id: 12,
    name_en: 'Acacia honey',
    name_ar: 'عسل الأكاسيا',
    list_price: 50,
    sale_price: 50,
    stock: 8,
    sold_count: 3,
    main_image: photos.find((p) => p.is_main)?.url ?? '',
    photos,
  });

describe('moved', () => {
  it('moves one id a place earlier or later', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });
});

describe('product photos', () => {
  it('moves a photo earlier and makes another the main one through the server, showing its answer', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok({ groups: [], categories: [] })),
      answer(adminProductGetCall, ok(product([photo(1, 0, true), photo(2, 1), photo(3, 2)]))),
      answer(adminPhotoReorderCall, ok(product([photo(2, 0), photo(1, 1, true), photo(3, 2)]), 'Photos reordered')),
      answer(adminPhotoSetMainCall, ok(product([photo(2, 0), photo(1, 1), photo(3, 2, true)]), 'Main photo set')),
    );
    await renderApp('/admin/products/12', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Photos' }, SLOW);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Make photo 1 the main photo' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(await screen.findByText('Photos reordered')).toBeInTheDocument();
    const calls = () => fetch.mock.calls.map(([input]) => String(input));
    expect(sentFields(fetch, calls().indexOf(urlOf(adminPhotoReorderCall)))).toMatchObject({
      product_id: '12',
      photo_ids: '2,1,3',
    });
    // The answer replaced the product: the old main photo is now second.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/media/products/p1-640.webp'));

    await userEvent.click(screen.getByRole('button', { name: 'Make photo 3 the main photo' }));
    expect(await screen.findByText('Main photo set')).toBeInTheDocument();
    expect(sentFields(fetch, calls().indexOf(urlOf(adminPhotoSetMainCall)))).toMatchObject({ photo_id: '3' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make photo 3 the main photo' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Make photo 2 the main photo' })).toBeEnabled();
  });
});
