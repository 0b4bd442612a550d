// Messages of the console's search area, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const searchAdminMessages = {
  synonymNotFound: { en: 'Synonym group not found', ar: 'مجموعة المرادفات غير موجودة' },
  synonymSaved: { en: 'Synonyms saved', ar: 'تم حفظ المرادفات' },
  synonymDeleted: { en: 'Synonym group deleted', ar: 'تم حذف مجموعة المرادفات' },
} satisfies Record<string, Msg>;
