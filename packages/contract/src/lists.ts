// Lists and favourites (docs/product.md §7 Lists, §3 Wishlist): every customer has one favourites list (its id is
// Favorite_id) and any number of named lists.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { productCard } from './catalog';
import { flag, idField, orDefault, text } from './fields';

export const listSummary = z.object({
  id: z.number(),
  name: z.string(),
  /** 1 for the favourites list. */
  fav: z.number(),
  total_products: z.number(),
});
export const listWithProducts = listSummary.extend({ products: z.array(productCard) });
export type ListSummary = z.infer<typeof listSummary>;
export type ListWithProducts = z.infer<typeof listWithProducts>;

/** What a list holds after a product was added or removed. */
export const listChange = z.object({ list_id: z.number(), product_id: z.number(), total_products: z.number() });

/** Adding a product already in the list succeeds and changes nothing (remove_product takes it out). */
export const addToListCall = defineCall({
  path: '/products/wishlist/add_to_list.php',
  access: 'customer',
  request: z.object({ product_id: idField(), list_id: idField() }),
  data: listChange,
});

/** The named lists, without the favourites list and without their products (the add-to-list dialog). */
export const listsWithoutFavCall = defineCall({
  path: '/products/wishlist/list_without_fav.php',
  access: 'customer',
  request: noFields,
  data: z.array(listSummary),
});

/** Every list with its products, the favourites list first. */
export const listsWithProductsCall = defineCall({
  path: '/products/wishlist/list_with_products.php',
  access: 'customer',
  request: noFields,
  data: z.array(listWithProducts),
});

/** fav must be 0: the favourites list exists from registration on and there is only one. */
export const createListCall = defineCall({
  path: '/products/wishlist/create_list.php',
  access: 'customer',
  request: z.object({ list_name: text(60), fav: orDefault(flag(), 0) }),
  data: listWithProducts,
});

/** fav is accepted for the original apps and not used: the list's own kind decides (favourites cannot be deleted). */
export const deleteListCall = defineCall({
  path: '/products/wishlist/delete.php',
  access: 'customer',
  request: z.object({ list_id: idField(), fav: orDefault(flag(), 1) }),
  data: z.object({ list_id: z.number() }),
});

export const removeFromListCall = defineCall({
  path: '/products/wishlist/remove_product.php',
  access: 'customer',
  request: z.object({ list_id: idField(), product_id: idField() }),
  data: listChange,
});
