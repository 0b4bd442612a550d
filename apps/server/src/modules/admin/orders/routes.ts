// Orders: the list, one order, staff notes, moving one or many along their statuses, the packing slips.
import type { FastifyInstance } from 'fastify';
import {
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

export async function adminOrdersRoutes(app: FastifyInstance) {
  route(app, adminOrdersListCall, async ({ db, input, lang }) => ({ data: await listOrders(db, input, lang) }));
  route(app, adminOrderGetCall, async ({ db, input, lang }) => ({ data: await orderDetail(db, input.order_id, lang) }));
  route(app, adminOrderNoteAddCall, async ({ db, input, lang, userId }) => ({
    data: await addOrderNote(db, userId, input, lang),
    msg: orderMessages.noteAdded,
  }));
  route(app, adminOrderMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrder(db, userId, input, lang);
    return { data, msg: orderMessages.orderMoved, msgParams: { id: data.id, status: data.status } };
  });
  route(app, adminOrdersBulkMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrders(db, userId, input, lang);
    return { data, msg: orderMessages.ordersMoved, msgParams: { moved: data.moved, asked: data.results.length } };
  });
  route(app, adminPackingSlipsCall, async ({ db, input }) => ({ data: await packingSlips(db, input.order_ids) }));
}
