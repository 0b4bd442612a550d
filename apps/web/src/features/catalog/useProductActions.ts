// Add to cart and favourite from the catalogue pages (docs/product.md §4 Product card add to cart, §4 Add to list:
// the favourite button is add_to_list with the stored favourites list id, and remove_product when pressed again).
// A guest is sent to log in first. Pages that use it load the 'lists' translations (the favourite's messages).
import { useAddToCart } from '../cart';
import { useFavourites } from '../lists';

export function useProductActions() {
  const { addToCart, addingId } = useAddToCart();
  const favourites = useFavourites();

  return {
    /** Adds `quantity` units (one from a card). */
    addToCart,
    /** The product whose add-to-cart call is under way, if any. */
    addingId,
    /** The product is in the customer's favourites (its heart is pressed). */
    isFavourite: favourites.isFavourite,
    /** Adds the product to the favourites, or takes it out when it is there. */
    toggleFavourite: (productId: number) => favourites.toggle({ id: productId }),
    /** The product whose favourite call is under way, if any. */
    favouriteBusyId: favourites.busyId,
  };
}
