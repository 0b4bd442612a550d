// The staff page and what a staff role sees of the console (issue 39 §4): the owner invites, changes roles and
// removes; an order handler's console shows their sections only, lands on the orders and is told a report is not
// theirs; the invited person accepts at /admin/join.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import {
  adminMeCall,
  adminOrdersListCall,
  adminStaffInviteCall,
  adminStaffListCall,
  adminStaffRemoveCall,
  adminStaffSetRoleCall,
} from '@shop/contract/adminCalls';
import { staffAcceptInviteCall } from '@shop/contract/calls';
import { answer, answerWith, renderApp, sentToAll } from '../../test/render';
import { ME, meAs } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

type StaffList = CallData<typeof adminStaffListCall>;
const LIST: StaffList = {
  staff: [
    { id: 1, name: 'Store Manager', email: 'admin@example.com', staff_role: 'owner', me: true },
    { id: 7, name: 'Huda Saleh', email: 'huda@example.com', staff_role: 'orders', me: false },
  ],
  invitations: [
    {
      id: 3,
      name: 'Omar',
      email: 'omar@example.com',
      staff_role: 'catalogue',
      expires_at: '2026-12-14T10:00:00.000Z',
    },
  ],
};

describe('/admin/staff', () => {
  it('lists the staff and open invitations, and invites someone by name, e-mail and role', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminStaffListCall, ok(LIST)),
      answer(adminStaffInviteCall, ok({ ...LIST.invitations[0]!, id: 4, name: 'Layla', email: 'layla@example.com' }, 'Invitation sent')),
    );
    await renderApp('/admin/staff', { loggedIn: true });
    const rows = await screen.findAllByTestId('staff-member', {}, SLOW);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Store Manager'), expect.stringContaining('Huda Saleh')]);
    // One's own role is shown, not offered for change; nor is removing oneself.
    expect(within(rows[0]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Huda Saleh' })).toHaveValue('orders');
    expect(screen.getByTestId('staff-invitation')).toHaveTextContent('As Catalogue editor, link works until');

    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    // Checked before sending: nothing is sent without a name and an e-mail.
    expect(sentToAll(fetch, adminStaffInviteCall)).toHaveLength(0);
    await user.type(within(form).getByLabelText('Name'), 'Layla');
    await user.type(within(form).getByLabelText('E-mail'), 'Layla@Example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'catalogue');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeVisible();
    const sent = sentToAll(fetch, adminStaffInviteCall);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Layla', email: 'Layla@Example.com', staff_role: 'catalogue' });
  });

  it('changes a role at once and removes someone after confirming', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminStaffListCall, ok(LIST)),
      answer(adminStaffSetRoleCall, ok({ ...LIST.staff[1]!, staff_role: 'manager' }, 'Role changed')),
      answer(adminStaffRemoveCall, ok({ id: 7 }, 'Removed from the staff')),
    );
    await renderApp('/admin/staff', { loggedIn: true, lang: 'ar' });
    const huda = (await screen.findAllByTestId('staff-member', {}, SLOW))[1]!;
    await user.selectOptions(within(huda).getByRole('combobox', { name: 'دور Huda Saleh' }), 'manager');
    await vi.waitFor(() => expect(sentToAll(fetch, adminStaffSetRoleCall)).toHaveLength(1));
    expect(sentToAll(fetch, adminStaffSetRoleCall)[0]).toMatchObject({ staff_id: '7', staff_role: 'manager' });

    await user.click(within(huda).getByRole('button', { name: /^إزالة\s*Huda Saleh$/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('لن يتمكن Huda Saleh من فتح لوحة الإدارة');
    expect(sentToAll(fetch, adminStaffRemoveCall)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'إزالة' }));
    await vi.waitFor(() => expect(sentToAll(fetch, adminStaffRemoveCall)).toHaveLength(1));
    expect(sentToAll(fetch, adminStaffRemoveCall)[0]).toMatchObject({ staff_id: '7' });
  });
});

describe('a staff role’s console', () => {
  it('shows an order handler their sections only and lands them on the orders', async () => {
    answerWith(answer(adminMeCall, meAs('orders')), answer(adminOrdersListCall, ok({ rows: [], total: 0 })));
    await renderApp('/admin', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, SLOW)).toBeVisible();
    const nav = within(screen.getByRole('complementary')).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Alerts', 'Orders', 'Returns', 'Customers']);
  });

  it('tells them a section outside their role is not theirs, without asking the server for it', async () => {
    const fetch = answerWith(answer(adminMeCall, meAs('catalogue')));
    await renderApp('/admin/reports', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByText('ليس ضمن دورك', {}, SLOW)).toBeVisible();
    expect(fetch.mock.calls.map((c) => String(c[0])).filter((url) => url.startsWith('/api/admin/reports/'))).toEqual([]);
  });
});

describe('/admin/join', () => {
  it('accepts the invitation with the link’s token and a new password, then offers to sign in', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(
        staffAcceptInviteCall,
        ok({ email: 'layla@example.com', staff_role: 'catalogue' }, 'Welcome to the team: sign in with your e-mail and new password'),
      ),
    );
    await renderApp('/admin/join?token=abc_123-XYZ');
    await user.type(await screen.findByLabelText('New password', {}, SLOW), 'Honey-Team-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Honey-Team-2027');
    await user.click(screen.getByRole('button', { name: 'Accept and save password' }));
    // The two passwords differ: nothing sent.
    expect(sentToAll(fetch, staffAcceptInviteCall)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Honey-Team-2026');
    await user.click(screen.getByRole('button', { name: 'Accept and save password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the team' })).toBeVisible();
    expect(sentToAll(fetch, staffAcceptInviteCall)[0]).toMatchObject({ token: 'abc_123-XYZ', password: 'Honey-Team-2026' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
