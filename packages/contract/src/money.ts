// Money travels as integer fils inside the server and as AED numbers with two decimals on the wire.
export const toAed = (fils: number): number => Math.round(fils) / 100;
export const toFils = (aed: number): number => Math.round(aed * 100);
/** Whole percent a sale price is below its list price (0 when not discounted). */
export const discountPercent = (listFils: number, saleFils: number): number =>
  listFils > 0 && saleFils < listFils ? Math.round(((listFils - saleFils) * 100) / listFils) : 0;
