// The admin's own account (the console's header).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminMeCall } from '@shop/contract';
import { users } from '../../../db/schema';
import { route } from '../../../http/route';

export async function adminAccountsRoutes(app: FastifyInstance) {
  route(app, adminMeCall, async ({ db, userId }) => {
    const [me] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    return { data: me! };
  });
}
