// The shop's staff: who may use the console and in which role, invitations by e-mail, role changes and removals.
// Every change is audited with the admin who made it; the shop always keeps at least one owner.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { STAFF_INVITE_DAYS, STAFF_ROLES, type Lang, type StaffRole } from '@shop/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { sessions, staffInvitations, users } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { staffInviteMail } from '../../../integrations/mail/templates';
import { conflict, forbidden, notFound, refuse } from '../../../http/errors';
import { pathInLanguage } from '../../../http/i18n';
import { hashToken } from '../../../http/session';
import { createAccount } from '../../auth/accounts';
import { checkNewPassword, hashPassword } from '../../auth/password';
import { audit } from '../shared/audit';
import { staffMessages as m } from './messages';

const DAY_MS = 86_400_000;

/** The staff in STAFF_ROLES' order (owners first), each role by name; and the invitations still open, oldest first. */
export async function listStaff(db: Db, me: number) {
  const staff = await db
    .select({ id: users.id, name: users.name, email: users.email, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name), asc(users.id));
  const invitations = await db
    .select()
    .from(staffInvitations)
    .where(openInvitation())
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  const rank = (role: StaffRole | null) => STAFF_ROLES.indexOf(role!);
  return {
    staff: staff
      .sort((a, b) => rank(a.staffRole) - rank(b.staffRole))
      .map((s) => ({ id: s.id, name: s.name, email: s.email, staff_role: s.staffRole!, me: s.id === me })),
    invitations: invitations.map(invitationRow),
  };
}

const openInvitation = () =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.cancelledAt), gt(staffInvitations.expiresAt, sql`now()`));

const invitationRow = (i: typeof staffInvitations.$inferSelect) => ({
  id: i.id,
  name: i.name,
  email: i.email,
  staff_role: i.staffRole,
  expires_at: i.expiresAt.toISOString(),
});

export interface InviteDeps {
  /** The shop's public address: the console's join page is under it. */
  shopUrl: string;
}

/** Invites `email` as `role`: replaces an open invitation to the same address and mails the link (a mail job). */
export async function inviteStaff(
  db: Db,
  deps: InviteDeps,
  inviterId: number,
  lang: Lang,
  input: { email: string; name: string; staff_role: StaffRole },
) {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: users.role }).from(users).where(eq(users.email, input.email));
    if (existing?.role === 'admin') throw conflict(m.alreadyStaff);
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
    await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(staffInvitations.email, input.email), openInvitation()));
    const [made] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        name: input.name,
        staffRole: input.staff_role,
        tokenHash: hashToken(token),
        invitedBy: inviterId,
        expiresAt: new Date(Date.now() + STAFF_INVITE_DAYS * DAY_MS),
      })
      .returning();
    await audit(tx, inviterId, {
      action: 'staff.invite',
      entity: 'staff_invitation',
      entityId: made!.id,
      after: { email: input.email, name: input.name, staff_role: input.staff_role },
    });
    const origin = deps.shopUrl.replace(/\/+$/, '');
    // The console's language is the inviter's: the mail is in it too.
    const joinUrl = `${origin}${pathInLanguage('/admin/join', lang)}?token=${token}`;
    await enqueueJob(
      tx,
      'mail',
      staffInviteMail({
        to: input.email,
        lang,
        name: input.name,
        inviter: inviter?.name ?? '',
        role: input.staff_role,
        joinUrl,
        shopUrl: origin,
      }),
    );
    return invitationRow(made!);
  });
}

export async function cancelInvitation(db: Db, adminId: number, invitationId: number) {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(staffInvitations.id, invitationId), openInvitation()))
      .returning({ email: staffInvitations.email });
    if (!cancelled) throw notFound(m.invitationNotFound);
    await audit(tx, adminId, { action: 'staff.invitation_cancel', entity: 'staff_invitation', entityId: invitationId, before: cancelled });
  });
  return { id: invitationId };
}

/**
 * The staff member `staffId`, locked, with the shop's owners locked too: two owners demoting or removing each other
 * at once must not leave the shop without one.
 */
async function lockStaff(tx: DbOrTx, adminId: number, staffId: number) {
  if (staffId === adminId) throw refuse(m.notYourself);
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'owner')))
    .orderBy(asc(users.id))
    .for('update');
  const [member] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, staffRole: users.staffRole })
    .from(users)
    .where(eq(users.id, staffId))
    .for('update');
  // The caller was an owner when the request began; one who has just been removed or demoted acts no more.
  if (!owners.some((o) => o.id === adminId)) throw forbidden();
  if (!member || member.role !== 'admin') throw notFound(m.staffNotFound);
  return { member, owners: owners.length };
}

export async function setStaffRole(db: Db, adminId: number, staffId: number, role: StaffRole) {
  return db.transaction(async (tx) => {
    const { member, owners } = await lockStaff(tx, adminId, staffId);
    if (member.staffRole === 'owner' && role !== 'owner' && owners <= 1) throw refuse(m.lastOwner);
    await tx.update(users).set({ staffRole: role }).where(eq(users.id, staffId));
    await audit(tx, adminId, {
      action: 'staff.role',
      entity: 'user',
      entityId: staffId,
      before: { staff_role: member.staffRole },
      after: { staff_role: role },
    });
    return { id: member.id, name: member.name, email: member.email, staff_role: role, me: false };
  });
}

/** Back to a customer's account; every session of theirs ends, so the console closes on their devices. */
export async function removeStaff(db: Db, adminId: number, staffId: number) {
  await db.transaction(async (tx) => {
    const { member, owners } = await lockStaff(tx, adminId, staffId);
    if (member.staffRole === 'owner' && owners <= 1) throw refuse(m.lastOwner);
    await tx.update(users).set({ role: 'customer', staffRole: null }).where(eq(users.id, staffId));
    await tx.delete(sessions).where(eq(sessions.userId, staffId));
    await audit(tx, adminId, {
      action: 'staff.remove',
      entity: 'user',
      entityId: staffId,
      before: { staff_role: member.staffRole },
      after: { role: 'customer' },
    });
  });
  return { id: staffId };
}

/**
 * Accepts an invitation: a new active account with the invited name, or the existing account of that address joins
 * the staff; either way with `password`. The invitation is used once.
 */
export async function acceptInvitation(db: Db, token: string, password: string) {
  // The password is checked and hashed (slow, on purpose) before the transaction, which looks the invitation up again.
  const [found] = await db
    .select({ email: staffInvitations.email })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), openInvitation()));
  if (!found) throw refuse(m.invitationInvalid);
  await checkNewPassword('password', password, found.email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, hashToken(token)), openInvitation()))
      .for('update');
    // Accepted by a request that ran alongside this one.
    if (!invitation) throw refuse(m.invitationInvalid);
    const [existing] = await tx.select().from(users).where(eq(users.email, invitation.email)).for('update');
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ role: 'admin', staffRole: invitation.staffRole, active: 1, passwordHash })
        .where(eq(users.id, existing.id));
      // The new password ends the sessions the old one opened.
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    } else {
      const user = await createAccount(tx, {
        name: invitation.name,
        email: invitation.email,
        phone: '',
        passwordHash,
        active: 1,
        role: 'admin',
        staffRole: invitation.staffRole,
        birthDate: null,
        language: 'en',
      });
      userId = user.id;
    }
    await tx.update(staffInvitations).set({ acceptedAt: new Date(), acceptedUserId: userId }).where(eq(staffInvitations.id, invitation.id));
    await audit(tx, userId, {
      action: 'staff.join',
      entity: 'user',
      entityId: userId,
      before: existing ? { role: existing.role } : null,
      after: { email: invitation.email, staff_role: invitation.staffRole, invitation: invitation.id },
    });
    // Other open invitations to the address are spent too.
    await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(staffInvitations.email, invitation.email), ne(staffInvitations.id, invitation.id), openInvitation()));
    return { email: invitation.email, staff_role: invitation.staffRole };
  });
}
