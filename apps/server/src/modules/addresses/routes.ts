import type { FastifyInstance } from 'fastify';
import { addAddressCall, deleteAddressCall, editAddressCall, listAddressesCall } from '@shop/contract';
import { route } from '../../http/route';
import { addressMessages } from './messages';
import { addAddress, deleteAddress, editAddress, listAddresses } from './service';

export async function addressesRoutes(app: FastifyInstance) {
  route(app, listAddressesCall, async ({ db, userId }) => ({ data: await listAddresses(db, userId) }));
  route(app, addAddressCall, async ({ db, userId, input }) => ({ data: await addAddress(db, userId, input), msg: addressMessages.added }));
  route(app, editAddressCall, async ({ db, userId, input }) => ({
    data: await editAddress(db, userId, input.id, input),
    msg: addressMessages.edited,
  }));
  route(app, deleteAddressCall, async ({ db, userId, input }) => ({
    data: await deleteAddress(db, userId, input.id),
    msg: addressMessages.deleted,
  }));
}
