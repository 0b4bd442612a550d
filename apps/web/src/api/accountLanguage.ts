// A signed-in shopper's language switch is also their account's (docs/product.md §4): the shop's e-mails,
// notifications and documents about them follow the account's language, so the server hears of it first.
import type { Lang } from '@shop/contract';
import { accountLanguageCall } from '@shop/contract/calls';
import { switchLanguage } from '../i18n/language';
import { api } from './client';
import { isLoggedIn } from './session';

/** Tells the server a customer's new language (before the page is left for the other language), then switches. */
export async function switchShopLanguage(lang: Lang): Promise<void> {
  if (isLoggedIn()) {
    try {
      await api(accountLanguageCall, { language: lang });
    } catch {
      // No answer (offline): the page still switches; the account keeps its language until the next switch.
    }
  }
  switchLanguage(lang);
}
