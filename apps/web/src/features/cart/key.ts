// The cart query's key, apart from the call: the header reads the count under it without loading the
// cart call (and zod) on a guest's first page.
export const CART_KEY = ['cart'] as const;
