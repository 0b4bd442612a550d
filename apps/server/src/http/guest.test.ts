// The guest placeholders (docs/api.md): our web app's `guest` and the original clients' fixed token, each
// with user id 0, browse like a visitor and get the same refusals as a visitor elsewhere.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartListCall,
  categoriesCall,
  detailsCall,
  faqCall,
  groupsCall,
  homeCall,
  listEmiratesCall,
  listsWithoutFavCall,
  ordersListCall,
  profileInfoCall,
  quizQuestionsCall,
  searchFilterCall,
  storeInfoCall,
  type Call,
} from '@shop/contract';
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

const browsing: [Call, Record<string, string | number>][] = [
  [homeCall, {}],
  [groupsCall, {}],
  [categoriesCall, {}],
  [detailsCall, { product_id: 0 }],
  [searchFilterCall, { search_with: 'keyword', keyword: 'honey', item_count: 0, limit: 30 }],
  [quizQuestionsCall, { gender: 1, age: 1 }],
  [faqCall, {}],
  [storeInfoCall, {}],
  [listEmiratesCall, {}],
];

describe('the original clients’ guest token', () => {
  it.each(browsing.map(([c, fields]) => [c.path, c, fields] as const))('browses %s exactly like `guest`', async (_path, c, fields) => {
    const input = c === detailsCall ? { product_id: productId } : fields;
    const asGuest = await call(t.app, c, { ...input, auth_key: GUEST_TOKEN, user_id: 0 });
    const asOriginal = await call(t.app, c, { ...input, auth_key: ORIGINAL_GUEST_TOKEN, user_id: 0 });
    expect(asGuest.body.status).toBe(true);
    expect(asOriginal.statusCode).toBe(asGuest.statusCode);
    expect(asOriginal.body).toEqual(asGuest.body);
  });

  it.each([cartListCall, profileInfoCall, ordersListCall, listsWithoutFavCall].map((c) => [c.path, c] as const))(
    'is refused on %s with the same answer as `guest`',
    async (_path, c) => {
      const asGuest = await call(t.app, c, { auth_key: GUEST_TOKEN, user_id: 0 });
      const asOriginal = await call(t.app, c, { auth_key: ORIGINAL_GUEST_TOKEN, user_id: 0 });
      expect(asGuest.body).toMatchObject({ status: false, msg: 'wrong key' });
      expect(asOriginal.statusCode).toBe(asGuest.statusCode);
      expect(asOriginal.body).toEqual(asGuest.body);
    },
  );

  it('is a guest only with user id 0, like `guest`', async () => {
    for (const auth_key of [GUEST_TOKEN, ORIGINAL_GUEST_TOKEN]) {
      const res = await call(t.app, homeCall, { auth_key, user_id: 5 });
      expect(res.body).toMatchObject({ status: false, msg: 'wrong key' });
    }
  });
});
