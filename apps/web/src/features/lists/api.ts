// The customer's lists and favourites (docs/product.md §3 Wishlist, §4 Add to list): the queries and the favourite
// toggle every page with product cards can use.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProductCard } from '@shop/contract';
import { addToListCall, listsWithoutFavCall, listsWithProductsCall, removeFromListCall } from '@shop/contract/calls';
import { api, apiData, readStored, refreshAfterChange, useApiMutation, useLoggedIn } from '../../api';
import { loadNamespaces, messageOf } from '../../i18n';
import { useLoginFirst } from '../../lib/guards';
import { toast, TOAST_MS } from '../../ui/toast';

export const LISTS_KEY = ['list_with_products'] as const;
export const NAMED_LISTS_KEY = ['list_without_fav'] as const;

/** Every list with its products, the favourites list first (customers only). */
export function useLists() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: LISTS_KEY,
    queryFn: ({ signal }) => apiData(listsWithProductsCall, {}, { signal }),
    enabled: loggedIn,
  });
}

/** The named lists without products (the add-to-list dialog's checkboxes). */
export function useNamedLists(enabled = true) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: NAMED_LISTS_KEY,
    queryFn: ({ signal }) => apiData(listsWithoutFavCall, {}, { signal }),
    enabled: loggedIn && enabled,
  });
}

/** Refetches every list query after a change. */
export function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => Promise.all([refreshAfterChange(queryClient, LISTS_KEY), refreshAfterChange(queryClient, NAMED_LISTS_KEY)]);
}

/**
 * Favourites (docs/product.md §4: add_to_list with the favourites list id; a second press takes the product out with
 * remove_product). A guest is told to log in first.
 */
export function useFavourites() {
  const loginFirst = useLoginFirst();
  const lists = useLists();
  const refresh = useRefreshLists();
  const favourites = lists.data?.find((l) => l.fav === 1);
  const favId = favourites?.id ?? Number(readStored('favId'));
  const ids = new Set(favourites?.products.map((p) => p.id));

  const toggle = useApiMutation({
    run: ({ productId, remove }: { productId: number; remove: boolean }) =>
      api(remove ? removeFromListCall : addToListCall, { list_id: favId, product_id: productId }),
    onDone: async () => {
      toast.success(await messageOf('lists', 'success'), { duration: TOAST_MS.short });
      await refresh();
    },
    onRefused: async () => toast.error(await messageOf('lists', 'failed'), { duration: TOAST_MS.short }),
    onFailed: async () => toast.error(await messageOf('lists', 'error'), { duration: TOAST_MS.short }),
  });

  return {
    isFavourite: (productId: number) => ids.has(productId),
    /** Adds the product to the favourites, or takes it out when it is there. */
    toggle: (product: Pick<ProductCard, 'id'>) => {
      if (!loginFirst({ kind: 'favourite', productId: product.id }) || !favId) return;
      // The messages' namespace comes while the call is under way (messageOf).
      void loadNamespaces(['lists']);
      toggle.mutate({ productId: product.id, remove: ids.has(product.id) });
    },
    /** The product whose favourite call is under way, if any. */
    busyId: toggle.isPending ? toggle.variables.productId : null,
  };
}
