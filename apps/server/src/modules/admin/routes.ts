// The shop owner's console: every call under /api/admin/, admin role only (route() answers 401/403).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  adminAuditListCall,
  adminMeCall,
  adminOrderGetCall,
  adminOrderMoveCall,
  adminOrdersListCall,
  adminReturnDecideCall,
  adminReturnsListCall,
} from '@shop/contract';
import { users } from '../../db/schema';
import { route } from '../../http/route';
import { listAudit } from './audit';
import { adminMessages } from './messages';
import { listOrders, moveOrder, orderDetail } from './orders';
import { decideReturn, listReturns } from './returns';

export async function adminRoutes(app: FastifyInstance) {
  route(app, adminMeCall, async ({ db, userId }) => {
    const [me] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    return { data: me! };
  });
  route(app, adminAuditListCall, async ({ db, input }) => ({ data: await listAudit(db, input) }));

  route(app, adminOrdersListCall, async ({ db, input, lang }) => ({ data: await listOrders(db, input, lang) }));
  route(app, adminOrderGetCall, async ({ db, input, lang }) => ({ data: await orderDetail(db, input.order_id, lang) }));
  route(app, adminOrderMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrder(db, userId, input, lang);
    return { data, msg: adminMessages.orderMoved, msgParams: { id: data.id, status: data.status } };
  });

  route(app, adminReturnsListCall, async ({ db, input, lang }) => ({ data: await listReturns(db, input, lang) }));
  route(app, adminReturnDecideCall, async ({ db, input, lang, userId }) => {
    const { row, amount } = await decideReturn(db, userId, input, lang);
    return input.decision === 'approve'
      ? { data: row, msg: adminMessages.returnApproved, msgParams: { amount: (amount / 100).toFixed(2) } }
      : { data: row, msg: adminMessages.returnRefused };
  });
}
