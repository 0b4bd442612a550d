// Staff's internal notes on an order: added here, listed newest first with who wrote them and
// when. The customer never sees them.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX_LENGTH, type AdminOrderDetail } from '@shop/contract';
import { adminOrderNoteAddCall } from '@shop/contract/adminCalls';
import { api, useApiMutation } from '../../api';
import { formatDate, formatNumber, useLang } from '../../i18n';
import { toast } from '../../ui/toast';
import { TextField } from '../components/forms';
import { CARD } from '../components/table';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function OrderNotes({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const add = useApiMutation({
    run: (text: string) => api(adminOrderNoteAddCall, { order_id: o.id, note: text }),
    onDone: (answer) => {
      setNote('');
      setError(undefined);
      toast.success(answer.msg);
      queryClient.setQueryData(['admin_order', o.id], answer.data);
    },
    // The server names the refused field; the note is the only one typed here.
    onRefused: (refusal) => setError(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
    exclusive: true,
  });

  return (
    <section className={CARD} aria-labelledby="o-notes">
      <h2 id="o-notes" className="mb-1 font-bold text-ink-900">
        {t('order.notes.title')}
      </h2>
      <p className="mb-2 text-xs text-ink-600">{t('order.notes.private')}</p>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(note);
        }}
      >
        <TextField
          id="order-note"
          label={t('order.notes.new')}
          value={note}
          onChange={setNote}
          rows={3}
          required
          maxLength={ORDER_NOTE_MAX_LENGTH}
          hint={t('order.notes.left', { n: formatNumber(ORDER_NOTE_MAX_LENGTH - note.length, lang) })}
          error={error}
        />
        <button type="submit" className="btn btn-secondary" disabled={add.isPending}>
          {t('order.notes.add')}
        </button>
      </form>
      {o.notes.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t('order.notes.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm" aria-label={t('order.notes.title')}>
          {o.notes.map((n) => (
            <li key={n.id}>
              {/* Written in either language: isolated, so its punctuation and direction stay its own. */}
              <p dir="auto" className="text-start whitespace-pre-line text-ink-900">
                {n.note}
              </p>
              <p className="text-xs text-ink-600">
                <bdi>{n.author || t('customers.deleted')}</bdi> · {formatDate(n.created_at, lang, dateTime)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
