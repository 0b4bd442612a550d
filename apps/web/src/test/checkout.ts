// The checkout tests' arrangement: a customer's cart, addresses and wallet as the server answers them, the
// checkout page opened over them, and the answers of pay_now.php (order 9 of AED 175).
import type { AddressItem, CallData, Cart, OrderDetails } from '@shop/contract';
import { cart as cartOf, line } from './cart';
import { answer, answerWith, renderApp, sentFields, type RenderOptions, type Answer } from './render';
import { cartListCall, listAddressesCall, walletBalanceCall, pickupBranchesCall } from '@shop/contract/calls';
import type { paymentMethodsCall } from '@shop/contract/calls';

export const ok = <T>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

export const cart: Cart = cartOf(
  [
    line(1, {
      product_id: 101,
      quantity: 2,
      name: 'Sidr Honey',
      short_desc: '',
      main_image: '/placeholder.svg',
      total_price: 150,
      sale_price: 75,
      list_price: 75,
      stock: 9,
    }),
  ],
  { price: 150, discount: 0, vat: 8.33, shipping_cost: 25, total_price: 175, cod_total_price: 175, cod_vat: 8.33 },
);

export const address = (id: number, primary: '0' | '1'): AddressItem => ({
  id,
  name: primary === '1' ? 'Home' : 'Office',
  phone: '0501234567',
  address: 'Villa 12, Street 4',
  emirate: 1,
  region: 2,
  emirate_en: 'Abu Dhabi',
  emirate_ar: 'أبوظبي',
  region_en: 'Khalifa City',
  region_ar: 'مدينة خليفة',
  primary,
  latitude: 0,
  longitude: 0,
  location_name: '0',
});

/** payment_methods.php's answer: Visa and MasterCard, and only the wallets and instalment providers told. */
export const paymentMethods = (over: Partial<CallData<typeof paymentMethodsCall>> = {}) =>
  ok<CallData<typeof paymentMethodsCall>>({ card_types: ['Visa', 'MasterCard'], wallets: [], tabby: false, tamara: false, ...over });

export const wallet = (balance: number) => ok({ balance, points: 0, aed_points: 100, points_to_balance: 0 });

/**
 * Opens /checkout for a logged-in customer whose server answers `cart`, the main address 4 beside address 3 and
 * no wallet balance; `answers` add or replace answers by path. Returns the fetch spy.
 */
export async function openCheckout(answers: Answer[] = [], options: Omit<RenderOptions, 'loggedIn'> = {}) {
  const fetch = answerWith(
    answer(cartListCall, ok(cart)),
    answer(listAddressesCall, ok([address(3, '0'), address(4, '1')])),
    answer(walletBalanceCall, wallet(0)),
    answer(pickupBranchesCall, ok({ branches: [], total_price: 150, vat: 7.14 })),
    ...answers,
  );
  await renderApp('/checkout', { ...options, loggedIn: true });
  return fetch;
}

/** pay_now.php's answer when nothing is left for a card (flag 1): the order is placed, `walletUsed` AED from the wallet. */
export const orderPlaced = (msg: string, walletUsed = 0) => ({
  status: true,
  msg,
  flag: 1,
  data: { order_id: 9, status_id: 1, total_price: 175, wallet_used: walletUsed, card_amount: 0, cod_fee: 0, IsSuccess: true, Data: null },
});

/** pay_now.php's answer sending the shopper to the card payment page of invoice `invoiceId` (flag 0). */
export const cardInvoice = (invoiceId: string, msg: string, walletUsed = 0) => ({
  status: true,
  msg,
  flag: 0,
  data: {
    order_id: 9,
    status_id: 8,
    total_price: 175,
    wallet_used: walletUsed,
    card_amount: 175 - walletUsed,
    cod_fee: 0,
    IsSuccess: true,
    Data: { InvoiceId: invoiceId, InvoiceURL: `http://localhost:3000/sandbox-pay/${invoiceId}` },
  },
});

/** The fields of the last call to `path`. */
export const lastFields = (spy: ReturnType<typeof answerWith>, path: string) => {
  const index = spy.mock.calls.map(([url]) => String(url)).lastIndexOf(`/api${path}`);
  return sentFields(spy, index);
};

/** order_details.php's answer for order 9 once placed: the cart's line, cash on delivery, arriving on Thursday 10 December. */
export const placedOrder: OrderDetails = {
  order_id: 9,
  status_id: 1,
  status: 'Placed',
  order_date: '2026-12-07T08:00:00.000Z',
  arrival_date: '2026-12-10',
  payment_method: 1,
  payment_method_type: '',
  items: [
    {
      order_item_id: 31,
      product_id: 101,
      product_name: 'Sidr Honey',
      main_image: '/placeholder.svg',
      quantity: 2,
      price_at_purchase: 75,
      status_id: 1,
      status: 'Placed',
      returnable: false,
      reviewed: false,
    },
  ],
  totals: {
    subtotal: 150,
    discount: 0,
    coupon_discount: 0,
    delivery: 25,
    cod_fee: 0,
    vat: 8.33,
    total: 175,
    wallet_used: 0,
    card_amount: 0,
    paid: 0,
  },
  address: { name: 'Home', phone: '0501234567', address: 'Villa 12, Street 4', emirate: 'Abu Dhabi', region: 'Khalifa City' },
  history: [{ status_id: 1, status: 'Placed', at: '2026-12-07T08:00:00.000Z', order_item_id: null }],
  pay_until: null,
  cancel_reason: null,
  shipment: null,
  business: null,
  pickup: null,
};
