// Messages several areas of the console answer with, in English and Arabic. An area's own messages are in
// its messages.ts.
import type { Msg } from '../../../http/i18n';

export const adminMessages = {
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  notAnImage: { en: 'The file is not an accepted image', ar: 'الملف ليس صورة مقبولة' },
  customerNotFound: { en: 'Customer not found', ar: 'العميل غير موجود' },
  /** A reordered list of groups, categories or banners (content's lists say contentAdminMessages.orderSaved). */
  orderSaved: { en: 'Order saved', ar: 'تم حفظ الترتيب' },
} satisfies Record<string, Msg>;
