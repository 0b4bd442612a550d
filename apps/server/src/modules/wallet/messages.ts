import type { Msg } from '../../http/i18n';

export const walletMessages = {
  exchanged: { en: 'Your points were exchanged for {amount} AED', ar: 'تم استبدال نقاطك بمبلغ {amount} درهم' },
  notEnoughPoints: {
    en: 'You need at least {points} points to exchange them for 1 AED',
    ar: 'تحتاج إلى {points} نقطة على الأقل لاستبدالها بدرهم واحد',
  },
} satisfies Record<string, Msg>;
