// The customer's notifications (docs/product.md §7 notifications).
import { z } from 'zod';
import { defineCall, noFields } from './call';

export const notificationItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601 timestamp. */
  added_on: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsListCall = defineCall({
  path: '/notifications_list.php',
  access: 'customer',
  request: noFields,
  data: z.array(notificationItem),
});
