// The home page's banners.
import type { FastifyInstance } from 'fastify';
import { adminBannerDeleteCall, adminBannerSaveCall, adminBannersListCall, adminBannersReorderCall } from '@shop/contract';
import { route } from '../../../http/route';
import { adminMessages } from '../shared/messages';
import { bannerMessages } from './messages';
import { deleteBanner, listBanners, reorderBanners, saveBanner } from './service';

export async function adminBannersRoutes(app: FastifyInstance) {
  const { media } = app;
  route(app, adminBannersListCall, async ({ db }) => ({ data: await listBanners(db) }));
  route(app, adminBannerSaveCall, async ({ db, input, userId }) => ({
    data: await saveBanner(db, media, userId, input),
    msg: bannerMessages.bannerSaved,
  }));
  route(app, adminBannersReorderCall, async ({ db, input, userId }) => ({
    data: await reorderBanners(db, userId, input.banner_ids),
    msg: adminMessages.orderSaved,
  }));
  route(app, adminBannerDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteBanner(db, media, userId, input.banner_id),
    msg: bannerMessages.bannerDeleted,
  }));
}
