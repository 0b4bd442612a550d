// The owner's alerts as the console asks for them: the bell (the first page's unread count) and the alerts page
// share one query per page, so marking read refreshes both.
import { queryOptions } from '@tanstack/react-query';
import { adminAlertsListCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';

export const ALERTS_KEY = ['admin_alerts'] as const;

/** How often the bell asks again while the console is open: a new order shows within a minute. */
const BELL_REFRESH_MS = 60_000;

export const alertsPage = (offset: number) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, offset],
    queryFn: ({ signal }) => apiData(adminAlertsListCall, { offset }, { signal }),
    refetchInterval: BELL_REFRESH_MS,
  });
