// Personal data rights (UAE PDPL) in the personal settings: a copy of everything the shop keeps about the
// customer as a JSON file, and deleting the account after the password is confirmed.
import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deleteAccountCall, myDataCall } from '@shop/contract/calls';
import { api, signOut, useApiMutation } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { PasswordField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { Section } from './components/Section';

/** Saves `data` as a file named `name` through a temporary link (the browser's own download). */
function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const deletion = useApiMutation({
    run: (given: string) => api(deleteAccountCall, { password: given }),
    onDone: (answer) => {
      signOut();
      toast.success(answer.msg);
      void navigate('/');
    },
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => setError(t('myData.deleteFailed')),
  });
  const busy = deletion.isPending;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError(t('myData.passwordRequired'));
    deletion.mutate(password);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('myData.deleteTitle')} description={t('myData.deleteWarning')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField
          label={t('myData.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError('');
          }}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn bg-danger-700 text-white hover:opacity-90" disabled={busy}>
            {t('myData.deleteConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function MyDataSection() {
  const { t } = useTranslation('profile');
  const [deleting, setDeleting] = useState(false);
  const myData = useApiMutation({
    run: () => api(myDataCall, {}),
    onDone: (answer) => {
      // The date in the file's name is the ISO one whatever the language, so files sort by it.
      saveJson(`souq-al-asal-my-data-${new Date().toISOString().slice(0, 10)}.json`, answer.data);
      toast.success(t('myData.downloaded'));
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('myData.downloadFailed')),
  });
  const downloading = myData.isPending;
  const download = () => myData.mutate();

  return (
    <Section title={t('myData.title')} id="my-data">
      <p className="mb-4 text-ink-700">{t('myData.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-secondary" onClick={download} disabled={downloading}>
          <Download size={18} aria-hidden="true" />
          {t('myData.download')}
        </button>
        <button type="button" className="btn btn-quiet text-danger-700" onClick={() => setDeleting(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {t('myData.delete')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog open onOpenChange={setDeleting} />}
    </Section>
  );
}
