// What other features use from lists (the product page, product grids). Pages that render these load the
// 'lists' translations with them: lazyPage(() => import('./ProductPage'), ['catalog', 'lists']).
export { AddToListDialog } from './lazyAddToListDialog';
export { AddToListButton, FavouriteButton } from './ProductListActions';
export { useFavourites, useLists, useNamedLists, LISTS_KEY, NAMED_LISTS_KEY } from './api';
