// Return requests: the list, the decision (an approval refunds) and a failed card refund sent again.
import type { FastifyInstance } from 'fastify';
import { adminReturnDecideCall, aedText, adminReturnRetryCardRefundCall, adminReturnsListCall } from '@shop/contract';
import { route } from '../../../http/route';
import { retryCardRefund } from './cardRefund';
import { decideReturn, listReturns, returnRow } from './service';
import { returnMessages } from './messages';
import { cardRefundSweep } from './sweep';

export async function adminReturnsRoutes(app: FastifyInstance) {
  await app.register(cardRefundSweep);
  const { gateway, hosted } = app.payments;
  route(app, adminReturnsListCall, async ({ db, input, lang }) => ({ data: await listReturns(db, input, lang) }));
  route(app, adminReturnDecideCall, async ({ db, input, lang, userId }) => {
    const { row, amount } = await decideReturn(db, gateway, userId, input, lang, hosted);
    if (input.decision === 'refuse') return { data: row, msg: returnMessages.returnRefused };
    const msg = row.card_refund?.state === 'failed' ? returnMessages.returnApprovedCardFailed : returnMessages.returnApproved;
    return { data: row, msg, msgParams: { amount: aedText(amount) } };
  });
  route(app, adminReturnRetryCardRefundCall, async ({ db, input, lang, userId }) => {
    await retryCardRefund(db, gateway, userId, input.return_id, hosted);
    const row = await returnRow(db, input.return_id, lang);
    return { data: row, msg: row.card_refund?.state === 'failed' ? returnMessages.cardRefundFailed : returnMessages.cardRefundRetried };
  });
}
