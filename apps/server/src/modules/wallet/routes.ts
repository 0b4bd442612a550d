import type { FastifyInstance } from 'fastify';
import { walletBalanceCall, walletExchangeCall, walletHistoryCall } from '@shop/contract';
import { route } from '../../http/route';
import { walletMessages } from './messages';
import { exchangePoints, walletBalance, walletHistory } from './service';

export async function walletRoutes(app: FastifyInstance) {
  route(app, walletBalanceCall, async ({ db, userId }) => ({ data: await walletBalance(db, userId) }));
  route(app, walletHistoryCall, async ({ db, userId }) => ({ data: await walletHistory(db, userId) }));
  route(app, walletExchangeCall, async ({ db, userId }) => {
    const { wallet, aed } = await exchangePoints(db, userId);
    return { data: wallet, msg: walletMessages.exchanged, msgParams: { amount: aed } };
  });
}
