// Admin: the shop's staff. Each admin account has a staff role; each console call belongs to one area of the
// console, and a role may use some areas only. The server checks the caller's role on every admin call
// (http/route.ts); the console only hides what the server would refuse.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { email, idField, text } from '../fields';
import { password } from '../auth';

/**
 * owner: everything, and the only role that manages staff. manager: everything but staff. orders: orders, returns and
 * the customers who placed them. catalogue: products, stock and what the catalogue shows (categories, reviews,
 * search).
 */
export const STAFF_ROLES = ['owner', 'manager', 'orders', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The console's areas. everyone: the caller's own account and the owner's alerts. money: the dashboard's sales,
 * reports, carriers' cash payouts and wallet adjustments. audit: the audit log. staff: staff accounts.
 */
export const STAFF_AREAS = ['everyone', 'orders', 'catalogue', 'marketing', 'settings', 'money', 'audit', 'staff'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  manager: STAFF_AREAS.filter((a) => a !== 'staff'),
  orders: ['everyone', 'orders'],
  catalogue: ['everyone', 'catalogue'],
};

/** The area of each console path: the longest prefix listed wins. A path under none belongs to no area. */
const AREA_BY_PREFIX: Record<string, StaffArea> = {
  '/admin/me.php': 'everyone',
  '/admin/alerts/': 'everyone',
  '/admin/orders/': 'orders',
  '/admin/returns/': 'orders',
  '/admin/customers/': 'orders',
  '/admin/customers/wallet_adjust.php': 'money',
  '/admin/products/': 'catalogue',
  '/admin/categories/': 'catalogue',
  '/admin/groups/': 'catalogue',
  '/admin/variations/': 'catalogue',
  '/admin/stock/': 'catalogue',
  '/admin/batches/': 'catalogue',
  '/admin/reviews/': 'catalogue',
  '/admin/quiz/': 'catalogue',
  '/admin/synonyms/': 'catalogue',
  '/admin/searches/': 'catalogue',
  '/admin/banners/': 'marketing',
  '/admin/coupons/': 'marketing',
  '/admin/notifications/': 'marketing',
  '/admin/content/': 'settings',
  '/admin/dashboard.php': 'money',
  '/admin/reports/': 'money',
  '/admin/payouts/': 'money',
  '/admin/staff/': 'staff',
  '/admin/audit/': 'audit',
};

/** The area a console call belongs to, or undefined when none (such a call is refused to every role). */
export function areaOf(path: string): StaffArea | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(AREA_BY_PREFIX))
    if ((path === prefix || (prefix.endsWith('/') && path.startsWith(prefix))) && (!best || prefix.length > best.length)) best = prefix;
  return best === undefined ? undefined : AREA_BY_PREFIX[best];
}

/** Whether a staff role may make a console call. */
export const mayCall = (role: StaffRole, path: string): boolean => {
  const area = areaOf(path);
  return area !== undefined && ROLE_AREAS[role].includes(area);
};

/** How long an invitation's link works, in days. */
export const STAFF_INVITE_DAYS = 7;

const staffRoleField = () => z.enum(STAFF_ROLES);

export const staffMember = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  /** The signed-in admin's own row. */
  me: z.boolean(),
});
export const staffInvitation = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  /** ISO time the link stops working. */
  expires_at: z.string(),
});

/** The staff (owners first, then by name) and the invitations not yet accepted that still work. */
export const adminStaffListCall = defineCall({
  path: '/admin/staff/list.php',
  access: 'admin',
  request: noFields,
  data: z.object({ staff: z.array(staffMember), invitations: z.array(staffInvitation) }),
});

/**
 * Invites someone by e-mail: the mail carries a link to the console's /admin/join page, working STAFF_INVITE_DAYS
 * days. A new invitation to the same address replaces an open one. Refused for someone already on the staff.
 */
export const adminStaffInviteCall = defineCall({
  path: '/admin/staff/invite.php',
  access: 'admin',
  request: z.object({ email: email(), name: text(100), staff_role: staffRoleField() }),
  data: staffInvitation,
});

/** Cancels an invitation not yet accepted: its link stops working. */
export const adminStaffInvitationCancelCall = defineCall({
  path: '/admin/staff/invitation_cancel.php',
  access: 'admin',
  request: z.object({ invitation_id: idField() }),
  data: z.object({ id: z.number() }),
});

/** Changes a staff member's role; not one's own, and never leaving the shop without an owner. */
export const adminStaffSetRoleCall = defineCall({
  path: '/admin/staff/set_role.php',
  access: 'admin',
  request: z.object({ staff_id: idField(), staff_role: staffRoleField() }),
  data: staffMember,
});

/**
 * Takes someone off the staff: their account becomes a customer's again and every session of theirs ends. Not
 * oneself, and not the last owner.
 */
export const adminStaffRemoveCall = defineCall({
  path: '/admin/staff/remove.php',
  access: 'admin',
  request: z.object({ staff_id: idField() }),
  data: z.object({ id: z.number() }),
});

/**
 * The invited person accepts with the link's token and a password of their own. An address with no account gets a
 * new, active one (the name invited); an existing account (a customer's) joins the staff with the new password
 * (the mailed link proves the address is theirs). They then sign in as anyone does.
 */
export const staffAcceptInviteCall = defineCall({
  path: '/staff/accept_invite.php',
  access: 'none',
  request: z.object({ token: text(100), password: password() }),
  data: z.object({ email: z.string(), staff_role: z.enum(STAFF_ROLES) }),
});
