// Admin: the owner's alerts: a new order, a return request, a product's stock falling to the low-stock
// line, a failed payment. Each is listed in the console and, when the settings ask for it, mailed to the alert address.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { idField } from '../fields';
import { offsetField, page } from './common';

/** What an alert is about, in the order the console's settings list them. */
export const OWNER_ALERT_KINDS = ['new_order', 'return_request', 'low_stock', 'payment_failed'] as const;
export type OwnerAlertKind = (typeof OWNER_ALERT_KINDS)[number];

/** The console page an alert leads to (the list's link, the e-mail's button): its order's, or its product's for low stock. */
export const alertConsolePath = (orderId: number | null, productId: number | null) =>
  orderId !== null ? `/admin/orders/${orderId}` : `/admin/products/${productId ?? ''}`;

/** The order's number for the order kinds; the product (as it is now) for low stock. */
export const adminAlertRow = z.object({
  id: z.number(),
  kind: z.enum(OWNER_ALERT_KINDS),
  order_id: z.number().nullable(),
  product: z.object({ id: z.number(), name_en: z.string(), name_ar: z.string(), stock: z.number() }).nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type AdminAlertRow = z.infer<typeof adminAlertRow>;

const unreadCount = z.object({ unread: z.number() });

/** Newest first, paged by PAGE_SIZE; `unread`: how many alerts nobody has read (the console's bell). */
export const adminAlertsListCall = defineCall({
  path: '/admin/alerts/list.php',
  access: 'admin',
  request: z.object({ offset: offsetField() }),
  data: page(adminAlertRow).extend(unreadCount.shape),
});

/** Marks one alert read (again is no change); answers the unread count after. */
export const adminAlertReadCall = defineCall({
  path: '/admin/alerts/read.php',
  access: 'admin',
  request: z.object({ alert_id: idField() }),
  data: unreadCount,
});

/** Marks every alert read; answers the unread count after (0, unless one arrived meanwhile). */
export const adminAlertsReadAllCall = defineCall({
  path: '/admin/alerts/read_all.php',
  access: 'admin',
  request: noFields,
  data: unreadCount,
});
