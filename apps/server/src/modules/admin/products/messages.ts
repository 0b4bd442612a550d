// Messages of the console's products and their photos, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const productMessages = {
  productSaved: { en: 'Product saved', ar: 'تم حفظ المنتج' },
  productDeleted: { en: 'Product deleted', ar: 'تم حذف المنتج' },
  productEverOrdered: {
    en: 'This product has been ordered, so it cannot be deleted: hide it instead',
    ar: 'تم طلب هذا المنتج من قبل، لذا لا يمكن حذفه: يمكنك إخفاؤه بدلًا من ذلك',
  },
  badClassification: { en: 'The group, category or sub-category does not exist', ar: 'المجموعة أو الفئة أو الفئة الفرعية غير موجودة' },
  photoNotFound: { en: 'Photo not found', ar: 'الصورة غير موجودة' },
  photoOrderMismatch: { en: 'Send every photo of the product, each once', ar: 'أرسل كل صور المنتج، كل صورة مرة واحدة' },
} satisfies Record<string, Msg>;
