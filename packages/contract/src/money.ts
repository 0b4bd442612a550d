// Money travels as integer fils inside the server and as AED numbers with two decimals on the wire.
export const toAed = (fils: number): number => Math.round(fils) / 100;
export const toFils = (aed: number): number => Math.round(aed * 100);
/** Fils as AED text with two decimals, in integers so no float rounding: 2875 → '28.75', -5 → '-0.05'. */
export const aedText = (fils: number): string => {
  const abs = Math.abs(Math.round(fils));
  return `${fils < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** Whole percent a sale price is below its list price (0 when not discounted). */
export const discountPercent = (listFils: number, saleFils: number): number =>
  listFils > 0 && saleFils < listFils ? Math.round(((listFils - saleFils) * 100) / listFils) : 0;
