import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatDate, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { PageTitle } from '../profile';
import { useNotifications } from './api';

/** Notifications (docs/product.md §3: title, body, added_on), newest first. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  usePageMeta(t('profile:menu.notifications'));
  const list = useNotifications();
  return (
    <div>
      <PageTitle>{t('profile:menu.notifications')}</PageTitle>
      <QueryState
        query={list}
        loading={<LoadingLine />}
        failed={<EmptyState title={t('notifications.loadFailed')} />}
        empty={<EmptyState title={t('notifications.none')} text={t('notifications.noneText')} />}
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((n) => (
              <li key={n.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800">
                  <Bell size={18} aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h2 className="font-bold text-ink-900">{n.title}</h2>
                    <time dateTime={n.added_on} className="text-sm text-ink-600">
                      {formatDate(n.added_on, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </div>
                  <p className="mt-1 text-ink-700">{n.body}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
