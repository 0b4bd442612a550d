// Admin: orders (list, detail, status changes along the allowed paths).
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField, optText, text } from '../fields';
import { idListField, offsetField, optDay, optInt, page, personRef } from './common';
import { businessBuyer, cancelReason, orderPickup } from '../orders';
import { reason } from '../reasons';
import { optional } from '../fields';
import { CARRIERS_WITH_API, checkMoveShipment, shipment, shipmentFields } from '../shipment';

/** The moves an admin can make; each is allowed only from the statuses in ADMIN_ORDER_MOVES. */
export const ADMIN_ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];
/** from statuses → to status (docs/rules.md: 1 placed, 2 confirmed, 5 shipped, 3 delivered, 4 cancelled). */
export const ADMIN_ORDER_MOVES: Record<AdminOrderAction, { from: readonly number[]; to: number }> = {
  confirm: { from: [1], to: 2 },
  ship: { from: [2], to: 5 },
  deliver: { from: [5], to: 3 },
  cancel: { from: [1, 2], to: 4 },
};

export const adminOrderRow = z.object({
  id: z.number(),
  status_id: z.number(),
  status: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
  customer: personRef,
  payment_method: z.number(),
  /** AED. */
  total: z.number(),
  items_count: z.number(),
  /** The delivery address's emirate and area (region), in the caller's language, as copied when ordered. */
  emirate: z.string(),
  region: z.string(),
  /** A B2B sale: placed as the customer's business. */
  business: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/**
 * Newest first, 30 a page. `customer` matches name, e-mail or phone (the account's or the delivery's); `order_id`
 * finds one order; `emirate_id` and `region_id` (one of that emirate's regions) keep the orders delivered there,
 * for planning delivery runs. An unknown emirate or a region of another emirate is refused, naming the field.
 */
export const adminOrdersListCall = defineCall({
  path: '/admin/orders/list.php',
  access: 'admin',
  request: z.object({
    status_id: optInt(1, 8),
    from: optDay(),
    to: optDay(),
    customer: optText(200),
    payment_method: optInt(1, 2),
    order_id: optInt(1),
    emirate_id: optInt(1),
    region_id: optInt(1),
    offset: offsetField(),
  }),
  data: page(adminOrderRow),
});

export const adminOrderDetail = z.object({
  id: z.number(),
  status_id: z.number(),
  status: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The customer's reason when they cancelled it themselves and gave one (read-only). */
  cancel_reason: cancelReason.nullable(),
  customer: personRef.extend({ phone: z.string() }),
  payment_method: z.number(),
  payment_method_type: z.string(),
  shipping: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    emirate: z.string(),
    region: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The buyer of a B2B sale as it was when the order was placed; null for a consumer sale. */
  business: businessBuyer.nullable(),
  /** AED amounts. */
  price: z.number(),
  discount: z.number(),
  coupon: z.object({ id: z.number(), code: z.string(), discount: z.number() }).nullable(),
  vat: z.number(),
  shipping_cost: z.number(),
  /** The cash-on-delivery fee charged (VAT included), as set when the order was placed. */
  cod_fee: z.number(),
  total: z.number(),
  wallet_used: z.number(),
  card_amount: z.number(),
  /** Given back so far (a cancel, a failed payment, approved returns); what the shop keeps is total minus this. */
  refunded: z.number(),
  points_earned: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      product_id: z.number(),
      name: z.string(),
      main_image: z.string(),
      quantity: z.number(),
      price_at_purchase: z.number(),
      status_id: z.number(),
      status: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      gateway: z.string(),
      payment_id: z.string(),
      amount: z.number(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      from_status: z.number().nullable(),
      to_status: z.number(),
      status: z.string(),
      actor: z.string(),
      note: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Staff's internal notes, newest first; never shown to the customer. */
  notes: z.array(z.object({ id: z.number(), author: z.string(), note: z.string(), created_at: z.string() })),
  /** How it was shipped, when the move to shipped named a carrier; else null. */
  shipment: shipment.nullable(),
  /**
   * Picked up from a branch, else null: the branch and the customer's code. Its 'ship' is "ready for
   * pickup" (no carrier) and its 'deliver' is "collected", with the code the customer shows.
   */
  pickup: orderPickup.nullable(),
  /** The moves allowed now. */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /**
   * The carriers whose shipment the server creates through their API because they are configured: "Mark shipped"
   * offers creating it, and the label and pickup buttons show only for these.
   */
  carriers_with_api: z.array(z.enum(CARRIERS_WITH_API)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminOrderGetCall = defineCall({
  path: '/admin/orders/get.php',
  access: 'admin',
  request: z.object({ order_id: idField() }),
  data: adminOrderDetail,
});

/** Adds a staff note (1–1000 characters) to the order, audited; answers the order with its notes. */
/** The longest internal note on an order, in characters. */
export const ORDER_NOTE_MAX_LENGTH = 1000;

export const adminOrderNoteAddCall = defineCall({
  path: '/admin/orders/note_add.php',
  access: 'admin',
  request: z.object({ order_id: idField(), note: text(ORDER_NOTE_MAX_LENGTH) }),
  data: adminOrderDetail,
});

/**
 * Moves the order (confirm 1→2, ship 2→5, deliver 5→3 and earns points, cancel from 1 or 2 returns
 * stock, coupon use, wallet and card amount to the wallet). A move not allowed from the current status
 * is refused (status false) and changes nothing. Answers the order as it is after the move.
 * With 'ship', the carrier (shipment.ts, checkShipment): Aramex, Quiqup and Emirates Post with their tracking
 * number, the shop's own driver with the driver's phone, another carrier by name with an optional tracking
 * number. The console always sends one; without one the order ships with none recorded, as orders shipped
 * before carriers were kept. Shipment fields with another move are refused.
 * An order picked up from a branch: 'ship' marks it ready for pickup and takes no carrier; 'deliver' marks it
 * collected and takes the customer's pickup_code, which must be the order's (pickup_code with another move, or
 * for a delivered order, is refused naming it).
 * When an earlier attempt to create the order's shipment ended without knowing whether the carrier created it,
 * creating one again is refused naming new_shipment: the owner types the number of the shipment the carrier has,
 * or sends new_shipment=1 to create another (ship only).
 */
export const adminOrderMoveCall = defineCall({
  path: '/admin/orders/change_status.php',
  access: 'admin',
  request: z
    .object({
      order_id: idField(),
      action: z.enum(ADMIN_ORDER_ACTIONS),
      note: optText(500),
      pickup_code: optText(12),
      ...shipmentFields,
      new_shipment: optional(flag()),
    })
    .superRefine(checkMoveShipment)
    .superRefine((v, ctx) => {
      if (v.pickup_code !== undefined && v.action !== 'deliver')
        ctx.addIssue({ code: 'custom', message: reason('deliverOnly'), path: ['pickup_code'] });
      if (v.new_shipment !== undefined && v.action !== 'ship')
        ctx.addIssue({ code: 'custom', message: reason('shipOnly'), path: ['new_shipment'] });
    }),
  data: adminOrderDetail,
});

/**
 * Moves several orders with one action, each in its own transaction exactly as change_status.php does (stock,
 * wallet, points, notification and audit once per order). An order not in a status the move allows is left
 * as it is and reported with the refusal; so a repeated or concurrent request moves nothing twice.
 * Shipping in bulk records no carrier, or the shop's own driver with one phone for all (a driver's round):
 * tracking numbers are one per parcel, so Aramex, Quiqup, Emirates Post and other carriers are marked one
 * order at a time.
 */
export const adminOrdersBulkMoveCall = defineCall({
  path: '/admin/orders/bulk_status.php',
  access: 'admin',
  request: z
    .object({
      order_ids: idListField(1, 100),
      action: z.enum(ADMIN_ORDER_ACTIONS),
      note: optText(500),
      carrier: optional(z.enum(['own_driver'])),
      driver_phone: shipmentFields.driver_phone,
    })
    .superRefine(checkMoveShipment),
  data: z.object({
    /** How many orders moved. */
    moved: z.number(),
    /** One per order asked for, in the order asked: moved, or why not. */
    results: z.array(z.object({ id: z.number(), moved: z.boolean(), status_id: z.number().nullable(), msg: z.string() })),
  }),
});

/**
 * The packing slips of one or several orders (an order's page, or a selection in the list), in the order asked,
 * each in its customer's language (the order's), whatever the console's. An unknown order is refused (404).
 */
export const adminPackingSlipsCall = defineCall({
  path: '/admin/orders/packing_slips.php',
  access: 'admin',
  request: z.object({ order_ids: idListField(1, 100) }),
  data: z.array(z.object({ lang: z.enum(['en', 'ar']), order: adminOrderDetail })),
});

/**
 * The label of an order shipped with a carrier with an API (Aramex or Quiqup, the order's), as a PDF file the
 * carrier prints again from the tracking number. Refused (status false) when the order has no such shipment or
 * its carrier is not set up, with the carrier's own message when it refuses.
 */
export const adminCarrierLabelCall = defineCall({
  path: '/admin/orders/carrier_label.php',
  access: 'admin',
  request: z.object({ order_id: idField() }),
  data: z.null(),
});

/**
 * Asks the order's carrier (Aramex or Quiqup) to collect its parcel at the shop; answers the carrier's pickup
 * number (Quiqup: the order marked ready for its next collection run, its tracking number).
 */
export const adminCarrierPickupCall = defineCall({
  path: '/admin/orders/carrier_pickup.php',
  access: 'admin',
  request: z.object({ order_id: idField() }),
  data: z.object({ pickup_id: z.string() }),
});
