// Customers: the list, one customer with orders and ledger, and adjusting a wallet.
import type { FastifyInstance } from 'fastify';
import { adminCustomerGetCall, adminCustomersListCall, adminWalletAdjustCall } from '@shop/contract';
import { route } from '../../../http/route';
import { adjustWallet, customerDetail, listCustomers } from './service';
import { customerMessages } from './messages';

export async function adminCustomersRoutes(app: FastifyInstance) {
  route(app, adminCustomersListCall, async ({ db, input }) => ({ data: await listCustomers(db, input) }));
  route(app, adminCustomerGetCall, async ({ db, input, lang }) => ({ data: await customerDetail(db, input.customer_id, lang) }));
  route(app, adminWalletAdjustCall, async ({ db, input, userId }) => ({
    data: await adjustWallet(db, userId, input),
    msg: customerMessages.walletAdjusted,
  }));
}
