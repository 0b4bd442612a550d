// The shop owner's console (issue 8): every call is POST /api/admin/..., access 'admin' (401 guests, 403 customers).
import { z } from 'zod';
import { defineCall, noFields } from '../call';

export * from './common';
export * from './orders';
export * from './returns';
export * from './products';
export * from './stock';
export * from './coupons';
export * from './reviews';
export * from './notifications';
export * from './customers';
export * from './dashboard';
export * from './audit';
export * from './content';
export * from './taxonomy';
export * from './banners';
export * from './quiz';

/** The signed-in admin: the console calls it first and shows itself only when it answers (else 401/403). */
export const adminMeCall = defineCall({
  path: '/admin/me.php',
  access: 'admin',
  request: noFields,
  data: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
