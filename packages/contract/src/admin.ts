// The shop owner's console (issue 8): calls under /api/admin/, one file per area in ./admin/.
export * from './admin/index';
