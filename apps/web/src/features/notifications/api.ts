// The customer's notifications as server state: one query key per call (docs/architecture.md).
import { useQuery } from '@tanstack/react-query';
import { notificationsListCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export const useNotifications = () =>
  useQuery({ queryKey: ['notifications'], queryFn: ({ signal }) => apiData(notificationsListCall, {}, { signal }) });
