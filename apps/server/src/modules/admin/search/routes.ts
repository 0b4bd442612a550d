// Search: the synonym groups and the searches that found nothing.
import type { FastifyInstance } from 'fastify';
import {
  adminSearchMissesCall,
  adminSynonymAddCall,
  adminSynonymDeleteCall,
  adminSynonymSaveCall,
  adminSynonymsListCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { searchAdminMessages as m } from './messages';
import { addSynonym, deleteSynonyms, listSynonyms, saveSynonyms, searchMissList } from './service';

export async function adminSearchRoutes(app: FastifyInstance) {
  route(app, adminSynonymsListCall, async ({ db }) => ({ data: await listSynonyms(db) }));
  route(app, adminSynonymSaveCall, async ({ db, input, userId }) => ({ data: await saveSynonyms(db, userId, input), msg: m.synonymSaved }));
  route(app, adminSynonymAddCall, async ({ db, input, userId }) => ({
    data: await addSynonym(db, userId, input.term, input.synonym_of),
    msg: m.synonymSaved,
  }));
  route(app, adminSynonymDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteSynonyms(db, userId, input.synonym_id),
    msg: m.synonymDeleted,
  }));
  route(app, adminSearchMissesCall, async ({ db, input }) => ({ data: await searchMissList(db, input.limit) }));
}
