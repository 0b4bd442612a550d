// The admin's own account (the console's header) and what their staff role lets them use.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminMeCall, ROLE_AREAS } from '@shop/contract';
import { users } from '../../../db/schema';
import { route } from '../../../http/route';

export async function adminAccountsRoutes(app: FastifyInstance) {
  route(app, adminMeCall, async ({ db, userId }) => {
    const [me] = await db
      .select({ id: users.id, name: users.name, email: users.email, staffRole: users.staffRole })
      .from(users)
      .where(eq(users.id, userId));
    const role = me!.staffRole!;
    return { data: { id: me!.id, name: me!.name, email: me!.email, staff_role: role, areas: [...ROLE_AREAS[role]] } };
  });
}
