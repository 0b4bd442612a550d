// Orders: the list, one order, staff notes, moving one or many along their statuses, the packing slips.
import type { FastifyInstance } from 'fastify';
import {
  adminCarrierLabelCall,
  adminCarrierPickupCall,
  adminOrderGetCall,
  adminOrderMoveCall,
  adminOrderNoteAddCall,
  adminOrdersBulkMoveCall,
  adminOrdersListCall,
  adminPackingSlipsCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { addOrderNote, listOrders, moveOrder, moveOrders, orderDetail, packingSlips } from './service';
import { orderMessages } from './messages';
import { carrierLabel, carrierPickup, trackAramexShipments } from './aramex';
import { trackQuiqupShipments } from './quiqup';
import { quiqupWebhook } from './quiqupWebhook';
import { LOCKS } from '../../../db/client';
import { configuredCarriers } from '../../../integrations/carriers';
import { runPeriodically } from '../../../jobs/periodic';

export async function adminOrdersRoutes(app: FastifyInstance) {
  // Encapsulated (not fp): its raw-body parser is its own.
  await app.register(quiqupWebhook);
  // Every answer with the order tells the console which carriers' shipments the server creates (one place).
  const carriers_with_api = configuredCarriers(app.carriers);
  const withCarriers = <T extends object>(detail: T) => ({ ...detail, carriers_with_api });
  route(app, adminOrdersListCall, async ({ db, input, lang }) => ({ data: await listOrders(db, input, lang) }));
  route(app, adminOrderGetCall, async ({ db, input, lang }) => ({ data: withCarriers(await orderDetail(db, input.order_id, lang)) }));
  route(app, adminOrderNoteAddCall, async ({ db, input, lang, userId }) => ({
    data: withCarriers(await addOrderNote(db, userId, input, lang)),
    msg: orderMessages.noteAdded,
  }));
  route(app, adminOrderMoveCall, async ({ db, input, lang, userId }) => {
    const data = withCarriers(
      await moveOrder(db, userId, input, lang, {
        aramex: app.carriers.aramex,
        quiqup: app.carriers.quiqup,
        weightPerItemKg: app.config.ARAMEX_WEIGHT_PER_ITEM_KG,
      }),
    );
    return { data, msg: orderMessages.orderMoved, msgParams: { id: data.id, status: data.status } };
  });
  route(app, adminOrdersBulkMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrders(db, userId, input, lang);
    return { data, msg: orderMessages.ordersMoved, msgParams: { moved: data.moved, asked: data.results.length } };
  });
  route(app, adminPackingSlipsCall, async ({ db, input }) => ({
    data: (await packingSlips(db, input.order_ids)).map((slip) => ({ ...slip, order: withCarriers(slip.order) })),
  }));
  // The label and the pickup of the order's carrier (Aramex or Quiqup).
  route(app, adminCarrierLabelCall, async ({ db, input }) => {
    const { carrier, trackingNumber, pdf } = await carrierLabel(db, app.carriers, input.order_id);
    return { data: null, file: { type: 'application/pdf', name: `${carrier}-${trackingNumber}.pdf`, body: pdf } };
  });
  route(app, adminCarrierPickupCall, async ({ db, input }) => {
    const { carrier, pickupId } = await carrierPickup(db, app.carriers, input.order_id, app.config.ARAMEX_WEIGHT_PER_ITEM_KG);
    const msg = carrier === 'quiqup' ? orderMessages.quiqupPickupRequested : orderMessages.pickupRequested;
    return { data: { pickup_id: pickupId }, msg, msgParams: { pickup: pickupId } };
  });
  // Open Aramex and Quiqup shipments are tracked every CARRIER_TRACKING_SECONDS by one process at a time (aramex.ts;
  // quiqup.ts, a safety net behind Quiqup's webhook).
  if (app.carriers.aramex || app.carriers.quiqup)
    runPeriodically(app, {
      name: 'carrier_tracking',
      lock: LOCKS.carrierTracking,
      everySeconds: app.config.CARRIER_TRACKING_SECONDS,
      run: async () =>
        (await trackAramexShipments(app.db, app.carriers.aramex)) + (await trackQuiqupShipments(app.db, app.carriers.quiqup)),
      doneMessage: 'orders moved by carrier tracking',
    });
}
