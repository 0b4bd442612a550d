import type { FastifyInstance } from 'fastify';
import {
  addToListCall,
  createListCall,
  deleteListCall,
  listsWithoutFavCall,
  listsWithProductsCall,
  removeFromListCall,
} from '@shop/contract';
import { route } from '../../http/route';
import { listMessages } from './messages';
import { addToList, createList, deleteList, listsWithoutFavourites, listsWithProducts, removeFromList } from './service';

export async function listsRoutes(app: FastifyInstance) {
  route(app, addToListCall, async ({ db, userId, input }) => {
    const { change, alreadyThere } = await addToList(db, userId, input.list_id, input.product_id);
    return { data: change, msg: alreadyThere ? listMessages.alreadyInList : listMessages.added };
  });
  route(app, listsWithoutFavCall, async ({ db, userId }) => ({ data: await listsWithoutFavourites(db, userId) }));
  route(app, listsWithProductsCall, async ({ db, userId, lang }) => ({ data: await listsWithProducts(db, userId, lang) }), {
    keptPerCustomer: 'own rows and catalogue',
  });
  route(app, createListCall, async ({ db, userId, input }) => ({
    data: await createList(db, userId, input.list_name, input.fav),
    msg: listMessages.created,
  }));
  route(app, deleteListCall, async ({ db, userId, input }) => ({
    data: await deleteList(db, userId, input.list_id),
    msg: listMessages.deleted,
  }));
  route(app, removeFromListCall, async ({ db, userId, input }) => ({
    data: await removeFromList(db, userId, input.list_id, input.product_id),
    msg: listMessages.removed,
  }));
}
