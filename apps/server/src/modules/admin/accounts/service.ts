// Making an admin (npm run admin:create): a new active account with the admin role, or an existing
// user promoted; either is an owner (staff roles: @shop/contract's STAFF_ROLES). Audited like every admin change, with no acting admin (the shell did it).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { createAccount } from '../../auth/accounts';
import { checkNewPassword, hashPassword } from '../../auth/password';

export interface AdminCreated {
  id: number;
  email: string;
  /** 'created' with the password (generated when none was given), or 'promoted' (password unchanged). */
  outcome: 'created' | 'promoted';
  password?: string;
}

export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; name?: string | undefined; password?: string | undefined },
): Promise<AdminCreated> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`not an e-mail address: ${input.email}`);
  // The rules of every new password (its message in English: the shell shows it).
  if (input.password !== undefined) await checkNewPassword('password', input.password, email);
  const password = input.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing) {
      await tx.update(users).set({ role: 'admin', staffRole: 'owner', active: 1 }).where(eq(users.id, existing.id));
      await tx.insert(auditLog).values({
        action: 'admin.promote',
        entity: 'user',
        entityId: String(existing.id),
        before: { role: existing.role, staff_role: existing.staffRole, active: existing.active },
        after: { role: 'admin', staff_role: 'owner', active: 1 },
      });
      return { id: existing.id, email, outcome: 'promoted' as const };
    }
    const user = await createAccount(tx, {
      name: input.name ?? 'Admin',
      email,
      phone: '',
      passwordHash,
      active: 1,
      role: 'admin',
      staffRole: 'owner',
      birthDate: null,
      language: 'en',
    });
    await tx
      .insert(auditLog)
      .values({ action: 'admin.create', entity: 'user', entityId: String(user.id), after: { email, role: 'admin', staff_role: 'owner' } });
    return { id: user.id, email, outcome: 'created' as const, password };
  });
}
