// Messages of the console's variations (product families and their options), in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const variationMessages = {
  variationNotFound: { en: 'Variation not found', ar: 'المتغيّر غير موجود' },
  variationSaved: { en: 'Variation saved', ar: 'تم حفظ المتغيّر' },
  variationDeleted: { en: 'Variation deleted', ar: 'تم حذف المتغيّر' },
  twoVariations: { en: 'A product family has at most two variations', ar: 'لعائلة المنتجات متغيّران على الأكثر' },
  optionNotFound: { en: 'Option not found', ar: 'الخيار غير موجود' },
  optionSaved: { en: 'Option saved', ar: 'تم حفظ الخيار' },
  optionDeleted: { en: 'Option deleted', ar: 'تم حذف الخيار' },
  otherFamily: { en: 'Product #{id} already belongs to another product family', ar: 'المنتج رقم {id} ينتمي بالفعل إلى عائلة منتجات أخرى' },
  optionTaken: { en: 'Product #{id} already has a value for this variation', ar: 'للمنتج رقم {id} قيمة لهذا المتغيّر بالفعل' },
  variantsSaved: { en: 'Variants saved', ar: 'تم حفظ الأنواع' },
  stockMoved: {
    en: 'The stock of {name} is now {stock}: it changed since the grid was opened. Nothing was saved; check it and save again.',
    ar: 'مخزون {name} أصبح {stock}: تغيّر منذ فتح الجدول. لم يُحفظ شيء؛ راجعه واحفظ مرة أخرى.',
  },
} satisfies Record<string, Msg>;
