// Messages of the console's return requests, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const returnMessages = {
  returnNotFound: { en: 'Return request not found', ar: 'طلب الإرجاع غير موجود' },
  returnDecided: { en: 'This return request was already decided', ar: 'تم البت في طلب الإرجاع هذا مسبقًا' },
  returnApproved: { en: 'Return approved: {amount} AED refunded', ar: 'تمت الموافقة على الإرجاع: تم رد {amount} درهم' },
  returnApprovedCardFailed: {
    en: 'Return approved: {amount} AED refunded, but the payment provider did not take the card refund; try it again',
    ar: 'تمت الموافقة على الإرجاع: تم رد {amount} درهم، لكن مزود الدفع لم يقبل الرد إلى البطاقة؛ أعد المحاولة',
  },
  returnRefused: { en: 'Return refused', ar: 'تم رفض الإرجاع' },
  cardRefundNotFailed: {
    en: 'This card refund was not refused: it is already sent or being sent',
    ar: 'لم يُرفض رد المبلغ إلى البطاقة: تم إرساله أو جارٍ إرساله',
  },
  cardRefundFailed: {
    en: 'The payment provider did not take the card refund; try again later',
    ar: 'لم يقبل مزود الدفع رد المبلغ إلى البطاقة؛ حاول مرة أخرى لاحقًا',
  },
  cardRefundRetried: { en: 'Card refund sent again', ar: 'أُعيد إرسال رد المبلغ إلى البطاقة' },
} satisfies Record<string, Msg>;
