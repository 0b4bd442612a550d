import type { Msg } from '../../http/i18n';

export const catalogMessages = {
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  categoryNotFound: { en: 'Category not found', ar: 'التصنيف غير موجود' },
  groupNotFound: { en: 'Group not found', ar: 'المجموعة غير موجودة' },
  variationNotFound: { en: 'This option is not available', ar: 'هذا الخيار غير متوفر' },
  /** The button of a home banner saved without a label of its own. */
  bannerButton: { en: 'Shop now', ar: 'تسوّق الآن' },
} satisfies Record<string, Msg>;
