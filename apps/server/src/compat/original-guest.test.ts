// The original clients as a visitor (their guest token) and the refusals they read from an HTTP 200 envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopForOriginalClient, ORIGINAL_GUEST_TOKEN, type OriginalShop, type OriginalWebClient } from './originalClient';

let shop: OriginalShop;
let guest: OriginalWebClient;
beforeAll(async () => {
  shop = await startShopForOriginalClient();
  guest = shop.browser('en');
  guest.enterAsGuest();
});
afterAll(() => shop.close());

describe("a visitor with the original's guest pair (token 663c80d0af3d373895922158844jb768, user id 0)", () => {
  it('stores the pair on the first visit', () => {
    expect([guest.getItem('token'), guest.getItem('user_id')]).toEqual([ORIGINAL_GUEST_TOKEN, '0']);
  });

  it('browses: home.php, groups.php, categories.php', async () => {
    for (const p of ['/home/home.php', '/products/groups.php', '/products/categories.php']) {
      const a = await guest.call(p, guest.key());
      expect(a.status, p).toBe(true);
    }
  });

  it('lists: search_filter.php (Products link, home type word, search), offers.php, filters.php', async () => {
    const key = guest.key();
    const calls: [string, [string, string | number | null][]][] = [
      [
        'products/search_filter.php',
        [
          ['search_with', 'keyword'],
          ['keyword', ''],
          ['item_count', 0],
          ['limit', 30],
        ],
      ],
      [
        'products/search_filter.php',
        [
          ['search_with', 'home_types'],
          ['home_types', 'new'],
          ['item_count', 0],
          ['limit', 30],
        ],
      ],
      [
        'products/search_filter.php',
        [
          ['search_with', 'keyword'],
          ['keyword', 'honey'],
          ['item_count', 0],
          ['limit', 30],
        ],
      ],
      [
        '/products/offers.php',
        [
          ['item_count', 0],
          ['limit', 30],
        ],
      ],
      [
        '/products/filters.php',
        [
          ['category_id', null],
          ['item_count', 0],
          ['limit', 30],
          ['rating', null],
          ['price_from', null],
          ['price_to', null],
          ['price_sort', 'asc'],
        ],
      ],
    ];
    for (const [p, fields] of calls) {
      const a = await guest.call(p, [...key, ...fields]);
      expect(a.status, p).toBe(true);
      expect(a.data.length, p).toBeGreaterThan(0);
    }
  });

  it('category, group and product pages: cat_filter.php, group_filter.php, details.php', async () => {
    const cats = (await guest.call('/products/categories.php', guest.key())).data;
    const groups = (await guest.call('/products/groups.php', guest.key())).data;
    const c = await guest.call('products/cat_filter.php', [...guest.key(), ['category_id', cats[0].id], ['item_count', 0], ['limit', 50]]);
    expect(c.status).toBe(true);
    const g = await guest.call('products/group_filter.php', [...guest.key(), ['group_id', groups[0].id], ['item_count', 0], ['limit', 50]]);
    expect(g.status).toBe(true);
    const d = await guest.call('/products/details.php', [...guest.key(), ['product_id', String(c.data.products[0].id)]]);
    expect(d.status).toBe(true);
  });

  it('quiz, store info and FAQ', async () => {
    const q = await guest.call('/wellness_quiz/questions.php', [...guest.key(), ['gender', 1], ['age', 2]]);
    expect(q.status).toBe(true);
    const r = await guest.call('wellness_quiz/products.php', [...guest.key(), ['questions', String(q.data[0].id)]]);
    expect(r.status).toBe(true);
    for (const p of ['/profile/store_info.php', '/profile/faq.php']) expect((await guest.call(p, guest.key())).status, p).toBe(true);
  });
});

describe('refusals the original reads from the envelope (HTTP 200)', () => {
  it("home.php with a key that is no longer valid: status false, msg 'wrong key' (the home page sends the visitor to /login)", async () => {
    const b = shop.browser('en');
    b.setItem('token', 'expired-key');
    b.setItem('user_id', 5);
    const a = await b.call('/home/home.php', b.key());
    expect(a.status).toBe(false);
    expect(a.msg).toBe('wrong key');
  });

  it('details.php of an unknown product: status false (the product page goes to /notfound)', async () => {
    const a = await guest.call('/products/details.php', [...guest.key(), ['product_id', '999999']]);
    expect(a.status).toBe(false);
  });
});
