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
  productsChanged: { en: '{count} products changed', ar: 'تم تعديل المنتجات: {count}' },
  productsNotFound: { en: 'Product #{id} was not found: nothing was changed', ar: 'المنتج رقم {id} غير موجود: لم يُعدَّل شيء' },
  priceOutOfRange: {
    en: 'The price of {name} would be {price} AED: nothing was changed',
    ar: 'سيصبح سعر {name} {price} درهم: لم يُعدَّل شيء',
  },
  productDuplicated: { en: 'Copy made: it is hidden until you show it', ar: 'تم إنشاء نسخة: ستبقى مخفية حتى تُظهرها' },
  archivedHidden: {
    en: '{name} is archived: restore it before showing it in the shop',
    ar: '{name} مؤرشف: استعده قبل عرضه في المتجر',
  },
  copyOf: { en: '{name} (copy)', ar: '{name} (نسخة)' },
  photoNotFound: { en: 'Photo not found', ar: 'الصورة غير موجودة' },
  photoOrderMismatch: { en: 'Send every photo of the product, each once', ar: 'أرسل كل صور المنتج، كل صورة مرة واحدة' },
} satisfies Record<string, Msg>;
