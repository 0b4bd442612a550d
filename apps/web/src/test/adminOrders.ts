// The console's order tests' arrangement: the signed-in admin, a confirmed cash order as get.php answers it (order
// 31, AED 125 delivered to Dubai), and the moves the page sent to change_status.php.
import type { answerWith } from './render';
import { sentFields } from './render';
import type { CallData } from '@shop/contract';
import { adminOrderMoveCall } from '@shop/contract/adminCalls';
import type { adminOrderGetCall } from '@shop/contract/adminCalls';

export const SLOW = { timeout: 10_000 };
export const ok = <T>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

/** An order as get.php (and every call answering an order) gives it. */
export type OrderDetail = CallData<typeof adminOrderGetCall>;

export const CONFIRMED: OrderDetail = {
  id: 31,
  status_id: 2,
  status: 'Confirmed',
  created_at: '2026-11-20T08:30:00.000Z',
  delivered_at: null,
  cancelled_at: null,
  cancel_reason: null,
  customer: { id: 7, name: 'Mona', email: 'mona@example.com', phone: '0501234567' },
  payment_method: 1,
  payment_method_type: '',
  shipping: { name: 'Mona', phone: '0501234567', address: 'Villa 3', emirate: 'Dubai', region: 'Jumeirah', latitude: 0, longitude: 0 },
  business: null,
  price: 100,
  discount: 0,
  coupon: null,
  vat: 5.95,
  shipping_cost: 25,
  cod_fee: 0,
  total: 125,
  wallet_used: 0,
  card_amount: 0,
  refunded: 0,
  points_earned: 0,
  items: [],
  payments: [],
  history: [],
  notes: [],
  shipment: null,
  pickup: null,
  actions: ['ship', 'cancel'],
  carriers_with_api: ['aramex'],
};

/** The fields of each change_status.php the page sent, without the session's. */
export const moves = (fetch: ReturnType<typeof answerWith>) =>
  fetch.mock.calls.flatMap(([url], i) => {
    if (!String(url).endsWith(adminOrderMoveCall.path)) return [];
    const { auth_key: _key, user_id: _user, ...fields } = sentFields(fetch, i);
    return [fields];
  });
