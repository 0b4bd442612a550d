// Admin: a notification in both languages to every customer or to one.
import { z } from 'zod';
import { defineCall } from '../call';
import { text } from '../fields';
import { optInt } from './common';

/** Without customer_id it goes to every customer (role customer). */
export const adminNotifySendCall = defineCall({
  path: '/admin/notifications/send.php',
  access: 'admin',
  request: z.object({
    title_en: text(200),
    title_ar: text(200),
    body_en: text(2000),
    body_ar: text(2000),
    customer_id: optInt(1),
  }),
  data: z.object({ sent: z.number() }),
});
