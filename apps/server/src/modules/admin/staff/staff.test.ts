// The shop's staff (issue 39 §4): each console call is checked against the caller's staff role on the server,
// invitations go out by e-mail and are accepted once, and the shop never loses its last owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMeCall,
  adminReportSalesCall,
  adminStaffInvitationCancelCall,
  adminStaffInviteCall,
  adminStaffListCall,
  adminStaffRemoveCall,
  adminStaffSetRoleCall,
  loginCall,
  mayCall,
  staffAcceptInviteCall,
  STAFF_ROLES,
  type Call,
  type StaffRole,
} from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { auditLog, coupons, orders, products, staffInvitations, users } from '../../../db/schema';
import { createSession } from '../../../http/session';
import { call, createTestApp, type TestApp } from '../../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp';
import { createAccount } from '../../auth/accounts';
import { seed } from '../../../seed';
import { ADMIN } from '../../../seed/data/people';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let smtp: SmtpReceiver;
let owner: { auth_key: string; user_id: number };
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({}, { SMTP_URL: smtp.url, JOB_POLL_MS: '0', PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
  await seed(t.db, { media: t.app.media, images: false });
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  owner = { auth_key: await createSession(t.db, admin!.id, { deviceId: 'staff-tests' }), user_id: admin!.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A signed-in account of this test's own: a customer, or an admin in `role`. */
async function person(role: StaffRole | 'customer') {
  const email = `staff-${process.pid}-${people++}@example.com`;
  const user = await t.db.transaction((tx) =>
    createAccount(tx, {
      name: `Person ${people}`,
      email,
      phone: '',
      passwordHash: null,
      active: 1,
      ...(role === 'customer' ? {} : { role: 'admin' as const, staffRole: role }),
    }),
  );
  return { id: user.id, email, auth: { auth_key: await createSession(t.db, user.id, { deviceId: `d-${people}` }), user_id: user.id } };
}

/** Runs the mail jobs and answers the link of the last invitation mailed to `email`. */
async function invitationLink(email: string) {
  await t.app.jobs.kick();
  const mails = await Promise.all(smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw)));
  const last = mails.at(-1)!;
  const link = /https:\/\/shop\.example\S*\/admin\/join\?token=([\w-]+)/.exec(last.text);
  expect(link, last.text).not.toBeNull();
  return { mail: last, url: link![0], token: link![1]! };
}

async function snapshot() {
  const tables = [auditLog, orders, products, coupons, staffInvitations] as const;
  const counts = await Promise.all(tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n));
  const roles = await t.db.select({ id: users.id, role: users.role, staffRole: users.staffRole }).from(users);
  const productStates = await t.db.select({ id: products.id, stock: products.stock, price: products.salePrice }).from(products);
  return JSON.stringify({ counts, roles, productStates });
}

describe('what each role may call', () => {
  it('the server refuses each role every console call outside its areas (403, nothing changed) and lets the others through', async () => {
    const adminCalls: Call[] = t.app.calls.filter((c) => c.path.startsWith('/admin/'));
    // Fields that would make a call do something, so that a refusal is seen to change nothing.
    const fields = { order_id: 1, product_id: 1, coupon_id: 1, active: 0, staff_id: owner.user_id, staff_role: 'catalogue', delta: 5 };
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      const staff = await person(role);
      const before = await snapshot();
      const refused: string[] = [];
      for (const c of adminCalls) {
        if (mayCall(role, c.path)) continue;
        const res = await call(t.app, c, { ...staff.auth, ...fields }, { lang: 'ar' });
        expect([c.path, res.statusCode, res.body.msg]).toEqual([c.path, 403, 'غير مسموح لك بهذا الإجراء']);
        refused.push(c.path);
      }
      expect(await snapshot()).toBe(before);
      for (const c of adminCalls.filter((c) => mayCall(role, c.path))) {
        const res = await call(t.app, c, { ...staff.auth });
        expect([c.path, res.statusCode]).not.toEqual([c.path, 403]);
      }
      if (role === 'manager') expect(refused.every((p) => p.startsWith('/admin/staff/'))).toBe(true);
      if (role === 'orders') expect(refused).toEqual(expect.arrayContaining(['/admin/reports/sales.php', '/admin/products/update.php']));
      if (role === 'catalogue') expect(refused).toEqual(expect.arrayContaining(['/admin/orders/list.php', '/admin/dashboard.php']));
    }
  });

  it('answers the admin their role and the areas it opens', async () => {
    const handler = await person('orders');
    const me = await call(t.app, adminMeCall, handler.auth);
    expect(me.body.data).toMatchObject({ staff_role: 'orders', areas: ['everyone', 'orders'] });
    const own = await call(t.app, adminMeCall, owner);
    expect(own.body.data.areas).toContain('staff');
  });

  it('a role changed takes effect on the next call of a session already open', async () => {
    const manager = await person('manager');
    expect((await call(t.app, adminReportSalesCall, { ...manager.auth, from: '2026-01-01', to: '2026-01-31' })).statusCode).toBe(200);
    expect((await call(t.app, adminStaffSetRoleCall, { ...owner, staff_id: manager.id, staff_role: 'catalogue' })).body.status).toBe(true);
    expect((await call(t.app, adminReportSalesCall, { ...manager.auth, from: '2026-01-01', to: '2026-01-31' })).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('mails a link; accepting it makes an account in the role, which signs in and may use its areas only', async () => {
    const email = `invitee-${process.pid}@example.com`;
    const invited = await call(t.app, adminStaffInviteCall, { ...owner, email, name: 'Huda', staff_role: 'orders' }, { lang: 'ar' });
    expect(invited.body).toMatchObject({ status: true, msg: 'تم إرسال الدعوة', data: { email, staff_role: 'orders', name: 'Huda' } });
    const { mail, url, token } = await invitationLink(email);
    expect(mail.subject).toBe('انضم إلى فريق سوق العسل');
    expect(mail.text).toContain('مسؤول طلبات');
    expect(url.startsWith('https://shop.example/ar/admin/join?token=')).toBe(true);
    const listed = await call(t.app, adminStaffListCall, owner);
    expect(listed.body.data.invitations.map((i) => i.email)).toContain(email);

    const accepted = await call(t.app, staffAcceptInviteCall, { token, password: 'Honey-Team-2026' });
    expect(accepted.body).toMatchObject({ status: true, data: { email, staff_role: 'orders' } });
    const login = await call(t.app, loginCall, { email, password: 'Honey-Team-2026', token: 't', platform: 3, device_id: 'd' });
    expect(login.body.status).toBe(true);
    const auth = { auth_key: login.body.data.auth_key, user_id: login.body.data.id };
    expect((await call(t.app, adminMeCall, auth)).body.data).toMatchObject({ name: 'Huda', staff_role: 'orders' });
    expect((await call(t.app, adminReportSalesCall, { ...auth, from: '2026-01-01', to: '2026-01-31' })).statusCode).toBe(403);

    // Used once.
    const again = await call(t.app, staffAcceptInviteCall, { token, password: 'Honey-Team-2027' });
    expect(again.body.status).toBe(false);
    const after = await call(t.app, adminStaffListCall, owner);
    expect(after.body.data.invitations.map((i) => i.email)).not.toContain(email);
    expect(after.body.data.staff).toContainEqual(expect.objectContaining({ email, staff_role: 'orders', me: false }));
    const [joined] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.join'));
    expect(joined).toMatchObject({ entity: 'user', after: { email, staff_role: 'orders' } });
  });

  it('a customer’s own address joins with its account: the same id, the new password, their old sessions ended', async () => {
    const customer = await person('customer');
    await call(t.app, adminStaffInviteCall, { ...owner, email: customer.email, name: 'Any', staff_role: 'catalogue' });
    const { token } = await invitationLink(customer.email);
    expect((await call(t.app, staffAcceptInviteCall, { token, password: 'Catalogue-2026!' })).body.status).toBe(true);
    const [u] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(u).toMatchObject({ role: 'admin', staffRole: 'catalogue' });
    expect((await call(t.app, adminMeCall, customer.auth)).statusCode).toBe(401);
  });

  it('refuses a weak password naming the field, and a link cancelled, replaced or expired', async () => {
    const email = `later-${process.pid}@example.com`;
    await call(t.app, adminStaffInviteCall, { ...owner, email, name: 'Later', staff_role: 'manager' });
    const first = await invitationLink(email);
    const weak = await call(t.app, staffAcceptInviteCall, { token: first.token, password: 'short' });
    expect(weak.body).toMatchObject({ status: false, data: { field: 'password' } });

    await call(t.app, adminStaffInviteCall, { ...owner, email, name: 'Later', staff_role: 'catalogue' });
    const second = await invitationLink(email);
    expect((await call(t.app, staffAcceptInviteCall, { token: first.token, password: 'Replaced-Link-2026' })).body.status).toBe(false);

    const listed = (await call(t.app, adminStaffListCall, owner)).body.data.invitations.filter((i) => i.email === email);
    expect(listed).toHaveLength(1);
    expect((await call(t.app, adminStaffInvitationCancelCall, { ...owner, invitation_id: listed[0]!.id })).body.status).toBe(true);
    expect((await call(t.app, staffAcceptInviteCall, { token: second.token, password: 'Cancelled-Link-2026' })).body.status).toBe(false);

    await call(t.app, adminStaffInviteCall, { ...owner, email, name: 'Later', staff_role: 'orders' });
    const third = await invitationLink(email);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    expect((await call(t.app, staffAcceptInviteCall, { token: third.token, password: 'Expired-Link-2026' })).body.status).toBe(false);
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    expect(u).toBeUndefined();
  });

  it('refuses to invite someone already on the staff, and bad fields by name', async () => {
    const manager = await person('manager');
    const res = await call(t.app, adminStaffInviteCall, { ...owner, email: manager.email, name: 'X', staff_role: 'orders' });
    expect(res.body.status).toBe(false);
    const bad = await call(t.app, adminStaffInviteCall, { ...owner, email: 'x@example.com', name: 'X', staff_role: 'boss' });
    expect(bad.body).toMatchObject({ status: false, data: { field: 'staff_role' } });
  });

  it('two requests accepting one link at once: one account, one acceptance', async () => {
    const email = `race-${process.pid}@example.com`;
    await call(t.app, adminStaffInviteCall, { ...owner, email, name: 'Race', staff_role: 'orders' });
    const { token } = await invitationLink(email);
    const both = await Promise.all([
      call(t.app, staffAcceptInviteCall, { token, password: 'First-Racer-2026' }),
      call(t.app, staffAcceptInviteCall, { token, password: 'Second-Racer-2026' }),
    ]);
    expect(both.map((r) => r.body.status).sort()).toEqual([false, true]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('roles and removals', () => {
  it('an owner changes a role and removes someone, whose sessions end; audited with who did it', async () => {
    const handler = await person('orders');
    const changed = await call(t.app, adminStaffSetRoleCall, { ...owner, staff_id: handler.id, staff_role: 'manager' });
    expect(changed.body.data).toMatchObject({ id: handler.id, staff_role: 'manager' });
    const removed = await call(t.app, adminStaffRemoveCall, { ...owner, staff_id: handler.id });
    expect(removed.body.status).toBe(true);
    expect((await call(t.app, adminMeCall, handler.auth)).statusCode).toBe(401);
    const [u] = await t.db.select().from(users).where(eq(users.id, handler.id));
    expect(u).toMatchObject({ role: 'customer', staffRole: null });
    const rows = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(handler.id)))
    ).filter((r) => r.entity === 'user');
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['staff.role', owner.user_id],
      ['staff.remove', owner.user_id],
    ]);
  });

  it('nobody changes their own role or removes themselves, and a manager may not manage staff', async () => {
    const res = await call(t.app, adminStaffSetRoleCall, { ...owner, staff_id: owner.user_id, staff_role: 'manager' });
    expect(res.body.status).toBe(false);
    const manager = await person('manager');
    const other = await person('catalogue');
    expect((await call(t.app, adminStaffRemoveCall, { ...manager.auth, staff_id: other.id })).statusCode).toBe(403);
  });

  it('two owners removing each other at once: one stays, the shop keeps an owner', async () => {
    const a = await person('owner');
    const b = await person('owner');
    // Only these two are owners now: the seeded owner steps down (by one of them).
    await call(t.app, adminStaffSetRoleCall, { ...a.auth, staff_id: owner.user_id, staff_role: 'manager' });
    const both = await Promise.all([
      call(t.app, adminStaffRemoveCall, { ...a.auth, staff_id: b.id }),
      call(t.app, adminStaffRemoveCall, { ...b.auth, staff_id: a.id }),
    ]);
    const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.staffRole, 'owner'));
    expect(owners).toHaveLength(1);
    expect(both.filter((r) => r.body.status === true)).toHaveLength(1);
  });
});
