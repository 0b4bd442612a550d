export * from './constants';
export * from './shopTime';
export * from './money';
export * from './media';
export * from './fields';
export * from './call';
export * from './reasons';
export * from './map';
// One file per module of apps/server/src/modules, by the same name.
export * from './auth';
export * from './catalog';
export * from './cart';
export * from './checkout';
export * from './orders';
export * from './shipment';
export * from './invoices';
export * from './lists';
export * from './profile';
export * from './addresses';
export * from './wallet';
export * from './quiz';
export * from './notifications';
export * from './content';
export * from './regions';
export * from './restock';
export * from './consent';
// The shop owner's console (issue 8): calls under /api/admin/, one file per area in ./admin/.
export * from './admin/index';
