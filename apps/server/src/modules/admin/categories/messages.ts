// Messages of the console's categories, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const categoryMessages = {
  categoryNotFound: { en: 'Category not found', ar: 'الفئة غير موجودة' },
  categorySaved: { en: 'Category saved', ar: 'تم حفظ الفئة' },
  categoryDeleted: { en: 'Category deleted', ar: 'تم حذف الفئة' },
  categoryInUse: {
    en: 'This category has {products} products and {subs} sub-categories: move them first',
    ar: 'في هذه الفئة {products} من المنتجات و{subs} من الفئات الفرعية: انقلها أولًا',
  },
  categoryHasSubs: {
    en: 'A category with sub-categories cannot become a sub-category',
    ar: 'لا يمكن أن تصبح الفئة التي لها فئات فرعية فئةً فرعية',
  },
  categoryLevelInUse: {
    en: 'Products are filed under this category: it cannot move between the top level and the sub-categories',
    ar: 'توجد منتجات في هذه الفئة: لا يمكن نقلها بين المستوى الأعلى والفئات الفرعية',
  },
} satisfies Record<string, Msg>;
