// Messages of the console's customers (wallet adjustments), in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const customerMessages = {
  walletBelowZero: { en: 'The wallet cannot go below zero', ar: 'لا يمكن أن يقل رصيد المحفظة عن صفر' },
  walletAdjusted: { en: 'Wallet updated', ar: 'تم تحديث المحفظة' },
} satisfies Record<string, Msg>;
