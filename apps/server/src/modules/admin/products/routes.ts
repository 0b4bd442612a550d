// Products and their photos, and the choices of the product form.
import type { FastifyInstance } from 'fastify';
import {
  adminCatalogOptionsCall,
  adminPhotoDeleteCall,
  adminPhotoReorderCall,
  adminPhotoSetMainCall,
  adminPhotoUploadCall,
  adminProductCreateCall,
  adminProductDeleteCall,
  adminProductGetCall,
  adminProductsBulkEditCall,
  adminProductDuplicateCall,
  adminProductsListCall,
  adminProductUpdateCall,
  adminProductVisibilityCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import {
  bulkEditProducts,
  catalogOptions,
  createProduct,
  deletePhoto,
  deleteProduct,
  duplicateProduct,
  listProducts,
  productDetail,
  reorderPhotos,
  setMainPhoto,
  setProductVisible,
  updateProduct,
  uploadPhoto,
} from './service';
import { productMessages } from './messages';

export async function adminProductsRoutes(app: FastifyInstance) {
  const { media } = app;
  route(app, adminProductsListCall, async ({ db, input, lang }) => ({ data: await listProducts(db, input, lang) }));
  route(app, adminProductsBulkEditCall, async ({ db, input, userId }) => {
    const data = await bulkEditProducts(db, userId, input);
    return { data, msg: productMessages.productsChanged, msgParams: { count: data.changed } };
  });
  route(app, adminProductDuplicateCall, async ({ db, input, userId }) => ({
    data: await duplicateProduct(db, userId, input.product_id),
    msg: productMessages.productDuplicated,
  }));
  route(app, adminProductGetCall, async ({ db, input }) => ({ data: await productDetail(db, input.product_id) }));
  route(app, adminProductCreateCall, async ({ db, input, userId }) => ({
    data: await createProduct(db, userId, input),
    msg: productMessages.productSaved,
  }));
  route(app, adminProductUpdateCall, async ({ db, input, userId }) => ({
    data: await updateProduct(db, userId, input),
    msg: productMessages.productSaved,
  }));
  route(app, adminProductVisibilityCall, async ({ db, input, userId }) => ({
    data: await setProductVisible(db, userId, input.product_id, input.visible === 1),
  }));
  route(app, adminProductDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteProduct(db, media, userId, input.product_id),
    msg: productMessages.productDeleted,
  }));
  route(app, adminPhotoUploadCall, async ({ db, input, userId }) => ({
    data: await uploadPhoto(db, media, userId, input.product_id, input.photo),
  }));
  route(app, adminPhotoReorderCall, async ({ db, input, userId }) => ({
    data: await reorderPhotos(db, userId, input.product_id, input.photo_ids),
  }));
  route(app, adminPhotoDeleteCall, async ({ db, input, userId }) => ({ data: await deletePhoto(db, media, userId, input.photo_id) }));
  route(app, adminPhotoSetMainCall, async ({ db, input, userId }) => ({ data: await setMainPhoto(db, userId, input.photo_id) }));
  route(app, adminCatalogOptionsCall, async ({ db }) => ({ data: await catalogOptions(db) }));
}
