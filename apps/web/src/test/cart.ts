// Carts as the server answers them (cart_list.php, add_to_cart.php), for the tests of pages that show one.
import type { Cart, CartLine } from '@shop/contract';

/** Line `id` of a cart: product 100 + id, one unit at AED 50. */
export const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id,
  product_id: 100 + id,
  quantity: 1,
  name: `Honey ${id}`,
  short_desc: `Jar ${id}`,
  main_image: `/media/products/p${id}-640.webp`,
  total_price: 50,
  sale_price: 50,
  list_price: 50,
  stock: 5,
  ...over,
});

/** A cart of `products` with the demo totals, changed by `over`. */
export const cart = (products: CartLine[], over: Partial<Cart> = {}): Cart => ({
  products,
  price: 376.5,
  discount_coupon: null,
  discount: 42,
  coupon_discount: 0,
  vat: 17.36,
  shipping_cost: 30,
  total_price: 364.5,
  coupon_note: '',
  items_count: products.reduce((n, l) => n + l.quantity, 0),
  cod_fee: 0,
  cod_total_price: 364.5,
  cod_vat: 17.36,
  cod_max: 0,
  cod_available: true,
  cod_note: '',
  free_delivery_from: 0,
  free_delivery_left: 0,
  delivery_fee_min: 25,
  delivery_fee_max: 50,
  arrival_date: '2026-12-10',
  ...over,
});
