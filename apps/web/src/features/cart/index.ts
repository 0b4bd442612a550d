// What other features use of the cart: its query, the add-to-cart action and the totals block.
export { CART_KEY, cartQuery, setCart } from './api';
export { useAddToCart } from './useAddToCart';
export { ArrivalNote, CartTotals, CodNote, FreeDeliveryNote } from './CartTotals';
