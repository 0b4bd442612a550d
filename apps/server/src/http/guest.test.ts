// The guest placeholders (docs/api.md): our web app's `guest` and the original clients' fixed token, each
// with user id 0, browse like a visitor and get the same refusals as a visitor elsewhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { call } from '../test/app';
import { suiteApp } from '../test/fixtures/suite';

// Written out rather than imported: these exact strings are what the clients store.
const GUEST_TOKEN = 'guest';
const ORIGINAL_GUEST_TOKEN = '663c80d0af3d373895922158844jb768';

const t = suiteApp();
let productId: number;

beforeAll(async () => {
  const [cat] = await t.db.insert(categories).values({ nameEn: 'Honey', nameAr: 'عسل' }).returning();
  const [p] = await t.db
    .insert(products)
    .values({
      nameEn: 'Sidr Honey',
      nameAr: 'عسل السدر',
      listPrice: 9900,
      salePrice: 9900,
      stock: 3,
      categoryId: cat!.id,
      isFeatured: true,
    })
    .returning();
  productId = p!.id;
});

const browsing: [string, Record<string, string | number>][] = [
  ['/home/home.php', {}],
  ['/products/groups.php', {}],
  ['/products/categories.php', {}],
  ['/products/details.php', { product_id: 0 }],
  ['/products/search_filter.php', { search_with: 'keyword', keyword: 'honey', item_count: 0, limit: 30 }],
  ['/wellness_quiz/questions.php', { gender: 1, age: 1 }],
  ['/profile/faq.php', {}],
  ['/profile/store_info.php', {}],
  ['/regions/list_emirates.php', {}],
];

describe('the original clients’ guest token', () => {
  it.each(browsing)('browses %s exactly like `guest`', async (path, fields) => {
    const input = path === '/products/details.php' ? { product_id: productId } : fields;
    const asGuest = await call(t.app, path, { ...input, auth_key: GUEST_TOKEN, user_id: 0 });
    const asOriginal = await call(t.app, path, { ...input, auth_key: ORIGINAL_GUEST_TOKEN, user_id: 0 });
    expect(asGuest.body.status).toBe(true);
    expect(asOriginal.statusCode).toBe(asGuest.statusCode);
    expect(asOriginal.body).toEqual(asGuest.body);
  });

  it.each(['/cart/cart_list.php', '/profile/profile_info.php', '/orders/list.php', '/products/wishlist/list_without_fav.php'])(
    'is refused on %s with the same answer as `guest`',
    async (path) => {
      const asGuest = await call(t.app, path, { auth_key: GUEST_TOKEN, user_id: 0 });
      const asOriginal = await call(t.app, path, { auth_key: ORIGINAL_GUEST_TOKEN, user_id: 0 });
      expect(asGuest.body).toMatchObject({ status: false, msg: 'wrong key' });
      expect(asOriginal.statusCode).toBe(asGuest.statusCode);
      expect(asOriginal.body).toEqual(asGuest.body);
    },
  );

  it('is a guest only with user id 0, like `guest`', async () => {
    for (const auth_key of [GUEST_TOKEN, ORIGINAL_GUEST_TOKEN]) {
      const res = await call(t.app, '/home/home.php', { auth_key, user_id: 5 });
      expect(res.body).toMatchObject({ status: false, msg: 'wrong key' });
    }
  });
});
