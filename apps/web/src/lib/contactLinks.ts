// Call and chat links to a phone number, for the shop's numbers (contact page) and a customer's (the console).
import { phoneE164 } from '@shop/contract';

/** A phone number as a tap-to-call link: '+971 2 665 4821' → 'tel:+97126654821', '050 123 4567' → 'tel:+971501234567'. */
export const telUrl = (phone: string) => `tel:${phoneE164(phone)}`;

/** The messaging app's chat link to a number (docs/product.md §2 Profile area: Help): its international digits. */
export const chatUrl = (phone: string) => `https://wa.me/${phoneE164(phone).slice(1)}`;
