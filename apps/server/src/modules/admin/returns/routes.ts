// Return requests: the list and the decision (an approval refunds).
import type { FastifyInstance } from 'fastify';
import { adminReturnDecideCall, adminReturnsListCall } from '@shop/contract';
import { route } from '../../../http/route';
import { decideReturn, listReturns } from './service';
import { returnMessages } from './messages';

export async function adminReturnsRoutes(app: FastifyInstance) {
  route(app, adminReturnsListCall, async ({ db, input, lang }) => ({ data: await listReturns(db, input, lang) }));
  route(app, adminReturnDecideCall, async ({ db, input, lang, userId }) => {
    const { row, amount } = await decideReturn(db, userId, input, lang);
    return input.decision === 'approve'
      ? { data: row, msg: returnMessages.returnApproved, msgParams: { amount: (amount / 100).toFixed(2) } }
      : { data: row, msg: returnMessages.returnRefused };
  });
}
