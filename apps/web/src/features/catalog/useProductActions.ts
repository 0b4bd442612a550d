// Add to cart and favourite from the catalogue pages (spec §4 Product card add to cart, §4 Add to list:
// the favourite button is add_to_list with the stored favourites list id). A guest is sent to log in first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addToCartCall, addToListCall } from '@shop/contract';
import { api } from '../../api/client';
import { readStored } from '../../api/storage';
import { useLoginFirst } from '../../app/guards';
import { toast, TOAST_MS } from '../../ui/toast';

export function useProductActions() {
  const { t } = useTranslation('catalog');
  const loginFirst = useLoginFirst();
  const queryClient = useQueryClient();

  const cart = useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) =>
      api(addToCartCall, { product_id: productId, quantity }),
    onSuccess: (answer) => {
      if (!answer.status) return void toast.error(t('actions.addFailed'), { duration: TOAST_MS.short });
      toast.success(t('actions.added'), { duration: TOAST_MS.short });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: () => toast.error(t('actions.addFailed'), { duration: TOAST_MS.short }),
  });

  const favourite = useMutation({
    mutationFn: async (productId: number) => {
      const favId = readStored('favId');
      if (!favId) return null;
      return api(addToListCall, { product_id: productId, list_id: favId });
    },
    onSuccess: (answer) => {
      if (!answer?.status) return void toast.error(t('actions.failed'), { duration: TOAST_MS.short });
      toast.success(answer.msg, { duration: TOAST_MS.short });
    },
    onError: () => toast.error(t('actions.failed'), { duration: TOAST_MS.short }),
  });

  return {
    /** Adds `quantity` units (one from a card). */
    addToCart: (productId: number, quantity = 1) => {
      if (loginFirst()) cart.mutate({ productId, quantity });
    },
    /** The product whose add-to-cart call is under way, if any. */
    addingId: cart.isPending ? cart.variables.productId : null,
    addToFavourites: (productId: number) => {
      if (loginFirst()) favourite.mutate(productId);
    },
    favouriteBusyId: favourite.isPending ? favourite.variables : null,
  };
}
