// Messages of the console's quiz, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const quizAdminMessages = {
  questionNotFound: { en: 'Question not found', ar: 'السؤال غير موجود' },
  unknownProducts: { en: 'Some of the chosen products do not exist', ar: 'بعض المنتجات المختارة غير موجودة' },
  questionSaved: { en: 'Question saved', ar: 'تم حفظ السؤال' },
  questionDeleted: { en: 'Question deleted', ar: 'تم حذف السؤال' },
  imageSaved: { en: 'Image saved', ar: 'تم حفظ الصورة' },
} satisfies Record<string, Msg>;
