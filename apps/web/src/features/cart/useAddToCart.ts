// Add to cart from product cards and the product page (docs/product.md §4): one unit from a card, the chosen quantity
// from the details; 'Product added successfully' heads the header's mini-cart (ui/miniCart.ts), 'Failed to add' shows
// for 1.5 s; a guest is told to log in first and sent to /login after 2 s.
import { useQueryClient } from '@tanstack/react-query';
import { addToCartCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { loadNamespaces, messageOf } from '../../i18n';
import { useLoginFirst } from '../../lib/guards';
import { showAdded } from '../../ui/miniCart';
import { toast, TOAST_MS } from '../../ui/toast';
import { setCart } from './api';

export function useAddToCart() {
  const loginFirst = useLoginFirst();
  const queryClient = useQueryClient();
  const mutation = useApiMutation({
    run: ({ productId, quantity }: { productId: number; quantity: number }) => api(addToCartCall, { product_id: productId, quantity }),
    onDone: async (answer, { productId }) => {
      await setCart(queryClient, answer.data);
      showAdded(await messageOf('cart', 'added'), productId);
    },
    // The server's reason (e.g. only 3 left) goes under the spec's title.
    onRefused: async (refusal) =>
      toast.error(await messageOf('cart', 'addFailed'), { description: refusal.message, duration: TOAST_MS.short }),
    onFailed: async () => toast.error(await messageOf('cart', 'addFailed'), { duration: TOAST_MS.short }),
  });
  return {
    /** Adds `quantity` units (one from a card). */
    addToCart: (productId: number, quantity = 1) => {
      if (!loginFirst({ kind: 'cart', productId, quantity })) return;
      // The messages' namespace comes while the call is under way (messageOf).
      void loadNamespaces(['cart']);
      mutation.mutate({ productId, quantity });
    },
    /** The product whose call is under way, if any (its button shows as busy). */
    addingId: mutation.isPending ? mutation.variables.productId : null,
  };
}
