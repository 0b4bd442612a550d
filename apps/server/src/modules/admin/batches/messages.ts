// Messages of the console's stock batches, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const batchMessages = {
  batchNotFound: { en: 'Batch not found', ar: 'الدفعة غير موجودة' },
  batchSaved: { en: 'Batch saved', ar: 'تم حفظ الدفعة' },
  batchDeleted: { en: 'Batch deleted', ar: 'تم حذف الدفعة' },
} satisfies Record<string, Msg>;
