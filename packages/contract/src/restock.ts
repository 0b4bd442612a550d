// Back in stock: a shopper asks to be told when an out-of-stock product is back.
import { z } from 'zod';
import { defineCall } from './call';
import { idField } from './fields';

/** Whether the shopper waits to be told that this product is back. */
export const backInStock = z.object({ waiting: z.boolean() });

export const backInStockStatusCall = defineCall({
  path: '/products/back_in_stock.php',
  access: 'customer',
  request: z.object({ product_id: idField() }),
  data: backInStock,
});

/**
 * Asks to be told (one e-mail in the shopper's language and a notification) when this out-of-stock product
 * is back; refused while it is in stock. Asking again while waiting changes nothing.
 */
export const backInStockRequestCall = defineCall({
  path: '/products/notify_me.php',
  access: 'customer',
  request: z.object({ product_id: idField() }),
  data: backInStock,
});
