// Messages of the console's stock, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const stockMessages = {
  stockBelowZero: { en: 'Stock cannot go below zero', ar: 'لا يمكن أن يقل المخزون عن صفر' },
  stockAdjusted: { en: 'Stock updated', ar: 'تم تحديث المخزون' },
  csvInvalid: {
    en: 'The file has {count} invalid rows: nothing was changed',
    ar: 'يحتوي الملف على {count} من الصفوف غير الصالحة: لم يتم تغيير أي شيء',
  },
  csvApplied: { en: '{count} products updated', ar: 'تم تحديث {count} من المنتجات' },
} satisfies Record<string, Msg>;
