// Back in stock: on an out-of-stock product a signed-in shopper asks to be told when it
// returns (one e-mail and a notification); a guest gets the usual sign-in warning and goes to /login.
import { SpriteIcon } from '../../ui/SpriteIcon';
import { toast } from '../../ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { backInStockRequestCall, backInStockStatusCall } from '@shop/contract/calls';
import { api, apiData, useApiMutation, useLoggedIn } from '../../api';
import { useLoginFirst } from '../../lib/guards';

export function BackInStock({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog/product');
  const loggedIn = useLoggedIn();
  const loginFirst = useLoginFirst();
  const queryClient = useQueryClient();
  const key = ['back_in_stock', productId];
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiData(backInStockStatusCall, { product_id: productId }, { signal }),
    enabled: loggedIn,
  });
  const ask = useApiMutation({
    run: () => api(backInStockRequestCall, { product_id: productId }),
    onDone: (answer) => queryClient.setQueryData(key, answer.data),
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('details.notifyFailed')),
  });

  if (loggedIn && status.data?.waiting)
    return (
      <p
        role="status"
        className="flex min-h-11 w-full items-center gap-2 rounded-2xl bg-herb-50 px-4 py-2 font-semibold text-herb-700 ring-1 ring-herb-100 sm:w-auto"
      >
        <SpriteIcon name="circle-check" size={20} className="shrink-0" />
        {t('details.notifyWaiting')}
      </p>
    );
  return (
    <button
      type="button"
      className="btn btn-primary w-full sm:w-auto sm:min-w-44"
      disabled={ask.isPending}
      onClick={() => loginFirst() && ask.mutate()}
    >
      <SpriteIcon name="bell-ring" size={18} />
      {t('details.notifyMe')}
    </button>
  );
}
