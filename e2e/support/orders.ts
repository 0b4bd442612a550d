// Setting up an order through the shop's API as the signed-in customer, for the journeys that start after buying.
import { expect, type Page } from '@playwright/test';
import type { Lang, Session } from '../helpers';
import type { Shop } from './shop';

/** Calls the shop's API as the signed-in customer (what the browser cannot set up by itself quickly). */
export async function apiCall<T>(
  page: Page,
  shop: Shop,
  session: Session,
  path: string,
  fields: Record<string, string | number> = {},
  lang: Lang = 'en',
) {
  const res = await page.request.post(`${shop.url}/api${path}`, {
    headers: { 'accept-language': lang },
    form: { auth_key: session.auth_key, user_id: session.id, ...fields },
  });
  const body = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(body.status, `${path}: ${body.msg}`).toBe(true);
  return body.data;
}

/** A home card, as placeOrder picks it. */
export interface OrderedProduct {
  id: number;
  name: string;
  quantity: number;
}

/** Puts one unit of a home product with stock to spare in the cart; answers the product, named in `lang`. */
export async function addProductInStock(page: Page, shop: Shop, session: Session, lang: Lang) {
  const home = await apiCall<Record<'products' | 'new_products', OrderedProduct[]>>(page, shop, session, '/home/home.php', {}, lang);
  const product = [...home.products, ...home.new_products].find((c) => c.quantity >= 4)!;
  await apiCall(page, shop, session, '/cart/add_to_cart.php', { product_id: product.id, quantity: 1 });
  return product;
}

/**
 * Puts one unit of a product in stock in the cart and orders it (1: cash on delivery; 2: card, left unpaid); answers
 * the order id and the product, named in `lang`.
 */
export async function placeOrder(page: Page, shop: Shop, session: Session, lang: Lang, paymentMethod: 1 | 2) {
  const product = await addProductInStock(page, shop, session, lang);
  const [address] = await apiCall<{ id: number }[]>(page, shop, session, '/profile/addresses/list.php');
  const placed = await apiCall<{ order_id: number }>(page, shop, session, '/cart/pay_now.php', {
    address_id: address!.id,
    wallet: 0,
    payment_method: paymentMethod,
    ...(paymentMethod === 2 ? { payment_method_type: 'Visa' } : {}),
  });
  return { orderId: placed.order_id, product };
}
