// Messages of the console's return requests, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const returnMessages = {
  returnNotFound: { en: 'Return request not found', ar: 'طلب الإرجاع غير موجود' },
  returnDecided: { en: 'This return request was already decided', ar: 'تم البت في طلب الإرجاع هذا مسبقًا' },
  returnApproved: { en: 'Return approved: {amount} AED refunded', ar: 'تمت الموافقة على الإرجاع: تم رد {amount} درهم' },
  returnRefused: { en: 'Return refused', ar: 'تم رفض الإرجاع' },
} satisfies Record<string, Msg>;
