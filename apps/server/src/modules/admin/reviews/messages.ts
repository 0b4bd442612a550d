// Messages of the console's reviews, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const reviewMessages = {
  reviewNotFound: { en: 'Review not found', ar: 'التقييم غير موجود' },
  reviewHidden: { en: 'Review hidden', ar: 'تم إخفاء التقييم' },
  reviewShown: { en: 'Review shown', ar: 'تم إظهار التقييم' },
  reviewApproved: { en: 'Review approved and published', ar: 'تمت الموافقة على التقييم ونشره' },
  reviewRejected: { en: 'Review rejected; it stays hidden', ar: 'تم رفض التقييم وسيبقى مخفيًا' },
  reviewNotPending: { en: 'This review is not awaiting approval', ar: 'هذا التقييم لا ينتظر الموافقة' },
  replySaved: { en: 'Answer published under the review', ar: 'تم نشر الرد أسفل التقييم' },
  replyRemoved: { en: 'Answer removed', ar: 'تم حذف الرد' },
} satisfies Record<string, Msg>;
