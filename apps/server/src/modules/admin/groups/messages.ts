// Messages of the console's groups, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const groupMessages = {
  groupNotFound: { en: 'Group not found', ar: 'المجموعة غير موجودة' },
  groupSaved: { en: 'Group saved', ar: 'تم حفظ المجموعة' },
  groupDeleted: { en: 'Group deleted', ar: 'تم حذف المجموعة' },
  groupInUse: {
    en: 'This group has {products} products and {categories} categories: move them to another group first',
    ar: 'في هذه المجموعة {products} من المنتجات و{categories} من الفئات: انقلها إلى مجموعة أخرى أولًا',
  },
} satisfies Record<string, Msg>;
