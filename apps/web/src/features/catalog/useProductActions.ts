// Add to cart and favourite from the catalogue pages (docs/product.md §4 Product card add to cart, §4 Add to list:
// the favourite button is add_to_list with the stored favourites list id). A guest is sent to log in first.
import { useTranslation } from 'react-i18next';
import { addToListCall } from '@shop/contract/calls';
import { api } from '../../api/client';
import { readStored } from '../../api/storage';
import { useLoginFirst } from '../../lib/guards';
import { toast, TOAST_MS } from '../../ui/toast';
import { useAddToCart } from '../cart';
import { useApiMutation } from '../../api/mutation';

export function useProductActions() {
  const { t } = useTranslation('catalog');
  const loginFirst = useLoginFirst();
  const { addToCart, addingId } = useAddToCart();

  const favourite = useApiMutation({
    run: async (productId: number) => {
      const favId = readStored('favId');
      // No favourites list yet: the same 'failed' as a refusal.
      if (!favId) throw new Error('no favourites list');
      return api(addToListCall, { product_id: productId, list_id: favId });
    },
    onDone: (answer) => toast.success(answer.msg, { duration: TOAST_MS.short }),
    onFailed: () => toast.error(t('actions.failed'), { duration: TOAST_MS.short }),
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
