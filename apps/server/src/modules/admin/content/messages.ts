// Messages of the console's content and settings (settings, delivery regions, FAQ, branches, legal pages), in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const contentAdminMessages = {
  orderMismatch: { en: 'Send every entry of the list, each once', ar: 'أرسل كل عناصر القائمة، كل عنصر مرة واحدة' },
  orderSaved: { en: 'New order saved', ar: 'تم حفظ الترتيب الجديد' },
  settingsSaved: { en: 'Store settings saved', ar: 'تم حفظ إعدادات المتجر' },
  feeSaved: { en: 'Delivery fee saved', ar: 'تم حفظ رسوم التوصيل' },
  regionAdded: { en: 'Region added', ar: 'تمت إضافة المنطقة' },
  faqSaved: { en: 'Question saved', ar: 'تم حفظ السؤال' },
  faqDeleted: { en: 'Question deleted', ar: 'تم حذف السؤال' },
  branchSaved: { en: 'Branch saved', ar: 'تم حفظ الفرع' },
  branchDeleted: { en: 'Branch deleted', ar: 'تم حذف الفرع' },
  legalSaved: { en: 'Page saved', ar: 'تم حفظ الصفحة' },
} satisfies Record<string, Msg>;
