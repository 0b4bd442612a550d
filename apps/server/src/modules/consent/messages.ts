import type { Msg } from '../../http/i18n';

export const consentMessages = {
  granted: { en: 'You will get our e-mails about your cart and offers', ar: 'ستصلك رسائلنا عن سلتك والعروض' },
  withdrawn: { en: 'You will get no e-mails about your cart or offers', ar: 'لن تصلك رسائل عن سلتك أو العروض' },
} satisfies Record<string, Msg>;

/** The words of the withdrawal page (the link in every marketing e-mail); `ask` is recorded with the withdrawal. */
export const withdrawPage = {
  title: { en: 'Marketing e-mails', ar: 'الرسائل التسويقية' },
  ask: {
    en: 'Stop the e-mails about your cart and the shop’s offers?',
    ar: 'هل تريد إيقاف الرسائل عن سلتك وعروض المتجر؟',
  },
  stop: { en: 'Stop these e-mails', ar: 'إيقاف هذه الرسائل' },
  done: { en: 'Done: you will get no more e-mails about your cart or offers.', ar: 'تم: لن تصلك رسائل عن سلتك أو العروض بعد الآن.' },
  bad: { en: 'This link is not valid.', ar: 'هذا الرابط غير صالح.' },
  shop: { en: 'Back to the shop', ar: 'العودة إلى المتجر' },
} satisfies Record<string, Msg>;
