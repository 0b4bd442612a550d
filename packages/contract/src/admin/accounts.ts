// Admin: the signed-in admin's own account (the console's header and its admins-only check).
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { STAFF_AREAS, STAFF_ROLES } from './staff';

/**
 * The signed-in admin: the console calls it first and shows itself only when it answers (else 401/403); it shows
 * only the areas the admin's role may use.
 */
export const adminMeCall = defineCall({
  path: '/admin/me.php',
  access: 'admin',
  request: noFields,
  data: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    staff_role: z.enum(STAFF_ROLES),
    areas: z.array(z.enum(STAFF_AREAS)),
  }),
});
