// The shop's staff (owners only): who may use the console and in which role, each role's areas spelled out,
// changing a role or taking someone off the staff (confirmed), and inviting someone by e-mail. Invitations not yet
// accepted are listed with the day their link stops working, and can be cancelled.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminStaffInviteCall, STAFF_ROLES, type CallData, type StaffRole } from '@shop/contract';
import { adminStaffInvitationCancelCall, adminStaffListCall, adminStaffRemoveCall, adminStaffSetRoleCall } from '@shop/contract/adminCalls';
import { api, apiData, useApiMutation, type Fields } from '../../api';
import { formatDate, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { adminFailed } from '../components/AdminsOnly';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';
import { useChange } from '../components/forms';
import { PageHeader } from '../components/PageHeader';
import { CARD, TABLE, TABLE_WRAP, TD, TH } from '../components/table';

const STAFF = ['admin_staff'];
type Member = CallData<typeof adminStaffListCall>['staff'][number];
type Invitation = CallData<typeof adminStaffListCall>['invitations'][number];

export default function StaffPage() {
  const { t } = useTranslation('console');
  const staff = useQuery({ queryKey: STAFF, queryFn: ({ signal }) => apiData(adminStaffListCall, {}, { signal }) });
  return (
    <>
      <PageHeader title={t('nav.staff')} />
      <p className="mb-4 max-w-3xl text-sm text-ink-700">{t('staff.intro')}</p>
      <QueryState query={staff} failed={adminFailed}>
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-4">
              <StaffTable staff={data.staff} />
              {data.invitations.length > 0 && <Invitations invitations={data.invitations} />}
              <RoleGuide />
            </div>
            <InviteForm />
          </div>
        )}
      </QueryState>
    </>
  );
}

function StaffTable({ staff }: { staff: Member[] }) {
  const { t } = useTranslation('console');
  const [removing, setRemoving] = useState<Member | null>(null);
  const setRole = useChange(
    ({ id, role }: { id: number; role: StaffRole }) => api(adminStaffSetRoleCall, { staff_id: id, staff_role: role }),
    [STAFF],
  );
  const remove = useChange(
    (m: Member) => api(adminStaffRemoveCall, { staff_id: m.id }),
    [STAFF],
    () => setRemoving(null),
  );
  return (
    <section aria-labelledby="staff-members">
      <h2 id="staff-members" className="mb-2 font-bold text-ink-900">
        {t('staff.members')}
      </h2>
      <div className={TABLE_WRAP}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className={TH}>{t('staff.name')}</th>
              <th className={TH}>{t('staff.email')}</th>
              <th className={TH}>{t('staff.roleLabel')}</th>
              <th className={TH}>
                <span className="sr-only">{t('staff.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) => (
              <tr key={m.id} data-testid="staff-member">
                <td className={TD}>
                  <bdi className="font-semibold text-ink-900">{m.name}</bdi>
                  {m.me && <span className="ms-2 rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold">{t('staff.you')}</span>}
                </td>
                <td className={TD}>
                  <span dir="ltr">{m.email}</span>
                </td>
                <td className={TD}>
                  {m.me ? (
                    t(`staff.role.${m.staff_role}`)
                  ) : (
                    <select
                      className="field min-h-10 py-1"
                      aria-label={t('staff.roleOf', { name: m.name })}
                      value={m.staff_role}
                      disabled={setRole.isPending}
                      onChange={(e) => setRole.mutate({ id: m.id, role: e.target.value as StaffRole })}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`staff.role.${r}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td className={`${TD} text-end`}>
                  {!m.me && (
                    <button type="button" className="btn btn-quiet text-danger-700" onClick={() => setRemoving(m)}>
                      {t('staff.remove')}
                      <span className="sr-only"> {m.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('staff.removeTitle')}
        message={removing ? t('staff.removeConfirm', { name: removing.name }) : ''}
        confirmLabel={t('staff.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

function Invitations({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const cancel = useChange((i: Invitation) => api(adminStaffInvitationCancelCall, { invitation_id: i.id }), [STAFF]);
  return (
    <section aria-labelledby="staff-invitations" className={CARD}>
      <h2 id="staff-invitations" className="mb-2 font-bold text-ink-900">
        {t('staff.invitations')}
      </h2>
      <ul className="divide-y divide-cream-300">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="staff-invitation">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink-900">
                <bdi>{i.name}</bdi>
              </p>
              <p className="break-all text-ink-800">
                <bdi dir="ltr">{i.email}</bdi>
              </p>
              <p className="text-ink-700">
                {t('staff.invitedAs', {
                  role: t(`staff.role.${i.staff_role}`),
                  date: formatDate(i.expires_at, lang, { dateStyle: 'medium' }),
                })}
              </p>
            </div>
            <button type="button" className="btn btn-quiet" disabled={cancel.isPending} onClick={() => cancel.mutate(i)}>
              {t('staff.cancelInvitation')}
              <span className="sr-only"> {i.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What each role may do, so the owner picks knowingly. */
function RoleGuide() {
  const { t } = useTranslation('console');
  return (
    <section aria-labelledby="staff-roles" className={CARD}>
      <h2 id="staff-roles" className="mb-2 font-bold text-ink-900">
        {t('staff.rolesTitle')}
      </h2>
      <dl className="space-y-2 text-sm">
        {STAFF_ROLES.map((r) => (
          <div key={r}>
            <dt className="font-semibold text-ink-900">{t(`staff.role.${r}`)}</dt>
            <dd className="text-ink-700">{t(`staff.roleText.${r}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type InviteValues = { name: string; email: string; staff_role: StaffRole };

function InviteForm() {
  const { t } = useTranslation('console');
  const form = useAdminForm<InviteValues>({
    schema: adminStaffInviteCall.request,
    defaultValues: { name: '', email: '', staff_role: 'orders' },
    toFields: (v) => v,
  });
  const invite = useApiMutation({
    run: (fields: Fields<typeof adminStaffInviteCall>) => api(adminStaffInviteCall, fields),
    refresh: [STAFF],
    onDone: (answer) => {
      toast.success(answer.msg);
      form.saved({ name: '', email: '', staff_role: answer.data.staff_role });
    },
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const errors = form.formState.errors;
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => invite.mutate(fields as Fields<typeof adminStaffInviteCall>)}
      className={`${CARD} h-fit space-y-3`}
      aria-labelledby="staff-invite"
    >
      <h2 id="staff-invite" className="font-bold text-ink-900">
        {t('staff.invite')}
      </h2>
      <p className="text-sm text-ink-700">{t('staff.inviteText')}</p>
      <TextField id="invite-name" label={t('staff.name')} error={errors.name?.message} {...form.register('name')} />
      <TextField
        id="invite-email"
        label={t('staff.email')}
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField id="invite-role" label={t('staff.roleLabel')} error={errors.staff_role?.message} {...form.register('staff_role')}>
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`staff.role.${r}`)}
          </option>
        ))}
      </SelectField>
      <SubmitRow busy={invite.isPending}>{t('staff.send')}</SubmitRow>
    </AdminFormElement>
  );
}
