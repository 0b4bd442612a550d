// The console header's bell: a link to the alerts page with how many alerts are unread (nothing shown when
// none are, or while the count cannot be had).
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '../../i18n';
import { alertsPage } from './alertsQuery';

export function AlertsBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const unread = useQuery(alertsPage(0)).data?.unread ?? 0;
  return (
    <Link
      to="/admin/alerts"
      className={`icon-btn relative shrink-0 ${className}`}
      aria-label={unread > 0 ? t('alerts.bell', { count: unread }) : t('nav.alerts')}
    >
      <Bell size={22} aria-hidden="true" className="text-honey-700" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {formatNumber(unread, lang)}
        </span>
      )}
    </Link>
  );
}
