// Add to cart and favourite from the catalogue pages (docs/product.md §4 Product card add to cart, §4 Add to list:
// the favourite button is add_to_list with the stored favourites list id). A guest is sent to log in first.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addToListCall } from '@shop/contract/calls';
import { api } from '../../api/client';
import { readStored } from '../../api/storage';
import { useLoginFirst } from '../../app/guards';
import { toast, TOAST_MS } from '../../ui/toast';
import { useAddToCart } from '../cart';

export function useProductActions() {
  const { t } = useTranslation('catalog');
  const loginFirst = useLoginFirst();
  const { addToCart, addingId } = useAddToCart();

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
    addToCart,
    /** The product whose add-to-cart call is under way, if any. */
    addingId,
    addToFavourites: (productId: number) => {
      if (loginFirst({ kind: 'favourite', productId })) favourite.mutate(productId);
    },
    favouriteBusyId: favourite.isPending ? favourite.variables : null,
  };
}
