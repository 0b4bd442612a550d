// The worker of warmIntl.ts: makes the formatters the page's first render uses, in the language its name says.
import type { Lang } from '@shop/contract';
import { formatDate, formatPercent, formatPrice } from './format';
import { localeOf } from './language';

const lang: Lang = self.name === 'ar' ? 'ar' : 'en';
formatPrice(0, lang);
formatPercent(0, lang);
formatDate(new Date(), lang);
// i18next's plural forms.
new Intl.PluralRules(localeOf(lang)).select(1);
// A worker's postMessage (the DOM's types know the window's, which also takes a target origin).
(self as unknown as { postMessage: (message: string) => void }).postMessage('ready');
