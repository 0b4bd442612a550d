/** A phone number as a tap-to-call link: '+971 2 665 4821' → 'tel:+97126654821'. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging app's chat link to a number in international digits (docs/product.md §2 Profile area: Help). */
export const chatUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
